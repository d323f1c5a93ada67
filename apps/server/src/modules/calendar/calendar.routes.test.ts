import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, CALENDAR_MESSAGES, HOLIDAY_YEAR_MESSAGE, type TCalendarItem } from '@jikim/shared';
import { auth, createTestApp, login, vendorLogin, type TestApp, type Tokens } from '../../test/helpers.js';
import { plantToday } from '../../lib/plant-time.js';
import { createAction } from '../impr/impr.service.js';
import { foldLine } from './calendar.service.js';
import { holidaySet } from './calendar.seed.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;
const get = (tok: Tokens | null, url: string) => t.app.inject({ method: 'GET', url, headers: tok ? auth(tok) : {} });
const cal = async (tok: Tokens, q: string) => {
  const r = await get(tok, `/api/mgt/calendar?${q}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { list: TCalendarItem[] }).list;
};
const keyOf = (link: string | null) => Number(new URL(`http://x${link}`).searchParams.get('key'));

// a month with crafted records only: far enough ahead that no demo record falls in it
const FROM = '2028-03-01';
const TO = '2028-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['safety01', 'worker01', 'gas01'].map((u) => login(t.app, u)));
  [safety, worker, gas] = tokens as [Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
  await t.db.db.transaction(async (tx) => {
    // two actions of the plant in the month (one of worker01's department), one of the other plant, one cancelled
    const mk = (plantCd: string, deptCd: string, assigneeUserId: string, title: string, dueYmd: string) => createAction(tx, {
      sourceTypeCd: 'ETC', sourceKey: 'CAL-TEST', actionTypeCd: 'REQUEST', plantCd, deptCd, title, assigneeUserId, dueYmd,
    } as Parameters<typeof createAction>[1], 'safety01');
    await mk('1000', 'D1210', 'safety01', '보일러동 계단 난간 보강', '2028-03-10');
    await mk('1000', 'D1310', 'worker01', '석탄 이송 컨베이어 비상정지 스위치 교체', '2028-03-20');
    await mk('2000', 'D2210', 'gas01', '기화기 주변 가스검지기 교정', '2028-03-15');
    const c = await mk('1000', 'D1210', 'safety01', '취소된 조치', '2028-03-25');
    await tx.execute(sql`update impr_action set status_cd = 'CANCELLED' where action_no = ${c.actionNo as number}`);
  });
  // an accident whose 산업재해조사표 is due in the month, one already submitted
  await t.rows(sql`
    insert into saf_accident (status_cd, plant_cd, dept_cd, reporter_user_id, title, occurred_ymd, occurred_time, place, investigation_report_required_yn,
      investigation_report_due_ymd, investigation_report_submit_ymd, create_user_id, update_user_id)
    values ('RECEIVED', '1000', 'D1310', 'worker01', '컨베이어 끼임 (좌측 손가락 골절)', '2028-02-20', '10:30', '석탄취급설비 2번 컨베이어', 'Y', '2028-03-19', null, 'safety01', 'safety01'),
           ('RECEIVED', '1000', 'D1210', 'safety01', '계단 전도 (발목 염좌)', '2028-02-25', '14:00', '본관 계단', 'Y', '2028-03-24', '2028-03-02', 'safety01', 'safety01')`);
});
afterAll(async () => t?.close());

describe('holidays (/api/saf/holidays)', () => {
  it('answers a year whole: the national days and the caller\'s plant\'s own, not another plant\'s', async () => {
    const r = await get(worker, '/api/saf/holidays?year=2026');
    expect(r.statusCode, r.body).toBe(200);
    const list = (r.json() as { list: { ymd: string; holidayNm: string; plantCd: string }[] }).list;
    expect(list.length).toBeGreaterThanOrEqual(22);
    expect(list.every((h) => h.ymd.startsWith('2026-'))).toBe(true);
    expect(list.map((h) => h.ymd)).toEqual([...list.map((h) => h.ymd)].sort());
    expect(list).toEqual(expect.arrayContaining([
      expect.objectContaining({ ymd: '2026-09-25', holidayNm: '추석' }), expect.objectContaining({ ymd: '2026-10-05', holidayNm: '대체공휴일(개천절)' }),
      expect.objectContaining({ ymd: '2026-05-01', plantCd: '1000' }),
    ]));
    expect(list.some((h) => h.plantCd === '2000')).toBe(false);
  });

  it('refuses a year that is not four digits', async () => {
    const r = await get(worker, '/api/saf/holidays?year=26');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(HOLIDAY_YEAR_MESSAGE);
  });

  it('a safety manager adds a day off of the own plant, never a national one; a worker cannot write', async () => {
    const add = (tok: Tokens, plantCd: string, ymd: string) => t.app.inject({
      method: 'POST', url: '/api/saf/holidays', headers: auth(tok), payload: { plantCd, ymd, holidayTypeCd: 'PLANT', holidayNm: '계획예방정비 휴무' },
    });
    const ok = await add(safety, '1000', '2026-12-31');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await add(safety, '0000', '2026-12-30')).statusCode).toBe(403);
    expect((await add(worker, '1000', '2026-12-30')).statusCode).toBe(403);
    const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_holiday where ymd = '2026-12-31' and plant_cd = '1000'`);
    expect(n!.n).toBe(1);
  });

  it('working-day rules count the plant\'s holidays', async () => {
    const days = await holidaySet(t.db.db, '1000', '2026-01-01', '2026-12-31');
    // Wed 9/23 + 2 working days: 추석 9/24–26 and the weekend → Tue 9/29
    expect(addWorkingDays('2026-09-23', 2, days)).toBe('2026-09-29');
    // Thu 4/30 + 1: 근로자의 날 5/1 (plant 1000's own day off), weekend → Mon 5/4
    expect(addWorkingDays('2026-04-30', 1, days)).toBe('2026-05-04');
    expect(addWorkingDays('2026-04-30', 1, await holidaySet(t.db.db, '2000', '2026-01-01', '2026-12-31'))).toBe('2026-05-04');
  });
});

describe('compliance calendar (/api/mgt/calendar)', () => {
  it('answers every provider\'s items as its module keeps them (improvement actions, 산업재해조사표)', async () => {
    const list = await cal(safety, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}`);
    const impr = list.filter((i) => i.kindCd === 'IMPR_DUE');
    const expected = await t.rows<{ action_no: number; due_ymd: string }>(sql`
      select action_no, due_ymd::text from impr_action where plant_cd = '1000' and status_cd <> 'CANCELLED' and due_ymd between ${FROM} and ${TO} order by due_ymd`);
    expect(expected).toHaveLength(2);
    expect(impr.map((i) => [keyOf(i.link), i.dueYmd])).toEqual(expected.map((e) => [e.action_no, e.due_ymd]));
    expect(impr[0]).toMatchObject({ title: '보일러동 계단 난간 보강', ownerUserId: 'safety01', ownerDeptCd: 'D1210', doneYn: 'N', link: `/impr/imprAction?key=${expected[0]!.action_no}` });
    const acc = list.filter((i) => i.kindCd === 'ACC_REPORT_DUE');
    expect(acc.map((i) => [i.dueYmd, i.doneYn])).toEqual([['2028-03-19', 'N'], ['2028-03-24', 'Y']]);
    expect(acc[0]!.title).toBe('[산업재해조사표] 컨베이어 끼임 (좌측 손가락 골절)');
    // sorted by date
    expect(list.map((i) => i.dueYmd)).toEqual([...list.map((i) => i.dueYmd)].sort());
  });

  it('shows the same due dates as the modules for the demo year (plans, facilities, changes, 정기 위험성평가)', async () => {
    const today = plantToday();
    const from = today;
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10);
    const list = await cal(safety, `plantCd=1000&fromYmd=${from}&toYmd=${to}`);
    const dates = (kind: string) => list.filter((i) => i.kindCd === kind).map((i) => `${keyOf(i.link)}:${i.dueYmd}`).sort();
    const sqlDates = async (q: ReturnType<typeof sql>) => (await t.rows<{ k: number; d: string }>(q)).map((r) => `${r.k}:${r.d}`).sort();
    expect(dates('CHECK_DUE')).toEqual(await sqlDates(sql`select plan_no as k, next_due_ymd::text as d from saf_check_plan where plant_cd = '1000' and use_yn = 'Y' and next_due_ymd between ${from} and ${to}`));
    expect(dates('FAC_INSPECTION')).toEqual(await sqlDates(sql`select facility_no as k, next_inspection_ymd::text as d from saf_facility where plant_cd = '1000' and use_yn = 'Y' and next_inspection_ymd between ${from} and ${to}`));
    expect(dates('PATROL_DUE')).toEqual(await sqlDates(sql`select plan_no as k, next_due_ymd::text as d from saf_patrol_plan where plant_cd = '1000' and use_yn = 'Y' and next_due_ymd between ${from} and ${to}`));
    const rsa = (await get(safety, '/api/rsa/plans/due?plantCd=1000')).json() as { list: { deptCd: string; dueYmd: string | null }[] };
    expect(list.filter((i) => i.kindCd === 'RSA_DUE').map((i) => `${i.ownerDeptCd}:${i.dueYmd}`).sort())
      .toEqual(rsa.list.filter((r) => r.dueYmd && r.dueYmd >= from && r.dueYmd <= to).map((r) => `${r.deptCd}:${r.dueYmd}`).sort());
    // the demo year gives the safety manager a calendar of several kinds
    expect(new Set(list.map((i) => i.kindCd)).size).toBeGreaterThanOrEqual(3);
  });

  it('MSDS review dates as the chemical products keep them; the council\'s next meeting until a meeting is held', async () => {
    const today = plantToday();
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
    const list = await cal(safety, `plantCd=1000&fromYmd=${today}&toYmd=${to}&kindCd=SDS_REVIEW`);
    const prods = await t.rows<{ k: number; d: string }>(sql`select chem_prod_no as k, sds_due_ymd::text as d from chm_prod where plant_cd = '1000' and sds_due_ymd between ${today} and ${to}`);
    expect(prods.length).toBeGreaterThan(0); // the demo's products
    expect(list.map((i) => `${keyOf(i.link)}:${i.dueYmd}`).sort()).toEqual(prods.map((r) => `${r.k}:${r.d}`).sort());
    expect(list.every((i) => i.title.startsWith('[MSDS 검토] ') && i.link!.startsWith('/chm/chemProd?key='))).toBe(true);
    expect((await get(gas, `/api/mgt/calendar?plantCd=1000&fromYmd=${today}&toYmd=${to}&kindCd=SDS_REVIEW`)).statusCode).toBe(403);

    // 안전보건협의체: the March meeting sets April's; a held April meeting makes it done, May's stays open
    await t.rows(sql`insert into vnd_council (status_cd, plant_cd, dept_cd, meeting_ymd, council_title, next_meeting_ymd, create_user_id, update_user_id) values
      ('CONFIRMED', '1000', 'D1210', '2029-03-20', '3월 안전보건협의체', '2029-04-17', 'safety01', 'safety01'),
      ('CONFIRMED', '1000', 'D1210', '2029-04-17', '4월 안전보건협의체', '2029-05-15', 'safety01', 'safety01')`);
    const c = await cal(safety, 'plantCd=1000&fromYmd=2029-04-01&toYmd=2029-05-31&kindCd=VND_COUNCIL');
    expect(c.map((i) => [i.dueYmd, i.title, i.doneYn, i.ownerDeptCd])).toEqual([
      ['2029-04-17', '[협의체 다음 회의] 3월 안전보건협의체', 'Y', 'D1210'],
      ['2029-05-15', '[협의체 다음 회의] 4월 안전보건협의체', 'N', 'D1210'],
    ]);
  });

  it('marks overdue what is open past its date, never what is done', async () => {
    const today = plantToday();
    const past = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    await t.db.db.transaction((tx) => createAction(tx, {
      sourceTypeCd: 'ETC', sourceKey: 'CAL-TEST-2', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210', title: '기한 지난 조치', assigneeUserId: 'safety01', dueYmd: past,
    } as Parameters<typeof createAction>[1], 'safety01'));
    const list = await cal(safety, `plantCd=1000&fromYmd=${past}&toYmd=${past}&kindCd=IMPR_DUE`);
    const mine = list.find((i) => i.title === '기한 지난 조치');
    expect(mine).toMatchObject({ doneYn: 'N', overdueYn: 'Y' });
    const acc = await cal(safety, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}&kindCd=ACC_REPORT_DUE`);
    expect(acc.every((i) => i.overdueYn === 'N')).toBe(true);
  });

  it('keeps to the caller\'s rights and scope: a worker sees their department, another plant is refused, a contractor has no calendar', async () => {
    const mine = await cal(worker, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}`);
    const impr = mine.filter((i) => i.kindCd === 'IMPR_DUE');
    expect(impr.map((i) => i.title)).toEqual(['석탄 이송 컨베이어 비상정지 스위치 교체']);
    expect((await get(gas, `/api/mgt/calendar?plantCd=1000&fromYmd=${FROM}&toYmd=${TO}`)).statusCode).toBe(403);
    const other = await cal(gas, `plantCd=2000&fromYmd=${FROM}&toYmd=${TO}&kindCd=IMPR_DUE`);
    expect(other.map((i) => i.title)).toEqual(['기화기 주변 가스검지기 교정']);
    expect((await get(vendor, `/api/mgt/calendar?plantCd=1000&fromYmd=${FROM}&toYmd=${TO}`)).statusCode).toBe(403);
  });

  it('filters by kind, department and owner; refuses a span over a year', async () => {
    expect((await cal(safety, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}&kindCd=ACC_REPORT_DUE`)).every((i) => i.kindCd === 'ACC_REPORT_DUE')).toBe(true);
    const dept = await cal(safety, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}&deptCd=D1300`);
    expect(dept.map((i) => i.title).sort()).toEqual(['[산업재해조사표] 컨베이어 끼임 (좌측 손가락 골절)', '석탄 이송 컨베이어 비상정지 스위치 교체'].sort());
    // (the demo's own items of the month, e.g. an MSDS review of safety01's product, are left out: the fixtures' kinds)
    const own = await cal(safety, `plantCd=1000&fromYmd=${FROM}&toYmd=${TO}&ownerUserId=safety01`);
    expect(own.every((i) => i.ownerUserId === 'safety01')).toBe(true);
    expect(own.filter((i) => i.kindCd === 'IMPR_DUE' || i.kindCd === 'ACC_REPORT_DUE').map((i) => i.title))
      .toEqual(['보일러동 계단 난간 보강', '[산업재해조사표] 계단 전도 (발목 염좌)']);
    const r = await get(safety, '/api/mgt/calendar?plantCd=1000&fromYmd=2028-01-01&toYmd=2029-01-02');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(CALENDAR_MESSAGES.range);
  });
});

