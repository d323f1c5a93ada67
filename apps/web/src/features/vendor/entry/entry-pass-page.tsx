import { Result, Spin, Typography } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { getPublicPass } from './entry-api';
import { VND_ENTRY_NS } from './entry.i18n';

/**
 * public /qr (spec §2): the gate opens a pass's QR link (/qr?entryPass=<token>) and sees, large, whether it is valid
 * today — green 출입 가능 or red 출입 불가 — with the period and the plant; never who the people are.
 */
// the public route has no app shell (and no shell query client): its own, as the print route
const passQueries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export default function EntryPassPage() {
  return (
    <QueryClientProvider client={passQueries}>
      <EntryPassState />
    </QueryClientProvider>
  );
}

function EntryPassState() {
  const { t } = useT(VND_ENTRY_NS);
  const [params] = useSearchParams();
  const token = params.get('entryPass') ?? '';
  const q = useQuery({ queryKey: ['entryPass', token], enabled: token !== '', queryFn: () => getPublicPass(token), retry: false });
  let body;
  if (!token) body = <Result status="info" title={t('noToken')} />;
  else if (q.isPending) body = <Spin size="large" tip={t('checking')}><div style={{ height: 120 }} /></Spin>;
  else if (q.isError || !q.data) body = <Result status="warning" title={t('error')} />;
  else {
    const p = q.data;
    const reason = p.statusCd === null ? t('unknown') : p.statusCd !== 'APPROVED' ? t('notApproved') : p.valid ? null : t('notToday');
    body = (
      <div data-testid="entry-pass-state" data-valid={p.valid ? 'Y' : 'N'} style={{ textAlign: 'center' }}>
        <div style={{
          background: p.valid ? '#389e0d' : '#cf1322', color: '#fff', borderRadius: 16, padding: '40px 16px', fontSize: 'clamp(36px, 10vw, 64px)', fontWeight: 700,
        }}>
          {p.valid ? t('valid') : t('invalid')}
        </div>
        {reason && <Typography.Paragraph style={{ fontSize: 18, marginTop: 16 }}>{reason}</Typography.Paragraph>}
        {p.validFrom && (
          <Typography.Paragraph style={{ fontSize: 18, marginTop: 16 }}>
            {p.plantNm && <><Typography.Text strong>{t('plant')}</Typography.Text> {p.plantNm}<br /></>}
            <Typography.Text strong>{t('period')}</Typography.Text> {p.validFrom} ~ {p.validTo}
          </Typography.Paragraph>
        )}
      </div>
    );
  }
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>{t('title')}</Typography.Title>
      {body}
    </main>
  );
}
