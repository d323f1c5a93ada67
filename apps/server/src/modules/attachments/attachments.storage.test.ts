import { createReadStream, existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { type DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { decryptedStream, encryptStream, ENCRYPTION_OVERHEAD, parseKey } from './attachments.crypto.js';
import { sniff } from './attachments.sniff.js';
import { LocalBlobStore, newStorageKey, S3BlobStore, type TS3Like } from './attachments.storage.js';
import { EXE, PDF, PNG, tempFilesDir } from './attachments.test-utils.js';

const readAll = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

/** an in-memory S3: enough of PutObject / GetObject (with Range) / DeleteObject */
class FakeS3 implements TS3Like {
  objects = new Map<string, Buffer>();
  calls: string[] = [];
  /** how the fake answers a Range: exactly (AWS), not at all (200, whole object), or to the end of the object */
  constructor(private readonly rangeMode: 'exact' | 'ignore' | 'toEnd' = 'exact') {}
  async send(cmd: PutObjectCommand | GetObjectCommand | DeleteObjectCommand): Promise<unknown> {
    const input = cmd.input as { Bucket: string; Key: string; Body?: Readable; Range?: string; ContentLength?: number };
    const id = `${input.Bucket}/${input.Key}`;
    if (cmd instanceof PutObjectCommand) {
      this.calls.push(`put ${id}`);
      const body = await readAll(input.Body!);
      if (body.length !== input.ContentLength) throw new Error('length mismatch');
      this.objects.set(id, body);
      return {};
    }
    if (cmd instanceof GetObjectCommand) {
      const obj = this.objects.get(id);
      if (!obj) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
      const m = input.Range && this.rangeMode !== 'ignore' ? /^bytes=(\d+)-(\d+)$/.exec(input.Range) : null;
      if (!m) return { Body: Readable.from([obj]) };
      const end = this.rangeMode === 'toEnd' ? obj.length - 1 : Number(m[2]);
      return { Body: Readable.from([obj.subarray(Number(m[1]), end + 1)]), ContentRange: `bytes ${m[1]}-${end}/${obj.length}` };
    }
    this.calls.push(`delete ${id}`);
    this.objects.delete(id);
    return {};
  }
}

describe('storage keys', () => {
  it('are random and never derived from a name', () => {
    const a = newStorageKey(new Date('2026-11-21T00:00:00Z'));
    expect(a).toMatch(/^2026\/11\/[0-9a-f]{32}$/);
    expect(new Set(Array.from({ length: 200 }, () => newStorageKey())).size).toBe(200);
  });
});

describe('local store', () => {
  it('commits a spool file with a rename, reads ranges, removes idempotently, refuses foreign keys', async () => {
    const dir = tempFilesDir();
    const store = new LocalBlobStore(dir);
    const spool = await store.spoolPath();
    writeFileSync(spool, PDF);
    const key = newStorageKey();
    await store.commit(spool, key);
    expect(existsSync(spool)).toBe(false);
    expect(readFileSync(path.join(dir, key)).equals(PDF)).toBe(true);
    expect((await readAll(await store.read(key, { start: 1, end: 3 }))).toString()).toBe('PDF');
    await store.remove(key);
    await store.remove(key);
    await expect(store.read(key)).rejects.toThrow();
    await expect(store.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('sweeps only old spool files', async () => {
    const dir = tempFilesDir();
    const store = new LocalBlobStore(dir);
    const old = await store.spoolPath();
    const fresh = await store.spoolPath();
    writeFileSync(old, 'x');
    writeFileSync(fresh, 'y');
    const past = new Date(Date.now() - 2 * 86_400_000);
    utimesSync(old, past, past);
    expect(await store.sweepSpool(86_400_000)).toBe(1);
    expect(await readdir(path.join(dir, '.spool'))).toEqual([path.basename(fresh)]);
  });
});

describe('S3 store (against the client interface, no network)', () => {
  it('puts with a known length under the prefix, reads ranges, deletes, and cleans its spool', async () => {
    const s3 = new FakeS3();
    const store = new S3BlobStore(s3, 'bucket', 'jikim/', path.join(tempFilesDir(), '.spool'));
    const spool = await store.spoolPath();
    writeFileSync(spool, PNG);
    const key = newStorageKey();
    await store.commit(spool, key);
    expect(existsSync(spool)).toBe(false);
    expect(s3.calls).toEqual([`put bucket/jikim/${key}`]);
    expect((await readAll(await store.read(key))).equals(PNG)).toBe(true);
    expect((await readAll(await store.read(key, { start: 1, end: 3 }))).toString()).toBe('PNG');
    await store.remove(key);
    expect(s3.objects.size).toBe(0);
  });

  it('never serves other bytes than the asked range: a server ignoring Range is an error, a longer answer is cut', async () => {
    const key = newStorageKey();
    for (const mode of ['ignore', 'toEnd'] as const) {
      const s3 = new FakeS3(mode);
      const store = new S3BlobStore(s3, 'b', '', path.join(tempFilesDir(), '.spool'));
      const spool = await store.spoolPath();
      writeFileSync(spool, PDF);
      await store.commit(spool, key);
      expect((await readAll(await store.read(key))).equals(PDF)).toBe(true);
      if (mode === 'ignore') await expect(store.read(key, { start: 1, end: 3 })).rejects.toThrow('no Content-Range');
      else expect((await readAll(await store.read(key, { start: 1, end: 3 }))).toString()).toBe('PDF');
    }
  });

  it('round-trips an encrypted blob through ranged reads', async () => {
    const s3 = new FakeS3();
    const store = new S3BlobStore(s3, 'b', '', path.join(tempFilesDir(), '.spool'));
    const key = parseKey(Buffer.alloc(32, 1).toString('base64'))!;
    const data = Buffer.alloc(300_000, 0x33);
    const spool = await store.spoolPath();
    await pipeline(Readable.from([data]), encryptStream(key), createWriteStream(spool));
    const sk = newStorageKey();
    await store.commit(spool, sk);
    const stored = s3.objects.get(`b/${sk}`)!;
    expect(stored.length).toBe(data.length + ENCRYPTION_OVERHEAD);
    expect((await readAll(await decryptedStream(store, sk, data.length, key))).equals(data)).toBe(true);
  });
});

describe('encryption', () => {
  it('detects tampering and a wrong key', async () => {
    const dir = tempFilesDir();
    const store = new LocalBlobStore(dir);
    const key = parseKey('0'.repeat(64))!;
    const spool = await store.spoolPath();
    await pipeline(createReadStream(__filename), encryptStream(key), createWriteStream(spool));
    const plain = readFileSync(__filename);
    const sk = newStorageKey();
    await store.commit(spool, sk);
    expect((await readAll(await decryptedStream(store, sk, plain.length, key))).equals(plain)).toBe(true);
    await expect(readAll(await decryptedStream(store, sk, plain.length, parseKey('1'.repeat(64))!))).rejects.toThrow();
    const file = path.join(dir, sk);
    const b = readFileSync(file);
    b[40] = (b[40] ?? 0) ^ 0xff;
    writeFileSync(file, b);
    await expect(readAll(await decryptedStream(store, sk, plain.length, key))).rejects.toThrow();
    expect(() => parseKey('short')).toThrow();
  });
});

describe('content sniffing rules', () => {
  it('known extensions need their magic; text needs none; unknown extensions refuse executables', async () => {
    expect(await sniff('png', PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect((await sniff('png', EXE)).ok).toBe(false);
    expect((await sniff('jpg', PNG)).ok).toBe(false);
    expect((await sniff('pdf', PDF)).ok).toBe(true);
    expect((await sniff('txt', Buffer.from('안전점검 결과\n'))).ok).toBe(true);
    expect((await sniff('txt', PDF)).ok).toBe(false);
    expect((await sniff('csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).ok).toBe(true);
    expect((await sniff('dwg', Buffer.from('AC1032 drawing'))).ok).toBe(true);
    expect((await sniff('dwg', EXE)).ok).toBe(false);
    // an extension we do not know: anything but an executable
    expect((await sniff('step', Buffer.from('ISO-10303-21;'))).ok).toBe(true);
    expect((await sniff('step', EXE)).ok).toBe(false);
  });
});
