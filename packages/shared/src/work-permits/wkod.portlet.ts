import { z } from 'zod';

/** the dashboard's work-order portlet (spec §7 `/api/main/portlet/work-order`) */
export const SAF_WKOD_PORTLET_API = '/api/main/portlet/work-order';

/** a live permit on the portlet: number, work, area name, its window; the gas reading due when it needs one */
const ZWkodPortletPermit = z.object({
  permitNo: z.number(), workNm: z.string(), kindCd: z.string(), kindNm: z.string().nullable(), areaNm: z.string().nullable(), statusCd: z.string(),
  startDt: z.string(), endDt: z.string(),
});

/**
 * Today's permits of one plant: how many in each status (permits of today's work day and every live one), the gas
 * readings due (hot work and confined space: last reading + interval, overdue first), the suspended ones. `canOpen`:
 * the caller may open the permit page (the portlet answers every plant user; links only for those with the right).
 */
export const ZWkodPortlet = z.object({
  today: z.string(),
  plantCd: z.string(),
  canOpen: z.boolean(),
  byStatus: z.array(z.object({ statusCd: z.string(), count: z.number() })),
  liveCount: z.number(),
  gasDue: z.array(ZWkodPortletPermit.extend({ lastGasDt: z.string().nullable(), dueDt: z.string(), overdueYn: z.enum(['Y', 'N']) })),
  suspended: z.array(ZWkodPortletPermit),
});
export type TWkodPortlet = z.infer<typeof ZWkodPortlet>;
