import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';
import { heaCheckupOrg } from './health.tables.js';

/** 질환 (KCD-coded; legal/medical master, not plant-scoped) */
export const heaDisease = pgTable('hea_disease', {
  diseaseCd: varchar('disease_cd', { length: 30 }).primaryKey(),
  diseaseNm: varchar('disease_nm', { length: 200 }).notNull(),
  kcdCd: varchar('kcd_cd', { length: 10 }).notNull(),
  occupationalYn: yn('occupational_yn').notNull().default('N'),
  useYn: yn('use_yn').notNull().default('Y'),
  remark: text('remark'),
  ...versionCol(),
  ...auditCols(),
}, (t) => [index('hea_disease_kcd_idx').on(t.kcdCd)]);

/** 문진항목: question, answer type (code group HEA_ANSWER_TYPE), options of choice questions, order */
export const heaInterviewItem = pgTable('hea_interview_item', {
  interviewItemNo: serial('interview_item_no').primaryKey(),
  question: varchar('question', { length: 500 }).notNull(),
  answerTypeCd: varchar('answer_type_cd', { length: 30 }).notNull(),
  answerOptions: varchar('answer_options', { length: 500 }),
  sortOrder: integer('sort_order').notNull(),
  useYn: yn('use_yn').notNull().default('Y'),
  ...versionCol(),
  ...auditCols(),
}, (t) => [index('hea_interview_item_sort_idx').on(t.sortOrder)]);

/** 상담유형 */
export const heaConsultType = pgTable('hea_consult_type', {
  consultTypeCd: varchar('consult_type_cd', { length: 30 }).primaryKey(),
  consultTypeNm: varchar('consult_type_nm', { length: 100 }).notNull(),
  sortOrder: integer('sort_order').notNull(),
  useYn: yn('use_yn').notNull().default('Y'),
  remark: text('remark'),
  ...versionCol(),
  ...auditCols(),
});

/**
 * 검진기관 일정: a date range of one hospital with a capacity override and closed days; ranges of one hospital
 * never overlap (checked under the hospital's row lock). Days without a schedule use the hospital's dailyCapacity.
 */
export const heaCheckupOrgSchedule = pgTable('hea_checkup_org_schedule', {
  scheduleNo: serial('schedule_no').primaryKey(),
  heaCheckupOrgNo: integer('hea_checkup_org_no').notNull().references(() => heaCheckupOrg.heaCheckupOrgNo),
  /** copied from the hospital: the plant scope column */
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  startYmd: date('start_ymd', { mode: 'string' }).notNull(),
  endYmd: date('end_ymd', { mode: 'string' }).notNull(),
  dailyCapacity: integer('daily_capacity'),
  closedYn: yn('closed_yn').notNull().default('N'),
  /** closed weekdays as digits 0 (Sunday) … 6 (Saturday), e.g. '06' */
  closedWeekdays: varchar('closed_weekdays', { length: 7 }).notNull().default(''),
  remark: varchar('remark', { length: 500 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [index('hea_checkup_org_schedule_org_idx').on(t.heaCheckupOrgNo, t.startYmd)]);
