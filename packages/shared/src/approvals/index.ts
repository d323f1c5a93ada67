import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { zYmd } from '../dates.js';

/**
 * Approvals (결재): wire schemas shared by the server routes and the web pages.
 * Business rules: apps/server/src/modules/approvals/README.md.
 */

/** request status: 작성중 → 진행중 → 완료, or 반려 / 회수 */
export const APPR_STATUS = ['DRAFT', 'PROGRESS', 'COMPLETE', 'REJECT', 'RECALL'] as const;
export type TApprStatus = (typeof APPR_STATUS)[number];

/** slot kinds of a line: 기안, 결재, 합의, 확인(안전/환경팀), 참조 */
export const APPR_SLOT_KINDS = ['DRAFT', 'APPROVE', 'AGREE', 'CONFIRM', 'REFERENCE'] as const;
export type TApprSlotKind = (typeof APPR_SLOT_KINDS)[number];
/** kinds a template may hold (the drafter slot is always the requester) */
export const APPR_TEMPLATE_KINDS = ['APPROVE', 'AGREE', 'CONFIRM', 'REFERENCE'] as const;

/** how a template slot is filled: a named user; a duty of the requester's department; of its parent; of a fixed department */
export const APPR_RESOLVE_TYPES = ['USER', 'OWN_DEPT_DUTY', 'PARENT_DEPT_DUTY', 'DEPT_DUTY'] as const;
export type TApprResolveType = (typeof APPR_RESOLVE_TYPES)[number];

/** step status: WAIT (not its turn), PENDING (current), APPROVED, REJECTED, CANCELED (request recalled/rejected before its turn), REFERENCE */
export const APPR_STEP_STATUS = ['DRAFTED', 'WAIT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'REFERENCE'] as const;
export type TApprStepStatus = (typeof APPR_STEP_STATUS)[number];

/** business-record status handed to a document type's onStatus callback */
export const APPR_RECORD_STATUS = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECALLED'] as const;
export type TApprRecordStatus = (typeof APPR_RECORD_STATUS)[number];

export const APPR_MESSAGES = {
  locked: '결재가 진행 중이거나 완료된 문서는 수정할 수 없습니다.',
  alreadyRequested: '이미 결재가 진행 중이거나 완료된 문서입니다.',
  alreadyDecided: '이미 처리된 결재입니다. 다시 조회하세요.',
  notYourTurn: '현재 결재 차례인 결재자(또는 그 대결자)만 처리할 수 있습니다.',
  recallAfterApproval: '결재가 시작된 문서는 회수할 수 없습니다.',
  notRecallable: '진행 중인 결재만 회수할 수 있습니다.',
  rejectReasonRequired: '반려 사유를 입력하세요.',
  unknownType: '등록되지 않은 결재 문서 유형입니다.',
  recordNotFound: '결재할 문서를 찾을 수 없습니다.',
  noLine: '결재선이 없습니다. 결재선을 지정하세요.',
  lineUnresolved: '결재선의 결재자를 찾을 수 없습니다. 결재선 설정을 확인하세요.',
  lineNotAllowed: '결재선 템플릿이 허용하지 않는 결재선입니다.',
  invalidUser: '결재자로 지정할 수 없는 사용자입니다.',
  selfApprover: '기안자 본인은 결재자가 될 수 없습니다.',
  requesterDecides: '기안자 본인은 자신의 결재를 처리할 수 없습니다. (대결 포함)',
  badSignature: '서명 이미지가 올바르지 않습니다. (PNG, 200KB 이하)',
  redraftNotAllowed: '반려 또는 회수된 본인 결재만 재기안할 수 있습니다.',
  delegateRange: '대결 기간이 올바르지 않습니다.',
  delegateSelf: '본인에게 대결을 위임할 수 없습니다.',
  duplicateTemplate: '같은 사업장과 문서 유형의 결재선 템플릿이 이미 있습니다.',
} as const;

const ymd = zYmd;
const userId = z.string().trim().min(1).max(50);

/** PNG data URL, decoded size ≤ 200 KB (checked again on the server by magic bytes) */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const zSignature = z
  .string()
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, { message: APPR_MESSAGES.badSignature })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: APPR_MESSAGES.badSignature });

// ---- line templates (/api/manage/apprline) ----

export const ZApprLineSlotSchema = z
  .object({
    slotKind: z.enum(APPR_TEMPLATE_KINDS),
    resolveType: z.enum(APPR_RESOLVE_TYPES),
    userId: userId.nullish(),
    dutyCd: z.string().trim().max(30).nullish(),
    deptCd: z.string().trim().max(30).nullish(),
    /** the requester may not remove it */
    requiredYn: z.enum(['Y', 'N']).default('Y'),
    /** the requester may put another person in it */
    changeableYn: z.enum(['Y', 'N']).default('N'),
  })
  .refine((s) => (s.resolveType === 'USER' ? !!s.userId : !!s.dutyCd), { message: MESSAGES.badRequest })
  .refine((s) => s.resolveType !== 'DEPT_DUTY' || !!s.deptCd, { message: MESSAGES.badRequest });
