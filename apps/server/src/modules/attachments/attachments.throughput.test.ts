import { randomBytes } from 'node:crypto';
import { createReadStream, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/helpers.js';
import { tempFilesDir } from './attachments.test-utils.js';

/**
 * Throughput of a 20 MB upload and download over a real socket, with the process's RSS sampled meanwhile.
 * The client streams from disk and discards what it reads, so RSS growth is the server's buffering.
 * Figures are printed (and written to test-results/attachments-throughput.json when that folder exists).
 */
const SIZE = 20_000_000;
let t: TestApp;
let base: string;
let token: string;
let file: string;

function sampler() {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  return { stop: () => (clearInterval(timer), { startMb: start / 1e6, peakMb: peak / 1e6, growthMb: (peak - start) / 1e6 }) };
}

beforeAll(async () => {
  const dir = tempFilesDir();
  t = await createTestApp({ filesDir: dir, fileEncryptionKey: Buffer.alloc(32, 9).toString('base64'), attachCleanupSchedule: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = (await login(t.app, 'admin')).accessToken;
  // VENDOR_DOC allows 20 MB (= 20,000,000 bytes): a PDF header, then noise
  file = path.join(dir, 'big.pdf');
  writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]));
});
afterAll(async () => t?.close());

function uploadOnce(attachFileId: string, extra = 0): Promise<{ status: number; body: string }> {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="taskClassNm"\r\n\r\nVENDOR_DOC\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="attachFileId"\r\n\r\n${attachFileId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="대용량.pdf"\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/common/attachFile/upload`, {
      method: 'POST',
      headers: { 'x-authorization': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + SIZE + extra + tail.length },
    }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // the server may answer a refusal before the body is sent and close the connection: the answer counts
    req.on('error', (e) => (answered ? undefined : reject(e)));
    let answered = false;
    req.on('response', () => (answered = true));
    req.write(head);
    const rs = createReadStream(file);
    rs.pipe(req, { end: false });
    rs.on('end', () => {
      if (extra) req.write(Buffer.alloc(extra, 0x20));
      req.end(tail);
    });
  });
}

function downloadOnce(fileNo: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(`${base}/api/common/attachFile/download/${fileNo}`, { headers: { 'x-authorization': token } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

describe('20 MB throughput and memory', () => {
  it('streams upload and download without holding the file in memory', async () => {
    const figures: Record<string, unknown> = {};
    // warm-up: JIT, pools and first-use allocations are not what we measure
    expect((await uploadOnce('V0003')).status).toBe(200);
    for (const [label, vendorCd, encrypt] of [['plain', 'V0001', false], ['encrypted', 'V0002', true]] as const) {
      if (encrypt) {
        await t.rows((await import('drizzle-orm')).sql`update com_attach_setting set encrypt_yn = 'Y' where task_class_nm = 'VENDOR_DOC'`);
      }
      global.gc?.();
      let m = sampler();
      let t0 = performance.now();
      const up = await uploadOnce(vendorCd);
      const upMs = performance.now() - t0;
      const upMem = m.stop();
      expect(up.status, up.body).toBe(200);
      const fileNo = JSON.parse(up.body).fileNo as number;
      m = sampler();
      t0 = performance.now();
      const n = await downloadOnce(fileNo);
      const downMs = performance.now() - t0;
      const downMem = m.stop();
      expect(n).toBe(SIZE);
      figures[label] = {
        uploadMBps: +(SIZE / 1e6 / (upMs / 1000)).toFixed(1), uploadMs: Math.round(upMs),
        downloadMBps: +(SIZE / 1e6 / (downMs / 1000)).toFixed(1), downloadMs: Math.round(downMs),
        rssDuringUpload: upMem, rssDuringDownload: downMem,
      };
      // buffering the whole file would grow RSS by at least its 20 MB
      expect(upMem.growthMb).toBeLessThan(20);
      expect(downMem.growthMb).toBeLessThan(20);
    }
    console.log(`[attachments throughput] ${JSON.stringify(figures, null, 1)}`);
  }, 120_000);

  it('refuses an oversized upload over a real socket with the spec message and keeps nothing', async () => {
    const { FILE_MESSAGES } = await import('@jikim/shared');
    const { sql } = await import('drizzle-orm');
    const before = await t.rows<{ n: string }>(sql`select count(*) as n from com_attach_file`);
    const res = await uploadOnce('V0003', 1);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toBe(FILE_MESSAGES.sizeExceeded);
    const after = await t.rows<{ n: string }>(sql`select count(*) as n from com_attach_file`);
    expect(after[0]!.n).toBe(before[0]!.n);
  }, 60_000);
});
