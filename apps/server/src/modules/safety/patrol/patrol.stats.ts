import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  monthRange, SAF_CHK_STAT_MENU, SAF_PATROL_STATS_API, SAF_TBM_STATS_API, ZMonthlyStatQuery, ZPatrolMonthlyStats, ZTbmMonthlyStats,
  type TPatrolMonthlyStats, type TTbmMonthlyStats,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { menuRead } from '../../../lib/route-auth.js';
import { requestScope, scopeVerdict } from '../../../lib/scoped-load.js';
import { assertPlantReachable } from '../../../lib/scope.js';

type TRange = { plantCd: string; fromYmd: string; toYmd: string };
const n = (v: unknown) => Number(v ?? 0);

/** the caller's scope on the stats menu as a verdict over `alias.plant_cd` / `alias.dept_cd`; contractors get 403 */
async function statVerdict(db: DbOrTx, req: FastifyRequest, plantCd: string): Promise<(alias: string) => SQL> {
  const scope = await requestScope(db, req, SAF_CHK_STAT_MENU);
  assertPlantReachable(scope, plantCd);
  return (alias) => scopeVerdict(scope, { scope: { plant: sql.raw(`${alias}.plant_cd`), dept: sql.raw(`${alias}.dept_cd`) } });
}

/** per department: patrols done (plan rows), findings, fixed on the spot, turned into actions, still open */
export async function patrolMonthly(db: DbOrTx, r: TRange, inScope: (alias: string) => SQL): Promise<TPatrolMonthlyStats['list']> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with f as (
      select f.dept_cd, count(*) as findings, count(*) filter (where f.fixed_on_spot_yn = 'Y') as spot,
             count(*) filter (where f.action_no is not null) as actions, count(*) filter (where f.status_cd <> 'CLOSED') as open
        from saf_patrol_finding f
       where f.plant_cd = ${r.plantCd} and f.patrol_ymd >= ${r.fromYmd} and f.patrol_ymd < ${r.toYmd} and ${inScope('f')}
       group by f.dept_cd),
    p as (
      select p.dept_cd, count(*) as patrols from saf_patrol_round x join saf_patrol_plan p on p.plan_no = x.plan_no
       where p.plant_cd = ${r.plantCd} and x.patrol_ymd >= ${r.fromYmd} and x.patrol_ymd < ${r.toYmd} and ${inScope('p')}
       group by p.dept_cd)
    select k.dept_cd, d.dept_nm, p.patrols, f.findings, f.spot, f.actions, f.open
      from (select dept_cd from f union select dept_cd from p) k
      left join f on f.dept_cd = k.dept_cd left join p on p.dept_cd = k.dept_cd left join com_dept d on d.dept_cd = k.dept_cd
     order by d.dept_nm nulls last, k.dept_cd`);
  return rows.map((x) => ({
    deptCd: String(x.dept_cd), deptNm: (x.dept_nm as string | null) ?? null,
    patrolCount: n(x.patrols), findingCount: n(x.findings), fixedOnSpotCount: n(x.spot), actionCount: n(x.actions), openCount: n(x.open),
  }));
}

/** per department: TBMs held, completed (every attendee signed), attendees, contractor attendees, follow-ups */
export async function tbmMonthly(db: DbOrTx, r: TRange, inScope: (alias: string) => SQL): Promise<TTbmMonthlyStats['list']> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select t.dept_cd, d.dept_nm, count(*) as tbms, count(*) filter (where t.status_cd = 'DONE') as done,
           coalesce(sum(a.n), 0) as attendees, coalesce(sum(a.v), 0) as vendors, coalesce(sum(u.n), 0) as follow_ups
      from saf_tbm t
      left join lateral (select count(*) as n, count(*) filter (where attendee_type_cd = 'VENDOR') as v from saf_tbm_attendee where tbm_no = t.tbm_no) a on true
      left join lateral (select count(*) as n from saf_tbm_follow_up where tbm_no = t.tbm_no) u on true
      left join com_dept d on d.dept_cd = t.dept_cd
     where t.plant_cd = ${r.plantCd} and t.tbm_ymd >= ${r.fromYmd} and t.tbm_ymd < ${r.toYmd} and ${inScope('t')}
     group by t.dept_cd, d.dept_nm
     order by d.dept_nm nulls last, t.dept_cd`);
  return rows.map((x) => ({
    deptCd: String(x.dept_cd), deptNm: (x.dept_nm as string | null) ?? null,
    tbmCount: n(x.tbms), doneCount: n(x.done), attendeeCount: n(x.attendees), vendorAttendeeCount: n(x.vendors), followUpCount: n(x.follow_ups),
  }));
}

/** the monthly statistics of patrols and TBMs per department (menu SAF_CHK_STAT: plant, department scope) */
export async function safetyMonthlyStatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(SAF_PATROL_STATS_API, {
    config: menuRead(SAF_CHK_STAT_MENU),
    schema: { tags: ['safPatrolFinding'], summary: 'patrols and findings of a plant and month, per department', querystring: ZMonthlyStatQuery, response: { 200: ZPatrolMonthlyStats } },
  }, async (req) => {
    const inScope = await statVerdict(app.db, req, req.query.plantCd);
    return { ym: req.query.ym, list: await patrolMonthly(app.db, { plantCd: req.query.plantCd, ...monthRange(req.query.ym) }, inScope) };
  });
  r.get(SAF_TBM_STATS_API, {
    config: menuRead(SAF_CHK_STAT_MENU),
    schema: { tags: ['safTbm'], summary: 'TBMs of a plant and month, per department', querystring: ZMonthlyStatQuery, response: { 200: ZTbmMonthlyStats } },
  }, async (req) => {
    const inScope = await statVerdict(app.db, req, req.query.plantCd);
    return { ym: req.query.ym, list: await tbmMonthly(app.db, { plantCd: req.query.plantCd, ...monthRange(req.query.ym) }, inScope) };
  });
}
