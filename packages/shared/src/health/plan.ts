import { z } from 'zod';
import { zText, zYmd, zYn } from '../resource/definition.js';
import { HEA_PLAN_MESSAGES } from './plan.const.js';
import { addMonthsYmd } from '../ymd.js';
export * from './plan.const.js';

/**
 * Checkup plan extras (optional-item rules, target removal), the special-checkup due list and batch/changed
 * reservations. Messages are Korean and shown as the server returns them.
 */


/** YYYY-MM-DD that is a real calendar day: zYmd itself checks the calendar (kept as a name for existing imports) */
export const zCalendarYmd = zYmd;
/** test items are referenced by their code (test-item master, /api/hea/baseinfo/testitems) */
export const zTestItemCd = z.string().trim().regex(/^[A-Z0-9_]{2,30}$/);

export const ZOptionRuleInput = z
  .object({
    ruleNm: zText(100, { required: true }),
    /** A all, M male, F female (com_user.gender_cd) */
    sexCd: z.enum(['A', 'M', 'F']).default('A'),
    /** full age (만 나이) on the plan start date, inclusive; null = no bound */
    ageFrom: z.number().int().min(0).max(120).nullable().default(null),
    ageTo: z.number().int().min(0).max(120).nullable().default(null),
    testItemCds: z.array(zTestItemCd).min(1).max(50),
    /** how many of the listed items a target may choose */
    chooseCnt: z.number().int().min(1).max(50),
  })
  .superRefine((v, ctx) => {
    if (v.ageFrom !== null && v.ageTo !== null && v.ageFrom > v.ageTo) ctx.addIssue({ code: 'custom', path: ['ageTo'], message: HEA_PLAN_MESSAGES.ruleAgeRange });
    if (new Set(v.testItemCds).size !== v.testItemCds.length) ctx.addIssue({ code: 'custom', path: ['testItemCds'], message: HEA_PLAN_MESSAGES.ruleDuplicateItem });
    if (v.chooseCnt > v.testItemCds.length) ctx.addIssue({ code: 'custom', path: ['chooseCnt'], message: HEA_PLAN_MESSAGES.ruleChooseCnt });
  });
export type TOptionRuleInput = z.input<typeof ZOptionRuleInput>;

export const ZOptionRulesSave = z.object({ version: z.number().int().min(1), rules: z.array(ZOptionRuleInput).max(50) });

export const ZOptionRule = z.object({
  ruleNo: z.number(),
  heaCheckupPlanNo: z.number(),
  ruleNm: z.string(),
  sexCd: z.string(),
  ageFrom: z.number().nullable(),
  ageTo: z.number().nullable(),
  testItemCds: z.array(z.string()),
  chooseCnt: z.number(),
  sortOrder: z.number(),
});
export type TOptionRule = z.infer<typeof ZOptionRule>;

/** the rules that apply to a target of the given sex and full age (rules are independent; all matching ones apply) */
export function matchingRules<T extends { sexCd: string; ageFrom: number | null; ageTo: number | null }>(rules: T[], sex: string | null, age: number | null): T[] {
  return rules.filter((r) => (r.sexCd === 'A' || r.sexCd === sex)
    && (r.ageFrom === null || (age !== null && age >= r.ageFrom))
    && (r.ageTo === null || (age !== null && age <= r.ageTo)));
}

// ---- special-checkup due list (특수건강진단 대상 도래 목록) ----

export type TDueFactor = { hazardCd: string; hazardNm: string; firstExamMonths: number; repeatMonths: number };

/**
 * Next special-checkup due date of a worker (산업안전보건법 시행규칙 별표 23): never examined → placement date +
 * the factor's first-exam months; examined → last special checkup + the factor's repeat months. The earliest date
 * over every factor the worker is exposed to wins; null when there is no placement date and no checkup.
 */
export function nextDue(factors: TDueFactor[], placementYmd: string | null, lastCheckupYmd: string | null): { dueYmd: string; hazardCd: string } | null {
  let best: { dueYmd: string; hazardCd: string } | null = null;
  for (const f of factors) {
    const due = lastCheckupYmd ? addMonthsYmd(lastCheckupYmd, f.repeatMonths) : placementYmd ? addMonthsYmd(placementYmd, f.firstExamMonths) : null;
    if (due && (!best || due < best.dueYmd)) best = { dueYmd: due, hazardCd: f.hazardCd };
  }
  return best;
}

export const ZDueListQuery = z.object({
  plantCd: z.string().trim().max(10).optional(),
  deptCd: z.string().trim().max(30).optional(),
  hazardCd: z.string().trim().max(30).optional(),
  /** due on or before this date (default: 30 days after baseYmd) */
  dueBeforeYmd: zCalendarYmd.optional(),
  /** the day the list is computed for (default today, Asia/Seoul) */
  baseYmd: zCalendarYmd.optional(),
});
export type TDueListQuery = z.input<typeof ZDueListQuery>;

export const ZDueRow = z.object({
  userId: z.string(),
  userNm: z.string(),
  plantCd: z.string(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  processNm: z.string().nullable(),
  /** every factor of the worker's department processes, e.g. '소음, 야간작업' */
  hazardNms: z.string(),
  /** the factor that makes the earliest due date */
  hazardCd: z.string(),
  hazardNm: z.string(),
  placementYmd: z.string().nullable(),
  lastCheckupYmd: z.string().nullable(),
  nextDueYmd: z.string(),
  overdueYn: zYn,
  /** days from baseYmd to the due date (negative = overdue) */
  daysLeft: z.number(),
  /** an open special plan (end not passed) the worker is already a target of */
  plannedPlanNm: z.string().nullable(),
});
export type TDueRow = z.infer<typeof ZDueRow>;

export const ZDueAddInput = z.object({
  heaCheckupPlanNo: z.number().int().min(1).max(2_147_483_647),
  deptCd: z.string().trim().max(30).optional(),
  hazardCd: z.string().trim().max(30).optional(),
  /** default: the plan's end date */
  dueBeforeYmd: zCalendarYmd.optional(),
  baseYmd: zCalendarYmd.optional(),
});

// ---- batch and changed reservations ----

export const ZReserveBatchInput = z.object({
  heaCheckupPlanNo: z.number().int().min(1).max(2_147_483_647),
  heaCheckedOrgNo: z.number().int().min(1).max(2_147_483_647),
  rsrvYmd: zCalendarYmd,
  /** each worker's own consent (the signed form) recorded by the manager: agreeYn must be Y for every one */
  users: z.array(z.object({ userId: z.string().trim().min(1).max(50), agreeYn: zYn.optional() })).min(1).max(200),
});

export const ZReserveChangeInput = z.object({
  heaCheckedOrgNo: z.number().int().min(1).max(2_147_483_647),
  rsrvYmd: zCalendarYmd,
  version: z.number().int().min(1),
  /** required (Y) when the hospital changes: the consent names the hospital that reports the results */
  agreeYn: zYn.optional(),
});
