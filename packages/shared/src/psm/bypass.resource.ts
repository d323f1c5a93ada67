import { z } from 'zod';
import { PLANT_DT_RE, zPlantDateTime } from '../dates.js';
import { defineResource, zText } from '../resource/definition.js';
import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { PSM_API, PSM_CODE_GROUPS as G, PSM_MENUS, PSM_MESSAGES } from './psm.const.js';
import { COMMON_LABELS, i18nOf } from './psm.labels.js';
import { PSM_MOC_PICK } from './registers.resource.js';

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });

/** a date-time of a bypass: `YYYY-MM-DD HH:mm` (plant time) or an ISO instant with its offset */
export const PSM_DT_RE = PLANT_DT_RE;
const zDt = zPlantDateTime;

/** duties allowed to approve a bypass of an interlock of each SIL (code data PSM_SIL attr1 overrides; DOMAIN.md PSM) */
export const PSM_BYPASS_APPROVERS_DEFAULT: Record<string, string[]> = {
  SIL0: ['DUT02', 'DUT03', 'DUT04', 'DUT05', 'DUT06'],
  SIL1: ['DUT02', 'DUT03', 'DUT04', 'DUT05', 'DUT06'],
  SIL2: ['DUT03', 'DUT04', 'DUT05'],
  SIL3: ['DUT04', 'DUT05'],
};

/**
 * 인터록·감지기 우회(bypass/inhibit) 대장 (IEC 61511 practice, DOMAIN.md PSM): requested with the reason, the interim
 * protective measures and a time limit → approved at the level the interlock's SIL asks (code data) → active → restored
 * (by whom, when). A bypass longer than the plant's limit (code data, 72 h) names its MOC.
 */
export const psmBypassWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REQUESTED',
  editableStatuses: ['REQUESTED'],
  statuses: [
    { code: 'REQUESTED', label: L('승인요청', 'Requested', '已申请', 'Solicitado'), color: 'gold' },
    { code: 'ACTIVE', label: L('우회중', 'Active', '旁路中', 'Activo'), color: 'red', onEnter: [{ kind: 'run', name: 'approved' }] },
    { code: 'RESTORED', label: L('복구완료', 'Restored', '已恢复', 'Restablecido'), color: 'green', final: true, onEnter: [{ kind: 'run', name: 'restored' }] },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已驳回', 'Rechazado'), color: 'default', final: true },
  ],
  transitions: [
    {
      action: 'APPROVE', label: L('승인', 'Approve', '批准', 'Aprobar'), from: ['REQUESTED'], to: 'ACTIVE',
      who: [{ kind: 'menuWrite', staff: true }, { kind: 'duty', dutyCds: ['DUT02', 'DUT03', 'DUT04', 'DUT05', 'DUT06'] }],
      guards: [{ name: 'approverLevel', message: PSM_MESSAGES.bypassLevel('') }, { name: 'mocLinked', message: PSM_MESSAGES.bypassMocRequired(72) }],
    },
    { action: 'REJECT', label: L('반려', 'Reject', '驳回', 'Rechazar'), from: ['REQUESTED'], to: 'REJECTED', who: [{ kind: 'menuWrite', staff: true }, { kind: 'duty', dutyCds: ['DUT02', 'DUT03', 'DUT04', 'DUT05', 'DUT06'] }], commentRequired: true, danger: true },
    { action: 'RESTORE', label: L('복구', 'Restore', '恢复', 'Restablecer'), from: ['ACTIVE'], to: 'RESTORED', who: [{ kind: 'menuWrite', staff: true }, { kind: 'owner' }] },
  ],
  separation: [{ rule: 'PSM_BYPASS_OWN', actions: [], notBy: { APPROVE: ['createUserId'] }, message: PSM_MESSAGES.bypassOwn }],
});

