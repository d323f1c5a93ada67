import { date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';

/** 단위작업 (unit work) of a department; start_ymd drives the first survey of a new work (within 1 year) */
export const heaMskUnitWork = pgTable(
  'hea_msk_unit_work',
  {
    unitWorkNo: serial('unit_work_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    processNo: integer('process_no'),
    unitWorkNm: varchar('unit_work_nm', { length: 200 }).notNull(),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    workerCnt: integer('worker_cnt').notNull().default(0),
    useYn: yn('use_yn').notNull().default('Y'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [uniqueIndex('hea_msk_unit_work_uq').on(t.deptCd, t.unitWorkNm), index('hea_msk_unit_work_plant_idx').on(t.plantCd, t.deptCd)],
);

/** 근골격계 유해요인조사 of one unit work: checklist (제1호~제11호), symptom survey summary, result */
export const heaMskSurvey = pgTable(
  'hea_msk_survey',
  {
    surveyNo: serial('survey_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    unitWorkNo: integer('unit_work_no').notNull().references(() => heaMskUnitWork.unitWorkNo),
    surveyTypeCd: varchar('survey_type_cd', { length: 20 }).notNull(),
    surveyYmd: date('survey_ymd', { mode: 'string' }).notNull(),
    surveyorNm: varchar('surveyor_nm', { length: 100 }).notNull(),
    burdenTaskNos: integer('burden_task_nos').array().notNull(),
    burdenYn: yn('burden_yn').notNull(),
    respondentCnt: integer('respondent_cnt').notNull().default(0),
    symptomCnt: integer('symptom_cnt').notNull().default(0),
    managedCnt: integer('managed_cnt').notNull().default(0),
    symptomSummary: text('symptom_summary'),
    resultSummary: text('result_summary'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [index('hea_msk_survey_unit_idx').on(t.unitWorkNo, t.surveyYmd.desc().nullsFirst()), index('hea_msk_survey_plant_idx').on(t.plantCd, t.surveyYmd.desc().nullsFirst())],
);

/** 개선조치: plan, due date, result, status */
export const heaMskAction = pgTable(
  'hea_msk_action',
  {
    actionNo: serial('action_no').primaryKey(),
    surveyNo: integer('survey_no').notNull().references(() => heaMskSurvey.surveyNo, { onDelete: 'cascade' }),
    planContent: text('plan_content').notNull(),
    dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
    resultContent: text('result_content'),
    doneYmd: date('done_ymd', { mode: 'string' }),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    ...auditCols(),
  },
  (t) => [index('hea_msk_action_survey_idx').on(t.surveyNo)],
);
