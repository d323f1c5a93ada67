import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
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
const yn = (name: string) => varchar(name, { length: 1 });

/** 사고 (definition: packages/shared/src/safety/accidents/accident.resource.ts) */
export const safAccident = pgTable(
  'saf_accident',
  {
    accidentNo: serial('accident_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    reporterUserId: varchar('reporter_user_id', { length: 50 }),
    title: varchar('title', { length: 200 }).notNull(),
    occurredYmd: date('occurred_ymd', { mode: 'string' }).notNull(),
    occurredTime: varchar('occurred_time', { length: 5 }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    /** issue 28: the PSM equipment involved (psm_equipment.equip_no), optional */
    equipNo: integer('equip_no'),
    weatherCd: varchar('weather_cd', { length: 30 }),
    accidentTypeCd: varchar('accident_type_cd', { length: 30 }),
    causeObjectCd: varchar('cause_object_cd', { length: 30 }),
    injureObjectCd: varchar('injure_object_cd', { length: 30 }),
    summary: text('summary'),
    processState: varchar('process_state', { length: 500 }),
    damageHumanYn: yn('damage_human_yn').notNull().default('Y'),
    damageMaterialYn: yn('damage_material_yn').notNull().default('N'),
    damageEnvYn: yn('damage_env_yn').notNull().default('N'),
    countYn: yn('count_yn').notNull().default('Y'),
    directLossAmt: bigint('direct_loss_amt', { mode: 'number' }),
    indirectLossAmt: bigint('indirect_loss_amt', { mode: 'number' }),
    /** Σ 근로손실일수 of the victims (server) */
    lostWorkDays: doublePrecision('lost_work_days'),
    relatedChemicals: varchar('related_chemicals', { length: 500 }),
    relatedEquipment: varchar('related_equipment', { length: 500 }),
    oshaSeriousYn: yn('osha_serious_yn').notNull().default('N'),
    sapaSeriousYn: yn('sapa_serious_yn').notNull().default('N'),
    investigationReportRequiredYn: yn('investigation_report_required_yn').notNull().default('N'),
    investigationReportDueYmd: date('investigation_report_due_ymd', { mode: 'string' }),
    investigationReportSubmitYmd: date('investigation_report_submit_ymd', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('saf_accident_plant_no_idx').on(t.plantCd, t.accidentNo.desc()),
    index('saf_accident_dept_no_idx').on(t.deptCd, t.accidentNo.desc()),
    index('saf_accident_plant_ymd_idx').on(t.plantCd, t.occurredYmd),
    index('saf_accident_report_due_idx').on(t.plantCd, t.investigationReportDueYmd),
  ],
);

/** 재해자 (child rows of an accident) */
export const safAccidentVictim = pgTable(
  'saf_accident_victim',
  {
    victimNo: serial('victim_no').primaryKey(),
    accidentNo: integer('accident_no').notNull().references(() => safAccident.accidentNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    victimTypeCd: varchar('victim_type_cd', { length: 30 }).notNull(),
    victimUserId: varchar('victim_user_id', { length: 50 }),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    victimNm: varchar('victim_nm', { length: 100 }),
    phoneNo: varchar('phone_no', { length: 20 }),
    age: integer('age'),
    serviceYears: doublePrecision('service_years'),
    employTypeCd: varchar('employ_type_cd', { length: 30 }),
    injuryKindCd: varchar('injury_kind_cd', { length: 30 }),
    bodyPartCd: varchar('body_part_cd', { length: 30 }),
    treatmentDays: integer('treatment_days'),
    lostDays: integer('lost_days'),
    deathYn: yn('death_yn'),
    disabilityGrade: integer('disability_grade'),
    illnessYn: yn('illness_yn'),
    diseaseNm: varchar('disease_nm', { length: 200 }),
    hazardFactorCd: varchar('hazard_factor_cd', { length: 30 }),
    ...childAudit(),
  },
  (t) => [index('saf_accident_victim_acc_idx').on(t.accidentNo), index('saf_accident_victim_factor_idx').on(t.hazardFactorCd)],
);

/** the chemical products of the register involved in an accident (issue 26 links; chm_prod.chem_prod_no) */
export const safAccidentChem = pgTable(
  'saf_accident_chem',
  {
    accChemNo: serial('acc_chem_no').primaryKey(),
    accidentNo: integer('accident_no').notNull().references(() => safAccident.accidentNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    chemProdNo: integer('chem_prod_no').notNull(),
    qty: doublePrecision('qty'),
    unitCd: varchar('unit_cd', { length: 10 }),
    remark: varchar('remark', { length: 300 }),
    ...childAudit(),
  },
  (t) => [index('saf_accident_chem_acc_idx').on(t.accidentNo), index('saf_accident_chem_prod_idx').on(t.chemProdNo)],
);

/** 사고조사 (one per accident; key = accident number) */
export const safAccidentInvestigation = pgTable(
  'saf_accident_investigation',
  {
    accidentNo: integer('accident_no').primaryKey().references(() => safAccident.accidentNo, { onDelete: 'cascade' }),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    investFromYmd: date('invest_from_ymd', { mode: 'string' }).notNull(),
    investToYmd: date('invest_to_ymd', { mode: 'string' }),
    summary: text('summary').notNull(),
    rootCause: text('root_cause'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('saf_accident_invest_plant_idx').on(t.plantCd, t.accidentNo.desc()), index('saf_accident_invest_dept_idx').on(t.deptCd, t.accidentNo.desc())],
);

const investChild = () => ({
  accidentNo: integer('accident_no').notNull().references(() => safAccidentInvestigation.accidentNo, { onDelete: 'cascade' }),
  rowNo: integer('row_no'),
});

export const safAccidentInvestTeam = pgTable('saf_accident_invest_team', {
  memberNo: serial('member_no').primaryKey(), ...investChild(),
  memberUserId: varchar('member_user_id', { length: 50 }), memberNm: varchar('member_nm', { length: 100 }), roleNm: varchar('role_nm', { length: 100 }),
  ...childAudit(),
}, (t) => [index('saf_accident_invest_team_acc_idx').on(t.accidentNo)]);

export const safAccidentInvestEvent = pgTable('saf_accident_invest_event', {
  eventNo: serial('event_no').primaryKey(), ...investChild(),
  eventTime: varchar('event_time', { length: 30 }).notNull(), description: varchar('description', { length: 500 }).notNull(),
  ...childAudit(),
}, (t) => [index('saf_accident_invest_event_acc_idx').on(t.accidentNo)]);

export const safAccidentInvestCause = pgTable('saf_accident_invest_cause', {
  causeNo: serial('cause_no').primaryKey(), ...investChild(),
  causeKindCd: varchar('cause_kind_cd', { length: 30 }).notNull(), causeCd: varchar('cause_cd', { length: 30 }),
  description: varchar('description', { length: 500 }).notNull(),
  why1: varchar('why1', { length: 300 }), why2: varchar('why2', { length: 300 }), why3: varchar('why3', { length: 300 }),
  why4: varchar('why4', { length: 300 }), why5: varchar('why5', { length: 300 }),
  ...childAudit(),
}, (t) => [index('saf_accident_invest_cause_acc_idx').on(t.accidentNo)]);

export const safAccidentInvestMeasure = pgTable('saf_accident_invest_measure', {
  measureNo: serial('measure_no').primaryKey(), ...investChild(),
  content: varchar('content', { length: 300 }).notNull(),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  /** the improvement action made from it (once) */
  actionNo: integer('action_no'),
  ...childAudit(),
}, (t) => [index('saf_accident_invest_measure_acc_idx').on(t.accidentNo)]);

/** 근로시간 per plant, department, month, kind (and vendor) */
export const safWorkHours = pgTable(
  'saf_work_hours',
  {
    workHoursNo: serial('work_hours_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    workYm: varchar('work_ym', { length: 7 }).notNull(),
    workerKindCd: varchar('worker_kind_cd', { length: 30 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    headCount: integer('head_count').notNull(),
    workHours: doublePrecision('work_hours').notNull(),
    remark: varchar('remark', { length: 200 }),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('saf_work_hours_uk').on(t.plantCd, t.deptCd, t.workYm, t.workerKindCd, sql`coalesce(${t.vendorCd}, '')`),
    index('saf_work_hours_plant_ym_idx').on(t.plantCd, t.workYm),
  ],
);

/** 아차사고 (anonymous reports from the public /qr form have no department and no author) */
export const safNearMiss = pgTable(
  'saf_near_miss',
  {
    nearMissNo: serial('near_miss_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    occurredYmd: date('occurred_ymd', { mode: 'string' }),
    nearMissTypeCd: varchar('near_miss_type_cd', { length: 30 }),
    areaCd: varchar('area_cd', { length: 30 }),
    place: varchar('place', { length: 200 }),
    title: varchar('title', { length: 200 }).notNull(),
    contents: text('contents').notNull(),
    possibleOutcome: text('possible_outcome'),
    suggestion: text('suggestion'),
    reviewComment: text('review_comment'),
    anonymousYn: yn('anonymous_yn').notNull().default('N'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('saf_near_miss_plant_no_idx').on(t.plantCd, t.nearMissNo.desc()), index('saf_near_miss_dept_no_idx').on(t.deptCd, t.nearMissNo.desc())],
);

export const safNearMissMeasure = pgTable('saf_near_miss_measure', {
  measureNo: serial('measure_no').primaryKey(),
  nearMissNo: integer('near_miss_no').notNull().references(() => safNearMiss.nearMissNo, { onDelete: 'cascade' }),
  rowNo: integer('row_no'),
  content: varchar('content', { length: 300 }).notNull(),
  assigneeUserId: varchar('assignee_user_id', { length: 50 }),
  dueYmd: date('due_ymd', { mode: 'string' }),
  actionNo: integer('action_no'),
  ...childAudit(),
}, (t) => [index('saf_near_miss_measure_nm_idx').on(t.nearMissNo)]);

/** 무재해 기록 (per plant, or per department when dept_cd is set); a counting accident ends the active one */
export const safNoAccident = pgTable(
  'saf_no_accident',
  {
    recordNo: serial('record_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 30 }).notNull().default('ACTIVE'),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    targetDays: integer('target_days').notNull(),
    endYmd: date('end_ymd', { mode: 'string' }),
    resetAccidentNo: integer('reset_accident_no'),
    remark: varchar('remark', { length: 200 }),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('saf_no_accident_plant_idx').on(t.plantCd, t.recordNo.desc()), index('saf_no_accident_active_idx').on(t.plantCd, t.statusCd)],
);
