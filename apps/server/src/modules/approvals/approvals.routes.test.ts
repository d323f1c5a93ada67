import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES, MESSAGES } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { auth, createTestApp, expectError, login, writeFingerprint, type TestApp, type Tokens } from '../../test/helpers.js';
import { startTestSmtp, TEST_SMTP_FROM } from '../../test/smtp.js';
import { assertEditable, registerApprovalType, stringKey } from './approval-types.js';
import { todayYmd } from './approvals.service.js';

// A 1×1 PNG: a signature drawn on the pad
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A test-only document type on a tiny table of its own, so these tests drive the registry exactly as a
 * business module would, without depending on any other module.
 */
const TYPE = 'TEST_DOC';
registerApprovalType({
  apprTypeCd: TYPE,
  titleKey: 'approvals.type.TEST_DOC',
  titleKo: '시험 문서',
  menuId: 'APPR_DOC',
  parseKey: stringKey,
  async getRecord(tx, key) {
    const [r] = await queryRows<{ plant_cd: string; dept_cd: string; title: string }>(tx, sql`select plant_cd, dept_cd, title from appr_test_doc where doc_key = ${key}`);
    return r ? { plantCd: r.plant_cd, deptCd: r.dept_cd, title: r.title, summary: [`제목: ${r.title}`] } : null;
  },
  async onStatus(tx, key, status) {
    await tx.execute(sql`update appr_test_doc set status = ${status} where doc_key = ${key}`);
    await tx.execute(sql`insert into appr_test_log (doc_key, status) values (${key}, ${status})`);
  },
});

let t: TestApp;
const tok: Record<string, Tokens> = {};
let seq = 0;

async function newDoc(plantCd = '1000', deptCd = 'D1310'): Promise<string> {
  seq += 1;
  const key = `K${seq}`;
  await t.rows(sql`insert into appr_test_doc (doc_key, plant_cd, dept_cd, title, status) values (${key}, ${plantCd}, ${deptCd}, ${`점검 계획 ${seq}`}, 'DRAFT')`);
  return key;
}
const docStatus = async (key: string) => (await t.rows<{ status: string }>(sql`select status from appr_test_doc where doc_key = ${key}`))[0]!.status;
const log = async (key: string) => (await t.rows<{ status: string }>(sql`select status from appr_test_log where doc_key = ${key} order by id`)).map((r) => r.status);

