import { lazy, Suspense, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TResourceDefinition } from '@jikim/shared';
import { WORKFLOW_NS } from '@/components/workflow';
import { StatusBadge } from '@/components/workflow/status-badge';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** GET /api/manage/apprparam: the record's latest approval request and whether the record may still be edited */
export type TRecordApproval = { editableYn: 'Y' | 'N'; apprRequestNo: number | null; statusCd: string | null; version: number | null };

// the progress popup (approval line, decisions, 회수) loads when it is opened
const ProgressPopup = lazy(() => import('@/features/approvals/components/progress-popup').then((m) => ({ default: m.ProgressPopup })));

const COLOR: Record<string, string> = { PROGRESS: 'blue', COMPLETE: 'green', REJECT: 'red' };

/**
 * The approval state of a record whose definition has an `approvalType`. A user without the approval menu, or a
 * record outside their scope, gets nothing (the request answers 403 and is not shown as an error): the server's lock
 * (409 APPR_LOCKED) still applies to their writes.
 */
export function useRecordApproval(def: TResourceDefinition, keyValue: string | number | null) {
  return useQuery({
    // under the resource's key: a workflow action that raises an approval (신청) reloads it with the record
    queryKey: ['resource', def.name, 'appr', keyValue],
    enabled: !!def.approvalType && keyValue !== null,
    retry: false,
    queryFn: () => http.get<TRecordApproval>('/api/manage/apprparam', { apprTypeCd: def.approvalType!, recordKey: String(keyValue) }, { skipErrorHandler: true, silent: true }),
  });
}

/** 결재 [결재중] [결재현황]: the latest request's state and its progress popup, where the requester may recall it */
export function ResourceApprovalStrip({ def, approval }: { def: TResourceDefinition; approval: TRecordApproval | undefined }) {
  const { t } = useT(WORKFLOW_NS);
  const qc = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  if (!approval?.apprRequestNo || !approval.statusCd) return null;
  const close = () => {
    setOpen(null);
    // a recall moves the record (its workflow status, its lock): reload the record, the list and the approval state
    void qc.invalidateQueries({ queryKey: ['resource', def.name] });
  };
  return (
    <Space size={6} style={{ marginBottom: 12 }} data-testid="appr-strip">
      <Typography.Text type="secondary">{t('approval')}</Typography.Text>
      <StatusBadge color={COLOR[approval.statusCd] ?? 'default'}>{t(`apprStatus.${approval.statusCd}`)}</StatusBadge>
      <Button size="small" onClick={() => setOpen(approval.apprRequestNo)}>{t('approvalProgress')}</Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ProgressPopup apprRequestNo={open} onClose={close} onOpen={setOpen} />
        </Suspense>
      )}
    </Space>
  );
}
