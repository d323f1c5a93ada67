import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { IMPR_OPEN_STATUSES, MYINFO_PORTLET_URL, ymdIn, ZMyInfoPortlet, type TEduHalf, type TMyInfoPortlet } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { countPending } from '../approvals/approvals.inbox.js';
import type { Principal } from '../auth/principal.js';
import { eduLedger } from '../education/ledger.service.js';

/**
 * The worker's card (spec §7 "my info"): three statements beside the principal the session already carries — the
 * pending approvals (the badge's own count), the open and overdue actions assigned to them in one pass, and their
 * education ledger rows of the current half-year.
 */
export async function myInfoPortlet(db: DbOrTx, p: Principal, now: Date, timeZone: string): Promise<TMyInfoPortlet> {
  const today = ymdIn(now, timeZone);
  const year = Number(today.slice(0, 4));
  const half: TEduHalf = Number(today.slice(5, 7)) <= 6 ? 'H1' : 'H2';
  const open = sql.join(IMPR_OPEN_STATUSES.map((s) => sql`${s}`), sql`, `);
  const [pending, [actions], ledger] = await Promise.all([
    countPending(db, p, {}),
    queryRows<{ open: number; overdue: number }>(db, sql`
      select count(*)::int as open, (count(*) filter (where a.due_ymd < ${today}::date))::int as overdue
        from impr_action a where a.assignee_user_id = ${p.userId} and a.status_cd in (${open})`),
    p.plantCd ? eduLedger(db, { plantCd: p.plantCd, year, half, scopeDeptCd: null, userIds: [p.userId] }) : Promise.resolve([]),
  ]);
  const sum = (k: 'requiredHours' | 'completedHours' | 'shortfallHours') => Math.round(ledger.reduce((a, r) => a + Number(r[k] ?? 0), 0) * 10) / 10;
  return {
    userId: p.userId, workerNm: p.userNm, plantCd: p.plantCd, plantNm: p.plantNm, deptCd: p.deptCd, deptNm: p.deptNm,
    pendingApprovalCount: pending,
    openActionCount: Number(actions?.open ?? 0),
    overdueActionCount: Number(actions?.overdue ?? 0),
    education: { year, half, requiredHours: sum('requiredHours'), completedHours: sum('completedHours'), shortfallHours: sum('shortfallHours') },
  };
}

/** `GET /api/main/portlet/myinfo`: every logged-in plant user, about themselves only (a contractor's account: 403) */
export async function myInfoPortletRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(MYINFO_PORTLET_URL, {
    config: { auth: { kind: 'self', userTypes: ['U'] } },
    schema: { tags: ['portlet'], summary: 'my info: who and where, approvals waiting for me, my open actions, my education this half-year', response: { 200: ZMyInfoPortlet } },
  }, async (req) => myInfoPortlet(app.db, req.principal!, app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul'));
}
