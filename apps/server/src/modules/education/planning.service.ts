import { sql } from 'drizzle-orm';
import { EDU_MESSAGES, eduPeriod, PLANT_CODE_GROUP, type TEduHalf, type TEduPlanActual } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { deptSubtree } from '../../lib/scope.js';
import { loadMenuRights, type Principal } from '../auth/principal.js';

/** active plant employees (the ledger's population): not vendors, administrators, retired or switched-off users */
const ACTIVE_WORKER = sql`u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.admin_yn = 'N'`;
const r1 = (n: number) => Math.round(n * 10) / 10;
const pct = (done: number, planned: number) => (planned > 0 ? Math.round((done / planned) * 1000) / 10 : 0);

/** a group of the plant (a session's or a plan's target): 400 when it is another plant's */
export async function assertGroupOfPlant(tx: DbOrTx, groupNo: unknown, plantCd: unknown): Promise<void> {
  if (groupNo === undefined || groupNo === null) return;
  const [g] = await queryRows<{ plant_cd: string }>(tx, sql`select plant_cd from saf_edu_group where group_no = ${Number(groupNo)}`);
  if (!g || (plantCd !== undefined && g.plant_cd !== plantCd)) throw badRequest([{ field: 'groupNo', message: EDU_MESSAGES.groupOtherPlant }], EDU_MESSAGES.groupOtherPlant);
}

/** every member of a group is an active employee of the group's plant (400 naming the row otherwise) */
export async function assertMembersOfPlant(tx: DbOrTx, plantCd: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const ok = await queryRows<{ user_id: string }>(tx, sql`select u.user_id from com_user u
    where u.user_id in (${sql.join(userIds.map((u) => sql`${u}`), sql`, `)}) and u.plant_cd = ${plantCd} and ${ACTIVE_WORKER}`);
  const good = new Set(ok.map((x) => x.user_id));
  const bad = userIds.findIndex((u) => !good.has(u));
  if (bad >= 0) {
    const message = `${bad + 1}번째 행: ${EDU_MESSAGES.groupMemberOtherPlant}`;
    throw badRequest([{ field: `members.${bad}.userId`, message }], message);
  }
}

/** a session with a target group admits its members only (QR check-in and the tablet signature) */
export async function assertSessionTarget(db: DbOrTx, s: { groupNo: number | null }, userId: string): Promise<void> {
  if (s.groupNo === null) return;
  const [m] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saf_edu_group_member where group_no = ${s.groupNo} and user_id = ${userId}`);
  if (Number(m?.n ?? 0) === 0) throw forbidden(EDU_MESSAGES.sessionNotInGroup);
}

/** whether a user may confirm education records: write on 교육실시 (the education manager), administrators */
export async function isEduManager(db: DbOrTx, userId: string, menuId: string): Promise<boolean> {
  const [u] = await queryRows<{ admin_yn: string; plant_type: string | null }>(db, sql`
    select u.admin_yn, p.attr1 as plant_type from com_user u
      left join com_code_master p on p.code_group_cd = ${PLANT_CODE_GROUP} and p.code = u.plant_cd
     where u.user_id = ${userId}`);
  if (!u) return false;
  const rights = await loadMenuRights(db, { userId, isAdmin: u.admin_yn === 'Y', plantType: u.plant_type } as Principal, [menuId]);
  return rights.canWrite;
}

type PlanRow = { plan_no: number; plan_nm: string; plant_cd: string; dept_cd: string; dept_nm: string | null; plan_year: number; half_cd: string; group_no: number | null; group_nm: string | null };

/** the people a plan is for: its group's members, otherwise the active employees of its department and below */
const targetsOf = (p: Pick<PlanRow, 'plant_cd' | 'dept_cd' | 'group_no'>) => (p.group_no !== null
  ? sql`select m.user_id from saf_edu_group_member m join com_user u on u.user_id = m.user_id where m.group_no = ${p.group_no} and ${ACTIVE_WORKER}`
  : sql`select u.user_id from com_user u where u.plant_cd = ${p.plant_cd} and u.dept_cd in ${deptSubtree(p.dept_cd)} and ${ACTIVE_WORKER}`);

/**
 * 계획 대비 실적 of plans: per planned course, the target count, the planned person-hours (hours × targets) and the hours
 * the targets completed in that course within the plan's half-year (saf_edu_completion: attendance, online, external
 * credits of the course — what the ledger counts). One statement per plan (bounded by the page of plans asked).
 */
export async function planActuals(db: DbOrTx, plans: PlanRow[]): Promise<TEduPlanActual[]> {
  const out: TEduPlanActual[] = [];
  for (const p of plans) {
    const { fromYmd, toYmd } = eduPeriod(p.plan_year, p.half_cd as TEduHalf);
    const rows = await queryRows<{ item_no: number; course_no: number; course_nm: string; planned_ymd: string | null; planned_hours: number; target_cnt: number; completed_cnt: number; completed_hours: number | null }>(db, sql`
      with t as (${targetsOf(p)})
      select i.item_no, i.course_no, c.course_nm, i.planned_ymd::text as planned_ymd, i.planned_hours,
             (select count(*)::int from t) as target_cnt,
             (select count(distinct x.user_id)::int from saf_edu_completion x where x.course_no = i.course_no and x.user_id in (select user_id from t)
                 and x.complete_ymd between ${fromYmd}::date and ${toYmd}::date) as completed_cnt,
             (select sum(x.hours) from saf_edu_completion x where x.course_no = i.course_no and x.user_id in (select user_id from t)
                 and x.complete_ymd between ${fromYmd}::date and ${toYmd}::date) as completed_hours
        from saf_edu_plan_item i join saf_edu_course c on c.course_no = i.course_no
       where i.plan_no = ${p.plan_no} order by i.row_no nulls last, i.item_no`);
    const items = rows.map((x) => {
      const plannedTotalHours = r1(Number(x.planned_hours) * Number(x.target_cnt));
      const completedHours = r1(Number(x.completed_hours ?? 0));
      return {
        itemNo: Number(x.item_no), courseNo: Number(x.course_no), courseNm: x.course_nm, plannedYmd: x.planned_ymd, plannedHours: Number(x.planned_hours),
        targetCnt: Number(x.target_cnt), completedCnt: Number(x.completed_cnt), plannedTotalHours, completedHours, ratePct: pct(completedHours, plannedTotalHours),
      };
    });
    const targetCnt = rows[0] ? Number(rows[0].target_cnt) : Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${targetsOf(p)}) t`))[0]?.n ?? 0);
    const plannedTotalHours = r1(items.reduce((a, x) => a + x.plannedTotalHours, 0));
    const completedHours = r1(items.reduce((a, x) => a + x.completedHours, 0));
    out.push({
      planNo: p.plan_no, deptNm: p.dept_nm, groupNm: p.group_nm, targetCnt, fromYmd, toYmd, plannedTotalHours, completedHours,
      ratePct: pct(completedHours, plannedTotalHours), items,
    });
  }
  return out;
}

/** plans with what planActuals needs (by number, or a plant's half-year in a scope) */
export async function loadPlans(db: DbOrTx, where: ReturnType<typeof sql>): Promise<PlanRow[]> {
  return queryRows<PlanRow>(db, sql`
    select p.plan_no, p.plan_nm, p.plant_cd, p.dept_cd, d.dept_nm, p.plan_year, p.half_cd, p.group_no, g.group_nm
      from saf_edu_plan p left join com_dept d on d.dept_cd = p.dept_cd left join saf_edu_group g on g.group_no = p.group_no
     where ${where} order by d.dept_nm nulls last, p.plan_no limit 500`);
}
