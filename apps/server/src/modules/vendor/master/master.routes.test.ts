import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBizNo, VND_MASTER_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../../test/helpers.js';

const base = '/api/vendor/vendors';
const vendorLogin = (t: TestApp, userId: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId, userPwdSHA: sha256Hex(password) } });

describe('vendor master and vendor accounts', () => {
  let t: TestApp;
  let admin: string;
  let safety: string;
  let vendor: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t.app, 'admin')).accessToken;
    safety = (await login(t.app, 'safety01')).accessToken;
    const v = await vendorLogin(t, 'vendor01', DEMO_PASSWORD);
    expect(v.statusCode).toBe(200);
    vendor = v.json().accessToken;
  });
  afterAll(() => t.close());

  it('checks the business number check digit', () => {
    expect(isValidBizNo('123-81-45672')).toBe(true);
    expect(isValidBizNo('123-81-45678')).toBe(false);
    expect(isValidBizNo('1238145672')).toBe(false);
  });

  const newVendor = {
    vendorCd: 'V9001', vendorNm: '(주)테스트정비', vendorTypeCd: 'VT01', bizNo: '220-81-62410', plantCd: '1000', ceoNm: '홍대표',
    telNo: '041-000-1111', addr: '충청남도 당진시 1', mainWorkKinds: ['용접', '배관'], safetyMgrNm: '안전이', safetyMgrTel: '010-1111-2222',
    plants: [{ plantCd: '1000', contractStartYmd: '2026-01-01', contractEndYmd: '2026-12-31', superviseDeptCd: 'D1210' }],
  };

  it('creates a vendor with its plants, refuses bad input with clear Korean messages and a duplicate code', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: newVendor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vendorCd: 'V9001', statusCd: 'ACTIVE', statusNm: '거래중', vendorTypeNm: '정비', mainWorkKinds: ['용접', '배관'] });
    const got = await t.app.inject({ url: `${base}/V9001`, headers: auth(safety) });
    expect(got.json().plants).toHaveLength(1);
    expect(got.json().plants[0]).toMatchObject({ plantCd: '1000', contractEndYmd: '2026-12-31', superviseDeptCd: 'D1210' });

    const bad = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: { ...newVendor, vendorCd: 'V9002', bizNo: '220-81-62411' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(VND_MASTER_MESSAGES.bizNoCheck);
    const fmt = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: { ...newVendor, vendorCd: 'V9002', bizNo: '2208162410' } });
    expect(fmt.statusCode).toBe(400);
    expect(fmt.body).toContain(VND_MASTER_MESSAGES.bizNoFormat);
    const code = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: { ...newVendor, vendorCd: 'v 1' } });
    expect(code.statusCode).toBe(400);
    const period = await t.app.inject({
      method: 'POST', url: base, headers: auth(safety),
      payload: { ...newVendor, vendorCd: 'V9002', plants: [{ plantCd: '1000', contractStartYmd: '2026-05-01', contractEndYmd: '2026-04-30' }] },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe(VND_MASTER_MESSAGES.contractPeriod(1));
    const dup = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: newVendor });
    expect(dup.statusCode).toBe(409);
    // another plant's vendor cannot be written by a plant-1000 safety manager
    const other = await t.app.inject({ method: 'POST', url: base, headers: auth(safety), payload: { ...newVendor, vendorCd: 'V9003', plantCd: '2000' } });
    expect(other.statusCode).toBe(403);
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'vendorMaster' and entity_key = 'V9001' and action = 'CREATE'`);
    expect(audit).toHaveLength(1);
  });

  it('a vendor user reads only their own vendor (by id and in the list) and cannot write the master', async () => {
    expect((await t.app.inject({ url: `${base}/V0001`, headers: auth(vendor) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${base}/V0002`, headers: auth(vendor) })).statusCode).toBe(403);
    const list = await t.app.inject({ url: `${base}?limit=100`, headers: auth(vendor) });
    expect(list.json().list.map((v: { vendorCd: string }) => v.vendorCd)).toEqual(['V0001']);
    expect(list.json().totalCount).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: base, headers: auth(vendor), payload: { ...newVendor, vendorCd: 'V9009' } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/V0001/users`, headers: auth(vendor) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${base}/V0002/users`, headers: auth(vendor) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${base}/V0001/users`, headers: auth(vendor), payload: { userId: 'vnew01', userNm: '가' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/password-reset/V0001/vendor01`, headers: auth(vendor) })).statusCode).toBe(403);
  });

  it('a new account logs in with its temporary password once, must change it, then the temporary password fails', async () => {
    const created = await t.app.inject({
      method: 'POST', url: `${base}/V0001/users`, headers: auth(safety), payload: { userId: 'vtemp01', userNm: '임시계정', phoneNo: '010-2222-3333', email: 'vtemp@example.com' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const temp = created.json().tempPassword as string;
    expect(temp).toMatch(/^.{12}$/);
    // the password is stored hashed only
    const [u] = await t.rows<{ user_pwd: string; vendor_cd: string; user_type: string }>(sql`select user_pwd, vendor_cd, user_type from com_user where user_id = 'vtemp01'`);
    expect(u).toMatchObject({ vendor_cd: 'V0001', user_type: 'V' });
    expect(u!.user_pwd).not.toContain(temp);
    const users = await t.app.inject({ url: `${base}/V0001/users`, headers: auth(safety) });
    expect(users.json().find((x: { userId: string }) => x.userId === 'vtemp01')).toMatchObject({ mustChangePwd: true, isLocked: false });
    expect((await t.app.inject({ method: 'POST', url: `${base}/V0001/users`, headers: auth(safety), payload: { userId: 'vtemp01', userNm: '중복' } })).statusCode).toBe(409);

    const l1 = await vendorLogin(t, 'vtemp01', temp);
    expect(l1.statusCode).toBe(200);
    expect(l1.json().mustChangePwd).toBe(true);
    const tok = l1.json().accessToken as string;
    const blocked = await t.app.inject({ url: `${base}/V0001`, headers: auth(tok) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().returnCode).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tok) })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH', url: '/api/manage/password', headers: auth(tok), payload: { userId: 'vtemp01', currentPwd: temp, userPwd: 'Newpass123!', userPwdRepeat: 'Newpass123!' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: `${base}/V0001`, headers: auth(tok) })).statusCode).toBe(200);
    expect((await vendorLogin(t, 'vtemp01', temp)).statusCode).toBe(401);
    const l2 = await vendorLogin(t, 'vtemp01', 'Newpass123!');
    expect(l2.statusCode).toBe(200);
    expect(l2.json().mustChangePwd).toBeUndefined();

    // reset: a new temporary password, shown once; the old password fails, the new one must be changed again
    const reset = await t.app.inject({ method: 'PUT', url: `${base}/password-reset/V0001/vtemp01`, headers: auth(safety) });
    expect(reset.statusCode, reset.body).toBe(200);
    const temp2 = reset.json().tempPassword as string;
    expect(temp2).not.toBe(temp);
    expect((await vendorLogin(t, 'vtemp01', 'Newpass123!')).statusCode).toBe(401);
    const l3 = await vendorLogin(t, 'vtemp01', temp2);
    expect(l3.json().mustChangePwd).toBe(true);
    // the session of before the reset has ended
    expect((await t.app.inject({ url: `${base}/V0001`, headers: auth(l2.json().accessToken) })).statusCode).toBe(401);
    // a user of another vendor is not this vendor's
    expect((await t.app.inject({ method: 'PUT', url: `${base}/password-reset/V0002/vtemp01`, headers: auth(safety) })).statusCode).toBe(404);
    const audit = await t.rows(sql`select action from com_audit_log where entity = 'vendorUser' and entity_key = 'vtemp01' order by audit_no`);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'PASSWORD_RESET']);
  });

  it('a plant reads the vendors contracted there, not only those whose main plant it is; their master and accounts stay with the main plant', async () => {
    // a plant-2000 user with write on the master (gas01 has no contractor menus in the demo)
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn, create_user_id, update_user_id) values ('gas01', 'VND_MASTER', 'Y', 'Y', 'system', 'system') on conflict do nothing`);
    await t.rows(sql`insert into vnd_vendor_plant (vendor_cd, plant_cd, contract_start_ymd) select 'V0001', '2000', '2026-01-01' where not exists (select 1 from vnd_vendor_plant where vendor_cd = 'V0001' and plant_cd = '2000')`);
    await t.rows(sql`delete from vnd_vendor_plant where vendor_cd = 'V0002' and plant_cd = '2000'`);
    const gas = (await login(t.app, 'gas01')).accessToken;
    const list = await t.app.inject({ url: `${base}?limit=300`, headers: auth(gas) });
    expect(list.statusCode, list.body).toBe(200);
    const codes = (list.json().list as { vendorCd: string }[]).map((v) => v.vendorCd);
    expect(codes).toEqual(expect.arrayContaining(['V0001', 'V0003']));
    expect(codes).not.toContain('V0002');
    const one = await t.app.inject({ url: `${base}/V0001`, headers: auth(gas) });
    expect(one.statusCode, one.body).toBe(200);
    expect((await t.app.inject({ url: `${base}/V0002`, headers: auth(gas) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/V0001/users`, headers: auth(gas) })).statusCode).toBe(200);
    // writes: the master row and the accounts belong to the vendor's main plant (1000)
    expect((await t.app.inject({ method: 'PUT', url: `${base}/V0001`, headers: auth(gas), payload: { ...(one.json() as Record<string, unknown>), vendorNm: '바꾸기' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${base}/V0001/users`, headers: auth(gas), payload: { userId: 'vx2000', userNm: '가스' } })).statusCode).toBe(403);
    expect((await t.rows(sql`select 1 from com_user where user_id = 'vx2000'`)).length).toBe(0);
  });

  it('locks and unlocks an account', async () => {
    const c = await t.app.inject({ method: 'POST', url: `${base}/V0001/users`, headers: auth(admin), payload: { userId: 'vlock01', userNm: '잠금계정' } });
    const temp = c.json().tempPassword as string;
    expect((await t.app.inject({ method: 'PUT', url: `${base}/V0001/users/vlock01/lock`, headers: auth(admin) })).statusCode).toBe(200);
    expect((await vendorLogin(t, 'vlock01', temp)).statusCode).toBe(401);
    const list = await t.app.inject({ url: `${base}/V0001/users`, headers: auth(admin) });
    expect(list.json().find((x: { userId: string }) => x.userId === 'vlock01').isLocked).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/V0001/users/vlock01/unlock`, headers: auth(admin) })).statusCode).toBe(200);
    expect((await vendorLogin(t, 'vlock01', temp)).statusCode).toBe(200);
    // plant 2000's vendor is outside a plant-1000 safety manager's scope
    expect((await t.app.inject({ method: 'POST', url: `${base}/V0003/users`, headers: auth(safety), payload: { userId: 'vx0001', userNm: '가' } })).statusCode).toBe(403);
  });
});
