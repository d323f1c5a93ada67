import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HEA_MENU, HEA_MESSAGES, HEA_PLAN_MESSAGES, ZCandidateRow, ZCandidateSearch, ZCheckupUser, ZCheckupUserAdd, type TCandidateRow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope } from '../../lib/scope.js';
import { assertPlanEditable } from './checkup-plan.routes.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { heaCheckupUser } from './health.tables.js';
import { actor, isUniqueViolation, likeContains, loadPlan, menuScope, type PlanHead } from './health.shared.js';

const BASE = '/api/hea/checkup/checkupusers';
const tags = ['hea checkup target'];
/** the general checkup class: workers of a hazard-exposed process get the combined general and special checkup */
const GENERAL_CLASS = 'HCC01';
const MAX_CANDIDATES = 5000;

type CandidateFilter = { deptCd?: string; processNo?: number; userNm?: string; age: string; prevYearCheckupUserYn: 'Y' | 'N'; userIds?: string[] };

/**
 * Non-target candidates of a plan: active plant users (user type U) of the plan's plant within the caller's
 * scope who are not targets of the plan yet. Age is the full age (만 나이) on the plan start date.
 */
export async function findCandidates(db: DbOrTx, scope: DataScope, plan: PlanHead, f: CandidateFilter): Promise<TCandidateRow[]> {
  const ageExpr = sql`case when u.birth_ymd ~ '^[0-9]{8}$' then date_part('year', age(${plan.heaCheckupStartYmd}::date, to_date(u.birth_ymd, 'YYYYMMDD')))::int end`;
  const parts: SQL[] = [
    sql`u.user_type = 'U'`, sql`u.use_yn = 'Y'`, sql`u.retire_yn = 'N'`, sql`u.plant_cd = ${plan.plantCd}`,
    sql`not exists (select 1 from hea_checkup_user cu where cu.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and cu.user_id = u.user_id)`,
  ];
  const sw = scopeWhere(scope, { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` });
  if (sw) parts.push(sw);
  if (f.deptCd) parts.push(sql`u.dept_cd in ${deptSubtree(f.deptCd)}`);
  if (f.processNo && f.processNo > 0) parts.push(sql`exists (select 1 from com_dept_process dp where dp.dept_cd = u.dept_cd and dp.process_no = ${f.processNo})`);
  if (f.userNm) parts.push(sql`u.user_nm like ${likeContains(f.userNm)}`);
  const band: Record<string, SQL> = {
    '2': sql`${ageExpr} between 20 and 29`, '3': sql`${ageExpr} between 30 and 39`, '4': sql`${ageExpr} between 40 and 49`, '5': sql`${ageExpr} >= 50`,
  };
  if (band[f.age]) parts.push(band[f.age]!);
  if (f.prevYearCheckupUserYn === 'Y') {
    // targets of a plan of the same class whose start lies in the previous calendar year
    parts.push(sql`not exists (select 1 from hea_checkup_user pu join hea_checkup_plan pp on pp.hea_checkup_plan_no = pu.hea_checkup_plan_no
      where pu.user_id = u.user_id and pp.hea_checkup_class_cd = ${plan.heaCheckupClassCd}
        and pp.hea_checkup_start_ymd >= make_date(${Number(plan.heaCheckupStartYmd.slice(0, 4)) - 1}, 1, 1)
        and pp.hea_checkup_start_ymd < make_date(${Number(plan.heaCheckupStartYmd.slice(0, 4))}, 1, 1))`);
  }
  if (f.userIds) parts.push(f.userIds.length ? sql`u.user_id in (${sql.join(f.userIds.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  const rows = await queryRows<{
    user_id: string; user_nm: string; dept_cd: string | null; dept_nm: string | null; entry_ymd: string | null; phone_no: string | null;
    office_tel: string | null; process_nm: string | null; exposed: boolean; age: number | null;
  }>(db, sql`select u.user_id, u.user_nm, u.dept_cd, d.dept_nm, u.entry_ymd, u.phone_no, u.office_tel, ${ageExpr} as age,
      (select string_agg(pr.process_nm, ', ' order by pr.sort_order) from com_dept_process dp
         join com_process pr on pr.process_no = dp.process_no and pr.use_yn = 'Y' where dp.dept_cd = u.dept_cd) as process_nm,
      exists (select 1 from com_dept_process dp join hea_process_hazard ph on ph.process_no = dp.process_no
         join hea_hazard h on h.hazard_cd = ph.hazard_cd and h.use_yn = 'Y' where dp.dept_cd = u.dept_cd) as exposed
    from com_user u left join com_dept d on d.dept_cd = u.dept_cd
    where ${sql.join(parts, sql` and `)}
    order by d.sort_order nulls last, u.user_nm, u.user_id
    limit ${MAX_CANDIDATES}`);
  const classNm = plan.heaCheckupClassNm ?? plan.heaCheckupClassCd;
  return rows.map((r) => ({
    heaCheckupTypeNm: plan.heaCheckupClassCd === GENERAL_CLASS && r.exposed ? `${classNm}+특수` : classNm,
    processNm: r.process_nm, deptNm: r.dept_nm, userId: r.user_id, userNm: r.user_nm,
    // entryYmd is stored as YYYYMMDD; the grid shows YYYY-MM-DD
    entryYmd: r.entry_ymd && /^\d{8}$/.test(r.entry_ymd) ? `${r.entry_ymd.slice(0, 4)}-${r.entry_ymd.slice(4, 6)}-${r.entry_ymd.slice(6, 8)}` : r.entry_ymd,
    phoneNo: r.phone_no, officeTel: r.office_tel, deptCd: r.dept_cd, age: r.age === null ? null : Number(r.age),
  }));
}

export async function checkupTargetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/nontargets`, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'non-target candidate list of a plan (spec §3 search parameters; response is an array)', querystring: ZCandidateSearch,
      response: { 200: z.array(ZCandidateRow) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const plan = await loadPlan(app.db, scope, q.heaCheckupPlanNo);
    return findCandidates(app.db, scope, plan, { deptCd: q.deptCd || undefined, processNo: q.processNo, userNm: q.userNm || undefined, age: q.age, prevYearCheckupUserYn: q.prevYearCheckupUserYn });
  });

  r.get(BASE, {
    config: menuRead(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'targets of a plan', querystring: z.object({ heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { 200: z.array(ZCheckupUser) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const plan = await loadPlan(app.db, scope, req.query.heaCheckupPlanNo);
    const sw = scopeWhere(scope, { dept: sql`cu.dept_cd` });
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`select cu.hea_checkup_plan_no as "heaCheckupPlanNo", cu.user_id as "userId", u.user_nm as "userNm",
        d.dept_nm as "deptNm", cu.hea_checkup_type_nm as "heaCheckupTypeNm", cu.create_user_id as "createUserId",
        to_char(cu.create_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createDt"
      from hea_checkup_user cu left join com_user u on u.user_id = cu.user_id left join com_dept d on d.dept_cd = cu.dept_cd
      where cu.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} ${sw ? sql`and ${sw}` : sql``}
      order by d.sort_order nulls last, u.user_nm, cu.user_id`);
    return rows.map((x) => ({ ...x, heaCheckupPlanNo: Number(x.heaCheckupPlanNo) })) as z.infer<typeof ZCheckupUser>[];
  });

  r.post(BASE, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'add selected candidates as targets (createUserId/updateUserId from the token; duplicates refused)', body: ZCheckupUserAdd,
      response: { 200: z.object({ insertedCnt: z.number() }) } },
  }, async (req) => {
    const rows = req.body;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    const byPlan = new Map<number, string[]>();
    for (const row of rows) byPlan.set(row.heaCheckupPlanNo, [...(byPlan.get(row.heaCheckupPlanNo) ?? []), row.userId]);
    try {
      return await app.db.transaction(async (tx) => {
        let inserted = 0;
        for (const [planNo, userIds] of byPlan) {
          if (new Set(userIds).size !== userIds.length) throw conflict(HEA_MESSAGES.duplicateTarget);
          // the plan row lock serialises concurrent additions to one plan
          const plan = await loadPlan(tx, scope, planNo, true);
          await assertPlanEditable(tx, planNo);
          const dup = await queryRows(tx, sql`select 1 from hea_checkup_user where hea_checkup_plan_no = ${planNo}
            and user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) limit 1`);
          if (dup.length) throw conflict(HEA_MESSAGES.duplicateTarget);
          // every selected user must still be a candidate the caller may see (plant, active, scope)
          const cands = await findCandidates(tx, scope, plan, { age: '0', prevYearCheckupUserYn: 'N', userIds });
          if (cands.length !== userIds.length) throw new AppError(400, HEA_MESSAGES.notCandidate);
          const values = cands.map((c) => ({
            heaCheckupPlanNo: planNo, userId: c.userId, deptCd: c.deptCd, heaCheckupTypeNm: c.heaCheckupTypeNm,
            createUserId: actor(req), updateUserId: actor(req),
          }));
          await tx.insert(heaCheckupUser).values(values);
          await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaCheckupUser', entityKey: String(planNo), after: values, ip: req.ip });
          inserted += values.length;
        }
        return { insertedCnt: inserted };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(HEA_MESSAGES.duplicateTarget);
      throw err;
    }
  });

  r.delete(`${BASE}/:heaCheckupPlanNo/:userId`, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'remove a target from a plan (refused once a reservation or a result exists)',
      params: z.object({ heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647), userId: z.string().trim().min(1).max(50) }),
      response: { 200: z.object({ heaCheckupPlanNo: z.number(), userId: z.string() }) } },
  }, async (req) => {
    const { heaCheckupPlanNo, userId } = req.params;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    return app.db.transaction(async (tx) => {
      // the plan row lock serialises removal with reservations being added through the plan's targets
      const plan = await loadPlan(tx, scope, heaCheckupPlanNo, true);
      await assertPlanEditable(tx, plan.heaCheckupPlanNo);
      // the target row through the scoped loader: the plan's plant and the target's department
      const row = await loadInScope<{ dept_cd: string | null; hea_checkup_type_nm: string }>(tx, scope, {
        select: sql`cu.dept_cd, cu.hea_checkup_type_nm`,
        from: sql`hea_checkup_user cu join hea_checkup_plan p on p.hea_checkup_plan_no = cu.hea_checkup_plan_no`,
        key: sql`cu.hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and cu.user_id = ${userId}`,
        scope: { plant: sql`p.plant_cd`, dept: sql`cu.dept_cd` }, lock: sql`for update of cu`, notFoundMessage: HEA_PLAN_MESSAGES.targetNotFound,
      });
      const used = await queryRows(tx, sql`select 1 from hea_checkup_reserve where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id = ${userId}
        union all select 1 from hea_checkup_result where hea_checkup_plan_no = ${plan.heaCheckupPlanNo} and user_id = ${userId} limit 1`);
      if (used.length) throw new AppError(409, HEA_PLAN_MESSAGES.targetHasReserve);
      await tx.delete(heaCheckupUser).where(and(eq(heaCheckupUser.heaCheckupPlanNo, plan.heaCheckupPlanNo), eq(heaCheckupUser.userId, userId)));
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaCheckupUser', entityKey: `${plan.heaCheckupPlanNo}:${userId}`,
        before: { heaCheckupPlanNo: plan.heaCheckupPlanNo, userId, deptCd: row.dept_cd, heaCheckupTypeNm: row.hea_checkup_type_nm }, ip: req.ip });
      return { heaCheckupPlanNo: plan.heaCheckupPlanNo, userId };
    });
  });
}
