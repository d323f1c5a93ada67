import { z } from 'zod';
import { zText } from '../resource/definition.js';
import { zRealYmd } from './infirmary.js';
import { HEA_MSK_MESSAGES, HEA_MSK_SURVEY_TYPES, HEA_MSK_ACTION_STATUSES } from './msk.const.js';
export * from './msk.const.js';

/**
 * Musculoskeletal hazard survey (근골격계 유해요인조사, 산업안전보건기준에 관한 규칙 제657조): a survey per unit work
 * (단위작업) every 3 years, and within 1 year for a new site or new work; the burden-task checklist of
 * 고용노동부 고시 「근골격계부담작업의 범위 및 유해요인조사 방법에 관한 고시」 제3조 (제1호~제11호).
 */

const zId = z.number().int().min(1).max(2_147_483_647);

// ---- unit works (단위작업) ----

export const ZUnitWorkInput = z.object({
  plantCd: z.string().trim().min(1).max(10),
  deptCd: z.string().trim().min(1).max(30),
  processNo: zId.nullish(),
  unitWorkNm: zText(200, { required: true }),
  /** start of the work (new unit work → first survey within 1 year of this date) */
  startYmd: zRealYmd,
  workerCnt: z.number().int().min(0).max(100_000).default(0),
  useYn: z.enum(['Y', 'N']).default('Y'),
});
export type TUnitWorkInput = z.input<typeof ZUnitWorkInput>;

export const ZUnitWork = z.object({
  unitWorkNo: z.number(),
  plantCd: z.string(),
  deptCd: z.string(),
  deptNm: z.string().nullable(),
  processNo: z.number().nullable(),
  processNm: z.string().nullable(),
  unitWorkNm: z.string(),
  startYmd: z.string(),
  workerCnt: z.number(),
  useYn: z.string(),
  version: z.number(),
});
export type TUnitWork = z.infer<typeof ZUnitWork>;

// ---- surveys ----

export const ZMskActionInput = z
  .object({
    actionNo: zId.nullish(),
    planContent: zText(1000, { required: true }),
    dueYmd: zRealYmd,
    resultContent: zText(1000),
    doneYmd: zRealYmd.nullish(),
    statusCd: z.enum(HEA_MSK_ACTION_STATUSES),
  })
  .refine((a) => a.statusCd !== 'DONE' || (!!a.resultContent && !!a.doneYmd), { message: HEA_MSK_MESSAGES.actionDoneNeedsResult, path: ['resultContent'] });

export const ZMskSurveyInput = z
  .object({
    unitWorkNo: zId,
    surveyTypeCd: z.enum(HEA_MSK_SURVEY_TYPES),
    surveyYmd: zRealYmd,
    surveyorNm: zText(100, { required: true }),
    /** checked burden tasks, numbers 1..11 */
    burdenTaskNos: z.array(z.number().int().min(1).max(11)).max(11).default([]),
    respondentCnt: z.number().int().min(0).max(100_000).default(0),
    symptomCnt: z.number().int().min(0).max(100_000).default(0),
    managedCnt: z.number().int().min(0).max(100_000).default(0),
    symptomSummary: zText(2000),
    resultSummary: zText(2000),
    actions: z.array(ZMskActionInput).max(50).default([]),
  })
  .refine((v) => v.symptomCnt <= v.respondentCnt && v.managedCnt <= v.respondentCnt, { message: HEA_MSK_MESSAGES.symptomCnt, path: ['symptomCnt'] });
export type TMskSurveyInput = z.input<typeof ZMskSurveyInput>;

export const ZMskAction = z.object({
  actionNo: z.number(),
  planContent: z.string(),
  dueYmd: z.string(),
  resultContent: z.string().nullable(),
  doneYmd: z.string().nullable(),
  statusCd: z.enum(HEA_MSK_ACTION_STATUSES),
});

export const ZMskSurvey = z.object({
  surveyNo: z.number(),
  plantCd: z.string(),
  unitWorkNo: z.number(),
  unitWorkNm: z.string(),
  deptCd: z.string(),
  deptNm: z.string().nullable(),
  processNm: z.string().nullable(),
  surveyTypeCd: z.enum(HEA_MSK_SURVEY_TYPES),
  surveyYmd: z.string(),
  surveyorNm: z.string(),
  burdenTaskNos: z.array(z.number()),
  /** 부담작업 해당 여부: Y when any of 제1호~제11호 is checked (computed) */
  burdenYn: z.enum(['Y', 'N']),
  respondentCnt: z.number(),
  symptomCnt: z.number(),
  managedCnt: z.number(),
  symptomSummary: z.string().nullable(),
  resultSummary: z.string().nullable(),
  actions: z.array(ZMskAction),
  openActionCnt: z.number(),
  version: z.number(),
  updateDt: z.string(),
});
export type TMskSurvey = z.infer<typeof ZMskSurvey>;

export const ZMskDueRow = z.object({
  unitWorkNo: z.number(),
  plantCd: z.string(),
  deptCd: z.string(),
  deptNm: z.string().nullable(),
  unitWorkNm: z.string(),
  startYmd: z.string(),
  lastSurveyYmd: z.string().nullable(),
  lastBurdenYn: z.enum(['Y', 'N']).nullable(),
  nextDueYmd: z.string(),
  basisCd: z.enum(['REGULAR', 'NEW']),
  statusCd: z.enum(['OVERDUE', 'DUE_SOON', 'OK']),
  daysLeft: z.number(),
});
export type TMskDueRow = z.infer<typeof ZMskDueRow>;
