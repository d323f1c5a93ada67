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
