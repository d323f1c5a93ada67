import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, writeFingerprint, type TestApp, type Tokens } from '../test/helpers.js';
import { MAX_JSON_DEPTH, jsonTooDeep } from './body-parser.js';

let t: TestApp;
let admin: Tokens;
beforeAll(async () => {
  // a test-only echo route (outside /api, so it needs no auth rule) to see what the parser lets through
  t = await createTestApp({}, (app) => {
    app.post('/test/echo', async (req) => ({ body: req.body }));
  });
  admin = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('jsonTooDeep', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('[{"a":[{"b":' + '1' + '}]}]', 3)).toBe(true);
  });
  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ s: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: '\\"[[[[' + '{'.repeat(100) }))).toBe(false);
    expect(jsonTooDeep(`{"s":"\\"${'['.repeat(100)}"}`)).toBe(false);
  });
});

describe('deeply nested JSON bodies', () => {
  it.each([
    ['arrays 20,000 deep', arrays(20_000)],
    ['objects 20,000 deep', objects(20_000)],
    ['arrays one past the limit', arrays(MAX_JSON_DEPTH + 1)],
    ['objects one past the limit', objects(MAX_JSON_DEPTH + 1)],
  ])('%s → 400 with the §8 message, nothing written', async (_name, payload) => {
    for (const url of ['/test/echo', '/login/login', '/api/manage/password']) {
      const before = await writeFingerprint(t);
      const res = await t.app.inject({ method: url === '/api/manage/password' ? 'PATCH' : 'POST', url, headers: { 'content-type': 'application/json', ...auth(admin) }, payload });
      expectError(res, 400, MESSAGES.badRequest);
      expect(await writeFingerprint(t)).toBe(before);
    }
  });

  it('bodies at the limit and ordinary bodies still parse', async () => {
    const atLimit = await t.app.inject({ method: 'POST', url: '/test/echo', headers: { 'content-type': 'application/json' }, payload: objects(MAX_JSON_DEPTH) });
    expect(atLimit.statusCode).toBe(200);
    let v = atLimit.json().body;
    for (let i = 0; i < MAX_JSON_DEPTH; i += 1) v = v.a;
    expect(v).toBe(1);
    const normal = { title: '공지 [[중요]] {안내}', rows: [{ a: [1, 2, { b: 'x' }] }] };
    const res = await t.app.inject({ method: 'POST', url: '/test/echo', payload: normal });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual(normal);
    // a real route: brackets in a string are not nesting, so this is an ordinary wrong-password answer
    const login = await t.app.inject({ method: 'POST', url: '/login/login', payload: { username: 'admin', password: '['.repeat(50) } });
    expect(login.statusCode).toBe(401);
  });
});
