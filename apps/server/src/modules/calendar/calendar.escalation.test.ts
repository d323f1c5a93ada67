import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createAction } from '../impr/impr.service.js';
import { calendarStageOn, runCalendarEscalation } from './calendar.escalation.js';

/**
 * Issue 30 item 2: one escalation policy for every calendar kind (a month ahead, weekly inside 30 days, daily in the
 * last 3 days, the manager on the day after), with a controllable clock, never twice for the same stage.
 */
let t: TestApp;
let accNo = 0;
let doneNo = 0;
let facilityNo = 0;
let heads1310: string[] = [];
let heads1210: string[] = [];
/** 09:00 in Seoul on the given day */
const at = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const run = (ymd: string) => runCalendarEscalation(t.app, at(ymd));

type N = { user_id: string; kind_cd: string; title: string; link_route: string | null; link_key: string | null };
const sentFor = (key: string, route: string) => t.rows<N>(sql`
  select user_id, kind_cd, title, link_route, link_key from com_notification
   where link_route = ${route} and link_key = ${key} and kind_cd in ('CAL_DUE', 'CAL_OVERDUE') order by notification_no, user_id`);

beforeAll(async () => {
  t = await createTestApp();
  const head = async (dept: string) => (await t.rows<{ user_id: string }>(sql`
    select user_id from com_user where dept_cd = ${dept} and use_yn = 'Y' and retire_yn = 'N' and duty_cd in ('DUT03', 'DUT04') order by user_id`)).map((r) => r.user_id);
  heads1310 = await head('D1310');
  heads1210 = await head('D1210');
  // an accident whose 산업재해조사표 is due on 2029-06-30 (reporter worker01, D1310), and one already submitted
  const [a] = await t.rows<{ no: number }>(sql`
    insert into saf_accident (status_cd, plant_cd, dept_cd, reporter_user_id, title, occurred_ymd, occurred_time, place, investigation_report_required_yn,
      investigation_report_due_ymd, create_user_id, update_user_id)
    values ('RECEIVED', '1000', 'D1310', 'worker01', '석탄 컨베이어 끼임 (에스컬레이션 시험)', '2029-05-30', '10:30', '2번 컨베이어', 'Y', '2029-06-30', 'safety01', 'safety01')
    returning accident_no as no`);
  accNo = a!.no;
  const [d] = await t.rows<{ no: number }>(sql`
    insert into saf_accident (status_cd, plant_cd, dept_cd, reporter_user_id, title, occurred_ymd, occurred_time, place, investigation_report_required_yn,
      investigation_report_due_ymd, investigation_report_submit_ymd, create_user_id, update_user_id)
    values ('RECEIVED', '1000', 'D1310', 'worker01', '제출 완료 사고 (에스컬레이션 시험)', '2029-05-30', '11:00', '본관', 'Y', '2029-06-30', '2029-06-02', 'safety01', 'safety01')
    returning accident_no as no`);
  doneNo = d!.no;
  // a facility whose legal inspection is due on 2029-06-30: no owner user, the department's heads are told
  const [f] = await t.rows<{ no: number }>(sql`
    insert into saf_facility (plant_cd, dept_cd, facility_cd, facility_nm, facility_type_cd, inspection_cycle_months, next_inspection_ymd)
    values ('1000', 'D1210', 'ESC-TEST-01', '보조보일러 압력용기 (에스컬레이션 시험)', 'PRESSURE', 12, '2029-06-30') returning facility_no as no`);
  facilityNo = f!.no;
  // an improvement action due the same day: its own escalation reminds it, the calendar's does not
  await t.db.db.transaction(async (tx) => {
    await createAction(tx, {
      sourceTypeCd: 'ETC', sourceKey: 'CAL-ESC', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1310', title: '에스컬레이션 시험 조치', assigneeUserId: 'worker01', dueYmd: '2029-06-30',
    } as Parameters<typeof createAction>[1], 'safety01');
  });
});
afterAll(async () => t?.close());

