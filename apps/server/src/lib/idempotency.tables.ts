import { index, integer, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns.js';

/**
 * One write sent with an `Idempotency-Key` (lib/idempotency.ts): per user and key, what was asked (method, path, a hash
 * of the body) and, once answered, the answer to replay. PENDING while the first request runs.
 */
export const idempotencyKey = pgTable('com_idempotency_key', {
  userId: varchar('user_id', { length: 50 }).notNull(),
  idemKey: varchar('idem_key', { length: 36 }).notNull(),
  method: varchar('method', { length: 10 }).notNull(),
  path: varchar('path', { length: 500 }).notNull(),
  bodyHash: varchar('body_hash', { length: 64 }).notNull(),
  statusCd: varchar('status_cd', { length: 10 }).notNull(),
  statusCode: integer('status_code'),
  contentType: varchar('content_type', { length: 200 }),
  responseBody: text('response_body'),
  createDt: ts('create_dt').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.idemKey] }),
  index('com_idempotency_key_create_idx').on(t.createDt),
]);
