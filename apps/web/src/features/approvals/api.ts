import { APPR_BADGE_COUNT_URL, type TApprInboxBox, type TApprInboxRow, type TApprLineStepInput, type TApprRequest } from '@jikim/shared';
import { http } from '@/lib/http';

export type TPage<T> = { list: T[]; totalCount: number; page: number; limit: number };
export type TLineUser = { userId: string; userNm: string; deptNm: string | null; dutyNm: string | null };
export type TLineSlot = {
  slotNo: number; slotKind: string; resolveType: string; userId: string | null; dutyCd: string | null; deptCd: string | null;
  requiredYn: 'Y' | 'N'; changeableYn: 'Y' | 'N';
};
export type TLineTemplate = {
  apprLineNo: number; plantCd: string; apprTypeCd: string; apprLineNm: string; addableYn: 'Y' | 'N'; useYn: 'Y' | 'N'; version: number; updateDt: string; slots: TLineSlot[];
};
export type TResolvedLine = {
  template: { apprLineNo: number; apprLineNm: string; addableYn: 'Y' | 'N' } | null;
  slots: (TLineSlot & { approver: TLineUser | null; selfHeld: boolean })[];
  record: { title: string; summary: string[] };
};
export type TDelegate = { delegateNo: number; userId: string; userNm: string | null; delegateUserId: string; delegateUserNm: string | null; fromYmd: string; toYmd: string; reason: string | null; activeYn: 'Y' | 'N' };
export type TApprDoc = { docNo: number; plantCd: string; deptCd: string | null; docTitle: string; docContents: string | null; statusCd: string; version: number; createUserId: string | null; createDt: string; updateDt: string };
export type TApprParam = { apprTypeCd: string; recordKey: string; editableYn: 'Y' | 'N'; apprRequestNo: number | null; statusCd: string | null; version: number | null };
export type TDecision = { stepNo: number; decisionCd: 'APPROVE' | 'REJECT'; comment?: string; signature?: string };

/** one function per endpoint of /api/manage/appr* (server module: apps/server/src/modules/approvals) */
export const apprApi = {
  types: () => http.get<{ apprTypeCd: string; titleKey: string; titleKo: string; menuId: string }[]>('/api/manage/appr/types'),
  inbox: (q: { box: TApprInboxBox; fromYmd?: string; toYmd?: string; page: number; limit: number }) => http.get<TPage<TApprInboxRow>>('/api/manage/appr', q),
  count: (q: { fromYmd: string; toYmd: string }) => http.get<{ count: number }>(APPR_BADGE_COUNT_URL, q, { silent: true }),
  all: (q: { statusCd?: string; fromYmd?: string; toYmd?: string; page: number; limit: number }) => http.get<TPage<TApprInboxRow>>('/api/manage/apprall', q),
  request: (no: number) => http.get<TApprRequest>(`/api/manage/apprrequest/${no}`),
  create: (body: { apprTypeCd: string; recordKey: string; line?: TApprLineStepInput[]; prevApprRequestNo?: number; comment?: string; signature?: string }) =>
    http.post<TApprRequest>('/api/manage/apprrequest', body),
  recall: (no: number, version: number) => http.patch<TApprRequest>(`/api/manage/apprrequest/${no}/recall`, { version }),
  decide: (no: number, d: TDecision) => http.patch<TApprRequest>(`/api/manage/appr/${no}`, d),
  collect: (items: { apprRequestNo: number; stepNo: number }[], comment?: string) =>
    http.post<{ results: { apprRequestNo: number; stepNo: number; ok: boolean; message: string | null }[] }>('/api/manage/collectappr', { items, comment }),
  param: (apprTypeCd: string, recordKey: string) => http.get<TApprParam>('/api/manage/apprparam', { apprTypeCd, recordKey }),
  resolve: (apprTypeCd: string, recordKey: string) => http.get<TResolvedLine>('/api/manage/apprline/resolve', { apprTypeCd, recordKey }),
  users: (keyword: string) => http.get<TLineUser[]>('/api/manage/appr/users', { keyword }, { silent: true }),
  lines: () => http.get<TLineTemplate[]>('/api/manage/apprline'),
  createLine: (body: Omit<TLineTemplate, 'apprLineNo' | 'version' | 'updateDt' | 'slots'> & { slots: Omit<TLineSlot, 'slotNo'>[] }) => http.post<TLineTemplate>('/api/manage/apprline', body),
  updateLine: (no: number, body: Omit<TLineTemplate, 'apprLineNo' | 'updateDt' | 'slots'> & { slots: Omit<TLineSlot, 'slotNo'>[] }) => http.put<TLineTemplate>(`/api/manage/apprline/${no}`, body),
  deleteLine: (no: number, version: number) => http.delete<{ ok: boolean }>(`/api/manage/apprline/${no}`, { params: { version } }),
  delegates: () => http.get<TDelegate[]>('/api/manage/appr/delegates'),
  addDelegate: (body: { delegateUserId: string; fromYmd: string; toYmd: string; reason?: string }) => http.post<{ delegateNo: number }>('/api/manage/appr/delegates', body),
  endDelegate: (no: number) => http.delete<{ ok: boolean }>(`/api/manage/appr/delegates/${no}`),
  docs: (q: { page: number; limit: number; mineYn: 'Y' | 'N' }) => http.get<TPage<TApprDoc>>('/api/manage/apprdoc', q),
  doc: (no: number) => http.get<TApprDoc>(`/api/manage/apprdoc/${no}`),
  createDoc: (body: { docTitle: string; docContents?: string | null }) => http.post<TApprDoc>('/api/manage/apprdoc', body),
  updateDoc: (no: number, body: { docTitle: string; docContents?: string | null; version: number }) => http.put<TApprDoc>(`/api/manage/apprdoc/${no}`, body),
  deleteDoc: (no: number, version: number) => http.delete<{ ok: boolean }>(`/api/manage/apprdoc/${no}`, { params: { version } }),
};

export const lookupApi = {
  plants: () => http.get<{ plantCd: string; plantNm: string }[]>('/api/sync/plant/list', undefined, { silent: true }),
  depts: (plantCd?: string) => http.get<{ deptCd: string; deptNm: string }[]>('/api/common/dept/list', plantCd ? { plantCd } : undefined, { silent: true }),
  duties: () => http.get<{ dutyCd: string; dutyNm: string }[]>('/api/manage/apprline/duties', undefined, { silent: true }),
};
