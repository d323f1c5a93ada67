import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consultTypeResource, diseaseResource, HEA_BASE_MENU, HEA_BASE_MESSAGES, HEA_MENU, interviewItemResource, ZOrgSchedule, ZOrgScheduleInput, zYmd,
  type TOrgSchedule,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { heaCheckupOrgSchedule, heaConsultType, heaDisease, heaInterviewItem } from './basedata.tables.js';
import { actor, menuScope } from './health.shared.js';

const SCHED = '/api/hea/baseinfo/checkuporgschedules';
const tags = ['hea base'];
const M = HEA_BASE_MENU.orgSchedule;
const iso = (col: ReturnType<typeof sql>) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const wdToText = (wd: number[]) => [...new Set(wd)].sort().join('');
const textToWd = (s: string | null) => [...(s ?? '')].map(Number);

function scheduleSelect(where: ReturnType<typeof sql>) {
  return sql`select s.schedule_no as "scheduleNo", s.hea_checkup_org_no as "heaCheckupOrgNo", o.hea_checkup_org_nm as "heaCheckupOrgNm", s.plant_cd as "plantCd",
      s.start_ymd::text as "startYmd", s.end_ymd::text as "endYmd", s.daily_capacity as "dailyCapacity", s.closed_yn as "closedYn",
      s.closed_weekdays as "closedWeekdays", s.remark, s.version, s.update_user_id as "updateUserId", ${iso(sql`s.update_dt`)} as "updateDt"
    from hea_checkup_org_schedule s join hea_checkup_org o on o.hea_checkup_org_no = s.hea_checkup_org_no
    where ${where} order by o.hea_checkup_org_nm, s.start_ymd`;
}
const toSchedule = (r: Record<string, unknown>): TOrgSchedule => ({
  ...(r as TOrgSchedule), scheduleNo: Number(r.scheduleNo), heaCheckupOrgNo: Number(r.heaCheckupOrgNo),
  dailyCapacity: r.dailyCapacity === null ? null : Number(r.dailyCapacity), version: Number(r.version), closedWeekdays: textToWd(r.closedWeekdays as string),
});

/**
 * Capacity of each day of [fromYmd, toYmd] for one hospital: a closure (closedYn Y) covering the day → 0; else the open
 * schedule covering it (closed weekday → 0, else its capacity override or the hospital default); else the hospital's
 * dailyCapacity. Used by rsrvdates and every booking.
 */
export async function capacityByDay(db: DbOrTx, orgNo: number, fromYmd: string, toYmd: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ d: string; cap: number }>(db, sql`select g.d::date::text as d,
      case when exists (select 1 from hea_checkup_org_schedule c where c.hea_checkup_org_no = o.hea_checkup_org_no and c.closed_yn = 'Y'
                          and g.d::date between c.start_ymd and c.end_ymd) then 0
           when s.schedule_no is null then o.daily_capacity
           when position(extract(dow from g.d)::int::text in s.closed_weekdays) > 0 then 0
           else coalesce(s.daily_capacity, o.daily_capacity) end as cap
    from generate_series(${fromYmd}::date, ${toYmd}::date, interval '1 day') g(d)
    join hea_checkup_org o on o.hea_checkup_org_no = ${orgNo}
    left join hea_checkup_org_schedule s on s.hea_checkup_org_no = o.hea_checkup_org_no and s.closed_yn = 'N' and g.d::date between s.start_ymd and s.end_ymd
    order by g.d`);
  return new Map(rows.map((r) => [r.d, Number(r.cap)]));
}

/** the hospital row, locked, inside the caller's plant scope (404 missing, 403 other plant or vendor) */
async function lockOrg(tx: DbOrTx, scope: DataScope, orgNo: number) {
  const rows = await queryRows<{ plant_cd: string; use_yn: string }>(tx, sql`select plant_cd, use_yn from hea_checkup_org where hea_checkup_org_no = ${orgNo} for update`);
  const o = rows[0];
  if (!o) throw badRequest([{ field: 'heaCheckupOrgNo', message: HEA_BASE_MESSAGES.scheduleOrgNotFound }], HEA_BASE_MESSAGES.scheduleOrgNotFound);
  assertPlantReachable(scope, o.plant_cd);
  return o;
}

/** a schedule of the caller's plant scope (lib/scoped-load): 404 missing, 403 another plant (vendors: never) */
async function loadSchedule(tx: DbOrTx, scope: DataScope, no: number) {
  await loadInScope(tx, scope, { select: sql`s.schedule_no`, from: sql`hea_checkup_org_schedule s`, key: sql`s.schedule_no = ${no}`, scope: { plant: sql`s.plant_cd` } });
  return toSchedule((await queryRows<Record<string, unknown>>(tx, scheduleSelect(sql`s.schedule_no = ${no}`)))[0]!);
}

/** open schedules (closedYn N) of one hospital never overlap; closures may lie over them and win */
async function assertNoOverlap(tx: DbOrTx, orgNo: number, b: { startYmd: string; endYmd: string; closedYn: string }, exceptNo: number | null) {
  if (b.closedYn === 'Y') return;
  const hit = await queryRows(tx, sql`select 1 from hea_checkup_org_schedule where hea_checkup_org_no = ${orgNo} and closed_yn = 'N'
    and start_ymd <= ${b.endYmd}::date and end_ymd >= ${b.startYmd}::date ${exceptNo ? sql`and schedule_no <> ${exceptNo}` : sql``} limit 1`);
  if (hit.length) throw badRequest([{ field: 'startYmd', message: HEA_BASE_MESSAGES.scheduleOverlap }], HEA_BASE_MESSAGES.scheduleOverlap);
}

