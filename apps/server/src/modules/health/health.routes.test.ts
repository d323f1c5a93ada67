import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_CONSENT_TEXT, HEA_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { getApprovalType } from '../approvals/approval-types.js';

let t: TestApp;
let admin: Tokens;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let plan2026: number;
let plan2025: number;
let gasPlan: number;
const PLANS = '/api/hea/checkup/checkupplans';
const CANDS = '/api/hea/checkup/checkupusers/nontargets';
const USERS = '/api/hea/checkup/checkupusers';
const RSV = '/api/hea/checkup/checkupreserves';

type Cand = { userId: string; userNm: string; deptNm: string; heaCheckupTypeNm: string; age: number; processNm: string | null; entryYmd: string };

async function fingerprint() {
  const r = await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_checkup_user), (select count(*) from hea_checkup_plan),
    (select coalesce(sum(version), 0) from hea_checkup_plan), (select count(*) from hea_checkup_reserve), (select count(*) from hea_checkup_consent),
    (select coalesce(sum(reserved_cnt), 0) from hea_rsrv_day), (select count(*) from com_audit_log)) as n`);
  return r[0]!.n;
}
const cands = async (tok: Tokens, q: string) => {
  const res = await t.app.inject({ url: `${CANDS}?${q}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Cand[];
};
async function planNo(name: string) {
  const r = await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = ${name}`);
  return Number(r[0]!.no);
}
async function orgNo(name: string) {
  const r = await t.rows<{ no: number }>(sql`select hea_checkup_org_no as no from hea_checkup_org where hea_checkup_org_nm = ${name}`);
  return Number(r[0]!.no);
}
async function addUser(userId: string, userNm: string, birthYmd: string, deptCd = 'D1220', extra: { retireYn?: 'Y' | 'N'; plantCd?: string } = {}) {
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, birth_ymd, entry_ymd, retire_yn, dept_auth_grp_cd)
    values (${userId}, ${userNm}, 'U', 'x', ${extra.plantCd ?? '1000'}, ${deptCd}, ${birthYmd}, '20200101', ${extra.retireYn ?? 'N'}, 'DAG_OWN')`);
}

beforeAll(async () => {
  t = await createTestApp();
  const toks = await Promise.all(['admin', 'health01', 'worker01', 'gas01'].map((u) => login(t.app, u)));
  admin = toks[0]!;
  health = toks[1]!;
  worker = toks[2]!;
  gas = toks[3]!;
  plan2026 = await planNo('2026년 일반건강진단');
  plan2025 = await planNo('2025년 일반건강진단');
  gasPlan = await planNo('2026년 일반건강진단(남해LNG기지)');
  // age boundaries at the 2026 plan start (2026-04-01)
  await addUser('hb29', '경계이십구', '19960402');
  await addUser('hb30', '경계삼십', '19960401');
  await addUser('hb49', '경계사십구', '19760402');
  await addUser('hb50', '경계오십', '19760401');
  await addUser('hbret', '경계퇴직', '19800101', 'D1220', { retireYn: 'Y' });
});
afterAll(async () => t?.close());

