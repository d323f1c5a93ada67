import type { FastifyRequest } from 'fastify';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { RETURN_CODES } from '@jikim/shared';

/** who writes: create/update user columns come from the token, never from the body */
export const actor = (req: FastifyRequest) => req.principal!.userId;

/** record one admin write in the audit log (same transaction as the write) */
export const audit = (tx: DbOrTx, req: FastifyRequest, action: 'CREATE' | 'UPDATE' | 'DELETE', entity: string, entityKey: string, before: unknown, after: unknown) =>
  writeAudit(tx, { userId: actor(req), action, entity, entityKey, before, after, ip: req.ip });

/** the row must exist (404) and still carry the version the client read (409) */
export function checkVersion<T extends { version: number }>(row: T | undefined, version: number): T {
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
}

export const must = <T>(row: T | undefined): T => {
  if (!row) throw notFound();
  return row;
};

/** a rule violation the user can fix: 400 with the rule's text */
export const ruleError = (message: string, field?: string) => badRequest(field ? [{ field, message }] : undefined, message);
/** the key already exists */
export const duplicate = (message: string) => new AppError(409, message, RETURN_CODES.conflict);

/** WHERE from optional parts (undefined parts are skipped) */
export function where(parts: (SQL | undefined | false | null | '')[]): SQL {
  const ps = parts.filter((p): p is SQL => Boolean(p));
  return ps.length ? sql`where ${sql.join(ps, sql` and `)}` : sql``;
}

/** escape LIKE wildcards of user input */
export const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * "contains" search on a text column: LIKE when the text has no upper/lower case (Hangul, digits), which gives the same
 * rows as ILIKE at a fraction of the cost (no case folding of every row); ILIKE otherwise.
 */
export const contains = (column: SQLWrapper, s: string): SQL =>
  s.toLowerCase() === s.toUpperCase() ? sql`${column} like ${like(s)}` : sql`${column} ilike ${like(s)}`;

/** one query: page rows plus the total count (window function), so a list is one round trip */
export async function paged<R>(db: DbOrTx, base: SQL, order: SQL, page: number, limit: number): Promise<{ totalCount: number; list: R[] }> {
  const rows = await queryRows<R & { _total: string | number }>(db, sql`
    select x.*, count(*) over () as _total from (${base}) x ${order} limit ${limit} offset ${(page - 1) * limit}`);
  let total = rows.length ? Number(rows[0]!._total) : 0;
  if (!rows.length && page > 1) {
    const c = await queryRows<{ n: string }>(db, sql`select count(*) as n from (${base}) x`);
    total = Number(c[0]?.n ?? 0);
  }
  return { totalCount: total, list: rows.map(({ _total: _t, ...r }) => r as unknown as R) };
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
