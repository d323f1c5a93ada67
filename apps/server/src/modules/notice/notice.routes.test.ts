import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOTICE_RANGE_MESSAGE } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { multipartBody, PNG } from '../attachments/attachments.test-utils.js';

/** route tests of the resource framework through the notice resource (plant-scoped) */
let t: TestApp;
let admin: Tokens;
let safety: Tokens;
let gas: Tokens;
let worker: Tokens;

const URL = '/api/manage/notice';
const body = (over: Record<string, unknown> = {}) => ({
  plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'N', noticeTitle: '  보일러동 고소작업 안전 공지  ',
  postStartYmd: '2026-11-01', postEndYmd: '2026-11-30', useYn: 'Y', noticeContents: '안전대를 착용하세요.', ...over,
});

async function fingerprint() {
  const r = await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from com_notice), (select coalesce(sum(version), 0) from com_notice),
    (select count(*) from com_audit_log)) as n`);
  return r[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  safety = await login(t.app, 'safety01');
  gas = await login(t.app, 'gas01');
  worker = await login(t.app, 'worker01');
});
afterAll(async () => t?.close());

describe('find: server paging, sort, filters, scope', () => {
  it('pages with the default size 20 and a total count, newest first, stable', async () => {
    const res = await t.app.inject({ url: URL, headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.limit).toBe(20);
    expect(b.totalCount).toBe(30);
    expect(b.list).toHaveLength(20);
    const dts = b.list.map((r: { createDt: string }) => r.createDt);
    expect([...dts].sort().reverse()).toEqual(dts);
    expect(b.list[0].plantNm).toMatch(/발전소|LNG/);
    expect(b.list[0].noticeTypeNm).toMatch(/일반|안전|보건|환경/);
    expect(b.list[0].createUserNm).toMatch(/김안전|최가스/);
    const p2 = (await t.app.inject({ url: `${URL}?page=2&limit=20`, headers: auth(admin) })).json();
    expect(p2.list).toHaveLength(10);
    const ids = new Set([...b.list, ...p2.list].map((r: { noticeNo: number }) => r.noticeNo));
    expect(ids.size).toBe(30);
  });

  it('accepts only the spec page sizes', async () => {
    expect((await t.app.inject({ url: `${URL}?limit=50`, headers: auth(admin) })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: `${URL}?limit=25`, headers: auth(admin) }), 400, MESSAGES.badRequest);
    expectError(await t.app.inject({ url: `${URL}?sortField=noticeContents`, headers: auth(admin) }), 400);
  });

  it('explains every refused field in Korean (zod defaults translated by the kind of problem)', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { plantCd: '1000', noticeTypeCd: 'NT02', importantYn: 'X', noticeTitle: 'x'.repeat(400), postStartYmd: 20261101 } });
    const b = expectError(res, 400);
    expect(b.fields.length).toBeGreaterThanOrEqual(3);
    for (const f of b.fields as { field: string; message: string }[]) expect(f.message, f.field).toMatch(/[가-힣]/);
    expect(JSON.stringify(b.fields)).not.toMatch(/Too (small|big)|expected|Invalid/);
  });

  it('reads numbers in keys, pages and versions as plain digits only (no hex, exponent, blanks)', async () => {
    const first = (await t.app.inject({ url: URL, headers: auth(admin) })).json().list[0];
    expect((await t.app.inject({ url: `${URL}/${first.noticeNo}`, headers: auth(admin) })).statusCode).toBe(200);
    for (const bad of ['0x10', '1e1', '%2016', '0', '-1', '1.0', '99999999999']) expectError(await t.app.inject({ url: `${URL}/${bad}`, headers: auth(admin) }), 400);
    for (const bad of ['page=0x2', 'page=1e1', 'page=', 'limit=0x14', 'page=0']) expectError(await t.app.inject({ url: `${URL}?${bad}`, headers: auth(admin) }), 400);
    const before = await fingerprint();
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${first.noticeNo}?version=0x1`, headers: auth(admin) }), 400);
    expect(await fingerprint()).toBe(before);
  });

  it('sorts by a sortable column', async () => {
    const b = (await t.app.inject({ url: `${URL}?sortField=postStartYmd&sortOrder=asc&limit=50`, headers: auth(admin) })).json();
    const v = b.list.map((r: { postStartYmd: string }) => r.postStartYmd);
    expect([...v].sort()).toEqual(v);
  });

  it('filters by equality, contains (LIKE-escaped) and date range', async () => {
    const safetyType = (await t.app.inject({ url: `${URL}?noticeTypeCd=NT02&limit=50`, headers: auth(admin) })).json();
    expect(safetyType.totalCount).toBeGreaterThan(0);
    expect(safetyType.list.every((r: { noticeTypeCd: string }) => r.noticeTypeCd === 'NT02')).toBe(true);
    const title = (await t.app.inject({ url: `${URL}?noticeTitle=${encodeURIComponent('건강진단')}`, headers: auth(admin) })).json();
    expect(title.totalCount).toBeGreaterThan(0);
    expect(title.list.every((r: { noticeTitle: string }) => r.noticeTitle.includes('건강진단'))).toBe(true);
    const pct = (await t.app.inject({ url: `${URL}?noticeTitle=${encodeURIComponent('%')}`, headers: auth(admin) })).json();
    expect(pct.totalCount).toBe(0);
    const range = (await t.app.inject({ url: `${URL}?postStartYmdFrom=2026-03-01&postStartYmdTo=2026-04-30&limit=50`, headers: auth(admin) })).json();
    expect(range.totalCount).toBeGreaterThan(0);
    expect(range.list.every((r: { postStartYmd: string }) => r.postStartYmd >= '2026-03-01' && r.postStartYmd <= '2026-04-30')).toBe(true);
    expectError(await t.app.inject({ url: `${URL}?postStartYmdFrom=2026-3-1`, headers: auth(admin) }), 400);
  });

  it('limits rows to the caller plant (safety01 → 1000, gas01 → 2000); admin sees all', async () => {
    const s = (await t.app.inject({ url: `${URL}?limit=50`, headers: auth(safety) })).json();
    const g = (await t.app.inject({ url: `${URL}?limit=50`, headers: auth(gas) })).json();
    expect(s.list.every((r: { plantCd: string }) => r.plantCd === '1000')).toBe(true);
    expect(g.list.every((r: { plantCd: string }) => r.plantCd === '2000')).toBe(true);
    expect(s.totalCount + g.totalCount).toBe(30);
    // a filter for another plant cannot widen the scope
    const other = (await t.app.inject({ url: `${URL}?plantCd=2000`, headers: auth(safety) })).json();
    expect(other.totalCount).toBe(0);
    const gasRow = g.list[0];
    expectError(await t.app.inject({ url: `${URL}/${gasRow.noticeNo}`, headers: auth(safety) }), 403);
    expect((await t.app.inject({ url: `${URL}/${gasRow.noticeNo}`, headers: auth(gas) })).json().noticeTitle).toBe(gasRow.noticeTitle);
    expectError(await t.app.inject({ url: `${URL}/999999`, headers: auth(admin) }), 404);
  });
});

