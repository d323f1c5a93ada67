import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES, ZCodeGroupCreateSchema, ZCodeGroupSchema, ZCodeGroupUpdateSchema, ZCodeMasterCreateSchema, ZCodeMasterSchema,
  ZCodeMasterUpdateSchema, ZPageQuerySchema, pageOf,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { actor, audit, checkVersion, duplicate, like, must, ruleError } from './admin.common.js';

const tags = ['manage: code'];
const ZGroupParam = z.object({ codeGroupCd: z.string().min(1).max(50) });
const ZCodeParam = ZGroupParam.extend({ code: z.string().min(1).max(50) });

const codeView = (c: typeof codeMaster.$inferSelect) => ({
  codeGroupCd: c.codeGroupCd, code: c.code, codeNm: c.codeNm, codeNmI18n: c.codeNmI18n ?? {}, attr1: c.attr1, attr2: c.attr2, attr3: c.attr3,
  sortOrder: c.sortOrder, useYn: c.useYn as 'Y' | 'N', version: c.version,
});

export async function codeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/api/manage/codegroups', {
    config: menuRead('ADM_CODE'),
    schema: {
      tags, summary: '코드그룹 목록',
      querystring: ZPageQuerySchema.extend({ keyword: z.string().max(200).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: pageOf(ZCodeGroupSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const cond = and(q.keyword ? or(ilike(codeGroup.codeGroupCd, like(q.keyword)), ilike(codeGroup.codeGroupNm, like(q.keyword))) : undefined, q.useYn ? eq(codeGroup.useYn, q.useYn) : undefined);
    const rows = await db.select({
      g: codeGroup, total: sql<string>`count(*) over ()`,
      codeCount: sql<string>`(select count(*) from com_code_master m where m.code_group_cd = com_code_group.code_group_cd)`,
    }).from(codeGroup).where(cond).orderBy(asc(codeGroup.codeGroupCd)).limit(q.limit).offset((q.page - 1) * q.limit);
    const total = rows.length ? Number(rows[0]!.total) : Number((await db.select({ n: sql<string>`count(*)` }).from(codeGroup).where(cond))[0]?.n ?? 0);
    return {
      totalCount: total, page: q.page, limit: q.limit,
      list: rows.map(({ g, codeCount }) => ({ ...g, systemYn: g.systemYn as 'Y' | 'N', useYn: g.useYn as 'Y' | 'N', codeCount: Number(codeCount) })),
    };
  });

  const groupView = async (cd: string) => {
    const [g] = await db.select().from(codeGroup).where(eq(codeGroup.codeGroupCd, cd));
    const x = must(g);
    const n = await queryRows<{ n: string }>(db, sql`select count(*) as n from com_code_master where code_group_cd = ${cd}`);
    return { ...x, systemYn: x.systemYn as 'Y' | 'N', useYn: x.useYn as 'Y' | 'N', codeCount: Number(n[0]?.n ?? 0) };
  };

  r.get('/api/manage/codegroups/:codeGroupCd', {
    config: menuRead('ADM_CODE'),
    schema: { tags, summary: '코드그룹 상세', params: ZGroupParam, response: { 200: ZCodeGroupSchema } },
  }, async (req) => groupView(req.params.codeGroupCd));

  r.post('/api/manage/codegroups', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드그룹 등록', body: ZCodeGroupCreateSchema, response: { 200: ZCodeGroupSchema } },
  }, async (req) => {
    const b = req.body;
    await db.transaction(async (tx) => {
      const [exists] = await tx.select({ c: codeGroup.codeGroupCd }).from(codeGroup).where(eq(codeGroup.codeGroupCd, b.codeGroupCd));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const [ins] = await tx.insert(codeGroup).values({ ...b, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_code_group', b.codeGroupCd, null, ins);
    });
    return groupView(b.codeGroupCd);
  });

  r.put('/api/manage/codegroups/:codeGroupCd', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드그룹 수정', params: ZGroupParam, body: ZCodeGroupUpdateSchema, response: { 200: ZCodeGroupSchema } },
  }, async (req) => {
    const b = req.body;
    const id = req.params.codeGroupCd;
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(codeGroup).where(eq(codeGroup.codeGroupCd, id));
      const before = checkVersion(row, b.version);
      if (before.systemYn === 'Y' && b.useYn === 'N') throw ruleError(ADMIN_MESSAGES.systemProtected, 'useYn');
      const { version, ...fields } = b;
      const [upd] = await tx.update(codeGroup).set({ ...fields, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(codeGroup.codeGroupCd, id), eq(codeGroup.version, version))).returning();
      if (!upd) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_code_group', id, before, upd);
    });
    return groupView(id);
  });

  // codes are stored in history rows by value: a group is switched off, never removed
  r.delete('/api/manage/codegroups/:codeGroupCd', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드그룹 사용중지 (시스템 그룹 제외)', params: ZGroupParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZCodeGroupSchema } },
  }, async (req) => {
    const id = req.params.codeGroupCd;
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(codeGroup).where(eq(codeGroup.codeGroupCd, id));
      const before = checkVersion(row, req.query.version);
      if (before.systemYn === 'Y') throw ruleError(ADMIN_MESSAGES.systemProtected);
      const [upd] = await tx.update(codeGroup).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(codeGroup.codeGroupCd, id)).returning();
      await audit(tx, req, 'DELETE', 'com_code_group', id, before, upd);
    });
    return groupView(id);
  });

  // ----- code master (the list lookup GET /api/manage/codemaster is in common/lookup.routes.ts)
  r.get('/api/manage/codemaster/:codeGroupCd/:code', {
    config: menuRead('ADM_CODE'),
    schema: { tags, summary: '코드 상세', params: ZCodeParam, response: { 200: ZCodeMasterSchema } },
  }, async (req) => {
    const [row] = await db.select().from(codeMaster).where(and(eq(codeMaster.codeGroupCd, req.params.codeGroupCd), eq(codeMaster.code, req.params.code)));
    return codeView(must(row));
  });

  r.post('/api/manage/codemaster', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드 등록 (정렬순서 미지정 시 그룹 내 코드 수 + 1)', body: ZCodeMasterCreateSchema, response: { 200: ZCodeMasterSchema } },
  }, async (req) => {
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      const [g] = await tx.select().from(codeGroup).where(eq(codeGroup.codeGroupCd, b.codeGroupCd));
      if (!g) throw ruleError(ADMIN_MESSAGES.invalidReference, 'codeGroupCd');
      const [exists] = await tx.select({ c: codeMaster.code }).from(codeMaster).where(and(eq(codeMaster.codeGroupCd, b.codeGroupCd), eq(codeMaster.code, b.code)));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const n = await queryRows<{ n: string }>(tx, sql`select count(*) as n from com_code_master where code_group_cd = ${b.codeGroupCd}`);
      const [ins] = await tx.insert(codeMaster).values({ ...b, sortOrder: b.sortOrder ?? Number(n[0]?.n ?? 0) + 1, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_code_master', `${b.codeGroupCd}/${b.code}`, null, ins);
      return ins!;
    });
    return codeView(row);
  });

  r.put('/api/manage/codemaster/:codeGroupCd/:code', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드 수정', params: ZCodeParam, body: ZCodeMasterUpdateSchema, response: { 200: ZCodeMasterSchema } },
  }, async (req) => {
    const { codeGroupCd, code } = req.params;
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(codeMaster).where(and(eq(codeMaster.codeGroupCd, codeGroupCd), eq(codeMaster.code, code)));
      const before = checkVersion(cur, b.version);
      const { version, ...fields } = b;
      const [upd] = await tx.update(codeMaster).set({ ...fields, sortOrder: fields.sortOrder ?? before.sortOrder, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(codeMaster.codeGroupCd, codeGroupCd), eq(codeMaster.code, code), eq(codeMaster.version, version))).returning();
      if (!upd) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_code_master', `${codeGroupCd}/${code}`, before, upd);
      return upd;
    });
    return codeView(row);
  });

  r.delete('/api/manage/codemaster/:codeGroupCd/:code', {
    config: menuWrite('ADM_CODE'),
    schema: { tags, summary: '코드 사용중지 (기존 값 표시는 유지)', params: ZCodeParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZCodeMasterSchema } },
  }, async (req) => {
    const { codeGroupCd, code } = req.params;
    const row = await db.transaction(async (tx) => {
      const [cur] = await tx.select().from(codeMaster).where(and(eq(codeMaster.codeGroupCd, codeGroupCd), eq(codeMaster.code, code)));
      const before = checkVersion(cur, req.query.version);
      if (codeGroupCd === 'COM_PLANT_CD' && code === '0000') throw ruleError(ADMIN_MESSAGES.systemProtected);
      const [upd] = await tx.update(codeMaster).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(codeMaster.codeGroupCd, codeGroupCd), eq(codeMaster.code, code))).returning();
      await audit(tx, req, 'DELETE', 'com_code_master', `${codeGroupCd}/${code}`, before, upd);
      return upd!;
    });
    return codeView(row);
  });
}
