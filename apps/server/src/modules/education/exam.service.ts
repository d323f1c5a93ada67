import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EDU_MESSAGES, isEduAnswerCorrect, type TEduExam, type TEduQuestionType } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { DataScope } from '../../lib/scope.js';
import { AppError, badRequest, conflict, notFound, outOfScope } from '../../lib/errors.js';
import { eduCourse, eduExam, eduQuestion } from './education.tables.js';
import { creditCourse } from './credit.service.js';
import { assertPlantReachable } from '../../lib/scope.js';

/** a submission this long after the deadline is still accepted (the phone's clock and the network) */
const GRACE_MS = 30_000;

type Course = typeof eduCourse.$inferSelect;
type Exam = typeof eduExam.$inferSelect;

async function examView(db: DbOrTx, exam: Exam, course: Course): Promise<TEduExam> {
  const qs = exam.questionNos.length === 0 ? [] : await db.select().from(eduQuestion)
    .where(sql`${eduQuestion.questionNo} in (${sql.join(exam.questionNos.map((n) => sql`${n}`), sql`, `)})`);
  const byNo = new Map(qs.map((q) => [q.questionNo, q]));
  return {
    examNo: exam.examNo, courseNo: exam.courseNo, courseNm: course.courseNm, attemptNo: exam.attemptNo,
    statusCd: exam.statusCd as TEduExam['statusCd'], startDt: exam.startDt.toISOString(), deadlineDt: exam.deadlineDt?.toISOString() ?? null,
    passScore: course.passScore ?? 0, score: exam.score, passYn: (exam.passYn as 'Y' | 'N' | null) ?? null,
    // the drawn order; the answer column never leaves this function
    questions: exam.questionNos.map((n) => byNo.get(n)).filter((q) => !!q).map((q) => ({
      questionNo: q.questionNo, typeCd: q.typeCd as TEduQuestionType, questionText: q.questionText,
      options: q.typeCd === 'OX' ? ['O', 'X'] : q.typeCd === 'SHORT' ? [] : [q.option1, q.option2, q.option3, q.option4].filter((o): o is string => !!o && o.trim() !== ''),
    })),
  };
}

/**
 * a course the caller may take (exams, videos): 404 missing or switched off, 403 outside the caller's plant scope; vendor
 * users take none here (their workers' site courses are recorded by the plant as completions)
 */
export async function courseForTaker(db: DbOrTx, courseNo: number, scope: DataScope): Promise<Course> {
  const [c] = await db.select().from(eduCourse).where(eq(eduCourse.courseNo, courseNo));
  if (!c || c.useYn !== 'Y') throw notFound();
  assertPlantReachable(scope, c.plantCd);
  return c;
}

/**
 * Start (or resume) the caller's exam of a course: a passed exam is not retaken; an attempt still open is answered
 * again; otherwise a new attempt draws `questionCnt` questions at random from the course's bank, while attempts
 * remain (`maxAttempts`, unlimited when empty).
 */