describe('calendar escalation stages', () => {
  it('the highest stage reached by days left', () => {
    const due = '2029-06-30';
    expect(calendarStageOn(due, '2029-05-30')).toBeNull(); // 31 days ahead
    expect(calendarStageOn(due, '2029-05-31')!.stage).toBe('D30');
    expect(calendarStageOn(due, '2029-06-06')!.stage).toBe('D30'); // 24 days left
    expect(calendarStageOn(due, '2029-06-08')!.stage).toBe('D23');
    expect(calendarStageOn(due, '2029-06-21')!.stage).toBe('D9');
    expect(calendarStageOn(due, '2029-06-26')!.stage).toBe('D9'); // 4 days left: still the weekly one
    expect(calendarStageOn(due, '2029-06-27')!.stage).toBe('D3');
    expect(calendarStageOn(due, '2029-06-30')!.stage).toBe('D0');
    expect(calendarStageOn(due, '2029-07-01')!.stage).toBe('OVERDUE');
  });
});

describe('the daily job over the calendar providers', () => {
  it('reminds a month ahead, weekly, daily in the last 3 days and the manager on the day after, once per stage', async () => {
    const acc = () => sentFor(String(accNo), '/saf/accident');
    await run('2029-05-30');
    expect(await acc()).toEqual([]);

    await run('2029-05-31');
    let got = await acc();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ user_id: 'worker01', kind_cd: 'CAL_DUE', link_route: '/saf/accident', link_key: String(accNo) });
    expect(got[0]!.title).toBe('[산업재해조사표 제출기한 D-30] [산업재해조사표] 석탄 컨베이어 끼임 (에스컬레이션 시험)');
    // the same day again, and the next day: nothing new
    await run('2029-05-31');
    await run('2029-06-01');
    expect(await acc()).toHaveLength(1);

    await run('2029-06-08'); // D-22: the weekly one
    expect((await acc()).map((n) => n.title.split(']')[0])).toEqual(['[산업재해조사표 제출기한 D-30', '[산업재해조사표 제출기한 D-22']);
    // the job was down for a fortnight: only the highest stage reached comes, the skipped ones never do
    await run('2029-06-28');
    await run('2029-06-28');
    got = await acc();
    expect(got).toHaveLength(3);
    expect(got[2]!.title).toContain('D-2]');
    await run('2029-06-29');
    await run('2029-06-30');
    expect((await acc()).slice(3).map((n) => n.title.split(']')[0])).toEqual(['[산업재해조사표 제출기한 D-1', '[산업재해조사표 제출기한 오늘']);

    // the day after: the owner and the department's heads, as an overdue notice, once
    await run('2029-07-01');
    await run('2029-07-02');
    const over = (await acc()).filter((n) => n.kind_cd === 'CAL_OVERDUE');
    expect(over.map((n) => n.user_id).sort()).toEqual([...new Set(['worker01', ...heads1310])].sort());
    expect(over[0]!.title).toContain('1일 경과');
    expect(heads1310.length).toBeGreaterThan(0);

    // a submitted report is never reminded
    expect(await sentFor(String(doneNo), '/saf/accident')).toEqual([]);
  });

  it('an item without an owner user goes to its department\'s heads; a moved due date starts over', async () => {
    const fac = () => sentFor(String(facilityNo), '/saf/facility');
    expect(heads1210.length).toBeGreaterThan(0);
    const before = (await fac()).length;
    expect(before).toBeGreaterThan(0); // reminded by the runs above
    expect(new Set((await fac()).filter((n) => n.kind_cd === 'CAL_DUE').map((n) => n.user_id))).toEqual(new Set(heads1210));
    // the inspection is re-planned for 2029-07-20: from 2029-07-03 (17 days left) the D-23 stage is new for the new date
    await t.rows(sql`update saf_facility set next_inspection_ymd = '2029-07-20' where facility_no = ${facilityNo}`);
    await run('2029-07-03');
    const after = await fac();
    expect(after.length).toBe(before + heads1210.length);
    expect(after.at(-1)!.title).toContain('D-17]');
  });

  it('kinds whose module reminds on its own schedule are left to it (no second reminder of one date)', async () => {
    const n = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification where kind_cd in ('CAL_DUE', 'CAL_OVERDUE') and title like '%에스컬레이션 시험 조치%'`);
    expect(n[0]!.n).toBe(0);
    const r = await run('2029-07-03');
    expect(r.sent).toBe(0); // the same day twice: nothing
    expect(r.checked).toBeGreaterThan(0);
  });
});
