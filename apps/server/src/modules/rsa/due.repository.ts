import { sql, type SQL } from 'drizzle-orm';
import { RSA_DONE_STATUSES, RSA_DUE_DEFAULTS, RSA_DUE_SETTING_CODES, RSA_DUE_SETTING_GROUP, type TRsaDueSettings } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';

export type TRsaDueRaw = {
  dept_cd: string; dept_nm: string | null; plan_no: number | null; plan_title: string | null; kind_cd: string | null; completed_ymd: string | null;
  continuous_plan_no: number | null;
};

/** the numbers of the due rule from code data (RSA_DUE_SETTING, attr1), the defaults where a code is missing or not a number */
export async function rsaDueSettings(db: DbOrTx): Promise<TRsaDueSettings> {
  const rows = await queryRows<{ code: string; attr1: string | null }>(db, sql`
    select code, attr1 from com_code_master where code_group_cd = ${RSA_DUE_SETTING_GROUP} and use_yn = 'Y'`);
  const out: TRsaDueSettings = { ...RSA_DUE_DEFAULTS };
  for (const r of rows) {
    const key = RSA_DUE_SETTING_CODES[r.code as keyof typeof RSA_DUE_SETTING_CODES];
    const n = Number(r.attr1);
    if (key && r.attr1 != null && r.attr1.trim() !== '' && Number.isInteger(n) && n >= 0) out[key] = n;
  }
  return out;
}

const plansApproved = ['PLANNED', 'ASSESSING', 'RESULT_REQUESTED', 'ASSESSED', 'SHARED'] as const;
const list = (xs: readonly string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);

/**
 * Per department of the plant that uses risk assessment (a target or an assessed department of any plan, or a
 * department with unit works in the 단위작업 master): the last completed (평가완료 / 공유완료) 정기 or 최초 plan covering it
 * (as a target or with an assessment of the department) with its completion day — the day its result approval was
 * completed, in the plant's calendar, else the plan's end date — and an approved 상시 plan covering it whose period
 * reaches into [since, today].
 */
export async function rsaDueRaw(db: DbOrTx, q: { plantCd: string; today: string; since: string; timeZone: string; deptLimit: SQL | null; deptCd?: string }): Promise<TRsaDueRaw[]> {
  return queryRows<TRsaDueRaw>(db, sql`
    with depts as (
      select t.target_dept_cd as dept_cd from rsa_plan_target t join rsa_plan p on p.plan_no = t.plan_no where p.plant_cd = ${q.plantCd}
      union select a.dept_cd from rsa_assessment a where a.plant_cd = ${q.plantCd}
      union select u.dept_cd from rsa_unit_work u where u.plant_cd = ${q.plantCd} and u.use_yn = 'Y'
    ), cover as (
      select t.plan_no, t.target_dept_cd as dept_cd from rsa_plan_target t
      union select a.plan_no, a.dept_cd from rsa_assessment a
    ), done as (
      select distinct on (c.dept_cd) c.dept_cd, p.plan_no, p.plan_title, p.kind_cd,
             coalesce((select max((r.complete_dt at time zone ${q.timeZone})::date) from com_appr_request r
                        where r.appr_type_cd = 'RSA_RESULT' and r.record_key = p.plan_no::text and r.status_cd = 'COMPLETE'), p.plan_to_ymd)::text as completed_ymd
        from cover c join rsa_plan p on p.plan_no = c.plan_no
       where p.plant_cd = ${q.plantCd} and p.kind_cd in ('REGULAR', 'INITIAL') and p.status_cd in (${list(RSA_DONE_STATUSES)})
       order by c.dept_cd, completed_ymd desc, p.plan_no desc
    ), cont as (
      select distinct on (c.dept_cd) c.dept_cd, p.plan_no
        from cover c join rsa_plan p on p.plan_no = c.plan_no
       where p.plant_cd = ${q.plantCd} and p.kind_cd = 'CONTINUOUS' and p.status_cd in (${list(plansApproved)})
         and p.plan_to_ymd >= ${q.since} and p.plan_from_ymd <= ${q.today}
       order by c.dept_cd, p.plan_to_ymd desc, p.plan_no desc
    )
    select d.dept_cd, cd.dept_nm, done.plan_no, done.plan_title, done.kind_cd, done.completed_ymd, cont.plan_no as continuous_plan_no
      from depts d
      join com_dept cd on cd.dept_cd = d.dept_cd and cd.plant_cd = ${q.plantCd} and cd.use_yn = 'Y'
      left join done on done.dept_cd = d.dept_cd
      left join cont on cont.dept_cd = d.dept_cd
     where true ${q.deptLimit ? sql`and d.dept_cd in ${q.deptLimit}` : sql``} ${q.deptCd ? sql`and d.dept_cd = ${q.deptCd}` : sql``}`);
}

/** the plant's 안전관리자 (DUT06) and the department's team leader (DUT03), in service */
export async function rsaDueRecipients(db: DbOrTx, plantCd: string, deptCd: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`
    select u.user_id from com_user u
     where u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N'
       and ((u.plant_cd = ${plantCd} and u.duty_cd = 'DUT06') or (u.dept_cd = ${deptCd} and u.duty_cd = 'DUT03'))
     order by u.user_id`);
  return rows.map((r) => r.user_id);
}

/** the plants the job looks at (every plant code in use but the headquarters' 0000) */
export async function rsaDuePlants(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from com_code_master where code_group_cd = 'COM_PLANT_CD' and use_yn = 'Y' and code <> '0000' order by code`);
  return rows.map((r) => r.code);
}
