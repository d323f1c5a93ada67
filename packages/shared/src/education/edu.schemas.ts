import { z } from 'zod';
import { zYmd } from '../dates.js';
import { EDU_QUESTION_TYPES } from './edu.const.js';

/** `GET /api/saf/edu/ledger?plantCd=&year=&half=` (issue 20 contract) */
export const ZEduLedgerQuerySchema = z.object({
  plantCd: z.string().trim().min(1).max(10).optional(),
  year: z.coerce.number().int().min(2000).max(2100),
  half: z.enum(['H1', 'H2'], { message: '반기는 H1 또는 H2입니다.' }).optional(),
  deptCd: z.string().trim().min(1).max(30).optional(),
  shortfallYn: z.enum(['Y', 'N']).optional(),
});
export const ZEduLedgerRowSchema = z.object({
  userId: z.string(),
  userNm: z.string(),
  deptNm: z.string().nullable(),
  categoryCd: z.string(),
  requiredHours: z.number(),
  completedHours: z.number(),
  shortfallHours: z.number(),
});
export const ZEduLedgerSchema = z.object({ list: z.array(ZEduLedgerRowSchema), totalCount: z.number() });
export type TEduLedgerRow = z.infer<typeof ZEduLedgerRowSchema>;
export type TEduLedger = z.infer<typeof ZEduLedgerSchema>;

/** a drawn question as the examinee sees it: never its answer */
export const ZEduExamQuestionSchema = z.object({
  questionNo: z.number(),
  typeCd: z.enum(EDU_QUESTION_TYPES),
  questionText: z.string(),
  options: z.array(z.string()),
});
export const ZEduExamSchema = z.object({
  examNo: z.number(),
  courseNo: z.number(),
  courseNm: z.string(),
  attemptNo: z.number(),
  statusCd: z.enum(['IN_PROGRESS', 'SUBMITTED', 'EXPIRED']),
  startDt: z.string(),
  deadlineDt: z.string().nullable(),
  passScore: z.number(),
  score: z.number().nullable(),
  passYn: z.enum(['Y', 'N']).nullable(),
  questions: z.array(ZEduExamQuestionSchema),
});
export type TEduExam = z.infer<typeof ZEduExamSchema>;

/** `POST /api/saf/edu/exams/{examNo}/submit` (issue 20 contract): `{ answers: [...] }` → `{ score, passYn }` */
export const ZEduExamSubmitSchema = z.object({
  answers: z.array(z.object({
    questionNo: z.number().int().min(1),
    answer: z.union([z.string().max(300), z.array(z.string().max(10)).max(10)]).nullish(),
  })).max(100),
});
export const ZEduExamResultSchema = z.object({ score: z.number(), passYn: z.enum(['Y', 'N']) });

/** the phone's video progress: seconds of the furthest point watched and the duration, sent every 5 s of new playback */
export const ZEduVideoProgressSchema = z.object({
  maxSec: z.number().min(0).max(86_400),
  durationSec: z.number().min(1).max(86_400),
});

export const ZEduMyCourseSchema = z.object({
  courseNo: z.number(), courseNm: z.string(), courseTypeCd: z.string(), categoryCd: z.string().nullable(), deliveryCd: z.string(), hours: z.number(),
  examYn: z.string(), passScore: z.number().nullable(), maxAttempts: z.number().nullable(), attemptCnt: z.number(), passYn: z.enum(['Y', 'N']).nullable(),
  completeYmd: zYmd.nullable(),
});

/** 시험 결과 `GET /api/saf/edu/exam-results`: every finished (or running) attempt of a person */
export const ZEduExamResultQuerySchema = z.object({
  plantCd: z.string().trim().min(1).max(10).optional(),
  courseNo: z.coerce.number().int().min(1).optional(),
  sessionNo: z.coerce.number().int().min(1).optional(),
  deptCd: z.string().trim().min(1).max(30).optional(),
  userNm: z.string().trim().min(1).max(50).optional(),
  passYn: z.enum(['Y', 'N']).optional(),
});
export const ZEduExamResultRowSchema = z.object({
  examNo: z.number(), courseNo: z.number(), courseNm: z.string(), userId: z.string(), userNm: z.string().nullable(), deptNm: z.string().nullable(),
  attemptNo: z.number(), statusCd: z.string(), score: z.number().nullable(), passYn: z.enum(['Y', 'N']).nullable(), passScore: z.number().nullable(),
  examYmd: zYmd, submitDt: z.string().nullable(),
});
export const ZEduExamResultListSchema = z.object({ list: z.array(ZEduExamResultRowSchema), totalCount: z.number() });
export type TEduExamResultRow = z.infer<typeof ZEduExamResultRowSchema>;

/** 계획 대비 실적 `GET /api/saf/edu/plans/{planNo}/actual`: each planned course against the hours its targets completed */
export const ZEduPlanActualItemSchema = z.object({
  itemNo: z.number(), courseNo: z.number(), courseNm: z.string(), plannedYmd: zYmd.nullable(), plannedHours: z.number(),
  targetCnt: z.number(), completedCnt: z.number(), plannedTotalHours: z.number(), completedHours: z.number(), ratePct: z.number(),
});
export const ZEduPlanActualSchema = z.object({
  planNo: z.number(), deptNm: z.string().nullable(), groupNm: z.string().nullable(), targetCnt: z.number(), fromYmd: zYmd, toYmd: zYmd,
  plannedTotalHours: z.number(), completedHours: z.number(), ratePct: z.number(), items: z.array(ZEduPlanActualItemSchema),
});
export type TEduPlanActual = z.infer<typeof ZEduPlanActualSchema>;

/** 부서별 계획 대비 실적 `GET /api/saf/edu/plans/actual?plantCd=&year=&half=`: one row a plan (a department's half-year) */
export const ZEduPlanActualQuerySchema = z.object({
  plantCd: z.string().trim().min(1).max(10).optional(),
  year: z.coerce.number().int().min(2000).max(2100),
  half: z.enum(['H1', 'H2'], { message: '반기는 H1 또는 H2입니다.' }).optional(),
});
export const ZEduPlanActualSummarySchema = z.object({
  list: z.array(z.object({
    planNo: z.number(), planNm: z.string(), deptCd: z.string(), deptNm: z.string().nullable(), planYear: z.number(), halfCd: z.string(), groupNm: z.string().nullable(),
    targetCnt: z.number(), plannedTotalHours: z.number(), completedHours: z.number(), ratePct: z.number(),
  })),
});
