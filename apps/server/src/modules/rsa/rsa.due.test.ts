import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysYmd, addMonthsYmd, rsaDueState, type TRsaDueRow } from '@jikim/shared';
import { plantToday } from '../../lib/plant-time.js';
import { createTestApp, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { RSA_DUE_JOB, type TRsaDueRemindResult } from './due.service.js';
import { rsaCalls } from './rsa.test-utils.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
const { inject, ok } = rsaCalls(() => t);
const today = plantToday();
const ago = (months: number, days = 0) => addDaysYmd(addMonthsYmd(today, -months), days);
const due = (plantCd: string, tok = safety) => ok<{ today: string; list: TRsaDueRow[] }>(inject(tok, 'GET', `/api/rsa/plans/due?plantCd=${plantCd}`));
const byDept = (list: TRsaDueRow[]) => Object.fromEntries(list.map((r) => [r.deptCd, r]));

/** a plan of plant 1000 in a given state, targeting one department (the workflow itself is tested in rsa.routes.test.ts) */
async function plan(deptCd: string, kindCd: string, statusCd: string, fromYmd: string, toYmd: string): Promise<number> {
  const [p] = await t.rows<{ plan_no: number }>(sql`
    insert into rsa_plan (status_cd, plant_cd, dept_cd, kind_cd, method_cd, plan_title, plan_from_ymd, plan_to_ymd, matrix_version, create_user_id, update_user_id)
    values (${statusCd}, '1000', 'D1210', ${kindCd}, 'FREQ_SEV', ${`기한 시험 ${deptCd} ${kindCd} ${toYmd}`}, ${fromYmd}, ${toYmd}, 1, 'safety01', 'safety01') returning plan_no`);
  await t.rows(sql`insert into rsa_plan_target (plan_no, target_dept_cd, row_no) values (${p!.plan_no}, ${deptCd}, 1)`);
  return p!.plan_no;
}
const notes = async (deptNm: string) => t.rows<{ user_id: string; title: string }>(sql`
  select user_id, title from com_notification where kind_cd = 'RSA_DUE' and title like ${`%] ${deptNm} —%`} order by notification_no`);

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  await plan('D1110', 'REGULAR', 'DRAFT', today, addDaysYmd(today, 30)); // 총무팀: uses rsa, never completed → NEVER
  await plan('D1120', 'REGULAR', 'ASSESSED', ago(6, -20), ago(6)); // 인사노무팀 → OK
  await plan('D1220', 'INITIAL', 'SHARED', ago(12, -5), ago(12, 10)); // 보건팀: due in 10 days → DUE_SOON
  await plan('D1230', 'REGULAR', 'SHARED', ago(12, -40), ago(12, -5)); // 환경팀: 5 days overdue
  await plan('D1230', 'OCCASIONAL', 'ASSESSED', ago(1, -5), ago(1)); //   a 수시 round does not renew the 정기 cycle → OVERDUE
  await plan('D1230', 'REGULAR', 'ASSESSING', ago(0, -3), today); //   nor one not yet completed
  await plan('D1430', 'REGULAR', 'SHARED', ago(14, -10), ago(14)); // 계측제어팀: overdue, but …
  await plan('D1430', 'CONTINUOUS', 'ASSESSING', ago(10), addDaysYmd(today, 60)); //   … doing 상시 평가 → EXEMPT_CONTINUOUS
});
afterAll(async () => t?.close());

