import type { ComponentType } from 'react';
import type { resourcePage } from '@/lib/resource';

/**
 * Pages by the menu's frontEndUrl (spec §2: "a page whose file comes from the menu's frontEndUrl").
 * Each entry is loaded lazily, so every area is its own chunk. Modules add their lines here.
 */
export type PageModule = { default: ComponentType };
export const pageRegistry: Record<string, () => Promise<PageModule>> = {};

/**
 * A page rendered from resource definitions; the definitions load with the page, not with the shell. Each line
 * names its definitions in a destructuring `then`, from the shared module that defines them, not through the package's
 * index (which would load every shared module with the page, issue 13).
 */
const resourceRoute = (defs: () => Promise<Parameters<typeof resourcePage>>) => () =>
  Promise.all([defs(), import('@/lib/resource')]).then(([d, m]) => m.resourcePage(...d));

pageRegistry['/manage/noticeManage'] = resourceRoute(() => import('@jikim/shared/src/resource/notice.resource').then(({ noticeResource }) => [noticeResource]));
pageRegistry['/manage/positionManage'] = resourceRoute(() => import('@jikim/shared/src/resource/position.resource').then(({ positionResource, dutyResource }) => [positionResource, dutyResource]));
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
pageRegistry['/common/noticeBoard'] = () => import('@/features/shell/landing/notice-board-page');
pageRegistry['/manage/jobHistory'] = () => import('@/features/admin/pages/job-history-page');
pageRegistry['/manage/integrationToken'] = () => import('@/features/admin/pages/integration-token-page');
pageRegistry['/manage/webhook'] = () => import('@/features/admin/pages/webhook-page');
pageRegistry['/appr/apprInbox'] = () => import('@/features/approvals/pages/appr-inbox-page');
pageRegistry['/appr/apprDoc'] = () => import('@/features/approvals/pages/appr-doc-page');
pageRegistry['/appr/apprLine'] = () => import('@/features/approvals/pages/appr-line-page');
pageRegistry['/appr/apprAll'] = () => import('@/features/approvals/pages/appr-all-page');
pageRegistry['/mobile/apprWhich'] = () => import('@/features/approvals/pages/mobile-appr-which-page');
pageRegistry['/hea/checkupOrg'] = resourceRoute(() => import('@jikim/shared/src/health/resources').then(({ checkupOrgResource }) => [checkupOrgResource]));
pageRegistry['/hea/hazard'] = resourceRoute(() => import('@jikim/shared/src/health/resources').then(({ hazardResource }) => [hazardResource]));
pageRegistry['/hea/checkupPlan'] = () => import('@/features/health/pages/checkup-plan-page');
pageRegistry['/hea/checkupReserve'] = () => import('@/features/health/pages/checkup-reserve-page');
pageRegistry['/hea/disease'] = resourceRoute(() => import('@jikim/shared/src/health/basedata').then(({ diseaseResource }) => [diseaseResource]));
pageRegistry['/hea/interviewItem'] = resourceRoute(() => import('@jikim/shared/src/health/basedata').then(({ interviewItemResource }) => [interviewItemResource]));
pageRegistry['/hea/consultType'] = resourceRoute(() => import('@jikim/shared/src/health/basedata').then(({ consultTypeResource }) => [consultTypeResource]));
pageRegistry['/hea/checkupOrgSchedule'] = () => import('@/features/health/pages/checkup-org-schedule-page');
pageRegistry['/hea/specialDueList'] = () => import('@/features/health/pages/special-due-list-page');
pageRegistry['/hea/infirmaryVisit'] = () => import('@/features/health/infirmary/infirmary-visit-page');
pageRegistry['/hea/drugManage'] = () => import('@/features/health/infirmary/drug-manage-page');
pageRegistry['/hea/infirmaryStat'] = () => import('@/features/health/infirmary/infirmary-stat-page');
pageRegistry['/hea/mskSurvey'] = () => import('@/features/health/msk/msk-survey-page');
pageRegistry['/hea/workenvMeasure'] = () => import('@/features/health/workenv/workenv-page');
pageRegistry['/hea/testItem'] = resourceRoute(() => import('@jikim/shared/src/health/results').then(({ testItemResource }) => [testItemResource]));
pageRegistry['/hea/testItemResult'] = resourceRoute(() => import('@jikim/shared/src/health/results').then(({ testItemRangeResource }) => [testItemRangeResource]));
pageRegistry['/hea/checkupResult'] = () => import('@/features/health/results/checkup-result-page');
pageRegistry['/hea/suspectUser'] = () => import('@/features/health/results/suspect-page');
pageRegistry['/impr/imprAction'] = resourceRoute(() =>
  Promise.all([import('@jikim/shared/src/impr/action.resource'), import('@/features/impr/impr.i18n')]).then(([{ imprActionResource }, { registerImprResourceWords }]) => {
    registerImprResourceWords();
    return [imprActionResource];
  }));