describe('base data', () => {
  it('hospitals are plant-scoped with a daily capacity; the one-hospital alias answers too', async () => {
    const res = await t.app.inject({ url: '/api/hea/baseinfo/checkuporgs', headers: auth(health) });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.list.map((o: { heaCheckupOrgNm: string }) => o.heaCheckupOrgNm).sort()).toEqual(['서산중앙병원 건강검진센터', '충남산업보건센터']);
    expect(b.list.every((o: { plantCd: string; dailyCapacity: number }) => o.plantCd === '1000' && o.dailyCapacity > 0)).toBe(true);
    const one = await t.app.inject({ url: `/api/hea/baseinfo/checkuporg/${b.list[0].heaCheckupOrgNo}`, headers: auth(health) });
    expect(one.json().heaCheckupOrgNm).toBe(b.list[0].heaCheckupOrgNm);
    expectError(await t.app.inject({ url: `/api/hea/baseinfo/checkuporg/${await orgNo('통영적십자병원 검진센터')}`, headers: auth(health) }), 404);
    expectError(await t.app.inject({ url: '/api/hea/baseinfo/checkuporgs', headers: auth(gas) }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/checkuporgs', headers: auth(health), payload: { plantCd: '1000', heaCheckupOrgNm: '새 병원', dailyCapacity: 0 } }), 400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/checkuporgs', headers: auth(health), payload: { plantCd: '1000', heaCheckupOrgNm: '새 병원', dailyCapacity: 5 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().createUserId).toBe('health01');
  });

  it('hazardous factors carry the legal cycle and the carcinogen flag; diagnosis codes A..U', async () => {
    const hz = (await t.app.inject({ url: '/api/hea/baseinfo/hazard?limit=50', headers: auth(health) })).json();
    const benzene = hz.list.find((h: { hazardCd: string }) => h.hazardCd === 'BENZENE');
    expect(benzene).toMatchObject({ hazardNm: '벤젠', firstExamMonths: 2, repeatMonths: 6, carcinogenYn: 'Y' });
    expect(hz.list.find((h: { hazardCd: string }) => h.hazardCd === 'NOISE')).toMatchObject({ firstExamMonths: 12, repeatMonths: 24, carcinogenYn: 'N' });
    const diag = (await t.app.inject({ url: '/api/hea/baseinfo/checkupresultdiag', headers: auth(health) })).json();
    expect(diag.map((d: { code: string }) => d.code)).toEqual(['A', 'B', 'C1', 'C2', 'D1', 'D2', 'R', 'U']);
    expect(diag[4].codeNm).toBe('직업병 유소견자');
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/hazard', headers: auth(worker), payload: { hazardCd: 'X1', hazardNm: 'x', hazardClassCd: 'HZC01', firstExamMonths: 1, repeatMonths: 1 } }), 403);
  });
});

describe('checkup plans', () => {
  it('lists the caller plant with the period as YYYY-MM-DD ~ YYYY-MM-DD; other plants and workers are refused', async () => {
    const b = (await t.app.inject({ url: PLANS, headers: auth(health) })).json();
    expect(b.totalCount).toBe(6);
    expect(b.list.every((p: { plantCd: string }) => p.plantCd === '1000')).toBe(true);
    const p = b.list.find((x: { heaCheckupPlanNo: number }) => x.heaCheckupPlanNo === plan2026);
    expect(p).toMatchObject({ heaCheckupClassNm: '일반', heaCheckupPlanPeriod: '2026-04-01 ~ 2026-12-31', targetCnt: 4 });
    expect(p.hospitals).toHaveLength(2);
    expect((await t.app.inject({ url: PLANS, headers: auth(admin) })).json().totalCount).toBe(7);
    expectError(await t.app.inject({ url: `${PLANS}/${gasPlan}`, headers: auth(health) }), 403);
    expectError(await t.app.inject({ url: `${PLANS}/${plan2026}`, headers: auth(gas) }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ url: `${PLANS}/${plan2026}`, headers: auth(worker) }), 403);
    expectError(await t.app.inject({ url: `${PLANS}/999999`, headers: auth(health) }), 404);
  });

  it('creates, updates with the version (stale → 409) and refuses bad input with nothing written', async () => {
    const orgs = [await orgNo('서산중앙병원 건강검진센터')];
    const body = { plantCd: '1000', heaCheckupClassCd: 'HCC02', heaCheckupPlanNm: '2026년 하반기 배치전건강진단', heaCheckupStartYmd: '2026-07-01', heaCheckupEndYmd: '2026-12-31', heaCheckupOrgNos: orgs };
    const before = await fingerprint();
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, heaCheckupEndYmd: '2026-06-30' } }), 400, HEA_MESSAGES.planPeriod);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, heaCheckupClassCd: 'NOPE' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, heaCheckupOrgNos: [await orgNo('통영적십자병원 검진센터')] } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, plantCd: '2000' } }), 403);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, heaCheckupPlanNm: ' ' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(worker), payload: body }), 403);
    expect(await fingerprint()).toBe(before);
    const res = await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { ...body, createUserId: 'hacker' } });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ heaCheckupClassNm: '배치전', createUserId: 'health01', version: 1, heaCheckupPlanPeriod: '2026-07-01 ~ 2026-12-31' });
    const up = await t.app.inject({ method: 'PUT', url: `${PLANS}/${p.heaCheckupPlanNo}`, headers: auth(health), payload: { ...body, heaCheckupPlanNm: '변경', version: 1 } });
    expect(up.json()).toMatchObject({ heaCheckupPlanNm: '변경', version: 2 });
    expectError(await t.app.inject({ method: 'PUT', url: `${PLANS}/${p.heaCheckupPlanNo}`, headers: auth(health), payload: { ...body, version: 1 } }), 409, MESSAGES.conflict);
    expect((await t.app.inject({ method: 'DELETE', url: `${PLANS}/${p.heaCheckupPlanNo}?version=2`, headers: auth(health) })).statusCode).toBe(200);
  });

  it('registers HEA_CHECKUP_PLAN as an approval document type with a printable summary', async () => {
    const type = getApprovalType('HEA_CHECKUP_PLAN');
    expect(type?.menuId).toBe('HEA_CHECKUP_PLAN');
    const rec = await type!.getRecord(t.db.db, String(plan2026));
    expect(rec?.plantCd).toBe('1000');
    expect(rec?.summary).toContain('검진기간: 2026-04-01 ~ 2026-12-31');
  });
});

