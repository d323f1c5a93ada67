import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { EDU_API, EDU_CODE_GROUPS, EDU_EMPLOY_TYPES, EDU_JOB_TYPES, EDU_MENU } from './edu.const.js';

/**
 * 교육대상자 `/api/saf/edu/workers`: what decides a worker's legal hours — job type (정기교육), employment length
 * (채용 시·변경 시·특별), 관리감독자 — and the dates of the events that owe hours (작업내용 변경, 특별교육 대상 작업 배치).
 * A worker without a row is derived: job type OTHER (the strictest 12 h), employment REGULAR, 관리감독자 when their
 * duty is listed in EDU_SUPERVISOR_DUTY. Saving a row makes those values explicit (editable).
 */
export const eduWorkerResource = defineResource({
  name: 'eduWorker',
  title: 'title',
  basePath: EDU_API.workers,
  menuId: EDU_MENU.worker,
  key: { name: 'userId', type: 'string', generated: false },
  fields: [
    { name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().min(1).max(50), required: true, createOnly: true, span: 8 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'jobTypeCd', type: 'select', label: 'jobTypeCd', schema: z.enum(EDU_JOB_TYPES), required: true, codeGroup: EDU_CODE_GROUPS.jobType, span: 8 },
    { name: 'employTypeCd', type: 'select', label: 'employTypeCd', schema: z.enum(EDU_EMPLOY_TYPES), required: true, codeGroup: EDU_CODE_GROUPS.employ, span: 8 },
    { name: 'supervisorYn', type: 'switch', label: 'supervisorYn', schema: zYn.default('N'), span: 8 },
    { name: 'changeYmd', type: 'date', label: 'changeYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'specialYmd', type: 'date', label: 'specialYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'note', type: 'text', label: 'note', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'userId', width: 130, link: true, sortable: true },
    { name: 'deptCd', width: 140 },
    { name: 'jobTypeCd', width: 110, align: 'center' },
    { name: 'employTypeCd', width: 130, align: 'center' },
    { name: 'supervisorYn', width: 90, align: 'center' },
    { name: 'changeYmd', width: 120, align: 'center' },
    { name: 'specialYmd', width: 120, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'jobTypeCd', type: 'select', op: 'eq', label: 'jobTypeCd', codeGroup: EDU_CODE_GROUPS.jobType, width: 6 },
  ],
  defaultSort: { field: 'userId', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd', own: ['userId'] },
  i18n: {
    ko: {
      title: '교육대상자', userId: '근로자', userNm: '근로자', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', jobTypeCd: '직종', employTypeCd: '고용형태',
      supervisorYn: '관리감독자', changeYmd: '작업내용 변경일', specialYmd: '특별교육 대상작업 배치일', note: '비고',
    },
    en: {
      title: 'Trainees', userId: 'Worker', userNm: 'Worker', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', jobTypeCd: 'Job type', employTypeCd: 'Employment',
      supervisorYn: 'Supervisor', changeYmd: 'Job change date', specialYmd: 'Hazardous work from', note: 'Note',
    },
    zh: {
      title: '培训对象', userId: '员工', userNm: '员工', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', jobTypeCd: '工种', employTypeCd: '雇佣形式',
      supervisorYn: '管理监督者', changeYmd: '作业变更日', specialYmd: '特别培训作业配置日', note: '备注',
    },
    es: {
      title: 'Personas a formar', userId: 'Trabajador', userNm: 'Trabajador', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', jobTypeCd: 'Tipo de puesto', employTypeCd: 'Contratación',
      supervisorYn: 'Supervisor', changeYmd: 'Cambio de tarea', specialYmd: 'Trabajo peligroso desde', note: 'Nota',
    },
  },
});
