import { Button, Card, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SAF_WKOD_GROUPS, SAF_WKOD_MENUS } from '@jikim/shared/src/work-permits/wkod.ids';
import { SAF_WKOD_PORTLET_API, type TWkodPortlet } from '@jikim/shared/src/work-permits/wkod.portlet';
import { http } from '@/lib/http';
import { useSession } from '@/lib/auth-store';
import { routeOf } from '@/app/menu-routes';
import { plantDateTime } from '@/components/grid/plant-time';
import { PORTLET_HTTP, usePortletQuery } from '@/lib/portlet-query';
import { useT } from '@/lib/i18n';
import { WKOD_PORTLET_NS } from './wkod-portlet.i18n';

/** the plant's wall-clock HH:mm of a server instant (the portlet answers ISO instants) */
const hhmm = (iso: string) => plantDateTime(iso).slice(11, 16);

/**
 * 오늘의 작업허가 (GET /api/main/portlet/work-order): the plant's permits of the day by status, the gas readings due
 * (overdue first, in red) and the suspended permits; a permit opens in the register when the user has it (`canOpen`).
 */
export default function WkodPortletCard() {
  const { t } = useT(WKOD_PORTLET_NS);
  const navigate = useNavigate();
  const { menus } = useSession();
  const q = usePortletQuery({ queryKey: ['portlet', 'work-order'], queryFn: () => http.get<TWkodPortlet>(SAF_WKOD_PORTLET_API, undefined, PORTLET_HTTP) });
  // the status names (the same cache entry as the code selects)
  const codes = useQuery({
    queryKey: ['codes', SAF_WKOD_GROUPS.status, '', ''], staleTime: 5 * 60_000,
    queryFn: () => http.get<{ code: string | null; codeNm: string }[]>(`/api/sync/getselect/${SAF_WKOD_GROUPS.status}`, {}, { silent: true }),
  });
  const statusNm = (cd: string) => codes.data?.find((c) => c.code === cd)?.codeNm ?? cd;
  const menu = menus.find((m) => m.menuId === SAF_WKOD_MENUS.permit && m.accessYn === 'Y' && m.frontEndUrl);
  const path = menu?.frontEndUrl ? routeOf(menu.frontEndUrl).path : null;
  const d = q.data;
  const open = d?.canOpen && path ? (no: number) => navigate(`${path}?key=${no}`) : null;
  const permit = (p: { permitNo: number; workNm: string; areaNm: string | null }, extra?: React.ReactNode) => (
    <li key={p.permitNo}>
      {open ? <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(p.permitNo)}>{p.workNm}</Button> : <span>{p.workNm}</span>}
      <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{p.areaNm ? ` · ${p.areaNm}` : ''}</span>
      {extra}
    </li>
  );
  return (
    <Card size="small" data-testid="wkod-portlet" aria-busy={q.isLoading} title={t('title')}
      extra={path ? <Button type="link" size="small" onClick={() => navigate(path)}>{t('more')}</Button> : null}>
      {d && (
        <>
          <p style={{ margin: '0 0 8px' }}>
            <strong data-testid="wkod-portlet-live">{t('live')} {d.liveCount}</strong>
            <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}> · {t('today', { ymd: d.today })}</span>
          </p>
          {d.byStatus.length === 0 ? <p style={{ margin: 0 }}>{t('none')}</p> : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }} data-testid="wkod-portlet-status">
              {d.byStatus.map((s) => <Tag key={s.statusCd} color={s.statusCd === 'SUSPENDED' ? 'red' : undefined}>{statusNm(s.statusCd)} {s.count}</Tag>)}
            </div>
          )}
          <h3 className="jk-dash-sub">{t('gasDue')}</h3>
          {d.gasDue.length === 0 ? <p style={{ margin: 0 }}>{t('noGas')}</p> : (
            <ul className="jk-dash-list" data-testid="wkod-portlet-gas">
              {d.gasDue.map((g) => permit(g, (
                <span className={g.overdueYn === 'Y' ? 'is-late' : undefined} style={{ marginInlineStart: 8 }}>
                  {g.overdueYn === 'Y' ? `${t('gasOverdue')} · ` : ''}{t('due', { time: hhmm(g.dueDt) })}
                </span>
              )))}
            </ul>
          )}
          {d.suspended.length > 0 && (
            <>
              <h3 className="jk-dash-sub is-late">{t('suspended')}</h3>
              <ul className="jk-dash-list" data-testid="wkod-portlet-suspended">{d.suspended.map((s) => permit(s))}</ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}
