import { customType, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar, jsonb, bigint } from 'drizzle-orm/pg-core';
import { auditCols, childAuditCols, ts, versionCol } from '../../db/columns.js';
import { publicTokenCol } from '../../db/public-token.js';

/** 화학물질·MSDS (issue 26): every table of the module (definitions: packages/shared/src/chm) */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const audit = () => ({ ...versionCol(), ...auditCols() });
const childAudit = childAuditCols;

/** 규제물질: one row per substance (CAS) */
export const chmChemical = pgTable('chm_chemical', {
  chemNo: serial('chem_no').primaryKey(),
  casNo: varchar('cas_no', { length: 20 }).notNull(),
  chemNmKo: varchar('chem_nm_ko', { length: 200 }).notNull(),
  chemNmEn: varchar('chem_nm_en', { length: 200 }),
  unNo: varchar('un_no', { length: 10 }),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
}, (t) => [uniqueIndex('chm_chemical_cas_uq').on(t.casNo)]);

/** a substance's regulations: category + mixture threshold % (위험물: 류별 and 지정수량) */
export const chmChemicalReg = pgTable('chm_chemical_reg', {
  chemRegNo: serial('chem_reg_no').primaryKey(),
  chemNo: integer('chem_no').notNull().references(() => chmChemical.chemNo),
  regCd: varchar('reg_cd', { length: 30 }).notNull(),
  thresholdPct: doublePrecision('threshold_pct').notNull(),
  hazmatClassNm: varchar('hazmat_class_nm', { length: 100 }),
  designatedQty: doublePrecision('designated_qty'),
  designatedUnitCd: varchar('designated_unit_cd', { length: 5 }),
  ...childAudit(),
}, (t) => [uniqueIndex('chm_chemical_reg_uq').on(t.chemNo, t.regCd)]);