export const psmBypassResource = defineResource({
  name: 'psmBypass',
  title: 'title',
  basePath: PSM_API.bypass,
  menuId: PSM_MENUS.bypass,
  key: { name: 'bypassNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), codeGroup: G.bypassStatus, inForm: false },
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, createOnly: true, span: 8 },
    {
      name: 'interlockNo', type: 'number', label: 'interlockNo', schema: z.number().int().min(1).max(2_147_483_647), required: true, createOnly: true, span: 8,
      reference: { to: 'psmInterlock', pick: { url: PSM_API.interlock, value: 'interlockNo', label: ['tagNo', 'interlockNm', 'silNm'], search: 'tagNo', plant: 'plantCd', copy: ['plantCd'] } },
    },
    { name: 'tagNo', type: 'text', label: 'tagNo', schema: z.string().nullish(), serverOnly: true, inForm: false, reference: { none: 'copied from the interlock' } },
    { name: 'silCd', type: 'select', label: 'silCd', schema: z.string().nullish(), codeGroup: G.sil, serverOnly: true, inForm: false },
    { name: 'reason', type: 'textarea', label: 'reason', schema: zText(1000, { required: true }), required: true, maxLength: 1000, span: 24 },
    { name: 'interimMeasures', type: 'textarea', label: 'interimMeasures', schema: zText(1000, { required: true }), required: true, maxLength: 1000, span: 24 },
    { name: 'startDt', type: 'datetime', label: 'startDt', schema: zDt, required: true, span: 8 },
    { name: 'endDt', type: 'datetime', label: 'endDt', schema: zDt, required: true, span: 8 },
    { name: 'mocNo', type: 'number', label: 'mocNo', schema: z.number().int().min(1).max(2_147_483_647).nullish(), span: 8, reference: { to: 'safMoc', pick: PSM_MOC_PICK } },
    { name: 'approveUserId', type: 'user', label: 'approveUserId', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'approveDt', type: 'datetime', label: 'approveDt', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'restoreUserId', type: 'user', label: 'restoreUserId', schema: z.string().nullish(), serverOnly: true, inForm: false },
    { name: 'restoreDt', type: 'datetime', label: 'restoreDt', schema: z.string().nullish(), serverOnly: true, inForm: false },
  ],
  listColumns: [
    { name: 'bypassNo', width: 80, align: 'center', sortable: true }, { name: 'statusCd', width: 100, align: 'center' }, { name: 'plantCd', width: 130 },
    { name: 'tagNo', width: 130, link: true }, { name: 'silCd', width: 70, align: 'center' }, { name: 'reason', width: 260 }, { name: 'startDt', width: 160, align: 'center' },
    { name: 'endDt', width: 160, align: 'center', sortable: true }, { name: 'createUserNm', label: 'createUserNm', width: 100, align: 'center' }, { name: 'approveUserId', width: 100, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'statusCd', type: 'select', op: 'eq', label: 'statusCd', codeGroup: G.bypassStatus, width: 6 },
    { name: 'tagNo', type: 'text', op: 'contains', label: 'tagNo', width: 6 },
  ],
  defaultSort: { field: 'bypassNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  workflow: psmBypassWorkflow,
  rowTone: (r) => (r.statusCd === 'ACTIVE' && typeof r.endDt === 'string' && Date.parse(r.endDt) < Date.now() ? 'danger' : r.statusCd === 'ACTIVE' ? 'warning' : null),
  print: { title: 'printTitle', number: (r) => `BYP-${String(r.bypassNo)}` },
  i18n: i18nOf(COMMON_LABELS, [
    ['title', '인터록 우회 대장', 'Bypass register', '联锁旁路台账', 'Registro de anulaciones'], ['printTitle', '인터록·감지기 우회 허가서', 'Bypass authorisation', '联锁旁路许可书', 'Autorización de anulación'],
    ['bypassNo', '우회번호', 'Bypass no.', '旁路编号', 'N.º de anulación'], ['statusCd', '상태', 'Status', '状态', 'Estado'], ['statusNm', '상태', 'Status', '状态', 'Estado'],
    ['interlockNo', '인터록', 'Interlock', '联锁', 'Enclavamiento'], ['silCd', 'SIL', 'SIL', 'SIL', 'SIL'], ['silNm', 'SIL', 'SIL', 'SIL', 'SIL'],
    ['reason', '우회 사유', 'Reason', '旁路理由', 'Motivo'], ['interimMeasures', '임시 보호조치', 'Interim measures', '临时保护措施', 'Medidas provisionales'],
    ['startDt', '시작 일시', 'Start', '开始时间', 'Inicio'], ['endDt', '종료 기한', 'Time limit', '结束期限', 'Límite'], ['mocNo', 'MOC 번호', 'MOC no.', 'MOC编号', 'N.º de MOC'],
    ['approveUserId', '승인자', 'Approved by', '批准人', 'Aprobado por'], ['approveUserNm', '승인자', 'Approved by', '批准人', 'Aprobado por'], ['approveDt', '승인 일시', 'Approved', '批准时间', 'Aprobado'],
    ['restoreUserId', '복구자', 'Restored by', '恢复人', 'Restablecido por'], ['restoreUserNm', '복구자', 'Restored by', '恢复人', 'Restablecido por'], ['restoreDt', '복구 일시', 'Restored', '恢复时间', 'Restablecido'],
  ]),
});

