import { useSyncExternalStore } from 'react';
import type { TSize } from '@jikim/shared';
import { uiCookies } from './cookies';

/** size (cookie "size") and theme colour; the app's ConfigProvider follows them */
type Prefs = { size: TSize; themeColor: string };
let prefs: Prefs = { size: uiCookies.size(), themeColor: uiCookies.themeColor() };
const listeners = new Set<() => void>();
const set = (p: Partial<Prefs>) => {
  prefs = { ...prefs, ...p };
  for (const l of listeners) l();
};
export const uiPrefs = {
  get: () => prefs,
  setSize(size: TSize) {
    uiCookies.setSize(size);
    set({ size });
  },
  setThemeColor(themeColor: string) {
    uiCookies.setThemeColor(themeColor);
    set({ themeColor });
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
export const useUiPrefs = () => useSyncExternalStore(uiPrefs.subscribe, uiPrefs.get, uiPrefs.get);

/**
 * the operating system's "reduce motion" setting (WCAG 2.3.3): when it is on, antd's open/close
 * animations are off, so menus and dialogs appear where they end up at once
 */
const REDUCE = '(prefers-reduced-motion: reduce)';
const reduceQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null);
const subscribeMotion = (l: () => void) => {
  const q = reduceQuery();
  q?.addEventListener?.('change', l);
  return () => q?.removeEventListener?.('change', l);
};
const reducedMotion = () => !!reduceQuery()?.matches;
export const useReducedMotion = () => useSyncExternalStore(subscribeMotion, reducedMotion, reducedMotion);
