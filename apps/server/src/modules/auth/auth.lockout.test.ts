import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import { parseTrustProxy } from '../../config.js';
import { hashPassword, sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const plantLogin = (app: TestApp, username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/login/login', payload: { username, password }, remoteAddress: ip, headers });
const vendorLogin = (app: TestApp, userId: string, password: string, ip: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId, userPwdSHA: sha256Hex(password) }, remoteAddress: ip });

/** what a client can see of an answer: status and body without the timestamp */
function visible(res: LightMyRequestResponse) {
  const { timestamp: _ts, ...body } = res.json() as Record<string, unknown>;
  return { status: res.statusCode, body };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

describe('TRUST_PROXY', () => {
  it('parses off, a hop count and address lists, and refuses "trust everyone" and bad entries', () => {
    for (const off of [undefined, '', 'false', 'off', '0']) expect(parseTrustProxy(off)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,loopback, ::1, fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8']);
    for (const bad of ['true', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.0/8/1']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });

  it('by default a forged X-Forwarded-For changes neither the audit address nor the rate-limit bucket', async () => {
    const app = await createTestApp({ loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await plantLogin(app, 'ghost-xff', 'x', '10.20.0.5', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
      }
      // every attempt lands in the real peer's bucket although each claims another address
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const rows = await app.rows<{ ip: string }>(sql`select distinct ip from com_audit_log where entity_key = 'ghost-xff'`);
      expect(rows).toEqual([{ ip: '10.20.0.5' }]);
      // the session records the peer too
      await plantLogin(app, 'worker01', DEMO_PASSWORD, '10.20.0.6', { 'x-forwarded-for': '198.51.100.7' });
      const sess = await app.rows<{ ip: string }>(sql`select ip from auth_session where user_id = 'worker01' order by create_dt desc limit 1`);
      expect(sess[0]!.ip).toBe('10.20.0.6');
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY set, the address forwarded by a trusted proxy counts, and only from that proxy', async () => {
    const app = await createTestApp({ loginRateLimitPerMinute: 3, trustProxy: parseTrustProxy('10.20.0.0/16') });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        codes.push((await plantLogin(app, 'ghost-xff', 'x', '10.20.0.5', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401]);
      const rows = await app.rows<{ ip: string }>(sql`select ip from com_audit_log where entity_key = 'ghost-xff' order by audit_no`);
      expect(rows.map((r) => r.ip)).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5']);
      // a peer outside the trusted range cannot forward anything
      await plantLogin(app, 'ghost-xff2', 'x', '192.0.2.44', { 'x-forwarded-for': '203.0.113.99' });
      const other = await app.rows<{ ip: string }>(sql`select ip from com_audit_log where entity_key = 'ghost-xff2'`);
      expect(other).toEqual([{ ip: '192.0.2.44' }]);
    } finally {
      await app.close();
    }
  });

  it('with a hop count, the address one hop before the proxy counts', async () => {
    const app = await createTestApp({ trustProxy: parseTrustProxy('1') });
    try {
      await plantLogin(app, 'ghost-hop', 'x', '10.30.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' });
      const rows = await app.rows<{ ip: string }>(sql`select ip from com_audit_log where entity_key = 'ghost-hop'`);
      // the client-supplied first entry is not believed: only the hop the trusted proxy added
      expect(rows).toEqual([{ ip: '203.0.113.50' }]);
    } finally {
      await app.close();
    }
  });
});

describe('login lockout', () => {
  it('answers an unknown and an existing plant account identically over repeated failures', async () => {
    const seq = async (username: string, ip: string) => {
      const out = [];
      for (let i = 0; i < 7; i += 1) out.push(visible(await plantLogin(t, username, `wrong-${i}`, ip)));
      out.push(visible(await plantLogin(t, username, DEMO_PASSWORD, ip)));
      return out;
    };
    const known = await seq('e0011', '10.1.0.1');
    const unknown = await seq('no-such-e0011', '10.1.0.2');
    const wrongKind = await seq('vendor01', '10.1.0.3'); // a vendor account at the plant door
    expect(known.map((x) => x.status)).toEqual([401, 401, 401, 401, 423, 423, 423, 423]);
    expect(unknown).toEqual(known);
    expect(wrongKind).toEqual(known);
    expect(known[0]!.body).toMatchObject({ message: MESSAGES.wrongPassword, returnCode: RETURN_CODES.wrongPassword });
    expect(known[4]!.body).toMatchObject({ message: MESSAGES.accountLocked, returnCode: RETURN_CODES.accountLocked });
  });

  it('answers an unknown and an existing vendor account identically too', async () => {
    const seq = async (userId: string, ip: string) => {
      const out = [];
      for (let i = 0; i < 6; i += 1) out.push(visible(await vendorLogin(t, userId, `wrong-${i}`, ip)));
      out.push(visible(await vendorLogin(t, userId, DEMO_PASSWORD, ip)));
      return out;
    };
    const known = await seq('vendor01', '10.2.0.1');
    const unknown = await seq('ghost-vendor', '10.2.0.2');
    expect(known.map((x) => x.status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
    expect(unknown).toEqual(known);
    // the vendor's own address elsewhere is not locked
    expect((await vendorLogin(t, 'vendor01', DEMO_PASSWORD, '10.2.0.3')).statusCode).toBe(200);
  });

  it('takes the same time for an unknown and an existing account (same slow hash)', async () => {
    // a realistic cost, so that skipping the hash for unknown ids would show as a large difference
    const N = 2 ** 14;
    const app = await createTestApp({ scryptN: N, loginMaxFailures: 1000, loginAccountMaxFailuresPerHour: 1000 });
    try {
      await app.rows(sql`update com_user set user_pwd = ${await hashPassword(DEMO_PASSWORD, N)} where user_id = 'e0012'`);
      const known: number[] = [];
      const unknown: number[] = [];
      const hashes: number[] = [];
      const time = async (username: string, i: number) => {
        const t0 = performance.now();
        const res = await plantLogin(app, username, `wrong-${i}`, `10.3.${i}.1`);
        expect(res.statusCode).toBe(401);
        return performance.now() - t0;
      };
      await time('e0012', 99); // warm-up
      await time('ghost-timing', 99);
      // interleaved, so that load on the machine hits both sides alike; compared pair by pair
      for (let i = 0; i < 20; i += 1) {
        known.push(await time('e0012', i));
        unknown.push(await time('ghost-timing', i));
        const h0 = performance.now();
        await hashPassword('x', N);
        hashes.push(performance.now() - h0);
      }
      const mk = median(known);
      const mu = median(unknown);
      const diff = median(known.map((k, i) => k - unknown[i]!));
      const hashMs = median(hashes);
      console.log(`login timing (scrypt N=2^14, hash ${hashMs.toFixed(1)} ms): existing median ${mk.toFixed(1)} ms, unknown median ${mu.toFixed(1)} ms, `
        + `median paired difference ${diff.toFixed(1)} ms`);
      // without the dummy hash the unknown path would be about one hash shorter
      expect(Math.abs(diff)).toBeLessThan(Math.max(hashMs / 2, mk * 0.2));
    } finally {
      await app.close();
    }
  });

  it('an attacker at one address cannot lock out the victim at another', async () => {
    for (let i = 0; i < 12; i += 1) await plantLogin(t, 'e0013', `guess-${i}`, '10.4.0.66');
    expectError(await plantLogin(t, 'e0013', DEMO_PASSWORD, '10.4.0.66'), 423, MESSAGES.accountLocked);
    const victim = await plantLogin(t, 'e0013', DEMO_PASSWORD, '10.4.0.10');
    expect(victim.statusCode).toBe(200);
  });

  it('a lock ends after its time; a successful login resets the client counter', async () => {
    for (let i = 0; i < 5; i += 1) await plantLogin(t, 'e0014', `bad-${i}`, '10.5.0.1');
    expect((await plantLogin(t, 'e0014', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(423);
    await t.rows(sql`update auth_rate_limit set window_start = window_start - interval '16 minutes' where bucket like 'llock|%'`);
    expect((await plantLogin(t, 'e0014', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    // four failures, a success, four failures again: never locked
    for (let i = 0; i < 4; i += 1) await plantLogin(t, 'e0014', `bad-${i}`, '10.5.0.2');
    expect((await plantLogin(t, 'e0014', DEMO_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await plantLogin(t, 'e0014', `bad-${i}`, '10.5.0.2')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
  });

  it('counts parallel guesses atomically', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => plantLogin(t, 'e0015', `x${i}`, '10.6.0.1')));
    expect((await plantLogin(t, 'e0015', DEMO_PASSWORD, '10.6.0.1')).statusCode).toBe(423);
  });

  it('caps failures per account over all addresses, except for addresses the user logged in from', async () => {
    const app = await createTestApp({ loginMaxFailures: 100, loginAccountMaxFailuresPerHour: 6 });
    try {
      expect((await plantLogin(app, 'e0016', DEMO_PASSWORD, '10.7.0.200')).statusCode).toBe(200); // the user's usual address
      const codes = [];
      for (let i = 0; i < 8; i += 1) codes.push((await plantLogin(app, 'e0016', `spray-${i}`, `10.7.1.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 423, 423, 423]);
      // the same for an id that does not exist
      const ghost = [];
      for (let i = 0; i < 8; i += 1) ghost.push((await plantLogin(app, 'ghost-spray', `spray-${i}`, `10.7.2.${i}`)).statusCode);
      expect(ghost).toEqual(codes);
      expectError(await plantLogin(app, 'e0016', DEMO_PASSWORD, '10.7.3.1'), 423, MESSAGES.accountLocked);
      expect((await plantLogin(app, 'e0016', DEMO_PASSWORD, '10.7.0.200')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('lockout switched off', () => {
  it('0 turns the per-client lock and the account-wide cap off', async () => {
    const app = await createTestApp({ loginMaxFailures: 0, loginAccountMaxFailuresPerHour: 0 });
    try {
      const codes = [];
      for (let i = 0; i < 7; i += 1) codes.push((await plantLogin(app, 'e0019', `bad-${i}`, '10.10.0.1')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401]);
      expect((await plantLogin(app, 'e0019', DEMO_PASSWORD, '10.10.0.1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/manage/user/:userId/unlock', () => {
  it('lets an administrator unlock, audited; others are refused and the lock stays', async () => {
    for (let i = 0; i < 5; i += 1) await plantLogin(t, 'e0017', `bad-${i}`, '10.8.0.1');
    expect((await plantLogin(t, 'e0017', DEMO_PASSWORD, '10.8.0.1')).statusCode).toBe(423);

    const safety = await login(t.app, 'safety01');
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/user/e0017/unlock', headers: auth(safety) }), 403);
    const v = (await vendorLogin(t, 'vendor01', DEMO_PASSWORD, '10.8.0.9')).json();
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/user/e0017/unlock', headers: auth(v.accessToken) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: '/api/manage/user/e0017/unlock' }), 401);
    expect((await plantLogin(t, 'e0017', DEMO_PASSWORD, '10.8.0.1')).statusCode).toBe(423);

    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/manage/user/e0017/unlock', headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.accountUnlocked });
    expect((await plantLogin(t, 'e0017', DEMO_PASSWORD, '10.8.0.1')).statusCode).toBe(200);
    const audit = await t.rows<{ user_id: string; ip: string }>(sql`select user_id, ip from com_audit_log where action = 'UNLOCK' and entity_key = 'e0017'`);
    expect(audit).toEqual([{ user_id: 'admin', ip: '127.0.0.1' }]);
  });

  it('an administrator password reset also lifts the lock', async () => {
    for (let i = 0; i < 5; i += 1) await plantLogin(t, 'e0018', `bad-${i}`, '10.9.0.1');
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PATCH', url: '/api/manage/password', headers: auth(admin),
      payload: { userId: 'e0018', userPwd: 'Reset!2026x', userPwdRepeat: 'Reset!2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect((await plantLogin(t, 'e0018', 'Reset!2026x', '10.9.0.1')).statusCode).toBe(200);
  });
});