async function request(who: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(tok[who]!), payload: body });
}
async function submit(key: string, extra: Record<string, unknown> = {}) {
  const res = await request('worker01', { apprTypeCd: TYPE, recordKey: key, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { apprRequestNo: number; version: number; statusCd: string; recordKey: string; steps: { stepNo: number; approverUserId: string; stepStatus: string; slotKind: string }[] };
}
const decide = (who: string, no: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/manage/appr/${no}`, headers: auth(tok[who]!), payload: body });
const get = (who: string, no: number) => t.app.inject({ method: 'GET', url: `/api/manage/apprrequest/${no}`, headers: auth(tok[who]!) });

beforeAll(async () => {
  t = await createTestApp();
  await t.rows(sql`create table appr_test_doc (doc_key varchar(20) primary key, plant_cd varchar(10), dept_cd varchar(30), title varchar(100), status varchar(20))`);
  await t.rows(sql`create table appr_test_log (id serial primary key, doc_key varchar(20), status varchar(20))`);
  for (const u of ['admin', 'safety01', 'health01', 'worker01', 'e0021', 'e0022', 'e9130', 'gas01']) tok[u] = await login(t.app, u);
  // 팀장 결재 → 안전팀 확인 (바꿀 수 있음) → 처장 결재
  const res = await t.app.inject({
    method: 'POST', url: '/api/manage/apprline', headers: auth(tok.safety01!),
    payload: {
      plantCd: '1000', apprTypeCd: TYPE, apprLineNm: '시험 결재선', addableYn: 'Y',
      slots: [
        { slotKind: 'APPROVE', resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03' },
        { slotKind: 'CONFIRM', resolveType: 'DEPT_DUTY', deptCd: 'D1210', dutyCd: 'DUT06', changeableYn: 'Y' },
        { slotKind: 'APPROVE', resolveType: 'PARENT_DEPT_DUTY', dutyCd: 'DUT04' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

describe('approval line templates', () => {
  it('resolves the template for the requester: team leader of own dept, safety manager, office head of the parent dept', async () => {
    const key = await newDoc();
    const res = await t.app.inject({ method: 'GET', url: `/api/manage/apprline/resolve?apprTypeCd=${TYPE}&recordKey=${key}`, headers: auth(tok.worker01!) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slots.map((s: { approver: { userId: string } }) => s.approver.userId)).toEqual(['e0021', 'safety01', 'e9130']);
  });

  it('a second template for the same plant and type is refused; a read-only user cannot write templates', async () => {
    const body = { plantCd: '1000', apprTypeCd: TYPE, apprLineNm: 'x', slots: [{ slotKind: 'APPROVE', resolveType: 'USER', userId: 'e0021' }] };
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/apprline', headers: auth(tok.safety01!), payload: body }), 409, APPR_MESSAGES.duplicateTemplate);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/apprline', headers: auth(tok.health01!), payload: body }), 403);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/apprline', headers: auth(tok.safety01!), payload: { ...body, slots: [{ slotKind: 'APPROVE', resolveType: 'USER' }] } }), 400, MESSAGES.badRequest);
  });
});

describe('a request through its line', () => {
  it('a three-step line completes and the record status moves through the callback; the record is locked meanwhile', async () => {
    const key = await newDoc();
    const r = await submit(key, { comment: '검토 바랍니다.', signature: PNG });
    expect(r.statusCd).toBe('PROGRESS');
    expect(r.steps.map((s) => [s.slotKind, s.approverUserId, s.stepStatus])).toEqual([
      ['DRAFT', 'worker01', 'DRAFTED'], ['APPROVE', 'e0021', 'PENDING'], ['CONFIRM', 'safety01', 'WAIT'], ['APPROVE', 'e9130', 'WAIT'],
    ]);
    expect(await docStatus(key)).toBe('REQUESTED');
    await expect(assertEditable(t.db.db, TYPE, key)).rejects.toMatchObject({ statusCode: 409, message: APPR_MESSAGES.locked });

    // the next approver has it in the inbox and in the badge count, with a notification
    const inbox = await t.app.inject({ method: 'GET', url: '/api/manage/appr?box=pending', headers: auth(tok.e0021!) });
    expect(inbox.json().list.some((x: { apprRequestNo: number }) => x.apprRequestNo === r.apprRequestNo)).toBe(true);
    const count = await t.app.inject({ method: 'GET', url: '/api/manage/appr/count', headers: auth(tok.e0021!) });
    expect(count.json().count).toBeGreaterThanOrEqual(1);
    const notes = await t.app.inject({ method: 'GET', url: '/api/manage/appr/notifications', headers: auth(tok.e0021!) });
    expect(notes.json().list.some((n: { apprRequestNo: number; kindCd: string }) => n.apprRequestNo === r.apprRequestNo && n.kindCd === 'PENDING')).toBe(true);
    // …which lives in the notification centre, linked to the request
    const centre = await t.app.inject({ method: 'GET', url: '/api/notifications?kindCd=APPR_PENDING', headers: auth(tok.e0021!) });
    expect(centre.json().list.find((n: { linkKey: string }) => n.linkKey === String(r.apprRequestNo))).toMatchObject({ linkRoute: '/appr/apprInbox', readYn: 'N' });

    // out of turn: the safety manager cannot decide step 2 (not theirs) nor step 3 (not its turn yet)
    expectError(await decide('safety01', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 403, APPR_MESSAGES.notYourTurn);
    expectError(await decide('safety01', r.apprRequestNo, { stepNo: 3, decisionCd: 'APPROVE' }), 409, APPR_MESSAGES.alreadyDecided);

    expect((await decide('e0021', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE', comment: '확인', signature: PNG })).statusCode).toBe(200);
    expect((await decide('safety01', r.apprRequestNo, { stepNo: 3, decisionCd: 'APPROVE' })).statusCode).toBe(200);
    const last = await decide('e9130', r.apprRequestNo, { stepNo: 4, decisionCd: 'APPROVE' });
    expect(last.statusCode, last.body).toBe(200);
    const done = last.json();
    expect(done.statusCd).toBe('COMPLETE');
    expect(done.steps[1]).toMatchObject({ stepStatus: 'APPROVED', decidedUserId: 'e0021', comment: '확인', signature: PNG });
    expect(done.steps.every((s: { decidedDt: string | null }) => s.decidedDt !== null)).toBe(true);
    expect(await docStatus(key)).toBe('APPROVED');
    expect(await log(key)).toEqual(['REQUESTED', 'APPROVED']);
    await expect(assertEditable(t.db.db, TYPE, key)).rejects.toMatchObject({ statusCode: 409 });
    // a completed record cannot be requested again
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key }), 409, APPR_MESSAGES.alreadyRequested);
    // the requester hears about completion
    const mine = await t.app.inject({ method: 'GET', url: '/api/manage/appr/notifications?unreadYn=Y', headers: auth(tok.worker01!) });
    expect(mine.json().list.some((n: { apprRequestNo: number; kindCd: string }) => n.apprRequestNo === r.apprRequestNo && n.kindCd === 'COMPLETE')).toBe(true);
    const fromCentre = await t.app.inject({ method: 'GET', url: '/api/notifications?kindCd=APPR_COMPLETE&unreadYn=Y', headers: auth(tok.worker01!) });
    expect(fromCentre.json().list.some((n: { linkKey: string }) => n.linkKey === String(r.apprRequestNo))).toBe(true);
    const read = await t.app.inject({ method: 'PATCH', url: '/api/manage/appr/notifications/read', headers: auth(tok.worker01!), payload: {} });
    expect(read.json().updated).toBeGreaterThanOrEqual(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/manage/appr/notifications?unreadYn=Y', headers: auth(tok.worker01!) });
    expect(after.json().unreadCount).toBe(0);
    const centreAfter = await t.app.inject({ method: 'GET', url: '/api/notifications?kindCd=APPR_COMPLETE&unreadYn=Y', headers: auth(tok.worker01!) });
    expect(centreAfter.json().totalCount).toBe(0);
  });

  it('everyone on the line and the requester read the request; an outsider gets 403', async () => {
    const key = await newDoc();
    const r = await submit(key);
    for (const who of ['worker01', 'e0021', 'safety01', 'e9130']) expect((await get(who, r.apprRequestNo)).statusCode).toBe(200);
    expectError(await get('health01', r.apprRequestNo), 403);
    expectError(await get('gas01', r.apprRequestNo), 403);
    expectError(await decide('health01', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 403);
    expect((await get('e0021', r.apprRequestNo)).json().myPendingStepNo).toBe(2);
  });

  it('rejection at the second approver unlocks the record; a re-draft links to the old request', async () => {
    const key = await newDoc();
    const r = await submit(key);
    expect((await decide('e0021', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' })).statusCode).toBe(200);
    // a rejection needs its reason; nothing is written without it
    const fp = await writeFingerprint(t);
    expectError(await decide('safety01', r.apprRequestNo, { stepNo: 3, decisionCd: 'REJECT' }), 400, APPR_MESSAGES.rejectReasonRequired);
    expect(await writeFingerprint(t)).toBe(fp);
    const rej = await decide('safety01', r.apprRequestNo, { stepNo: 3, decisionCd: 'REJECT', comment: '작업 인원 누락' });
    expect(rej.statusCode, rej.body).toBe(200);
    expect(rej.json()).toMatchObject({ statusCd: 'REJECT', rejectReason: '작업 인원 누락' });
    expect(rej.json().steps[3].stepStatus).toBe('CANCELED');
    expect(await docStatus(key)).toBe('REJECTED');
    await expect(assertEditable(t.db.db, TYPE, key)).resolves.toBeUndefined();
    // the requester hears about the rejection through the notification centre
    const rejNote = await t.app.inject({ method: 'GET', url: '/api/notifications?kindCd=APPR_REJECT', headers: auth(tok.worker01!) });
    expect(rejNote.json().list.find((n: { linkKey: string }) => n.linkKey === String(r.apprRequestNo))).toMatchObject({ title: expect.stringContaining('[반려]'), body: expect.stringContaining('반려') });
    const box = await t.app.inject({ method: 'GET', url: '/api/manage/appr?box=rejected', headers: auth(tok.worker01!) });
    expect(box.json().list.some((x: { apprRequestNo: number }) => x.apprRequestNo === r.apprRequestNo)).toBe(true);

    // only the requester re-drafts, once
    expectError(await request('safety01', { apprTypeCd: TYPE, recordKey: key, prevApprRequestNo: r.apprRequestNo }), 400, APPR_MESSAGES.redraftNotAllowed);
    const again = await submit(key, { prevApprRequestNo: r.apprRequestNo });
    expect(again.apprRequestNo).not.toBe(r.apprRequestNo);
    expect((await get('worker01', again.apprRequestNo)).json().prevApprRequestNo).toBe(r.apprRequestNo);
    expect((await get('worker01', r.apprRequestNo)).json().nextApprRequestNo).toBe(again.apprRequestNo);
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, prevApprRequestNo: r.apprRequestNo }), 400, APPR_MESSAGES.redraftNotAllowed);
    expect(await log(key)).toEqual(['REQUESTED', 'REJECTED', 'REQUESTED']);
  });

  it('recall before the first approval; refused after it', async () => {
    const key = await newDoc();
    const r = await submit(key);
    expectError(await t.app.inject({ method: 'PATCH', url: `/api/manage/apprrequest/${r.apprRequestNo}/recall`, headers: auth(tok.e0021!), payload: { version: r.version } }), 403);
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/manage/apprrequest/${r.apprRequestNo}/recall`, headers: auth(tok.worker01!), payload: { version: r.version } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().statusCd).toBe('RECALL');
    expect(await docStatus(key)).toBe('RECALLED');
    // the approver can no longer decide it
    expectError(await decide('e0021', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 409);

    const key2 = await newDoc();
    const r2 = await submit(key2);
    const a = await decide('e0021', r2.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' });
    expectError(await t.app.inject({ method: 'PATCH', url: `/api/manage/apprrequest/${r2.apprRequestNo}/recall`, headers: auth(tok.worker01!), payload: { version: a.json().version } }), 409, APPR_MESSAGES.recallAfterApproval);
    expect(await docStatus(key2)).toBe('REQUESTED');
  });

  it('drafts: saved without submitting, then submitted', async () => {
    const key = await newDoc();
    const d = await submit(key, { submitYn: 'N' });
    expect(d.statusCd).toBe('DRAFT');
    expect(await docStatus(key)).toBe('DRAFT');
    await expect(assertEditable(t.db.db, TYPE, key)).resolves.toBeUndefined();
    const s = await t.app.inject({ method: 'POST', url: `/api/manage/apprrequest/${d.apprRequestNo}/submit`, headers: auth(tok.worker01!), payload: { version: d.version } });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().statusCd).toBe('PROGRESS');
  });
});

