import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_MOC_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { multipartBody, PDF, tempFilesDir } from '../../attachments/attachments.test-utils.js';
import { createAction } from '../../impr/impr.service.js';
import { MOC_EXPIRY_JOB } from './moc.expiry.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
// reviewers: the mechanical team leader (D1410, the change's department) and a safety engineer of another department
let mech: Tokens;
let safe: Tokens;

const URL = '/api/saf/moc';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const base = {
  plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: '급수펌프 B 임펠러 재질 변경', description: '주철 → 스테인리스', reason: '캐비테이션 마모',
  documentsChanged: 'P&ID 1-FW-002 Rev.3', riskAssessmentRef: 'RA-2026-031',
  reviews: [{ disciplineNm: '기계', reviewerUserId: 'e0033' }, { disciplineNm: '안전', reviewerUserId: 'e0010' }],
  pssrItems: [{ itemNm: '설계 조건대로 설치되었는가' }, { itemNm: '운전 절차서가 개정되고 교육되었는가' }],
};
type TMoc = { mocNo: number; version: number; statusCd: string; reviews: Record<string, unknown>[]; pssrItems: Record<string, unknown>[] } & Record<string, unknown>;
const take = (tok: Tokens, no: number, action: string, version: number, comment?: string) =>
  inject(tok, 'POST', `${URL}/${no}/transition`, { action, version, ...(comment ? { comment } : {}) });
const get = async (no: number) => (await inject(safety, 'GET', `${URL}/${no}`)).json() as TMoc;
const answer = (tok: Tokens, m: TMoc, i: number, decisionCd: string, reviewComment: string, version = m.version) =>
  inject(tok, 'POST', `${URL}/${m.mocNo}/reviews/${String(m.reviews[i]!.reviewNo)}/answer`, { decisionCd, reviewComment, version });
