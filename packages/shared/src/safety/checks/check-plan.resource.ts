import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { dueRowTone, SAF_CHECK_CYCLE_CODES, SAF_CHECK_MENUS, SAF_CODE_GROUPS } from './check.const.js';

/**
 * 점검계획: a check of one template, by cycle, for an area or a facility and a responsible department. The server keeps
 * `nextDueYmd` (the start, then advanced by each completed check of the plan: `advanceDueYmd`); the list sorted by it
 * is the due list, overdue rows red.
 */
export const checkPlanResource = defineResource({
  name: 'safCheckPlan',
  title: 'title',
  basePath: '/api/saf/checks/plans',
  menuId: SAF_CHECK_MENUS.plan,
  key: { name: 'planNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'checkTypeCd', type: 'select', label: 'checkTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: SAF_CODE_GROUPS.checkType, required: true, span: 8 },
    { name: 'planNm', type: 'text', label: 'planNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'templateNo', type: 'number', reference: { to: 'safCheckTemplate' }, label: 'templateNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, span: 8 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'facilityNo', type: 'number', reference: { to: 'safFacility' }, label: 'facilityNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 8 },
    { name: 'checkerUserId', type: 'user', label: 'checkerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'cycleCd', type: 'select', label: 'cycleCd', schema: z.enum(SAF_CHECK_CYCLE_CODES), codeGroup: SAF_CODE_GROUPS.cycle, required: true, span: 8 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8, createOnly: true },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'nextDueYmd', type: 'date', label: 'nextDueYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'lastCheckYmd', type: 'date', label: 'lastCheckYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
  ],
  listColumns: [
    { name: 'nextDueYmd', width: 120, align: 'center', sortable: true },
    { name: 'checkTypeCd', width: 130, align: 'center' },
    { name: 'cycleCd', width: 90, align: 'center' },
    { name: 'planNm', link: true, sortable: true },
    { name: 'placeNm', width: 180 },
    { name: 'deptCd', width: 140 },
    { name: 'checkerUserId', width: 110, align: 'center' },
    { name: 'lastCheckYmd', width: 120, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'checkTypeCd', type: 'select', op: 'eq', label: 'checkTypeCd', codeGroup: SAF_CODE_GROUPS.checkType, width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'nextDueYmd', type: 'dateRange', op: 'dateRange', label: 'nextDueYmd', width: 8 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 4 },
  ],
  defaultSort: { field: 'nextDueYmd', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['checkerUserId'] },
  rowTone: dueRowTone,
  i18n: {
    ko: {
      title: '점검계획', plantCd: '사업장', plantNm: '사업장', deptCd: '담당부서', deptNm: '담당부서', checkTypeCd: '점검구분', checkTypeNm: '점검구분', planNm: '계획명',
      templateNo: '점검표 번호', placeNm: '구역·장소', facilityNo: '설비 번호', checkerUserId: '점검 담당자', checkerUserNm: '점검 담당자', cycleCd: '주기', cycleNm: '주기',
      startYmd: '시작일', useYn: '사용', nextDueYmd: '다음 점검일', lastCheckYmd: '최근 점검일',
    },
    en: {
      title: 'Check plans', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', checkTypeCd: 'Check type', checkTypeNm: 'Check type', planNm: 'Plan',
      templateNo: 'Template no.', placeNm: 'Area / place', facilityNo: 'Facility no.', checkerUserId: 'Checker', checkerUserNm: 'Checker', cycleCd: 'Cycle', cycleNm: 'Cycle',
      startYmd: 'Start', useYn: 'In use', nextDueYmd: 'Next due', lastCheckYmd: 'Last check',
    },
    zh: {
      title: '检查计划', plantCd: '工厂', plantNm: '工厂', deptCd: '负责部门', deptNm: '负责部门', checkTypeCd: '检查类别', checkTypeNm: '检查类别', planNm: '计划名称',
      templateNo: '检查表编号', placeNm: '区域·地点', facilityNo: '设备编号', checkerUserId: '检查负责人', checkerUserNm: '检查负责人', cycleCd: '周期', cycleNm: '周期',
      startYmd: '开始日期', useYn: '使用', nextDueYmd: '下次检查日', lastCheckYmd: '最近检查日',
    },
    es: {
      title: 'Planes de inspección', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', checkTypeCd: 'Tipo', checkTypeNm: 'Tipo', planNm: 'Plan',
      templateNo: 'N.º de lista', placeNm: 'Área / lugar', facilityNo: 'N.º de instalación', checkerUserId: 'Inspector', checkerUserNm: 'Inspector', cycleCd: 'Ciclo', cycleNm: 'Ciclo',
      startYmd: 'Inicio', useYn: 'En uso', nextDueYmd: 'Próxima', lastCheckYmd: 'Última',
    },
  },
});
