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
    // exp is in whole seconds (floor(now) + ttl): a 1 s token may live only a few ms, so the fresh one below could
    // expire before its first use; with 3 s the first is surely past after 4.1 s and the fresh one lives ≥ 2 s
    const short = await createTestApp({ accessTokenTtlSec: 3 });
    try {
      const tokens = await login(short.app, 'safety01');
      await new Promise((r) => setTimeout(r, 4100));
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

  it('gives a refresh token spent moments ago a successor of its own (a reload that lost the answer), twice at most, and revokes nothing', async () => {
    const graceful = await createTestApp({ refreshReuseGraceSec: 10 });
    try {
      const tokens = await login(graceful.app, 'safety01');
      const refresh = () => graceful.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
      const first = await refresh();
      expect(first.statusCode).toBe(200);
      // the page reloaded before it stored the answer: it presents the spent token again, within the grace
      const again = await refresh();
      expect(again.statusCode).toBe(200);
      expect(again.json().refreshToken).not.toBe(first.json().refreshToken);
      // five more at once: one more successor (two in all), the others refused without ending the session
      const burst = await Promise.all(Array.from({ length: 5 }, () => refresh()));
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of burst.filter((x) => x.statusCode !== 200)) expect(expectError(r, 401).returnCode).toBe(RETURN_CODES.refreshExpired);
      // every successor works and rotates on; the session was never revoked
      for (const pair of [first.json(), again.json(), burst.find((r) => r.statusCode === 200)!.json()] as { accessToken: string; refreshToken: string }[]) {
        expect((await graceful.app.inject({ url: '/api/manage/wokerinfo', headers: auth(pair.accessToken) })).statusCode).toBe(200);
        expect((await graceful.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': pair.refreshToken } })).statusCode).toBe(200);
      }
      const revoked = await graceful.rows(sql`select 1 from auth_session where user_id = 'safety01' and revoked_dt is not null and revoke_reason = 'REUSE'`);
      expect(revoked).toHaveLength(0);
    } finally {
      await graceful.close();
    }
  });

  it('refuses a refresh token at the other kind\'s endpoint without spending it', async () => {
    const v = (await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) }, remoteAddress: '10.60.0.1' })).json();
    const u = await login(t.app, 'worker01');
    const wrongV = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': v.refreshToken } });
    expect(expectError(wrongV, 401).returnCode).toBe(RETURN_CODES.invalidToken);
    const wrongU = await t.app.inject({ url: '/api/auth/refreshForVendorUser', headers: { 'x-authorization': u.refreshToken } });
    expect(expectError(wrongU, 401).returnCode).toBe(RETURN_CODES.invalidToken);
    // twice, and after the reuse grace: still no effect
    await new Promise((r) => setTimeout(r, 20));
    expectError(await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': v.refreshToken } }), 401);
    const spent = await t.rows(sql`select 1 from auth_refresh_token where used_dt is not null and token_hash in (${sha256Hex(v.refreshToken)}, ${sha256Hex(u.refreshToken)})`);
    expect(spent).toHaveLength(0);
    // each token still works at its own endpoint, and its session is intact
    const okV = await t.app.inject({ url: '/api/auth/refreshForVendorUser', headers: { 'x-authorization': v.refreshToken } });
    expect(okV.statusCode).toBe(200);
    const okU = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': u.refreshToken } });
    expect(okU.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(okU.json().accessToken) })).statusCode).toBe(200);
  });

  it('ends a session at SESSION_MAX_AGE however often it was refreshed', async () => {
    const tokens = await login(t.app, 'e0008');
    const sid = (await t.rows<{ session_id: string; create_dt: Date; expires_dt: Date }>(
      sql`select session_id, create_dt, expires_dt from auth_session where user_id = 'e0008'`))[0]!;
    // the default is 7 days: neither the session nor its refresh token is set to outlive it
    expect(new Date(sid.expires_dt).getTime() - new Date(sid.create_dt).getTime()).toBeLessThanOrEqual(7 * 86400 * 1000);
    const r1 = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
    expect(r1.statusCode).toBe(200);
    await t.rows(sql`update auth_session set create_dt = now() - interval '7 days 1 minute' where session_id = ${sid.session_id}`);
    const r2 = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': r1.json().refreshToken } });
    expect(expectError(r2, 401, MESSAGES.refreshExpired).returnCode).toBe(RETURN_CODES.refreshExpired);
    const me = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(r1.json().accessToken) });
    expectError(me, 401);
  });

  it('caps the sliding expiry at the absolute lifetime', async () => {
    const short = await createTestApp({ sessionMaxAgeSec: 3 });
    try {
      const tokens = await login(short.app, 'e0009');
      const r1 = await short.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
      expect(r1.statusCode).toBe(200);
      const rows = await short.rows<{ life: number; tok: number }>(sql`
        select extract(epoch from s.expires_dt - s.create_dt) as life, max(extract(epoch from t.expires_dt - s.create_dt)) as tok
          from auth_session s join auth_refresh_token t on t.session_id = s.session_id
         where s.user_id = 'e0009' group by s.session_id`);
      expect(Number(rows[0]!.life)).toBeLessThanOrEqual(3.01);
      expect(Number(rows[0]!.tok)).toBeLessThanOrEqual(3.01);
      await new Promise((r) => setTimeout(r, 3100));
      const r2 = await short.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': r1.json().refreshToken } });
      expect(expectError(r2, 401).returnCode).toBe(RETURN_CODES.refreshExpired);
    } finally {
      await short.close();
    }
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

describe('rate limit', () => {
  // lockout in detail: auth.lockout.test.ts
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
      payload: { userId: 'e0003', currentPwd: DEMO_PASSWORD, userPwd: 'NewPass!2026', userPwdRepeat: 'NewPass!2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(a) })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(b) }), 401);
    await login(t.app, 'e0003', 'NewPass!2026');
    const audit = await t.rows(sql`select before_data, after_data from com_audit_log where action = 'PASSWORD' and entity_key = 'e0003'`);
    expect(audit).toHaveLength(1);
  });

  it('needs the current password for the own one: missing or wrong → 400 and nothing changes', async () => {
    const a = await login(t.app, 'e0006');
    const before = await t.rows(sql`select user_pwd from com_user where user_id = 'e0006'`);
    const change = (extra: Record<string, string>) => t.app.inject({
      method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0006', userPwd: 'NewPass!2027', userPwdRepeat: 'NewPass!2027', ...extra },
    });
    expectError(await change({}), 400, MESSAGES.currentPasswordRequired);
    const wrong = expectError(await change({ currentPwd: 'not-it-1' }), 400, MESSAGES.currentPasswordWrong);
    expect(wrong.returnCode).toBe(RETURN_CODES.wrongCurrentPassword);
    expect(await t.rows(sql`select user_pwd from com_user where user_id = 'e0006'`)).toEqual(before);
    const fails = await t.rows(sql`select 1 from com_audit_log where action = 'PASSWORD_FAIL' and entity_key = 'e0006'`);
    expect(fails).toHaveLength(1);
    // the session still works: a wrong current password is not a logout
    expect((await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(a) })).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the lock, shared with the login from that address', async () => {
    const a = await login(t.app, 'e0007');
    const change = (currentPwd: string) => t.app.inject({
      method: 'PATCH', url: '/api/manage/password', headers: auth(a), payload: { userId: 'e0007', currentPwd, userPwd: 'NewPass!2027', userPwdRepeat: 'NewPass!2027' },
    });
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await change(`guess-${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 423]);
    // locked: even the right current password is refused, no oracle
    expectError(await change(DEMO_PASSWORD), 423, MESSAGES.accountLocked);
    expectError(await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0007', password: DEMO_PASSWORD } }), 423);
    // another address is not affected
    const other = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'e0007', password: DEMO_PASSWORD }, remoteAddress: '10.77.0.1' });
    expect(other.statusCode).toBe(200);
  });

  it('an administrator changing their own password gives the current one too', async () => {
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({ method: 'PATCH', url: '/api/manage/password', headers: auth(admin), payload: { userId: 'admin', userPwd: 'Admin!2026x', userPwdRepeat: 'Admin!2026x' } });
    expectError(res, 400, MESSAGES.currentPasswordRequired);
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
