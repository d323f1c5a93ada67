import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { isValidBizNo } from './bizno.js';
import { VND_API, VND_CODE_GROUPS, VND_MENUS, VND_STATUSES } from './constants.js';

/**
 * 업체관리 (vendor master, issue 19 item 1) over com_vendor, with the plants the vendor works at (vnd_vendor_plant:
 * contract period and supervising department). Vendor users read only their own vendor; writes need write on
 * VND_MASTER (the VENDOR group has read only).
 */
export const VND_MASTER_MESSAGES = {
  vendorCd: '업체코드는 영문 대문자로 시작하고 영문 대문자·숫자·-·_ 만 쓸 수 있습니다 (최대 30자, 예: V0001).',
  bizNoFormat: '사업자등록번호는 ###-##-##### 형식으로 입력하세요.',
  bizNoCheck: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인하세요.',
  contractPeriod: (rowNo: number) => `${rowNo}번째 행의 계약 종료일은 계약 시작일보다 빠를 수 없습니다.`,
} as const;

/** vendor code: an uppercase letter, then uppercase letters, digits, - or _ (≤ 30); the demo uses V + 4 digits */
export const VENDOR_CD_RE = /^[A-Z][A-Z0-9_-]{0,29}$/;

export const zBizNo = z
  .string()
  .trim()
  .regex(/^\d{3}-\d{2}-\d{5}$/, { message: VND_MASTER_MESSAGES.bizNoFormat })
  .refine(isValidBizNo, { message: VND_MASTER_MESSAGES.bizNoCheck });

const zPhone = z.string().trim().regex(/^[0-9-]{0,30}$/, { message: '전화번호는 숫자와 - 만 입력하세요.' }).nullish();

export const vendorResource = defineResource({
  name: 'vendorMaster',
  title: 'title',
  basePath: VND_API.vendors,
  menuId: VND_MENUS.master,
  key: { name: 'vendorCd', type: 'string', generated: false },
  fields: [
    { name: 'vendorCd', type: 'text', label: 'vendorCd', schema: z.string().trim().regex(VENDOR_CD_RE, { message: VND_MASTER_MESSAGES.vendorCd }), required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'vendorNm', type: 'text', label: 'vendorNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'vendorTypeCd', type: 'select', label: 'vendorTypeCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: 'COM_VENDOR_TYPE', span: 8 },
    { name: 'bizNo', type: 'text', reference: { none: 'a business registration number (사업자등록번호), not a record' }, label: 'bizNo', schema: zBizNo, required: true, maxLength: 12, span: 8 },
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.enum(VND_STATUSES).default('ACTIVE'), required: true, codeGroup: VND_CODE_GROUPS.status, span: 8 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'ceoNm', type: 'text', label: 'ceoNm', schema: zText(100), maxLength: 100, span: 8 },
    { name: 'telNo', type: 'text', reference: { none: 'a telephone number, not a record' }, label: 'telNo', schema: zPhone, maxLength: 30, span: 8 },
    { name: 'addr', type: 'text', label: 'addr', schema: zText(300), maxLength: 300, span: 24 },
    { name: 'mainWorkKinds', type: 'tag', label: 'mainWorkKinds', schema: z.array(z.string().trim().min(1).max(50)).max(20).nullish(), span: 24 },
    { name: 'safetyMgrNm', type: 'text', label: 'safetyMgrNm', schema: zText(100), maxLength: 100, span: 8 },
    { name: 'safetyMgrTel', type: 'text', label: 'safetyMgrTel', schema: zPhone, maxLength: 30, span: 8 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 8 },
  ],
  listColumns: [
    { name: 'vendorCd', width: 100, align: 'center', sortable: true },
    { name: 'vendorNm', link: true, sortable: true },
    { name: 'vendorTypeCd', width: 100, align: 'center' },
    { name: 'bizNo', width: 130, align: 'center' },
    { name: 'ceoNm', width: 100, align: 'center' },
    { name: 'safetyMgrNm', width: 110, align: 'center' },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'plantCd', width: 110, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'vendorNm', type: 'text', op: 'contains', label: 'vendorNm', width: 6 },
    { name: 'vendorTypeCd', type: 'select', op: 'eq', label: 'vendorTypeCd', codeGroup: 'COM_VENDOR_TYPE', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: VND_CODE_GROUPS.status, width: 6 },
  ],
  defaultSort: { field: 'vendorCd', order: 'asc' },
  scope: { plant: 'plantCd', vendor: 'vendorCd' },
  rowTone: (r) => (r.statusCd === 'SUSPENDED' ? 'danger' : r.statusCd === 'ENDED' ? 'warning' : null),
  children: [
    {
      name: 'plants', label: 'plants', key: 'vendorPlantNo', maxRows: 20,
      fields: [
        { name: 'plantCd', type: 'plant', label: 'contractPlantCd', schema: z.string().trim().max(10), required: true },
        { name: 'contractStartYmd', type: 'date', label: 'contractStartYmd', schema: zYmd.nullish(), required: true },
        { name: 'contractEndYmd', type: 'date', label: 'contractEndYmd', schema: zYmd.nullish(), required: true },
        { name: 'superviseDeptCd', type: 'dept', label: 'superviseDeptCd', schema: z.string().trim().max(30).nullish() },
      ],
      sort: { field: 'contractStartYmd', order: 'asc' },
      validateRow: (row, rowNo) =>
        typeof row.contractStartYmd === 'string' && typeof row.contractEndYmd === 'string' && row.contractEndYmd < row.contractStartYmd
          ? { field: 'contractEndYmd', message: VND_MASTER_MESSAGES.contractPeriod(rowNo) }
          : null,
    },
  ],
  i18n: {
    ko: {
      title: '업체관리', vendorCd: '업체코드', vendorNm: '업체명', vendorTypeCd: '업체구분', vendorTypeNm: '업체구분', bizNo: '사업자등록번호', statusCd: '거래상태', statusNm: '거래상태',
      plantCd: '주 사업장', plantNm: '주 사업장', ceoNm: '대표자', telNo: '대표전화', addr: '주소', mainWorkKinds: '주요 작업', safetyMgrNm: '안전관리자', safetyMgrTel: '안전관리자 연락처',
      useYn: '사용', plants: '계약 사업장', contractPlantCd: '사업장', contractStartYmd: '계약 시작일', contractEndYmd: '계약 종료일', superviseDeptCd: '관리감독 부서',
    },
    en: {
      title: 'Contractors', vendorCd: 'Code', vendorNm: 'Contractor', vendorTypeCd: 'Type', vendorTypeNm: 'Type', bizNo: 'Business reg. no.', statusCd: 'Status', statusNm: 'Status',
      plantCd: 'Main plant', plantNm: 'Main plant', ceoNm: 'CEO', telNo: 'Phone', addr: 'Address', mainWorkKinds: 'Main work', safetyMgrNm: 'Safety manager', safetyMgrTel: 'Safety manager phone',
      useYn: 'In use', plants: 'Contracted plants', contractPlantCd: 'Plant', contractStartYmd: 'Contract start', contractEndYmd: 'Contract end', superviseDeptCd: 'Supervising dept.',
    },
    zh: {
      title: '企业管理', vendorCd: '企业代码', vendorNm: '企业名称', vendorTypeCd: '企业类别', vendorTypeNm: '企业类别', bizNo: '营业执照号', statusCd: '交易状态', statusNm: '交易状态',
      plantCd: '主工厂', plantNm: '主工厂', ceoNm: '代表', telNo: '电话', addr: '地址', mainWorkKinds: '主要作业', safetyMgrNm: '安全管理员', safetyMgrTel: '安全管理员电话',
      useYn: '使用', plants: '合同工厂', contractPlantCd: '工厂', contractStartYmd: '合同开始日', contractEndYmd: '合同结束日', superviseDeptCd: '监管部门',
    },
    es: {
      title: 'Empresas', vendorCd: 'Código', vendorNm: 'Contratista', vendorTypeCd: 'Tipo', vendorTypeNm: 'Tipo', bizNo: 'N.º de registro', statusCd: 'Estado', statusNm: 'Estado',
      plantCd: 'Planta principal', plantNm: 'Planta principal', ceoNm: 'Director', telNo: 'Teléfono', addr: 'Dirección', mainWorkKinds: 'Trabajos principales', safetyMgrNm: 'Resp. de seguridad', safetyMgrTel: 'Tel. resp. de seguridad',
      useYn: 'En uso', plants: 'Plantas contratadas', contractPlantCd: 'Planta', contractStartYmd: 'Inicio del contrato', contractEndYmd: 'Fin del contrato', superviseDeptCd: 'Depto. supervisor',
    },
  },
});

