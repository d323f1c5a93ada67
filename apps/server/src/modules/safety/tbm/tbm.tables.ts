import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const childAudit = () => ({
  rowNo: integer('row_no'),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** TBM (definition: packages/shared/src/safety/tbm/tbm.resource.ts) */
export const safTbm = pgTable(
  'saf_tbm',
  {
    tbmNo: serial('tbm_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    leaderUserId: varchar('leader_user_id', { length: 50 }).notNull(),
    tbmYmd: date('tbm_ymd', { mode: 'string' }).notNull(),
    tbmTime: varchar('tbm_time', { length: 5 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    workNm: varchar('work_nm', { length: 200 }).notNull(),
    placeNm: varchar('place_nm', { length: 200 }).notNull(),
    hazards: text('hazards'),
    controls: text('controls'),
    ppeCheckedYn: varchar('ppe_checked_yn', { length: 1 }).notNull().default('N'),
    healthCheckedYn: varchar('health_checked_yn', { length: 1 }).notNull().default('N'),
    ppeNote: varchar('ppe_note', { length: 300 }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_tbm_plant_ymd_idx').on(t.plantCd, t.tbmYmd.desc().nullsFirst(), t.tbmNo.desc().nullsFirst())],
);

export const safTbmAttendee = pgTable(
  'saf_tbm_attendee',
  {
    attendeeNo: serial('attendee_no').primaryKey(),
    tbmNo: integer('tbm_no').notNull().references(() => safTbm.tbmNo),
    attendeeTypeCd: varchar('attendee_type_cd', { length: 10 }).notNull(),
    attendeeNm: varchar('attendee_nm', { length: 100 }).notNull(),
    orgNm: varchar('org_nm', { length: 200 }),
    healthOkYn: varchar('health_ok_yn', { length: 1 }),
    signature: text('signature'),
    ...childAudit(),
  },
  (t) => [index('saf_tbm_attendee_tbm_idx').on(t.tbmNo)],
);

export const safTbmFollowUp = pgTable(
  'saf_tbm_follow_up',
  {
    followUpNo: serial('follow_up_no').primaryKey(),
    tbmNo: integer('tbm_no').notNull().references(() => safTbm.tbmNo),
    content: varchar('content', { length: 300 }).notNull(),
    assigneeUserId: varchar('assignee_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    actionNo: integer('action_no'),
    ...childAudit(),
  },
  (t) => [index('saf_tbm_follow_up_tbm_idx').on(t.tbmNo)],
);