describe('writes: create, update (409), delete, audit', () => {
  it('creates with trimmed text, server-set author and version 1, and audits it', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ createUserId: 'hacker', version: 99 }) });
    expect(res.statusCode).toBe(200);
    const row = res.json();
    expect(row.noticeTitle).toBe('보일러동 고소작업 안전 공지');
    expect(row.createUserId).toBe('safety01');
    expect(row.version).toBe(1);
    const audit = await t.rows<{ action: string; user_id: string; after_data: { noticeTitle: string } }>(
      sql`select action, user_id, after_data from com_audit_log where entity = 'notice' and entity_key = ${String(row.noticeNo)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'CREATE', user_id: 'safety01' });
    expect(audit[0]!.after_data.noticeTitle).toBe('보일러동 고소작업 안전 공지');
  });

  it('refuses writes to another plant, read-only users and bad input with nothing written', async () => {
    const before = await fingerprint();
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ plantCd: '2000' }) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(worker), payload: body() }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ noticeTitle: '   ' }) }), 400);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ postStartYmd: undefined }) }), 400, MESSAGES.badRequest);
    // 100 Korean syllables = 300 bytes fit; 101 do not (byte-limited title)
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ noticeTitle: '가'.repeat(101) }) }), 400);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ postEndYmd: '2026-10-01' }) }), 400, NOTICE_RANGE_MESSAGE);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ importantYn: 'X' }) }), 400);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: [1] }), 400);
    expect(await fingerprint()).toBe(before);
    const ok = await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ noticeTitle: '가'.repeat(100) }) });
    expect(ok.statusCode).toBe(200);
  });

  it('updates with the version read; a stale version gets 409 and changes nothing', async () => {
    const row = (await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ noticeTitle: '수정 전' }) })).json();
    const up = await t.app.inject({ method: 'PUT', url: `${URL}/${row.noticeNo}`, headers: auth(safety), payload: { ...body({ noticeTitle: '수정 후' }), version: 1 } });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ noticeTitle: '수정 후', version: 2, updateUserId: 'safety01' });
    const before = await fingerprint();
    const stale = await t.app.inject({ method: 'PUT', url: `${URL}/${row.noticeNo}`, headers: auth(safety), payload: { ...body({ noticeTitle: '덮어쓰기' }), version: 1 } });
    expectError(stale, 409, MESSAGES.conflict);
    expect(await fingerprint()).toBe(before);
    const audit = await t.rows<{ before_data: { noticeTitle: string }; after_data: { noticeTitle: string } }>(
      sql`select before_data, after_data from com_audit_log where entity = 'notice' and action = 'UPDATE' and entity_key = ${String(row.noticeNo)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before_data.noticeTitle).toBe('수정 전');
    expect(audit[0]!.after_data.noticeTitle).toBe('수정 후');
    // moving a notice to another plant is a write outside the scope
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${row.noticeNo}`, headers: auth(safety), payload: { ...body({ plantCd: '2000' }), version: 2 } }), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${row.noticeNo}`, headers: auth(safety), payload: body() }), 400);
  });

  it('deletes with the version; stale → 409; audit keeps the removed row', async () => {
    const row = (await t.app.inject({ method: 'POST', url: URL, headers: auth(gas), payload: body({ plantCd: '2000', noticeTitle: '삭제 대상' }) })).json();
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${row.noticeNo}?version=1`, headers: auth(safety) }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${row.noticeNo}?version=7`, headers: auth(gas) }), 409);
    const del = await t.app.inject({ method: 'DELETE', url: `${URL}/${row.noticeNo}?version=1`, headers: auth(gas) });
    expect(del.statusCode).toBe(200);
    expectError(await t.app.inject({ url: `${URL}/${row.noticeNo}`, headers: auth(gas) }), 404);
    const audit = await t.rows<{ before_data: { noticeTitle: string } }>(
      sql`select before_data from com_audit_log where entity = 'notice' and action = 'DELETE' and entity_key = ${String(row.noticeNo)}`);
    expect(audit[0]!.before_data.noticeTitle).toBe('삭제 대상');
  });
});

