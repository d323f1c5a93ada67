import { defineWorkflow, type TWorkflowLabel } from '../workflow/definition.js';
import { DEFAULT_PLANT_TIME_ZONE } from '../excel-cells.js';
import { ymdIn } from '../ymd.js';

// zod-free: the landing card and the phone page load these without the resource definition (web budgets)
/**
 * 개선조치 (improvement actions, CAPA; issue 14 item 6): one register fed by every safety module. A finding of an
 * accident, check, patrol, risk assessment, permit … becomes an action with an assignee and a due date; the
 * assignee accepts (or rejects with a reason), acts, attaches the after-photo and asks for confirmation; the
 * requester or the safety team confirms or returns it. Sources ask `openActionCount` before they close.
 */
export const IMPR_MENU = 'IMPR_ACTION';
export const IMPR_API = '/api/impr/actions';
export const IMPR_SOURCE_TYPES = [
  'ACCIDENT', 'NEAR_MISS', 'CHECK', 'PATROL', 'INSPECTION', 'RISK_ASSESSMENT', 'MOC', 'PERMIT', 'TBM', 'PSM_AUDIT', 'COMMITTEE', 'ETC',
  // management system (issue 29): a 미준수 of the legal register, the 산업안전보건위원회's decisions, a drill's lessons
  'LAW', 'OSH_COMMITTEE', 'DRILL',
  // environment (issue 27): a self-measurement above its permit limit
  'ENV',
  // behaviour observation (issue 31): an observation with at-risk behaviours
  'OBSERVATION',
] as const;
export type TImprSourceType = (typeof IMPR_SOURCE_TYPES)[number];
export const IMPR_ACTION_TYPES = ['IMMEDIATE', 'REQUEST'] as const;
export const IMPR_CODE_GROUPS = { source: 'IMPR_SOURCE_TYPE', actionType: 'IMPR_ACTION_TYPE', risk: 'IMPR_RISK_LEVEL' } as const;
/** attachment task classes: photos before (with the finding) and after (the evidence of the fix) */
export const IMPR_FILES = { before: 'IMPR_BEFORE', after: 'IMPR_AFTER' } as const;
/** statuses in which an action still counts as open for its source (anything but DONE and CANCELLED) */
export const IMPR_OPEN_STATUSES = ['REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED'] as const;
/** statuses in which the assignee still has to act: reminders and escalation run on these */
export const IMPR_ASSIGNEE_STATUSES = ['REGISTERED', 'IN_PROGRESS'] as const;

export const IMPR_MESSAGES = {
  afterPhoto: '조치 후 사진을 첨부하세요.',
  assigneeMissing: '담당자를 찾을 수 없습니다.',
  dueBeforeFinding: '조치기한은 등록일보다 빠를 수 없습니다.',
  /** 403: segregation of duties */
  selfConfirm: '조치 담당자는 자신의 조치를 확인(완료)할 수 없습니다. 다른 담당자가 확인해야 합니다.',
} as const;

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const assignee = [{ kind: 'field' as const, field: 'assigneeUserId' }, { kind: 'vendor' as const, field: 'ownerVendorCd' }];
const requester = [{ kind: 'owner' as const }, { kind: 'menuWrite' as const }];

export const imprActionWorkflow = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REGISTERED',
  statuses: [
    { code: 'REGISTERED', label: L('등록', 'Registered', '已登记', 'Registrada'), color: 'blue' },
    { code: 'IN_PROGRESS', label: L('조치중', 'In progress', '整改中', 'En curso'), color: 'orange', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'REJECTED', label: L('반려', 'Rejected', '已退回', 'Rechazada'), color: 'red', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    {
      code: 'CONFIRM_REQUESTED', label: L('확인요청', 'Confirmation requested', '请求确认', 'Confirmación solicitada'), color: 'purple',
      onEnter: [{ kind: 'run', name: 'recordResult' }, { kind: 'notify', to: ['owner'] }],
    },
    {
      code: 'DONE', label: L('완료', 'Done', '已完成', 'Completada'), color: 'green', final: true,
      onEnter: [{ kind: 'run', name: 'markDone' }, { kind: 'run', name: 'settleSource' }, { kind: 'notify', to: [{ field: 'assigneeUserId' }] }],
    },
    {
      code: 'CANCELLED', label: L('취소', 'Cancelled', '已取消', 'Cancelada'), color: 'default', final: true,
      onEnter: [{ kind: 'run', name: 'settleSource' }, { kind: 'notify', to: [{ field: 'assigneeUserId' }] }],
    },
  ],
  transitions: [
    { action: 'ACCEPT', label: L('접수', 'Accept', '接受', 'Aceptar'), from: ['REGISTERED'], to: 'IN_PROGRESS', who: assignee },
    { action: 'REJECT', label: L('반려', 'Reject', '退回', 'Rechazar'), from: ['REGISTERED'], to: 'REJECTED', who: assignee, commentRequired: true, danger: true },
    {
      action: 'REQUEST_CONFIRM', label: L('확인요청', 'Request confirmation', '请求确认', 'Solicitar confirmación'), from: ['IN_PROGRESS'], to: 'CONFIRM_REQUESTED',
      who: assignee, commentRequired: true, guards: [{ name: 'hasAfterPhoto', message: IMPR_MESSAGES.afterPhoto }],
    },
    { action: 'CONFIRM', label: L('확인(완료)', 'Confirm', '确认完成', 'Confirmar'), from: ['CONFIRM_REQUESTED'], to: 'DONE', who: requester },
    { action: 'RETURN', label: L('재조치 요청', 'Return', '退回整改', 'Devolver'), from: ['CONFIRM_REQUESTED'], to: 'IN_PROGRESS', who: requester, commentRequired: true, danger: true },
    { action: 'RESUBMIT', label: L('재요청', 'Resubmit', '重新请求', 'Reenviar'), from: ['REJECTED'], to: 'REGISTERED', who: requester },
    { action: 'CANCEL', label: L('취소', 'Cancel', '取消', 'Cancelar'), from: ['REGISTERED', 'REJECTED'], to: 'CANCELLED', who: requester, commentRequired: true, danger: true },
  ],
  // the assignee (or whoever asked for the confirmation) does not confirm their own fix (issue 25)
  separation: [{ rule: 'IMPR_SELF_CONFIRM', actions: ['REQUEST_CONFIRM', 'CONFIRM'], notBy: { CONFIRM: ['assigneeUserId'] }, message: IMPR_MESSAGES.selfConfirm }],
});

/** open and past its due date (the list highlights it; the escalation job reminds) */
export function isOverdue(row: Record<string, unknown>, today = ymdIn(new Date(), DEFAULT_PLANT_TIME_ZONE)): boolean {
  return typeof row.dueYmd === 'string' && row.dueYmd < today && (IMPR_OPEN_STATUSES as readonly string[]).includes(String(row.statusCd));
}

/** the improvement portlet (`/api/main/portlet/improvement`) */
export type TImprPortlet = {
  /** my open actions (assignee = me, or my vendor's), the nearest due first, at most 5 */
  mine: { actionNo: number; title: string; statusCd: string; dueYmd: string; overdue: boolean }[];
  myOpenCount: number;
  /** open actions past their due date in the caller's scope */
  overdueCount: number;
  /** this month (plant time): actions due this month, and of those the ones done; rate = done / due × 100 (one decimal), null when none are due */
  monthDueCount: number;
  monthDoneCount: number;
  closureRate: number | null;
};