describe('target candidates (spec §3 search parameters)', () => {
  it('lists only active non-targets of the plan plant with the 8 grid columns', async () => {
    const all = await cands(health, `heaCheckupPlanNo=${plan2026}`);
    const ids = all.map((c) => c.userId);
    for (const id of ['e0001', 'e0002', 'e0003', 'e0004']) expect(ids).not.toContain(id);
    expect(ids).not.toContain('hbret');
    expect(ids.some((id) => id.startsWith('g'))).toBe(false);
    expect(ids).toContain('worker01');
    const row = all.find((c) => c.userId === 'e0005')!;
    for (const k of ['heaCheckupTypeNm', 'processNm', 'deptNm', 'userId', 'userNm', 'entryYmd', 'phoneNo', 'officeTel']) expect(row).toHaveProperty(k);
    expect(row.entryYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // a worker of a hazard-exposed process gets the combined checkup
    expect(all.find((c) => c.userId === 'worker01')!.heaCheckupTypeNm).toBe('일반+특수');
    expect(row.heaCheckupTypeNm).toBe('일반');
  });

  it('age bands use the full age on the plan start: 29 → 2, exactly 30 → 3, 49 → 4, 50 → 5', async () => {
    const band = async (age: string) => (await cands(health, `heaCheckupPlanNo=${plan2026}&userNm=${encodeURIComponent('경계')}&age=${age}`)).map((c) => c.userId).sort();
    expect(await band('2')).toEqual(['hb29']);
    expect(await band('3')).toEqual(['hb30']);
    expect(await band('4')).toEqual(['hb49']);
    expect(await band('5')).toEqual(['hb50']);
    expect(await band('0')).toEqual(['hb29', 'hb30', 'hb49', 'hb50']);
    const all = await cands(health, `heaCheckupPlanNo=${plan2026}&age=5`);
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((c) => c.age >= 50)).toBe(true);
  });

  it('exclude last year: Y drops targets of last year’s plan of the same class, N keeps them', async () => {
    const n = (await cands(health, `heaCheckupPlanNo=${plan2026}&prevYearCheckupUserYn=N`)).map((c) => c.userId);
    const y = (await cands(health, `heaCheckupPlanNo=${plan2026}&prevYearCheckupUserYn=Y`)).map((c) => c.userId);
    expect(n).toContain('e0005');
    expect(n).toContain('e0021');
    expect(y).not.toContain('e0005');
    expect(y).not.toContain('e0021');
    expect(n.length - y.length).toBe(6);
    // a plan of another class is not affected by last year's general plan
    const special = await planNo('2026년 특수건강진단(소음·분진)');
    expect((await cands(health, `heaCheckupPlanNo=${special}&prevYearCheckupUserYn=Y`)).map((c) => c.userId)).toContain('e0005');
    expect(plan2025).toBeGreaterThan(0);
  });

  it('filters by department subtree, process and name', async () => {
    const dept = await cands(health, `heaCheckupPlanNo=${plan2026}&deptCd=D1300`);
    expect(dept.length).toBeGreaterThan(0);
    const names = new Set(dept.map((c) => c.deptNm));
    for (const n of ['발전1팀', '발전2팀', '연료팀']) expect(names.has(n)).toBe(true);
    expect([...names].every((n) => ['발전처', '발전1팀', '발전2팀', '연료팀'].includes(n))).toBe(true);
    const p = await t.rows<{ no: number }>(sql`select process_no as no from com_process where process_cd = 'P1003'`);
    const proc = await cands(health, `heaCheckupPlanNo=${plan2026}&processNo=${p[0]!.no}`);
    expect(proc.length).toBe(4);
    expect(proc.every((c) => c.deptNm === '연료팀')).toBe(true);
    expect((await cands(health, `heaCheckupPlanNo=${plan2026}&processNo=0`)).length).toBe((await cands(health, `heaCheckupPlanNo=${plan2026}`)).length);
    expect((await cands(health, `heaCheckupPlanNo=${plan2026}&userNm=${encodeURIComponent('박현장')}`)).map((c) => c.userId)).toEqual(['worker01']);
    expect(await cands(health, `heaCheckupPlanNo=${plan2026}&userNm=%25`)).toEqual([]);
  });

  it('scope and bad input: gas01 and worker01 cannot read plant 1000 candidates; bad parameters are 400', async () => {
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=${plan2026}`, headers: auth(gas) }), 403);
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=${plan2026}`, headers: auth(worker) }), 403);
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=${gasPlan}`, headers: auth(health) }), 403);
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=${plan2026}&age=1`, headers: auth(health) }), 400, MESSAGES.badRequest);
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=${plan2026}&prevYearCheckupUserYn=X`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: `${CANDS}?heaCheckupPlanNo=abc`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: CANDS, headers: auth(health) }), 400);
  });
});

describe('adding targets', () => {
  it('sets createUserId/updateUserId from the token, audits, and the users leave the candidate list', async () => {
    const res = await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [
      { heaCheckupPlanNo: plan2026, userId: 'e0009', createUserId: 'hacker', updateUserId: 'hacker', userNm: '아무개' },
      { heaCheckupPlanNo: plan2026, userId: 'worker01', createUserId: 'hacker' },
    ] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().insertedCnt).toBe(2);
    const rows = await t.rows<{ user_id: string; create_user_id: string; update_user_id: string; hea_checkup_type_nm: string }>(
      sql`select user_id, create_user_id, update_user_id, hea_checkup_type_nm from hea_checkup_user where hea_checkup_plan_no = ${plan2026} and user_id in ('e0009', 'worker01') order by user_id`);
    expect(rows).toEqual([
      { user_id: 'e0009', create_user_id: 'health01', update_user_id: 'health01', hea_checkup_type_nm: '일반' },
      { user_id: 'worker01', create_user_id: 'health01', update_user_id: 'health01', hea_checkup_type_nm: '일반+특수' },
    ]);
    const ids = (await cands(health, `heaCheckupPlanNo=${plan2026}`)).map((c) => c.userId);
    expect(ids).not.toContain('e0009');
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'heaCheckupUser' and entity_key = ${String(plan2026)} and user_id = 'health01'`);
    expect(audit).toHaveLength(1);
    const list = (await t.app.inject({ url: `${USERS}?heaCheckupPlanNo=${plan2026}`, headers: auth(health) })).json();
    expect(list.map((u: { userId: string }) => u.userId)).toContain('worker01');
  });

  it('refuses duplicates, non-candidates, read-only users and bad bodies with nothing written', async () => {
    const before = await fingerprint();
    const row = (userId: string) => ({ heaCheckupPlanNo: plan2026, userId });
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [row('e0001')] }), 409, HEA_MESSAGES.duplicateTarget);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [row('e0010'), row('e0001')] }), 409, HEA_MESSAGES.duplicateTarget);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [row('e0010'), row('e0010')] }), 409, HEA_MESSAGES.duplicateTarget);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [row('e0010'), row('g0003')] }), 400, HEA_MESSAGES.notCandidate);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [row('hbret')] }), 400, HEA_MESSAGES.notCandidate);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [{ heaCheckupPlanNo: gasPlan, userId: 'g0003' }] }), 403);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(worker), payload: [row('e0010')] }), 403);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(gas), payload: [row('e0010')] }), 403);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [] }), 400);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: { heaCheckupPlanNo: plan2026, userId: 'e0010' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: USERS, headers: auth(health), payload: [{ userId: 'e0010' }] }), 400);
    expect(await fingerprint()).toBe(before);
  });
});

