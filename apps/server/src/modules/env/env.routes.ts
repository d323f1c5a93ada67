import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDaysYmd, ENV_MEDIA, ENV_MENUS, ENV_NOTICE_KINDS, envApi, envEiaResource, envFacilityResources, envLogResources, envMeasureResources, envOutletResources,
  envSeg, MESSAGES, zIntParam, zYmd, type TEnvMedia,
} from '@jikim/shared';
import { AppError } from '../../lib/errors.js';
import { registerDueProvider, registerResourceDue } from '../../lib/due-dates.js';
import { plantToday } from '../../lib/plant-time.js';
import { resourceRoutes, type ResourceBinding } from '../../lib/resource/resource.routes.js';
import { bindWorkflow, takeTransition, workflowActor } from '../../lib/workflow/workflow.service.js';
import { menuRead } from '../../lib/route-auth.js';
import { assertPlantReachable, type DataScope } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { registerNotificationKind } from '../notify/notify.kinds.js';
import { envPortlet, logMonth, measurementDue, measurementTrend } from './env.repository.js';
import {
  eiaAfterWrite, envRoute, facilityBeforeWrite, logBeforeWrite, measureAfterWrite, measureBeforeWrite, outletBeforeWrite,
} from './env.service.js';
import { envEia, envEiaEntry, envFacility, envLog, envLogValue, envMeasure, envMeasureValue, envOutlet, envOutletLimit } from './env.tables.js';
import { envLogUploadRoutes } from './env.upload.js';

for (const k of Object.values(ENV_NOTICE_KINDS)) registerNotificationKind(k);

const outletNm = (col: (f: string) => ReturnType<typeof sql>) => sql`(select o.outlet_nm from env_outlet o where o.outlet_no = ${col('outletNo')})`;
const facilityNm = (col: (f: string) => ReturnType<typeof sql>) => sql`(select f.facility_nm from env_facility f where f.facility_no = ${col('facilityNo')})`;

/** the bindings of a medium: each definition on its slice of the shared table */
export function envBindings(m: TEnvMedia) {
  const slice = { field: 'mediaCd', value: m };
  return {
    outlet: { def: envOutletResources[m], table: envOutlet, slice, children: { limits: { table: envOutletLimit, parentKey: 'outletNo' } } },
    facility: { def: envFacilityResources[m], table: envFacility, slice, derived: { outletNm } },
    log: { def: envLogResources[m], table: envLog, slice, derived: { facilityNm }, children: { values: { table: envLogValue, parentKey: 'logNo' } } },
    measure: { def: envMeasureResources[m], table: envMeasure, slice, derived: { outletNm }, children: { values: { table: envMeasureValue, parentKey: 'measureNo' } } },
  } satisfies Record<string, ResourceBinding>;
}
const BINDINGS = { AIR: envBindings('AIR'), WATER: envBindings('WATER') } as const;
export const eiaBinding: ResourceBinding = { def: envEiaResource, table: envEia, children: { entries: { table: envEiaEntry, parentKey: 'eiaNo' } } };

for (const m of ENV_MEDIA) {
  registerResourceAttachments(BINDINGS[m].measure, `${m === 'AIR' ? '대기' : '수질'} 자가측정 성적서`);
  registerResourceAttachments(BINDINGS[m].log, `${m === 'AIR' ? '대기' : '수질'} 운영일지 원본`);
}
registerResourceAttachments(eiaBinding, '사후환경영향조사 이행 증빙');

