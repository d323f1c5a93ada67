import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { EDU_API, EDU_CODE_GROUPS, EDU_MENU } from './edu.const.js';

/**
 * 교육계획 `/api/saf/edu/plans`: a department's plan for a year and half-year — which courses, how many hours a person and
 * when (child rows). Its target is the department (and below) or a 교육그룹; `GET …/plans/{planNo}/actual` compares each
 * planned course with the hours its targets completed in the half-year (the ledger's credits).
 */
export const eduPlanResource = defineResource({
  name: 'eduPlan',
  title: 'title',
  basePath: EDU_API.plans,
  menuId: EDU_MENU.plan,
  key: { name: 'planNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'planYear', type: 'number', label: 'planYear', schema: z.number().int().min(2000).max(2100), required: true, span: 4 },
    { name: 'halfCd', type: 'select', label: 'halfCd', schema: z.enum(['H1', 'H2']), required: true, codeGroup: EDU_CODE_GROUPS.half, span: 4 },
    { name: 'planNm', type: 'text', label: 'planNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    {
      name: 'groupNo', type: 'number', reference: { to: 'eduGroup' }, label: 'groupNo', schema: z.number().int().min(1).nullish(), span: 8,
      optionsFrom: { url: `${EDU_API.groups}/options?plantCd={plantCd}`, value: 'groupNo', label: 'groupNm' },
    },
    { name: 'plannedHours', type: 'number', label: 'plannedHours', schema: z.number().nullish(), inForm: false, serverOnly: true },
    { name: 'note', type: 'textarea', label: 'note', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  listColumns: [
    { name: 'planNo', width: 90, align: 'center', sortable: true },
    { name: 'planYear', width: 80, align: 'center', sortable: true },
    { name: 'halfCd', width: 90, align: 'center' },
    { name: 'deptCd', width: 150 },
    { name: 'planNm', link: true },
    { name: 'plannedHours', width: 110, align: 'right' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'halfCd', type: 'select', op: 'eq', label: 'halfCd', codeGroup: EDU_CODE_GROUPS.half, width: 4 },
    { name: 'planNm', type: 'text', op: 'contains', label: 'planNm', width: 6 },
  ],
  defaultSort: { field: 'planNo', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  children: [{
    name: 'items', label: 'items', key: 'itemNo', minRows: 1, maxRows: 50, rowNoField: 'rowNo',
    fields: [
      {
        name: 'courseNo', type: 'number', reference: { to: 'eduCourse' }, label: 'courseNo', schema: z.number().int().min(1).nullish(), required: true,
        optionsFrom: { url: `${EDU_API.courses}/options?plantCd={plantCd}`, value: 'courseNo', label: 'courseNm' },
      },
      { name: 'plannedHours', type: 'number', label: 'itemHours', schema: z.number().min(0.5).max(200).multipleOf(0.5).nullish(), required: true },
      { name: 'plannedYmd', type: 'date', label: 'plannedYmd', schema: zYmd.nullish() },
      { name: 'note', type: 'text', label: 'itemNote', schema: zText(300), maxLength: 300 },
    ],
    columns: [{ name: 'courseNo', width: 260 }, { name: 'plannedHours', width: 110, align: 'right' }, { name: 'plannedYmd', width: 140 }, { name: 'note', width: 220 }],
  }],
  i18n: {
    ko: {
      title: '교육계획', planNo: '계획번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', planYear: '연도', halfCd: '반기', planNm: '계획명',
      groupNo: '대상 그룹(선택)', groupNm: '대상 그룹', plannedHours: '계획시간(1인, h)', note: '비고', items: '계획 과정', courseNo: '교육과정', courseNm: '교육과정',
      itemHours: '계획시간(h)', plannedYmd: '예정일', itemNote: '비고',
    },
    en: {
      title: 'Training plans', planNo: 'Plan no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', planYear: 'Year', halfCd: 'Half', planNm: 'Plan',
      groupNo: 'Target group (optional)', groupNm: 'Target group', plannedHours: 'Planned hours (per person)', note: 'Note', items: 'Planned courses', courseNo: 'Course', courseNm: 'Course',
      itemHours: 'Planned hours', plannedYmd: 'Planned date', itemNote: 'Note',
    },
    zh: {
      title: '培训计划', planNo: '计划编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', planYear: '年度', halfCd: '半年', planNm: '计划名称',
      groupNo: '对象小组(可选)', groupNm: '对象小组', plannedHours: '计划学时(每人)', note: '备注', items: '计划课程', courseNo: '培训课程', courseNm: '培训课程',
      itemHours: '计划学时', plannedYmd: '预定日', itemNote: '备注',
    },
    es: {
      title: 'Planes de formación', planNo: 'N.º de plan', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', planYear: 'Año', halfCd: 'Semestre', planNm: 'Plan',
      groupNo: 'Grupo destinatario (opcional)', groupNm: 'Grupo destinatario', plannedHours: 'Horas previstas (por persona)', note: 'Nota', items: 'Cursos previstos', courseNo: 'Curso', courseNm: 'Curso',
      itemHours: 'Horas previstas', plannedYmd: 'Fecha prevista', itemNote: 'Nota',
    },
  },
});
