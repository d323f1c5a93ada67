import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol, yn } from '../../db/columns.js';

/**
 * 의약품 (drug master) per plant. `stock_qty` is the plant's stock = the sum of the drug's movements; it is only ever
 * changed together with a movement row, by one conditional UPDATE (… where stock_qty + delta >= 0), so it cannot go
 * negative even under concurrent withdrawals (the CHECK constraint is the last line of defence).
 */
export const heaDrug = pgTable(
  'hea_drug',
  {
    drugNo: serial('drug_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    drugNm: varchar('drug_nm', { length: 200 }).notNull(),
    unitNm: varchar('unit_nm', { length: 20 }).notNull(),
    drugClassCd: varchar('drug_class_cd', { length: 30 }).notNull(),
    safetyStock: integer('safety_stock').notNull().default(0),
    stockQty: integer('stock_qty').notNull().default(0),
    remark: text('remark'),
    useYn: yn('use_yn').notNull().default('Y'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [uniqueIndex('hea_drug_plant_nm_uq').on(t.plantCd, t.drugNm), check('hea_drug_stock_nonneg', sql`${t.stockQty} >= 0`)],
);

/** 입고(IN) / 출고(OUT) / 사용(USE, from a prescription) / 폐기(DISPOSE); delta_qty is signed */
export const heaDrugMove = pgTable(
  'hea_drug_move',
  {
    moveNo: serial('move_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    drugNo: integer('drug_no').notNull().references(() => heaDrug.drugNo),
    moveTypeCd: varchar('move_type_cd', { length: 10 }).notNull(),
    moveYmd: date('move_ymd', { mode: 'string' }).notNull(),
    qty: integer('qty').notNull(),
    deltaQty: integer('delta_qty').notNull(),
    visitNo: integer('visit_no'),
    remark: varchar('remark', { length: 500 }),
    ...auditCols(),
  },
  (t) => [
    index('hea_drug_move_drug_idx').on(t.drugNo, t.moveYmd),
    index('hea_drug_move_plant_ymd_idx').on(t.plantCd, t.moveYmd),
    index('hea_drug_move_visit_idx').on(t.visitNo),
  ],
);

/** 보건실 이용: a plant user (user_id) or a vendor worker by name (worker_nm, vendor_cd) */
export const heaInfirmaryVisit = pgTable(
  'hea_infirmary_visit',
  {
    visitNo: serial('visit_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    visitYmd: date('visit_ymd', { mode: 'string' }).notNull(),
    visitHm: varchar('visit_hm', { length: 5 }).notNull(),
    userId: varchar('user_id', { length: 50 }),
    workerNm: varchar('worker_nm', { length: 100 }).notNull(),
    /** the worker's department at the visit (department scope); null for vendor workers */
    deptCd: varchar('dept_cd', { length: 30 }),
    vendorCd: varchar('vendor_cd', { length: 20 }),
    complaintCd: varchar('complaint_cd', { length: 30 }).notNull(),
    symptom: text('symptom'),
    bpSystolic: integer('bp_systolic'),
    bpDiastolic: integer('bp_diastolic'),
    pulse: integer('pulse'),
    bodyTemp: numeric('body_temp', { precision: 4, scale: 1 }),
    bloodSugar: integer('blood_sugar'),
    treatment: text('treatment'),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [index('hea_infirmary_visit_plant_ymd_idx').on(t.plantCd, t.visitYmd.desc().nullsFirst()), index('hea_infirmary_visit_user_idx').on(t.userId)],
);

/** 처방: drug + quantity; each posts one USE movement in the visit's transaction */
export const heaInfirmaryRx = pgTable(
  'hea_infirmary_rx',
  {
    visitNo: integer('visit_no').notNull().references(() => heaInfirmaryVisit.visitNo, { onDelete: 'cascade' }),
    drugNo: integer('drug_no').notNull().references(() => heaDrug.drugNo),
    qty: integer('qty').notNull(),
    moveNo: integer('move_no').references(() => heaDrugMove.moveNo),
    ...auditCols(),
  },
  (t) => [primaryKey({ columns: [t.visitNo, t.drugNo] })],
);
