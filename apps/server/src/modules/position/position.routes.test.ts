import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, MESSAGES } from '@jikim/shared';
import { user } from '../../db/schema.js';
import { resourceRoutes, DUPLICATE_KEY } from '../../lib/resource/resource.routes.js';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { POSITION_IN_USE } from './position.routes.js';

/** a read-only test resource over com_user, scoped by plant AND department, to prove the department scope */
const staffResource = defineResource({
  name: 'staffTest', title: 'title', basePath: '/api/test/staff', menuId: 'ADM_NOTICE',
  key: { name: 'userId', type: 'string', generated: false },
  fields: [
    { name: 'userId', type: 'text', label: 'userId', schema: z.string() },
    { name: 'userNm', type: 'text', label: 'userNm', schema: z.string() },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string() },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string() },
  ],
  listColumns: [{ name: 'userId', sortable: true }, { name: 'userNm' }, { name: 'deptCd' }],
  searchFields: [{ name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd' }],
  defaultSort: { field: 'userId', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: { ko: { title: '직원', userId: '아이디', userNm: '이름', deptCd: '부서' }, en: {}, zh: {}, es: {} },
});

let t: TestApp;
let admin: Tokens;
let health: Tokens;
let worker: Tokens;
let safety: Tokens;

beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(resourceRoutes({ def: staffResource, table: user }, { only: ['find', 'get'] }));
  });
  admin = await login(t.app, 'admin');
  health = await login(t.app, 'health01');
  worker = await login(t.app, 'worker01');
  safety = await login(t.app, 'safety01');
});
afterAll(async () => t?.close());

const auditCount = async (entity: string) => Number((await t.rows<{ n: string }>(sql`select count(*) as n from com_audit_log where entity = ${entity}`))[0]!.n);

describe('positions (직위) on the resource framework', () => {
  it('lists the seeded positions in sort order', async () => {
    const b = (await t.app.inject({ url: '/api/manage/positions', headers: auth(admin) })).json();
    expect(b.list.map((r: { positionNm: string }) => r.positionNm).slice(0, 3)).toEqual(['사원', '주임', '대리']);
    expect(b.totalCount).toBe(8);
    const desc = (await t.app.inject({ url: '/api/manage/positions?sortField=positionNm&sortOrder=desc', headers: auth(admin) })).json();
    const names = desc.list.map((r: { positionNm: string }) => r.positionNm);
    expect([...names].sort((a: string, c: string) => (a < c ? 1 : a > c ? -1 : 0))).toEqual(names);
  });

  it('creates a code once; a duplicate code is 409 and writes nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/manage/positions', headers: auth(admin), payload: { positionCd: 'POS09', positionNm: ' 전문위원 ', sortOrder: 9 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ positionCd: 'POS09', positionNm: '전문위원', useYn: 'Y', version: 1, createUserId: 'admin' });
    const n = await auditCount('position');
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/positions', headers: auth(admin), payload: { positionCd: 'POS09', positionNm: '중복' } }), 409, DUPLICATE_KEY);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/positions', headers: auth(admin), payload: { positionCd: 'P 09', positionNm: '공백코드' } }), 400, MESSAGES.badRequest);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/positions', headers: auth(admin), payload: { positionCd: 'POS10' } }), 400, MESSAGES.badRequest);
    expect(await auditCount('position')).toBe(n);
  });

  it('the code is create-only: an update cannot rename the key', async () => {
    const up = await t.app.inject({ method: 'PUT', url: '/api/manage/positions/POS09', headers: auth(admin), payload: { positionCd: 'HACK', positionNm: '수석위원', sortOrder: 9, useYn: 'Y', version: 1 } });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ positionCd: 'POS09', positionNm: '수석위원', version: 2 });
    expectError(await t.app.inject({ method: 'PUT', url: '/api/manage/positions/POS09', headers: auth(admin), payload: { positionNm: '늦은 수정', sortOrder: 9, useYn: 'Y', version: 1 } }), 409);
  });

  it('read-only users may read but not write', async () => {
    expect((await t.app.inject({ url: '/api/manage/positions', headers: auth(health) })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/positions', headers: auth(health), payload: { positionCd: 'POS11', positionNm: '권한없음' } }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ url: '/api/manage/positions', headers: auth(worker) }), 403);
  });

  it('a position held by active users cannot be switched off (module rule on top of the framework)', async () => {
    const before = await auditCount('position');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/manage/positions/POS04', headers: auth(admin), payload: { positionNm: '과장', sortOrder: 4, useYn: 'N', version: 1 } }), 409, POSITION_IN_USE);
    expect(await auditCount('position')).toBe(before);
  });
});

describe('duties (직책)', () => {
  it('full cycle with audit rows for create, update and delete', async () => {
    const c = await t.app.inject({ method: 'POST', url: '/api/manage/dutys', headers: auth(admin), payload: { dutyCd: 'DUT99', dutyNm: '임시 직책' } });
    expect(c.statusCode).toBe(200);
    const u = await t.app.inject({ method: 'PUT', url: '/api/manage/dutys/DUT99', headers: auth(admin), payload: { dutyNm: '임시 직책(수정)', sortOrder: 99, useYn: 'N', version: 1 } });
    expect(u.json()).toMatchObject({ useYn: 'N', version: 2 });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/manage/dutys/DUT99?version=2', headers: auth(admin) })).statusCode).toBe(200);
    const actions = await t.rows<{ action: string }>(sql`select action from com_audit_log where entity = 'duty' and entity_key = 'DUT99' order by audit_no`);
    expect(actions.map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('exports duties to Excel with the Korean headers', async () => {
    const res = await t.app.inject({ url: '/api/manage/dutys/excel?useYn=Y', headers: auth(admin) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('직책관리');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['직책코드', '직책명', '정렬순서', '사용여부']);
    expect(ws.rowCount - 1).toBe(7);
    expect(ws.getRow(2).getCell(2).value).toBe('팀원');
  });
});

describe('department scope of the framework', () => {
  it('DAG_OWN sees its own department only; DAG_PLANT the whole plant; a filter cannot widen it', async () => {
    const w = (await t.app.inject({ url: '/api/test/staff?limit=100', headers: auth(worker) })).json();
    expect(w.totalCount).toBeGreaterThan(1);
    expect(w.list.every((r: { deptCd: string }) => r.deptCd === 'D1310')).toBe(true);
    expect(w.list[0].deptNm).toBe('발전1팀');
    const other = (await t.app.inject({ url: '/api/test/staff?deptCd=D1320', headers: auth(worker) })).json();
    expect(other.totalCount).toBe(0);
    expectError(await t.app.inject({ url: '/api/test/staff/safety01', headers: auth(worker) }), 403);
    const s = (await t.app.inject({ url: '/api/test/staff?limit=100', headers: auth(safety) })).json();
    expect(new Set(s.list.map((r: { deptCd: string }) => r.deptCd)).size).toBeGreaterThan(3);
    expect(s.list.every((r: { plantCd: string }) => r.plantCd === '1000')).toBe(true);
    // only mounted operations exist
    expect((await t.app.inject({ method: 'POST', url: '/api/test/staff', headers: auth(admin), payload: {} })).statusCode).toBe(404);
  });
});
