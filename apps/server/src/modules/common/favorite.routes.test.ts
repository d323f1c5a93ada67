import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_MAX, FAVORITE_MESSAGES, FAVORITE_URL } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;

const put = (tok: Tokens, menuId: string) => t.app.inject({ method: 'PUT', url: `${FAVORITE_URL}/${menuId}`, headers: auth(tok) });
const get = async (tok: Tokens) => (await t.app.inject({ url: FAVORITE_URL, headers: auth(tok) })).json() as { menuId: string; sortOrder: number }[];

beforeAll(async () => {
  t = await createTestApp();
  safety = await login(t.app, 'safety01');
  worker = await login(t.app, 'worker01');
});
afterAll(async () => t?.close());

describe('favourites on the server', () => {
  it('adds in order, ignores a repeat, removes; each user has their own', async () => {
    expect(await get(safety)).toEqual([]);
    expect((await put(safety, 'ADM_NOTICE')).statusCode).toBe(200);
    expect((await put(safety, 'APPR_INBOX')).statusCode).toBe(200);
    const again = await put(safety, 'ADM_NOTICE');
    expect(again.json()).toEqual([{ menuId: 'ADM_NOTICE', sortOrder: 1 }, { menuId: 'APPR_INBOX', sortOrder: 2 }]);
    expect(await get(worker)).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `${FAVORITE_URL}/ADM_NOTICE`, headers: auth(safety) });
    expect(del.json()).toEqual([{ menuId: 'APPR_INBOX', sortOrder: 2 }]);
    // removing what is not there is harmless
    expect((await t.app.inject({ method: 'DELETE', url: `${FAVORITE_URL}/ADM_NOTICE`, headers: auth(safety) })).statusCode).toBe(200);
  });

  it('only a page menu the user may open: no right, a menu group, an unknown menu → 400, nothing stored', async () => {
    // worker01 has no right on the user administration page
    expectError(await put(worker, 'ADM_USER'), 400, FAVORITE_MESSAGES.noMenu);
    expectError(await put(worker, 'APPR'), 400, FAVORITE_MESSAGES.noMenu);
    expectError(await put(worker, 'NO_SUCH_MENU'), 400, FAVORITE_MESSAGES.noMenu);
    expectError(await put(worker, 'bad-id!'), 400);
    expect(await get(worker)).toEqual([]);
  });

  it(`keeps at most ${FAVORITE_MAX}, also when added concurrently`, async () => {
    const menus = await t.rows<{ menu_id: string }>(sql`select menu_id from com_menu where front_end_url is not null and use_yn = 'Y' order by menu_id`);
    expect(menus.length).toBeGreaterThan(FAVORITE_MAX);
    const admin = await login(t.app, 'admin');
    const res = await Promise.all(menus.map((m) => put(admin, m.menu_id)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(FAVORITE_MAX);
    for (const r of res.filter((x) => x.statusCode !== 200)) expectError(r, 409, FAVORITE_MESSAGES.tooMany);
    const list = await get(admin);
    expect(list).toHaveLength(FAVORITE_MAX);
    expect(new Set(list.map((f) => f.sortOrder)).size).toBe(FAVORITE_MAX);
  });

  it('needs a login', async () => {
    expectError(await t.app.inject({ url: FAVORITE_URL }), 401);
  });
});
