import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VND_ENTRY_MESSAGES, VND_PENALTY_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { plantToday as todayKst } from '../../../lib/plant-time.js';

let t: TestApp;
let safety: Tokens;
let vendor: Tokens;
const URL = '/api/vendor/penalties';
const inject = (tok: Tokens | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: tok ? auth(tok) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const body = (over: Record<string, unknown> = {}) => ({
  plantCd: '1000', vendorCd: 'V0002', violationYmd: '2024-03-02', penaltyKindCd: 'PPE', sourceTypeCd: 'PATROL', description: '안전모 미착용', ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const r = await inject(safety, 'POST', URL, body(over));
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { penaltyNo: number; points: number; version: number; vendorCd: string };
}
const warns = async (userId: string) =>
  (await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification where user_id = ${userId} and kind_cd = 'VND_PENALTY_WARN'`))[0]!.n;
const status = async (vendorCd: string) => (await t.rows<{ s: string }>(sql`select status_cd as s from com_vendor where vendor_cd = ${vendorCd}`))[0]!.s;

beforeAll(async () => {
  t = await createTestApp();
  safety = await login(t.app, 'safety01');
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(v.statusCode, v.body).toBe(200);
  vendor = v.json();
  await t.rows(sql`insert into vnd_vendor_plant (vendor_cd, plant_cd, supervise_dept_cd) select 'V0001', '1000', 'D1210' where not exists (select 1 from vnd_vendor_plant where vendor_cd = 'V0001' and plant_cd = '1000')`);
});
afterAll(async () => {
  await t?.close();
});

describe('penalties: register', () => {
  it('points come from the kind (attr1) when empty; an entered value within 1..30 stays; unknown kind and out-of-range points are 400', async () => {
    expect((await create()).points).toBe(1);
    expect((await create({ penaltyKindCd: 'PERMIT' })).points).toBe(5);
    expect((await create({ penaltyKindCd: 'PERMIT', points: 3 })).points).toBe(3);
    expectError(await inject(safety, 'POST', URL, body({ penaltyKindCd: 'NOPE' })), 400, VND_PENALTY_MESSAGES.unknownKind);
    expectError(await inject(safety, 'POST', URL, body({ points: 31 })), 400);
    expectError(await inject(safety, 'POST', URL, body({ points: 0 })), 400);
    expectError(await inject(safety, 'POST', URL, body({ sourceTypeCd: 'GOSSIP' })), 400);
  });

  it('vendor users read only their own penalties (list and by id) and cannot write', async () => {
    const mine = await create({ vendorCd: 'V0001', violationYmd: '2023-05-01' });
    const other = await create({ vendorCd: 'V0002' });
    expect((await inject(vendor, 'GET', `${URL}/${mine.penaltyNo}`)).statusCode).toBe(200);
    expectError(await inject(vendor, 'GET', `${URL}/${other.penaltyNo}`), 403);
    const list = (await inject(vendor, 'GET', `${URL}?limit=300`)).json() as { list: { vendorCd: string }[]; totalCount: number };
    expect(list.totalCount).toBeGreaterThan(0);
    expect(list.list.every((x) => x.vendorCd === 'V0001')).toBe(true);
    expectError(await inject(vendor, 'POST', URL, body({ vendorCd: 'V0001' })), 403);
    expectError(await inject(vendor, 'PUT', `${URL}/${mine.penaltyNo}`, { ...body({ vendorCd: 'V0001' }), version: mine.version }), 403);
    expectError(await inject(vendor, 'DELETE', `${URL}/${mine.penaltyNo}?version=${mine.version}`), 403);
    expect((await inject(null, 'GET', URL)).statusCode).toBe(401);
  });
});

describe('penalties: yearly thresholds (WARN 10 notifies once, SUSPEND 20 suspends and blocks entry requests)', () => {
  it('crossing WARN notifies the vendor users and the supervising department once per year; SUSPEND sets SUSPENDED (audited) and 신청 is refused', async () => {
    const y = { violationYmd: '2022-04-01', vendorCd: 'V0001' };
    expect(await status('V0001')).toBe('ACTIVE');
    const before = { vendor: await warns('vendor01'), safety: await warns('safety01') };
    await create({ ...y, penaltyKindCd: 'PERMIT' }); // 5
    await create({ ...y, penaltyKindCd: 'ENTRY', points: 4 }); // 9
    expect(await warns('vendor01')).toBe(before.vendor);
    await create({ ...y, penaltyKindCd: 'PPE' }); // 10: WARN
    expect(await warns('vendor01')).toBe(before.vendor + 1);
    expect(await warns('safety01')).toBe(before.safety + 1);
    await create({ ...y, penaltyKindCd: 'FACILITY' }); // 13: no second WARN
    expect(await warns('vendor01')).toBe(before.vendor + 1);
    expect(await status('V0001')).toBe('ACTIVE');
    // another year counts on its own
    await create({ ...y, violationYmd: '2021-04-01', penaltyKindCd: 'DRINK' }); // 10 in 2021: that year's WARN
    expect(await status('V0001')).toBe('ACTIVE');
    expect(await warns('vendor01')).toBe(before.vendor + 2);
    await create({ ...y, penaltyKindCd: 'DRINK' }); // 23: SUSPEND
    expect(await status('V0001')).toBe('SUSPENDED');
    expect(await warns('vendor01')).toBe(before.vendor + 3);
    const [a] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_audit_log where entity = 'vendor' and entity_key = 'V0001' and after_data::text like '%SUSPENDED%'`);
    expect(a!.n).toBe(1);

    // a suspended vendor's entry request is refused at 신청
    const [w] = await t.rows<{ no: number }>(sql`insert into vnd_worker (vendor_cd, plant_cd, worker_nm, safety_edu_ymd) values ('V0001', '1000', '이정상', '2026-01-05') returning worker_no as no`);
    const today = todayKst();
    const e = await inject(vendor, 'POST', '/api/vendor/entries', {
      plantCd: '1000', vendorCd: 'V0001', superviseDeptCd: 'D1210', workDesc: '배관 교체', place: '보일러동', entryFromYmd: today, entryToYmd: today, persons: [{ workerNo: w!.no }],
    });
    expect(e.statusCode, e.body).toBe(200);
    const s = await inject(vendor, 'POST', `/api/vendor/entries/${e.json().entryNo}/transition`, { action: 'SUBMIT', version: e.json().version });
    expectError(s, 409, VND_ENTRY_MESSAGES.suspended);
  });
});
