import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PDF, tempFilesDir } from '../attachments/attachments.test-utils.js';
import { listApprovalTypes } from './approval-types.js';

/**
 * Issue 13 item 1: a record has one key spelling per approval type. For EVERY registered type: a request under an
 * aliased key lands on the canonical key, a second live request under another alias is refused, garbage keys are
 * 400, and the record refuses every change path (update, delete, attachments, child rows) with 409 while its
 * approval is in progress and after it is complete.
 */
let t: TestApp;
const tokens = new Map<string, Tokens>();
async function tok(userId: string): Promise<Tokens> {
  if (!tokens.has(userId)) tokens.set(userId, await login(t.app, userId));
  return tokens.get(userId)!;
}
type Res = LightMyRequestResponse;
async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<Res> {
  return t.app.inject({ method, url, headers: auth(await tok(who)), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
const expectLocked = (res: Res, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(409);
  expect(res.json(), what).toMatchObject({ message: APPR_MESSAGES.locked, returnCode: 'APPR_LOCKED' });
};
const GARBAGE = (k: string) => [`0x${Number(k).toString(16)}`, `${k}.0`, `${k}e0`, '0N', '0', '-1', `+${k}`, 'abc', '99999999999', `${k};`];

type Req = { apprRequestNo: number; recordKey: string; statusCd: string; steps: { stepNo: number; approverUserId: string; stepStatus: string }[] };

/** every deciding step approved by its approver, in turn */
async function approveAll(requester: string, no: number): Promise<void> {
  for (let i = 0; i < 10; i += 1) {
    const r = (await call(requester, 'GET', `/api/manage/apprrequest/${no}`)).json() as Req;
    if (r.statusCd === 'COMPLETE') return;
    const step = r.steps.find((s) => s.stepStatus === 'PENDING')!;
    const d = await call(step.approverUserId, 'PATCH', `/api/manage/appr/${no}`, { stepNo: step.stepNo, decisionCd: 'APPROVE' });
    expect(d.statusCode, d.body).toBe(200);
  }
  throw new Error('approval did not complete');
}

type Case = {
  apprTypeCd: string;
  requester: string;
  line?: { slotKind: string; approverUserId: string }[];
  /** creates the record (and what the change paths need) and answers its canonical key */
  create(): Promise<string>;
  /** before the request: record is still editable (one path proves the 409s below come from the lock) */
  editableProbe(key: string): Promise<Res>;
  /** every change path of the record and its children, each must answer 409 APPR_LOCKED */
  changePaths(key: string): Promise<[string, Res][]>;
  /** optional: before the request is made */
  beforeRequest?(key: string): Promise<void>;
};

// ---------------------------------------------------------------- the record types
const ORG_SQL = sql`select hea_checkup_org_no as no from hea_checkup_org where plant_cd = '1000' and use_yn = 'Y' order by hea_checkup_org_no`;
const PLANS = '/api/hea/checkup/checkupplans';
const SUS = '/api/hea/checkup/suspectusers';
let noticeFileNo = 0;
let suspectNo = 0;

async function upload(who: string, taskClassNm: string, attachFileId: string): Promise<Res> {
  const body = multipartBody({ taskClassNm, attachFileId }, { name: '근거.pdf', data: PDF, contentType: 'application/pdf' });
  return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(await tok(who)), ...body.headers }, payload: body.payload });
}

const docBody = { docTitle: '작업허가 절차 개정 기안', docContents: '개정 내용' };
const noticeBody = { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: '결재 키 시험 공지', postStartYmd: '2026-12-01', postEndYmd: '2026-12-31', useYn: 'Y' };
const planBody = async () => ({
  plantCd: '1000', heaCheckupClassCd: 'HCC03', heaCheckupPlanNm: '2027년 특수건강진단 (키 시험)', heaCheckupStartYmd: '2027-04-01', heaCheckupEndYmd: '2027-12-31',
  heaCheckupOrgNos: (await t.rows<{ no: number }>(ORG_SQL)).map((o) => Number(o.no)),
});
const rsaPlanBody = { plantCd: '1000', deptCd: 'D1210', kindCd: 'OCCASIONAL', methodCd: 'FREQ_SEV', planTitle: '결재 키 시험', planFromYmd: '2027-01-04', planToYmd: '2027-01-29' };
const version = async (who: string, url: string) => (await call(who, 'GET', url)).json().version as number;

