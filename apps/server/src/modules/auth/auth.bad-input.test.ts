import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jikim/shared';
import { sql } from 'drizzle-orm';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let admin: Tokens;
beforeAll(async () => {
  // bad input is about validation: no lock may interfere with the hundreds of attempts below
  t = await createTestApp({ loginMaxFailures: 1e6, loginAccountMaxFailuresPerHour: 1e6 });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/**
 * like writeFingerprint, but a refused login attempt is an authentication decision that is audited
 * (LOGIN_FAIL, ASVS V7.2.1): only other audit rows count as writes here
 */
async function writeFingerprint(app: TestApp): Promise<string> {
  const r = await app.rows<{ n: string }>(sql`
    select concat_ws(',', (select count(*) from com_user), (select count(*) from auth_session), (select count(*) from auth_refresh_token),
      (select count(*) from com_audit_log where action not in ('LOGIN_FAIL', 'LOCKED', 'PASSWORD_FAIL')),
      (select coalesce(sum(version), 0) from com_user), (select count(*) from com_menu)) as n`);
  return r[0]!.n;
}

const HUGE = 'ㄱ'.repeat(10 * 1024 * 1024);
const INJECTIONS = ["' OR 1=1 --", "admin'--", '"; drop table com_user; --', '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '\u0000admin'];

type Case = { name: string; payload?: unknown; raw?: string | Buffer; contentType?: string; query?: string; expect: number[] };

function casesFor(valid: Record<string, unknown>): Case[] {
  const keys = Object.keys(valid);
  const out: Case[] = [
    { name: 'empty object', payload: {}, expect: [400] },
    { name: 'array body', payload: [valid], expect: [400] },
    { name: 'null body', raw: 'null', contentType: 'application/json', expect: [400] },
    { name: 'malformed JSON', raw: '{"a":', contentType: 'application/json', expect: [400] },
    { name: 'empty JSON body', raw: '', contentType: 'application/json', expect: [400] },
    { name: 'wrong content type', raw: 'username=admin', contentType: 'text/plain', expect: [415] },
    { name: 'NUL in query string', raw: JSON.stringify(valid), contentType: 'application/json', query: '?x=%00', expect: [400] },
    { name: 'form content type', raw: 'username=admin&password=x', contentType: 'application/x-www-form-urlencoded', expect: [415] },
    { name: '10 MB string', payload: Object.fromEntries(keys.map((k) => [k, HUGE])), expect: [413] },
    { name: 'invalid UTF-8', raw: Buffer.concat([Buffer.from('{"' + keys[0] + '":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]), contentType: 'application/json', expect: [400] },
  ];
  for (const k of keys) {
    const { [k]: _omit, ...rest } = valid;
    out.push({ name: `missing ${k}`, payload: rest, expect: [400] });
    for (const bad of [123, true, null, ['x'], { x: 1 }]) out.push({ name: `${k} = ${JSON.stringify(bad)}`, payload: { ...valid, [k]: bad }, expect: [400] });
    out.push({ name: `${k} 5000 chars`, payload: { ...valid, [k]: 'a'.repeat(5000) }, expect: [400] });
    for (const inj of INJECTIONS) out.push({ name: `${k} injection ${JSON.stringify(inj)}`, payload: { ...valid, [k]: inj }, expect: [400, 401, 403, 404] });
  }
  return out;
}

const routes: { method: 'POST' | 'PATCH'; url: string; valid: Record<string, unknown>; authed: boolean }[] = [
  { method: 'POST', url: '/login/login', valid: { username: 'ghost-user', password: 'wrong-password' }, authed: false },
  { method: 'POST', url: '/api/auth/vendorlogin', valid: { userId: 'ghost-vendor', userPwdSHA: 'f'.repeat(64) }, authed: false },
  { method: 'PATCH', url: '/api/manage/password', valid: { userId: 'no-such-user', userPwd: 'Valid!Pass1', userPwdRepeat: 'Valid!Pass1' }, authed: true },
];

describe.each(routes)('bad input to $method $url', (route) => {
  it.each(casesFor(route.valid))('$name → 4xx, contract body, nothing written', async (c) => {
    const before = await writeFingerprint(t);
    const headers: Record<string, string> = route.authed ? { ...auth(admin) } : {};
    const res = c.raw !== undefined
      ? await t.app.inject({ method: route.method, url: route.url + (c.query ?? ''), headers: { ...headers, 'content-type': c.contentType! }, payload: c.raw })
      : await t.app.inject({ method: route.method, url: route.url, headers, payload: c.payload as object });
    expect(c.expect).toContain(res.statusCode);
    const body = expectError(res, res.statusCode);
    if (res.statusCode === 400) expect(body.message === MESSAGES.badRequest || /[가-힣]/.test(body.message)).toBe(true);
    expect(await writeFingerprint(t)).toBe(before);
  });
});
