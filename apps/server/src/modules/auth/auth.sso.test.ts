// Single sign-on (issue 32) against a real OpenID provider (oidc-provider) on loopback: the server under test talks to
// it over HTTP with openid-client; this test plays the browser (cookies, redirects, the provider's login form).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import { loadConfig, parseOidc, type OidcConfig } from '../../config.js';
import { auth, createTestApp, expectError, login, type TestApp } from '../../test/helpers.js';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider.js';

/** the address the product would be opened at (the app itself is reached by inject) */
const BASE = 'http://127.0.0.1:39187';
const CLIENT = { clientId: 'jikim', clientSecret: 'jikim-test-secret-0123456789', redirectUri: `${BASE}/login/sso/callback`, postLogoutRedirectUri: `${BASE}/login` };

let t: TestApp;
let op: TestProvider;
let oidc: OidcConfig;

beforeAll(async () => {
  op = await startTestProvider({
    clients: [CLIENT],
    accounts: {
      'kim.new': { preferred_username: 'sso_new01', name: '김신규', email: 'kim.new@example.com', plant_cd: '1000', dept_cd: 'D1310' },
      'park.worker': { preferred_username: 'worker01', name: '박현장' },
      'no.mapping': { preferred_username: 'sso_nomap', name: '매핑없음' },
      'wrong.plant': { preferred_username: 'sso_wrongplant', name: '엉뚱', plant_cd: '2000', dept_cd: 'D1310' },
      'lee.retired': { preferred_username: 'sso_retired', name: '이퇴직' },
      'vendor.person': { preferred_username: 'vendor01', name: '협력' },
      'admin.person': { preferred_username: 'admin', name: '관리자' },
    },
  });
  oidc = parseOidc({
    OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: CLIENT.clientId, OIDC_CLIENT_SECRET: CLIENT.clientSecret, PUBLIC_URL: BASE,
    OIDC_PLANT_CLAIM: 'plant_cd', OIDC_DEPT_CLAIM: 'dept_cd', OIDC_DEFAULT_AUTH_GRP: 'WORKER',
  })!;
  t = await createTestApp({ oidc });
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, retire_yn, retire_ymd)
    values ('sso_retired', '이퇴직', 'U', '!SSO', '1000', 'D1310', 'Y', '20250101')`);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await op?.close();
});

/** a browser's cookie jar for one origin (enough for the provider's cookies) */
class Jar {
  private readonly m = new Map<string, string>();
  take(setCookies: string[]) {
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') this.m.delete(name);
      else this.m.set(name, value);
    }
  }
  header() {
    return [...this.m].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

type Attempt = { binding: string; authorizeUrl: string; providerJar: Jar };

/** GET /login/sso as a browser: the provider's URL and the binding cookie */
async function start(): Promise<Attempt> {
  const res = await t.app.inject({ url: '/login/sso' });
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/^jikim_sso=[\w-]{40,}; Path=\/login\/sso; Max-Age=600; HttpOnly; SameSite=Lax/);
  return { binding: /^jikim_sso=([^;]+)/.exec(cookie)![1]!, authorizeUrl: String(res.headers.location), providerJar: new Jar() };
}

/** the browser at the provider: signs in as `account` and follows the redirects up to the product's callback URL */
async function signInAtProvider(a: Attempt, account: string): Promise<URL> {
  let url = a.authorizeUrl;
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(CLIENT.redirectUri)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      method: body ? 'POST' : 'GET',
      headers: { cookie: a.providerJar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    body = undefined;
    a.providerJar.take(res.headers.getSetCookie());
    const loc = res.headers.get('location');
    if (loc) {
      url = new URL(loc, url).href;
      continue;
    }
    const html = await res.text();
    const form = /<form method="post" action="([^"]+)"/.exec(html);
    if (!form) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(form[1]!, url).href;
    body = new URLSearchParams({ login: account }).toString();
  }
  throw new Error('too many redirects');
}

/** the provider's redirect to the product's callback, as the browser (with its binding cookie) */
async function callback(cb: URL, binding: string | null) {
  const res = await t.app.inject({ url: `${cb.pathname}${cb.search}`, headers: binding ? { cookie: `jikim_sso=${binding}` } : {} });
  expect(res.statusCode).toBe(302);
  const loc = String(res.headers.location);
  expect(loc.startsWith('/auth-redirect#')).toBe(true);
  const frag = new URLSearchParams(loc.split('#')[1]);
  return { ticket: frag.get('sso'), error: frag.get('ssoError') };
}

async function exchange(ticket: string, binding: string) {
  return t.app.inject({ method: 'POST', url: '/login/sso/token', headers: { cookie: `jikim_sso=${binding}` }, payload: { ticket } });
}

/** the whole flow up to the web app's tokens */
async function ssoLogin(account: string) {
  const a = await start();
  const cb = await signInAtProvider(a, account);
  const { ticket, error } = await callback(cb, a.binding);
  expect(error).toBeNull();
  const res = await exchange(ticket!, a.binding);
  expect(res.statusCode).toBe(200);
  return { tokens: res.json() as { userId: string; accessToken: string; refreshToken: string }, attempt: a, cb };
}

describe('GET /login/sso', () => {
  it('redirects (302) to the provider with the code flow, PKCE S256, state and nonce', async () => {
    const a = await start();
    const u = new URL(a.authorizeUrl);
    expect(u.origin).toBe(op.issuer);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      response_type: 'code', client_id: 'jikim', redirect_uri: CLIENT.redirectUri, scope: 'openid profile email', code_challenge_method: 'S256',
    });
    for (const k of ['state', 'nonce', 'code_challenge']) expect(u.searchParams.get(k)?.length).toBeGreaterThanOrEqual(43);
    // the verifier and the state stay on the server: only hashes of the state and the cookie are stored with it
    const rows = await t.rows<{ state_hash: string }>(sql`select state_hash from auth_sso_flow`);
    expect(rows.map((r) => r.state_hash)).not.toContain(u.searchParams.get('state'));
  });

  it('says whether SSO and the password login are offered', async () => {
    const res = await t.app.inject({ url: '/api/auth/sso' });
    expect(res.json()).toEqual({ sso: true, localLogin: true });
  });

  it('answers 404 (not the web app) when OIDC_ISSUER is unset', async () => {
    const saved = t.app.config.oidc;
    t.app.config.oidc = undefined;
    try {
      expectError(await t.app.inject({ url: '/login/sso' }), 404, MESSAGES.notFound);
      expectError(await t.app.inject({ url: '/login/sso/callback?code=x&state=y' }), 404);
      expect((await t.app.inject({ url: '/api/auth/sso' })).json()).toEqual({ sso: false, localLogin: true });
    } finally {
      t.app.config.oidc = saved;
    }
    expect(parseOidc({})).toBeUndefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'jikim-sso-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).oidc).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => parseOidc({ OIDC_LOCAL_LOGIN: 'off' })).toThrow(/OIDC_ISSUER/);
    expect(() => parseOidc({ OIDC_ISSUER: 'http://idp.example.com', OIDC_CLIENT_ID: 'a', PUBLIC_URL: BASE })).toThrow(/https/);
    expect(() => parseOidc({ OIDC_ISSUER: 'https://idp.example.com', OIDC_CLIENT_ID: 'a' })).toThrow(/PUBLIC_URL/);
  });
});

describe('the full flow against the provider', () => {
  it('creates a new user in the plant and department of the claims, and logs them in', async () => {
    const { tokens } = await ssoLogin('kim.new');
    expect(tokens.userId).toBe('sso_new01');
    const me = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: 'sso_new01', workerNm: '김신규', plantCd: '1000', deptCd: 'D1310', userType: 'U' });
    const [u] = await t.rows<{ email: string; user_pwd: string; create_user_id: string }>(sql`select email, user_pwd, create_user_id from com_user where user_id = 'sso_new01'`);
    expect(u).toEqual({ email: 'kim.new@example.com', user_pwd: '!SSO', create_user_id: 'SSO' });
    expect(await t.rows(sql`select auth_grp_cd from com_user_auth_grp where user_id = 'sso_new01'`)).toEqual([{ auth_grp_cd: 'WORKER' }]);
    const audit = await t.rows<{ action: string }>(sql`select action from com_audit_log where entity_key = 'sso_new01' order by audit_no`);
    expect(audit.map((a) => a.action)).toEqual(['SSO_CREATE', 'LOGIN']);
    // no local password: the id/password login refuses the created user
    expectError(await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'sso_new01', password: '!SSO' } }), 401);
    // the refresh contract is unchanged
    const r = await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': tokens.refreshToken } });
    expect(r.statusCode).toBe(200);
  });

  it('matches an existing user by the login claim and opens a session like the password login', async () => {
    const before = await t.rows<{ n: string }>(sql`select count(*) as n from com_user`);
    const { tokens } = await ssoLogin('park.worker');
    expect(tokens.userId).toBe('worker01');
    const me = await t.app.inject({ url: '/api/manage/wokerinfo', headers: auth(tokens.accessToken) });
    expect(me.json()).toMatchObject({ userId: 'worker01', workerNm: '박현장', plantCd: '1000', deptCd: 'D1310' });
    expect(await t.rows(sql`select count(*) as n from com_user`)).toEqual(before);
    const [s] = await t.rows<{ user_type: string; revoked_dt: unknown }>(sql`select user_type, revoked_dt from auth_session where user_id = 'worker01' order by create_dt desc limit 1`);
    expect(s).toEqual({ user_type: 'U', revoked_dt: null });
  });

  it('refuses a wrong state, a missing binding cookie and another browser’s cookie', async () => {
    const a = await start();
    const cb = await signInAtProvider(a, 'park.worker');
    const forged = new URL(cb);
    forged.searchParams.set('state', 'not-the-state-0123456789012345678901234567890');
    expect(await callback(forged, a.binding)).toEqual({ ticket: null, error: 'state' });
    expect(await callback(cb, null)).toEqual({ ticket: null, error: 'state' });
    const other = await start();
    expect(await callback(cb, other.binding)).toEqual({ ticket: null, error: 'state' });
    const fails = await t.rows<{ after_data: { method: string; reason: string } }>(sql`select after_data from com_audit_log where action = 'LOGIN_FAIL' order by audit_no desc limit 3`);
    expect(fails.map((f) => f.after_data)).toEqual(Array(3).fill({ method: 'SSO', reason: 'state' }));
    // the right browser with the right state still gets in (a refused attempt did not spend the state)
    const ok = await callback(cb, a.binding);
    expect(ok.error).toBeNull();
  });

  it('refuses a replayed callback (the state is spent) and a replayed code (the provider refuses it)', async () => {
    const { attempt, cb } = await ssoLogin('park.worker');
    // the same callback again: its state was spent
    expect(await callback(cb, attempt.binding)).toEqual({ ticket: null, error: 'state' });
    // the same code under a fresh attempt's state: redeemed already (and not this attempt's PKCE verifier)
    const fresh = await start();
    const replay = new URL(cb);
    replay.searchParams.set('state', new URL(fresh.authorizeUrl).searchParams.get('state')!);
    expect(await callback(replay, fresh.binding)).toEqual({ ticket: null, error: 'provider' });
  });

  it('spends the one-time ticket once, in the browser that started the attempt only', async () => {
    const a = await start();
    const { ticket } = await callback(await signInAtProvider(a, 'park.worker'), a.binding);
    const other = await start();
    expectError(await exchange(ticket!, other.binding), 401, MESSAGES.ssoTicketInvalid);
    expect((await exchange(ticket!, a.binding)).statusCode).toBe(200);
    const again = expectError(await exchange(ticket!, a.binding), 401, MESSAGES.ssoTicketInvalid);
    expect(again.returnCode).toBe(RETURN_CODES.invalidToken);
  });

  it('refuses, with the reason for the login page, a user the claims map nowhere, a retired user and a vendor user', async () => {
    const count = async () => (await t.rows<{ n: string }>(sql`select count(*) as n from com_user`))[0]!.n;
    const before = await count();
    for (const [account, reason] of [['no.mapping', 'noMapping'], ['wrong.plant', 'noMapping'], ['lee.retired', 'retired'], ['vendor.person', 'notEmployee']] as const) {
      const a = await start();
      expect(await callback(await signInAtProvider(a, account), a.binding), account).toEqual({ ticket: null, error: reason });
    }
    expect(await count()).toBe(before);
  });

  it('ends the provider session too at logout (RP-initiated logout with the ID token as hint)', async () => {
    const { tokens } = await ssoLogin('park.worker');
    const res = await t.app.inject({ method: 'POST', url: '/login/logout', headers: auth(tokens.accessToken) });
    expect(res.statusCode).toBe(200);
    const out = new URL(res.json().ssoLogoutUrl);
    expect(out.origin).toBe(op.issuer);
    expect(out.searchParams.get('post_logout_redirect_uri')).toBe(`${BASE}/login`);
    expect(out.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    expect((await t.app.inject({ url: '/api/auth/valid', headers: auth(tokens.accessToken) })).statusCode).toBe(401);
    // a password session's logout has no provider step
    const local = await login(t.app, 'safety01');
    expect((await t.app.inject({ method: 'POST', url: '/login/logout', headers: auth(local) })).json()).toEqual({ success: true, message: 'logout' });
  });
});

describe('OIDC_LOCAL_LOGIN=off', () => {
  it('refuses the id/password login of everyone but admin; SSO and the vendor login go on', async () => {
    t.app.config.oidc = { ...oidc, localLogin: false };
    try {
      expect((await t.app.inject({ url: '/api/auth/sso' })).json()).toEqual({ sso: true, localLogin: false });
      const res = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'safety01', password: 'demo1234!' } });
      expect(expectError(res, 403, MESSAGES.localLoginOff).returnCode).toBe(RETURN_CODES.localLoginOff);
      // an unknown id gets the same answer (nothing to learn about ids)
      expectError(await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'ghost', password: 'x' } }), 403, MESSAGES.localLoginOff);
      expect((await login(t.app, 'admin')).userId).toBe('admin');
      expect((await ssoLogin('park.worker')).tokens.userId).toBe('worker01');
    } finally {
      t.app.config.oidc = oidc;
    }
  });
});
