import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { RSA_API, RSA_CODE_GROUPS as G, RSA_MENUS } from './rsa.codes.js';

/**
 * 단위작업 master `/api/rsa/unit-works`: the unit works (단위작업) of a department's process, the process taken from the
 * admin process master (공정관리, linked to the department). Assessments pick their unit work from it; an Excel upload
 * (`/api/rsa/unit-works/upload`) adds and updates them all or nothing.
 */
export const rsaUnitWorkResource = /* @__PURE__ */ defineResource({
  name: 'rsaUnitWork',
  title: 'title',
  basePath: RSA_API.unitWorks,
  menuId: RSA_MENUS.assessment,
  key: { name: 'unitWorkNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    {
      name: 'processNo', type: 'number', reference: { none: 'a process of com_process (no resource): the unit-work routes resolve it with processOfDept against the plant and department' }, label: 'processNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, span: 8,
      optionsFrom: { url: `${RSA_API.unitWorks}/processes?plantCd={plantCd}&deptCd={deptCd}`, value: 'processNo', label: 'processNm' },
    },
    { name: 'processNm', type: 'text', label: 'processNm', schema: zText(200), serverOnly: true, inForm: false },
    { name: 'unitWorkNm', type: 'text', label: 'unitWorkNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'useYn', type: 'select', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), codeGroup: G.yn, span: 12 },
    { name: 'workDesc', type: 'textarea', label: 'workDesc', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  listColumns: [
    { name: 'unitWorkNo', label: 'unitWorkNo', width: 80, align: 'center', sortable: true },
    { name: 'deptCd', width: 140 },
    { name: 'processNm', width: 200 },
    { name: 'unitWorkNm', link: true, sortable: true },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'unitWorkNm', type: 'text', op: 'contains', label: 'unitWorkNm', width: 6 },
  ],
  defaultSort: { field: 'unitWorkNo', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: { title: '단위작업', unitWorkNo: '단위작업 번호', plantCd: '사업장', plantNm: '사업장', deptCd: '부서', deptNm: '부서', processNo: '공정', processNm: '공정', unitWorkNm: '단위작업', useYn: '사용', useYnNm: '사용', workDesc: '작업 내용' },
    en: { title: 'Unit works', unitWorkNo: 'Unit work no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', processNo: 'Process', processNm: 'Process', unitWorkNm: 'Unit work', useYn: 'In use', useYnNm: 'In use', workDesc: 'Work description' },
    zh: { title: '单元作业', unitWorkNo: '单元作业编号', plantCd: '工厂', plantNm: '工厂', deptCd: '部门', deptNm: '部门', processNo: '工序', processNm: '工序', unitWorkNm: '单元作业', useYn: '使用', useYnNm: '使用', workDesc: '作业内容' },
    es: { title: 'Tareas', unitWorkNo: 'N.º de tarea', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', processNo: 'Proceso', processNm: 'Proceso', unitWorkNm: 'Tarea', useYn: 'En uso', useYnNm: 'En uso', workDesc: 'Descripción' },
  },
});
