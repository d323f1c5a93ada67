import { sql } from 'drizzle-orm';
import type { TEduHalf } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';

/** a training duty another module opens for a department (e.g. the MSDS training of a new substance, 시행규칙 제169조) */
export type TEduDuty = {
  plantCd: string;
  deptCd: string;
  /** the day the duty arises (plant time): it decides the plan's year and half-year and is the planned day */
  ymd: string;
  /** the plant's LEGAL course that fulfils it, found by name and made when missing */
  courseNm: string;
  categoryCd: string;
  hours: number;
  /** why (kept on the plan item, e.g. the request that opened it) */
  note: string;
  userId: string;
  ip?: string;
};

export type TEduDutyResult = { planNo: number; itemNo: number; courseNo: number; planYear: number; halfCd: TEduHalf };

const halfOf = (ymd: string): TEduHalf => (Number(ymd.slice(5, 7)) <= 6 ? 'H1' : 'H2');

/**
 * Opens a training duty as a row of the department's 교육계획 for the half-year in which it arises (the plan is made when the
 * department has none): the plan-vs-actual view then shows who still owes it, from the ledger's own credits. The course is
 * the plant's LEGAL course of the given name (made once when missing); a course already planned in that plan gets the hours
 * added (a course appears once in a plan). Call inside the caller's transaction.
 */
export async function openEduDuty(tx: DbOrTx, d: TEduDuty): Promise<TEduDutyResult> {
  const planYear = Number(d.ymd.slice(0, 4));
  const halfCd = halfOf(d.ymd);
  // one writer per department and half at a time (two confirmations at once must not make two plans)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`edu-plan:${d.plantCd}:${d.deptCd}:${planYear}:${halfCd}`}))`);
  let [course] = await queryRows<{ course_no: number }>(tx, sql`select course_no from saf_edu_course
    where plant_cd = ${d.plantCd} and course_type_cd = 'LEGAL' and course_nm = ${d.courseNm} and use_yn = 'Y' order by course_no limit 1`);
  if (!course) {
    [course] = await queryRows<{ course_no: number }>(tx, sql`insert into saf_edu_course
      (plant_cd, course_type_cd, category_cd, course_nm, delivery_cd, hours, description, create_user_id, update_user_id)
      values (${d.plantCd}, 'LEGAL', ${d.categoryCd}, ${d.courseNm}, 'CLASSROOM', ${d.hours}, ${d.note}, ${d.userId}, ${d.userId}) returning course_no`);
    await writeAudit(tx, { userId: d.userId, action: 'CREATE', entity: 'eduCourse', entityKey: String(course!.course_no), before: null, after: { ...d, courseNo: course!.course_no }, ip: d.ip });
  }
  const courseNo = Number(course!.course_no);
  let [plan] = await queryRows<{ plan_no: number }>(tx, sql`select plan_no from saf_edu_plan
    where plant_cd = ${d.plantCd} and dept_cd = ${d.deptCd} and plan_year = ${planYear} and half_cd = ${halfCd} and group_no is null
    order by plan_no limit 1 for update`);
  const before = plan ? (await queryRows(tx, sql`select * from saf_edu_plan where plan_no = ${plan.plan_no}`))[0] ?? null : null;
  if (!plan) {
    [plan] = await queryRows<{ plan_no: number }>(tx, sql`insert into saf_edu_plan
      (plant_cd, dept_cd, plan_year, half_cd, plan_nm, planned_hours, note, create_user_id, update_user_id)
      values (${d.plantCd}, ${d.deptCd}, ${planYear}, ${halfCd}, ${`${String(planYear)} ${halfCd === 'H1' ? '상반기' : '하반기'} 교육계획`}, 0,
        '교육 의무가 생겨 자동으로 만든 계획입니다.', ${d.userId}, ${d.userId}) returning plan_no`);
  }
  const planNo = Number(plan!.plan_no);
  const [item] = await queryRows<{ item_no: number; note: string | null }>(tx, sql`select item_no, note from saf_edu_plan_item where plan_no = ${planNo} and course_no = ${courseNo} limit 1`);
  let itemNo: number;
  if (item) {
    itemNo = Number(item.item_no);
    const note = [item.note, d.note].filter(Boolean).join(' / ').slice(0, 300);
    await tx.execute(sql`update saf_edu_plan_item set planned_hours = planned_hours + ${d.hours}, note = ${note}, update_user_id = ${d.userId}, update_dt = now() where item_no = ${itemNo}`);
  } else {
    const [row] = await queryRows<{ item_no: number }>(tx, sql`insert into saf_edu_plan_item (plan_no, row_no, course_no, planned_hours, planned_ymd, note, create_user_id, update_user_id)
      values (${planNo}, (select coalesce(max(row_no), 0) + 1 from saf_edu_plan_item where plan_no = ${planNo}), ${courseNo}, ${d.hours}, ${d.ymd}, ${d.note.slice(0, 300)}, ${d.userId}, ${d.userId})
      returning item_no`);
    itemNo = Number(row!.item_no);
  }
  await tx.execute(sql`update saf_edu_plan set planned_hours = (select coalesce(sum(planned_hours), 0) from saf_edu_plan_item where plan_no = ${planNo}),
    version = version + ${before ? 1 : 0}, update_user_id = ${d.userId}, update_dt = now() where plan_no = ${planNo}`);
  const after = (await queryRows(tx, sql`select * from saf_edu_plan where plan_no = ${planNo}`))[0] ?? null;
  await writeAudit(tx, { userId: d.userId, action: before ? 'UPDATE' : 'CREATE', entity: 'eduPlan', entityKey: String(planNo), before, after: { ...after, duty: { itemNo, courseNo, note: d.note } }, ip: d.ip });
  return { planNo, itemNo, courseNo, planYear, halfCd };
}
