import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { multipartBody, PNG } from '../../attachments/attachments.test-utils.js';

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
    ('chk_daily', 'SAF_CHK_DAILY', 'Y', 'Y'), ('chk_daily', 'SAF_CHK_REGULAR', 'Y', 'N'), ('chk_reader', 'SAF_CHK_REGULAR', 'Y', 'N'),
    ('chk_daily', 'APPR_INBOX', 'Y', 'Y'), ('chk_reader', 'APPR_INBOX', 'Y', 'Y')`);
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

  it('the per-type menu reaches the photos and the 결재 state of its checks, and only of those', async () => {
    const upload = (tok: Tokens, attachFileId: string) => {
      const { payload, headers } = multipartBody({ taskClassNm: 'SAF_CHECK_PHOTO', attachFileId }, { name: '불량.png', data: PNG, contentType: 'image/png' });
      return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', payload, headers: { ...headers, ...auth(tok) } });
    };
    const files = (tok: Tokens, attachFileId: string) => t.app.inject({ url: `/api/common/attachFile/list?taskClassNm=SAF_CHECK_PHOTO&attachFileId=${attachFileId}`, headers: auth(tok) });
    const apprparam = (tok: Tokens, key: number) => t.app.inject({ url: `/api/manage/apprparam?apprTypeCd=SAF_CHECK&recordKey=${key}`, headers: auth(tok) });
    const mine = (await inject(daily, 'POST', RESULTS, result('DAILY', 'chk_daily'))).json() as TResult;
    const regular = (await inject(safety, 'POST', RESULTS, result('REGULAR', 'worker01'))).json() as TResult;
    const special = (await inject(safety, 'POST', RESULTS, result('SPECIAL', 'worker01'))).json() as TResult;

    // a daily check: the item photo goes in (write right of 일상점검), is listed, and its 결재 state is readable
    const up = await upload(daily, String(mine.checkNo));
    expect(up.statusCode, up.body).toBe(200);
    expect((await files(daily, String(mine.checkNo))).json()).toHaveLength(1);
    expect((await apprparam(daily, mine.checkNo)).json()).toMatchObject({ apprTypeCd: 'SAF_CHECK', editableYn: 'Y', apprRequestNo: null });
    // a periodic check (정기점검 read only): photos listed, none added; a special check (no menu): nothing
    expect((await files(daily, String(regular.checkNo))).statusCode).toBe(200);
    expectError(await upload(daily, String(regular.checkNo)), 403);
    expect((await apprparam(daily, regular.checkNo)).statusCode).toBe(200);
    expectError(await files(daily, String(special.checkNo)), 403);
    expectError(await upload(daily, String(special.checkNo)), 403);
    expectError(await apprparam(daily, special.checkNo), 403);
    // the read-only user neither adds photos to its periodic checks nor reaches daily ones
    expectError(await upload(reader, String(regular.checkNo)), 403);
    expectError(await files(reader, String(mine.checkNo)), 403);
    expectError(await apprparam(reader, mine.checkNo), 403);
    // a check not saved yet: the phone's photo goes to a temporary group for a writer of some type, not for a reader
    const tmp = `tmp_${'ab'.repeat(16)}`;
    expect((await upload(daily, tmp)).statusCode).toBe(200);
    expectError(await upload(reader, `tmp_${'cd'.repeat(16)}`), 403);
    const stored = await t.rows(sql`select 1 from com_attach_file where task_class_nm = 'SAF_CHECK_PHOTO' and attach_file_id in (${String(regular.checkNo)}, ${String(special.checkNo)})`);
    expect(stored).toHaveLength(0);
  });
});
