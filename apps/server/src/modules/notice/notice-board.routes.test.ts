import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOTICE_BOARD_LIST_URL, NOTICE_BOARD_URL } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let admin: Tokens;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;
const ids: Record<string, number> = {};

/** the Korean calendar day, shifted by n days, as the server compares post periods */
const kstDay = (n = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + n * 86_400_000));

async function addNotice(key: string, v: { plantCd: string; title: string; start?: number; end?: number; useYn?: string; importantYn?: string }) {
  const [row] = await t.rows<{ notice_no: number }>(sql`
    insert into com_notice (plant_cd, notice_type_cd, important_yn, notice_title, notice_contents, post_start_ymd, post_end_ymd, use_yn, create_user_id, update_user_id)
    values (${v.plantCd}, 'NT01', ${v.importantYn ?? 'N'}, ${v.title}, ${`${v.title} 내용`}, ${kstDay(v.start ?? 0)}, ${kstDay(v.end ?? 0)}, ${v.useYn ?? 'Y'}, 'safety01', 'safety01')
    returning notice_no`);
  ids[key] = row!.notice_no;
}

const board = async (tok: Tokens, q = 'unreadOnly=N&limit=20') => {
  const res = await t.app.inject({ url: `${NOTICE_BOARD_URL}?${q}`, headers: auth(tok) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { unreadCount: number; list: { noticeNo: number; noticeTitle: string; readYn: string; importantYn: string; plantNm: string }[] };
};
const titles = (b: { list: { noticeTitle: string }[] }) => b.list.map((n) => n.noticeTitle).filter((x) => x.startsWith('게시판'));

beforeAll(async () => {
  t = await createTestApp();
  // only this test's notices are on the board today
  await t.rows(sql`update com_notice set use_yn = 'N'`);
  await addNotice('p1', { plantCd: '1000', title: '게시판 발전소 오늘' });
  await addNotice('p1imp', { plantCd: '1000', title: '게시판 발전소 중요', start: -3, end: 3, importantYn: 'Y' });
  await addNotice('p2', { plantCd: '2000', title: '게시판 LNG 오늘' });
  await addNotice('future', { plantCd: '1000', title: '게시판 발전소 내일부터', start: 1, end: 5 });
  await addNotice('past', { plantCd: '1000', title: '게시판 발전소 어제까지', start: -5, end: -1 });
  await addNotice('off', { plantCd: '1000', title: '게시판 발전소 미사용', useYn: 'N' });
  admin = await login(t.app, 'admin');
  safety = await login(t.app, 'safety01');
  worker = await login(t.app, 'worker01');
  gas = await login(t.app, 'gas01');
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  vendor = v.json();
});
afterAll(async () => t?.close());

describe('notice board', () => {
  it('shows the notices posted today for the worker’s plant, important first; other plants only to all-plant users', async () => {
    expect(titles(await board(worker))).toEqual(['게시판 발전소 중요', '게시판 발전소 오늘']);
    expect(titles(await board(safety))).toEqual(['게시판 발전소 중요', '게시판 발전소 오늘']);
    expect(titles(await board(gas))).toEqual(['게시판 LNG 오늘']);
    expect(new Set(titles(await board(admin)))).toEqual(new Set(['게시판 발전소 중요', '게시판 발전소 오늘', '게시판 LNG 오늘']));
    const [first] = (await board(worker)).list;
    expect(first).toMatchObject({ importantYn: 'Y', readYn: 'N', plantNm: '서해화력발전소' });
  });

  it('vendor users read their plant’s board too, without any menu right', async () => {
    const b = await board(vendor);
    expect(b.list.length).toBeGreaterThan(0);
    for (const n of b.list) expect(['서해화력발전소', '남해LNG기지']).toContain(n.plantNm);
  });

  it('opening marks read per user: the unread count drops for that worker only, and marking again is harmless', async () => {
    const before = await board(worker, 'unreadOnly=Y');
    expect(before.unreadCount).toBe(2);
    const detail = await t.app.inject({ url: `${NOTICE_BOARD_URL}/${ids.p1}`, headers: auth(worker) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ noticeTitle: '게시판 발전소 오늘', noticeContents: '게시판 발전소 오늘 내용', readYn: 'N' });
    for (let i = 0; i < 2; i += 1) {
      const read = await t.app.inject({ method: 'POST', url: `${NOTICE_BOARD_URL}/${ids.p1}/read`, headers: auth(worker) });
      expect(read.json()).toEqual({ readYn: 'Y' });
    }
    const after = await board(worker, 'unreadOnly=Y');
    expect(after.unreadCount).toBe(1);
    expect(titles(after)).toEqual(['게시판 발전소 중요']);
    expect((await board(worker)).list.find((n) => n.noticeNo === ids.p1)?.readYn).toBe('Y');
    expect((await board(safety, 'unreadOnly=Y')).unreadCount).toBe(2);
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from com_notice_read where notice_no = ${ids.p1!}`);
    expect(Number(n!.n)).toBe(1);
  });

  it('another plant’s notice, or one not posted today, does not exist for the worker (404, nothing written)', async () => {
    for (const key of ['p2', 'future', 'past', 'off']) {
      expectError(await t.app.inject({ url: `${NOTICE_BOARD_URL}/${ids[key]}`, headers: auth(worker) }), 404);
      expectError(await t.app.inject({ method: 'POST', url: `${NOTICE_BOARD_URL}/${ids[key]}/read`, headers: auth(worker) }), 404);
    }
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from com_notice_read where user_id = 'worker01'`);
    expect(Number(n!.n)).toBe(1);
  });

  it('refuses bad input and anonymous callers', async () => {
    for (const bad of ['abc', '0', '0x10', '-1', '99999999999']) expectError(await t.app.inject({ url: `${NOTICE_BOARD_URL}/${bad}`, headers: auth(worker) }), 400);
    for (const q of ['limit=0', 'limit=21', 'unreadOnly=X']) expectError(await t.app.inject({ url: `${NOTICE_BOARD_URL}?${q}`, headers: auth(worker) }), 400);
    expectError(await t.app.inject({ url: NOTICE_BOARD_URL }), 401);
  });
});

describe('notice board page (menu BOARD_NOTICE, issue 13 defect 10)', () => {
  const page = async (tok: Tokens, q = '') => {
    const res = await t.app.inject({ url: `${NOTICE_BOARD_LIST_URL}${q ? `?${q}` : ''}`, headers: auth(tok) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { totalCount: number; list: { noticeNo: number; noticeTitle: string; readYn: string }[] };
  };
  const mine = (b: { list: { noticeTitle: string }[] }) => b.list.map((n) => n.noticeTitle).filter((x) => x.startsWith('게시판'));

  it('every demo group, vendor users included, has the board menu outside administration', async () => {
    for (const tok of [worker, safety, gas, vendor]) {
      const menus = (await t.app.inject({ url: '/api/common/menu/usermenus', headers: auth(tok) })).json() as { menuId: string; upMenuId: string | null; frontEndUrl: string | null; writeYn: string }[];
      const board = menus.find((m) => m.menuId === 'BOARD_NOTICE');
      expect(board, tok.userId).toMatchObject({ upMenuId: 'BOARD', frontEndUrl: '/common/noticeBoard', writeYn: 'N' });
    }
  });

  it('lists every notice posted now for the worker’s plant (read or not), important first, paged', async () => {
    expect(mine(await page(worker))).toEqual(['게시판 발전소 중요', '게시판 발전소 오늘']);
    expect(mine(await page(vendor))).toEqual(['게시판 발전소 중요', '게시판 발전소 오늘']);
    expect(mine(await page(gas))).toEqual(['게시판 LNG 오늘']);
    // the one paging contract: page, limit ∈ 20/50/100/200/300 → { list, totalCount, page, limit }
    const first = await page(worker, 'page=1&limit=20');
    const second = await page(worker, 'page=2&limit=20');
    expect(first).toMatchObject({ totalCount: 2, page: 1, limit: 20 });
    expect(first.list.map((n) => n.noticeTitle)).toEqual(['게시판 발전소 중요', '게시판 발전소 오늘']);
    expect(second).toMatchObject({ totalCount: 2, page: 2, limit: 20, list: [] });
  });

  it('searches by title (LIKE characters taken literally) and type', async () => {
    expect(mine(await page(worker, `noticeTitle=${encodeURIComponent('중요')}`))).toEqual(['게시판 발전소 중요']);
    expect((await page(worker, `noticeTitle=${encodeURIComponent('%')}`)).totalCount).toBe(0);
    expect((await page(worker, 'noticeTypeCd=NT09')).totalCount).toBe(0);
  });

  it('needs the board menu: without it 403, and bad paging is 400', async () => {
    await t.rows(sql`delete from com_auth_grp_menu where auth_grp_cd = 'VENDOR' and menu_id = 'BOARD_NOTICE'`);
    try {
      expectError(await t.app.inject({ url: NOTICE_BOARD_LIST_URL, headers: auth(vendor) }), 403, MESSAGES.noMenuPermission);
    } finally {
      await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('VENDOR', 'BOARD_NOTICE', 'Y', 'N')`);
    }
    for (const q of ['page=0', 'limit=0', 'limit=1', 'limit=301', 'page=x']) expectError(await t.app.inject({ url: `${NOTICE_BOARD_LIST_URL}?${q}`, headers: auth(worker) }), 400);
    expectError(await t.app.inject({ url: NOTICE_BOARD_LIST_URL }), 401);
  });
});
