import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEA_DUE_MENU, HEA_MENU, HEA_PLAN_MESSAGES, HEA_SPECIAL_CLASS, nextDue, ZDueAddInput, ZDueListQuery, ZDueRow, type TDueFactor, type TDueRow,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, outOfScope } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope } from '../../lib/scope.js';
import { assertPlanEditable } from './checkup-plan.routes.js';
import { heaCheckupUser } from './health.tables.js';
import { actor, loadPlan, menuScope } from './health.shared.js';
import { plantToday } from '../../lib/plant-time.js';

const BASE = '/api/hea/checkup/duelist';
const tags = ['hea special checkup due list'];
const DAY = 86_400_000;

/** today in Korea (the plants' calendar) */
const plusDays = (ymd: string, n: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

type DueFilter = { plantCd: string | null; deptCd?: string | undefined; hazardCd?: string | undefined; dueBeforeYmd: string; baseYmd: string };

/**
 * Workers exposed to a hazardous factor through their department's processes, with their next special-checkup due
 * date (earliest over all their factors) when it falls on or before dueBeforeYmd. A special checkup counts when it is a
 * result (checkup date) or a reservation day up to baseYmd in a special plan (HCC03) or as a target typed '…특수'.
 */
export async function findDue(db: DbOrTx, scope: DataScope, f: DueFilter): Promise<TDueRow[]> {
  const parts: SQL[] = [sql`u.user_type = 'U'`, sql`u.use_yn = 'Y'`, sql`u.retire_yn = 'N'`];
  const sw = scopeWhere(scope, { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` });
  if (sw) parts.push(sw);
  if (f.plantCd) parts.push(sql`u.plant_cd = ${f.plantCd}`);
  if (f.deptCd) parts.push(sql`u.dept_cd in ${deptSubtree(f.deptCd)}`);
  if (f.hazardCd) {
    parts.push(sql`exists (select 1 from com_dept_process dp join hea_process_hazard ph on ph.process_no = dp.process_no
      where dp.dept_cd = u.dept_cd and ph.hazard_cd = ${f.hazardCd})`);
  }
  const special = sql`(p.hea_checkup_class_cd = ${HEA_SPECIAL_CLASS} or cu.hea_checkup_type_nm like '%특수%')`;
  const rows = await queryRows<{
    user_id: string; user_nm: string; plant_cd: string; dept_cd: string | null; dept_nm: string | null; entry_ymd: string | null;
    process_nm: string | null; factors: string | TDueFactor[]; last_ymd: string | null; planned_nm: string | null;
  }>(db, sql`with exposed as (
      select distinct dp.dept_cd, h.hazard_cd, h.hazard_nm, h.first_exam_months, h.repeat_months
        from com_dept_process dp
        join com_process pr on pr.process_no = dp.process_no and pr.use_yn = 'Y'
        join hea_process_hazard ph on ph.process_no = dp.process_no
        join hea_hazard h on h.hazard_cd = ph.hazard_cd and h.use_yn = 'Y')
    select u.user_id, u.user_nm, u.plant_cd, u.dept_cd, d.dept_nm, u.entry_ymd,
      (select string_agg(pr.process_nm, ', ' order by pr.sort_order) from com_dept_process dp
         join com_process pr on pr.process_no = dp.process_no and pr.use_yn = 'Y' where dp.dept_cd = u.dept_cd) as process_nm,
      (select json_agg(json_build_object('hazardCd', e.hazard_cd, 'hazardNm', e.hazard_nm, 'firstExamMonths', e.first_exam_months,
          'repeatMonths', e.repeat_months) order by e.hazard_cd) from exposed e where e.dept_cd = u.dept_cd) as factors,
      (select max(x.d)::text from (
         select r.checkup_ymd as d from hea_checkup_result r join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no
           left join hea_checkup_user cu on cu.hea_checkup_plan_no = r.hea_checkup_plan_no and cu.user_id = r.user_id
          where r.user_id = u.user_id and r.checkup_ymd <= ${f.baseYmd}::date and ${special}
         union all
         select rv.rsrv_ymd from hea_checkup_reserve rv join hea_checkup_plan p on p.hea_checkup_plan_no = rv.hea_checkup_plan_no
           join hea_checkup_user cu on cu.hea_checkup_plan_no = rv.hea_checkup_plan_no and cu.user_id = rv.user_id
          where rv.user_id = u.user_id and rv.rsrv_ymd <= ${f.baseYmd}::date and ${special}) x) as last_ymd,
      (select p.hea_checkup_plan_nm from hea_checkup_user cu join hea_checkup_plan p on p.hea_checkup_plan_no = cu.hea_checkup_plan_no
        where cu.user_id = u.user_id and p.hea_checkup_class_cd = ${HEA_SPECIAL_CLASS} and p.hea_checkup_end_ymd >= ${f.baseYmd}::date
        order by p.hea_checkup_start_ymd limit 1) as planned_nm
    from com_user u left join com_dept d on d.dept_cd = u.dept_cd
    where ${sql.join(parts, sql` and `)} and exists (select 1 from exposed e where e.dept_cd = u.dept_cd)
    order by d.sort_order nulls last, u.user_nm, u.user_id`);
  const out: TDueRow[] = [];
  for (const r of rows) {
    const factors = (typeof r.factors === 'string' ? JSON.parse(r.factors) : r.factors) as TDueFactor[];
    const placement = r.entry_ymd && /^\d{8}$/.test(r.entry_ymd) ? `${r.entry_ymd.slice(0, 4)}-${r.entry_ymd.slice(4, 6)}-${r.entry_ymd.slice(6, 8)}` : null;
    const due = nextDue(factors.map((x) => ({ ...x, firstExamMonths: Number(x.firstExamMonths), repeatMonths: Number(x.repeatMonths) })), placement, r.last_ymd);
    if (!due || due.dueYmd > f.dueBeforeYmd) continue;
    const daysLeft = Math.round((Date.parse(due.dueYmd) - Date.parse(f.baseYmd)) / DAY);
    out.push({
      userId: r.user_id, userNm: r.user_nm, plantCd: r.plant_cd, deptCd: r.dept_cd, deptNm: r.dept_nm, processNm: r.process_nm,
      hazardNms: factors.map((x) => x.hazardNm).join(', '), hazardCd: due.hazardCd, hazardNm: factors.find((x) => x.hazardCd === due.hazardCd)!.hazardNm,
      placementYmd: placement, lastCheckupYmd: r.last_ymd, nextDueYmd: due.dueYmd, overdueYn: due.dueYmd < f.baseYmd ? 'Y' : 'N', daysLeft,
      plannedPlanNm: r.planned_nm,
    });
  }
  return out.sort((a, b) => (a.nextDueYmd < b.nextDueYmd ? -1 : a.nextDueYmd > b.nextDueYmd ? 1 : a.userId.localeCompare(b.userId)));
}

export async function dueListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: menuRead(HEA_DUE_MENU, HEA_MENU.checkupPlan),
    schema: { tags, summary: 'workers whose special checkup is due on or before dueBeforeYmd (default base + 30 days), overdue first',
      querystring: ZDueListQuery, response: { 200: z.array(ZDueRow) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, HEA_DUE_MENU);
    if (q.plantCd && !scope.allPlants && q.plantCd !== scope.plantCd) throw outOfScope();
    const baseYmd = q.baseYmd ?? plantToday();
    return findDue(app.db, scope, { plantCd: q.plantCd || null, deptCd: q.deptCd || undefined, hazardCd: q.hazardCd || undefined, baseYmd, dueBeforeYmd: q.dueBeforeYmd ?? plusDays(baseYmd, 30) });
  });

  r.post(`${BASE}/addtoplan`, {
    config: menuWrite(HEA_MENU.checkupPlan),
    schema: { tags, summary: 'add every due worker (same filters; due by the plan end by default) to a special plan in one transaction; existing targets are skipped',
      body: ZDueAddInput, response: { 200: z.object({ insertedCnt: z.number(), skippedCnt: z.number(), userIds: z.array(z.string()) }) } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, HEA_MENU.checkupPlan);
    return app.db.transaction(async (tx) => {
      // the plan row lock serialises this with other additions to the plan
      const plan = await loadPlan(tx, scope, b.heaCheckupPlanNo, true);
      if (plan.heaCheckupClassCd !== HEA_SPECIAL_CLASS) throw new AppError(400, HEA_PLAN_MESSAGES.dueNotSpecialPlan);
      await assertPlanEditable(tx, plan.heaCheckupPlanNo);
      const due = await findDue(tx, scope, {
        plantCd: plan.plantCd, deptCd: b.deptCd || undefined, hazardCd: b.hazardCd || undefined,
        baseYmd: b.baseYmd ?? plantToday(), dueBeforeYmd: b.dueBeforeYmd ?? plan.heaCheckupEndYmd,
      });
      const existing = new Set((await queryRows<{ user_id: string }>(tx, sql`select user_id from hea_checkup_user where hea_checkup_plan_no = ${plan.heaCheckupPlanNo}`)).map((x) => x.user_id));
      const add = due.filter((d) => !existing.has(d.userId));
      if (add.length) {
        const values = add.map((d) => ({
          heaCheckupPlanNo: plan.heaCheckupPlanNo, userId: d.userId, deptCd: d.deptCd, heaCheckupTypeNm: plan.heaCheckupClassNm ?? plan.heaCheckupClassCd,
          createUserId: actor(req), updateUserId: actor(req),
        }));
        await tx.insert(heaCheckupUser).values(values);
        await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaCheckupUser', entityKey: String(plan.heaCheckupPlanNo),
          after: { source: 'duelist', users: add.map((d) => ({ userId: d.userId, nextDueYmd: d.nextDueYmd, hazardCd: d.hazardCd })) }, ip: req.ip });
      }
      return { insertedCnt: add.length, skippedCnt: due.length - add.length, userIds: add.map((d) => d.userId) };
    });
  });
}
