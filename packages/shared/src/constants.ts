// Business constants from spec §9 and §3.
export const PLANT_CODE_GROUP = 'COM_PLANT_CD';
export const ALL_PLANTS_CODE = '0000';
export const PLANT_TYPES = ['E', 'G'] as const;
export type TPlantType = (typeof PLANT_TYPES)[number];
export const CONT_TYPES = ['work', 'visit'] as const;
export type TContType = (typeof CONT_TYPES)[number];
/** allPlantAccessCd: APA01 = every plant may use the menu's data, APA02 = own plant only (default) */
export const ALL_PLANT_ACCESS = { all: 'APA01', own: 'APA02' } as const;
export const DEFAULT_ALL_PLANT_ACCESS_CD = ALL_PLANT_ACCESS.own;
export const PAGE_SIZES = [20, 50, 100, 200, 300] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PASSWORD_MAX_LENGTH = 100;
export const HTTP_TIMEOUT_MS = 5000;
export const YN = ['Y', 'N'] as const;
export type TYn = (typeof YN)[number];
export const LANGUAGES = ['kr', 'us', 'zh', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const SIZES = ['medium', 'small', 'mini'] as const;
export type TSize = (typeof SIZES)[number];
export const COOKIE_NAMES = {
  sidebar: 'sidebarStatus',
  searchbox: 'searchboxStatus',
  language: 'language',
  size: 'size',
} as const;
