import type { TDueRow, TOptionRule, TOptionRuleInput, TOrgSchedule, TOrgScheduleInput } from '@jikim/shared';
import { http } from '@/lib/http';

/** health endpoints of base data schedules, option rules, targets, due list, batch/changed reservations, plan approval */
export type TPlanTarget = { heaCheckupPlanNo: number; userId: string; userNm: string | null; deptNm: string | null; heaCheckupTypeNm: string; createDt: string };
export type THazardOption = { hazardCd: string; hazardNm: string };
export type TResolvedLine = { template: { apprLineNm: string } | null; slots: { slotKind: string; approver: { userId: string; userNm: string } | null }[] };

export const planApi = {
  schedules: (heaCheckupOrgNo: number) => http.get<TOrgSchedule[]>('/api/hea/baseinfo/checkuporgschedules', { heaCheckupOrgNo }),
  createSchedule: (b: TOrgScheduleInput) => http.post<TOrgSchedule>('/api/hea/baseinfo/checkuporgschedules', b),
  updateSchedule: (no: number, b: TOrgScheduleInput & { version: number }) => http.put<TOrgSchedule>(`/api/hea/baseinfo/checkuporgschedules/${no}`, b),
  deleteSchedule: (no: number, version: number) => http.delete<unknown>(`/api/hea/baseinfo/checkuporgschedules/${no}?version=${version}`),

  rules: (planNo: number) => http.get<TOptionRule[]>(`/api/hea/checkup/checkupplans/${planNo}/optionrules`),
  saveRules: (planNo: number, version: number, rules: TOptionRuleInput[]) =>
    http.put<{ version: number; rules: TOptionRule[] }>(`/api/hea/checkup/checkupplans/${planNo}/optionrules`, { version, rules }),

  targets: (planNo: number) => http.get<TPlanTarget[]>('/api/hea/checkup/checkupusers', { heaCheckupPlanNo: planNo }),
  removeTarget: (planNo: number, userId: string) => http.delete<unknown>(`/api/hea/checkup/checkupusers/${planNo}/${encodeURIComponent(userId)}`),

  hazards: () => http.get<{ list: THazardOption[] }>('/api/hea/baseinfo/hazard', { limit: 100, useYn: 'Y' }),
  dueList: (q: { deptCd?: string; hazardCd?: string; dueBeforeYmd?: string }) => http.get<TDueRow[]>('/api/hea/checkup/duelist', q),
  addDueToPlan: (b: { heaCheckupPlanNo: number; deptCd?: string; hazardCd?: string; dueBeforeYmd?: string }) =>
    http.post<{ insertedCnt: number; skippedCnt: number; userIds: string[] }>('/api/hea/checkup/duelist/addtoplan', b),

  reserveBatch: (b: { heaCheckupPlanNo: number; heaCheckedOrgNo: number; rsrvYmd: string; users: { userId: string; agreeYn: 'Y' | 'N' }[] }) =>
    http.post<{ reservedCnt: number }>('/api/hea/checkup/checkupreserves/batch', b),
  changeReserve: (no: number, b: { heaCheckedOrgNo: number; rsrvYmd: string; version: number; agreeYn?: 'Y' | 'N' }) =>
    http.put<{ heaCheckupReserveNo: number; version: number }>(`/api/hea/checkup/checkupreserves/${no}`, b),

  /** approvals framework: preview the line, then request with recordKey = plan number */
  resolveLine: (planNo: number) => http.get<TResolvedLine>('/api/manage/apprline/resolve', { apprTypeCd: 'HEA_CHECKUP_PLAN', recordKey: String(planNo) }),
  requestApproval: (planNo: number) => http.post<{ apprRequestNo: number }>('/api/manage/apprrequest', { apprTypeCd: 'HEA_CHECKUP_PLAN', recordKey: String(planNo) }),
};
