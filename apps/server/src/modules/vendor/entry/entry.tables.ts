import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { entrantCodeCol } from '../../../db/public-token.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** 출입신청 (definition: packages/shared/src/vendor/entry.resource.ts) */
export const vendorEntry = pgTable(
  'vnd_entry',
  {
    entryNo: serial('entry_no').primaryKey(),
    statusCd: varchar('status_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    superviseDeptCd: varchar('supervise_dept_cd', { length: 30 }).notNull(),
    workDesc: varchar('work_desc', { length: 300 }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    entryFromYmd: date('entry_from_ymd', { mode: 'string' }).notNull(),
    entryToYmd: date('entry_to_ymd', { mode: 'string' }).notNull(),
    remark: text('remark'),
    approveYmd: date('approve_ymd', { mode: 'string' }),
    /** the QR pass: an unguessable token issued at approval (never shown in lists; the detail shows it to the record's readers) */
    passToken: varchar('pass_token', { length: 64 }),
    /** the visitor login's code printed on the pass (the entry number is sequential, so not a secret) */
    entrantCd: entrantCodeCol(),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [
    index('vnd_entry_plant_no_idx').on(t.plantCd, t.entryNo.desc().nullsFirst()),
    index('vnd_entry_vendor_idx').on(t.vendorCd, t.entryNo.desc().nullsFirst()),
    index('vnd_entry_dept_idx').on(t.superviseDeptCd, t.entryNo.desc().nullsFirst()),
    uniqueIndex('vnd_entry_pass_token_idx').on(t.passToken),
  ],
);

/** 출입 인원: workers of the request's vendor (workerNm is copied from the roster by the server) */
export const vendorEntryPerson = pgTable(
  'vnd_entry_person',
  {
    personNo: serial('person_no').primaryKey(),
    entryNo: integer('entry_no').notNull().references(() => vendorEntry.entryNo, { onDelete: 'cascade' }),
    workerNo: integer('worker_no').notNull(),
    workerNm: varchar('worker_nm', { length: 100 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_entry_person_entry_idx').on(t.entryNo), index('vnd_entry_person_worker_idx').on(t.workerNo)],
);

export const vendorEntryVehicle = pgTable(
  'vnd_entry_vehicle',
  {
    vehicleNo: serial('vehicle_no').primaryKey(),
    entryNo: integer('entry_no').notNull().references(() => vendorEntry.entryNo, { onDelete: 'cascade' }),
    carNo: varchar('car_no', { length: 20 }).notNull(),
    carKindCd: varchar('car_kind_cd', { length: 30 }),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_entry_vehicle_entry_idx').on(t.entryNo)],
);

export const vendorEntryEquipment = pgTable(
  'vnd_entry_equipment',
  {
    equipNo: serial('equip_no').primaryKey(),
    entryNo: integer('entry_no').notNull().references(() => vendorEntry.entryNo, { onDelete: 'cascade' }),
    equipNm: varchar('equip_nm', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }),
    qty: integer('qty'),
    createUserId: varchar('create_user_id', { length: 50 }),
    updateUserId: varchar('update_user_id', { length: 50 }),
    updateDt: ts('update_dt').notNull().defaultNow(),
  },
  (t) => [index('vnd_entry_equipment_entry_idx').on(t.entryNo)],
);