/** contract: `POST /api/psm/interlocks/{interlockNo}/bypasses` */
export const ZPsmBypassRequest = z.object({
  reason: zText(1000, { required: true }),
  interimMeasures: zText(1000, { required: true }),
  startDt: zDt,
  endDt: zDt,
  mocNo: z.number().int().min(1).nullish(),
});
export const ZPsmBypassCreated = z.object({ bypassNo: z.number(), statusCd: z.literal('REQUESTED'), version: z.number() });

/** contract: `GET /api/psm/bypasses/active?plantCd=` */
export const ZPsmActiveBypass = z.object({
  bypassNo: z.number(), interlockNo: z.number(), tagNo: z.string(), startDt: z.string(), endDt: z.string(), overdueYn: z.enum(['Y', 'N']),
  /** beside the contract: what the board shows */
  interlockNm: z.string().nullable().optional(), silCd: z.string().nullable().optional(), plantCd: z.string().optional(), reason: z.string().nullable().optional(),
  interimMeasures: z.string().nullable().optional(), approveUserNm: z.string().nullable().optional(), version: z.number().optional(),
});
export const ZPsmActiveBypassList = z.object({ list: z.array(ZPsmActiveBypass) });
export type TPsmActiveBypass = z.infer<typeof ZPsmActiveBypass>;

/** contract: `GET /api/psm/due?plantCd=&kindCd=` */
export const ZPsmDueQuery = z.object({ plantCd: z.string().trim().max(10).optional(), kindCd: z.enum(['VALVE_TEST', 'INTERLOCK_TEST', 'DETECTOR_CAL', 'EQUIP_INSPECT']).optional() });
export const ZPsmDueItem = z.object({
  kindCd: z.enum(['VALVE_TEST', 'INTERLOCK_TEST', 'DETECTOR_CAL', 'EQUIP_INSPECT']), tagNo: z.string(), lastYmd: z.string().nullable(), cycleMonths: z.number().nullable(),
  dueYmd: z.string().nullable(), overdueYn: z.enum(['Y', 'N']),
  /** beside the contract: the plant and the item's key (opens the register row) */
  plantCd: z.string().optional(), itemNo: z.number().optional(),
});
export const ZPsmDueList = z.object({ list: z.array(ZPsmDueItem) });
export type TPsmDueItem = z.infer<typeof ZPsmDueItem>;

/** per interlock: how often and how long it was bypassed (statistics) */
export const ZPsmBypassStat = z.object({ interlockNo: z.number(), tagNo: z.string(), bypassCnt: z.number(), totalHours: z.number(), overdueCnt: z.number() });
export const ZPsmBypassStats = z.object({ list: z.array(ZPsmBypassStat) });
