import { char, index, integer, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

/**
 * Outbound webhooks (issue 32 item 3). A subscription: a URL, the events it receives, the payload format and its
 * signing secret (kept so the server can sign: AES-256-GCM under a key derived from FILE_ENCRYPTION_KEY, see README).
 */
export const webhookSub = pgTable('com_webhook_sub', {
  subNo: serial('sub_no').primaryKey(),
  subNm: varchar('sub_nm', { length: 100 }).notNull(),
  url: varchar('url', { length: 1000 }).notNull(),
  /** event kinds, comma separated (WEBHOOK_EVENTS) */
  events: varchar('events', { length: 500 }).notNull(),
  formatCd: varchar('format_cd', { length: 10 }).notNull().default('JSON'),
  secretEnc: text('secret_enc').notNull(),
  secretHint: varchar('secret_hint', { length: 8 }).notNull(),
  activeYn: char('active_yn', { length: 1 }).notNull().default('Y'),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/**
 * One event for one subscription (the outbox row): written in the transaction of the business write that emitted the
 * event, so a rolled-back write leaves none; the job queue delivers it after the commit. `payload` is the generic JSON
 * body as sent (format JSON) and the source of the Slack text.
 */
export const webhookDelivery = pgTable('com_webhook_delivery', {
  deliveryNo: serial('delivery_no').primaryKey(),
  deliveryId: uuid('delivery_id').notNull().defaultRandom(),
  subNo: integer('sub_no').notNull().references(() => webhookSub.subNo, { onDelete: 'cascade' }),
  event: varchar('event', { length: 30 }).notNull(),
  plantCd: varchar('plant_cd', { length: 20 }),
  title: varchar('title', { length: 300 }),
  payload: text('payload').notNull(),
  statusCd: varchar('status_cd', { length: 10 }).notNull().default('PENDING'),
  attemptCnt: integer('attempt_cnt').notNull().default(0),
  createDt: ts('create_dt').notNull().defaultNow(),
  lastAttemptDt: ts('last_attempt_dt'),
  deliveredDt: ts('delivered_dt'),
  lastStatusCode: integer('last_status_code'),
  lastError: varchar('last_error', { length: 500 }),
  resendOfNo: integer('resend_of_no'),
  createUserId: varchar('create_user_id', { length: 50 }),
}, (t) => [
  index('com_webhook_delivery_sub_idx').on(t.subNo, t.deliveryNo),
  index('com_webhook_delivery_status_idx').on(t.statusCd, t.createDt),
]);

/** every attempt of a delivery: answer status, a short excerpt of the answer, how long it took, the error */
export const webhookAttempt = pgTable('com_webhook_attempt', {
  attemptNo: serial('attempt_no').primaryKey(),
  deliveryNo: integer('delivery_no').notNull().references(() => webhookDelivery.deliveryNo, { onDelete: 'cascade' }),
  tryNo: integer('try_no').notNull(),
  startedDt: ts('started_dt').notNull(),
  durationMs: integer('duration_ms').notNull(),
  statusCode: integer('status_code'),
  responseExcerpt: varchar('response_excerpt', { length: 500 }),
  error: varchar('error', { length: 500 }),
}, (t) => [index('com_webhook_attempt_delivery_idx').on(t.deliveryNo)]);
