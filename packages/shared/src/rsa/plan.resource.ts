import { z } from 'zod';
import { isValidDateRange } from '../resource/rules.js';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { RSA_API, RSA_APPR_TYPES, RSA_CODE_GROUPS as G, RSA_KINDS, RSA_MENUS, RSA_MESSAGES, RSA_METHODS, RSA_PART_METHODS, RSA_PART_STAGES, rsaPlanWorkflow } from './rsa.const.js';

const code = (values: readonly [string, ...string[]]) => z.enum(values).nullish();

/** 위험성평가 계획 `/api/rsa/plans` (one round: kind, method, targets, period, team, workers' participation) */
export const rsaPlanResource = /* @__PURE__ */ defineResource({
  name: 'rsaPlan',
  title: 'title',
  basePath: RSA_API.plans,
  menuId: RSA_MENUS.plan,
  key: { name: 'planNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.status, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 6 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 6 },
    { name: 'kindCd', type: 'select', label: 'kindCd', schema: z.enum(RSA_KINDS), codeGroup: G.kind, required: true, span: 6 },
    { name: 'methodCd', type: 'select', label: 'methodCd', schema: z.enum(RSA_METHODS), codeGroup: G.method, required: true, createOnly: true, span: 6 },
    { name: 'planTitle', type: 'text', label: 'planTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'planFromYmd', type: 'date', label: 'planFromYmd', schema: zYmd, required: true, span: 6 },
    { name: 'planToYmd', type: 'date', label: 'planToYmd', schema: zYmd, required: true, span: 6 },
    { name: 'reason', type: 'textarea', label: 'reason', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'matrixVersion', type: 'number', label: 'matrixVersion', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
    { name: 'copiedFromPlanNo', type: 'number', label: 'copiedFromPlanNo', schema: z.number().int().nullish(), serverOnly: true, span: 6 },
    { name: 'sharedYmd', type: 'date', label: 'sharedYmd', schema: zYmd.nullish(), serverOnly: true, span: 6 },
  ],
  children: [
    {
      name: 'targets', label: 'targets', key: 'targetNo', rowNoField: 'rowNo', maxRows: 100,
      fields: [
        { name: 'targetDeptCd', type: 'dept', label: 'targetDeptCd', schema: zText(30), maxLength: 30, required: true },
        { name: 'processNm', type: 'text', label: 'processNm', schema: zText(200), maxLength: 200 },
      ],
      columns: [{ name: 'targetDeptCd', width: 160 }, { name: 'processNm', width: 300 }],
    },
    {
      name: 'team', label: 'team', key: 'teamNo', rowNoField: 'rowNo', maxRows: 30,
      fields: [
        { name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().max(50).nullish(), required: true },
        { name: 'roleNm', type: 'text', label: 'roleNm', schema: zText(100), maxLength: 100 },
      ],
      columns: [{ name: 'userId', width: 200 }, { name: 'roleNm', width: 240 }],
    },
    {
      name: 'participants', label: 'participants', key: 'participantNo', rowNoField: 'rowNo', maxRows: 500,
      fields: [
        { name: 'userId', type: 'user', label: 'participantUserId', schema: z.string().trim().max(50).nullish(), required: true },
        { name: 'stageCd', type: 'select', label: 'stageCd', schema: code(RSA_PART_STAGES), codeGroup: G.stage, required: true },
        { name: 'partMethodCd', type: 'select', label: 'partMethodCd', schema: code(RSA_PART_METHODS), codeGroup: G.partMethod, required: true },
        { name: 'partYmd', type: 'date', label: 'partYmd', schema: zYmd.nullish(), required: true },
        { name: 'opinion', type: 'text', label: 'opinion', schema: zText(500), maxLength: 500 },
      ],
      columns: [{ name: 'userId', width: 180 }, { name: 'stageCd', width: 140 }, { name: 'partMethodCd', width: 140 }, { name: 'partYmd', width: 140 }, { name: 'opinion', width: 300 }],
    },
  ],
  listColumns: [
    { name: 'planNo', label: 'planNo', width: 80, align: 'center', sortable: true },
    { name: 'statusCd', width: 110, align: 'center' },
    { name: 'kindCd', width: 80, align: 'center' },
    { name: 'methodCd', width: 130, align: 'center' },
    { name: 'planTitle', link: true },
    { name: 'deptCd', width: 130 },
    { name: 'planFromYmd', width: 110, align: 'center', sortable: true },
    { name: 'planToYmd', width: 110, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'kindCd', type: 'select', op: 'eq', label: 'kindCd', codeGroup: G.kind, width: 4 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.status, width: 4 },
    { name: 'planTitle', type: 'text', op: 'contains', label: 'planTitle', width: 5 },
    { name: 'planFromYmd', type: 'dateRange', op: 'dateRange', label: 'planFromYmd', width: 5 },
  ],
  defaultSort: { field: 'planNo', order: 'desc' },
  // a plan is the plant's document (every department of the plant reads it); assessments are per department
  scope: { plant: 'plantCd', own: ['createUserId'] },
  approvalType: RSA_APPR_TYPES.plan,
  workflow: rsaPlanWorkflow,
  print: { title: 'printTitle', number: (r) => `위험성평가-${String(r.planNo)}` },
  validate: (v) =>
    typeof v.planFromYmd === 'string' && typeof v.planToYmd === 'string' && !isValidDateRange(v.planFromYmd, v.planToYmd)
      ? { field: 'planToYmd', message: RSA_MESSAGES.periodRange }
      : null,
  i18n: {
    ko: {
      title: '위험성평가 계획', printTitle: '위험성평가 실시계획서', planNo: '계획 번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서',
      kindCd: '평가종류', kindNm: '평가종류', methodCd: '평가방법', methodNm: '평가방법', planTitle: '평가명', planFromYmd: '평가 시작일', planToYmd: '평가 종료일',
      reason: '실시 사유(수시: 변경 내용)', matrixVersion: '매트릭스 버전', copiedFromPlanNo: '이전 평가 번호', sharedYmd: '결과 공유일',
      targets: '평가 대상', targetDeptCd: '대상부서', processNm: '공정', team: '평가팀', userId: '성명', roleNm: '역할',
      participants: '근로자 참여 기록', participantUserId: '참여 근로자', stageCd: '참여 단계', partMethodCd: '참여 방법', partYmd: '참여일', opinion: '의견',
    },
    en: {
      title: 'Risk assessment plans', printTitle: 'Risk assessment plan', planNo: 'Plan no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Lead dept.', deptNm: 'Lead dept.',
      kindCd: 'Kind', kindNm: 'Kind', methodCd: 'Method', methodNm: 'Method', planTitle: 'Assessment', planFromYmd: 'From', planToYmd: 'To',
      reason: 'Reason (change for an occasional one)', matrixVersion: 'Matrix version', copiedFromPlanNo: 'Copied from', sharedYmd: 'Shared on',
      targets: 'Targets', targetDeptCd: 'Target department', processNm: 'Process', team: 'Team', userId: 'Name', roleNm: 'Role',
      participants: 'Worker participation', participantUserId: 'Worker', stageCd: 'Stage', partMethodCd: 'How', partYmd: 'Date', opinion: 'Opinion',
    },
    zh: {
      title: '风险评估计划', printTitle: '风险评估实施计划书', planNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门',
      kindCd: '评估类型', kindNm: '评估类型', methodCd: '评估方法', methodNm: '评估方法', planTitle: '评估名称', planFromYmd: '开始日期', planToYmd: '结束日期',
      reason: '实施原因', matrixVersion: '矩阵版本', copiedFromPlanNo: '上次评估编号', sharedYmd: '结果共享日',
      targets: '评估对象', targetDeptCd: '对象部门', processNm: '工序', team: '评估小组', userId: '姓名', roleNm: '角色',
      participants: '工人参与记录', participantUserId: '参与工人', stageCd: '参与阶段', partMethodCd: '参与方式', partYmd: '参与日期', opinion: '意见',
    },
    es: {
      title: 'Planes de evaluación de riesgos', printTitle: 'Plan de evaluación de riesgos', planNo: 'N.º de plan', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. responsable', deptNm: 'Depto. responsable',
      kindCd: 'Tipo', kindNm: 'Tipo', methodCd: 'Método', methodNm: 'Método', planTitle: 'Evaluación', planFromYmd: 'Desde', planToYmd: 'Hasta',
      reason: 'Motivo', matrixVersion: 'Versión de matriz', copiedFromPlanNo: 'Copiada de', sharedYmd: 'Compartida el',
      targets: 'Alcance', targetDeptCd: 'Departamento', processNm: 'Proceso', team: 'Equipo', userId: 'Nombre', roleNm: 'Función',
      participants: 'Participación de trabajadores', participantUserId: 'Trabajador', stageCd: 'Etapa', partMethodCd: 'Forma', partYmd: 'Fecha', opinion: 'Opinión',
    },
  },
});
