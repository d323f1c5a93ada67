import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jikim-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('listening address and request logs (issue 13, defect 11)', () => {
  it('the embedded demo listens on this computer only and logs requests at debug', () => {
    const c = loadConfig({ ...base });
    expect(c.host).toBe('127.0.0.1');
    expect(c.requestLogLevel).toBe('debug');
    expect(c.logLevel).toBe('info');
  });

  it('a real server (DATABASE_URL) listens on every interface and logs one line per request at info', () => {
    const c = loadConfig({ ...base, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
    expect(c.host).toBe('0.0.0.0');
    expect(c.requestLogLevel).toBe('info');
  });

  it('HOST and LOG_LEVEL override the defaults', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://x@h/db', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadConfig({ ...base, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });
});

describe('S3 storage (issue 32)', () => {
  it('plain signed bodies for an S3-compatible endpoint, the SDK\'s checksums for AWS, S3_CHECKSUM forces either', () => {
    const s3 = (env: Record<string, string>) => loadConfig({ ...base, FILE_STORAGE: 's3', S3_BUCKET: 'b', ...env }).s3;
    expect(s3({})).toMatchObject({ bucket: 'b', region: 'us-east-1', prefix: 'jikim/', forcePathStyle: false, checksum: 'when_supported' });
    expect(s3({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatchObject({ forcePathStyle: true, checksum: 'when_required' });
    expect(s3({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_CHECKSUM: 'when_supported' })?.checksum).toBe('when_supported');
    expect(s3({ S3_CHECKSUM: 'when_required' })?.checksum).toBe('when_required');
    expect(s3({})).not.toHaveProperty('credentials');
  });
});