const entryBase = { plantCd: '1000', vendorCd: 'V0001', superviseDeptCd: 'D1210', workDesc: '결재 키 시험 출입', place: '보일러동', entryFromYmd: '2030-01-10', entryToYmd: '2030-01-12' };
const entryBody = async () => {
  const [w] = await t.rows<{ no: number }>(sql`insert into vnd_worker (vendor_cd, plant_cd, worker_nm, safety_edu_ymd) values ('V0001', '1000', '결재키', '2026-01-05') returning worker_no as no`);
  return { ...entryBase, persons: [{ workerNo: w!.no }] };
};
const CASES: Case[] = [
  {
    apprTypeCd: 'APPR_DOC',
    requester: 'worker01',
    async create() {
      const r = await call('worker01', 'POST', '/api/manage/apprdoc', docBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().docNo);
    },
    editableProbe: async (k) => call('worker01', 'PUT', `/api/manage/apprdoc/${k}`, { ...docBody, version: await version('worker01', `/api/manage/apprdoc/${k}`) }),
    async changePaths(k) {
      const v = await version('worker01', `/api/manage/apprdoc/${k}`);
      return [
        ['update', await call('worker01', 'PUT', `/api/manage/apprdoc/${k}`, { ...docBody, docTitle: '변경', version: v })],
        ['delete', await call('worker01', 'DELETE', `/api/manage/apprdoc/${k}?version=${v}`)],
      ];
    },
  },
  {
    apprTypeCd: 'NOTICE',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', '/api/manage/notice', noticeBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().noticeNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `/api/manage/notice/${k}`, { ...noticeBody, version: await version('safety01', `/api/manage/notice/${k}`) }),
    async beforeRequest(k) {
      // a file on the notice before the request (kept at once, no apply): it becomes part of the document
      const up = await upload('safety01', 'NOTICE', k);
      expect(up.statusCode, up.body).toBe(200);
      noticeFileNo = up.json().fileNo;
    },
    async changePaths(k) {
      const v = await version('safety01', `/api/manage/notice/${k}`);
      const file = (await call('safety01', 'GET', `/api/common/attachFile/list?taskClassNm=NOTICE&attachFileId=${k}`)).json()[0];
      return [
        ['update', await call('safety01', 'PUT', `/api/manage/notice/${k}`, { ...noticeBody, noticeTitle: '변경', version: v })],
        ['delete', await call('safety01', 'DELETE', `/api/manage/notice/${k}?version=${v}`)],
        ['attachment upload', await upload('safety01', 'NOTICE', k)],
        ['attachment delete', await call('safety01', 'DELETE', `/api/common/attachFile/delete/${noticeFileNo}`)],
        ['attachment delete all', await call('safety01', 'POST', '/api/common/attachFile/deleteAll', { taskClassNm: 'NOTICE', attachFileId: k })],
        ['attachment caption', await call('safety01', 'POST', '/api/common/attachFile/editExplain', { fileNo: noticeFileNo, pictureExplan: '변경', version: file.version })],
      ];
    },
  },
  {
    apprTypeCd: 'HEA_CHECKUP_PLAN',
    requester: 'health01',
    async create() {
      const r = await call('health01', 'POST', PLANS, await planBody());
      expect(r.statusCode, r.body).toBe(200);
      const k = String(r.json().heaCheckupPlanNo);
      await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm, create_user_id, update_user_id)
        select ${Number(k)}, user_id, dept_cd, '특수', 'health01', 'health01' from com_user where user_id = 'e0013'`);
      return k;
    },
    editableProbe: async (k) => call('health01', 'PUT', `${PLANS}/${k}/optionrules`, { version: await version('health01', `${PLANS}/${k}`), rules: [] }),
    async changePaths(k) {
      const v = await version('health01', `${PLANS}/${k}`);
      return [
        ['update', await call('health01', 'PUT', `${PLANS}/${k}`, { ...(await planBody()), heaCheckupPlanNm: '변경', version: v })],
        ['delete', await call('health01', 'DELETE', `${PLANS}/${k}?version=${v}`)],
        ['option rules', await call('health01', 'PUT', `${PLANS}/${k}/optionrules`, { version: v, rules: [] })],
        ['add target', await call('health01', 'POST', '/api/hea/checkup/checkupusers', [{ heaCheckupPlanNo: Number(k), userId: 'e0014' }])],
        ['remove target', await call('health01', 'DELETE', `/api/hea/checkup/checkupusers/${k}/e0013`)],
        ['due list to plan', await call('health01', 'POST', '/api/hea/checkup/duelist/addtoplan', { heaCheckupPlanNo: Number(k) })],
      ];
    },
  },
  {
    apprTypeCd: 'HEA_SUSPECT_DESIGNATE',
    requester: 'health01',
    async create() {
      const cands = (await call('health01', 'GET', `${SUS}/candidates?year=2025`)).json() as { userId: string; heaCheckupResultNo: number }[];
      const c = cands.find((x) => x.userId === 'e0021')!;
      const r = await call('health01', 'POST', SUS, { heaCheckupResultNo: c.heaCheckupResultNo, designateReason: '당뇨 유소견' });
      expect(r.statusCode, r.body).toBe(200);
      suspectNo = r.json().heaSuspectUserNo;
      return String(suspectNo);
    },
    // a DRAFT suspect can be deleted: prove it on a throw-away record of another worker
    async editableProbe() {
      const cands = (await call('health01', 'GET', `${SUS}/candidates?year=2025`)).json() as { userId: string; heaCheckupResultNo: number }[];
      const c = cands.find((x) => x.userId !== 'e0021')!;
      const r = await call('health01', 'POST', SUS, { heaCheckupResultNo: c.heaCheckupResultNo });
      return call('health01', 'DELETE', `${SUS}/${r.json().heaSuspectUserNo}?version=${r.json().version}`);
    },
    async changePaths(k) {
      const v = await version('health01', `${SUS}/${k}`);
      return [['delete', await call('health01', 'DELETE', `${SUS}/${k}?version=${v}`)]];
    },
  },
  {
    apprTypeCd: 'HEA_SUSPECT_RELEASE',
    requester: 'health01',
    // the designated suspect of the case above
    create: async () => String(suspectNo),
    editableProbe: async (k) => call('health01', 'PUT', `${SUS}/${k}/release`, { releaseReason: '혈당 정상화', version: await version('health01', `${SUS}/${k}`) }),
    async changePaths(k) {
      const v = await version('health01', `${SUS}/${k}`);
      return [['release reason', await call('health01', 'PUT', `${SUS}/${k}/release`, { releaseReason: '변경', version: v })]];
    },
  },
  {
    // 출입신청: normally raised on the vendor's 신청 (requestOnBehalf); a plant user with write may request it too
    apprTypeCd: 'VND_ENTRY',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', '/api/vendor/entries', await entryBody());
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().entryNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `/api/vendor/entries/${k}`, { ...entryBase, place: '보일러동 2층', version: await version('safety01', `/api/vendor/entries/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `/api/vendor/entries/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `/api/vendor/entries/${k}`, { ...entryBase, place: '변경', version: v })],
        ['delete', await call('safety01', 'DELETE', `/api/vendor/entries/${k}?version=${v}`)],
      ];
    },
  },
  // 위험성평가 (issue 18): the plan's approval and the result's approval both lock the plan record
  ...(['RSA_PLAN', 'RSA_RESULT'] as const).map((apprTypeCd): Case => ({
    apprTypeCd,
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', '/api/rsa/plans', { ...rsaPlanBody, planTitle: `결재 키 시험 ${apprTypeCd}` });
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().planNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `/api/rsa/plans/${k}`, { ...rsaPlanBody, planTitle: `결재 키 시험 ${apprTypeCd} (수정)`, version: await version('safety01', `/api/rsa/plans/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `/api/rsa/plans/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `/api/rsa/plans/${k}`, { ...rsaPlanBody, planTitle: '변경', version: v })],
        ['team', await call('safety01', 'PUT', `/api/rsa/plans/${k}`, { ...rsaPlanBody, planTitle: `결재 키 시험 ${apprTypeCd} (수정)`, team: [{ userId: 'safety01' }], version: v })],
        ['delete', await call('safety01', 'DELETE', `/api/rsa/plans/${k}?version=${v}`)],
      ];
    },
  })),
  {
    // 사고 등록 (issue 15): the registered accident is approved (the approval is its 접수)
    apprTypeCd: 'SAF_ACCIDENT',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', ACC, accBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().accidentNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${ACC}/${k}`, { ...accBody, place: '보일러동 5층', version: await version('safety01', `${ACC}/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `${ACC}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${ACC}/${k}`, { ...accBody, place: '변경', version: v })],
        ['victims', await call('safety01', 'PUT', `${ACC}/${k}`, { ...accBody, victims: [], version: v })],
        ['delete', await call('safety01', 'DELETE', `${ACC}/${k}?version=${v}`)],
      ];
    },
  },
  {
    // 사고조사 결과 (issue 15): an investigation of a received accident
    apprTypeCd: 'SAF_ACC_INVEST',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const [a] = await t.rows<{ no: number }>(sql`insert into saf_accident (status_cd, plant_cd, dept_cd, title, occurred_ymd, occurred_time, place, create_user_id, update_user_id)
        values ('RECEIVED', '1000', 'D1310', '키 테스트 사고', '2026-03-01', '09:00', '보일러동', 'safety01', 'safety01') returning accident_no as no`);
      const r = await call('safety01', 'POST', INV, { ...invBody, accidentNo: a!.no });
      expect(r.statusCode, r.body).toBe(200);
      return String(a!.no);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${INV}/${k}`, { ...invBody, summary: '수정', version: await version('safety01', `${INV}/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `${INV}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${INV}/${k}`, { ...invBody, summary: '변경', version: v })],
        ['countermeasures', await call('safety01', 'PUT', `${INV}/${k}`, { ...invBody, countermeasures: [{ content: '추가 대책' }], version: v })],
        ['delete', await call('safety01', 'DELETE', `${INV}/${k}?version=${v}`)],
      ];
    },
  },
  {
    // 점검결과 (issue 16): normally requested on completion for the checker; the generic request locks a draft too
    apprTypeCd: 'SAF_CHECK',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const tpl = await call('safety01', 'POST', '/api/saf/checks/templates', { plantCd: '1000', checkTypeCd: 'DAILY', templateNm: '결재 키 시험 점검표', items: [chkItem] });
      expect(tpl.statusCode, tpl.body).toBe(200);
      chkTemplateNo = Number(tpl.json().templateNo);
      const r = await call('safety01', 'POST', CHK, chkBody());
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().checkNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${CHK}/${k}`, { ...chkBody(), opinion: '수정', version: await version('safety01', `${CHK}/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `${CHK}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${CHK}/${k}`, { ...chkBody(), opinion: '변경', version: v })],
        ['answers', await call('safety01', 'PUT', `${CHK}/${k}`, { ...chkBody(), answers: [{ ...chkItem, answerCd: 'BAD' }], version: v })],
        ['delete', await call('safety01', 'DELETE', `${CHK}/${k}?version=${v}`)],
      ];
    },
  },
  {
    // 변경관리 (issue 16 §6): normally requested when the review is done; the generic request locks a draft and its documents
    apprTypeCd: 'SAF_MOC',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', MOC, mocBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().mocNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${MOC}/${k}`, { ...mocBody, reason: '수정', version: await version('safety01', `${MOC}/${k}`) }),
    async beforeRequest(k) {
      const up = await upload('safety01', 'SAF_MOC_DOC', k);
      expect(up.statusCode, up.body).toBe(200);
    },
    async changePaths(k) {
      const v = await version('safety01', `${MOC}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${MOC}/${k}`, { ...mocBody, reason: '변경', version: v })],
        ['reviews', await call('safety01', 'PUT', `${MOC}/${k}`, { ...mocBody, reviews: [], version: v })],
        ['delete', await call('safety01', 'DELETE', `${MOC}/${k}?version=${v}`)],
        ['documents', await upload('safety01', 'SAF_MOC_DOC', k)],
      ];
    },
  },
  {
    // 안전보건 목표·추진계획 (issue 29): an approved plan keeps its policy and objectives (actuals and reviews go on)
    apprTypeCd: 'MGT_TARGET',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const r = await call('safety01', 'POST', TGT, tgtBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().targetNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${TGT}/${k}`, { ...tgtBody, policy: '수정', version: await version('safety01', `${TGT}/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `${TGT}/${k}`);
      return [
        ['policy', await call('safety01', 'PUT', `${TGT}/${k}`, { ...tgtBody, policy: '변경', version: v })],
        ['objectives', await call('safety01', 'PUT', `${TGT}/${k}`, { ...tgtBody, objectives: [], version: v })],
        ['delete', await call('safety01', 'DELETE', `${TGT}/${k}?version=${v}`)],
      ];
    },
  },
  {
    // 중대재해처벌법 이행점검 서류철 (issue 29): the approval freezes the binder
    apprTypeCd: 'MGT_SAPA',
    requester: 'safety01', // the plant's line template (the CEO signs)
    async create() {
      const r = await call('safety01', 'POST', SAPA, sapaBody);
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().reviewNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${SAPA}/${k}`, { ...sapaBody, reviewComment: '수정', version: await version('safety01', `${SAPA}/${k}`) }),
    async changePaths(k) {
      const v = await version('safety01', `${SAPA}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${SAPA}/${k}`, { ...sapaBody, reviewComment: '변경', version: v })],
        ['delete', await call('safety01', 'DELETE', `${SAPA}/${k}?version=${v}`)],
      ];
    },
  },
  {
    // 법규 준수평가 (issue 29): the responsible manager approves the half's evaluation; the comment is corrected until then
    apprTypeCd: 'MGT_LAW_CHECK',
    requester: 'safety01', // the plant's line template (the safety team's head approves)
    async create() {
      const l = await call('safety01', 'POST', '/api/mgt/laws', lawBody);
      expect(l.statusCode, l.body).toBe(200);
      const r = await call('safety01', 'POST', LAW_CHECK, { lawNo: l.json().lawNo, year: 2031, half: 'H1', resultCd: 'COMPLY', comment: '이행 확인' });
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().checkNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${LAW_CHECK}/${k}`, { ...((await call('safety01', 'GET', `${LAW_CHECK}/${k}`)).json() as object), comment: '수정' }),
    async changePaths(k) {
      const rec = (await call('safety01', 'GET', `${LAW_CHECK}/${k}`)).json();
      return [['update', await call('safety01', 'PUT', `${LAW_CHECK}/${k}`, { ...rec, comment: '변경' })]];
    },
  },
  {
    // 문서 제·개정 (issue 30): a revision in 결재, and after its approval the document's current one, keeps its text and file
    apprTypeCd: 'MGT_DOC',
    requester: 'safety01',
    line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }],
    async create() {
      const d = await call('safety01', 'POST', DOC, ctrlDocBody);
      expect(d.statusCode, d.body).toBe(200);
      const r = await call('safety01', 'POST', DOC_REV, { docNo: d.json().docNo, plantCd: '1000', changeSummary: '제정' });
      expect(r.statusCode, r.body).toBe(200);
      return String(r.json().revisionNo);
    },
    editableProbe: async (k) => call('safety01', 'PUT', `${DOC_REV}/${k}`, { changeSummary: '수정', version: await version('safety01', `${DOC_REV}/${k}`) }),
    async beforeRequest(k) {
      const up = await upload('safety01', 'MGT_DOC_REV', k);
      expect(up.statusCode, up.body).toBe(200);
    },
    async changePaths(k) {
      const v = await version('safety01', `${DOC_REV}/${k}`);
      return [
        ['update', await call('safety01', 'PUT', `${DOC_REV}/${k}`, { changeSummary: '변경', content: '본문', version: v })],
        ['delete', await call('safety01', 'DELETE', `${DOC_REV}/${k}?version=${v}`)],
        ['file', await upload('safety01', 'MGT_DOC_REV', k)],
      ];
    },
  },
];

