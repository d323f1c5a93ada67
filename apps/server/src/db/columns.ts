import { char, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** 'Y' | 'N' flag (spec convention) */
export const yn = (name: string) => char(name, { length: 1 });
/** timestamp with time zone, as a JS Date */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** create/update who and when: set by the server from the token, never from the body */
export const auditCols = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** optimistic locking: an update sends the version it read; a stale one gets 409 */
export const versionCol = () => ({ version: integer('version').notNull().default(1) });

/** a child row's who and when (its parent carries the version and the creation time) */
export const childAuditCols = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});
