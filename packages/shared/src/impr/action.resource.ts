import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { IMPR_ACTION_TYPES, IMPR_API, IMPR_CODE_GROUPS, IMPR_FILES, IMPR_MENU, IMPR_SOURCE_TYPES, imprActionWorkflow, isOverdue } from './action.const.js';

import { SAF_ACC_PICK } from '../safety/accidents/accident.const.js';
import { SAF_NEARMISS_API } from '../safety/accidents/nearmiss.const.js';
import { RSA_PLAN_PICK } from '../rsa/rsa.codes.js';
import { SAF_WKOD_API } from '../work-permits/wkod.const.js';

export * from './action.const.js';

const opt = z.string().trim().max(30).nullish();

/** 발생원 번호 picked from the source's own list (number · title · date) of the action's plant, by the kind chosen (issue 34) */
const pickOf = (url: string, value: string, title: string, ymd: string) => ({ url, value, label: [value, title, ymd], search: title, plant: 'plantCd' });
const IMPR_SOURCE_PICKS = {
  ACCIDENT: SAF_ACC_PICK,
  RISK_ASSESSMENT: RSA_PLAN_PICK,
  NEAR_MISS: pickOf(SAF_NEARMISS_API, 'nearMissNo', 'title', 'occurredYmd'),
  CHECK: pickOf('/api/saf/checks/results', 'checkNo', 'checkTitle', 'checkYmd'),
  MOC: pickOf('/api/saf/moc', 'mocNo', 'mocTitle', 'expiryYmd'),
  TBM: pickOf('/api/saf/tbm', 'tbmNo', 'workNm', 'tbmYmd'),
  COMMITTEE: pickOf('/api/vendor/councils', 'councilNo', 'councilTitle', 'meetingYmd'),
  PATROL: pickOf('/api/saf/patrol/findings', 'findingNo', 'placeNm', 'patrolYmd'),
  PERMIT: pickOf(SAF_WKOD_API.permits, 'permitNo', 'workNm', 'workYmd'),
  OBSERVATION: pickOf('/api/saf/observations', 'obsNo', 'taskNm', 'obsYmd'),
} as const;

