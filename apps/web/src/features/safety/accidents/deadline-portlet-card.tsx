import { Button, Card } from 'antd';
import { usePortletQuery } from '@/lib/portlet-query';
import { useNavigate } from 'react-router';
import { SAF_ACC_DEADLINE_PORTLET_API, type TAccidentDeadline } from '@jikim/shared/src/safety/accidents/noaccident.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_NOACC_NS } from './noaccident.i18n';

/** Landing card: every open 산업재해조사표 deadline in the caller's scope, nearest first (overdue in red). Plain markup. */
export default function DeadlinePortletCard({ registerPath }: { registerPath: string; myPath: string | null }) {
  const { t } = useT(SAF_NOACC_NS);
  const navigate = useNavigate();
  const q = usePortletQuery({ queryKey: ['portlet', 'accident-deadlines'], queryFn: () => http.get<{ today: string; list: TAccidentDeadline[] }>(SAF_ACC_DEADLINE_PORTLET_API) });
  const list = q.data?.list ?? [];
  return (
    <Card size="small" data-testid="accident-deadline-portlet" aria-busy={q.isLoading} title={t('dlTitle')}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {q.data && list.length === 0 ? <p style={{ margin: 0, color: '#666' }}>{t('dlEmpty')}</p> : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
          {list.map((d) => (
            <li key={d.accidentNo}>
              <button type="button" className="jk-plain-button" onClick={() => navigate(`${registerPath}?key=${d.accidentNo}`)}
                style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, width: '100%' }}>
                <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{d.title}</span>
                <strong style={{ flex: 'none', color: d.daysLeft < 0 ? '#cf1322' : d.daysLeft <= 7 ? '#ad4e00' : undefined, whiteSpace: 'nowrap' }}>
                  {d.dueYmd} · {d.daysLeft < 0 ? t('dlOver', { n: -d.daysLeft }) : d.daysLeft === 0 ? t('dlToday') : t('dlLeft', { n: d.daysLeft })}
                </strong>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