/** both reviewers answer from their own logins; answers the change afterwards */
async function bothAnswer(no: number): Promise<TMoc> {
  let m = await get(no);
  const a = await answer(mech, m, 0, 'APPROVE', '더블 씰 적용 적합');
  expect(a.statusCode, a.body).toBe(200);
  m = await get(no);
  const b = await answer(safe, m, 1, 'COMMENT', '씰 플러싱 계통 LOTO 절차 추가 필요');
  expect(b.statusCode, b.body).toBe(200);
  return get(no);
}
/** the live 결재 SAF_MOC of a change decided by its pending approver; answers the approver and the change afterwards */
async function decide(no: number, decisionCd: 'APPROVE' | 'REJECT'): Promise<{ approver: string; m: TMoc }> {
  const [step] = await t.rows<{ no: number; step_no: number; approver_user_id: string }>(sql`
    select q.appr_request_no as no, s.step_no, s.approver_user_id from com_appr_request q join com_appr_step s on s.appr_request_no = q.appr_request_no
     where q.appr_type_cd = 'SAF_MOC' and q.record_key = ${String(no)} and s.step_status = 'PENDING' order by q.appr_request_no desc limit 1`);
  expect(step, 'a pending 결재 step').toBeTruthy();
  const approver = await login(t.app, step!.approver_user_id);
  const d = await t.app.inject({
    method: 'PATCH', url: `/api/manage/appr/${step!.no}`, headers: auth(approver),
    payload: { stepNo: step!.step_no, decisionCd, ...(decisionCd === 'REJECT' ? { comment: '영향 범위 보완 후 재검토' } : {}) },
  });
  expect(d.statusCode, d.body).toBe(200);
  return { approver: step!.approver_user_id, m: await get(no) };
}
const noticesTo = async (kind: string, no: number) =>
  (await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = ${kind} and link_key = ${String(no)} order by user_id`)).map((r) => r.user_id);

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
  [safety, worker, gas, mech, safe] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01'), login(t.app, 'e0033'), login(t.app, 'e0010')]);
});
afterAll(async () => t?.close());

describe('management of change', () => {
  it('walks request → review (each reviewer answers) → 결재 → implementation → PSSR → completed, refusing each step until its condition holds', async () => {
    const res = await inject(safety, 'POST', URL, base);
    expect(res.statusCode, res.body).toBe(200);
    let m = res.json() as TMoc;
    expect(m.statusCd).toBe('DRAFT');
    m = (await take(safety, m.mocNo, 'SUBMIT', m.version)).json();
    expect(m.statusCd).toBe('REVIEW');
    // every reviewer is told, with a link to the change
    expect(await noticesTo('SAF_MOC_REVIEW', m.mocNo)).toEqual(['e0010', 'e0033']);
    expectError(await take(safety, m.mocNo, 'REVIEWED', m.version), 409, SAF_MOC_MESSAGES.reviewsPending);
    m = await bothAnswer(m.mocNo);
    expect(m.reviews.map((r) => [r.decisionCd, r.reviewComment])).toEqual([['APPROVE', '더블 씰 적용 적합'], ['COMMENT', '씰 플러싱 계통 LOTO 절차 추가 필요']]);
    // the requester hears that every reviewer answered
    expect(await noticesTo('SAF_MOC_REVIEWED', m.mocNo)).toEqual(['safety01']);

    // review done → 승인대기: the 결재 goes to the plant's safety team leader (e0009, 안전팀장) and locks the change
    m = (await take(safety, m.mocNo, 'REVIEWED', m.version)).json();
    expect(m.statusCd).toBe('APPROVAL');
    expectError(await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...(await get(m.mocNo)), mocTitle: 'x' }), 409);
    // no plain transition takes the approval step
    expectError(await take(safety, m.mocNo, 'APPROVE', m.version), 403);
    expectError(await take(safety, m.mocNo, 'REJECT', m.version, '취소'), 409);
    const param = (await inject(safety, 'GET', `/api/manage/apprparam?apprTypeCd=SAF_MOC&recordKey=${m.mocNo}`)).json();
    expect(param).toMatchObject({ editableYn: 'N', statusCd: 'PROGRESS' });

    // returned in the 결재 inbox → 작성중; submitted again, the answers start over
    let d = await decide(m.mocNo, 'REJECT');
    expect(d.approver).toBe('e0009');
    expect(d.m.statusCd).toBe('DRAFT');
    m = (await take(safety, m.mocNo, 'SUBMIT', d.m.version)).json();
    m = await get(m.mocNo);
    expect(m.reviews.map((r) => r.decisionCd)).toEqual([null, null]);
    m = await bothAnswer(m.mocNo);
    m = (await take(safety, m.mocNo, 'REVIEWED', m.version)).json();
    d = await decide(m.mocNo, 'APPROVE');
    expect(d.m.statusCd).toBe('IMPLEMENTATION');
    m = (await take(safety, m.mocNo, 'IMPLEMENTED', d.m.version)).json();
    expect(m.statusCd).toBe('PSSR');
    // PSSR: one item fails → refused; an open action of the change → refused; then completed and locked
    m = await get(m.mocNo);
    // the reviewers stay as reviewed (409), the answers are not the safety team's to write (ignored)
    expectError(await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...m, reviews: [m.reviews[0]] }), 409, SAF_MOC_MESSAGES.reviewersLocked);
    expectError(await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...m, reviews: m.reviews.map((r) => ({ ...r, reviewerUserId: 'safety01' })) }), 409, SAF_MOC_MESSAGES.reviewersLocked);
    const failing = (await inject(safety, 'PUT', `${URL}/${m.mocNo}`, {
      ...m, reviews: m.reviews.map((r) => ({ ...r, decisionCd: null, reviewComment: '덮어쓰기' })), pssrItems: m.pssrItems.map((p, i) => ({ ...p, resultCd: i === 0 ? 'PASS' : 'FAIL' })),
    })).json() as TMoc;
    expect(failing.reviews.map((r) => r.decisionCd)).toEqual(['APPROVE', 'COMMENT']);
    expectError(await take(safety, m.mocNo, 'COMPLETE', failing.version), 409, SAF_MOC_MESSAGES.pssrNotPassed);
    const passing = (await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...failing, pssrItems: failing.pssrItems.map((p) => ({ ...p, resultCd: 'PASS' })) })).json() as TMoc;
    await t.db.db.transaction((tx) => createAction(tx, {
      sourceTypeCd: 'MOC', sourceKey: String(m.mocNo), actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1410', title: '운전 절차서 개정', assigneeUserId: 'worker01', dueYmd: '2026-12-10',
    }, 'safety01'));
    expectError(await take(safety, m.mocNo, 'COMPLETE', passing.version), 409, SAF_MOC_MESSAGES.openActions);
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'MOC' and source_key = ${String(m.mocNo)}`);
    const done = await take(safety, m.mocNo, 'COMPLETE', passing.version);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().statusCd).toBe('COMPLETED');
    expectError(await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...passing, version: done.json().version, mocTitle: 'x' }), 409, WORKFLOW_MESSAGES.locked);
    const hist = (await inject(safety, 'GET', `${URL}/${m.mocNo}/history`)).json();
    expect(JSON.stringify(hist)).toContain('COMPLETE');
    expect(JSON.stringify(hist)).toContain('RETURN');
  });

  it('a reviewer answers only their own row, only under review, on the version read; the answer is audited', async () => {
    let m = (await inject(safety, 'POST', URL, { ...base, mocTitle: '검토 응답 시험' })).json() as TMoc;
    // a draft: nobody answers yet
    expectError(await answer(mech, m, 0, 'APPROVE', '적합'), 409, SAF_MOC_MESSAGES.notInReview);
    m = (await take(safety, m.mocNo, 'SUBMIT', m.version)).json();
    m = await get(m.mocNo);
    // the safety engineer (another department) reads the change they review and finds it in 내 검토 대기; a colleague of the
    // requester's plant who is not a reviewer does not reach it
    expect((await inject(safe, 'GET', `${URL}/${m.mocNo}`)).statusCode).toBe(200);
    const mine = (await inject(safe, 'GET', `${URL}?reviewerMe=Y&limit=100`)).json() as { list: TMoc[] };
    expect(mine.list.map((x) => x.mocNo)).toContain(m.mocNo);
    expectError(await inject(worker, 'GET', `${URL}/${m.mocNo}`), 403);
    // someone else's row: 403 (another reviewer, the safety team with write, a user out of scope); a row of no change: 404
    expectError(await answer(safe, m, 0, 'APPROVE', '대신 승인'), 403, SAF_MOC_MESSAGES.notReviewer);
    expectError(await answer(safety, m, 0, 'APPROVE', '대신 승인'), 403, SAF_MOC_MESSAGES.notReviewer);
    expectError(await answer(worker, m, 0, 'APPROVE', '대신 승인'), 403);
    expectError(await inject(mech, 'POST', `${URL}/${m.mocNo}/reviews/2147483000/answer`, { decisionCd: 'APPROVE', version: m.version }), 404);
    // a decision is required; a stale version is refused; nothing changed
    expectError(await inject(mech, 'POST', `${URL}/${m.mocNo}/reviews/${String(m.reviews[0]!.reviewNo)}/answer`, { reviewComment: '의견만', version: m.version }), 400);
    expectError(await answer(mech, m, 0, 'APPROVE', '적합', m.version - 1), 409);
    expect((await get(m.mocNo)).reviews[0]!.decisionCd).toBeNull();
    const ok = await answer(mech, m, 0, 'APPROVE', '재질 적합');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ mocNo: m.mocNo, version: m.version + 1, decisionCd: 'APPROVE', reviewComment: '재질 적합' });
    // answered rows leave 내 검토 대기; the same reviewer may revise while under review
    expect(((await inject(mech, 'GET', `${URL}?reviewerMe=Y&limit=100`)).json() as { list: TMoc[] }).list.map((x) => x.mocNo)).not.toContain(m.mocNo);
    // … and are listed under 내 검토 답변함 (reviewerMe=A) with what the phone page's card shows; the other reviewer has not answered yet
    const done = (await inject(mech, 'GET', `${URL}?reviewerMe=A&limit=100`)).json() as { list: TMoc[] };
    expect(done.list.find((x) => x.mocNo === m.mocNo)).toMatchObject({
      mocTitle: '검토 응답 시험', statusCd: 'REVIEW', plantNm: '서해화력발전소', createUserNm: expect.any(String), reason: '캐비테이션 마모', createDt: expect.any(String),
    });
    expect(((await inject(safe, 'GET', `${URL}?reviewerMe=A&limit=100`)).json() as { list: TMoc[] }).list.map((x) => x.mocNo)).not.toContain(m.mocNo);
    expect(((await inject(safe, 'GET', `${URL}?reviewerMe=Y&limit=100`)).json() as { list: TMoc[] }).list.map((x) => x.mocNo)).toContain(m.mocNo);
    const again = await answer(mech, { ...m, version: ok.json().version }, 0, 'COMMENT', '진동 측정 추가');
    expect(again.statusCode, again.body).toBe(200);
    const audit = await t.rows<{ user_id: string; after_data: { decisionCd: string } }>(sql`
      select user_id, after_data from com_audit_log where entity = 'safMoc' and entity_key = ${String(m.mocNo)} and action = 'REVIEW_ANSWER' order by audit_no`);
    expect(audit.map((a) => [a.user_id, a.after_data.decisionCd])).toEqual([['e0033', 'APPROVE'], ['e0033', 'COMMENT']]);
    // under review the change itself is not edited
    expectError(await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...(await get(m.mocNo)), mocTitle: 'x' }), 409, WORKFLOW_MESSAGES.notEditable);
  });

  it('reviewers are active users of the change\'s plant; the changed documents are files of the change', async () => {
    expectError(await inject(safety, 'POST', URL, { ...base, reviews: [{ disciplineNm: '안전', reviewerUserId: 'gas01' }] }), 400, SAF_MOC_MESSAGES.reviewerPlant);
    const m = (await inject(safety, 'POST', URL, { ...base, mocTitle: '변경 문서 시험' })).json() as TMoc;
    const body = multipartBody({ taskClassNm: 'SAF_MOC_DOC', attachFileId: String(m.mocNo) }, { name: 'P&ID 1-FGD-004 Rev.2.pdf', data: PDF, contentType: 'application/pdf' });
    const up = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(safety), ...body.headers }, payload: body.payload });
    expect(up.statusCode, up.body).toBe(200);
    await take(safety, m.mocNo, 'SUBMIT', m.version);
    // a reviewer of another department reads the documents with the change; a user out of scope does not
    const list = await inject(safe, 'GET', `/api/common/attachFile/list?taskClassNm=SAF_MOC_DOC&attachFileId=${m.mocNo}`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { fileNo: number }[]).map((f) => f.fileNo)).toEqual([up.json().fileNo]);
    expectError(await inject(gas, 'GET', `/api/common/attachFile/list?taskClassNm=SAF_MOC_DOC&attachFileId=${m.mocNo}`), 403);
  });

  it('refuses a temporary change without expiry, skipping a step, and another plant', async () => {
    expectError(await inject(safety, 'POST', URL, { ...base, mocTypeCd: 'TEMPORARY' }), 400, SAF_MOC_MESSAGES.expiryRequired);
    const m = (await inject(safety, 'POST', URL, { ...base, mocTypeCd: 'TEMPORARY', expiryYmd: '2027-03-31' })).json() as TMoc;
    expectError(await take(safety, m.mocNo, 'APPROVE', m.version), 409);
    expectError(await take(safety, m.mocNo, 'COMPLETE', m.version), 409);
    expectError(await inject(gas, 'GET', `${URL}/${m.mocNo}`), 403);
    const noReviewer = (await inject(safety, 'POST', URL, { ...base, reviews: [] })).json() as TMoc;
    expectError(await take(safety, noReviewer.mocNo, 'SUBMIT', noReviewer.version), 409, SAF_MOC_MESSAGES.noReviewer);
  });

  it('a temporary change in force is announced once, 14 days before it expires (the requester is told)', async () => {
    const m = (await inject(safety, 'POST', URL, { ...base, mocTypeCd: 'TEMPORARY', expiryYmd: '2026-03-20', mocTitle: '임시 우회배관 설치' })).json() as TMoc;
    const sent = async () => (await t.rows(sql`select user_id from com_notification where kind_cd = 'SAF_MOC_EXPIRY' and link_key = ${String(m.mocNo)}`)).length;
    // a draft is not in force yet
    await t.app.jobs.run(MOC_EXPIRY_JOB, {}, { now: new Date('2026-03-10T08:00:00+09:00') });
    expect(await sent()).toBe(0);
    await take(safety, m.mocNo, 'SUBMIT', m.version);
    // 15 days before: nothing; 14 days before: once; the next day: no duplicate
    await t.app.jobs.run(MOC_EXPIRY_JOB, {}, { now: new Date('2026-03-05T08:00:00+09:00') });
    expect(await sent()).toBe(0);
    await t.app.jobs.run(MOC_EXPIRY_JOB, {}, { now: new Date('2026-03-06T08:00:00+09:00') });
    expect(await sent()).toBeGreaterThanOrEqual(1);
    const first = await sent();
    await t.app.jobs.run(MOC_EXPIRY_JOB, {}, { now: new Date('2026-03-07T08:00:00+09:00') });
    expect(await sent()).toBe(first);
    expect((await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'SAF_MOC_EXPIRY' and link_key = ${String(m.mocNo)}`)).map((r) => r.user_id)).toContain('safety01');
  });
});
