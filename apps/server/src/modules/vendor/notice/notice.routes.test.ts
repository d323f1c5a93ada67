import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VND_NOTICE_MESSAGES, type TVendorNoticeReceipt } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { VND_NOTICE_REMIND_JOB, type TNoticeRemindResult } from './notice.service.js';

let t: TestApp;
let safety: Tokens;
let admin: Tokens;
let gas: Tokens;
let v1: Tokens; // vendor01 (V0001)
let v1b: Tokens; // a second user of V0001
let v2: Tokens; // a user of V0002

const URL = '/api/vendor/notices';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const vendorLogin = async (userId: string): Promise<Tokens> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId, userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
async function create(body: Record<string, unknown>, tok = safety) {
  const res = await inject(tok, 'POST', URL, { plantCd: '1000', postYmd: '2026-11-02', title: '동절기 화기작업 안전수칙', contents: '용접·절단 작업 시 화재감시자 배치', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { noticeNo: number; version: number; targets: { vendorCd: string }[] };
}
const ids = (res: { json(): unknown }) => ((res.json() as { list: { noticeNo: number }[] }).list).map((r) => r.noticeNo);
const listAll = (tok: Tokens) => inject(tok, 'GET', `${URL}?limit=300`);

let toV1: number;
let toV2: number;
let toAll1000: number;
let toAll2000: number;

beforeAll(async () => {
  t = await createTestApp();
  // V0001 works at plant 1000 only here (the demo also contracts it at plant 2000): the tests below use plant 2000 as a plant it does not work at
  await t.rows(sql`delete from vnd_vendor_plant where vendor_cd = 'V0001' and plant_cd = '2000'`);
  const [p] = await t.rows<{ p: string }>(sql`select user_pwd as p from com_user where user_id = 'vendor01'`);
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, vendor_cd, dept_auth_grp_cd, create_user_id, update_user_id) values
    ('vn_t_v1b', '김협력', 'V', ${p!.p}, '1000', 'V0001', 'DAG_OWN', 'system', 'system'),
    ('vn_t_v2', '이환경', 'V', ${p!.p}, '1000', 'V0002', 'DAG_OWN', 'system', 'system')`);
  await t.rows(sql`insert into com_user_auth_grp (user_id, auth_grp_cd) select u, auth_grp_cd from com_user_auth_grp, (values ('vn_t_v1b'), ('vn_t_v2')) x(u) where user_id = 'vendor01'`);
  [safety, admin, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'admin'), login(t.app, 'gas01')]);
  [v1, v1b, v2] = [await vendorLogin('vendor01'), await vendorLogin('vn_t_v1b'), await vendorLogin('vn_t_v2')];
  toV1 = (await create({ targetCd: 'SELECTED', targets: [{ vendorCd: 'V0001' }], title: 'V0001 대상 공지' })).noticeNo;
  toV2 = (await create({ targetCd: 'SELECTED', targets: [{ vendorCd: 'V0002' }], title: 'V0002 대상 공지' })).noticeNo;
  toAll1000 = (await create({ targetCd: 'ALL', title: '1000 전체 공지' })).noticeNo;
  toAll2000 = (await create({ plantCd: '2000', targetCd: 'ALL', title: '2000 전체 공지' }, admin)).noticeNo;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('contractor notices: targeting and vendor isolation', () => {
  it('a SELECTED notice needs a target vendor; ALL keeps no target rows', async () => {
    expectError(await inject(safety, 'POST', URL, { plantCd: '1000', postYmd: '2026-11-02', title: '대상 없음', targetCd: 'SELECTED', targets: [] }), 400, VND_NOTICE_MESSAGES.targetsRequired);
    expectError(await inject(safety, 'POST', URL, { plantCd: '1000', postYmd: '2026-11-02', title: '대상 없음', targetCd: 'SELECTED' }), 400, VND_NOTICE_MESSAGES.targetsRequired);
    const all = await create({ targetCd: 'ALL', targets: [{ vendorCd: 'V0002' }] });
    expect(all.targets).toEqual([]);
  });

  it('vendor users list only the notices addressed to their vendor or to all vendors of their plant', async () => {
    const l1 = ids(await listAll(v1));
    expect(l1).toEqual(expect.arrayContaining([toV1, toAll1000]));
    expect(l1).not.toContain(toV2);
    expect(l1).not.toContain(toAll2000);
    const l2 = ids(await listAll(v2));
    expect(l2).toEqual(expect.arrayContaining([toV2, toAll1000]));
    expect(l2).not.toContain(toV1);
    expect(l2).not.toContain(toAll2000);
    // the plant side: its own plant's notices, every target
    const ls = ids(await listAll(safety));
    expect(ls).toEqual(expect.arrayContaining([toV1, toV2, toAll1000]));
    expect(ls).not.toContain(toAll2000);
  });

  it('a notice posted for a later day reaches its vendors from that day on (plant time): not before, by list or by id', async () => {
    const no = (await create({ postYmd: '2030-04-01', targetCd: 'SELECTED', targets: [{ vendorCd: 'V0001' }], title: '하반기 정비공사 안내' })).noticeNo;
    expect(ids(await listAll(safety))).toContain(no); // the plant side prepares it
    try {
      t.app.jobs.setClock(new Date('2030-03-31T23:59:00+09:00'));
      expect(ids(await listAll(v1))).not.toContain(no);
      expectError(await inject(v1, 'GET', `${URL}/${no}`), 403);
      t.app.jobs.setClock(new Date('2030-04-01T00:01:00+09:00'));
      expect(ids(await listAll(v1))).toContain(no);
      expect((await inject(v1, 'GET', `${URL}/${no}`)).statusCode).toBe(200);
    } finally {
      t.app.jobs.setClock(null);
    }
  });

  it('by id: another vendor\'s notice is 403, a missing one 404; vendors cannot write', async () => {
    expectError(await inject(v1, 'GET', `${URL}/${toV2}`), 403);
    expectError(await inject(v1, 'GET', `${URL}/${toAll2000}`), 403);
    expectError(await inject(v2, 'GET', `${URL}/${toV1}`), 403);
    expectError(await inject(v1, 'GET', `${URL}/99999999`), 404);
    expectError(await inject(gas, 'GET', `${URL}/${toV1}`), 403);
    expect((await inject(v1, 'POST', URL, { plantCd: '1000', postYmd: '2026-11-02', title: '업체 작성', targetCd: 'ALL' })).statusCode).toBe(403);
    // refused reads leave no receipt
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from vnd_notice_read where notice_no = ${toV2} and user_id = 'vendor01'`);
    expect(Number(n!.n)).toBe(0);
  });
});

