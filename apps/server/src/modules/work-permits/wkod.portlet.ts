import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  SAF_WKOD_DEFAULTS, SAF_WKOD_GAS_KINDS, SAF_WKOD_GROUPS as G, SAF_WKOD_MENUS, SAF_WKOD_PORTLET_API, SAF_WKOD_SETTINGS, ymdIn, ZWkodPortlet, type TWkodPortlet,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { resourceScope } from '../../lib/resource/resource.repository.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { loadMenuRights } from '../auth/principal.js';
import { permitBinding } from './wkod.routes.js';

/** statuses in which a permit's work may go on (the gas readings run) */
const LIVE = ['ISSUED', 'ACTIVE'] as const;
const SHOWN_GAS = 10;
const SHOWN_SUSPENDED = 10;

type PermitRow = {
  permit_no: number; work_nm: string; kind_cd: string; kind_nm: string | null; area_nm: string | null; status_cd: string;
  start_dt: Date; end_dt: Date; last_gas_dt: Date | null; gas_interval_min: number | null; kinds: string[] | null;
};

/**
 * The work-order portlet of one plant on its day (the plants' zone): two statements — the counts by status of the
 * day's permits and every live one, and the live or suspended permits with what the gas rule needs (their kinds, last
 * reading, own interval) plus the interval settings — no statement per permit. The caller's data scope on the permit
 * menu applies (a worker limited to a department sees that department's permits).
 */
export async function workOrderPortlet(db: DbOrTx, opts: { plantCd: string; now: Date; timeZone: string; scopeSql: SQL; canOpen: boolean }): Promise<TWkodPortlet> {
  const today = ymdIn(opts.now, opts.timeZone);
  const nowIso = opts.now.toISOString();
  const todays = sql`saf_wkod_permit.plant_cd = ${opts.plantCd} and (${opts.scopeSql})
    and (saf_wkod_permit.work_ymd = ${today}::date or (saf_wkod_permit.status_cd in ('ISSUED', 'ACTIVE', 'SUSPENDED') and saf_wkod_permit.end_dt > ${nowIso}::timestamptz))`;
  const [counts, rows] = await Promise.all([
    queryRows<{ status_cd: string; n: number }>(db, sql`select saf_wkod_permit.status_cd, count(*)::int as n from saf_wkod_permit where ${todays} group by saf_wkod_permit.status_cd order by saf_wkod_permit.status_cd`),
    queryRows<PermitRow & { setting: Record<string, string> | null }>(db, sql`
      select saf_wkod_permit.permit_no, saf_wkod_permit.work_nm, saf_wkod_permit.kind_cd, saf_wkod_permit.status_cd, saf_wkod_permit.start_dt, saf_wkod_permit.end_dt, saf_wkod_permit.last_gas_dt, saf_wkod_permit.gas_interval_min,
             (select cm.code_nm from com_code_master cm where cm.code_group_cd = ${G.kind} and cm.code = saf_wkod_permit.kind_cd) as kind_nm,
             (select cm.code_nm from com_code_master cm where cm.code_group_cd = ${G.area} and cm.code = saf_wkod_permit.area_cd) as area_nm,
             (select array_agg(k.kind_cd) from saf_wkod_permit_kind k where k.permit_no = saf_wkod_permit.permit_no) as kinds,
             (select jsonb_object_agg(s.code, s.attr1) from com_code_master s where s.code_group_cd = ${G.setting} and s.use_yn = 'Y'
                 and s.code like ${`${SAF_WKOD_SETTINGS.gasIntervalPrefix}%`}) as setting
        from saf_wkod_permit
       where saf_wkod_permit.plant_cd = ${opts.plantCd} and (${opts.scopeSql}) and saf_wkod_permit.status_cd in ('ISSUED', 'ACTIVE', 'SUSPENDED') and saf_wkod_permit.end_dt > ${nowIso}::timestamptz
       order by saf_wkod_permit.start_dt, saf_wkod_permit.permit_no limit 500`),
  ]);
  const permit = (r: PermitRow) => ({
    permitNo: Number(r.permit_no), workNm: r.work_nm, kindCd: r.kind_cd, kindNm: r.kind_nm, areaNm: r.area_nm, statusCd: r.status_cd,
    startDt: new Date(r.start_dt).toISOString(), endDt: new Date(r.end_dt).toISOString(),
  });
  const gasDue: TWkodPortlet['gasDue'] = [];
  for (const r of rows) {
    if (!(LIVE as readonly string[]).includes(r.status_cd)) continue;
    const kinds = [...new Set([r.kind_cd, ...(r.kinds ?? [])])].filter((k) => (SAF_WKOD_GAS_KINDS as readonly string[]).includes(k));
    if (kinds.length === 0) continue;
    // the permit's own interval, else the shortest setting of its gas kinds (the rule of wkod.service gasIntervalMin)
    const setting = (k: string) => {
      const v = Number(r.setting?.[`${SAF_WKOD_SETTINGS.gasIntervalPrefix}${k}`]);
      return Number.isFinite(v) && v > 0 ? v : SAF_WKOD_DEFAULTS.gasIntervalMin;
    };
    const interval = r.gas_interval_min != null ? Number(r.gas_interval_min) : Math.min(...kinds.map(setting));
    // never read: due at the start of the work
    const due = r.last_gas_dt ? new Date(new Date(r.last_gas_dt).getTime() + interval * 60_000) : new Date(r.start_dt);
    gasDue.push({ ...permit(r), lastGasDt: r.last_gas_dt ? new Date(r.last_gas_dt).toISOString() : null, dueDt: due.toISOString(), overdueYn: due.getTime() <= opts.now.getTime() ? 'Y' : 'N' });
  }
  gasDue.sort((a, b) => a.dueDt.localeCompare(b.dueDt) || a.permitNo - b.permitNo);
  return {
    today, plantCd: opts.plantCd, canOpen: opts.canOpen,
    byStatus: counts.map((c) => ({ statusCd: c.status_cd, count: Number(c.n) })),
    liveCount: rows.filter((r) => (LIVE as readonly string[]).includes(r.status_cd)).length,
    gasDue: gasDue.slice(0, SHOWN_GAS),
    suspended: rows.filter((r) => r.status_cd === 'SUSPENDED').slice(0, SHOWN_SUSPENDED).map(permit),
  };
}

/** `GET /api/main/portlet/work-order?plantCd=` (spec §7): every logged-in plant user; a contractor has no dashboard portlet (403) */
export async function workOrderPortletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(SAF_WKOD_PORTLET_API, {
    config: { auth: { kind: 'self', userTypes: ['U'] } },
    schema: {
      tags: ['portlet'], summary: 'today\'s work permits of a plant: by status, gas readings due, suspended',
      querystring: z.object({ plantCd: z.string().trim().max(10).optional() }), response: { 200: ZWkodPortlet },
    },
  }, async (req) => {
    const p = req.principal!;
    const scope = await requestScope(app.db, req, SAF_WKOD_MENUS.permit);
    const plantCd = req.query.plantCd || p.plantCd || '';
    assertPlantReachable(scope, plantCd);
    const rights = await loadMenuRights(app.db, p, [SAF_WKOD_MENUS.permit]);
    // the permit list's own scope (plant, department), on the table's own columns
    return workOrderPortlet(app.db, {
      plantCd, now: app.jobs.now(), timeZone: app.config.plantTimeZone ?? 'Asia/Seoul', canOpen: rights.canRead,
      scopeSql: resourceScope(permitBinding, scope),
    });
  });
}
