// Rate limits are a sliding log in the shared table (issue 25 finding 9): no burst passes twice the limit across a
// window boundary, concurrent hits never take more places than the limit, and the entrant login obeys it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { takeRateLimit } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimitPerMinute: 30 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const minuteAfter = (ms: number) => Math.ceil(ms / 60_000) * 60_000;

describe('takeRateLimit (sliding log)', () => {
  it('allows `limit` hits in any span of the window, whatever minute they fall in', async () => {
    const rule = { limit: 5, windowSec: 60 };
    const boundary = minuteAfter(Date.now()) + 600_000;
    const at = (ms: number) => new Date(boundary + ms);
    const took: boolean[] = [];
    for (let i = 0; i < 5; i += 1) took.push(await takeRateLimit(t.db.db, 'test:span', rule, at(-500 + i)));
    for (let i = 0; i < 5; i += 1) took.push(await takeRateLimit(t.db.db, 'test:span', rule, at(100 + i)));
    expect(took).toEqual([true, true, true, true, true, false, false, false, false, false]);
    // a full window after the first hits, places free up one by one
    expect(await takeRateLimit(t.db.db, 'test:span', rule, at(59_499))).toBe(false);
    expect(await takeRateLimit(t.db.db, 'test:span', rule, at(59_500))).toBe(true);
    expect(await takeRateLimit(t.db.db, 'test:span', rule, at(59_500))).toBe(false);
    // another bucket is not affected
    expect(await takeRateLimit(t.db.db, 'test:other', rule, at(0))).toBe(true);
    // refused hits are not stored: the bucket never holds more than the limit in a window
    const [n] = await t.rows<{ n: number }>(sql`select sum(hits)::int as n from auth_rate_limit where bucket = 'test:span'`);
    expect(n!.n).toBe(6);
  });

  it('gives concurrent hits at most `limit` places (one bucket is taken under a lock)', async () => {
    const now = new Date(minuteAfter(Date.now()) + 1_200_000);
    const took = await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(t.db.db, 'test:race', { limit: 7, windowSec: 60 }, now)));
    expect(took.filter(Boolean)).toHaveLength(7);
  });
});

describe('the login rate limit', () => {
  it('lets 43 entrant logins across a minute boundary pass the limit of 30 at most (finding: 43 in 0.6 s passed)', async () => {
    const ip = '10.9.9.9';
    const boundary = minuteAfter(Date.now()) + 1_800_000;
    const statuses: number[] = [];
    try {
      // 30 in the last 0.3 s of a minute, 13 in the first 0.3 s of the next
      for (let i = 0; i < 43; i += 1) {
        t.app.jobs.setClock(new Date(i < 30 ? boundary - 300 + i * 10 : boundary + (i - 30) * 20));
        const r = await t.app.inject({
          method: 'POST', url: '/api/auth/vendoruserlogin', remoteAddress: ip,
          payload: { plantCd: '1000', plantType: 'E', userName: '홍길동', userHp: `010-8000-${String(i).padStart(4, '0')}`, wkodNo: String(900_000 + i), entrantCd: '12345678' },
        });
        statuses.push(r.statusCode);
      }
    } finally {
      t.app.jobs.setClock(null);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array.from({ length: 13 }, () => 429));
  });
});
