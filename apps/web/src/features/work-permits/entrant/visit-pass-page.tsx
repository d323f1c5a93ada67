import { Result, Spin } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { entrantApi } from './entrant-api';
import { ENTRANT_NS } from './entrant.i18n';

// the public route has no app shell (and no shell query client): its own
const passQueries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * public /qr?visitPass=<token> (issue 31): the guard scans a walk-in visitor's pass and sees, large, whether it is valid
 * today — green 출입 가능 or red 출입 불가 — with the plant, the department visited and the visitor's masked name.
 */
export default function VisitPassPage() {
  return (
    <QueryClientProvider client={passQueries}>
      <VisitPassState />
    </QueryClientProvider>
  );
}

function VisitPassState() {
  const { t } = useT(ENTRANT_NS);
  const [params] = useSearchParams();
  const token = params.get('visitPass') ?? '';
  const q = useQuery({ queryKey: ['visitPass', token], enabled: token !== '', queryFn: () => entrantApi.checkVisitPass(token) });
  let body;
  if (q.isPending) body = <Spin size="large" />;
  else if (q.isError || !q.data) body = <Result status="warning" title={t('pass.error')} />;
  else {
    const p = q.data;
    const reason = p.visitYmd === null ? t('pass.unknown') : p.valid ? null : t('pass.notToday');
    body = (
      <div data-testid="visit-pass-state" data-valid={p.valid ? 'Y' : 'N'} style={{ textAlign: 'center' }}>
        <div style={{ background: p.valid ? '#389e0d' : '#cf1322', color: '#fff', borderRadius: 16, padding: '40px 16px', fontSize: 'clamp(36px, 10vw, 64px)', fontWeight: 700 }}>
          {p.valid ? t('pass.valid') : t('pass.invalid')}
        </div>
        {reason && <p style={{ fontSize: 18, marginTop: 16 }}>{reason}</p>}
        {p.visitYmd && (
          <dl style={{ fontSize: 18, marginTop: 16, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', textAlign: 'left' }}>
            <dt style={{ fontWeight: 700 }}>{t('pass.visitor')}</dt><dd style={{ margin: 0 }}>{p.visitorNm}</dd>
            <dt style={{ fontWeight: 700 }}>{t('pass.plant')}</dt><dd style={{ margin: 0 }}>{p.plantNm ?? '-'}</dd>
            <dt style={{ fontWeight: 700 }}>{t('pass.dept')}</dt><dd style={{ margin: 0 }}>{p.hostDeptNm ?? '-'}</dd>
            <dt style={{ fontWeight: 700 }}>{t('pass.day')}</dt><dd style={{ margin: 0 }}>{p.visitYmd}</dd>
          </dl>
        )}
      </div>
    );
  }
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <h1 style={{ textAlign: 'center', fontSize: 24 }}>{t('pass.checkTitle')}</h1>
      {body}
    </main>
  );
}
