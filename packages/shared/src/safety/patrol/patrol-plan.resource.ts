import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../../resource/definition.js';
import { dueRowTone } from '../checks/check.const.js';

/**
 * 순회점검 계획 (산안법 제64조 제1항 제2호, 시행규칙 제80조: the 도급인 patrols the workplace at least weekly; in
 * construction, 건설업·선박 및 보트 건조업 etc., every two days). A plan per plant and department with its cycle (code
 * group SAF_PATROL_CYCLE, `attr1` = days: data, seeded with the law's numbers); each patrol done is a row of the plan
 * (date, patroller, findings count, note). The server keeps `lastPatrolYmd` and `nextDueYmd` (= last + cycle days, or
 * the start before the first patrol); the list sorted by it is the due list, overdue red, due today amber. A finding
 * linked to the plan (`planNo` of the finding) records the patrol of its date when the plan has none that day, and
 * each row's findings count is the number of findings linked on its date (server).
 */
export const SAF_PATROL_PLAN_MENU = 'SAF_PATROL_PLAN';
export const SAF_PATROL_CYCLE_GROUP = 'SAF_PATROL_CYCLE';
/** the law's cycles in days, the seed of SAF_PATROL_CYCLE (the server reads the code rows' attr1) */
export const SAF_PATROL_CYCLES = [
  { code: 'WEEKLY', days: 7, ko: '매주 (도급인 순회점검)', en: 'Weekly (principal\'s patrol)', zh: '每周(发包人巡检)', es: 'Semanal (ronda del contratante)' },
  { code: 'CONSTRUCTION', days: 2, ko: '2일에 1회 (건설업 등)', en: 'Every 2 days (construction)', zh: '每2天1次(建筑业等)', es: 'Cada 2 días (construcción)' },
] as const;
export const SAF_PATROL_CYCLE_CODES = ['WEEKLY', 'CONSTRUCTION'] as const;

export const patrolPlanResource = defineResource({
  name: 'safPatrolPlan',
  title: 'title',
  basePath: '/api/saf/patrol/plans',
  menuId: SAF_PATROL_PLAN_MENU,
  key: { name: 'planNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'patrolTypeCd', type: 'select', label: 'patrolTypeCd', schema: z.enum(['PATROL', 'JOINT']), codeGroup: 'SAF_PATROL_TYPE', required: true, span: 8 },
    { name: 'planNm', type: 'text', label: 'planNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'cycleCd', type: 'select', label: 'cycleCd', schema: z.enum(SAF_PATROL_CYCLE_CODES), codeGroup: SAF_PATROL_CYCLE_GROUP, required: true, span: 8 },
    { name: 'placeNm', type: 'text', label: 'placeNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'patrolUserId', type: 'user', label: 'patrolUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'nextDueYmd', type: 'date', label: 'nextDueYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'lastPatrolYmd', type: 'date', label: 'lastPatrolYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
  ],
  children: [
    {
      name: 'rounds', label: 'rounds', key: 'roundNo', rowNoField: 'rowNo', maxRows: 400,
      fields: [
        { name: 'patrolYmd', type: 'date', label: 'patrolYmd', schema: zYmd, required: true },
        { name: 'patrolUserId', type: 'user', label: 'patrolUserId', schema: z.string().trim().max(50).nullish() },
        // the findings linked to the plan on that date (server): a linked finding also records the patrol itself
        { name: 'findingCount', type: 'number', label: 'findingCount', schema: z.number().int().min(0).max(999).nullish(), serverOnly: true },
        { name: 'note', type: 'text', label: 'note', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'patrolYmd', width: 140 }, { name: 'patrolUserId', width: 180 }, { name: 'findingCount', width: 100, align: 'right' }, { name: 'note', width: 320 }],
    },
  ],
  listColumns: [
    { name: 'nextDueYmd', width: 120, align: 'center', sortable: true },
    { name: 'patrolTypeCd', width: 100, align: 'center' },
    { name: 'cycleCd', width: 170, align: 'center' },
    { name: 'planNm', link: true, sortable: true },
    { name: 'placeNm', width: 180 },
    { name: 'deptCd', width: 140 },
    { name: 'patrolUserId', width: 110, align: 'center' },
    { name: 'lastPatrolYmd', width: 120, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'cycleCd', type: 'select', op: 'eq', label: 'cycleCd', codeGroup: SAF_PATROL_CYCLE_GROUP, width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 4 },
  ],
  defaultSort: { field: 'nextDueYmd', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['patrolUserId'] },
  rowTone: dueRowTone,
  i18n: {
    ko: {
      title: '순회점검 계획·도래', plantCd: '사업장', plantNm: '사업장', deptCd: '담당부서', deptNm: '담당부서', patrolTypeCd: '점검구분', patrolTypeNm: '점검구분', planNm: '계획명',
      cycleCd: '주기', cycleNm: '주기', placeNm: '대상 구역', vendorCd: '합동점검 협력업체', vendorNm: '합동점검 협력업체', patrolUserId: '점검자', patrolUserNm: '점검자', startYmd: '시작일',
      useYn: '사용', nextDueYmd: '다음 점검일', lastPatrolYmd: '최근 점검일', rounds: '점검 실시', patrolYmd: '점검일', findingCount: '지적 건수', note: '비고',
    },
    en: {
      title: 'Patrol plans and due', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', patrolTypeCd: 'Patrol', patrolTypeNm: 'Patrol', planNm: 'Plan',
      cycleCd: 'Cycle', cycleNm: 'Cycle', placeNm: 'Area', vendorCd: 'Joint patrol contractor', vendorNm: 'Joint patrol contractor', patrolUserId: 'Patroller', patrolUserNm: 'Patroller', startYmd: 'Start',
      useYn: 'In use', nextDueYmd: 'Next due', lastPatrolYmd: 'Last patrol', rounds: 'Patrols done', patrolYmd: 'Date', findingCount: 'Findings', note: 'Note',
    },
    zh: {
      title: '巡检计划·到期', plantCd: '工厂', plantNm: '工厂', deptCd: '负责部门', deptNm: '负责部门', patrolTypeCd: '检查类别', patrolTypeNm: '检查类别', planNm: '计划名称',
      cycleCd: '周期', cycleNm: '周期', placeNm: '对象区域', vendorCd: '联合检查协力企业', vendorNm: '联合检查协力企业', patrolUserId: '检查人', patrolUserNm: '检查人', startYmd: '开始日期',
      useYn: '使用', nextDueYmd: '下次检查日', lastPatrolYmd: '最近检查日', rounds: '检查实施', patrolYmd: '检查日期', findingCount: '指出件数', note: '备注',
    },
    es: {
      title: 'Planes de rondas y vencimientos', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', patrolTypeCd: 'Ronda', patrolTypeNm: 'Ronda', planNm: 'Plan',
      cycleCd: 'Ciclo', cycleNm: 'Ciclo', placeNm: 'Zona', vendorCd: 'Contratista (ronda conjunta)', vendorNm: 'Contratista (ronda conjunta)', patrolUserId: 'Responsable', patrolUserNm: 'Responsable', startYmd: 'Inicio',
      useYn: 'En uso', nextDueYmd: 'Próxima ronda', lastPatrolYmd: 'Última ronda', rounds: 'Rondas hechas', patrolYmd: 'Fecha', findingCount: 'Hallazgos', note: 'Nota',
    },
  },
});
