import { Button, Card, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { envApi, type TEnvMedia } from '@jikim/shared/src/env/env.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_NS } from './env.i18n';

type TPortlet = {
  exceedCount: number; overdueCount: number; dueSoonCount: number; missingLogCount: number;
  exceedances: { measureNo: number; measureYmd: string; outletNm: string; actionNo: number | null }[];
};

/** Landing card of a medium: this month's exceedances (each opens its measurement), measurements due, yesterday's missing logs */
function EnvPortletCard({ media, registerPath }: { media: TEnvMedia; registerPath: string }) {
  const { t } = useT(ENV_NS);
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['portlet', 'env', media], queryFn: () => http.get<TPortlet>(envApi(media).portlet) });
  const d = q.data;
  return (
    <Card size="small" data-testid={`env-${media.toLowerCase()}-portlet`} aria-busy={q.isLoading} title={t(media === 'AIR' ? 'airCard' : 'waterCard')}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {d && (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
            <Tag color={d.exceedCount ? 'red' : 'green'}>{d.exceedCount ? t('exceedMonth', { n: d.exceedCount }) : t('allClear')}</Tag>
            {d.overdueCount > 0 && <Tag color="red">{t('overdueN', { n: d.overdueCount })}</Tag>}
            {d.dueSoonCount > 0 && <Tag color="orange">{t('dueSoonN', { n: d.dueSoonCount })}</Tag>}
            {d.missingLogCount > 0 && <Tag color="orange">{t('missingLogs', { n: d.missingLogCount })}</Tag>}
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
