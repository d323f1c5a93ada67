import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  version: integer('version').notNull().default(1),
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

/** 점검표 (definition: packages/shared/src/safety/checks/check-template.resource.ts) */
export const safCheckTemplate = pgTable(
  'saf_check_template',
  {
    templateNo: serial('template_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    checkTypeCd: varchar('check_type_cd', { length: 20 }).notNull(),
    useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
    templateNm: varchar('template_nm', { length: 200 }).notNull(),
    areaNm: varchar('area_nm', { length: 200 }),
    description: text('description'),
    ...audit(),
  },
  (t) => [index('saf_check_template_plant_nm_idx').on(t.plantCd, t.templateNm, t.templateNo)],
);

export const safCheckTemplateItem = pgTable(
  'saf_check_template_item',
  {
    itemNo: serial('item_no').primaryKey(),
    templateNo: integer('template_no').notNull().references(() => safCheckTemplate.templateNo),
    categoryNm: varchar('category_nm', { length: 100 }).notNull(),
    itemNm: varchar('item_nm', { length: 300 }).notNull(),
    answerScaleCd: varchar('answer_scale_cd', { length: 10 }).notNull(),
    photoRequiredYn: varchar('photo_required_yn', { length: 1 }),
    guide: varchar('guide', { length: 300 }),
    rowNo: integer('row_no'),
    ...childAudit(),
  },
  (t) => [index('saf_check_template_item_template_idx').on(t.templateNo)],
);

/**
 * the facility types a template applies to (child rows `facilityTypes`): a facility matches when its type or any type
 * above it in the SAF_FACILITY_TYPE tree is listed (a group row covers every type under it)
 */
export const safCheckTemplateType = pgTable(
  'saf_check_template_type',
  {
    typeNo: serial('type_no').primaryKey(),
    templateNo: integer('template_no').notNull().references(() => safCheckTemplate.templateNo),
    facilityTypeCd: varchar('facility_type_cd', { length: 20 }).notNull(),
    rowNo: integer('row_no'),
    ...childAudit(),
  },
  (t) => [index('saf_check_template_type_template_idx').on(t.templateNo, t.facilityTypeCd)],
);

/** 점검계획 (check-plan.resource.ts): the due list is this table sorted by next_due_ymd */
export const safCheckPlan = pgTable(
  'saf_check_plan',
  {
    planNo: serial('plan_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    checkTypeCd: varchar('check_type_cd', { length: 20 }).notNull(),
    planNm: varchar('plan_nm', { length: 200 }).notNull(),
    templateNo: integer('template_no').notNull().references(() => safCheckTemplate.templateNo),
    placeNm: varchar('place_nm', { length: 200 }),
    facilityNo: integer('facility_no'),
    checkerUserId: varchar('checker_user_id', { length: 50 }),
    cycleCd: varchar('cycle_cd', { length: 20 }).notNull(),
    startYmd: date('start_ymd', { mode: 'string' }).notNull(),
    useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
    nextDueYmd: date('next_due_ymd', { mode: 'string' }),
    lastCheckYmd: date('last_check_ymd', { mode: 'string' }),
    ...audit(),
  },
  (t) => [index('saf_check_plan_plant_due_idx').on(t.plantCd, t.nextDueYmd, t.planNo)],
);

/** 점검결과 (check-result.resource.ts) */
export const safCheckResult = pgTable(
  'saf_check_result',
  {
    checkNo: serial('check_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    checkTypeCd: varchar('check_type_cd', { length: 20 }).notNull(),
    checkYmd: date('check_ymd', { mode: 'string' }).notNull(),
    checkerUserId: varchar('checker_user_id', { length: 50 }).notNull(),
    templateNo: integer('template_no').notNull().references(() => safCheckTemplate.templateNo),
    checkTitle: varchar('check_title', { length: 200 }).notNull(),
    placeNm: varchar('place_nm', { length: 200 }),
    planNo: integer('plan_no').references(() => safCheckPlan.planNo),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    opinion: text('opinion'),
    badCount: integer('bad_count'),
    completeYmd: date('complete_ymd', { mode: 'string' }),
    signature: text('signature'),
    ...audit(),
  },
  (t) => [
    index('saf_check_result_plant_ymd_idx').on(t.plantCd, t.checkYmd.desc().nullsFirst(), t.checkNo.desc().nullsFirst()),
    index('saf_check_result_plant_type_ymd_idx').on(t.plantCd, t.checkTypeCd, t.checkYmd.desc().nullsFirst()),
    index('saf_check_result_template_idx').on(t.templateNo, t.checkYmd),
  ],
);

export const safCheckAnswer = pgTable(
  'saf_check_answer',
  {
    answerNo: serial('answer_no').primaryKey(),
    checkNo: integer('check_no').notNull().references(() => safCheckResult.checkNo),
    categoryNm: varchar('category_nm', { length: 100 }).notNull(),
    itemNm: varchar('item_nm', { length: 300 }).notNull(),
    answerScaleCd: varchar('answer_scale_cd', { length: 10 }).notNull(),
    photoRequiredYn: varchar('photo_required_yn', { length: 1 }),
    answerCd: varchar('answer_cd', { length: 10 }),
    score: integer('score'),
    comment: varchar('comment', { length: 500 }),
    photoFileNo: integer('photo_file_no'),
    actionUserId: varchar('action_user_id', { length: 50 }),
    actionDueYmd: date('action_due_ymd', { mode: 'string' }),
    /** the improvement action made from this bad answer when the check was completed */
    actionNo: integer('action_no'),
    rowNo: integer('row_no'),
    ...childAudit(),
  },
  (t) => [index('saf_check_answer_check_idx').on(t.checkNo)],
);

