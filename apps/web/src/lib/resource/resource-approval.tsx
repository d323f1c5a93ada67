import { lazy, Suspense, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { mayRequestApproval, type TResourceDefinition, type TResourceRow } from '@jikim/shared';
import { MutedText } from '@/components/form/muted-text';
import { WORKFLOW_NS } from '@/components/workflow/workflow.i18n';
import { StatusBadge } from '@/components/workflow/status-badge';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** GET /api/manage/apprparam: the record's latest approval request and whether the record may still be edited */
export type TRecordApproval = { editableYn: 'Y' | 'N'; apprRequestNo: number | null; statusCd: string | null; version: number | null };

// the progress popup (approval line, decisions, 회수) loads when it is opened
const ProgressPopup = lazy(() => import('@/features/approvals/components/progress-popup').then((m) => ({ default: m.ProgressPopup })));
// 결재 요청: the line of the plant's template resolved for the requester, adjustable, loaded when opened
const RequestDialog = lazy(() => import('@/features/approvals/components/request-dialog').then((m) => ({ default: m.RequestDialog })));

const COLOR: Record<string, string> = { PROGRESS: 'blue', COMPLETE: 'green', REJECT: 'red' };

/**
 * The approval state of a record whose definition has an `approvalType`. A user without the approval menu, or a
 * record outside their scope, gets nothing (the request answers 403 and is not shown as an error): the server's lock
 * (409 APPR_LOCKED) still applies to their writes.
 */
export function useRecordApproval(def: TResourceDefinition, keyValue: string | number | null, status?: unknown) {
  return useQuery({
    // under the resource's key: a workflow action that raises an approval (신청) reloads it with the record. The record's
    // status is part of the key, so a new status always asks the server again (a transition whose hook raised the 결재
    // could otherwise leave "미요청" on screen when the two reloads crossed); the previous state shows meanwhile.
    queryKey: ['resource', def.name, 'appr', keyValue, status ?? null],
    placeholderData: keepPreviousData,
    enabled: !!def.approvalType && keyValue !== null,
    retry: false,
    queryFn: () => http.get<TRecordApproval>('/api/manage/apprparam', { apprTypeCd: def.approvalType!, recordKey: String(keyValue) }, { skipErrorHandler: true, silent: true }),
  });
}

/**
 * 결재 [결재중] [결재현황] [결재 요청]: the latest request's state and its progress popup (where the requester recalls it),
 * and — for a writer, when the record waits for a 결재 and none is live (`mayRequestApproval`) — the request with the
 * approval line picker. `prepare` saves the form's unsaved changes first (null: the form refused them); after the
 * request (or its cancel) the record, its lock and its approval state reload.
 */
export function ResourceApprovalStrip({ def, record, approval, editable = false, unsaved = false, prepare, phone = false, onChanged }: {
  def: TResourceDefinition; record?: TResourceRow; approval: TRecordApproval | undefined; editable?: boolean;
  unsaved?: boolean; prepare?: () => Promise<TResourceRow | null>;
  /** phone-sized: a block of its own, full-width 44 px buttons, the dialogs across the screen (`PhoneApprovalStrip`) */
  phone?: boolean;
  /** after a request, a recall or a decision: a page that keeps the record under its own query key reloads it here */
  onChanged?: () => void;
}) {
  const { t } = useT(WORKFLOW_NS);
  const qc = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  if (!approval) return null;
  const canRequest = editable && !!record && mayRequestApproval(def, record, approval.statusCd);
  if (!canRequest && (!approval.apprRequestNo || !approval.statusCd)) return null;
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ['resource', def.name] });
    onChanged?.();
  };
  const close = () => {
    setOpen(null);
    // a recall moves the record (its workflow status, its lock): reload the record, the list and the approval state
    reload();
  };
  const request = async () => {
    if (unsaved && prepare) {
      setPreparing(true);
      try {
        if (!(await prepare())) return;
      } finally {
        setPreparing(false);
      }
    }
    setRequesting(true);
  };
  const big = phone ? { size: 'large' as const, block: true, style: TOUCH } : { size: 'small' as const };
  const requestButton = (
    <Button type="primary" {...big} data-testid="appr-request" loading={preparing} onClick={() => void request()}>{t('requestApproval')}</Button>
  );
  const state = approval.apprRequestNo && approval.statusCd
    ? <StatusBadge color={COLOR[approval.statusCd] ?? 'default'}>{t(`apprStatus.${approval.statusCd}`)}</StatusBadge>
    : <StatusBadge color="default">{t('noApproval')}</StatusBadge>;
  const progressButton = approval.apprRequestNo && approval.statusCd
    ? <Button {...big} data-testid="appr-progress-open" onClick={() => setOpen(approval.apprRequestNo)}>{t('approvalProgress')}</Button>
    : null;
  const dialogs = (
    <>
      {open !== null && (
        <Suspense fallback={null}>
          <ProgressPopup apprRequestNo={open} onClose={close} onOpen={setOpen} phone={phone} />
        </Suspense>
      )}
      {requesting && record && (
        <Suspense fallback={null}>
          <RequestDialog apprTypeCd={def.approvalType!} recordKey={String(record[def.key.name])} open phone={phone}
            onClose={() => { setRequesting(false); reload(); }} />
        </Suspense>
      )}
    </>
  );
  if (phone) {
    return (
      <section data-testid="appr-strip" aria-label={t('approval')} style={PHONE_BOX}>
        <Space size={6} wrap style={{ marginBottom: 8 }}>
          <strong>{t('approval')}</strong>
          {state}
        </Space>
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          {canRequest && unsaved && prepare && <MutedText>{t('saveFirstAppr')}</MutedText>}
          {canRequest && requestButton}
          {progressButton}
        </Space>
        {dialogs}
      </section>
    );
  }
  return (
    <Space size={6} wrap style={{ marginBottom: 12 }} data-testid="appr-strip">
      <MutedText>{t('approval')}</MutedText>
      {state}
      {progressButton}
      {canRequest && (unsaved && prepare ? <Tooltip title={t('saveFirstAppr')}>{requestButton}</Tooltip> : requestButton)}
      {dialogs}
    </Space>
  );
}

const TOUCH: React.CSSProperties = { minHeight: 44 };
const PHONE_BOX: React.CSSProperties = { border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 8, background: '#fff', minWidth: 0 };

/**
 * The 결재 of a record on a phone page (375 px): its state, 결재현황 (line, decisions, 회수 for the requester) and — for a
 * writer, when the record waits for a 결재 and none is live — 결재요청 with the line picker, each a full-width 44 px button.
 * The same rules as the drawer's strip (`mayRequestApproval`), its own `GET /api/manage/apprparam`; a page keeping the
 * record under its own query key passes `onChanged` to reload it after a request or a recall (the workflow moves).
 */
export function PhoneApprovalStrip({ def, record, editable = false, onChanged }: {
  def: TResourceDefinition; record: TResourceRow; editable?: boolean; onChanged?: () => void;
}) {
  const key = record[def.key.name];
  const approval = useRecordApproval(def, typeof key === 'string' || typeof key === 'number' ? key : null, def.workflow ? record[def.workflow.statusField] : undefined);
  return <ResourceApprovalStrip def={def} record={record} approval={approval.data} editable={editable} phone onChanged={onChanged} />;
}
