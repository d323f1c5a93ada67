import { z } from 'zod';
import { defineResource, zText, zYmd, zYn, type TResourceDefinition } from '../resource/definition.js';
import { ENV_CODE_GROUPS, ENV_MENUS, envApi, type TEnvMedia } from './env.const.js';
import { envBundle } from './outlet.resource.js';

const TEXT = {
  ko: {
    facilityNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '관리부서', deptNm: '관리부서', facilityNm: '시설명', facilityTypeCd: '시설 종류', facilityTypeNm: '시설 종류',
    outletNo: '배출구', outletNm: '배출구', emittingDesc: '연결 배출시설', capacityDesc: '용량·규격', installYmd: '설치일', managerUserId: '운영 담당', managerUserNm: '운영 담당', useYn: '가동', remark: '비고',
  },
  en: {
    facilityNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Managing dept.', deptNm: 'Managing dept.', facilityNm: 'Facility', facilityTypeCd: 'Type', facilityTypeNm: 'Type',
    outletNo: 'Outlet', outletNm: 'Outlet', emittingDesc: 'Emitting facilities', capacityDesc: 'Capacity', installYmd: 'Installed', managerUserId: 'Operator', managerUserNm: 'Operator', useYn: 'Operating', remark: 'Remarks',
  },
  zh: {
    facilityNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '管理部门', deptNm: '管理部门', facilityNm: '设施名称', facilityTypeCd: '设施类型', facilityTypeNm: '设施类型',
    outletNo: '排放口', outletNm: '排放口', emittingDesc: '关联排放设施', capacityDesc: '容量·规格', installYmd: '安装日期', managerUserId: '运行负责人', managerUserNm: '运行负责人', useYn: '运行', remark: '备注',
  },
  es: {
    facilityNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. responsable', deptNm: 'Depto. responsable', facilityNm: 'Instalación', facilityTypeCd: 'Tipo', facilityTypeNm: 'Tipo',
    outletNo: 'Punto de emisión', outletNm: 'Punto de emisión', emittingDesc: 'Instalaciones emisoras', capacityDesc: 'Capacidad', installYmd: 'Instalada', managerUserId: 'Operador', managerUserNm: 'Operador', useYn: 'En operación', remark: 'Observaciones',
  },
};
const TITLES = {
  AIR: { ko: { title: '대기 방지시설' }, en: { title: 'Air pollution control facilities' }, zh: { title: '大气防治设施' }, es: { title: 'Equipos de control atmosférico' } },
  WATER: {
    ko: { title: '수질 방지시설', outletNo: '방류구', outletNm: '방류구', emittingDesc: '연결 폐수배출시설' },
    en: { title: 'Wastewater treatment facilities', outletNo: 'Outfall', outletNm: 'Outfall', emittingDesc: 'Wastewater sources' },
    zh: { title: '水质防治设施', outletNo: '排放口', outletNm: '排放口', emittingDesc: '关联废水排放设施' },
    es: { title: 'Depuración de aguas', outletNo: 'Punto de vertido', outletNm: 'Punto de vertido', emittingDesc: 'Fuentes de aguas residuales' },
  },
};

/**
 * 방지시설 (electrostatic precipitator, FGD, SCR …; the wastewater plant): the facility whose daily operation log is kept,
 * linked to its outlet and to the emitting facilities it serves. Its type decides the log's reading items (code data).
 */
function facilityResource(media: TEnvMedia) {
  const api = envApi(media);
  return defineResource({
    name: media === 'AIR' ? 'envAirFacility' : 'envWaterFacility',
    title: 'title',
    basePath: api.facilities,
    menuId: ENV_MENUS[media].facility,
    key: { name: 'facilityNo', type: 'number', generated: true },
    fields: [
      { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
      { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
      { name: 'facilityTypeCd', type: 'select', label: 'facilityTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: ENV_CODE_GROUPS[media].facilityType, required: true, createOnly: true, span: 8 },
      { name: 'facilityNm', type: 'text', label: 'facilityNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
      {
        name: 'outletNo', type: 'number', label: 'outletNo', schema: z.number().int().min(1), required: true, span: 8,
        reference: { to: media === 'AIR' ? 'envAirOutlet' : 'envWaterOutlet' }, optionsFrom: { url: `${api.outlets}?plantCd={plantCd}&limit=300`, value: 'outletNo', label: 'outletNm' },
      },
      { name: 'capacityDesc', type: 'text', label: 'capacityDesc', schema: zText(200), maxLength: 200, span: 16 },
      { name: 'installYmd', type: 'date', label: 'installYmd', schema: zYmd.nullish(), span: 8 },
      { name: 'managerUserId', type: 'user', label: 'managerUserId', schema: z.string().trim().min(1).max(50), required: true, span: 8 },
      { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.nullish(), span: 8 },
      { name: 'emittingDesc', type: 'textarea', label: 'emittingDesc', schema: zText(500), maxLength: 500, span: 24 },
      { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
    ],
    listColumns: [
      { name: 'facilityNm', link: true, sortable: true },
      { name: 'facilityTypeCd', width: 160, align: 'center' },
      { name: 'outletNm', label: 'outletNo', width: 180 },
      { name: 'deptCd', width: 140 },
      { name: 'managerUserId', width: 110, align: 'center' },
      { name: 'installYmd', width: 120, align: 'center' },
      { name: 'useYn', width: 70, align: 'center' },
    ],
    searchFields: [
      { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
      { name: 'facilityTypeCd', type: 'select', op: 'eq', label: 'facilityTypeCd', codeGroup: ENV_CODE_GROUPS[media].facilityType, width: 6 },
      { name: 'facilityNm', type: 'text', op: 'contains', label: 'facilityNm', width: 6 },
    ],
    defaultSort: { field: 'facilityNm', order: 'asc' },
    defaultLimit: 50,
    scope: { plant: 'plantCd' },
    i18n: envBundle(TEXT, TITLES[media]),
  }) satisfies TResourceDefinition;
}

export const envAirFacilityResource = facilityResource('AIR');
export const envWaterFacilityResource = facilityResource('WATER');
export const envFacilityResources = { AIR: envAirFacilityResource, WATER: envWaterFacilityResource } as const;