const DOC = '/api/mgt/documents';
const DOC_REV = '/api/mgt/documents/revisions';
const ctrlDocBody = { plantCd: '1000', deptCd: 'D1210', categoryCd: 'PROCEDURE', docNumber: 'KEY-P-001', docTitle: '결재 키 시험 절차서', ownerUserId: 'safety01', reviewCycleMonths: 12 };
const TGT = '/api/mgt/targets';
const tgtBody = { plantCd: '1000', deptCd: 'D1210', year: 2031, targetTitle: '결재 키 시험 목표', policy: '무재해', objectives: [{ objective: 'TRIR 0.3 이하', indicatorCd: 'TRIR', targetValue: 0.3 }] };
const SAPA = '/api/mgt/sapa-reviews';
const sapaBody = { plantCd: '1000', year: 2031, half: 'H1', reviewComment: '결재 키 시험 검토' };
const LAW_CHECK = '/api/mgt/law-checks';
const lawBody = { plantCd: '1000', deptCd: 'D1210', lawCd: 'OSHA', article: '산안법 제29조', lawTitle: '결재 키 시험 의무', dutyText: '정기교육 실시', useYn: 'Y' };

const MOC = '/api/saf/moc';
const mocBody = {
  plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: '결재 키 시험 변경', reason: '시험', reviews: [{ disciplineNm: '기계', reviewerUserId: 'e0033' }],
};

