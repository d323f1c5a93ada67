import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES, SAF_CHECK_WORKFLOW_MESSAGES } from '@jikim/shared';
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

/** the live 결재 of a check decided by its pending approver; answers the check afterwards */
async function decide(checkNo: number, decisionCd: 'APPROVE' | 'REJECT'): Promise<TResult> {
  const [step] = await t.rows<{ no: number; step_no: number; approver_user_id: string }>(sql`
    select q.appr_request_no as no, s.step_no, s.approver_user_id from com_appr_request q join com_appr_step s on s.appr_request_no = q.appr_request_no
     where q.appr_type_cd = 'SAF_CHECK' and q.record_key = ${String(checkNo)} and s.step_status = 'PENDING' order by q.appr_request_no desc limit 1`);
  expect(step, 'a pending step').toBeTruthy();
  const approver = await login(t.app, step!.approver_user_id);
  const d = await t.app.inject({
    method: 'PATCH', url: `/api/manage/appr/${step!.no}`, headers: auth(approver),
    payload: { stepNo: step!.step_no, decisionCd, ...(decisionCd === 'REJECT' ? { comment: '사진 보완 필요' } : {}) },
  });
  expect(d.statusCode, d.body).toBe(200);
  return (await inject(safety, 'GET', `${RESULTS}/${checkNo}`)).json();
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
    expectError(await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...after, opinion: '수정' }), 409, APPR_MESSAGES.locked);
    expect((await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${r.checkNo}`)).json().totalCount).toBe(2);

    // 종결 waits for the 결재 (requested for the checker on completion), then for the open actions
    expectError(await take(safety, r.checkNo, 'CLOSE', after.version), 409);
    const approved = await decide(r.checkNo, 'APPROVE');
    expect(approved.statusCd).toBe('APPROVED');
    expectError(await take(safety, r.checkNo, 'CLOSE', approved.version), 409, SAF_CHECK_WORKFLOW_MESSAGES.openActions);
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'CHECK' and source_key = ${String(r.checkNo)}`);
    const closed = await take(safety, r.checkNo, 'CLOSE', approved.version);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().statusCd).toBe('CLOSED');
  });

  it('completion requests the 결재 for the checker (team leader); locked while pending; returned → editable again, completed again without a second action or plan step', async () => {
    const plan = (await inject(safety, 'POST', PLANS, {
      plantCd: '1000', deptCd: 'D1310', checkTypeCd: 'DAILY', planNm: '결재 시험 계획', templateNo, placeNm: '보일러동', cycleCd: 'WEEKLY', startYmd: '2026-11-16', checkerUserId: 'worker01',
    })).json();
    const r = await createResult({ planNo: plan.planNo, checkYmd: '2026-11-16', signature: SIGN, answers: answers({ 0: { answerCd: 'BAD', comment: '통로 적치' } }) });
    const done = await take(worker, r.checkNo, 'COMPLETE', r.version);
    expect(done.statusCode, done.body).toBe(200);
    const [req] = await t.rows<{ request_user_id: string; status_cd: string; approver: string }>(sql`
      select q.request_user_id, q.status_cd, s.approver_user_id as approver from com_appr_request q join com_appr_step s on s.appr_request_no = q.appr_request_no and s.step_no = 2
       where q.appr_type_cd = 'SAF_CHECK' and q.record_key = ${String(r.checkNo)}`);
    expect(req).toMatchObject({ request_user_id: 'worker01' });
    expect(req!.approver).not.toBe('worker01');
    const [dept] = await t.rows<{ dept_cd: string; duty_cd: string }>(sql`select dept_cd, duty_cd from com_user where user_id = ${req!.approver}`);
    expect(dept!.dept_cd === 'D1310' ? dept!.duty_cd : 'DUT05').toMatch(/DUT0[35]/);
    // pending: the answers and photos are locked
    const cur = (await inject(safety, 'GET', `${RESULTS}/${r.checkNo}`)).json();
    expectError(await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...cur, opinion: '결재 중 수정' }), 409);
    expect((await upload(safety, r.checkNo)).statusCode).toBe(409);
    const planAfter1 = (await inject(safety, 'GET', `${PLANS}/${plan.planNo}`)).json();
    expect(planAfter1.nextDueYmd).toBe('2026-11-23');
    // returned: back to 작성중 and editable; completed again: still one action, the plan not moved twice, a new request
    const returned = await decide(r.checkNo, 'REJECT');
    expect(returned.statusCd).toBe('DRAFT');
    const edited = await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...returned, opinion: '반려 의견 반영' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await take(worker, r.checkNo, 'COMPLETE', edited.json().version)).statusCode).toBe(200);
    expect((await inject(safety, 'GET', `/api/impr/actions?sourceTypeCd=CHECK&sourceKey=${r.checkNo}`)).json().totalCount).toBe(1);
    expect((await inject(safety, 'GET', `${PLANS}/${plan.planNo}`)).json().nextDueYmd).toBe('2026-11-23');
    expect((await decide(r.checkNo, 'APPROVE')).statusCd).toBe('APPROVED');
    expectError(await inject(safety, 'PUT', `${RESULTS}/${r.checkNo}`, { ...returned, version: (await inject(safety, 'GET', `${RESULTS}/${r.checkNo}`)).json().version }), 409);
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
