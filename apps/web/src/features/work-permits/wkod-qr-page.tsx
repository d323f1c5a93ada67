import { Descriptions, Result, Spin, Tag, Typography } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isPublicToken } from '@jikim/shared/src/public-token';
import { statusOf } from '@jikim/shared/src/workflow/definition';
import { permitWorkflow } from '@jikim/shared/src/work-permits/permit.resource';
import { SAF_WKOD_API, type TWkodPublic } from '@jikim/shared/src/work-permits/wkod.const';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { useLocale, useT } from '@/lib/i18n';
import { SAF_WKOD_NS } from './wkod.i18n';

// the public route has no app shell (and no shell query client): its own, as the entry pass page
const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** public /qr?wkod=<public token> (the printed permit's QR; never the permit number): number, kind, area, window, status, last gas reading — nothing personal */
export default function WkodQrPage() {
  return <QueryClientProvider client={queries}><WkodState /></QueryClientProvider>;
}

function WkodState() {
  const { t } = useT(SAF_WKOD_NS);
  const { lang } = useLocale();
  const [params] = useSearchParams();
  const token = params.get('wkod') ?? '';
  const q = useQuery({ queryKey: ['wkodPublic', token], enabled: isPublicToken(token), queryFn: () => http.get<TWkodPublic>(`${SAF_WKOD_API.public}/${token}`, undefined, { skipErrorHandler: true }) });
  let body;
  if (q.isPending && q.fetchStatus !== 'idle') body = <Spin size="large"><div style={{ height: 120 }} /></Spin>;
  else if (q.isError || !q.data) body = <Result status="warning" title={t('notFound')} />;
  else {
    const p = q.data;
    const st = statusOf(permitWorkflow, p.statusCd);
    body = (
      <div data-testid="wkod-public" data-status={p.statusCd}>
        <div style={{ textAlign: 'center', marginBottom: 16 }}><Tag color={st?.color} style={{ fontSize: 28, padding: '12px 20px' }}>{st?.label[lang] ?? p.statusNm ?? p.statusCd}</Tag></div>
        <Descriptions column={1} bordered size="middle" items={[
          { key: 'no', label: 'No.', children: `WKOD-${p.permitNo}` },
          { key: 'kind', label: t('kind'), children: p.kindNm ?? p.kindCd },
          { key: 'area', label: t('area'), children: p.areaNm ?? p.areaCd },
          { key: 'window', label: t('window'), children: `${plantDateTime(p.startDt)} ~ ${plantDateTime(p.endDt)}` },
          { key: 'gas', label: t('lastGas'), children: p.lastGasDt ? plantDateTime(p.lastGasDt) : '-' },
        ]} />
      </div>
    );
  }
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>{t('publicTitle')}</Typography.Title>
      {body}
    </main>
  );
}
