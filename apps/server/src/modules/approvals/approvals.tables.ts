import { sql } from 'drizzle-orm';
import { char, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const yn = (name: string) => char(name, { length: 1 });
const auditCols = {
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
};

/** 결재선 템플릿: one per plant and document type */
export const apprLine = pgTable(
  'com_appr_line',
  {
    apprLineNo: serial('appr_line_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    apprTypeCd: varchar('appr_type_cd', { length: 50 }).notNull(),
    apprLineNm: varchar('appr_line_nm', { length: 200 }).notNull(),
    addableYn: yn('addable_yn').notNull().default('Y'),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditCols,
  },
  (t) => [uniqueIndex('com_appr_line_plant_type_uq').on(t.plantCd, t.apprTypeCd)],
);

/** ordered slots of a template */
export const apprLineSlot = pgTable(
  'com_appr_line_slot',
  {
    apprLineNo: integer('appr_line_no').notNull().references(() => apprLine.apprLineNo, { onDelete: 'cascade' }),
    slotNo: integer('slot_no').notNull(),
    slotKind: varchar('slot_kind', { length: 20 }).notNull(),
    resolveType: varchar('resolve_type', { length: 20 }).notNull(),
    userId: varchar('user_id', { length: 50 }),
    dutyCd: varchar('duty_cd', { length: 30 }),
    deptCd: varchar('dept_cd', { length: 30 }),
    requiredYn: yn('required_yn').notNull().default('Y'),
    changeableYn: yn('changeable_yn').notNull().default('N'),
  },
  (t) => [primaryKey({ columns: [t.apprLineNo, t.slotNo] })],
);

/** 결재 요청 */
export const apprRequest = pgTable(
  'com_appr_request',
  {
    apprRequestNo: serial('appr_request_no').primaryKey(),
    apprTypeCd: varchar('appr_type_cd', { length: 50 }).notNull(),
    recordKey: varchar('record_key', { length: 100 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    title: varchar('title', { length: 300 }).notNull(),
    /** printable summary lines of the record at request time */
    summary: jsonb('summary').$type<string[]>().notNull().default([]),
    statusCd: varchar('status_cd', { length: 10 }).notNull(),
    requestUserId: varchar('request_user_id', { length: 50 }).notNull(),
    requestDt: ts('request_dt'),
    currentStepNo: integer('current_step_no'),
    completeDt: ts('complete_dt'),
    rejectReason: text('reject_reason'),
    prevApprRequestNo: integer('prev_appr_request_no'),
    version: integer('version').notNull().default(1),
    ...auditCols,
  },
  (t) => [
    // one live request per record: a second submit (even a concurrent one) fails on this index
    uniqueIndex('com_appr_request_live_uq').on(t.apprTypeCd, t.recordKey).where(sql`status_cd in ('DRAFT', 'PROGRESS', 'COMPLETE')`),
    index('com_appr_request_record_idx').on(t.apprTypeCd, t.recordKey),
    index('com_appr_request_user_idx').on(t.requestUserId, t.createDt.desc().nullsFirst()),
    index('com_appr_request_plant_idx').on(t.plantCd, t.createDt.desc().nullsFirst()),
    index('com_appr_request_prev_idx').on(t.prevApprRequestNo),
  ],
);

/** steps of a request; step 1 is the drafter */
export const apprStep = pgTable(
  'com_appr_step',
  {
    apprRequestNo: integer('appr_request_no').notNull().references(() => apprRequest.apprRequestNo, { onDelete: 'cascade' }),
    stepNo: integer('step_no').notNull(),
    slotKind: varchar('slot_kind', { length: 20 }).notNull(),
    approverUserId: varchar('approver_user_id', { length: 50 }).notNull(),
    /** snapshot at request time: the line must read the same years later */
    approverNm: varchar('approver_nm', { length: 100 }),
    deptNm: varchar('dept_nm', { length: 200 }),
    dutyNm: varchar('duty_nm', { length: 100 }),
    stepStatus: varchar('step_status', { length: 10 }).notNull(),
    /** who actually decided (the approver or their delegate) */
    decidedUserId: varchar('decided_user_id', { length: 50 }),
    decidedUserNm: varchar('decided_user_nm', { length: 100 }),
    decidedDt: ts('decided_dt'),
    comment: text('comment'),
    signature: text('signature'),
  },
  (t) => [
    primaryKey({ columns: [t.apprRequestNo, t.stepNo] }),
    index('com_appr_step_approver_idx').on(t.approverUserId, t.stepStatus),
    index('com_appr_step_decided_idx').on(t.decidedUserId, t.decidedDt.desc().nullsFirst()),
  ],
);

/** 대결 (delegation) for a date range */
export const apprDelegate = pgTable(
  'com_appr_delegate',
  {
    delegateNo: serial('delegate_no').primaryKey(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    delegateUserId: varchar('delegate_user_id', { length: 50 }).notNull(),
    fromYmd: date('from_ymd', { mode: 'string' }).notNull(),
    toYmd: date('to_ymd', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 500 }),
    useYn: yn('use_yn').notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...auditCols,
  },
  (t) => [index('com_appr_delegate_to_idx').on(t.delegateUserId, t.fromYmd), index('com_appr_delegate_user_idx').on(t.userId)],
);

/** 일반기안: this module's own document type (a free-form drafted document) */
export const apprDoc = pgTable(
  'com_appr_doc',
  {
    docNo: serial('doc_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    docTitle: varchar('doc_title', { length: 300 }).notNull(),
    docContents: text('doc_contents'),
    /** DRAFT | REQUESTED | APPROVED | REJECTED | RECALLED — moved only by the approval callback */
    statusCd: varchar('status_cd', { length: 10 }).notNull().default('DRAFT'),
    version: integer('version').notNull().default(1),
    ...auditCols,
  },
  (t) => [index('com_appr_doc_user_idx').on(t.createUserId, t.createDt.desc().nullsFirst()), index('com_appr_doc_plant_idx').on(t.plantCd, t.createDt.desc().nullsFirst())],
);