const CHK = '/api/saf/checks/results';
const chkItem = { categoryNm: '통로', itemNm: '통로 적치물 없음', answerScaleCd: 'GBN', photoRequiredYn: 'N' };
let chkTemplateNo = 0;
const chkBody = () => ({
  plantCd: '1000', deptCd: 'D1310', checkTypeCd: 'DAILY', checkYmd: '2026-11-20', checkerUserId: 'safety01', templateNo: chkTemplateNo,
  checkTitle: '결재 키 시험 점검', placeNm: '보일러동', answers: [{ ...chkItem, answerCd: 'GOOD' }],
});

const ACC = '/api/saf/accidents';
const INV = '/api/saf/accident-investigations';
const accBody = {
  plantCd: '1000', deptCd: 'D1310', title: '키 테스트 사고', occurredYmd: '2026-03-01', occurredTime: '09:00', place: '보일러동', accidentTypeCd: 'SLIP', summary: '개요',
  victims: [{ victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', treatmentDays: 3, lostDays: 0 }],
};
const invBody = { plantCd: '1000', deptCd: 'D1310', investFromYmd: '2026-03-02', summary: '조사 결과', countermeasures: [{ content: '대책' }] };

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
});
afterAll(async () => t?.close());

describe('approval lock by canonical key, for every registered approval type', () => {
  it('the cases below cover every registered type (a new type must be added here)', () => {
    expect(listApprovalTypes().map((x) => x.apprTypeCd).sort()).toEqual(CASES.map((c) => c.apprTypeCd).sort());
  });

  for (const c of CASES) {
    it(`${c.apprTypeCd}: aliases land on one key, garbage is 400, every change path is 409 in progress and after approval`, async () => {
      const key = await c.create();
      expect(key).toMatch(/^[1-9]\d*$/);
      const q = (k: string) => `apprTypeCd=${c.apprTypeCd}&recordKey=${encodeURIComponent(k)}`;
      const request = (k: string) => call(c.requester, 'POST', '/api/manage/apprrequest', { apprTypeCd: c.apprTypeCd, recordKey: k, ...(c.line ? { line: c.line } : {}) });
      const before = Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from com_appr_request where appr_type_cd = ${c.apprTypeCd}`))[0]!.n);

      // garbage spellings: 400 with the §8 message on every path that takes a key; nothing stored
      for (const g of GARBAGE(key)) {
        expectError(await request(g), 400, MESSAGES.badRequest);
        expectError(await call(c.requester, 'GET', `/api/manage/apprparam?${q(g)}`), 400, MESSAGES.badRequest);
        expectError(await call(c.requester, 'GET', `/api/manage/apprline/resolve?${q(g)}`), 400, MESSAGES.badRequest);
      }
      expect(Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from com_appr_request where appr_type_cd = ${c.apprTypeCd}`))[0]!.n)).toBe(before);

      // still editable before the request
      const probe = await c.editableProbe(key);
      expect(probe.statusCode, probe.body).toBe(200);
      await c.beforeRequest?.(key);

      // the request under a leading-zero alias is stored under the canonical key
      const r = await request(`00${key}`);
      expect(r.statusCode, r.body).toBe(200);
      const req = r.json() as Req;
      expect(req).toMatchObject({ recordKey: key, statusCd: 'PROGRESS' });
      // a second live request under any spelling (canonical, alias, padded) → 409; still one live request
      for (const alias of [key, `0${key}`, ` ${key} `]) expectError(await request(alias), 409, APPR_MESSAGES.alreadyRequested);
      const live = await t.rows<{ record_key: string }>(sql`select record_key from com_appr_request
        where appr_type_cd = ${c.apprTypeCd} and status_cd in ('DRAFT', 'PROGRESS', 'COMPLETE') and ltrim(record_key, '0') = ${key}`);
      expect(live).toEqual([{ record_key: key }]);

      // apprparam under an alias reports the record's lock
      const pr = await call(c.requester, 'GET', `/api/manage/apprparam?${q(`0${key}`)}`);
      expect(pr.statusCode, pr.body).toBe(200);
      expect(pr.json()).toMatchObject({ recordKey: key, editableYn: 'N', apprRequestNo: req.apprRequestNo, statusCd: 'PROGRESS' });

      // in progress: every change path is refused by the lock
      for (const [what, res] of await c.changePaths(key)) expectLocked(res, `${c.apprTypeCd} in progress: ${what}`);

      // approved: still refused, and no new request under any spelling
      await approveAll(c.requester, req.apprRequestNo);
      for (const [what, res] of await c.changePaths(key)) expectLocked(res, `${c.apprTypeCd} approved: ${what}`);
      expectError(await request(`0${key}`), 409, APPR_MESSAGES.alreadyRequested);
      expect((await call(c.requester, 'GET', `/api/manage/apprparam?${q(key)}`)).json()).toMatchObject({ editableYn: 'N', statusCd: 'COMPLETE' });
    });
  }
});

