import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.js';
import { IMMUTABLE, webPlugin } from './web.js';

// a built web app in miniature: hashed asset and index.html with both variants, a favicon without any
const ASSET = '/assets/app-layout-BIJWtKU5.js';
const JS = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
const HTML = `<!doctype html><html lang="ko"><head><title>지킴 EHS</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let dir: string;
let app: FastifyInstance;
const variants = (file: string, text: string) => {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jikim-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  variants(path.join(dir, 'index.html'), HTML);
  variants(path.join(dir, ASSET), JS);
  writeFileSync(path.join(dir, 'favicon.svg'), SVG);
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(webPlugin, { root: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

describe('web delivery: precompressed variants', () => {
  it('sends brotli to a browser that accepts it, with the original type and the variant length', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const br = brotliCompressSync(Buffer.from(JS));
    expect(Number(res.headers['content-length'])).toBe(br.length);
    expect(res.rawPayload.length).toBe(br.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JS) / 5);
  });

  it('sends gzip when brotli is not accepted (also when refused with q=0)', async () => {
    for (const ae of ['gzip', 'br;q=0, gzip']) {
      const res = await get(ASSET, ae);
      expect(res.headers['content-encoding'], ae).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(gzipSync(Buffer.from(JS)).length);
    }
  });

  it('falls back to the raw file without Accept-Encoding or with identity only, still varying on it', async () => {
    for (const ae of [undefined, 'identity']) {
      const res = await get(ASSET, ae);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(JS);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JS));
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends the raw file when no variant was built', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(SVG);
  });
});

describe('web delivery: caching', () => {
  it('caches content-hashed assets for a year, immutable', async () => {
    expect((await get(ASSET, 'br')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(ASSET)).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html and unhashed files on every use', async () => {
    expect((await get('/index.html', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await get('/login', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/login', 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('web delivery: client-side routes and what is not served', () => {
  it('serves index.html compressed and uncached for client-side routes (GET and HEAD)', async () => {
    for (const url of ['/', '/login', '/manage/userManage', '/hea/checkup_A?x=1']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const plain = await get('/manage/userManage');
    expect(plain.body).toBe(HTML);
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(HTML));
  });

  it('does not serve the variants, the build manifest, missing files or unknown API paths as pages', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/index.html.br', '/.vite/manifest.json', '/assets/missing-AAAAAAAA.js', '/api/nothing', '/login/logout']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('refuses a path outside the build', async () => {
    const res = await get('/assets/..%2f..%2fetc%2fpasswd', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});
