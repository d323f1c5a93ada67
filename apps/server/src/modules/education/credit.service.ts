import { and, eq, sql } from 'drizzle-orm';
import { ymdIn } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { eduCompletion, eduCourse, eduExam, eduVideo, type eduSession } from './education.tables.js';

type Course = typeof eduCourse.$inferSelect;
type Session = typeof eduSession.$inferSelect;

async function insertCredit(tx: DbOrTx, userId: string, v: Omit<typeof eduCompletion.$inferInsert, 'plantCd' | 'deptCd' | 'userId'>): Promise<boolean> {
  const [u] = await tx.select({ plantCd: user.plantCd, deptCd: user.deptCd, vendorCd: user.vendorCd, userType: user.userType }).from(user).where(eq(user.userId, userId));
  // an entrant (type E) is credited on the roster worker when they sign (modules/work-permits/entrant), never here
  if (!u?.plantCd || u.userType === 'E') return false;
  const rows = await tx.insert(eduCompletion).values({ ...v, plantCd: u.plantCd, deptCd: u.deptCd, vendorCd: u.vendorCd, userId })
    .onConflictDoNothing({ target: eduCompletion.sourceKey }).returning({ n: eduCompletion.completionNo });
  return rows.length > 0;
}

/**
 * An e-learning course is complete when its video is watched (≥ 95 %, for VIDEO delivery) and its exam passed (when
 * it has one); then its hours are credited once (`ONLINE:<course>:<user>`), dated the day the last condition was met.
 */
export async function creditCourse(tx: DbOrTx, a: { userId: string; course: Course; now: Date; timeZone: string; via: 'EXAM' | 'VIDEO' }): Promise<boolean> {
  const { course, userId } = a;
  if (course.deliveryCd !== 'VIDEO') return false;
  const [v] = await tx.select({ c: eduVideo.completeYn }).from(eduVideo).where(and(eq(eduVideo.courseNo, course.courseNo), eq(eduVideo.userId, userId)));
  if (v?.c !== 'Y') return false;
  if (course.examYn === 'Y') {
    const [p] = await tx.select({ n: sql<number>`count(*)` }).from(eduExam)
      .where(and(eq(eduExam.courseNo, course.courseNo), eq(eduExam.userId, userId), eq(eduExam.passYn, 'Y')));
    if (Number(p?.n ?? 0) === 0) return false;
  }
  return insertCredit(tx, userId, {
    courseNo: course.courseNo, courseTypeCd: course.courseTypeCd, categoryCd: course.categoryCd, completeYmd: ymdIn(a.now, a.timeZone),
    hours: course.hours, sourceCd: 'ONLINE', sourceKey: `ONLINE:${course.courseNo}:${userId}`, createUserId: userId,
  });
}

/** an attendee's session hours, once (`ATTEND:<session>:<user>`), dated the session's day */
export async function creditAttendance(tx: DbOrTx, s: Session, userId: string, by: string): Promise<number> {
  const [course] = await tx.select().from(eduCourse).where(eq(eduCourse.courseNo, s.courseNo));
  await insertCredit(tx, userId, {
    courseNo: s.courseNo, sessionNo: s.sessionNo, courseTypeCd: course!.courseTypeCd, categoryCd: course!.categoryCd, completeYmd: s.eduYmd,
    hours: s.hours, sourceCd: 'ATTEND', sourceKey: `ATTEND:${s.sessionNo}:${userId}`, createUserId: by,
  });
  return s.hours;
}
