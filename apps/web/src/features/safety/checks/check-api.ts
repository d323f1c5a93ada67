import type { TFacilityDue } from '@jikim/shared';
import { http } from '@/lib/http';

export type TCheckAnswer = {
  answerNo?: number; categoryNm: string; itemNm: string; answerScaleCd: string; photoRequiredYn: string | null;
  answerCd: string | null; score: number | null; comment: string | null; photoFileNo?: number | null; actionNo?: number | null;
};
export type TCheckResult = {
  checkNo: number; version: number; statusCd: string; plantCd: string; deptCd: string; checkTypeCd: string; checkYmd: string; checkerUserId: string;
  templateNo: number; checkTitle: string; placeNm: string | null; signature: string | null; badCount: number | null; answers: TCheckAnswer[];
} & Record<string, unknown>;
export type TCheckStart = { templateNo: number; templateNm: string; checkTypeCd: string; plantCd: string; copiedFromCheckNo: number | null; answers: TCheckAnswer[] };

export type TCheckFacility = { facilityNo: number; facilityCd: string; facilityNm: string; facilityTypeCd: string; placeNm: string | null };

const BASE = '/api/saf/checks';
export const checkApi = {
  /** the templates of a check type; with a facility only those applying to its type (or a group above it) */
  templates: (plantCd: string, checkTypeCd?: string, facilityNo?: number | null) =>
    http.get<{ list: { templateNo: number; templateNm: string; checkTypeCd: string; areaNm: string | null }[] }>(`${BASE}/templates/options`, {
      plantCd, ...(checkTypeCd ? { checkTypeCd } : {}), ...(facilityNo ? { facilityNo } : {}),
    }),
  facilities: (plantCd: string) => http.get<{ list: TCheckFacility[] }>(`${BASE}/facilities/options`, { plantCd }),
  start: (templateNo: number, placeNm?: string) => http.get<TCheckStart>(`${BASE}/templates/${templateNo}/start`, placeNm ? { placeNm } : undefined),
  get: (checkNo: number) => http.get<TCheckResult>(`${BASE}/results/${checkNo}`),
  create: (body: Record<string, unknown>) => http.post<TCheckResult>(`${BASE}/results`, body),
  update: (checkNo: number, body: Record<string, unknown>) => http.put<TCheckResult>(`${BASE}/results/${checkNo}`, body),
  transition: (checkNo: number, action: string, version: number) => http.post<TCheckResult>(`${BASE}/results/${checkNo}/transition`, { action, version }),
  facilitiesDue: (withinDays: number, plantCd?: string) => http.get<TFacilityDue>('/api/saf/facilities/due', { withinDays, ...(plantCd ? { plantCd } : {}) }),
};
export const checkKeys = {
  templates: (plantCd: string, type: string, facilityNo: number | null) => ['safCheck', 'templates', plantCd, type, facilityNo] as const,
  facilities: (plantCd: string) => ['safCheck', 'facilities', plantCd] as const,
  one: (checkNo: number) => ['safCheck', 'result', checkNo] as const,
  due: (withinDays: number) => ['safFacility', 'due', withinDays] as const,
};
