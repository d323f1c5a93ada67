import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_CHECK_WORKFLOW_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { multipartBody, PNG, tempFilesDir } from '../../attachments/attachments.test-utils.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const RESULTS = '/api/saf/checks/results';
const TEMPLATES = '/api/saf/checks/templates';
const PLANS = '/api/saf/checks/plans';
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const upload = (tok: Tokens, checkNo: number) => {
  const body = multipartBody({ taskClassNm: 'SAF_CHECK_PHOTO', attachFileId: String(checkNo) }, { name: '불량.png', data: PNG });
  return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...body.headers }, payload: body.payload });
};
const take = (tok: Tokens, no: number, action: string, version: number) => inject(tok, 'POST', `${RESULTS}/${no}/transition`, { action, version });

const items = [
  { categoryNm: '통로', itemNm: '통로 적치물 없음', answerScaleCd: 'GBN', photoRequiredYn: 'N' },
  { categoryNm: '기계', itemNm: '회전체 방호덮개 설치', answerScaleCd: 'GBN', photoRequiredYn: 'Y' },
  { categoryNm: '정리정돈', itemNm: '정리정돈 상태', answerScaleCd: 'SCORE', photoRequiredYn: 'N' },
];
let templateNo: number;

type TResult = { checkNo: number; version: number; statusCd: string; answers: { answerNo: number; actionNo: number | null; itemNm: string }[] } & Record<string, unknown>;
const answers = (over: Partial<Record<number, Record<string, unknown>>> = {}) => items.map((i, n) => ({
  ...i, answerCd: i.answerScaleCd === 'SCORE' ? null : 'GOOD', score: i.answerScaleCd === 'SCORE' ? 4 : null, ...over[n],
}));
async function createResult(over: Record<string, unknown> = {}, tok = safety): Promise<TResult> {
  const res = await inject(tok, 'POST', RESULTS, {
    plantCd: '1000', deptCd: 'D1310', checkTypeCd: 'DAILY', checkYmd: '2026-11-20', checkerUserId: 'worker01', templateNo,
    checkTitle: '보일러동 일상점검', placeNm: '보일러동 2층', answers: answers(), ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
  const res = await inject(safety, 'POST', TEMPLATES, { plantCd: '1000', checkTypeCd: 'DAILY', templateNm: '시험용 일상점검표', areaNm: '보일러동', items });
  expect(res.statusCode, res.body).toBe(200);
  templateNo = res.json().templateNo;
});
afterAll(async () => t?.close());

describe('check templates', () => {
  it('keeps the items in order with scale and photo rule; the check page starts from them', async () => {
    const tpl = (await inject(safety, 'GET', `${TEMPLATES}/${templateNo}`)).json();
    expect(tpl.items.map((i: { itemNm: string; photoRequiredYn: string }) => [i.itemNm, i.photoRequiredYn])).toEqual(items.map((i) => [i.itemNm, i.photoRequiredYn]));
    const start = (await inject(worker, 'GET', `${TEMPLATES}/${templateNo}/start`)).json();
    expect(start).toMatchObject({ templateNo, checkTypeCd: 'DAILY', copiedFromCheckNo: null });
    expect(start.answers.map((a: { answerCd: unknown }) => a.answerCd)).toEqual([null, null, null]);
  });

  it('refuses a template without items, and another plant\'s template (403 for gas01)', async () => {
    expectError(await inject(safety, 'POST', TEMPLATES, { plantCd: '1000', checkTypeCd: 'DAILY', templateNm: 'x', items: [] }), 400);
    expectError(await inject(gas, 'GET', `${TEMPLATES}/${templateNo}/start`), 403);
    expect((await inject(gas, 'GET', `${TEMPLATES}/options?plantCd=1000`)).json().list).toEqual([]);
  });
});

describe('check results', () => {
  it('a bad item needs its photo and the checker\'s signature before completion; nothing changes on refusal', async () => {
    const r = await createResult({ answers: answers({ 1: { answerCd: 'BAD', comment: '방호덮개 고정볼트 탈락' } }) });
    expect(r).toMatchObject({ statusCd: 'DRAFT', badCount: null });
    expectError(await take(safety, r.checkNo, 'COMPLETE', r.version), 409, SAF_CHECK_WORKFLOW_MESSAGES.photos);
    // a photo of another record's group cannot be named
    const other = await createResult();
    const foreign = (await upload(safety, other.checkNo)).json();
    const cur = (await inject(safety, 'GET', `${RESULTS}/${r.checkNo}`)).json();
    const put1 = await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...cur, answers: cur.answers.map((a: Record<string, unknown>, i: number) => (i === 1 ? { ...a, photoFileNo: foreign.fileNo } : a)) });
    expect(put1.statusCode, put1.body).toBe(200);
    expectError(await take(safety, r.checkNo, 'COMPLETE', put1.json().version), 409, SAF_CHECK_WORKFLOW_MESSAGES.photos);
    const up = await upload(safety, r.checkNo);
    expect(up.statusCode, up.body).toBe(200);
    const photo = up.json().fileNo as number;
    const saved = put1.json() as TResult;
    const put2 = await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...saved, answers: saved.answers.map((a: Record<string, unknown>, i: number) => (i === 1 ? { ...a, photoFileNo: photo } : a)) });
    expect(put2.statusCode, put2.body).toBe(200);
    expectError(await take(safety, r.checkNo, 'COMPLETE', put2.json().version), 409, SAF_CHECK_WORKFLOW_MESSAGES.signed);
    expect((await t.rows(sql`select 1 from impr_action where source_type_cd = 'CHECK' and source_key = ${String(r.checkNo)}`))).toHaveLength(0);
  });

  it('completing makes one improvement action per bad item, exactly once (saved twice, completed twice); the record then locks', async () => {
    const r = await createResult({
      checkerUserId: 'safety01', deptCd: 'D1210',
      answers: answers({ 0: { answerCd: 'BAD', comment: '통로에 자재 적치', actionUserId: 'worker01', actionDueYmd: '2026-12-01' }, 2: { score: 2, comment: '정리정돈 불량' } }),
    });
    // saved twice as a draft: no action yet
    const s1 = (await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...r, signature: SIGN })).json();
    const s2 = await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...s1, opinion: '재저장' });
    expect(s2.statusCode, s2.body).toBe(200);
    const list0 = (await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${r.checkNo}`)).json();
    expect(list0.totalCount).toBe(0);

    const done = await take(safety, r.checkNo, 'COMPLETE', s2.json().version);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ statusCd: 'COMPLETED', badCount: 2 });
    const list = (await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${r.checkNo}`)).json();
    expect(list.totalCount).toBe(2);
    const byTitle = Object.fromEntries(list.list.map((a: { title: string }) => [a.title, a]));
    expect(byTitle['[일상점검] 통로 적치물 없음']).toMatchObject({ assigneeUserId: 'worker01', dueYmd: '2026-12-01', sourceKey: String(r.checkNo), statusCd: 'REGISTERED' });
    expect(byTitle['[일상점검] 정리정돈 상태']).toMatchObject({ assigneeUserId: 'safety01' });
    // the answers link back to their actions
    const after = (await inject(safety, 'GET', `${RESULTS}/${r.checkNo}`)).json();
    expect(after.answers.filter((a: { actionNo: number | null }) => a.actionNo !== null)).toHaveLength(2);

    // completing again, or editing, changes nothing
    expectError(await take(safety, r.checkNo, 'COMPLETE', after.version), 409);
    expectError(await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...after, opinion: '수정' }), 409, WORKFLOW_MESSAGES.locked);
    expect((await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${r.checkNo}`)).json().totalCount).toBe(2);

    // open actions block 종결
    expectError(await take(safety, r.checkNo, 'CLOSE', after.version), 409, SAF_CHECK_WORKFLOW_MESSAGES.openActions);
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'CHECK' and source_key = ${String(r.checkNo)}`);
    const closed = await take(safety, r.checkNo, 'CLOSE', after.version);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().statusCd).toBe('CLOSED');
  });

  it('refuses an unanswered item, a template of another type, a bad date and a stale version', async () => {
    const r = await createResult({ signature: SIGN, answers: answers({ 0: { answerCd: null } }) });
    expectError(await take(safety, r.checkNo, 'COMPLETE', r.version), 409, SAF_CHECK_WORKFLOW_MESSAGES.answered);
    expectError(await inject(safety, 'POST', RESULTS, { ...r, checkNo: undefined, checkTypeCd: 'REGULAR' }), 400);
    expectError(await inject(safety, 'POST', RESULTS, { ...r, checkNo: undefined, checkYmd: '2026-02-30' }), 400);
    const ok = await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...r, opinion: 'a' });
    expect(ok.statusCode).toBe(200);
    expectError(await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...r, opinion: 'b' }), 409);
  });

  it('copies last time\'s answers (same template and place) as the starting point, photos not', async () => {
    const r = await createResult({ checkYmd: '2026-11-21', placeNm: '복사 시험 구역', signature: SIGN, answers: answers({ 0: { answerCd: 'NA', comment: '공사 중 통제' } }) });
    expect((await take(safety, r.checkNo, 'COMPLETE', r.version)).statusCode).toBe(200);
    const start = (await inject(worker, 'GET', `${TEMPLATES}/${templateNo}/start?placeNm=${encodeURIComponent('복사 시험 구역')}`)).json();
    expect(start.copiedFromCheckNo).toBe(r.checkNo);
    expect(start.answers[0]).toMatchObject({ answerCd: 'NA', comment: '공사 중 통제' });
    expect(start.answers[2]).toMatchObject({ score: 4 });
  });

  it('scope: the worker sees and writes checks of their department (and their own); other plants get 403', async () => {
    const mine = await createResult({}, worker);
    expect(mine.checkerUserId).toBe('worker01');
    const safetyTeam = await createResult({ deptCd: 'D1210', checkerUserId: 'safety01' });
    expectError(await inject(worker, 'GET', `${RESULTS}/${safetyTeam.checkNo}`), 403);
    expectError(await inject(gas, 'GET', `${RESULTS}/${mine.checkNo}`), 403);
    expectError(await take(gas, mine.checkNo, 'COMPLETE', mine.version), 403);
    const list = (await inject(worker, 'GET', `${RESULTS}?limit=300`)).json();
    expect(list.list.every((x: { deptCd: string; checkerUserId: string }) => x.deptCd === 'D1310' || x.checkerUserId === 'worker01')).toBe(true);
    expect((await inject(gas, 'GET', `${RESULTS}?limit=300`)).json().list.every((x: { plantCd: string }) => x.plantCd === '2000')).toBe(true);
    // a check of plant 1000 cannot be written by gas01
    expectError(await inject(gas, 'POST', RESULTS, { ...mine, checkNo: undefined }), 403);
  });
});

describe('check plans', () => {
  it('the first due date is the start; a completed check of the plan moves it by the cycle (month end kept)', async () => {
    const res = await inject(safety, 'POST', PLANS, {
      plantCd: '1000', deptCd: 'D1310', checkTypeCd: 'DAILY', planNm: '월말 시험 계획', templateNo, placeNm: '보일러동', cycleCd: 'MONTHLY', startYmd: '2026-01-31', checkerUserId: 'worker01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    expect(plan.nextDueYmd).toBe('2026-01-31');
    const r = await createResult({ planNo: plan.planNo, checkYmd: '2026-01-30', signature: SIGN });
    expect((await take(safety, r.checkNo, 'COMPLETE', r.version)).statusCode).toBe(200);
    const after = (await inject(safety, 'GET', `${PLANS}/${plan.planNo}`)).json();
    expect(after).toMatchObject({ lastCheckYmd: '2026-01-30', nextDueYmd: '2026-02-28' });
    // the due list: the plan of gas01's plant is not in plant 1000's list, and a plan with a template of another plant is refused
    expectError(await inject(gas, 'POST', PLANS, { ...plan, planNo: undefined, plantCd: '2000', deptCd: 'D2210' }), 400);
  });
});
