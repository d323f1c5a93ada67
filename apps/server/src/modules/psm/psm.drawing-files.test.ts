// Issue 28: every revision of a drawing carries its own file (a child file cell, `revisions.fileNo`, naming one file of the
// drawing's attachment group). A file of another drawing is refused (400, nothing saved), a named file cannot be deleted
// (409), the answer names each row's file, the record's current revision follows the latest row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSM_API, PSM_DRAWING_FILES, REFERENCE_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PDF } from '../attachments/attachments.test-utils.js';

let t: TestApp;
let safety: Tokens;
type Row = Record<string, unknown>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(safety), ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as Row & { version: number };
};
const upload = async (drawingId: unknown, name: string) => {
  const b = multipartBody({ taskClassNm: PSM_DRAWING_FILES, attachFileId: String(drawingId) }, { name, data: PDF, contentType: 'application/pdf' });
  const res = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(safety), ...b.headers }, payload: b.payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { fileNo: number }).fileNo;
};
const drawing = (drawingNo: string) => ok('POST', PSM_API.drawing, { plantCd: '1000', drawingNo, drawingTypeCd: 'PID', drawingNm: `${drawingNo} 시험`, revNo: '0', effectiveYmd: '2026-01-05' });
const url = (d: Row) => `${PSM_API.drawing}/${String(d.drawingId)}`;

beforeAll(async () => {
  t = await createTestApp();
  safety = await login(t.app, 'safety01');
});
afterAll(async () => t?.close());

describe('a drawing revision names its own file', () => {
  it('two revisions, each with its file; the answer and the list name them; the record follows the latest revision', async () => {
    const d = await drawing('1-PID-FILE-001');
    const f0 = await upload(d.drawingId, 'P&ID rev0.pdf');
    const f1 = await upload(d.drawingId, 'P&ID rev1.pdf');
    const [r0] = d.revisions as Row[];
    // a new revision row in the grid (the record's own revNo left as it was): the record becomes rev 1
    const saved = await ok('PUT', url(d), {
      ...d, revisions: [{ ...r0, fileNo: f0 }, { revNo: '1', effectiveYmd: '2026-06-01', revDesc: '계장 루프 추가', fileNo: f1 }],
    });
    expect((saved.revisions as Row[]).map((r) => [r.revNo, r.fileNo, r.fileNm])).toEqual([['0', f0, 'P&ID rev0.pdf'], ['1', f1, 'P&ID rev1.pdf']]);
    expect([saved.revNo, saved.effectiveYmd, saved.currentFileNm]).toEqual(['1', '2026-06-01', 'P&ID rev1.pdf']);
    const got = await ok('GET', url(d));
    expect((got.revisions as Row[]).map((r) => r.fileNm)).toEqual(['P&ID rev0.pdf', 'P&ID rev1.pdf']);
    const list = await ok('GET', `${PSM_API.drawing}?drawingNo=1-PID-FILE-001`);
    expect((list.list as Row[]).map((r) => r.currentFileNm)).toEqual(['P&ID rev1.pdf']);
    // the Excel export names the current revision's file too (never its number)
    const { default: ExcelJS } = await import('exceljs');
    const x = await call('GET', `${PSM_API.drawing}/excel?drawingNo=1-PID-FILE-001`);
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const col = (ws.getRow(1).values as unknown[]).indexOf('현재 도면 파일');
    expect(col).toBeGreaterThan(0);
    expect(ws.getRow(2).getCell(col).value).toBe('P&ID rev1.pdf');

    // a named file is kept: the attachments API refuses to delete it (409 naming the row), the file stays
    const del = expectError(await call('DELETE', `/api/common/attachFile/delete/${f0}`), 409);
    expect(del.message).toBe(REFERENCE_MESSAGES.fileInUse('[개정 이력] 1번째 행의 [도면 파일]'));
    expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/deleteAll', headers: auth(safety), payload: { taskClassNm: PSM_DRAWING_FILES, attachFileId: String(d.drawingId) } }), 409);
    const [live] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_attach_file where file_no in (${f0}, ${f1}) and status = 'P'`);
    expect(live!.n).toBe(2);
    // a file nobody names may go
    const spare = await upload(d.drawingId, 'draft.pdf');
    expect((await call('DELETE', `/api/common/attachFile/delete/${spare}`)).statusCode).toBe(200);
    // and a kept revision's file is not swapped for another
    const other = await upload(d.drawingId, 'other.pdf');
    const revs = saved.revisions as Row[];
    expectError(await call('PUT', url(d), { ...saved, revisions: [{ ...revs[0], fileNo: other }, revs[1]] }), 409);
  });

  it('a file of another drawing (or no file at all) is refused with the row and field, nothing saved', async () => {
    const a = await drawing('1-PID-FILE-A');
    const b = await drawing('1-PID-FILE-B');
    const fb = await upload(b.drawingId, 'B.pdf');
    const revs = a.revisions as Row[];
    const body = { ...a, revisions: [...revs, { revNo: '1', effectiveYmd: '2026-07-01', revDesc: '다른 도면의 파일', fileNo: fb }] };
    const named = '2번째 행의 [도면 파일]';
    const res = expectError(await call('PUT', url(a), body), 400, REFERENCE_MESSAGES.notOfRecordFiles(named));
    expect(JSON.stringify(res)).toContain('revisions.1.fileNo');
    expectError(await call('PUT', url(a), { ...body, revisions: [...revs, { revNo: '1', effectiveYmd: '2026-07-01', fileNo: 987_654_321 }] }), 400, REFERENCE_MESSAGES.notOfRecordFiles(named));
    const after = await ok('GET', url(a));
    expect([after.version, after.revNo, (after.revisions as Row[]).length]).toEqual([a.version, '0', 1]);
    // a new drawing has no files yet: a file cell on its create is refused too
    expectError(await call('POST', PSM_API.drawing, {
      plantCd: '1000', drawingNo: '1-PID-FILE-C', drawingTypeCd: 'PID', drawingNm: 'C', revNo: '0', effectiveYmd: '2026-01-05', revisions: [{ revNo: '0', effectiveYmd: '2026-01-05', fileNo: fb }],
    }), 400, REFERENCE_MESSAGES.notOfRecordFiles('1번째 행의 [도면 파일]'));
    expect((await ok('GET', `${PSM_API.drawing}?drawingNo=1-PID-FILE-C`)).totalCount).toBe(0);
  });
});
