import { doublePrecision, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';

/** 검사항목 (legal master, not plant-scoped) */
export const heaTestItem = pgTable('hea_test_item', {
  testItemCd: varchar('test_item_cd', { length: 30 }).primaryKey(),
  testItemNm: varchar('test_item_nm', { length: 100 }).notNull(),
  testItemCategoryCd: varchar('test_item_category_cd', { length: 30 }).notNull(),
  unit: varchar('unit', { length: 30 }),
  sortOrder: integer('sort_order').notNull().default(0),
  remark: text('remark'),
  useYn: yn('use_yn').notNull().default('Y'),
  ...versionCol(),
  ...auditCols(),
});

/** 검사항목 결과범위: normal low/high per item, optionally by sex (A = both); a value outside is abnormal */
export const heaTestItemRange = pgTable(
  'hea_test_item_range',
  {
    heaTestItemRangeNo: serial('hea_test_item_range_no').primaryKey(),
    testItemCd: varchar('test_item_cd', { length: 30 }).notNull().references(() => heaTestItem.testItemCd),
    sexCd: varchar('sex_cd', { length: 1 }).notNull().default('A'),
    normalLow: doublePrecision('normal_low'),
    normalHigh: doublePrecision('normal_high'),
    remark: text('remark'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [uniqueIndex('hea_test_item_range_item_sex_uq').on(t.testItemCd, t.sexCd)],
);
