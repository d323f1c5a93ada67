import { sql } from 'drizzle-orm';
import { EDU_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { eduCompletion, type eduCourse } from './education.tables.js';

/** the site courses a contractor's worker completes before entry (not part of a plant worker's legal ledger) */
export const SITE_COURSE_TYPES = ['ENTRANT', 'VISITOR', 'GAS_WORKER'] as const;

/**
 * Record a site course (출입자 / 방문자 / 가스기지 작업자 안전교육) for contractor workers of the roster (vnd_worker), once per
 * worker, course and day (`VENDOR:<course>:<worker>:<day>`). Each worker must work at the course's plant.
 */
export async function recordVendorCompletions(
  tx: DbOrTx, course: typeof eduCourse.$inferSelect, workerNos: number[], completeYmd: string, by: string,
): Promise<number> {
  if (!(SITE_COURSE_TYPES as readonly string[]).includes(course.courseTypeCd)) throw badRequest(undefined, EDU_MESSAGES.vendorCourseType);
  const workers = await queryRows<{ worker_no: number; vendor_cd: string }>(tx, sql`
    select worker_no, vendor_cd from vnd_worker where worker_no in (${sql.join(workerNos.map((n) => sql`${n}`), sql`, `)}) and plant_cd = ${course.plantCd} and use_yn = 'Y'`);
  if (workers.length !== new Set(workerNos).size) throw badRequest(undefined, EDU_MESSAGES.vendorWorkerOtherPlant);
  const rows = await tx.insert(eduCompletion).values(workers.map((w) => ({
    plantCd: course.plantCd, vendorCd: w.vendor_cd, vendorWorkerNo: w.worker_no, courseNo: course.courseNo, courseTypeCd: course.courseTypeCd, categoryCd: null,
    completeYmd, hours: course.hours, sourceCd: 'VENDOR', sourceKey: `VENDOR:${course.courseNo}:${w.worker_no}:${completeYmd}`, createUserId: by,
  }))).onConflictDoNothing({ target: eduCompletion.sourceKey }).returning({ n: eduCompletion.completionNo });
  return rows.length;
}

/**
 * For the contractor module (entry requests check a worker's site education): the latest site-course completion per
 * roster worker, from `since` on. It replaces reading `vnd_worker.safety_edu_ymd` once the vendor module calls it.
 */
export async function latestSiteEducation(db: DbOrTx, workerNos: number[], since: string): Promise<Map<number, string>> {
  if (workerNos.length === 0) return new Map();
  const rows = await queryRows<{ worker_no: number; ymd: string }>(db, sql`
    select vendor_worker_no as worker_no, max(complete_ymd)::text as ymd from saf_edu_completion
     where vendor_worker_no in (${sql.join(workerNos.map((n) => sql`${n}`), sql`, `)}) and complete_ymd >= ${since}::date
       and course_type_cd in ('ENTRANT', 'VISITOR', 'GAS_WORKER')
     group by vendor_worker_no`);
  return new Map(rows.map((r) => [Number(r.worker_no), r.ymd]));
}
