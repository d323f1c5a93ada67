import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let admin: Tokens;
let safety: Tokens;
let gas: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  [admin, safety, gas] = await Promise.all([login(t.app, 'admin'), login(t.app, 'safety01'), login(t.app, 'gas01')]);
});
afterAll(async () => {
  await t?.close();
});

const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload !== undefined ? { payload: payload as object } : {}) });
const audits = async (entity: string, key: string) =>
  t.rows<{ action: string; user_id: string; before_data: unknown; after_data: Record<string, unknown> | null }>(sql`
    select action, user_id, before_data, after_data from com_audit_log where entity = ${entity} and entity_key = ${key} order by audit_no`);

describe('departments', () => {
  it('creates a child department last among its siblings, one level below the parent, audited', async () => {
    const res = await call(admin, 'POST', '/api/manage/depts', { deptCd: 'D1340', deptNm: '발전3팀', pdeptCd: 'D1300', plantCd: '1000' });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ deptCd: 'D1340', deptLvl: 3, sortOrder: 4, useYn: 'Y', version: 1 });
    const a = await audits('com_dept', 'D1340');
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ action: 'CREATE', user_id: 'admin' });
    const tree = (await call(admin, 'GET', '/api/manage/depts/treelist?plantCd=1000')).json();
    expect(tree.find((x: { deptCd: string }) => x.deptCd === 'D1340')).toMatchObject({ pdeptCd: 'D1300', plantCd: '1000' });
  });

  it('refuses a stale version with 409 and keeps the row', async () => {
    const ok = await call(admin, 'PUT', '/api/manage/depts/D1340', { deptNm: '발전 3팀', pdeptCd: 'D1300', plantCd: '1000', version: 1 });
    expect(ok.json().version).toBe(2);
    expectError(await call(admin, 'PUT', '/api/manage/depts/D1340', { deptNm: '덮어쓰기', pdeptCd: 'D1300', plantCd: '1000', version: 1 }), 409, MESSAGES.conflict);
    expect((await call(admin, 'GET', '/api/manage/depts/D1340')).json().deptNm).toBe('발전 3팀');
  });

  it('refuses a parent in another plant, a cycle, and switching off a department with people', async () => {
    expectError(await call(admin, 'POST', '/api/manage/depts', { deptCd: 'DX1', deptNm: 'x', pdeptCd: 'D2100', plantCd: '1000' }), 400, ADMIN_MESSAGES.wrongPlant);
    const d13 = (await call(admin, 'GET', '/api/manage/depts/D1300')).json();
    expectError(await call(admin, 'PUT', '/api/manage/depts/D1300', { deptNm: d13.deptNm, pdeptCd: 'D1340', plantCd: '1000', version: d13.version }), 400, ADMIN_MESSAGES.cycle);
    const d1310 = (await call(admin, 'GET', '/api/manage/depts/D1310')).json();
    expectError(await call(admin, 'DELETE', `/api/manage/depts/D1310?version=${d1310.version}`), 400, ADMIN_MESSAGES.hasUsers);
    expectError(await call(admin, 'DELETE', `/api/manage/depts/D1300?version=${d13.version}`), 400, ADMIN_MESSAGES.hasChildren);
  });
});

