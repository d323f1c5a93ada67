import { z } from 'zod';
import { MGT_HALVES, MGT_LAW_RESULTS, MGT_SAPA_STATUSES } from './mgt.const.js';

const ZMgtPlantYearSchema = z.object({ plantCd: z.string().trim().min(1).max(10), year: z.coerce.number().int().min(2000).max(2100) });
/**
 * `GET /api/mgt/indicators?plantCd=&year=` (contract): month 1..12, and null for the year's value; `deptCd` (optional)
 * narrows every indicator to that department and the departments below it. A count indicator's (`isSumIndicator`)
 * month `target` is its monthly share of the year target; the year row carries the year target.
 */
export const ZMgtIndicatorQuerySchema = ZMgtPlantYearSchema.extend({ deptCd: z.string().trim().min(1).max(30).optional() });
export const ZMgtIndicatorRowSchema = z.object({ indicatorCd: z.string(), month: z.number().int().nullable(), actual: z.number().nullable(), target: z.number().nullable() });
export const ZMgtIndicatorsSchema = z.object({ list: z.array(ZMgtIndicatorRowSchema) });
export type TMgtIndicatorRow = z.infer<typeof ZMgtIndicatorRowSchema>;

/** `GET /api/mgt/sapa?plantCd=&year=&half=` (contract) */
export const ZMgtSapaQuerySchema = ZMgtPlantYearSchema.extend({ half: z.enum(MGT_HALVES) });
export const ZMgtEvidenceSchema = z.object({ kindCd: z.string(), count: z.number(), link: z.string() });
export const ZMgtSapaSchema = z.object({
  plantCd: z.string(),
  year: z.number(),
  half: z.enum(MGT_HALVES),
  duties: z.array(z.object({ dutyNo: z.number(), statusCd: z.enum(MGT_SAPA_STATUSES), evidence: z.array(ZMgtEvidenceSchema) })),
  lawCheck: z.object({ statusCd: z.enum(MGT_SAPA_STATUSES), evidence: z.array(ZMgtEvidenceSchema) }),
  signedYn: z.enum(['Y', 'N']),
  /** the review record of the half (its 결재), when one was opened */
  reviewNo: z.number().nullable().optional(),
  /** when the answer is the signed snapshot: the time it was frozen */
  frozenDt: z.string().nullable().optional(),
});
export type TMgtSapa = z.infer<typeof ZMgtSapaSchema>;

/** `POST /api/mgt/law-checks` answer: the check, with the action a 미준수 opened */
export const ZMgtLawCheckResultSchema = z.object({
  checkNo: z.number(), lawNo: z.number(), plantCd: z.string(), year: z.number(), half: z.enum(MGT_HALVES), resultCd: z.enum(MGT_LAW_RESULTS),
  comment: z.string().nullable(), evidence: z.string().nullable(), actionNo: z.number().nullable(), version: z.number(),
});
