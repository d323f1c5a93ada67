import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, Card, Input, Space, Tabs } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RSA_API } from '@jikim/shared/src/rsa/rsa.codes';
import { rsaPlanResource } from '@jikim/shared/src/rsa/plan.resource';
import { CodeSelect } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { usePageMeta } from '@/app/page-context';
import { ResourceList, ResourceTitle, useResourceTranslations, type ResourceListOverrides } from '@/lib/resource/resource-list';
import type { TResourceRow } from '@jikim/shared/src/resource/definition';
import { RSA_NS } from './rsa.i18n';

/** a worker records their own part (hazard finding, review, the results shared at a TBM); the writer copies forward */
function PlanExtras({ record, editable }: { record: TResourceRow; editable: boolean }) {
  const { t } = useT(RSA_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [stageCd, setStage] = useState<string | null>('FINDING');
  const [partMethodCd, setHow] = useState<string | null>('TBM');
  const [opinion, setOpinion] = useState('');
  const key = record.planNo as number;
  const refresh = () => qc.invalidateQueries({ queryKey: ['resource', rsaPlanResource.name] });
  const part = useMutation({
    mutationFn: () => http.post(`${RSA_API.plans}/${key}/participate`, { stageCd, partMethodCd, opinion: opinion || null }),
    onSuccess: async () => {
      setOpinion('');
      void message.success(t('recorded'));
      await refresh();
    },
  });
  const copy = useMutation({
    mutationFn: () => http.post<{ copiedFromPlanNo: number; assessments: number }>(`${RSA_API.plans}/${key}/copy-forward`, {}),
    onSuccess: async (r) => {
      void message.success(t('copied', { no: r.copiedFromPlanNo, n: r.assessments }));
      await refresh();
    },
  });
  const status = String(record.statusCd);
  return (
    <Card size="small" title={t('participate')} data-testid="rsa-participate" style={{ marginTop: 12 }}>
      {status !== 'DRAFT' && status !== 'SHARED' && (
        <Space wrap align="end">
          <div style={{ width: 200 }}><CodeSelect label={t('stage')} codeGroupCd="RSA_PART_STAGE" value={stageCd} onChange={setStage} /></div>
          <div style={{ width: 180 }}><CodeSelect label={t('how')} codeGroupCd="RSA_PART_METHOD" value={partMethodCd} onChange={setHow} /></div>
          <Input style={{ width: 260 }} placeholder={t('opinion')} aria-label={t('opinion')} maxLength={500} value={opinion} onChange={(e) => setOpinion(e.target.value)} />
          <Button type="primary" disabled={!stageCd || !partMethodCd} loading={part.isPending} onClick={() => part.mutate()}>{t('record')}</Button>
        </Space>
      )}
      {editable && status === 'DRAFT' && <Button loading={copy.isPending} onClick={() => copy.mutate()}>{t('copyForward')}</Button>}
    </Card>
  );
}

// the 정기 평가 due list loads when its tab is opened (the plan page is near its size budget)
const RsaDueTab = lazy(() => import('./rsa-due-tab'));
const overrides: ResourceListOverrides = { detailExtras: (p) => <PlanExtras {...p} /> };

/**
 * 위험성평가 계획 | 정기 평가: the definition's list and detail, with the participation card under a saved plan; the
 * due list of each department's yearly round (a reminder's link opens it as ?key=due)
 */
export default function RsaPlanPage() {
  const { editable } = usePageMeta();
  const { t } = useT(RSA_NS);
  useResourceTranslations(rsaPlanResource);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('key') === 'due' ? 'due' : rsaPlanResource.name);
  const openPlan = (planNo: number) => {
    setTab(rsaPlanResource.name);
    setParams({ key: String(planNo) });
  };
  return (
    <Tabs activeKey={tab} onChange={setTab} items={[
      { key: rsaPlanResource.name, label: <ResourceTitle def={rsaPlanResource} />, children: <ResourceList def={rsaPlanResource} editable={editable} overrides={overrides} /> },
      { key: 'due', label: t('dueTab'), children: <Suspense fallback={null}><RsaDueTab editable={editable} onOpenPlan={openPlan} /></Suspense> },
    ]} />
  );
}
