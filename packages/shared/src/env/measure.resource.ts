import { z } from 'zod';
import { defineResource, zText, zYmd, type TResourceDefinition } from '../resource/definition.js';
import { ENV_CODE_GROUPS, ENV_FILES, ENV_MENUS, envApi, type TEnvMedia } from './env.const.js';
import { envBundle } from './outlet.resource.js';

const TEXT = {
  ko: {
    measureNo: '번호', plantCd: '사업장', plantNm: '사업장', outletNo: '배출구', outletNm: '배출구', measureYmd: '측정일', agencyNm: '측정기관', exceedYn: '초과', actionNo: '개선조치 번호', remark: '비고',
    values: '측정 결과', valueNo: '번호', pollutantCd: '항목', pollutantNm: '항목', value: '측정값', limitValue: '허용기준', unitCd: '단위', unitNm: '단위', createUserNm: '입력자',
    rowExceed: '허용기준 초과: 개선조치 {{actionNo}}번이 열렸습니다.',
  },
  en: {
    measureNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', outletNo: 'Outlet', outletNm: 'Outlet', measureYmd: 'Measured on', agencyNm: 'Laboratory', exceedYn: 'Exceeded', actionNo: 'Action no.', remark: 'Remarks',
    values: 'Results', valueNo: 'No.', pollutantCd: 'Pollutant', pollutantNm: 'Pollutant', value: 'Value', limitValue: 'Limit', unitCd: 'Unit', unitNm: 'Unit', createUserNm: 'Entered by',
    rowExceed: 'Limit exceeded: improvement action {{actionNo}} was opened.',
  },
  zh: {
    measureNo: '编号', plantCd: '工厂', plantNm: '工厂', outletNo: '排放口', outletNm: '排放口', measureYmd: '测定日期', agencyNm: '测定机构', exceedYn: '超标', actionNo: '整改编号', remark: '备注',
    values: '测定结果', valueNo: '编号', pollutantCd: '项目', pollutantNm: '项目', value: '测定值', limitValue: '限值', unitCd: '单位', unitNm: '单位', createUserNm: '录入人',
    rowExceed: '超过排放限值：已创建整改措施 {{actionNo}}。',
  },
  es: {
    measureNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', outletNo: 'Punto de emisión', outletNm: 'Punto de emisión', measureYmd: 'Fecha de medición', agencyNm: 'Laboratorio', exceedYn: 'Excedido', actionNo: 'N.º de acción', remark: 'Observaciones',
    values: 'Resultados', valueNo: 'N.º', pollutantCd: 'Contaminante', pollutantNm: 'Contaminante', value: 'Valor', limitValue: 'Límite', unitCd: 'Unidad', unitNm: 'Unidad', createUserNm: 'Registrado por',
    rowExceed: 'Límite excedido: se abrió la acción de mejora {{actionNo}}.',
  },
};
const TITLES = {
  AIR: { ko: { title: '대기 자가측정' }, en: { title: 'Air self-measurements' }, zh: { title: '大气自行监测' }, es: { title: 'Autocontrol de emisiones' } },
  WATER: {
    ko: { title: '수질 자가측정', outletNo: '방류구', outletNm: '방류구' }, en: { title: 'Water self-measurements', outletNo: 'Outfall', outletNm: 'Outfall' },
    zh: { title: '水质自行监测' }, es: { title: 'Autocontrol de vertidos', outletNo: 'Punto de vertido', outletNm: 'Punto de vertido' },
  },
};

/**
 * 자가측정 (대기환경보전법 제39조, 물환경보전법 제46조): the results of one outlet on one day. The server compares each value
 * with the permit limit valid on the measuring day and keeps that limit with the value (`limitValue`, `unitCd`,
 * `exceedYn`): an exceedance tells the environment team at once and opens one improvement action (sourceTypeCd ENV).
 */
