import { z } from 'zod';
import { defineResource, zText, zYmd } from '../../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';
import { ENV_WASTE_CODE_GROUPS as G, ENV_WASTE_MENUS, ENV_WASTE_MESSAGES, ENV_WASTE_UNITS } from './waste.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const team = [{ kind: 'menuWrite' as const, staff: true }];
const zQty = z.number().positive().max(1_000_000);
const has = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * 폐기물 발생·보관 (a lot): what was generated, of which kind, in which storage place and since when. The server answers
 * how many days it has been stored, its kind's limit (ENV_WASTE_KIND attr1) and whether it nears or passes it; a lot
 * leaves the storage when its disposal is requested (인계).
 */
export const envWasteResource = defineResource({
  name: 'envWaste',
  title: 'title',
  basePath: '/api/env/waste/generation',
  menuId: ENV_WASTE_MENUS.storage,
  key: { name: 'wasteNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.lotStatus, serverOnly: true, span: 8 },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'wasteKindCd', type: 'select', label: 'wasteKindCd', schema: z.string().trim().min(1).max(30), codeGroup: G.kind, required: true, span: 8 },
    { name: 'storagePlaceNm', type: 'text', label: 'storagePlaceNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
    { name: 'storedSinceYmd', type: 'date', label: 'storedSinceYmd', schema: zYmd, required: true, span: 8 },
    { name: 'qty', type: 'number', label: 'qty', schema: zQty, decimals: 3, required: true, span: 8 },
    { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.enum(ENV_WASTE_UNITS), codeGroup: G.unit, required: true, span: 8 },
    { name: 'handedYmd', type: 'date', label: 'handedYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    // derived by the server from the plant's today and the kind's limit (no columns)
    { name: 'storedDays', type: 'number', label: 'storedDays', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'limitDays', type: 'number', label: 'limitDays', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'overdueYn', type: 'text', label: 'overdueYn', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'nearYn', type: 'text', label: 'nearYn', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'lotNm', type: 'text', label: 'lotNm', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'wasteNo', width: 100, align: 'center', sortable: true },
    { name: 'statusCd', width: 90, align: 'center' },
    { name: 'wasteKindCd', link: true, width: 180 },
    { name: 'storagePlaceNm', width: 200 },
    { name: 'storedSinceYmd', width: 110, align: 'center', sortable: true },
    { name: 'qty', width: 100, align: 'right' },
    { name: 'unitCd', width: 70, align: 'center' },
    { name: 'storedDays', width: 90, align: 'right' },
    { name: 'limitDays', width: 90, align: 'right' },
    { name: 'plantCd', width: 140 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'wasteKindCd', type: 'select', op: 'eq', label: 'wasteKindCd', codeGroup: G.kind, width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.lotStatus, width: 6 },
    { name: 'storedSinceYmd', type: 'dateRange', op: 'dateRange', label: 'storedSinceYmd', width: 6 },
    { name: 'storagePlaceNm', type: 'text', op: 'contains', label: 'storagePlaceNm', width: 6 },
  ],
  defaultSort: { field: 'wasteNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  rowTone: (r) => (r.overdueYn === 'Y' ? 'danger' : r.nearYn === 'Y' ? 'warning' : null),
  detailAlerts: (r) => (r.overdueYn === 'Y' ? [{ tone: 'error', label: 'overdueAlert', values: { days: String(r.storedDays), limit: String(r.limitDays) } }]
    : r.nearYn === 'Y' ? [{ tone: 'warning', label: 'nearAlert', values: { days: String(r.storedDays), limit: String(r.limitDays) } }] : []),
  i18n: {
    ko: {
      title: '폐기물 발생·보관', wasteNo: '관리번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '배출부서', deptNm: '배출부서',
      wasteKindCd: '폐기물 종류', wasteKindNm: '폐기물 종류', storagePlaceNm: '보관장소', storedSinceYmd: '보관 시작일', qty: '보관량', unitCd: '단위', unitNm: '단위',
      handedYmd: '인계일', storedDays: '보관일수', limitDays: '보관기한(일)', overdueYn: '기한 초과', nearYn: '기한 임박', lotNm: '폐기물', remark: '비고',
      overdueAlert: '보관 {{days}}일째로 보관기한 {{limit}}일을 넘었습니다. 즉시 인계하세요.', nearAlert: '보관 {{days}}일째입니다. 보관기한 {{limit}}일이 다가옵니다.',
    },
    en: {
      title: 'Waste generation and storage', wasteNo: 'Lot no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      wasteKindCd: 'Waste kind', wasteKindNm: 'Waste kind', storagePlaceNm: 'Storage place', storedSinceYmd: 'Stored since', qty: 'Quantity', unitCd: 'Unit', unitNm: 'Unit',
      handedYmd: 'Handed over', storedDays: 'Days stored', limitDays: 'Limit (days)', overdueYn: 'Overdue', nearYn: 'Near limit', lotNm: 'Waste', remark: 'Remarks',
      overdueAlert: 'Stored for {{days}} days, past the {{limit}}-day limit. Hand it over now.', nearAlert: 'Stored for {{days}} days; the {{limit}}-day limit is near.',
    },
    zh: {
      title: '废弃物产生·贮存', wasteNo: '管理编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '排放部门', deptNm: '排放部门',
      wasteKindCd: '废弃物种类', wasteKindNm: '废弃物种类', storagePlaceNm: '贮存场所', storedSinceYmd: '贮存开始日', qty: '贮存量', unitCd: '单位', unitNm: '单位',
      handedYmd: '移交日', storedDays: '贮存天数', limitDays: '贮存期限(天)', overdueYn: '超期', nearYn: '临近期限', lotNm: '废弃物', remark: '备注',
      overdueAlert: '已贮存{{days}}天，超过{{limit}}天期限。请立即移交。', nearAlert: '已贮存{{days}}天，{{limit}}天期限临近。',
    },
    es: {
      title: 'Generación y almacenamiento de residuos', wasteNo: 'N.º de lote', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      wasteKindCd: 'Tipo de residuo', wasteKindNm: 'Tipo de residuo', storagePlaceNm: 'Lugar de almacenamiento', storedSinceYmd: 'Almacenado desde', qty: 'Cantidad', unitCd: 'Unidad', unitNm: 'Unidad',
      handedYmd: 'Entregado', storedDays: 'Días almacenado', limitDays: 'Plazo (días)', overdueYn: 'Vencido', nearYn: 'Cerca del plazo', lotNm: 'Residuo', remark: 'Observaciones',
      overdueAlert: 'Almacenado {{days}} días, más del plazo de {{limit}} días. Entréguelo ya.', nearAlert: 'Almacenado {{days}} días; se acerca el plazo de {{limit}} días.',
    },
  },
});

/**
 * 폐기물 처리(인계): 작성 → 처리요청 (the handover: 인계서 number, carrier, treater, estimated quantity; the lot leaves the
 * storage) → 처리결과 (the treater's measured quantity, its receipt date and method) → 완료. Cancelled before the result.
 */
export const envWasteDisposalWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'DRAFT',
  editableStatuses: ['DRAFT', 'REQUESTED', 'RESULTED'],
  statuses: [
    { code: 'DRAFT', label: L('작성중', 'Draft', '草稿', 'Borrador'), color: 'blue' },
    { code: 'REQUESTED', label: L('처리요청', 'Handed over', '已委托处理', 'Entregado'), color: 'orange', onEnter: [{ kind: 'run', name: 'handover' }] },
    { code: 'RESULTED', label: L('처리결과 등록', 'Result entered', '已登记处理结果', 'Resultado registrado'), color: 'cyan' },
    { code: 'COMPLETED', label: L('완료', 'Completed', '已完成', 'Completado'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'complete' }] },
    { code: 'CANCELLED', label: L('취소', 'Cancelled', '已取消', 'Cancelado'), color: 'default', final: true, onEnter: [{ kind: 'run', name: 'cancel' }] },
  ],
  transitions: [
    {
      action: 'REQUEST', label: L('처리요청(인계)', 'Hand over', '委托处理(移交)', 'Entregar'), from: ['DRAFT'], to: 'REQUESTED', who: team,
      guards: [{ name: 'handoverReady', message: ENV_WASTE_MESSAGES.handoverIncomplete, test: (r) => ['handoverNo', 'handoverYmd', 'carrierVendorCd', 'treaterVendorCd', 'estimatedQty'].every((f) => has(r[f])) }],
    },
    {
      action: 'RESULT', label: L('처리결과 등록', 'Enter result', '登记处理结果', 'Registrar resultado'), from: ['REQUESTED'], to: 'RESULTED', who: team,
      guards: [{ name: 'resultReady', message: ENV_WASTE_MESSAGES.resultIncomplete, test: (r) => ['measuredQty', 'receiptYmd', 'treatMethodCd'].every((f) => has(r[f])) }],
    },
    { action: 'COMPLETE', label: L('완료', 'Complete', '完成', 'Completar'), from: ['RESULTED'], to: 'COMPLETED', who: team },
    { action: 'CANCEL', label: L('취소', 'Cancel', '取消', 'Cancelar'), from: ['DRAFT', 'REQUESTED'], to: 'CANCELLED', who: team, commentRequired: true, danger: true },
  ],
});

