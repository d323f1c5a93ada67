import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 협력업체 공지 (definition: packages/shared/src/vendor/notice.resource.ts) */
export const vendorNotice = pgTable(
  'vnd_notice',
  {
    noticeNo: serial('notice_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    postYmd: date('post_ymd', { mode: 'string' }).notNull(),
    importantYn: varchar('important_yn', { length: 1 }).notNull().default('N'),
    /** ALL: every vendor working at the plant; SELECTED: the vendors of vnd_notice_target */
    targetCd: varchar('target_cd', { length: 10 }).notNull().default('ALL'),
    title: varchar('title', { length: 300 }).notNull(),
    contents: text('contents'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_notice_plant_post_idx').on(t.plantCd, t.postYmd.desc().nullsFirst())],
);

/** the chosen vendors of a SELECTED notice (child rows `targets`) */
export const vendorNoticeTarget = pgTable(
  'vnd_notice_target',
  {
    targetNo: serial('target_no').primaryKey(),
    noticeNo: integer('notice_no').notNull().references(() => vendorNotice.noticeNo, { onDelete: 'cascade' }),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_notice_target_notice_idx').on(t.noticeNo), index('vnd_notice_target_vendor_idx').on(t.vendorCd, t.noticeNo)],
);

/** read receipts: the first opening of a notice by a vendor user (one row per notice and user) */
export const vendorNoticeRead = pgTable(
  'vnd_notice_read',
  {
    noticeNo: integer('notice_no').notNull().references(() => vendorNotice.noticeNo, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 50 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    readDt: ts('read_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeNo, t.userId] }), index('vnd_notice_read_user_idx').on(t.userId)],
);

/** unread reminders sent (daily job): once per notice and user */
export const vendorNoticeReminder = pgTable(
  'vnd_notice_reminder',
  {
    noticeNo: integer('notice_no').notNull().references(() => vendorNotice.noticeNo, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 50 }).notNull(),
    sentDt: ts('sent_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeNo, t.userId] })],
);
