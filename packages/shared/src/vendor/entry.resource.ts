import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { VND_MENUS } from './constants.js';

/**
 * 출입신청 (entry requests, issue 19 item 3): a vendor user asks for people, vehicles and equipment to enter a plant
 * for a period; the supervising department approves it through the approvals framework (type VND_ENTRY); an
 * approved request carries a QR pass the gate checks on the public /qr page (valid today or not, no personal data).
 */
export const VND_ENTRY_API = '/api/vendor/entries';
export const VND_ENTRY_APPR_TYPE = 'VND_ENTRY';
/** public pass state (spec §2: /qr is public) */
export const VND_ENTRY_PASS_API = '/api/public/entry-pass';
/** the longest entry period (from–to inclusive) */
export const VND_ENTRY_MAX_DAYS = 90;
export const VND_ENTRY_STATUSES = ['DRAFT', 'REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const VND_ENTRY_STATUS_GROUP = 'VND_ENTRY_STATUS';
export const VND_CAR_KIND_GROUP = 'VND_CAR_KIND';

export const VND_ENTRY_MESSAGES = {
  range: '출입 종료일은 시작일보다 빠를 수 없습니다.',
  tooLong: `출입 기간은 최대 ${VND_ENTRY_MAX_DAYS}일까지 신청할 수 있습니다.`,
  suspended: '거래정지 업체는 출입신청할 수 없습니다.',
  noPersons: '출입 인원을 1명 이상 입력하세요.',
  notOwnWorker: (rowNo: number) => `${rowNo}번째 출입 인원은 해당 업체의 근로자가 아닙니다.`,
  notVendorPlant: '해당 업체가 작업하는 사업장이 아닙니다.',
  noEducation: (nm: string) => `${nm}: 안전교육 미이수`,
  licenceExpired: (nm: string, kind: string, ymd: string) => `${nm}: ${kind} 자격 만료(${ymd})`,
  noApprover: '감독부서의 결재자를 찾을 수 없습니다.',
  /** the guard's declared message; the server throws the detailed reason (who and why) instead */
  checkFailed: '출입 인원의 교육·자격 요건을 확인하세요.',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const vendorSide = [{ kind: 'vendor' as const, field: 'vendorCd' }, { kind: 'menuWrite' as const }];
const guards = [{ name: 'entryEligible', message: VND_ENTRY_MESSAGES.checkFailed }];

export const vendorEntryWorkflow = /* @__PURE__ */ defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { persons: 'record', vehicles: 'record', equipment: 'record' },
  initial: 'DRAFT',
  statuses: [
    { code: 'DRAFT', label: L('작성', 'Draft', '草稿', 'Borrador'), color: 'default' },
    { code: 'REQUESTED', label: L('신청', 'Requested', '已申请', 'Solicitada'), color: 'blue', onEnter: [{ kind: 'run', name: 'requestApproval' }] },
    { code: 'APPROVED', label: L('승인', 'Approved', '已批准', 'Aprobada'), color: 'green', onEnter: [{ kind: 'run', name: 'issuePass' }, { kind: 'notify', to: ['owner'] }] },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已退回', 'Rechazada'), color: 'red', final: true, onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'CANCELLED', label: L('취소', 'Cancelled', '已取消', 'Cancelada'), color: 'default', final: true },
  ],
  transitions: [
    { action: 'SUBMIT', label: L('신청', 'Submit', '申请', 'Solicitar'), from: ['DRAFT'], to: 'REQUESTED', who: vendorSide, guards },
    { action: 'APPROVE', label: L('승인', 'Approve', '批准', 'Aprobar'), from: ['REQUESTED'], to: 'APPROVED', who: [{ kind: 'approval', on: 'APPROVED' }], guards },
    { action: 'REJECT', label: L('반려', 'Reject', '退回', 'Rechazar'), from: ['REQUESTED'], to: 'REJECTED', who: [{ kind: 'approval', on: 'REJECTED' }] },
    // 회수: the requester takes the approval back while nobody has decided (approvals recall) → the request is a draft again
    { action: 'RECALL', label: L('회수', 'Recall', '撤回', 'Retirar'), from: ['REQUESTED'], to: 'DRAFT', who: [{ kind: 'approval', on: 'RECALLED' }] },
    { action: 'CANCEL', label: L('취소', 'Cancel', '取消', 'Cancelar'), from: ['DRAFT', 'APPROVED'], to: 'CANCELLED', who: vendorSide, commentRequired: true, danger: true },
  ],
});

/** inclusive day count of a YYYY-MM-DD range */
export function entryDays(fromYmd: string, toYmd: string): number {
  return Math.round((Date.parse(`${toYmd}T00:00:00Z`) - Date.parse(`${fromYmd}T00:00:00Z`)) / 86_400_000) + 1;
}

