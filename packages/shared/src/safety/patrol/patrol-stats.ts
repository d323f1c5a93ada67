import { z } from 'zod';

/**
 * Monthly statistics per department (issue 16 items 3 and 5): patrol findings and TBMs of a plant and month, one row
 * per department of the caller's scope. Page `/saf/patrolTbmStat` (menu SAF_CHK_STAT, the rights of both APIs).
 */
export const SAF_CHK_STAT_MENU = 'SAF_CHK_STAT';
export const SAF_PATROL_STATS_API = '/api/saf/patrol/stats/monthly';
export const SAF_TBM_STATS_API = '/api/saf/tbm/stats/monthly';

export const ZMonthlyStatQuery = z.object({
  plantCd: z.string().trim().min(1).max(10),
  ym: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력하세요.'),
});

const dept = { deptCd: z.string(), deptNm: z.string().nullable() };

export const ZPatrolMonthlyStats = z.object({
  ym: z.string(),
  list: z.array(z.object({
    ...dept,
    /** patrols done (rows of the department's patrol plans in the month) */
    patrolCount: z.number(),
    findingCount: z.number(), fixedOnSpotCount: z.number(), actionCount: z.number(), openCount: z.number(),
  })),
});
export type TPatrolMonthlyStats = z.infer<typeof ZPatrolMonthlyStats>;

export const ZTbmMonthlyStats = z.object({
  ym: z.string(),
  list: z.array(z.object({
    ...dept,
    tbmCount: z.number(), doneCount: z.number(), attendeeCount: z.number(), vendorAttendeeCount: z.number(), followUpCount: z.number(),
  })),
});
export type TTbmMonthlyStats = z.infer<typeof ZTbmMonthlyStats>;

/** [first day, first day of the next month) of a 'YYYY-MM' month */
export function monthRange(ym: string): { fromYmd: string; toYmd: string } {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { fromYmd: `${ym}-01`, toYmd: `${next}-01` };
}
