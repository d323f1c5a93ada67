import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STALE_MS, markAllStale, requeryPage } from './query-client';

// issue 13 defect 2: an explicit search or refresh must ask the server even when the data is younger than staleTime
const clients: QueryClient[] = [];
const setup = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: DEFAULT_STALE_MS } } });
  clients.push(client);
  const list = vi.fn(async () => ['row']);
  const codes = vi.fn(async () => ['code']);
  const shell = vi.fn(async () => 1);
  const observe = (key: string, fn: () => Promise<unknown>, extra: object = {}) => {
    const o = new QueryObserver(client, { queryKey: [key], queryFn: fn, ...extra });
    const unsubscribe = o.subscribe(() => {});
    return { o, unsubscribe };
  };
  return { client, list, codes, shell, observe };
};
const settle = async (c: QueryClient) => vi.waitFor(() => expect(c.isFetching()).toBe(0));
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

describe('requeryPage', () => {
  it('fetches the page data again with unchanged search values, but not lookups or shell queries', async () => {
    const { client, list, codes, shell, observe } = setup();
    observe('list', list);
    observe('codes', codes, { staleTime: 5 * 60_000 });
    observe('badge', shell, { meta: { requery: false } });
    await settle(client);
    expect([list.mock.calls.length, codes.mock.calls.length, shell.mock.calls.length]).toEqual([1, 1, 1]);
    await new Promise((r) => setTimeout(r, 5)); // the user clicks 조회 later than the answer arrived
    await requeryPage(client);
    await settle(client);
    expect([list.mock.calls.length, codes.mock.calls.length, shell.mock.calls.length]).toEqual([2, 1, 1]);
  });

  it('does not fetch twice a query that the search already started (its key changed)', async () => {
    const { client, list, observe } = setup();
    const { o } = observe('list', list);
    await settle(client);
    const done = requeryPage(client);
    o.setOptions({ queryKey: ['list', 'new values'], queryFn: list }); // the page applied new values: a new fetch starts
    await done;
    await settle(client);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('leaves queries of pages that are not on screen alone', async () => {
    const { client, list, observe } = setup();
    const { unsubscribe } = observe('list', list);
    await settle(client);
    unsubscribe();
    await requeryPage(client);
    expect(list).toHaveBeenCalledTimes(1);
  });
});

describe('markAllStale (the tab refresh)', () => {
  it('makes a remounted observer fetch although its data is fresh', async () => {
    const { client, list, observe } = setup();
    const first = observe('list', list);
    await settle(client);
    first.unsubscribe();
    await markAllStale(client);
    observe('list', list);
    await settle(client);
    expect(list).toHaveBeenCalledTimes(2);
    // without the refresh, a remount inside staleTime reuses the cache (the defect)
    const again = setup();
    const a = again.observe('list', again.list);
    await settle(again.client);
    a.unsubscribe();
    again.observe('list', again.list);
    await settle(again.client);
    expect(again.list).toHaveBeenCalledTimes(1);
  });
});