describe('iCalendar feed', () => {
  it('a secret address: parsed by an iCalendar parser, one event per item; replaced and revoked at once', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/mgt/calendar/feed', headers: auth(safety) });
    expect(made.statusCode, made.body).toBe(200);
    const url = (made.json() as { url: string }).url;
    expect(url).toMatch(/^\/api\/mgt\/calendar\.ics\?token=[A-Za-z0-9_-]{32}$/);
    const r = await get(null, url);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/calendar/);
    const comp = new ICAL.Component(ICAL.parse(r.body));
    const events = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const today = plantToday();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
    // the same items as the calendar over the feed's span
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 183 * 86_400_000).toISOString().slice(0, 10);
    const expected = (await cal(safety, `plantCd=1000&fromYmd=${from}&toYmd=${to}`)).length;
    expect(events.length).toBe(expected);
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(r.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // the secret is stored hashed, and the address is refused once replaced
    const [row] = await t.rows<{ token_hash: string }>(sql`select token_hash from mgt_calendar_feed where user_id = 'safety01'`);
    expect(row!.token_hash).not.toContain(url.split('=')[1]);
    const again = (await t.app.inject({ method: 'POST', url: '/api/mgt/calendar/feed', headers: auth(safety) })).json() as { url: string };
    expect((await get(null, url)).statusCode).toBe(404);
    expect((await get(null, again.url)).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/mgt/calendar/feed', headers: auth(safety) });
    expect(del.json()).toMatchObject({ activeYn: 'N' });
    const gone = await get(null, again.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CALENDAR_MESSAGES.feedToken);
    const audit = await t.rows<{ action: string }>(sql`select action from com_audit_log where entity = 'mgt_calendar_feed' order by audit_no`);
    expect(audit.map((a) => a.action)).toEqual(['CALENDAR_FEED_ISSUE', 'CALENDAR_FEED_ISSUE', 'CALENDAR_FEED_REVOKE']);
  });

  it('folds long lines at 75 octets without splitting a Hangul character', () => {
    const line = `SUMMARY:${'가'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n ');
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.join('')).toBe(line);
  });
});
