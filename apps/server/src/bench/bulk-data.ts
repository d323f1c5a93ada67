import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * Large, realistically distributed data for the benchmark, written with set-based SQL so it loads in
 * seconds on both PostgreSQL and PGlite. Users are spread over the demo plants' leaf departments
 * (weighted towards operations teams), audit rows over a year.
 */
export async function loadBulkData(db: Db, opts: { users: number; auditRows: number; notices: number; passwordHash: string }): Promise<void> {
  await db.execute(sql`
    insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, position_cd, duty_cd, dept_auth_grp_cd,
                          cont_type, phone_no, office_tel, birth_ymd, gender_cd, entry_ymd, create_user_id, update_user_id)
    select 'b' || lpad(g::text, 7, '0'),
           (array['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10] || (array['민준','서연','도윤','지우','현우','수빈','지훈','예린','성민','하은'])[1 + (g / 10) % 10],
           'U', ${opts.passwordHash},
           d.plant_cd, d.dept_cd,
           'POS0' || (1 + g % 6), case when g % 17 = 0 then 'DUT03' else 'DUT01' end, 'DAG_OWN', 'work',
           '010-' || lpad((g % 9000 + 1000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
           '041-350-' || lpad((g % 9000 + 1000)::text, 4, '0'),
           (1965 + g % 36)::text || lpad((1 + g % 12)::text, 2, '0') || lpad((1 + g % 28)::text, 2, '0'),
           case when g % 5 = 0 then 'F' else 'M' end,
           (1990 + g % 35)::text || lpad((1 + g % 12)::text, 2, '0') || '01',
           'bench', 'bench'
      from generate_series(1, ${opts.users}) g
      cross join (
        select array_agg(dept_cd order by dept_cd) as depts, array_agg(plant_cd order by dept_cd) as plants
          from com_dept d where not exists (select 1 from com_dept c where c.pdept_cd = d.dept_cd)
      ) leaf
      cross join lateral (select 1 + (g * 7 + g / 3) % array_length(leaf.depts, 1) as i) pick
      cross join lateral (select leaf.depts[pick.i] as dept_cd, leaf.plants[pick.i] as plant_cd) d
    on conflict do nothing`);
  await db.execute(sql`
    insert into com_audit_log (audit_dt, user_id, action, entity, entity_key, before_data, after_data, ip)
    select now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
           'b' || lpad((1 + g % ${Math.max(opts.users, 1)})::text, 7, '0'),
           (array['CREATE','UPDATE','DELETE','LOGIN'])[1 + g % 4],
           (array['com_user','com_dept','com_code_master','auth_session'])[1 + g % 4],
           g::text, null, jsonb_build_object('n', g), '127.0.0.1'
      from generate_series(1, ${opts.auditRows}) g`);
  // notices: the resource framework's example, for the Excel export of 100,000 rows
  await db.execute(sql`
    insert into com_notice (plant_cd, notice_type_cd, important_yn, notice_title, notice_contents, post_start_ymd, post_end_ymd, use_yn, create_user_id, update_user_id, create_dt)
    select case when g % 3 = 0 then '2000' else '1000' end, 'NT0' || (1 + g % 3), case when g % 20 = 0 then 'Y' else 'N' end,
           (array['정기 안전점검 일정 안내','밀폐공간 작업 전 가스농도 측정 철저','하계 온열질환 예방 수칙','보호구 착용 점검 결과','협력업체 출입교육 일정'])[1 + g % 5] || ' #' || g,
           '발전소 전 직원은 안전수칙을 준수하여 주시기 바랍니다. (' || g || ')',
           current_date - (g % 400), current_date - (g % 400) + 30, 'Y', 'bench', 'bench', now() - (g % 400) * interval '1 day'
      from generate_series(1, ${opts.notices}) g`);
  // vacuum too: it sets the visibility map, so index-only scans (user list count) need no heap visits, as after autovacuum
  await db.execute(sql`vacuum analyze`);
}

/**
 * Checkup results for the results-list benchmark (health, issue 8): one general-checkup plan per plant and year,
 * each bulk user examined once a year, so `rows` results span ceil(rows / users) years ending in the current year.
 * Diagnoses follow a plant's usual spread (most A/B, few D1/D2): A 40 %, B 35 %, C2 12 %, D2 5 %, C1 4 %, R 3 %, D1 0.5 %, U 0.5 %.
 */
