import { describe, expect, it } from 'vitest';
import { TEMP_ATTACH_ID_RE } from '@jikim/shared';
import { newTempAttachFileId } from './temp-group';

describe('temporary attachment group ids', () => {
  it('have the form the server accepts as a temporary group and never repeat', () => {
    const ids = Array.from({ length: 200 }, () => newTempAttachFileId());
    for (const id of ids) expect(id).toMatch(TEMP_ATTACH_ID_RE);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
