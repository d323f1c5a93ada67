import { Component, createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { pageRegistry } from './page-registry';
import { FullPageLoading } from './full-page-loading';

const ErrorPage = lazy(() => import('@/features/shell/errors/error-page'));

// one lazy component per page module, so a page keeps its identity across renders
const cache = new Map<string, ComponentType>();
export function lazyPage(pageKey: string): ComponentType | null {
  const load = pageRegistry[pageKey];
  if (!load) return null;
  let c = cache.get(pageKey);
  if (!c) {
    c = lazy(load);
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
  if (!page) return <ErrorPage kind="moduleNotFound" url={url ?? pageKey} standalone={standalone} />;
  return (
    <PageBoundary url={url ?? pageKey}>
      <Suspense fallback={fallback ?? <FullPageLoading />}>{createElement(page)}</Suspense>
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
