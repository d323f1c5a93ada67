import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { MGT_API, MGT_APPR_TYPES, MGT_CODE_GROUPS, MGT_MENUS, MGT_MESSAGES } from './mgt.const.js';

/**
 * 안전보건 목표·추진계획 (중처법 시행령 제4조 제1호; ISO 45001 6.2): per plant, department and year the policy, the
 * objectives with the indicator that measures each (what, resources, who, when), the monthly actuals of the plant's own
 * (M_…) indicators and the results review at the half-year and the year end. Approved through 결재 (MGT_TARGET); an
 * approved plan keeps its policy and objectives, while actuals and reviews go on (mgt.routes.ts).
 */
export const mgtTargetResource = defineResource({
  name: 'mgtTarget',
  title: 'title',
  basePath: MGT_API.targets,
  menuId: MGT_MENUS.targets,
  key: { name: 'targetNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'year', type: 'number', label: 'year', schema: z.number().int().min(2000).max(2100), required: true, span: 8 },
    { name: 'targetTitle', type: 'text', label: 'targetTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 24 },
    { name: 'policy', type: 'textarea', label: 'policy', schema: zText(4000, { required: true }), required: true, maxLength: 4000, span: 24 },
    { name: 'halfReview', type: 'textarea', label: 'halfReview', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'yearReview', type: 'textarea', label: 'yearReview', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'apprStatusCd', type: 'select', label: 'apprStatusCd', schema: z.string().nullish(), codeGroup: 'MGT_APPR_STATUS', serverOnly: true, span: 8 },
  ],
  children: [
    {
      name: 'objectives', label: 'objectives', key: 'objectiveNo', rowNoField: 'rowNo', maxRows: 40,
      fields: [
        { name: 'objective', type: 'text', label: 'objective', schema: zText(300), maxLength: 300, required: true },
        { name: 'indicatorCd', type: 'select', label: 'indicatorCd', schema: z.string().trim().regex(/^[A-Z][A-Z0-9_]{1,29}$/).nullish(), codeGroup: MGT_CODE_GROUPS.indicator, required: true },
        { name: 'targetValue', type: 'number', label: 'targetValue', schema: z.number().min(0).max(1_000_000_000).nullish() },
        { name: 'resources', type: 'text', label: 'resources', schema: zText(300), maxLength: 300 },
        { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().max(50).nullish() },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
      ],
      columns: [{ name: 'objective', width: 260 }, { name: 'indicatorCd', width: 160 }, { name: 'targetValue', width: 110 }, { name: 'resources', width: 200 }, { name: 'ownerUserId', width: 160 }, { name: 'dueYmd', width: 140 }],
    },
    {
      name: 'actuals', label: 'actuals', key: 'actualNo', maxRows: 240, sort: { field: 'month', order: 'asc' },
      fields: [
        { name: 'indicatorCd', type: 'select', label: 'indicatorCd', schema: z.string().trim().regex(/^M_[A-Z0-9_]{1,28}$/, MGT_MESSAGES.ownIndicator).nullish(), codeGroup: MGT_CODE_GROUPS.indicator, required: true },
        { name: 'month', type: 'number', label: 'month', schema: z.number().int().min(1).max(12).nullish(), required: true },
        { name: 'actual', type: 'number', label: 'actual', schema: z.number().min(0).max(1_000_000_000).nullish(), required: true },
      ],
      columns: [{ name: 'indicatorCd', width: 180 }, { name: 'month', width: 90 }, { name: 'actual', width: 120 }],
    },
  ],
  listColumns: [
    { name: 'year', width: 80, align: 'center', sortable: true },
    { name: 'targetTitle', link: true },
    { name: 'deptCd', width: 160 },
    { name: 'apprStatusCd', width: 110, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'targetTitle', type: 'text', op: 'contains', label: 'targetTitle', width: 6 },
  ],
  defaultSort: { field: 'targetNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  approvalType: MGT_APPR_TYPES.target,
  print: { title: 'printTitle', number: (r) => `목표-${String(r.targetNo)}` },
  i18n: {
    ko: {
      title: '안전보건 목표·추진계획', printTitle: '안전보건 목표 및 추진계획', targetNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', year: '연도', targetTitle: '제목',
      policy: '안전보건 경영방침', halfReview: '반기 실적 검토', yearReview: '연말 실적 검토', apprStatusCd: '결재상태', apprStatusNm: '결재상태',
      objectives: '목표', objective: '목표', indicatorCd: '지표', targetValue: '목표값', resources: '필요 자원', ownerUserId: '책임자', ownerUserNm: '책임자', dueYmd: '완료 시기',
      actuals: '자체 지표 월 실적', month: '월', actual: '실적', createUserNm: '작성자',
    },
    en: {
      title: 'Targets and plans', printTitle: 'Safety and health targets and plan', targetNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', year: 'Year', targetTitle: 'Title',
      policy: 'Policy', halfReview: 'Half-year review', yearReview: 'Year-end review', apprStatusCd: 'Approval', apprStatusNm: 'Approval',
      objectives: 'Objectives', objective: 'Objective', indicatorCd: 'Indicator', targetValue: 'Target', resources: 'Resources', ownerUserId: 'Owner', ownerUserNm: 'Owner', dueYmd: 'When',
      actuals: 'Own indicators: monthly actuals', month: 'Month', actual: 'Actual', createUserNm: 'Author',
    },
    zh: {
      title: '安全卫生目标·推进计划', printTitle: '安全卫生目标及推进计划', targetNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', year: '年度', targetTitle: '标题',
      policy: '安全卫生经营方针', halfReview: '半年业绩评审', yearReview: '年末业绩评审', apprStatusCd: '审批状态', apprStatusNm: '审批状态',
      objectives: '目标', objective: '目标', indicatorCd: '指标', targetValue: '目标值', resources: '所需资源', ownerUserId: '负责人', ownerUserNm: '负责人', dueYmd: '完成时间',
      actuals: '自定指标月实绩', month: '月', actual: '实绩', createUserNm: '作者',
    },
    es: {
      title: 'Objetivos y planes', printTitle: 'Objetivos y plan de SST', targetNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', year: 'Año', targetTitle: 'Título',
      policy: 'Política', halfReview: 'Revisión semestral', yearReview: 'Revisión anual', apprStatusCd: 'Aprobación', apprStatusNm: 'Aprobación',
      objectives: 'Objetivos', objective: 'Objetivo', indicatorCd: 'Indicador', targetValue: 'Meta', resources: 'Recursos', ownerUserId: 'Responsable', ownerUserNm: 'Responsable', dueYmd: 'Plazo',
      actuals: 'Indicadores propios: valores mensuales', month: 'Mes', actual: 'Real', createUserNm: 'Autor',
    },
  },
});
