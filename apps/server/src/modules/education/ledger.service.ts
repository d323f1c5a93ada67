import { sql } from 'drizzle-orm';
import { EDU_CODE_GROUPS, eduPeriod, requiredEduHours, type TEduHalf, type TEduHourRule, type TEduLedgerRow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { deptSubtree } from '../../lib/scope.js';

/** the hour rules as the administrator keeps them (EDU_HOURS: attr1 category, attr2 class, attr3 hours) */
export async function hourRules(db: DbOrTx): Promise<TEduHourRule[]> {
  const rows = await queryRows<{ c: string; k: string; h: string }>(db, sql`
    select attr1 as c, attr2 as k, attr3 as h from com_code_master where code_group_cd = ${EDU_CODE_GROUPS.hours} and use_yn = 'Y' and attr1 is not null`);
  return rows.map((r) => ({ categoryCd: r.c, classCd: r.k, hours: Number(r.h) || 0 }));
}

export type LedgerFilter = {
  plantCd: string;
  year: number;
  half?: TEduHalf | undefined;
  /** the caller's department subtree (a worker-level user), or null for the whole plant */
  scopeDeptCd: string | null;
  /** narrow to one department (and below) */
  deptCd?: string | undefined;
  userIds?: string[] | undefined;
};

type WorkerRow = {
  user_id: string; user_nm: string; dept_cd: string | null; dept_nm: string | null; entry_ymd: string | null;
  job_type_cd: string; employ_type_cd: string; supervisor_yn: string; change_ymd: string | null; special_ymd: string | null;
};

const CATEGORY_ORDER = ['SUPERVISOR', 'REGULAR', 'HIRE', 'CHANGE', 'SPECIAL'];
const ymd8 = (ymd: string) => ymd.replaceAll('-', '');

/**
 * 법정교육 이수 현황: one row per worker and owed category of the period. 정기 (or 관리감독자) for everyone; 채용 시 when
 * the worker entered in the period; 변경 시 / 특별 when the worker's change / hazardous-work date falls in it. Completed
 * hours are the credits of that category in the period (관리감독자: the whole year). Two statements, no N+1.
 */
export async function eduLedger(db: DbOrTx, f: LedgerFilter): Promise<(TEduLedgerRow & { deptCd: string | null })[]> {
  const { fromYmd, toYmd } = eduPeriod(f.year, f.half);
  const year = eduPeriod(f.year);
  const rules = await hourRules(db);
  const workers = await queryRows<WorkerRow>(db, sql`
    select u.user_id, u.user_nm, u.dept_cd, d.dept_nm, u.entry_ymd,
           coalesce(w.job_type_cd, 'OTHER') as job_type_cd,
           coalesce(w.employ_type_cd, 'REGULAR') as employ_type_cd,
           coalesce(w.supervisor_yn, case when exists (select 1 from com_code_master s where s.code_group_cd = ${EDU_CODE_GROUPS.supervisorDuty}
                                                       and s.code = u.duty_cd and s.use_yn = 'Y') then 'Y' else 'N' end) as supervisor_yn,
           w.change_ymd::text as change_ymd, w.special_ymd::text as special_ymd
      from com_user u
      left join saf_edu_worker w on w.user_id = u.user_id
      left join com_dept d on d.dept_cd = u.dept_cd
     where u.plant_cd = ${f.plantCd} and u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.admin_yn = 'N'
       ${f.scopeDeptCd ? sql`and u.dept_cd in ${deptSubtree(f.scopeDeptCd)}` : sql``}
       ${f.deptCd ? sql`and u.dept_cd in ${deptSubtree(f.deptCd)}` : sql``}
       ${f.userIds ? sql`and u.user_id in (${sql.join(f.userIds.map((u) => sql`${u}`), sql`, `)})` : sql``}
     order by d.dept_nm nulls last, u.user_nm, u.user_id`);
  if (workers.length === 0) return [];
  const credits = await queryRows<{ user_id: string; category_cd: string; period_h: number | null; year_h: number | null }>(db, sql`
    select c.user_id, c.category_cd,
           sum(c.hours) filter (where c.complete_ymd between ${fromYmd}::date and ${toYmd}::date) as period_h,
           sum(c.hours) as year_h
      from saf_edu_completion c
     where c.plant_cd = ${f.plantCd} and c.user_id is not null and c.category_cd is not null
       and c.complete_ymd between ${year.fromYmd}::date and ${year.toYmd}::date
     group by c.user_id, c.category_cd`);
  const done = new Map(credits.map((c) => [`${c.user_id}:${c.category_cd}`, c]));
  const inPeriod = (ymd: string | null) => !!ymd && ymd8(ymd) >= ymd8(fromYmd) && ymd8(ymd) <= ymd8(toYmd);
  const out: (TEduLedgerRow & { deptCd: string | null })[] = [];
  for (const w of workers) {
    const cats = [w.supervisor_yn === 'Y' ? 'SUPERVISOR' : 'REGULAR'];
    if (inPeriod(w.entry_ymd)) cats.push('HIRE');
    if (inPeriod(w.change_ymd)) cats.push('CHANGE');
    if (inPeriod(w.special_ymd)) cats.push('SPECIAL');
    cats.sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
    for (const categoryCd of cats) {
      const requiredHours = requiredEduHours(rules, categoryCd, { jobTypeCd: w.job_type_cd, employTypeCd: w.employ_type_cd, half: f.half ?? null });
      const c = done.get(`${w.user_id}:${categoryCd}`);
      const completedHours = Number((categoryCd === 'SUPERVISOR' ? c?.year_h : c?.period_h) ?? 0);
      out.push({
        userId: w.user_id, userNm: w.user_nm, deptCd: w.dept_cd, deptNm: w.dept_nm, categoryCd,
        requiredHours, completedHours, shortfallHours: Math.max(0, Math.round((requiredHours - completedHours) * 10) / 10),
      });
    }
  }
  return out;
}
