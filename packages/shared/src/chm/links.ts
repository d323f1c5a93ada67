import { z } from 'zod';

/**
 * Links of the chemicals module to the health module and the yearly statistics (issue 26 §9):
 * `GET /api/chm/health-suggestions?plantCd&deptCd` and `GET /api/chm/stats/yearly?plantCd&year` (+ `/excel`).
 */
export const CHM_LINK_API = {
  healthSuggestions: '/api/chm/health-suggestions',
  yearlyStats: '/api/chm/stats/yearly',
} as const;

/** the categories that suggest a health duty: 특수건강진단 대상 (시행규칙 별표 22) and 작업환경측정 대상 (별표 21) */
export const CHM_HEALTH_REGS = { checkup: 'OSH_SHC', measure: 'OSH_WEM' } as const;

/** a product counts as used by a storage when it has stock there or moved there within this many months */
export const CHM_SUGGEST_RECENT_MONTHS = 12;

export const ZChmHealthSuggestQuery = z.object({ plantCd: z.string().trim().min(1).max(10), deptCd: z.string().trim().min(1).max(30) });
const ZSuggestion = z.object({
  casNo: z.string(),
  chemNmKo: z.string().nullable(),
  chemNmEn: z.string().nullable(),
  /** the health module's hazardous factor of that substance (same Korean or English name, or its CAS in the factor's remark) */
  hazardCd: z.string().nullable(),
  hazardNm: z.string().nullable(),
  cycleMonths: z.number().nullable(),
  prodNms: z.array(z.string()),
  storageNms: z.array(z.string()),
});
export type TChmHealthSuggestion = z.infer<typeof ZSuggestion>;
export const ZChmHealthSuggestAnswer = z.object({
  plantCd: z.string(),
  deptCd: z.string(),
  /** DEPT: the storages the department (or a sub-department) owns; PLANT: it owns none, so the plant's storages */
  basis: z.enum(['DEPT', 'PLANT']),
  checkupFactors: z.array(ZSuggestion),
  measureTargets: z.array(ZSuggestion),
});
export type TChmHealthSuggestAnswer = z.infer<typeof ZChmHealthSuggestAnswer>;

export const ZChmYearlyStatsQuery = z.object({ plantCd: z.string().trim().min(1).max(10), year: z.coerce.number().int().min(2000).max(2100) });
const ZStatRow = z.object({
  casNo: z.string(),
  chemNm: z.string().nullable(),
  /** the ledger records no manufacture, import or sale: null (empty cells) */
  manufactureKg: z.number().nullable(),
  importKg: z.number().nullable(),
  receiptKg: z.number(),
  useKg: z.number(),
  disposeKg: z.number(),
  saleKg: z.number().nullable(),
  yearEndKg: z.number(),
  prodNms: z.array(z.string()),
});
export type TChmYearlyStatRow = z.infer<typeof ZStatRow>;
export const ZChmYearlyStatsAnswer = z.object({ plantCd: z.string(), year: z.number(), list: z.array(ZStatRow), totalCount: z.number() });

// ---- KOSHA MSDS OpenAPI import (on when the server has KOSHA_MSDS_API_KEY) -----------------------------------------
export const CHM_KOSHA_API = '/api/chm/kosha';
export const ZChmKoshaSearchQuery = z.object({ query: z.string().trim().min(2).max(100), by: z.enum(['CAS', 'NAME']).default('NAME') });
export const ZChmKoshaSearchAnswer = z.object({
  list: z.array(z.object({ chemId: z.string(), casNo: z.string().nullable(), chemNmKo: z.string().nullable(), unNo: z.string().nullable(), keNo: z.string().nullable(), lastDate: z.string().nullable() })),
});
export type TChmKoshaHit = z.infer<typeof ZChmKoshaSearchAnswer>['list'][number];
export const ZChmKoshaFetchBody = z.object({ chemId: z.string().trim().regex(/^[0-9A-Za-z]{1,20}$/), casNo: z.string().trim().max(20).nullish() });
export const ZChmKoshaImport = z.object({
  /** the server's fetch record: the product saved with it keeps the source and the fetch time */
  fetchNo: z.number(),
  sourceNm: z.string(),
  fetchDt: z.string(),
  chemId: z.string(),
  casNo: z.string().nullable(),
  chemNmKo: z.string().nullable(),
  signalWordCd: z.enum(['DANGER', 'WARNING']).nullable(),
  hCodes: z.array(z.string()),
  euhCodes: z.array(z.string()),
  pCodes: z.array(z.string()),
  firstAidTxt: z.string().nullable(),
  spillTxt: z.string().nullable(),
  storageTxt: z.string().nullable(),
  ppeTxt: z.string().nullable(),
});
export type TChmKoshaImport = z.infer<typeof ZChmKoshaImport>;