describe('정기 위험성평가 due state (pure)', () => {
  it('due = completion + 12 months; due soon within 30 days (edge included); overdue the day after; 상시 wins; never without a completion', () => {
    expect(rsaDueState({ completedYmd: '2025-11-24', continuous: false }, '2026-10-25')).toEqual({ status: 'DUE_SOON', dueYmd: '2026-11-24', daysLeft: 30 });
    expect(rsaDueState({ completedYmd: '2025-11-24', continuous: false }, '2026-10-24').status).toBe('OK');
    expect(rsaDueState({ completedYmd: '2025-11-24', continuous: false }, '2026-11-24').status).toBe('DUE_SOON');
    expect(rsaDueState({ completedYmd: '2025-11-24', continuous: false }, '2026-11-25')).toEqual({ status: 'OVERDUE', dueYmd: '2026-11-24', daysLeft: -1 });
    expect(rsaDueState({ completedYmd: '2024-02-29', continuous: false }, '2025-01-01').dueYmd).toBe('2025-02-28');
    expect(rsaDueState({ completedYmd: '2020-01-01', continuous: true }, '2026-01-01').status).toBe('EXEMPT_CONTINUOUS');
    expect(rsaDueState({ completedYmd: null, continuous: false }, '2026-01-01')).toEqual({ status: 'NEVER', dueYmd: null, daysLeft: null });
    expect(rsaDueState({ completedYmd: '2025-11-24', continuous: false }, '2026-11-10', { cycleMonths: 12, soonDays: 10, continuousMonths: 12 }).status).toBe('OK');
  });
});

