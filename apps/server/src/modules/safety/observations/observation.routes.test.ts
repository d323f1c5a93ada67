import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_OBS_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let worker: Tokens;
let safety: Tokens;
let admin: Tokens;
let gas: Tokens;
let otherDept: Tokens;
let vendor: Tokens;

const URL = '/api/saf/observations';
const STATS = '/api/saf/observations/stats';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const base = {
  plantCd: '1000', deptCd: 'D1310', areaCd: 'E_BOILER', taskNm: '미분기 라이너 교체', obsYmd: '2026-11-20', obsTime: '10:30', peopleCnt: 3, feedbackYn: 'Y',
  tallies: [
    { categoryCd: 'PPE', safeCnt: 3, riskCnt: 0 }, { categoryCd: 'POSITION', safeCnt: 2, riskCnt: 1, note: '회전체 근접 위치에서 작업' },
    { categoryCd: 'TOOLS', safeCnt: 2, riskCnt: 0 }, { categoryCd: 'HOUSEKEEPING', safeCnt: 1, riskCnt: 0 }, { categoryCd: 'PROCEDURE', safeCnt: 1, riskCnt: 0 },
  ],
};
type TObs = { obsNo: number; version: number; statusCd: string; observerUserId: string | null; observerUserNm: string | null; createUserId: string | null; createUserNm: string | null; safeCnt: number; riskCnt: number; actionNo: number | null } & Record<string, unknown>;
async function create(tok: Tokens, over: Record<string, unknown> = {}): Promise<TObs> {
  const res = await inject(tok, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const take = (tok: Tokens, no: number, action: string, version: number) => inject(tok, 'POST', `${URL}/${no}/transition`, { action, version });

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  // a plain worker of another department of plant 1000 (발전2팀)
  const [other] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1320' and duty_cd = 'DUT01' and user_type = 'U' order by user_id limit 1`);
  [worker, safety, admin, gas, otherDept, vendor] = await Promise.all([
    login(t.app, 'worker01'), login(t.app, 'safety01'), login(t.app, 'admin'), login(t.app, 'gas01'), login(t.app, other!.user_id), vendorLogin(t.app, 'vendor01'),
  ]);
});
afterAll(async () => t?.close());

