import { MESSAGES } from '@jikim/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.js';
import { AppError } from './errors.js';

export type TRateLimit = { limit: number; windowSec: number };

/**
 * Sliding-log rate limit in the database (`auth_rate_limit`), so every instance behind a load balancer shares it:
 * a hit is allowed while fewer than `limit` allowed hits lie in the last `windowSec` seconds (any span, not a
 * fixed minute: 30 at 12:00:59.9 and 30 more at 12:01:00.1 cannot both pass). Refused hits are not stored, so a
 * bucket holds at most `limit` rows a window. One bucket is taken under a transaction-scoped advisory lock, so two
 * instances cannot both take the last place. `now` is the caller's clock (tests move it); instances keep NTP time.
 * Answers whether the hit is allowed.
 */
export async function takeRateLimit(db: Db | DbOrTx, bucket: string, rule: TRateLimit, now: Date = new Date()): Promise<boolean> {
  const b = bucket.slice(0, 200);
  const at = now.toISOString();
  return (db as Db).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${b}`}))`);
    const [r] = await queryRows<{ n: number }>(tx, sql`
      select coalesce(sum(hits), 0)::int as n from auth_rate_limit
       where bucket = ${b} and window_start > ${at}::timestamptz - make_interval(secs => ${rule.windowSec}) and window_start <= ${at}::timestamptz`);
    if (Number(r?.n ?? 0) >= rule.limit) return false;
    await tx.execute(sql`
      insert into auth_rate_limit (bucket, window_start, hits) values (${b}, ${at}::timestamptz, 1)
      on conflict (bucket, window_start) do update set hits = auth_rate_limit.hits + 1`);
    return true;
  });
}

/** takeRateLimit, refusing with the §8 429 */
export async function enforceRateLimit(db: Db | DbOrTx, bucket: string, rule: TRateLimit, now?: Date): Promise<void> {
  if (!(await takeRateLimit(db, bucket, rule, now))) throw new AppError(429, MESSAGES.tooManyRequests, 'RATE_LIMITED');
}

/**
 * Fixed-window counter (the login lockout's failure bookkeeping, which sums its own windows): the number of hits in
 * the current window including this one. Not a rate limit: use takeRateLimit for those.
 */
export async function countInWindow(db: DbOrTx, bucket: string, windowSec: number): Promise<number> {
  const rows = await queryRows<{ hits: number }>(db, sql`
    insert into auth_rate_limit (bucket, window_start, hits)
    values (${bucket.slice(0, 200)}, to_timestamp(floor(extract(epoch from now()) / ${windowSec}) * ${windowSec}), 1)
    on conflict (bucket, window_start) do update set hits = auth_rate_limit.hits + 1
    returning hits`);
  return Number(rows[0]?.hits ?? 1);
}

/** old windows are useless; dropped opportunistically */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from auth_rate_limit where window_start < now() - interval '1 day'`);
}
