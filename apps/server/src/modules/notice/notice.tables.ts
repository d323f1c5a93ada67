
import { char, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 공지사항: plant-scoped notices (resource definition: packages/shared/src/resource/notice.resource.ts) */
export const notice = pgTable(
  'com_notice',
  {
    noticeNo: serial('notice_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    noticeTypeCd: varchar('notice_type_cd', { length: 30 }).notNull(),
    importantYn: char('important_yn', { length: 1 }).notNull().default('N'),
    noticeTitle: varchar('notice_title', { length: 300 }).notNull(),
    noticeContents: text('notice_contents'),
    postStartYmd: date('post_start_ymd', { mode: 'string' }).notNull(),
    postEndYmd: date('post_end_ymd', { mode: 'string' }).notNull(),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    // list: plant scope + newest first (default sort), stable by key
    index('com_notice_plant_dt_idx').on(t.plantCd, t.createDt.desc().nullsFirst(), t.noticeNo.desc().nullsFirst()),
    // administrators (all plants) sorting by date
    index('com_notice_dt_idx').on(t.createDt.desc().nullsFirst(), t.noticeNo.desc().nullsFirst()),
    index('com_notice_plant_type_idx').on(t.plantCd, t.noticeTypeCd),
    index('com_notice_plant_post_idx').on(t.plantCd, t.postStartYmd),
  ],
);

/** 공지 읽음: who has opened which notice on the notice board (one row per notice and user) */
export const noticeRead = pgTable(
  'com_notice_read',
  {
    noticeNo: integer('notice_no').notNull().references(() => notice.noticeNo, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 50 }).notNull(),
    readDt: ts('read_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeNo, t.userId] })],
);
