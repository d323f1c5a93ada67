import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, ZDeptCreateSchema, ZDeptSchema, ZDeptUpdateSchema, pageOf, ZPageQuerySchema } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeMaster, dept } from '../../db/schema.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, scopeWhere, assertPlantReachable } from '../../lib/scope.js';
import { inScopeColumn, oneInScope } from '../../lib/scoped-load.js';
import { actor, audit, checkVersion, duplicate, like, ruleError } from './admin.common.js';

const tags = ['manage: dept'];
const ZDeptParam = z.object({ deptCd: z.string().min(1).max(30) });

/** departments are scoped by plant (a department screen edits the organisation, so no department limit) */
const deptScope = (req: FastifyRequest) => scopeWhere({ ...dataScope(req.principal!), allDepts: true }, { plant: dept.plantCd });

async function loadScoped(db: DbOrTx, req: FastifyRequest, deptCd: string) {
  // departments are placed by plant only (lib/scoped-load: vendors never reach them)
  const rows = await db.select({ d: dept, inScope: inScopeColumn(dataScope(req.principal!), { scope: { plant: sql`${dept.plantCd}` } }) })
    .from(dept).where(eq(dept.deptCd, deptCd));
  return oneInScope(rows).d;
}

const view = (d: typeof dept.$inferSelect) => ({
  deptCd: d.deptCd, deptNm: d.deptNm, pdeptCd: d.pdeptCd, plantCd: d.plantCd, deptLvl: d.deptLvl, sortOrder: d.sortOrder, useYn: d.useYn as 'Y' | 'N', version: d.version,
});

/** the parent must exist in the same plant and must not be the department itself or one of its descendants */
async function parentLevel(tx: DbOrTx, plantCd: string, pdeptCd: string | null, self?: string): Promise<number> {
  if (!pdeptCd) return 1;
  const [p] = await tx.select().from(dept).where(eq(dept.deptCd, pdeptCd));
  if (!p || p.useYn !== 'Y') throw ruleError(ADMIN_MESSAGES.invalidReference, 'pdeptCd');
  if (p.plantCd !== plantCd) throw ruleError(ADMIN_MESSAGES.wrongPlant, 'pdeptCd');
  if (self) {
    const anc = await queryRows<{ dept_cd: string }>(tx, sql`
      with recursive a as (select dept_cd, pdept_cd from com_dept where dept_cd = ${pdeptCd}
        union all select d.dept_cd, d.pdept_cd from com_dept d join a on d.dept_cd = a.pdept_cd)
      select dept_cd from a`);
    if (anc.some((x) => x.dept_cd === self)) throw ruleError(ADMIN_MESSAGES.cycle, 'pdeptCd');
  }
  return p.deptLvl + 1;
}

async function checkPlant(tx: DbOrTx, req: FastifyRequest, plantCd: string) {
  const [pl] = await tx.select({ code: codeMaster.code }).from(codeMaster).where(and(eq(codeMaster.codeGroupCd, 'COM_PLANT_CD'), eq(codeMaster.code, plantCd), eq(codeMaster.useYn, 'Y')));
  if (!pl || plantCd === '0000') throw ruleError(ADMIN_MESSAGES.invalidReference, 'plantCd');
  const s = dataScope(req.principal!);
  assertPlantReachable(s, plantCd, { vendors: true });
}

