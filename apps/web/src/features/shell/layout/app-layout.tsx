import { Activity, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { App as AntApp, Breadcrumb, Layout, Menu } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { HomeOutlined } from '@ant-design/icons';
import { useSession } from '@/lib/auth-store';
import { uiCookies } from '@/lib/cookies';
import { menuName, useLocale, useT } from '@/lib/i18n';
import { useGlobalLoading } from '@/lib/loading';
import { useUiPrefs } from '@/lib/ui-prefs';
import { queryClient } from '@/lib/query-client';
import { ancestry, buildMenuTree, matchesWorker, type MenuNode } from '@/app/menu-routes';
import { MOBILE_ROUTES } from '@/app/mobile-routes';
import { PageMetaContext } from '@/app/page-context';
import { RegistryPage, UnknownPathPage } from '@/app/registry-route';
import ErrorPage from '../errors/lazy-error-page';
import { HttpUiBridge } from '../http-ui-bridge';
import { PopupHost } from '../popups/popup-host';
import { useShellT } from '../shell.i18n';
import { A11Y_NS } from '@/components/a11y/a11y.i18n';
import { Navbar } from './navbar';
import { PageView } from './page-view';
import { SideMenu, toItems } from './side-menu';
import { TabsBar } from './tabs-bar';
import { keptPages, tabsStore, useTabs } from './tabs-store';
import { useViewport } from './use-viewport';
import './layout.css';

// the landing page (notice board, favourites) is its own chunk: menu pages do not load it
const LandingPage = lazy(() => import('../landing/landing-page'));
// the menu drawer exists on phones only
const Drawer = lazy(() => import('antd/es/drawer'));

const LANDING = new Set(['/', '/index', '/indexPage']);

/** spec §2 Layout: side menu, top navigation, tab bar and main area */
export default function AppLayout() {
  const { menus, worker } = useSession();
  const { lang } = useLocale();
  const { t } = useShellT();
  const { t: ta } = useT(A11Y_NS);
  const { size } = useUiPrefs();
  const loading = useGlobalLoading();
  const loc = useLocation();
  const navigate = useNavigate();
  const vp = useViewport();
  const tree = useMemo(() => buildMenuTree(menus, worker), [menus, worker]);
  const { refresh, tabs } = useTabs();
  const [sidebarOpen, setSidebarOpen] = useState(uiCookies.sidebarOpen());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerH, setHeaderH] = useState(84);

  const path = LANDING.has(loc.pathname) ? '/' : loc.pathname.replace(/\/+$/, '') || '/';
  const node = tree.byPath.get(path);
  const chain = ancestry(node);
  const [openKeys, setOpenKeys] = useState<string[]>(() => chain.slice(0, -1).map((n) => `g:${n.menuId}`));

  // content height = window height − navbar height − 20, recomputed 600 ms after a resize (useViewport)
  useEffect(() => {
    if (headerRef.current) setHeaderH(headerRef.current.getBoundingClientRect().height);
  }, [vp.height, vp.mobile, vp.topMenu]);
  const contentHeight = Math.max(200, vp.height - headerH - 20);

  // on route change: remember the tab, open the menu's groups, close the mobile sidebar (spec §2)
  const [seenPath, setSeenPath] = useState(loc.pathname);
  if (seenPath !== loc.pathname) {
    setSeenPath(loc.pathname);
    setDrawerOpen(false);
    if (node) setOpenKeys((k) => Array.from(new Set([...k, ...ancestry(node).slice(0, -1).map((n) => `g:${n.menuId}`)])));
  }
  useEffect(() => {
    if (node) tabsStore.add({ path: node.path, menuId: node.menuId });
  }, [node]);
  // issue 13 defect 7: switching tabs keeps each page's state (search inputs, paging, selection). The pages of the open
  // tabs stay mounted inside React's <Activity>: hidden ones keep their state but run no effects (no queries, timers).
  const [alive, setAlive] = useState<string[]>([]);
  const tabPaths = useMemo(() => new Set(tabs.map((x) => x.path)), [tabs]);
  const kept = keptPages(alive, node?.path ?? null, tabPaths);
  if (kept.join('\n') !== alive.join('\n')) setAlive(kept);

  const openKey = (key: string) => {
    if (key.startsWith('l:')) {
      const n = tree.byId.get(key.slice(2));
      if (n?.frontEndUrl) window.open(n.frontEndUrl, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(key);
  };
  const toggle = () => {
    if (vp.mobile) setDrawerOpen((o) => !o);
    else {
      uiCookies.setSidebarOpen(!sidebarOpen);
      setSidebarOpen(!sidebarOpen);
    }
  };

  let content: React.ReactNode;
  // spec §2: /redirect/<path> re-opens <path> (remounts the page) while the layout stays
  if (loc.pathname.startsWith('/redirect/')) content = <Navigate to={loc.pathname.slice('/redirect'.length) + loc.search} replace />;
  else if (path === '/') content = <Suspense fallback={null}><LandingPage tree={tree} /></Suspense>;
  else if (node) content = null; // rendered below, kept alive with the other tabs' pages
  else {
    const mobile = MOBILE_ROUTES.find((r) => r.path === path);
    if (mobile) {
      content = !matchesWorker(mobile, worker) ? (
        <ErrorPage kind="restricted" />
      ) : (
        <PageMetaContext.Provider value={{ menuId: null, title: '', path, editable: true, writeYn: 'Y', accessYn: 'Y', allPlantAccessCd: 'APA02', plantAccess: true, params: {}, searchBoxOpen: true, contentHeight }}>
          <RegistryPage pageKey={mobile.path} />
        </PageMetaContext.Provider>
      );
    } else content = <UnknownPathPage path={path} />;
  }

  const side = <SideMenu roots={tree.roots} selected={node?.path ?? path} openKeys={openKeys} collapsed={!vp.mobile && !sidebarOpen} onOpen={openKey} onOpenChange={setOpenKeys} />;
  const logo = (
    <div className="jk-logo" role="link" tabIndex={0} onClick={() => navigate('/')} onKeyDown={(e) => e.key === 'Enter' && navigate('/')}>
      <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2z" fill="currentColor" />
      </svg>
      {(vp.mobile || sidebarOpen) && <span>{t('appName')}</span>}
    </div>
  );
  const topRoot = chain[0];
  const crumbs = [
    { title: <span onClick={() => navigate('/')} className="jk-crumb-link"><HomeOutlined /> {t('nav.home')}</span> },
    ...chain.map((n: MenuNode) => ({ title: menuName(n, lang) })),
  ];

  return (
    <QueryClientProvider client={queryClient}>
    <AntApp>
    <HttpUiBridge />
    <Layout className="jk-layout" data-size={size} data-device={vp.mobile ? 'mobile' : 'desktop'}>
      {/* KWCAG 6.4.1: skip the menus to the page */}
      <a
        href="#jk-main"
        className="jk-skip"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('jk-main')?.focus();
        }}
      >
        {ta('skipToContent')}
      </a>
      {vp.mobile ? (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} placement="left" size={240} onClose={() => setDrawerOpen(false)} closable={false} styles={{ body: { padding: 0, background: '#001529' } }} className="jk-drawer">
            {logo}
            {side}
          </Drawer>
        </Suspense>
      ) : (
        <Layout.Sider collapsed={!sidebarOpen} width={220} collapsedWidth={64} className="jk-sider" trigger={null}>
          {logo}
          <div className="jk-sider-scroll">{side}</div>
        </Layout.Sider>
      )}
      <Layout>
        <div ref={headerRef} className="jk-header">
          <Navbar sidebarOpen={vp.mobile ? drawerOpen : sidebarOpen} onToggle={toggle}>
            {vp.topMenu ? (
              <Menu
                mode="horizontal"
                className="jk-topmenu"
                selectedKeys={topRoot ? [topRoot.path] : []}
                items={toItems(tree.roots, lang, false)}
                onClick={({ key }) => openKey(String(key))}
              />
            ) : (
              !vp.mobile && <Breadcrumb items={crumbs} className="jk-breadcrumb" />
            )}
          </Navbar>
          {vp.topMenu && <Breadcrumb items={crumbs} className="jk-breadcrumb jk-breadcrumb-row" />}
          <TabsBar tree={tree} active={path} />
        </div>
        <Layout.Content id="jk-main" tabIndex={-1} className="jk-main" style={{ minHeight: contentHeight }} data-content-height={contentHeight}>
          {content}
          {kept.map((p) => {
            const n = tree.byPath.get(p);
            return n ? (
              <Activity key={p} mode={n === node ? 'visible' : 'hidden'}>
                <PageView node={n} contentHeight={contentHeight} refreshKey={refresh[p] ?? 0} />
              </Activity>
            ) : null;
          })}
        </Layout.Content>
      </Layout>
      {loading && (
        <div className="jk-loading" role="status" aria-live="polite">
          {t('loading')}
        </div>
      )}
      <PopupHost />
    </Layout>
    </AntApp>
    </QueryClientProvider>
  );
}
