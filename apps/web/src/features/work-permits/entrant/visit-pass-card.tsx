import { Card, Descriptions, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { QrCode } from '@/components/media/qr-code';
import { useT } from '@/lib/i18n';
import { entrantApi } from './entrant-api';
import { ENTRANT_NS } from './entrant.i18n';

/** the walk-in visitor's day pass after the course: the QR code the guard scans (/qr?visitPass=<token>) and what it says */
export default function VisitPassCard() {
  const { t } = useT(ENTRANT_NS);
  const q = useQuery({ queryKey: ['entrant', 'visit-pass'], queryFn: entrantApi.visitPass });
  const p = q.data;
  if (q.isLoading) return <Spin />;
  if (!p) return null;
  return (
    <Card size="small" title={t('pass.title')} data-testid="visit-pass" style={{ marginTop: 12, textAlign: 'center' }}>
      <div style={{ display: 'flex', justifyContent: 'center' }} data-testid="visit-pass-qr" data-link={`/qr?visitPass=${p.passToken}`}>
        <QrCode text={`${window.location.origin}/qr?visitPass=${encodeURIComponent(p.passToken)}`} width={200} />
      </div>
      <p style={{ wordBreak: 'keep-all', margin: '8px 0' }}>{t('pass.hint')}</p>
      <Descriptions size="small" column={1} items={[
        { key: 'who', label: t('pass.visitor'), children: [p.visitorNm, p.companyNm].filter(Boolean).join(' · ') },
        { key: 'host', label: t('pass.host'), children: [p.hostNm, p.hostDeptNm].filter(Boolean).join(' · ') },
        { key: 'day', label: t('pass.day'), children: `${p.visitYmd} · ${p.plantNm ?? ''}` },
      ]} />
    </Card>
  );
}
