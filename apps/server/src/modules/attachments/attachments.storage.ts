import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';

/**
 * Where file bytes live. Every upload is first spooled to a local file (size counted, head sniffed, optionally
 * encrypted on the way), then committed under its final key in one atomic step: a rename on local disk, a
 * single PutObject (no partial objects) on S3. A spool file left by a crash is swept by the cleanup job.
 */
export type TBlobStore = {
  readonly kind: 'local' | 's3';
  /** a fresh spool path (the directory exists) */
  spoolPath(): Promise<string>;
  /** move a finished spool file under its key; the spool file is gone afterwards */
  commit(spoolFile: string, key: string): Promise<void>;
  /** bytes of a blob, optionally a range (inclusive end, like HTTP Range) */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** idempotent */
  remove(key: string): Promise<void>;
  /** delete spool files older than the age; returns how many */
  sweepSpool(olderThanMs: number): Promise<number>;
  /** release connections (the app's onClose) */
  close?(): void;
};

/** an unguessable storage key: yyyy/mm/<32 hex> */
export function newStorageKey(now = new Date()): string {
  const y = now.getUTCFullYear();
  const m = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${y}/${m}/${randomBytes(16).toString('hex')}`;
}

const KEY_RE = /^\d{4}\/\d{2}\/[0-9a-f]{32}$/;
function assertKey(key: string): void {
  // keys come from our own rows; still, never let one address anything outside the store
  if (!KEY_RE.test(key)) throw new Error('invalid storage key');
}

async function sweepDir(dir: string, olderThanMs: number): Promise<number> {
  let n = 0;
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const limit = Date.now() - olderThanMs;
  for (const name of names) {
    const p = path.join(dir, name);
    try {
      const s = await stat(p);
      if (s.isFile() && s.mtimeMs < limit) {
        await unlink(p);
        n += 1;
      }
    } catch {
      // raced with another sweeper or a commit: fine
    }
  }
  return n;
}

export class LocalBlobStore implements TBlobStore {
  readonly kind = 'local' as const;
  private readonly spoolDir: string;
  constructor(private readonly root: string) {
    // same file system as the blobs, so commit is an atomic rename
    this.spoolDir = path.join(root, '.spool');
  }
  async spoolPath(): Promise<string> {
    await mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    return path.join(this.spoolDir, `${randomBytes(16).toString('hex')}.part`);
  }
  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }
  async commit(spoolFile: string, key: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await rename(spoolFile, target);
  }
  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const f = this.file(key);
    await stat(f); // a missing blob fails here, before any byte is sent
    return createReadStream(f, range ? { start: range.start, end: range.end } : {});
  }
  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
  sweepSpool(olderThanMs: number): Promise<number> {
    return sweepDir(this.spoolDir, olderThanMs);
  }
}

/** the part of S3Client we use; lets tests pass a fake without network */
export type TS3Like = { send(command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown>; destroy?(): void };

function toReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (body && typeof (body as { transformToWebStream?: unknown }).transformToWebStream === 'function') {
    return Readable.fromWeb((body as { transformToWebStream(): WebReadableStream }).transformToWebStream());
  }
  throw new Error('empty object body');
}

/** the first n bytes of a stream; the rest is not read (leaving the loop destroys the source) */
async function* firstBytes(source: Readable, n: number): AsyncGenerator<Buffer> {
  let left = n;
  for await (const chunk of source) {
    const c = chunk as Buffer;
    yield c.length > left ? c.subarray(0, left) : c;
    left -= Math.min(c.length, left);
    if (left === 0) break;
  }
}

export class S3BlobStore implements TBlobStore {
  readonly kind = 's3' as const;
  constructor(
    private readonly client: TS3Like,
    private readonly bucket: string,
    private readonly prefix: string,
    private readonly spoolDir: string,
  ) {}
  private objectKey(key: string): string {
    assertKey(key);
    return `${this.prefix}${key}`;
  }
  async spoolPath(): Promise<string> {
    await mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    return path.join(this.spoolDir, `${randomBytes(16).toString('hex')}.part`);
  }
  async commit(spoolFile: string, key: string): Promise<void> {
    const { size } = await stat(spoolFile);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: createReadStream(spoolFile), ContentLength: size, ContentType: 'application/octet-stream' }),
      );
    } finally {
      await rm(spoolFile, { force: true });
    }
  }
  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const out = (await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    )) as { Body?: unknown; ContentRange?: string };
    const body = toReadable(out.Body);
    if (!range) return body;
    // The answer must hold the asked range. A server that ignores Range (200, the whole object) or answers another one
    // would make us serve wrong bytes (and break the decryption of ranges): an error before any byte goes out. A range
    // that starts right but runs longer (s3rver answers "bytes=0-0" with the whole object) is cut to the asked length.
    const m = /^bytes (\d+)-(\d+)\//.exec(out.ContentRange ?? '');
    if (!m || Number(m[1]) !== range.start || Number(m[2]) < range.end) {
      body.destroy();
      throw new Error(`S3 answered ${out.ContentRange ?? 'no Content-Range'} for bytes ${range.start}-${range.end}`);
    }
    return Number(m[2]) === range.end ? body : Readable.from(firstBytes(body, range.end - range.start + 1));
  }
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
  sweepSpool(olderThanMs: number): Promise<number> {
    return sweepDir(this.spoolDir, olderThanMs);
  }
  close(): void {
    this.client.destroy?.();
  }
}