describe('apprparam and the line preview read the record in the caller\'s scope', () => {
  it('a gas-plant user gets 403 for a power-plant record, 404 for a missing one', async () => {
    const d = await call('worker01', 'POST', '/api/manage/apprdoc', docBody);
    const key = String(d.json().docNo);
    expect((await call('worker01', 'GET', `/api/manage/apprparam?apprTypeCd=APPR_DOC&recordKey=${key}`)).json()).toMatchObject({ editableYn: 'Y', apprRequestNo: null });
    expectError(await call('gas01', 'GET', `/api/manage/apprparam?apprTypeCd=APPR_DOC&recordKey=${key}`), 403);
    expectError(await call('gas01', 'GET', `/api/manage/apprline/resolve?apprTypeCd=APPR_DOC&recordKey=${key}`), 403);
    expectError(await call('gas01', 'POST', '/api/manage/apprrequest', { apprTypeCd: 'APPR_DOC', recordKey: key }), 403);
    expectError(await call('worker01', 'GET', '/api/manage/apprparam?apprTypeCd=APPR_DOC&recordKey=2147483000'), 404, APPR_MESSAGES.recordNotFound);
    // a power-plant notice: same answer for the gas user
    const n = await call('safety01', 'POST', '/api/manage/notice', noticeBody);
    expectError(await call('gas01', 'GET', `/api/manage/apprparam?apprTypeCd=NOTICE&recordKey=${n.json().noticeNo}`), 403);
  });
});

