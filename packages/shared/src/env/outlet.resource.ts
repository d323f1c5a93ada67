import { z } from 'zod';
import { defineResource, zText, zYmd, zYn, type TResourceDefinition } from '../resource/definition.js';
import { ENV_CODE_GROUPS, ENV_MENUS, ENV_MESSAGES, envApi, type TEnvMedia } from './env.const.js';

type Lang = 'ko' | 'en' | 'zh' | 'es';
type Bundle = Record<Lang, Record<string, string>>;
/** one bundle from per-language texts, the medium's own words laid over the shared ones */
export const envBundle = (shared: Bundle, own: Bundle): Bundle => ({
  ko: { ...shared.ko, ...own.ko }, en: { ...shared.en, ...own.en }, zh: { ...shared.zh, ...own.zh }, es: { ...shared.es, ...own.es },
});

const OUTLET_TEXT: Bundle = {
  ko: {
    outletNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '관리부서', deptNm: '관리부서', outletCd: '배출구 번호', outletNm: '배출구명', classCd: '종별', classNm: '종별',
    tmsYn: 'TMS 연결', specialYn: '특정대기유해물질 대상', sourceDesc: '연결 배출시설', receivingWater: '방류수역', startYmd: '가동개시일', managerUserId: '환경기술인', managerUserNm: '환경기술인',
    useYn: '사용', remark: '비고', limits: '허용기준(허가)', limitNo: '번호', pollutantCd: '항목', pollutantNm: '항목', limitValue: '허용기준', minValue: '하한(pH 등)', unitCd: '단위', unitNm: '단위',
    validFromYmd: '적용 시작일', validToYmd: '적용 종료일', permitRef: '허가·변경신고 번호',
  },
  en: {
    outletNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Managing dept.', deptNm: 'Managing dept.', outletCd: 'Outlet code', outletNm: 'Outlet', classCd: 'Class', classNm: 'Class',
    tmsYn: 'TMS connected', specialYn: 'Specified hazardous air pollutants', sourceDesc: 'Emitting facilities', receivingWater: 'Receiving water', startYmd: 'In operation since', managerUserId: 'Environmental engineer', managerUserNm: 'Environmental engineer',
    useYn: 'In use', remark: 'Remarks', limits: 'Permit limits', limitNo: 'No.', pollutantCd: 'Pollutant', pollutantNm: 'Pollutant', limitValue: 'Limit', minValue: 'Lower limit (pH)', unitCd: 'Unit', unitNm: 'Unit',
    validFromYmd: 'Valid from', validToYmd: 'Valid to', permitRef: 'Permit / notification no.',
  },
  zh: {
    outletNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '管理部门', deptNm: '管理部门', outletCd: '排放口编号', outletNm: '排放口名称', classCd: '类别', classNm: '类别',
    tmsYn: '连接TMS', specialYn: '特定大气有害物质对象', sourceDesc: '关联排放设施', receivingWater: '排放水域', startYmd: '投运日期', managerUserId: '环境技术人员', managerUserNm: '环境技术人员',
    useYn: '使用', remark: '备注', limits: '排放限值(许可)', limitNo: '编号', pollutantCd: '项目', pollutantNm: '项目', limitValue: '限值', minValue: '下限(pH等)', unitCd: '单位', unitNm: '单位',
    validFromYmd: '适用开始日', validToYmd: '适用结束日', permitRef: '许可·变更申报编号',
  },
  es: {
    outletNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. responsable', deptNm: 'Depto. responsable', outletCd: 'Código de salida', outletNm: 'Punto de emisión', classCd: 'Clase', classNm: 'Clase',
    tmsYn: 'Conectado a TMS', specialYn: 'Contaminantes peligrosos específicos', sourceDesc: 'Instalaciones emisoras', receivingWater: 'Cuerpo receptor', startYmd: 'En operación desde', managerUserId: 'Técnico ambiental', managerUserNm: 'Técnico ambiental',
    useYn: 'En uso', remark: 'Observaciones', limits: 'Límites del permiso', limitNo: 'N.º', pollutantCd: 'Contaminante', pollutantNm: 'Contaminante', limitValue: 'Límite', minValue: 'Límite inferior (pH)', unitCd: 'Unidad', unitNm: 'Unidad',
    validFromYmd: 'Vigente desde', validToYmd: 'Vigente hasta', permitRef: 'N.º de permiso / aviso',
  },
};

const OUTLET_TITLES: Record<TEnvMedia, Bundle> = {
  AIR: { ko: { title: '대기 배출구·허용기준' }, en: { title: 'Air outlets and limits' }, zh: { title: '大气排放口·排放限值' }, es: { title: 'Emisiones atmosféricas y límites' } },
  WATER: {
    ko: { title: '수질 방류구·허용기준', outletCd: '방류구 번호', outletNm: '방류구명', sourceDesc: '연결 폐수배출시설', managerUserId: '수질환경기술인', managerUserNm: '수질환경기술인' },
    en: { title: 'Water outfalls and limits', outletCd: 'Outfall code', outletNm: 'Outfall', sourceDesc: 'Wastewater sources', managerUserId: 'Water engineer', managerUserNm: 'Water engineer' },
    zh: { title: '水质排放口·排放限值', outletCd: '排放口编号', outletNm: '排放口名称', sourceDesc: '关联废水排放设施', managerUserId: '水质环境技术人员', managerUserNm: '水质环境技术人员' },
    es: { title: 'Vertidos de agua y límites', outletCd: 'Código de vertido', outletNm: 'Punto de vertido', sourceDesc: 'Fuentes de aguas residuales', managerUserId: 'Técnico de aguas', managerUserNm: 'Técnico de aguas' },
  },
};

