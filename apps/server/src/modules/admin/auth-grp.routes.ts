import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES, ZAuthGrpCreateSchema, ZAuthGrpMenuSaveSchema, ZAuthGrpSchema, ZAuthGrpUpdateSchema, ZDeptAuthGrpAdminSchema,
  ZDeptAuthGrpCreateSchema, ZDeptAuthGrpUpdateSchema, ZMenuRightRowSchema, ZPageQuerySchema, ZUserAuthGrpAddSchema, ZUserAuthGrpRowSchema,
  ZUserMenuSaveSchema, pageOf, type TMenuRight,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { authGrp, authGrpMenu, dept, deptAuthGrp, menu, user, userAuthGrp, userMenu } from '../../db/schema.js';
import { conflict, forbidden, outOfScope } from '../../lib/errors.js';
import { adminOnly, menuRead } from '../../lib/route-auth.js';
import { dataScope, scopeWhere } from '../../lib/scope.js';
import { actor, audit, checkVersion, duplicate, like, must, ruleError } from './admin.common.js';

const tags = ['manage: authority'];
const ZGrpParam = z.object({ authGrpCd: z.string().min(1).max(30) });
/** the built-in administrators' group keeps every right */
const PROTECTED_GROUP = 'ADMIN';
/**
 * Issue 13 (no self-escalation): every write on this page grants rights (a group's menus, who is in a group, per-user
 * menus, data-scope groups), so only system administrators (admin_yn = Y) make them; ADM_AUTH_GRP write is not enough.
 */
const grantOnly = adminOnly;

async function grpView(db: DbOrTx, cd: string) {
  const rows = await db.select({
    g: authGrp,
    menuCount: sql<string>`(select count(*) from com_auth_grp_menu x where x.auth_grp_cd = com_auth_grp.auth_grp_cd)`,
    userCount: sql<string>`(select count(*) from com_user_auth_grp x where x.auth_grp_cd = com_auth_grp.auth_grp_cd)`,
  }).from(authGrp).where(eq(authGrp.authGrpCd, cd));
  const r = must(rows[0]);
  return { ...r.g, useYn: r.g.useYn as 'Y' | 'N', menuCount: Number(r.menuCount), userCount: Number(r.userCount) };
}

/** rights must name existing menus; write needs access (spec §6: writeYn is a right on a menu one can open) */
async function checkRights(tx: DbOrTx, menus: TMenuRight[]) {
  const ids = [...new Set(menus.map((m) => m.menuId))];
  if (ids.length !== menus.length) throw ruleError(ADMIN_MESSAGES.duplicate, 'menus');
  if (menus.some((m) => m.writeYn === 'Y' && m.accessYn !== 'Y')) throw ruleError(ADMIN_MESSAGES.writeNeedsAccess, 'menus');
  if (ids.length) {
    const found = await tx.select({ id: menu.menuId }).from(menu).where(inArray(menu.menuId, ids));
    if (found.length !== ids.length) throw ruleError(ADMIN_MESSAGES.invalidReference, 'menus');
  }
}

type RightRow = { menuId: string; accessYn: 'Y' | 'N'; writeYn: 'Y' | 'N'; menuNm: string; upMenuId: string | null; menuLvl: number; frontEndUrl: string | null };
/** the rights of one group (or one user) with the menu names, in tree order */
const rightRows = (db: DbOrTx, owner: { authGrpCd: string } | { userId: string }) => queryRows<RightRow>(db, sql`
  select x.menu_id as "menuId", x.access_yn as "accessYn", x.write_yn as "writeYn", m.menu_nm as "menuNm", m.up_menu_id as "upMenuId",
         m.menu_lvl as "menuLvl", m.front_end_url as "frontEndUrl"
    from ${'authGrpCd' in owner ? sql`com_auth_grp_menu x` : sql`com_user_menu x`} join com_menu m on m.menu_id = x.menu_id
   where ${'authGrpCd' in owner ? sql`x.auth_grp_cd = ${owner.authGrpCd}` : sql`x.user_id = ${owner.userId}`}
   order by m.menu_lvl, m.sort_order, m.menu_id`);