export async function startExam(db: DbOrTx, p: { userId: string }, scope: DataScope, courseNo: number, now: Date): Promise<TEduExam> {
  return db.transaction(async (tx) => {
    const course = await courseForTaker(tx, courseNo, scope);
    if (course.examYn !== 'Y' || !course.questionCnt) throw badRequest(undefined, EDU_MESSAGES.examNotOpen);
    // one start at a time per person and course
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`edu-exam:${courseNo}:${p.userId}`}))`);
    const mine = await tx.select().from(eduExam).where(and(eq(eduExam.courseNo, courseNo), eq(eduExam.userId, p.userId))).orderBy(eduExam.attemptNo);
    if (mine.some((e) => e.passYn === 'Y')) throw conflict(EDU_MESSAGES.examPassed);
    const open = mine.find((e) => e.statusCd === 'IN_PROGRESS');
    if (open && (!open.deadlineDt || open.deadlineDt.getTime() + GRACE_MS >= now.getTime())) return examView(tx, open, course);
    if (open) await tx.update(eduExam).set({ statusCd: 'EXPIRED', score: 0, passYn: 'N', submitDt: now }).where(eq(eduExam.examNo, open.examNo));
    if (course.maxAttempts && mine.length >= course.maxAttempts) throw conflict(EDU_MESSAGES.examNoRetake);
    const bank = await tx.select({ n: eduQuestion.questionNo }).from(eduQuestion).where(and(eq(eduQuestion.courseNo, courseNo), eq(eduQuestion.useYn, 'Y')));
    if (bank.length < course.questionCnt) throw conflict(EDU_MESSAGES.examTooFewQuestions);
    // Fisher–Yates with the crypto generator: the draw cannot be predicted from earlier ones
    const nos = bank.map((b) => b.n);
    for (let i = nos.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [nos[i], nos[j]] = [nos[j]!, nos[i]!];
    }
    const [exam] = await tx.insert(eduExam).values({
      plantCd: course.plantCd, courseNo, userId: p.userId, attemptNo: mine.length + 1, statusCd: 'IN_PROGRESS',
      questionNos: nos.slice(0, course.questionCnt), startDt: now,
      deadlineDt: course.timeLimitMin ? new Date(now.getTime() + course.timeLimitMin * 60_000) : null,
    }).returning();
    return examView(tx, exam!, course);
  });
}

async function ownExam(db: DbOrTx, examNo: number, userId: string, lock = false, adminRead = false): Promise<Exam> {
  const rows = await db.select().from(eduExam).where(eq(eduExam.examNo, examNo)).for(lock ? 'update' : 'share');
  const e = rows[0];
  if (!e) throw notFound();
  // an exam is its taker's alone (results for managers come from the ledger and the completions); an administrator reads it
  if (e.userId !== userId && !adminRead) throw outOfScope();
  return e;
}

export async function getExam(db: DbOrTx, examNo: number, p: { userId: string; isAdmin: boolean }): Promise<TEduExam> {
  const e = await ownExam(db, examNo, p.userId, false, p.isAdmin);
  const [course] = await db.select().from(eduCourse).where(eq(eduCourse.courseNo, e.courseNo));
  return examView(db, e, course!);
}

/**
 * Score a submission on the server: each drawn question answered correctly counts the same, the score is the
 * percentage (rounded), passing at the course's pass mark. Late (after the time limit) → the attempt expires (409).
 */
export async function submitExam(
  db: DbOrTx, examNo: number, userId: string, answers: { questionNo: number; answer?: string | string[] | null | undefined }[], now: Date, timeZone: string,
): Promise<{ score: number; passYn: 'Y' | 'N' }> {
  let expired = false;
  const result = await db.transaction(async (tx) => {
    const e = await ownExam(tx, examNo, userId, true);
    if (e.statusCd !== 'IN_PROGRESS') throw conflict(EDU_MESSAGES.examSubmitted);
    const drawn = new Set(e.questionNos);
    if (answers.some((a) => !drawn.has(a.questionNo))) throw badRequest(undefined, EDU_MESSAGES.examAnswerUnknown);
    if (e.deadlineDt && now.getTime() > e.deadlineDt.getTime() + GRACE_MS) {
      await tx.update(eduExam).set({ statusCd: 'EXPIRED', score: 0, passYn: 'N', submitDt: now }).where(eq(eduExam.examNo, examNo));
      expired = true;
      return null;
    }
    const [course] = await tx.select().from(eduCourse).where(eq(eduCourse.courseNo, e.courseNo));
    const qs = await tx.select({ questionNo: eduQuestion.questionNo, typeCd: eduQuestion.typeCd, answer: eduQuestion.answer }).from(eduQuestion)
      .where(sql`${eduQuestion.questionNo} in (${sql.join(e.questionNos.map((n) => sql`${n}`), sql`, `)})`);
    const given = new Map(answers.map((a) => [a.questionNo, a.answer ?? null]));
    const correct = qs.filter((q) => isEduAnswerCorrect(q.typeCd, q.answer, given.get(q.questionNo))).length;
    const score = e.questionNos.length === 0 ? 0 : Math.round((correct * 100) / e.questionNos.length);
    const passYn = score >= (course!.passScore ?? 0) ? 'Y' : 'N';
    const saved: Record<string, string> = {};
    for (const [k, v] of given) saved[String(k)] = Array.isArray(v) ? v.join(',') : String(v ?? '');
    await tx.update(eduExam).set({ statusCd: 'SUBMITTED', answers: saved, score, passYn, submitDt: now }).where(eq(eduExam.examNo, examNo));
    if (passYn === 'Y') await creditCourse(tx, { userId, course: course!, now, timeZone, via: 'EXAM' });
    return { score, passYn } as const;
  });
  if (expired || !result) throw new AppError(409, EDU_MESSAGES.examExpired);
  return result;
}
