import { and, eq, sql } from 'drizzle-orm';
import { EDU_VIDEO } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { creditCourse } from './credit.service.js';
import { eduVideo, type eduCourse } from './education.tables.js';

export type TVideoState = { maxSec: number; durationSec: number | null; completeYn: 'Y' | 'N'; progressSec: number; completePct: number };

/** the caller's resume point of a course's video */
export async function videoState(db: DbOrTx, courseNo: number, userId: string): Promise<TVideoState> {
  const [v] = await db.select().from(eduVideo).where(and(eq(eduVideo.courseNo, courseNo), eq(eduVideo.userId, userId)));
  return { maxSec: v?.maxSec ?? 0, durationSec: v?.durationSec ?? null, completeYn: (v?.completeYn ?? 'N') as 'Y' | 'N', progressSec: EDU_VIDEO.progressSec, completePct: EDU_VIDEO.completePct };
}

type TCourse = typeof eduCourse.$inferSelect;

/** the lesson's length is the server's (issue 25): the course's video length, else its credited hours — never the player's */
export const lessonSeconds = (course: Pick<TCourse, 'videoSec' | 'hours'>): number => course.videoSec ?? Math.round(course.hours * 3600);

/** the server hands out the lesson (its video URL): it records when watching could begin, once */
export async function startLesson(db: DbOrTx, course: TCourse, userId: string, now: Date): Promise<void> {
  await db.insert(eduVideo).values({ courseNo: course.courseNo, userId, maxSec: 0, durationSec: lessonSeconds(course), completeYn: 'N', startDt: now, updateDt: now })
    .onConflictDoUpdate({ target: [eduVideo.courseNo, eduVideo.userId], set: { startDt: sql`coalesce(${eduVideo.startDt}, ${now.toISOString()}::timestamptz)` } });
}

/**
 * Save video progress (spec §4: every 5 s of new playback). The lesson's length is the server's (`lessonSeconds`; the
 * body's `durationSec` is ignored), and the furthest point can grow neither faster than the server's clock since the
 * last save (×1.1 plus two intervals) nor beyond the wall-clock time since the lesson started (the server records the
 * start: the video URL handed out, or the first save), so a forged jump is cut back; ≥ 95 % completes it, and the
 * course is credited when that was its last condition. Used by 내 교육 and by the entrant pages (modules/work-permits/entrant).
 */
export async function saveVideoProgress(
  tx: DbOrTx, course: TCourse, userId: string, body: { maxSec: number }, now: Date, timeZone: string,
): Promise<TVideoState> {
  const [prev] = await tx.select().from(eduVideo).where(and(eq(eduVideo.courseNo, course.courseNo), eq(eduVideo.userId, userId))).for('update');
  const elapsed = prev ? Math.max(0, (now.getTime() - prev.updateDt.getTime()) / 1000) : 0;
  const startDt = prev?.startDt ?? now;
  const sinceStart = Math.max(0, (now.getTime() - startDt.getTime()) / 1000);
  const ceiling = Math.min((prev?.maxSec ?? 0) + elapsed * 1.1 + EDU_VIDEO.progressSec * 2, sinceStart);
  const durationSec = lessonSeconds(course);
  const maxSec = Math.min(durationSec, Math.max(prev?.maxSec ?? 0, Math.min(body.maxSec, ceiling)));
  const completeYn = prev?.completeYn === 'Y' || maxSec >= (durationSec * EDU_VIDEO.completePct) / 100 ? 'Y' : 'N';
  await tx.insert(eduVideo).values({ courseNo: course.courseNo, userId, maxSec, durationSec, completeYn, startDt, updateDt: now })
    .onConflictDoUpdate({ target: [eduVideo.courseNo, eduVideo.userId], set: { maxSec, durationSec, completeYn, startDt, updateDt: now } });
  if (completeYn === 'Y' && prev?.completeYn !== 'Y') await creditCourse(tx, { userId, course, now, timeZone, via: 'VIDEO' });
  return { maxSec, durationSec, completeYn, progressSec: EDU_VIDEO.progressSec, completePct: EDU_VIDEO.completePct };
}