export async function authGrpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  // ----- authority groups
  r.get('/api/manage/authgrp', {
    config: menuRead('ADM_AUTH_GRP', 'ADM_USER'),
    schema: { tags, summary: '권한그룹 목록', querystring: ZPageQuerySchema.extend({ keyword: z.string().max(100).optional(), useYn: z.enum(['Y', 'N']).optional() }), response: { 200: pageOf(ZAuthGrpSchema) } },
  }, async (req) => {
    const q = req.query;
    const cond = and(q.keyword ? or(ilike(authGrp.authGrpCd, like(q.keyword)), ilike(authGrp.authGrpNm, like(q.keyword))) : undefined, q.useYn ? eq(authGrp.useYn, q.useYn) : undefined);
    const rows = await db.select({
      g: authGrp, total: sql<string>`count(*) over ()`,
      menuCount: sql<string>`(select count(*) from com_auth_grp_menu x where x.auth_grp_cd = com_auth_grp.auth_grp_cd)`,
      userCount: sql<string>`(select count(*) from com_user_auth_grp x where x.auth_grp_cd = com_auth_grp.auth_grp_cd)`,
    }).from(authGrp).where(cond).orderBy(asc(authGrp.authGrpCd)).limit(q.limit).offset((q.page - 1) * q.limit);
    const total = rows.length ? Number(rows[0]!.total) : Number((await db.select({ n: sql<string>`count(*)` }).from(authGrp).where(cond))[0]?.n ?? 0);
    return { totalCount: total, page: q.page, limit: q.limit, list: rows.map((x) => ({ ...x.g, useYn: x.g.useYn as 'Y' | 'N', menuCount: Number(x.menuCount), userCount: Number(x.userCount) })) };
  });

  r.get('/api/manage/authgrp/:authGrpCd', {
    config: menuRead('ADM_AUTH_GRP'),
    schema: { tags, summary: '권한그룹 상세', params: ZGrpParam, response: { 200: ZAuthGrpSchema } },
  }, async (req) => grpView(db, req.params.authGrpCd));

  r.post('/api/manage/authgrp', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹 등록', body: ZAuthGrpCreateSchema, response: { 200: ZAuthGrpSchema } },
  }, async (req) => {
    const b = req.body;
    await db.transaction(async (tx) => {
      const [exists] = await tx.select({ c: authGrp.authGrpCd }).from(authGrp).where(eq(authGrp.authGrpCd, b.authGrpCd));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const [ins] = await tx.insert(authGrp).values({ ...b, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_auth_grp', b.authGrpCd, null, ins);
    });
    return grpView(db, b.authGrpCd);
  });

  r.put('/api/manage/authgrp/:authGrpCd', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹 수정', params: ZGrpParam, body: ZAuthGrpUpdateSchema, response: { 200: ZAuthGrpSchema } },
  }, async (req) => {
    const id = req.params.authGrpCd;
    const b = req.body;
    await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(authGrp).where(eq(authGrp.authGrpCd, id));
      const before = checkVersion(cur, b.version);
      if (id === PROTECTED_GROUP && b.useYn === 'N') throw ruleError(ADMIN_MESSAGES.systemProtected, 'useYn');
      const { version, ...fields } = b;
      const [upd] = await tx.update(authGrp).set({ ...fields, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(authGrp.authGrpCd, id), eq(authGrp.version, version))).returning();
      if (!upd) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_auth_grp', id, before, upd);
    });
    return grpView(db, id);
  });

  // a group is switched off (its users lose its rights at once); the grants stay for the record
  r.delete('/api/manage/authgrp/:authGrpCd', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹 사용중지', params: ZGrpParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZAuthGrpSchema } },
  }, async (req) => {
    const id = req.params.authGrpCd;
    await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(authGrp).where(eq(authGrp.authGrpCd, id));
      const before = checkVersion(cur, req.query.version);
      if (id === PROTECTED_GROUP) throw ruleError(ADMIN_MESSAGES.systemProtected);
      const [upd] = await tx.update(authGrp).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(authGrp.authGrpCd, id)).returning();
      await audit(tx, req, 'DELETE', 'com_auth_grp', id, before, upd);
    });
    return grpView(db, id);
  });

  // ----- authority-group menus
  r.get('/api/manage/authgrpmenu/:authGrpCd', {
    config: menuRead('ADM_AUTH_GRP'),
    schema: { tags, summary: '권한그룹의 메뉴 권한', params: ZGrpParam, response: { 200: z.object({ version: z.number().int(), menus: z.array(ZMenuRightRowSchema) }) } },
  }, async (req) => {
    const g = await grpView(db, req.params.authGrpCd);
    return { version: g.version, menus: await rightRows(db, { authGrpCd: g.authGrpCd }) };
  });

  r.put('/api/manage/authgrpmenu/:authGrpCd', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹 메뉴 권한 저장 (전체 교체, 그룹 version 필수)', params: ZGrpParam, body: ZAuthGrpMenuSaveSchema, response: { 200: z.object({ version: z.number().int(), menus: z.array(ZMenuRightRowSchema) }) } },
  }, async (req) => {
    const id = req.params.authGrpCd;
    const b = req.body;
    await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(authGrp).where(eq(authGrp.authGrpCd, id));
      const before = checkVersion(cur, b.version);
      if (id === PROTECTED_GROUP) throw ruleError(ADMIN_MESSAGES.systemProtected);
      await checkRights(tx, b.menus);
      const old = await rightRows(tx, { authGrpCd: id });
      await tx.delete(authGrpMenu).where(eq(authGrpMenu.authGrpCd, id));
      if (b.menus.length) await tx.insert(authGrpMenu).values(b.menus.map((m) => ({ ...m, authGrpCd: id, createUserId: actor(req), updateUserId: actor(req) })));
      await tx.update(authGrp).set({ version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(authGrp.authGrpCd, id));
      await audit(tx, req, 'UPDATE', 'com_auth_grp_menu', id,
        { menus: old.map(({ menuId, accessYn, writeYn }) => ({ menuId, accessYn, writeYn })) }, { menus: b.menus });
    });
    const g = await grpView(db, id);
    return { version: g.version, menus: await rightRows(db, { authGrpCd: id }) };
  });

  // ----- user ↔ authority group
  const userScope = (req: FastifyRequest) => scopeWhere(dataScope(req.principal!), { plant: user.plantCd, dept: user.deptCd, vendor: user.vendorCd });
  r.get('/api/manage/userauthgrp', {
    config: menuRead('ADM_AUTH_GRP', 'ADM_USER'),
    schema: {
      tags, summary: '사용자-권한그룹 목록 (authGrpCd 또는 userId)',
      querystring: ZPageQuerySchema.extend({ authGrpCd: z.string().max(30).optional(), userId: z.string().max(50).optional(), userNm: z.string().max(100).optional() }).refine((q) => q.authGrpCd || q.userId),
      response: { 200: pageOf(ZUserAuthGrpRowSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const cond = and(userScope(req), q.authGrpCd ? eq(userAuthGrp.authGrpCd, q.authGrpCd) : undefined, q.userId ? eq(userAuthGrp.userId, q.userId) : undefined,
      q.userNm ? ilike(user.userNm, like(q.userNm)) : undefined);
    const rows = await db.select({ authGrpCd: authGrp.authGrpCd, authGrpNm: authGrp.authGrpNm, userId: user.userId, userNm: user.userNm, plantCd: user.plantCd, deptNm: dept.deptNm, total: sql<string>`count(*) over ()` })
      .from(userAuthGrp).innerJoin(user, eq(user.userId, userAuthGrp.userId)).innerJoin(authGrp, eq(authGrp.authGrpCd, userAuthGrp.authGrpCd)).leftJoin(dept, eq(dept.deptCd, user.deptCd))
      .where(cond).orderBy(asc(user.userNm), asc(user.userId), asc(authGrp.authGrpCd)).limit(q.limit).offset((q.page - 1) * q.limit);
    const total = rows.length ? Number(rows[0]!.total) : 0;
    return { totalCount: total, page: q.page, limit: q.limit, list: rows.map(({ total: _t, ...x }) => x) };
  });

  r.post('/api/manage/userauthgrp', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹에 사용자 추가', body: ZUserAuthGrpAddSchema, response: { 200: ZAuthGrpSchema } },
  }, async (req) => {
    const b = req.body;
    const ids = [...new Set(b.userIds)];
    await db.transaction(async (tx) => {
      const [g] = await tx.select().from(authGrp).where(eq(authGrp.authGrpCd, b.authGrpCd));
      if (!g) throw ruleError(ADMIN_MESSAGES.invalidReference, 'authGrpCd');
      if (b.authGrpCd === PROTECTED_GROUP && !req.principal!.isAdmin) throw forbidden(ADMIN_MESSAGES.adminOnlyField);
      const s = userScope(req);
      const found = await tx.select({ userId: user.userId }).from(user).where(and(inArray(user.userId, ids), s));
      if (found.length !== ids.length) throw ruleError(ADMIN_MESSAGES.invalidReference, 'userIds');
      const added = await tx.insert(userAuthGrp).values(ids.map((userId) => ({ userId, authGrpCd: b.authGrpCd, createUserId: actor(req), updateUserId: actor(req) })))
        .onConflictDoNothing().returning({ userId: userAuthGrp.userId });
      for (const a of added) await audit(tx, req, 'CREATE', 'com_user_auth_grp', `${a.userId}/${b.authGrpCd}`, null, { userId: a.userId, authGrpCd: b.authGrpCd });
    });
    return grpView(db, b.authGrpCd);
  });

  r.delete('/api/manage/userauthgrp/:authGrpCd/:userId', {
    config: grantOnly,
    schema: { tags, summary: '권한그룹에서 사용자 제외', params: ZGrpParam.extend({ userId: z.string().min(1).max(50) }), response: { 200: ZAuthGrpSchema } },
  }, async (req) => {
    const { authGrpCd, userId } = req.params;
    await db.transaction(async (tx) => {
      if (authGrpCd === PROTECTED_GROUP && !req.principal!.isAdmin) throw forbidden(ADMIN_MESSAGES.adminOnlyField);
      if (authGrpCd === PROTECTED_GROUP && userId === req.principal!.userId) throw ruleError(ADMIN_MESSAGES.systemProtected);
      const [u] = await tx.select({ userId: user.userId }).from(user).where(and(eq(user.userId, userId), userScope(req)));
      if (!u) throw forbidden();
      const del = await tx.delete(userAuthGrp).where(and(eq(userAuthGrp.authGrpCd, authGrpCd), eq(userAuthGrp.userId, userId))).returning();
      must(del[0]);
      await audit(tx, req, 'DELETE', 'com_user_auth_grp', `${userId}/${authGrpCd}`, { userId, authGrpCd }, null);
    });
    return grpView(db, authGrpCd);
  });

  // ----- per-user menus
  const ZUserParam = z.object({ userId: z.string().min(1).max(50) });
  r.get('/api/manage/usermenu/:userId', {
    config: menuRead('ADM_AUTH_GRP', 'ADM_USER'),
    schema: { tags, summary: '사용자별 메뉴 권한', params: ZUserParam, response: { 200: z.array(ZMenuRightRowSchema) } },
  }, async (req) => {
    const [u] = await db.select({ userId: user.userId }).from(user).where(and(eq(user.userId, req.params.userId), userScope(req)));
    if (!u) throw (await db.select({ userId: user.userId }).from(user).where(eq(user.userId, req.params.userId))).length ? outOfScope() : must(undefined);
    return rightRows(db, { userId: req.params.userId });
  });

  r.put('/api/manage/usermenu/:userId', {
    config: grantOnly,
    schema: { tags, summary: '사용자별 메뉴 권한 저장 (전체 교체)', params: ZUserParam, body: ZUserMenuSaveSchema, response: { 200: z.array(ZMenuRightRowSchema) } },
  }, async (req) => {
    const id = req.params.userId;
    await db.transaction(async (tx) => {
      const [u] = await tx.select({ userId: user.userId, adminYn: user.adminYn }).from(user).where(and(eq(user.userId, id), userScope(req)));
      if (!u) throw (await tx.select({ userId: user.userId }).from(user).where(eq(user.userId, id))).length ? outOfScope() : must(undefined);
      if (u.adminYn === 'Y' && !req.principal!.isAdmin) throw forbidden(ADMIN_MESSAGES.adminOnlyField);
      await checkRights(tx, req.body.menus);
      const old = await rightRows(tx, { userId: id });
      await tx.delete(userMenu).where(eq(userMenu.userId, id));
      if (req.body.menus.length) await tx.insert(userMenu).values(req.body.menus.map((m) => ({ ...m, userId: id, createUserId: actor(req), updateUserId: actor(req) })));
      await audit(tx, req, 'UPDATE', 'com_user_menu', id, { menus: old.map(({ menuId, accessYn, writeYn }) => ({ menuId, accessYn, writeYn })) }, { menus: req.body.menus });
    });
    return rightRows(db, { userId: id });
  });

  // ----- department authority groups (data scope: plantAccessYn, deptAccessYn)
  const ZDagParam = z.object({ deptAuthGrpCd: z.string().min(1).max(30) });
  const dagView = (d: typeof deptAuthGrp.$inferSelect) => ({ ...d, plantAccessYn: d.plantAccessYn as 'Y' | 'N', deptAccessYn: d.deptAccessYn as 'Y' | 'N', useYn: d.useYn as 'Y' | 'N' });
  r.get('/api/manage/deptauthgrp', {
    config: menuRead('ADM_AUTH_GRP', 'ADM_USER'),
    schema: { tags, summary: '부서권한그룹 목록', response: { 200: z.array(ZDeptAuthGrpAdminSchema) } },
  }, async () => (await db.select().from(deptAuthGrp).orderBy(asc(deptAuthGrp.deptAuthGrpCd))).map(dagView));

  r.get('/api/manage/deptauthgrp/:deptAuthGrpCd', {
    config: menuRead('ADM_AUTH_GRP', 'ADM_USER'),
    schema: { tags, summary: '부서권한그룹 상세', params: ZDagParam, response: { 200: ZDeptAuthGrpAdminSchema } },
  }, async (req) => dagView(must((await db.select().from(deptAuthGrp).where(eq(deptAuthGrp.deptAuthGrpCd, req.params.deptAuthGrpCd)))[0])));

  // widening data scope is a privilege escalation: only system administrators create or change these groups
  r.post('/api/manage/deptauthgrp', {
    config: grantOnly,
    schema: { tags, summary: '부서권한그룹 등록 (시스템관리자)', body: ZDeptAuthGrpCreateSchema, response: { 200: ZDeptAuthGrpAdminSchema } },
  }, async (req) => {
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      const [exists] = await tx.select({ c: deptAuthGrp.deptAuthGrpCd }).from(deptAuthGrp).where(eq(deptAuthGrp.deptAuthGrpCd, b.deptAuthGrpCd));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const [ins] = await tx.insert(deptAuthGrp).values({ ...b, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_dept_auth_grp', b.deptAuthGrpCd, null, ins);
      return ins!;
    });
    return dagView(row);
  });

  r.put('/api/manage/deptauthgrp/:deptAuthGrpCd', {
    config: grantOnly,
    schema: { tags, summary: '부서권한그룹 수정 (시스템관리자)', params: ZDagParam, body: ZDeptAuthGrpUpdateSchema, response: { 200: ZDeptAuthGrpAdminSchema } },
  }, async (req) => {
    const id = req.params.deptAuthGrpCd;
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(deptAuthGrp).where(eq(deptAuthGrp.deptAuthGrpCd, id));
      const before = checkVersion(cur, b.version);
      if (b.useYn === 'N' && (await queryRows(tx, sql`select 1 from com_user where dept_auth_grp_cd = ${id} and use_yn = 'Y' limit 1`)).length) throw ruleError(ADMIN_MESSAGES.hasUsers, 'useYn');
      const { version, ...fields } = b;
      const [upd] = await tx.update(deptAuthGrp).set({ ...fields, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(deptAuthGrp.deptAuthGrpCd, id), eq(deptAuthGrp.version, version))).returning();
      if (!upd) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_dept_auth_grp', id, before, upd);
      return upd;
    });
    return dagView(row);
  });

  r.delete('/api/manage/deptauthgrp/:deptAuthGrpCd', {
    config: grantOnly,
    schema: { tags, summary: '부서권한그룹 사용중지 (사용자가 있으면 거부)', params: ZDagParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZDeptAuthGrpAdminSchema } },
  }, async (req) => {
    const id = req.params.deptAuthGrpCd;
    const row = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(deptAuthGrp).where(eq(deptAuthGrp.deptAuthGrpCd, id));
      const before = checkVersion(cur, req.query.version);
      if ((await queryRows(tx, sql`select 1 from com_user where dept_auth_grp_cd = ${id} and use_yn = 'Y' limit 1`)).length) throw ruleError(ADMIN_MESSAGES.hasUsers);
      const [upd] = await tx.update(deptAuthGrp).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(deptAuthGrp.deptAuthGrpCd, id)).returning();
      await audit(tx, req, 'DELETE', 'com_dept_auth_grp', id, before, upd);
      return upd!;
    });
    return dagView(row);
  });
}