describe('users', () => {
  it('creates a user in a department, lists it, retires it (row kept, sessions ended)', async () => {
    const res = await call(admin, 'POST', '/api/manage/user', {
      userId: 'new01', userNm: '신입사원', plantCd: '1000', deptCd: 'D1340', positionCd: 'POS01', dutyCd: 'DUT01', deptAuthGrpCd: 'DAG_OWN', userPwd: 'Welcome#2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'new01', deptNm: '발전 3팀', positionNm: '사원', retireYn: 'N', version: 1, hasSignature: false });
    expect(res.body).not.toContain('scrypt');
    const listed = (await call(admin, 'GET', '/api/manage/user?deptCd=D1300&userNm=신입')).json();
    expect(listed.list.map((u: { userId: string }) => u.userId)).toEqual(['new01']);
    expect(listed.totalCount).toBe(1);
    // Latin text is matched without regard to case (ILIKE), Hangul by LIKE; % and _ are literal
    expect((await call(admin, 'GET', '/api/manage/user?userId=NEW0')).json().list.map((u: { userId: string }) => u.userId)).toEqual(['new01']);
    expect((await call(admin, 'GET', '/api/manage/user?userNm=%25')).json().totalCount).toBe(0);
    const page2 = (await call(admin, 'GET', '/api/manage/user?limit=20&page=2')).json();
    const all = (await call(admin, 'GET', '/api/manage/user?limit=20&page=1')).json();
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.list[0].userNm >= all.list[19].userNm).toBe(true);
    const a = await audits('com_user', 'new01');
    expect(JSON.stringify(a)).not.toContain('Welcome#2026');
    const s = await login(t.app, 'new01', 'Welcome#2026');
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(s) })).statusCode).toBe(200);
    const del = await call(admin, 'DELETE', '/api/manage/user/new01?version=1');
    expect(del.json()).toMatchObject({ retireYn: 'Y', useYn: 'N', version: 2 });
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(s) })).statusCode).toBe(401);
    expect((await t.rows(sql`select 1 from com_user where user_id = 'new01'`)).length).toBe(1);
  });

  it('refuses a department of another plant, a duplicate id and a weak password, writing nothing', async () => {
    const base = { userNm: '홍길동', plantCd: '1000', userPwd: 'Welcome#2026' };
    const n = await t.rows(sql`select count(*) from com_audit_log`);
    expectError(await call(admin, 'POST', '/api/manage/user', { ...base, userId: 'x01', deptCd: 'D2210' }), 400, ADMIN_MESSAGES.wrongPlant);
    expectError(await call(admin, 'POST', '/api/manage/user', { ...base, userId: 'safety01' }), 409, ADMIN_MESSAGES.duplicate);
    expectError(await call(admin, 'POST', '/api/manage/user', { ...base, userId: 'x02', userPwd: 'short' }), 400, MESSAGES.passwordPolicy);
    expect(await t.rows(sql`select count(*) from com_audit_log`)).toEqual(n);
    expect((await t.rows(sql`select 1 from com_user where user_id in ('x01', 'x02')`)).length).toBe(0);
  });

  it('stores a signature image and refuses anything that is not a PNG/JPEG data URL', async () => {
    const u = (await call(admin, 'GET', '/api/manage/user/e0001')).json();
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expectError(await call(admin, 'PUT', '/api/manage/user/signature/e0001', { signature: 'javascript:alert(1)', version: u.version }), 400, MESSAGES.badRequest);
    const ok = await call(admin, 'PUT', '/api/manage/user/signature/e0001', { signature: png, version: u.version });
    expect(ok.json().hasSignature).toBe(true);
    expect((await call(admin, 'GET', '/api/manage/user/signature/e0001')).json().signature).toBe(png);
  });

  it('only a system administrator may grant or touch administrator accounts', async () => {
    await t.rows(sql`update com_auth_grp_menu set write_yn = 'Y' where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_USER'`);
    const a = (await call(admin, 'GET', '/api/manage/user/admin')).json();
    expectError(await call(safety, 'POST', '/api/manage/user', { userId: 'boss', userNm: '보스', plantCd: '1000', adminYn: 'Y', userPwd: 'Welcome#2026' }), 403, ADMIN_MESSAGES.adminOnlyField);
    // safety01 (plant 1000 scope) cannot even read the administrator of plant 0000
    expectError(await call(safety, 'PUT', '/api/manage/user/admin', { ...a, userPwd: 'Hacked#2026' }), 403);
    // and cannot place a user in the gas plant
    expectError(await call(safety, 'POST', '/api/manage/user', { userId: 'gx', userNm: '가스', plantCd: '2000', userPwd: 'Welcome#2026' }), 403);
    await t.rows(sql`update com_auth_grp_menu set write_yn = 'N' where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_USER'`);
  });
});

