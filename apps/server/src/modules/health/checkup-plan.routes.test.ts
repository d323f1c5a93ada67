import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_PLAN_MESSAGES, matchingRules, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let planNo: number;
let planVersion: number;
const PLANS = '/api/hea/checkup/checkupplans';
const rulesUrl = (no: number) => `${PLANS}/${no}/optionrules`;

const rule = (over: Record<string, unknown> = {}) => ({ ruleNm: '40세 이상 위내시경 선택', sexCd: 'A', ageFrom: 40, ageTo: null, testItemCds: ['GASTROSCOPY', 'ABDOMINAL_US'], chooseCnt: 1, ...over });

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  const orgs = await t.rows<{ no: number }>(sql`select hea_checkup_org_no as no from hea_checkup_org where plant_cd = '1000' order by hea_checkup_org_no`);
  const res = await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: {
    plantCd: '1000', heaCheckupClassCd: 'HCC01', heaCheckupPlanNm: '2027년 일반건강진단', heaCheckupStartYmd: '2027-04-01', heaCheckupEndYmd: '2027-12-31',
    heaCheckupOrgNos: orgs.map((o) => Number(o.no)),
  } });
  expect(res.statusCode, res.body).toBe(200);
  planNo = res.json().heaCheckupPlanNo;
  planVersion = res.json().version;
  // two targets: e0013 (보건팀, woman?) and e0014; and one with a reservation
  const add = await t.app.inject({ method: 'POST', url: '/api/hea/checkup/checkupusers', headers: auth(health),
    payload: ['e0013', 'e0014', 'e0015'].map((userId) => ({ heaCheckupPlanNo: planNo, userId })) });
  expect(add.statusCode, add.body).toBe(200);
});
afterAll(async () => t?.close());

describe('optional-item rules (선택검사항목 규칙)', () => {
  it('matching by sex and full age: all-sex rules, inclusive bounds, unknown age matches only unbounded rules', () => {
    const rules = [
      { id: 1, sexCd: 'A', ageFrom: 40, ageTo: null },
      { id: 2, sexCd: 'F', ageFrom: 20, ageTo: 39 },
      { id: 3, sexCd: 'M', ageFrom: null, ageTo: null },
    ];
    expect(matchingRules(rules, 'M', 40).map((r) => r.id)).toEqual([1, 3]);
    expect(matchingRules(rules, 'M', 39).map((r) => r.id)).toEqual([3]);
    expect(matchingRules(rules, 'F', 39).map((r) => r.id)).toEqual([2]);
    expect(matchingRules(rules, 'F', 20).map((r) => r.id)).toEqual([2]);
    expect(matchingRules(rules, 'F', 19).map((r) => r.id)).toEqual([]);
    expect(matchingRules(rules, 'M', null).map((r) => r.id)).toEqual([3]);
  });

  it('saves the list with the plan version (stale → 409), audits, and answers what applies to a target', async () => {
    expect((await t.app.inject({ url: rulesUrl(planNo), headers: auth(health) })).json()).toEqual([]);
    const save = await t.app.inject({ method: 'PUT', url: rulesUrl(planNo), headers: auth(health), payload: { version: planVersion, rules: [
      rule(), rule({ ruleNm: '여성 선택검사', sexCd: 'F', ageFrom: 20, ageTo: null, testItemCds: ['PAP_SMEAR', 'BREAST_US', 'THYROID_US'], chooseCnt: 2 }),
    ] } });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().version).toBe(planVersion + 1);
    expect(save.json().rules.map((r: { ruleNm: string; sortOrder: number }) => [r.ruleNm, r.sortOrder])).toEqual([['40세 이상 위내시경 선택', 1], ['여성 선택검사', 2]]);
    expect(save.json().rules[1].testItemCds).toEqual(['PAP_SMEAR', 'BREAST_US', 'THYROID_US']);
    expectError(await t.app.inject({ method: 'PUT', url: rulesUrl(planNo), headers: auth(health), payload: { version: planVersion, rules: [] } }), 409, MESSAGES.conflict);
    planVersion += 1;
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'heaPlanOptionRule' and entity_key = ${String(planNo)}`);
    expect(audit).toHaveLength(1);

    const users = await t.rows<{ user_id: string; gender_cd: string; birth_ymd: string }>(sql`select user_id, gender_cd, birth_ymd from com_user where user_id in ('e0013', 'e0014')`);
    for (const u of users) {
      const res = await t.app.inject({ url: `${rulesUrl(planNo)}/eligible?userId=${u.user_id}`, headers: auth(health) });
      expect(res.statusCode, res.body).toBe(200);
      const b = res.json();
      const expected: string[] = [];
      if (b.age >= 40) expected.push('40세 이상 위내시경 선택');
      if (u.gender_cd.trim() === 'F' && b.age >= 20) expected.push('여성 선택검사');
      expect(b.genderCd).toBe(u.gender_cd.trim());
      expect(b.rules.map((r: { ruleNm: string }) => r.ruleNm)).toEqual(expected);
    }
    expectError(await t.app.inject({ url: `${rulesUrl(planNo)}/eligible?userId=e0030`, headers: auth(health) }), 400, HEA_PLAN_MESSAGES.targetNotFound);
  });

  it('refuses bad rules, other plants and read-only users with nothing written', async () => {
    const before = await t.rows(sql`select count(*)::int as n, (select version from hea_checkup_plan where hea_checkup_plan_no = ${planNo}) as v from hea_plan_option_rule`);
    const put = (rules: unknown[], tok = health, no = planNo) => t.app.inject({ method: 'PUT', url: rulesUrl(no), headers: auth(tok), payload: { version: planVersion, rules } });
    expectError(await put([rule({ ageFrom: 50, ageTo: 40 })]), 400, HEA_PLAN_MESSAGES.ruleAgeRange);
    expectError(await put([rule({ chooseCnt: 3 })]), 400, HEA_PLAN_MESSAGES.ruleChooseCnt);
    expectError(await put([rule({ testItemCds: ['GASTROSCOPY', 'GASTROSCOPY'] })]), 400, HEA_PLAN_MESSAGES.ruleDuplicateItem);
    expectError(await put([rule({ testItemCds: [] })]), 400);
    expectError(await put([rule({ testItemCds: ['bad code'] })]), 400);
    expectError(await put([rule({ sexCd: 'X' })]), 400);
    expectError(await put([rule({ ruleNm: '' })]), 400);
    expectError(await put([rule()], worker), 403);
    expectError(await put([rule()], gas), 403, MESSAGES.noMenuPermission);
    const gasPlan = await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where plant_cd = '2000' limit 1`);
    expectError(await put([rule()], health, Number(gasPlan[0]!.no)), 403);
    expectError(await t.app.inject({ url: rulesUrl(Number(gasPlan[0]!.no)), headers: auth(health) }), 403);
    expect(await t.rows(sql`select count(*)::int as n, (select version from hea_checkup_plan where hea_checkup_plan_no = ${planNo}) as v from hea_plan_option_rule`)).toEqual(before);
  });
});