describe('reservations and consent', () => {
  let seosan: number;
  let tiny: number;
  beforeAll(async () => {
    seosan = await orgNo('서산중앙병원 건강검진센터');
    // a hospital with one place a day, attached to the 2026 plan
    const r = await t.rows<{ no: number }>(sql`insert into hea_checkup_org (plant_cd, hea_checkup_org_nm, daily_capacity) values ('1000', '소규모의원', 1) returning hea_checkup_org_no as no`);
    tiny = Number(r[0]!.no);
    await t.rows(sql`insert into hea_checkup_plan_org (hea_checkup_plan_no, hea_checkup_org_no) values (${plan2026}, ${tiny})`);
  });
  const reserve = (tok: Tokens, over: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url: RSV, headers: auth(tok),
    payload: { heaCheckupPlanNo: plan2026, heaCheckedOrgNo: seosan, agreeYn: 'Y', rsrvYmd: '2026-12-01', ...over } });

  it('consent is required (N or missing → 400) and bad reservations are refused with nothing written', async () => {
    const before = await fingerprint();
    expectError(await reserve(worker, { agreeYn: 'N' }), 400, HEA_MESSAGES.consentRequired);
    expectError(await reserve(worker, { agreeYn: undefined }), 400, HEA_MESSAGES.consentRequired);
    expectError(await reserve(worker, { agreeYn: 'X' }), 400);
    expectError(await reserve(worker, { userId: 'e0001' }), 403, HEA_MESSAGES.reserveOnlySelf);
    expectError(await reserve(worker, { rsrvYmd: '2027-01-05' }), 400, HEA_MESSAGES.reserveOutsidePlan);
    expectError(await reserve(worker, { heaCheckedOrgNo: await orgNo('통영적십자병원 검진센터') }), 400, HEA_MESSAGES.reserveOrgNotInPlan);
    expectError(await reserve(health, { userId: 'e0030' }), 400, HEA_MESSAGES.reserveNotTarget);
    expectError(await reserve(gas), 403);
    expectError(await reserve(worker, { rsrvYmd: '2026-13-01' }), 400);
    expect(await fingerprint()).toBe(before);
  });

  it('a worker reserves only for themselves; the consent row is stored with the reservation', async () => {
    const res = await reserve(worker, { userId: 'worker01', createUserId: 'hacker' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ userId: 'worker01', createUserId: 'worker01', agreeYn: 'Y', rsrvYmd: '2026-12-01' });
    const consent = await t.rows<{ agree_yn: string; consent_text: string; hea_checked_org_no: number; user_id: string }>(
      sql`select agree_yn, consent_text, hea_checked_org_no, user_id from hea_checkup_consent where hea_checkup_reserve_no = ${r.heaCheckupReserveNo}`);
    expect(consent[0]).toMatchObject({ agree_yn: 'Y', consent_text: HEA_CONSENT_TEXT, user_id: 'worker01' });
    expect(Number(consent[0]!.hea_checked_org_no)).toBe(seosan);
    expectError(await reserve(worker), 409, HEA_MESSAGES.reserveDuplicate);
    // the worker sees only their own rows
    const mine = (await t.app.inject({ url: RSV, headers: auth(worker) })).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x: { userId: string }) => x.userId === 'worker01')).toBe(true);
    expect(mine[0].hospitals.length).toBeGreaterThan(0);
    const all = (await t.app.inject({ url: `${RSV}?heaCheckupPlanNo=${plan2026}`, headers: auth(health) })).json();
    expect(all.length).toBeGreaterThan(2);
    expect((await t.app.inject({ url: RSV, headers: auth(worker) })).json().find((x: { heaCheckupPlanNo: number }) => x.heaCheckupPlanNo === plan2026).rsrvYmd).toBe('2026-12-01');
  });

  it('capacity per hospital and day: two bookings for the last slot → exactly one succeeds; cancelling frees it', async () => {
    const [a, b] = await Promise.all([
      reserve(health, { userId: 'e0001', heaCheckedOrgNo: tiny, rsrvYmd: '2026-11-02' }),
      reserve(health, { userId: 'e0002', heaCheckedOrgNo: tiny, rsrvYmd: '2026-11-02' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(HEA_MESSAGES.reserveFull);
    const cnt = await t.rows<{ n: number }>(sql`select count(*)::int as n from hea_checkup_reserve where hea_checked_org_no = ${tiny} and rsrv_ymd = '2026-11-02'`);
    expect(Number(cnt[0]!.n)).toBe(1);
    const days = (await t.app.inject({ url: `/api/hea/checkup/rsrvdates?heaCheckedOrgNo=${tiny}&fromYmd=2026-11-01&toYmd=2026-11-03`, headers: auth(health) })).json();
    expect(days).toEqual([
      { rsrvYmd: '2026-11-01', capacity: 1, reservedCnt: 0, availableCnt: 1 },
      { rsrvYmd: '2026-11-02', capacity: 1, reservedCnt: 1, availableCnt: 0 },
      { rsrvYmd: '2026-11-03', capacity: 1, reservedCnt: 0, availableCnt: 1 },
    ]);
    expectError(await t.app.inject({ url: `/api/hea/checkup/rsrvdates?heaCheckedOrgNo=${tiny}&fromYmd=2026-01-01&toYmd=2026-12-31`, headers: auth(health) }), 400);
    const winner = (a.statusCode === 200 ? a : b).json();
    // worker01 may not cancel someone else's reservation
    expectError(await t.app.inject({ method: 'DELETE', url: `${RSV}/${winner.heaCheckupReserveNo}?version=1`, headers: auth(worker) }), 403);
    expect((await t.app.inject({ method: 'DELETE', url: `${RSV}/${winner.heaCheckupReserveNo}?version=1`, headers: auth(health) })).statusCode).toBe(200);
    const again = await reserve(health, { userId: loser === a ? 'e0001' : 'e0002', heaCheckedOrgNo: tiny, rsrvYmd: '2026-11-02' });
    expect(again.statusCode, again.body).toBe(200);
  });
});