describe('delegation and concurrency', () => {
  it('a delegate decides within the date range, not outside it', async () => {
    const key = await newDoc();
    const r = await submit(key);
    // a delegation that ended yesterday does not count
    const past = await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'e0022', fromYmd: '2020-01-01', toYmd: '2020-01-31' } });
    expect(past.statusCode, past.body).toBe(200);
    expectError(await decide('e0022', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 403);
    expect((await t.app.inject({ method: 'GET', url: '/api/manage/appr/count', headers: auth(tok.e0022!) })).json().count).toBe(0);

    const today = todayYmd();
    const cur = await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'e0022', fromYmd: today, toYmd: today, reason: '출장' } });
    expect(cur.statusCode).toBe(200);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/manage/appr?box=pending', headers: auth(tok.e0022!) });
    const row = inbox.json().list.find((x: { apprRequestNo: number }) => x.apprRequestNo === r.apprRequestNo);
    expect(row).toMatchObject({ delegatedYn: 'Y', approverUserId: 'e0021' });
    const ok = await decide('e0022', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE', signature: PNG });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().steps[1]).toMatchObject({ approverUserId: 'e0021', decidedUserId: 'e0022', stepStatus: 'APPROVED' });

    // ended delegation: no longer acts
    await t.app.inject({ method: 'DELETE', url: `/api/manage/appr/delegates/${cur.json().delegateNo}`, headers: auth(tok.e0021!) });
    const r2 = await submit(await newDoc());
    expectError(await decide('e0022', r2.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 403);
  });

  it('two deciders on the same step at the same moment: exactly one decision stands', async () => {
    const today = todayYmd();
    const d = await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'e0022', fromYmd: today, toYmd: today } });
    for (let round = 0; round < 3; round += 1) {
      const r = await submit(await newDoc());
      const [a, b] = await Promise.all([
        decide('e0021', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }),
        decide('e0022', r.apprRequestNo, { stepNo: 2, decisionCd: 'REJECT', comment: '반려' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expectError(loser, 409, APPR_MESSAGES.alreadyDecided);
      const final = (await get('worker01', r.apprRequestNo)).json();
      const winner = a.statusCode === 200 ? 'APPROVED' : 'REJECTED';
      expect(final.steps[1].stepStatus).toBe(winner);
      expect(final.statusCd).toBe(winner === 'APPROVED' ? 'PROGRESS' : 'REJECT');
      const audits = await t.rows<{ n: string }>(sql`select count(*) as n from com_audit_log where entity = 'apprRequest' and entity_key = ${String(r.apprRequestNo)} and action in ('APPROVE', 'REJECT')`);
      expect(Number(audits[0]!.n)).toBe(1);
    }
    await t.app.inject({ method: 'DELETE', url: `/api/manage/appr/delegates/${d.json().delegateNo}`, headers: auth(tok.e0021!) });
  });

  it('collective approval approves several pending items, each on its own', async () => {
    const r1 = await submit(await newDoc());
    const r2 = await submit(await newDoc());
    const res = await t.app.inject({
      method: 'POST', url: '/api/manage/collectappr', headers: auth(tok.e0021!),
      payload: { items: [{ apprRequestNo: r1.apprRequestNo, stepNo: 2 }, { apprRequestNo: r2.apprRequestNo, stepNo: 2 }, { apprRequestNo: r2.apprRequestNo, stepNo: 3 }], comment: '일괄 승인' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((x: { ok: boolean }) => x.ok)).toEqual([true, true, false]);
    expect((await get('worker01', r1.apprRequestNo)).json().currentStepNo).toBe(3);
    const done = await t.app.inject({ method: 'GET', url: '/api/manage/appr?box=processed', headers: auth(tok.e0021!) });
    expect(done.json().list.filter((x: { apprRequestNo: number }) => [r1.apprRequestNo, r2.apprRequestNo].includes(x.apprRequestNo))).toHaveLength(2);
  });
});

describe('separation of duties', () => {
  it('the requester never decides a step of their own request, not even as the approver\'s delegate (single, collective, inbox)', async () => {
    const r = await submit(await newDoc());
    expect(r.steps[1]).toMatchObject({ stepNo: 2, approverUserId: 'e0021', stepStatus: 'PENDING' });
    const today = todayYmd();
    const dl = await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'worker01', fromYmd: today, toYmd: today, reason: '휴가' } });
    expect(dl.statusCode, dl.body).toBe(200);
    try {
      expectError(await decide('worker01', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' }), 403, APPR_MESSAGES.requesterDecides);
      expectError(await decide('worker01', r.apprRequestNo, { stepNo: 2, decisionCd: 'REJECT', comment: '반려' }), 403, APPR_MESSAGES.requesterDecides);
      const col = await t.app.inject({ method: 'POST', url: '/api/manage/collectappr', headers: auth(tok.worker01!), payload: { items: [{ apprRequestNo: r.apprRequestNo, stepNo: 2 }] } });
      expect(col.statusCode, col.body).toBe(200);
      expect(col.json().results).toEqual([{ apprRequestNo: r.apprRequestNo, stepNo: 2, ok: false, message: APPR_MESSAGES.requesterDecides }]);
      // not offered either: not in the requester's pending box, no pending step for them on the detail
      const box = await t.app.inject({ method: 'GET', url: '/api/manage/appr?box=pending&limit=100', headers: auth(tok.worker01!) });
      expect(box.json().list.map((x: { apprRequestNo: number }) => x.apprRequestNo)).not.toContain(r.apprRequestNo);
      const detail = (await get('worker01', r.apprRequestNo)).json();
      expect(detail.myPendingStepNo).toBeNull();
      expect(detail.steps[1]).toMatchObject({ stepStatus: 'PENDING', decidedUserId: null });
      // the same delegation works for someone else's request (the 403 is separation of duties, not a broken delegation)
      const other = await request('e0022', { apprTypeCd: TYPE, recordKey: await newDoc() });
      expect(other.statusCode, other.body).toBe(200);
      const step = (other.json() as { steps: { stepNo: number; approverUserId: string; stepStatus: string }[] }).steps.find((x) => x.stepStatus === 'PENDING')!;
      expect(step.approverUserId).toBe('e0021');
      const ok = await decide('worker01', other.json().apprRequestNo, { stepNo: step.stepNo, decisionCd: 'APPROVE' });
      expect(ok.statusCode, ok.body).toBe(200);
      // and the approver still decides the requester's own request
      expect((await decide('e0021', r.apprRequestNo, { stepNo: 2, decisionCd: 'APPROVE' })).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/manage/appr/delegates/${dl.json().delegateNo}`, headers: auth(tok.e0021!) });
    }
  });
});

describe('bad input and line rules', () => {
  it('refuses bad input with 4xx and writes nothing', async () => {
    const key = await newDoc();
    const fp = await writeFingerprint(t);
    const count = async () => (await t.rows<{ n: string }>(sql`select count(*) as n from com_appr_request`))[0]!.n;
    const before = await count();
    const fake = `data:image/png;base64,${Buffer.from('not a png at all, just text').toString('base64')}`;
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, signature: fake }), 400, APPR_MESSAGES.badSignature);
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, signature: 'data:image/jpeg;base64,AAAA' }), 400, APPR_MESSAGES.badSignature);
    expectError(await request('worker01', { apprTypeCd: 'NO_SUCH', recordKey: key }), 400, APPR_MESSAGES.unknownType);
    expectError(await request('worker01', { apprTypeCd: TYPE }), 400, MESSAGES.badRequest);
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: 'missing' }), 404, APPR_MESSAGES.recordNotFound);
    // the template keeps the team leader fixed and required
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, line: [{ slotNo: 3, slotKind: 'APPROVE', approverUserId: 'e9130' }] }), 400, APPR_MESSAGES.lineNotAllowed);
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, line: [
      { slotNo: 1, slotKind: 'APPROVE', approverUserId: 'e0022' }, { slotNo: 2, slotKind: 'CONFIRM', approverUserId: 'safety01' }, { slotNo: 3, slotKind: 'APPROVE', approverUserId: 'e9130' },
    ] }), 400, APPR_MESSAGES.lineNotAllowed);
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key, line: [
      { slotNo: 1, slotKind: 'APPROVE', approverUserId: 'e0021' }, { slotKind: 'AGREE', approverUserId: 'worker01' }, { slotNo: 2, slotKind: 'CONFIRM', approverUserId: 'safety01' }, { slotNo: 3, slotKind: 'APPROVE', approverUserId: 'e9130' },
    ] }), 400, APPR_MESSAGES.selfApprover);
    // another plant's record is out of the requester's scope
    const other = await newDoc('2000', 'D2210');
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: other }), 403);
    expectError(await decide('e0021', 999999, { stepNo: 2, decisionCd: 'APPROVE' }), 404);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'e0022', fromYmd: '2026-02-01', toYmd: '2026-01-01' } }), 400, APPR_MESSAGES.delegateRange);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'e0021', fromYmd: '2026-01-01', toYmd: '2026-01-02' } }), 400, APPR_MESSAGES.delegateSelf);
    // a delegate in another plant would read and decide records outside their scope
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/appr/delegates', headers: auth(tok.e0021!), payload: { delegateUserId: 'gas01', fromYmd: '2026-01-01', toYmd: '2026-01-02' } }), 400, APPR_MESSAGES.invalidUser);
    expect(await count()).toBe(before);
    expect(await writeFingerprint(t)).toBe(fp);
    expect(await docStatus(key)).toBe('DRAFT');
  });

  it('people the requester adds to the line come from the record\'s or the requester\'s plant', async () => {
    const k2 = await newDoc();
    // someone of another plant would read the record through the line
    const resolved = (await t.app.inject({ method: 'GET', url: `/api/manage/apprline/resolve?apprTypeCd=${TYPE}&recordKey=${k2}`, headers: auth(tok.worker01!) })).json();
    const line = resolved.slots.map((x: { slotNo: number; slotKind: string; approver: { userId: string } }) => ({ slotNo: x.slotNo, slotKind: x.slotKind, approverUserId: x.approver.userId }));
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: k2, line: [...line, { slotKind: 'AGREE', approverUserId: 'gas01' }] }), 400, APPR_MESSAGES.invalidUser);
    expect((await request('worker01', { apprTypeCd: TYPE, recordKey: k2, line: [...line, { slotKind: 'AGREE', approverUserId: 'e0022' }] })).statusCode).toBe(200);
  });

  it('string keys have one spelling: padded or control-character keys are 400, a trimmed request lands on the same record', async () => {
    const key = await newDoc();
    for (const bad of [` ${key}`, `${key} `, `${key}\u0001`, 'x'.repeat(101)]) {
      expectError(await t.app.inject({ method: 'GET', url: `/api/manage/apprparam?apprTypeCd=${TYPE}&recordKey=${encodeURIComponent(bad)}`, headers: auth(tok.worker01!) }), 400, MESSAGES.badRequest);
    }
    await expect(assertEditable(t.db.db, TYPE, ` ${key}`)).rejects.toMatchObject({ statusCode: 400 });
    const r = await submit(` ${key} `);
    expect(r).toMatchObject({ recordKey: key });
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key }), 409, APPR_MESSAGES.alreadyRequested);
    // another case is another key (string keys are case-sensitive): no such record
    expectError(await request('worker01', { apprTypeCd: TYPE, recordKey: key.toLowerCase() }), 404, APPR_MESSAGES.recordNotFound);
  });

  it('the requester adjusts the line within the template: another safety confirmer and an extra 합의 step', async () => {
    const key = await newDoc();
    const r = await submit(key, { line: [
      { slotNo: 1, slotKind: 'APPROVE', approverUserId: 'e0021' },
      { slotKind: 'AGREE', approverUserId: 'health01' },
      { slotNo: 2, slotKind: 'CONFIRM', approverUserId: 'e0009' },
      { slotNo: 3, slotKind: 'APPROVE', approverUserId: 'e9130' },
      { slotKind: 'REFERENCE', approverUserId: 'e0022' },
    ] });
    expect(r.steps.map((s) => [s.slotKind, s.approverUserId, s.stepStatus])).toEqual([
      ['DRAFT', 'worker01', 'DRAFTED'], ['APPROVE', 'e0021', 'PENDING'], ['AGREE', 'health01', 'WAIT'], ['CONFIRM', 'e0009', 'WAIT'], ['APPROVE', 'e9130', 'WAIT'], ['REFERENCE', 'e0022', 'REFERENCE'],
    ]);
    // a reference reader may read, not decide
    expect((await get('e0022', r.apprRequestNo)).statusCode).toBe(200);
    expectError(await decide('e0022', r.apprRequestNo, { stepNo: 6, decisionCd: 'APPROVE' }), 403, APPR_MESSAGES.notYourTurn);
  });
});

describe('일반기안 (this module\'s own document type)', () => {
  it('a submitted document cannot be edited until it is rejected; apprparam reports the state', async () => {
    const c = await t.app.inject({ method: 'POST', url: '/api/manage/apprdoc', headers: auth(tok.worker01!), payload: { docTitle: '보일러동 조명 교체 요청', docContents: '조도 부족' } });
    expect(c.statusCode, c.body).toBe(200);
    const doc = c.json();
    const r = await request('worker01', { apprTypeCd: 'APPR_DOC', recordKey: String(doc.docNo) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().summary).toContain('제목: 보일러동 조명 교체 요청');
    const cur = (await t.app.inject({ method: 'GET', url: `/api/manage/apprdoc/${doc.docNo}`, headers: auth(tok.worker01!) })).json();
    expect(cur.statusCd).toBe('REQUESTED');
    expectError(await t.app.inject({ method: 'PUT', url: `/api/manage/apprdoc/${doc.docNo}`, headers: auth(tok.worker01!), payload: { docTitle: '수정', version: cur.version } }), 409, APPR_MESSAGES.locked);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/manage/apprdoc/${doc.docNo}?version=${cur.version}`, headers: auth(tok.worker01!) }), 409, APPR_MESSAGES.locked);
    const p1 = await t.app.inject({ method: 'GET', url: `/api/manage/apprparam?apprTypeCd=APPR_DOC&recordKey=${doc.docNo}`, headers: auth(tok.worker01!) });
    expect(p1.json()).toMatchObject({ editableYn: 'N', statusCd: 'PROGRESS' });

    expect((await decide('e0021', r.json().apprRequestNo, { stepNo: 2, decisionCd: 'REJECT', comment: '예산 확인 필요' })).statusCode).toBe(200);
    const rej = (await t.app.inject({ method: 'GET', url: `/api/manage/apprdoc/${doc.docNo}`, headers: auth(tok.worker01!) })).json();
    expect(rej.statusCd).toBe('REJECTED');
    const u = await t.app.inject({ method: 'PUT', url: `/api/manage/apprdoc/${doc.docNo}`, headers: auth(tok.worker01!), payload: { docTitle: '보일러동 조명 교체 요청 (예산 포함)', version: rej.version } });
    expect(u.statusCode, u.body).toBe(200);
    const p2 = await t.app.inject({ method: 'GET', url: `/api/manage/apprparam?apprTypeCd=APPR_DOC&recordKey=${doc.docNo}`, headers: auth(tok.worker01!) });
    expect(p2.json()).toMatchObject({ editableYn: 'Y', statusCd: 'REJECT' });
    // the document types are listed for the screens
    const types = await t.app.inject({ method: 'GET', url: '/api/manage/appr/types', headers: auth(tok.worker01!) });
    expect(types.json().map((x: { apprTypeCd: string }) => x.apprTypeCd)).toEqual(expect.arrayContaining(['APPR_DOC', TYPE]));
  });

  it('apprall lists requests in the caller\'s scope only', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/manage/apprall', headers: auth(tok.safety01!) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totalCount).toBeGreaterThan(0);
    // the gas plant's user sees its own plant's requests (the demo has approved records there too), none of plant 1000's
    const ids = async (who: string) => {
      const r = await t.app.inject({ method: 'GET', url: '/api/manage/apprall?limit=300', headers: auth(tok[who]!) });
      return new Set((r.json().list as { apprRequestNo: number; requestUserId: string }[]).map((x) => x.apprRequestNo));
    };
    const gasIds = await ids('gas01');
    const plant1000 = await ids('safety01');
    expect([...gasIds].filter((n) => plant1000.has(n))).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/manage/apprall', headers: auth(tok.worker01!) }), 403);
  });
});

