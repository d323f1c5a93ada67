import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LICENSE_MESSAGES, SCHEDULE_MESSAGES, type TCalendarItem } from '@jikim/shared';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../test/helpers.js';

/** Issue 30 items 4 and 7: the schedules and the licence register, and their dates on the compliance calendar */
let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;
const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const cal = async (tok: Tokens, q: string) => {
  const r = await call(tok, 'GET', `/api/mgt/calendar?${q}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { list: TCalendarItem[] }).list;
};

const license = {
  plantCd: '1000', deptCd: 'D1210', licenseTypeCd: 'GROUNDWATER', licenseNm: '지하수 이용허가 (시험 관정)', issuerNm: '당진시', licenseNumber: '당진-지하수-2024-099',
  issueYmd: '2024-07-01', expiryYmd: '2029-06-30', ownerUserId: 'safety01', conditions: '유효기간 5년', useYn: 'Y',
  steps: [{ stepNm: '기간연장 신청', dueYmd: '2029-05-31' }],
};
const schedule = {
  plantCd: '1000', deptCd: 'D1210', scheduleTypeCd: 'DRILL', scheduleTitle: '암모니아 누출 합동훈련 (시험)', ownerUserId: 'safety01', startYmd: '2029-06-12', endYmd: '2029-06-12',
  place: 'SCR 암모니아 저장소', attendees: [{ userId: 'worker01', roleNm: '현장 대응' }, { userId: 'e0009', roleNm: '지휘' }],
};

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['safety01', 'worker01', 'gas01'].map((u) => login(t.app, u)));
  [safety, worker, gas] = tokens as [Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('licences (/api/saf/licenses) and schedules (/api/mgt/schedules)', () => {
  it('a licence with its renewal steps; its expiry on the calendar; dates out of order refused', async () => {
    const r = await call(safety, 'POST', '/api/saf/licenses', license);
    expect(r.statusCode, r.body).toBe(200);
    const no = Number(r.json().licenseNo);
    const got = (await call(safety, 'GET', `/api/saf/licenses/${no}`)).json();
    expect(got).toMatchObject({ licenseNm: license.licenseNm, expiryYmd: '2029-06-30', steps: [{ stepNm: '기간연장 신청', dueYmd: '2029-05-31' }] });

    const items = await cal(safety, 'plantCd=1000&fromYmd=2029-06-01&toYmd=2029-06-30&kindCd=LICENSE_EXPIRY');
    expect(items).toEqual([expect.objectContaining({
      kindCd: 'LICENSE_EXPIRY', title: '[인허가 만료] 지하수 이용허가 (시험 관정)', dueYmd: '2029-06-30', ownerUserId: 'safety01', ownerDeptCd: 'D1210',
      link: `/saf/license?key=${no}`, doneYn: 'N',
    })]);
    // renewed: the new expiry moves the item; out of use: gone
    const v = (await call(safety, 'GET', `/api/saf/licenses/${no}`)).json().version as number;
    const put = await call(safety, 'PUT', `/api/saf/licenses/${no}`, { ...got, expiryYmd: '2034-06-30', version: v });
    expect(put.statusCode, put.body).toBe(200);
    expect(await cal(safety, 'plantCd=1000&fromYmd=2029-06-01&toYmd=2029-06-30&kindCd=LICENSE_EXPIRY')).toEqual([]);

    const before = (await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_license`))[0]!.n;
    expectError(await call(safety, 'POST', '/api/saf/licenses', { ...license, expiryYmd: '2024-06-30' }), 400, LICENSE_MESSAGES.expiryBeforeIssue);
    expect((await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_license`))[0]!.n).toBe(before);
  });

  it('a schedule with attendees on the calendar on its first day; end before start refused', async () => {
    const r = await call(safety, 'POST', '/api/mgt/schedules', schedule);
    expect(r.statusCode, r.body).toBe(200);
    const no = Number(r.json().scheduleNo);
    expect((await call(safety, 'GET', `/api/mgt/schedules/${no}`)).json().attendees.map((a: { userId: string }) => a.userId)).toEqual(['worker01', 'e0009']);
    const items = await cal(safety, 'plantCd=1000&fromYmd=2029-06-01&toYmd=2029-06-30&kindCd=SCHEDULE');
    expect(items.map((i) => [i.title, i.dueYmd, i.link])).toEqual([['암모니아 누출 합동훈련 (시험)', '2029-06-12', `/mgt/schedule?key=${no}`]]);
    expectError(await call(safety, 'POST', '/api/mgt/schedules', { ...schedule, endYmd: '2029-06-11' }), 400, SCHEDULE_MESSAGES.endBeforeStart);
  });

  it('scope: another plant, a read-only worker, a contractor', async () => {
    const [lic] = await t.rows<{ no: number }>(sql`select license_no as no from saf_license where plant_cd = '1000' order by license_no limit 1`);
    expectError(await call(gas, 'GET', `/api/saf/licenses/${lic!.no}`), 403);
    expectError(await call(gas, 'POST', '/api/saf/licenses', license), 403);
    expectError(await call(worker, 'POST', '/api/mgt/schedules', schedule), 403);
    expectError(await call(vendor, 'GET', '/api/saf/licenses'), 403);
    expectError(await call(vendor, 'GET', '/api/mgt/schedules'), 403);
    // the gas terminal's list holds its own plant's licences only
    const list = (await call(gas, 'GET', '/api/saf/licenses')).json() as { list: { plantCd: string }[] };
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((l) => l.plantCd === '2000')).toBe(true);
  });

  it('the demo plant has licences expiring ahead and a year of events on its calendar', async () => {
    const today = (await t.rows<{ d: string }>(sql`select to_char((now() at time zone 'Asia/Seoul')::date, 'YYYY-MM-DD') as d`))[0]!.d;
    const to = new Date(Date.parse(`${today}T00:00:00Z`) + 300 * 86_400_000).toISOString().slice(0, 10);
    const items = await cal(safety, `plantCd=1000&fromYmd=${today}&toYmd=${to}`);
    expect(items.filter((i) => i.kindCd === 'LICENSE_EXPIRY').length).toBeGreaterThanOrEqual(2);
    expect(items.filter((i) => i.kindCd === 'SCHEDULE').length).toBeGreaterThanOrEqual(5);
  });
});
