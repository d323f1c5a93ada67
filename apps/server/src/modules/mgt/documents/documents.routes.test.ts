import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, DOC_API, DOC_MESSAGES, MESSAGES, type TCalendarItem } from '@jikim/shared';
import { plantToday } from '../../../lib/plant-time.js';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../../test/helpers.js';

/** Issue 30 item 5: controlled documents — revisions through 결재, supersession, obsolescence, the review calendar, rights and scope */
let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;
let approver: Tokens;
type Row = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (tok: Tokens, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const ok = async (tok: Tokens, method: Method, url: string, payload?: unknown): Promise<Row> => {
  const r = await call(tok, method, url, payload);
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
  return r.json() as Row;
};
const D = DOC_API.documents;
const R = DOC_API.revisions;
let seq = 0;
const docBody = (o: Row = {}) => {
  seq += 1;
  return { plantCd: '1000', deptCd: 'D1210', categoryCd: 'PROCEDURE', docNumber: `TST-P-${String(seq).padStart(3, '0')}`, docTitle: `시험 절차서 ${seq}`, ownerUserId: 'safety01', reviewCycleMonths: 12, ...o };
};
const createDoc = async (o: Row = {}) => ok(safety, 'POST', D, docBody(o));
const draft = (docNo: unknown, changeSummary = '제정', tok = safety) => call(tok, 'POST', R, { docNo, plantCd: '1000', changeSummary, content: '1. 목적 …' });
/** 결재 requested by safety01 with e0009 approving; answers the request number */
const request = async (revisionNo: unknown): Promise<number> => {
  const r = await ok(safety, 'POST', '/api/manage/apprrequest', { apprTypeCd: 'MGT_DOC', recordKey: String(revisionNo), line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }] });
  return Number(r.apprRequestNo);
};
const decide = async (no: number, decisionCd: 'APPROVE' | 'REJECT') => {
  const req = await ok(approver, 'GET', `/api/manage/apprrequest/${no}`);
  const step = (req.steps as { stepNo: number; stepStatus: string }[]).find((s) => s.stepStatus === 'PENDING')!;
  await ok(approver, 'PATCH', `/api/manage/appr/${no}`, { stepNo: step.stepNo, decisionCd, ...(decisionCd === 'REJECT' ? { comment: '보완 필요' } : {}) });
};
const transition = (tok: Tokens, docNo: unknown, action: string, version: unknown, comment?: string) =>
  call(tok, 'POST', `${D}/${String(docNo)}/transition`, { action, version, ...(comment ? { comment } : {}) });
const cal = async (tok: Tokens, q: string) => (await ok(tok, 'GET', `/api/mgt/calendar?${q}`)).list as TCalendarItem[];

