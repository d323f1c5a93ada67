import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_UPLOAD_MESSAGES as M, fmtExcelUpload } from '@jikim/shared';
import { createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { rowBomb, setDeclaredSize } from '../../test/xlsx.js';
import { MAX_SHEET_ROWS } from './results.excel.js';

// A real listening server on 127.0.0.1: the upload goes through the socket, /healthz is polled meanwhile
let t: TestApp;
let base: string;
let health: Tokens;
let plan: number;
let compact: Buffer;
let honest: Buffer;
let lying: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  health = await login(t.app, 'health01');
  plan = Number((await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = '2026년 일반건강진단'`))[0]!.no);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // like the 416 KB file: a million rows in a 64 KB upload, declaring ~26 MB of XML (under the 32 MiB cap)
  compact = await rowBomb(1_000_000, '사번', false);
  honest = await rowBomb(1_000_000, '사번');
  // the same million rows claiming to inflate to 1 MB: the reader must read it as a stream and stop at the row cap
  lying = setDeclaredSize(honest, 'xl/worksheets/sheet1.xml', 1024 * 1024);
  // warm the route and the reader (first-call compilation is not what is measured)
  for (let i = 0; i < 3; i += 1) expect((await send(await rowBomb(30_000, '사번', false))).status).toBe(400);
}, 120_000);
afterAll(async () => t?.close());

function send(file: Buffer) {
  const form = new FormData();
  form.append('heaCheckupPlanNo', String(plan));
  form.append('file', new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), '검진결과.xlsx');
  return fetch(`${base}/api/hea/checkup/checkupresults/upload`, { method: 'POST', headers: { 'x-authorization': health.accessToken }, body: form });
}

const counts = async () => (await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_checkup_result), (select count(*) from hea_checkup_result_item), (select count(*) from com_audit_log)) as n`))[0]!.n;

async function healthzLatencies(until: Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done || out.length < 5) {
    const t0 = performance.now();
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return out;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

describe('Excel upload bomb against a listening server', () => {
  it.each([
    ['fits the byte cap (read until the row cap)', () => compact, fmtExcelUpload(M.tooManyRows, MAX_SHEET_ROWS)],
    ['declares an inflated size over the cap', () => honest, fmtExcelUpload(M.tooLarge, 32)],
    ['lies about its inflated size', () => lying, fmtExcelUpload(M.tooManyRows, MAX_SHEET_ROWS)],
  ])('a 1,000,000-row xlsx that %s is refused early with a Korean 400; /healthz keeps answering', async (kind, file, message) => {
    const before = await counts();
    const idle = await healthzLatencies(new Promise((r) => setTimeout(r, 200)));
    const t0 = performance.now();
    const upload = send(file()).then(async (res) => ({ status: res.status, body: (await res.json()) as { message: string }, ms: performance.now() - t0 }));
    const during = await healthzLatencies(upload);
    const res = await upload;
    console.info(`[excel bomb via HTTP, ${kind}] ${(file().length / 1024).toFixed(0)} KB → ${res.status} in ${res.ms.toFixed(0)} ms; /healthz idle p50 ${pct(idle, 50).toFixed(1)} ms, during upload n=${during.length} p50 ${pct(during, 50).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    // refused while reading, not after: reading the whole sheet takes tens of seconds. The bounds leave room for a
    // loaded CI machine (measured ~0.3–1.1 s and /healthz ≤ 190 ms on 2 busy cores); the figures are in the log line
    expect(res.ms).toBeLessThan(5000);
    expect(Math.max(...during)).toBeLessThan(1500);
    expect(await counts()).toBe(before);
  }, 60_000);
});
