import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** WKOD: a permit (작업허가서); ENTRY: an entry request (출입신청, visitors) */
    refKindCd: varchar('ref_kind_cd', { length: 10 }).notNull(),
    refNo: integer('ref_no').notNull(),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    workerNo: integer('worker_no').notNull(),
    vendorCd: varchar('vendor_cd', { length: 30 }).notNull(),
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
