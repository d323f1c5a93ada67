import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_MOC_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { createAction } from '../../impr/impr.service.js';
import { MOC_EXPIRY_JOB } from './moc.expiry.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const URL = '/api/saf/moc';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const base = {
  plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: '급수펌프 B 임펠러 재질 변경', description: '주철 → 스테인리스', reason: '캐비테이션 마모',
  documentsChanged: 'P&ID 1-FW-002 Rev.3', riskAssessmentRef: 'RA-2026-031',
  reviews: [{ disciplineNm: '기계', reviewerUserId: 'safety01' }, { disciplineNm: '안전', reviewerUserId: 'safety01' }],
  pssrItems: [{ itemNm: '설계 조건대로 설치되었는가' }, { itemNm: '운전 절차서가 개정되고 교육되었는가' }],
};
type TMoc = { mocNo: number; version: number; statusCd: string; reviews: Record<string, unknown>[]; pssrItems: Record<string, unknown>[] } & Record<string, unknown>;
const take = (tok: Tokens, no: number, action: string, version: number, comment?: string) =>
  inject(tok, 'POST', `${URL}/${no}/transition`, { action, version, ...(comment ? { comment } : {}) });
const get = async (no: number) => (await inject(safety, 'GET', `${URL}/${no}`)).json() as TMoc;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('management of change', () => {
  it('walks request → review → approval → implementation → PSSR → completed, refusing each step until its condition holds', async () => {
    const res = await inject(safety, 'POST', URL, base);
    expect(res.statusCode, res.body).toBe(200);
    let m = res.json() as TMoc;
    expect(m.statusCd).toBe('DRAFT');
    m = (await take(safety, m.mocNo, 'SUBMIT', m.version)).json();
    expect(m.statusCd).toBe('REVIEW');
    expectError(await take(safety, m.mocNo, 'REVIEWED', m.version), 409, SAF_MOC_MESSAGES.reviewsPending);
    // one reviewer approves, the other comments
    m = await get(m.mocNo);
    const reviewed = await inject(safety, 'PUT', `${URL}/${m.mocNo}`, {
      ...m, reviews: m.reviews.map((r, i) => ({ ...r, decisionCd: i === 0 ? 'APPROVE' : 'COMMENT', reviewComment: i === 0 ? '적합' : '절차서 개정 필요' })),
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    m = (await take(safety, m.mocNo, 'REVIEWED', reviewed.json().version)).json();
    expect(m.statusCd).toBe('APPROVAL');
    expectError(await take(worker, m.mocNo, 'APPROVE', m.version), 403);
    m = (await take(safety, m.mocNo, 'APPROVE', m.version)).json();
    m = (await take(safety, m.mocNo, 'IMPLEMENTED', m.version)).json();
    expect(m.statusCd).toBe('PSSR');
    // PSSR: one item fails → refused; an open action of the change → refused; then completed and locked
    m = await get(m.mocNo);
    const failing = (await inject(safety, 'PUT', `${URL}/${m.mocNo}`, { ...m, pssrItems: m.pssrItems.map((p, i) => ({ ...p, resultCd: i === 0 ? 'PASS' : 'FAIL' })) })).json() as TMoc;
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
