import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { describe, expect, it } from 'vitest';
import { attachmentSuite } from './attachments.test-suite.js';
import { blobsOn, tempFilesDir, type TBlobBackend } from './attachments.test-utils.js';

/**
 * The attachment suite once more, on FILE_STORAGE=s3 against a real S3-compatible server (s3rver, pure JavaScript,
 * from the npm registry) started here on 127.0.0.1 with a random port: SigV4, path-style, PutObject with a length,
 * GetObject with Range, DeleteObject over HTTP. The suite's checks of stored bytes list and read the bucket itself.
 */
const BUCKET = 'jikim-test';
const PREFIX = 'plant/';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in test account

async function startS3(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'jikim-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, vhostBuckets: false, directory, configureBuckets: [{ name: BUCKET }] });
  const addr = await server.run();
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** a client of our own to look into the bucket (not the app's: the test must not trust what it checks) */
function inspector(endpoint: string): S3Client {
  const c = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  // s3rver signs the bucket root as "/bucket" where the SDK signs "/bucket/": list without the trailing slash
  c.middlewareStack.add((next) => async (args) => {
    const req = args.request as { path?: string };
    if (req.path === `/${BUCKET}/`) req.path = `/${BUCKET}`;
    return next(args);
  }, { step: 'build', name: 's3rverBucketRoot' });
  return c;
}

const s3Backend = (): TBlobBackend => ({
  async start() {
    const { endpoint, stop } = await startS3();
    const client = inspector(endpoint);
    const filesDir = tempFilesDir();
    return {
      // no `checksum`: the default for an endpoint is what the production config derives from S3_ENDPOINT
      config: { filesDir, fileStorage: 's3', s3: { bucket: BUCKET, region: 'us-east-1', endpoint, prefix: PREFIX, forcePathStyle: true, credentials } },
      filesDir,
      blobs: {
        async keys() {
          const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
          const keys = (out.Contents ?? []).map((o) => o.Key!);
          // everything the app stores is under its prefix, and nothing but spool files is on the local disk
          for (const k of keys) expect(k.startsWith(PREFIX)).toBe(true);
          expect(blobsOn(filesDir).blobs).toEqual([]);
          return keys.map((k) => k.slice(PREFIX.length));
        },
        async read(key) {
          try {
            const out = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }));
            return Buffer.from(await out.Body!.transformToByteArray());
          } catch (e) {
            if ((e as { name?: string }).name === 'NoSuchKey') return null;
            throw e;
          }
        },
        async stop() {
          client.destroy();
          await stop();
        },
      },
    };
  },
});

attachmentSuite(s3Backend());

describe('the S3 server itself', () => {
  it('refuses a wrong secret: the store really signs its requests', async () => {
    const { endpoint, stop } = await startS3();
    try {
      const bad = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { ...credentials, secretAccessKey: 'wrong' }, requestChecksumCalculation: 'WHEN_REQUIRED' });
      await expect(bad.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'x', Body: 'x' }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
      await bad.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: 'x' })).catch(() => undefined);
      bad.destroy();
    } finally {
      await stop();
    }
  });
});
