import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { Principal } from '../auth/principal.js';

type MenuRow = {
  menu_id: string; menu_nm: string; menu_nm_i18n: Record<string, string>; up_menu_id: string | null; menu_lvl: number;
  front_end_url: string | null; sort_order: number; access_yn: 'Y' | 'N'; write_yn: 'Y' | 'N'; all_plant_access_cd: string;
  plant_type_auth: string | null; cont_type_auth: string | null; navigation_yn: 'Y' | 'N'; icon: string | null; color: string | null;
};

/**
 * Menus the principal may open, with the ancestors needed to place them in the tree, ordered for display.
 * Administrators see every menu in use.
 */
export async function findUserMenus(db: DbOrTx, p: Principal) {
  const rows = await queryRows<MenuRow>(db, sql`
    with recursive granted as (
      select m.menu_id, bool_or(x.access_yn = 'Y') as can_read, bool_or(x.access_yn = 'Y' and x.write_yn = 'Y') as can_write
        from (
          select gm.menu_id, gm.access_yn, gm.write_yn
            from com_user_auth_grp ug
            join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
            join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
           where ug.user_id = ${p.userId}
          union all
          select um.menu_id, um.access_yn, um.write_yn from com_user_menu um where um.user_id = ${p.userId}
          union all
          select m2.menu_id, 'Y', 'Y' from com_menu m2 where ${p.isAdmin}
        ) x
        join com_menu m on m.menu_id = x.menu_id and m.use_yn = 'Y'
       group by m.menu_id
      having bool_or(x.access_yn = 'Y')
    ),
    tree as (
      select g.menu_id, g.can_read, g.can_write from granted g
      union
      select m.up_menu_id, false, false from tree t join com_menu m on m.menu_id = t.menu_id where m.up_menu_id is not null
    )
    select m.menu_id, m.menu_nm, m.menu_nm_i18n, m.up_menu_id, m.menu_lvl, m.front_end_url, m.sort_order,
           case when bool_or(t.can_read) then 'Y' else 'N' end as access_yn,
           case when bool_or(t.can_write) then 'Y' else 'N' end as write_yn,
           m.all_plant_access_cd, m.plant_type_auth, m.cont_type_auth, m.navigation_yn, m.icon, m.color
      from tree t join com_menu m on m.menu_id = t.menu_id and m.use_yn = 'Y'
     group by m.menu_id
     order by m.menu_lvl, m.sort_order, m.menu_id`);
  return rows.map((r) => ({
    menuId: r.menu_id,
    menuNm: r.menu_nm,
    menuNmI18n: r.menu_nm_i18n ?? {},
    upMenuId: r.up_menu_id,
    menuLvl: Number(r.menu_lvl),
    frontEndUrl: r.front_end_url,
    sortOrder: Number(r.sort_order),
    accessYn: r.access_yn,
    writeYn: r.write_yn,
    allPlantAccessCd: r.all_plant_access_cd,
    plantTypeAuth: r.plant_type_auth,
    contTypeAuth: r.cont_type_auth,
    navigationYn: r.navigation_yn,
    icon: r.icon,
    color: r.color,
  }));
}
