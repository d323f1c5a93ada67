import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { MGT_INDICATORS, MGT_INDICATORS_API } from '@jikim/shared/src/mgt/indicators.const';
import type { TMgtIndicatorRow } from '@jikim/shared/src/mgt/mgt.schemas';
import { http } from '@/lib/http';
import { useSession } from '@/lib/auth-store';
import { formatNumber, useLocale, useT } from '@/lib/i18n';
import { PORTLET_HTTP, usePortletQuery } from '@/lib/portlet-query';
import { IND_PORTLET_NS } from './indicator-portlet.i18n';
import { IndicatorChart } from './indicator-chart';

type Props = { registerPath: string; myPath: string | null };
type Kind = 'lagging' | 'leading';
/** the indicators each card follows: the rates a regulator reads, and the activities that come before them */
const SHOWN: Record<Kind, readonly string[]> = { lagging: ['FREQUENCY_RATE', 'TRIR'], leading: ['NEAR_MISS', 'ACTION_ONTIME'] };

/**
 * 후행·선행지표 추이 (issue 31): this year's monthly values of two lagging (도수율, TRIR) or two leading (아차사고 보고,
 * 개선조치 기한내 완료율) indicators of the user's plant, from the management module's own computation
 * (`GET /api/mgt/indicators`, the 안전보건 지표 page's numbers), as the page's small SVG charts: no chart library on the
 * landing. Both cards share one request.
 */
function IndicatorPortletCard({ kind, registerPath }: Props & { kind: Kind }) {
  const { t } = useT(IND_PORTLET_NS);
  const { lang } = useLocale();
  const navigate = useNavigate();
  const { worker } = useSession();
  const plantCd = worker?.plantCd ?? null;
  const year = new Date().getFullYear();
  const q = usePortletQuery({
    queryKey: ['portlet', 'indicators', plantCd, year], enabled: !!plantCd, staleTime: 5 * 60_000,
    queryFn: () => http.get<{ list: TMgtIndicatorRow[] }>(MGT_INDICATORS_API, { plantCd, year }, PORTLET_HTTP),
  });
  const rows = q.data?.list ?? [];
  return (
    <Card size="small" data-testid={`${kind}-portlet`} aria-busy={q.isLoading}
      title={<>{t(kind)} <span style={{ fontWeight: 400 }}>{t('year', { year })}</span></>}
      extra={<Button type="link" size="small" onClick={() => navigate(registerPath)}>{t('more')}</Button>}>
      {!plantCd ? <p style={{ margin: 0 }}>{t('noPlant')}</p> : (
        <div className="jk-dash-ind">
          {SHOWN[kind].map((code) => {
            const def = MGT_INDICATORS.find((i) => i.code === code)!;
            const mine = rows.filter((r) => r.indicatorCd === code);
            const month = (m: number) => mine.find((r) => r.month === m);
            const yearRow = mine.find((r) => r.month === null);
            const name = def[lang as 'ko'] ?? def.ko;
            return (
              <figure key={code} data-indicator={code} style={{ margin: 0 }}>
                <figcaption style={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
                  <span>{name}{def.unit ? ` (${def.unit})` : ''}</span>
                  <strong>{yearRow?.actual != null ? t('yearValue', { v: formatNumber(yearRow.actual) }) : '-'}</strong>
                </figcaption>
                <IndicatorChart series={{ actual: Array.from({ length: 12 }, (_v, i) => month(i + 1)?.actual ?? null), target: Array.from({ length: 12 }, (_v, i) => month(i + 1)?.target ?? null) }}
                  better={def.better} label={name} monthLabel={(m) => t('month', { m })} />
              </figure>
            );
          })}
        </div>
      )}
    </Card>
  );
}

export const LaggingPortletCard = (p: Props) => <IndicatorPortletCard {...p} kind="lagging" />;
export const LeadingPortletCard = (p: Props) => <IndicatorPortletCard {...p} kind="leading" />;
