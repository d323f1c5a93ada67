import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';

/**
 * Fixed-window counter in the database, so that every instance behind a load balancer shares it.
 * Returns the number of hits in the current window including this one.
 */
export async function hitRateLimit(db: DbOrTx, bucket: string, windowSec: number): Promise<number> {
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