describe('behaviour observations', () => {
  it('a worker records one: the observer is the logged-in user whatever the body says, the totals are the rows\' sums', async () => {
    const res = await inject(worker, 'POST', URL, { ...base, observerUserId: 'safety01', safeCnt: 99, riskCnt: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as TObs;
    expect(o).toMatchObject({ statusCd: 'OPEN', observerUserId: 'worker01', observerUserNm: '박현장', safeCnt: 9, riskCnt: 1, createUserId: 'worker01' });
    expect((o.tallies as unknown[]).length).toBe(5);
    // an update by someone else keeps the observer
    const put = await inject(safety, 'PUT', `${URL}/${o.obsNo}`, { ...base, version: o.version, observerUserId: 'safety01', comment: '피드백 완료' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().observerUserId).toBe('worker01');
    // a category twice, or nothing observed: refused with the row
    const twice = await inject(worker, 'POST', URL, { ...base, tallies: [{ categoryCd: 'PPE', safeCnt: 1, riskCnt: 0 }, { categoryCd: 'PPE', safeCnt: 1, riskCnt: 0 }] });
    expectError(twice, 400, SAF_OBS_MESSAGES.duplicateCategory(2));
    expectError(await inject(worker, 'POST', URL, { ...base, tallies: [{ categoryCd: 'PPE', safeCnt: 0, riskCnt: 0 }] }), 400, SAF_OBS_MESSAGES.noBehaviour);
    // an area of the other plant is not one of this plant's areas
    expect((await inject(worker, 'POST', URL, { ...base, areaCd: 'G_TANK' })).statusCode).toBe(400);
    // nor may a worker record one for another department
    expectError(await inject(worker, 'POST', URL, { ...base, deptCd: 'D1320' }), 403);
  });

  it('another plant, another department and a contractor reach it neither by id nor in the list', async () => {
    const o = await create(worker, { taskNm: `범위 확인 ${Date.now()}` });
    expectError(await inject(gas, 'GET', `${URL}/${o.obsNo}`), 403);
    expectError(await inject(otherDept, 'GET', `${URL}/${o.obsNo}`), 403);
    expect([403, 404]).toContain((await inject(vendor, 'GET', `${URL}/${o.obsNo}`)).statusCode);
    const ids = async (tok: Tokens) => ((await inject(tok, 'GET', `${URL}?taskNm=${encodeURIComponent(String(o.taskNm))}&limit=300`)).json().list ?? []).map((r: TObs) => r.obsNo);
    expect(await ids(gas)).not.toContain(o.obsNo);
    expect(await ids(otherDept)).not.toContain(o.obsNo);
    expect(await ids(vendor)).not.toContain(o.obsNo);
    expect(await ids(safety)).toContain(o.obsNo);
    expect(await ids(worker)).toContain(o.obsNo);
  });

  it('an anonymous observation hides the observer from everyone but administrators (and the observer)', async () => {
    const o = await create(worker, { anonymousYn: 'Y', taskNm: `익명 관찰 ${Date.now()}` });
    const seen = (await inject(safety, 'GET', `${URL}/${o.obsNo}`)).json() as TObs;
    expect(seen).toMatchObject({ observerUserId: null, observerUserNm: null, createUserId: null, createUserNm: null });
    const listed = (await inject(safety, 'GET', `${URL}?taskNm=${encodeURIComponent(String(o.taskNm))}`)).json().list as TObs[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ observerUserId: null, observerUserNm: null, createUserId: null });
    const excel = await inject(safety, 'GET', `${URL}/excel?taskNm=${encodeURIComponent(String(o.taskNm))}`);
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.includes(Buffer.from('박현장'))).toBe(false);
    expect((await inject(admin, 'GET', `${URL}/${o.obsNo}`)).json()).toMatchObject({ observerUserId: 'worker01', observerUserNm: '박현장' });
    expect((await inject(worker, 'GET', `${URL}/${o.obsNo}`)).json()).toMatchObject({ observerUserId: 'worker01' });
  });

  it('at-risk behaviours become one improvement action; the observation closes only when it is done', async () => {
    const o = await create(worker);
    // a worker neither makes the action nor closes; the action needs an assignee and a due date
    expectError(await take(worker, o.obsNo, 'TO_ACTION', o.version), 403);
    expectError(await take(safety, o.obsNo, 'TO_ACTION', o.version), 409, SAF_OBS_MESSAGES.actionFields);
    const put = await inject(safety, 'PUT', `${URL}/${o.obsNo}`, { ...base, version: o.version, assigneeUserId: 'worker01', dueYmd: '2026-12-04' });
    expect(put.statusCode, put.body).toBe(200);
    const res = await take(safety, o.obsNo, 'TO_ACTION', put.json().version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().statusCd).toBe('ACTION');
    const actions = (await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=OBSERVATION&sourceKey=${o.obsNo}`)).json();
    expect(actions.totalCount).toBe(1);
    expect(actions.list[0]).toMatchObject({ assigneeUserId: 'worker01', dueYmd: '2026-12-04', plantCd: '1000', deptCd: 'D1310' });
    const after = (await inject(safety, 'GET', `${URL}/${o.obsNo}`)).json() as TObs;
    expect(after.actionNo).toBe(actions.list[0].actionNo);
    expectError(await take(safety, o.obsNo, 'CLOSE', after.version), 409, SAF_OBS_MESSAGES.openActions);
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'OBSERVATION' and source_key = ${String(o.obsNo)}`);
    const closed = await take(safety, o.obsNo, 'CLOSE', after.version);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().statusCd).toBe('CLOSED');
    // closed is final: no more changes
    expect((await inject(safety, 'PUT', `${URL}/${o.obsNo}`, { ...base, version: closed.json().version })).statusCode).toBe(409);
    // an all-safe observation has nothing to act on
    const safe = await create(worker, { tallies: [{ categoryCd: 'PPE', safeCnt: 4, riskCnt: 0 }], assigneeUserId: 'worker01', dueYmd: '2026-12-04' });
    expectError(await take(safety, safe.obsNo, 'TO_ACTION', safe.version), 409, SAF_OBS_MESSAGES.noRisk);
  });

  it('statistics by category, area and month match the rows counted by hand, within the caller\'s scope', async () => {
    // a month the demo data does not reach
    const at = (ymd: string, areaCd: string, tallies: { categoryCd: string; safeCnt: number; riskCnt: number }[]) => ({ obsYmd: ymd, areaCd, tallies });
    await create(worker, at('2020-01-06', 'E_BOILER', [{ categoryCd: 'PPE', safeCnt: 4, riskCnt: 1 }, { categoryCd: 'TOOLS', safeCnt: 3, riskCnt: 0 }]));
    await create(worker, at('2020-01-20', 'E_TURBINE', [{ categoryCd: 'PPE', safeCnt: 2, riskCnt: 0 }, { categoryCd: 'POSITION', safeCnt: 1, riskCnt: 2 }]));
    await create(safety, { ...at('2020-02-03', 'E_BOILER', [{ categoryCd: 'HOUSEKEEPING', safeCnt: 5, riskCnt: 0 }]), deptCd: 'D1210' });
    const q = `${STATS}?plantCd=1000&fromYm=2020-01&toYm=2020-03`;
    const all = (await inject(safety, 'GET', q)).json();
    expect(all.total).toEqual({ obsCount: 3, safeCnt: 15, riskCnt: 3, safeRatio: 83.3 });
    expect(all.byCategory).toEqual([
      { code: 'PPE', name: '보호구', obsCount: 2, safeCnt: 6, riskCnt: 1, safeRatio: 85.7 },
      { code: 'POSITION', name: '자세·위치', obsCount: 1, safeCnt: 1, riskCnt: 2, safeRatio: 33.3 },
      { code: 'TOOLS', name: '공구·장비', obsCount: 1, safeCnt: 3, riskCnt: 0, safeRatio: 100 },
      { code: 'HOUSEKEEPING', name: '정리정돈', obsCount: 1, safeCnt: 5, riskCnt: 0, safeRatio: 100 },
    ]);
    expect(all.byArea).toEqual([
      { code: 'E_BOILER', name: '보일러동', obsCount: 2, safeCnt: 12, riskCnt: 1, safeRatio: 92.3 },
      { code: 'E_TURBINE', name: '터빈동', obsCount: 1, safeCnt: 3, riskCnt: 2, safeRatio: 60 },
    ]);
    expect(all.byMonth).toEqual([
      { ym: '2020-01', obsCount: 2, safeCnt: 10, riskCnt: 3, safeRatio: 76.9 },
      { ym: '2020-02', obsCount: 1, safeCnt: 5, riskCnt: 0, safeRatio: 100 },
      { ym: '2020-03', obsCount: 0, safeCnt: 0, riskCnt: 0, safeRatio: null },
    ]);
    // the worker's own department only (발전1팀): the 안전팀 observation is not theirs
    const mine = (await inject(worker, 'GET', q)).json();
    expect(mine.total).toEqual({ obsCount: 2, safeCnt: 10, riskCnt: 3, safeRatio: 76.9 });
    // another plant is refused; a span over 36 months too
    expectError(await inject(gas, 'GET', q), 403);
    expectError(await inject(safety, 'GET', `${STATS}?plantCd=1000&fromYm=2020-01&toYm=2023-12`), 400);
  });

  it('the demo holds about 18 months of mostly safe observations for both plants, with actions mostly closed on time', async () => {
    const plants = await t.rows<{ plant_cd: string; n: number; months: number; safe: number; risk: number }>(sql`
      select plant_cd, count(*)::int as n, count(distinct to_char(obs_ymd, 'YYYY-MM'))::int as months, sum(safe_cnt)::int as safe, sum(risk_cnt)::int as risk
        from saf_observation where obs_ymd >= current_date - 600 group by plant_cd order by plant_cd`);
    expect(plants.map((p) => p.plant_cd)).toEqual(['1000', '2000']);
    for (const p of plants) {
      expect(p.n).toBeGreaterThan(100);
      expect(p.months).toBeGreaterThanOrEqual(17);
      expect(p.risk / (p.safe + p.risk)).toBeLessThan(0.1);
    }
    const actions = await t.rows<{ status_cd: string; n: number }>(sql`
      select a.status_cd, count(*)::int as n from impr_action a join saf_observation o on a.source_type_cd = 'OBSERVATION' and a.source_key = o.obs_no::text
       where a.create_user_id in ('safety01', 'gas01') group by a.status_cd`);
    const done = actions.find((a) => a.status_cd === 'DONE')?.n ?? 0;
    const all = actions.reduce((a, x) => a + x.n, 0);
    expect(done / all).toBeGreaterThan(0.7);
    // an observation whose action is done is closed (settled like a patrol finding)
    const stuck = await t.rows(sql`select 1 from saf_observation o join impr_action a on a.source_type_cd = 'OBSERVATION' and a.source_key = o.obs_no::text
      where a.status_cd = 'DONE' and o.status_cd <> 'CLOSED'`);
    expect(stuck).toHaveLength(0);
  });
});
