import type { TWorkenvNextRow, TWorkenvPlan, TWorkenvPlanInput, TWorkenvResult, TWorkenvResultsSave } from '@jikim/shared';
import { http } from '@/lib/http';

/** work-environment measurement endpoints */
export type TWorkenvPlanDetail = TWorkenvPlan & { results: TWorkenvResult[] };
export type THazardRow = { hazardCd: string; hazardNm: string; carcinogenYn: string };
export type TProcessRow = { processNo: number; processCd: string; processNm: string };

export const workenvApi = {
  plans: (q: object = {}) => http.get<TWorkenvPlan[]>('/api/hea/workenv/plans', q),
  plan: (no: number) => http.get<TWorkenvPlanDetail>(`/api/hea/workenv/plans/${no}`),
  createPlan: (b: TWorkenvPlanInput) => http.post<TWorkenvPlan>('/api/hea/workenv/plans', b),
  updatePlan: (no: number, b: TWorkenvPlanInput & { version: number }) => http.put<TWorkenvPlan>(`/api/hea/workenv/plans/${no}`, b),
  deletePlan: (no: number, version: number) => http.delete<unknown>(`/api/hea/workenv/plans/${no}?version=${version}`),
  saveResults: (no: number, b: TWorkenvResultsSave) => http.put<TWorkenvPlanDetail>(`/api/hea/workenv/plans/${no}/results`, b),
  nextDates: () => http.get<TWorkenvNextRow[]>('/api/hea/workenv/nextdates'),
  hazards: () => http.get<THazardRow[]>('/api/hea/workenv/hazards', {}, { silent: true }),
  processes: (plantCd: string) => http.get<TProcessRow[]>('/api/manage/process/list', { plantCd, useYn: 'Y' }, { silent: true }),
};
