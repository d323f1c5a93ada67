import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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
  await db.execute(sql`analyze`);
}
