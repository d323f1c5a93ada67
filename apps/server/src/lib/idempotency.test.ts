// Issue 31 contract: a write from the offline queue carries `Idempotency-Key: <uuid>`; the same key sent twice creates
// one record and answers the same body both times; the same key with a different body answers 422.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp } from '../test/helpers.js';
import { selfService } from './route-auth.js';

let t: TestApp;
let safety: string;
let worker: string;
let slowRuns = 0;
const URL = '/api/impr/actions';
const action = (title: string) => ({
  sourceTypeCd: 'ETC', sourceKey: '오프라인 시험', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210', title,
  assigneeUserId: 'worker01', dueYmd: '2099-12-31', riskBeforeCd: 'M', hazard: '전도',
});
const post = (tok: string, key: string | null, body: unknown, url = URL) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth(tok), ...(key === null ? {} : { 'idempotency-key': key }) }, payload: body as Record<string, unknown> });
const count = async (title: string) => Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from impr_action where title = ${title}`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 }, (app) => {
    // test-only writes: one that takes a while (two copies arrive together), one that fails on the server
    app.post('/api/test/idem-slow', { config: selfService }, async () => {
      slowRuns += 1;
      await new Promise((r) => setTimeout(r, 300));
      return { run: slowRuns };
    });
    app.post('/api/test/idem-fail', { config: selfService }, async () => {
      throw new Error('boom');
    });
  });
  safety = (await login(t.app, 'safety01')).accessToken;
  worker = (await login(t.app, 'worker01')).accessToken;
}, 120_000);
afterAll(async () => t?.close());

describe('Idempotency-Key on writes', () => {
  it('the same key twice creates one record and answers the same body both times', async () => {
    const key = randomUUID();
    const body = action('오프라인 조치 한 번');
    const first = await post(safety, key, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(safety, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('오프라인 조치 한 번')).toBe(1);
    // the key written in capitals is the same key
    expect((await post(safety, key.toUpperCase(), body)).body).toBe(first.body);
    expect(await count('오프라인 조치 한 번')).toBe(1);
  });

  it('the same key with a different body (or address) answers 422 and changes nothing', async () => {
    const key = randomUUID();
    expect((await post(safety, key, action('오프라인 조치 A'))).statusCode).toBe(200);
    expectError(await post(safety, key, action('오프라인 조치 B')), 422, IDEMPOTENCY_MESSAGES.reused);
    expectError(await post(safety, key, action('오프라인 조치 A'), `${URL}?x=1`), 422);
    expect(await count('오프라인 조치 B')).toBe(0);
    expect(await count('오프라인 조치 A')).toBe(1);
  });

  it('keys are per user; a write without a key is unchanged; a key that is no UUID is 400', async () => {
    const key = randomUUID();
    expect((await post(safety, key, action('오프라인 조치 사용자별'))).statusCode).toBe(200);
    // another user's key of the same value is their own submission (the worker may not create actions: the answer is theirs)
    const other = await post(worker, key, action('오프라인 조치 사용자별'));
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('오프라인 조치 사용자별')).toBe(other.statusCode === 200 ? 2 : 1);
    expect((await post(safety, null, action('오프라인 조치 키 없음'))).statusCode).toBe(200);
    expect((await post(safety, null, action('오프라인 조치 키 없음'))).statusCode).toBe(200);
    expect(await count('오프라인 조치 키 없음')).toBe(2);
    expectError(await post(safety, 'not-a-uuid', action('오프라인 조치 잘못된 키')), 400, IDEMPOTENCY_MESSAGES.badKey);
    expect(await count('오프라인 조치 잘못된 키')).toBe(0);
  });

  it('a refusal is kept and replayed as it was (a 4xx is the answer to that submission)', async () => {
    const key = randomUUID();
    const bad = { ...action('오프라인 조치 거절'), dueYmd: '2099-02-30' };
    const first = await post(safety, key, bad);
    expect(first.statusCode).toBe(400);
    const again = await post(safety, key, bad);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
  });

  it('two copies arriving together run once: the other is told it is being processed (409), then gets the answer', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([post(safety, key, { n: 1 }, '/api/test/idem-slow'), post(safety, key, { n: 1 }, '/api/test/idem-slow')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(slowRuns).toBe(1);
    const later = await post(safety, key, { n: 1 }, '/api/test/idem-slow');
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ run: 1 });
    expect(slowRuns).toBe(1);
  });

  it('a server error frees the key: the same submission may be sent again', async () => {
    const key = randomUUID();
    expect((await post(safety, key, { n: 2 }, '/api/test/idem-fail')).statusCode).toBe(500);
    expect(await t.rows(sql`select 1 from com_idempotency_key where idem_key = ${key}`)).toEqual([]);
    expect((await post(safety, key, { n: 2 }, '/api/test/idem-fail')).statusCode).toBe(500);
  });
});