/** the date rule of a request: from ≤ to, at most VND_ENTRY_MAX_DAYS days */
export function checkEntryPeriod(v: Record<string, unknown>): { field: string; message: string } | null {
  if (typeof v.entryFromYmd !== 'string' || typeof v.entryToYmd !== 'string') return null;
  if (v.entryToYmd < v.entryFromYmd) return { field: 'entryToYmd', message: VND_ENTRY_MESSAGES.range };
  if (entryDays(v.entryFromYmd, v.entryToYmd) > VND_ENTRY_MAX_DAYS) return { field: 'entryToYmd', message: VND_ENTRY_MESSAGES.tooLong };
  return null;
}

/** the pass as the public endpoint answers it: no personal data, no vendor name */
export const ZEntryPassSchema = /* @__PURE__ */ z.object({
  valid: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  plantNm: z.string().nullable(),
  statusCd: z.string().nullable(),
});
export type TEntryPass = z.infer<typeof ZEntryPassSchema>;

/** the options of the persons grid: the vendor's active workers */
export const vendorEntryWorkerOptionsUrl = `${VND_ENTRY_API}/workerOptions?vendorCd={vendorCd}`;

/** 출입신청 `/api/vendor/entries` */
export const vendorEntryResource = /* @__PURE__ */ defineResource({
  name: 'vendorEntry',
  title: 'title',
  basePath: VND_ENTRY_API,
  menuId: VND_MENUS.entry,
  key: { name: 'entryNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: VND_ENTRY_STATUS_GROUP, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'vendorCd', type: 'vendor', label: 'vendorCd', schema: z.string().trim().min(1).max(30), required: true, createOnly: true, span: 8 },
    // empty = the supervising department of the vendor's contract at the plant (vnd_vendor_plant)
    { name: 'superviseDeptCd', type: 'dept', label: 'superviseDeptCd', schema: z.string().trim().max(30).nullish(), span: 8 },
    { name: 'workDesc', type: 'text', label: 'workDesc', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 24 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 12 },
    { name: 'entryFromYmd', type: 'date', label: 'entryFromYmd', schema: zYmd, required: true, span: 6 },
    { name: 'entryToYmd', type: 'date', label: 'entryToYmd', schema: zYmd, required: true, span: 6 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(2000), maxLength: 2000, span: 24 },
    { name: 'approveYmd', type: 'date', label: 'approveYmd', schema: zYmd.nullish(), inForm: false, serverOnly: true },
    // the visitor login's code (with the request number, which is sequential and so not a secret)
    { name: 'entrantCd', type: 'text', label: 'entrantCd', schema: z.string().nullish(), serverOnly: true, span: 6 },
  ],
  listColumns: [
    { name: 'entryNo', label: 'entryNo', width: 90, align: 'center', sortable: true },
    { name: 'statusCd', width: 90, align: 'center' },
    { name: 'vendorCd', width: 160 },
    { name: 'workDesc', link: true },
    { name: 'place', width: 160 },
    { name: 'entryFromYmd', width: 110, align: 'center', sortable: true },
    { name: 'entryToYmd', width: 110, align: 'center' },
    { name: 'superviseDeptCd', width: 130 },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: VND_ENTRY_STATUS_GROUP, width: 6 },
    { name: 'workDesc', type: 'text', op: 'contains', label: 'workDesc', width: 6 },
    { name: 'entryFromYmd', type: 'dateRange', op: 'dateRange', label: 'entryFromYmd', width: 6 },
  ],
  defaultSort: { field: 'entryNo', order: 'desc' },
  // the plant's users (the supervising department's subtree) and the vendor itself
  scope: { plant: 'plantCd', dept: 'superviseDeptCd', vendor: 'vendorCd', own: ['createUserId'] },
  approvalType: VND_ENTRY_APPR_TYPE,
  workflow: vendorEntryWorkflow,
  print: { title: 'printTitle', number: (r) => `출입-${String(r.entryNo)}` },
  validate: checkEntryPeriod,
  children: [
    {
      name: 'persons', label: 'persons', key: 'personNo', minRows: 0, maxRows: 100,
      fields: [
        { name: 'workerNo', type: 'number', reference: { to: 'vendorWorker', anyPlant: true }, label: 'workerNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), required: true, optionsFrom: { url: vendorEntryWorkerOptionsUrl, value: 'workerNo', label: 'workerNm' } },
        { name: 'workerNm', type: 'text', label: 'workerNm', schema: zText(100), serverOnly: true },
      ],
      columns: [{ name: 'workerNo', width: 200 }],
    },
    {
      name: 'vehicles', label: 'vehicles', key: 'vehicleNo', maxRows: 30,
      fields: [
        { name: 'carNo', type: 'text', reference: { none: 'a vehicle registration plate, not a record' }, label: 'carNo', schema: zText(20), required: true, maxLength: 20 },
        { name: 'carKindCd', type: 'select', label: 'carKindCd', schema: zText(30), codeGroup: VND_CAR_KIND_GROUP },
      ],
    },
    {
      name: 'equipment', label: 'equipment', key: 'equipNo', maxRows: 50,
      fields: [
        { name: 'equipNm', type: 'text', label: 'equipNm', schema: zText(100), required: true, maxLength: 100 },
        { name: 'spec', type: 'text', label: 'spec', schema: zText(100), maxLength: 100 },
        { name: 'qty', type: 'number', label: 'qty', schema: z.number().int().min(1).max(9999).nullish() },
      ],
    },
  ],
  i18n: {
    ko: {
      title: '출입신청', printTitle: '출입증', entryNo: '신청번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장',
      vendorCd: '협력업체', vendorNm: '협력업체', superviseDeptCd: '감독부서', superviseDeptNm: '감독부서', workDesc: '작업내용', place: '작업장소',
      entryFromYmd: '출입 시작일', entryToYmd: '출입 종료일', remark: '비고', approveYmd: '승인일', entrantCd: '방문 출입 코드', createUserNm: '신청자',
      persons: '출입 인원', workerNo: '근로자', workerNm: '성명', vehicles: '차량', carNo: '차량번호', carKindCd: '차종', carKindNm: '차종',
      equipment: '반입 장비', equipNm: '장비명', spec: '규격', qty: '수량',
      passTitle: '출입증 QR', passValid: '출입 가능', passInvalid: '출입 불가', passPeriod: '유효기간', passPrint: '출입증 인쇄',
    },
    en: {
      title: 'Entry requests', printTitle: 'Entry pass', entryNo: 'Request no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant',
      vendorCd: 'Contractor', vendorNm: 'Contractor', superviseDeptCd: 'Supervising dept.', superviseDeptNm: 'Supervising dept.', workDesc: 'Work', place: 'Place',
      entryFromYmd: 'Entry from', entryToYmd: 'Entry until', remark: 'Remarks', approveYmd: 'Approved on', entrantCd: 'Visitor code', createUserNm: 'Requester',
      persons: 'People', workerNo: 'Worker', workerNm: 'Name', vehicles: 'Vehicles', carNo: 'Plate no.', carKindCd: 'Vehicle type', carKindNm: 'Vehicle type',
      equipment: 'Equipment', equipNm: 'Equipment', spec: 'Spec', qty: 'Qty',
      passTitle: 'Entry pass QR', passValid: 'Entry allowed', passInvalid: 'Entry not allowed', passPeriod: 'Valid', passPrint: 'Print pass',
    },
    zh: {
      title: '出入申请', printTitle: '出入证', entryNo: '申请编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂',
      vendorCd: '协力企业', vendorNm: '协力企业', superviseDeptCd: '监督部门', superviseDeptNm: '监督部门', workDesc: '作业内容', place: '作业地点',
      entryFromYmd: '出入开始日', entryToYmd: '出入结束日', remark: '备注', approveYmd: '批准日', entrantCd: '访客入场码', createUserNm: '申请人',
      persons: '出入人员', workerNo: '工人', workerNm: '姓名', vehicles: '车辆', carNo: '车牌号', carKindCd: '车型', carKindNm: '车型',
      equipment: '携入设备', equipNm: '设备名', spec: '规格', qty: '数量',
      passTitle: '出入证二维码', passValid: '允许出入', passInvalid: '禁止出入', passPeriod: '有效期', passPrint: '打印出入证',
    },
    es: {
      title: 'Solicitudes de acceso', printTitle: 'Pase de acceso', entryNo: 'N.º de solicitud', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta',
      vendorCd: 'Contratista', vendorNm: 'Contratista', superviseDeptCd: 'Depto. supervisor', superviseDeptNm: 'Depto. supervisor', workDesc: 'Trabajo', place: 'Lugar',
      entryFromYmd: 'Acceso desde', entryToYmd: 'Acceso hasta', remark: 'Observaciones', approveYmd: 'Aprobada el', entrantCd: 'Código de visita', createUserNm: 'Solicitante',
      persons: 'Personas', workerNo: 'Trabajador', workerNm: 'Nombre', vehicles: 'Vehículos', carNo: 'Matrícula', carKindCd: 'Tipo de vehículo', carKindNm: 'Tipo de vehículo',
      equipment: 'Equipos', equipNm: 'Equipo', spec: 'Especificación', qty: 'Cant.',
      passTitle: 'QR del pase', passValid: 'Acceso permitido', passInvalid: 'Acceso denegado', passPeriod: 'Validez', passPrint: 'Imprimir pase',
    },
  },
});
