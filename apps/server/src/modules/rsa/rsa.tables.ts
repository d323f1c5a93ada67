import { char, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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

/** 단위작업 master: the unit works of a department's process (process from com_process, linked to the department) */
export const rsaUnitWork = pgTable(
  'rsa_unit_work',
  {
    unitWorkNo: serial('unit_work_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    processNo: integer('process_no').notNull(),
    /** the process's name when saved (the list shows it without a join) */
    processNm: varchar('process_nm', { length: 200 }),
    unitWorkNm: varchar('unit_work_nm', { length: 200 }).notNull(),
    workDesc: text('work_desc'),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('rsa_unit_work_uq').on(t.deptCd, t.processNo, t.unitWorkNm),
    index('rsa_unit_work_plant_idx').on(t.plantCd, t.deptCd),
  ],
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
    /** the unit work of the master it was picked from (its name and process are copied above), or null (typed in) */
    unitWorkNo: integer('unit_work_no'),
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
    /** the hazard of the plant's library it was picked from (rsa_hazard_lib), or null (typed in) */
    hazardLibNo: integer('hazard_lib_no'),
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

/** the measure cells every method's rows share: measure, owner, due, whether required (server), the action made of it */
const measureCols = () => ({
  measure: varchar('measure', { length: 500 }),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  /** Y when the row's rating requires the measure — set by the server */
  actionRequiredYn: char('action_required_yn', { length: 1 }),
  actionNo: integer('action_no'),
});
/** likelihood × severity on the plan's matrix version (score and grade by the server) */
const ratedCols = () => ({
  likelihood: integer('likelihood'),
  severity: integer('severity'),
  riskScore: integer('risk_score'),
  riskGradeCd: varchar('risk_grade_cd', { length: 30 }),
  riskGradeNm: varchar('risk_grade_nm', { length: 100 }),
});

/** JSA: one row per task, job step and hazard (control = measure) */
export const rsaJsaStep = pgTable(
  'rsa_jsa_step',
  {
    jsaNo: serial('jsa_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    taskNm: varchar('task_nm', { length: 200 }).notNull(),
    stepNo: integer('step_no').notNull(),
    stepDesc: varchar('step_desc', { length: 300 }).notNull(),
    hazardNm: varchar('hazard_nm', { length: 300 }).notNull(),
    /** the hazard of the plant's library it was picked from, or null */
    hazardLibNo: integer('hazard_lib_no'),
    ...ratedCols(),
    ...measureCols(),
    ...childCols(),
  },
  (t) => [index('rsa_jsa_step_assess_idx').on(t.assessNo)],
);

/** HAZOP: one deviation of a node (recommendation = measure) */
export const rsaHazopRow = pgTable(
  'rsa_hazop_row',
  {
    hazopNo: serial('hazop_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    nodeNm: varchar('node_nm', { length: 200 }).notNull(),
    equipNo: integer('equip_no'),
    drawingId: integer('drawing_id'),
    designIntent: varchar('design_intent', { length: 300 }),
    parameterNm: varchar('parameter_nm', { length: 100 }).notNull(),
    guideWordCd: varchar('guide_word_cd', { length: 20 }).notNull(),
    deviation: varchar('deviation', { length: 300 }).notNull(),
    causes: varchar('causes', { length: 500 }),
    consequences: varchar('consequences', { length: 500 }),
    safeguards: varchar('safeguards', { length: 500 }),
    ...ratedCols(),
    ...measureCols(),
    ...childCols(),
  },
  (t) => [index('rsa_hazop_row_assess_idx').on(t.assessNo)],
);

/**
 * CHARM: a chemical in a task, with what KOSHA asks (limit, measurement, amount, state, boiling point / dustiness, time);
 * hazard grade, exposure level, score and risk level by the server from the code tables. `hazard_grade` and
 * `exposure_level` of rows saved before the rules (basis null) are the values entered then.
 */
export const rsaCharmRow = pgTable(
  'rsa_charm_row',
  {
    charmNo: serial('charm_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    /** issue 26 (links): the chemical register's product (chm_prod.chem_prod_no); its SDS data fill the row on save */
    chemProdNo: integer('chem_prod_no'),
    chemicalNm: varchar('chemical_nm', { length: 200 }).notNull(),
    casNo: varchar('cas_no', { length: 30 }),
    taskNm: varchar('task_nm', { length: 200 }).notNull(),
    hStatements: varchar('h_statements', { length: 300 }),
    oelValue: doublePrecision('oel_value'),
    oelUnitCd: varchar('oel_unit_cd', { length: 10 }),
    measuredConc: doublePrecision('measured_conc'),
    dailyAmount: doublePrecision('daily_amount'),
    amountUnitCd: varchar('amount_unit_cd', { length: 10 }),
    physStateCd: varchar('phys_state_cd', { length: 10 }),
    boilingPoint: doublePrecision('boiling_point'),
    hazardGrade: integer('hazard_grade'),
    hazardBasisCd: varchar('hazard_basis_cd', { length: 10 }),
    amountCd: varchar('amount_cd', { length: 20 }),
    volatilityCd: varchar('volatility_cd', { length: 20 }),
    workTimeCd: varchar('work_time_cd', { length: 20 }),
    exposureLevel: integer('exposure_level'),
    exposureBasisCd: varchar('exposure_basis_cd', { length: 10 }),
    riskScore: integer('risk_score'),
    riskLevel: integer('risk_level'),
    ...measureCols(),
    ...childCols(),
  },
  (t) => [index('rsa_charm_row_assess_idx').on(t.assessNo)],
);

/** 핵심요인 기술법: what can hurt, what is done now, what more is needed (= measure), who and by when */
export const rsaOnePoint = pgTable(
  'rsa_one_point',
  {
    pointNo: serial('point_no').primaryKey(),
    assessNo: integer('assess_no').notNull().references(() => rsaAssessment.assessNo),
    hazardDesc: varchar('hazard_desc', { length: 500 }).notNull(),
    currentControl: varchar('current_control', { length: 500 }),
    ...measureCols(),
    ...childCols(),
  },
  (t) => [index('rsa_one_point_assess_idx').on(t.assessNo)],
);

/**
 * 유해·위험요인 목록: a plant's hazards (분류, name, typical situation, disaster type, optionally its unit work) that
 * assessments pick from (definition: hazard-lib.resource.ts); unique per plant, class and name (the Excel upload's key)
 */
export const rsaHazardLib = pgTable(
  'rsa_hazard_lib',
  {
    hazardLibNo: serial('hazard_lib_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    hazardClassCd: varchar('hazard_class_cd', { length: 30 }).notNull(),
    hazardNm: varchar('hazard_nm', { length: 300 }).notNull(),
    situation: varchar('situation', { length: 500 }),
    disasterTypeCd: varchar('disaster_type_cd', { length: 30 }),
    unitWorkNo: integer('unit_work_no'),
    /** the unit work's name when saved (the list shows it without a join) */
    unitWorkNm: varchar('unit_work_nm', { length: 200 }),
    useYn: char('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('rsa_hazard_lib_uq').on(t.plantCd, t.hazardClassCd, t.hazardNm),
    index('rsa_hazard_lib_unit_idx').on(t.plantCd, t.unitWorkNo),
  ],
);

/** 표준 안전대책 of a library hazard: kind (hierarchy of controls) and text, in order */
export const rsaHazardControl = pgTable(
  'rsa_hazard_control',
  {
    controlNo: serial('control_no').primaryKey(),
    hazardLibNo: integer('hazard_lib_no').notNull().references(() => rsaHazardLib.hazardLibNo),
    controlKindCd: varchar('control_kind_cd', { length: 20 }).notNull(),
    controlText: varchar('control_text', { length: 500 }).notNull(),
    ...childCols(),
  },
  (t) => [index('rsa_hazard_control_lib_idx').on(t.hazardLibNo)],
);

/**
 * 정기 위험성평가 reminders sent (job rsa-due-remind): one row per plant, department, due date and stage (DUE_SOON /
 * OVERDUE), written in the same transaction as the notification, so a stage of a due cycle is announced once.
 */
export const rsaDueAlert = pgTable(
  'rsa_due_alert',
  {
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
    stageCd: varchar('stage_cd', { length: 20 }).notNull(),
    sentDt: ts('sent_dt').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.plantCd, t.deptCd, t.dueYmd, t.stageCd] })],
);