export async function loadBulkCheckupResults(db: Db, opts: { rows: number }): Promise<void> {
  if (opts.rows <= 0) return;
  const n = Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from com_user where create_user_id = 'bench'`))[0]!.n);
  if (n === 0) return;
  const years = Math.ceil(opts.rows / n);
  const last = new Date().getFullYear();
  await db.execute(sql`
    insert into hea_checkup_plan (plant_cd, hea_checkup_class_cd, hea_checkup_plan_nm, hea_checkup_start_ymd, hea_checkup_end_ymd, create_user_id, update_user_id)
    select p.plant_cd, 'HCC01', y || '년 일반건강진단(벤치마크)', make_date(y, 3, 1), make_date(y, 11, 30), 'bench', 'bench'
      from (values ('1000'), ('2000')) p(plant_cd) cross join generate_series(${last - years + 1}::int, ${last}::int) y`);
  await db.execute(sql`
    with u as (select user_id, plant_cd, dept_cd, (row_number() over (order by user_id) - 1)::int as i from com_user where create_user_id = 'bench'),
    pl as (select hea_checkup_plan_no, plant_cd, extract(year from hea_checkup_start_ymd)::int as y from hea_checkup_plan where create_user_id = 'bench'),
    g as (select g, ${last}::int - g / ${n}::int as y, g % ${n}::int as i, (g::bigint * 7919) % 1000 as d from generate_series(0, ${opts.rows - 1}::int) g)
    insert into hea_checkup_result (hea_checkup_plan_no, user_id, plant_cd, dept_cd, checkup_year, checkup_ymd, diag_cd, work_fitness_cd, followup_action_cd,
                                    abnormal_cnt, carcinogen_yn, retention_until_ymd, create_user_id, update_user_id)
    select pl.hea_checkup_plan_no, u.user_id, u.plant_cd, u.dept_cd, g.y, make_date(g.y, 3, 1) + (g.g * 7) % 270,
           case when g.d < 400 then 'A' when g.d < 750 then 'B' when g.d < 870 then 'C2' when g.d < 920 then 'D2' when g.d < 960 then 'C1'
                when g.d < 990 then 'R' when g.d < 995 then 'D1' else 'U' end,
           case when g.d < 870 then '가' when g.d < 990 then '나' else '다' end,
           case when g.d < 400 then '0' when g.d < 750 then '1' else '3' end,
           case when g.d < 400 then 0 else 1 + g.d % 3 end, 'N', make_date(g.y + 5, 3, 1) + (g.g * 7) % 270, 'bench', 'bench'
      from g join u on u.i = g.i join pl on pl.plant_cd = u.plant_cd and pl.y = g.y`);
  // steady state of a loaded table: autovacuum would set the visibility map (index-only counts) soon after such a load
  await db.execute(sql`vacuum analyze hea_checkup_result`);
}

/**
 * Improvement actions (issue 14) for the register's list: `rows` actions over five years of both plants, spread over
 * the leaf departments (requesting) and, for a third, another owning department; assignees are bulk users of the owning
 * department; 1 in 12 owned by a vendor; statuses by age (old ones done), 1 in 40 open past the due date.
 */
export async function loadBulkImprActions(db: Db, opts: { rows: number }): Promise<void> {
  if (opts.rows <= 0) return;
  await db.execute(sql`
    with leaf as (
      select array_agg(dept_cd order by dept_cd) as depts, array_agg(plant_cd order by dept_cd) as plants
        from com_dept d where not exists (select 1 from com_dept c where c.pdept_cd = d.dept_cd)
    ),
    g as (select g, (g::bigint * 7919) % 1000 as r from generate_series(1, ${opts.rows}::int) g)
    insert into impr_action (status_cd, plant_cd, dept_cd, action_type_cd, source_type_cd, source_key, location, title, hazard, risk_before_cd,
                             owner_dept_cd, owner_vendor_cd, assignee_user_id, due_ymd, done_ymd, create_user_id, update_user_id, create_dt)
    select case when g.g > ${opts.rows}::int - ${opts.rows}::int / 40 then (array['REGISTERED','IN_PROGRESS','CONFIRM_REQUESTED'])[1 + g.g % 3]
                when g.r < 960 then 'DONE' when g.r < 985 then 'CANCELLED' else 'REJECTED' end,
           leaf.plants[1 + g.g % array_length(leaf.depts, 1)], leaf.depts[1 + g.g % array_length(leaf.depts, 1)],
           case when g.r < 300 then 'IMMEDIATE' else 'REQUEST' end,
           (array['CHECK','PATROL','NEAR_MISS','RISK_ASSESSMENT','TBM','ACCIDENT','ETC'])[1 + g.g % 7], 'BENCH-' || (g.g / 3),
           (array['보일러동 3층','터빈동 1층','석탄 저장고','LNG 저장탱크 상부','기화기 구역','변전소'])[1 + g.g % 6],
           (array['핸드레일 부식 교체','비상정지 풀코드 장력 조정','배관 보온재 파손 보수','가스누출 감지기 교정','소화기 압력 미달 교체','안전표지 훼손 교체'])[1 + g.g % 6] || ' #' || g.g,
           (array['추락','끼임','화재·폭발','누출','감전'])[1 + g.g % 5], (array['H','M','L'])[1 + g.g % 3],
           case when g.g % 3 = 0 then leaf.depts[1 + (g.g / 3) % array_length(leaf.depts, 1)] end,
           case when g.g % 12 = 0 then 'V0001' end,
           'b' || lpad((1 + g.g % 100000)::text, 7, '0'),
           current_date - (5 * 365 * (${opts.rows}::int - g.g) / ${opts.rows}::int) + 14,
           case when g.r < 960 and g.g <= ${opts.rows}::int - ${opts.rows}::int / 40 then current_date - (5 * 365 * (${opts.rows}::int - g.g) / ${opts.rows}::int) + 10 end,
           'safety01', 'safety01', now() - (5 * 365 * (${opts.rows}::int - g.g) / ${opts.rows}::int) * interval '1 day'
      from g cross join leaf`);
  await db.execute(sql`vacuum analyze impr_action`);
}
