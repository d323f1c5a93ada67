import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;

const PLANS = '/api/saf/patrol/plans';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const plan = { plantCd: '1000', deptCd: 'D1210', patrolTypeCd: 'PATROL', planNm: '시험 순회점검', cycleCd: 'WEEKLY', placeNm: '보일러동', patrolUserId: 'safety01', startYmd: '2031-03-02' };
type TPlan = { planNo: number; version: number; nextDueYmd: string | null; lastPatrolYmd: string | null; rounds: Record<string, unknown>[] } & Record<string, unknown>;
const finding = (over: Record<string, unknown>) => ({
  plantCd: '1000', deptCd: 'D1210', patrolYmd: '2031-03-05', patrolTypeCd: 'PATROL', placeNm: '보일러동 3층', categoryCd: 'FALL', content: '안전난간 미설치', ...over,
});

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  vendor = (await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } })).json();
});
afterAll(async () => t?.close());

describe('patrol plans (the 도급인 cycle as data)', () => {
  it('due = the start until the first patrol, then the last patrol + 7 days (weekly) or + 2 days (construction); sorted due list', async () => {
    const res = await inject(safety, 'POST', PLANS, plan);
    expect(res.statusCode, res.body).toBe(200);
    let p = res.json() as TPlan;
    expect(p).toMatchObject({ nextDueYmd: '2031-03-02', lastPatrolYmd: null });
    // two patrols recorded (out of order): the latest counts, across a month end
    p = (await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...p, rounds: [{ patrolYmd: '2031-03-27', findingCount: 2 }, { patrolYmd: '2031-03-02', findingCount: 0 }] })).json();
    expect(p).toMatchObject({ lastPatrolYmd: '2031-03-27', nextDueYmd: '2031-04-03' });
    // construction: every 2 days
    const c = (await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...p, cycleCd: 'CONSTRUCTION' })).json() as TPlan;
    expect(c.nextDueYmd).toBe('2031-03-29');
    // a stale version changes nothing
    expectError(await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...p, cycleCd: 'WEEKLY' }), 409);
    expectError(await inject(safety, 'POST', PLANS, { ...plan, cycleCd: 'DAILY' }), 400);
    expectError(await inject(safety, 'POST', PLANS, { ...plan, startYmd: '2031-02-30' }), 400);
    // the list sorted by the next due date
    const list = (await inject(safety, 'GET', `${PLANS}?plantCd=1000&limit=100`)).json() as { list: TPlan[] };
    const dues = list.list.map((x) => x.nextDueYmd ?? '');
    expect(dues).toEqual([...dues].sort());
    expect(list.list.some((x) => x.planNo === p.planNo)).toBe(true);
  });

  it('scope: another plant gets 403, a contractor reaches no plan, a worker reads but cannot write', async () => {
    const p = (await inject(safety, 'POST', PLANS, { ...plan, planNm: '범위 시험' })).json() as TPlan;
    expectError(await inject(gas, 'GET', `${PLANS}/${p.planNo}`), 403);
    expect((await inject(vendor, 'GET', `${PLANS}/${p.planNo}`)).statusCode).toBe(403);
    expectError(await inject(worker, 'POST', PLANS, plan), 403);
  });
});

describe('monthly statistics per department', () => {
  it('patrols: patrols done, findings, fixed on the spot, turned into actions, open; TBMs: count, attendees, follow-ups', async () => {
    const p = (await inject(safety, 'POST', PLANS, { ...plan, planNm: '통계 시험', startYmd: '2031-05-01' })).json() as TPlan;
    await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...p, rounds: [{ patrolYmd: '2031-05-06' }, { patrolYmd: '2031-05-13' }, { patrolYmd: '2031-06-02' }] });
    const f = async (over: Record<string, unknown>) => {
      const r = await inject(safety, 'POST', '/api/saf/patrol/findings', finding(over));
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { findingNo: number; version: number };
    };
    await f({ patrolYmd: '2031-05-06', fixedOnSpotYn: 'Y' });
    const withAction = await f({ patrolYmd: '2031-05-13', assigneeUserId: 'worker01', dueYmd: '2031-05-31' });
    await f({ patrolYmd: '2031-05-31', deptCd: 'D1310' });
    await f({ patrolYmd: '2031-06-01' });
    const act = await inject(safety, 'POST', `/api/saf/patrol/findings/${withAction.findingNo}/transition`, { action: 'TO_ACTION', version: withAction.version });
    expect(act.statusCode, act.body).toBe(200);

    const stats = await inject(safety, 'GET', '/api/saf/patrol/stats/monthly?plantCd=1000&ym=2031-05');
    expect(stats.statusCode, stats.body).toBe(200);
    const byDept = Object.fromEntries((stats.json().list as { deptCd: string; deptNm: string }[]).map((x) => [x.deptCd, x]));
    expect(byDept.D1210).toMatchObject({ patrolCount: 2, findingCount: 2, fixedOnSpotCount: 1, actionCount: 1, openCount: 2 });
    expect(byDept.D1310).toMatchObject({ patrolCount: 0, findingCount: 1, fixedOnSpotCount: 0, actionCount: 0, openCount: 1 });
    expect(typeof byDept.D1210?.deptNm).toBe('string');

    const tbm = (ymd: string, attendees: { attendeeTypeCd: string; attendeeNm: string }[]) => inject(worker, 'POST', '/api/saf/tbm', {
      plantCd: '1000', deptCd: 'D1310', leaderUserId: 'worker01', tbmYmd: ymd, tbmTime: '08:00', workNm: '펌프 정비', placeNm: '보일러동', attendees,
      followUps: [{ content: '조명 보강', assigneeUserId: 'worker01', dueYmd: '2031-05-20' }],
    });
    const t1 = await tbm('2031-05-07', [{ attendeeTypeCd: 'EMP', attendeeNm: '박현장' }, { attendeeTypeCd: 'VENDOR', attendeeNm: '한정비' }]);
    expect(t1.statusCode, t1.body).toBe(200);
    expect((await tbm('2031-05-08', [{ attendeeTypeCd: 'EMP', attendeeNm: '이운전' }])).statusCode).toBe(200);
    expect((await tbm('2031-06-01', [{ attendeeTypeCd: 'EMP', attendeeNm: '이운전' }])).statusCode).toBe(200);
    const ts = (await inject(safety, 'GET', '/api/saf/tbm/stats/monthly?plantCd=1000&ym=2031-05')).json();
    expect(ts.list).toEqual([expect.objectContaining({ deptCd: 'D1310', tbmCount: 2, doneCount: 0, attendeeCount: 3, vendorAttendeeCount: 1, followUpCount: 2 })]);

    // scope: the worker sees their department only; another plant 403; a contractor 403; a bad month 400
    const mine = (await inject(worker, 'GET', '/api/saf/patrol/stats/monthly?plantCd=1000&ym=2031-05')).json();
    expect(mine.list.map((x: { deptCd: string }) => x.deptCd)).toEqual(['D1310']);
    expectError(await inject(gas, 'GET', '/api/saf/patrol/stats/monthly?plantCd=1000&ym=2031-05'), 403);
    expectError(await inject(gas, 'GET', '/api/saf/tbm/stats/monthly?plantCd=1000&ym=2031-05'), 403);
    expect((await inject(vendor, 'GET', '/api/saf/patrol/stats/monthly?plantCd=1000&ym=2031-05')).statusCode).toBe(403);
    expectError(await inject(safety, 'GET', '/api/saf/patrol/stats/monthly?plantCd=1000&ym=2031-13'), 400);
  });
});