export type TApprLineSlotInput = z.input<typeof ZApprLineSlotSchema>;

export const ZApprLineSaveSchema = z.object({
  plantCd: z.string().trim().min(1).max(10),
  apprTypeCd: z.string().trim().min(1).max(50),
  apprLineNm: z.string().trim().min(1).max(200),
  /** the requester may add 합의/참조 steps */
  addableYn: z.enum(['Y', 'N']).default('Y'),
  useYn: z.enum(['Y', 'N']).default('Y'),
  slots: z.array(ZApprLineSlotSchema).min(1).max(20),
});
export const ZApprLineUpdateSchema = ZApprLineSaveSchema.extend({ version: z.number().int().min(1) });

// ---- requests (/api/manage/apprrequest) ----

/** one step the requester proposes: the template slot it fills (index into the template), or an extra 합의/참조 step */
export const ZApprLineStepInput = z.object({
  slotNo: z.number().int().min(1).max(20).nullish(),
  slotKind: z.enum(APPR_TEMPLATE_KINDS),
  approverUserId: userId,
});
export type TApprLineStepInput = z.infer<typeof ZApprLineStepInput>;

export const ZApprRequestCreateSchema = z.object({
  apprTypeCd: z.string().trim().min(1).max(50),
  recordKey: z.string().trim().min(1).max(100),
  /** omitted → the template's line as resolved for the requester */
  line: z.array(ZApprLineStepInput).min(1).max(30).optional(),
  /** N = save as 작성중 (draft) without submitting */
  submitYn: z.enum(['Y', 'N']).default('Y'),
  /** re-draft of a rejected or recalled request */
  prevApprRequestNo: z.number().int().min(1).optional(),
  comment: z.string().trim().max(1000).optional(),
  signature: zSignature.optional(),
});

export const ZApprDecisionSchema = z
  .object({
    stepNo: z.number().int().min(1).max(100),
    decisionCd: z.enum(['APPROVE', 'REJECT']),
    comment: z.string().trim().max(1000).optional(),
    signature: zSignature.optional(),
  })
  .refine((d) => d.decisionCd !== 'REJECT' || (d.comment ?? '').length > 0, { message: APPR_MESSAGES.rejectReasonRequired, path: ['comment'] });

export const ZCollectApprSchema = z.object({
  items: z.array(z.object({ apprRequestNo: z.number().int().min(1), stepNo: z.number().int().min(1).max(100) })).min(1).max(100),
  comment: z.string().trim().max(1000).optional(),
  signature: zSignature.optional(),
});

export const ZApprDelegateSchema = z
  .object({ delegateUserId: userId, fromYmd: ymd, toYmd: ymd, reason: z.string().trim().max(500).optional() })
  .refine((d) => d.fromYmd <= d.toYmd, { message: APPR_MESSAGES.delegateRange, path: ['toYmd'] });

export type TApprStep = {
  stepNo: number;
  slotKind: TApprSlotKind;
  approverUserId: string;
  approverNm: string | null;
  deptNm: string | null;
  dutyNm: string | null;
  stepStatus: TApprStepStatus;
  decidedUserId: string | null;
  decidedUserNm: string | null;
  decidedDt: string | null;
  comment: string | null;
  signature: string | null;
};

export type TApprRequest = {
  apprRequestNo: number;
  apprTypeCd: string;
  apprTypeNm: string;
  recordKey: string;
  title: string;
  summary: string[];
  plantCd: string;
  deptCd: string | null;
  statusCd: TApprStatus;
  requestUserId: string;
  requestUserNm: string | null;
  requestDt: string | null;
  completeDt: string | null;
  rejectReason: string | null;
  prevApprRequestNo: number | null;
  nextApprRequestNo: number | null;
  currentStepNo: number | null;
  version: number;
  steps: TApprStep[];
  /** for the caller: the step they may decide now (own or delegated), else null */
  myPendingStepNo: number | null;
  canRecall: boolean;
};

export type TApprInboxRow = {
  apprRequestNo: number;
  apprTypeCd: string;
  apprTypeNm: string;
  recordKey: string;
  title: string;
  statusCd: TApprStatus;
  requestUserId: string;
  requestUserNm: string | null;
  requestDeptNm: string | null;
  requestDt: string | null;
  stepNo: number | null;
  slotKind: TApprSlotKind | null;
  stepStatus: TApprStepStatus | null;
  approverUserId: string | null;
  decidedDt: string | null;
  /** Y when the caller sees it as someone's delegate */
  delegatedYn: 'Y' | 'N';
};

export const APPR_INBOX_BOXES = ['pending', 'processed', 'rejected', 'reference', 'mine'] as const;
export type TApprInboxBox = (typeof APPR_INBOX_BOXES)[number];

export * from './badge.js';
