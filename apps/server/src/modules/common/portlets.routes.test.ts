// Issue 31, item 1 (contract): the dashboard portlets work-order, notices and my info answer every logged-in plant user,
// each against records counted by hand, in the caller's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MYINFO_PORTLET_URL, NOTICE_BOARD_URL, NOTICE_PORTLET_URL, SAF_WKOD_DEFAULTS, SAF_WKOD_PORTLET_API } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const tok: Record<string, string> = {};
const get = (who: string, url: string) => t.app.inject({ url, headers: auth(tok[who]!) });

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  for (const u of ['safety01', 'worker01', 'gas01']) tok[u] = (await login(t.app, u)).accessToken;
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  tok.vendor01 = v.json().accessToken as string;
}, 120_000);
afterAll(async () => t?.close());

describe('work-order portlet (GET /api/main/portlet/work-order)', () => {
  // a day far from the demo's permits, on the queue clock: 2031-03-10 09:00 in Seoul
  const NOW = new Date('2031-03-10T09:00:00+09:00');
  const permit = async (over: Record<string, unknown>, set: { status: string; lastGas?: string; interval?: number }) => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/saf/wkod/permits', headers: auth(tok.safety01!),
      payload: { plantCd: '1000', kindCd: 'GENERAL', workYmd: '2031-03-10', startTm: '08:00', endTm: '18:00', areaCd: 'E_BOILER', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', ...over },
    });
    expect(res.statusCode, res.body).toBe(200);
    const no = res.json().permitNo as number;
    // the state is set directly: the counting is under test, not the workflow
    await t.rows(sql`update saf_wkod_permit set status_cd = ${set.status}, last_gas_dt = ${set.lastGas ?? null}::timestamptz, gas_interval_min = ${set.interval ?? null} where permit_no = ${no}`);
    return no;
  };

  it('counts the day\'s permits by status, lists the gas readings due (overdue first) and the suspended ones', async () => {
    const hot = await permit({ kindCd: 'HOT', workNm: '포털 용접' }, { status: 'ISSUED', lastGas: '2031-03-10T06:00:00+09:00' });
    const confined = await permit({ kindCd: 'CONFINED', workNm: '포털 탱크 내부' }, { status: 'ISSUED', lastGas: '2031-03-10T08:50:00+09:00', interval: 30 });
    const general = await permit({ workNm: '포털 일반' }, { status: 'ACTIVE' });
    const suspended = await permit({ kindCd: 'HOT', workNm: '포털 중지' }, { status: 'SUSPENDED', lastGas: '2031-03-10T08:00:00+09:00' });
    await permit({ workNm: '포털 작성중' }, { status: 'DRAFT' });
    const [setting] = await t.rows<{ v: string | null }>(sql`select attr1 as v from com_code_master where code_group_cd = 'SAF_WKOD_SETTING' and code = 'GAS_INTERVAL_HOT' and use_yn = 'Y'`);
    const hotInterval = Number(setting?.v) > 0 ? Number(setting!.v) : SAF_WKOD_DEFAULTS.gasIntervalMin;

    t.app.jobs.setClock(NOW);
    try {
      const res = await get('safety01', SAF_WKOD_PORTLET_API);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ today: '2031-03-10', plantCd: '1000', canOpen: true, liveCount: 3 });
      const counts = Object.fromEntries((body.byStatus as { statusCd: string; count: number }[]).map((s) => [s.statusCd, s.count]));
      expect(counts).toEqual({ ACTIVE: 1, DRAFT: 1, ISSUED: 2, SUSPENDED: 1 });
      // hot work read at 06:00 is due at 06:00 + its kind's interval (past); the tank at 08:50 + its own 30 min (ahead)
      expect(body.gasDue.map((g: { permitNo: number; overdueYn: string; dueDt: string }) => [g.permitNo, g.overdueYn, g.dueDt])).toEqual([
        [hot, 'Y', new Date(Date.parse('2031-03-10T06:00:00+09:00') + hotInterval * 60_000).toISOString()],
        [confined, 'N', '2031-03-10T00:20:00.000Z'],
      ]);
      expect(body.gasDue.map((g: { permitNo: number }) => g.permitNo)).not.toContain(general);
      expect(body.gasDue[0]).toMatchObject({ workNm: '포털 용접', kindCd: 'HOT', areaNm: expect.any(String) });
      expect(body.suspended.map((s: { permitNo: number }) => s.permitNo)).toEqual([suspended]);

      // the next day the window of the live ones is over, the day's DRAFT is another day's
      t.app.jobs.setClock(new Date('2031-03-11T09:00:00+09:00'));
      const next = (await get('safety01', SAF_WKOD_PORTLET_API)).json();
      expect(next).toMatchObject({ today: '2031-03-11', liveCount: 0, byStatus: [], gasDue: [], suspended: [] });
    } finally {
      t.app.jobs.setClock(null);
    }
  });

  it('answers every plant user of the plant; another plant 403, a contractor 403, no login 401', async () => {
    expect((await get('worker01', SAF_WKOD_PORTLET_API)).statusCode).toBe(200);
    const lng = await get('gas01', SAF_WKOD_PORTLET_API);
    expect(lng.statusCode).toBe(200);
    expect(lng.json().plantCd).toBe('2000');
    expectError(await get('gas01', `${SAF_WKOD_PORTLET_API}?plantCd=1000`), 403);
    expectError(await get('vendor01', SAF_WKOD_PORTLET_API), 403);
    expectError(await t.app.inject({ url: SAF_WKOD_PORTLET_API }), 401);
  });
});

