import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, ALL_PLANT_ACCESS, frontEndRouteOf, isExternalUrl, ZMenuAdminSchema, ZMenuCreateSchema, ZMenuSortSchema, ZMenuUpdateSchema } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { menu } from '../../db/schema.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { actor, audit, checkVersion, duplicate, like, must, ruleError } from './admin.common.js';

const tags = ['common: menu'];
const ZMenuParam = z.object({ menuId: z.string().min(1).max(50) });

type Row = {
  menu_id: string; menu_nm: string; menu_nm_i18n: Record<string, string> | null; up_menu_id: string | null; up_menu_nm: string | null; task_grp_cd: string | null;
  menu_lvl: number; front_end_url: string | null; sort_order: number; use_yn: 'Y' | 'N'; all_plant_access_cd: string; plant_type_auth: string | null;
  cont_type_auth: string | null; navigation_yn: 'Y' | 'N'; color: string | null; icon: string | null; version: number;
};
const view = (r: Row) => ({
  menuId: r.menu_id, menuNm: r.menu_nm, menuNmI18n: r.menu_nm_i18n ?? {}, upMenuId: r.up_menu_id, upMenuNm: r.up_menu_nm, taskGrpCd: r.task_grp_cd,
  menuLvl: Number(r.menu_lvl), frontEndUrl: r.front_end_url, sortOrder: Number(r.sort_order), useYn: r.use_yn, allPlantAccessCd: r.all_plant_access_cd,
  plantTypeAuth: r.plant_type_auth, contTypeAuth: r.cont_type_auth, navigationYn: r.navigation_yn, color: r.color, icon: r.icon, version: Number(r.version),
});

/** every menu in tree order (depth first by sortOrder); `path` sorts children right after their parent */
const treeSql = (filter: ReturnType<typeof sql>) => sql`
  with recursive t as (
    select m.menu_id, array[lpad(m.sort_order::text, 6, '0') || m.menu_id] as path from com_menu m where m.up_menu_id is null
    union all
    select c.menu_id, t.path || (lpad(c.sort_order::text, 6, '0') || c.menu_id) from com_menu c join t on c.up_menu_id = t.menu_id
  )
  select m.*, p.menu_nm as up_menu_nm from t join com_menu m on m.menu_id = t.menu_id left join com_menu p on p.menu_id = m.up_menu_id
   where ${filter} order by t.path`;

async function getMenu(db: DbOrTx, menuId: string) {
  const rows = await queryRows<Row>(db, sql`select m.*, p.menu_nm as up_menu_nm from com_menu m left join com_menu p on p.menu_id = m.up_menu_id where m.menu_id = ${menuId}`);
  return view(must(rows[0]));
}

/**
 * spec §2: every internal frontEndUrl is one route (path + '_' query values). Two menus on one route would make the
 * second unreachable (and open the page under the first one's rights), so a second menu needs other query values.
 */
async function assertRouteFree(tx: DbOrTx, frontEndUrl: string | null | undefined, self: string) {
  if (!frontEndUrl || isExternalUrl(frontEndUrl)) return;
  const mine = frontEndRouteOf(frontEndUrl)?.path;
  if (!mine) return; // the schema refused it already
  const others = await queryRows<{ menu_id: string; front_end_url: string }>(tx, sql`
    select menu_id, front_end_url from com_menu where front_end_url is not null and menu_id <> ${self} and front_end_url like ${`${frontEndRouteOf(frontEndUrl)!.pageKey}%`}`);
  if (others.some((o) => !isExternalUrl(o.front_end_url) && frontEndRouteOf(o.front_end_url)?.path === mine)) {
    throw duplicate(ADMIN_MESSAGES.duplicateRoute);
  }
}

