import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditCols, versionCol } from '../../db/columns.js';
import { heaCheckupResult } from './results.tables.js';

/** 유소견자·요관찰자: designated and released through approvals; one live row per worker */
export const heaSuspectUser = pgTable(
  'hea_suspect_user',
  {
    heaSuspectUserNo: serial('hea_suspect_user_no').primaryKey(),
    heaCheckupResultNo: integer('hea_checkup_result_no').notNull().references(() => heaCheckupResult.heaCheckupResultNo),
    plantCd: varchar('plant_cd', { length: 10 }).notNull(),
    deptCd: varchar('dept_cd', { length: 30 }),
    userId: varchar('user_id', { length: 50 }).notNull(),
    diagCd: varchar('diag_cd', { length: 5 }).notNull(),
    /** DRAFT → DESIGNATE_REQ → DESIGNATED → RELEASE_REQ → RELEASED */
    statusCd: varchar('status_cd', { length: 20 }).notNull().default('DRAFT'),
    designateReason: text('designate_reason'),
    designateYmd: date('designate_ymd', { mode: 'string' }),
    releaseReason: text('release_reason'),
    releaseYmd: date('release_ymd', { mode: 'string' }),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [
    uniqueIndex('hea_suspect_user_live_uq').on(t.userId).where(sql`status_cd <> 'RELEASED'`),
    index('hea_suspect_user_plant_idx').on(t.plantCd, t.statusCd),
    index('hea_suspect_user_result_idx').on(t.heaCheckupResultNo),
  ],
);

/** follow-up consultations of a suspect */
export const heaSuspectConsult = pgTable(
  'hea_suspect_consult',
  {
    heaSuspectConsultNo: serial('hea_suspect_consult_no').primaryKey(),
    heaSuspectUserNo: integer('hea_suspect_user_no').notNull().references(() => heaSuspectUser.heaSuspectUserNo, { onDelete: 'cascade' }),
    consultYmd: date('consult_ymd', { mode: 'string' }).notNull(),
    consultantNm: varchar('consultant_nm', { length: 100 }).notNull(),
    consultContent: text('consult_content').notNull(),
    nextAction: text('next_action'),
    nextConsultYmd: date('next_consult_ymd', { mode: 'string' }),
    ...versionCol(),
    ...auditCols(),
  },
  (t) => [index('hea_suspect_consult_suspect_idx').on(t.heaSuspectUserNo, t.consultYmd)],
);
