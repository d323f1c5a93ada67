import { z } from 'zod';
import { zText } from '../resource/definition.js';
import { zRealYmd } from './infirmary.js';
import { addMonthsYmd } from '../ymd.js';

/**
 * Work-environment measurement (작업환경측정, 산업안전보건법 제125조): plan per half-year → results per process and
 * hazardous factor → next measurement date by 산업안전보건법 시행규칙 제190조.
 */

export const HEA_WORKENV_MENU = { measure: 'HEA_WORKENV' } as const;

export const HEA_WORKENV_HALVES = ['1', '2'] as const;

export const HEA_WORKENV_MESSAGES = {
  resultOutsidePlan: '측정일은 측정계획 기간 안이어야 합니다.',
  resultDuplicate: '같은 공정·유해인자의 결과가 두 번 입력되었습니다.',
  processNotInPlant: '해당 사업장의 공정이 아닙니다.',
  hazardUnknown: '사용 중인 유해인자가 아닙니다.',
  planPeriod: '측정 종료일은 측정 시작일보다 빠를 수 없습니다.',
  planHasResults: '측정결과가 있는 계획은 삭제할 수 없습니다.',
  planDuplicate: '같은 사업장·연도·반기의 측정계획이 이미 있습니다.',
} as const;

export type TWorkenvReason = 'EXCEEDED' | 'TWICE_BELOW' | 'CARCINOGEN' | 'REGULAR';
export type TWorkenvMeasurement = { measureYmd: string; measuredValue: number; exposureLimit: number };
export type TWorkenvNext = { cycleMonths: 3 | 6 | 12; reasonCd: TWorkenvReason; lastMeasureYmd: string; nextYmd: string };

/** 노출기준 초과: strictly above the limit (a value equal to the limit is not an exceedance) */
export const isExceeded = (m: { measuredValue: number; exposureLimit: number }) => m.measuredValue > m.exposureLimit;
/** 노출기준 미만: strictly below (a value equal to the limit is neither) */
export const isBelow = (m: { measuredValue: number; exposureLimit: number }) => m.measuredValue < m.exposureLimit;

/**
 * Next measurement of one process/factor (시행규칙 제190조):
 * - the last result exceeded the exposure limit → every 3 months;
 * - the last two consecutive results are below the limit → once a year, except carcinogens (stay at 6 months);
 * - otherwise every 6 months.
 * `history` may come in any order; null when nothing was measured yet.
 */
export function workenvNextMeasurement(history: readonly TWorkenvMeasurement[], carcinogen: boolean): TWorkenvNext | null {
  if (history.length === 0) return null;
  const h = [...history].sort((a, b) => (a.measureYmd < b.measureYmd ? -1 : a.measureYmd > b.measureYmd ? 1 : 0));
  const last = h[h.length - 1]!;
  const prev = h.length > 1 ? h[h.length - 2]! : null;
  let cycleMonths: 3 | 6 | 12 = 6;
  let reasonCd: TWorkenvReason = 'REGULAR';
  if (isExceeded(last)) {
    cycleMonths = 3;
    reasonCd = 'EXCEEDED';
  } else if (prev && isBelow(last) && isBelow(prev)) {
    if (carcinogen) reasonCd = 'CARCINOGEN';
    else {
      cycleMonths = 12;
      reasonCd = 'TWICE_BELOW';
    }
  }
  return { cycleMonths, reasonCd, lastMeasureYmd: last.measureYmd, nextYmd: addMonthsYmd(last.measureYmd, cycleMonths) };
}

const zId = z.number().int().min(1).max(2_147_483_647);

export const ZWorkenvPlanInput = z
  .object({
    plantCd: z.string().trim().min(1).max(10),
    measureYear: z.number().int().min(2000).max(2100),
    halfCd: z.enum(HEA_WORKENV_HALVES),
    startYmd: zRealYmd,
    endYmd: zRealYmd,
    agencyNm: zText(200, { required: true }),
    remark: zText(1000),
  })
  .refine((v) => v.startYmd <= v.endYmd, { message: HEA_WORKENV_MESSAGES.planPeriod, path: ['endYmd'] });
export type TWorkenvPlanInput = z.input<typeof ZWorkenvPlanInput>;

export const ZWorkenvPlan = z.object({
  planNo: z.number(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  measureYear: z.number(),
  halfCd: z.enum(HEA_WORKENV_HALVES),
  startYmd: z.string(),
  endYmd: z.string(),
  agencyNm: z.string(),
  remark: z.string().nullable(),
  resultCnt: z.number(),
  exceedCnt: z.number(),
  version: z.number(),
  updateDt: z.string(),
});
export type TWorkenvPlan = z.infer<typeof ZWorkenvPlan>;

export const ZWorkenvResultInput = z.object({
  processNo: zId,
  hazardCd: z.string().trim().min(1).max(30),
  measureYmd: zRealYmd,
  measuredValue: z.number().min(0).max(1_000_000),
  unitNm: zText(20, { required: true }),
  exposureLimit: z.number().gt(0).max(1_000_000),
  remark: zText(500),
});

/** all results of a plan are saved at once, with the plan's version */
export const ZWorkenvResultsSave = z.object({ version: z.number().int().min(1), results: z.array(ZWorkenvResultInput).max(500) });
export type TWorkenvResultsSave = z.input<typeof ZWorkenvResultsSave>;

export const ZWorkenvResult = z.object({
  resultNo: z.number(),
  planNo: z.number(),
  processNo: z.number(),
  processNm: z.string().nullable(),
  hazardCd: z.string(),
  hazardNm: z.string().nullable(),
  measureYmd: z.string(),
  measuredValue: z.number(),
  unitNm: z.string(),
  exposureLimit: z.number(),
  /** computed by the server: measuredValue > exposureLimit */
  exceedYn: z.enum(['Y', 'N']),
  remark: z.string().nullable(),
});
export type TWorkenvResult = z.infer<typeof ZWorkenvResult>;

export const ZWorkenvNextRow = z.object({
  plantCd: z.string(),
  processNo: z.number(),
  processNm: z.string().nullable(),
  hazardCd: z.string(),
  hazardNm: z.string().nullable(),
  carcinogenYn: z.enum(['Y', 'N']),
  lastMeasureYmd: z.string(),
  lastValue: z.number(),
  exposureLimit: z.number(),
  unitNm: z.string(),
  exceedYn: z.enum(['Y', 'N']),
  cycleMonths: z.number(),
  reasonCd: z.enum(['EXCEEDED', 'TWICE_BELOW', 'CARCINOGEN', 'REGULAR']),
  nextYmd: z.string(),
  daysLeft: z.number(),
});
export type TWorkenvNextRow = z.infer<typeof ZWorkenvNextRow>;

