import { useSyncExternalStore } from 'react';
import { markAllStale } from '@/lib/query-client';

/**
 * Tab bar of visited pages (spec §2, §4): add on route change, close, close others, close all.
 * Closing the active tab goes to the last tab or to the root; closing all goes to the root.
 * The home tab ('/') is fixed. Kept in sessionStorage so a reload keeps the tabs of this browser tab.
 */
export type Tab = { path: string; menuId: string | null; affix?: boolean };
export const HOME_TAB: Tab = { path: '/', menuId: null, affix: true };

export function addTab(tabs: Tab[], tab: Tab): Tab[] {
  return tabs.some((t) => t.path === tab.path) ? tabs : [...tabs, tab];
}

/** returns the new tabs and where to go (null: stay) */
export function closeTab(tabs: Tab[], path: string, active: string): { tabs: Tab[]; next: string | null } {
  const target = tabs.find((t) => t.path === path);
  if (!target || target.affix) return { tabs, next: null };
  const rest = tabs.filter((t) => t.path !== path);
  if (path !== active) return { tabs: rest, next: null };
  return { tabs: rest, next: rest.at(-1)?.path ?? '/' };
}

export function closeOthers(tabs: Tab[], keep: string, active: string): { tabs: Tab[]; next: string | null } {
  const rest = tabs.filter((t) => t.affix || t.path === keep);
  return { tabs: rest, next: rest.some((t) => t.path === active) ? null : keep };
}

export function closeAll(tabs: Tab[]): { tabs: Tab[]; next: string } {
  return { tabs: tabs.filter((t) => t.affix), next: '/' };
}

/** pages kept alive behind their tabs (most recently shown); older ones remount when their tab is opened again */
export const KEEP_ALIVE_MAX = 12;

/** the open tabs' pages to keep mounted: most recent last, at most KEEP_ALIVE_MAX, only pages that still have a tab */
export function keptPages(alive: string[], current: string | null, tabPaths: Set<string>): string[] {
  const list = alive.filter((p) => p !== current && tabPaths.has(p));
  if (current) list.push(current);
  return list.slice(-KEEP_ALIVE_MAX);
}

const KEY = 'jikim.tabs';
const load = (): Tab[] => {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Tab[];
    return addTab(Array.isArray(v) ? v.filter((t) => t && typeof t.path === 'string') : [], HOME_TAB).sort((a, b) => Number(!!b.affix) - Number(!!a.affix));
  } catch {
    return [HOME_TAB];
  }
};
let tabs: Tab[] = load();
/** refresh counters: a refreshed tab remounts its page */
let refresh: Record<string, number> = {};
const listeners = new Set<() => void>();
const emit = () => {
  sessionStorage.setItem(KEY, JSON.stringify(tabs));
  for (const l of listeners) l();
};
type Snapshot = { tabs: Tab[]; refresh: Record<string, number> };
let snap: Snapshot = { tabs, refresh };
const update = (t: Tab[], r = refresh) => {
  tabs = t;
  refresh = r;
  snap = { tabs, refresh };
  emit();
};

export const tabsStore = {
  add: (t: Tab) => {
    const next = addTab(tabs, t);
    if (next !== tabs) update(next);
  },
  set: (t: Tab[]) => update(t),
  /** 새로고침: the page remounts and, every cached answer being stale first, asks the server again for all it shows */
  refresh: (path: string) => {
    void markAllStale();
    update(tabs, { ...refresh, [path]: (refresh[path] ?? 0) + 1 });
  },
  get: () => tabs,
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useTabs = () => useSyncExternalStore(subscribe, () => snap, () => snap);