export async function menuAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  /** menus that route rules name cannot be removed: the server's own permission model depends on them */
  const routeMenus = () => new Set(app.routeRules.flatMap((x) => (x.auth.kind === 'menu' ? x.auth.menus : [])));

  // spec §2 menu-selection popup search: work group, menu name, parent menu (the matches come with their ancestors)
  r.get('/api/common/menu/list', {
    config: menuRead('ADM_MENU', 'ADM_AUTH_GRP'),
    schema: {
      tags, summary: '메뉴 목록 (트리 순서; 업무그룹·메뉴명·상위메뉴 검색, 결과의 상위 메뉴 포함)',
      querystring: z.object({ taskGrpCd: z.string().max(30).optional(), menuNm: z.string().max(200).optional(), upMenuId: z.string().max(50).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: z.array(ZMenuAdminSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const conds = [sql`true`];
    if (q.taskGrpCd) conds.push(sql`m.task_grp_cd = ${q.taskGrpCd}`);
    if (q.menuNm) conds.push(sql`(m.menu_nm ilike ${like(q.menuNm)} or m.menu_id ilike ${like(q.menuNm)} or m.menu_nm_i18n::text ilike ${like(q.menuNm)})`);
    if (q.useYn) conds.push(sql`m.use_yn = ${q.useYn}`);
    if (q.upMenuId) {
      conds.push(sql`m.menu_id in (with recursive s as (select menu_id from com_menu where up_menu_id = ${q.upMenuId}
        union all select c.menu_id from com_menu c join s on c.up_menu_id = s.menu_id) select menu_id from s)`);
    }
    const hit = sql.join(conds, sql` and `);
    const rows = await queryRows<Row>(db, treeSql(sql`m.menu_id in (
      with recursive a as (select m.menu_id, m.up_menu_id from com_menu m where ${hit}
        union select p.menu_id, p.up_menu_id from com_menu p join a on p.menu_id = a.up_menu_id)
      select menu_id from a)`));
    return rows.map(view);
  });

  r.get('/api/common/menu/treelist', {
    config: menuRead('ADM_MENU', 'ADM_AUTH_GRP'),
    schema: { tags, summary: '메뉴 전체 (트리 순서, upMenuId로 트리 구성)', response: { 200: z.array(ZMenuAdminSchema) } },
  }, async () => (await queryRows<Row>(db, treeSql(sql`true`))).map(view));

  r.get('/api/common/menus/:menuId', {
    config: menuRead('ADM_MENU'),
    schema: { tags, summary: '메뉴 상세', params: ZMenuParam, response: { 200: ZMenuAdminSchema } },
  }, async (req) => getMenu(db, req.params.menuId));

  // the API routes guarded by a menu, read from the route table (what the menu's rights open)
  r.get('/api/common/menus/:menuId/api_contents', {
    config: menuRead('ADM_MENU'),
    schema: {
      tags, summary: '메뉴 권한으로 보호되는 API 목록', params: ZMenuParam,
      response: { 200: z.array(z.object({ method: z.string(), url: z.string(), access: z.enum(['read', 'write']) })) },
    },
  }, async (req) => {
    await getMenu(db, req.params.menuId);
    return app.routeRules
      .filter((x) => x.auth.kind === 'menu' && x.auth.menus.includes(req.params.menuId))
      .map((x) => ({ method: x.method, url: x.url, access: x.auth.kind === 'menu' ? x.auth.access : 'read' }))
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  });

  /** spec §3: level = parent level + 1 (1 at the top); a new child goes last: sibling count + 1 */
  async function placement(tx: DbOrTx, upMenuId: string | null, self?: string) {
    if (!upMenuId) {
      const n = await queryRows<{ n: string }>(tx, sql`select count(*) as n from com_menu where up_menu_id is null and menu_id <> ${self ?? ''}`);
      return { menuLvl: 1, sortOrder: Number(n[0]?.n ?? 0) + 1 };
    }
    const [p] = await tx.select().from(menu).where(eq(menu.menuId, upMenuId));
    if (!p) throw ruleError(ADMIN_MESSAGES.invalidReference, 'upMenuId');
    if (self) {
      const anc = await queryRows<{ menu_id: string }>(tx, sql`with recursive a as (select menu_id, up_menu_id from com_menu where menu_id = ${upMenuId}
        union all select m.menu_id, m.up_menu_id from com_menu m join a on m.menu_id = a.up_menu_id) select menu_id from a`);
      if (anc.some((a) => a.menu_id === self)) throw ruleError(ADMIN_MESSAGES.cycle, 'upMenuId');
    }
    const n = await queryRows<{ n: string }>(tx, sql`select count(*) as n from com_menu where up_menu_id = ${upMenuId} and menu_id <> ${self ?? ''}`);
    const count = Number(n[0]?.n ?? 0);
    return { menuLvl: p.menuLvl + 1, sortOrder: count > 0 ? count + 1 : 1 };
  }

  r.post('/api/common/menu', {
    config: menuWrite('ADM_MENU'),
    schema: { tags, summary: '메뉴 등록 (menuLvl = 상위 + 1, sortOrder = 형제 수 + 1, useYn 기본 Y, allPlantAccessCd 기본 APA02)', body: ZMenuCreateSchema, response: { 200: ZMenuAdminSchema } },
  }, async (req) => {
    const b = req.body;
    // APA01 opens the menu's data across plants for everyone holding it: a data-scope grant (issue 13)
    if (!req.principal!.isAdmin && (b.allPlantAccessCd ?? ALL_PLANT_ACCESS.own) !== ALL_PLANT_ACCESS.own) throw forbidden(ADMIN_MESSAGES.adminOnlyGrant);
    await db.transaction(async (tx) => {
      const [exists] = await tx.select({ m: menu.menuId }).from(menu).where(eq(menu.menuId, b.menuId));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      await assertRouteFree(tx, b.frontEndUrl, b.menuId);
      const pl = await placement(tx, b.upMenuId);
      const [ins] = await tx.insert(menu).values({ ...b, ...pl, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_menu', b.menuId, null, ins);
    });
    return getMenu(db, b.menuId);
  });

  r.put('/api/common/menu/:menuId', {
    config: menuWrite('ADM_MENU'),
    schema: { tags, summary: '메뉴 수정 (상위 메뉴 변경 시 맨 뒤로 이동, 하위 레벨 재계산)', params: ZMenuParam, body: ZMenuUpdateSchema, response: { 200: ZMenuAdminSchema } },
  }, async (req) => {
    const id = req.params.menuId;
    const b = req.body;
    await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(menu).where(eq(menu.menuId, id));
      const before = checkVersion(cur, b.version);
      if (b.useYn === 'N' && routeMenus().has(id)) throw ruleError(ADMIN_MESSAGES.systemProtected, 'useYn');
      if (!req.principal!.isAdmin && b.allPlantAccessCd !== undefined && b.allPlantAccessCd !== before.allPlantAccessCd) throw forbidden(ADMIN_MESSAGES.adminOnlyGrant);
      if ((b.frontEndUrl ?? null) !== (before.frontEndUrl ?? null)) await assertRouteFree(tx, b.frontEndUrl, id);
      const moved = (b.upMenuId ?? null) !== (before.upMenuId ?? null);
      const pl = moved ? await placement(tx, b.upMenuId, id) : { menuLvl: before.menuLvl, sortOrder: before.sortOrder };
      const { version, ...fields } = b;
      const [upd] = await tx.update(menu).set({ ...fields, ...pl, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(menu.menuId, id), eq(menu.version, version))).returning();
      if (!upd) throw conflict();
      if (moved) {
        // close the gap among the old siblings and renumber the levels of the moved subtree
        await tx.execute(sql`update com_menu set sort_order = sort_order - 1 where up_menu_id is not distinct from ${before.upMenuId} and sort_order > ${before.sortOrder}`);
        await tx.execute(sql`with recursive s as (select menu_id, ${pl.menuLvl}::int as lvl from com_menu where menu_id = ${id}
          union all select c.menu_id, s.lvl + 1 from com_menu c join s on c.up_menu_id = s.menu_id)
          update com_menu m set menu_lvl = s.lvl from s where m.menu_id = s.menu_id and m.menu_id <> ${id}`);
      }
      await audit(tx, req, 'UPDATE', 'com_menu', id, before, upd);
    });
    return getMenu(db, id);
  });

  // spec §7: /api/common/menu delete by id. Rights on the menu go with it; a menu with children or named by a route stays.
  r.delete('/api/common/menu/:menuId', {
    config: menuWrite('ADM_MENU'),
    schema: { tags, summary: '메뉴 삭제 (하위 메뉴가 있거나 API가 사용하는 메뉴는 거부)', params: ZMenuParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ menuId: z.string(), message: z.string() }) } },
  }, async (req) => {
    const id = req.params.menuId;
    await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(menu).where(eq(menu.menuId, id));
      const before = checkVersion(cur, req.query.version);
      if (routeMenus().has(id)) throw ruleError(ADMIN_MESSAGES.systemProtected);
      if ((await queryRows(tx, sql`select 1 from com_menu where up_menu_id = ${id} limit 1`)).length) throw ruleError(ADMIN_MESSAGES.hasChildren);
      const grants = await queryRows(tx, sql`select auth_grp_cd, access_yn, write_yn from com_auth_grp_menu where menu_id = ${id}`);
      const userGrants = await queryRows(tx, sql`select user_id, access_yn, write_yn from com_user_menu where menu_id = ${id}`);
      await tx.execute(sql`delete from com_auth_grp_menu where menu_id = ${id}`);
      await tx.execute(sql`delete from com_user_menu where menu_id = ${id}`);
      await tx.delete(menu).where(eq(menu.menuId, id));
      await tx.execute(sql`update com_menu set sort_order = sort_order - 1 where up_menu_id is not distinct from ${before.upMenuId} and sort_order > ${before.sortOrder}`);
      await audit(tx, req, 'DELETE', 'com_menu', id, { ...before, grants, userGrants }, null);
    });
    return { menuId: id, message: ADMIN_MESSAGES.deleted };
  });

  // ordering: drag and drop and the up/down buttons both send the complete new order of one parent's children
  r.put('/api/common/menu/sort', {
    config: menuWrite('ADM_MENU'),
    schema: { tags, summary: '하위 메뉴 순서 저장 (형제 전체 목록)', body: ZMenuSortSchema, response: { 200: z.array(ZMenuAdminSchema) } },
  }, async (req) => {
    const { upMenuId, menuIds } = req.body;
    await db.transaction(async (tx) => {
      const sibs = await queryRows<{ menu_id: string; sort_order: number }>(tx, sql`select menu_id, sort_order from com_menu where up_menu_id is not distinct from ${upMenuId} order by sort_order for update`);
      const cur = sibs.map((s) => s.menu_id);
      if (cur.length !== menuIds.length || new Set(menuIds).size !== menuIds.length || !menuIds.every((m) => cur.includes(m))) throw ruleError(ADMIN_MESSAGES.sortMismatch, 'menuIds');
      for (const [i, m] of menuIds.entries()) {
        await tx.execute(sql`update com_menu set sort_order = ${i + 1}, version = version + 1, update_user_id = ${actor(req)}, update_dt = now() where menu_id = ${m} and sort_order <> ${i + 1}`);
      }
      await audit(tx, req, 'UPDATE', 'com_menu.sort', upMenuId ?? '(root)', { menuIds: cur }, { menuIds });
    });
    return (await queryRows<Row>(db, treeSql(sql`m.up_menu_id is not distinct from ${upMenuId}`))).map(view);
  });
}
