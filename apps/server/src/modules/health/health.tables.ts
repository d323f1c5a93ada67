import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, ts, versionCol, yn } from '../../db/columns.js';

/** 검진기관 (hospital) with its daily reservation capacity; plant-scoped */
export const heaCheckupOrg = pgTable(
  'hea_checkup_org',
  {
    heaCheckupOrgNo: serial('hea_checkup_org_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    heaCheckupOrgNm: varchar('hea_checkup_org_nm', { length: 200 }).notNull(),
    dailyCapacity: integer('daily_capacity').notNull(),
    telNo: varchar('tel_no', { length: 30 }),
    address: varchar('address', { length: 300 }),
    remark: text('remark'),
    useYn: yn('use_yn').notNull().default('Y'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [index('hea_checkup_org_plant_idx').on(t.plantCd, t.heaCheckupOrgNm)],
);

/** 유해인자 with the legal special-checkup cycle (산업안전보건법 시행규칙 별표 23) */
export const heaHazard = pgTable('hea_hazard', {
  hazardCd: varchar('hazard_cd', { length: 30 }).primaryKey(),
  hazardNm: varchar('hazard_nm', { length: 200 }).notNull(),
  hazardClassCd: varchar('hazard_class_cd', { length: 30 }).notNull(),
  firstExamMonths: integer('first_exam_months').notNull(),
  repeatMonths: integer('repeat_months').notNull(),
  carcinogenYn: yn('carcinogen_yn').notNull().default('N'),
  remark: text('remark'),
  useYn: yn('use_yn').notNull().default('Y'),
  ...versionCol(),
  ...auditCols(),
});

/** which hazardous factors a process exposes its workers to (drives 일반·특수 typing and, later, the due list) */
export const heaProcessHazard = pgTable(
  'hea_process_hazard',
  {
    processNo: integer('process_no').notNull(),
    hazardCd: varchar('hazard_cd', { length: 30 }).notNull().references(() => heaHazard.hazardCd),
    ...auditCols(),
  },
  (t) => [primaryKey({ columns: [t.processNo, t.hazardCd] }), index('hea_process_hazard_hz_idx').on(t.hazardCd)],
);

/** 검진계획 */
export const heaCheckupPlan = pgTable(
  'hea_checkup_plan',
  {
    heaCheckupPlanNo: serial('hea_checkup_plan_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    heaCheckupClassCd: varchar('hea_checkup_class_cd', { length: 30 }).notNull(),
    heaCheckupPlanNm: varchar('hea_checkup_plan_nm', { length: 200 }).notNull(),
    heaCheckupStartYmd: date('hea_checkup_start_ymd', { mode: 'string' }).notNull(),
    heaCheckupEndYmd: date('hea_checkup_end_ymd', { mode: 'string' }).notNull(),
    remark: text('remark'),
    /** last approval status mirrored from the approvals framework (REQUESTED/APPROVED/REJECTED/RECALLED) */
    apprStatusCd: varchar('appr_status_cd', { length: 20 }),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [
    index('hea_checkup_plan_plant_start_idx').on(t.plantCd, t.heaCheckupStartYmd.desc().nullsFirst(), t.heaCheckupPlanNo.desc().nullsFirst()),
    index('hea_checkup_plan_plant_class_idx').on(t.plantCd, t.heaCheckupClassCd, t.heaCheckupStartYmd),
  ],
);

/** hospitals of a plan */
export const heaCheckupPlanOrg = pgTable(
  'hea_checkup_plan_org',
  {
    heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull().references(() => heaCheckupPlan.heaCheckupPlanNo, { onDelete: 'cascade' }),
    heaCheckupOrgNo: integer('hea_checkup_org_no').notNull().references(() => heaCheckupOrg.heaCheckupOrgNo),
    ...auditCols(),
  },
  (t) => [primaryKey({ columns: [t.heaCheckupPlanNo, t.heaCheckupOrgNo] })],
);

/** 검진 대상자: one row per plan and user (the primary key refuses duplicates) */
export const heaCheckupUser = pgTable(
  'hea_checkup_user',
  {
    heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull().references(() => heaCheckupPlan.heaCheckupPlanNo),
    userId: varchar('user_id', { length: 50 }).notNull(),
    /** department at the time of selection (history stays right after transfers) */
    deptCd: varchar('dept_cd', { length: 30 }),
    heaCheckupTypeNm: varchar('hea_checkup_type_nm', { length: 100 }).notNull(),
    ...auditCols(),
  },
  (t) => [primaryKey({ columns: [t.heaCheckupPlanNo, t.userId] }), index('hea_checkup_user_user_idx').on(t.userId, t.heaCheckupPlanNo)],
);

/** 검진예약: one live reservation per plan and user */
export const heaCheckupReserve = pgTable(
  'hea_checkup_reserve',
  {
    heaCheckupReserveNo: serial('hea_checkup_reserve_no').primaryKey(),
    heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull().references(() => heaCheckupPlan.heaCheckupPlanNo),
    userId: varchar('user_id', { length: 50 }).notNull(),
    heaCheckedOrgNo: integer('hea_checked_org_no').notNull().references(() => heaCheckupOrg.heaCheckupOrgNo),
    rsrvYmd: date('rsrv_ymd', { mode: 'string' }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('hea_checkup_reserve_plan_user_uq').on(t.heaCheckupPlanNo, t.userId),
    index('hea_checkup_reserve_org_day_idx').on(t.heaCheckedOrgNo, t.rsrvYmd),
  ],
);

/** reserved count per hospital and day: the capacity guard is one conditional upsert on this row */
export const heaRsrvDay = pgTable(
  'hea_rsrv_day',
  {
    heaCheckupOrgNo: integer('hea_checkup_org_no').notNull().references(() => heaCheckupOrg.heaCheckupOrgNo),
    rsrvYmd: date('rsrv_ymd', { mode: 'string' }).notNull(),
    reservedCnt: integer('reserved_cnt').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.heaCheckupOrgNo, t.rsrvYmd] })],
);

/** 검진결과 활용 동의서: stored with the reservation (text snapshot, who and when) */
export const heaCheckupConsent = pgTable('hea_checkup_consent', {
  heaCheckupReserveNo: integer('hea_checkup_reserve_no').primaryKey().references(() => heaCheckupReserve.heaCheckupReserveNo, { onDelete: 'cascade' }),
  heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull(),
  heaCheckedOrgNo: integer('hea_checked_org_no').notNull(),
  userId: varchar('user_id', { length: 50 }).notNull(),
  agreeYn: yn('agree_yn').notNull(),
  consentText: text('consent_text').notNull(),
  agreeDt: ts('agree_dt').notNull().default(sql`now()`),
  ...auditCols(),
});
