import { index, integer, numeric, pgTable, serial, text, timestamp, varchar, date } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** 평가항목 세트 (definition: packages/shared/src/vendor/eval.resource.ts) */
export const vendorEvalItemSet = pgTable('vnd_eval_item_set', {
  setNo: serial('set_no').primaryKey(),
  setNm: varchar('set_nm', { length: 200 }).notNull(),
  evalKindCd: varchar('eval_kind_cd', { length: 20 }).notNull(),
  useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  ...audit(),
});

/** the items of a set (child rows `items`) */
export const vendorEvalItem = pgTable(
  'vnd_eval_item',
  {
    itemNo: serial('item_no').primaryKey(),
    setNo: integer('set_no').notNull().references(() => vendorEvalItemSet.setNo, { onDelete: 'cascade' }),
    sortNo: integer('sort_no'),
    categoryCd: varchar('category_cd', { length: 30 }).notNull(),
    itemText: varchar('item_text', { length: 300 }).notNull(),
    weight: integer('weight').notNull(),
    guide: varchar('guide', { length: 1000 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_eval_item_set_idx').on(t.setNo)],
);

/** 안전보건 수준 평가 */
export const vendorEval = pgTable(
  'vnd_eval',
  {
    evalNo: serial('eval_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    evalKindCd: varchar('eval_kind_cd', { length: 20 }).notNull(),
    evalYear: integer('eval_year').notNull(),
    evalHalf: varchar('eval_half', { length: 2 }),
    setNo: integer('set_no').notNull().references(() => vendorEvalItemSet.setNo),
    evalYmd: date('eval_ymd', { mode: 'string' }),
    evaluatorUserId: varchar('evaluator_user_id', { length: 50 }).notNull(),
    totalScore: numeric('total_score', { precision: 5, scale: 1, mode: 'number' }),
    gradeCd: varchar('grade_cd', { length: 10 }),
    consequenceCd: varchar('consequence_cd', { length: 20 }),
    opinion: text('opinion'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('vnd_eval_plant_no_idx').on(t.plantCd, t.evalNo.desc().nullsFirst()),
    // history per vendor, newest first
    index('vnd_eval_vendor_no_idx').on(t.vendorCd, t.evalNo.desc().nullsFirst()),
  ],
);

/** the score of each item (child rows `scores`; item text and weight copied from the set when saved) */
export const vendorEvalScore = pgTable(
  'vnd_eval_score',
  {
    scoreNo: serial('score_no').primaryKey(),
    evalNo: integer('eval_no').notNull().references(() => vendorEval.evalNo, { onDelete: 'cascade' }),
    rowNo: integer('row_no'),
    itemNo: integer('item_no').notNull(),
    categoryCd: varchar('category_cd', { length: 30 }),
    itemText: varchar('item_text', { length: 300 }),
    weight: integer('weight'),
    score: numeric('score', { precision: 5, scale: 1, mode: 'number' }),
    remark: varchar('remark', { length: 500 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_eval_score_eval_idx').on(t.evalNo)],
);
