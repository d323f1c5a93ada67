import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 안전보건협의체 회의 (definition: packages/shared/src/vendor/council.resource.ts) */
export const vendorCouncil = pgTable(
  'vnd_council',
  {
    councilNo: serial('council_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    meetingYmd: date('meeting_ymd', { mode: 'string' }).notNull(),
    councilTitle: varchar('council_title', { length: 200 }).notNull(),
    place: varchar('place', { length: 200 }),
    agenda: text('agenda'),
    minutes: text('minutes'),
    nextMeetingYmd: date('next_meeting_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_council_plant_ymd_idx').on(t.plantCd, t.meetingYmd.desc().nullsFirst(), t.councilNo.desc().nullsFirst())],
);

export const vendorCouncilAttendee = pgTable(
  'vnd_council_attendee',
  {
    attendeeNo: serial('attendee_no').primaryKey(),
    councilNo: integer('council_no').notNull().references(() => vendorCouncil.councilNo),
    attendeeTypeCd: varchar('attendee_type_cd', { length: 20 }).notNull(),
    orgNm: varchar('org_nm', { length: 200 }).notNull(),
    attendeeNm: varchar('attendee_nm', { length: 100 }).notNull(),
    positionNm: varchar('position_nm', { length: 100 }),
    rowNo: integer('row_no'),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_council_attendee_council_idx').on(t.councilNo)],
);

export const vendorCouncilDecision = pgTable(
  'vnd_council_decision',
  {
    decisionNo: serial('decision_no').primaryKey(),
    councilNo: integer('council_no').notNull().references(() => vendorCouncil.councilNo),
    content: varchar('content', { length: 300 }).notNull(),
    assigneeUserId: varchar('assignee_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    /** the improvement action made from it when the minutes were confirmed */
    actionNo: integer('action_no'),
    rowNo: integer('row_no'),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_council_decision_council_idx').on(t.councilNo)],
);
