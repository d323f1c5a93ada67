import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { RSA_API, RSA_CODE_GROUPS as G, RSA_CONTROL_KINDS, RSA_MENUS } from './rsa.codes.js';

/**
 * 유해·위험요인 목록 `/api/rsa/hazards`: a plant's library of hazards (분류 of the 지침, name, the typical situation,
 * disaster type, optionally the unit work it belongs to) with their standard controls (표준 안전대책: one or more, each
 * of a kind of the hierarchy of controls). Assessments pick a hazard from it (빈도·강도 / 3단계 `hazards`, JSA
 * `jsaSteps`, kept as `hazardLibNo` on the row); an Excel upload (`/api/rsa/hazards/upload`) adds and updates them all or
 * nothing.
 */
export const rsaHazardLibResource = /* @__PURE__ */ defineResource({
  name: 'rsaHazardLib',
  title: 'title',
  basePath: RSA_API.hazards,
  menuId: RSA_MENUS.hazard,
  key: { name: 'hazardLibNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'hazardClassCd', type: 'select', label: 'hazardClassCd', schema: zText(30, { required: true }), codeGroup: G.hazardClass, required: true, span: 8 },
    { name: 'disasterTypeCd', type: 'select', label: 'disasterTypeCd', schema: zText(30), codeGroup: G.disasterType, span: 8 },
    { name: 'hazardNm', type: 'text', label: 'hazardNm', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 24 },
    { name: 'situation', type: 'textarea', label: 'situation', schema: zText(500), maxLength: 500, span: 24 },
    {
      // optional: the unit work (단위작업 master of the plant) the hazard belongs to; the picker shows these first
      name: 'unitWorkNo', type: 'number', reference: { to: 'rsaUnitWork' }, label: 'unitWorkNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 12,
      optionsFrom: { url: `${RSA_API.unitWorks}/options?plantCd={plantCd}`, value: 'unitWorkNo', label: 'unitWorkNm' },
    },
    { name: 'unitWorkNm', type: 'text', label: 'unitWorkNm', schema: zText(200), serverOnly: true, inForm: false },
    { name: 'useYn', type: 'select', label: 'useYn', schema: z.enum(['Y', 'N']).default('Y'), codeGroup: G.yn, span: 12 },
    { name: 'controlCnt', type: 'number', label: 'controlCnt', schema: z.number().int().nullish(), serverOnly: true, inForm: false },
  ],
  children: [
    {
      name: 'controls', label: 'controls', key: 'controlNo', rowNoField: 'rowNo', minRows: 1, maxRows: 30,
      fields: [
        { name: 'controlKindCd', type: 'select', label: 'controlKindCd', schema: z.enum(RSA_CONTROL_KINDS).nullish(), codeGroup: G.controlKind, required: true },
        { name: 'controlText', type: 'text', label: 'controlText', schema: zText(500), maxLength: 500, required: true },
      ],
      columns: [{ name: 'controlKindCd', width: 150 }, { name: 'controlText', width: 520 }],
    },
  ],
  listColumns: [
    { name: 'hazardLibNo', label: 'hazardLibNo', width: 80, align: 'center', sortable: true },
    { name: 'hazardClassCd', width: 150 },
    { name: 'hazardNm', link: true, sortable: true },
    { name: 'disasterTypeCd', width: 120 },
    { name: 'unitWorkNm', width: 180 },
    { name: 'controlCnt', width: 90, align: 'center' },
    { name: 'useYn', width: 80, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'hazardClassCd', type: 'select', op: 'eq', label: 'hazardClassCd', codeGroup: G.hazardClass, width: 6 },
    { name: 'hazardNm', type: 'text', op: 'contains', label: 'hazardNm', width: 6 },
    { name: 'useYn', type: 'select', op: 'eq', label: 'useYn', codeGroup: G.yn, width: 6 },
  ],
  defaultSort: { field: 'hazardLibNo', order: 'asc' },
  // the plant's library: everyone of the plant with the menu reads it (assessments of every department pick from it)
  scope: { plant: 'plantCd' },
  i18n: {
    ko: {
      title: '유해·위험요인 목록', hazardLibNo: '요인 번호', plantCd: '사업장', plantNm: '사업장', hazardClassCd: '분류', hazardClassNm: '분류', hazardNm: '유해·위험요인',
      situation: '작업상황', disasterTypeCd: '재해형태', disasterTypeNm: '재해형태', unitWorkNo: '단위작업', unitWorkNm: '단위작업', useYn: '사용', useYnNm: '사용', controlCnt: '대책 수',
      controls: '표준 안전대책', controlKindCd: '대책구분', controlKindNm: '대책구분', controlText: '안전대책',
    },
    en: {
      title: 'Hazard library', hazardLibNo: 'Hazard no.', plantCd: 'Plant', plantNm: 'Plant', hazardClassCd: 'Class', hazardClassNm: 'Class', hazardNm: 'Hazard',
      situation: 'Typical situation', disasterTypeCd: 'Accident type', disasterTypeNm: 'Accident type', unitWorkNo: 'Unit work', unitWorkNm: 'Unit work', useYn: 'In use', useYnNm: 'In use', controlCnt: 'Controls',
      controls: 'Standard controls', controlKindCd: 'Control kind', controlKindNm: 'Control kind', controlText: 'Control',
    },
    zh: {
      title: '危险因素目录', hazardLibNo: '因素编号', plantCd: '工厂', plantNm: '工厂', hazardClassCd: '分类', hazardClassNm: '分类', hazardNm: '危险因素',
      situation: '作业情形', disasterTypeCd: '事故类型', disasterTypeNm: '事故类型', unitWorkNo: '单元作业', unitWorkNm: '单元作业', useYn: '使用', useYnNm: '使用', controlCnt: '措施数',
      controls: '标准安全措施', controlKindCd: '措施类别', controlKindNm: '措施类别', controlText: '安全措施',
    },
    es: {
      title: 'Catálogo de peligros', hazardLibNo: 'N.º de peligro', plantCd: 'Planta', plantNm: 'Planta', hazardClassCd: 'Clase', hazardClassNm: 'Clase', hazardNm: 'Peligro',
      situation: 'Situación típica', disasterTypeCd: 'Tipo de accidente', disasterTypeNm: 'Tipo de accidente', unitWorkNo: 'Tarea', unitWorkNm: 'Tarea', useYn: 'En uso', useYnNm: 'En uso', controlCnt: 'Controles',
      controls: 'Controles estándar', controlKindCd: 'Tipo de control', controlKindNm: 'Tipo de control', controlText: 'Control',
    },
  },
});