const ZPlant = z.object({ plantCd: z.string().trim().min(1).max(10) });
const ZDue = z.object({
  list: z.array(z.object({
    outletNo: z.number(), outletCd: z.string(), outletNm: z.string(), classCd: z.string(), cycleCd: z.string(), cycleNm: z.string().nullable(), managerUserId: z.string(),
    lastMeasureYmd: z.string().nullable(), nextDueYmd: z.string(), overdueYn: z.enum(['Y', 'N']), dueDays: z.number(),
  })),
});
const ZTrendQuery = z.object({ outletNo: zIntParam().pipe(z.number().min(1)), pollutantCd: z.string().trim().min(1).max(20), fromYmd: zYmd, toYmd: zYmd });
const ZTrend = z.object({
  outletNo: z.number(), pollutantCd: z.string(),
  list: z.array(z.object({ measureNo: z.number(), measureYmd: z.string(), value: z.number(), limitValue: z.number().nullable(), minValue: z.number().nullable(), unitCd: z.string().nullable(), exceedYn: z.enum(['Y', 'N']) })),
});
const ZMonthQuery = ZPlant.extend({ ym: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
const ZMonth = z.object({
  ym: z.string(), days: z.array(z.string()), missingCount: z.number(),
  list: z.array(z.object({ facilityNo: z.number(), facilityNm: z.string(), facilityTypeCd: z.string(), cells: z.array(z.object({ logNo: z.number().nullable(), statusCd: z.string().nullable() })) })),
});
const ZDay = ZPlant.extend({ logYmd: zYmd });
const ZApproved = z.object({ logYmd: z.string(), approved: z.number(), logNos: z.array(z.number()) });
const ZPortlet = z.object({
  plantCd: z.string(), today: z.string(), exceedCount: z.number(), overdueCount: z.number(), dueSoonCount: z.number(), missingLogYmd: z.string(), missingLogCount: z.number(),
  exceedances: z.array(z.object({ measureNo: z.number(), measureYmd: z.string(), outletNm: z.string(), actionNo: z.number().nullable() })),
  due: z.array(z.object({ outletNo: z.number(), outletNm: z.string(), nextDueYmd: z.string(), overdueYn: z.enum(['Y', 'N']) })),
});

/** the plant a plant-wide query asks for: reachable by the caller; contractors see no environment records */
function plantOf(scope: DataScope, plantCd: string): string {
  if (scope.vendorCd !== null) throw new AppError(403, MESSAGES.outOfScope);
  assertPlantReachable(scope, plantCd);
  return plantCd;
}

/** 환경 (issue 27): outlets and limits, prevention facilities, operation logs, self-measurements, impact-assessment follow-up */
export async function envRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const m of ENV_MEDIA) {
    const b = BINDINGS[m];
    const api = envApi(m);
    const menus = ENV_MENUS[m];
    await app.register(resourceRoutes(b.outlet, { beforeWrite: outletBeforeWrite(m) }));
    await app.register(resourceRoutes(b.facility, { beforeWrite: facilityBeforeWrite(m) }));
    await app.register(resourceRoutes(b.log, { beforeWrite: logBeforeWrite(m) }));
    // a measurement's values are compared with the limits after every save; a measurement is corrected (values, the
    // laboratory), never moved to another outlet or day (createOnly)
    await app.register(resourceRoutes(b.measure, { beforeWrite: measureBeforeWrite(m), afterWrite: measureAfterWrite(m) }));

    r.get(api.due, {
      config: menuRead(menus.measure),
      schema: { tags: [b.measure.def.name], summary: 'the next measurement per outlet by its cycle (class, 특정대기유해물질, TMS: code data ENV_MEASURE_CYCLE), overdue ones', querystring: ZPlant, response: { 200: ZDue } },
    }, async (req) => {
      const plantCd = plantOf(await requestScope(app.db, req, menus.measure), req.query.plantCd);
      return { list: await measurementDue(app.db, m, plantCd, plantToday()) };
    });

    r.get(api.trend, {
      config: menuRead(menus.measure),
      schema: { tags: [b.measure.def.name], summary: 'one outlet\'s values of a pollutant over a period (at most 10 years) with the limit each was compared with', querystring: ZTrendQuery, response: { 200: ZTrend } },
    }, async (req) => {
      const q = req.query;
      const scope = await requestScope(app.db, req, menus.measure);
      const [o] = await app.db.select({ plantCd: envOutlet.plantCd, mediaCd: envOutlet.mediaCd }).from(envOutlet).where(sql`${envOutlet.outletNo} = ${q.outletNo}`);
      if (!o || o.mediaCd !== m) throw new AppError(404, MESSAGES.notFound);
      plantOf(scope, o.plantCd);
      const from = q.fromYmd < addDaysYmd(q.toYmd, -3660) ? addDaysYmd(q.toYmd, -3660) : q.fromYmd;
      return { outletNo: q.outletNo, pollutantCd: q.pollutantCd, list: await measurementTrend(app.db, q.outletNo, q.pollutantCd, from, q.toYmd) };
    });

    // the day's logs approved at once (the team leader signs the day's sheet): every written log of the plant and day, each
    // through the workflow's own check, all or none
    const logWf = bindWorkflow(b.log);
    r.post(api.logApproveDay, {
      config: menuRead(menus.log),
      schema: { tags: [b.log.def.name], summary: 'approve every written log of a plant and day (the workflow decides who may; all or none)', body: ZDay, response: { 200: ZApproved } },
    }, async (req) => app.db.transaction(async (tx) => {
      const scope = await requestScope(tx, req, menus.log);
      const plantCd = plantOf(scope, req.body.plantCd);
      const actor = await workflowActor(tx, req.principal!, menus.log);
      const logs = await tx.select({ logNo: envLog.logNo, version: envLog.version }).from(envLog)
        .where(and(eq(envLog.mediaCd, m), eq(envLog.plantCd, plantCd), eq(envLog.logYmd, req.body.logYmd), eq(envLog.statusCd, 'WRITTEN'))).orderBy(envLog.logNo).for('update');
      for (const l of logs) await takeTransition(tx, logWf, l.logNo, { action: 'APPROVE', version: l.version }, actor, scope, req.ip);
      return { logYmd: req.body.logYmd, approved: logs.length, logNos: logs.map((l) => l.logNo) };
    }));

    r.get(api.logMonth, {
      config: menuRead(menus.log),
      schema: { tags: [b.log.def.name], summary: 'a month of the plant\'s operation logs: each facility in use with its log status per day (MISSING: a day without one)', querystring: ZMonthQuery, response: { 200: ZMonth } },
    }, async (req) => {
      const plantCd = plantOf(await requestScope(app.db, req, menus.log), req.query.plantCd);
      return logMonth(app.db, m, plantCd, req.query.ym, plantToday());
    });

    r.get(api.portlet, {
      config: menuRead(menus.measure),
      schema: { tags: ['portlet'], summary: `landing card (${envSeg(m)}): this month's exceedances, measurements due or overdue, yesterday's missing logs (the caller's plant, or plantCd)`, querystring: ZPlant.partial(), response: { 200: ZPortlet } },
    }, async (req) => {
      const scope = await requestScope(app.db, req, menus.measure);
      const plantCd = plantOf(scope, req.query.plantCd ?? scope.plantCd ?? '');
      return envPortlet(app.db, m, plantCd, plantToday());
    });

    // the compliance calendar: each outlet's next self-measurement
    registerDueProvider({
      kindCd: m === 'AIR' ? 'ENV_AIR_MEASURE' : 'ENV_WATER_MEASURE',
      menuId: menus.measure,
      items: async (db, q) => {
        if (q.scope.vendorCd !== null || (!q.scope.allPlants && q.scope.plantCd !== q.plantCd)) return [];
        const rows = await measurementDue(db, m, q.plantCd, q.today);
        return rows.filter((d) => d.nextDueYmd >= q.fromYmd && d.nextDueYmd <= q.toYmd).map((d) => ({
          kindCd: m === 'AIR' ? 'ENV_AIR_MEASURE' as const : 'ENV_WATER_MEASURE' as const,
          title: `[${m === 'AIR' ? '대기' : '수질'} 자가측정] ${d.outletNm} (${d.cycleNm ?? d.cycleCd})`, dueYmd: d.nextDueYmd,
          ownerUserId: d.managerUserId, ownerDeptCd: null, link: `${envRoute(m, 'Measure')}`, doneYn: 'N' as const,
        }));
      },
    });
  }
  await app.register(envLogUploadRoutes);

  await app.register(resourceRoutes(eiaBinding, { afterWrite: eiaAfterWrite }));
  registerResourceDue({
    kindCd: 'ENV_EIA', resource: envEiaResource.name, due: 'nextDueYmd', title: 'itemText', titlePrefix: '[사후환경영향조사] ', ownerUser: 'managerUserId', ownerDept: 'deptCd', route: '/env/eia',
  }, ENV_MENUS.eia);
}
