import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 행동관찰 (definition: packages/shared/src/safety/observations/observation.resource.ts); create_dt is the server's witness */
export const safObservation = pgTable(
  'saf_observation',
  {
    obsNo: serial('obs_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    areaCd: varchar('area_cd', { length: 30 }).notNull(),
    taskNm: varchar('task_nm', { length: 200 }).notNull(),
    /** the observer's date and time of the observation (plant calendar) */
    obsYmd: date('obs_ymd', { mode: 'string' }).notNull(),
    obsTime: varchar('obs_time', { length: 5 }).notNull(),
    /** the logged-in user who recorded it (server-set) */
    observerUserId: varchar('observer_user_id', { length: 50 }).notNull(),
    anonymousYn: varchar('anonymous_yn', { length: 1 }).notNull().default('N'),
    peopleCnt: integer('people_cnt').notNull(),
    feedbackYn: varchar('feedback_yn', { length: 1 }).notNull().default('N'),
    /** the sums of the category rows (server-kept) */
    safeCnt: integer('safe_cnt').notNull().default(0),
    riskCnt: integer('risk_cnt').notNull().default(0),
    comment: text('comment'),
    assigneeUserId: varchar('assignee_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    actionNo: integer('action_no'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    index('saf_observation_plant_ymd_idx').on(t.plantCd, t.obsYmd.desc().nullsFirst(), t.obsNo.desc().nullsFirst()),
    index('saf_observation_observer_idx').on(t.observerUserId),
  ],
);

/** safe and at-risk counts of one category of an observation (child rows) */
export const safObservationTally = pgTable(
  'saf_observation_tally',
  {
    tallyNo: serial('tally_no').primaryKey(),
    obsNo: integer('obs_no').notNull().references(() => safObservation.obsNo),
    categoryCd: varchar('category_cd', { length: 20 }).notNull(),
    safeCnt: integer('safe_cnt').notNull().default(0),
    riskCnt: integer('risk_cnt').notNull().default(0),
    note: varchar('note', { length: 300 }),
    rowNo: integer('row_no'),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_observation_tally_obs_idx').on(t.obsNo)],
);
