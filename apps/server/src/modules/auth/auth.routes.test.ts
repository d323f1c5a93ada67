import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, writeFingerprint, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /login/login', () => {
  it('returns userId, accessToken and refreshToken that work on wokerinfo', async () => {
    const tokens = await login(t.app, 'admin');
    expect(tokens.userId).toBe('admin');
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken.length).toBeGreaterThan(30);
    const res = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'admin', workerNm: '시스템관리자', deptAuthGrp: { plantAccessYn: 'Y', deptAccessYn: 'Y' } });
  });

  it('accepts Authorization: Bearer as well as X-Authorization', async () => {
    const tokens = await login(t.app, 'worker01');
    const res = await t.app.inject({ url: '/api/manage/wokerinfo', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: 'worker01', workerNm: '박현장', plantType: 'E', plantCd: '1000', plantNm: '서해화력발전소', deptCd: 'D1310', deptNm: '발전1팀',
      contType: 'work', deptAuthGrp: { plantAccessYn: 'N', deptAccessYn: 'N' },
    });
  });

  it('gives the gas-plant user plantType G', async () => {
    const tokens = await login(t.app, 'gas01');
    const res = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens) });
    expect(res.json()).toMatchObject({ plantType: 'G', plantCd: '2000', deptAuthGrp: { plantAccessYn: 'N', deptAccessYn: 'Y' } });
  });

  it('refuses a wrong password with WRONG_PASSWORD and the same answer for an unknown user', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'safety01', password: 'nope' } });
    const b = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'ghost', password: 'nope' } });
    expect(expectError(a, 401, MESSAGES.wrongPassword).returnCode).toBe(RETURN_CODES.wrongPassword);
    expect(expectError(b, 401, MESSAGES.wrongPassword).returnCode).toBe(RETURN_CODES.wrongPassword);
  });

  it('does not let a vendor user in through the plant login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'vendor01', password: DEMO_PASSWORD } });
    expectError(res, 401, MESSAGES.wrongPassword);
  });
});

describe('POST /api/auth/vendorlogin', () => {
  it('logs a vendor user in with the SHA-256 of the password and isolates the vendor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    const me = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens.accessToken) });
    expect(me.json()).toMatchObject({ userId: 'vendor01', userType: 'V', vendorCd: 'V0001', vendorNm: '(주)대한플랜트정비' });
  });

  it('refuses a plain password in place of the SHA and a plant user at the vendor door', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: DEMO_PASSWORD } });
    expectError(a, 400, MESSAGES.badRequest);
    const b = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'safety01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    expectError(b, 401, MESSAGES.wrongPassword);
  });
});

describe('tokens', () => {
  it('answers 401 without a token, and INVALID_TOKEN for a forged one', async () => {
    expectError(await t.app.inject({ url: '/api/manage/wokerinfo' }), 401);
    const tokens = await login(t.app, 'admin');
    const [h, p] = tokens.accessToken.split('.');
    const forged = `${h}.${p}.AAAA${'x'.repeat(39)}`;
    const res = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(forged) });
    expect(expectError(res, 401).returnCode).toBe('INVALID_TOKEN');
  });

  it('expires access tokens with ACCESS_EXPIRED and refreshes them', async () => {
    const short = await createTestApp({ accessTokenTtlSec: 1 });
    try {
      const tokens = await login(short.app, 'safety01');
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens) });
      expect(expectError(res, 401).returnCode).toBe(RETURN_CODES.accessExpired);
      const ref = await short.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
      expect(ref.statusCode).toBe(200);
      const fresh = ref.json();
      expect(fresh.refreshToken).not.toBe(tokens.refreshToken);
      const again = await short.app.inject({ url: '/api/manage/wokerinfo', headers: auth(fresh.accessToken) });
      expect(again.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('rotates refresh tokens; reusing a spent one revokes the whole family', async () => {
    const tokens = await login(t.app, 'health01');
    const r1 = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    await new Promise((r) => setTimeout(r, 20));
    const reuse = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
    expect(expectError(reuse, 401).returnCode).toBe(RETURN_CODES.refreshExpired);
    // the family is gone: the newer refresh token and the access tokens of the session no longer work
    const r2 = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': second.refreshToken } });
    expect(expectError(r2, 401).returnCode).toBe(RETURN_CODES.refreshExpired);
    const me = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(second.accessToken) });
    expect(expectError(me, 401).returnCode).toBe(RETURN_CODES.refreshExpired);
    const audit = await t.rows(sql`select 1 from com_audit_log where action = 'TOKEN_REUSE' and user_id = 'health01'`);
    expect(audit.length).toBe(1);
  });

  it('lets exactly one of two concurrent refreshes of the same token win, without revoking the winner', async () => {
    const graceful = await createTestApp({ refreshReuseGraceSec: 10 });
    try {
      const tokens = await login(graceful.app, 'safety01');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => graceful.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } })),
      );
      const winners = results.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(4);
      const me = await graceful.app.inject({ url: '/api/manage/wokerinfo', headers: auth(winners[0]!.json().accessToken) });
      expect(me.statusCode).toBe(200);
    } finally {
      await graceful.close();
    }
  });

  it('refuses a vendor refresh token at the plant refresh endpoint and vice versa', async () => {
    const v = (await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } })).json();
    expectError(await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': v.refreshToken } }), 401);
    const u = await login(t.app, 'worker01');
    expectError(await t.app.inject({ url: '/api/auth/refreshForVendorUser', headers: { 'x-authorization': u.refreshToken } }), 401);
    const v2 = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    const ok = await t.app.inject({ url: '/api/auth/refreshForVendorUser', headers: { 'x-authorization': v2.json().refreshToken } });
    expect(ok.statusCode).toBe(200);
  });

  it('expires the older session with CONCURRENT_EXPIRED under the single-session policy', async () => {
    const single = await createTestApp({ singleSession: true });
    try {
      const first = await login(single.app, 'worker01');
      const second = await login(single.app, 'worker01');
      const old = await single.app.inject({ url: '/api/manage/wokerinfo', headers: auth(first) });
      expect(expectError(old, 401, MESSAGES.concurrentExpired).returnCode).toBe(RETURN_CODES.concurrentExpired);
      const oldRefresh = await single.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': first.refreshToken } });
      expect(expectError(oldRefresh, 401).returnCode).toBe(RETURN_CODES.concurrentExpired);
      expect((await single.app.inject({ url: '/api/manage/wokerinfo', headers: auth(second) })).statusCode).toBe(200);
    } finally {
      await single.close();
    }
  });

  it('validates a token at /api/auth/valid', async () => {
    const tokens = await login(t.app, 'gas01');
    const res = await t.app.inject({ url: '/api/auth/valid', headers: auth(tokens) });
    expect(res.json()).toEqual({ valid: true, userId: 'gas01' });
  });

  it('logout ends the session', async () => {
    const tokens = await login(t.app, 'worker01');
    const out = await t.app.inject({ method: 'POST', url: '/login/logout', headers: auth(tokens) });
    expect(out.statusCode).toBe(200);
    expectError(await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens) }), 401);
    expectError(await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } }), 401);
  });
});

