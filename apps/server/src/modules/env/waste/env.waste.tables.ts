import { date, doublePrecision, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, ts, versionCol } from '../../../db/columns.js';

/** 폐기물 (issue 27 items 4–5; definitions: packages/shared/src/env/waste) */

/** a waste lot: generated, stored in a place since a date, handed over by one disposal */
export const envWaste = pgTable('env_waste', {
  wasteNo: serial('waste_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull().default('STORED'),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  wasteKindCd: varchar('waste_kind_cd', { length: 30 }).notNull(),
  storagePlaceNm: varchar('storage_place_nm', { length: 100 }).notNull(),
  storedSinceYmd: date('stored_since_ymd', { mode: 'string' }).notNull(),
  qty: doublePrecision('qty').notNull(),
  unitCd: varchar('unit_cd', { length: 5 }).notNull(),
  handedYmd: date('handed_ymd', { mode: 'string' }),
  remark: varchar('remark', { length: 500 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  index('env_waste_plant_idx').on(t.plantCd, t.wasteNo.desc()),
  index('env_waste_stored_idx').on(t.plantCd, t.statusCd, t.storedSinceYmd),
]);

/** a disposal (인계): the 인계서 number is unique per plant */
export const envWasteDisposal = pgTable('env_waste_disposal', {
  disposalNo: serial('disposal_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  wasteNo: integer('waste_no').notNull().references(() => envWaste.wasteNo),
  wasteKindCd: varchar('waste_kind_cd', { length: 30 }).notNull(),
  handoverNo: varchar('handover_no', { length: 30 }),
  handoverYmd: date('handover_ymd', { mode: 'string' }),
  carrierVendorCd: varchar('carrier_vendor_cd', { length: 20 }),
  treaterVendorCd: varchar('treater_vendor_cd', { length: 20 }),
  estimatedQty: doublePrecision('estimated_qty'),
  unitCd: varchar('unit_cd', { length: 5 }).notNull(),
  measuredQty: doublePrecision('measured_qty'),
  receiptYmd: date('receipt_ymd', { mode: 'string' }),
  treatMethodCd: varchar('treat_method_cd', { length: 20 }),
  completedYmd: date('completed_ymd', { mode: 'string' }),
  remark: varchar('remark', { length: 500 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  index('env_waste_disposal_plant_idx').on(t.plantCd, t.disposalNo.desc()),
  index('env_waste_disposal_handover_idx').on(t.plantCd, t.handoverYmd),
  index('env_waste_disposal_waste_idx').on(t.wasteNo),
  uniqueIndex('env_waste_disposal_handover_uq').on(t.plantCd, t.handoverNo),
]);

/** one reconciliation with Allbaro's download: the period, the file's name and the findings */
export const envWasteAllbaro = pgTable('env_waste_allbaro', {
  reconNo: serial('recon_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  fromYmd: date('from_ymd', { mode: 'string' }).notNull(),
  toYmd: date('to_ymd', { mode: 'string' }).notNull(),
  fileNm: varchar('file_nm', { length: 300 }).notNull(),
  rowCnt: integer('row_cnt').notNull(),
  matchedCnt: integer('matched_cnt').notNull(),
  issueCnt: integer('issue_cnt').notNull(),
  issues: jsonb('issues').notNull(),
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
}, (t) => [index('env_waste_allbaro_plant_idx').on(t.plantCd, t.reconNo.desc())]);
