import { Alert, Card, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isPublicToken } from '@jikim/shared/src/public-token';
import { CHM_API, type TChmLabel, type TChmPublicContainer, type TChmPublicStorage } from '@jikim/shared/src/chm/chm.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { GhsPictogram } from './ghs-pictogram';
import { CHM_NS } from './chm.i18n';

const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * public /qr?chmStorage=<token> (a storage's shelf QR) or ?chmProd=<token> (a container's label QR): the SDS summary a
 * worker needs at the shelf — pictograms, signal word, hazard statements, first aid, spill response, PPE — without a
 * login. Keyed by a random token, never the number. Laid out for a 375 px phone.
 */
export default function ChmQrPage() {
  return <QueryClientProvider client={queries}><ChmQr /></QueryClientProvider>;
}

function ChmQr() {
  const { t } = useT(CHM_NS);
  const [params] = useSearchParams();
  const storageToken = params.get('chmStorage');
  const containerToken = params.get('chmContainer');
  const token = storageToken ?? containerToken ?? params.get('chmProd') ?? '';
  const q = useQuery({
    queryKey: ['chmPublic', storageToken ? 's' : containerToken ? 'c' : 'p', token], enabled: isPublicToken(token),
    queryFn: async (): Promise<TChmPublicStorage & { lot?: TChmPublicContainer['container'] }> => {
      if (storageToken) return http.get<TChmPublicStorage>(CHM_API.publicStorage(token), undefined, { skipErrorHandler: true });
      if (containerToken) {
        // one container (lot): its product's SDS summary under the lot and the place it stands
        const c = await http.get<TChmPublicContainer>(CHM_API.publicContainer(token), undefined, { skipErrorHandler: true });
        return { storageNm: c.prodNm, plantNm: c.plantNm, storageTypeNm: c.container.storageNm, locationDesc: c.container.locationDesc, products: [{ ...c, qtyKg: -1 }], lot: c.container };
      }
      const p = await http.get<TChmLabel>(CHM_API.publicProd(token), undefined, { skipErrorHandler: true });
      return { storageNm: p.prodNm, plantNm: p.plantNm, storageTypeNm: null, locationDesc: null, products: [{ ...p, qtyKg: -1 }] };
    },
  });
  let body;
  if (!isPublicToken(token) || q.isError) body = <Result status="warning" title={t('qrNotFound')} />;
  else if (q.isPending || !q.data) body = <Spin size="large"><div style={{ height: 120 }} /></Spin>;
  else {
    const s = q.data;
    body = (
      <div data-testid="chm-public">
        <Typography.Title level={4} style={{ marginTop: 0 }}>{s.storageNm}</Typography.Title>
        <Typography.Text type="secondary">{[s.plantNm, s.storageTypeNm, s.locationDesc].filter(Boolean).join(' · ')}</Typography.Text>
        {s.lot && (
          <Card size="small" style={{ marginTop: 8 }} data-testid="chm-public-lot">
            <div><strong>{t('lotNo')}</strong> {s.lot.lotNo}{s.lot.containerNm ? ` · ${s.lot.containerNm}` : ''}</div>
            <div>{t('receivedYmd')} {s.lot.receivedYmd ?? '-'} · {t('expiryYmd')} {s.lot.expiryYmd ?? '-'}</div>
            {s.lot.useYn !== 'Y' && <Tag color="default">{t('lotClosed')}</Tag>}
          </Card>
        )}
        {s.products.length === 0 && <Empty description={t('noStock')} />}
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} size={12}>
          {s.products.map((p) => (
            <Card key={p.chemProdNo} size="small" data-testid="chm-public-product" title={<span style={{ whiteSpace: 'normal' }}>{p.prodNm}</span>}
              extra={p.signalWordCd ? <Tag color={p.signalWordCd === 'DANGER' ? 'red' : 'orange'} style={{ fontSize: 16, padding: '2px 8px' }}>{t(`signal${p.signalWordCd}`)}</Tag> : null}>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>{p.pictograms.map((x) => <GhsPictogram key={x} code={x} size="56px" />)}</div>
              {p.qtyKg >= 0 && <div style={{ marginTop: 4 }}>{t('stockKg')}: {p.qtyKg.toLocaleString()}</div>}
              <Section title={t('hazards')} lines={p.hStatements.map((h) => `${h.code} ${h.textKo ?? ''}`)} />
              <Section title={t('firstAid')} lines={p.firstAidTxt ? [p.firstAidTxt] : []} tone="error" />
              <Section title={t('spill')} lines={p.spillTxt ? [p.spillTxt] : []} tone="warning" />
              <Section title={t('ppe')} lines={p.ppeTxt ? [p.ppeTxt] : []} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('sdsRev', { no: p.sdsRevNo, ymd: p.sdsRevYmd ?? '-' })} · {t('emergency')} {p.emergencyTel ?? '-'}</Typography.Text>
            </Card>
          ))}
        </Space>
      </div>
    );
  }
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 12, boxSizing: 'border-box' }}>
      <Typography.Title level={3} style={{ textAlign: 'center', fontSize: 20 }}>{t('qrTitle')}</Typography.Title>
      {body}
    </main>
  );
}

function Section({ title, lines, tone }: { title: string; lines: string[]; tone?: 'error' | 'warning' }) {
  if (!lines.length) return null;
  const content = <div><strong>{title}</strong>{lines.map((l) => <div key={l} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{l}</div>)}</div>;
  return <div style={{ marginTop: 8 }}>{tone ? <Alert type={tone} message={content} /> : content}</div>;
}