describe('GET /api/rsa/plans/due', () => {
  it('every status from the plans, overdue first (red in the web), due soon next; the demo shows one overdue and one due soon department', async () => {
    const { today: day, list } = await due('1000');
    expect(day).toBe(today);
    const d = byDept(list);
    expect(d.D1110).toMatchObject({ status: 'NEVER', lastPlanNo: null, dueYmd: null });
    expect(d.D1120).toMatchObject({ status: 'OK', completedYmd: ago(6), dueYmd: addMonthsYmd(ago(6), 12), lastKindCd: 'REGULAR' });
    expect(d.D1220).toMatchObject({ status: 'DUE_SOON', completedYmd: ago(12, 10), dueYmd: addMonthsYmd(ago(12, 10), 12), lastKindCd: 'INITIAL' });
    expect(d.D1220!.daysLeft).toBeGreaterThanOrEqual(9);
    expect(d.D1230).toMatchObject({ status: 'OVERDUE', completedYmd: ago(12, -5), lastKindCd: 'REGULAR' });
    expect(d.D1230!.daysLeft).toBeLessThan(0);
    expect(d.D1430).toMatchObject({ status: 'EXEMPT_CONTINUOUS', completedYmd: ago(14) });
    expect(d.D1430!.continuousPlanNo).toBeGreaterThan(0);
    // the lead department (안전팀) is not a target: not listed; departments that never used rsa are not listed
    expect(d.D1210).toBeUndefined();
    expect(d.D1100).toBeUndefined();
    // order: every overdue before every due soon before the rest
    const rank = list.map((r) => ['OVERDUE', 'DUE_SOON'].indexOf(r.status)).map((i) => (i < 0 ? 2 : i));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(list[0]!.status).toBe('OVERDUE');
    // the demo: 전기팀's checklist round 20 days overdue, 발전2팀's CHARM round due in 18 days, the other departments assessed within the year
    expect(d.D1420).toMatchObject({ status: 'OVERDUE', daysLeft: expect.any(Number) as number });
    expect(d.D1320!.status).toBe('DUE_SOON');
    expect([d.D1310!.status, d.D1330!.status, d.D1410!.status]).toEqual(['OK', 'OK', 'OK']);
  });

  it('the soon threshold is code data (RSA_DUE_SETTING SOON_DAYS)', async () => {
    await t.rows(sql`update com_code_master set attr1 = '5' where code_group_cd = 'RSA_DUE_SETTING' and code = 'SOON_DAYS'`);
    try {
      expect(byDept((await due('1000')).list).D1220!.status).toBe('OK');
    } finally {
      await t.rows(sql`update com_code_master set attr1 = '30' where code_group_cd = 'RSA_DUE_SETTING' and code = 'SOON_DAYS'`);
    }
    expect(byDept((await due('1000')).list).D1220!.status).toBe('DUE_SOON');
  });

  it('scope: another plant\'s user is refused and sees only their own plant; a department-scoped worker sees only their department', async () => {
    expect((await inject(gas, 'GET', '/api/rsa/plans/due?plantCd=1000')).statusCode).toBe(403);
    const gasList = (await due('2000', gas)).list;
    expect(gasList.length).toBeGreaterThan(0);
    expect(gasList.every((r) => r.plantCd === '2000' && r.deptCd.startsWith('D2'))).toBe(true);
    const mine = (await due('1000', worker)).list;
    expect(mine.map((r) => r.deptCd)).toEqual(['D1310']);
    expect((await inject(worker, 'GET', '/api/rsa/plans/due?plantCd=2000')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/rsa/plans/due?plantCd=1000' })).statusCode).toBe(401);
  });
});

describe('daily reminder job', () => {
  it('tells the plant\'s 안전관리자 and the team leader once when due soon and once when overdue, never again for the same due date', async () => {
    const at = (ymd: string) => new Date(`${ymd}T08:20:00+09:00`);
    const first = await t.app.jobs.run(RSA_DUE_JOB, {}, { now: at(today) }) as TRsaDueRemindResult;
    expect(first.today).toBe(today);
    expect(first.dueSoon).toBeGreaterThanOrEqual(2); // 보건팀, 발전2팀 (demo)
    expect(first.overdue).toBeGreaterThanOrEqual(2); // 환경팀, 전기팀 (demo)
    const [leader] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1220' and duty_cd = 'DUT03' and use_yn = 'Y' order by user_id limit 1`);
    const soon = await notes('보건팀');
    expect(soon.map((n) => n.user_id).sort()).toEqual(['safety01', leader!.user_id].sort());
    expect(soon[0]!.title).toBe(`[정기 위험성평가 시기 도래] 보건팀 — 기한 ${addMonthsYmd(ago(12, 10), 12)}`);
    const [link] = await t.rows<{ link_route: string; link_key: string }>(sql`select link_route, link_key from com_notification where kind_cd = 'RSA_DUE' limit 1`);
    expect(link).toEqual({ link_route: '/rsa/rsaPlan', link_key: 'due' });
    expect((await notes('환경팀'))[0]!.title).toContain('[정기 위험성평가 기한 경과] 환경팀');
    // exempt (상시), never assessed and in-time departments are not reminded; gas01 (plant 2000's 안전관리자) gets none of plant 1000's
    expect([(await notes('계측제어팀')).length, (await notes('총무팀')).length, (await notes('인사노무팀')).length]).toEqual([0, 0, 0]);
    expect((await t.rows(sql`select 1 from com_notification where kind_cd = 'RSA_DUE' and user_id = 'gas01'`)).length).toBe(0);

    // the next day: nothing new
    expect(await t.app.jobs.run(RSA_DUE_JOB, {}, { now: at(addDaysYmd(today, 1)) })).toMatchObject({ dueSoon: 0, overdue: 0 });
    expect((await notes('보건팀')).length).toBe(2);
    // the day after 보건팀's due date: overdue, once
    const after = addDaysYmd(addMonthsYmd(ago(12, 10), 12), 1);
    const r = await t.app.jobs.run(RSA_DUE_JOB, {}, { now: at(after) }) as TRsaDueRemindResult;
    expect(r.overdue).toBeGreaterThanOrEqual(1);
    await t.app.jobs.run(RSA_DUE_JOB, {}, { now: at(addDaysYmd(after, 1)) });
    const all = await notes('보건팀');
    expect(all.length).toBe(4);
    expect(all.slice(2).every((n) => n.title.startsWith('[정기 위험성평가 기한 경과] 보건팀'))).toBe(true);
    expect((await t.rows(sql`select 1 from rsa_due_alert where dept_cd = 'D1220'`)).length).toBe(2);
  });
});