/**
 * 배출구 (air) / 방류구 (water) with the permit limits per pollutant. A limit row is valid from–to; a new permit adds rows
 * from its date and closes the earlier ones, so a measurement is always compared with the limit of its own day (the
 * server refuses overlapping periods of one pollutant). Measurements keep the limit they were compared with.
 */
function outletResource(media: TEnvMedia) {
  const cg = ENV_CODE_GROUPS[media];
  return defineResource({
    name: media === 'AIR' ? 'envAirOutlet' : 'envWaterOutlet',
    title: 'title',
    basePath: envApi(media).outlets,
    menuId: ENV_MENUS[media].outlet,
    key: { name: 'outletNo', type: 'number', generated: true },
    fields: [
      { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
      { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
      { name: 'outletCd', type: 'text', label: 'outletCd', schema: zText(30, { required: true }), required: true, maxLength: 30, span: 8 },
      { name: 'outletNm', type: 'text', label: 'outletNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
      { name: 'classCd', type: 'select', label: 'classCd', schema: z.enum(['1', '2', '3', '4', '5']), codeGroup: cg.outletClass, required: true, span: 8 },
      ...(media === 'AIR'
        ? [
          { name: 'tmsYn', type: 'switch' as const, label: 'tmsYn', schema: zYn.nullish(), span: 8 },
          { name: 'specialYn', type: 'switch' as const, label: 'specialYn', schema: zYn.nullish(), span: 8 },
        ]
        : [{ name: 'receivingWater', type: 'text' as const, label: 'receivingWater', schema: zText(100), maxLength: 100, span: 16 }]),
      { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8 },
      { name: 'managerUserId', type: 'user', label: 'managerUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
      { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.nullish(), span: 8 },
      { name: 'sourceDesc', type: 'textarea', label: 'sourceDesc', schema: zText(500), maxLength: 500, span: 24 },
      { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
    ],
    children: [
      {
        name: 'limits', label: 'limits', key: 'limitNo', maxRows: 60, sort: { field: 'validFromYmd', order: 'asc' },
        fields: [
          { name: 'pollutantCd', type: 'select', label: 'pollutantCd', schema: z.string().trim().max(20), codeGroup: cg.pollutant, required: true },
          { name: 'limitValue', type: 'number', label: 'limitValue', schema: z.number().min(0).max(1_000_000).nullish(), decimals: 3 },
          { name: 'minValue', type: 'number', label: 'minValue', schema: z.number().min(0).max(1_000_000).nullish(), decimals: 3 },
          { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.string().trim().max(20), codeGroup: ENV_CODE_GROUPS.unit, required: true },
          { name: 'validFromYmd', type: 'date', label: 'validFromYmd', schema: zYmd, required: true },
          { name: 'validToYmd', type: 'date', label: 'validToYmd', schema: zYmd.nullish() },
          { name: 'permitRef', type: 'text', label: 'permitRef', schema: zText(100), maxLength: 100 },
        ],
        columns: [
          { name: 'pollutantCd', width: 160 }, { name: 'limitValue', width: 110, align: 'right' }, { name: 'minValue', width: 110, align: 'right' }, { name: 'unitCd', width: 110 },
          { name: 'validFromYmd', width: 140 }, { name: 'validToYmd', width: 140 }, { name: 'permitRef', width: 180 },
        ],
        validateRow: (r) => (typeof r.validToYmd === 'string' && typeof r.validFromYmd === 'string' && r.validToYmd < r.validFromYmd
          ? { field: 'validToYmd', message: ENV_MESSAGES.limitRange } : null),
      },
    ],
    listColumns: [
      { name: 'outletCd', width: 110, align: 'center', sortable: true },
      { name: 'outletNm', link: true },
      { name: 'classCd', width: 90, align: 'center' },
      ...(media === 'AIR' ? [{ name: 'tmsYn', width: 90, align: 'center' as const }] : [{ name: 'receivingWater', width: 180 }]),
      { name: 'deptCd', width: 140 },
      { name: 'managerUserId', width: 110, align: 'center' },
      { name: 'startYmd', width: 120, align: 'center' },
      { name: 'useYn', width: 70, align: 'center' },
    ],
    searchFields: [
      { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
      { name: 'classCd', type: 'select', op: 'eq', label: 'classCd', codeGroup: cg.outletClass, width: 6 },
      { name: 'outletNm', type: 'text', op: 'contains', label: 'outletNm', width: 6 },
    ],
    defaultSort: { field: 'outletCd', order: 'asc' },
    defaultLimit: 50,
    scope: { plant: 'plantCd' },
    i18n: envBundle(OUTLET_TEXT, OUTLET_TITLES[media]),
  }) satisfies TResourceDefinition;
}

export const envAirOutletResource = outletResource('AIR');
export const envWaterOutletResource = outletResource('WATER');
export const envOutletResources = { AIR: envAirOutletResource, WATER: envWaterOutletResource } as const;
