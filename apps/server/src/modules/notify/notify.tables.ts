import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { ts, yn } from '../../db/columns.js';

/**
 * The notification centre of every module: one row per recipient. Written in the caller's transaction by
 * notify(); the e-mail is sent after the commit and its outcome recorded on the row (mail_state).
 */
export const notification = pgTable(
  'com_notification',
  {
    notificationNo: bigserial('notification_no', { mode: 'number' }).primaryKey(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    /** registered kind, e.g. APPR_PENDING (see notify.kinds.ts) */
    kindCd: varchar('kind_cd', { length: 50 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    body: varchar('body', { length: 2000 }),
    /** the linked record: the web route of its page and the record key */
    linkRoute: varchar('link_route', { length: 200 }),
    linkKey: varchar('link_key', { length: 200 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    readDt: ts('read_dt'),
    /** PENDING → SENDING → SENT | FAILED; OFF (the user switched e-mail off for the kind); NO_ADDRESS; NONE (not to be mailed: demo data, rows older than the centre) */
    mailState: varchar('mail_state', { length: 12 }).notNull().default('PENDING'),
    mailTo: varchar('mail_to', { length: 200 }),
    mailDt: ts('mail_dt'),
    mailError: varchar('mail_error', { length: 500 }),
  },
  (t) => [
    index('com_notification_user_idx').on(t.userId, t.createDt.desc().nullsFirst(), t.notificationNo.desc().nullsFirst()),
    index('com_notification_unread_idx').on(t.userId).where(sql`read_dt is null`),
    index('com_notification_mail_idx').on(t.notificationNo).where(sql`mail_state = 'PENDING'`),
  ],
);

/** per user and kind: e-mail on (the default, no row) or off */
export const notificationPref = pgTable(
  'com_notification_pref',
  {
    userId: varchar('user_id', { length: 50 }).notNull(),
    kindCd: varchar('kind_cd', { length: 50 }).notNull(),
    mailYn: yn('mail_yn').notNull(),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kindCd] })],
);
