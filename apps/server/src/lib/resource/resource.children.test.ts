import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPR_MESSAGES, CHILD_MESSAGES, defineResource, MESSAGES, zText, type TResourceDefinition } from '@jikim/shared';
import { resourceApproval } from '../../modules/approvals/resource-approval.js';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { resourceRoutes } from './resource.routes.js';

/**
 * Child rows through a test-only resource: a work permit (plant-scoped, approvable) and its workers, on two
 * tables of its own, mounted exactly as a module would mount it.
 */
const ts = (n: string) => timestamp(n, { withTimezone: true, mode: 'date' });
const permit = pgTable('tst_permit', {
  permitNo: serial('permit_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  version: integer('version').notNull().default(1),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});
const worker = pgTable('tst_permit_worker', {
  workerNo: serial('worker_no').primaryKey(),
  permitNo: integer('permit_no').notNull(),
  workerNm: varchar('worker_nm', { length: 50 }).notNull(),
  phoneNo: varchar('phone_no', { length: 20 }),
  hours: integer('hours'),
  deptCd: varchar('dept_cd', { length: 30 }),
  checkedNm: varchar('checked_nm', { length: 50 }),
  rowNo: integer('row_no'),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

const permitResource = defineResource({
  name: 'tstPermit', title: 'title', basePath: '/api/tst/permit', menuId: 'ADM_NOTICE',
  key: { name: 'permitNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true },
    { name: 'title', type: 'text', label: 'title', schema: zText(100, { required: true }), required: true },
  ],
  listColumns: [{ name: 'title', link: true }],
  searchFields: [],
  defaultSort: { field: 'permitNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  approvalType: 'TST_PERMIT',
  children: [{
    name: 'workers', label: 'workers', key: 'workerNo', rowNoField: 'rowNo', minRows: 1, maxRows: 5,
    fields: [
      { name: 'workerNm', type: 'text', label: 'workerNm', schema: zText(50), required: true },
      { name: 'phoneNo', type: 'text', label: 'phoneNo', schema: zText(20) },
      { name: 'hours', type: 'number', label: 'hours', schema: z.number().int().min(0).max(24).nullish() },
      // a department of the permit's plant (the grid's department picker; the server refuses another plant's)
      { name: 'deptCd', type: 'dept', label: 'deptCd', schema: zText(30) },
      // written by the server only (e.g. an improvement action's number made from the row)
      { name: 'checkedNm', type: 'text', label: 'checkedNm', schema: zText(50), serverOnly: true },
    ],
  }],
  i18n: { ko: { title: '작업허가', plantCd: '사업소', workers: '작업자', workerNm: '작업자명', phoneNo: '연락처', hours: '작업시간', deptCd: '소속부서' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);

const URL = permitResource.basePath;
let t: TestApp;
let safety: Tokens;
let gas: Tokens;

type Worker = { workerNo: number; workerNm: string; phoneNo: string | null; hours: number | null; rowNo: number };
type Permit = { permitNo: number; version: number; title: string; workers: Worker[] };

const fingerprint = async () =>
  (await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from tst_permit), (select coalesce(sum(version), 0) from tst_permit),
    (select count(*) from tst_permit_worker), (select string_agg(worker_nm || ':' || coalesce(hours, -1) || ':' || row_no, '|' order by worker_no) from tst_permit_worker),
    (select count(*) from com_audit_log)) as n`))[0]!.n;

const create = async (workers: Record<string, unknown>[], who = safety) => {
  const res = await t.app.inject({ method: 'POST', url: URL, headers: auth(who), payload: { plantCd: '1000', title: '보일러 정비 작업허가', workers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Permit;
};
/** an update sends the whole parent (plus the rows when they change) */
const put = (no: number, body: Record<string, unknown>, who = safety) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${no}`, headers: auth(who), payload: { plantCd: '1000', title: '보일러 정비 작업허가', ...body } });
const get = async (no: number) => (await t.app.inject({ url: `${URL}/${no}`, headers: auth(safety) })).json() as Permit;

beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(resourceRoutes({ def: permitResource, table: permit, children: { workers: { table: worker, parentKey: 'permitNo' } } },
      resourceApproval({ def: permitResource, table: permit, titleKo: '작업허가', summary: (r) => [String(r.title)] })));
  });
  await t.rows(sql`create table tst_permit (permit_no serial primary key, plant_cd varchar(10) not null, title varchar(100) not null, version integer not null default 1,
    create_user_id varchar(50), create_dt timestamptz not null default now(), update_user_id varchar(50), update_dt timestamptz not null default now())`);
  await t.rows(sql`create table tst_permit_worker (worker_no serial primary key, permit_no integer not null references tst_permit (permit_no), worker_nm varchar(50) not null,
    phone_no varchar(20), hours integer, dept_cd varchar(30), checked_nm varchar(50), row_no integer, create_user_id varchar(50), update_user_id varchar(50), update_dt timestamptz not null default now())`);
  safety = await login(t.app, 'safety01');
  gas = await login(t.app, 'gas01');
});
afterAll(async () => t?.close());

describe('child rows saved with the parent', () => {
  it('a department cell names a department of the parent\'s plant: answered with its name; another plant\'s refused by row, nothing saved', async () => {
    const p = await create([{ workerNm: '김철수', deptCd: 'D1310' }]);
    const got = await t.app.inject({ url: `${URL}/${p.permitNo}`, headers: auth(safety) });
    expect(got.json().workers[0]).toMatchObject({ deptCd: 'D1310', deptNm: expect.any(String) });
    const before = await fingerprint();
    // another plant's department is out of the caller's reach (issue 25 reference check): 403 naming the row
    const other = expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { plantCd: '1000', title: 'x', workers: [{ workerNm: 'a', deptCd: 'D1310' }, { workerNm: 'b', deptCd: 'D2310' }] } }), 403);
    expect(other.message).toMatch(/^2번째 행의 \[소속부서\]/);
    // a department that does not exist: 400 naming the row (issue 25 reference check)
    expect(expectError(await put(p.permitNo, { version: p.version, workers: [{ workerNm: 'a' }, { workerNm: 'b', deptCd: 'NOPE' }] }), 400).message).toMatch(/^2번째 행의 \[소속부서\]/);
    expect(await fingerprint()).toBe(before);
  });

  it('creates the parent with its rows in one call and reads them back with it, in the order sent', async () => {
    const p = await create([{ workerNm: '김철수', hours: 8, phoneNo: '010-1111-2222' }, { workerNm: '이영희' }]);
    expect(p.version).toBe(1);
    expect(p.workers.map((w) => [w.workerNm, w.hours, w.rowNo])).toEqual([['김철수', 8, 1], ['이영희', null, 2]]);
    const again = await get(p.permitNo);
    expect(again.workers).toEqual(p.workers);
    // the list answers without the rows
    const list = (await t.app.inject({ url: URL, headers: auth(safety) })).json();
    expect(list.list[0]).not.toHaveProperty('workers');
    // the audit entry of the create carries the rows
    const [a] = await t.rows<{ after_data: { workers: Worker[] } }>(sql`select after_data from com_audit_log where entity = 'tstPermit' and entity_key = ${String(p.permitNo)} and action = 'CREATE'`);
    expect(a!.after_data.workers.map((w) => w.workerNm)).toEqual(['김철수', '이영희']);
  });

  it('update: rows with their id are edited, new rows inserted, missing rows deleted, under one new parent version', async () => {
    const p = await create([{ workerNm: 'A' }, { workerNm: 'B' }, { workerNm: 'C' }]);
    const [a, , c] = p.workers;
    const res = await put(p.permitNo, { version: 1, workers: [{ workerNo: c!.workerNo, workerNm: 'C2', hours: 4 }, { workerNm: 'D' }, { workerNo: a!.workerNo, workerNm: 'A' }] });
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json() as Permit;
    expect(u.version).toBe(2);
    expect(u.workers.map((w) => [w.workerNm, w.hours, w.rowNo])).toEqual([['C2', 4, 1], ['D', null, 2], ['A', null, 3]]);
    expect(u.workers[0]!.workerNo).toBe(c!.workerNo);
    expect(u.workers[2]!.workerNo).toBe(a!.workerNo);
    expect((await t.rows(sql`select 1 from tst_permit_worker where permit_no = ${p.permitNo}`)).length).toBe(3);
    const [log] = await t.rows<{ before_data: { workers: Worker[] }; after_data: { workers: Worker[] } }>(
      sql`select before_data, after_data from com_audit_log where entity = 'tstPermit' and entity_key = ${String(p.permitNo)} and action = 'UPDATE'`);
    expect(log!.before_data.workers.map((w) => w.workerNm)).toEqual(['A', 'B', 'C']);
    expect(log!.after_data.workers.map((w) => w.workerNm)).toEqual(['C2', 'D', 'A']);
    // a parent-only update leaves the rows as they are (the collection was not sent)
    const v3 = await put(p.permitNo, { version: 2, title: '제목만 변경' });
    expect(v3.statusCode, v3.body).toBe(200);
    expect((v3.json() as Permit).workers.map((w) => w.workerNm)).toEqual(['C2', 'D', 'A']);
  });

  it('a server-written cell keeps its value when the row is saved again and is never taken from the body', async () => {
    const p = await create([{ workerNm: 'A', checkedNm: '몰래' }, { workerNm: 'B' }]);
    expect(p.workers.map((w) => (w as Worker & { checkedNm: string | null }).checkedNm)).toEqual([null, null]);
    await t.rows(sql`update tst_permit_worker set checked_nm = '서버' where permit_no = ${p.permitNo}`);
    const res = await put(p.permitNo, { version: 1, workers: [{ workerNo: p.workers[0]!.workerNo, workerNm: 'A2', checkedNm: '덮어쓰기' }, { workerNm: 'C', checkedNm: '몰래' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Permit).workers.map((w) => [w.workerNm, (w as Worker & { checkedNm: string | null }).checkedNm])).toEqual([['A2', '서버'], ['C', null]]);
  });

  it('a stale parent version is 409 and nothing changes, rows included', async () => {
    const p = await create([{ workerNm: 'A' }]);
    expect((await put(p.permitNo, { version: 1, workers: [{ workerNo: p.workers[0]!.workerNo, workerNm: 'A1' }] })).statusCode).toBe(200);
    const before = await fingerprint();
    expectError(await put(p.permitNo, { version: 1, workers: [{ workerNm: 'X' }] }), 409, MESSAGES.conflict);
    expect(await fingerprint()).toBe(before);
  });

  it('two saves on the same version at once: exactly one wins, the rows are all of the winner', async () => {
    const p = await create([{ workerNm: 'A' }]);
    const [r1, r2] = await Promise.all([
      put(p.permitNo, { version: 1, workers: [{ workerNm: '첫째1' }, { workerNm: '첫째2' }] }),
      put(p.permitNo, { version: 1, workers: [{ workerNm: '둘째1' }, { workerNm: '둘째2' }, { workerNm: '둘째3' }] }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const winner = (r1.statusCode === 200 ? r1 : r2).json() as Permit;
    const names = (await get(p.permitNo)).workers.map((w) => w.workerNm);
    expect(names).toEqual(winner.workers.map((w) => w.workerNm));
    expect(new Set(names.map((n) => n.slice(0, 2))).size).toBe(1);
  });

  it('an empty required cell is 400 with the spec §5 row message (column label, row number) and nothing is saved', async () => {
    const before = await fingerprint();
    const res = await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { plantCd: '1000', title: 'x', workers: [{ workerNm: 'A' }, { workerNm: '  ' }] } });
    expectError(res, 400, '2번째 행의 [작업자명]은(는) 필수 입력 항목입니다.');
    const p = await create([{ workerNm: 'A' }]);
    const mid = await fingerprint();
    expectError(await put(p.permitNo, { version: 1, workers: [{ workerNo: p.workers[0]!.workerNo, workerNm: 'A' }, { hours: 3 }] }), 400, '2번째 행의 [작업자명]은(는) 필수 입력 항목입니다.');
    // a value against its rule is refused by the route's schema (spec §8 400) and names the cell
    const bad = expectError(await put(p.permitNo, { version: 1, workers: [{ workerNm: 'A', hours: 30 }] }), 400, MESSAGES.badRequest);
    expect(bad.fields.map((f: { field: string }) => f.field)).toContain('workers.0.hours');
    expect(await fingerprint()).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it('counts rows: more than maxRows or fewer than minRows is 400 and nothing is saved', async () => {
    const before = await fingerprint();
    const six = Array.from({ length: 6 }, (_, i) => ({ workerNm: `작업자${i + 1}` }));
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { plantCd: '1000', title: 'x', workers: six } }), 400, CHILD_MESSAGES.maxRows('작업자', 5));
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { plantCd: '1000', title: 'x' } }), 400, CHILD_MESSAGES.minRows('작업자', 1));
    const p = await create([{ workerNm: 'A' }]);
    const mid = await fingerprint();
    expectError(await put(p.permitNo, { version: 1, workers: [] }), 400, CHILD_MESSAGES.minRows('작업자', 1));
    expectError(await put(p.permitNo, { version: 1, workers: six }), 400, CHILD_MESSAGES.maxRows('작업자', 5));
    expect(await fingerprint()).toBe(mid);
    expect(before).not.toBe(mid);
  });

  it('scope: a child row is reached only through its own parent', async () => {
    const mine = await create([{ workerNm: 'A' }]);
    const other = await create([{ workerNm: '남의 작업자' }]);
    const stranger = other.workers[0]!.workerNo;
    const before = await fingerprint();
    // another parent's row id cannot be edited (or moved) through this parent
    expectError(await put(mine.permitNo, { version: 1, workers: [{ workerNo: stranger, workerNm: '탈취' }] }), 400, CHILD_MESSAGES.unknownRow('작업자', 1));
    expect(await fingerprint()).toBe(before);
    expect((await get(other.permitNo)).workers.map((w) => w.workerNm)).toEqual(['남의 작업자']);
    // a user of another plant sees neither the parent nor its rows, and cannot write them
    expectError(await t.app.inject({ url: `${URL}/${mine.permitNo}`, headers: auth(gas) }), 403);
    expectError(await put(mine.permitNo, { version: 1, workers: [{ workerNm: 'G' }] }, gas), 403);
    expect(await fingerprint()).toBe(before);
    // there is no route to a child row on its own
    expect((await t.app.inject({ url: `${URL}/${mine.permitNo}/workers/${mine.workers[0]!.workerNo}`, headers: auth(safety) })).statusCode).toBe(404);
  });

  it('a record locked by approval refuses its rows with 409 through the parent lock', async () => {
    const p = await create([{ workerNm: 'A' }]);
    await t.rows(sql`insert into com_appr_request (appr_type_cd, record_key, plant_cd, title, status_cd, request_user_id) values ('TST_PERMIT', ${String(p.permitNo)}, '1000', 'x', 'PROGRESS', 'safety01')`);
    const before = await fingerprint();
    expectError(await put(p.permitNo, { version: 1, workers: [{ workerNm: 'B' }] }), 409, APPR_MESSAGES.locked);
    expect(await fingerprint()).toBe(before);
  });

  it('the OpenAPI document describes the rows in the record and in the create body', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/tst/permit/{key}'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(op)).toContain('workerNm');
    expect(JSON.stringify(doc.paths['/api/tst/permit'].post.requestBody)).toContain('workerNo');
  });

  it('delete takes the rows with the parent, audited with them', async () => {
    const p = await create([{ workerNm: 'A' }, { workerNm: 'B' }]);
    const res = await t.app.inject({ method: 'DELETE', url: `${URL}/${p.permitNo}?version=1`, headers: auth(safety) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.rows(sql`select 1 from tst_permit_worker where permit_no = ${p.permitNo}`)).length).toBe(0);
    const [log] = await t.rows<{ before_data: { workers: Worker[] } }>(sql`select before_data from com_audit_log where entity = 'tstPermit' and entity_key = ${String(p.permitNo)} and action = 'DELETE'`);
    expect(log!.before_data.workers).toHaveLength(2);
  });
});