/** 화학제품 with its current SDS revision */
export const chmProd = pgTable('chm_prod', {
  chemProdNo: serial('chem_prod_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }),
  ownerUserId: varchar('owner_user_id', { length: 50 }),
  prodNm: varchar('prod_nm', { length: 200 }).notNull(),
  stateCd: varchar('state_cd', { length: 10 }),
  densityKgL: doublePrecision('density_kg_l'),
  makerNm: varchar('maker_nm', { length: 200 }),
  supplierNm: varchar('supplier_nm', { length: 200 }),
  emergencyTel: varchar('emergency_tel', { length: 30 }),
  useDesc: varchar('use_desc', { length: 300 }),
  signalWordCd: varchar('signal_word_cd', { length: 10 }),
  sdsRevNo: integer('sds_rev_no').notNull().default(1),
  sdsRevYmd: date('sds_rev_ymd', { mode: 'string' }),
  koshaNo: varchar('kosha_no', { length: 50 }),
  hCodes: text('h_codes').array(),
  pCodes: text('p_codes').array(),
  euhCodes: text('euh_codes').array(),
  firstAidTxt: text('first_aid_txt'),
  spillTxt: text('spill_txt'),
  ppeTxt: text('ppe_txt'),
  storageTxt: text('storage_txt'),
  usableYn: varchar('usable_yn', { length: 1 }).notNull().default('N'),
  regAlertYn: varchar('reg_alert_yn', { length: 1 }).notNull().default('N'),
  sdsDueYmd: date('sds_due_ymd', { mode: 'string' }),
  /** the KOSHA MSDS import the form was filled from (server-resolved): its source and fetch time kept beside the data */
  koshaFetchNo: integer('kosha_fetch_no'),
  sdsSourceNm: varchar('sds_source_nm', { length: 200 }),
  sdsFetchDt: ts('sds_fetch_dt'),
  publicToken: publicTokenCol(),
  ...audit(),
}, (t) => [
  index('chm_prod_plant_idx').on(t.plantCd, t.chemProdNo.desc()),
  uniqueIndex('chm_prod_token_uq').on(t.publicToken),
  index('chm_prod_due_idx').on(t.sdsDueYmd),
]);

export const chmProdComponent = pgTable('chm_prod_component', {
  compNo: serial('comp_no').primaryKey(),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  casNo: varchar('cas_no', { length: 20 }).notNull(),
  chemNm: varchar('chem_nm', { length: 200 }),
  contentMinPct: doublePrecision('content_min_pct'),
  contentMaxPct: doublePrecision('content_max_pct'),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('chm_prod_component_prod_idx').on(t.chemProdNo), index('chm_prod_component_cas_idx').on(t.casNo)]);

/** the regulations the server computed for a product (rewritten on save, renewal and regulation upload) */
export const chmProdReg = pgTable('chm_prod_reg', {
  prodRegNo: serial('prod_reg_no').primaryKey(),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  regCd: varchar('reg_cd', { length: 30 }).notNull(),
  casNo: varchar('cas_no', { length: 20 }).notNull(),
  contentMaxPct: doublePrecision('content_max_pct').notNull(),
  thresholdPct: doublePrecision('threshold_pct').notNull(),
}, (t) => [index('chm_prod_reg_prod_idx').on(t.chemProdNo), index('chm_prod_reg_reg_idx').on(t.regCd)]);

/** earlier SDS revisions of a product (a renewal keeps the one it replaces) */
export const chmProdSds = pgTable('chm_prod_sds', {
  sdsNo: serial('sds_no').primaryKey(),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  sdsRevNo: integer('sds_rev_no').notNull(),
  sdsRevYmd: date('sds_rev_ymd', { mode: 'string' }),
  koshaNo: varchar('kosha_no', { length: 50 }),
  signalWordCd: varchar('signal_word_cd', { length: 10 }),
  hCodes: text('h_codes').array(),
  pCodes: text('p_codes').array(),
  euhCodes: text('euh_codes').array(),
  components: jsonb('components'),
  replacedByUserId: varchar('replaced_by_user_id', { length: 50 }),
  replacedDt: ts('replaced_dt').notNull().defaultNow(),
  renewalReason: varchar('renewal_reason', { length: 500 }),
}, (t) => [uniqueIndex('chm_prod_sds_uq').on(t.chemProdNo, t.sdsRevNo)]);

export const chmStorage = pgTable('chm_storage', {
  storageNo: serial('storage_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  storageNm: varchar('storage_nm', { length: 100 }).notNull(),
  storageTypeCd: varchar('storage_type_cd', { length: 20 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }),
  managerUserId: varchar('manager_user_id', { length: 50 }),
  locationDesc: varchar('location_desc', { length: 200 }),
  facilityNm: varchar('facility_nm', { length: 100 }),
  inspectCycleMonths: integer('inspect_cycle_months'),
  lastInspectYmd: date('last_inspect_ymd', { mode: 'string' }),
  useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
  publicToken: publicTokenCol(),
  ...audit(),
}, (t) => [index('chm_storage_plant_idx').on(t.plantCd, t.storageNo), uniqueIndex('chm_storage_token_uq').on(t.publicToken)]);

export const chmItem = pgTable('chm_item', {
  itemNo: serial('item_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  itemNm: varchar('item_nm', { length: 200 }).notNull(),
  packQty: doublePrecision('pack_qty').notNull(),
  packUnitCd: varchar('pack_unit_cd', { length: 5 }).notNull(),
  packNm: varchar('pack_nm', { length: 50 }),
  useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
  ...audit(),
}, (t) => [index('chm_item_plant_idx').on(t.plantCd, t.itemNo)]);

/** permitted amounts: a limit in kg per plant (and storage) for a category or a product */
export const chmLimit = pgTable('chm_limit', {
  limitNo: serial('limit_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  storageNo: integer('storage_no').references(() => chmStorage.storageNo),
  regCd: varchar('reg_cd', { length: 30 }),
  chemProdNo: integer('chem_prod_no').references(() => chmProd.chemProdNo),
  limitKg: doublePrecision('limit_kg').notNull(),
  permitNo: varchar('permit_no', { length: 100 }),
  remark: varchar('remark', { length: 300 }),
  ...audit(),
}, (t) => [index('chm_limit_plant_idx').on(t.plantCd)]);

/** the in/out ledger (append-only; the stock row moves in the same transaction) */
export const chmInout = pgTable('chm_inout', {
  inoutNo: serial('inout_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  storageNo: integer('storage_no').notNull().references(() => chmStorage.storageNo),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  itemNo: integer('item_no').references(() => chmItem.itemNo),
  inoutTypeCd: varchar('inout_type_cd', { length: 10 }).notNull(),
  inoutYmd: date('inout_ymd', { mode: 'string' }).notNull(),
  qty: doublePrecision('qty').notNull(),
  unitCd: varchar('unit_cd', { length: 5 }).notNull(),
  qtyKg: doublePrecision('qty_kg').notNull(),
  deltaKg: doublePrecision('delta_kg').notNull(),
  balanceKg: doublePrecision('balance_kg').notNull(),
  overrideYn: varchar('override_yn', { length: 1 }).notNull().default('N'),
  overrideReason: varchar('override_reason', { length: 500 }),
  remark: varchar('remark', { length: 500 }),
  ...audit(),
}, (t) => [
  index('chm_inout_plant_idx').on(t.plantCd, t.inoutNo.desc()),
  index('chm_inout_storage_ymd_idx').on(t.storageNo, t.inoutYmd, t.inoutNo),
  index('chm_inout_prod_idx').on(t.chemProdNo, t.inoutYmd),
]);

/** current stock per storage and product (kg), kept with every movement */
export const chmStock = pgTable('chm_stock', {
  storageNo: integer('storage_no').notNull().references(() => chmStorage.storageNo),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  qtyKg: doublePrecision('qty_kg').notNull().default(0),
  updateDt: ts('update_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.storageNo, t.chemProdNo] }), index('chm_stock_plant_idx').on(t.plantCd), index('chm_stock_prod_idx').on(t.chemProdNo)]);

/** 신규화학물질 사전검토 */
export const chmMatcheck = pgTable('chm_matcheck', {
  reqNo: serial('req_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull().default('REVIEW'),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  useDesc: varchar('use_desc', { length: 300 }).notNull(),
  placeDesc: varchar('place_desc', { length: 200 }),
  qtyDesc: varchar('qty_desc', { length: 100 }),
  exposedCnt: integer('exposed_cnt'),
  ppeDesc: varchar('ppe_desc', { length: 300 }),
  substituteYn: varchar('substitute_yn', { length: 1 }).notNull().default('N'),
  substituteDesc: varchar('substitute_desc', { length: 500 }),
  /** the MSDS training opened on confirmation (시행규칙 제169조): the department's 교육계획 and its row */
  eduPlanNo: integer('edu_plan_no'),
  eduPlanItemNo: integer('edu_plan_item_no'),
  ...audit(),
}, (t) => [index('chm_matcheck_plant_idx').on(t.plantCd, t.reqNo.desc()), index('chm_matcheck_prod_idx').on(t.chemProdNo)]);

export const chmMatcheckReview = pgTable('chm_matcheck_review', {
  reviewNo: serial('review_no').primaryKey(),
  reqNo: integer('req_no').notNull().references(() => chmMatcheck.reqNo),
  disciplineCd: varchar('discipline_cd', { length: 10 }).notNull(),
  reviewerUserId: varchar('reviewer_user_id', { length: 50 }).notNull(),
  decisionCd: varchar('decision_cd', { length: 10 }),
  reviewComment: varchar('review_comment', { length: 1000 }),
  reviewDt: ts('review_dt'),
  rowNo: integer('row_no'),
  ...childAudit(),
}, (t) => [index('chm_matcheck_review_req_idx').on(t.reqNo), index('chm_matcheck_review_user_idx').on(t.reviewerUserId)]);

/** regulation workbook uploads: the file, its diff against the base, and who applied it when */
export const chmRegUpload = pgTable('chm_reg_upload', {
  uploadNo: serial('upload_no').primaryKey(),
  fileNm: varchar('file_nm', { length: 300 }).notNull(),
  fileData: bytea('file_data').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  diff: jsonb('diff').notNull(),
  addedCnt: integer('added_cnt').notNull(),
  changedCnt: integer('changed_cnt').notNull(),
  removedCnt: integer('removed_cnt').notNull(),
  statusCd: varchar('status_cd', { length: 10 }).notNull().default('PREVIEW'),
  flaggedProdCnt: integer('flagged_prod_cnt'),
  createUserId: varchar('create_user_id', { length: 50 }).notNull(),
  createDt: ts('create_dt').notNull().defaultNow(),
  appliedUserId: varchar('applied_user_id', { length: 50 }),
  appliedDt: ts('applied_dt'),
});

/** SDS review reminders sent (one per product and revision date) */
export const chmSdsAlert = pgTable('chm_sds_alert', {
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  sdsRevYmd: date('sds_rev_ymd', { mode: 'string' }).notNull(),
  sentDt: ts('sent_dt').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.chemProdNo, t.sdsRevYmd] })]);

/** Korean and English H/P statements by version of the 고용노동부 고시 (code table, versioned) */
export const chmHpStatement = pgTable('chm_hp_statement', {
  verCd: varchar('ver_cd', { length: 20 }).notNull(),
  code: varchar('code', { length: 30 }).notNull(),
  textKo: varchar('text_ko', { length: 500 }).notNull(),
  textEn: varchar('text_en', { length: 500 }),
  sourceNm: varchar('source_nm', { length: 200 }).notNull(),
}, (t) => [primaryKey({ columns: [t.verCd, t.code] })]);


/** 시약·약품 불출 요청 (workflow REQUESTED → APPROVED → ISSUED → RECEIVED | REJECTED); the 출고 is a chm_inout row */
export const chmDispense = pgTable('chm_dispense', {
  dispenseNo: serial('dispense_no').primaryKey(),
  statusCd: varchar('status_cd', { length: 20 }).notNull().default('REQUESTED'),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  needYmd: date('need_ymd', { mode: 'string' }),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  storageNo: integer('storage_no').notNull().references(() => chmStorage.storageNo),
  qty: doublePrecision('qty').notNull(),
  unitCd: varchar('unit_cd', { length: 5 }).notNull(),
  purpose: varchar('purpose', { length: 300 }).notNull(),
  issuerUserId: varchar('issuer_user_id', { length: 50 }),
  issuedYmd: date('issued_ymd', { mode: 'string' }),
  inoutNo: integer('inout_no').references(() => chmInout.inoutNo),
  receivedYmd: date('received_ymd', { mode: 'string' }),
  ...audit(),
}, (t) => [
  index('chm_dispense_plant_idx').on(t.plantCd, t.dispenseNo.desc()),
  index('chm_dispense_dept_idx').on(t.deptCd, t.dispenseNo.desc()),
  index('chm_dispense_issuer_idx').on(t.issuerUserId, t.statusCd),
]);

/** a KOSHA MSDS OpenAPI lookup as fetched by the server (who, when, what it answered): a product saved from it names it */
export const chmKoshaFetch = pgTable('chm_kosha_fetch', {
  fetchNo: serial('fetch_no').primaryKey(),
  chemId: varchar('chem_id', { length: 20 }).notNull(),
  casNo: varchar('cas_no', { length: 20 }),
  chemNmKo: varchar('chem_nm_ko', { length: 500 }),
  payload: jsonb('payload').notNull(),
  fetchUserId: varchar('fetch_user_id', { length: 50 }).notNull(),
  fetchDt: ts('fetch_dt').notNull().defaultNow(),
}, (t) => [index('chm_kosha_fetch_chem_idx').on(t.chemId)]);

/**
 * 용기(로트): a container of a product in a storage place (storage child rows) with its own random token, so the QR on the
 * container opens that lot's SDS summary without a login. The token is a column default: kept when the row is saved again.
 */
export const chmContainer = pgTable('chm_container', {
  containerNo: serial('container_no').primaryKey(),
  storageNo: integer('storage_no').notNull().references(() => chmStorage.storageNo),
  rowNo: integer('row_no'),
  chemProdNo: integer('chem_prod_no').notNull().references(() => chmProd.chemProdNo),
  lotNo: varchar('lot_no', { length: 50 }).notNull(),
  containerNm: varchar('container_nm', { length: 100 }),
  receivedYmd: date('received_ymd', { mode: 'string' }),
  expiryYmd: date('expiry_ymd', { mode: 'string' }),
  useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
  publicToken: publicTokenCol(),
  ...childAudit(),
}, (t) => [index('chm_container_storage_idx').on(t.storageNo), uniqueIndex('chm_container_token_uq').on(t.publicToken), index('chm_container_prod_idx').on(t.chemProdNo)]);
