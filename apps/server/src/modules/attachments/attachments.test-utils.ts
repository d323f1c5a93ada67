import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/** a 1×1 PNG */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** the start of a Windows executable (DOS header + PE signature) */
export const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\u0000\u0000', 0x80, 'latin1');
  return b;
})();
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export const tempFilesDir = () => mkdtempSync(path.join(tmpdir(), 'jikim-files-'));

/** every blob under the files directory (spool excluded) and every spool file */
export function blobsOn(dir: string): { blobs: string[]; spool: string[] } {
  const blobs: string[] = [];
  const spool: string[] = [];
  const walk = (d: string, inSpool: boolean) => {
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p, inSpool || n === '.spool');
      else (inSpool ? spool : blobs).push(path.relative(dir, p));
    }
  };
  walk(dir, false);
  return { blobs, spool };
}

/** what a test sees of a store's blobs, where the bytes really are (the disk, the S3 bucket) */
export type TBlobView = {
  /** every storage key (yyyy/mm/<hex>) stored, spool files excluded */
  keys(): Promise<string[]>;
  /** the stored bytes of a key (ciphertext when encrypted), null when there is no such blob */
  read(key: string): Promise<Buffer | null>;
  stop(): Promise<void>;
};
/** a storage backend for the shared attachment suite (attachments.test-suite.ts) */
export type TBlobBackend = {
  /** the app's config for this store (filesDir always: the spool lives there for every store) and the view of its blobs */
  start(): Promise<{ config: Partial<AppConfig>; filesDir: string; blobs: TBlobView }>;
};

export const localBackend = (): TBlobBackend => ({
  async start() {
    const filesDir = tempFilesDir();
    const file = (key: string) => path.join(filesDir, ...key.split('/'));
    return {
      config: { filesDir, fileStorage: 'local' },
      filesDir,
      blobs: {
        keys: async () => blobsOn(filesDir).blobs.map((b) => b.split(path.sep).join('/')),
        read: async (key) => (existsSync(file(key)) ? readFileSync(file(key)) : null),
        stop: async () => undefined,
      },
    };
  },
});

export type TPart = { name: string; data: Buffer; contentType?: string };

/** a multipart/form-data body: the group fields first, then the file (the order the widget sends) */
export function multipartBody(fields: Record<string, string>, file?: TPart, fieldName = 'file') {
  const boundary = `----jikim${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`, 'utf8'));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`, 'utf8'));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
