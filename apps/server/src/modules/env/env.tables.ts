import { date, doublePrecision, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, childAuditCols, versionCol, yn } from '../../db/columns.js';

/**
 * 환경 (issue 27), air and water: one table per kind of record, `media_cd` AIR | WATER slicing it (the air and the water
 * definitions are bindings on a slice, lib/resource `slice`).
 */
export const envOutlet = pgTable('env_outlet', {
  outletNo: serial('outlet_no').primaryKey(),
  mediaCd: varchar('media_cd', { length: 10 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  outletCd: varchar('outlet_cd', { length: 30 }).notNull(),
  outletNm: varchar('outlet_nm', { length: 100 }).notNull(),
  classCd: varchar('class_cd', { length: 2 }).notNull(),
  tmsYn: yn('tms_yn').notNull().default('N'),
  specialYn: yn('special_yn').notNull().default('N'),
  receivingWater: varchar('receiving_water', { length: 100 }),
  startYmd: date('start_ymd', { mode: 'string' }).notNull(),
  managerUserId: varchar('manager_user_id', { length: 50 }).notNull(),
  useYn: yn('use_yn').notNull().default('Y'),
  sourceDesc: varchar('source_desc', { length: 500 }),
  remark: varchar('remark', { length: 1000 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  index('env_outlet_plant_idx').on(t.mediaCd, t.plantCd, t.outletCd),
]);

/** permit limits of an outlet, valid from–to (an open end is the permit in force) */
export const envOutletLimit = pgTable('env_outlet_limit', {
  limitNo: serial('limit_no').primaryKey(),
  outletNo: integer('outlet_no').notNull().references(() => envOutlet.outletNo),
  pollutantCd: varchar('pollutant_cd', { length: 20 }).notNull(),
  limitValue: doublePrecision('limit_value'),
  minValue: doublePrecision('min_value'),
  unitCd: varchar('unit_cd', { length: 20 }).notNull(),
  validFromYmd: date('valid_from_ymd', { mode: 'string' }).notNull(),
  validToYmd: date('valid_to_ymd', { mode: 'string' }),
  permitRef: varchar('permit_ref', { length: 100 }),
  ...childAuditCols(),
}, (t) => [index('env_outlet_limit_idx').on(t.outletNo, t.pollutantCd, t.validFromYmd)]);

/** 방지시설 */
export const envFacility = pgTable('env_facility', {
  facilityNo: serial('facility_no').primaryKey(),
  mediaCd: varchar('media_cd', { length: 10 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  facilityTypeCd: varchar('facility_type_cd', { length: 20 }).notNull(),
  facilityNm: varchar('facility_nm', { length: 100 }).notNull(),
  outletNo: integer('outlet_no').notNull().references(() => envOutlet.outletNo),
  capacityDesc: varchar('capacity_desc', { length: 200 }),
  installYmd: date('install_ymd', { mode: 'string' }),
  managerUserId: varchar('manager_user_id', { length: 50 }).notNull(),
  useYn: yn('use_yn').notNull().default('Y'),
  emittingDesc: varchar('emitting_desc', { length: 500 }),
  remark: varchar('remark', { length: 1000 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  index('env_facility_plant_idx').on(t.mediaCd, t.plantCd, t.facilityNm),
  index('env_facility_outlet_idx').on(t.outletNo),
]);

/** 운영일지: one a facility and day (WRITTEN → APPROVED, then locked) */
export const envLog = pgTable('env_log', {
  logNo: serial('log_no').primaryKey(),
  mediaCd: varchar('media_cd', { length: 10 }).notNull(),
  statusCd: varchar('status_cd', { length: 20 }).notNull().default('WRITTEN'),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  facilityNo: integer('facility_no').notNull().references(() => envFacility.facilityNo),
  logYmd: date('log_ymd', { mode: 'string' }).notNull(),
  facilityTypeCd: varchar('facility_type_cd', { length: 20 }),
  deptCd: varchar('dept_cd', { length: 30 }),
  opHours: doublePrecision('op_hours'),
  weather: varchar('weather', { length: 30 }),
  remark: varchar('remark', { length: 1000 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  uniqueIndex('env_log_facility_day_uq').on(t.facilityNo, t.logYmd),
  index('env_log_plant_idx').on(t.mediaCd, t.plantCd, t.logYmd.desc(), t.logNo.desc()),
]);

export const envLogValue = pgTable('env_log_value', {
  valueNo: serial('value_no').primaryKey(),
  logNo: integer('log_no').notNull().references(() => envLog.logNo),
  itemCd: varchar('item_cd', { length: 40 }).notNull(),
  value: doublePrecision('value'),
  rowNo: integer('row_no'),
  ...childAuditCols(),
}, (t) => [index('env_log_value_idx').on(t.logNo)]);

/** 자가측정: the results of an outlet on a day; each value keeps the limit it was compared with */
export const envMeasure = pgTable('env_measure', {
  measureNo: serial('measure_no').primaryKey(),
  mediaCd: varchar('media_cd', { length: 10 }).notNull(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  outletNo: integer('outlet_no').notNull().references(() => envOutlet.outletNo),
  measureYmd: date('measure_ymd', { mode: 'string' }).notNull(),
  agencyNm: varchar('agency_nm', { length: 100 }),
  exceedYn: yn('exceed_yn').notNull().default('N'),
  actionNo: integer('action_no'),
  remark: varchar('remark', { length: 1000 }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [
  index('env_measure_plant_idx').on(t.mediaCd, t.plantCd, t.measureYmd.desc(), t.measureNo.desc()),
  index('env_measure_outlet_idx').on(t.outletNo, t.measureYmd),
]);

export const envMeasureValue = pgTable('env_measure_value', {
  valueNo: serial('value_no').primaryKey(),
  measureNo: integer('measure_no').notNull().references(() => envMeasure.measureNo),
  pollutantCd: varchar('pollutant_cd', { length: 20 }).notNull(),
  value: doublePrecision('value').notNull(),
  limitValue: doublePrecision('limit_value'),
  minValue: doublePrecision('min_value'),
  unitCd: varchar('unit_cd', { length: 20 }),
  exceedYn: yn('exceed_yn').notNull().default('N'),
  rowNo: integer('row_no'),
  ...childAuditCols(),
}, (t) => [index('env_measure_value_idx').on(t.measureNo, t.pollutantCd)]);

/** 사후환경영향조사·협의내용 이행 */
export const envEia = pgTable('env_eia', {
  eiaNo: serial('eia_no').primaryKey(),
  plantCd: varchar('plant_cd', { length: 10 }).notNull(),
  deptCd: varchar('dept_cd', { length: 30 }).notNull(),
  categoryCd: varchar('category_cd', { length: 20 }).notNull(),
  projectNm: varchar('project_nm', { length: 200 }).notNull(),
  itemText: varchar('item_text', { length: 2000 }).notNull(),
  cycleCd: varchar('cycle_cd', { length: 20 }).notNull(),
  managerUserId: varchar('manager_user_id', { length: 50 }).notNull(),
  startYmd: date('start_ymd', { mode: 'string' }).notNull(),
  notifyYmd: date('notify_ymd', { mode: 'string' }),
  endYmd: date('end_ymd', { mode: 'string' }),
  lastYmd: date('last_ymd', { mode: 'string' }),
  nextDueYmd: date('next_due_ymd', { mode: 'string' }),
  ...versionCol(),
  ...auditCols(),
}, (t) => [index('env_eia_plant_idx').on(t.plantCd, t.nextDueYmd)]);

export const envEiaEntry = pgTable('env_eia_entry', {
  entryNo: serial('entry_no').primaryKey(),
  eiaNo: integer('eia_no').notNull().references(() => envEia.eiaNo),
  entryYmd: date('entry_ymd', { mode: 'string' }).notNull(),
  resultCd: varchar('result_cd', { length: 20 }).notNull(),
  content: varchar('content', { length: 500 }).notNull(),
  ...childAuditCols(),
}, (t) => [index('env_eia_entry_idx').on(t.eiaNo, t.entryYmd)]);

/** an exceedance alert already sent for a measurement value (the notification is sent once) */
export const envAlertSent = pgTable('env_alert_sent', {
  alertKey: varchar('alert_key', { length: 100 }).primaryKey(),
  sentDt: date('sent_dt', { mode: 'string' }).notNull(),
});
