import { Button, Card } from 'antd';
import { usePortletQuery } from '@/lib/portlet-query';
import { useNavigate } from 'react-router';
import { SAF_NOACC_PORTLET_API, type TNoAccidentCard } from '@jikim/shared/src/safety/accidents/noaccident.const';
import { http } from '@/lib/http';
import { useT, formatNumber } from '@/lib/i18n';
import { SAF_NOACC_NS } from './noaccident.i18n';

/**
 * Landing card 무재해 (GET /api/main/portlet/no-accident): days without a counting accident per plant or department,
 * against the target, with a progress bar. Plain markup (no antd Progress/Statistic) to keep the landing budget; the
 * constants come from the zod-free file.
 */
export default function NoAccidentPortletCard({ registerPath }: { registerPath: string; myPath: string | null }) {
  const { t } = useT(SAF_NOACC_NS);
  const navigate = useNavigate();
  const q = usePortletQuery({ queryKey: ['portlet', 'no-accident'], queryFn: () => http.get<{ today: string; list: TNoAccidentCard[] }>(SAF_NOACC_PORTLET_API) });
  const list = q.data?.list ?? [];
  return (
    <Card size="small" data-testid="noaccident-portlet" aria-busy={q.isLoading} title={t('title')}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {q.data && list.length === 0 ? <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.6)' }}>{t('empty')}</p> : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {list.map((r) => {
            const pct = Math.min(100, Math.round((r.days / r.targetDays) * 100));
            return (
              <li key={r.recordNo} data-testid={`noaccident-${r.recordNo}`}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{r.plantNm ?? r.plantCd} · {r.deptNm ?? t('plantWide')}</span>
                  <strong style={{ fontSize: 18, color: '#237804' }}>{t('days', { n: formatNumber(r.days) })}</strong>
                </div>
                <div role="progressbar" aria-label={t('target', { n: formatNumber(r.targetDays) })} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} style={{ height: 6, background: '#f0f0f0', borderRadius: 3, margin: '4px 0' }}>
                  <div style={{ width: `${pct}%`, height: '100%', background: pct >= 100 ? '#389e0d' : '#1677ff', borderRadius: 3 }} />
                </div>
                <small style={{ color: 'rgba(0, 0, 0, 0.6)' }}>
                  {t('target', { n: formatNumber(r.targetDays) })} · {t('since', { ymd: r.startYmd })}{r.lastResetYmd ? ` · ${t('lastReset', { ymd: r.lastResetYmd })}` : ''}
                </small>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
