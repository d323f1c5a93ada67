import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_FACILITY_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { FACILITY_OVERDUE_JOB } from './facilities.routes.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const URL = '/api/saf/facilities';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const todayKst = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.parse(`${todayKst()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
async function create(over: Record<string, unknown> = {}, tok = safety) {
  seq += 1;
  const res = await inject(tok, 'POST', URL, {
    plantCd: '1000', deptCd: 'D1410', facilityCd: `T-${Date.now() % 100000}-${seq}`, facilityNm: `시험 크레인 ${seq}`, facilityTypeCd: 'CRANE',
    placeNm: '터빈동', legalTargetYn: 'Y', inspectionCycleMonths: 24, nextInspectionYmd: plusDays(10), ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { facilityNo: number; version: number };
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('facilities', () => {
  it('a passed inspection moves the next inspection by the cycle (months, month end clamped); a failed one does not', async () => {
    const f = await create({ inspectionCycleMonths: 6 });
    const put = await inject(safety, 'PUT', `${URL}/${f.facilityNo}`, {
      ...f, inspections: [
        { inspectionYmd: '2026-08-31', inspectionKindCd: 'LEGAL', resultCd: 'PASS', agencyNm: '한국산업안전보건공단', certNo: 'K-1' },
        { inspectionYmd: '2026-09-15', inspectionKindCd: 'INTERNAL', resultCd: 'FAIL' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ lastInspectionYmd: '2026-08-31', nextInspectionYmd: '2027-02-28' });
    expect(put.json().inspections.map((i: { inspectionYmd: string }) => i.inspectionYmd)).toEqual(['2026-09-15', '2026-08-31']);
  });

  it('the facility code is unique in its plant (409, nothing saved)', async () => {
    const f = await create();
    expectError(await inject(safety, 'POST', URL, { ...f, facilityNo: undefined, facilityNm: '중복' }), 409, SAF_FACILITY_MESSAGES.duplicateCode);
  });

  it('GET /due answers { list: [{ facilityNo, facilityNm, nextInspectionYmd, overdueYn }], totalCount } in the caller\'s scope', async () => {
    const late = await create({ nextInspectionYmd: plusDays(-3) });
    const soon = await create({ nextInspectionYmd: plusDays(20) });
    const later = await create({ nextInspectionYmd: plusDays(200) });
    const dueRes = await inject(safety, 'GET', `${URL}/due?plantCd=1000&withinDays=30`);
    expect(dueRes.statusCode, dueRes.body).toBe(200);
    const due = dueRes.json();
    expect(due.totalCount).toBe(due.list.length);
    const byNo = new Map(due.list.map((r: { facilityNo: number }) => [r.facilityNo, r]));
    expect(byNo.get(late.facilityNo)).toMatchObject({ facilityNm: late.facilityNm, nextInspectionYmd: plusDays(-3), overdueYn: 'Y', daysLeft: -3, deptNm: '기계팀', facilityTypeNm: '크레인' });
    expect(byNo.get(soon.facilityNo)).toMatchObject({ overdueYn: 'N', daysLeft: 20 });
    expect(byNo.has(later.facilityNo)).toBe(false);
    // sorted by the next inspection date
    const dates = due.list.map((r: { nextInspectionYmd: string }) => r.nextInspectionYmd);
    expect([...dates].sort()).toEqual(dates);
    // gas01 sees only plant 2000, even when asking for 1000
    const g = (await inject(gas, 'GET', `${URL}/due?plantCd=1000&withinDays=30`)).json();
    expect(g.list).toEqual([]);
    expect((await inject(gas, 'GET', `${URL}/due?withinDays=366`)).json().list.every((r: { plantCd: string }) => r.plantCd === '2000')).toBe(true);
    expectError(await inject(gas, 'GET', `${URL}/${late.facilityNo}`), 403);
    expectError(await inject(safety, 'GET', `${URL}/due?withinDays=abc`), 400);
    // the worker reads (department D1310: none of D1410's facilities); writes are refused
    expect((await inject(worker, 'GET', `${URL}/due?withinDays=366`)).json().list.every((r: { deptCd: string }) => r.deptCd === 'D1310')).toBe(true);
    expectError(await inject(worker, 'POST', URL, { ...late, facilityNo: undefined, facilityCd: 'W-1' }), 403);
  });

  it('the overdue alert job tells the department heads and the registrant once per facility and due date', async () => {
    const f = await create({ nextInspectionYmd: '2026-01-05', facilityNm: '알림 시험 리프트' });
    const now = new Date('2026-01-10T08:00:00+09:00');
    const count = async () => Number((await t.rows<{ n: string }>(sql`
      select count(*) as n from com_notification where kind_cd = 'SAF_INSPECTION_OVERDUE' and link_key = ${String(f.facilityNo)}`))[0]!.n);
    await t.app.jobs.run(FACILITY_OVERDUE_JOB, {}, { now });
    const first = await count();
    expect(first).toBeGreaterThanOrEqual(1);
    const told = await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'SAF_INSPECTION_OVERDUE' and link_key = ${String(f.facilityNo)}`);
    expect(told.map((r) => r.user_id)).toContain('safety01');
    // the next morning: no duplicate
    await t.app.jobs.run(FACILITY_OVERDUE_JOB, {}, { now: new Date('2026-01-11T08:00:00+09:00') });
    expect(await count()).toBe(first);
    // not overdue yet the day before
    const g = await create({ nextInspectionYmd: '2026-01-20' });
    await t.app.jobs.run(FACILITY_OVERDUE_JOB, {}, { now });
    expect((await t.rows(sql`select 1 from com_notification where kind_cd = 'SAF_INSPECTION_OVERDUE' and link_key = ${String(g.facilityNo)}`))).toHaveLength(0);
  });

  it('the facility-type filter takes a group of the tree and finds the facilities of every type under it (op inTree)', async () => {
    const tag = `트리${Date.now() % 100000}`;
    const crane = await create({ facilityNm: `${tag} 크레인`, facilityTypeCd: 'CRANE' });
    const lift = await create({ facilityNm: `${tag} 리프트`, facilityTypeCd: 'LIFT' });
    const lev = await create({ facilityNm: `${tag} 국소배기`, facilityTypeCd: 'LEV' });
    const keys = async (type: string) => ((await inject(safety, 'GET', `${URL}?plantCd=1000&limit=100&facilityNm=${encodeURIComponent(tag)}&facilityTypeCd=${type}`)).json()
      .list as { facilityNo: number }[]).map((r) => r.facilityNo).sort((a, b) => a - b);
    // the group 양중·고소: crane and lift, not the ventilation
    expect(await keys('G_LIFTING')).toEqual([crane.facilityNo, lift.facilityNo].sort((a, b) => a - b));
    // a leaf: itself only
    expect(await keys('LEV')).toEqual([lev.facilityNo]);
    expect(await keys('CRANE')).toEqual([crane.facilityNo]);
    // a code outside the tree: nothing; the Excel export applies the same filter
    expect(await keys('NOPE')).toEqual([]);
    const xl = await inject(safety, 'GET', `${URL}/excel?plantCd=1000&facilityNm=${encodeURIComponent(tag)}&facilityTypeCd=G_PRESSURE`);
    expect(xl.statusCode).toBe(200);
  });
});