describe('contractor notices: read receipts', () => {
  it('opening a notice records one receipt per vendor user (the first opening); plant users leave none', async () => {
    expect((await inject(v1, 'GET', `${URL}/${toV1}`)).statusCode).toBe(200);
    const [first] = await t.rows<{ read_dt: Date; vendor_cd: string }>(sql`select read_dt, vendor_cd from vnd_notice_read where notice_no = ${toV1} and user_id = 'vendor01'`);
    expect(first!.vendor_cd).toBe('V0001');
    expect((await inject(v1, 'GET', `${URL}/${toV1}`)).statusCode).toBe(200);
    const again = await t.rows<{ read_dt: Date }>(sql`select read_dt from vnd_notice_read where notice_no = ${toV1} and user_id = 'vendor01'`);
    expect(again).toHaveLength(1);
    expect(new Date(again[0]!.read_dt).getTime()).toBe(new Date(first!.read_dt).getTime());
    expect((await inject(safety, 'GET', `${URL}/${toV1}`)).statusCode).toBe(200);
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from vnd_notice_read where notice_no = ${toV1}`);
    expect(Number(n!.n)).toBe(1);
    // the caller's own receipts (the web shows the others in bold)
    const keys = (await inject(v1, 'GET', `${URL}/read-keys`)).json() as { noticeNos: number[] };
    expect(keys.noticeNos).toContain(toV1);
    expect(keys.noticeNos).not.toContain(toAll1000);
    expect(((await inject(v1b, 'GET', `${URL}/read-keys`)).json() as { noticeNos: number[] }).noticeNos).not.toContain(toV1);
  });

  it('the plant side sees per target vendor who read it and when, and who has not; vendor users cannot', async () => {
    const res = await inject(safety, 'GET', `${URL}/${toV1}/receipts`);
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as { list: TVendorNoticeReceipt[] }).list;
    expect(list.map((g) => g.vendorCd)).toEqual(['V0001']);
    const g = list[0]!;
    expect(g.vendorNm).toBe('(주)대한플랜트정비');
    const me = g.users.find((u) => u.userId === 'vendor01')!;
    expect(me.userNm).toBe('정협력');
    expect(me.readDt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(g.users.find((u) => u.userId === 'vn_t_v1b')!.readDt).toBeNull();
    expect(g.readCount).toBe(1);
    expect(g.userCount).toBe(g.users.length);
    // ALL: every vendor of the plant is listed
    const all = (await inject(safety, 'GET', `${URL}/${toAll1000}/receipts`)).json() as { list: TVendorNoticeReceipt[] };
    expect(all.list.map((x) => x.vendorCd)).toEqual(expect.arrayContaining(['V0001', 'V0002']));
    // vendors (read right only) and other plants are refused
    expectError(await inject(v1, 'GET', `${URL}/${toV1}/receipts`), 403);
    expectError(await inject(gas, 'GET', `${URL}/${toV1}/receipts`), 403);
  });
});

describe('contractor notices: unread reminder', () => {
  const run = async (at: string) => (await t.app.jobs.run(VND_NOTICE_REMIND_JOB, {}, { now: new Date(`${at}T09:00:00+09:00`) })) as TNoticeRemindResult;
  const reminded = (no: number) => t.rows<{ user_id: string }>(sql`
    select user_id from com_notification where kind_cd = 'VND_NOTICE_UNREAD' and link_key = ${String(no)} order by user_id`);

  it('reminds the unread vendor users of the target vendors N (3) days after posting, once per notice and user', async () => {
    const no = (await create({ postYmd: '2030-03-02', targetCd: 'SELECTED', targets: [{ vendorCd: 'V0001' }], title: '정기 안전교육 일정' })).noticeNo;
    t.app.jobs.setClock(new Date('2030-03-02T09:00:00+09:00'));
    try {
      expect((await inject(v1, 'GET', `${URL}/${no}`)).statusCode).toBe(200); // vendor01 read it on the posting day
    } finally {
      t.app.jobs.setClock(null);
    }
    expect((await run('2030-03-04')).days).toBe(3);
    expect(await reminded(no)).toEqual([]);
    const r = await run('2030-03-05');
    expect(r.sent).toBeGreaterThanOrEqual(1);
    expect((await reminded(no)).map((x) => x.user_id)).toEqual(['vendor11', 'vn_t_v1b']);
    await run('2030-03-06');
    await run('2030-03-09');
    expect((await reminded(no)).map((x) => x.user_id)).toEqual(['vendor11', 'vn_t_v1b']);
    // the V0002 user was never a target
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from vnd_notice_reminder where notice_no = ${no} and user_id = 'vn_t_v2'`);
    expect(Number(n!.n)).toBe(0);
  });

  it('N is a setting (VND_SETTING / NOTICE_REMIND_DAYS)', async () => {
    await t.rows(sql`update com_code_master set attr1 = '5' where code_group_cd = 'VND_SETTING' and code = 'NOTICE_REMIND_DAYS'`);
    const no = (await create({ postYmd: '2030-06-01', targetCd: 'ALL', title: '하계 온열질환 예방' })).noticeNo;
    await run('2030-06-05');
    expect(await reminded(no)).toEqual([]);
    expect((await run('2030-06-06')).days).toBe(5);
    expect((await reminded(no)).map((x) => x.user_id)).toEqual(expect.arrayContaining(['vendor01', 'vendor11', 'vendor21', 'vn_t_v1b', 'vn_t_v2']));
    await t.rows(sql`update com_code_master set attr1 = '3' where code_group_cd = 'VND_SETTING' and code = 'NOTICE_REMIND_DAYS'`);
  });
});