describe('apprparam follows the type\'s own read rule', () => {
  it('a read-only user of the suspect menu sees the approval state of their own suspect record only', async () => {
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn, create_user_id, update_user_id)
      values ('e0022', 'HEA_SUSPECT', 'Y', 'N', 'admin', 'admin'), ('e0021', 'HEA_SUSPECT', 'Y', 'N', 'admin', 'admin')`);
    const q = `/api/manage/apprparam?apprTypeCd=HEA_SUSPECT_DESIGNATE&recordKey=${suspectNo}`;
    // the suspect of the cases above is e0021's record: e0021 reads its state, a colleague does not
    expect((await call('e0021', 'GET', q)).json()).toMatchObject({ recordKey: String(suspectNo), statusCd: 'COMPLETE' });
    expectError(await call('e0022', 'GET', q), 403);
    // the line preview and a request need write rights on the type's menu
    expectError(await call('e0021', 'GET', `/api/manage/apprline/resolve?apprTypeCd=HEA_SUSPECT_RELEASE&recordKey=${suspectNo}`), 403);
    expectError(await call('worker01', 'GET', `/api/manage/apprparam?apprTypeCd=HEA_SUSPECT_DESIGNATE&recordKey=${suspectNo}`), 403);
  });
});

describe('migration 0009: stored aliases become canonical keys', () => {
  it('normalises numeric spellings, keeps the strongest of two live requests for one record, recalls the other', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = readFileSync(path.resolve(here, '../../../migrations/0009_appr_canonical_record_key.sql'), 'utf8');
    // as the migrator runs it: one session (temp tables), one transaction
    const migrate = () => t.db.db.transaction(async (tx) => {
      for (const stmt of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(stmt));
    });
    const ins = (key: string, status: string) => t.rows<{ no: number }>(sql`insert into com_appr_request
      (appr_type_cd, record_key, plant_cd, title, status_cd, request_user_id, create_user_id, update_user_id)
      values ('APPR_DOC', ${key}, '1000', 'legacy', ${status}, 'worker01', 'worker01', 'worker01') returning appr_request_no as no`);
    const [a] = await ins('0700001', 'PROGRESS');
    const [b] = await ins(' 700001', 'COMPLETE');
    const [c] = await ins('0x2A', 'REJECT');
    const [d] = await ins('700002.0', 'DRAFT');
    const [e] = await ins('K9', 'DRAFT');
    await t.rows(sql`insert into com_appr_step (appr_request_no, step_no, slot_kind, approver_user_id, step_status) values (${a!.no}, 2, 'APPROVE', 'e0021', 'PENDING')`);
    await migrate();
    const rows = await t.rows<{ no: number; record_key: string; status_cd: string }>(sql`select appr_request_no as no, record_key, status_cd from com_appr_request
      where appr_request_no in (${a!.no}, ${b!.no}, ${c!.no}, ${d!.no}, ${e!.no}) order by appr_request_no`);
    expect(rows.map((r) => [r.record_key, r.status_cd])).toEqual([['700001', 'RECALL'], ['700001', 'COMPLETE'], ['42', 'REJECT'], ['700002', 'DRAFT'], ['K9', 'DRAFT']]);
    const steps = await t.rows<{ step_status: string }>(sql`select step_status from com_appr_step where appr_request_no = ${a!.no}`);
    expect(steps).toEqual([{ step_status: 'CANCELED' }]);
    // idempotent: a second run changes nothing
    await migrate();
    const again = await t.rows<{ record_key: string; status_cd: string }>(sql`select record_key, status_cd from com_appr_request where appr_request_no = ${b!.no}`);
    expect(again).toEqual([{ record_key: '700001', status_cd: 'COMPLETE' }]);
  });
});
