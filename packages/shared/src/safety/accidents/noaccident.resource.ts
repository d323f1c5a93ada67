import { z } from 'zod';
import { defineResource, zText, zYmd } from '../../resource/definition.js';
import { SAF_NOACC_API, SAF_NOACC_MENU, SAF_NOACC_STATUS_GROUP } from './noaccident.const.js';

export * from './noaccident.const.js';

/**
 * 무재해 기록 `/api/saf/noaccident`: per plant (no department) or department, a start date and target days. A counting
 * accident (countYn = Y) in its scope resets it: the record ends (RESET, the accident named) and a new one starts the
 * next day with the same target — the history is the list of records.
 */
export const noAccidentResource = /* @__PURE__ */ defineResource({
  name: 'safNoAccident',
  title: 'title',
  basePath: SAF_NOACC_API,
  menuId: SAF_NOACC_MENU,
  key: { name: 'recordNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: SAF_NOACC_STATUS_GROUP, serverOnly: true, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    // empty = the whole plant
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().max(30).nullish(), createOnly: true, span: 8 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8 },
    { name: 'targetDays', type: 'number', label: 'targetDays', schema: z.number().int().min(1).max(100_000), required: true, span: 8 },
    { name: 'endYmd', type: 'date', label: 'endYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'resetAccidentNo', type: 'number', label: 'resetAccidentNo', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(200), maxLength: 200, span: 24 },
  ],
  listColumns: [
    { name: 'recordNo', label: 'recordNo', width: 80, align: 'center', sortable: true },
    { name: 'statusCd', width: 90, align: 'center' },
    { name: 'plantCd', width: 140 },
    { name: 'deptCd', width: 140, link: true },
    { name: 'startYmd', width: 110, align: 'center', sortable: true },
    { name: 'endYmd', width: 110, align: 'center' },
    { name: 'targetDays', width: 100, align: 'right' },
    { name: 'resetAccidentNo', width: 110, align: 'center' },
    { name: 'remark' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: SAF_NOACC_STATUS_GROUP, width: 6 },
  ],
  defaultSort: { field: 'recordNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  i18n: {
    ko: { title: '무재해 기록', recordNo: '기록 번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '부서(비우면 사업장 전체)', deptNm: '부서', startYmd: '개시일', targetDays: '목표일수', endYmd: '종료일', resetAccidentNo: '종료 사고번호', remark: '비고', createUserNm: '등록자' },
    en: { title: 'No-accident records', recordNo: 'Record no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department (empty = whole plant)', deptNm: 'Department', startYmd: 'Start', targetDays: 'Target days', endYmd: 'End', resetAccidentNo: 'Reset by accident', remark: 'Remarks', createUserNm: 'Registered by' },
    zh: { title: '无事故记录', recordNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '部门(空=全厂)', deptNm: '部门', startYmd: '开始日', targetDays: '目标天数', endYmd: '结束日', resetAccidentNo: '重置事故编号', remark: '备注', createUserNm: '登记人' },
    es: { title: 'Récords sin accidentes', recordNo: 'N.º de registro', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento (vacío = planta)', deptNm: 'Departamento', startYmd: 'Inicio', targetDays: 'Días objetivo', endYmd: 'Fin', resetAccidentNo: 'Reiniciado por accidente', remark: 'Observaciones', createUserNm: 'Registrado por' },
  },
});
