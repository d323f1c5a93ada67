import { Button, Card } from 'antd';
import { usePortletQuery } from '@/lib/portlet-query';
import { useNavigate } from 'react-router';
import type { TWastePortlet } from '@jikim/shared/src/env/waste/waste.const';
import { ENV_WASTE_API } from '@jikim/shared/src/env/waste/waste.paths';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_WASTE_CARD_NS } from './waste-card.i18n';

/** Landing card: waste near or past its storage limit (overdue in red) and the latest Allbaro findings. Plain markup. */
export default function WastePortletCard({ registerPath }: { registerPath: string; myPath: string | null }) {
  const { t } = useT(ENV_WASTE_CARD_NS);
  const navigate = useNavigate();
  const q = usePortletQuery({ queryKey: ['portlet', 'waste'], queryFn: () => http.get<TWastePortlet>(ENV_WASTE_API.portlet) });
  const list = q.data?.list ?? [];
  const findings = (q.data?.allbaro ?? []).filter((a) => a.issueCnt > 0);
  return (
    <Card size="small" data-testid="waste-portlet" aria-busy={q.isLoading} title={t('cardTitle')}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {q.data && list.length === 0 && findings.length === 0 ? <p style={{ margin: 0, color: '#666' }}>{t('cardEmpty')}</p> : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
          {list.map((w) => (
            <li key={w.wasteNo}>
              <button type="button" className="jk-plain-button" onClick={() => navigate(`${registerPath}?key=${w.wasteNo}`)}
                style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, width: '100%' }}>
                <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{w.wasteKindNm ?? w.wasteKindCd}</span>
                <strong style={{ flex: 'none', color: w.overdueYn === 'Y' ? '#cf1322' : '#ad4e00', whiteSpace: 'nowrap' }}>
                  {w.storedDays}/{w.limitDays} · {w.overdueYn === 'Y' ? t('cardOver', { n: w.storedDays - w.limitDays }) : t('cardLeft', { n: w.limitDays - w.storedDays })}
                </strong>
              </button>
            </li>
          ))}
          {findings.map((a) => <li key={a.reconNo} style={{ color: '#cf1322' }}>{t('cardAllbaro', { n: a.issueCnt, plant: a.plantNm ?? a.plantCd })}</li>)}
        </ul>
      )}
    </Card>
  );
}