pageRegistry['/mobile/imprMyAction'] = () => import('@/features/impr/my-action-page');
// contractors (issue 19): 안전보건협의체 minutes with attendees and decisions (decisions become improvement actions)
pageRegistry['/vendor/vendorCouncil'] = resourceRoute(() => import('@jikim/shared/src/vendor/council.resource').then(({ vendorCouncilResource }) => [vendorCouncilResource]));
pageRegistry['/vendor/vendorMaster'] = () => import('@/features/vendor/master/vendor-master-page');
pageRegistry['/vendor/vendorWorker'] = resourceRoute(() => import('@jikim/shared/src/vendor/worker.resource').then(({ vendorWorkerResource }) => [vendorWorkerResource]));
pageRegistry['/vendor/enterRequest'] = () => import('@/features/vendor/entry/entry-page').then((m) => m.loadEntryPage());
pageRegistry['/vendor/vendorPenalty'] = resourceRoute(() => import('@jikim/shared/src/vendor/penalty.resource').then(({ vendorPenaltyResource }) => [vendorPenaltyResource]));
// public /qr (spec §2): the entry pass state (/qr?entryPass=<token>)
pageRegistry['/qr'] = () => import('./qr-page');
pageRegistry['/vendor/vendorNotice'] = () => import('@/features/vendor/notice/vendor-notice-page');
pageRegistry['/vendor/vendorEval'] = resourceRoute(() =>
  import('@jikim/shared/src/vendor/eval.resource').then(({ vendorEvalResource, vendorEvalItemSetResource }) => [vendorEvalResource, vendorEvalItemSetResource]));
pageRegistry['/vendor/vendorPortal'] = () => import('@/features/vendor/portal/vendor-portal-page');
// risk assessment (issue 18)
pageRegistry['/rsa/rsaPlan'] = () => import('@/features/rsa/rsa-plan-page');
pageRegistry['/rsa/rsaAssessment'] = () => import('@/features/rsa/rsa-assessment-page');
pageRegistry['/rsa/rsaRegister'] = () => import('@/features/rsa/rsa-register-page');
pageRegistry['/rsa/rsaMatrix'] = () => import('@/features/rsa/rsa-matrix-page');
pageRegistry['/rsa/rsaHazard'] = () => import('@/features/rsa/rsa-hazard-page');
// education (issue 20): courses, question bank, sessions (QR / signature attendance), trainees, the legal-hours ledger, 내 교육 (phone)
pageRegistry['/education/eduCourse'] = resourceRoute(() => import('@jikim/shared/src/education/course.resource').then(({ eduCourseResource }) => [eduCourseResource]));
pageRegistry['/education/eduQuestion'] = resourceRoute(() => import('@jikim/shared/src/education/question.resource').then(({ eduQuestionResource }) => [eduQuestionResource]));
pageRegistry['/education/eduWorker'] = resourceRoute(() => import('@jikim/shared/src/education/worker.resource').then(({ eduWorkerResource }) => [eduWorkerResource]));
pageRegistry['/education/eduSession'] = () => import('@/features/education/pages/edu-session-page').then((m) => m.loadSessionPage());
pageRegistry['/education/eduLedger'] = () => import('@/features/education/pages/edu-ledger-page');
pageRegistry['/education/eduMy'] = () => import('@/features/education/pages/edu-my-page');
// education planning (issue 20 item 2/5): groups of workers, plans per department and half-year (plan vs actual), external
// completions confirmed into the ledger, exam results per person
pageRegistry['/education/eduGroup'] = resourceRoute(() => import('@jikim/shared/src/education/group.resource').then(({ eduGroupResource }) => [eduGroupResource]));
pageRegistry['/education/eduExternal'] = resourceRoute(() => import('@jikim/shared/src/education/external.resource').then(({ eduExternalResource }) => [eduExternalResource]));
pageRegistry['/education/eduPlan'] = () => import('@/features/education/pages/edu-plan-page');
pageRegistry['/education/eduResult'] = () => import('@/features/education/pages/edu-result-page');
// accidents (issue 15): the register (with the legal classification the server computes) and its investigations; working hours
pageRegistry['/saf/accident'] = resourceRoute(() =>
  Promise.all([import('@jikim/shared/src/safety/accidents/accident.resource'), import('@jikim/shared/src/safety/accidents/investigation.resource')]).then(([{ accidentResource }, { accidentInvestigationResource }]) => [accidentResource, accidentInvestigationResource]));
