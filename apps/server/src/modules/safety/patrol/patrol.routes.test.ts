import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_PATROL_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;
let vendor: Tokens;

const URL = '/api/saf/patrol/findings';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const base = {
  plantCd: '1000', deptCd: 'D1210', patrolYmd: '2026-11-20', patrolTypeCd: 'JOINT', placeNm: '보일러동 3층 정비구역', categoryCd: 'FALL',
  content: '비계 작업발판 고정 불량, 안전난간 중간대 미설치', vendorCd: 'V0001',
};
type TFinding = { findingNo: number; version: number; statusCd: string; actionNo: number | null } & Record<string, unknown>;
async function create(over: Record<string, unknown> = {}): Promise<TFinding> {
  const res = await inject(safety, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const take = (tok: Tokens, no: number, action: string, version: number) => inject(tok, 'POST', `${URL}/${no}/transition`, { action, version });

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01')]);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json();
});
afterAll(async () => t?.close());

describe('joint patrol findings', () => {
  it('the contractor sees only findings assigned to it and answers them; it cannot change the finding, record or delete one', async () => {
    const mine = await create();
    const other = await create({ vendorCd: 'V0002', content: '다른 업체 지적' });
    const internal = await create({ vendorCd: null, patrolTypeCd: 'PATROL', content: '자체 순회 지적' });
    const list = (await inject(vendor, 'GET', `${URL}?limit=300`)).json();
    const nos = list.list.map((r: { findingNo: number }) => r.findingNo);
    expect(nos).toContain(mine.findingNo);
    expect(nos).not.toContain(other.findingNo);
    expect(nos).not.toContain(internal.findingNo);
    expect(list.list.every((r: { vendorCd: string }) => r.vendorCd === 'V0001')).toBe(true);
    expect([403, 404]).toContain((await inject(vendor, 'GET', `${URL}/${other.findingNo}`)).statusCode);
    expect([403, 404]).toContain((await inject(vendor, 'GET', `${URL}/${internal.findingNo}`)).statusCode);
    expect([403, 404]).toContain((await take(vendor, other.findingNo, 'ANSWER', other.version)).statusCode);

    // answering: the answer only (changing the finding → 403), then ANSWER
    const got = (await inject(vendor, 'GET', `${URL}/${mine.findingNo}`)).json() as TFinding;
    // the contractor is offered its answer only; the safety team the action and the close
    expect(got.allowedActions).toEqual(['ANSWER']);
    expect((await inject(safety, 'GET', `${URL}/${mine.findingNo}`)).json().allowedActions).toEqual(['TO_ACTION', 'CLOSE']);
    expectError(await take(vendor, mine.findingNo, 'ANSWER', got.version), 409, SAF_PATROL_MESSAGES.answerRequired);
    expectError(await inject(vendor, 'PUT', `${URL}/${mine.findingNo}`, { ...got, content: '지적 없음' }), 403, SAF_PATROL_MESSAGES.vendorAnswerOnly);
    const put = await inject(vendor, 'PUT', `${URL}/${mine.findingNo}`, { ...got, vendorAnswer: '작업발판 재고정, 중간대 설치 완료 (사진 첨부)' });
    expect(put.statusCode, put.body).toBe(200);
    const ans = await take(vendor, mine.findingNo, 'ANSWER', put.json().version);
    expect(ans.statusCode, ans.body).toBe(200);
    expect(ans.json().statusCd).toBe('ANSWERED');
    expectError(await inject(vendor, 'POST', URL, base), 403);
    // nor make the action or close the finding
    // the workflow names the safety team only (menuWrite staff): not offered to the contractor, refused 403
    expect((await inject(vendor, 'GET', `${URL}/${mine.findingNo}`)).json().allowedActions).toEqual([]);
    expectError(await take(vendor, mine.findingNo, 'CLOSE', ans.json().version), 403);
    expectError(await take(vendor, mine.findingNo, 'TO_ACTION', ans.json().version), 403);
    expect((await inject(safety, 'GET', `${URL}/${mine.findingNo}`)).json().statusCd).toBe('ANSWERED');
    expectError(await inject(vendor, 'DELETE', `${URL}/${mine.findingNo}?version=${ans.json().version}`), 403);
    // another plant cannot reach it
    expectError(await inject(gas, 'GET', `${URL}/${mine.findingNo}`), 403);
  });

  it('a finding turned into an action makes one PATROL action (owned by the contractor); it cannot close while the action is open', async () => {
    const f = await create({ assigneeUserId: 'worker01', dueYmd: '2026-12-01' });
    const noFields = await create();
    expectError(await take(safety, noFields.findingNo, 'TO_ACTION', noFields.version), 409, SAF_PATROL_MESSAGES.actionFields);
    const res = await take(safety, f.findingNo, 'TO_ACTION', f.version);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=PATROL&sourceKey=${f.findingNo}`)).json();
    expect(list.totalCount).toBe(1);
    expect(list.list[0]).toMatchObject({ assigneeUserId: 'worker01', ownerVendorCd: 'V0001', dueYmd: '2026-12-01' });
    const after = (await inject(safety, 'GET', `${URL}/${f.findingNo}`)).json() as TFinding;
    expect(after.actionNo).toBe(list.list[0].actionNo);
    expectError(await take(safety, f.findingNo, 'CLOSE', after.version), 409, SAF_PATROL_MESSAGES.openActions);
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'PATROL' and source_key = ${String(f.findingNo)}`);
    expect((await take(safety, f.findingNo, 'CLOSE', after.version)).statusCode).toBe(200);
    // a finding fixed on the spot closes at once
    const spot = await create({ fixedOnSpotYn: 'Y', vendorCd: null, patrolTypeCd: 'PATROL' });
    expect((await take(safety, spot.findingNo, 'CLOSE', spot.version)).json().statusCd).toBe('CLOSED');
  });
});
