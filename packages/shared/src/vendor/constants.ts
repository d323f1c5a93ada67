/**
 * 협력업체 (contractors, issue 19): menus, code groups and API paths shared by the server and the web.
 * Sub-areas (one folder each on the server and the web): master (업체·계정), workers (근로자 명부),
 * entry (출입신청), penalty (벌점·경고), notice (협력업체 공지), eval (안전보건 수준 평가), portal (협력업체 홈).
 */
export const VND_MENUS = {
  master: 'VND_MASTER',
  workers: 'VND_WORKER',
  entry: 'VND_ENTRY',
  penalty: 'VND_PENALTY',
  notice: 'VND_NOTICE',
  eval: 'VND_EVAL',
  portal: 'VND_PORTAL',
} as const;

export const VND_CODE_GROUPS = {
  status: 'VND_STATUS',
  licenceKind: 'VND_LICENCE_KIND',
  workKind: 'VND_WORK_KIND',
  specialCheckup: 'VND_SPECIAL_CHECKUP',
} as const;

export const VND_STATUSES = ['ACTIVE', 'SUSPENDED', 'ENDED'] as const;
export type TVendorStatus = (typeof VND_STATUSES)[number];

export const VND_API = {
  vendors: '/api/vendor/vendors',
  workersOf: (vendorCd: string) => `/api/vendor/vendors/${encodeURIComponent(vendorCd)}/workers`,
} as const;

// phone masking: `maskPhone` of ../resource/rules.ts (spec §5 helper)

/** birth date shown masked in lists: the year only (1985-**-**) */
export function maskBirthYmd(v: string | null | undefined): string | null {
  if (!v) return v ?? null;
  return `${v.slice(0, 4)}-**-**`;
}