describe('processes and department mapping', () => {
  it('a plant safety manager with write right manages processes of own plant only', async () => {
    const res = await call(safety, 'POST', '/api/manage/process', { processCd: 'P1011', processNm: '밀폐공간 작업', plantCd: '1000' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.sortOrder).toBe(11);
    const mapped = await call(safety, 'PUT', `/api/manage/deptprocess/${p.processNo}`, { deptCds: ['D1310', 'D1410'], version: p.version });
    expect(mapped.json().deptCds).toEqual(['D1310', 'D1410']);
    const opts = (await call(safety, 'GET', '/api/manage/process/list?deptCd=D1410&useYn=Y')).json();
    expect(opts.map((o: { processCd: string }) => o.processCd)).toContain('P1011');
    expect(opts[0]).toMatchObject({ searchDeptCd: 'D1410', searchPlantCd: '1000' });
    expectError(await call(safety, 'PUT', `/api/manage/deptprocess/${p.processNo}`, { deptCds: ['D2210'], version: mapped.json().version }), 400, ADMIN_MESSAGES.wrongPlant);
    expectError(await call(safety, 'POST', '/api/manage/process', { processCd: 'P2999', processNm: '가스', plantCd: '2000' }), 403);
    expectError(await call(gas, 'POST', '/api/manage/process', { processCd: 'P2999', processNm: '가스', plantCd: '2000' }), 403, MESSAGES.noMenuPermission);
  });

  it('the admin process list filters by department', async () => {
    const res = (await call(admin, 'GET', '/api/manage/process?deptCd=D1330')).json();
    expect(res.list.map((p: { processCd: string }) => p.processCd).sort()).toEqual(['P1003', 'P1004']);
  });

  it('a switched-off process is hidden from edit lists and still resolvable by code', async () => {
    const p = (await call(admin, 'GET', '/api/manage/process/get?processCd=P1011')).json();
    const full = (await call(admin, 'GET', `/api/manage/process/${p.processNo}`)).json();
    await call(admin, 'DELETE', `/api/manage/process/${p.processNo}?version=${full.version}`);
    const active = (await call(admin, 'GET', '/api/manage/process/list?plantCd=1000&useYn=Y')).json();
    expect(active.some((x: { processCd: string }) => x.processCd === 'P1011')).toBe(false);
    expect((await call(admin, 'GET', '/api/manage/process/get?processCd=P1011')).json()).toMatchObject({ processNm: '밀폐공간 작업', useYn: 'N' });
  });
});

describe('codes and lookups', () => {
  it('code combo starts with the null entry, choose or all', async () => {
    const choose = (await call(admin, 'GET', '/api/common/code/select/COM_VENDOR_TYPE')).json();
    expect(choose[0]).toEqual({ code: null, codeNm: '선택' });
    expect(choose.slice(1).map((c: { code: string }) => c.code)).toEqual(['VT01', 'VT02', 'VT03']);
    expect((await call(admin, 'GET', '/api/common/code/select/COM_VENDOR_TYPE?nullLabel=all')).json()[0]).toEqual({ code: null, codeNm: '전체' });
    expect((await call(admin, 'GET', '/api/sync/getselect/COM_VENDOR_TYPE')).json()[0]).toEqual({ code: 'VT01', codeNm: '정비' });
  });

  it('plant lists hide 0000 unless the filter is chm', async () => {
    const plants = (await call(gas, 'GET', '/api/sync/plant/list')).json();
    expect(plants.map((p: { plantCd: string }) => p.plantCd)).toEqual(['1000', '2000']);
    expect(plants[1]).toMatchObject({ plantNm: '남해LNG기지', plantType: 'G' });
    expect((await call(gas, 'GET', '/api/sync/plant/list?filter=chm')).json()[0].plantCd).toBe('0000');
    expect((await call(gas, 'GET', '/api/manage/codemaster/getSelect?codeGroupCd=COM_PLANT_CD')).json().map((c: { code: string }) => c.code)).toEqual(['1000', '2000']);
    expect((await call(gas, 'GET', '/api/manage/codemaster/getSelect?codeGroupCd=COM_PLANT_CD&filter=chm')).json()[0].code).toBe('0000');
  });

  it('code master: create, list by attributes, switch off (hidden for editing, kept for existing values), stale 409', async () => {
    const c = await call(admin, 'POST', '/api/manage/codemaster', { codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT04', codeNm: '전기', codeNmI18n: { en: 'Electrical' }, attr1: 'ELEC' });
    expect(c.json()).toMatchObject({ sortOrder: 4, useYn: 'Y', version: 1 });
    expect((await call(gas, 'GET', '/api/manage/codemaster?codeGroupCd=COM_VENDOR_TYPE&attr1=ELEC&useYn=Y')).json().map((x: { code: string }) => x.code)).toEqual(['VT04']);
    await call(admin, 'DELETE', '/api/manage/codemaster/COM_VENDOR_TYPE/VT04?version=1');
    const edit = (await call(admin, 'GET', '/api/common/code/select/COM_VENDOR_TYPE')).json();
    expect(edit.some((x: { code: string }) => x.code === 'VT04')).toBe(false);
    const keep = (await call(admin, 'GET', '/api/common/code/select/COM_VENDOR_TYPE?keep=VT04')).json();
    expect(keep.find((x: { code: string }) => x.code === 'VT04')).toEqual({ code: 'VT04', codeNm: '전기' });
    expectError(await call(admin, 'PUT', '/api/manage/codemaster/COM_VENDOR_TYPE/VT04', { codeNm: 'x', version: 1 }), 409, MESSAGES.conflict);
    expectError(await call(admin, 'DELETE', '/api/manage/codegroups/COM_PLANT_CD?version=1'), 400, ADMIN_MESSAGES.systemProtected);
  });

  it('facility types answer with the spec field names, from the one tree the facility master uses (SAF_FACILITY_TYPE)', async () => {
    const ft = (await call(gas, 'GET', '/api/baseinfo/facilitytype')).json();
    expect(ft.length).toBeGreaterThan(5);
    expect(ft.find((f: { safFacilityTypeCd: string }) => f.safFacilityTypeCd === 'CRANE')).toMatchObject({ safFacilityTypeNm: '크레인', psafFacilityTypeCd: 'G_LIFTING', useYn: 'Y' });
    // groups first (no parent), and the same codes the facility master's tree answers
    expect(ft[0].psafFacilityTypeCd).toBeNull();
    const tree = (await call(admin, 'GET', '/api/saf/facilities/types')).json() as { list: { code: string }[] };
    expect(new Set(ft.map((f: { safFacilityTypeCd: string }) => f.safFacilityTypeCd))).toEqual(new Set(tree.list.map((x) => x.code)));
  });
});

describe('menus', () => {
  it('a new child gets parent level + 1 and sibling count + 1; a first child gets 1; defaults Y and APA02', async () => {
    const a = (await call(admin, 'POST', '/api/common/menu', { menuId: 'ADM_TEST', menuNm: '시험메뉴', upMenuId: 'ADM_BASE', menuNmI18n: { en: 'Test' } })).json();
    const kids = (await call(admin, 'GET', '/api/common/menu/list?upMenuId=ADM_BASE')).json().filter((m: { upMenuId: string }) => m.upMenuId === 'ADM_BASE');
    expect(a).toMatchObject({ menuLvl: 3, sortOrder: kids.length, useYn: 'Y', allPlantAccessCd: 'APA02', upMenuNm: '기준정보' });
    const b = (await call(admin, 'POST', '/api/common/menu', { menuId: 'ADM_TEST_SUB', menuNm: '하위', upMenuId: 'ADM_TEST' })).json();
    expect(b).toMatchObject({ menuLvl: 4, sortOrder: 1 });
    const top = (await call(admin, 'POST', '/api/common/menu', { menuId: 'TOP_TEST', menuNm: '최상위' })).json();
    expect(top.menuLvl).toBe(1);
  });

  it('reorders siblings and refuses a list that is not the current children', async () => {
    const kids = (await call(admin, 'GET', '/api/common/menu/treelist')).json().filter((m: { upMenuId: string }) => m.upMenuId === 'ADM_BASE').map((m: { menuId: string }) => m.menuId);
    const reversed = [...kids].reverse();
    const res = await call(admin, 'PUT', '/api/common/menu/sort', { upMenuId: 'ADM_BASE', menuIds: reversed });
    expect(res.json().map((m: { menuId: string }) => m.menuId)).toEqual(reversed);
    expect(res.json().map((m: { sortOrder: number }) => m.sortOrder)).toEqual(reversed.map((_: string, i: number) => i + 1));
    expectError(await call(admin, 'PUT', '/api/common/menu/sort', { upMenuId: 'ADM_BASE', menuIds: reversed.slice(1) }), 400, ADMIN_MESSAGES.sortMismatch);
  });

  it('protects menus that routes depend on, and menus with children', async () => {
    const m = (await call(admin, 'GET', '/api/common/menus/ADM_USER')).json();
    expectError(await call(admin, 'DELETE', `/api/common/menu/ADM_USER?version=${m.version}`), 400, ADMIN_MESSAGES.systemProtected);
    const t1 = (await call(admin, 'GET', '/api/common/menus/ADM_TEST')).json();
    expectError(await call(admin, 'DELETE', `/api/common/menu/ADM_TEST?version=${t1.version}`), 400, ADMIN_MESSAGES.hasChildren);
    const api = (await call(admin, 'GET', '/api/common/menus/ADM_USER/api_contents')).json();
    expect(api).toContainEqual({ method: 'POST', url: '/api/manage/user', access: 'write' });
  });

  it('the popup search returns matches with their ancestors', async () => {
    const res = (await call(admin, 'GET', `/api/common/menu/list?menuNm=${encodeURIComponent('감사')}`)).json();
    // (PSM 자체감사 of the process safety area matches too, issue 28)
    expect(res.map((m: { menuId: string }) => m.menuId)).toEqual(['ADM', 'ADM_AUTHZ', 'ADM_AUDIT', 'PSM', 'PSM_AUDIT']);
  });
});

describe('authority groups', () => {
  it('creates a group, sets its menus (write needs access), assigns a user who then gets exactly those rights', async () => {
    const g = (await call(admin, 'POST', '/api/manage/authgrp', { authGrpCd: 'CODE_VIEW', authGrpNm: '코드 조회' })).json();
    expectError(await call(admin, 'PUT', '/api/manage/authgrpmenu/CODE_VIEW', { version: g.version, menus: [{ menuId: 'ADM_CODE', accessYn: 'N', writeYn: 'Y' }] }), 400, ADMIN_MESSAGES.writeNeedsAccess);
    const saved = (await call(admin, 'PUT', '/api/manage/authgrpmenu/CODE_VIEW', {
      version: g.version, menus: [{ menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'N' }, { menuId: 'ADM_DEPT', accessYn: 'Y', writeYn: 'Y' }],
    })).json();
    expect(saved.menus.map((m: { menuId: string }) => m.menuId).sort()).toEqual(['ADM_CODE', 'ADM_DEPT']);
    expectError(await call(admin, 'PUT', '/api/manage/authgrpmenu/CODE_VIEW', { version: g.version, menus: [] }), 409, MESSAGES.conflict);
    await call(admin, 'POST', '/api/manage/user', { userId: 'grp01', userNm: '권한시험', plantCd: '1000', deptCd: 'D1110', userPwd: 'Welcome#2026' });
    await call(admin, 'POST', '/api/manage/userauthgrp', { authGrpCd: 'CODE_VIEW', userIds: ['grp01'] });
    const e2 = await login(t.app, 'grp01', 'Welcome#2026');
    const menus = (await t.app.inject({ url: '/api/common/menu/usermenus', headers: auth(e2) })).json();
    const pages = menus.filter((m: { frontEndUrl: string | null }) => m.frontEndUrl).map((m: { menuId: string; writeYn: string }) => `${m.menuId}:${m.writeYn}`).sort();
    expect(pages).toEqual(['ADM_CODE:N', 'ADM_DEPT:Y']);
    expect((await call(e2, 'GET', '/api/manage/codegroups')).statusCode).toBe(200);
    expectError(await call(e2, 'POST', '/api/manage/codegroups', { codeGroupCd: 'X', codeGroupNm: 'x' }), 403, MESSAGES.noMenuPermission);
    const audit = (await call(admin, 'GET', '/api/manage/auditlog?entity=com_auth_grp_menu&entityKey=CODE_VIEW')).json();
    expect(audit.list[0]).toMatchObject({ userId: 'admin', userNm: '시스템관리자', action: 'UPDATE' });
    expect(audit.list[0].afterData.menus).toHaveLength(2);
  });

  it('counts each group\'s own menus and users', async () => {
    const rows = (await call(admin, 'GET', '/api/manage/authgrp?limit=100')).json().list as { authGrpCd: string; menuCount: number; userCount: number }[];
    const db = await t.rows<{ auth_grp_cd: string; m: string; u: string }>(sql`select g.auth_grp_cd,
      (select count(*) from com_auth_grp_menu x where x.auth_grp_cd = g.auth_grp_cd) m, (select count(*) from com_user_auth_grp x where x.auth_grp_cd = g.auth_grp_cd) u from com_auth_grp g`);
    expect(new Set(rows.map((r) => r.userCount)).size).toBeGreaterThan(1);
    for (const r of rows) expect([r.menuCount, r.userCount]).toEqual([Number(db.find((d) => d.auth_grp_cd === r.authGrpCd)!.m), Number(db.find((d) => d.auth_grp_cd === r.authGrpCd)!.u)]);
    const groups = (await call(admin, 'GET', '/api/manage/codegroups?keyword=COM_PLANT')).json().list as { codeGroupCd: string; codeCount: number }[];
    expect(groups.find((g) => g.codeGroupCd === 'COM_PLANT_TYPE')!.codeCount).toBe(2);
  });

  it('protects the administrators group and the data-scope groups from non-administrators', async () => {
    const g = (await call(admin, 'GET', '/api/manage/authgrp/ADMIN')).json();
    expectError(await call(admin, 'DELETE', `/api/manage/authgrp/ADMIN?version=${g.version}`), 400, ADMIN_MESSAGES.systemProtected);
    expectError(await call(admin, 'PUT', '/api/manage/authgrpmenu/ADMIN', { version: g.version, menus: [] }), 400, ADMIN_MESSAGES.systemProtected);
  });
});

describe('no self-escalation (issue 13)', () => {
  type U = Record<string, unknown> & { version: number; deptCd: string };
  const grants = () => t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from com_user_auth_grp), (select count(*) from com_user_menu),
    (select count(*) || ':' || sum(version) from com_auth_grp), (select count(*) from com_auth_grp_menu), (select sum(version) from com_dept_auth_grp),
    (select string_agg(user_id || '=' || coalesce(dept_auth_grp_cd, '-') || '/' || admin_yn, ',' order by user_id) from com_user)) as n`);
  let worker: Tokens;
  beforeAll(async () => {
    // safety01 (plant 1000, DAG_PLANT) becomes a delegated user administrator, also holding write on the authority page;
    // worker01 (D1310, DAG_OWN) one limited to their department, through a per-user menu
    await t.rows(sql`update com_auth_grp_menu set write_yn = 'Y' where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_USER'`);
    await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('SAFETY_MGR', 'ADM_AUTH_GRP', 'Y', 'Y') on conflict do nothing`);
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('worker01', 'ADM_USER', 'Y', 'Y') on conflict do nothing`);
    worker = await login(t.app, 'worker01');
  });
  afterAll(async () => {
    await t.rows(sql`update com_auth_grp_menu set write_yn = 'N' where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_USER'`);
    await t.rows(sql`delete from com_auth_grp_menu where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_AUTH_GRP'`);
    await t.rows(sql`delete from com_user_menu where user_id = 'worker01' and menu_id = 'ADM_USER'`);
  });

  it('a delegated user administrator grants no data-scope group, no adminYn, also not on their own record', async () => {
    const before = await grants();
    const base = { userNm: '위임시험', plantCd: '1000', deptCd: 'D1210', userPwd: 'Welcome#2026' };
    expectError(await call(safety, 'POST', '/api/manage/user', { ...base, userId: 'dg01', deptAuthGrpCd: 'DAG_ALL' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
    expectError(await call(safety, 'POST', '/api/manage/user', { ...base, userId: 'dg02', deptAuthGrpCd: 'DAG_OWN' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
    expectError(await call(safety, 'POST', '/api/manage/user', { ...base, userId: 'dg03', adminYn: 'Y' }), 403, ADMIN_MESSAGES.adminOnlyField);
    const me = (await call(safety, 'GET', '/api/manage/user/safety01')).json() as U;
    expect(me.deptAuthGrpCd).toBe('DAG_PLANT');
    expectError(await call(safety, 'PUT', '/api/manage/user/safety01', { ...me, deptAuthGrpCd: 'DAG_ALL' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
    expectError(await call(safety, 'PUT', '/api/manage/user/safety01', { ...me, deptAuthGrpCd: null }), 403, ADMIN_MESSAGES.adminOnlyGrant);
    expectError(await call(safety, 'PUT', '/api/manage/user/safety01', { ...me, adminYn: 'Y' }), 403, ADMIN_MESSAGES.adminOnlyField);
    // moving oneself to the gas plant would widen nothing they may do, but it leaves their scope: refused
    expectError(await call(safety, 'PUT', '/api/manage/user/safety01', { ...me, plantCd: '2000', deptCd: 'D2210' }), 403);
    expect(await grants()).toEqual(before);
    expect((await t.rows(sql`select 1 from com_user where user_id like 'dg0%'`)).length).toBe(0);
    // what stays allowed: a user without a data-scope group, and their own record with the group unchanged
    expect((await call(safety, 'POST', '/api/manage/user', { ...base, userId: 'dg04' })).json()).toMatchObject({ userId: 'dg04', deptAuthGrpCd: null });
    const ok = await call(safety, 'PUT', '/api/manage/user/safety01', { ...me, officeTel: '041-350-0001' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ deptAuthGrpCd: 'DAG_PLANT', adminYn: 'N', officeTel: '041-350-0001' });
    // an administrator may grant it
    const dg = (await call(admin, 'GET', '/api/manage/user/dg04')).json() as U;
    expect((await call(admin, 'PUT', '/api/manage/user/dg04', { ...dg, deptAuthGrpCd: 'DAG_PLANT' })).json().deptAuthGrpCd).toBe('DAG_PLANT');
  });

  it('authority groups, their menus, memberships and per-user menus are granted by administrators only, also to oneself', async () => {
    const before = await grants();
    const g = (await call(safety, 'GET', '/api/manage/authgrp/SAFETY_MGR')).json();
    const dag = (await call(safety, 'GET', '/api/manage/deptauthgrp/DAG_PLANT')).json();
    const refused: [string, string, unknown][] = [
      ['POST', '/api/manage/userauthgrp', { authGrpCd: 'HEALTH_MGR', userIds: ['safety01'] }],
      ['POST', '/api/manage/userauthgrp', { authGrpCd: 'WORKER', userIds: ['e0005'] }],
      ['DELETE', '/api/manage/userauthgrp/WORKER/e0005', undefined],
      ['PUT', '/api/manage/usermenu/safety01', { menus: [{ menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'Y' }] }],
      ['PUT', '/api/manage/usermenu/e0005', { menus: [{ menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'Y' }] }],
      ['PUT', '/api/manage/authgrpmenu/SAFETY_MGR', { version: g.version, menus: [{ menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'Y' }] }],
      ['POST', '/api/manage/authgrp', { authGrpCd: 'MINE', authGrpNm: '내 그룹' }],
      ['PUT', '/api/manage/authgrp/SAFETY_MGR', { authGrpNm: '안전관리자', useYn: 'Y', version: g.version }],
      ['DELETE', `/api/manage/authgrp/WORKER?version=1`, undefined],
      ['POST', '/api/manage/deptauthgrp', { deptAuthGrpCd: 'DAG_X', deptAuthGrpNm: 'x', plantAccessYn: 'Y', deptAccessYn: 'Y' }],
      ['PUT', '/api/manage/deptauthgrp/DAG_PLANT', { ...dag, plantAccessYn: 'Y' }],
      ['DELETE', `/api/manage/deptauthgrp/DAG_ALL?version=1`, undefined],
    ];
    for (const [m, url, body] of refused) {
      const res = await call(safety, m as 'PUT', url, body);
      expect([m, url, res.statusCode]).toEqual([m, url, 403]);
    }
    expect(await grants()).toEqual(before);
    // the same calls by an administrator are not refused for rights
    expect((await call(admin, 'PUT', '/api/manage/usermenu/e0005', { menus: [{ menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'N' }] })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/api/manage/usermenu/e0005', { menus: [] })).statusCode).toBe(200);
  });

  it('a menu administrator who is not a system administrator cannot open a menu\'s data to every plant', async () => {
    await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('SAFETY_MGR', 'ADM_MENU', 'Y', 'Y') on conflict do nothing`);
    try {
      const m = (await call(admin, 'GET', '/api/common/menus/ADM_NOTICE')).json();
      expect(m.allPlantAccessCd).toBe('APA02');
      expectError(await call(safety, 'PUT', '/api/common/menu/ADM_NOTICE', { ...m, allPlantAccessCd: 'APA01' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
      expectError(await call(safety, 'POST', '/api/common/menu', { menuId: 'X_ALL', menuNm: '전체', upMenuId: 'ADM_BASE', allPlantAccessCd: 'APA01' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
      expect((await call(admin, 'GET', '/api/common/menus/ADM_NOTICE')).json()).toMatchObject({ allPlantAccessCd: 'APA02', version: m.version });
      expect((await t.rows(sql`select 1 from com_menu where menu_id = 'X_ALL'`)).length).toBe(0);
      // other fields stay editable for them
      expect((await call(safety, 'PUT', '/api/common/menu/ADM_NOTICE', { ...m, color: '#123456' })).statusCode).toBe(200);
    } finally {
      await t.rows(sql`delete from com_auth_grp_menu where auth_grp_cd = 'SAFETY_MGR' and menu_id = 'ADM_MENU'`);
    }
  });

  it('a delegated administrator manages only users of their scope and cannot widen it or touch a wider user', async () => {
    const [inDept] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1310' and user_id like 'e%' and admin_yn = 'N' order by user_id limit 1`);
    const [otherDept] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1320' and user_id like 'e%' order by user_id limit 1`);
    const u = (await call(worker, 'GET', `/api/manage/user/${inDept!.user_id}`)).json() as U;
    expect(u.deptCd).toBe('D1310');
    expectError(await call(worker, 'GET', `/api/manage/user/${otherDept!.user_id}`), 403);
    const before = await grants();
    const v0 = u.version;
    // cannot move an own-department user out of the department, nor create one elsewhere, nor edit someone outside
    expectError(await call(worker, 'PUT', `/api/manage/user/${inDept!.user_id}`, { ...u, deptCd: 'D1320' }), 403);
    expectError(await call(worker, 'POST', '/api/manage/user', { userId: 'dg10', userNm: 'x', plantCd: '1000', deptCd: 'D1320', userPwd: 'Welcome#2026' }), 403);
    const o = (await call(admin, 'GET', `/api/manage/user/${otherDept!.user_id}`)).json() as U;
    expectError(await call(worker, 'PUT', `/api/manage/user/${otherDept!.user_id}`, { ...o, userNm: '바꿈' }), 403);
    expectError(await call(worker, 'DELETE', `/api/manage/user/${otherDept!.user_id}?version=${o.version}`), 403);
    // own record: own data-scope group stays
    const me = (await call(worker, 'GET', '/api/manage/user/worker01')).json() as U;
    expectError(await call(worker, 'PUT', '/api/manage/user/worker01', { ...me, deptAuthGrpCd: 'DAG_PLANT' }), 403, ADMIN_MESSAGES.adminOnlyGrant);
    // a user of the department holding a wider data scope than the writer is out of reach
    await t.rows(sql`update com_user set dept_auth_grp_cd = 'DAG_PLANT' where user_id = ${inDept!.user_id}`);
    expectError(await call(worker, 'PUT', `/api/manage/user/${inDept!.user_id}`, { ...u, deptAuthGrpCd: 'DAG_PLANT', userNm: '바꿈' }), 403, ADMIN_MESSAGES.widerScope);
    expectError(await call(worker, 'PUT', `/api/manage/user/${inDept!.user_id}`, { ...u, deptAuthGrpCd: 'DAG_PLANT', userPwd: 'Taken#2026x' }), 403, ADMIN_MESSAGES.widerScope);
    await t.rows(sql`update com_user set dept_auth_grp_cd = 'DAG_OWN' where user_id = ${inDept!.user_id}`);
    expect(await grants()).toEqual(before);
    expect((await call(admin, 'GET', `/api/manage/user/${inDept!.user_id}`)).json().version).toBe(v0);
    // inside the scope and without widening, the edit goes through
    const ok = await call(worker, 'PUT', `/api/manage/user/${inDept!.user_id}`, { ...u, officeTel: '041-350-0002' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('bad input to every admin write', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/api/manage/user', { userId: '', userNm: '' }],
    ['PUT', '/api/manage/user/e0003', { userNm: 'x' }],
    ['DELETE', '/api/manage/user/e0003', undefined],
    ['PUT', '/api/manage/user/signature/e0003', { signature: 'x' }],
    ['DELETE', '/api/manage/user/signature/e0003', undefined],
    ['POST', '/api/manage/depts', { deptCd: 'bad cd!', deptNm: 'x', plantCd: '1000' }],
    ['PUT', '/api/manage/depts/D1430', { deptNm: '' }],
    ['DELETE', '/api/manage/depts/D1430?version=abc', undefined],
    ['POST', '/api/manage/process', { processCd: 'P9', processNm: '', plantCd: '1000' }],
    ['PUT', '/api/manage/process/1', { processNm: 'x' }],
    ['DELETE', '/api/manage/process/abc', undefined],
    ['PUT', '/api/manage/deptprocess/1', { deptCds: 'D1310' }],
    ['POST', '/api/manage/codegroups', { codeGroupCd: 'X' }],
    ['PUT', '/api/manage/codegroups/COM_VENDOR_TYPE', { codeGroupNm: 'x', version: 0 }],
    ['DELETE', '/api/manage/codegroups/COM_VENDOR_TYPE', undefined],
    ['POST', '/api/manage/codemaster', { codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT9', codeNm: '', useYn: 'X' }],
    ['PUT', '/api/manage/codemaster/COM_VENDOR_TYPE/VT01', { codeNm: 'x', version: '1' }],
    ['DELETE', '/api/manage/codemaster/COM_VENDOR_TYPE/VT01', undefined],
    ['POST', '/api/common/menu', { menuId: 'M1', menuNm: 'x', allPlantAccessCd: 'APA09' }],
    ['PUT', '/api/common/menu/ADM_AUDIT', { menuNm: 'x', frontEndUrl: 'javascript:alert(1)', version: 1 }],
    ['DELETE', '/api/common/menu/ADM_AUDIT', undefined],
    ['PUT', '/api/common/menu/sort', { upMenuId: 'ADM', menuIds: [] }],
    ['POST', '/api/manage/authgrp', { authGrpCd: 'G1' }],
    ['PUT', '/api/manage/authgrp/WORKER', { authGrpNm: 'x' }],
    ['DELETE', '/api/manage/authgrp/WORKER', undefined],
    ['PUT', '/api/manage/authgrpmenu/WORKER', { version: 1, menus: [{ menuId: 'ADM_USER', accessYn: 'Y' }] }],
    ['POST', '/api/manage/userauthgrp', { authGrpCd: 'WORKER', userIds: [] }],
    ['PUT', '/api/manage/usermenu/e0003', { menus: [{ menuId: 'ADM_USER', accessYn: 'maybe', writeYn: 'N' }] }],
    ['POST', '/api/manage/deptauthgrp', { deptAuthGrpCd: 'D1', deptAuthGrpNm: 'x', plantAccessYn: 'Y' }],
    ['PUT', '/api/manage/deptauthgrp/DAG_OWN', { deptAuthGrpNm: 'x', plantAccessYn: 'Y', deptAccessYn: 'Y' }],
    ['DELETE', '/api/manage/deptauthgrp/DAG_OWN', undefined],
  ];
  it.each(writes)('%s %s → 400 with the contract message, nothing written', async (method, url, payload) => {
    const before = await t.rows(sql`select (select count(*) from com_audit_log) a, (select sum(version) from com_user) u, (select sum(version) from com_dept) d,
      (select count(*) from com_menu) m, (select count(*) from com_auth_grp_menu) g, (select sum(version) from com_code_master) c`);
    const res = await call(admin, method as 'POST', url, payload);
    expectError(res, 400, MESSAGES.badRequest);
    expect(await t.rows(sql`select (select count(*) from com_audit_log) a, (select sum(version) from com_user) u, (select sum(version) from com_dept) d,
      (select count(*) from com_menu) m, (select count(*) from com_auth_grp_menu) g, (select sum(version) from com_code_master) c`)).toEqual(before);
  });
});
