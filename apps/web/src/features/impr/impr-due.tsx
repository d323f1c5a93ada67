import { Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { daysLeft } from './impr-api';
import { IMPR_NS } from './impr.i18n';
import './impr.i18n';

/** the due date with D-n / D-day, or how many days it is overdue (red) while the action is still open */
export function DueText({ dueYmd, open, today }: { dueYmd: string | null | undefined; open: boolean; today?: string }) {
  const { t } = useT(IMPR_NS);
  const d = daysLeft(dueYmd, today);
  if (!dueYmd) return <Typography.Text type="secondary">-</Typography.Text>;
  if (d === null || !open) return <Typography.Text>{dueYmd}</Typography.Text>;
  const late = d < 0;
  return (
    <Typography.Text type={late ? 'danger' : undefined} strong={late || d === 0} data-testid="impr-due" data-overdue={late ? 'Y' : 'N'}>
      {dueYmd} · {late ? t('my.overdue', { n: -d }) : d === 0 ? t('my.today') : t('my.dday', { n: d })}
    </Typography.Text>
  );
}
