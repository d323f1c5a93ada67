import { useSyncExternalStore } from 'react';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import type { Locale } from 'antd/es/locale';
import koKR from 'antd/locale/ko_KR';
import type { TLanguage } from '@jikim/shared';
import { uiCookies } from './cookies';

/**
 * i18n: Korean is the source text. Every feature registers its own namespace with the four languages,
 * so translations load with the feature's chunk:
 *   registerTranslations('admin', { ko: {...}, en: {...}, zh: {...}, es: {...} });
 *   const { t } = useT('admin'); t('user.title')
 * Language codes: i18next uses ko/en/zh/es; the stored language (cookie "language") uses kr/us/zh/es (spec §3).
 * setLanguage() switches i18next, the dayjs locale and the Ant Design locale together and stores the cookie.
 */
export type Lang = 'ko' | 'en' | 'zh' | 'es';
export type Bundle = Record<string, unknown>;

export const STORED_TO_LANG: Record<string, Lang> = { kr: 'ko', us: 'en', zh: 'zh', es: 'es' };
export const LANG_TO_STORED: Record<Lang, TLanguage> = { ko: 'kr', en: 'us', zh: 'zh', es: 'es' };
const DAYJS_LOCALE: Record<Lang, string> = { ko: 'ko', en: 'en', zh: 'zh-cn', es: 'es' };
const HTML_LANG: Record<Lang, string> = { ko: 'ko', en: 'en', zh: 'zh-CN', es: 'es' };

const initial: Lang = STORED_TO_LANG[uiCookies.language()] ?? 'ko';

void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'ko',
  interpolation: { escapeValue: false },
  resources: {},
  returnNull: false,
});
dayjs.locale('ko'); // other locales are applied once loaded (apply)

export function registerTranslations(ns: string, bundles: Record<Lang, Bundle>) {
  for (const [lng, res] of Object.entries(bundles)) i18n.addResourceBundle(lng, ns, res, true, true);
}

export const useT = (ns: string) => useTranslation(ns);
export { i18n };

// Ant Design and dayjs locales: Korean is in the first chunk; the others load when chosen.
const antdLoaders: Record<Lang, () => Promise<Locale>> = {
  ko: async () => koKR,
  en: async () => (await Promise.all([import('antd/locale/en_US'), import('dayjs/locale/en')]))[0].default,
  zh: async () => (await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]))[0].default,
  es: async () => (await Promise.all([import('antd/locale/es_ES'), import('dayjs/locale/es')]))[0].default,
};

type LocaleState = { lang: Lang; antd: Locale };
let localeState: LocaleState = { lang: initial, antd: koKR };
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

async function apply(lang: Lang) {
  const antd = await antdLoaders[lang]();
  dayjs.locale(DAYJS_LOCALE[lang]);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
  localeState = { lang, antd };
  for (const l of listeners) l();
}
/** resolves once the language chosen at page load (cookie) is fully applied */
export const localeReady: Promise<void> = initial === 'ko' ? Promise.resolve() : apply(initial);

/** switch the interface language (kr/us/zh/es, stored in cookie "language") */
export async function setLanguage(stored: TLanguage): Promise<void> {
  const lang = STORED_TO_LANG[stored] ?? 'ko';
  uiCookies.setLanguage(LANG_TO_STORED[lang]);
  await apply(lang);
}

/** the current language and its Ant Design locale (re-renders on change) */
export const useLocale = (): LocaleState => useSyncExternalStore(subscribe, () => localeState, () => localeState);

/** a menu's name in the current language (menuNmI18n holds en/zh/es; Korean is menuNm) */
export function menuName(m: { menuNm: string; menuNmI18n?: Record<string, string> | null }, lang: Lang): string {
  if (lang === 'ko') return m.menuNm;
  return m.menuNmI18n?.[lang] || m.menuNm;
}

// Numbers, dates and money in the interface language (issue 33), not in the browser's: a Spanish interface shows 12.345,6
const INTL_LOCALE: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US', zh: 'zh-CN', es: 'es-ES' };
const currentLang = (): Lang => (i18n.language in INTL_LOCALE ? (i18n.language as Lang) : 'ko');
/** the Intl locale of the interface language (or of `lang`) */
export const intlLocale = (lang: Lang = currentLang()) => INTL_LOCALE[lang];
export const formatNumber = (n: number, opts?: Intl.NumberFormatOptions, lang?: Lang) => n.toLocaleString(intlLocale(lang), opts);
export const formatCurrency = (n: number, currency = 'KRW', lang?: Lang) => n.toLocaleString(intlLocale(lang), { style: 'currency', currency });
export const formatDate = (d: Date | string | number, opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, lang?: Lang) =>
  new Date(d).toLocaleString(intlLocale(lang), opts);