/** base data: diseases, interview items, consultation types (resource framework) and hospital schedules */
export async function baseDataRoutes(app: FastifyInstance) {
  await resourceRoutes({ def: diseaseResource, table: heaDisease })(app);
  await resourceRoutes({ def: interviewItemResource, table: heaInterviewItem })(app);
  await resourceRoutes({ def: consultTypeResource, table: heaConsultType })(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const Params = z.object({ scheduleNo: z.coerce.number().int().min(1).max(2_147_483_647) });

  r.get(SCHED, {
    config: menuRead(M, HEA_MENU.checkupOrg),
    schema: { tags, summary: 'hospital schedules (plant scope), optionally of one hospital and touching a period',
      querystring: z.object({ heaCheckupOrgNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(), fromYmd: zYmd.optional(), toYmd: zYmd.optional() }),
      response: { 200: z.array(ZOrgSchedule) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M);
    const parts = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`s.plant_cd` });
    if (sw) parts.push(sw);
    if (q.heaCheckupOrgNo) parts.push(sql`s.hea_checkup_org_no = ${q.heaCheckupOrgNo}`);
    if (q.fromYmd) parts.push(sql`s.end_ymd >= ${q.fromYmd}::date`);
    if (q.toYmd) parts.push(sql`s.start_ymd <= ${q.toYmd}::date`);
    const rows = await queryRows<Record<string, unknown>>(app.db, scheduleSelect(sql.join(parts, sql` and `)));
    return rows.map(toSchedule);
  });

  r.post(SCHED, {
    config: menuWrite(M),
    schema: { tags, summary: 'add a hospital schedule (no overlap with the hospital\'s other ranges)', body: ZOrgScheduleInput, response: { 200: ZOrgSchedule } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const org = await lockOrg(tx, scope, b.heaCheckupOrgNo);
      await assertNoOverlap(tx, b.heaCheckupOrgNo, b, null);
      const [ins] = await tx.insert(heaCheckupOrgSchedule).values({
        heaCheckupOrgNo: b.heaCheckupOrgNo, plantCd: org.plant_cd, startYmd: b.startYmd, endYmd: b.endYmd, dailyCapacity: b.dailyCapacity,
        closedYn: b.closedYn, closedWeekdays: wdToText(b.closedWeekdays), remark: b.remark ?? null, createUserId: actor(req), updateUserId: actor(req),
      }).returning({ no: heaCheckupOrgSchedule.scheduleNo });
      const row = toSchedule((await queryRows<Record<string, unknown>>(tx, scheduleSelect(sql`s.schedule_no = ${ins!.no}`)))[0]!);
      await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaCheckupOrgSchedule', entityKey: String(ins!.no), after: row, ip: req.ip });
      return row;
    });
  });

  r.put(`${SCHED}/:scheduleNo`, {
    config: menuWrite(M),
    schema: { tags, summary: 'update a hospital schedule (version; stale → 409)', params: Params,
      body: ZOrgScheduleInput.and(z.object({ version: z.number().int().min(1) })), response: { 200: ZOrgSchedule } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.scheduleNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const before = await loadSchedule(tx, scope, no);
      // lock the old and (if moved) the new hospital in a fixed order
      for (const o of [...new Set([before.heaCheckupOrgNo, b.heaCheckupOrgNo])].sort((x, y) => x - y)) await lockOrg(tx, scope, o);
      const org = await lockOrg(tx, scope, b.heaCheckupOrgNo);
      if (before.version !== b.version) throw conflict();
      await assertNoOverlap(tx, b.heaCheckupOrgNo, b, no);
      await tx.update(heaCheckupOrgSchedule).set({
        heaCheckupOrgNo: b.heaCheckupOrgNo, plantCd: org.plant_cd, startYmd: b.startYmd, endYmd: b.endYmd, dailyCapacity: b.dailyCapacity, closedYn: b.closedYn,
        closedWeekdays: wdToText(b.closedWeekdays), remark: b.remark ?? null, version: before.version + 1, updateUserId: actor(req), updateDt: new Date(),
      }).where(and(eq(heaCheckupOrgSchedule.scheduleNo, no), eq(heaCheckupOrgSchedule.version, b.version)));
      const row = toSchedule((await queryRows<Record<string, unknown>>(tx, scheduleSelect(sql`s.schedule_no = ${no}`)))[0]!);
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaCheckupOrgSchedule', entityKey: String(no), before, after: row, ip: req.ip });
      return row;
    });
  });

  r.delete(`${SCHED}/:scheduleNo`, {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a hospital schedule (?version)', params: Params, querystring: z.object({ version: z.coerce.number().int().min(1) }),
      response: { 200: z.object({ scheduleNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.scheduleNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const before = await loadSchedule(tx, scope, no);
      await lockOrg(tx, scope, before.heaCheckupOrgNo);
      if (before.version !== req.query.version) throw conflict();
      await tx.delete(heaCheckupOrgSchedule).where(eq(heaCheckupOrgSchedule.scheduleNo, no));
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaCheckupOrgSchedule', entityKey: String(no), before, ip: req.ip });
      return { scheduleNo: no };
    });
  });
}
