import type { TMskDueRow, TMskSurvey, TMskSurveyInput, TUnitWork, TUnitWorkInput } from '@jikim/shared';
import { http } from '@/lib/http';

/** musculoskeletal survey endpoints */
export const mskApi = {
  unitWorks: (q: object = {}) => http.get<TUnitWork[]>('/api/hea/msk/unitworks', q),
  createUnitWork: (b: TUnitWorkInput) => http.post<TUnitWork>('/api/hea/msk/unitworks', b),
  updateUnitWork: (no: number, b: TUnitWorkInput & { version: number }) => http.put<TUnitWork>(`/api/hea/msk/unitworks/${no}`, b),
  deleteUnitWork: (no: number, version: number) => http.delete<unknown>(`/api/hea/msk/unitworks/${no}?version=${version}`),
  surveys: (q: object) => http.get<{ list: TMskSurvey[]; totalCount: number }>('/api/hea/msk/surveys', q),
  createSurvey: (b: TMskSurveyInput) => http.post<TMskSurvey>('/api/hea/msk/surveys', b),
  updateSurvey: (no: number, b: TMskSurveyInput & { version: number }) => http.put<TMskSurvey>(`/api/hea/msk/surveys/${no}`, b),
  deleteSurvey: (no: number, version: number) => http.delete<unknown>(`/api/hea/msk/surveys/${no}?version=${version}`),
  due: (q: object = {}) => http.get<TMskDueRow[]>('/api/hea/msk/due', q),
};
