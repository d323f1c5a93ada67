import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { countInWindow } from '../../lib/rate-limit.js';
import { sha256Hex } from '../../lib/password.js';

/**
 * Failed-login throttling (ASVS V2.2.1, V2.2.2), kept in the shared counter table `auth_rate_limit`
 * so that every instance sees it. Keys are the *submitted* login id, never the user row, so an unknown
 * id is counted and locked exactly like an existing one (no enumeration through 423).
 *
 * - Account + client: `loginMaxFailures` failures of one login id from one client address within the
 *   last one to two `loginLockMinutes` windows lock that pair for `loginLockMinutes`. A client elsewhere
 *   (the real user) is not affected, so nobody can lock another person out from their own address.
 * - Account over all clients: more than `loginAccountMaxFailuresPerHour` failures in the current and the
 *   previous hour lock the id for clients that have not logged in to it from their address during the
 *   last 30 days. This caps distributed guessing at about that many tries an hour while the user's usual
 *   clients still get in.
 * - An administrator clears both (`unlock`), a successful login clears the pair.
 */
export class LoginGuard {
  constructor(private readonly config: AppConfig) {}

  private get lockSec() {
    return Math.max(1, Math.round(this.config.loginLockMinutes * 60));
  }

  /** 0 turns the account-wide cap off */
  private get accountMax() {
    const n = this.config.loginAccountMaxFailuresPerHour ?? 100;
    return n > 0 ? n : Infinity;
  }

  /** 0 turns the per-client lock off */
  private get pairMax() {
    return this.config.loginMaxFailures > 0 ? this.config.loginMaxFailures : Infinity;
  }

  /** fixed length, no escaping: the login id may hold any character */
  private key(loginId: string) {
    return sha256Hex(loginId).slice(0, 32);
  }

  private buckets(loginId: string, ip: string) {
    const k = this.key(loginId);
    const client = ip.slice(0, 64);
    return { fail: `lfail|${k}|${client}`, lock: `llock|${k}|${client}`, account: `lacct|${k}`, prefix: k };
  }

  /** the same queries for every login id, known or not */
  async isLocked(db: DbOrTx, loginId: string, ip: string): Promise<boolean> {
    const b = this.buckets(loginId, ip);
    const rows = await queryRows<{ pair: boolean; account: number; known: boolean }>(db, sql`
      select
        exists (select 1 from auth_rate_limit
                 where bucket = ${b.lock} and window_start > now() - make_interval(secs => ${this.lockSec})) as pair,
        coalesce((select sum(hits) from auth_rate_limit
                   where bucket = ${b.account} and window_start >= date_trunc('hour', now()) - interval '1 hour'), 0) as account,
        exists (select 1 from auth_session
                 where user_id = ${loginId} and ip = ${ip.slice(0, 64)} and create_dt > now() - interval '30 days') as known`);
    const r = rows[0];
    if (!r) return false;
    return Boolean(r.pair) || (Number(r.account) >= this.accountMax && !r.known);
  }

  /** count one failure; true when the id is now locked for this client */
  async recordFailure(tx: DbOrTx, loginId: string, ip: string): Promise<boolean> {
    const b = this.buckets(loginId, ip);
    await countInWindow(tx, b.fail, this.lockSec);
    const accountHits = await countInWindow(tx, b.account, 3600);
    const rows = await queryRows<{ n: number; prev: number; known: boolean }>(tx, sql`
      select
        coalesce((select sum(hits) from auth_rate_limit
                   where bucket = ${b.fail}
                     and window_start >= to_timestamp(floor(extract(epoch from now()) / ${this.lockSec}) * ${this.lockSec} - ${this.lockSec})), 0) as n,
        coalesce((select sum(hits) from auth_rate_limit
                   where bucket = ${b.account} and window_start = date_trunc('hour', now()) - interval '1 hour'), 0) as prev,
        exists (select 1 from auth_session
                 where user_id = ${loginId} and ip = ${ip.slice(0, 64)} and create_dt > now() - interval '30 days') as known`);
    const r = rows[0];
    const failures = Number(r?.n ?? 0);
    let pairLocked = false;
    if (failures >= this.pairMax) {
      await tx.execute(sql`insert into auth_rate_limit (bucket, window_start, hits) values (${b.lock}, now(), 1) on conflict do nothing`);
      await tx.execute(sql`delete from auth_rate_limit where bucket = ${b.fail}`);
      pairLocked = true;
    }
    const accountLocked = accountHits + Number(r?.prev ?? 0) >= this.accountMax && !r?.known;
    return pairLocked || accountLocked;
  }

  /** after a successful login: this client starts again from zero */
  async clearClient(tx: DbOrTx, loginId: string, ip: string): Promise<void> {
    const b = this.buckets(loginId, ip);
    await tx.execute(sql`delete from auth_rate_limit where bucket in (${b.fail}, ${b.lock})`);
  }

  /** administrator unlock: every client's counters and locks of this id, and the account-wide count */
  async unlock(tx: DbOrTx, loginId: string): Promise<number> {
    const k = this.key(loginId);
    const rows = await queryRows<{ bucket: string }>(tx, sql`
      delete from auth_rate_limit
       where bucket like ${`lfail|${k}|%`} or bucket like ${`llock|${k}|%`} or bucket = ${`lacct|${k}`}
       returning bucket`);
    return rows.filter((x) => x.bucket.startsWith('llock|') || x.bucket.startsWith('lacct|')).length;
  }
}
