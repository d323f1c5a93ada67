import type { TApprStep } from '@jikim/shared';
import { http } from '@/lib/http';
import type { Lang } from '@/lib/i18n';
import { printT, stampDate, type PrintApproval, type PrintApprovalBox } from './print-document';

/** GET /api/manage/apprparam/line: the record's latest submitted request, or null */
export type TApprPrintLine = {
  apprTypeCd: string;
  recordKey: string;
  request: { apprRequestNo: number; statusCd: 'PROGRESS' | 'COMPLETE' | 'REJECT'; requestDt: string | null; completeDt: string | null; steps: TApprStep[] } | null;
};

export const fetchApprovalLine = (apprTypeCd: string, recordKey: string) =>
  http.get<TApprPrintLine>('/api/manage/apprparam/line', { apprTypeCd, recordKey }, { skipErrorHandler: true, silent: true });

/**
 * The 결재란 of a real line: the drafter is 담당, the deciding steps follow in order (their duty, else 검토 and,
 * for the last, 승인); 합의 steps get their own row, 참조 readers a line below. Decided boxes carry the decider's
 * name, signature and day; a delegate's decision says 대결; a rejection says 반려. null when there is no line.
 */
export function approvalFromLine(line: TApprPrintLine | null | undefined, lang: Lang = 'ko'): PrintApproval | null {
  const req = line?.request;
  if (!req) return null;
  const t = printT(lang);
  const steps = req.steps.filter((s) => s.stepStatus !== 'CANCELED');
  const deciding = steps.filter((s) => s.slotKind === 'APPROVE' || s.slotKind === 'CONFIRM');
  const lastApprove = deciding[deciding.length - 1]?.stepNo;
  const box = (s: TApprStep): PrintApprovalBox => {
    const decided = s.decidedDt !== null && (s.stepStatus === 'DRAFTED' || s.stepStatus === 'APPROVED' || s.stepStatus === 'REJECTED');
    const role = s.slotKind === 'DRAFT' || s.stepStatus === 'DRAFTED' ? (s.dutyNm ?? t('role.DRAFT'))
      : s.dutyNm ?? (s.slotKind === 'AGREE' ? t('role.AGREE') : s.slotKind === 'CONFIRM' ? t('role.CONFIRM') : s.stepNo === lastApprove ? t('role.APPROVE') : t('role.REVIEW'));
    const byDelegate = decided && s.decidedUserId !== null && s.decidedUserId !== s.approverUserId;
    const notes = [s.stepStatus === 'REJECTED' ? t('rejected') : null, byDelegate ? `${t('delegated')} ${s.decidedUserNm ?? ''}`.trim() : null].filter(Boolean);
    return {
      role,
      name: s.approverNm ?? s.approverUserId,
      signature: decided ? s.signature : null,
      date: decided ? stampDate(s.decidedDt) : null,
      note: notes.length ? notes.join(' · ') : null,
      waiting: !decided,
    };
  };
  return {
    boxes: steps.filter((s) => s.slotKind !== 'AGREE' && s.slotKind !== 'REFERENCE').map(box),
    agreements: steps.filter((s) => s.slotKind === 'AGREE').map(box),
    references: steps.filter((s) => s.slotKind === 'REFERENCE').map((s) => s.approverNm ?? s.approverUserId),
    statusLabel: t(`status.${req.statusCd}`),
  };
}
