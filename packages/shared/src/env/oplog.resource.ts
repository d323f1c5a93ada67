import { z } from 'zod';
import { defineResource, zText, zYmd, type TResourceDefinition } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { ENV_CODE_GROUPS, ENV_FILES, ENV_MENUS, envApi, type TEnvMedia } from './env.const.js';
import { envBundle } from './outlet.resource.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/**
 * 운영일지: one log a facility and day, written by the operator (on a tablet, or from the plant's month sheet) and approved
 * by the team leader or the environment manager; approved, it is locked with its readings (대기환경보전법 시행규칙 제36조,
 * 물환경보전법 시행규칙 제49조: the records are kept, and a kept record is not rewritten).
 */
export const envLogWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'WRITTEN',
  editableStatuses: ['WRITTEN'],
  children: { values: 'record' },
  statuses: [
    { code: 'WRITTEN', label: L('작성', 'Written', '已填写', 'Redactado'), color: 'blue' },
    { code: 'APPROVED', label: L('승인', 'Approved', '已批准', 'Aprobado'), color: 'green', final: true },
  ],
  transitions: [
    {
      action: 'APPROVE', label: L('승인', 'Approve', '批准', 'Aprobar'), from: ['WRITTEN'], to: 'APPROVED',
      who: [{ kind: 'duty', dutyCds: ['DUT03', 'DUT04', 'DUT05', 'DUT06'] }, { kind: 'menuWrite' }],
    },
  ],
});

const TEXT = {
  ko: {
    logNo: '번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', facilityNo: '방지시설', facilityNm: '방지시설', logYmd: '일자', facilityTypeCd: '시설 종류', facilityTypeNm: '시설 종류',
    deptCd: '관리부서', deptNm: '관리부서', opHours: '가동시간(h)', weather: '날씨', remark: '특이사항', values: '운전 기록', valueNo: '번호', itemCd: '항목', itemNm: '항목', value: '값', createUserNm: '작성자',
  },
  en: {
    logNo: 'No.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', facilityNo: 'Facility', facilityNm: 'Facility', logYmd: 'Date', facilityTypeCd: 'Type', facilityTypeNm: 'Type',
    deptCd: 'Managing dept.', deptNm: 'Managing dept.', opHours: 'Operating hours', weather: 'Weather', remark: 'Notes', values: 'Readings', valueNo: 'No.', itemCd: 'Item', itemNm: 'Item', value: 'Value', createUserNm: 'Written by',
  },
  zh: {
    logNo: '编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', facilityNo: '防治设施', facilityNm: '防治设施', logYmd: '日期', facilityTypeCd: '设施类型', facilityTypeNm: '设施类型',
    deptCd: '管理部门', deptNm: '管理部门', opHours: '运行时间(h)', weather: '天气', remark: '特殊事项', values: '运行记录', valueNo: '编号', itemCd: '项目', itemNm: '项目', value: '数值', createUserNm: '填写人',
  },
  es: {
    logNo: 'N.º', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', facilityNo: 'Instalación', facilityNm: 'Instalación', logYmd: 'Fecha', facilityTypeCd: 'Tipo', facilityTypeNm: 'Tipo',
    deptCd: 'Depto. responsable', deptNm: 'Depto. responsable', opHours: 'Horas de operación', weather: 'Tiempo', remark: 'Incidencias', values: 'Lecturas', valueNo: 'N.º', itemCd: 'Elemento', itemNm: 'Elemento', value: 'Valor', createUserNm: 'Redactado por',
  },
};
const TITLES = {
  AIR: { ko: { title: '대기 운영일지' }, en: { title: 'Air operation logs' }, zh: { title: '大气运行日志' }, es: { title: 'Diario de operación (aire)' } },
  WATER: { ko: { title: '수질 운영일지' }, en: { title: 'Water operation logs' }, zh: { title: '水质运行日志' }, es: { title: 'Diario de operación (agua)' } },
};

function logResource(media: TEnvMedia) {
  const api = envApi(media);
  return defineResource({
    name: media === 'AIR' ? 'envAirLog' : 'envWaterLog',
    title: 'title',
    basePath: api.logs,
    menuId: ENV_MENUS[media].log,
    key: { name: 'logNo', type: 'number', generated: true },
    fields: [
      { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: ENV_CODE_GROUPS.logStatus, inForm: false },
      { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
      {
        name: 'facilityNo', type: 'number', label: 'facilityNo', schema: z.number().int().min(1), required: true, createOnly: true, span: 8,
        reference: { to: media === 'AIR' ? 'envAirFacility' : 'envWaterFacility' }, optionsFrom: { url: `${api.facilities}?plantCd={plantCd}&limit=300`, value: 'facilityNo', label: 'facilityNm' },
      },
      { name: 'logYmd', type: 'date', label: 'logYmd', schema: zYmd, required: true, createOnly: true, span: 8 },
      // the facility's (server-set): it picks the reading items the log is offered
      { name: 'facilityTypeCd', type: 'select', label: 'facilityTypeCd', schema: z.string().nullish(), codeGroup: ENV_CODE_GROUPS[media].facilityType, serverOnly: true, span: 8 },
      { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().nullish(), serverOnly: true, span: 8 },
      { name: 'opHours', type: 'number', label: 'opHours', schema: z.number().min(0).max(24).nullish(), decimals: 1, span: 8 },
      { name: 'weather', type: 'text', label: 'weather', schema: zText(30), maxLength: 30, span: 8 },
      { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
    ],
    children: [
      {
        name: 'values', label: 'values', key: 'valueNo', rowNoField: 'rowNo', maxRows: 40,
        offer: { codeGroup: ENV_CODE_GROUPS.logItem, attr: 'attr1', field: 'itemCd', from: ['facilityTypeCd'] },
        fields: [
          { name: 'itemCd', type: 'select', label: 'itemCd', schema: z.string().trim().max(40), codeGroup: ENV_CODE_GROUPS.logItem, required: true },
          { name: 'value', type: 'number', label: 'value', schema: z.number().min(-1_000_000).max(1_000_000_000).nullish(), decimals: 3 },
        ],
        columns: [{ name: 'itemCd', width: 260 }, { name: 'value', width: 160, align: 'right' }],
      },
    ],
    listColumns: [
      { name: 'logYmd', width: 120, align: 'center', sortable: true },
      { name: 'statusCd', width: 90, align: 'center' },
      { name: 'facilityNm', label: 'facilityNo', link: true },
      { name: 'facilityTypeCd', width: 150, align: 'center' },
      { name: 'opHours', width: 110, align: 'right' },
      { name: 'remark' },
      { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
    ],
    searchFields: [
      { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
      { name: 'logYmd', type: 'dateRange', op: 'dateRange', label: 'logYmd', width: 8 },
      { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: ENV_CODE_GROUPS.logStatus, width: 5 },
    ],
    defaultSort: { field: 'logYmd', order: 'desc' },
    scope: { plant: 'plantCd' },
    attachments: [ENV_FILES.logSheet(media)],
    workflow: envLogWorkflow,
    i18n: envBundle(TEXT, TITLES[media]),
  }) satisfies TResourceDefinition;
}

export const envAirLogResource = logResource('AIR');
export const envWaterLogResource = logResource('WATER');
export const envLogResources = { AIR: envAirLogResource, WATER: envWaterLogResource } as const;
