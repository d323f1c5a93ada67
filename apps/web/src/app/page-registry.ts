import type { ComponentType } from 'react';
import type * as Shared from '@jikim/shared';
import type { resourcePage } from '@/lib/resource';

/**
 * Pages by the menu's frontEndUrl (spec §2: "a page whose file comes from the menu's frontEndUrl").
 * Each entry is loaded lazily, so every area is its own chunk. Modules add their lines here.
 */
export type PageModule = { default: ComponentType };
export const pageRegistry: Record<string, () => Promise<PageModule>> = {};

/** a page rendered from resource definitions; the definitions load with the page, not with the shell */
const resourceRoute = (pick: (s: typeof Shared) => Parameters<typeof resourcePage>) => () =>
  Promise.all([import('@jikim/shared'), import('@/lib/resource')]).then(([s, m]) => m.resourcePage(...pick(s)));

pageRegistry['/manage/noticeManage'] = resourceRoute((s) => [s.noticeResource]);
pageRegistry['/manage/positionManage'] = resourceRoute((s) => [s.positionResource, s.dutyResource]);
pageRegistry['/demo/componentCatalog'] = () => import('@/features/catalog/catalog-page');
pageRegistry['/manage/attachSetting'] = () => import('@/features/attachments-admin/attach-setting-page');
pageRegistry['/manage/vendorDocBox'] = () => import('@/features/attachments-admin/vendor-doc-box-page');
pageRegistry['/manage/userManage'] = () => import('@/features/admin/pages/user-manage-page');
pageRegistry['/manage/deptManage'] = () => import('@/features/admin/pages/dept-manage-page');
pageRegistry['/manage/processManage'] = () => import('@/features/admin/pages/process-manage-page');
pageRegistry['/manage/codeManage'] = () => import('@/features/admin/pages/code-manage-page');
pageRegistry['/manage/menuManage'] = () => import('@/features/admin/pages/menu-manage-page');
pageRegistry['/manage/authGrpManage'] = () => import('@/features/admin/pages/auth-grp-manage-page');
pageRegistry['/manage/auditLog'] = () => import('@/features/admin/pages/audit-log-page');
pageRegistry['/appr/apprInbox'] = () => import('@/features/approvals/pages/appr-inbox-page');
pageRegistry['/appr/apprDoc'] = () => import('@/features/approvals/pages/appr-doc-page');
pageRegistry['/appr/apprLine'] = () => import('@/features/approvals/pages/appr-line-page');
pageRegistry['/appr/apprAll'] = () => import('@/features/approvals/pages/appr-all-page');
pageRegistry['/mobile/apprWhich'] = () => import('@/features/approvals/pages/mobile-appr-which-page');
pageRegistry['/hea/checkupOrg'] = resourceRoute((s) => [s.checkupOrgResource]);
pageRegistry['/hea/hazard'] = resourceRoute((s) => [s.hazardResource]);
pageRegistry['/hea/checkupPlan'] = () => import('@/features/health/pages/checkup-plan-page');
pageRegistry['/hea/checkupReserve'] = () => import('@/features/health/pages/checkup-reserve-page');
pageRegistry['/hea/disease'] = resourceRoute((s) => [s.diseaseResource]);
pageRegistry['/hea/interviewItem'] = resourceRoute((s) => [s.interviewItemResource]);
pageRegistry['/hea/consultType'] = resourceRoute((s) => [s.consultTypeResource]);
pageRegistry['/hea/checkupOrgSchedule'] = () => import('@/features/health/pages/checkup-org-schedule-page');
pageRegistry['/hea/specialDueList'] = () => import('@/features/health/pages/special-due-list-page');
pageRegistry['/hea/infirmaryVisit'] = () => import('@/features/health/infirmary/infirmary-visit-page');
pageRegistry['/hea/drugManage'] = () => import('@/features/health/infirmary/drug-manage-page');
pageRegistry['/hea/infirmaryStat'] = () => import('@/features/health/infirmary/infirmary-stat-page');
pageRegistry['/hea/mskSurvey'] = () => import('@/features/health/msk/msk-survey-page');
pageRegistry['/hea/workenvMeasure'] = () => import('@/features/health/workenv/workenv-page');
pageRegistry['/hea/testItem'] = resourceRoute((s) => [s.testItemResource]);
pageRegistry['/hea/testItemResult'] = resourceRoute((s) => [s.testItemRangeResource]);
pageRegistry['/hea/checkupResult'] = () => import('@/features/health/results/checkup-result-page');
pageRegistry['/hea/suspectUser'] = () => import('@/features/health/results/suspect-page');