describe('excel export', () => {
  async function sheetRows(url: string, tok: Tokens) {
    const res = await t.app.inject({ url, headers: auth(tok) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  }

  it('streams every matching row in scope (not one page) with Korean headers and code names', async () => {
    const rows = await sheetRows(`${URL}/excel?limit=20`, admin);
    const total = (await t.app.inject({ url: URL, headers: auth(admin) })).json().totalCount;
    expect(rows[0]).toEqual(['사업장', '공지구분', '제목', '중요', '게시시작일', '게시종료일', '작성자', '작성일시']);
    expect(rows.length - 1).toBe(total);
    expect(total).toBeGreaterThan(20);
    const mine = await sheetRows(`${URL}/excel?noticeTypeCd=NT03`, safety);
    expect(mine.length).toBeGreaterThan(1);
    for (const r of mine.slice(1)) {
      expect(r[0]).toBe('서해화력발전소');
      expect(r[1]).toBe('보건');
    }
  });

  it('exports in keyset batches in the list order (more rows than one batch)', async () => {
    const values = Array.from({ length: 1100 }, (_, i) => sql`('1000', 'NT01', 'N', ${`대량 공지 ${String(i).padStart(4, '0')}`}, '2026-01-01', '2026-01-31', 'Y', 'admin', 'admin', now() - make_interval(secs => ${i % 7}))`);
    await t.rows(sql`insert into com_notice (plant_cd, notice_type_cd, important_yn, notice_title, post_start_ymd, post_end_ymd, use_yn, create_user_id, update_user_id, create_dt) values ${sql.join(values, sql`, `)}`);
    const rows = await sheetRows(`${URL}/excel?noticeTitle=${encodeURIComponent('대량 공지')}`, admin);
    expect(rows.length - 1).toBe(1100);
    const titles = new Set(rows.slice(1).map((r) => r[2]));
    expect(titles.size).toBe(1100);
    // the creation time is a date-time cell now: compare instants, not texts
    const dts = rows.slice(1).map((r) => (r[7] as Date).toISOString());
    expect([...dts].sort().reverse()).toEqual(dts);
  });
});

describe('attachments of a notice (definition attachments: NOTICE)', () => {
  const upload = (tok: Tokens, attachFileId: string) => {
    const b = multipartBody({ taskClassNm: 'NOTICE', attachFileId }, { name: '안전표지.png', data: PNG });
    return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...b.headers }, payload: b.payload });
  };
  const list = (tok: Tokens, attachFileId: string) => t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=NOTICE&attachFileId=${attachFileId}`, headers: auth(tok) });

  it('the rights of the notice menu and the plant of the notice decide; a file of a saved notice is kept at once', async () => {
    const created = (await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: body({ noticeTitle: '첨부 공지' }) })).json();
    const id = String(created.noticeNo);
    const up = await upload(safety, id);
    expect(up.statusCode, up.body).toBe(200);
    // the notice exists: the file is permanent without a second save, every reader of the plant sees it
    expect((await list(worker, id)).json()).toEqual([expect.objectContaining({ fileOrgNm: '안전표지.png', tempYn: 'N' })]);
    // the other plant may neither write nor read this notice's files; a read-only user may not upload
    expectError(await upload(gas, id), 403);
    expectError(await list(gas, id), 403);
    expectError(await upload(worker, id), 403);
    const applied = await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: { taskClassNm: 'NOTICE', attachFileId: id } });
    expect(applied.json().count).toBe(0);
  });

  it('an id that cannot be a notice number names no record: upload refused, apply refused', async () => {
    expectError(await upload(safety, '0x10'), 404);
    expectError(await t.app.inject({ method: 'POST', url: '/api/common/attachFile/apply', headers: auth(safety), payload: { taskClassNm: 'NOTICE', attachFileId: '0x10' } }), 400);
  });
});
