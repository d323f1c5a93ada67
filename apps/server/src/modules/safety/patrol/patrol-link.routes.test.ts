import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_PATROL_DUE_PLANS_API, SAF_PATROL_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;

const PLANS = '/api/saf/patrol/plans';
const FINDINGS = '/api/saf/patrol/findings';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
type TPlan = { planNo: number; version: number; nextDueYmd: string | null; lastPatrolYmd: string | null; rounds: { roundNo: number; patrolYmd: string; findingCount: number | null }[] } & Record<string, unknown>;
type TFinding = { findingNo: number; version: number; planNo: number | null; planDueYmd: string | null; planNm: string | null } & Record<string, unknown>;
const plan = (over: Record<string, unknown> = {}) => ({
  plantCd: '1000', deptCd: 'D1210', patrolTypeCd: 'PATROL', planNm: '연결 시험 순회점검', cycleCd: 'WEEKLY', placeNm: '보일러동', patrolUserId: 'safety01', startYmd: '2026-01-05', ...over,
});
const finding = (over: Record<string, unknown>) => ({
  plantCd: '1000', deptCd: 'D1210', patrolYmd: '2026-01-06', patrolTypeCd: 'PATROL', placeNm: '보일러동 3층', categoryCd: 'FALL', content: '안전난간 미설치', ...over,
});
const getPlan = async (no: number) => (await inject(safety, 'GET', `${PLANS}/${no}`)).json() as TPlan;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('a patrol finding linked to its plan', () => {
  it('the linked finding records the patrol: the due list moves its next date, the row counts the linked findings', async () => {
    const p = (await inject(safety, 'POST', PLANS, plan())).json() as TPlan;
    expect(p.nextDueYmd).toBe('2026-01-05');
    // the plan is offered to the finding form (due by that day), not before its start
    const offered = (await inject(safety, 'GET', `${SAF_PATROL_DUE_PLANS_API}?plantCd=1000&ymd=2026-01-06`)).json() as { list: { planNo: number; nextDueYmd: string; vendorNm: string | null }[] };
    expect(offered.list.find((x) => x.planNo === p.planNo)).toMatchObject({ nextDueYmd: '2026-01-05', vendorNm: null });
    // a joint plan names its contractor (the phone page takes it over)
    const joint = (await inject(safety, 'POST', PLANS, plan({ planNm: '합동 연결 시험', patrolTypeCd: 'JOINT', vendorCd: 'V0001' }))).json() as TPlan;
    const jointOffered = (await inject(safety, 'GET', `${SAF_PATROL_DUE_PLANS_API}?plantCd=1000&ymd=2026-01-06`)).json() as { list: { planNo: number; vendorNm: string | null }[] };
    expect(jointOffered.list.find((x) => x.planNo === joint.planNo)?.vendorNm).toBe('(주)대한플랜트정비');
    expect((await inject(safety, 'GET', `${SAF_PATROL_DUE_PLANS_API}?plantCd=1000&ymd=2026-01-04`)).json().list.some((x: { planNo: number }) => x.planNo === p.planNo)).toBe(false);

    const res = await inject(safety, 'POST', FINDINGS, finding({ planNo: p.planNo }));
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json() as TFinding;
    // the occurrence it answered and the plan's name
    expect(f).toMatchObject({ planNo: p.planNo, planDueYmd: '2026-01-05', planNm: '연결 시험 순회점검' });
    let after = await getPlan(p.planNo);
    expect(after).toMatchObject({ lastPatrolYmd: '2026-01-06', nextDueYmd: '2026-01-13' });
    expect(after.rounds).toEqual([expect.objectContaining({ patrolYmd: '2026-01-06', findingCount: 1 })]);

    // a second finding of the same patrol: no second patrol row, the count follows
    const f2 = (await inject(safety, 'POST', FINDINGS, finding({ planNo: p.planNo, content: '소화기 압력 미달' }))).json() as TFinding;
    after = await getPlan(p.planNo);
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]!.findingCount).toBe(2);
    // no longer offered as due on the 6th (next due the 13th)
    expect((await inject(safety, 'GET', `${SAF_PATROL_DUE_PLANS_API}?plantCd=1000&ymd=2026-01-06`)).json().list.some((x: { planNo: number }) => x.planNo === p.planNo)).toBe(false);

    // the next week's patrol moves the date again
    await inject(safety, 'POST', FINDINGS, finding({ planNo: p.planNo, patrolYmd: '2026-01-14' }));
    expect(await getPlan(p.planNo)).toMatchObject({ lastPatrolYmd: '2026-01-14', nextDueYmd: '2026-01-21' });

    // unlinking a finding and deleting one: the counts follow, the patrols done stay
    const u = await inject(safety, 'PUT', `${FINDINGS}/${f2.findingNo}`, { ...f2, planNo: null });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json()).toMatchObject({ planNo: null, planDueYmd: null });
    const d = await inject(safety, 'DELETE', `${FINDINGS}/${f.findingNo}?version=${f.version}`);
    expect(d.statusCode, d.body).toBe(200);
    after = await getPlan(p.planNo);
    expect(after.rounds.find((r) => r.patrolYmd === '2026-01-06')?.findingCount).toBe(0);
    expect(after.nextDueYmd).toBe('2026-01-21');
    // a count sent by the client is ignored (server-written)
    const put = (await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...after, rounds: after.rounds.map((r) => ({ ...r, findingCount: 9 })) })).json() as TPlan;
    expect(put.rounds.map((r) => r.findingCount).sort()).toEqual([0, 1]);
  });

  it('a plan of another plant or out of the writer\'s scope is refused, nothing saved; a missing plan is 400', async () => {
    const p = (await inject(safety, 'POST', PLANS, plan({ planNm: '범위 연결 시험' }))).json() as TPlan;
    const count = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from saf_patrol_finding where plan_no = ${p.planNo}`))[0]!.n);
    // gas01 (plant 2000) links plant 1000's plan: outside its scope
    expectError(await inject(gas, 'POST', FINDINGS, finding({ plantCd: '2000', deptCd: 'D2210', planNo: p.planNo })), 403);
    expect(await count()).toBe(0);
    // a plan of plant 2000 on a finding of plant 1000
    const g = (await inject(gas, 'POST', PLANS, plan({ plantCd: '2000', deptCd: 'D2210', patrolUserId: 'gas01', planNm: '가스 계획' }))).json() as TPlan;
    expect(g.planNo).toBeGreaterThan(0);
    const other = await inject(safety, 'POST', FINDINGS, finding({ planNo: g.planNo }));
    expect([400, 403]).toContain(other.statusCode);
    // gas01 cannot see plant 1000's plans in the picker either
    expect((await inject(gas, 'GET', `${SAF_PATROL_DUE_PLANS_API}?plantCd=1000&ymd=2026-12-31`)).json().list).toEqual([]);
    // a missing plan
    const missing = await inject(safety, 'POST', FINDINGS, finding({ planNo: 999_999 }));
    expectError(missing, 400);
    expect(missing.json().message).toBe(SAF_PATROL_MESSAGES.planMissing);
    expect((await getPlan(p.planNo)).rounds).toEqual([]);
  });
});
