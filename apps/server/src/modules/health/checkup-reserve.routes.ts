import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEA_CONSENT_TEXT, HEA_MENU, HEA_MESSAGES, HEA_PLAN_MESSAGES, ZReserve, ZReserveInput, ZRsrvDate, zYmd } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { menuRead } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { capacityByDay } from './basedata.routes.js';
import { heaCheckupConsent, heaCheckupReserve, heaRsrvDay } from './health.tables.js';
import { actor, isUniqueViolation, loadPlan, menuScope } from './health.shared.js';

const BASE = '/api/hea/checkup/checkupreserves';
const tags = ['hea checkup reservation'];
const M = HEA_MENU.checkupReserve;

const ZReserveList = z.array(ZReserve.extend({
  heaCheckupReserveNo: z.number().nullable(),
  heaCheckedOrgNo: z.number().nullable(),
  rsrvYmd: z.string().nullable(),
  createUserId: z.string().nullable(),
  createDt: z.string().nullable(),
  heaCheckupPlanPeriod: z.string(),
  version: z.number().nullable(),
  hospitals: z.array(z.object({ heaCheckupOrgNo: z.number(), heaCheckupOrgNm: z.string(), dailyCapacity: z.number() })),
}));

type ReserveRow = typeof heaCheckupReserve.$inferSelect;
/**
 * One reservation for a change or a cancel, locked (issue 13: both paths load it here, so both check the same scope):
 * 404 missing; a read-only caller reaches their own only (403 with the spec text); a manager reaches reservations
 * of their plant and, for other people's, of their department subtree (the target's department on the plan).
 */
export async function loadReserve(tx: DbOrTx, scope: DataScope, no: number, me: string, manager: boolean): Promise<ReserveRow> {
  const [row] = await tx.select().from(heaCheckupReserve).where(eq(heaCheckupReserve.heaCheckupReserveNo, no)).for('update');
  if (!row) throw notFound();
  if (!manager && row.userId !== me) throw forbidden(HEA_MESSAGES.reserveOnlySelf);
  await loadInScope(tx, scope, {
    select: sql`r.hea_checkup_reserve_no`,
    from: sql`hea_checkup_reserve r join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no
      left join hea_checkup_user cu on cu.hea_checkup_plan_no = r.hea_checkup_plan_no and cu.user_id = r.user_id`,
    key: sql`r.hea_checkup_reserve_no = ${no}`, scope: { plant: sql`p.plant_cd`, dept: sql`cu.dept_cd` }, own: sql`r.user_id = ${me}`,
  });
  return row;
}

/**
 * Reservations (menu HEA_CHECKUP_RESERVE). Read rights let a worker see and book their own checkup; write rights
 * (health manager) allow booking for any target in the caller's scope. Capacity is one conditional upsert on
 * hea_rsrv_day, so of two bookings for the last slot exactly one succeeds.
 */