describe('e-mail through SMTP', () => {
  it('the next approver gets an e-mail from a real SMTP server on loopback', async () => {
    const smtp = await startTestSmtp();
    const { received } = smtp;
    const m = await createTestApp({ smtpUrl: smtp.url, smtpFrom: TEST_SMTP_FROM });
    try {
      const w = await login(m.app, 'worker01');
      const c = await m.app.inject({ method: 'POST', url: '/api/manage/apprdoc', headers: auth(w), payload: { docTitle: '메일 시험 문서' } });
      const r = await m.app.inject({ method: 'POST', url: '/api/manage/apprrequest', headers: auth(w), payload: { apprTypeCd: 'APPR_DOC', recordKey: String(c.json().docNo) } });
      expect(r.statusCode, r.body).toBe(200);
      const deadline = Date.now() + 10_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((res) => setTimeout(res, 50));
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe('e0021@jikim.example');
      expect(received[0]!.body).toContain('no-reply@jikim.test');
      // the outcome is written on the notification row
      let rows: { mail_dt: Date | null }[] = [];
      while (Date.now() < deadline) {
        rows = await m.rows<{ mail_dt: Date | null }>(sql`select mail_dt from com_notification where user_id = 'e0021' and kind_cd = 'APPR_PENDING' and link_key = ${String(r.json().apprRequestNo)}`);
        if (rows[0]?.mail_dt) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      expect(rows[0]?.mail_dt).toBeTruthy();
    } finally {
      await m.close();
      await smtp.close();
    }
  });
});
