import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEA_CONSENT_TEXT, HEA_MENU, HEA_MESSAGES, HEA_PLAN_MESSAGES, ZReserveBatchInput, ZReserveChangeInput } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, type DataScope } from '../../lib/scope.js';
import { capacityByDay } from './basedata.routes.js';
import { loadReserve } from './checkup-reserve.routes.js';
import { heaCheckupConsent, heaCheckupReserve } from './health.tables.js';
import { actor, isUniqueViolation, loadPlan, menuScope, type PlanHead } from './health.shared.js';

const BASE = '/api/hea/checkup/checkupreserves';
const tags = ['hea checkup reservation'];
const M = HEA_MENU.checkupReserve;

/** the plan's hospital in use, the day inside the plan period and open; returns the day's capacity */
async function checkOrgAndDay(tx: DbOrTx, plan: PlanHead, orgNo: number, ymd: string): Promise<number> {
  const org = await queryRows<{ cap: number }>(tx, sql`select o.daily_capacity as cap from hea_checkup_plan_org po join hea_checkup_org o on o.hea_checkup_org_no = po.hea_checkup_org_no
    where po.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and po.hea_checkup_org_no = ${orgNo} and o.use_yn = 'Y'`);
  if (!org[0]) throw badRequest([{ field: 'heaCheckedOrgNo', message: HEA_MESSAGES.reserveOrgNotInPlan }], HEA_MESSAGES.reserveOrgNotInPlan);
  if (ymd < plan.heaCheckupStartYmd || ymd > plan.heaCheckupEndYmd) throw badRequest([{ field: 'rsrvYmd', message: HEA_MESSAGES.reserveOutsidePlan }], HEA_MESSAGES.reserveOutsidePlan);
  const cap = (await capacityByDay(tx, orgNo, ymd, ymd)).get(ymd) ?? Number(org[0].cap);
  if (cap < 1) throw badRequest([{ field: 'rsrvYmd', message: HEA_PLAN_MESSAGES.reserveClosedDay }], HEA_PLAN_MESSAGES.reserveClosedDay);
  return cap;
}

/** take n places of a hospital day at once, or none: one conditional upsert under the day row's lock */
async function takeSlots(tx: DbOrTx, orgNo: number, ymd: string, n: number, cap: number): Promise<boolean> {
  const slot = await queryRows(tx, sql`insert into hea_rsrv_day (hea_checkup_org_no, rsrv_ymd, reserved_cnt)
    select ${orgNo}, ${ymd}::date, ${n} where ${n} <= ${cap}
    on conflict (hea_checkup_org_no, rsrv_ymd) do update set reserved_cnt = hea_rsrv_day.reserved_cnt + ${n}
    where hea_rsrv_day.reserved_cnt + ${n} <= ${cap}
    returning reserved_cnt`);
  return slot.length > 0;
}

async function assertDeptScope(tx: DbOrTx, scope: DataScope, deptCds: (string | null)[]) {
  if (scope.allDepts) return;
  const ok = await queryRows<{ dept_cd: string }>(tx, sql`select dept_cd from ${deptSubtree(scope.deptCd)} s`);
  const set = new Set(ok.map((x) => x.dept_cd));
  if (deptCds.some((d) => !d || !set.has(d))) throw forbidden();
}

/**
 * Batch reservation (manager) and change of a reservation. A manager books on behalf of workers: each worker's
 * consent is recorded per worker (agreeYn Y = the worker's signed consent form is on file), with the legal text and the
 * manager as recorder. Both are one transaction; capacity is taken all at once (batch) or before the old slot is freed.
 */
