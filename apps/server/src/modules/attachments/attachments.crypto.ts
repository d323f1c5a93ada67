import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM, type DecipherGCM } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TBlobStore } from './attachments.storage.js';

/**
 * encryptYn = Y: AES-256-GCM at rest, streamed. Blob layout: "JKF1" | iv (12) | ciphertext (= plaintext length) | tag (16).
 * The plaintext length is in the file row, so the tag's offset is known without reading the whole blob.
 */
export const MAGIC = Buffer.from('JKF1');
export const HEADER_LEN = MAGIC.length + 12;
export const TAG_LEN = 16;
export const ENCRYPTION_OVERHEAD = HEADER_LEN + TAG_LEN;

export function parseKey(raw: string | undefined): Buffer | null {
  if (!raw) return null;
  const s = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(s) ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64');
  if (key.length !== 32) throw new Error('FILE_ENCRYPTION_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

/** a transform that writes the header, encrypts, and appends the tag */
export function encryptStream(key: Buffer): Transform {
  const iv = randomBytes(12);
  const cipher: CipherGCM = createCipheriv('aes-256-gcm', key, iv);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (!headerSent) {
        this.push(Buffer.concat([MAGIC, iv]));
        headerSent = true;
      }
      cb(null, cipher.update(chunk));
    },
    flush(cb) {
      if (!headerSent) this.push(Buffer.concat([MAGIC, iv]));
      const last = cipher.final();
      if (last.length) this.push(last);
      this.push(cipher.getAuthTag());
      cb();
    },
  });
}

async function readAll(s: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/**
 * The plaintext of an encrypted blob as a stream. A tampered blob fails authentication at the end of the
 * stream (the response is then aborted), because GCM can only verify after the last byte.
 */
export async function decryptedStream(store: TBlobStore, storageKey: string, plainSize: number, key: Buffer): Promise<Readable> {
  const header = await readAll(await store.read(storageKey, { start: 0, end: HEADER_LEN - 1 }));
  if (header.length !== HEADER_LEN || !header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted blob');
  const iv = header.subarray(MAGIC.length);
  const tag = await readAll(await store.read(storageKey, { start: HEADER_LEN + plainSize, end: HEADER_LEN + plainSize + TAG_LEN - 1 }));
  if (tag.length !== TAG_LEN) throw new Error('truncated encrypted blob');
  const decipher: DecipherGCM = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const out = new PassThrough();
  if (plainSize === 0) {
    decipher.final();
    out.end();
    return out;
  }
  const body = await store.read(storageKey, { start: HEADER_LEN, end: HEADER_LEN + plainSize - 1 });
  pipeline(body, decipher, out).catch((err: Error) => out.destroy(err));
  return out;
}

/**
 * Bytes `start..end` (inclusive) of an encrypted blob's plaintext, for HTTP Range requests (video seeking). GCM's body is
 * CTR mode with the counter block IV ‖ (2 + block number), so a range decrypts on its own with AES-CTR from its block.
 * A range is not authenticated (the tag covers the whole file); whole downloads still verify it.
 */
export async function decryptedRange(store: TBlobStore, storageKey: string, range: { start: number; end: number }, key: Buffer): Promise<Readable> {
  const header = await readAll(await store.read(storageKey, { start: 0, end: HEADER_LEN - 1 }));
  if (header.length !== HEADER_LEN || !header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted blob');
  const block = Math.floor(range.start / 16);
  const counter = Buffer.alloc(16);
  header.subarray(MAGIC.length).copy(counter, 0);
  counter.writeUInt32BE((2 + block) >>> 0, 12);
  const decipher = createDecipheriv('aes-256-ctr', key, counter);
  const body = await store.read(storageKey, { start: HEADER_LEN + block * 16, end: HEADER_LEN + range.end });
  let skip = range.start - block * 16;
  const out = new PassThrough();
  const cut = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (skip >= chunk.length) {
        skip -= chunk.length;
        cb();
        return;
      }
      const rest = chunk.subarray(skip);
      skip = 0;
      cb(null, rest);
    },
  });
  pipeline(body, decipher, cut, out).catch((err: Error) => out.destroy(err));
  return out;
}