/** vendor user accounts (`/api/vendor/vendors/{vendorCd}/users`) */
export const ZVendorUserCreateSchema = z.object({
  userId: z.string().trim().regex(/^[a-zA-Z0-9._-]{4,50}$/, { message: '아이디는 영문·숫자·._- 4~50자로 입력하세요.' }),
  userNm: z.string().trim().min(1, { message: '이름을 입력하세요.' }).max(100),
  phoneNo: zPhone,
  email: z.string().trim().email({ message: '이메일 형식이 올바르지 않습니다.' }).max(200).nullish().or(z.literal('').transform(() => null)),
});
export type TVendorUserCreate = z.infer<typeof ZVendorUserCreateSchema>;

export const ZVendorUserSchema = z.object({
  userId: z.string(),
  userNm: z.string(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  useYn: z.string(),
  /** locked by an administrator (com_user.locked_until in the far future) */
  isLocked: z.boolean(),
  /** holds a temporary password not yet changed */
  mustChangePwd: z.boolean(),
  createDt: z.string(),
});
export type TVendorUser = z.infer<typeof ZVendorUserSchema>;

/** an issued temporary password: shown once, never stored in clear */
export const ZTempPasswordSchema = z.object({ userId: z.string(), tempPassword: z.string() });
export type TTempPassword = z.infer<typeof ZTempPasswordSchema>;

export const VND_ACCOUNT_API = {
  users: (vendorCd: string) => `${VND_API.vendors}/${encodeURIComponent(vendorCd)}/users`,
  lock: (vendorCd: string, userId: string) => `${VND_API.vendors}/${encodeURIComponent(vendorCd)}/users/${encodeURIComponent(userId)}/lock`,
  unlock: (vendorCd: string, userId: string) => `${VND_API.vendors}/${encodeURIComponent(vendorCd)}/users/${encodeURIComponent(userId)}/unlock`,
  passwordReset: (vendorCd: string, userId: string) => `${VND_API.vendors}/password-reset/${encodeURIComponent(vendorCd)}/${encodeURIComponent(userId)}`,
} as const;
