// zod-free: the landing card loads these (web budgets)
export const SAF_NOACC_MENU = 'SAF_NOACCIDENT';
export const SAF_NOACC_API = '/api/saf/noaccident';
export const SAF_NOACC_PORTLET_API = '/api/main/portlet/no-accident';
export const SAF_NOACC_STATUS_GROUP = 'SAF_NOACC_STATUS';
/** ACTIVE: counting; RESET: ended by a counting accident (history); ACHIEVED: reached its target (kept counting as a new one) */
export const SAF_NOACC_STATUSES = ['ACTIVE', 'RESET'] as const;

export type TNoAccidentCard = {
  recordNo: number; plantCd: string; plantNm: string | null; deptCd: string | null; deptNm: string | null;
  startYmd: string; targetDays: number; days: number; lastResetYmd: string | null;
};

/** days counted on `today` for a record that started on `startYmd` (the start day is day 1) */
export function noAccidentDays(startYmd: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startYmd}T00:00:00Z`)) / 86_400_000) + 1);
}

/** the dashboard's open 산업재해조사표 deadlines (spec §7 portlet) */
export const SAF_ACC_DEADLINE_PORTLET_API = '/api/main/portlet/accident-deadlines';
export type TAccidentDeadline = { accidentNo: number; plantCd: string; title: string; occurredYmd: string; dueYmd: string; daysLeft: number; statusCd: string };
