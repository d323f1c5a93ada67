import { useLocation, useParams, useSearchParams } from 'react-router';
import { Button, Result, Segmented, Spin } from 'antd';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CHM_API, chmProdPublicPath, type TChmLabel } from '@jikim/shared/src/chm/chm.const';
import { QrCode } from '@/components/media/qr-code';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useRequiredSession } from '@/app/guard';
import { FullPageLoading } from '@/app/full-page-loading';
import { GhsPictogram } from './ghs-pictogram';
import { CHM_NS } from './chm.i18n';

const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
type TSize = 'S' | 'M' | 'L';
const SIZES: Record<TSize, { w: string; h: string; pict: string; font: string; title: string }> = {
  S: { w: '10cm', h: '7cm', pict: '1.4cm', font: '6.5pt', title: '11pt' },
  M: { w: '15cm', h: '10cm', pict: '2cm', font: '8pt', title: '15pt' },
  L: { w: '19cm', h: '27cm', pict: '3.6cm', font: '11pt', title: '24pt' },
};

/**
 * /print/chmLabel/<chemProdNo> (container label) and /print/chmSign/<chemProdNo> (the storage's 경고표지): built from the
 * product's current SDS revision — name, pictograms (drawn by us, precedence applied by the server), signal word, H and P
 * statements in Korean from the versioned table, supplier and emergency phone, and the SDS revision it came from. The
 * browser prints it (PDF). `?size=S|M|L`.
 */
export default function ChmLabelPrint({ kind }: { kind: 'label' | 'sign' }) {
  const loc = useLocation();
  const { gate, worker } = useRequiredSession(loc.pathname + loc.search);
  if (gate || !worker) return gate ?? <FullPageLoading />;
  return <QueryClientProvider client={queries}><LabelSheet kind={kind} /></QueryClientProvider>;
}

function LabelSheet({ kind }: { kind: 'label' | 'sign' }) {
  const { t } = useT(CHM_NS);
  const { key = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const size: TSize = (['S', 'M', 'L'] as const).find((s) => s === search.get('size')) ?? (kind === 'sign' ? 'L' : 'M');
  const q = useQuery({ queryKey: ['chmLabel', key], queryFn: () => http.get<TChmLabel>(CHM_API.label(key)) });
  if (q.isPending) return <Spin size="large"><div style={{ height: 200 }} /></Spin>;
  if (q.isError || !q.data) return <Result status="warning" title={t('notFound')} />;
  const l = q.data;
  const z = SIZES[size];
  const signal = l.signalWordCd ? t(`signal${l.signalWordCd}`) : null;
  const pub = l.publicToken;
  return (
    <main style={{ padding: 16 }} data-testid="print-document">
      <style>{`@media print { .no-print { display: none !important; } @page { margin: 8mm; } } .chm-label p { margin: 0 0 .2em; }`}</style>
      <div className="no-print" style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <span>{t('size')}</span>
        <Segmented value={size} onChange={(v) => setSearch({ size: String(v) })} options={[{ value: 'S', label: t('sizeS') }, { value: 'M', label: t('sizeM') }, { value: 'L', label: t('sizeL') }]} />
        <Button type="primary" onClick={() => window.print()} data-testid="print-button">{t('print')}</Button>
      </div>
      <section className="chm-label" data-testid={`chm-${kind}`} style={{ width: z.w, minHeight: z.h, border: '2px solid #000', padding: '0.3cm', fontSize: z.font, lineHeight: 1.35, boxSizing: 'border-box', background: '#fff', color: '#000' }}>
        {kind === 'sign' && <div style={{ background: '#000', color: '#ff0', textAlign: 'center', fontWeight: 700, fontSize: z.title, padding: '0.2cm' }}>{t('signTitle')}</div>}
        <div style={{ fontWeight: 700, fontSize: z.title, margin: '0.15cm 0' }}>{l.prodNm}</div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.1cm', alignItems: 'center' }}>
          {l.pictograms.map((p) => <GhsPictogram key={p} code={p} size={z.pict} />)}
          {signal && <span data-testid="chm-signal" style={{ fontSize: z.title, fontWeight: 800, marginLeft: '0.3cm', color: l.signalWordCd === 'DANGER' ? '#c00' : '#000' }}>{signal}</span>}
        </div>
        <div style={{ fontWeight: 700, marginTop: '0.15cm' }}>{t('hazards')}</div>
        {l.hStatements.map((h) => <p key={h.code}>{h.code} {h.textKo ?? ''}</p>)}
        <div style={{ fontWeight: 700, marginTop: '0.15cm' }}>{t('precautions')}</div>
        {l.pStatements.map((p) => <p key={p.code}>{p.code} {p.textKo ?? ''}</p>)}
        {kind === 'sign' && (
          <>
            {l.firstAidTxt && <><div style={{ fontWeight: 700, marginTop: '0.15cm' }}>{t('firstAid')}</div><p>{l.firstAidTxt}</p></>}
            {l.ppeTxt && <><div style={{ fontWeight: 700, marginTop: '0.15cm' }}>{t('ppe')}</div><p>{l.ppeTxt}</p></>}
            <div style={{ fontWeight: 700, textAlign: 'center', marginTop: '0.3cm' }}>{t('signNotice')}</div>
          </>
        )}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', marginTop: '0.2cm', gap: 8 }}>
          <div>
            <p>{t('supplier')}: {l.supplierNm ?? '-'} · {t('emergency')}: {l.emergencyTel ?? '-'}</p>
            <p data-testid="chm-sds-rev">{t('sdsRev', { no: l.sdsRevNo, ymd: l.sdsRevYmd ?? '-' })}{l.koshaNo ? ` · KOSHA ${l.koshaNo}` : ''}</p>
            <p style={{ opacity: 0.7 }}>{t('statementSource', { ver: l.statementVersion })}</p>
          </div>
          {pub && <QrCode text={`${window.location.origin}${chmProdPublicPath(pub)}`} width={72} />}
        </div>
      </section>
    </main>
  );
}
