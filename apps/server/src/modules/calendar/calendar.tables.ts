import { char, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 휴일 (holiday.resource.ts): Korean public and substitute holidays under plant `0000` (every plant) and each plant's
 * own days off. One row per plant and day.
 */
export const safHoliday = pgTable(
  'saf_holiday',
  {
    holidayNo: serial('holiday_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    ymd: date('ymd', { mode: 'string' }).notNull(),
    holidayTypeCd: varchar('holiday_type_cd', { length: 20 }).notNull(),
    holidayNm: varchar('holiday_nm', { length: 100 }).notNull(),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saf_holiday_plant_ymd_uq').on(t.plantCd, t.ymd), index('saf_holiday_ymd_idx').on(t.ymd)],
);

/**
 * A user's iCalendar subscription (issue 30): the secret of the feed URL is stored as its SHA-256 only; a new one
 * replaces the old (revoking it), and deleting the row revokes the feed.
 */
export const mgtCalendarFeed = pgTable('mgt_calendar_feed', {
  userId: varchar('user_id', { length: 50 }).primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createDt: ts('create_dt').notNull().defaultNow(),
  lastUsedDt: ts('last_used_dt'),
}, (t) => [uniqueIndex('mgt_calendar_feed_token_uq').on(t.tokenHash)]);

/**
 * The calendar's escalation (calendar.escalation.ts): one row per due item, due date and stage sent, so that a stage is
 * never sent twice for the same date (a moved due date starts over).
 */
export const mgtCalendarReminder = pgTable('mgt_calendar_reminder', {
  kindCd: varchar('kind_cd', { length: 30 }).notNull(),
  /** the item's link (`/route?key=…`), else its title: the item's identity within its kind */
  itemRef: varchar('item_ref', { length: 300 }).notNull(),
  dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
  stage: varchar('stage', { length: 10 }).notNull(),
  sentDt: ts('sent_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.kindCd, t.itemRef, t.dueYmd, t.stage] })]);

const audit = () => ({
  version: integer('version').notNull().default(1),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});
const childAudit = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** 인허가 현황 (license.resource.ts) */
export const safLicense = pgTable('saf_license', {
  licenseNo: serial('license_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  licenseTypeCd: varchar('license_type_cd', { length: 20 }).notNull(),
  licenseNm: varchar('license_nm', { length: 200 }).notNull(),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  issuerNm: varchar('issuer_nm', { length: 200 }),
  licenseNumber: varchar('license_number', { length: 100 }),
  issueYmd: date('issue_ymd', { mode: 'string' }),
  expiryYmd: date('expiry_ymd', { mode: 'string' }),
  conditions: text('conditions'),
  useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
  ...audit(),
}, (t) => [index('saf_license_plant_expiry_idx').on(t.plantCd, t.expiryYmd, t.licenseNo)]);

export const safLicenseStep = pgTable('saf_license_step', {
  stepNo: serial('step_no').primaryKey(),
  licenseNo: integer('license_no').notNull().references(() => safLicense.licenseNo),
  stepNm: varchar('step_nm', { length: 200 }).notNull(),
  dueYmd: date('due_ymd', { mode: 'string' }),
  doneYmd: date('done_ymd', { mode: 'string' }),
  remark: varchar('remark', { length: 300 }),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('saf_license_step_license_idx').on(t.licenseNo)]);

/** 일정 (schedule.resource.ts) */
export const mgtSchedule = pgTable('mgt_schedule', {
  scheduleNo: serial('schedule_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  scheduleTypeCd: varchar('schedule_type_cd', { length: 20 }).notNull(),
  scheduleTitle: varchar('schedule_title', { length: 200 }).notNull(),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  startYmd: date('start_ymd', { mode: 'string' }).notNull(),
  endYmd: date('end_ymd', { mode: 'string' }),
  place: varchar('place', { length: 200 }),
  description: text('description'),
  ...audit(),
}, (t) => [index('mgt_schedule_plant_start_idx').on(t.plantCd, t.startYmd, t.scheduleNo)]);

export const mgtScheduleAttendee = pgTable('mgt_schedule_attendee', {
  attendeeNo: serial('attendee_no').primaryKey(),
  scheduleNo: integer('schedule_no').notNull().references(() => mgtSchedule.scheduleNo),
  userId: varchar('user_id', { length: 50 }).notNull(),
  roleNm: varchar('role_nm', { length: 100 }),
  ...childAudit(),
}, (t) => [index('mgt_schedule_attendee_schedule_idx').on(t.scheduleNo), index('mgt_schedule_attendee_user_idx').on(t.userId)]);