pageRegistry['/saf/workHours'] = resourceRoute(() => import('@jikim/shared/src/safety/accidents/workhours.resource').then(({ workHoursResource }) => [workHoursResource]));
pageRegistry['/saf/nearMiss'] = resourceRoute(() => import('@jikim/shared/src/safety/accidents/nearmiss.resource').then(({ nearMissResource }) => [nearMissResource]));
pageRegistry['/saf/noAccident'] = resourceRoute(() => import('@jikim/shared/src/safety/accidents/noaccident.resource').then(({ noAccidentResource }) => [noAccidentResource]));
pageRegistry['/mobile/accidentFlash'] = () => import('@/features/safety/accidents/accident-flash-page');
pageRegistry['/saf/accidentStat'] = () => import('@/features/safety/accidents/accident-stat-page');
// safety checks (issue 16): one check page for every check-type menu (the menu's checkTypeCd query value), plans with the
// due list, templates, facilities; the phone page records a check with photos and the checker's signature
pageRegistry['/saf/safetyCheck'] = resourceRoute(() => import('@jikim/shared/src/safety/checks/check-result.resource').then(({ checkResultResource }) => [checkResultResource]));
pageRegistry['/saf/safetyCheckPlan'] = resourceRoute(() => import('@jikim/shared/src/safety/checks/check-plan.resource').then(({ checkPlanResource }) => [checkPlanResource]));
pageRegistry['/saf/safetyCheckTemplate'] = resourceRoute(() => import('@jikim/shared/src/safety/checks/check-template.resource').then(({ checkTemplateResource }) => [checkTemplateResource]));
pageRegistry['/saf/facility'] = () => import('@/features/safety/checks/facility-page');
pageRegistry['/mobile/safetyCheck'] = () => import('@/features/safety/checks/mobile-check-page');
pageRegistry['/saf/tbm'] = resourceRoute(() => import('@jikim/shared/src/safety/tbm/tbm.resource').then(({ tbmResource }) => [tbmResource]));
pageRegistry['/mobile/tbm'] = () => import('@/features/safety/tbm/mobile-tbm-page');
pageRegistry['/mobile/patrol'] = () => import('@/features/safety/patrol/mobile-patrol-page');
pageRegistry['/saf/patrolFinding'] = resourceRoute(() => import('@jikim/shared/src/safety/patrol/patrol.resource').then(({ patrolFindingResource }) => [patrolFindingResource]));
pageRegistry['/saf/patrolPlan'] = resourceRoute(() => import('@jikim/shared/src/safety/patrol/patrol-plan.resource').then(({ patrolPlanResource }) => [patrolPlanResource]));
pageRegistry['/saf/patrolTbmStat'] = () => import('@/features/safety/patrol/patrol-tbm-stat-page');
pageRegistry['/saf/observation'] = resourceRoute(() => import('@jikim/shared/src/safety/observations/observation.resource').then(({ observationResource }) => [observationResource]));
pageRegistry['/mobile/observation'] = () => import('@/features/safety/observations/mobile-observation-page');
pageRegistry['/saf/observationStat'] = () => import('@/features/safety/observations/observation-stat-page');
// MOC: a reviewer answers their own review row under the change's detail (the form loads lazily)
pageRegistry['/saf/moc'] = () => import('@/features/safety/moc/moc-page').then((m) => m.loadMocPage());
// MOC on the phone: the reviewer's waiting list, the change and their answer (menu SAF_MOC_MOBILE, the MOC's API)
pageRegistry['/mobile/mocReview'] = () => import('@/features/safety/moc/mobile-moc-review-page');
// work permits (issue 17): projects, permits with their panels (gas, LOTO, windows, SIMOPS, signatures), today's map, gas on the phone
pageRegistry['/saf/wkodProject'] = () => import('@/features/work-permits/project-page');
pageRegistry['/saf/wkodPermit'] = () => import('@/features/work-permits/permit-page');
pageRegistry['/saf/wkodStatus'] = () => import('@/features/work-permits/status-page');
pageRegistry['/mobile/wkodGas'] = () => import('@/features/work-permits/mobile-gas-page');

