import { z } from 'zod';
import { defineResource, zText, zYn } from '../resource/definition.js';
import { HEA_CODE_GROUP, HEA_MENU } from './index.const.js';

// The checkup organisation and hazard base-data resources, apart from the plan schemas so their pages load only these (issue 13, web delivery).



export const checkupOrgResource = defineResource({
  name: 'heaCheckupOrg',
  title: 'title',
  basePath: '/api/hea/baseinfo/checkuporgs',
  menuId: HEA_MENU.checkupOrg,
  key: { name: 'heaCheckupOrgNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'heaCheckupOrgNm', type: 'text', label: 'heaCheckupOrgNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'dailyCapacity', type: 'number', label: 'dailyCapacity', schema: z.number().int().min(1).max(1000), required: true, span: 8 },
    { name: 'telNo', type: 'text', reference: { none: 'a telephone number, not a record' }, label: 'telNo', schema: zText(30), maxLength: 30, span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'address', type: 'text', label: 'address', schema: zText(300), maxLength: 300, span: 24 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'plantCd', width: 150, align: 'center' },
    { name: 'heaCheckupOrgNm', link: true, sortable: true },
    { name: 'dailyCapacity', width: 120, align: 'right', sortable: true },
    { name: 'telNo', width: 140, align: 'center' },
    { name: 'address' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'heaCheckupOrgNm', type: 'text', op: 'contains', label: 'heaCheckupOrgNm', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'heaCheckupOrgNm', order: 'asc' },
  scope: { plant: 'plantCd' },
  approvalType: null,
  i18n: {
    ko: { title: '검진기관', plantCd: '사업장', plantNm: '사업장', heaCheckupOrgNm: '검진기관명', dailyCapacity: '일일 예약 가능 인원', telNo: '전화번호', useYn: '사용여부', address: '주소', remark: '비고' },
    en: { title: 'Checkup organisations', plantCd: 'Plant', plantNm: 'Plant', heaCheckupOrgNm: 'Organisation', dailyCapacity: 'Daily capacity', telNo: 'Phone', useYn: 'In use', address: 'Address', remark: 'Remarks' },
    zh: { title: '体检机构', plantCd: '工厂', plantNm: '工厂', heaCheckupOrgNm: '机构名称', dailyCapacity: '每日可预约人数', telNo: '电话', useYn: '是否使用', address: '地址', remark: '备注' },
    es: { title: 'Centros de chequeo', plantCd: 'Planta', plantNm: 'Planta', heaCheckupOrgNm: 'Centro', dailyCapacity: 'Capacidad diaria', telNo: 'Teléfono', useYn: 'En uso', address: 'Dirección', remark: 'Observaciones' },
  },
});

export const hazardResource = defineResource({
  name: 'heaHazard',
  title: 'title',
  basePath: '/api/hea/baseinfo/hazard',
  menuId: HEA_MENU.hazard,
  key: { name: 'hazardCd', type: 'string', generated: false },
  fields: [
    { name: 'hazardCd', type: 'text', label: 'hazardCd', schema: z.string().trim().regex(/^[A-Z0-9_]{2,30}$/), required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'hazardNm', type: 'text', label: 'hazardNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'hazardClassCd', type: 'select', label: 'hazardClassCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: HEA_CODE_GROUP.hazardClass, span: 8 },
    { name: 'firstExamMonths', type: 'number', label: 'firstExamMonths', schema: z.number().int().min(0).max(60), required: true, span: 8 },
    { name: 'repeatMonths', type: 'number', label: 'repeatMonths', schema: z.number().int().min(1).max(60), required: true, span: 8 },
    { name: 'carcinogenYn', type: 'switch', label: 'carcinogenYn', schema: zYn.default('N'), span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'hazardCd', width: 120, align: 'center', sortable: true },
    { name: 'hazardNm', link: true, sortable: true },
    { name: 'hazardClassCd', width: 120, align: 'center' },
    { name: 'firstExamMonths', width: 140, align: 'right', sortable: true },
    { name: 'repeatMonths', width: 140, align: 'right', sortable: true },
    { name: 'carcinogenYn', width: 100, align: 'center' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'hazardNm', type: 'text', op: 'contains', label: 'hazardNm', width: 6 },
    { name: 'hazardClassCd', type: 'select', op: 'eq', label: 'hazardClassCd', codeGroup: HEA_CODE_GROUP.hazardClass, width: 6 },
    { name: 'carcinogenYn', type: 'yn', op: 'eq', label: 'carcinogenYn', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'hazardCd', order: 'asc' },
  approvalType: null,
  i18n: {
    ko: { title: '유해인자', hazardCd: '유해인자코드', hazardNm: '유해인자명', hazardClassCd: '분류', hazardClassNm: '분류', firstExamMonths: '배치 후 첫 검진(개월)', repeatMonths: '검진 주기(개월)', carcinogenYn: '발암성', useYn: '사용여부', remark: '비고' },
    en: { title: 'Hazardous factors', hazardCd: 'Code', hazardNm: 'Factor', hazardClassCd: 'Class', hazardClassNm: 'Class', firstExamMonths: 'First exam (months)', repeatMonths: 'Repeat (months)', carcinogenYn: 'Carcinogen', useYn: 'In use', remark: 'Remarks' },
    zh: { title: '有害因素', hazardCd: '代码', hazardNm: '有害因素', hazardClassCd: '分类', hazardClassNm: '分类', firstExamMonths: '配置后首次检查(月)', repeatMonths: '检查周期(月)', carcinogenYn: '致癌性', useYn: '是否使用', remark: '备注' },
    es: { title: 'Factores de riesgo', hazardCd: 'Código', hazardNm: 'Factor', hazardClassCd: 'Clase', hazardClassNm: 'Clase', firstExamMonths: 'Primer examen (meses)', repeatMonths: 'Periodicidad (meses)', carcinogenYn: 'Cancerígeno', useYn: 'En uso', remark: 'Observaciones' },
  },
});

