// Issue 32 item 3, outbound webhooks: a real HTTP receiver on 127.0.0.1 checks the contract's signature
// (X-Jikim-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, X-Jikim-Timestamp) with the subscription's
// secret; deliveries are written in the business write's transaction and delivered by the queue's job with retries.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEBHOOK_API, WEBHOOK_DELIVERY_API, WEBHOOK_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { emitWebhook, WEBHOOK_DELIVER_JOB } from './webhook.service.js';

type Hit = { headers: IncomingHttpHeaders; body: string; url: string };
let t: TestApp;
let admin: Tokens;
let safety: Tokens;
let server: Server;
let base: string;
const hits: Hit[] = [];
/** what the receiver answers next (status codes, first first); 200 when empty */
const answers: number[] = [];

const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

/** the receiver's check, as the README tells receivers to do it */
function verify(secret: string, h: Hit): boolean {
  const ts = String(h.headers['x-jikim-timestamp'] ?? '');
  const sig = String(h.headers['x-jikim-signature'] ?? '');
  if (!/^\d+$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const want = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.${h.body}`).digest('hex')}`);
  return want.length === Buffer.byteLength(sig) && timingSafeEqual(want, Buffer.from(sig));
}

const deliveries = (subNo: number) => t.rows<{ delivery_no: number; event: string; status_cd: string; attempt_cnt: number }>(
  sql`select delivery_no, event, status_cd, attempt_cnt from com_webhook_delivery where sub_no = ${subNo} order by delivery_no`);
const runJob = (deliveryNo: number) => t.app.jobs.run(WEBHOOK_DELIVER_JOB, { deliveryNo });

