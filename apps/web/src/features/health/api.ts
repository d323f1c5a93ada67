import type { TCandidateRow, TCandidateSearch, TCheckupPlan, TCheckupPlanInput, TRsrvDate } from '@jikim/shared';
import { http } from '@/lib/http';

/** health (hea) endpoints used by the web; the server owns the rules, these are thin fetchers */
export type TPlanList = { list: TCheckupPlan[]; totalCount: number; page: number; limit: number };
export type TReserveRow = {
  heaCheckupReserveNo: number | null; heaCheckupPlanNo: number; heaCheckupPlanNm: string | null; heaCheckupPlanPeriod: string; userId: string; userNm: string | null;
  heaCheckedOrgNo: number | null; heaCheckupOrgNm: string | null; rsrvYmd: string | null; agreeYn: string | null; version: number | null;
  hospitals: { heaCheckupOrgNo: number; heaCheckupOrgNm: string; dailyCapacity: number }[];
};
export type TProcessOption = { processNo: number; processCd: string; processNm: string };
export type TOrg = { heaCheckupOrgNo: number; heaCheckupOrgNm: string; plantCd: string };

export const heaApi = {
  findPlans: (q: object) => http.get<TPlanList>('/api/hea/checkup/checkupplans', q),
  getPlan: (no: number) => http.get<TCheckupPlan>(`/api/hea/checkup/checkupplans/${no}`),
  createPlan: (b: TCheckupPlanInput) => http.post<TCheckupPlan>('/api/hea/checkup/checkupplans', b),
  updatePlan: (no: number, b: TCheckupPlanInput & { version: number }) => http.put<TCheckupPlan>(`/api/hea/checkup/checkupplans/${no}`, b),
  deletePlan: (no: number, version: number) => http.delete<unknown>(`/api/hea/checkup/checkupplans/${no}?version=${version}`),
  findCandidates: (q: TCandidateSearch) => http.get<TCandidateRow[]>('/api/hea/checkup/checkupusers/nontargets', q),
  addTargets: (rows: (TCandidateRow & { heaCheckupPlanNo: number })[]) => http.post<{ insertedCnt: number }>('/api/hea/checkup/checkupusers', rows),
  processes: (plantCd: string, deptCd: string | null) =>
    http.get<TProcessOption[]>('/api/manage/process/list', { plantCd, ...(deptCd ? { deptCd } : {}), useYn: 'Y' }, { silent: true }),
  orgs: (plantCd: string) => http.get<{ list: TOrg[] }>('/api/hea/baseinfo/checkuporgs', { plantCd, useYn: 'Y', limit: 100 }),
  reserves: (q: object) => http.get<TReserveRow[]>('/api/hea/checkup/checkupreserves', q),
  reserve: (b: { heaCheckupPlanNo: number; heaCheckedOrgNo: number; agreeYn: 'Y' | 'N' | undefined; userId: string; rsrvYmd: string }) =>
    http.post<unknown>('/api/hea/checkup/checkupreserves', b),
  cancelReserve: (no: number, version: number) => http.delete<unknown>(`/api/hea/checkup/checkupreserves/${no}?version=${version}`),
  rsrvDates: (heaCheckedOrgNo: number, fromYmd: string, toYmd: string) => http.get<TRsrvDate[]>('/api/hea/checkup/rsrvdates', { heaCheckedOrgNo, fromYmd, toYmd }),
  consentText: () => http.get<{ consentText: string }>('/api/hea/checkup/consenttext'),
};
