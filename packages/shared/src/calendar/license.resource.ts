import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';

export const LICENSE_MENU = 'SAF_LICENSE';
export const LICENSE_API = '/api/saf/licenses';
export const LICENSE_TYPE_CODE_GROUP = 'SAF_LICENSE_TYPE';
/** the attachment class of a licence (the certificate and its conditions) */
export const LICENSE_ATTACH = 'SAF_LICENSE';
export const LICENSE_MESSAGES = {
  expiryBeforeIssue: '만료일은 허가일 이후여야 합니다.',
} as const;

/**
 * 인허가 현황 (/api/saf/licenses): the plant's licences and permits (고압가스 제조허가, 위험물 설치허가, 배출시설 설치허가,
 * 유해화학물질 영업허가 …) with the issuer, number, conditions, expiry and the renewal steps. An expiry joins the
 * compliance calendar (LICENSE_EXPIRY) and its escalation; a renewed licence gets its new expiry date (the old one is kept
 * in the audit log).
 */
export const licenseResource = defineResource({
  name: 'safLicense',
  title: 'title',
  basePath: LICENSE_API,
  menuId: LICENSE_MENU,
  key: { name: 'licenseNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'licenseTypeCd', type: 'select', label: 'licenseTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: LICENSE_TYPE_CODE_GROUP, required: true, span: 8 },
    { name: 'licenseNm', type: 'text', label: 'licenseNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'issuerNm', type: 'text', label: 'issuerNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'licenseNumber', type: 'text', label: 'licenseNumber', schema: zText(100), maxLength: 100, reference: { none: 'the number printed on the licence, not a record' }, span: 8 },
    { name: 'issueYmd', type: 'date', label: 'issueYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'expiryYmd', type: 'date', label: 'expiryYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'conditions', type: 'textarea', label: 'conditions', schema: zText(4000), maxLength: 4000, span: 24 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
  ],
  children: [
    {
      name: 'steps', label: 'steps', key: 'stepNo', rowNoField: 'rowNo', maxRows: 30,
      fields: [
        { name: 'stepNm', type: 'text', label: 'stepNm', schema: zText(200), maxLength: 200, required: true },
        { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: zYmd.nullish() },
        { name: 'doneYmd', type: 'date', label: 'doneYmd', schema: zYmd.nullish() },
        { name: 'remark', type: 'text', label: 'remark', schema: zText(300), maxLength: 300 },
      ],
      columns: [{ name: 'stepNm', width: 280 }, { name: 'dueYmd', width: 150 }, { name: 'doneYmd', width: 150 }, { name: 'remark', width: 240 }],
    },
  ],
  attachments: [LICENSE_ATTACH],
  listColumns: [
    { name: 'licenseTypeCd', width: 170, align: 'center', sortable: true },
    { name: 'licenseNm', link: true },
    { name: 'licenseNumber', width: 150 },
    { name: 'issuerNm', width: 150 },
    { name: 'expiryYmd', width: 120, align: 'center', sortable: true },
    { name: 'deptCd', width: 150 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'licenseTypeCd', type: 'select', op: 'eq', label: 'licenseTypeCd', codeGroup: LICENSE_TYPE_CODE_GROUP, width: 6 },
    { name: 'licenseNm', type: 'text', op: 'contains', label: 'licenseNm', width: 6 },
  ],
  defaultSort: { field: 'expiryYmd', order: 'asc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: {
      title: '인허가 현황', licenseNo: '인허가 번호', plantCd: '사업장', plantNm: '사업장', deptCd: '관리부서', deptNm: '관리부서', licenseTypeCd: '인허가 종류', licenseTypeNm: '인허가 종류',
      licenseNm: '인허가명', ownerUserId: '담당자', ownerUserNm: '담당자', issuerNm: '허가기관', licenseNumber: '허가번호', issueYmd: '허가일', expiryYmd: '만료일',
      conditions: '허가 조건', useYn: '사용여부', steps: '갱신 절차', stepNm: '절차', dueYmd: '기한', doneYmd: '완료일', remark: '비고',
    },
    en: {
      title: 'Licences and permits', licenseNo: 'Licence no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', licenseTypeCd: 'Kind', licenseTypeNm: 'Kind',
      licenseNm: 'Licence', ownerUserId: 'Owner', ownerUserNm: 'Owner', issuerNm: 'Issuer', licenseNumber: 'Number', issueYmd: 'Issued', expiryYmd: 'Expires',
      conditions: 'Conditions', useYn: 'In use', steps: 'Renewal steps', stepNm: 'Step', dueYmd: 'Due', doneYmd: 'Done', remark: 'Remark',
    },
    zh: {
      title: '许可证现状', licenseNo: '许可编号', plantCd: '工厂', plantNm: '工厂', deptCd: '管理部门', deptNm: '管理部门', licenseTypeCd: '许可类型', licenseTypeNm: '许可类型',
      licenseNm: '许可名称', ownerUserId: '负责人', ownerUserNm: '负责人', issuerNm: '发证机关', licenseNumber: '许可证号', issueYmd: '许可日', expiryYmd: '到期日',
      conditions: '许可条件', useYn: '是否使用', steps: '更新程序', stepNm: '程序', dueYmd: '期限', doneYmd: '完成日', remark: '备注',
    },
    es: {
      title: 'Licencias y permisos', licenseNo: 'N.º de licencia', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', licenseTypeCd: 'Tipo', licenseTypeNm: 'Tipo',
      licenseNm: 'Licencia', ownerUserId: 'Responsable', ownerUserNm: 'Responsable', issuerNm: 'Emisor', licenseNumber: 'Número', issueYmd: 'Emitida', expiryYmd: 'Vence',
      conditions: 'Condiciones', useYn: 'En uso', steps: 'Pasos de renovación', stepNm: 'Paso', dueYmd: 'Plazo', doneYmd: 'Hecho', remark: 'Observación',
    },
  },
});
