import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  monthsBetween, SAF_OBS_CODE_GROUPS, SAF_OBS_STAT_MENU, SAF_OBS_STATS_API, safeRatio, ZObservationStatQuery, ZObservationStats, type TObservationStats,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { menuRead } from '../../../lib/route-auth.js';
import { requestScope, scopeVerdict } from '../../../lib/scoped-load.js';
import { assertPlantReachable } from '../../../lib/scope.js';

const SAF_OBS_STAT_SPAN = '통계 기간은 36개월 이내로 지정하세요.';

type TRow = { k: string; nm: string | null; obs: string | number; safe: string | number; risk: string | number };
const n = (v: unknown) => Number(v ?? 0);
const tally = (r: Pick<TRow, 'obs' | 'safe' | 'risk'> | undefined) => {
  const safe = n(r?.safe);
  const risk = n(r?.risk);
  return { obsCount: n(r?.obs), safeCnt: safe, riskCnt: risk, safeRatio: safeRatio(safe, risk) };
};

/** first day of a 'YYYY-MM' month and the first day after `toYm` */
function span(fromYm: string, toYm: string): { fromYmd: string; toYmd: string } {
  const [y, m] = toYm.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { fromYmd: `${fromYm}-01`, toYmd: `${next}-01` };
}

/**
 * The statistics from the category rows of the plant's observations in the span that the caller's scope reaches: one
 * statement per view; observations count once per group (distinct), behaviours are the sums of the rows.
 */
export async function observationStats(db: DbOrTx, q: { plantCd: string; fromYm: string; toYm: string }, inScope: SQL): Promise<TObservationStats> {
  const { fromYmd, toYmd } = span(q.fromYm, q.toYm);
  const where = sql`o.plant_cd = ${q.plantCd} and o.obs_ymd >= ${fromYmd} and o.obs_ymd < ${toYmd} and ${inScope}`;
  const group = (key: SQL, name: SQL, order: SQL) => queryRows<TRow>(db, sql`
    select ${key} as k, ${name} as nm, count(distinct o.obs_no) as obs, coalesce(sum(t.safe_cnt), 0) as safe, coalesce(sum(t.risk_cnt), 0) as risk
      from saf_observation o join saf_observation_tally t on t.obs_no = o.obs_no
     where ${where}
     group by 1, 2 order by ${order}`);
  const [cats, areas, months, total] = await Promise.all([
    group(sql`t.category_cd`, sql`(select c.code_nm from com_code_master c where c.code_group_cd = ${SAF_OBS_CODE_GROUPS.category} and c.code = t.category_cd)`,
      sql`(select c.sort_order from com_code_master c where c.code_group_cd = ${SAF_OBS_CODE_GROUPS.category} and c.code = t.category_cd) nulls last, 1`),
    group(sql`o.area_cd`, sql`(select c.code_nm from com_code_master c where c.code_group_cd = ${SAF_OBS_CODE_GROUPS.area} and c.code = o.area_cd)`, sql`2 nulls last, 1`),
    group(sql`to_char(o.obs_ymd, 'YYYY-MM')`, sql`null::text`, sql`1`),
    queryRows<TRow>(db, sql`
      select count(distinct o.obs_no) as obs, coalesce(sum(t.safe_cnt), 0) as safe, coalesce(sum(t.risk_cnt), 0) as risk
        from saf_observation o join saf_observation_tally t on t.obs_no = o.obs_no where ${where}`),
  ]);
  const byMonth = new Map(months.map((m) => [m.k, m]));
  return {
    fromYm: q.fromYm, toYm: q.toYm, total: tally(total[0]),
    byCategory: cats.map((r) => ({ code: r.k, name: r.nm, ...tally(r) })),
    byArea: areas.map((r) => ({ code: r.k, name: r.nm, ...tally(r) })),
    // every month of the span, observed or not (a chart's gaps are months without observations)
    byMonth: monthsBetween(q.fromYm, q.toYm).map((ym) => ({ ym, ...tally(byMonth.get(ym)) })),
  };
}

/** GET /api/saf/observations/stats (menu SAF_OBS_STAT: the caller's plant and department scope) */
export async function observationStatRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(SAF_OBS_STATS_API, {
    config: menuRead(SAF_OBS_STAT_MENU),
    schema: {
      tags: ['safObservation'], summary: 'behaviour observations of a plant over months: by category, area and month (safe ratio)',
      querystring: ZObservationStatQuery, response: { 200: ZObservationStats },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, SAF_OBS_STAT_MENU);
    assertPlantReachable(scope, req.query.plantCd);
    // a span of at most 36 months (a chart, not a data dump)
    if (monthsBetween(req.query.fromYm, req.query.toYm).length > 36) throw badRequest([{ field: 'toYm', message: SAF_OBS_STAT_SPAN }], SAF_OBS_STAT_SPAN);
    const inScope = scopeVerdict(scope, { scope: { plant: sql.raw('o.plant_cd'), dept: sql.raw('o.dept_cd') } });
    return observationStats(app.db, req.query, inScope);
  });
}
