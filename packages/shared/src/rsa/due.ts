import { addDaysYmd, addMonthsYmd, daysBetween } from '../ymd.js';

/**
 * 정기 위험성평가 due state of a department (지침 제15조: 최초 within a month of the start, 정기 yearly; a plant doing
 * 상시 평가 may skip 정기). Pure: the server computes the rows with it, the web shows them.
 */
export const RSA_DUE_STATUSES = ['OVERDUE', 'DUE_SOON', 'NEVER', 'OK', 'EXEMPT_CONTINUOUS'] as const;
export type TRsaDueStatus = (typeof RSA_DUE_STATUSES)[number];
/** the stages a reminder is sent for, once per department and due date */
export const RSA_DUE_REMIND_STAGES = ['DUE_SOON', 'OVERDUE'] as const;

/**
 * The numbers of the rule, kept as code data (group RSA_DUE_SETTING, attr1 the number) so that a regulator's change is a
 * data change: the 정기 cycle, how many days before the due date a department is "due soon", and how far back an
 * active 상시 plan exempts it.
 */
export const RSA_DUE_SETTING_GROUP = 'RSA_DUE_SETTING';
export type TRsaDueSettings = { cycleMonths: number; soonDays: number; continuousMonths: number };
export const RSA_DUE_DEFAULTS: TRsaDueSettings = { cycleMonths: 12, soonDays: 30, continuousMonths: 12 };
/** code → setting (the code rows of RSA_DUE_SETTING) */
export const RSA_DUE_SETTING_CODES = { CYCLE_MONTHS: 'cycleMonths', SOON_DAYS: 'soonDays', CONTINUOUS_MONTHS: 'continuousMonths' } as const;

export type TRsaDueRow = {
  plantCd: string;
  deptCd: string;
  deptNm: string | null;
  status: TRsaDueStatus;
  /** the last 정기 / 최초 plan completed (평가완료 or 공유완료) covering the department */
  lastPlanNo: number | null;
  lastPlanTitle: string | null;
  lastKindCd: string | null;
  /** its completion date (the day the result was approved; a plan without that record: its end date) */
  completedYmd: string | null;
  /** completion + the cycle */
  dueYmd: string | null;
  /** due date − today (negative: overdue days) */
  daysLeft: number | null;
  /** the 상시 plan that exempts the department (active within the last continuousMonths) */
  continuousPlanNo: number | null;
};

/** the due date and status of one department on `today` */
export function rsaDueState(
  input: { completedYmd: string | null; continuous: boolean },
  today: string,
  s: TRsaDueSettings = RSA_DUE_DEFAULTS,
): { status: TRsaDueStatus; dueYmd: string | null; daysLeft: number | null } {
  const dueYmd = input.completedYmd ? addMonthsYmd(input.completedYmd, s.cycleMonths) : null;
  const daysLeft = dueYmd ? daysBetween(today, dueYmd) : null;
  if (input.continuous) return { status: 'EXEMPT_CONTINUOUS', dueYmd, daysLeft };
  if (!dueYmd) return { status: 'NEVER', dueYmd, daysLeft };
  if (dueYmd < today) return { status: 'OVERDUE', dueYmd, daysLeft };
  if (dueYmd <= addDaysYmd(today, s.soonDays)) return { status: 'DUE_SOON', dueYmd, daysLeft };
  return { status: 'OK', dueYmd, daysLeft };
}

/** list order: overdue first (most overdue first), due soon next (nearest first), never, ok, exempt */
export function sortRsaDueRows<T extends Pick<TRsaDueRow, 'status' | 'dueYmd' | 'deptCd'>>(rows: T[]): T[] {
  const rank = (r: T) => RSA_DUE_STATUSES.indexOf(r.status);
  return [...rows].sort((a, b) => rank(a) - rank(b) || (a.dueYmd ?? '').localeCompare(b.dueYmd ?? '') || a.deptCd.localeCompare(b.deptCd));
}
