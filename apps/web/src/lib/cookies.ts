import Cookies from 'js-cookie';
import { COOKIE_NAMES, LANGUAGES, SIZES, type TLanguage, type TSize } from '@jikim/shared';

/** Page view state persisted in the cookies the spec names (§3 Page view state, §9). */
const opts: Cookies.CookieAttributes = { expires: 365, sameSite: 'Lax', path: '/' };

export const uiCookies = {
  /** sidebar opened: cookie '1' (open) / '0' (closed); open by default */
  sidebarOpen: () => Cookies.get(COOKIE_NAMES.sidebar) !== '0',
  setSidebarOpen: (open: boolean) => Cookies.set(COOKIE_NAMES.sidebar, open ? '1' : '0', opts),
  searchboxOpen: () => Cookies.get(COOKIE_NAMES.searchbox) !== '0',
  setSearchboxOpen: (open: boolean) => Cookies.set(COOKIE_NAMES.searchbox, open ? '1' : '0', opts),
  language: (): TLanguage => {
    const v = Cookies.get(COOKIE_NAMES.language);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as TLanguage) : 'kr';
  },
  setLanguage: (v: TLanguage) => Cookies.set(COOKIE_NAMES.language, v, opts),
  size: (): TSize => {
    const v = Cookies.get(COOKIE_NAMES.size);
    return (SIZES as readonly string[]).includes(v ?? '') ? (v as TSize) : 'medium';
  },
  setSize: (v: TSize) => Cookies.set(COOKIE_NAMES.size, v, opts),
  /** theme colour (spec: picker with default #409EFF); not a spec cookie, kept in localStorage */
  themeColor: () => {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem('jikim.themeColor');
    return v && /^#[0-9a-fA-F]{6}$/.test(v) ? v : DEFAULT_THEME_COLOR;
  },
  setThemeColor: (v: string) => localStorage.setItem('jikim.themeColor', v),
};

export const DEFAULT_THEME_COLOR = '#409EFF';