describe('target removal', () => {
  it('removes a target (audited) and refuses one with a reservation or a result (409, Korean message)', async () => {
    const del = (userId: string, tok = health, no = planNo) => t.app.inject({ method: 'DELETE', url: `/api/hea/checkup/checkupusers/${no}/${userId}`, headers: auth(tok) });
    const orgNo = Number((await t.rows<{ no: number }>(sql`select hea_checkup_org_no as no from hea_checkup_plan_org where hea_checkup_plan_no = ${planNo} limit 1`))[0]!.no);
    const rsv = await t.app.inject({ method: 'POST', url: '/api/hea/checkup/checkupreserves', headers: auth(health),
      payload: { heaCheckupPlanNo: planNo, heaCheckedOrgNo: orgNo, agreeYn: 'Y', userId: 'e0014', rsrvYmd: '2027-05-04' } });
    expect(rsv.statusCode, rsv.body).toBe(200);
    expectError(await del('e0014'), 409, HEA_PLAN_MESSAGES.targetHasReserve);
    expectError(await del('e0013', worker), 403);
    expectError(await del('e0030'), 404, HEA_PLAN_MESSAGES.targetNotFound);
    expect((await t.rows(sql`select 1 from hea_checkup_user where hea_checkup_plan_no = ${planNo}`))).toHaveLength(3);
    const ok = await del('e0013');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.rows(sql`select user_id from hea_checkup_user where hea_checkup_plan_no = ${planNo} order by user_id`)).map((r) => r.user_id)).toEqual(['e0014', 'e0015']);
    expect(await t.rows(sql`select 1 from com_audit_log where entity = 'heaCheckupUser' and action = 'DELETE' and entity_key = ${`${planNo}:e0013`}`)).toHaveLength(1);
    // the removed user is a candidate again
    const cands = (await t.app.inject({ url: `/api/hea/checkup/checkupusers/nontargets?heaCheckupPlanNo=${planNo}`, headers: auth(health) })).json();
    expect(cands.map((c: { userId: string }) => c.userId)).toContain('e0013');
    // a seeded past plan with checkups: its booked targets cannot be removed
    const past = await t.rows<{ no: number; user_id: string }>(sql`select r.hea_checkup_plan_no as no, r.user_id from hea_checkup_reserve r
      join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no where p.hea_checkup_plan_nm = '2025년 일반건강진단' limit 1`);
    expectError(await del(past[0]!.user_id, health, Number(past[0]!.no)), 409, HEA_PLAN_MESSAGES.targetHasReserve);
  });
});

describe('plan approval request (approvals framework)', () => {
  it('requests approval with recordKey = plan number; the plan and its rules are then locked', async () => {
    const req = await t.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(health), payload: { apprTypeCd: 'HEA_CHECKUP_PLAN', recordKey: String(planNo) } });
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json().steps.length).toBeGreaterThan(1);
    const plan = (await t.app.inject({ url: `${PLANS}/${planNo}`, headers: auth(health) })).json();
    expect(plan.apprStatusCd).toBe('REQUESTED');
    const locked = await t.app.inject({ method: 'PUT', url: rulesUrl(planNo), headers: auth(health), payload: { version: plan.version, rules: [] } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().returnCode).toBe('APPR_LOCKED');
    const upd = await t.app.inject({ method: 'PUT', url: `${PLANS}/${planNo}`, headers: auth(health), payload: {
      plantCd: '1000', heaCheckupClassCd: 'HCC01', heaCheckupPlanNm: '변경', heaCheckupStartYmd: '2027-04-01', heaCheckupEndYmd: '2027-12-31', version: plan.version,
    } });
    expect(upd.statusCode).toBe(409);
  });
});
