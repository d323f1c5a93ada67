import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

// spec §2: "A query value in the URL is appended after an underscore and kept as a meta parameter" — one page under
// several menus (the check screens of the safety modules), each menu its own route and rights.
let t: TestApp;
let admin: Tokens;
let safety: Tokens;
beforeAll(async () => {
  t = await createTestApp();
  [admin, safety] = await Promise.all([login(t.app, 'admin'), login(t.app, 'safety01')]);
});
afterAll(async () => {
  await t?.close();
});

const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
const menuRow = async (id: string) => (await t.rows<{ front_end_url: string | null; version: number }>(sql`select front_end_url, version from com_menu where menu_id = ${id}`))[0];

describe('menus with a query value in frontEndUrl', () => {
  it('creates two menus on one page with different query values and returns them to users with the URL intact', async () => {
    const a = await call(admin, 'POST', '/api/common/menu', { menuId: 'TST_CHECK_A', menuNm: '점검 A', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?checkType=A' });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ menuId: 'TST_CHECK_A', frontEndUrl: '/saf/check?checkType=A', menuLvl: 3 });
    const b = await call(admin, 'POST', '/api/common/menu', { menuId: 'TST_CHECK_B', menuNm: '점검 B', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?checkType=B&plantType=E' });
    expect(b.statusCode, b.body).toBe(200);
    const mine = (await call(admin, 'GET', '/api/common/menu/usermenus')).json() as { menuId: string; frontEndUrl: string | null }[];
    expect(mine.find((m) => m.menuId === 'TST_CHECK_A')?.frontEndUrl).toBe('/saf/check?checkType=A');
    expect(mine.find((m) => m.menuId === 'TST_CHECK_B')?.frontEndUrl).toBe('/saf/check?checkType=B&plantType=E');
  });

  it('refuses a frontEndUrl that cannot become a route with 400 and stores nothing', async () => {
    for (const bad of ['/saf/check?checkType=', '/saf/check?checkType=A&checkType=B', '/saf/check?checkType=A_B', '/saf/check?x=<b>', 'javascript:alert(1)']) {
      const res = await call(admin, 'POST', '/api/common/menu', { menuId: 'TST_BAD', menuNm: '잘못', upMenuId: 'ADM_BASE', frontEndUrl: bad });
      const body = expectError(res, 400, MESSAGES.badRequest);
      expect(JSON.stringify(body), bad).toContain('frontEndUrl');
    }
    expect(await menuRow('TST_BAD')).toBeUndefined();
  });

  it('refuses a second menu on the same route (409) on create and on update, and keeps the row', async () => {
    expectError(await call(admin, 'POST', '/api/common/menu', { menuId: 'TST_CHECK_A2', menuNm: '점검 A 중복', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?kind=A' }), 409, ADMIN_MESSAGES.duplicateRoute);
    expect(await menuRow('TST_CHECK_A2')).toBeUndefined();
    const before = (await menuRow('TST_CHECK_B'))!;
    expectError(await call(admin, 'PUT', '/api/common/menu/TST_CHECK_B', { menuNm: '점검 B', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?checkType=A', version: before.version }), 409, ADMIN_MESSAGES.duplicateRoute);
    expect((await menuRow('TST_CHECK_B'))!.front_end_url).toBe('/saf/check?checkType=B&plantType=E');
    // an existing page URL without query is a route too
    expectError(await call(admin, 'POST', '/api/common/menu', { menuId: 'TST_USER2', menuNm: '사용자 중복', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/userManage' }), 409, ADMIN_MESSAGES.duplicateRoute);
  });

  it('lets a menu keep its own route on update and change its query value', async () => {
    const cur = (await menuRow('TST_CHECK_B'))!;
    const same = await call(admin, 'PUT', '/api/common/menu/TST_CHECK_B', { menuNm: '점검 B', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?checkType=B&plantType=E', version: cur.version });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await call(admin, 'PUT', '/api/common/menu/TST_CHECK_B', { menuNm: '점검 C', upMenuId: 'ADM_BASE', frontEndUrl: '/saf/check?checkType=C', version: same.json().version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().frontEndUrl).toBe('/saf/check?checkType=C');
  });

  it('needs the menu-management write right', async () => {
    expect((await call(safety, 'POST', '/api/common/menu', { menuId: 'TST_CHECK_D', menuNm: '점검 D', frontEndUrl: '/saf/check?checkType=D' })).statusCode).toBe(403);
  });
});
