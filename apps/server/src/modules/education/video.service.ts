import { and, eq } from 'drizzle-orm';
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

/**
 * Save video progress (spec §4: every 5 s of new playback). The furthest point can only grow as fast as the server's
 * clock (×1.1 plus two intervals), so a forged jump is cut back; ≥ 95 % completes it, and the course is credited
 * when that was its last condition. Used by 내 교육 and by the entrant pages (modules/work-permits/entrant).
 */
export async function saveVideoProgress(
  tx: DbOrTx, course: typeof eduCourse.$inferSelect, userId: string, body: { maxSec: number; durationSec: number }, now: Date, timeZone: string,
): Promise<TVideoState> {
  const [prev] = await tx.select().from(eduVideo).where(and(eq(eduVideo.courseNo, course.courseNo), eq(eduVideo.userId, userId))).for('update');
  const elapsed = prev ? Math.max(0, (now.getTime() - prev.updateDt.getTime()) / 1000) : 0;
  const ceiling = (prev?.maxSec ?? 0) + elapsed * 1.1 + EDU_VIDEO.progressSec * 2;
  const durationSec = body.durationSec;
  const maxSec = Math.min(durationSec, Math.max(prev?.maxSec ?? 0, Math.min(body.maxSec, ceiling)));
  const completeYn = prev?.completeYn === 'Y' || maxSec >= (durationSec * EDU_VIDEO.completePct) / 100 ? 'Y' : 'N';
  await tx.insert(eduVideo).values({ courseNo: course.courseNo, userId, maxSec, durationSec, completeYn, updateDt: now })
    .onConflictDoUpdate({ target: [eduVideo.courseNo, eduVideo.userId], set: { maxSec, durationSec, completeYn, updateDt: now } });
  if (completeYn === 'Y' && prev?.completeYn !== 'Y') await creditCourse(tx, { userId, course, now, timeZone, via: 'VIDEO' });
  return { maxSec, durationSec, completeYn, progressSec: EDU_VIDEO.progressSec, completePct: EDU_VIDEO.completePct };
}
