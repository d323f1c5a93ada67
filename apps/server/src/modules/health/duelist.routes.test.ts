import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsYmd, HEA_PLAN_MESSAGES, MESSAGES, nextDue } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let specialPlan: number;
const DUE = '/api/hea/checkup/duelist';
const BASE = '2026-11-21';

type Row = { userId: string; hazardCd: string; hazardNm: string; hazardNms: string; nextDueYmd: string; lastCheckupYmd: string | null; placementYmd: string | null; overdueYn: string; daysLeft: number; plannedPlanNm: string | null };

const due = async (q: string, tok = health) => {
  const res = await t.app.inject({ url: `${DUE}?${q}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row[];
};

describe('due-date arithmetic (시행규칙 별표 23 cycles, calendar months)', () => {
  it('adds calendar months and clamps to the month end', () => {
    expect(addMonthsYmd('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonthsYmd('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonthsYmd('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsYmd('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsYmd('2026-03-31', 6)).toBe('2026-09-30');
    expect(addMonthsYmd('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonthsYmd('2026-05-20', 24)).toBe('2028-05-20');
  });

  it('never examined → placement + first-exam months; examined → last + repeat months; the earliest factor wins', () => {
    const benzene = { hazardCd: 'BENZENE', hazardNm: '벤젠', firstExamMonths: 2, repeatMonths: 6 };
    const noise = { hazardCd: 'NOISE', hazardNm: '소음', firstExamMonths: 12, repeatMonths: 24 };
    const night = { hazardCd: 'NIGHT_WORK', hazardNm: '야간작업', firstExamMonths: 6, repeatMonths: 12 };
    expect(nextDue([benzene], '2026-01-10', null)).toEqual({ dueYmd: '2026-03-10', hazardCd: 'BENZENE' });
    expect(nextDue([benzene], '2026-01-10', '2026-04-01')).toEqual({ dueYmd: '2026-10-01', hazardCd: 'BENZENE' });
    expect(nextDue([noise], '2026-01-10', null)).toEqual({ dueYmd: '2027-01-10', hazardCd: 'NOISE' });
    expect(nextDue([noise], '2026-01-10', '2026-02-01')).toEqual({ dueYmd: '2028-02-01', hazardCd: 'NOISE' });
    expect(nextDue([noise, night], '2026-01-10', null)).toEqual({ dueYmd: '2026-07-10', hazardCd: 'NIGHT_WORK' });
    expect(nextDue([noise, night], '2026-01-10', '2026-02-01')).toEqual({ dueYmd: '2027-02-01', hazardCd: 'NIGHT_WORK' });
    expect(nextDue([noise], null, null)).toBeNull();
    expect(nextDue([], '2026-01-10', null)).toBeNull();
  });
});

async function dept(cd: string, nm: string, parent: string) {
  await t.rows(sql`insert into com_dept (dept_cd, dept_nm, pdept_cd, plant_cd, dept_lvl, sort_order) values (${cd}, ${nm}, ${parent}, '1000', 3, 90)`);
}
async function exposeDept(deptCd: string, hazards: string[]) {
  const p = await t.rows<{ no: number }>(sql`insert into com_process (process_cd, process_nm, plant_cd) values (${`TP_${deptCd}`}, ${`시험공정 ${deptCd}`}, '1000') returning process_no as no`);
  const no = Number(p[0]!.no);
  await t.rows(sql`insert into com_dept_process (dept_cd, process_no) values (${deptCd}, ${no})`);
  for (const h of hazards) await t.rows(sql`insert into hea_process_hazard (process_no, hazard_cd) values (${no}, ${h})`);
}
async function user(id: string, deptCd: string, entry: string, retire: 'Y' | 'N' = 'N') {
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, birth_ymd, entry_ymd, retire_yn, dept_auth_grp_cd, gender_cd)
    values (${id}, ${`시험${id}`}, 'U', 'x', '1000', ${deptCd}, '19800101', ${entry.replaceAll('-', '')}, ${retire}, 'DAG_OWN', 'M')`);
}
async function plan(cls: string, nm: string, s: string, e: string) {
  const r = await t.rows<{ no: number }>(sql`insert into hea_checkup_plan (plant_cd, hea_checkup_class_cd, hea_checkup_plan_nm, hea_checkup_start_ymd, hea_checkup_end_ymd)
    values ('1000', ${cls}, ${nm}, ${s}, ${e}) returning hea_checkup_plan_no as no`);
  const no = Number(r[0]!.no);
  await t.rows(sql`insert into hea_checkup_plan_org (hea_checkup_plan_no, hea_checkup_org_no) select ${no}, hea_checkup_org_no from hea_checkup_org where plant_cd = '1000' limit 1`);
  return no;
}
/** a target with a reservation day (what counts as the checkup until the result is entered) */
async function booked(planNo: number, userId: string, ymd: string, typeNm: string) {
  await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm) select ${planNo}, user_id, dept_cd, ${typeNm} from com_user where user_id = ${userId}`);
  await t.rows(sql`insert into hea_checkup_reserve (hea_checkup_plan_no, user_id, hea_checked_org_no, rsrv_ymd, plant_cd)
    select ${planNo}, ${userId}, hea_checkup_org_no, ${ymd}, '1000' from hea_checkup_plan_org where hea_checkup_plan_no = ${planNo} limit 1`);
}

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  await dept('DT000', '시험처', 'D1000');
  await dept('DTBZ', '시험벤젠팀', 'DT000');
  await dept('DTNS', '시험소음팀', 'DT000');
  await dept('DTNT', '시험야간팀', 'DT000');
  await dept('DTMX', '시험복합팀', 'DT000');
  await exposeDept('DTBZ', ['BENZENE']);
  await exposeDept('DTNS', ['NOISE']);
  await exposeDept('DTNT', ['NIGHT_WORK']);
  await exposeDept('DTMX', ['NOISE', 'NIGHT_WORK']);
  await user('bz_new', 'DTBZ', '2025-12-31');
  await user('bz_done', 'DTBZ', '2020-01-01');
  await user('bz_ret', 'DTBZ', '2020-01-01', 'Y');
  await user('ns_new', 'DTNS', '2024-02-29');
  await user('ns_done', 'DTNS', '2019-01-01');
  await user('nt_new', 'DTNT', '2026-05-15');
  await user('nt_done', 'DTNT', '2019-01-01');
  await user('mx_new', 'DTMX', '2020-03-10');
  await user('mx_done', 'DTMX', '2019-01-01');
  const past = await plan('HCC03', '시험 특수검진 이력', '2025-01-01', '2026-12-31');
  await booked(past, 'bz_done', '2026-03-31', '특수');
  await booked(past, 'ns_done', '2025-06-15', '특수');
  await booked(past, 'nt_done', '2025-11-30', '특수');
  await booked(past, 'mx_done', '2026-01-31', '특수');
  // a reservation after the base day is not a checkup yet
  await booked(past, 'ns_new', '2026-12-10', '특수');
  // a general checkup (일반 only) is not a special checkup; a combined 일반+특수 one is
  const general = await plan('HCC01', '시험 일반검진', '2026-01-01', '2026-12-31');
  await booked(general, 'nt_new', '2026-06-01', '일반');
  specialPlan = await plan('HCC03', '시험 특수검진 추가대상', '2026-11-01', '2026-12-31');
});
afterAll(async () => t?.close());

describe('special-checkup due list', () => {
  it('computes the next due date per worker from the factors of their department processes, earliest first', async () => {
    const rows = await due(`deptCd=DT000&baseYmd=${BASE}&dueBeforeYmd=2026-12-31`);
    expect(rows.map((r) => [r.userId, r.nextDueYmd, r.hazardCd, r.overdueYn])).toEqual([
      ['mx_new', '2020-09-10', 'NIGHT_WORK', 'Y'], // never examined: entry 2020-03-10 + 6 (night) beats + 12 (noise)
      ['ns_new', '2025-02-28', 'NOISE', 'Y'], // entry 2024-02-29 + 12 months → month end; the 2026-12-10 booking is after the base day
      ['bz_new', '2026-02-28', 'BENZENE', 'Y'], // entry 2025-12-31 + 2 months → 02-28
      ['bz_done', '2026-09-30', 'BENZENE', 'Y'], // last 2026-03-31 + 6 months → 09-30
      ['nt_new', '2026-11-15', 'NIGHT_WORK', 'Y'], // entry 2026-05-15 + 6; its general (일반) checkup does not count
      ['nt_done', '2026-11-30', 'NIGHT_WORK', 'N'], // last 2025-11-30 + 12
    ]);
    const ntDone = rows.find((r) => r.userId === 'nt_done')!;
    expect(ntDone).toMatchObject({ lastCheckupYmd: '2025-11-30', daysLeft: 9, hazardNm: '야간작업' });
    expect(rows.find((r) => r.userId === 'mx_new')).toMatchObject({ placementYmd: '2020-03-10', lastCheckupYmd: null, hazardNms: '야간작업, 소음' });
    // not due by the date: noise last 2025-06-15 + 24 = 2027-06-15, mixed last 2026-01-31 + 12 (night) = 2027-01-31; retired never listed
    const later = await due(`deptCd=DT000&baseYmd=${BASE}&dueBeforeYmd=2027-12-31`);
    expect(later.find((r) => r.userId === 'mx_done')).toMatchObject({ nextDueYmd: '2027-01-31', hazardCd: 'NIGHT_WORK' });
    expect(later.find((r) => r.userId === 'ns_done')).toMatchObject({ nextDueYmd: '2027-06-15', hazardCd: 'NOISE', overdueYn: 'N' });
    expect(later.some((r) => r.userId === 'bz_ret')).toBe(false);
  });

  it('filters by factor, due-before date (default base + 30 days) and department; the demo plant lists its own exposed workers', async () => {
    expect((await due(`deptCd=DT000&hazardCd=BENZENE&baseYmd=${BASE}&dueBeforeYmd=2026-12-31`)).map((r) => r.userId)).toEqual(['bz_new', 'bz_done']);
    expect((await due(`deptCd=DT000&baseYmd=${BASE}&dueBeforeYmd=2026-03-01`)).map((r) => r.userId)).toEqual(['mx_new', 'ns_new', 'bz_new']);
    expect((await due(`deptCd=DT000&baseYmd=${BASE}`)).map((r) => r.userId)).toContain('nt_done');
    expect((await due(`deptCd=DT000&baseYmd=2026-10-01`)).map((r) => r.userId)).not.toContain('nt_done');
    expect((await due(`deptCd=DTNS&baseYmd=${BASE}&dueBeforeYmd=2027-12-31`)).map((r) => r.userId).sort()).toEqual(['ns_done', 'ns_new']);
    const plant = await due(`baseYmd=${BASE}`);
    expect(plant.some((r) => r.userId === 'worker01')).toBe(true);
    expect(plant.every((r) => r.overdueYn === 'Y' || r.nextDueYmd <= '2026-12-21')).toBe(true);
  });

  it('scope and bad input: other plant 403, no menu 403, bad dates 400', async () => {
    expectError(await t.app.inject({ url: `${DUE}?plantCd=2000`, headers: auth(health) }), 403);
    expectError(await t.app.inject({ url: DUE, headers: auth(gas) }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ url: DUE, headers: auth(worker) }), 403);
    expectError(await t.app.inject({ url: `${DUE}?dueBeforeYmd=2026-13-01`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: `${DUE}?dueBeforeYmd=2026-02-30`, headers: auth(health) }), 400);
    expectError(await t.app.inject({ url: `${DUE}?baseYmd=20261121`, headers: auth(health) }), 400);
  });

  it('adds every due worker to a special plan at once, skipping existing targets; audited; general plans refused', async () => {
    await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm) values (${specialPlan}, 'nt_done', 'DTNT', '특수')`);
    const add = (body: Record<string, unknown>, tok = health) => t.app.inject({ method: 'POST', url: `${DUE}/addtoplan`, headers: auth(tok), payload: body });
    const res = await add({ heaCheckupPlanNo: specialPlan, deptCd: 'DT000', baseYmd: BASE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ insertedCnt: 5, skippedCnt: 1 });
    expect(res.json().userIds.sort()).toEqual(['bz_done', 'bz_new', 'mx_new', 'ns_new', 'nt_new']);
    const rows = await t.rows<{ user_id: string; hea_checkup_type_nm: string; create_user_id: string }>(sql`select user_id, hea_checkup_type_nm, create_user_id from hea_checkup_user
      where hea_checkup_plan_no = ${specialPlan} and user_id = 'bz_new'`);
    expect(rows[0]).toEqual({ user_id: 'bz_new', hea_checkup_type_nm: '특수', create_user_id: 'health01' });
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'heaCheckupUser' and entity_key = ${String(specialPlan)} and after_data->>'source' = 'duelist'`);
    expect(audit).toHaveLength(1);
    // the list now shows the open plan they are in
    expect((await due(`deptCd=DTBZ&baseYmd=${BASE}`)).find((r) => r.userId === 'bz_new')!.plannedPlanNm).toBe('시험 특수검진 추가대상');
    // again: nothing new
    expect((await add({ heaCheckupPlanNo: specialPlan, deptCd: 'DT000', baseYmd: BASE })).json()).toMatchObject({ insertedCnt: 0, skippedCnt: 6 });
    const general = await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = '시험 일반검진'`);
    const before = await t.rows(sql`select count(*)::int as n from hea_checkup_user`);
    expectError(await add({ heaCheckupPlanNo: Number(general[0]!.no), deptCd: 'DT000' }), 400, HEA_PLAN_MESSAGES.dueNotSpecialPlan);
    expectError(await add({ heaCheckupPlanNo: specialPlan }, worker), 403);
    expectError(await add({ heaCheckupPlanNo: 'x' }), 400);
    const gasPlan = await t.rows<{ no: number }>(sql`select hea_checkup_plan_no as no from hea_checkup_plan where plant_cd = '2000' limit 1`);
    expectError(await add({ heaCheckupPlanNo: Number(gasPlan[0]!.no) }), 403);
    expect(await t.rows(sql`select count(*)::int as n from hea_checkup_user`)).toEqual(before);
  });
});
