import { sql } from 'drizzle-orm';
import { frontEndRouteOf } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../db/client.js';
import { loadMenuRights, type MenuRights, type Principal } from '../modules/auth/principal.js';

/**
 * Rights of the menus that open one page with a query value (spec §2: `/saf/safetyCheck?checkTypeCd=DAILY` is the
 * 일상점검 menu of the check page whose own menu is `/saf/safetyCheck`). A caller without a right on the page's own
 * menu may still reach the records whose `param` field holds a value of a menu it holds a right on: these are the
 * values, per access. Menus switched off or restricted to another plant type grant nothing (as `loadMenuRights`).
 */
export async function loadParamMenuValues(db: DbOrTx, p: Principal, baseMenuId: string, param: string): Promise<{ read: string[]; write: string[] }> {
  const rows = await queryRows<{ url: string; can_read: boolean; can_write: boolean }>(db, sql`
    select m.front_end_url as url, coalesce(bool_or(x.access_yn = 'Y'), false) as can_read, coalesce(bool_or(x.access_yn = 'Y' and x.write_yn = 'Y'), false) as can_write
      from (
        select gm.menu_id, gm.access_yn, gm.write_yn
          from com_user_auth_grp ug
          join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
          join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
         where ug.user_id = ${p.userId}
        union all
        select um.menu_id, um.access_yn, um.write_yn from com_user_menu um where um.user_id = ${p.userId}
      ) x
      join com_menu m on m.menu_id = x.menu_id and m.use_yn = 'Y'
      join com_menu b on b.menu_id = ${baseMenuId}
     where b.front_end_url is not null and b.front_end_url <> '' and position('?' in b.front_end_url) = 0
       and m.front_end_url like replace(replace(b.front_end_url, '%', '\\%'), '_', '\\_') || '?%'
       and (m.plant_type_auth is null or m.plant_type_auth = '' or position(${p.plantType ?? '-'} in m.plant_type_auth) > 0)
     group by m.front_end_url`);
  const read = new Set<string>();
  const write = new Set<string>();
  for (const r of rows) {
    const v = frontEndRouteOf(r.url)?.params[param];
    if (!v) continue;
    if (r.can_read) read.add(v);
    if (r.can_write) write.add(v);
  }
  return { read: [...read], write: [...write] };
}

/** a record's value of a definition's per-value menus (`menuParam`): the field and the record's value in it */
export type TMenuParamOf = { field: string; value: unknown };

/**
 * Rights on one record of a menu whose page also opens through per-value menus: the menu's own rights, widened by
 * those of the menu for the record's value (a user holding only 일상점검 writes the daily checks, their photos and
 * their 결재 state). Without a per-value field, the menu's own rights.
 */
export async function recordMenuRights(db: DbOrTx, p: Principal, menuId: string, param: TMenuParamOf | undefined): Promise<MenuRights> {
  const rights = await loadMenuRights(db, p, [menuId]);
  if ((rights.canRead && rights.canWrite) || !param || typeof param.value !== 'string') return rights;
  const values = await loadParamMenuValues(db, p, menuId, param.field);
  return { canRead: rights.canRead || values.read.includes(param.value), canWrite: rights.canWrite || values.write.includes(param.value) };
}

/** does the caller hold the access on any per-value menu of the menu (before a record says which value it has)? */
export async function holdsAnyParamMenu(db: DbOrTx, p: Principal, menuId: string, field: string, access: 'read' | 'write'): Promise<boolean> {
  return (await loadParamMenuValues(db, p, menuId, field))[access].length > 0;
}
