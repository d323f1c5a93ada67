import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';

export const HOLIDAY_TYPE_CODE_GROUP = 'COM_HOLIDAY_TYPE';
/** 휴일 종류 (code data): 공휴일, 대체공휴일, 선거일, 사업장 휴무일 */
export const HOLIDAY_TYPES = ['PUBLIC', 'SUBSTITUTE', 'ELECTION', 'PLANT'] as const;
export const HOLIDAY_MENU = 'MGT_HOLIDAY';
export const HOLIDAY_API = '/api/saf/holidays';
export const HOLIDAY_YEAR_MESSAGE = '연도는 4자리 숫자(예: 2026)로 입력하세요.';

/**
 * 휴일 (/api/saf/holidays): the Korean public and substitute holidays (사업장 `0000`, every plant) and each plant's own
 * days off, as data. `?year=` answers the whole year (national days and the caller's plant's) in one page.
 */
export const holidayResource = defineResource({
  name: 'holiday',
  title: 'title',
  basePath: HOLIDAY_API,
  menuId: HOLIDAY_MENU,
  key: { name: 'holidayNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'ymd', type: 'date', label: 'ymd', schema: zYmd, required: true, span: 8 },
    { name: 'holidayTypeCd', type: 'select', label: 'holidayTypeCd', schema: z.string().trim().min(1).max(20), required: true, codeGroup: HOLIDAY_TYPE_CODE_GROUP, span: 8 },
    { name: 'holidayNm', type: 'text', label: 'holidayNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
  ],
  listColumns: [
    { name: 'ymd', width: 120, align: 'center', sortable: true, link: true },
    { name: 'holidayNm' },
    { name: 'holidayTypeCd', width: 140, align: 'center', sortable: true },
    { name: 'plantCd', width: 160, align: 'center' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'year', type: 'text', op: 'eq', label: 'year', width: 4 },
    { name: 'holidayTypeCd', type: 'select', op: 'eq', label: 'holidayTypeCd', codeGroup: HOLIDAY_TYPE_CODE_GROUP, width: 6 },
    { name: 'holidayNm', type: 'text', op: 'contains', label: 'holidayNm', width: 6 },
  ],
  defaultSort: { field: 'ymd', order: 'asc' },
  defaultLimit: 100,
  scope: { plant: 'plantCd' },
  i18n: {
    ko: { title: '휴일 관리', plantCd: '사업장', plantNm: '사업장', ymd: '일자', holidayNm: '휴일명', holidayTypeCd: '휴일 종류', useYn: '사용여부', year: '연도' },
    en: { title: 'Holidays', plantCd: 'Plant', plantNm: 'Plant', ymd: 'Date', holidayNm: 'Holiday', holidayTypeCd: 'Kind', useYn: 'In use', year: 'Year' },
    zh: { title: '节假日管理', plantCd: '工厂', plantNm: '工厂', ymd: '日期', holidayNm: '节假日名称', holidayTypeCd: '类型', useYn: '是否使用', year: '年度' },
    es: { title: 'Festivos', plantCd: 'Planta', plantNm: 'Planta', ymd: 'Fecha', holidayNm: 'Festivo', holidayTypeCd: 'Tipo', useYn: 'En uso', year: 'Año' },
  },
});