function measureResource(media: TEnvMedia) {
  const api = envApi(media);
  return defineResource({
    name: media === 'AIR' ? 'envAirMeasure' : 'envWaterMeasure',
    title: 'title',
    basePath: api.measurements,
    menuId: ENV_MENUS[media].measure,
    key: { name: 'measureNo', type: 'number', generated: true },
    fields: [
      { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
      {
        name: 'outletNo', type: 'number', label: 'outletNo', schema: z.number().int().min(1), required: true, createOnly: true, span: 8,
        reference: { to: media === 'AIR' ? 'envAirOutlet' : 'envWaterOutlet' }, optionsFrom: { url: `${api.outlets}?plantCd={plantCd}&limit=300`, value: 'outletNo', label: 'outletNm' },
      },
      { name: 'measureYmd', type: 'date', label: 'measureYmd', schema: zYmd, required: true, createOnly: true, span: 8 },
      { name: 'agencyNm', type: 'text', label: 'agencyNm', schema: zText(100), maxLength: 100, span: 16 },
      { name: 'exceedYn', type: 'select', label: 'exceedYn', schema: z.string().nullish(), codeGroup: ENV_CODE_GROUPS.exceed, serverOnly: true, span: 8 },
      { name: 'actionNo', type: 'number', label: 'actionNo', schema: z.number().nullish(), serverOnly: true, span: 8 },
      { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
    ],
    children: [
      {
        name: 'values', label: 'values', key: 'valueNo', rowNoField: 'rowNo', minRows: 1, maxRows: 40,
        fields: [
          { name: 'pollutantCd', type: 'select', label: 'pollutantCd', schema: z.string().trim().max(20), codeGroup: ENV_CODE_GROUPS[media].pollutant, required: true },
          { name: 'value', type: 'number', label: 'value', schema: z.number().min(0).max(1_000_000_000), decimals: 3, required: true },
          { name: 'limitValue', type: 'number', label: 'limitValue', schema: z.number().nullish(), decimals: 3, serverOnly: true },
          { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.string().nullish(), codeGroup: ENV_CODE_GROUPS.unit, serverOnly: true },
          { name: 'exceedYn', type: 'select', label: 'exceedYn', schema: z.string().nullish(), codeGroup: ENV_CODE_GROUPS.exceed, serverOnly: true },
        ],
        columns: [{ name: 'pollutantCd', width: 180 }, { name: 'value', width: 130, align: 'right' }, { name: 'limitValue', width: 130, align: 'right' }, { name: 'unitCd', width: 110 }, { name: 'exceedYn', width: 80, align: 'center' }],
      },
    ],
    listColumns: [
      { name: 'measureYmd', width: 120, align: 'center', sortable: true },
      { name: 'outletNm', label: 'outletNo', link: true },
      { name: 'exceedYn', width: 80, align: 'center' },
      { name: 'agencyNm', width: 200 },
      { name: 'actionNo', width: 110, align: 'center' },
      { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
    ],
    searchFields: [
      { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
      { name: 'measureYmd', type: 'dateRange', op: 'dateRange', label: 'measureYmd', width: 8 },
      { name: 'exceedYn', type: 'select', op: 'eq', label: 'exceedYn', codeGroup: ENV_CODE_GROUPS.exceed, width: 4 },
    ],
    defaultSort: { field: 'measureYmd', order: 'desc' },
    scope: { plant: 'plantCd' },
    attachments: [ENV_FILES.measureReport(media)],
    rowTone: (r) => (r.exceedYn === 'Y' ? 'danger' : null),
    detailAlerts: (r) => (r.exceedYn === 'Y' ? [{ tone: 'error', label: 'rowExceed', values: { actionNo: String(r.actionNo ?? '') } }] : []),
    i18n: envBundle(TEXT, TITLES[media]),
  }) satisfies TResourceDefinition;
}

export const envAirMeasureResource = measureResource('AIR');
export const envWaterMeasureResource = measureResource('WATER');
export const envMeasureResources = { AIR: envAirMeasureResource, WATER: envWaterMeasureResource } as const;