export async function checkupReserveBatchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/batch`, {
    config: menuWrite(M),
    schema: { tags, summary: 'book several targets on one hospital and day: all or nothing against the capacity; consent per worker', body: ZReserveBatchInput,
      response: { 200: z.object({ reservedCnt: z.number(), heaCheckupReserveNos: z.array(z.number()) }) } },
  }, async (req) => {
    const b = req.body;
    const me = actor(req);
    if (b.users.some((u) => u.agreeYn !== 'Y')) throw badRequest([{ field: 'users', message: HEA_PLAN_MESSAGES.batchConsentRequired }], HEA_PLAN_MESSAGES.batchConsentRequired);
    const ids = b.users.map((u) => u.userId);
    if (new Set(ids).size !== ids.length) throw badRequest([{ field: 'users', message: HEA_PLAN_MESSAGES.batchDuplicateUser }], HEA_PLAN_MESSAGES.batchDuplicateUser);
    const scope = await menuScope(app.db, req, M);
    try {
      return await app.db.transaction(async (tx) => {
        const plan = await loadPlan(tx, scope, b.heaCheckupPlanNo);
        const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
        const targets = await queryRows<{ user_id: string; dept_cd: string | null }>(tx, sql`select user_id, dept_cd from hea_checkup_user
          where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id in (${idList}) order by user_id for key share`);
        if (targets.length !== ids.length) throw badRequest([{ field: 'users', message: HEA_MESSAGES.reserveNotTarget }], HEA_MESSAGES.reserveNotTarget);
        await assertDeptScope(tx, scope, targets.map((x) => x.dept_cd));
        const cap = await checkOrgAndDay(tx, plan, b.heaCheckedOrgNo, b.rsrvYmd);
        const dup = await queryRows(tx, sql`select 1 from hea_checkup_reserve where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id in (${idList}) limit 1`);
        if (dup.length) throw conflict(HEA_MESSAGES.reserveDuplicate);
        if (!(await takeSlots(tx, b.heaCheckedOrgNo, b.rsrvYmd, ids.length, cap))) {
          const cur = await queryRows<{ n: number }>(tx, sql`select reserved_cnt as n from hea_rsrv_day where hea_checkup_org_no = ${b.heaCheckedOrgNo} and rsrv_ymd = ${b.rsrvYmd}::date`);
          const available = Math.max(0, cap - Number(cur[0]?.n ?? 0));
          throw new AppError(409, HEA_PLAN_MESSAGES.batchFull.replace('{available}', String(available)).replace('{requested}', String(ids.length)), 'RESERVE_FULL');
        }
        const ins = await tx.insert(heaCheckupReserve).values(ids.map((userId) => ({
          heaCheckupPlanNo: plan.heaCheckupPlanNo, userId, heaCheckedOrgNo: b.heaCheckedOrgNo, rsrvYmd: b.rsrvYmd, plantCd: plan.plantCd, createUserId: me, updateUserId: me,
        }))).returning({ no: heaCheckupReserve.heaCheckupReserveNo, userId: heaCheckupReserve.userId });
        await tx.insert(heaCheckupConsent).values(ins.map((x) => ({
          heaCheckupReserveNo: x.no, heaCheckupPlanNo: plan.heaCheckupPlanNo, heaCheckedOrgNo: b.heaCheckedOrgNo, userId: x.userId, agreeYn: 'Y',
          consentText: HEA_CONSENT_TEXT, createUserId: me, updateUserId: me,
        })));
        await writeAudit(tx, { userId: me, action: 'CREATE', entity: 'heaCheckupReserve', entityKey: `batch:${plan.heaCheckupPlanNo}`,
          after: { heaCheckedOrgNo: b.heaCheckedOrgNo, rsrvYmd: b.rsrvYmd, reservations: ins.map((x) => ({ heaCheckupReserveNo: x.no, userId: x.userId, consent: 'Y' })) }, ip: req.ip });
        return { reservedCnt: ins.length, heaCheckupReserveNos: ins.map((x) => x.no) };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(HEA_MESSAGES.reserveDuplicate);
      throw err;
    }
  });

  r.put(`${BASE}/:heaCheckupReserveNo`, {
    config: menuRead(M),
    schema: { tags, summary: 'change the hospital and/or day of a reservation (own, or any in scope with write rights); the new place is taken before the old is freed',
      params: z.object({ heaCheckupReserveNo: z.coerce.number().int().min(1).max(2_147_483_647) }), body: ZReserveChangeInput,
      response: { 200: z.object({ heaCheckupReserveNo: z.number(), heaCheckedOrgNo: z.number(), rsrvYmd: z.string(), version: z.number() }) } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.heaCheckupReserveNo;
    const me = actor(req);
    const manager = req.menuRights?.canWrite === true;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const row = await loadReserve(tx, scope, no, me, manager);
      const plan = await loadPlan(tx, scope, row.heaCheckupPlanNo);
      if (row.version !== b.version) throw conflict();
      const orgChanged = row.heaCheckedOrgNo !== b.heaCheckedOrgNo;
      if (!orgChanged && row.rsrvYmd === b.rsrvYmd) throw badRequest([{ field: 'rsrvYmd', message: HEA_PLAN_MESSAGES.reserveUnchanged }], HEA_PLAN_MESSAGES.reserveUnchanged);
      if (orgChanged && b.agreeYn !== 'Y') throw badRequest([{ field: 'agreeYn', message: HEA_PLAN_MESSAGES.reserveChangeConsent }], HEA_PLAN_MESSAGES.reserveChangeConsent);
      const cap = await checkOrgAndDay(tx, plan, b.heaCheckedOrgNo, b.rsrvYmd);
      // make sure both day rows exist, then lock them in a fixed order so two opposite changes cannot deadlock
      await queryRows(tx, sql`insert into hea_rsrv_day (hea_checkup_org_no, rsrv_ymd, reserved_cnt) values (${b.heaCheckedOrgNo}, ${b.rsrvYmd}::date, 0)
        on conflict (hea_checkup_org_no, rsrv_ymd) do nothing`);
      await queryRows(tx, sql`select 1 from hea_rsrv_day where (hea_checkup_org_no, rsrv_ymd) in ((${row.heaCheckedOrgNo}, ${row.rsrvYmd}::date), (${b.heaCheckedOrgNo}, ${b.rsrvYmd}::date))
        order by hea_checkup_org_no, rsrv_ymd for update`);
      if (!(await takeSlots(tx, b.heaCheckedOrgNo, b.rsrvYmd, 1, cap))) throw new AppError(409, HEA_MESSAGES.reserveFull, 'RESERVE_FULL');
      await queryRows(tx, sql`update hea_rsrv_day set reserved_cnt = greatest(reserved_cnt - 1, 0) where hea_checkup_org_no = ${row.heaCheckedOrgNo} and rsrv_ymd = ${row.rsrvYmd}::date`);
      await tx.update(heaCheckupReserve).set({ heaCheckedOrgNo: b.heaCheckedOrgNo, rsrvYmd: b.rsrvYmd, version: row.version + 1, updateUserId: me, updateDt: new Date() })
        .where(and(eq(heaCheckupReserve.heaCheckupReserveNo, no), eq(heaCheckupReserve.version, row.version)));
      if (orgChanged) {
        // fresh consent for the new hospital (text snapshot, who recorded it and when)
        await tx.update(heaCheckupConsent).set({ heaCheckedOrgNo: b.heaCheckedOrgNo, agreeYn: 'Y', consentText: HEA_CONSENT_TEXT, agreeDt: new Date(), updateUserId: me, updateDt: new Date() })
          .where(eq(heaCheckupConsent.heaCheckupReserveNo, no));
      }
      const after = { heaCheckupReserveNo: no, heaCheckedOrgNo: b.heaCheckedOrgNo, rsrvYmd: b.rsrvYmd, version: row.version + 1 };
      await writeAudit(tx, { userId: me, action: 'UPDATE', entity: 'heaCheckupReserve', entityKey: String(no),
        before: { heaCheckedOrgNo: row.heaCheckedOrgNo, rsrvYmd: row.rsrvYmd, version: row.version }, after: { ...after, consentRenewed: orgChanged }, ip: req.ip });
      return after;
    });
  });
}
