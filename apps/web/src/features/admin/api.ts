// Fetchers of the administration screens (server: apps/server/src/modules/admin, lookups in common/lookup.routes.ts).
import type {
  TAuditRow, TAuthGrp, TJobRun, TCodeGroup, TCodeMaster, TDept, TDeptTreeNode, TMenuAdmin, TMenuRight, TMenuRightRow, TPage, TPlant, TProcess, TUser,
} from '@jikim/shared';
import { INTEGRATION_TOKEN_API, type TIntegrationTokenRow } from '@jikim/shared';
import { WEBHOOK_API, WEBHOOK_DELIVERY_API, type TWebhookDelivery, type TWebhookDeliveryDetail, type TWebhookSub, type TWebhookSubCreate } from '@jikim/shared';
import { http } from '@/lib/http';

type Q = Record<string, string | number | undefined | null>;
const clean = (q: Q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const adminApi = {
  plants: () => http.get<TPlant[]>('/api/sync/plant/list'),
  deptTree: (plantCd?: string) => http.get<TDeptTreeNode[]>('/api/manage/depts/treelist', clean({ plantCd })),
  users: (q: Q) => http.get<TPage<TUser>>('/api/manage/user', clean(q)),
  userOptions: () => http.get<{ positions: Opt[]; duties: Opt[]; deptAuthGrps: Opt[]; vendors: (Opt & { plantCd: string })[] }>('/api/manage/user/options'),
  createUser: (b: object) => http.post<TUser>('/api/manage/user', b),
  updateUser: (id: string, b: object) => http.put<TUser>(`/api/manage/user/${encodeURIComponent(id)}`, b),
  retireUser: (u: TUser) => http.delete<TUser>(`/api/manage/user/${encodeURIComponent(u.userId)}?version=${u.version}`),
  signature: (id: string) => http.get<{ signature: string | null }>(`/api/manage/user/signature/${encodeURIComponent(id)}`),
  saveSignature: (u: TUser, signature: string) => http.put<TUser>(`/api/manage/user/signature/${encodeURIComponent(u.userId)}`, { signature, version: u.version }),
  deleteSignature: (u: TUser) => http.delete<TUser>(`/api/manage/user/signature/${encodeURIComponent(u.userId)}?version=${u.version}`),

  dept: (cd: string) => http.get<TDept>(`/api/manage/depts/${encodeURIComponent(cd)}`),
  createDept: (b: object) => http.post<TDept>('/api/manage/depts', b),
  updateDept: (cd: string, b: object) => http.put<TDept>(`/api/manage/depts/${encodeURIComponent(cd)}`, b),
  deleteDept: (d: TDept) => http.delete<TDept>(`/api/manage/depts/${encodeURIComponent(d.deptCd)}?version=${d.version}`),

  processes: (q: Q) => http.get<TPage<TProcess>>('/api/manage/process', clean(q)),
  createProcess: (b: object) => http.post<TProcess>('/api/manage/process', b),
  updateProcess: (no: number, b: object) => http.put<TProcess>(`/api/manage/process/${no}`, b),
  deleteProcess: (p: TProcess) => http.delete<TProcess>(`/api/manage/process/${p.processNo}?version=${p.version}`),
  saveDeptProcess: (p: TProcess, deptCds: string[]) => http.put<TProcess>(`/api/manage/deptprocess/${p.processNo}`, { deptCds, version: p.version }),

  codeGroups: (q: Q) => http.get<TPage<TCodeGroup>>('/api/manage/codegroups', clean(q)),
  createCodeGroup: (b: object) => http.post<TCodeGroup>('/api/manage/codegroups', b),
  updateCodeGroup: (cd: string, b: object) => http.put<TCodeGroup>(`/api/manage/codegroups/${encodeURIComponent(cd)}`, b),
  deleteCodeGroup: (g: TCodeGroup) => http.delete<TCodeGroup>(`/api/manage/codegroups/${encodeURIComponent(g.codeGroupCd)}?version=${g.version}`),
  codes: (codeGroupCd: string) => http.get<TCodeMaster[]>('/api/manage/codemaster', { codeGroupCd }),
  createCode: (b: object) => http.post<TCodeMaster>('/api/manage/codemaster', b),
  updateCode: (c: TCodeMaster, b: object) => http.put<TCodeMaster>(`/api/manage/codemaster/${encodeURIComponent(c.codeGroupCd)}/${encodeURIComponent(c.code)}`, b),
  deleteCode: (c: TCodeMaster) => http.delete<TCodeMaster>(`/api/manage/codemaster/${encodeURIComponent(c.codeGroupCd)}/${encodeURIComponent(c.code)}?version=${c.version}`),
  codeSelect: (group: string, nullLabel: 'choose' | 'all' | 'none' = 'none') => http.get<{ code: string | null; codeNm: string }[]>(`/api/common/code/select/${group}`, { nullLabel }),

  menus: (q: Q = {}) => http.get<TMenuAdmin[]>('/api/common/menu/list', clean(q)),
  menuTree: () => http.get<TMenuAdmin[]>('/api/common/menu/treelist'),
  menuApis: (id: string) => http.get<{ method: string; url: string; access: string }[]>(`/api/common/menus/${encodeURIComponent(id)}/api_contents`),
  createMenu: (b: object) => http.post<TMenuAdmin>('/api/common/menu', b),
  updateMenu: (id: string, b: object) => http.put<TMenuAdmin>(`/api/common/menu/${encodeURIComponent(id)}`, b),
  deleteMenu: (m: TMenuAdmin) => http.delete(`/api/common/menu/${encodeURIComponent(m.menuId)}?version=${m.version}`),
  sortMenus: (upMenuId: string | null, menuIds: string[]) => http.put<TMenuAdmin[]>('/api/common/menu/sort', { upMenuId, menuIds }),

  authGrps: (q: Q) => http.get<TPage<TAuthGrp>>('/api/manage/authgrp', clean(q)),
  createAuthGrp: (b: object) => http.post<TAuthGrp>('/api/manage/authgrp', b),
  updateAuthGrp: (cd: string, b: object) => http.put<TAuthGrp>(`/api/manage/authgrp/${encodeURIComponent(cd)}`, b),
  deleteAuthGrp: (g: TAuthGrp) => http.delete<TAuthGrp>(`/api/manage/authgrp/${encodeURIComponent(g.authGrpCd)}?version=${g.version}`),
  authGrpMenus: (cd: string) => http.get<{ version: number; menus: TMenuRightRow[] }>(`/api/manage/authgrpmenu/${encodeURIComponent(cd)}`),
  saveAuthGrpMenus: (cd: string, version: number, menus: TMenuRight[]) => http.put<{ version: number; menus: TMenuRightRow[] }>(`/api/manage/authgrpmenu/${encodeURIComponent(cd)}`, { version, menus }),
  grpUsers: (authGrpCd: string, page: number) => http.get<TPage<{ authGrpCd: string; userId: string; userNm: string; plantCd: string | null; deptNm: string | null }>>('/api/manage/userauthgrp', { authGrpCd, page, limit: 20 }),
  addGrpUsers: (authGrpCd: string, userIds: string[]) => http.post<TAuthGrp>('/api/manage/userauthgrp', { authGrpCd, userIds }),
  removeGrpUser: (authGrpCd: string, userId: string) => http.delete<TAuthGrp>(`/api/manage/userauthgrp/${encodeURIComponent(authGrpCd)}/${encodeURIComponent(userId)}`),
  searchUsers: (userNm: string) => http.get<{ userId: string; userNm: string; deptNm: string | null; plantCd: string | null }[]>('/api/common/user/search', { userNm }),

  audit: (q: Q) => http.get<TPage<TAuditRow>>('/api/manage/auditlog', clean(q)),
  integrationTokens: () => http.get<{ list: TIntegrationTokenRow[] }>(INTEGRATION_TOKEN_API),
  issueIntegrationToken: (b: { tokenNm: string; scopeCd: 'HR_SYNC' }) => http.post<TIntegrationTokenRow & { token: string }>(INTEGRATION_TOKEN_API, b),
  revokeIntegrationToken: (tokenNo: number) => http.post<TIntegrationTokenRow>(`${INTEGRATION_TOKEN_API}/${tokenNo}/revoke`),
  webhooks: () => http.get<{ list: TWebhookSub[] }>(WEBHOOK_API),
  createWebhook: (b: TWebhookSubCreate) => http.post<TWebhookSub & { secret: string }>(WEBHOOK_API, b),
  updateWebhook: (subNo: number, b: Partial<TWebhookSubCreate>) => http.patch<TWebhookSub>(`${WEBHOOK_API}/${subNo}`, b),
  deleteWebhook: (subNo: number) => http.delete<{ deleted: true }>(`${WEBHOOK_API}/${subNo}`),
  testWebhook: (subNo: number) => http.post<TWebhookDeliveryDetail>(`${WEBHOOK_API}/${subNo}/test`),
  webhookDeliveries: (q: Q) => http.get<TPage<TWebhookDelivery>>(WEBHOOK_DELIVERY_API, clean(q)),
  webhookDelivery: (deliveryNo: number) => http.get<TWebhookDeliveryDetail>(`${WEBHOOK_DELIVERY_API}/${deliveryNo}`),
  resendWebhookDelivery: (deliveryNo: number) => http.post<TWebhookDeliveryDetail>(`${WEBHOOK_DELIVERY_API}/${deliveryNo}/resend`),
  jobs: (q: Q) => http.get<TPage<TJobRun>>('/api/manage/jobs', clean(q)),
  runJob: (name: string) => http.post<{ id: string | null }>(`/api/manage/jobs/${encodeURIComponent(name)}/run`),
  auditEntities: () => http.get<{ entity: string }[]>('/api/manage/auditlog/entities'),
};
export type Opt = { code: string; codeNm: string; useYn: string };
