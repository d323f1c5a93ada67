import { date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol } from '../../../db/columns.js';

const audit = () => ({ ...versionCol(), ...auditCols() });

/** 문서관리 (document.resource.ts): the register; current revision and dates are written by documents.service.ts only */
export const mgtDocument = pgTable('mgt_document', {
  docNo: serial('doc_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  categoryCd: varchar('category_cd', { length: 20 }).notNull(),
  docNumber: varchar('doc_number', { length: 30 }).notNull(),
  docTitle: varchar('doc_title', { length: 200 }).notNull(),
  ownerUserId: varchar('owner_user_id', { length: 50 }).notNull(),
  reviewCycleMonths: integer('review_cycle_months').notNull().default(12),
  statusCd: varchar('status_cd', { length: 20 }).notNull().default('ACTIVE'),
  currentRevNo: integer('current_rev_no'),
  effectiveYmd: date('effective_ymd', { mode: 'string' }),
  lastReviewYmd: date('last_review_ymd', { mode: 'string' }),
  nextReviewYmd: date('next_review_ymd', { mode: 'string' }),
  scopeNote: text('scope_note'),
  ...audit(),
}, (t) => [
  uniqueIndex('mgt_document_plant_number_uq').on(t.plantCd, t.docNumber),
  index('mgt_document_plant_review_idx').on(t.plantCd, t.nextReviewYmd, t.docNo),
]);

/** 문서 개정 (mgtDocRevision): one row per revision; 결재 MGT_DOC on it; revNo unique per document */
export const mgtDocRevision = pgTable('mgt_doc_revision', {
  revisionNo: serial('revision_no').primaryKey(),
  docNo: integer('doc_no').notNull().references(() => mgtDocument.docNo),
  revNo: integer('rev_no').notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  revStatusCd: varchar('rev_status_cd', { length: 20 }).notNull().default('DRAFT'),
  apprStatusCd: varchar('appr_status_cd', { length: 20 }),
  changeSummary: varchar('change_summary', { length: 1000 }).notNull(),
  content: text('content'),
  effectiveYmd: date('effective_ymd', { mode: 'string' }),
  supersededYmd: date('superseded_ymd', { mode: 'string' }),
  ...audit(),
}, (t) => [
  uniqueIndex('mgt_doc_revision_doc_rev_uq').on(t.docNo, t.revNo),
  index('mgt_doc_revision_plant_idx').on(t.plantCd, t.revisionNo),
]);
