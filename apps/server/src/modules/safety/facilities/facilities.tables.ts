import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 설비 (facility.resource.ts) */
export const safFacility = pgTable(
  'saf_facility',
  {
    facilityNo: serial('facility_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }).notNull(),
    facilityCd: varchar('facility_cd', { length: 30 }).notNull(),
    facilityNm: varchar('facility_nm', { length: 200 }).notNull(),
    facilityTypeCd: varchar('facility_type_cd', { length: 20 }).notNull(),
    placeNm: varchar('place_nm', { length: 200 }),
    legalTargetYn: varchar('legal_target_yn', { length: 1 }).notNull().default('N'),
    inspectionCycleMonths: integer('inspection_cycle_months').notNull(),
    nextInspectionYmd: date('next_inspection_ymd', { mode: 'string' }).notNull(),
    lastInspectionYmd: date('last_inspection_ymd', { mode: 'string' }),
    useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    createUserId: varchar('create_user_id', { length: 50 }),
    createDt: ts('create_dt').notNull().defaultNow(),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saf_facility_plant_cd_uq').on(t.plantCd, t.facilityCd),
    index('saf_facility_plant_next_idx').on(t.plantCd, t.nextInspectionYmd, t.facilityNo),
  ],
);

export const safFacilityInspection = pgTable(
  'saf_facility_inspection',
  {
    inspectionNo: serial('inspection_no').primaryKey(),
    facilityNo: integer('facility_no').notNull().references(() => safFacility.facilityNo),
    inspectionYmd: date('inspection_ymd', { mode: 'string' }).notNull(),
    inspectionKindCd: varchar('inspection_kind_cd', { length: 20 }).notNull(),
    resultCd: varchar('result_cd', { length: 10 }).notNull(),
    agencyNm: varchar('agency_nm', { length: 200 }),
    certNo: varchar('cert_no', { length: 100 }),
    remark: varchar('remark', { length: 500 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_facility_inspection_facility_idx').on(t.facilityNo)],
);

/** overdue alerts sent (one per facility and due date: the job never repeats one) */
export const safFacilityAlert = pgTable(
  'saf_facility_alert',
  {
    facilityNo: integer('facility_no').notNull().references(() => safFacility.facilityNo),
    dueYmd: date('due_ymd', { mode: 'string' }).notNull(),
    sentDt: ts('sent_dt').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saf_facility_alert_uq').on(t.facilityNo, t.dueYmd)],
);
