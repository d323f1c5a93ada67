import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let daily: Tokens;
let reader: Tokens;

const RESULTS = '/api/saf/checks/results';
const TEMPLATES = '/api/saf/checks/templates';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const items = [{ categoryNm: '통로', itemNm: '통로 적치물 없음', answerScaleCd: 'GBN', photoRequiredYn: 'N' }];
const tpl: Record<string, number> = {};
const result = (type: string, checker: string) => ({
  plantCd: '1000', deptCd: 'D1310', checkTypeCd: type, checkYmd: '2026-11-20', checkerUserId: checker, templateNo: tpl[type],
  checkTitle: `${type} 메뉴권한 시험`, placeNm: '보일러동', answers: items.map((i) => ({ ...i, answerCd: 'GOOD' })),
});
type TResult = { checkNo: number; version: number; checkTypeCd: string; allowedActions?: string[] } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  const [p] = await t.rows<{ p: string }>(sql`select user_pwd as p from com_user where user_id = 'worker01'`);
  // two users of D1310 holding only per-type check menus (no 점검결과 menu): 일상점검 write, 정기점검 read
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, duty_cd, entry_ymd, dept_auth_grp_cd, create_user_id, update_user_id) values
    ('chk_daily', '일상점검자', 'U', ${p!.p}, '1000', 'D1310', 'DUT01', '20200101', 'DAG_OWN', 'system', 'system'),
    ('chk_reader', '정기열람자', 'U', ${p!.p}, '1000', 'D1310', 'DUT01', '20200101', 'DAG_OWN', 'system', 'system')`);
  await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values
    ('chk_daily', 'SAF_CHK_DAILY', 'Y', 'Y'), ('chk_daily', 'SAF_CHK_REGULAR', 'Y', 'N'), ('chk_reader', 'SAF_CHK_REGULAR', 'Y', 'N')`);
  [safety, daily, reader] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'chk_daily'), login(t.app, 'chk_reader')]);
  for (const type of ['DAILY', 'REGULAR', 'SPECIAL']) {
    const res = await inject(safety, 'POST', TEMPLATES, { plantCd: '1000', checkTypeCd: type, templateNm: `${type} 메뉴권한 점검표`, items });
    expect(res.statusCode, res.body).toBe(200);
    tpl[type] = res.json().templateNo;
  }
});
afterAll(async () => t?.close());

describe('per-type check menus carry their own API rights (menus with a query value, spec §2)', () => {
  it('the 일상점검 menu writes daily checks only; the 정기점검 read right reads periodic checks only', async () => {
    // writes through the 일상점검 menu
    const c = await inject(daily, 'POST', RESULTS, result('DAILY', 'chk_daily'));
    expect(c.statusCode, c.body).toBe(200);
    const rec = c.json() as TResult;
    // a periodic check: read only; a special check: no menu at all
    expectError(await inject(daily, 'POST', RESULTS, result('REGULAR', 'chk_daily')), 403);
    expectError(await inject(daily, 'POST', RESULTS, result('SPECIAL', 'chk_daily')), 403);
    // moving its daily check to another type is refused, nothing changed
    expectError(await inject(daily, 'PUT', `${RESULTS}/${rec.checkNo}`, { ...rec, checkTypeCd: 'REGULAR', templateNo: tpl.REGULAR }), 403);
    const put = await inject(daily, 'PUT', `${RESULTS}/${rec.checkNo}`, { ...rec, opinion: '이상 없음' });
    expect(put.statusCode, put.body).toBe(200);

    const others = await inject(safety, 'POST', RESULTS, result('REGULAR', 'worker01'));
    const special = (await inject(safety, 'POST', RESULTS, result('SPECIAL', 'worker01'))).json() as TResult;
    const regular = others.json() as TResult;
    // lists: only the types of the menus held
    const list = (await inject(daily, 'GET', `${RESULTS}?plantCd=1000&limit=300`)).json().list as TResult[];
    expect(new Set(list.map((x) => x.checkTypeCd))).toEqual(new Set(['DAILY', 'REGULAR']));
    expect((await inject(daily, 'GET', `${RESULTS}?checkTypeCd=SPECIAL`)).json().list).toEqual([]);
    // records: a special check is out of reach; a periodic one is read but not written
    expectError(await inject(daily, 'GET', `${RESULTS}/${special.checkNo}`), 403);
    expect((await inject(daily, 'GET', `${RESULTS}/${regular.checkNo}`)).statusCode).toBe(200);
    expectError(await inject(daily, 'PUT', `${RESULTS}/${regular.checkNo}`, { ...regular, opinion: 'x' }), 403);
    expectError(await inject(daily, 'DELETE', `${RESULTS}/${regular.checkNo}?version=${regular.version}`), 403);

    // the read-only user: periodic checks listed and opened, nothing written, no other type
    const r = (await inject(reader, 'GET', `${RESULTS}?plantCd=1000&limit=300`)).json().list as TResult[];
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((x) => x.checkTypeCd === 'REGULAR')).toBe(true);
    expectError(await inject(reader, 'POST', RESULTS, result('REGULAR', 'chk_reader')), 403);
    expectError(await inject(reader, 'GET', `${RESULTS}/${rec.checkNo}`), 403);

    // the phone page's pickers: templates of its types only; another type's template refuses to start
    const opts = (await inject(daily, 'GET', `${TEMPLATES}/options?plantCd=1000`)).json().list as { checkTypeCd: string }[];
    expect(new Set(opts.map((x) => x.checkTypeCd))).toEqual(new Set(['DAILY', 'REGULAR']));
    expect((await inject(daily, 'GET', `${TEMPLATES}/${tpl.DAILY}/start`)).statusCode).toBe(200);
    expectError(await inject(daily, 'GET', `${TEMPLATES}/${tpl.SPECIAL}/start`), 403);
  });

  it('transitions: the daily menu\'s write right completes a daily check; the periodic read right takes none', async () => {
    const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    // checked by a colleague (not the caller's own field): only the menu's write right lets the caller complete it
    const made = (await inject(safety, 'POST', RESULTS, { ...result('DAILY', 'worker01'), signature: SIGN })).json() as TResult;
    const got = (await inject(daily, 'GET', `${RESULTS}/${made.checkNo}`)).json() as TResult;
    expect(got.allowedActions).toContain('COMPLETE');
    const reg = (await inject(safety, 'POST', RESULTS, { ...result('REGULAR', 'worker01'), signature: SIGN })).json() as TResult;
    expect(((await inject(daily, 'GET', `${RESULTS}/${reg.checkNo}`)).json() as TResult).allowedActions ?? []).not.toContain('COMPLETE');
    expectError(await inject(daily, 'POST', `${RESULTS}/${reg.checkNo}/transition`, { action: 'COMPLETE', version: reg.version }), 403);
    expect((await inject(daily, 'GET', `${RESULTS}/${made.checkNo}/history`)).statusCode).toBe(200);
    expectError(await inject(reader, 'GET', `${RESULTS}/${made.checkNo}/history`), 403);
  });
});