describe('notices portlet (GET /api/main/portlet/notices)', () => {
  it('is the landing board of the caller: every notice posted today for the plant, important first, with the unread count', async () => {
    for (const who of ['worker01', 'gas01']) {
      const portlet = await get(who, NOTICE_PORTLET_URL);
      expect(portlet.statusCode, portlet.body).toBe(200);
      const board = (await get(who, `${NOTICE_BOARD_URL}?unreadOnly=N&limit=5`)).json();
      expect(portlet.json()).toEqual(board);
      const body = portlet.json() as { unreadCount: number; list: { plantCd: string; importantYn: string }[] };
      const plant = who === 'worker01' ? '1000' : '2000';
      const [n] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notice where use_yn = 'Y' and plant_cd = ${plant}
        and post_start_ymd <= (now() at time zone 'Asia/Seoul')::date and post_end_ymd >= (now() at time zone 'Asia/Seoul')::date`);
      expect(body.list.length).toBe(Math.min(5, n!.n));
      expect(body.list.every((x) => x.plantCd === plant)).toBe(true);
      // important ones first
      const firstPlain = body.list.findIndex((x) => x.importantYn !== 'Y');
      expect(firstPlain === -1 || body.list.slice(firstPlain).every((x) => x.importantYn !== 'Y')).toBe(true);
    }
    expectError(await t.app.inject({ url: NOTICE_PORTLET_URL }), 401);
  });
});

describe('my info portlet (GET /api/main/portlet/myinfo)', () => {
  it('names the worker, their plant and department, their approvals waiting, their open actions and this half-year\'s education', async () => {
    const res = await get('worker01', MYINFO_PORTLET_URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [u] = await t.rows<{ user_nm: string; plant_cd: string; dept_cd: string }>(sql`select user_nm, plant_cd, dept_cd from com_user where user_id = 'worker01'`);
    expect(body).toMatchObject({ userId: 'worker01', workerNm: u!.user_nm, plantCd: u!.plant_cd, deptCd: u!.dept_cd, plantNm: expect.any(String), deptNm: expect.any(String) });
    const [a] = await t.rows<{ open: number; overdue: number }>(sql`select count(*)::int as open, (count(*) filter (where due_ymd < (now() at time zone 'Asia/Seoul')::date))::int as overdue
      from impr_action where assignee_user_id = 'worker01' and status_cd in ('REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED')`);
    expect(body.openActionCount).toBe(a!.open);
    expect(body.overdueActionCount).toBe(a!.overdue);
    const badge = (await get('worker01', '/api/manage/appr/count')).json();
    expect(body.pendingApprovalCount).toBe(badge.count);
    // the ledger's own rows of the half-year, summed (the education page answers the same rows)
    expect(body.education).toMatchObject({ year: expect.any(Number), half: expect.stringMatching(/^H[12]$/) });
    expect(body.education.requiredHours).toBeGreaterThan(0);
    expect(body.education.shortfallHours).toBeLessThanOrEqual(body.education.requiredHours);
  });

  it('a new action assigned to me and two hours of 정기교육 this half-year move the card', async () => {
    const before = (await get('worker01', MYINFO_PORTLET_URL)).json();
    const created = await t.app.inject({
      method: 'POST', url: '/api/impr/actions', headers: auth(tok.safety01!),
      payload: { sourceTypeCd: 'ETC', sourceKey: '내 정보 시험', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210', title: '내 정보 시험 조치', assigneeUserId: 'worker01', dueYmd: '2099-12-31', riskBeforeCd: 'M', hazard: '전도' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' }).slice(0, 10);
    await t.rows(sql`insert into saf_edu_completion (plant_cd, dept_cd, user_id, course_type_cd, category_cd, complete_ymd, hours, source_cd, source_key)
      values ('1000', 'D1310', 'worker01', 'REGULAR', 'REGULAR', ${today}::date, 2, 'TEST', 'TEST:myinfo:worker01')`);
    const after = (await get('worker01', MYINFO_PORTLET_URL)).json();
    expect(after.openActionCount).toBe(before.openActionCount + 1);
    expect(after.overdueActionCount).toBe(before.overdueActionCount);
    expect(after.education.completedHours).toBe(Math.round((before.education.completedHours + 2) * 10) / 10);
    expect(after.education.shortfallHours).toBe(Math.max(0, Math.round((before.education.shortfallHours - 2) * 10) / 10));
  });

  it('about the caller only; a contractor\'s account 403; no login 401', async () => {
    const s = (await get('safety01', MYINFO_PORTLET_URL)).json();
    expect(s.userId).toBe('safety01');
    expectError(await get('vendor01', MYINFO_PORTLET_URL), 403);
    expectError(await t.app.inject({ url: MYINFO_PORTLET_URL }), 401);
  });
});
