import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Empty } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  compactDashboard, DASHBOARD_PORTLETS, DASHBOARD_URL, portletVisible,
  type TDashboardItem, type TDashboardRole, type TPortletDef, type TPortletId,
} from '@jikim/shared/src/dashboard.const';
import { http } from '@/lib/http';
import { useSession } from '@/lib/auth-store';
import { modulePortlets } from '@/app/portlet-registry';
import type { MenuTree } from '@/app/menu-routes';
import { useViewport } from '../layout/use-viewport';
import { NoticeBoardCard, PendingApprovalsCard } from './notice-board';
import { FavoritesCard } from './favorites-card';
import { PortletFrame } from './portlet-frame';
import { useDashT } from './dashboard.i18n';
import './dashboard.css';

const DashboardEditor = lazy(() => import('./dashboard-editor'));

export type TDashboardAnswer = { role: TDashboardRole; saved: boolean; items: TDashboardItem[] };
export const dashboardKey = ['shell', 'dashboard'] as const;

/** the catalogue entries this user may see, by their menu tree and account type */
export function useVisiblePortlets(tree: MenuTree): TPortletDef[] {
  const { worker } = useSession();
  return useMemo(() => {
    const canRead = (menuId: string) => {
      const n = tree.byId.get(menuId);
      return !!n && n.kind === 'page' && n.accessYn === 'Y';
    };
    return (DASHBOARD_PORTLETS as readonly TPortletDef[]).filter((p) => portletVisible(p, worker?.userType ?? 'U', canRead));
  }, [tree, worker?.userType]);
}

/** the card of one portlet (the shell's own, or a module's lazily loaded one with its menus' paths) */
export function PortletCard({ id, tree }: { id: TPortletId; tree: MenuTree }): ReactNode {
  if (id === 'notices') return <NoticeBoardCard />;
  if (id === 'approvals') return <PendingApprovalsCard />;
  if (id === 'favorites') return <FavoritesCard tree={tree} />;
  const p = modulePortlets[id];
  if (!p) return null;
  const def = DASHBOARD_PORTLETS.find((d) => d.id === id) as TPortletDef | undefined;
  const reg = def?.menuId ? tree.byId.get(def.menuId) : undefined;
  const my = p.myMenuId ? tree.byId.get(p.myMenuId) : undefined;
  return <p.Card registerPath={reg && reg.kind === 'page' ? reg.path : ''} myPath={my && my.kind === 'page' && my.accessYn === 'Y' ? my.path : null} />;
}

/**
 * The landing dashboard (issue 31 item 2): the user's own arrangement of portlets (saved per user on the server, the
 * role's default until then) on a 12-column grid; a portlet the user may not see is left out and the rest close up.
 * Viewing costs no grid library: the saved positions are drawn with CSS grid, and below 768 px the portlets stack in
 * reading order. 대시보드 편집 (from 1024 px) loads the drag-and-resize editor (react-grid-layout) only then.
 */
export function Dashboard({ tree }: { tree: MenuTree }) {
  const { t } = useDashT();
  const { mobile } = useViewport();
  const [editing, setEditing] = useState(false);
  const visible = useVisiblePortlets(tree);
  const q = useQuery({ queryKey: dashboardKey, queryFn: () => http.get<TDashboardAnswer>(DASHBOARD_URL, undefined, { silent: true }) });
  const items = useMemo(() => {
    const ok = new Set(visible.map((p) => p.id));
    return compactDashboard((q.data?.items ?? []).filter((it) => ok.has(it.i)));
  }, [q.data, visible]);
  if (editing && q.data) {
    return (
      <Suspense fallback={<Card loading />}>
        <DashboardEditor tree={tree} initial={items} visible={visible} onClose={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <section aria-labelledby="jk-dash-title" data-testid="dashboard" data-saved={q.data?.saved ? 'Y' : 'N'}>
      <div className="jk-dash-bar">
        <h2 id="jk-dash-title" className="jk-dash-title">{t('title')}</h2>
        {/* arranging needs a desktop's width; a phone shows the same portlets stacked */}
        {!mobile && q.data && <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="dashboard-edit">{t('edit')}</Button>}
      </div>
      {q.isLoading ? <Card loading /> : items.length === 0 ? (
        <Card size="small"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /></Card>
      ) : (
        <div className="jk-dash">
          {items.map((it) => (
            <div key={it.i} className="jk-dash-item" data-portlet={it.i}
              style={{ gridColumn: `${it.x + 1} / span ${it.w}`, gridRow: `${it.y + 1} / span ${it.h}` }}>
              <PortletFrame title={t(`names.${it.i}`)}><PortletCard id={it.i} tree={tree} /></PortletFrame>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
