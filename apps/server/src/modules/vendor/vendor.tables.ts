import { date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const audit = () => ({
  createUserId: varchar('create_user_id', { length: 50 }),
  createDt: ts('create_dt').notNull().defaultNow(),
  updateUserId: varchar('update_user_id', { length: 50 }),
  updateDt: ts('update_dt').notNull().defaultNow(),
});

/** the plants a vendor works at, with the contract period and the supervising department (child rows of com_vendor) */
export const vendorPlant = pgTable(
  'vnd_vendor_plant',
  {
    vendorPlantNo: serial('vendor_plant_no').primaryKey(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    contractStartYmd: date('contract_start_ymd', { mode: 'string' }),
    contractEndYmd: date('contract_end_ymd', { mode: 'string' }),
    superviseDeptCd: varchar('supervise_dept_cd', { length: 30 }),
    ...audit(),
  },
  (t) => [index('vnd_vendor_plant_vendor_idx').on(t.vendorCd), index('vnd_vendor_plant_plant_idx').on(t.plantCd)],
);

/** 근로자 명부: a vendor's workers (not login accounts: most workers never log in) */
export const vendorWorker = pgTable(
  'vnd_worker',
  {
    workerNo: serial('worker_no').primaryKey(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    workerNm: varchar('worker_nm', { length: 100 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }),
    phoneNo: varchar('phone_no', { length: 30 }),
    jobNm: varchar('job_nm', { length: 100 }),
    employStartYmd: date('employ_start_ymd', { mode: 'string' }),
    /** 건설업 기초안전보건교육 / 채용 시 교육 이수일 (until the education module records completions) */
    safetyEduYmd: date('safety_edu_ymd', { mode: 'string' }),
    /** 특수건강진단: N 해당없음, Y 대상(이수), D 대상(미이수) */
    specialCheckupCd: varchar('special_checkup_cd', { length: 10 }),
    useYn: varchar('use_yn', { length: 1 }).notNull().default('Y'),
    version: integer('version').notNull().default(1),
    ...audit(),
  },
  (t) => [index('vnd_worker_vendor_idx').on(t.vendorCd, t.workerNm), index('vnd_worker_plant_idx').on(t.plantCd, t.workerNo.desc().nullsFirst())],
);

/** licences and certificates of a worker (child rows; files in task class VND_WORKER) */
export const vendorWorkerLicence = pgTable(
  'vnd_worker_licence',
  {
    licenceNo: serial('licence_no').primaryKey(),
    workerNo: integer('worker_no').notNull().references(() => vendorWorker.workerNo, { onDelete: 'cascade' }),
    licenceKindCd: varchar('licence_kind_cd', { length: 30 }).notNull(),
    licenceNumber: varchar('licence_number', { length: 50 }),
    issueYmd: date('issue_ymd', { mode: 'string' }),
    expiryYmd: date('expiry_ymd', { mode: 'string' }),
    remark: text('remark'),
    ...audit(),
  },
  (t) => [index('vnd_worker_licence_worker_idx').on(t.workerNo), index('vnd_worker_licence_expiry_idx').on(t.expiryYmd)],
);