// chemicals and SDS (issue 26): the 화학물질 area
pageRegistry['/chm/chemProd'] = () => import('@/features/chm/chm-prod-page').then((m) => m.loadChemProdPage());
pageRegistry['/chm/matCheck'] = () => import('@/features/chm/chm-matcheck-page').then((m) => m.loadMatcheckPage());
pageRegistry['/chm/chemInout'] = () => import('@/features/chm/chm-inout-page').then((m) => m.loadInoutPage());
pageRegistry['/chm/chemStock'] = () => import('@/features/chm/chm-pages').then((m) => ({ default: m.ChmStockPage }));
pageRegistry['/chm/regUpload'] = () => import('@/features/chm/chm-pages').then((m) => ({ default: m.ChmRegUploadPage }));
pageRegistry['/chm/chemDispense'] = resourceRoute(() => import('@jikim/shared/src/chm/dispense.resource').then(({ chmDispenseResource }) => [chmDispenseResource]));
pageRegistry['/chm/chemStorage'] = () => import('@/features/chm/chm-storage-page').then((m) => m.loadStoragePage());
pageRegistry['/chm/chemItem'] = resourceRoute(() => import('@jikim/shared/src/chm/storage.resource').then(({ chmItemResource }) => [chmItemResource]));
pageRegistry['/chm/chemLimit'] = resourceRoute(() => import('@jikim/shared/src/chm/storage.resource').then(({ chmLimitResource }) => [chmLimitResource]));
pageRegistry['/chm/chemical'] = resourceRoute(() => import('@jikim/shared/src/chm/chemical.resource').then(({ chemicalResource }) => [chemicalResource]));
// environment, waste (issue 27): lots and disposals from their definitions; the Allbaro reconciliation and the rate are pages
pageRegistry['/env/wasteStorage'] = () => import('@/features/env/waste/waste-storage-page').then((m) => m.loadWasteStoragePage());
pageRegistry['/env/wasteDisposal'] = resourceRoute(() => import('@jikim/shared/src/env/waste/waste.resource').then(({ envWasteDisposalResource }) => [envWasteDisposalResource]));
pageRegistry['/env/wasteAllbaro'] = () => import('@/features/env/waste/waste-allbaro-page');
pageRegistry['/env/wasteRate'] = () => import('@/features/env/waste/waste-rate-page');
// compliance calendar and holidays (issue 30)
pageRegistry['/mgt/calendar'] = () => import('@/features/calendar/calendar-page');
pageRegistry['/mgt/holiday'] = resourceRoute(() => import('@jikim/shared/src/calendar/holiday.resource').then(({ holidayResource }) => [holidayResource]));
pageRegistry['/mgt/schedule'] = resourceRoute(() => import('@jikim/shared/src/calendar/schedule.resource').then(({ scheduleResource }) => [scheduleResource]));
// 문서관리: the register and the revisions that go through 결재 (tabs of one page)
pageRegistry['/mgt/document'] = resourceRoute(() =>
  import('@jikim/shared/src/mgt/documents/document.resource').then(({ mgtDocumentResource, mgtDocRevisionResource }) => [mgtDocumentResource, mgtDocRevisionResource]));
pageRegistry['/saf/board'] = resourceRoute(() => import('@jikim/shared/src/safety/boards/board.resource').then(({ safBoardResource }) => [safBoardResource]));
pageRegistry['/saf/boardPost'] = resourceRoute(() => import('@jikim/shared/src/safety/boards/board.resource').then(({ safBoardPostResource }) => [safBoardPostResource]));
pageRegistry['/saf/license'] = resourceRoute(() => import('@jikim/shared/src/calendar/license.resource').then(({ licenseResource }) => [licenseResource]));
// 안전보건경영 (issue 29): the registers from their definitions, the binder and indicator pages hand-written
pageRegistry['/mgt/mgtTarget'] = resourceRoute(() => import('@jikim/shared/src/mgt/target.resource').then(({ mgtTargetResource }) => [mgtTargetResource]));
pageRegistry['/mgt/mgtLaw'] = resourceRoute(() => import('@jikim/shared/src/mgt/law.resource').then(({ mgtLawResource }) => [mgtLawResource]));
pageRegistry['/mgt/mgtLawCheck'] = resourceRoute(() => import('@jikim/shared/src/mgt/law.resource').then(({ mgtLawCheckResource }) => [mgtLawCheckResource]));
pageRegistry['/mgt/mgtCommittee'] = resourceRoute(() => import('@jikim/shared/src/mgt/committee.resource').then(({ mgtCommitteeResource }) => [mgtCommitteeResource]));
pageRegistry['/mgt/mgtDrill'] = resourceRoute(() => import('@jikim/shared/src/mgt/drill.resource').then(({ mgtDrillResource }) => [mgtDrillResource]));
pageRegistry['/mgt/mgtBudget'] = resourceRoute(() => import('@jikim/shared/src/mgt/budget.resource').then(({ mgtBudgetResource }) => [mgtBudgetResource]));
pageRegistry['/mgt/mgtAppointment'] = resourceRoute(() => import('@jikim/shared/src/mgt/appointment.resource').then(({ mgtAppointmentResource }) => [mgtAppointmentResource]));
// the binder: duties, evidence, the half's review and its 결재, print and Excel; the review records under its tab 검토 이력
pageRegistry['/mgt/mgtSapa'] = () => import('@/features/mgt/mgt-sapa-page');
pageRegistry['/mgt/mgtIndicator'] = () => import('@/features/mgt/mgt-indicator-page');

