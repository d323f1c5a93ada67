import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorMonthTarget, MGT_MESSAGES, type TMgtIndicatorRow } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { weekdays } from './mgt.indicators.js';

/**
 * Indicators per department (`deptCd`, the department and the ones below it) against values computed by hand from
 * crafted records of 2035 (no demo record lies in it), and a count indicator's yearly target compared month by month
 * as its monthly share.
 */
let t: TestApp;
let safety: Tokens;
let admin: Tokens;
const Y = 2035;
const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.rows<T>(q))[0]!;
const list = async (tok: Tokens, q: string) => {
  const res = await t.app.inject({ url: `/api/mgt/indicators?plantCd=1000&year=${Y}${q}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as TMgtIndicatorRow[];
};
const val = (l: TMgtIndicatorRow[], code: string, month: number | null) => l.find((r) => r.indicatorCd === code && r.month === month)!;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, admin] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'admin')]);
  // 발전처 D1300 ⊃ 발전1팀 D1310, 발전2팀 D1320; 안전팀 D1210 lies in another branch
  const nm = (dept: string, ymd: string) => sql`insert into saf_near_miss (status_cd, plant_cd, dept_cd, occurred_ymd, title, contents) values ('REPORTED', '1000', ${dept}, ${ymd}, 'n', 'n')`;
  for (const d of ['2035-03-02', '2035-03-09', '2035-03-20']) await t.rows(nm('D1310', d));
  for (const d of ['2035-03-05', '2035-03-06']) await t.rows(nm('D1320', d));
  await t.rows(nm('D1210', '2035-03-07'));
  // March: 200,000 hours in each field team, one counting accident in D1310
  for (const dept of ['D1310', 'D1320']) {
    await t.rows(sql`insert into saf_work_hours (plant_cd, dept_cd, work_ym, worker_kind_cd, head_count, work_hours) values ('1000', ${dept}, '2035-03', 'EMPLOYEE', 100, 200000)`);
  }
  const a = await one<{ accident_no: number }>(sql`insert into saf_accident (status_cd, plant_cd, dept_cd, title, occurred_ymd, occurred_time, place)
    values ('REGISTERED', '1000', 'D1310', '협착', '2035-03-10', '10:00', '터빈동') returning accident_no`);
  await t.rows(sql`insert into saf_accident_victim (accident_no, victim_type_cd, lost_days) values (${a.accident_no}, 'EMPLOYEE', 3)`);
  // actions due in May: D1310 two (one on time), D1320 one on time
  const act = (dept: string, done: string) => sql`insert into impr_action (status_cd, plant_cd, dept_cd, action_type_cd, source_type_cd, title, assignee_user_id, due_ymd, done_ymd)
    values ('DONE', '1000', ${dept}, 'REQUEST', 'ETC', 'x', 'worker01', '2035-05-20', ${done})`;
  await t.rows(act('D1310', '2035-05-10'));
  await t.rows(act('D1310', '2035-05-30'));
  await t.rows(act('D1320', '2035-05-01'));
  // TBMs in February 2035 (20 weekdays): D1310 20, D1320 10
  const tbm = (dept: string, n: number) => sql`insert into saf_tbm (status_cd, plant_cd, dept_cd, leader_user_id, tbm_ymd, tbm_time, work_nm, place_nm)
    select 'DONE', '1000', ${dept}, 'worker01', date '2035-02-01' + (g % 28), '08:00', 'w', 'p' from generate_series(1, ${n}) g`;
  await t.rows(tbm('D1310', 20));
  await t.rows(tbm('D1320', 10));
  // a patrol finding of D1320 due in June, closed on time
  const f = await one<{ finding_no: number }>(sql`insert into saf_patrol_finding (status_cd, plant_cd, dept_cd, patrol_ymd, patrol_type_cd, place_nm, category_cd, content, due_ymd)
    values ('CLOSED', '1000', 'D1320', '2035-06-01', 'SAFETY', 'a', 'FALL', 'c', '2035-06-10') returning finding_no`);
  await t.rows(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
    values ('safPatrolFinding', ${String(f.finding_no)}, 'CLOSE', 'ACTION', 'CLOSED', 'safety01', '2035-06-05T01:00:00Z')`);
  // D1310 assessed (approved) in April
  const p = await one<{ plan_no: number }>(sql`insert into rsa_plan (status_cd, plant_cd, dept_cd, kind_cd, method_cd, plan_title, plan_from_ymd, plan_to_ymd)
    values ('ASSESSED', '1000', 'D1310', 'REGULAR', 'FREQ_SEV', 'p', '2035-03-01', '2035-03-31') returning plan_no`);
  await t.rows(sql`insert into rsa_assessment (plan_no, plant_cd, dept_cd, unit_work_nm) values (${p.plan_no}, '1000', 'D1310', '터빈 점검')`);
  await t.rows(sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, user_id, create_dt)
    values ('rsaPlan', ${String(p.plan_no)}, 'APPROVE_RESULT', 'RESULT_REQUESTED', 'ASSESSED', 'e9130', '2035-04-03T01:00:00Z')`);
  // 발전1팀's own plan: 24 near misses a year (a count: the year's total), TRIR at most 0.3 (a rate)
  const tg = await t.app.inject({
    method: 'POST', url: '/api/mgt/targets', headers: auth(safety), payload: {
      plantCd: '1000', deptCd: 'D1310', year: Y, targetTitle: '2035 발전1팀 목표', policy: '무재해',
      objectives: [{ objective: '아차사고 연 24건 이상 보고', indicatorCd: 'NEAR_MISS', targetValue: 24 }, { objective: 'TRIR 0.3 이하', indicatorCd: 'TRIR', targetValue: 0.3 }],
    },
  });
  expect(tg.statusCode, tg.body).toBe(200);
});
afterAll(async () => t?.close());

describe('working days of TBM per working day', () => {
  it('Monday–Friday less the plant\'s days off: February 2026 has 20, 17 with 설날 (16–18 Feb)', () => {
    expect(weekdays(2026, 2)).toBe(20);
    expect(weekdays(2026, 2, new Set(['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-21']))).toBe(17);
  });

  it('the TBM indicator divides by the plant\'s working days (a plant day off in February 2035 leaves 19)', async () => {
    const before = (await t.app.inject({ url: '/api/mgt/indicators?plantCd=1000&year=2035&deptCd=D1310', headers: auth(safety) })).json().list as TMgtIndicatorRow[];
    const feb = (rows: TMgtIndicatorRow[]) => rows.find((r) => r.indicatorCd === 'TBM_PER_DAY' && r.month === 2)!.actual!;
    await t.rows(sql`insert into saf_holiday (plant_cd, ymd, holiday_nm, holiday_type_cd, use_yn) values ('1000', '2035-02-13', '계획예방정비 휴무', 'PLANT', 'Y')`);
    try {
      const after = (await t.app.inject({ url: '/api/mgt/indicators?plantCd=1000&year=2035&deptCd=D1310', headers: auth(safety) })).json().list as TMgtIndicatorRow[];
      // 20 TBMs of D1310's subtree over 20 working days, then over 19
      expect(feb(before)).toBe(1);
      expect(feb(after)).toBe(1.05);
    } finally {
      await t.rows(sql`delete from saf_holiday where plant_cd = '1000' and ymd = '2035-02-13'`);
    }
  });
});

describe('GET /api/mgt/indicators?deptCd= (a department with its sub-departments)', () => {
  it('each indicator counts only the records of the department\'s subtree (hand-computed)', async () => {
    const plant = await list(safety, '');
    const d1300 = await list(safety, '&deptCd=D1300');
    const d1310 = await list(safety, '&deptCd=D1310');
    const d1320 = await list(safety, '&deptCd=D1320');
    const at = (code: string, m: number | null) => [plant, d1300, d1310, d1320].map((l) => val(l, code, m).actual);
    expect(at('NEAR_MISS', 3)).toEqual([6, 5, 3, 2]);
    expect(at('NEAR_MISS', null)).toEqual([6, 5, 3, 2]);
    // TRIR = accidents × 200,000 / hours: D1310 1 × 200,000 / 200,000; D1300 over 400,000 hours; D1320 none
    expect(at('TRIR', 3)).toEqual([0.5, 0.5, 1, 0]);
    expect(at('LTIFR', null)).toEqual([2.5, 2.5, 5, 0]);
    // actions due in May done on time: D1310 1 of 2, D1320 1 of 1, D1300 2 of 3
    expect(at('ACTION_ONTIME', 5)).toEqual([66.67, 66.67, 50, 100]);
    // TBM per working day in February (20 weekdays): 30, 30, 20, 10 held
    expect(at('TBM_PER_DAY', 2)).toEqual([1.5, 1.5, 1, 0.5]);
    expect(at('PATROL_ONTIME', 6)).toEqual([100, 100, null, 100]);
    // risk-assessment coverage: D1310 of the subtree's departments that run a process
    const den = async (dept: string | null) => Number((await one<{ n: string }>(sql`select count(distinct dp.dept_cd) as n from com_dept_process dp join com_dept d on d.dept_cd = dp.dept_cd
      where d.plant_cd = '1000' and d.use_yn = 'Y' ${dept ? sql`and d.dept_cd in (select dept_cd from com_dept where dept_cd = ${dept} or pdept_cd = ${dept})` : sql``}`)).n);
    const pct = (n: number) => Math.round((1 / n) * 10_000) / 100;
    expect(at('RSA_COVERAGE', 3)).toEqual([0, 0, 0, 0]);
    expect(at('RSA_COVERAGE', 4)).toEqual([pct(await den(null)), pct(await den('D1300')), 100, 0]);
  });

  it('targets: a department answers its own plans; a count\'s month is against its share of the year target, a rate against the target', async () => {
    const d1310 = await list(safety, '&deptCd=D1310');
    expect(val(d1310, 'NEAR_MISS', null)).toEqual({ indicatorCd: 'NEAR_MISS', month: null, actual: 3, target: 24 });
    expect(val(d1310, 'NEAR_MISS', 3)).toEqual({ indicatorCd: 'NEAR_MISS', month: 3, actual: 3, target: 2 }); // 24 / 12
    expect(val(d1310, 'NEAR_MISS', 7)!.target).toBe(2);
    expect(val(d1310, 'TRIR', 3)!.target).toBe(0.3);
    expect(val(d1310, 'TRIR', null)!.target).toBe(0.3);
    // 발전2팀 has no plan of its own; the plant answers every plan of the year
    expect(val(await list(safety, '&deptCd=D1320'), 'NEAR_MISS', 3)!.target).toBeNull();
    expect(val(await list(safety, ''), 'NEAR_MISS', 3)!.target).toBe(2);
    expect([indicatorMonthTarget('NEAR_MISS', 120), indicatorMonthTarget('M_WALK', 10), indicatorMonthTarget('TRIR', 0.3), indicatorMonthTarget('NEAR_MISS', null)]).toEqual([10, 0.83, 0.3, null]);
  });

  it('the department goes through the scoped loader: unknown 404, another plant\'s 403 (400 for a caller reaching both)', async () => {
    expect((await t.app.inject({ url: `/api/mgt/indicators?plantCd=1000&year=${Y}&deptCd=NOPE`, headers: auth(safety) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/mgt/indicators?plantCd=1000&year=${Y}&deptCd=D2210`, headers: auth(safety) })).statusCode).toBe(403);
    expectError(await t.app.inject({ url: `/api/mgt/indicators?plantCd=1000&year=${Y}&deptCd=D2210`, headers: auth(admin) }), 400, MGT_MESSAGES.deptOtherPlant);
  });
});
