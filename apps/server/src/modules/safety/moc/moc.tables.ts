import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const childAudit = () => ({
  rowNo: integer('row_no'),
  createUserId: varchar('create_user_id', { length: 50 }),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** 변경관리 (definition: packages/shared/src/safety/moc/moc.resource.ts) */
export const safMoc = pgTable(
  'saf_moc',
  {
    mocNo: serial('moc_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 20 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    mocTypeCd: varchar('moc_type_cd', { length: 20 }).notNull(),
    mocTitle: varchar('moc_title', { length: 200 }).notNull(),
    expiryYmd: date('expiry_ymd', { mode: 'string' }),
    description: text('description'),
    reason: text('reason'),
    documentsChanged: text('documents_changed'),
    riskAssessmentRef: varchar('risk_assessment_ref', { length: 100 }),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_moc_plant_no_idx').on(t.plantCd, t.mocNo.desc().nullsFirst())],
);

export const safMocReview = pgTable(
  'saf_moc_review',
  {
    reviewNo: serial('review_no').primaryKey(),
    mocNo: integer('moc_no').notNull().references(() => safMoc.mocNo),
    disciplineNm: varchar('discipline_nm', { length: 50 }).notNull(),
    reviewerUserId: varchar('reviewer_user_id', { length: 50 }).notNull(),
    decisionCd: varchar('decision_cd', { length: 10 }),
    reviewComment: varchar('review_comment', { length: 500 }),
    ...childAudit(),
  },
  (t) => [index('saf_moc_review_moc_idx').on(t.mocNo)],
);

export const safMocPssr = pgTable(
  'saf_moc_pssr',
  {
    pssrNo: serial('pssr_no').primaryKey(),
    mocNo: integer('moc_no').notNull().references(() => safMoc.mocNo),
    itemNm: varchar('item_nm', { length: 300 }).notNull(),
    resultCd: varchar('result_cd', { length: 10 }),
    pssrComment: varchar('pssr_comment', { length: 300 }),
    ...childAudit(),
  },
  (t) => [index('saf_moc_pssr_moc_idx').on(t.mocNo)],
);

/** expiry notices sent for temporary changes (one per change and expiry date) */
export const safMocAlert = pgTable(
  'saf_moc_alert',
  {
    mocNo: integer('moc_no').notNull().references(() => safMoc.mocNo),
    expiryYmd: date('expiry_ymd', { mode: 'string' }).notNull(),
    sentDt: ts('sent_dt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saf_moc_alert_uq').on(t.mocNo, t.expiryYmd)],
);

/** the PSM items a change names (issue 28): equipment, lines, drawings of the psm registers (`kindCd` + key) */
export const safMocPsmItem = pgTable(
  'saf_moc_psm_item',
  {
    psmItemNo: serial('psm_item_no').primaryKey(),
    mocNo: integer('moc_no').notNull().references(() => safMoc.mocNo),
    kindCd: varchar('kind_cd', { length: 20 }).notNull(),
    itemKey: integer('item_key').notNull(),
    ...childAudit(),
  },
  (t) => [index('saf_moc_psm_item_moc_idx').on(t.mocNo)],
);