// environment (issue 27): air and water registers, logs with the month view and sheet upload, measurements with the due list
pageRegistry['/env/airOutlet'] = resourceRoute(() => import('@jikim/shared/src/env/outlet.resource').then(({ envAirOutletResource }) => [envAirOutletResource]));
pageRegistry['/env/waterOutlet'] = resourceRoute(() => import('@jikim/shared/src/env/outlet.resource').then(({ envWaterOutletResource }) => [envWaterOutletResource]));
pageRegistry['/env/airFacility'] = resourceRoute(() => import('@jikim/shared/src/env/facility.resource').then(({ envAirFacilityResource }) => [envAirFacilityResource]));
pageRegistry['/env/waterFacility'] = resourceRoute(() => import('@jikim/shared/src/env/facility.resource').then(({ envWaterFacilityResource }) => [envWaterFacilityResource]));
pageRegistry['/env/airLog'] = () => import('@/features/env/env-pages').then((m) => m.loadLogPage('AIR'));
pageRegistry['/env/waterLog'] = () => import('@/features/env/env-pages').then((m) => m.loadLogPage('WATER'));
pageRegistry['/env/airMeasure'] = () => import('@/features/env/env-pages').then((m) => m.loadMeasurePage('AIR'));
pageRegistry['/env/waterMeasure'] = () => import('@/features/env/env-pages').then((m) => m.loadMeasurePage('WATER'));
pageRegistry['/env/eia'] = resourceRoute(() => import('@jikim/shared/src/env/eia.resource').then(({ envEiaResource }) => [envEiaResource]));
// 공정안전 (issue 28): registers with the Excel upload, test records, bypasses, the self-audit, the due list and the bypass board
const psmRegister = (name: 'psmEquipmentResource' | 'psmPipingResource' | 'psmValveResource' | 'psmInterlockResource' | 'psmDetectorResource' | 'psmAreaResource' | 'psmDrawingResource') => () =>
  Promise.all([import('@jikim/shared/src/psm/registers.resource'), import('@/features/psm/psm-pages')]).then(([d, m]) => m.registerPage(d[name]));
pageRegistry['/psm/equipment'] = psmRegister('psmEquipmentResource');
pageRegistry['/psm/piping'] = psmRegister('psmPipingResource');
pageRegistry['/psm/valve'] = psmRegister('psmValveResource');
pageRegistry['/psm/interlock'] = psmRegister('psmInterlockResource');
pageRegistry['/psm/detector'] = psmRegister('psmDetectorResource');
pageRegistry['/psm/area'] = psmRegister('psmAreaResource');
pageRegistry['/psm/drawing'] = psmRegister('psmDrawingResource');
pageRegistry['/psm/test'] = resourceRoute(() => import('@jikim/shared/src/psm/registers.resource').then(({ psmTestResource }) => [psmTestResource]));
pageRegistry['/psm/bypass'] = resourceRoute(() => import('@jikim/shared/src/psm/bypass.resource').then(({ psmBypassResource }) => [psmBypassResource]));
pageRegistry['/psm/audit'] = resourceRoute(() => import('@jikim/shared/src/psm/audit.resource').then(({ psmAuditResource }) => [psmAuditResource]));
pageRegistry['/psm/due'] = () => import('@/features/psm/psm-due-page');
pageRegistry['/psm/bypassBoard'] = () => import('@/features/psm/psm-bypass-board-page');
