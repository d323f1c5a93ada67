import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { CHM_CODE_GROUPS, CHM_MENUS, CHM_UNITS } from './chm.const.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/**
 * 시약 불출 (reagent and chemical dispensing): a department asks for an amount of a product from a storage place; its
 * team leader (팀장·처장) approves; the storage's manager issues it — the server books the 출고 in the in/out ledger
 * (stock checked, the movement linked) — and the requester confirms receipt. Rejected by the leader or the manager with
 * a reason. Who issues is the storage's manager when the request was made (server-set), never the client's claim.
 */
export const chmDispenseWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REQUESTED',
  // the request is changed or withdrawn only while it waits for its leader
  editableStatuses: ['REQUESTED'],
  statuses: [
    { code: 'REQUESTED', label: L('요청', 'Requested', '已申请', 'Solicitado'), color: 'blue' },
    { code: 'APPROVED', label: L('승인', 'Approved', '已批准', 'Aprobado'), color: 'cyan', onEnter: [{ kind: 'notify', to: [{ field: 'issuerUserId' }] }] },
    { code: 'ISSUED', label: L('불출', 'Issued', '已发放', 'Entregado'), color: 'orange', onEnter: [{ kind: 'run', name: 'issue' }, { kind: 'notify', to: ['owner'] }] },
    { code: 'RECEIVED', label: L('수령 확인', 'Received', '已签收', 'Recibido'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'receive' }] },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已驳回', 'Rechazado'), color: 'red', final: true, onEnter: [{ kind: 'notify', to: ['owner'] }] },
  ],
  transitions: [
    { action: 'APPROVE', label: L('승인', 'Approve', '批准', 'Aprobar'), from: ['REQUESTED'], to: 'APPROVED', who: [{ kind: 'duty', dutyCds: ['DUT03', 'DUT04', 'DUT05'] }] },
    { action: 'ISSUE', label: L('불출', 'Issue', '发放', 'Entregar'), from: ['APPROVED'], to: 'ISSUED', who: [{ kind: 'field', field: 'issuerUserId' }] },
    { action: 'RECEIVE', label: L('수령 확인', 'Confirm receipt', '确认签收', 'Confirmar recepción'), from: ['ISSUED'], to: 'RECEIVED', who: [{ kind: 'owner' }] },
    {
      action: 'REJECT', label: L('반려', 'Reject', '驳回', 'Rechazar'), from: ['REQUESTED', 'APPROVED'], to: 'REJECTED', commentRequired: true,
      who: [{ kind: 'duty', dutyCds: ['DUT03', 'DUT04', 'DUT05'] }, { kind: 'field', field: 'issuerUserId' }],
    },
  ],
});

