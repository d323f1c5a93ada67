// Issue 31, item 2: each user's dashboard arrangement — the role's default until they save, theirs after, per user,
// refused with nothing saved when it names an unknown portlet, one twice or a size the grid cannot hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_URL, defaultDashboard } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const tok: Record<string, string> = {};
const get = (who: string) => t.app.inject({ url: DASHBOARD_URL, headers: auth(tok[who]!) });
const put = (who: string, payload: unknown) => t.app.inject({ method: 'PUT', url: DASHBOARD_URL, headers: auth(tok[who]!), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  for (const u of ['admin', 'safety01', 'health01', 'worker01', 'ceo01']) tok[u] = (await login(t.app, u)).accessToken;
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  tok.vendor01 = v.json().accessToken as string;
}, 120_000);
afterAll(async () => t?.close());

describe('GET/PUT/DELETE /api/main/dashboard', () => {
  it('answers each role its default until the user saves', async () => {
    const roles: Record<string, string> = { admin: 'ADMIN', safety01: 'SAFETY', health01: 'HEALTH', worker01: 'WORKER', ceo01: 'HEAD', vendor01: 'CONTRACTOR' };
    for (const [who, role] of Object.entries(roles)) {
      const res = await get(who);
      expect(res.statusCode, `${who} ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ role, saved: false, items: defaultDashboard(role as 'ADMIN') });
    }
    expect((await t.app.inject({ url: DASHBOARD_URL })).statusCode).toBe(401);
  });

  it('keeps what the user arranged (compacted), for that user only, and resets to the default', async () => {
    const items = [
      { i: 'lagging', x: 0, y: 3, w: 6, h: 7 },
      { i: 'notices', x: 6, y: 0, w: 6, h: 5 },
      { i: 'myinfo', x: 6, y: 9, w: 4, h: 6 },
    ];
    const saved = await put('safety01', { items });
    expect(saved.statusCode, saved.body).toBe(200);
    const want = [
      { i: 'lagging', x: 0, y: 0, w: 6, h: 7 },
      { i: 'notices', x: 6, y: 0, w: 6, h: 5 },
      { i: 'myinfo', x: 6, y: 5, w: 4, h: 6 },
    ];
    expect(saved.json()).toEqual({ role: 'SAFETY', saved: true, items: want });
    expect((await get('safety01')).json()).toEqual({ role: 'SAFETY', saved: true, items: want });
    // another user is untouched
    expect((await get('worker01')).json().saved).toBe(false);
    // an empty dashboard is a choice, kept as such
    expect((await put('worker01', { items: [] })).json()).toEqual({ role: 'WORKER', saved: true, items: [] });
    const reset = await t.app.inject({ method: 'DELETE', url: DASHBOARD_URL, headers: auth(tok.safety01!) });
    expect(reset.json()).toEqual({ role: 'SAFETY', saved: false, items: defaultDashboard('SAFETY') });
    expect((await get('worker01')).json().items).toEqual([]);
  });

  it('refuses a bad arrangement with a 400 and keeps the saved one', async () => {
    const mine = [{ i: 'notices', x: 0, y: 0, w: 8, h: 6 }];
    expect((await put('health01', { items: mine })).statusCode).toBe(200);
    const bad = [
      { items: [{ i: 'nope', x: 0, y: 0, w: 4, h: 4 }] },
      { items: [{ i: 'notices', x: 0, y: 0, w: 4, h: 4 }, { i: 'notices', x: 4, y: 0, w: 4, h: 4 }] },
      { items: [{ i: 'notices', x: 10, y: 0, w: 4, h: 4 }] },
      { items: [{ i: 'lagging', x: 0, y: 0, w: 2, h: 2 }] },
      { items: [{ i: 'notices', x: 0.5, y: 0, w: 4, h: 4 }] },
      { items: 'all' },
    ];
    for (const payload of bad) expectError(await put('health01', payload), 400);
    expect((await get('health01')).json()).toEqual({ role: 'HEALTH', saved: true, items: mine });
  });
});
