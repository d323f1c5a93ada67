import { z } from 'zod';

/** the dashboard's "my info" portlet (spec §7 `/api/main/portlet/myinfo`) */
export const MYINFO_PORTLET_URL = '/api/main/portlet/myinfo';

/**
 * The worker's own card: who and where (names beside the codes), the approvals waiting for them (the shell badge's
 * count), their open and overdue improvement actions, and their legal education of the current half-year (산업안전보건법
 * 제29조: hours owed, done and short over every category owed — 정기 or 관리감독자, 채용 시, 변경 시, 특별).
 */
export const ZMyInfoPortlet = z.object({
  userId: z.string(),
  workerNm: z.string(),
  plantCd: z.string().nullable(),
  plantNm: z.string().nullable(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  pendingApprovalCount: z.number(),
  openActionCount: z.number(),
  overdueActionCount: z.number(),
  education: z.object({ year: z.number(), half: z.enum(['H1', 'H2']), requiredHours: z.number(), completedHours: z.number(), shortfallHours: z.number() }),
});
export type TMyInfoPortlet = z.infer<typeof ZMyInfoPortlet>;
