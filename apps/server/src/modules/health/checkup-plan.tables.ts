import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditCols } from '../../db/columns.js';
import { heaCheckupPlan } from './health.tables.js';

/**
 * 선택검사항목 규칙 of a plan: targets of the sex and age band may choose chooseCnt of the listed test items
 * (test items referenced by code). Saved as a whole list with the plan's version.
 */
export const heaPlanOptionRule = pgTable('hea_plan_option_rule', {
  ruleNo: serial('rule_no').primaryKey(),
  heaCheckupPlanNo: integer('hea_checkup_plan_no').notNull().references(() => heaCheckupPlan.heaCheckupPlanNo, { onDelete: 'cascade' }),
  ruleNm: varchar('rule_nm', { length: 100 }).notNull(),
  sexCd: varchar('sex_cd', { length: 1 }).notNull().default('A'),
  ageFrom: integer('age_from'),
  ageTo: integer('age_to'),
  testItemCds: jsonb('test_item_cds').$type<string[]>().notNull(),
  chooseCnt: integer('choose_cnt').notNull(),
  sortOrder: integer('sort_order').notNull(),
  ...auditCols(),
}, (t) => [index('hea_plan_option_rule_plan_idx').on(t.heaCheckupPlanNo, t.sortOrder)]);
