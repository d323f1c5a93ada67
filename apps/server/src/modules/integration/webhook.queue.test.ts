// Issue 32 item 3 on the running queue (pg-boss workers on): an event emitted by a request is queued after the commit
// and delivered by a worker, signed; an event of a rolled-back transaction is never delivered.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEBHOOK_API } from '@jikim/shared';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { emitWebhook } from './webhook.service.js';

let t: TestApp;
let admin: Tokens;
let server: Server;
let base: string;
const hits: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(parts).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ attachCleanupSchedule: 0, jobsEnabled: true, jobPollSec: 0.5, jobCronCheckSec: 1 });
  admin = await login(t.app, 'admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const until = async (fn: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};

it('a request\'s event is delivered by a worker after the commit; a rolled-back one never is', async () => {
  const sub = await t.app.inject({ method: 'POST', url: WEBHOOK_API, headers: auth(admin), payload: { subNm: 'queue', url: `${base}/q`, events: ['ACC_FLASH', 'IMPR_OVERDUE'] } });
  expect(sub.statusCode, sub.body).toBe(200);
  const secret = sub.json().secret as string;

  await t.app.db.transaction(async (tx) => {
    await emitWebhook(tx, { event: 'IMPR_OVERDUE', plantCd: '1000', data: { actionNo: 1, title: 'rolled back', link: null } });
    tx.rollback();
  }).catch(() => undefined);
  const res = await t.app.inject({
    method: 'POST', url: '/api/saf/accidents', headers: auth(await login(t.app, 'safety01')), payload: {
      plantCd: '1000', deptCd: 'D1310', title: '큐 계단 넘어짐', occurredYmd: '2026-03-15', occurredTime: '14:20', place: '계단',
      accidentTypeCd: 'SLIP', causeObjectCd: 'STAIR', injureObjectCd: 'FLOOR', summary: '미끄러짐',
      victims: [{ victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', treatmentDays: 14, lostDays: 0, deathYn: 'N', illnessYn: 'N' }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await until(async () => (await t.rows<{ status_cd: string }>(sql`select status_cd from com_webhook_delivery where status_cd = 'DELIVERED'`)).length === 1);
  expect(hits).toHaveLength(1);
  const h = hits[0]!;
  const ts = String(h.headers['x-jikim-timestamp']);
  expect(h.headers['x-jikim-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${ts}.${h.body}`).digest('hex')}`);
  expect(JSON.parse(h.body)).toMatchObject({ event: 'ACC_FLASH', data: { accidentNo: res.json().accidentNo } });
  // the worker's attempt is logged (204 is a success)
  const attempts = await t.rows<{ status_code: number; try_no: number }>(sql`select status_code, try_no from com_webhook_attempt`);
  expect(attempts).toEqual([{ status_code: 204, try_no: 1 }]);
  expect(await t.rows(sql`select 1 from com_webhook_delivery where title = 'rolled back'`)).toHaveLength(0);
}, 60_000);