export async function checkupReserveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: menuRead(M),
    schema: { tags, summary: 'targets with their reservation: own rows for read-only users, the scope for managers',
      querystring: z.object({ heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(), userNm: z.string().trim().max(100).optional() }),
      response: { 200: ZReserveList } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M);
    const manager = req.menuRights?.canWrite === true;
    const parts = [sql`true`];
    if (!manager) parts.push(sql`cu.user_id = ${actor(req)}`);
    const sw = scopeWhere(scope, { plant: sql`p.plant_cd`, dept: sql`cu.dept_cd` });
    if (manager && sw) parts.push(sw);
    if (!manager && scope.vendorCd !== null) parts.push(sql`false`);
    if (req.query.heaCheckupPlanNo) parts.push(sql`cu.hea_checkup_plan_no = ${req.query.heaCheckupPlanNo}`);
    if (req.query.userNm) parts.push(sql`u.user_nm like ${`%${req.query.userNm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select r.hea_checkup_reserve_no as "heaCheckupReserveNo", cu.hea_checkup_plan_no as "heaCheckupPlanNo",
        p.hea_checkup_plan_nm as "heaCheckupPlanNm", p.hea_checkup_start_ymd::text || ' ~ ' || p.hea_checkup_end_ymd::text as "heaCheckupPlanPeriod",
        cu.user_id as "userId", u.user_nm as "userNm", r.hea_checked_org_no as "heaCheckedOrgNo", o.hea_checkup_org_nm as "heaCheckupOrgNm",
        r.rsrv_ymd::text as "rsrvYmd", c.agree_yn as "agreeYn", r.create_user_id as "createUserId", r.version,
        to_char(r.create_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createDt",
        coalesce((select json_agg(json_build_object('heaCheckupOrgNo', po.hea_checkup_org_no, 'heaCheckupOrgNm', oo.hea_checkup_org_nm, 'dailyCapacity', oo.daily_capacity) order by oo.hea_checkup_org_nm)
          from hea_checkup_plan_org po join hea_checkup_org oo on oo.hea_checkup_org_no = po.hea_checkup_org_no
          where po.hea_checkup_plan_no = p.hea_checkup_plan_no and oo.use_yn = 'Y'), '[]'::json) as hospitals
      from hea_checkup_user cu
      join hea_checkup_plan p on p.hea_checkup_plan_no = cu.hea_checkup_plan_no
      left join com_user u on u.user_id = cu.user_id
      left join hea_checkup_reserve r on r.hea_checkup_plan_no = cu.hea_checkup_plan_no and r.user_id = cu.user_id
      left join hea_checkup_org o on o.hea_checkup_org_no = r.hea_checked_org_no
      left join hea_checkup_consent c on c.hea_checkup_reserve_no = r.hea_checkup_reserve_no
      where ${sql.join(parts, sql` and `)}
      order by p.hea_checkup_start_ymd desc, p.hea_checkup_plan_no desc, u.user_nm, cu.user_id
      limit 2000`);
    return rows.map((x) => ({
      ...x,
      heaCheckupPlanNo: Number(x.heaCheckupPlanNo),
      heaCheckupReserveNo: x.heaCheckupReserveNo === null ? null : Number(x.heaCheckupReserveNo),
      heaCheckedOrgNo: x.heaCheckedOrgNo === null ? null : Number(x.heaCheckedOrgNo),
      version: x.version === null ? null : Number(x.version),
      hospitals: typeof x.hospitals === 'string' ? JSON.parse(x.hospitals) : x.hospitals,
    })) as z.infer<typeof ZReserveList>;
  });

  r.get('/api/hea/checkup/rsrvdates', {
    config: menuRead(M, HEA_MENU.checkupPlan),
    schema: { tags, summary: 'capacity per day of a hospital (at most 92 days)',
      querystring: z.object({ heaCheckedOrgNo: z.coerce.number().int().min(1).max(2_147_483_647), fromYmd: zYmd, toYmd: zYmd })
        .refine((q) => q.fromYmd <= q.toYmd && (Date.parse(q.toYmd) - Date.parse(q.fromYmd)) / 86_400_000 <= 92),
      response: { 200: z.array(ZRsrvDate) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M);
    const org = await queryRows<{ plant_cd: string; cap: number }>(app.db, sql`select plant_cd, daily_capacity as cap from hea_checkup_org where hea_checkup_org_no = ${q.heaCheckedOrgNo}`);
    if (!org[0]) throw notFound();
    assertPlantReachable(scope, org[0].plant_cd);
    const caps = await capacityByDay(app.db, q.heaCheckedOrgNo, q.fromYmd, q.toYmd);
    const rows = await queryRows<{ d: string; n: number }>(app.db, sql`select g.d::date::text as d, coalesce(x.reserved_cnt, 0)::int as n
      from generate_series(${q.fromYmd}::date, ${q.toYmd}::date, interval '1 day') g(d)
      left join hea_rsrv_day x on x.hea_checkup_org_no = ${q.heaCheckedOrgNo} and x.rsrv_ymd = g.d::date order by g.d`);
    // a schedule may lower the capacity below what is already booked: nothing is available then, bookings stay
    return rows.map((x) => {
      const cap = caps.get(x.d) ?? Number(org[0]!.cap);
      return { rsrvYmd: x.d, capacity: cap, reservedCnt: Number(x.n), availableCnt: Math.max(0, cap - Number(x.n)) };
    });
  });

  r.post(BASE, {
    config: menuRead(M),
    schema: { tags, summary: 'reserve a checkup with the result-use consent (agreeYn must be Y); capacity per hospital and day', body: ZReserveInput,
      response: { 200: ZReserve } },
  }, async (req) => {
    const b = req.body;
    if (b.agreeYn !== 'Y') throw badRequest([{ field: 'agreeYn', message: HEA_MESSAGES.consentRequired }], HEA_MESSAGES.consentRequired);
    const me = actor(req);
    const manager = req.menuRights?.canWrite === true;
    const userId = b.userId ?? me;
    if (!manager && userId !== me) throw forbidden(HEA_MESSAGES.reserveOnlySelf);
    const scope = await menuScope(app.db, req, M);
    try {
      return await app.db.transaction(async (tx) => {
        const plan = await loadPlan(tx, scope, b.heaCheckupPlanNo);
        // key-share lock: a concurrent target removal waits for this booking (and then sees it)
        const target = await queryRows<{ dept_cd: string | null }>(tx, sql`select dept_cd from hea_checkup_user where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id = ${userId} for key share`);
        if (!target[0]) throw badRequest([{ field: 'userId', message: HEA_MESSAGES.reserveNotTarget }], HEA_MESSAGES.reserveNotTarget);
        if (manager && userId !== me && !scope.allDepts) {
          const inDept = await queryRows(tx, sql`select 1 from ${deptSubtree(scope.deptCd)} s where s.dept_cd = ${target[0].dept_cd}`);
          if (!inDept.length) throw forbidden();
        }
        const org = await queryRows<{ cap: number }>(tx, sql`select o.daily_capacity as cap from hea_checkup_plan_org po join hea_checkup_org o on o.hea_checkup_org_no = po.hea_checkup_org_no
          where po.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and po.hea_checkup_org_no = ${b.heaCheckedOrgNo} and o.use_yn = 'Y'`);
        if (!org[0]) throw badRequest([{ field: 'heaCheckedOrgNo', message: HEA_MESSAGES.reserveOrgNotInPlan }], HEA_MESSAGES.reserveOrgNotInPlan);
        if (b.rsrvYmd < plan.heaCheckupStartYmd || b.rsrvYmd > plan.heaCheckupEndYmd) {
          throw badRequest([{ field: 'rsrvYmd', message: HEA_MESSAGES.reserveOutsidePlan }], HEA_MESSAGES.reserveOutsidePlan);
        }
        const existing = await queryRows(tx, sql`select 1 from hea_checkup_reserve where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id = ${userId}`);
        if (existing.length) throw conflict(HEA_MESSAGES.reserveDuplicate);
        const cap = (await capacityByDay(tx, b.heaCheckedOrgNo, b.rsrvYmd, b.rsrvYmd)).get(b.rsrvYmd) ?? Number(org[0].cap);
        if (cap < 1) throw badRequest([{ field: 'rsrvYmd', message: HEA_PLAN_MESSAGES.reserveClosedDay }], HEA_PLAN_MESSAGES.reserveClosedDay);
        // atomic capacity guard: the row lock of the day's counter serialises concurrent bookings
        const slot = await queryRows<{ n: number }>(tx, sql`insert into hea_rsrv_day (hea_checkup_org_no, rsrv_ymd, reserved_cnt)
          select ${b.heaCheckedOrgNo}, ${b.rsrvYmd}::date, 1 where ${cap} >= 1
          on conflict (hea_checkup_org_no, rsrv_ymd) do update set reserved_cnt = hea_rsrv_day.reserved_cnt + 1
          where hea_rsrv_day.reserved_cnt < ${cap}
          returning reserved_cnt as n`);
        if (!slot.length) throw new AppError(409, HEA_MESSAGES.reserveFull, 'RESERVE_FULL');
        const [ins] = await tx.insert(heaCheckupReserve).values({
          heaCheckupPlanNo: plan.heaCheckupPlanNo, userId, heaCheckedOrgNo: b.heaCheckedOrgNo, rsrvYmd: b.rsrvYmd, plantCd: plan.plantCd,
          createUserId: me, updateUserId: me,
        }).returning();
        await tx.insert(heaCheckupConsent).values({
          heaCheckupReserveNo: ins!.heaCheckupReserveNo, heaCheckupPlanNo: plan.heaCheckupPlanNo, heaCheckedOrgNo: b.heaCheckedOrgNo,
          userId, agreeYn: 'Y', consentText: HEA_CONSENT_TEXT, createUserId: me, updateUserId: me,
        });
        const out = {
          heaCheckupReserveNo: ins!.heaCheckupReserveNo, heaCheckupPlanNo: plan.heaCheckupPlanNo, heaCheckupPlanNm: plan.heaCheckupPlanNm, userId,
          userNm: null, heaCheckedOrgNo: b.heaCheckedOrgNo, heaCheckupOrgNm: null, rsrvYmd: b.rsrvYmd, agreeYn: 'Y', createUserId: me,
          createDt: ins!.createDt.toISOString(),
        };
        await writeAudit(tx, { userId: me, action: 'CREATE', entity: 'heaCheckupReserve', entityKey: String(ins!.heaCheckupReserveNo), after: { ...out, consent: 'Y' }, ip: req.ip });
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(HEA_MESSAGES.reserveDuplicate);
      throw err;
    }
  });

  r.delete(`${BASE}/:heaCheckupReserveNo`, {
    config: menuRead(M),
    schema: { tags, summary: 'cancel a reservation (own, or any in scope with write rights); frees the slot', params: z.object({ heaCheckupReserveNo: z.coerce.number().int().min(1).max(2_147_483_647) }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ heaCheckupReserveNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.heaCheckupReserveNo;
    const me = actor(req);
    const manager = req.menuRights?.canWrite === true;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const row = await loadReserve(tx, scope, no, me, manager);
      if (row.version !== req.query.version) throw conflict();
      await tx.delete(heaCheckupReserve).where(eq(heaCheckupReserve.heaCheckupReserveNo, no));
      await tx.update(heaRsrvDay).set({ reservedCnt: sql`greatest(${heaRsrvDay.reservedCnt} - 1, 0)` })
        .where(and(eq(heaRsrvDay.heaCheckupOrgNo, row.heaCheckedOrgNo), eq(heaRsrvDay.rsrvYmd, row.rsrvYmd)));
      await writeAudit(tx, { userId: me, action: 'DELETE', entity: 'heaCheckupReserve', entityKey: String(no), before: row, ip: req.ip });
      return { heaCheckupReserveNo: no };
    });
  });
}
