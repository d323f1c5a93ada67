import { z } from 'zod';
import { defineResource, zText } from '../resource/definition.js';
import { CHM_CODE_GROUPS, CHM_MENUS, CHM_UNITS } from './chm.const.js';

/**
 * 규제물질 기준정보 (`/api/baseinfo/chemical`): one row per substance (CAS number, Korean and English names) with its
 * regulations as rows of category + mixture threshold % (화관법 2025 classes, 산안법 lists, 위험물 with 류별 and 지정수량),
 * never Y/N flags. One set for the whole company (no plant); the regulation workbook upload replaces it per CAS.
 */
export const chemicalResource = defineResource({
  name: 'chmChemical',
  title: 'title',
  basePath: '/api/baseinfo/chemical',
  menuId: CHM_MENUS.chemical,
  key: { name: 'chemNo', type: 'number', generated: true },
  fields: [
    { name: 'casNo', type: 'text', label: 'casNo', schema: z.string().trim().regex(/^\d{2,7}-\d{2}-\d$/), required: true, maxLength: 20, span: 8, reference: { none: 'a CAS registry number, not a record' } },
    { name: 'chemNmKo', type: 'text', label: 'chemNmKo', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 8 },
    { name: 'chemNmEn', type: 'text', label: 'chemNmEn', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'unNo', type: 'text', label: 'unNo', schema: zText(10), maxLength: 10, span: 8, reference: { none: 'a UN dangerous-goods number, not a record' } },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(500), maxLength: 500, span: 16 },
  ],
  children: [
    {
      name: 'regs', label: 'regs', key: 'chemRegNo', maxRows: 40, sort: { field: 'regCd', order: 'asc' },
      fields: [
        { name: 'regCd', type: 'select', label: 'regCd', schema: z.string().trim().max(30), codeGroup: CHM_CODE_GROUPS.reg, required: true },
        { name: 'thresholdPct', type: 'number', decimals: 3, label: 'thresholdPct', schema: z.number().min(0).max(100).nullish(), required: true },
        { name: 'hazmatClassNm', type: 'text', label: 'hazmatClassNm', schema: zText(100), maxLength: 100 },
        { name: 'designatedQty', type: 'number', decimals: 3, label: 'designatedQty', schema: z.number().positive().nullish() },
        { name: 'designatedUnitCd', type: 'select', label: 'designatedUnitCd', schema: z.enum(CHM_UNITS).nullish(), codeGroup: CHM_CODE_GROUPS.unit },
      ],
      columns: [{ name: 'regCd', width: 200 }, { name: 'thresholdPct', width: 110, align: 'right' }, { name: 'hazmatClassNm', width: 200 }, { name: 'designatedQty', width: 110, align: 'right' }, { name: 'designatedUnitCd', width: 90 }],
    },
  ],
  listColumns: [
    { name: 'chemNo', width: 80, align: 'center', sortable: true },
    { name: 'casNo', width: 130, align: 'center', sortable: true, link: true },
    { name: 'chemNmKo', link: true },
    { name: 'chemNmEn', width: 220 },
    { name: 'unNo', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'casNo', type: 'text', op: 'contains', label: 'casNo', width: 6 },
    { name: 'chemNm', field: 'chemNmKo', type: 'text', op: 'contains', label: 'chemNm', width: 6 },
  ],
  defaultSort: { field: 'casNo', order: 'asc' },
  validate: () => null,
  i18n: {
    ko: {
      title: '규제물질 기준정보', chemNo: '물질번호', casNo: 'CAS 번호', chemNmKo: '물질명(국문)', chemNmEn: '물질명(영문)', unNo: 'UN 번호', remark: '비고', chemNm: '물질명',
      regs: '규제 구분', regCd: '규제구분', regNm: '규제구분', thresholdPct: '함량기준(%)', hazmatClassNm: '위험물 류별', designatedQty: '지정수량', designatedUnitCd: '단위', designatedUnitNm: '단위', createUserNm: '등록자',
    },
    en: {
      title: 'Regulated substances', chemNo: 'Substance no.', casNo: 'CAS no.', chemNmKo: 'Name (Korean)', chemNmEn: 'Name (English)', unNo: 'UN no.', remark: 'Remarks', chemNm: 'Name',
      regs: 'Regulations', regCd: 'Category', regNm: 'Category', thresholdPct: 'Threshold (%)', hazmatClassNm: 'Dangerous goods class', designatedQty: 'Designated qty', designatedUnitCd: 'Unit', designatedUnitNm: 'Unit', createUserNm: 'Registered by',
    },
    zh: {
      title: '管制物质基础信息', chemNo: '物质编号', casNo: 'CAS号', chemNmKo: '物质名(韩文)', chemNmEn: '物质名(英文)', unNo: 'UN号', remark: '备注', chemNm: '物质名',
      regs: '管制类别', regCd: '管制类别', regNm: '管制类别', thresholdPct: '含量标准(%)', hazmatClassNm: '危险物类别', designatedQty: '指定数量', designatedUnitCd: '单位', designatedUnitNm: '单位', createUserNm: '登记人',
    },
    es: {
      title: 'Sustancias reguladas', chemNo: 'N.º de sustancia', casNo: 'N.º CAS', chemNmKo: 'Nombre (coreano)', chemNmEn: 'Nombre (inglés)', unNo: 'N.º ONU', remark: 'Observaciones', chemNm: 'Nombre',
      regs: 'Regulaciones', regCd: 'Categoría', regNm: 'Categoría', thresholdPct: 'Umbral (%)', hazmatClassNm: 'Clase de mercancía peligrosa', designatedQty: 'Cantidad designada', designatedUnitCd: 'Unidad', designatedUnitNm: 'Unidad', createUserNm: 'Registrado por',
    },
  },
});
