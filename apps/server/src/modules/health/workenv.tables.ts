import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';
import { heaHazard } from './health.tables.js';

/** 작업환경측정 계획: one per plant, year and half (상반기 1 / 하반기 2) */
export const heaWorkenvPlan = pgTable(
  'hea_workenv_plan',
  {
    planNo: serial('plan_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    measureYear: integer('measure_year').notNull(),
    halfCd: varchar('half_cd', { length: 1 }).notNull(),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    endYmd: date('end_ymd', { mode: 'string' }).notNull(),
    agencyNm: varchar('agency_nm', { length: 200 }).notNull(),
    remark: text('remark'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [uniqueIndex('hea_workenv_plan_uq').on(t.plantCd, t.measureYear, t.halfCd)],
);

/** 측정결과 per process and hazardous factor; exceed_yn is computed by the server (value > limit) */
export const heaWorkenvResult = pgTable(
  'hea_workenv_result',
  {
    resultNo: serial('result_no').primaryKey(),
    planNo: integer('plan_no').notNull().references(() => heaWorkenvPlan.planNo, { onDelete: 'cascade' }),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    processNo: integer('process_no').notNull(),
    hazardCd: varchar('hazard_cd', { length: 30 }).notNull().references(() => heaHazard.hazardCd),
    measureYmd: date('measure_ymd', { mode: 'string' }).notNull(),
    measuredValue: numeric('measured_value', { precision: 14, scale: 4 }).notNull(),
    unitNm: varchar('unit_nm', { length: 20 }).notNull(),
    exposureLimit: numeric('exposure_limit', { precision: 14, scale: 4 }).notNull(),
    exceedYn: yn('exceed_yn').notNull(),
    remark: varchar('remark', { length: 500 }),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('hea_workenv_result_uq').on(t.planNo, t.processNo, t.hazardCd),
    index('hea_workenv_result_pf_idx').on(t.plantCd, t.processNo, t.hazardCd, t.measureYmd.desc().nullsFirst()),
  ],
);
