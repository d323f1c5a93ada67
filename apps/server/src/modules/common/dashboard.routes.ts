import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  compactDashboard, DASHBOARD_URL, dashboardRole, defaultDashboard, portletDef, ZDashboard, ZDashboardSave,
  type TDashboard, type TDashboardItem,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { selfService } from '../../lib/route-auth.js';
import type { Principal } from '../auth/principal.js';
import { userDashboard } from './dashboard.tables.js';

/** the saved arrangement (portlets the catalogue no longer has are dropped), or the role's default — one statement */
export async function loadDashboard(db: DbOrTx, p: Principal): Promise<TDashboard> {
  const [row] = await queryRows<{ duty_cd: string | null; layout: TDashboardItem[] | null }>(db, sql`
    select u.duty_cd, d.layout from com_user u left join com_user_dashboard d on d.user_id = u.user_id where u.user_id = ${p.userId}`);
  const role = dashboardRole({ userType: p.userType, isAdmin: p.isAdmin, dutyCd: row?.duty_cd ?? null });
  if (!row?.layout) return { role, saved: false, items: defaultDashboard(role) };
  return { role, saved: true, items: compactDashboard(row.layout.filter((it) => portletDef(it.i))) };
}

/**
 * The landing dashboard of each user (issue 31 item 2): `GET` the arrangement, `PUT` one (validated against the
 * portlet catalogue and sizes, stored compacted), `DELETE` back to the role's default. A preference, not a business
 * record (like favourites): not audited, last write wins. Which portlets are drawn is decided by the user's rights at
 * each load, so a saved layout never shows what the user may not see.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['portlet'];
  r.get(DASHBOARD_URL, {
    config: selfService,
    schema: { tags, summary: '내 대시보드 배치 (저장한 배치, 없으면 역할별 기본 배치)', response: { 200: ZDashboard } },
  }, async (req) => loadDashboard(app.db, req.principal!));

  r.put(DASHBOARD_URL, {
    config: selfService,
    schema: { tags, summary: '내 대시보드 배치 저장 (포틀릿 목록·위치·크기, 겹침은 아래로 정렬)', body: ZDashboardSave, response: { 200: ZDashboard } },
  }, async (req) => {
    const p = req.principal!;
    const layout = compactDashboard(req.body.items);
    await app.db.insert(userDashboard).values({ userId: p.userId, layout })
      .onConflictDoUpdate({ target: userDashboard.userId, set: { layout, updateDt: sql`now()` } });
    return loadDashboard(app.db, p);
  });

  r.delete(DASHBOARD_URL, {
    config: selfService,
    schema: { tags, summary: '내 대시보드를 역할별 기본 배치로', response: { 200: ZDashboard } },
  }, async (req) => {
    const p = req.principal!;
    await app.db.delete(userDashboard).where(eq(userDashboard.userId, p.userId));
    return loadDashboard(app.db, p);
  });
}