beforeAll(async () => {
  t = await createTestApp();
  [safety, worker, gas, approver] = (await Promise.all(['safety01', 'worker01', 'gas01', 'e0009'].map((u) => login(t.app, u)))) as [Tokens, Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('revisions through 결재 (/api/mgt/documents, /api/mgt/documents/revisions)', () => {
  it('a draft gets the next number and the document\'s plant; approval makes it current and supersedes the one before; every revision stays readable', async () => {
    const today = plantToday();
    const doc = await createDoc();
    expect(doc).toMatchObject({ statusCd: 'ACTIVE', currentRevNo: null, effectiveYmd: null, nextReviewYmd: null, revisions: [] });

    // the client's number, state and dates are not taken
    const r0 = await call(safety, 'POST', R, { docNo: doc.docNo, plantCd: '1000', changeSummary: '제정', content: '1. 목적 …', revNo: 7, revStatusCd: 'CURRENT', effectiveYmd: '2020-01-01' });
    expect(r0.statusCode, r0.body).toBe(200);
    const rev0 = r0.json() as Row;
    expect(rev0).toMatchObject({ revNo: 0, plantCd: '1000', revStatusCd: 'DRAFT', effectiveYmd: null, apprStatusCd: null, docNumber: doc.docNumber, docTitle: doc.docTitle });

    // one open revision per document: a second draft is refused while the first is written, and while it is in 결재
    expectError(await draft(doc.docNo, '두 번째'), 409, DOC_MESSAGES.revisionOpen);
    const no0 = await request(rev0.revisionNo);
    expect(await ok(safety, 'GET', `${R}/${String(rev0.revisionNo)}`)).toMatchObject({ revStatusCd: 'REQUESTED', apprStatusCd: 'REQUESTED' });
    expectError(await draft(doc.docNo, '두 번째'), 409, DOC_MESSAGES.revisionInApproval);

    await decide(no0, 'APPROVE');
    expect(await ok(safety, 'GET', `${R}/${String(rev0.revisionNo)}`)).toMatchObject({ revStatusCd: 'CURRENT', apprStatusCd: 'APPROVED', effectiveYmd: today, supersededYmd: null });
    expect(await ok(safety, 'GET', `${D}/${String(doc.docNo)}`)).toMatchObject({
      currentRevNo: 0, effectiveYmd: today, lastReviewYmd: today, nextReviewYmd: addMonthsYmd(today, 12),
    });

    // revision 1: rejected, fixed, approved → current; revision 0 superseded today (kept)
    const rev1 = (await draft(doc.docNo, '작업 전 가스측정 기준 개정')).json() as Row;
    expect(rev1).toMatchObject({ revNo: 1, revStatusCd: 'DRAFT' });
    await decide(await request(rev1.revisionNo), 'REJECT');
    const back = await ok(safety, 'GET', `${R}/${String(rev1.revisionNo)}`);
    expect(back).toMatchObject({ revStatusCd: 'REJECTED' });
    expectError(await draft(doc.docNo, '세 번째'), 409, DOC_MESSAGES.revisionOpen);
    await ok(safety, 'PUT', `${R}/${String(rev1.revisionNo)}`, { changeSummary: '작업 전 가스측정 기준 개정 (보완)', content: '보완', version: back.version });
    await decide(await request(rev1.revisionNo), 'APPROVE');

    const after = await ok(worker, 'GET', `${D}/${String(doc.docNo)}`);
    expect(after).toMatchObject({ currentRevNo: 1, effectiveYmd: today });
    expect(after.revisions).toMatchObject([
      { revNo: 1, revStatusCd: 'CURRENT', changeSummary: '작업 전 가스측정 기준 개정 (보완)', effectiveYmd: today, supersededYmd: null },
      { revNo: 0, revStatusCd: 'SUPERSEDED', effectiveYmd: today, supersededYmd: today },
    ]);
    // the superseded revision is read like any other, and stays locked with its approval
    expect(await ok(worker, 'GET', `${R}/${String(rev0.revisionNo)}`)).toMatchObject({ revNo: 0, revStatusCd: 'SUPERSEDED', content: '1. 목적 …' });
    const v0 = (await ok(safety, 'GET', `${R}/${String(rev0.revisionNo)}`)).version;
    expect((await call(safety, 'PUT', `${R}/${String(rev0.revisionNo)}`, { changeSummary: '고침', version: v0 })).statusCode).toBe(409);
    // the revision list finds a document's revisions by its number
    const found = await ok(worker, 'GET', `${R}?plantCd=1000&docText=${encodeURIComponent(String(doc.docNumber))}`);
    expect((found.list as Row[]).map((x) => x.revNo)).toEqual([1, 0]);
  });

  it('a recalled revision is a draft again; a document keeps its number unique per plant', async () => {
    const doc = await createDoc();
    const rev = (await draft(doc.docNo)).json() as Row;
    const no = await request(rev.revisionNo);
    const req = await ok(safety, 'GET', `/api/manage/apprrequest/${no}`);
    await ok(safety, 'PATCH', `/api/manage/apprrequest/${no}/recall`, { version: req.version });
    expect(await ok(safety, 'GET', `${R}/${String(rev.revisionNo)}`)).toMatchObject({ revStatusCd: 'DRAFT', apprStatusCd: 'RECALLED' });
    expectError(await call(safety, 'POST', D, { ...docBody(), docNumber: doc.docNumber }), 409);
    // the same number at the other plant is another document
    expect((await call(gas, 'POST', D, { ...docBody({ plantCd: '2000', deptCd: 'D2210', ownerUserId: 'gas01' }), docNumber: doc.docNumber })).statusCode).toBe(200);
  });

  it('정기 검토 without a change moves the next review on; a document without a revision in force cannot be reviewed', async () => {
    const today = plantToday();
    const doc = await createDoc({ reviewCycleMonths: 6 });
    expectError(await transition(safety, doc.docNo, 'REVIEW', doc.version, '검토함'), 409, DOC_MESSAGES.noCurrent);
    await t.rows(sql`update mgt_document set current_rev_no = 0, effective_ymd = ${addDaysYmd(today, -200)}, last_review_ymd = ${addDaysYmd(today, -200)},
      next_review_ymd = ${addMonthsYmd(addDaysYmd(today, -200), 6)} where doc_no = ${doc.docNo}`);
    const cur = await ok(safety, 'GET', `${D}/${String(doc.docNo)}`);
    expectError(await transition(safety, doc.docNo, 'REVIEW', cur.version), 400);
    const r = await transition(safety, doc.docNo, 'REVIEW', cur.version, '현행 법령과 일치, 변경 없음');
    expect(r.statusCode, r.body).toBe(200);
    expect(await ok(safety, 'GET', `${D}/${String(doc.docNo)}`)).toMatchObject({ statusCd: 'ACTIVE', lastReviewYmd: today, nextReviewYmd: addMonthsYmd(today, 6) });
    // a changed cycle moves the next review with it
    const v = (await ok(safety, 'GET', `${D}/${String(doc.docNo)}`)).version;
    expect(await ok(safety, 'PUT', `${D}/${String(doc.docNo)}`, { ...docBody(), docNumber: doc.docNumber, reviewCycleMonths: 24, version: v })).toMatchObject({ nextReviewYmd: addMonthsYmd(today, 24) });
  });

  it('obsolete: refused while a revision is open; then read-only, no new revision, off the calendar; a document with revisions is never deleted', async () => {
    const today = plantToday();
    const doc = await createDoc();
    const rev = (await draft(doc.docNo)).json() as Row;
    await decide(await request(rev.revisionNo), 'APPROVE');
    const open = (await draft(doc.docNo, '개정 중')).json() as Row;
    let cur = await ok(safety, 'GET', `${D}/${String(doc.docNo)}`);
    const item = { kindCd: 'DOC_REVIEW', title: `[문서 검토] ${String(doc.docTitle)}`, dueYmd: addMonthsYmd(today, 12), ownerUserId: 'safety01', ownerDeptCd: 'D1210' };
    const q = `plantCd=1000&fromYmd=${addMonthsYmd(today, 12)}&toYmd=${addMonthsYmd(today, 12)}&kindCd=DOC_REVIEW`;
    expect(await cal(safety, q)).toContainEqual(expect.objectContaining({ ...item, link: `/mgt/document?key=${String(doc.docNo)}`, doneYn: 'N' }));

    expectError(await transition(safety, doc.docNo, 'OBSOLETE', cur.version, '통합'), 409, DOC_MESSAGES.obsoleteOpenRevision);
    expectError(await call(safety, 'DELETE', `${D}/${String(doc.docNo)}?version=${String(cur.version)}`), 409, DOC_MESSAGES.hasRevisions);
    await ok(safety, 'DELETE', `${R}/${String(open.revisionNo)}?version=${String(open.version)}`);
    expectError(await transition(safety, doc.docNo, 'OBSOLETE', cur.version), 400);
    expect((await transition(safety, doc.docNo, 'OBSOLETE', cur.version, 'SH-P-099로 통합')).statusCode).toBe(200);

    cur = await ok(worker, 'GET', `${D}/${String(doc.docNo)}`);
    expect(cur).toMatchObject({ statusCd: 'OBSOLETE', currentRevNo: 0 });
    expect((await call(safety, 'PUT', `${D}/${String(doc.docNo)}`, { ...docBody(), docNumber: doc.docNumber, version: cur.version })).statusCode).toBe(409);
    expectError(await draft(doc.docNo, '폐기 후'), 409, DOC_MESSAGES.obsolete);
    expect((await cal(safety, q)).filter((i) => i.title === item.title)).toEqual([]);
    // its revisions stay readable
    expect(await ok(worker, 'GET', `${R}/${String(rev.revisionNo)}`)).toMatchObject({ revStatusCd: 'CURRENT' });
    // a document never revised may go
    const empty = await createDoc();
    await ok(safety, 'DELETE', `${D}/${String(empty.docNo)}?version=${String(empty.version)}`);
  });
});

describe('DOC_REVIEW on the calendar and the demo documents', () => {
  it('the calendar answers the same review dates and owners as the document register, in force only', async () => {
    const today = plantToday();
    const fromYmd = addDaysYmd(today, -120);
    const toYmd = addDaysYmd(today, 240);
    const docs = (await ok(safety, 'GET', `${D}?plantCd=1000&limit=300`)).list as Row[];
    const expected = docs.filter((d) => d.statusCd === 'ACTIVE' && typeof d.nextReviewYmd === 'string' && d.nextReviewYmd >= fromYmd && d.nextReviewYmd <= toYmd)
      .map((d) => ({ title: `[문서 검토] ${String(d.docTitle)}`, dueYmd: d.nextReviewYmd, ownerUserId: d.ownerUserId, link: `/mgt/document?key=${String(d.docNo)}` }))
      .sort((a, b) => `${String(a.dueYmd)}${a.link}`.localeCompare(`${String(b.dueYmd)}${b.link}`));
    const items = (await cal(safety, `plantCd=1000&fromYmd=${fromYmd}&toYmd=${toYmd}&kindCd=DOC_REVIEW`))
      .map((i) => ({ title: i.title, dueYmd: i.dueYmd, ownerUserId: i.ownerUserId, link: i.link }))
      .sort((a, b) => `${a.dueYmd}${String(a.link)}`.localeCompare(`${b.dueYmd}${String(b.link)}`));
    expect(items).toEqual(expected);
    // the demo: reviews due within the month, and one past due (red on the calendar)
    expect(items.filter((i) => i.dueYmd >= today && i.dueYmd <= addDaysYmd(today, 30)).length).toBeGreaterThanOrEqual(2);
    const overdue = (await cal(safety, `plantCd=1000&fromYmd=${fromYmd}&toYmd=${today}&kindCd=DOC_REVIEW`)).filter((i) => i.overdueYn === 'Y');
    expect(overdue.map((i) => i.title)).toContain('[문서 검토] 밀폐공간 작업 프로그램');
  });

  it('the demo: about fifteen documents per plant, each with its current revision approved through a completed 결재', async () => {
    const rows = await t.rows<{ plant_cd: string; docs: number; with_current: number; revisions: number; approved: number }>(sql`
      select d.plant_cd, count(distinct d.doc_no)::int as docs,
             count(distinct d.doc_no) filter (where r.rev_status_cd = 'CURRENT' and r.rev_no = d.current_rev_no)::int as with_current,
             count(r.revision_no)::int as revisions,
             count(r.revision_no) filter (where exists (select 1 from com_appr_request a where a.appr_type_cd = 'MGT_DOC' and a.record_key = r.revision_no::text and a.status_cd = 'COMPLETE'))::int as approved
        from mgt_document d join mgt_doc_revision r on r.doc_no = d.doc_no
       where d.doc_number not like 'TST-%' and d.doc_number not like 'KEY-%' and d.doc_number not like 'BYID-%'
       group by d.plant_cd order by d.plant_cd`);
    expect(rows.map((r) => r.plant_cd)).toEqual(['1000', '2000']);
    for (const r of rows) {
      expect(r.docs).toBeGreaterThanOrEqual(15);
      expect(r.with_current).toBe(r.docs);
      expect(r.revisions).toBeGreaterThan(r.docs);
      // every revision but the one draft being written was approved
      expect(r.approved).toBeGreaterThanOrEqual(r.revisions - 1);
    }
    const [emergency] = await t.rows<{ n: number }>(sql`select count(*)::int as n from mgt_document where category_cd = 'EMERGENCY' and status_cd = 'ACTIVE'`);
    expect(emergency!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('rights and scope', () => {
  it('worker01 reads the documents and revisions of the plant but writes nothing', async () => {
    const doc = (await ok(worker, 'GET', `${D}?plantCd=1000&docTitle=${encodeURIComponent('작업허가 절차서')}`)).list as Row[];
    expect(doc.length).toBe(1);
    const one = await ok(worker, 'GET', `${D}/${String(doc[0]!.docNo)}`);
    expect((one.revisions as Row[]).length).toBeGreaterThanOrEqual(2);
    expectError(await call(worker, 'POST', D, docBody()), 403);
    expectError(await call(worker, 'PUT', `${D}/${String(one.docNo)}`, { ...docBody(), version: one.version }), 403);
    expectError(await draft(one.docNo, '작업자 개정', worker), 403);
    expectError(await transition(worker, one.docNo, 'REVIEW', one.version, '검토'), 403);
  });

  it('readers see the revision in force and the superseded ones, never a draft; the owner, the author and the writers do', async () => {
    const approveNew = async (docNo: unknown, summary: string) => {
      const r = await draft(docNo, summary);
      expect(r.statusCode, r.body).toBe(200);
      await decide(await request((r.json() as Row).revisionNo), 'APPROVE');
    };
    const doc = await createDoc();
    await approveNew(doc.docNo, '제정');
    await approveNew(doc.docNo, '1차 개정');
    const d2 = await draft(doc.docNo, '2차 개정안 작성 중');
    const rev2 = d2.json() as Row;
    expect(rev2.revStatusCd).toBe('DRAFT');
    const statusesOf = (rows: Row[]) => rows.map((r) => `${String(r.revNo)}:${String(r.revStatusCd)}`).sort();

    // worker01 (read right only, not the owner): the document's revisions and the revision list without the draft
    expect(statusesOf((await ok(worker, 'GET', `${D}/${String(doc.docNo)}`)).revisions as Row[])).toEqual(['0:SUPERSEDED', '1:CURRENT']);
    expect(statusesOf((await ok(worker, 'GET', `${R}?docText=${String(doc.docNumber)}&limit=100`)).list as Row[])).toEqual(['0:SUPERSEDED', '1:CURRENT']);
    expect([403, 404]).toContain((await call(worker, 'GET', `${R}/${String(rev2.revisionNo)}`)).statusCode);
    // nor the draft's files through the attachments API (the group of a revision is its number); the current one's are readable
    expect([403, 404]).toContain((await call(worker, 'GET', `/api/common/attachFile/list?taskClassNm=MGT_DOC_REV&attachFileId=${String(rev2.revisionNo)}`)).statusCode);
    const current = ((await ok(worker, 'GET', `${D}/${String(doc.docNo)}`)).revisions as Row[]).find((r) => r.revStatusCd === 'CURRENT')!;
    expect((await call(worker, 'GET', `/api/common/attachFile/list?taskClassNm=MGT_DOC_REV&attachFileId=${String(current.revisionNo)}`)).statusCode).toBe(200);
    // the writer sees all three
    expect(statusesOf((await ok(safety, 'GET', `${D}/${String(doc.docNo)}`)).revisions as Row[])).toEqual(['0:SUPERSEDED', '1:CURRENT', '2:DRAFT']);
    expect(statusesOf((await ok(safety, 'GET', `${R}?docText=${String(doc.docNumber)}&limit=100`)).list as Row[])).toEqual(['0:SUPERSEDED', '1:CURRENT', '2:DRAFT']);

    // a document worker01 owns: its draft is theirs to see
    const own = await createDoc({ ownerUserId: 'worker01' });
    const ownDraft = (await draft(own.docNo, '제정안')).json() as Row;
    expect(statusesOf((await ok(worker, 'GET', `${D}/${String(own.docNo)}`)).revisions as Row[])).toEqual(['0:DRAFT']);
    expect((await ok(worker, 'GET', `${R}/${String(ownDraft.revisionNo)}`)).revStatusCd).toBe('DRAFT');
  });

  it('gas01 (plant 2000) cannot read plant 1000\'s documents by id or by list; its own list holds its plant only', async () => {
    const [d] = (await ok(safety, 'GET', `${D}?plantCd=1000&limit=20`)).list as Row[];
    expectError(await call(gas, 'GET', `${D}/${String(d!.docNo)}`), 403);
    const [rv] = (await ok(safety, 'GET', `${R}?plantCd=1000&limit=20`)).list as Row[];
    expectError(await call(gas, 'GET', `${R}/${String(rv!.revisionNo)}`), 403);
    // a search for the other plant narrows to nothing (a filter never widens the scope)
    expect(((await ok(gas, 'GET', `${D}?plantCd=1000`)).list as Row[])).toEqual([]);
    expect(((await ok(gas, 'GET', `${R}?plantCd=1000`)).list as Row[])).toEqual([]);
    const own = (await ok(gas, 'GET', `${D}?limit=300`)).list as Row[];
    expect(own.length).toBeGreaterThanOrEqual(15);
    expect(own.every((x) => x.plantCd === '2000')).toBe(true);
    expect(((await ok(gas, 'GET', `${R}?limit=300`)).list as Row[]).every((x) => x.plantCd === '2000')).toBe(true);
    // nor draft a revision of one
    expect([403, 404]).toContain((await call(gas, 'POST', R, { docNo: d!.docNo, plantCd: '2000', changeSummary: '남의 문서' })).statusCode);
  });

  it('contractors see nothing', async () => {
    for (const url of [D, R, `${D}/1`, `${R}/1`]) {
      const r = await call(vendor, 'GET', url);
      expect(r.statusCode, `${url}: ${r.body}`).toBe(403);
      expect(r.json().message).toBe(MESSAGES.noMenuPermission);
    }
  });
});
