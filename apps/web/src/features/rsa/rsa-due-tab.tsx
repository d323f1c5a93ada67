import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RSA_API } from '@jikim/shared/src/rsa/rsa.codes';
import type { TRsaDueRow, TRsaDueStatus } from '@jikim/shared/src/rsa/due';
import { rsaPlanResource } from '@jikim/shared/src/rsa/plan.resource';
import { useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components/pickers/plant-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RSA_DUE_NS } from './rsa-due.i18n';

// the plan form loads when a new plan is started from a row
const ResourceDetail = lazy(() => import('@/lib/resource/resource-detail').then((m) => ({ default: m.ResourceDetail })));

const COLORS: Record<TRsaDueStatus, string> = { OVERDUE: 'red', DUE_SOON: 'orange', NEVER: 'default', OK: 'green', EXEMPT_CONTINUOUS: 'blue' };

/**
 * 정기 평가 tab of 위험성평가 계획 (loaded when opened): each department's last 정기 / 최초 round and next due date,
 * overdue rows (red) first, due soon next; a row opens its last plan or starts a new 정기 plan for the department.
 */
export default function RsaDueTab({ editable, onOpenPlan }: { editable: boolean; onOpenPlan: (planNo: number) => void }) {
  const { t } = useT(RSA_DUE_NS);
  const worker = useWorker();
  const qc = useQueryClient();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [draft, setDraft] = useState<TRsaDueRow | null>(null);
  const q = useQuery({ queryKey: ['rsaDue', plantCd], enabled: !!plantCd, queryFn: () => http.get<{ today: string; list: TRsaDueRow[] }>(RSA_API.due, { plantCd }) });
  const year = (q.data?.today ?? '').slice(0, 4);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="rsa-due">
      <Alert type="info" showIcon message={t('help')} />
      <div style={{ width: 240, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
      <Table<TRsaDueRow>
        size="small" loading={q.isFetching} dataSource={q.data?.list ?? []} rowKey="deptCd" scroll={{ x: 'max-content' }} pagination={false}
        locale={{ emptyText: t('none') }}
        onRow={(r) => ({ 'data-status': r.status, style: r.status === 'OVERDUE' ? { background: '#fff1f0', color: '#cf1322' } : undefined } as React.HTMLAttributes<HTMLElement>)}
        columns={[
          { title: t('status'), width: 150, render: (_v, r) => <Tag color={COLORS[r.status]}>{t(r.status)}</Tag> },
          { title: t('dept'), dataIndex: 'deptNm', width: 130 },
          { title: t('due'), dataIndex: 'dueYmd', width: 110 },
          {
            title: t('daysLeft'), width: 110,
            render: (_v, r) => (r.daysLeft == null ? '-' : r.daysLeft < 0 ? t('daysOver', { n: -r.daysLeft }) : t('daysIn', { n: r.daysLeft })),
          },
          {
            title: t('lastPlan'), width: 300,
            render: (_v, r) => (r.lastPlanNo ? <Button type="link" size="small" style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }} onClick={() => onOpenPlan(r.lastPlanNo!)}>{r.lastPlanTitle}</Button> : '-'),
          },
          { title: t('completed'), dataIndex: 'completedYmd', width: 110 },
          ...(editable ? [{
            key: 'new', width: 150,
            render: (_v: unknown, r: TRsaDueRow) => (r.status === 'OK' || r.status === 'EXEMPT_CONTINUOUS' ? null : <Button size="small" onClick={() => setDraft(r)}>{t('newPlan')}</Button>),
          }] : []),
        ]}
      />
      {draft && (
        <Suspense fallback={null}><ResourceDetail
          def={rsaPlanResource} keyValue={null} open editable={editable}
          presets={{
            plantCd: draft.plantCd, deptCd: worker?.plantCd === draft.plantCd ? worker.deptCd : null, kindCd: 'REGULAR',
            planTitle: t('planTitle', { year, dept: draft.deptNm ?? draft.deptCd }), targets: [{ targetDeptCd: draft.deptCd, rowNo: 1 }],
          }}
          onClose={() => setDraft(null)}
          onCreated={(key) => {
            setDraft(null);
            void qc.invalidateQueries({ queryKey: ['rsaDue'] });
            onOpenPlan(Number(key));
          }}
        /></Suspense>
      )}
    </Space>
  );
}
