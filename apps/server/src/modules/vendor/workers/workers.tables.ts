import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** licence expiry reminders already sent (job vnd-licence-expiry): once per licence and expiry date */
export const vendorLicenceReminder = pgTable(
  'vnd_licence_reminder',
  {
    licenceNo: integer('licence_no').notNull(),
    expiryYmd: date('expiry_ymd', { mode: 'string' }).notNull(),
    sentDt: timestamp('sent_dt', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceNo, t.expiryYmd] })],
);
