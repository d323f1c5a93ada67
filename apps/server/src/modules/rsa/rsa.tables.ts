import { char, date, index, integer, jsonb, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { TRsaCell, TRsaGrade, TRsaLevel } from '@jikim/shared';
import { auditCols, ts } from '../../db/columns.js';

/**
 * 위험성 매트릭스 per plant and version. A change inserts the next version; a version is never updated or deleted
 * (plans keep the version they were made with, so old results keep their grades).
 */
export const rsaMatrix = pgTable(
  'rsa_matrix',
  {
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    version: integer('version').notNull(),
    likelihoodLevels: jsonb('likelihood_levels').$type<TRsaLevel[]>().notNull(),
    severityLevels: jsonb('severity_levels').$type<TRsaLevel[]>().notNull(),
    cells: jsonb('cells').$type<TRsaCell[]>().notNull(),
    grades: jsonb('grades').$type<TRsaGrade[]>().notNull(),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plantCd, t.version] })],
);

/** 위험성평가 계획 (definition: packages/shared/src/rsa/plan.resource.ts) */
export const rsaPlan = pgTable(
  'rsa_plan',
  {
    planNo: serial('plan_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    kindCd: varchar('kind_cd', { length: 20 }).notNull(),
    methodCd: varchar('method_cd', { length: 20 }).notNull(),
    planTitle: varchar('plan_title', { length: 200 }).notNull(),
    planFromYmd: date('plan_from_ymd', { mode: 'string' }).notNull(),
    planToYmd: date('plan_to_ymd', { mode: 'string' }).notNull(),
    reason: text('reason'),
    matrixVersion: integer('matrix_version'),
    copiedFromPlanNo: integer('copied_from_plan_no'),
    sharedYmd: date('shared_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    ...auditCols(),
  },
  (t) => [
    index('rsa_plan_plant_no_idx').on(t.plantCd, t.planNo.desc()),
    index('rsa_plan_scope_idx').on(t.plantCd, t.deptCd, t.methodCd, t.statusCd),
  ],
);

const childCols = () => ({
  rowNo: integer('row_no'),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

export const rsaPlanTarget = pgTable(
  'rsa_plan_target',
  {
    targetNo: serial('target_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => rsaPlan.planNo),
    targetDeptCd: varchar('target_dept_cd', { length: 30 }).notNull(),
    processNm: varchar('process_nm', { length: 200 }),
    ...childCols(),
  },
  (t) => [index('rsa_plan_target_plan_idx').on(t.planNo)],
);

export const rsaPlanTeam = pgTable(
  'rsa_plan_team',
  {
    teamNo: serial('team_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => rsaPlan.planNo),
    userId: varchar('user_id', { length: 50 }).notNull(),
    roleNm: varchar('role_nm', { length: 100 }),
    ...childCols(),
  },
  (t) => [index('rsa_plan_team_plan_idx').on(t.planNo)],
);

/** 근로자 참여 기록 (지침 제6조): who, when, how, at which stage */
export const rsaPlanParticipant = pgTable(
  'rsa_plan_participant',
  {
    participantNo: serial('participant_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => rsaPlan.planNo),
    userId: varchar('user_id', { length: 50 }).notNull(),
    stageCd: varchar('stage_cd', { length: 20 }).notNull(),
    partMethodCd: varchar('part_method_cd', { length: 20 }).notNull(),
    partYmd: date('part_ymd', { mode: 'string' }).notNull(),
    opinion: varchar('opinion', { length: 500 }),
    ...childCols(),
  },
  (t) => [index('rsa_plan_participant_plan_idx').on(t.planNo)],
);

/** 위험성평가 결과: one department's unit work of a plan (definition: assessment.resource.ts) */
export const rsaAssessment = pgTable(
  'rsa_assessment',
  {
    assessNo: serial('assess_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => rsaPlan.planNo),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    methodCd: varchar('method_cd', { length: 20 }),
    processNm: varchar('process_nm', { length: 200 }),
    unitWorkNm: varchar('unit_work_nm', { length: 200 }).notNull(),
    workDesc: text('work_desc'),
    matrixVersion: integer('matrix_version'),
    version: integer('version').notNull().default(1),
    ...auditCols(),
  },
  (t) => [
    index('rsa_assessment_plan_idx').on(t.planNo),
    index('rsa_assessment_plant_dept_idx').on(t.plantCd, t.deptCd, t.assessNo.desc()),
  ],
);

export const rsaHazard = pgTable(
  'rsa_hazard',
  {
    hazardNo: serial('hazard_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    hazardClassCd: varchar('hazard_class_cd', { length: 30 }).notNull(),
    hazardNm: varchar('hazard_nm', { length: 300 }).notNull(),
    disasterTypeCd: varchar('disaster_type_cd', { length: 30 }),
    currentControl: varchar('current_control', { length: 500 }),
    likelihood: integer('likelihood'),
    severity: integer('severity'),
    riskScore: integer('risk_score'),
    riskGradeCd: varchar('risk_grade_cd', { length: 30 }),
    /** the grade's name in the plan's matrix version (kept with the row: a later matrix never renames it) */
    riskGradeNm: varchar('risk_grade_nm', { length: 100 }),
    levelCd: varchar('level_cd', { length: 10 }),
    levelReason: varchar('level_reason', { length: 500 }),
    measure: varchar('measure', { length: 500 }),
    ownerUserId: varchar('owner_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    residualLikelihood: integer('residual_likelihood'),
    residualSeverity: integer('residual_severity'),
    residualScore: integer('residual_score'),
    residualGradeCd: varchar('residual_grade_cd', { length: 30 }),
    residualGradeNm: varchar('residual_grade_nm', { length: 100 }),
    majorYn: char('major_yn', { length: 1 }),
    /** Y when the method's result requires a measure (grade with action, 상) — set by the server */
    actionRequiredYn: char('action_required_yn', { length: 1 }),
    /** the improvement action made from the measure (once) */
    actionNo: integer('action_no'),
    ...childCols(),
  },
  (t) => [index('rsa_hazard_assess_idx').on(t.assessNo)],
);

export const rsaCheckItem = pgTable(
  'rsa_check_item',
  {
    checkNo: serial('check_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    itemText: varchar('item_text', { length: 500 }).notNull(),
    resultCd: varchar('result_cd', { length: 10 }).notNull(),
    measure: varchar('measure', { length: 500 }),
    ownerUserId: varchar('owner_user_id', { length: 50 }),
    dueYmd: date('due_ymd', { mode: 'string' }),
    actionNo: integer('action_no'),
    ...childCols(),
  },
  (t) => [index('rsa_check_item_assess_idx').on(t.assessNo)],
);