let jsonSub: { subNo: number; secret: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(parts).toString('utf8'), url: req.url ?? '' });
      const code = answers.shift() ?? 200;
      if (code === 302) res.writeHead(302, { location: `${base}/elsewhere` }).end();
      else res.writeHead(code, { 'content-type': 'text/plain' }).end(code === 200 ? 'ok' : `receiver says ${code}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ attachCleanupSchedule: 0, fileEncryptionKey: randomBytes(32).toString('base64') });
  admin = await login(t.app, 'admin');
  safety = await login(t.app, 'safety01');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  hits.length = 0;
  answers.length = 0;
});

describe('subscriptions', () => {
  it('an administrator subscribes a URL: the secret is answered once and kept encrypted; others may not', async () => {
    const res = await inject(admin, 'POST', WEBHOOK_API, { subNm: '안전팀 수신기', url: `${base}/hook`, events: ['ACC_FLASH', 'ACC_SERIOUS', 'IMPR_OVERDUE', 'WKOD_GAS_OUT'], formatCd: 'JSON' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ subNm: '안전팀 수신기', activeYn: 'Y', formatCd: 'JSON', secretHint: body.secret.slice(-4) });
    jsonSub = { subNo: body.subNo, secret: body.secret };
    const [row] = await t.rows<{ secret_enc: string }>(sql`select secret_enc from com_webhook_sub where sub_no = ${jsonSub.subNo}`);
    expect(row!.secret_enc).toMatch(/^v1:/);
    expect(row!.secret_enc).not.toContain(body.secret.slice(6, 20));
    const list = await inject(admin, 'GET', WEBHOOK_API);
    expect(list.json().list.find((s: { subNo: number }) => s.subNo === jsonSub.subNo)).toMatchObject({ events: ['ACC_FLASH', 'ACC_SERIOUS', 'IMPR_OVERDUE', 'WKOD_GAS_OUT'] });
    expect(list.body).not.toContain(body.secret);
    expect(await t.rows(sql`select 1 from com_audit_log where entity = 'com_webhook_sub' and entity_key = ${String(jsonSub.subNo)} and action = 'CREATE'`)).toHaveLength(1);
    expect(JSON.stringify(await t.rows(sql`select after_data from com_audit_log where entity = 'com_webhook_sub'`))).not.toContain(body.secret);

    expectError(await inject(safety, 'POST', WEBHOOK_API, { subNm: 'x', url: `${base}/x`, events: ['ACC_FLASH'] }), 403);
    expectError(await inject(safety, 'GET', WEBHOOK_API), 403);
    expectError(await inject(safety, 'GET', WEBHOOK_DELIVERY_API), 403);
    expectError(await inject(safety, 'POST', `${WEBHOOK_API}/${jsonSub.subNo}/test`), 403);
    expectError(await t.app.inject({ method: 'GET', url: WEBHOOK_API }), 401);
  });

  it('refuses what is not an http(s) URL and events that are not registered, with clear 400s', async () => {
    for (const url of ['not a url', 'ftp://example.com/x', 'javascript:alert(1)', 'http://user:pw@example.com/x', '']) {
      const res = await inject(admin, 'POST', WEBHOOK_API, { subNm: 'x', url, events: ['ACC_FLASH'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(WEBHOOK_MESSAGES.badUrl);
    }
    expectError(await inject(admin, 'POST', WEBHOOK_API, { subNm: 'x', url: `${base}/x`, events: [] }), 400);
    expectError(await inject(admin, 'POST', WEBHOOK_API, { subNm: 'x', url: `${base}/x`, events: ['NOPE'] }), 400);
    expectError(await inject(admin, 'POST', WEBHOOK_API, { subNm: 'x', url: `${base}/x`, events: ['ACC_FLASH'], formatCd: 'XML' }), 400);
  });
});

describe('events through the outbox', () => {
  it('an accident flash report: a delivery in the write\'s transaction, delivered by the job, signed, without personal data', async () => {
    const res = await inject(safety, 'POST', '/api/saf/accidents', {
      plantCd: '1000', deptCd: 'D1310', title: '웹훅 계단 넘어짐', occurredYmd: '2026-03-15', occurredTime: '14:20', place: '보일러동 4층 계단',
      accidentTypeCd: 'SLIP', causeObjectCd: 'STAIR', injureObjectCd: 'FLOOR', summary: '젖은 계단에서 미끄러짐',
      victims: [{ victimTypeCd: 'VENDOR', vendorCd: 'V0001', victimNm: '한정비', phoneNo: '010-1234-5678', treatmentDays: 7, lostDays: 0, deathYn: 'N', illnessYn: 'N' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const accidentNo = res.json().accidentNo as number;
    const rows = (await deliveries(jsonSub.subNo)).filter((d) => d.status_cd === 'PENDING');
    expect(rows.map((d) => d.event)).toEqual(['ACC_FLASH']);
    expect(hits).toHaveLength(0); // the queue delivers, not the request

    const out = await runJob(rows[0]!.delivery_no);
    expect(out).toMatchObject({ statusCd: 'DELIVERED', statusCode: 200 });
    expect(hits).toHaveLength(1);
    const h = hits[0]!;
    expect(h.url).toBe('/hook');
    expect(verify(jsonSub.secret, h)).toBe(true);
    expect(verify('whsec_wrong', h)).toBe(false);
    // a changed body no longer verifies
    expect(verify(jsonSub.secret, { ...h, body: h.body.replace('웹훅', '웹흑') })).toBe(false);
    const p = JSON.parse(h.body);
    expect(h.headers['x-jikim-event']).toBe('ACC_FLASH');
    expect(h.headers['x-jikim-delivery']).toBe(p.id);
    expect(h.headers['content-type']).toMatch(/^application\/json/);
    expect(p).toMatchObject({ event: 'ACC_FLASH', plantCd: '1000', data: { accidentNo, occurredYmd: '2026-03-15', link: `/saf/accident?key=${accidentNo}` } });
    expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(p.occurredAt))).toBe(false);
    expect(p.data.title).toContain('웹훅 계단 넘어짐');
    expect(h.body).not.toContain('한정비');
    expect(h.body).not.toContain('010-1234');
    // run again: already delivered, nothing sent twice
    expect(await runJob(rows[0]!.delivery_no)).toMatchObject({ skipped: true });
    expect(hits).toHaveLength(1);
  });

  it('a death makes the accident serious: a flash report and a serious-accident event', async () => {
    const before = (await deliveries(jsonSub.subNo)).length;
    const res = await inject(safety, 'POST', '/api/saf/accidents', {
      plantCd: '1000', deptCd: 'D1310', title: '웹훅 추락', occurredYmd: '2026-03-16', occurredTime: '09:00', place: '옥상',
      accidentTypeCd: 'SLIP', causeObjectCd: 'STAIR', injureObjectCd: 'FLOOR', summary: '추락',
      victims: [{ victimTypeCd: 'VENDOR', vendorCd: 'V0001', victimNm: '박추락', treatmentDays: 0, lostDays: 0, deathYn: 'Y', illnessYn: 'N' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = (await deliveries(jsonSub.subNo)).slice(before);
    expect(added.map((d) => d.event)).toEqual(['ACC_SERIOUS', 'ACC_FLASH']);
    await runJob(added[0]!.delivery_no);
    const p = JSON.parse(hits[0]!.body);
    expect(p).toMatchObject({ event: 'ACC_SERIOUS', data: { accidentNo: res.json().accidentNo, oshaSeriousYn: 'Y', sapaSeriousYn: 'Y' } });
    expect(p.data.title).toContain('중대재해');
    expect(hits[0]!.body).not.toContain('박추락');
  });

  it('a rolled-back write sends nothing: its delivery rows roll back with it', async () => {
    const before = (await deliveries(jsonSub.subNo)).length;
    await expect(t.app.db.transaction(async (tx) => {
      const nos = await emitWebhook(tx, { event: 'ACC_FLASH', plantCd: '1000', data: { accidentNo: 999999, title: 'rolled back', link: null } });
      expect(nos).toHaveLength(1);
      throw new Error('business write failed');
    })).rejects.toThrow('business write failed');
    expect(await deliveries(jsonSub.subNo)).toHaveLength(before);
    // a refused accident (400) writes none either
    expectError(await inject(safety, 'POST', '/api/saf/accidents', { plantCd: '1000', deptCd: 'D1310', title: 'x' }), 400);
    expect(await deliveries(jsonSub.subNo)).toHaveLength(before);
    expect(hits).toHaveLength(0);
  });

  it('a 500 is retried (the job throws so the queue backs off), then a 2xx delivers; every attempt is logged', async () => {
    const [no] = await t.app.db.transaction((tx) => emitWebhook(tx, { event: 'IMPR_OVERDUE', plantCd: '1000', data: { actionNo: 1, title: '개선조치 기한 경과', link: '/impr/imprAction?key=1' } }));
    answers.push(500);
    await expect(runJob(no!)).rejects.toThrow(/will retry/);
    const mid = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}/${no}`)).json();
    expect(mid).toMatchObject({ statusCd: 'RETRY', attemptCnt: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(mid.attempts[0]).toMatchObject({ tryNo: 1, statusCode: 500, responseExcerpt: 'receiver says 500', error: 'HTTP 500' });
    expect(mid.attempts[0].durationMs).toBeGreaterThanOrEqual(0);
    await runJob(no!);
    const done = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}/${no}`)).json();
    expect(done).toMatchObject({ statusCd: 'DELIVERED', attemptCnt: 2, lastStatusCode: 200, lastError: null });
    expect(done.attempts.map((a: { tryNo: number; statusCode: number }) => [a.tryNo, a.statusCode])).toEqual([[1, 500], [2, 200]]);
    expect(hits).toHaveLength(2);
    // the same delivery id both times (receivers deduplicate on it)
    expect(hits[0]!.headers['x-jikim-delivery']).toBe(hits[1]!.headers['x-jikim-delivery']);
    expect(hits.every((h) => verify(jsonSub.secret, h))).toBe(true);
  });

  it('five failures end FAILED (no more retries); a redirect is not followed', async () => {
    const [no] = await t.app.db.transaction((tx) => emitWebhook(tx, { event: 'WKOD_GAS_OUT', plantCd: '1000', data: { permitNo: 1, title: '작업중지', link: null } }));
    answers.push(302, 503, 503, 503, 503);
    for (let i = 0; i < 4; i++) await expect(runJob(no!)).rejects.toThrow();
    expect(await runJob(no!)).toMatchObject({ statusCd: 'FAILED', retry: false });
    expect(hits).toHaveLength(5); // never /elsewhere
    expect(hits.every((h) => h.url === '/hook')).toBe(true);
    const d = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}/${no}`)).json();
    expect(d.attempts).toHaveLength(5);
    expect(d.attempts[0]).toMatchObject({ statusCode: 302, error: 'HTTP 302 (redirect not followed)' });
    expect(await runJob(no!)).toMatchObject({ skipped: true });

    // the administrator resends it: a new delivery of the same event and data, tried at once
    const re = await inject(admin, 'POST', `${WEBHOOK_DELIVERY_API}/${no}/resend`);
    expect(re.statusCode, re.body).toBe(200);
    expect(re.json()).toMatchObject({ statusCd: 'DELIVERED', resendOfNo: no, event: 'WKOD_GAS_OUT', attemptCnt: 1 });
    expect(JSON.parse(hits[5]!.body)).toMatchObject({ event: 'WKOD_GAS_OUT', data: { permitNo: 1 } });
    expect(await t.rows(sql`select 1 from com_audit_log where entity = 'com_webhook_delivery' and entity_key = ${String(no)} and action = 'RESEND'`)).toHaveLength(1);
    expectError(await inject(safety, 'POST', `${WEBHOOK_DELIVERY_API}/${no}/resend`), 403);
  });

  it('a receiver that does not answer is an attempt with its error, retried', async () => {
    const [no] = await t.app.db.transaction((tx) => emitWebhook(tx, { event: 'ACC_FLASH', plantCd: '1000', data: { accidentNo: 1, title: 'x', link: null } }));
    await t.app.db.execute(sql`update com_webhook_sub set url = 'http://127.0.0.1:1/hook' where sub_no = ${jsonSub.subNo}`);
    try {
      await expect(runJob(no!)).rejects.toThrow();
      const d = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}/${no}`)).json();
      expect(d.statusCd).toBe('RETRY');
      expect(d.attempts[0].statusCode).toBeNull();
      expect(d.attempts[0].error).toMatch(/ECONNREFUSED|fetch failed/);
    } finally {
      await t.app.db.execute(sql`update com_webhook_sub set url = ${`${base}/hook`} where sub_no = ${jsonSub.subNo}`);
    }
    await runJob(no!);
  });
});

describe('the business events where they happen', () => {
  const ofRecord = async (event: string, key: string, no: number) => (await t.rows<{ delivery_no: number; payload: string }>(sql`
    select delivery_no, payload from com_webhook_delivery where sub_no = ${jsonSub.subNo} and event = ${event} order by delivery_no`))
    .filter((d) => (JSON.parse(d.payload) as { data: Record<string, unknown> }).data[key] === no);

  it('improvement action overdue: the escalation job emits on the 3- and 7-day stages, not on the due date', async () => {
    const res = await inject(safety, 'POST', '/api/impr/actions', {
      sourceTypeCd: 'ETC', sourceKey: 'WH-1', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210', title: '웹훅 풀코드 장력 조정',
      location: 'C-3 컨베이어', assigneeUserId: 'worker01', riskBeforeCd: 'H', dueYmd: '2033-05-10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const actionNo = res.json().actionNo as number;
    const run = (d: string) => t.app.jobs.run('impr-escalation', {}, { now: new Date(`${d}T08:00:00+09:00`) });
    await run('2033-05-10');
    expect(await ofRecord('IMPR_OVERDUE', 'actionNo', actionNo)).toHaveLength(0);
    await run('2033-05-13');
    await run('2033-05-17');
    const rows = await ofRecord('IMPR_OVERDUE', 'actionNo', actionNo);
    expect(rows.map((r) => JSON.parse(r.payload).data)).toEqual([
      { actionNo, stage: 'D3', dueYmd: '2033-05-10', overdueDays: 3, title: `[개선조치 기한 경과 3일] ${actionNo} 웹훅 풀코드 장력 조정`, link: `/impr/imprAction?key=${actionNo}` },
      { actionNo, stage: 'D7', dueYmd: '2033-05-10', overdueDays: 7, title: `[개선조치 기한 경과 7일] ${actionNo} 웹훅 풀코드 장력 조정`, link: `/impr/imprAction?key=${actionNo}` },
    ]);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ event: 'IMPR_OVERDUE', plantCd: '1000', occurredAt: '2033-05-12T23:00:00.000Z' });
    expect(rows[0]!.payload).not.toContain('worker01');
  });

  it('a gas reading out of limits suspends the permit and emits WKOD_GAS_OUT in the same transaction', async () => {
    await t.rows(sql`update com_code_master set attr1 = '1000,2000' where code_group_cd = 'WF_SOD_RELAX'`);
    const P = '/api/saf/wkod/permits';
    const step = async (p: { permitNo: number; version: number }, path: string) => {
      const r = await inject(safety, 'POST', `${P}/${p.permitNo}/${path}`, { version: p.version });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { permitNo: number; version: number };
    };
    const c = await inject(safety, 'POST', P, {
      plantCd: '1000', kindCd: 'HOT', workNm: '웹훅 배관 용접', workYmd: '2031-03-01', startTm: '08:00', endTm: '12:00', areaCd: 'E_TURBINE',
      requestDeptCd: 'D1410', superviseDeptCd: 'D1410', fireWatcherNm: '김감시', measures: [{ measureCd: 'HOT_EXTING', checkYn: 'Y' }],
    });
    expect(c.statusCode, c.body).toBe(200);
    let p = c.json() as { permitNo: number; version: number };
    p = await step(p, 'request');
    p = await step(p, 'approve');
    await inject(safety, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.9, lelPct: 0, h2sPpm: 0, coPpm: 0 });
    p = (await inject(safety, 'GET', `${P}/${p.permitNo}`)).json();
    p = await step(p, 'issue');
    const out = await inject(safety, 'POST', `${P}/${p.permitNo}/gas-readings`, { o2Pct: 20.8, lelPct: 12, h2sPpm: 0, coPpm: 0 });
    expect(out.json()).toMatchObject({ statusCd: 'SUSPENDED' });
    const rows = await ofRecord('WKOD_GAS_OUT', 'permitNo', p.permitNo);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({
      event: 'WKOD_GAS_OUT', plantCd: '1000', data: { permitNo: p.permitNo, outGases: expect.stringContaining('lelPct'), link: `/saf/wkodPermit?key=${p.permitNo}` },
    });
  });
});

describe('measurement exceedance', () => {
  it('a self-measurement over its limit emits ENV_EXCEED once (a correction does not emit again)', async () => {
    await inject(admin, 'PATCH', `${WEBHOOK_API}/${jsonSub.subNo}`, { events: ['ACC_FLASH', 'ACC_SERIOUS', 'IMPR_OVERDUE', 'WKOD_GAS_OUT', 'ENV_EXCEED'] });
    const env = await login(t.app, 'env01');
    const o = await inject(env, 'POST', '/api/env/air/outlets', {
      plantCd: '1000', deptCd: 'D1230', outletCd: 'WH-1', outletNm: '웹훅 배출구', classCd: '1', startYmd: '2024-01-01', managerUserId: 'env01',
      limits: [{ pollutantCd: 'DUST', limitValue: 10, unitCd: 'MG_SM3', validFromYmd: '2024-01-01' }],
    });
    expect(o.statusCode, o.body).toBe(200);
    const m = await inject(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.json().outletNo, measureYmd: '2025-07-01', values: [{ pollutantCd: 'DUST', value: 15 }] });
    expect(m.statusCode, m.body).toBe(200);
    const measureNo = m.json().measureNo as number;
    const rows = (await t.rows<{ payload: string }>(sql`select payload from com_webhook_delivery where sub_no = ${jsonSub.subNo} and event = 'ENV_EXCEED'`))
      .map((r) => JSON.parse(r.payload)).filter((p) => p.data.measureNo === measureNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plantCd: '1000', data: { media: 'AIR', measureYmd: '2025-07-01', outletNm: '웹훅 배출구', exceeded: [{ pollutantCd: 'DUST', value: 15, limitValue: 10, unitCd: 'MG_SM3' }], link: `/env/airMeasure?key=${measureNo}` },
    });
    expect(rows[0].data.title).toContain('배출허용기준 초과');
  });
});

describe('formats, test event, history, switching off and deleting', () => {
  let slack: { subNo: number; secret: string };

  it('SLACK: a Korean { text } body, signed the same way; the test event is delivered at once', async () => {
    const res = await inject(admin, 'POST', WEBHOOK_API, { subNm: '슬랙 채널', url: `${base}/slack`, events: ['ACC_FLASH'], formatCd: 'SLACK' });
    slack = { subNo: res.json().subNo, secret: res.json().secret };
    const test = await inject(admin, 'POST', `${WEBHOOK_API}/${slack.subNo}/test`);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ event: 'WEBHOOK_TEST', statusCd: 'DELIVERED', subNm: '슬랙 채널', attempts: [{ tryNo: 1, statusCode: 200, responseExcerpt: 'ok' }] });
    expect(hits).toHaveLength(1);
    const body = JSON.parse(hits[0]!.body);
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('[지킴] 테스트 이벤트');
    expect(verify(slack.secret, hits[0]!)).toBe(true);

    await t.app.db.transaction((tx) => emitWebhook(tx, { event: 'ACC_FLASH', plantCd: '1000', data: { accidentNo: 7, title: '[사고 속보] 2026-03-15 계단', link: '/saf/accident?key=7' } }));
    const [d] = (await deliveries(slack.subNo)).filter((x) => x.status_cd === 'PENDING');
    await runJob(d!.delivery_no);
    expect(JSON.parse(hits[1]!.body).text).toBe('[지킴] 사고 속보 · 사업장 1000\n[사고 속보] 2026-03-15 계단\n바로가기: /saf/accident?key=7');
  });

  it('the history filters by subscription, status and event (the one paging contract)', async () => {
    const all = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}?limit=100`)).json();
    expect(all.totalCount).toBeGreaterThanOrEqual(8);
    expect(all.list[0].deliveryNo).toBeGreaterThan(all.list[1].deliveryNo);
    const bySub = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}?subNo=${slack.subNo}`)).json();
    expect(bySub.list.map((d: { subNo: number }) => d.subNo)).toEqual([slack.subNo, slack.subNo]);
    const failed = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}?statusCd=FAILED`)).json();
    expect(failed.list.map((d: { event: string }) => d.event)).toEqual(['WKOD_GAS_OUT']);
    const tests = (await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}?event=WEBHOOK_TEST`)).json();
    expect(tests).toMatchObject({ totalCount: 1, page: 1, limit: 20 });
    expectError(await inject(admin, 'GET', `${WEBHOOK_DELIVERY_API}?statusCd=NOPE`), 400);
    const subs = (await inject(admin, 'GET', WEBHOOK_API)).json().list as { subNo: number; lastStatusCd: string | null }[];
    expect(subs.find((s) => s.subNo === slack.subNo)?.lastStatusCd).toBe('DELIVERED');
  });

  it('a switched-off subscription gets no new deliveries and no test; deleting removes it and its history (audited)', async () => {
    const off = await inject(admin, 'PATCH', `${WEBHOOK_API}/${slack.subNo}`, { activeYn: 'N' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().activeYn).toBe('N');
    const before = (await deliveries(slack.subNo)).length;
    await t.app.db.transaction((tx) => emitWebhook(tx, { event: 'ACC_FLASH', plantCd: '1000', data: { accidentNo: 8, title: 'x', link: null } }));
    expect(await deliveries(slack.subNo)).toHaveLength(before);
    expectError(await inject(admin, 'POST', `${WEBHOOK_API}/${slack.subNo}/test`), 409, WEBHOOK_MESSAGES.inactive);
    expectError(await inject(safety, 'PATCH', `${WEBHOOK_API}/${slack.subNo}`, { activeYn: 'Y' }), 403);
    expectError(await inject(safety, 'DELETE', `${WEBHOOK_API}/${slack.subNo}`), 403);
    const del = await inject(admin, 'DELETE', `${WEBHOOK_API}/${slack.subNo}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await deliveries(slack.subNo)).toHaveLength(0);
    expectError(await inject(admin, 'DELETE', `${WEBHOOK_API}/${slack.subNo}`), 404);
    expect((await t.rows<{ action: string }>(sql`select action from com_audit_log where entity = 'com_webhook_sub' and entity_key = ${String(slack.subNo)} order by 1`)).map((r) => r.action))
      .toEqual(['CREATE', 'DELETE', 'TEST', 'UPDATE']);
  });
});
