import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An entrant session (POST /api/auth/vendoruserlogin): the auth_session of the worker's `com_user` row of type E,
 * bound to the permit (WKOD) or entry request (ENTRY) it was opened for and to the site course it takes. The session
 * reaches only that reference and that course; it ends at `end_dt` (the permit window's end) at the latest.
 */
export const wkodEntrantSession = pgTable(
  'saf_wkod_entrant_session',
  {
    sessionId: varchar('session_id', { length: 36 }).primaryKey(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    /** WKOD: a permit (작업허가서); ENTRY: an entry request (출입신청, visitors); VISIT: a walk-in visit (saf_visit) */
    refKindCd: varchar('ref_kind_cd', { length: 10 }).notNull(),
    refNo: integer('ref_no').notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    /** the roster worker (null for a walk-in visitor, who is on no roster) */
    workerNo: integer('worker_no'),
    vendorCd: varchar('vendor_cd', { length: 30 }),
    /** ENTRANT / VISITOR / GAS_WORKER */
    courseTypeCd: varchar('course_type_cd', { length: 30 }).notNull(),
    /** the plant's site course of that type at login (null: none set up) */
    courseNo: integer('course_no'),
    endDt: ts('end_dt').notNull(),
    /** the worker's signature (data URL) given at completion */
    signature: text('signature'),
    signDt: ts('sign_dt'),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_wkod_entrant_session_ref_idx').on(t.refKindCd, t.refNo), index('saf_wkod_entrant_session_worker_idx').on(t.workerNo)],
);

/**
 * 방문 등록 (issue 31): a walk-in visitor of a power plant (no entry request), registered on /mobile/visitLogin with the
 * employee they visit. The visitor course and signature give a day pass (`pass_token`, random, unique) valid on
 * `visit_ymd` (the plant's day) only.
 */
export const safVisit = pgTable(
  'saf_visit',
  {
    visitNo: serial('visit_no').primaryKey(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    visitYmd: date('visit_ymd', { mode: 'string' }).notNull(),
    visitorNm: varchar('visitor_nm', { length: 100 }).notNull(),
    /** digits only */
    visitorHp: varchar('visitor_hp', { length: 30 }).notNull(),
    companyNm: varchar('company_nm', { length: 100 }),
    purpose: varchar('purpose', { length: 200 }).notNull(),
    hostUserId: varchar('host_user_id', { length: 50 }).notNull(),
    hostDeptCd: varchar('host_dept_cd', { length: 30 }),
    /** REGISTERED → EDUCATED (course and signature done, pass issued) */
    statusCd: varchar('status_cd', { length: 20 }).notNull().default('REGISTERED'),
    signature: text('signature'),
    eduDt: ts('edu_dt'),
    passToken: varchar('pass_token', { length: 64 }),
    createDt: ts('create_dt').notNull().defaultNow(),
  },
  (t) => [index('saf_visit_plant_ymd_idx').on(t.plantCd, t.visitYmd), uniqueIndex('saf_visit_pass_idx').on(t.passToken), index('saf_visit_host_idx').on(t.hostUserId, t.visitYmd)],
);