export const envWasteDisposalResource = defineResource({
  name: 'envWasteDisposal',
  title: 'title',
  basePath: '/api/env/waste/disposal',
  menuId: ENV_WASTE_MENUS.disposal,
  key: { name: 'disposalNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.disposalStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    {
      name: 'wasteNo', type: 'number', label: 'wasteNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 8,
      reference: { to: 'envWaste', pick: { url: '/api/env/waste/generation', value: 'wasteNo', label: ['wasteNo', 'wasteKindNm', 'storagePlaceNm', 'storedSinceYmd'], search: 'storagePlaceNm', plant: 'plantCd', copy: ['plantCd'] } },
    },
    { name: 'wasteKindCd', type: 'select', label: 'wasteKindCd', schema: z.string().nullish(), codeGroup: G.kind, serverOnly: true, span: 8 },
    { name: 'handoverNo', type: 'text', label: 'handoverNo', schema: zText(30), maxLength: 30, span: 8, reference: { none: 'the 인계서 number of Allbaro, not a record of ours' } },
    { name: 'handoverYmd', type: 'date', label: 'handoverYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'carrierVendorCd', type: 'vendor', label: 'carrierVendorCd', schema: z.string().trim().max(20).nullish(), span: 12 },
    { name: 'treaterVendorCd', type: 'vendor', label: 'treaterVendorCd', schema: z.string().trim().max(20).nullish(), span: 12 },
    { name: 'estimatedQty', type: 'number', label: 'estimatedQty', schema: zQty.nullish(), decimals: 3, span: 8 },
    { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.string().nullish(), codeGroup: G.unit, serverOnly: true, span: 8 },
    { name: 'measuredQty', type: 'number', label: 'measuredQty', schema: zQty.nullish(), decimals: 3, span: 8 },
    { name: 'receiptYmd', type: 'date', label: 'receiptYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'treatMethodCd', type: 'select', label: 'treatMethodCd', schema: z.string().trim().max(20).nullish(), codeGroup: G.treat, span: 8 },
    { name: 'completedYmd', type: 'date', label: 'completedYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'disposalNo', width: 100, align: 'center', sortable: true },
    { name: 'statusCd', width: 110, align: 'center' },
    { name: 'handoverNo', link: true, width: 150 },
    { name: 'wasteKindCd', width: 160 },
    { name: 'handoverYmd', width: 110, align: 'center', sortable: true },
    { name: 'estimatedQty', width: 100, align: 'right' },
    { name: 'measuredQty', width: 100, align: 'right' },
    { name: 'unitCd', width: 70, align: 'center' },
    { name: 'carrierVendorCd', width: 160 },
    { name: 'treaterVendorCd', width: 160 },
    { name: 'treatMethodCd', width: 110, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.disposalStatus, width: 6 },
    { name: 'wasteKindCd', type: 'select', op: 'eq', label: 'wasteKindCd', codeGroup: G.kind, width: 6 },
    { name: 'handoverNo', type: 'text', op: 'contains', label: 'handoverNo', width: 6 },
    { name: 'handoverYmd', type: 'dateRange', op: 'dateRange', label: 'handoverYmd', width: 6 },
  ],
  defaultSort: { field: 'disposalNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  workflow: envWasteDisposalWorkflow,
  print: { title: 'printTitle', number: (r) => `WST-${String(r.disposalNo)}` },
  i18n: {
    ko: {
      title: '폐기물 처리(인계)', printTitle: '폐기물 처리(인계) 기록', disposalNo: '처리번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '배출부서', deptNm: '배출부서',
      wasteNo: '보관 폐기물', wasteKindCd: '폐기물 종류', wasteKindNm: '폐기물 종류', handoverNo: '인계서 번호', handoverYmd: '인계일', carrierVendorCd: '운반자', carrierVendorNm: '운반자',
      treaterVendorCd: '처리자', treaterVendorNm: '처리자', estimatedQty: '인계량(예상)', unitCd: '단위', unitNm: '단위', measuredQty: '처리자 계량값', receiptYmd: '인수확인일',
      treatMethodCd: '처리방법', treatMethodNm: '처리방법', completedYmd: '완료일', remark: '비고',
    },
    en: {
      title: 'Waste disposal (handover)', printTitle: 'Waste disposal record', disposalNo: 'Disposal no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      wasteNo: 'Stored waste', wasteKindCd: 'Waste kind', wasteKindNm: 'Waste kind', handoverNo: 'Handover no.', handoverYmd: 'Handover date', carrierVendorCd: 'Carrier', carrierVendorNm: 'Carrier',
      treaterVendorCd: 'Treater', treaterVendorNm: 'Treater', estimatedQty: 'Quantity (estimated)', unitCd: 'Unit', unitNm: 'Unit', measuredQty: 'Measured by treater', receiptYmd: 'Receipt confirmed',
      treatMethodCd: 'Treatment', treatMethodNm: 'Treatment', completedYmd: 'Completed', remark: 'Remarks',
    },
    zh: {
      title: '废弃物处理(移交)', printTitle: '废弃物处理(移交)记录', disposalNo: '处理编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '排放部门', deptNm: '排放部门',
      wasteNo: '贮存废弃物', wasteKindCd: '废弃物种类', wasteKindNm: '废弃物种类', handoverNo: '移交单编号', handoverYmd: '移交日', carrierVendorCd: '运输者', carrierVendorNm: '运输者',
      treaterVendorCd: '处理者', treaterVendorNm: '处理者', estimatedQty: '移交量(预计)', unitCd: '单位', unitNm: '单位', measuredQty: '处理者计量值', receiptYmd: '接收确认日',
      treatMethodCd: '处理方法', treatMethodNm: '处理方法', completedYmd: '完成日', remark: '备注',
    },
    es: {
      title: 'Eliminación de residuos (entrega)', printTitle: 'Registro de eliminación de residuos', disposalNo: 'N.º de eliminación', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      wasteNo: 'Residuo almacenado', wasteKindCd: 'Tipo de residuo', wasteKindNm: 'Tipo de residuo', handoverNo: 'N.º de manifiesto', handoverYmd: 'Fecha de entrega', carrierVendorCd: 'Transportista', carrierVendorNm: 'Transportista',
      treaterVendorCd: 'Gestor', treaterVendorNm: 'Gestor', estimatedQty: 'Cantidad (estimada)', unitCd: 'Unidad', unitNm: 'Unidad', measuredQty: 'Pesada por el gestor', receiptYmd: 'Recepción confirmada',
      treatMethodCd: 'Tratamiento', treatMethodNm: 'Tratamiento', completedYmd: 'Completado', remark: 'Observaciones',
    },
  },
});
