import { Card, Progress, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TResourceRow } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

/** a saved plan's 계획 대비 실적: each planned course against the hours its targets completed in the half-year */
export function PlanActualPanel({ record }: { record: TResourceRow }) {
  const { t } = useT(EDU_NS);
  const planNo = Number(record.planNo);
  const q = useQuery({ queryKey: eduKeys.planActual(planNo), queryFn: () => eduApi.planActual(planNo) });
  const a = q.data;
  return (
    <Card size="small" style={{ marginTop: 12 }} title={t('plan.actual')} data-testid="edu-plan-actual" loading={q.isLoading}>
      {a && (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
            {t('plan.target', { n: a.targetCnt })}{a.groupNm ? ` (${a.groupNm})` : ''} · {t('plan.period', { from: a.fromYmd, to: a.toYmd })}
          </Typography.Paragraph>
          <Table size="small" rowKey="itemNo" pagination={false} scroll={{ x: 640 }} dataSource={a.items}
            columns={[
              { title: t('plan.course'), dataIndex: 'courseNm' },
              { title: t('plan.plannedYmd'), dataIndex: 'plannedYmd', width: 110, align: 'center' },
              { title: t('plan.hours'), dataIndex: 'plannedHours', width: 110, align: 'right' },
              { title: t('plan.plannedTotal'), dataIndex: 'plannedTotalHours', width: 100, align: 'right' },
              { title: t('plan.completedCnt'), dataIndex: 'completedCnt', width: 90, align: 'right', render: (n: number) => `${n} / ${a.targetCnt}` },
              { title: t('plan.completed'), dataIndex: 'completedHours', width: 100, align: 'right' },
              { title: t('plan.rate'), dataIndex: 'ratePct', width: 140, render: (p: number) => <Progress percent={Math.min(100, p)} format={() => `${p}%`} size="small" /> },
            ]} />
          <Typography.Paragraph strong style={{ margin: '8px 0 0' }} data-testid="edu-plan-total">
            {t('plan.total', { p: a.plannedTotalHours, c: a.completedHours, r: a.ratePct })}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
