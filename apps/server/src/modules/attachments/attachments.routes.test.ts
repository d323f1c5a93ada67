import { describe, expect, it } from 'vitest';
import { parseRange } from './attachments.routes.js';
import { attachmentSuite } from './attachments.test-suite.js';
import { localBackend } from './attachments.test-utils.js';

// the attachment suite on the default store (local disk); attachments.s3.test.ts runs the same cases on S3
attachmentSuite(localBackend());

describe('Range header parsing', () => {
  it('parses one byte range; suffix ranges; unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('bad');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});