describe('lockout and rate limit', () => {
  it('locks an account for the configured time after five wrong passwords, even for the right one', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0001', password: `bad${i}` } })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 423]);
    const right = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0001', password: DEMO_PASSWORD } });
    expect(expectError(right, 423, MESSAGES.accountLocked).returnCode).toBe(RETURN_CODES.accountLocked);
    // the lock ends when its time has passed
    await t.rows(sql`update com_user set locked_until = now() - interval '1 second' where user_id = 'e0001'`);
    const after = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0001', password: DEMO_PASSWORD } });
    expect(after.statusCode).toBe(200);
    const row = await t.rows<{ login_fail_cnt: number }>(sql`select login_fail_cnt from com_user where user_id = 'e0001'`);
    expect(row[0]!.login_fail_cnt).toBe(0);
  });

  it('counts parallel guesses atomically', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0002', password: `x${i}` } })),
    );
    const row = await t.rows<{ locked: boolean }>(sql`select locked_until > now() as locked from com_user where user_id = 'e0002'`);
    expect(row[0]!.locked).toBe(true);
  });

  it('rate-limits login attempts per IP', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'ghost', password: 'x' }, remoteAddress: '10.9.9.9' })).statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
      const other = await limited.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'admin', password: DEMO_PASSWORD }, remoteAddress: '10.9.9.10' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('PATCH /api/manage/password', () => {
  it('changes the own password, ends other sessions, and the new password logs in', async () => {
    const a = await login(t.app, 'e0003');
    const b = await login(t.app, 'e0003');
    const res = await t.app.inject({
      method: 'PATCH', url: '/api/manage/password', headers: auth(a),
      payload: { userId: 'e0003', userPwd: 'NewPass!2026', userPwdRepeat: 'NewPass!2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(a) })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(b) }), 401);
    await login(t.app, 'e0003', 'NewPass!2026');
    const audit = await t.rows(sql`select before_data, after_data from com_audit_log where action = 'PASSWORD' and entity_key = 'e0003'`);
    expect(audit).toHaveLength(1);
  });

  it('applies the spec §5 rules with their messages and changes nothing', async () => {
    const a = await login(t.app, 'e0004');
    const before = await writeFingerprint(t);
    const mismatch = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0004', userPwd: 'Abcdefg1!', userPwdRepeat: 'Abcdefg2!' } });
    expectError(mismatch, 400, MESSAGES.passwordMismatch);
    const empty = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0004', userPwd: '   ', userPwdRepeat: '   ' } });
    expectError(empty, 400, MESSAGES.passwordRequired);
    const long = 'a1!'.repeat(34);
    const tooLong = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0004', userPwd: long, userPwdRepeat: long } });
    expectError(tooLong, 400);
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0004' } });
    expectError(missing, 400, MESSAGES.badRequest);
    expect(await writeFingerprint(t)).toBe(before);
  });

  it("refuses another user's password to a non-administrator, allows it to the administrator", async () => {
    const w = await login(t.app, 'worker01');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(w), payload: { userId: 'safety01', userPwd: 'Hacked!123', userPwdRepeat: 'Hacked!123' } });
    expectError(res, 403, MESSAGES.noMenuPermission);
    await login(t.app, 'safety01');
    const admin = await login(t.app, 'admin');
    const ok = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(admin), payload: { userId: 'e0005', userPwd: 'Reset!2026', userPwdRepeat: 'Reset!2026' } });
    expect(ok.statusCode).toBe(200);
    await login(t.app, 'e0005', 'Reset!2026');
  });
});