/** 개선조치 register `/api/impr/actions` */
export const imprActionResource = defineResource({
  name: 'imprAction',
  title: 'title',
  basePath: IMPR_API,
  menuId: IMPR_MENU,
  key: { name: 'actionNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: 'IMPR_STATUS', inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'actionTypeCd', type: 'select', label: 'actionTypeCd', schema: z.enum(IMPR_ACTION_TYPES), required: true, codeGroup: IMPR_CODE_GROUPS.actionType, span: 8 },
    { name: 'sourceTypeCd', type: 'select', label: 'sourceTypeCd', schema: z.enum(IMPR_SOURCE_TYPES), required: true, codeGroup: IMPR_CODE_GROUPS.source, createOnly: true, span: 8 },
    { name: 'sourceKey', type: 'text', reference: { by: 'sourceTypeCd', to: { ACCIDENT: 'safAccident', NEAR_MISS: 'safNearMiss', CHECK: 'safCheckResult', PATROL: 'safPatrolFinding', RISK_ASSESSMENT: 'rsaPlan', MOC: 'safMoc', PERMIT: 'safWkodPermit', TBM: 'safTbm', COMMITTEE: 'vendorCouncil', LAW: 'mgtLawCheck', OSH_COMMITTEE: 'mgtCommittee', DRILL: 'mgtDrill', OBSERVATION: 'safObservation' }, pick: IMPR_SOURCE_PICKS }, label: 'sourceKey', schema: zText(100), maxLength: 100, createOnly: true, span: 8 },
    { name: 'location', type: 'text', label: 'location', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'title', type: 'text', label: 'actionTitle', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 24 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'hazard', type: 'text', label: 'hazard', schema: zText(500), maxLength: 500, span: 24 },
    { name: 'riskBeforeCd', type: 'select', label: 'riskBeforeCd', schema: opt, codeGroup: IMPR_CODE_GROUPS.risk, span: 6 },
    { name: 'riskAfterCd', type: 'select', label: 'riskAfterCd', schema: opt, codeGroup: IMPR_CODE_GROUPS.risk, span: 6 },
    { name: 'ownerDeptCd', type: 'dept', label: 'ownerDeptCd', schema: opt, span: 6 },
    { name: 'ownerVendorCd', type: 'vendor', label: 'ownerVendorCd', schema: opt, span: 6 },
    { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
    { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd, required: true, span: 8 },
    { name: 'cost', type: 'cost', label: 'cost', schema: z.number().int().min(0).max(999_999_999_999).nullish(), span: 8 },
    { name: 'result', type: 'textarea', label: 'result', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'doneYmd', type: 'date', label: 'doneYmd', schema: zYmd.nullish(), inForm: false, serverOnly: true },
  ],
  listColumns: [
    { name: 'actionNo', label: 'actionNo', width: 90, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'sourceTypeCd', width: 110, align: 'center' },
    { name: 'title', label: 'actionTitle', link: true },
    { name: 'deptCd', width: 130 },
    { name: 'assigneeUserId', width: 100, align: 'center' },
    { name: 'dueYmd', width: 110, align: 'center', sortable: true },
    { name: 'doneYmd', width: 110, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: 'IMPR_STATUS', width: 6 },
    { name: 'sourceTypeCd', type: 'select', op: 'eq', label: 'sourceTypeCd', codeGroup: IMPR_CODE_GROUPS.source, width: 6 },
    { name: 'sourceKey', type: 'text', op: 'eq', label: 'sourceKey', width: 6 },
    { name: 'title', type: 'text', op: 'contains', label: 'actionTitle', width: 6 },
    { name: 'dueYmd', type: 'dateRange', op: 'dateRange', label: 'dueYmd', width: 6 },
  ],
  defaultSort: { field: 'actionNo', order: 'desc' },
  // the requesting and the owning department see it; the assignee and the requester always; a vendor its own
  scope: { plant: 'plantCd', dept: ['deptCd', 'ownerDeptCd'], vendor: 'ownerVendorCd', own: ['assigneeUserId', 'createUserId'] },
  attachments: [IMPR_FILES.before, IMPR_FILES.after],
  workflow: imprActionWorkflow,
  print: { title: 'printTitle', number: (r) => `개선-${String(r.actionNo)}` },
  rowTone: (r) => (isOverdue(r) ? 'danger' : null),
  i18n: {
    ko: {
      title: '개선조치', printTitle: '개선조치 요청서', actionNo: '조치번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '요청부서', deptNm: '요청부서',
      actionTypeCd: '조치구분', sourceTypeCd: '발생원', sourceKey: '발생원 번호', location: '장소', actionTitle: '제목', description: '내용',
      hazard: '유해·위험요인', riskBeforeCd: '개선 전 위험도', riskAfterCd: '개선 후 위험도', ownerDeptCd: '조치부서', ownerVendorCd: '조치 협력업체',
      assigneeUserId: '담당자', dueYmd: '조치기한', cost: '비용(원)', result: '조치결과', doneYmd: '완료일', createUserNm: '요청자',
      [IMPR_FILES.before]: '개선 전 사진', [IMPR_FILES.after]: '개선 후 사진',
    },
    en: {
      title: 'Improvement actions', printTitle: 'Improvement action request', actionNo: 'Action no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Requesting dept.', deptNm: 'Requesting dept.',
      actionTypeCd: 'Type', sourceTypeCd: 'Source', sourceKey: 'Source no.', location: 'Location', actionTitle: 'Title', description: 'Description',
      hazard: 'Hazard', riskBeforeCd: 'Risk before', riskAfterCd: 'Risk after', ownerDeptCd: 'Owner dept.', ownerVendorCd: 'Owner contractor',
      assigneeUserId: 'Assignee', dueYmd: 'Due date', cost: 'Cost (KRW)', result: 'Result', doneYmd: 'Done on', createUserNm: 'Requester',
      [IMPR_FILES.before]: 'Photos before', [IMPR_FILES.after]: 'Photos after',
    },
    zh: {
      title: '整改措施', printTitle: '整改措施申请书', actionNo: '措施编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '申请部门', deptNm: '申请部门',
      actionTypeCd: '措施类型', sourceTypeCd: '来源', sourceKey: '来源编号', location: '地点', actionTitle: '标题', description: '内容',
      hazard: '危险因素', riskBeforeCd: '整改前风险', riskAfterCd: '整改后风险', ownerDeptCd: '责任部门', ownerVendorCd: '责任协力企业',
      assigneeUserId: '负责人', dueYmd: '期限', cost: '费用(韩元)', result: '整改结果', doneYmd: '完成日', createUserNm: '申请人',
      [IMPR_FILES.before]: '整改前照片', [IMPR_FILES.after]: '整改后照片',
    },
    es: {
      title: 'Acciones de mejora', printTitle: 'Solicitud de acción de mejora', actionNo: 'N.º de acción', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. solicitante', deptNm: 'Depto. solicitante',
      actionTypeCd: 'Tipo', sourceTypeCd: 'Origen', sourceKey: 'N.º de origen', location: 'Lugar', actionTitle: 'Título', description: 'Descripción',
      hazard: 'Peligro', riskBeforeCd: 'Riesgo antes', riskAfterCd: 'Riesgo después', ownerDeptCd: 'Depto. responsable', ownerVendorCd: 'Contratista responsable',
      assigneeUserId: 'Responsable', dueYmd: 'Fecha límite', cost: 'Coste (KRW)', result: 'Resultado', doneYmd: 'Completada el', createUserNm: 'Solicitante',
      [IMPR_FILES.before]: 'Fotos antes', [IMPR_FILES.after]: 'Fotos después',
    },
  },
});
