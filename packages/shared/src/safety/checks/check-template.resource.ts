import { z } from 'zod';
import { defineResource, zText, zYn } from '../../resource/definition.js';
import { SAF_CHECK_MENUS, SAF_CODE_GROUPS, SAF_FACILITY_TYPE_TREE_API } from './check.const.js';

/**
 * 점검표 (check template): one per check type and area or facility types, its items grouped by category, each with its
 * answer scale and whether a bad answer needs a photo. A check result copies the items when it starts (changing the template later
 * does not rewrite past results).
 */
export const checkTemplateResource = defineResource({
  name: 'safCheckTemplate',
  title: 'title',
  basePath: '/api/saf/checks/templates',
  menuId: SAF_CHECK_MENUS.template,
  key: { name: 'templateNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'checkTypeCd', type: 'select', label: 'checkTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: SAF_CODE_GROUPS.checkType, required: true, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'templateNm', type: 'text', label: 'templateNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'areaNm', type: 'text', label: 'areaNm', schema: zText(200), maxLength: 200, span: 8 },
    // the names of the facility types below, for the list (the server's derived value)
    { name: 'facilityTypeNms', type: 'text', label: 'facilityTypes', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(2000), maxLength: 2000, span: 24 },
  ],
  children: [
    {
      // the facility types it applies to: a facility matches when its type or a group above it is listed (none: any place)
      name: 'facilityTypes', label: 'facilityTypes', key: 'typeNo', rowNoField: 'rowNo', maxRows: 30,
      fields: [
        { name: 'facilityTypeCd', type: 'select', label: 'facilityTypeCd', schema: z.string().trim().max(20).nullish(), codeGroup: SAF_CODE_GROUPS.facilityType, treeFrom: SAF_FACILITY_TYPE_TREE_API, treeGroupsPickable: true, required: true },
      ],
      columns: [{ name: 'facilityTypeCd', width: 260 }],
    },
    {
      name: 'items', label: 'items', key: 'itemNo', rowNoField: 'rowNo', minRows: 1, maxRows: 200,
      fields: [
        { name: 'categoryNm', type: 'text', label: 'categoryNm', schema: zText(100), maxLength: 100, required: true },
        { name: 'itemNm', type: 'text', label: 'itemNm', schema: zText(300), maxLength: 300, required: true },
        { name: 'answerScaleCd', type: 'select', label: 'answerScaleCd', schema: z.enum(['GBN', 'SCORE']).nullish(), codeGroup: SAF_CODE_GROUPS.scale, required: true },
        { name: 'photoRequiredYn', type: 'checkbox', label: 'photoRequiredYn', schema: zYn.nullish() },
        { name: 'guide', type: 'text', label: 'guide', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'categoryNm', width: 140 }, { name: 'itemNm', width: 360 }, { name: 'answerScaleCd', width: 150 }, { name: 'photoRequiredYn', width: 110, align: 'center' }, { name: 'guide', width: 240 }],
    },
  ],
  listColumns: [
    { name: 'checkTypeCd', width: 140, align: 'center' },
    { name: 'templateNm', link: true, sortable: true },
    { name: 'facilityTypeNms', width: 220 },
    { name: 'areaNm', width: 200 },
    { name: 'useYn', width: 90, align: 'center' },
    { name: 'plantCd', width: 140 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'checkTypeCd', type: 'select', op: 'eq', label: 'checkTypeCd', codeGroup: SAF_CODE_GROUPS.checkType, width: 6 },
    { name: 'templateNm', type: 'text', op: 'contains', label: 'templateNm', width: 6 },
  ],
  defaultSort: { field: 'templateNm', order: 'asc' },
  scope: { plant: 'plantCd' },
  i18n: {
    ko: {
      title: '점검표', plantCd: '사업장', plantNm: '사업장', checkTypeCd: '점검구분', checkTypeNm: '점검구분', useYn: '사용', templateNm: '점검표명',
      facilityTypes: '적용 설비유형', facilityTypeCd: '설비유형', facilityTypeNm: '설비유형', areaNm: '적용 구역', description: '설명',
      items: '점검항목', categoryNm: '분류', itemNm: '점검항목', answerScaleCd: '판정방식', answerScaleNm: '판정방식', photoRequiredYn: '불량 시 사진', guide: '점검 기준',
    },
    en: {
      title: 'Check templates', plantCd: 'Plant', plantNm: 'Plant', checkTypeCd: 'Check type', checkTypeNm: 'Check type', useYn: 'In use', templateNm: 'Template',
      facilityTypes: 'Facility types', facilityTypeCd: 'Facility type', facilityTypeNm: 'Facility type', areaNm: 'Area', description: 'Description',
      items: 'Items', categoryNm: 'Category', itemNm: 'Item', answerScaleCd: 'Answer scale', answerScaleNm: 'Answer scale', photoRequiredYn: 'Photo when bad', guide: 'Criterion',
    },
    zh: {
      title: '检查表', plantCd: '工厂', plantNm: '工厂', checkTypeCd: '检查类别', checkTypeNm: '检查类别', useYn: '使用', templateNm: '检查表名称',
      facilityTypes: '适用设备类型', facilityTypeCd: '设备类型', facilityTypeNm: '设备类型', areaNm: '适用区域', description: '说明',
      items: '检查项目', categoryNm: '分类', itemNm: '检查项目', answerScaleCd: '判定方式', answerScaleNm: '判定方式', photoRequiredYn: '不良时需照片', guide: '检查标准',
    },
    es: {
      title: 'Listas de inspección', plantCd: 'Planta', plantNm: 'Planta', checkTypeCd: 'Tipo', checkTypeNm: 'Tipo', useYn: 'En uso', templateNm: 'Lista',
      facilityTypes: 'Tipos de instalación', facilityTypeCd: 'Tipo de instalación', facilityTypeNm: 'Tipo de instalación', areaNm: 'Área', description: 'Descripción',
      items: 'Puntos', categoryNm: 'Categoría', itemNm: 'Punto', answerScaleCd: 'Escala', answerScaleNm: 'Escala', photoRequiredYn: 'Foto si mal', guide: 'Criterio',
    },
  },
});
