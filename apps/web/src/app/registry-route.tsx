import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FullPageLoading } from './full-page-loading';

const ErrorPage = lazy(() => import('@/features/shell/errors/error-page'));

/**
 * The page registry (every page's loader, ~8 kB) is itself loaded on first use: the landing page, which opens no menu
 * page, does not pay for it (the shell + landing budget, issue 31's dashboard).
 */
const registry = () => import('./page-registry').then((m) => m.pageRegistry);

// one lazy component per page module, so a page keeps its identity across renders
const cache = new Map<string, ComponentType<{ missing?: ReactNode }>>();
export function lazyPage(pageKey: string): ComponentType<{ missing?: ReactNode }> {
  let c = cache.get(pageKey);
  if (!c) {
    c = lazy(async () => {
      const load = (await registry())[pageKey];
      if (!load) return { default: ({ missing }: { missing?: ReactNode }) => <>{missing}</> };
      return load() as Promise<{ default: ComponentType<{ missing?: ReactNode }> }>;
    });
    cache.set(pageKey, c);
  }
  return c;
}

/** a page module that fails to load shows the module-not-found page instead of crashing the shell */
export class PageBoundary extends Component<{ url: string; children: ReactNode }, { failed: boolean; missing: boolean }> {
  override state = { failed: false, missing: false };
  static getDerivedStateFromError(e: unknown) {
    const msg = e instanceof Error ? e.message : String(e);
    return { failed: true, missing: /dynamically imported module|module script|Loading chunk/i.test(msg) };
  }
  override render() {
    if (this.state.failed) return <ErrorPage kind={this.state.missing ? 'moduleNotFound' : 'pageError'} url={this.props.url} />;
    return this.props.children;
  }
}

/** the registered page for pageKey (cached lazy component), or the module-not-found page */
export function RegistryPage({ pageKey, url, fallback, standalone }: { pageKey: string; url?: string; fallback?: ReactNode; standalone?: boolean }) {
  const page = lazyPage(pageKey);
  return (
    <PageBoundary url={url ?? pageKey}>
      <Suspense fallback={fallback ?? <FullPageLoading />}>{createElement(page, { missing: <ErrorPage kind="moduleNotFound" url={url ?? pageKey} standalone={standalone} /> })}</Suspense>
    </PageBoundary>
  );
}

/** a public route whose page comes from the registry (e.g. /qr) */
export function RegistryRoute({ pageKey }: { pageKey: string }) {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <RegistryPage pageKey={pageKey} standalone />
    </Suspense>
  );
}

/** a path with no menu page for this user: 권한 없음 when the product has that page, else 찾을 수 없음 */
const UnknownPath = lazy(async () => {
  const pages = await registry();
  return { default: ({ path }: { path: string }) => <ErrorPage kind={pages[path] ? 'noPermission' : 'notFound'} /> };
});
export function UnknownPathPage({ path }: { path: string }) {
  return <Suspense fallback={null}><UnknownPath path={path} /></Suspense>;
}