export const chmDispenseResource = defineResource({
  name: 'chmDispense',
  title: 'title',
  basePath: '/api/chm/dispense',
  menuId: CHM_MENUS.dispense,
  key: { name: 'dispenseNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: CHM_CODE_GROUPS.dispenseStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'needYmd', type: 'date', label: 'needYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'chemProdNo', type: 'number', label: 'chemProdNo', schema: z.number().int().min(1), required: true, span: 12, reference: { to: 'chmChemProd' }, optionsFrom: { url: '/api/baseinfo/chemprod?plantCd={plantCd}&limit=300', value: 'chemProdNo', label: 'prodNm' } },
    { name: 'storageNo', type: 'number', label: 'storageNo', schema: z.number().int().min(1), required: true, span: 12, reference: { to: 'chmStorage' }, optionsFrom: { url: '/api/chm/storage?plantCd={plantCd}&limit=300', value: 'storageNo', label: 'storageNm' } },
    { name: 'qty', type: 'number', label: 'qty', schema: z.number().positive().max(1_000_000), decimals: 3, required: true, span: 8 },
    { name: 'unitCd', type: 'select', label: 'unitCd', schema: z.enum(CHM_UNITS), codeGroup: CHM_CODE_GROUPS.unit, required: true, span: 8 },
    { name: 'purpose', type: 'text', label: 'purpose', schema: zText(300, { required: true }), required: true, maxLength: 300, span: 24 },
    { name: 'issuerUserId', type: 'user', label: 'issuerUserId', schema: z.string().nullish(), serverOnly: true, reference: { none: 'the storage manager, set by the server' }, span: 8 },
    { name: 'issuedYmd', type: 'date', label: 'issuedYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'inoutNo', type: 'number', label: 'inoutNo', schema: z.number().nullish(), serverOnly: true, span: 8 },
    { name: 'receivedYmd', type: 'date', label: 'receivedYmd', schema: z.string().nullish(), serverOnly: true, span: 8 },
  ],
  listColumns: [
    { name: 'dispenseNo', width: 80, align: 'center', sortable: true },
    { name: 'statusCd', width: 100, align: 'center' },
    { name: 'prodNm', label: 'chemProdNo', link: true },
    { name: 'qty', width: 90, align: 'right' },
    { name: 'unitCd', width: 70, align: 'center' },
    { name: 'storageNm', label: 'storageNo', width: 160 },
    { name: 'deptCd', width: 140 },
    { name: 'needYmd', width: 110, align: 'center' },
    { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: CHM_CODE_GROUPS.dispenseStatus, width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
  ],
  defaultSort: { field: 'dispenseNo', order: 'desc' },
  plantFilter: 'chm',
  scope: { plant: 'plantCd', dept: 'deptCd' },
  workflow: chmDispenseWorkflow,
  i18n: {
    ko: {
      title: '시약·약품 불출', dispenseNo: '요청번호', statusCd: '상태', statusNm: '상태', plantCd: '사업장', plantNm: '사업장', deptCd: '요청부서', deptNm: '요청부서',
      needYmd: '필요일', chemProdNo: '화학제품', prodNm: '화학제품', storageNo: '저장소', storageNm: '저장소', qty: '요청 수량', unitCd: '단위', unitNm: '단위', purpose: '사용 목적·장소',
      issuerUserId: '불출 담당(저장소 관리자)', issuerUserNm: '불출 담당(저장소 관리자)', issuedYmd: '불출일', inoutNo: '수불 번호', receivedYmd: '수령 확인일', createUserNm: '요청자',
    },
    en: {
      title: 'Chemical dispensing', dispenseNo: 'Request no.', statusCd: 'Status', statusNm: 'Status', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department',
      needYmd: 'Needed by', chemProdNo: 'Product', prodNm: 'Product', storageNo: 'Storage', storageNm: 'Storage', qty: 'Quantity', unitCd: 'Unit', unitNm: 'Unit', purpose: 'Purpose and place',
      issuerUserId: 'Issued by (storage manager)', issuerUserNm: 'Issued by (storage manager)', issuedYmd: 'Issued on', inoutNo: 'Ledger no.', receivedYmd: 'Received on', createUserNm: 'Requester',
    },
    zh: {
      title: '试剂·药品发放', dispenseNo: '申请编号', statusCd: '状态', statusNm: '状态', plantCd: '工厂', plantNm: '工厂', deptCd: '申请部门', deptNm: '申请部门',
      needYmd: '需要日期', chemProdNo: '化学品', prodNm: '化学品', storageNo: '储存场所', storageNm: '储存场所', qty: '申请数量', unitCd: '单位', unitNm: '单位', purpose: '用途·场所',
      issuerUserId: '发放负责人(储存场所管理者)', issuerUserNm: '发放负责人(储存场所管理者)', issuedYmd: '发放日', inoutNo: '收发编号', receivedYmd: '签收日', createUserNm: '申请人',
    },
    es: {
      title: 'Entrega de reactivos', dispenseNo: 'N.º de solicitud', statusCd: 'Estado', statusNm: 'Estado', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento',
      needYmd: 'Necesario el', chemProdNo: 'Producto', prodNm: 'Producto', storageNo: 'Almacén', storageNm: 'Almacén', qty: 'Cantidad', unitCd: 'Unidad', unitNm: 'Unidad', purpose: 'Uso y lugar',
      issuerUserId: 'Entrega (responsable del almacén)', issuerUserNm: 'Entrega (responsable del almacén)', issuedYmd: 'Entregado el', inoutNo: 'N.º de movimiento', receivedYmd: 'Recibido el', createUserNm: 'Solicitante',
    },
  },
});
