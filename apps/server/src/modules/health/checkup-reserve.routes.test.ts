import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_CONSENT_TEXT, HEA_MESSAGES, HEA_PLAN_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let planNo: number;
let three: number;
let one: number;
const RSV = '/api/hea/checkup/checkupreserves';
const USERS = ['e0013', 'e0014', 'e0015', 'e0016', 'e0017', 'e0018', 'worker01'];

async function org(nm: string, cap: number) {
  const r = await t.rows<{ no: number }>(sql`insert into hea_checkup_org (plant_cd, hea_checkup_org_nm, daily_capacity) values ('1000', ${nm}, ${cap}) returning hea_checkup_org_no as no`);
  return Number(r[0]!.no);
}
async function reserved(orgNo: number, ymd: string) {
  const r = await t.rows<{ n: number }>(sql`select coalesce((select reserved_cnt from hea_rsrv_day where hea_checkup_org_no = ${orgNo} and rsrv_ymd = ${ymd}), 0)::int as n`);
  const real = await t.rows<{ n: number }>(sql`select count(*)::int as n from hea_checkup_reserve where hea_checked_org_no = ${orgNo} and rsrv_ymd = ${ymd}`);
  // the counter and the reservations always agree
  expect(Number(r[0]!.n)).toBe(Number(real[0]!.n));
  return Number(r[0]!.n);
}
async function snapshot() {
  const r = await t.rows<{ s: string }>(sql`select concat_ws(',', (select count(*) from hea_checkup_reserve), (select count(*) from hea_checkup_consent),
    (select coalesce(sum(reserved_cnt), 0) from hea_rsrv_day), (select coalesce(sum(version), 0) from hea_checkup_reserve), (select count(*) from com_audit_log)) as s`);
  return r[0]!.s;
}
const batch = (users: { userId: string; agreeYn?: string }[], over: Record<string, unknown> = {}, tok = health) => t.app.inject({
  method: 'POST', url: `${RSV}/batch`, headers: auth(tok), payload: { heaCheckupPlanNo: planNo, heaCheckedOrgNo: three, rsrvYmd: '2027-06-07', users, ...over },
});
const agreed = (...ids: string[]) => ids.map((userId) => ({ userId, agreeYn: 'Y' }));

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  three = await org('삼인의원', 3);
  one = await org('일인의원', 1);
  const p = await t.rows<{ no: number }>(sql`insert into hea_checkup_plan (plant_cd, hea_checkup_class_cd, hea_checkup_plan_nm, hea_checkup_start_ymd, hea_checkup_end_ymd)
    values ('1000', 'HCC01', '예약 시험 계획', '2027-06-01', '2027-06-30') returning hea_checkup_plan_no as no`);
  planNo = Number(p[0]!.no);
  await t.rows(sql`insert into hea_checkup_plan_org (hea_checkup_plan_no, hea_checkup_org_no) values (${planNo}, ${three}), (${planNo}, ${one})`);
  for (const u of USERS) {
    await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm) select ${planNo}, user_id, dept_cd, '일반' from com_user where user_id = ${u}`);
  }
});
afterAll(async () => t?.close());

describe('batch reservation', () => {
  it('all or nothing against the capacity: 4 on a day of 3 → 409 with nothing written; exactly 3 → booked with a consent row each', async () => {
    const before = await snapshot();
    const full = await batch(agreed('e0013', 'e0014', 'e0015', 'e0016'));
    expectError(full, 409, HEA_PLAN_MESSAGES.batchFull.replace('{available}', '3').replace('{requested}', '4'));
    expect(await snapshot()).toBe(before);
    const ok = await batch(agreed('e0013', 'e0014', 'e0015'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reservedCnt).toBe(3);
    expect(await reserved(three, '2027-06-07')).toBe(3);
    const consent = await t.rows<{ user_id: string; agree_yn: string; consent_text: string; create_user_id: string }>(sql`select c.user_id, c.agree_yn, c.consent_text, c.create_user_id
      from hea_checkup_consent c where c.hea_checkup_plan_no = ${planNo} order by c.user_id`);
    expect(consent.map((c) => [c.user_id, c.agree_yn, c.consent_text === HEA_CONSENT_TEXT, c.create_user_id])).toEqual([
      ['e0013', 'Y', true, 'health01'], ['e0014', 'Y', true, 'health01'], ['e0015', 'Y', true, 'health01'],
    ]);
    // the day is now full: one more is refused
    expectError(await batch(agreed('e0016')), 409, HEA_PLAN_MESSAGES.batchFull.replace('{available}', '0').replace('{requested}', '1'));
    expect(await t.rows(sql`select 1 from com_audit_log where entity = 'heaCheckupReserve' and entity_key = ${`batch:${planNo}`}`)).toHaveLength(1);
  });

  it('consent per worker, targets only, no duplicates, managers only; every refusal writes nothing', async () => {
    const before = await snapshot();
    expectError(await batch([{ userId: 'e0016', agreeYn: 'Y' }, { userId: 'e0017', agreeYn: 'N' }], { rsrvYmd: '2027-06-08' }), 400, HEA_PLAN_MESSAGES.batchConsentRequired);
    expectError(await batch([{ userId: 'e0016', agreeYn: 'Y' }, { userId: 'e0017' }], { rsrvYmd: '2027-06-08' }), 400, HEA_PLAN_MESSAGES.batchConsentRequired);
    expectError(await batch(agreed('e0016', 'e0016'), { rsrvYmd: '2027-06-08' }), 400, HEA_PLAN_MESSAGES.batchDuplicateUser);
    expectError(await batch(agreed('e0016', 'e0030'), { rsrvYmd: '2027-06-08' }), 400, HEA_MESSAGES.reserveNotTarget);
    expectError(await batch(agreed('e0016', 'e0013'), { rsrvYmd: '2027-06-08' }), 409, HEA_MESSAGES.reserveDuplicate);
    expectError(await batch(agreed('e0016'), { rsrvYmd: '2027-07-01' }), 400, HEA_MESSAGES.reserveOutsidePlan);
    expectError(await batch(agreed('e0016'), { rsrvYmd: '2027-06-31' }), 400);
    expectError(await batch([], { rsrvYmd: '2027-06-08' }), 400);
    expectError(await batch(agreed('worker01'), { rsrvYmd: '2027-06-08' }, worker), 403);
    expectError(await batch(agreed('e0016'), { rsrvYmd: '2027-06-08' }, gas), 403, MESSAGES.noMenuPermission);
    expect(await snapshot()).toBe(before);
  });
});

describe('changing a reservation', () => {
  const change = (no: number, body: Record<string, unknown>, tok = health) => t.app.inject({ method: 'PUT', url: `${RSV}/${no}`, headers: auth(tok), payload: body });
  const rowOf = async (userId: string) => {
    const r = await t.rows<{ no: number; version: number; org: number; ymd: string }>(sql`select hea_checkup_reserve_no as no, version, hea_checked_org_no as org, rsrv_ymd::text as ymd
      from hea_checkup_reserve where hea_checkup_plan_no = ${planNo} and user_id = ${userId}`);
    return { no: Number(r[0]!.no), version: Number(r[0]!.version), org: Number(r[0]!.org), ymd: r[0]!.ymd };
  };

  it('moves to another day: the new place is taken and the old one freed in one transaction; stale version → 409', async () => {
    const r = await rowOf('e0013');
    const res = await change(r.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-09', version: r.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rsrvYmd: '2027-06-09', version: r.version + 1 });
    expect(await reserved(three, '2027-06-07')).toBe(2);
    expect(await reserved(three, '2027-06-09')).toBe(1);
    expectError(await change(r.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-10', version: r.version }), 409, MESSAGES.conflict);
    expectError(await change(r.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-09', version: r.version + 1 }), 400, HEA_PLAN_MESSAGES.reserveUnchanged);
    // the freed place on 06-07 can be booked again
    expect((await batch(agreed('e0016'))).statusCode).toBe(200);
    expect(await reserved(three, '2027-06-07')).toBe(3);
  });

  it('to a full day → 409 and nothing changes; a hospital change needs a fresh consent and renews it', async () => {
    const r = await rowOf('e0014');
    const before = await snapshot();
    // 06-07 at 삼인의원 is full again; 일인의원 gets one booking first
    expectError(await change(r.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-09', version: r.version + 5 }), 409);
    expect((await batch(agreed('e0017'), { heaCheckedOrgNo: one, rsrvYmd: '2027-06-10' })).statusCode).toBe(200);
    const mid = await snapshot();
    expect(mid).not.toBe(before);
    expectError(await change(r.no, { heaCheckedOrgNo: one, rsrvYmd: '2027-06-10', version: r.version, agreeYn: 'Y' }), 409, HEA_MESSAGES.reserveFull);
    expectError(await change(r.no, { heaCheckedOrgNo: one, rsrvYmd: '2027-06-11', version: r.version }), 400, HEA_PLAN_MESSAGES.reserveChangeConsent);
    expectError(await change(r.no, { heaCheckedOrgNo: one, rsrvYmd: '2027-07-11', version: r.version, agreeYn: 'Y' }), 400, HEA_MESSAGES.reserveOutsidePlan);
    expect(await snapshot()).toBe(mid);
    expect(await reserved(three, '2027-06-07')).toBe(3);
    const ok = await change(r.no, { heaCheckedOrgNo: one, rsrvYmd: '2027-06-11', version: r.version, agreeYn: 'Y' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await reserved(three, '2027-06-07')).toBe(2);
    expect(await reserved(one, '2027-06-11')).toBe(1);
    const c = await t.rows<{ org: number; upd: string }>(sql`select hea_checked_org_no as org, update_user_id as upd from hea_checkup_consent where hea_checkup_reserve_no = ${r.no}`);
    expect(Number(c[0]!.org)).toBe(one);
    expect(c[0]!.upd).toBe('health01');
  });

  it('two changes racing for the last place: exactly one wins; opposite moves do not deadlock', async () => {
    // 삼인의원 06-07 has 2 of 3: e0015 and e0016 are there; worker01 and e0018 book 06-14 and race for 06-07's last place
    expect((await batch(agreed('worker01', 'e0018'), { rsrvYmd: '2027-06-14' })).statusCode).toBe(200);
    const a = await rowOf('worker01');
    const b = await rowOf('e0018');
    const [ra, rb] = await Promise.all([
      change(a.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-07', version: a.version }),
      change(b.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-07', version: b.version }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect(await reserved(three, '2027-06-07')).toBe(3);
    expect(await reserved(three, '2027-06-14')).toBe(1);
    // opposite moves between two days at the same moment
    const x = await rowOf('e0015');
    const loserId = ra.statusCode === 409 ? 'worker01' : 'e0018';
    const y = await rowOf(loserId);
    const [rx, ry] = await Promise.all([
      change(x.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-14', version: x.version }),
      change(y.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-07', version: y.version }),
    ]);
    expect(rx.statusCode, rx.body).toBe(200);
    expect([200, 409]).toContain(ry.statusCode);
    expect(await reserved(three, '2027-06-07') + await reserved(three, '2027-06-14')).toBe(4);
  });

  it('a worker changes only their own reservation', async () => {
    const mine = await rowOf('worker01');
    const other = await rowOf('e0016');
    expectError(await change(other.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-21', version: other.version }, worker), 403, HEA_MESSAGES.reserveOnlySelf);
    const ok = await change(mine.no, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-22', version: mine.version }, worker);
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(await change(999999, { heaCheckedOrgNo: three, rsrvYmd: '2027-06-22', version: 1 }), 404);
  });
});
