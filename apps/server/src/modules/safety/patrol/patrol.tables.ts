import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 순회점검 지적사항 (definition: packages/shared/src/safety/patrol/patrol.resource.ts) */
export const safPatrolFinding = pgTable(
  'saf_patrol_finding',
  {
    findingNo: serial('finding_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    patrolYmd: date('patrol_ymd', { mode: 'string' }).notNull(),
    patrolTypeCd: varchar('patrol_type_cd', { length: 10 }).notNull(),
    placeNm: varchar('place_nm', { length: 200 }).notNull(),
    categoryCd: varchar('category_cd', { length: 20 }).notNull(),
    content: text('content').notNull(),
    fixedOnSpotYn: varchar('fixed_on_spot_yn', { length: 1 }).notNull().default('N'),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    assigneeUserId: varchar('assignee_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    vendorAnswer: text('vendor_answer'),
    actionNo: integer('action_no'),
    /** the patrol plan the finding was made under (optional) and the due date of the plan it answered (server) */
    planNo: integer('plan_no'),
    planDueYmd: date('plan_due_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    index('saf_patrol_finding_plant_ymd_idx').on(t.plantCd, t.patrolYmd.desc().nullsFirst(), t.findingNo.desc().nullsFirst()),
    index('saf_patrol_finding_vendor_idx').on(t.vendorCd, t.patrolYmd),
    index('saf_patrol_finding_plan_idx').on(t.planNo, t.patrolYmd),
  ],
);

/** 순회점검 계획 (definition: packages/shared/src/safety/patrol/patrol-plan.resource.ts); the server keeps the dates */
export const safPatrolPlan = pgTable(
  'saf_patrol_plan',
  {
    planNo: serial('plan_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    patrolTypeCd: varchar('patrol_type_cd', { length: 10 }).notNull(),
    planNm: varchar('plan_nm', { length: 200 }).notNull(),
    cycleCd: varchar('cycle_cd', { length: 20 }).notNull(),
    placeNm: varchar('place_nm', { length: 200 }),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    patrolUserId: varchar('patrol_user_id', { length: 50 }),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
    nextDueYmd: date('next_due_ymd', { mode: 'string' }),
    lastPatrolYmd: date('last_patrol_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_patrol_plan_due_idx').on(t.plantCd, t.nextDueYmd, t.planNo)],
);

/** a patrol done under a plan (child rows of the plan) */
export const safPatrolRound = pgTable(
  'saf_patrol_round',
  {
    roundNo: serial('round_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => safPatrolPlan.planNo),
    patrolYmd: date('patrol_ymd', { mode: 'string' }).notNull(),
    patrolUserId: varchar('patrol_user_id', { length: 50 }),
    findingCount: integer('finding_count'),
    note: varchar('note', { length: 300 }),
    rowNo: integer('row_no'),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_patrol_round_plan_idx').on(t.planNo, t.patrolYmd)],
);
