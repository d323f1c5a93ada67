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
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    index('saf_patrol_finding_plant_ymd_idx').on(t.plantCd, t.patrolYmd.desc().nullsFirst(), t.findingNo.desc().nullsFirst()),
    index('saf_patrol_finding_vendor_idx').on(t.vendorCd, t.patrolYmd),
  ],
);
