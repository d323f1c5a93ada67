import { flushSync } from 'react-dom';
import { QueryClient, type Query } from '@tanstack/react-query';

/**
 * The one query cache of the app (server state, TanStack Query). Every page and the shell share it, so an invalidation
 * reaches every screen (a decision in the inbox updates the top-bar badge, a save updates the other tab's list).
 *
 * staleTime is for incidental re-renders and remounts only. An explicit action always asks the server:
 * - 조회 (the search box's button or Enter) → `requeryPage()`: the visible page's queries are fetched again even when
 *   the search values did not change;
 * - the tab's 새로고침 → `markAllStale()` before the page remounts, so every query of the page fetches again.
 * Lookups (code lists, plants, departments: queries that set a staleTime longer than the default) are not re-queried by
 * 조회; shell queries opt out with `meta: { requery: false }`.
 */
export const DEFAULT_STALE_MS = 30_000;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: DEFAULT_STALE_MS } },
});

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { requery?: boolean };
  }
}

const isLookup = (q: Query) =>
  q.observers.length > 0 &&
  q.observers.every((o) => {
    const s = o.options.staleTime;
    return s === 'static' || (typeof s === 'number' && s > DEFAULT_STALE_MS);
  });

/** the queries an explicit search re-asks: on screen (active), idle, answered before the search, not lookups */
export function requeryFilter(since: number) {
  return (q: Query) => q.meta?.requery !== false && q.state.fetchStatus === 'idle' && q.state.dataUpdatedAt < since && !isLookup(q);
}

/**
 * After an explicit search: once the page has applied the search values (queries whose key changed are already
 * fetching), fetch again every other query on screen that answered before the search — the same values searched twice
 * still ask the server. Pages kept alive in hidden tabs have no active queries, so only the visible page is asked.
 */
export function requeryPage(client: QueryClient = queryClient): Promise<void> {
  const since = Date.now();
  return new Promise((resolve) => {
    setTimeout(() => {
      void client.refetchQueries({ type: 'active', predicate: requeryFilter(since) }).then(() => resolve());
    }, 0);
  });
}

/**
 * An explicit search of a page that has its own search button: apply the values at once (queries with new keys start
 * fetching), then re-ask the server for the rest — the same values searched twice still re-query.
 */
export function applySearch(apply: () => void): void {
  flushSync(apply);
  void requeryPage();
}

/** before a tab's page remounts for 새로고침: every cached answer is stale, so the new page fetches all it shows */
export function markAllStale(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ refetchType: 'none' });
}