export async function deptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/api/manage/depts', {
    config: menuRead('ADM_DEPT', 'ADM_USER', 'ADM_PROCESS'),
    schema: {
      tags, summary: '부서 목록 (서버 페이징)',
      querystring: ZPageQuerySchema.extend({ plantCd: z.string().max(10).optional(), deptNm: z.string().max(200).optional(), pdeptCd: z.string().max(30).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: pageOf(ZDeptSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const cond = and(deptScope(req), q.plantCd ? eq(dept.plantCd, q.plantCd) : undefined, q.deptNm ? ilike(dept.deptNm, like(q.deptNm)) : undefined,
      q.pdeptCd ? eq(dept.pdeptCd, q.pdeptCd) : undefined, q.useYn ? eq(dept.useYn, q.useYn) : undefined,
      req.principal!.userType === 'V' ? sql`false` : undefined);
    const rows = await db.select({ d: dept, total: sql<string>`count(*) over ()` }).from(dept).where(cond)
      .orderBy(asc(dept.plantCd), asc(dept.deptLvl), asc(dept.sortOrder), asc(dept.deptCd)).limit(q.limit).offset((q.page - 1) * q.limit);
    const total = rows.length ? Number(rows[0]!.total) : Number((await db.select({ n: sql<string>`count(*)` }).from(dept).where(cond))[0]?.n ?? 0);
    return { totalCount: total, page: q.page, limit: q.limit, list: rows.map((x) => view(x.d)) };
  });

  r.get('/api/manage/depts/:deptCd', {
    config: menuRead('ADM_DEPT'),
    schema: { tags, summary: '부서 상세', params: ZDeptParam, response: { 200: ZDeptSchema } },
  }, async (req) => view(await loadScoped(db, req, req.params.deptCd)));

  r.post('/api/manage/depts', {
    config: menuWrite('ADM_DEPT'),
    schema: { tags, summary: '부서 등록 (정렬순서 미지정 시 형제 수 + 1)', body: ZDeptCreateSchema, response: { 200: ZDeptSchema } },
  }, async (req) => {
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      await checkPlant(tx, req, b.plantCd);
      const lvl = await parentLevel(tx, b.plantCd, b.pdeptCd);
      const [exists] = await tx.select({ c: dept.deptCd }).from(dept).where(eq(dept.deptCd, b.deptCd));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const siblings = await queryRows<{ n: string }>(tx, sql`select count(*) as n from com_dept where plant_cd = ${b.plantCd} and pdept_cd is not distinct from ${b.pdeptCd}`);
      const [ins] = await tx.insert(dept).values({
        deptCd: b.deptCd, deptNm: b.deptNm, pdeptCd: b.pdeptCd, plantCd: b.plantCd, deptLvl: lvl, sortOrder: b.sortOrder ?? Number(siblings[0]?.n ?? 0) + 1,
        useYn: b.useYn, createUserId: actor(req), updateUserId: actor(req),
      }).returning();
      await audit(tx, req, 'CREATE', 'com_dept', b.deptCd, null, ins);
      return ins!;
    });
    return view(row);
  });

  r.put('/api/manage/depts/:deptCd', {
    config: menuWrite('ADM_DEPT'),
    schema: { tags, summary: '부서 수정', params: ZDeptParam, body: ZDeptUpdateSchema, response: { 200: ZDeptSchema } },
  }, async (req) => {
    const b = req.body;
    const id = req.params.deptCd;
    const row = await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), b.version);
      await checkPlant(tx, req, b.plantCd);
      const lvl = await parentLevel(tx, b.plantCd, b.pdeptCd, id);
      if (b.plantCd !== before.plantCd || b.useYn === 'N') {
        const kids = await queryRows(tx, sql`select 1 from com_dept where pdept_cd = ${id} and use_yn = 'Y' limit 1`);
        if (kids.length) throw ruleError(ADMIN_MESSAGES.hasChildren);
      }
      if (b.useYn === 'N') {
        const users = await queryRows(tx, sql`select 1 from com_user where dept_cd = ${id} and use_yn = 'Y' and retire_yn = 'N' limit 1`);
        if (users.length) throw ruleError(ADMIN_MESSAGES.hasUsers);
      }
      const [upd] = await tx.update(dept).set({
        deptNm: b.deptNm, pdeptCd: b.pdeptCd, plantCd: b.plantCd, deptLvl: lvl, sortOrder: b.sortOrder ?? before.sortOrder, useYn: b.useYn,
        version: before.version + 1, updateUserId: actor(req), updateDt: new Date(),
      }).where(and(eq(dept.deptCd, id), eq(dept.version, b.version))).returning();
      // levels of the subtree follow a moved department
      if (lvl !== before.deptLvl) {
        await tx.execute(sql`with recursive s as (select dept_cd, ${lvl}::int as lvl from com_dept where dept_cd = ${id}
          union all select d.dept_cd, s.lvl + 1 from com_dept d join s on d.pdept_cd = s.dept_cd)
          update com_dept c set dept_lvl = s.lvl from s where c.dept_cd = s.dept_cd and c.dept_cd <> ${id}`);
      }
      await audit(tx, req, 'UPDATE', 'com_dept', id, before, upd);
      return upd!;
    });
    return view(row);
  });

  // departments are referenced by history (users, records): delete switches them off
  r.delete('/api/manage/depts/:deptCd', {
    config: menuWrite('ADM_DEPT'),
    schema: { tags, summary: '부서 사용중지 (하위 부서·재직 사용자가 있으면 거부)', params: ZDeptParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZDeptSchema } },
  }, async (req) => {
    const id = req.params.deptCd;
    const row = await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.query.version);
      if ((await queryRows(tx, sql`select 1 from com_dept where pdept_cd = ${id} and use_yn = 'Y' limit 1`)).length) throw ruleError(ADMIN_MESSAGES.hasChildren);
      if ((await queryRows(tx, sql`select 1 from com_user where dept_cd = ${id} and use_yn = 'Y' and retire_yn = 'N' limit 1`)).length) throw ruleError(ADMIN_MESSAGES.hasUsers);
      const [upd] = await tx.update(dept).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(dept.deptCd, id)).returning();
      await audit(tx, req, 'DELETE', 'com_dept', id, before, upd);
      return upd!;
    });
    return view(row);
  });
}
