import { z } from 'zod';
import { DASHBOARD_COLS, DASHBOARD_MAX_ROWS, DASHBOARD_PORTLET_IDS, DASHBOARD_ROLES, portletDef } from './dashboard.const.js';

export * from './dashboard.const.js';

export const DASHBOARD_MESSAGES = {
  duplicate: '같은 포틀릿을 두 번 배치할 수 없습니다.',
  tooSmall: '포틀릿이 최소 크기보다 작습니다.',
  outside: '포틀릿이 대시보드 너비를 벗어났습니다.',
} as const;

export const ZDashboardItem = z.object({
  i: z.enum(DASHBOARD_PORTLET_IDS),
  x: z.number().int().min(0).max(DASHBOARD_COLS - 1),
  y: z.number().int().min(0).max(DASHBOARD_MAX_ROWS),
  w: z.number().int().min(1).max(DASHBOARD_COLS),
  h: z.number().int().min(1).max(24),
}).superRefine((it, ctx) => {
  if (it.x + it.w > DASHBOARD_COLS) ctx.addIssue({ code: 'custom', path: ['w'], message: DASHBOARD_MESSAGES.outside });
  const d = portletDef(it.i);
  if (d && (it.w < d.minW || it.h < d.minH)) ctx.addIssue({ code: 'custom', path: ['h'], message: DASHBOARD_MESSAGES.tooSmall });
});

/** `PUT /api/main/dashboard`: the user's arrangement (an empty list is an empty dashboard, not the default) */
export const ZDashboardSave = z.object({
  items: z.array(ZDashboardItem).max(DASHBOARD_PORTLET_IDS.length).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((it, index) => {
      if (seen.has(it.i)) ctx.addIssue({ code: 'custom', path: [index, 'i'], message: DASHBOARD_MESSAGES.duplicate });
      seen.add(it.i);
    });
  }),
});
export type TDashboardSave = z.infer<typeof ZDashboardSave>;

/** `GET /api/main/dashboard`: the saved arrangement, or the role's default (`saved: false`) */
export const ZDashboard = z.object({
  role: z.enum(DASHBOARD_ROLES),
  saved: z.boolean(),
  items: z.array(z.object({ i: z.enum(DASHBOARD_PORTLET_IDS), x: z.number(), y: z.number(), w: z.number(), h: z.number() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;
