import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { usePortletQuery } from '@/lib/portlet-query';
import { useNavigate } from 'react-router';
import { envApi, type TEnvMedia } from '@jikim/shared/src/env/env.paths';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_CARD_NS } from './env-card.i18n';

type TPortlet = {
  exceedCount: number; overdueCount: number; dueSoonCount: number; missingLogCount: number;
  exceedances: { measureNo: number; measureYmd: string; outletNm: string; actionNo: number | null }[];
};

// plain markup, not antd's Tag: the landing page's budget (apps/web/budgets.json)
const TONES = { red: { bg: '#fff1f0', fg: '#a8071a', bd: '#ffa39e' }, orange: { bg: '#fff7e6', fg: '#873800', bd: '#ffd591' }, green: { bg: '#f6ffed', fg: '#135200', bd: '#b7eb8f' } } as const;
function Chip({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const c = TONES[tone];
  return <span style={{ padding: '0 7px', fontSize: 12, lineHeight: '20px', borderRadius: 4, background: c.bg, color: c.fg, border: `1px solid ${c.bd}` }}>{children}</span>;
}

/** Landing card of a medium: this month's exceedances (each opens its measurement), measurements due, yesterday's missing logs */
function EnvPortletCard({ media, registerPath }: { media: TEnvMedia; registerPath: string }) {
  const { t } = useT(ENV_CARD_NS);
  const navigate = useNavigate();
  const q = usePortletQuery({ queryKey: ['portlet', 'env', media], queryFn: () => http.get<TPortlet>(envApi(media).portlet) });
  const d = q.data;
  return (
    <Card size="small" data-testid={`env-${media.toLowerCase()}-portlet`} aria-busy={q.isLoading} title={t(media === 'AIR' ? 'airCard' : 'waterCard')}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {d && (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
            <Chip tone={d.exceedCount ? 'red' : 'green'}>{d.exceedCount ? t('exceedMonth', { n: d.exceedCount }) : t('allClear')}</Chip>
            {d.overdueCount > 0 && <Chip tone="red">{t('overdueN', { n: d.overdueCount })}</Chip>}
            {d.dueSoonCount > 0 && <Chip tone="orange">{t('dueSoonN', { n: d.dueSoonCount })}</Chip>}
            {d.missingLogCount > 0 && <Chip tone="orange">{t('missingLogs', { n: d.missingLogCount })}</Chip>}
          </div>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
            {d.exceedances.map((e) => (
              <li key={e.measureNo}>
                <button type="button" className="jk-plain-button" onClick={() => navigate(`${registerPath}?key=${e.measureNo}`)}
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 8, width: '100%' }}>
                  <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{e.outletNm}</span>
                  <strong style={{ flex: 'none', color: '#cf1322', whiteSpace: 'nowrap' }}>{e.measureYmd}{e.actionNo ? ` · ${t('action', { n: e.actionNo })}` : ''}</strong>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export const AirPortletCard = ({ registerPath }: { registerPath: string; myPath: string | null }) => <EnvPortletCard media="AIR" registerPath={registerPath} />;
export const WaterPortletCard = ({ registerPath }: { registerPath: string; myPath: string | null }) => <EnvPortletCard media="WATER" registerPath={registerPath} />;
