import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { VND_API, VND_CODE_GROUPS, VND_MENUS } from './constants.js';

/**
 * 근로자 명부 (worker roster, issue 19 item 3) over vnd_worker with the workers' licences (vnd_worker_licence) and
 * their scans (task class VND_WORKER). Vendor users (write on VND_WORKER) keep their own vendor's roster; the
 * plant's safety team reads every roster of its plant. Lists show phone numbers and birth dates masked.
 */
export const VND_WORKER_FILES = 'VND_WORKER';
/** a licence is reported this many days before it expires (job vnd-licence-expiry) */
export const VND_LICENCE_NOTICE_DAYS = 30;

export const VND_WORKER_MESSAGES = {
  licencePeriod: (rowNo: number) => `${rowNo}번째 행의 만료일은 취득일보다 빠를 수 없습니다.`,
  plantNotContracted: '해당 업체가 계약된 사업장이 아닙니다.',
  vendorMissing: '업체를 찾을 수 없습니다.',
} as const;

const zPhone = z.string().trim().regex(/^[0-9-]{0,30}$/, { message: '전화번호는 숫자와 - 만 입력하세요.' }).nullish();

export const vendorWorkerResource = defineResource({
  name: 'vendorWorker',
  title: 'title',
  basePath: '/api/vendor/workers',
  menuId: VND_MENUS.workers,
  key: { name: 'workerNo', type: 'number', generated: true },
  fields: [
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().min(1).max(30), required: true, createOnly: true, span: 8 },
    { name: 'plantCd', type: 'plant', reference: { none: 'a contractor registers workers at any plant it holds a contract with: workers.routes refuses the others (plantNotContracted)' }, label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'workerNm', type: 'text', label: 'workerNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 8 },
    { name: 'birthYmd', type: 'date', label: 'birthYmd', schema: zYmd.nullish(), listMask: 'birth', span: 8 },
    { name: 'phoneNo', type: 'text', reference: { none: 'a telephone number, not a record' }, label: 'phoneNo', schema: zPhone, listMask: 'phone', maxLength: 30, span: 8 },
    { name: 'jobNm', type: 'text', label: 'jobNm', schema: zText(100), maxLength: 100, span: 8 },
    { name: 'employStartYmd', type: 'date', label: 'employStartYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'safetyEduYmd', type: 'date', label: 'safetyEduYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'specialCheckupCd', type: 'select', label: 'specialCheckupCd', schema: z.enum(['N', 'Y', 'D']).nullish(), codeGroup: VND_CODE_GROUPS.specialCheckup, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    // computed by the server with the row (ResourceBinding.derived): the last site safety course (entrant, visitor,
    // gas-plant worker) from the education module, warnings of the last 12 months, licences past their expiry
    { name: 'siteEduYmd', type: 'date', label: 'siteEduYmd', schema: zYmd.nullish(), serverOnly: true, span: 8 },
    { name: 'warningCount', type: 'number', label: 'warningCount', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
    { name: 'expiredLicenceCount', type: 'number', label: 'expiredLicenceCount', schema: z.number().int().nullish(), serverOnly: true, span: 8 },
  ],
  listColumns: [
    { name: 'workerNo', width: 100, align: 'center', sortable: true },
    { name: 'vendorCd', width: 160 },
    { name: 'workerNm', link: true, width: 110, sortable: true },
    { name: 'birthYmd', width: 110, align: 'center' },
    { name: 'phoneNo', width: 130, align: 'center' },
    { name: 'jobNm', width: 120 },
    { name: 'safetyEduYmd', width: 120, align: 'center' },
    { name: 'specialCheckupCd', width: 120, align: 'center' },
    { name: 'siteEduYmd', width: 120, align: 'center' },
    { name: 'warningCount', width: 90, align: 'right' },
    { name: 'expiredLicenceCount', width: 110, align: 'right' },
    { name: 'plantCd', width: 110, align: 'center' },
  ],
  // a worker with an expired licence or a warning this year stands out in the roster
  rowTone: (r) => (Number(r.expiredLicenceCount ?? 0) > 0 ? 'danger' : Number(r.warningCount ?? 0) > 0 ? 'warning' : null),
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'vendorCd', type: 'text', op: 'eq', label: 'vendorCd', width: 6 },
    { name: 'workerNm', type: 'text', op: 'contains', label: 'workerNm', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'workerNo', order: 'desc' },
  scope: { plant: 'plantCd', vendor: 'vendorCd' },
  attachments: [VND_WORKER_FILES],
  children: [
    {
      name: 'licences', label: 'licences', key: 'licenceNo', maxRows: 30,
      fields: [
        { name: 'licenceKindCd', type: 'select', label: 'licenceKindCd', schema: z.string().trim().max(30), required: true, codeGroup: VND_CODE_GROUPS.licenceKind },
        { name: 'licenceNumber', type: 'text', label: 'licenceNumber', schema: zText(50) },
        { name: 'issueYmd', type: 'date', label: 'issueYmd', schema: zYmd.nullish() },
        { name: 'expiryYmd', type: 'date', label: 'expiryYmd', schema: zYmd.nullish() },
      ],
      sort: { field: 'licenceNo', order: 'asc' },
      validateRow: (row, rowNo) =>
        typeof row.issueYmd === 'string' && typeof row.expiryYmd === 'string' && row.expiryYmd < row.issueYmd
          ? { field: 'expiryYmd', message: VND_WORKER_MESSAGES.licencePeriod(rowNo) }
          : null,
    },
  ],
  i18n: {
    ko: {
      title: '근로자 명부', workerNo: '근로자번호', vendorCd: '업체', vendorNm: '업체', plantCd: '사업장', plantNm: '사업장', workerNm: '성명', birthYmd: '생년월일', phoneNo: '연락처',
      jobNm: '직종', employStartYmd: '채용일', safetyEduYmd: '기초안전보건교육 이수일', specialCheckupCd: '특수건강진단', specialCheckupNm: '특수건강진단', useYn: '재직',
      siteEduYmd: '현장 안전교육 이수일', warningCount: '경고(12개월)', expiredLicenceCount: '만료 자격', licences: '자격·면허', licenceKindCd: '자격 종류', licenceNumber: '자격번호', issueYmd: '취득일', expiryYmd: '만료일', [VND_WORKER_FILES]: '자격증 사본',
    },
    en: {
      title: 'Worker roster', workerNo: 'Worker no.', vendorCd: 'Contractor', vendorNm: 'Contractor', plantCd: 'Plant', plantNm: 'Plant', workerNm: 'Name', birthYmd: 'Date of birth', phoneNo: 'Phone',
      jobNm: 'Trade', employStartYmd: 'Hired on', safetyEduYmd: 'Basic safety training', specialCheckupCd: 'Special health check', specialCheckupNm: 'Special health check', useYn: 'Employed',
      siteEduYmd: 'Site safety briefing', warningCount: 'Warnings (12 months)', expiredLicenceCount: 'Expired licences', licences: 'Licences', licenceKindCd: 'Licence', licenceNumber: 'Licence no.', issueYmd: 'Issued', expiryYmd: 'Expires', [VND_WORKER_FILES]: 'Licence copies',
    },
    zh: {
      title: '工人名册', workerNo: '工人编号', vendorCd: '企业', vendorNm: '企业', plantCd: '工厂', plantNm: '工厂', workerNm: '姓名', birthYmd: '出生日期', phoneNo: '电话',
      jobNm: '工种', employStartYmd: '录用日', safetyEduYmd: '基础安全教育完成日', specialCheckupCd: '特殊健康检查', specialCheckupNm: '特殊健康检查', useYn: '在职',
      siteEduYmd: '现场安全教育完成日', warningCount: '警告（12个月）', expiredLicenceCount: '过期资格', licences: '资格证', licenceKindCd: '资格种类', licenceNumber: '证书编号', issueYmd: '取得日', expiryYmd: '到期日', [VND_WORKER_FILES]: '证书复印件',
    },
    es: {
      title: 'Registro de trabajadores', workerNo: 'N.º de trabajador', vendorCd: 'Contratista', vendorNm: 'Contratista', plantCd: 'Planta', plantNm: 'Planta', workerNm: 'Nombre', birthYmd: 'Nacimiento', phoneNo: 'Teléfono',
      jobNm: 'Oficio', employStartYmd: 'Contratado el', safetyEduYmd: 'Formación básica', specialCheckupCd: 'Examen de salud especial', specialCheckupNm: 'Examen de salud especial', useYn: 'En plantilla',
      siteEduYmd: 'Inducción de seguridad', warningCount: 'Avisos (12 meses)', expiredLicenceCount: 'Licencias vencidas', licences: 'Licencias', licenceKindCd: 'Licencia', licenceNumber: 'N.º de licencia', issueYmd: 'Expedida', expiryYmd: 'Vence', [VND_WORKER_FILES]: 'Copias de licencias',
    },
  },
});

/** the roster of one vendor (`GET /api/vendor/vendors/{vendorCd}/workers`) */
export const vendorWorkersOf = VND_API.workersOf;
