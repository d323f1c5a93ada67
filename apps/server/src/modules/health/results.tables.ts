import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';
import { heaCheckupPlan } from './health.tables.js';
import { heaTestItem } from './testitem.tables.js';

/**
 * 검진결과: one row per plan target. plant, department and year are copied onto the row so that the list
 * (plant, department, year, diagnosis; newest first) is answered from one composite index on 1M+ rows.
 */
export const heaCheckupResult = pgTable(
  'hea_checkup_result',
  {
    heaCheckupResultNo: serial('hea_checkup_result_no').primaryKey(),
    heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull().references(() => heaCheckupPlan.heaCheckupPlanNo),
    userId: varchar('user_id', { length: 50 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    checkupYear: smallint('checkup_year').notNull(),
    checkupYmd: date('checkup_ymd', { mode: 'string' }).notNull(),
    heaCheckupOrgNo: integer('hea_checkup_org_no'),
    diagCd: varchar('diag_cd', { length: 5 }).notNull(),
    workFitnessCd: varchar('work_fitness_cd', { length: 5 }),
    followupActionCd: varchar('followup_action_cd', { length: 5 }),
    followupOpinion: text('followup_opinion'),
    abnormalCnt: integer('abnormal_cnt').notNull().default(0),
    /** the worker's process exposes them to a carcinogen (hea_hazard.carcinogen_yn) → 30-year retention */
    carcinogenYn: yn('carcinogen_yn').notNull().default('N'),
    retentionUntilYmd: date('retention_until_ymd', { mode: 'string' }).notNull(),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('hea_checkup_result_plan_user_uq').on(t.heaCheckupPlanNo, t.userId),
    index('hea_checkup_result_list_idx').on(t.plantCd, t.checkupYear, t.checkupYmd.desc(), t.heaCheckupResultNo.desc()),
    index('hea_checkup_result_diag_idx').on(t.plantCd, t.checkupYear, t.diagCd, t.checkupYmd.desc(), t.heaCheckupResultNo.desc()),
    index('hea_checkup_result_dept_idx').on(t.deptCd, t.checkupYear, t.checkupYmd.desc(), t.heaCheckupResultNo.desc()),
    // capped totals with a department and/or diagnosis filter are answered from this index alone (no heap reads)
    index('hea_checkup_result_count_idx').on(t.plantCd, t.checkupYear, t.deptCd, t.diagCd),
    index('hea_checkup_result_user_idx').on(t.userId, t.checkupYmd.desc()),
    index('hea_checkup_result_suspect_idx').on(t.plantCd, t.checkupYmd.desc()).where(sql`diag_cd in ('C1', 'C2', 'D1', 'D2', 'R')`),
  ],
);

/** test item values of a result, with the range that applied (snapshot) and the abnormal flag */
export const heaCheckupResultItem = pgTable(
  'hea_checkup_result_item',
  {
    heaCheckupResultNo: integer('hea_checkup_result_no').notNull().references(() => heaCheckupResult.heaCheckupResultNo, { onDelete: 'cascade' }),
    testItemCd: varchar('test_item_cd', { length: 30 }).notNull().references(() => heaTestItem.testItemCd),
    resultValue: varchar('result_value', { length: 100 }),
    resultNum: doublePrecision('result_num'),
    normalLow: doublePrecision('normal_low'),
    normalHigh: doublePrecision('normal_high'),
    abnormalYn: yn('abnormal_yn').notNull().default('N'),
    ...auditCols(),
  },
  (t) => [primaryKey({ columns: [t.heaCheckupResultNo, t.testItemCd] }), index('hea_checkup_result_item_item_idx').on(t.testItemCd)],
);
