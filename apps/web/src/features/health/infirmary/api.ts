import type { TDrug, TDrugInput, TDrugMove, TDrugMoveInput, TInfirmaryUsage, TVisit, TVisitInput } from '@jikim/shared';
import { http } from '@/lib/http';

/** infirmary and drug endpoints (the server owns stock and scope rules; these are thin fetchers) */
export type TPaged<T> = { list: T[]; totalCount: number; page: number; limit: number };
export type TVendor = { vendorCd: string; vendorNm: string };

export const infirmaryApi = {
  visits: (q: object) => http.get<TPaged<TVisit>>('/api/hea/infirmary/visits', q),
  createVisit: (b: TVisitInput) => http.post<TVisit>('/api/hea/infirmary/visits', b),
  updateVisit: (no: number, b: TVisitInput & { version: number }) => http.put<TVisit>(`/api/hea/infirmary/visits/${no}`, b),
  deleteVisit: (no: number, version: number) => http.delete<unknown>(`/api/hea/infirmary/visits/${no}?version=${version}`),
  drugs: (q: object = {}) => http.get<TDrug[]>('/api/hea/drug/drugs', q),
  createDrug: (b: TDrugInput) => http.post<TDrug>('/api/hea/drug/drugs', b),
  updateDrug: (no: number, b: TDrugInput & { version: number }) => http.put<TDrug>(`/api/hea/drug/drugs/${no}`, b),
  deleteDrug: (no: number, version: number) => http.delete<unknown>(`/api/hea/drug/drugs/${no}?version=${version}`),
  moves: (q: object) => http.get<TPaged<TDrugMove>>('/api/hea/drug/moves', q),
  createMove: (b: TDrugMoveInput) => http.post<{ moveNo: number; stockQty: number }>('/api/hea/drug/moves', b),
  usage: (year: number, plantCd?: string) => http.get<TInfirmaryUsage>('/api/hea/infirmary/usage', { year, ...(plantCd ? { plantCd } : {}) }),
  vendors: (plantCd?: string) => http.get<TVendor[]>('/api/hea/infirmary/vendors', plantCd ? { plantCd } : {}, { silent: true }),
};
