import type {
  TCheckupPlan, TCheckupResult, TCheckupResultInput, TCheckupResultList, TCheckupResultSearch, TResultTarget, TSuspect, TSuspectCandidate, TSuspectConsult,
} from '@jikim/shared';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';

/** health results, suspects and consultations (thin fetchers; the server owns the rules) */
export type TTestItem = { testItemCd: string; testItemNm: string; unit: string | null; useYn: string | null; sortOrder: number | null };
const R = '/api/hea/checkup/checkupresults';
const S = '/api/hea/checkup/suspectusers';

export const resultsApi = {
  find: (q: TCheckupResultSearch) => http.get<TCheckupResultList>(R, q),
  get: (no: number) => http.get<TCheckupResult>(`${R}/${no}`),
  create: (b: TCheckupResultInput) => http.post<TCheckupResult>(R, b),
  update: (no: number, b: TCheckupResultInput & { version: number }) => http.put<TCheckupResult>(`${R}/${no}`, b),
  remove: (no: number, version: number) => http.delete<unknown>(`${R}/${no}?version=${version}`),
  targets: (heaCheckupPlanNo: number) => http.get<TResultTarget[]>(`${R}/targets`, { heaCheckupPlanNo }),
  template: (heaCheckupPlanNo: number) => http.get<Blob>(`${R}/template`, { heaCheckupPlanNo }, { responseType: 'blob', timeout: UPLOAD_TIMEOUT_MS }),
  upload: (heaCheckupPlanNo: number, file: File) => {
    const form = new FormData();
    form.append('heaCheckupPlanNo', String(heaCheckupPlanNo));
    form.append('file', file);
    return http.post<{ insertedCnt: number; updatedCnt: number }>(`${R}/upload`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true });
  },
  plans: () => http.get<{ list: TCheckupPlan[] }>('/api/hea/checkup/checkupplans', { limit: 100 }),
  plan: (no: number) => http.get<TCheckupPlan>(`/api/hea/checkup/checkupplans/${no}`),
  testItems: () => http.get<{ list: TTestItem[] }>('/api/hea/baseinfo/testitems', { useYn: 'Y', limit: 300, sortField: 'sortOrder', sortOrder: 'asc' }),
  candidates: (q: object) => http.get<TSuspectCandidate[]>(`${S}/candidates`, q),
  suspects: (q: object) => http.get<TSuspect[]>(S, q),
  createSuspect: (heaCheckupResultNo: number, designateReason: string) => http.post<TSuspect>(S, { heaCheckupResultNo, designateReason }),
  deleteSuspect: (no: number, version: number) => http.delete<unknown>(`${S}/${no}?version=${version}`),
  releaseReason: (no: number, releaseReason: string, version: number) => http.put<TSuspect>(`${S}/${no}/release`, { releaseReason, version }),
  requestApproval: (apprTypeCd: string, recordKey: number) => http.post<{ apprRequestNo: number }>('/api/manage/apprrequest', { apprTypeCd, recordKey: String(recordKey) }),
  consults: (no: number) => http.get<TSuspectConsult[]>(`${S}/${no}/consults`),
  addConsult: (no: number, b: { consultYmd: string; consultantNm: string; consultContent: string; nextAction?: string | null; nextConsultYmd?: string | null }) =>
    http.post<TSuspectConsult>(`${S}/${no}/consults`, b),
};
