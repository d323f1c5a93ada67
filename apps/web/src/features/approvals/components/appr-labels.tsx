import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/lib/i18n';
import { APPR_NS } from '../approvals.i18n';

// The light part of the approval screens (status tag, type names, date-times): what the list pages render at once.
// The line, the summary and the decision panel (Steps, List, Typography, the signature pad) load with the popup.

const STATUS_COLOR: Record<string, string> = { DRAFT: 'default', PROGRESS: 'processing', COMPLETE: 'success', REJECT: 'error', RECALL: 'warning' };

export const fmtDt = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

export function StatusTag({ statusCd }: { statusCd: string | null }) {
  const { t } = useT(APPR_NS);
  if (!statusCd) return null;
  return <Tag color={STATUS_COLOR[statusCd]}>{t(`status.${statusCd}`)}</Tag>;
}

export function useTypeName() {
  const { t } = useT(APPR_NS);
  return (cd: string, fallback: string) => t(`type.${cd}`, { defaultValue: fallback });
}
