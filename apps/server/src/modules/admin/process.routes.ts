import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES, ZDeptProcessSaveSchema, ZPageQuerySchema, ZProcessSaveSchema, ZProcessSchema, ZProcessUpdateSchema, pageOf,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeMaster, dept, deptProcess, process } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, scopeWhere, assertPlantReachable } from '../../lib/scope.js';
import { inScopeColumn, oneInScope } from '../../lib/scoped-load.js';
import { actor, audit, checkVersion, duplicate, like, ruleError } from './admin.common.js';

const tags = ['manage: process'];
const ZProcessNoParam = z.object({ processNo: z.coerce.number().int().min(1).max(2_147_483_647) });

async function deptCdsOf(db: DbOrTx, processNos: number[]): Promise<Map<number, string[]>> {
  const m = new Map<number, string[]>();
  if (!processNos.length) return m;
  const rows = await db.select({ processNo: deptProcess.processNo, deptCd: deptProcess.deptCd }).from(deptProcess)
    .where(inArray(deptProcess.processNo, processNos)).orderBy(asc(deptProcess.deptCd));
  for (const r of rows) m.set(r.processNo, [...(m.get(r.processNo) ?? []), r.deptCd]);
  return m;
}

const view = (p: typeof process.$inferSelect, deptCds: string[]) => ({
  processNo: p.processNo, processCd: p.processCd, processNm: p.processNm, plantCd: p.plantCd, processDesc: p.processDesc,
  sortOrder: p.sortOrder, useYn: p.useYn as 'Y' | 'N', version: p.version, deptCds,
});

async function loadScoped(db: DbOrTx, req: FastifyRequest, processNo: number) {
  // processes are placed by plant only (lib/scoped-load: vendors never reach them)
  const rows = await db.select({ p: process, inScope: inScopeColumn(dataScope(req.principal!), { scope: { plant: sql`${process.plantCd}` } }) })
    .from(process).where(eq(process.processNo, processNo));
  return oneInScope(rows).p;
}

async function checkPlant(tx: DbOrTx, req: FastifyRequest, plantCd: string) {
  const [pl] = await tx.select({ code: codeMaster.code }).from(codeMaster).where(and(eq(codeMaster.codeGroupCd, 'COM_PLANT_CD'), eq(codeMaster.code, plantCd), eq(codeMaster.useYn, 'Y')));
  if (!pl || plantCd === '0000') throw ruleError(ADMIN_MESSAGES.invalidReference, 'plantCd');
  const s = dataScope(req.principal!);
  assertPlantReachable(s, plantCd, { vendors: true });
}

export async function processRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/api/manage/process', {
    config: menuRead('ADM_PROCESS'),
    schema: {
      tags, summary: '공정 목록 (서버 페이징)',
      querystring: ZPageQuerySchema.extend({ plantCd: z.string().max(10).optional(), deptCd: z.string().max(30).optional(), processNm: z.string().max(200).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: pageOf(ZProcessSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const cond = and(
      scopeWhere({ ...dataScope(req.principal!), allDepts: true }, { plant: process.plantCd }),
      req.principal!.userType === 'V' ? sql`false` : undefined,
      q.plantCd ? eq(process.plantCd, q.plantCd) : undefined,
      q.deptCd ? sql`exists (select 1 from com_dept_process dp where dp.process_no = com_process.process_no and dp.dept_cd = ${q.deptCd})` : undefined,
      q.processNm ? ilike(process.processNm, like(q.processNm)) : undefined,
      q.useYn ? eq(process.useYn, q.useYn) : undefined,
    );
    const rows = await db.select({ p: process, total: sql<string>`count(*) over ()` }).from(process).where(cond)
      .orderBy(asc(process.plantCd), asc(process.sortOrder), asc(process.processCd)).limit(q.limit).offset((q.page - 1) * q.limit);
    const total = rows.length ? Number(rows[0]!.total) : Number((await db.select({ n: sql<string>`count(*)` }).from(process).where(cond))[0]?.n ?? 0);
    const depts = await deptCdsOf(db, rows.map((x) => x.p.processNo));
    return { totalCount: total, page: q.page, limit: q.limit, list: rows.map((x) => view(x.p, depts.get(x.p.processNo) ?? [])) };
  });

  r.get('/api/manage/process/:processNo', {
    config: menuRead('ADM_PROCESS'),
    schema: { tags, summary: '공정 상세', params: ZProcessNoParam, response: { 200: ZProcessSchema } },
  }, async (req) => {
    const p = await loadScoped(db, req, req.params.processNo);
    return view(p, (await deptCdsOf(db, [p.processNo])).get(p.processNo) ?? []);
  });

  r.post('/api/manage/process', {
    config: menuWrite('ADM_PROCESS'),
    schema: { tags, summary: '공정 등록', body: ZProcessSaveSchema, response: { 200: ZProcessSchema } },
  }, async (req) => {
    const b = req.body;
    const row = await db.transaction(async (tx) => {
      await checkPlant(tx, req, b.plantCd);
      const [exists] = await tx.select({ n: process.processNo }).from(process).where(eq(process.processCd, b.processCd));
      if (exists) throw duplicate(ADMIN_MESSAGES.duplicate);
      const n = await queryRows<{ n: string }>(tx, sql`select count(*) as n from com_process where plant_cd = ${b.plantCd}`);
      const [ins] = await tx.insert(process).values({ ...b, sortOrder: b.sortOrder ?? Number(n[0]?.n ?? 0) + 1, createUserId: actor(req), updateUserId: actor(req) }).returning();
      await audit(tx, req, 'CREATE', 'com_process', String(ins!.processNo), null, ins);
      return ins!;
    });
    return view(row, []);
  });

  r.put('/api/manage/process/:processNo', {
    config: menuWrite('ADM_PROCESS'),
    schema: { tags, summary: '공정 수정', params: ZProcessNoParam, body: ZProcessUpdateSchema, response: { 200: ZProcessSchema } },
  }, async (req) => {
    const b = req.body;
    const id = req.params.processNo;
    const row = await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), b.version);
      await checkPlant(tx, req, b.plantCd);
      const [dup] = await tx.select({ n: process.processNo }).from(process).where(and(eq(process.processCd, b.processCd), sql`${process.processNo} <> ${id}`));
      if (dup) throw duplicate(ADMIN_MESSAGES.duplicate);
      if (b.plantCd !== before.plantCd) await tx.delete(deptProcess).where(eq(deptProcess.processNo, id));
      const { version, ...fields } = b;
      const [upd] = await tx.update(process).set({ ...fields, sortOrder: b.sortOrder ?? before.sortOrder, version: version + 1, updateUserId: actor(req), updateDt: new Date() })
        .where(and(eq(process.processNo, id), eq(process.version, version))).returning();
      if (!upd) throw conflict();
      await audit(tx, req, 'UPDATE', 'com_process', String(id), before, upd);
      return upd;
    });
    return view(row, (await deptCdsOf(db, [id])).get(id) ?? []);
  });

  // processes are referenced by checkups and risk assessments: delete switches them off
  r.delete('/api/manage/process/:processNo', {
    config: menuWrite('ADM_PROCESS'),
    schema: { tags, summary: '공정 사용중지', params: ZProcessNoParam, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZProcessSchema } },
  }, async (req) => {
    const id = req.params.processNo;
    const row = await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.query.version);
      const [upd] = await tx.update(process).set({ useYn: 'N', version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(process.processNo, id)).returning();
      await audit(tx, req, 'DELETE', 'com_process', String(id), before, upd);
      return upd!;
    });
    return view(row, (await deptCdsOf(db, [id])).get(id) ?? []);
  });

  // spec §7 "deptprocess": which departments perform a process (replaces the whole set, bumps the process version)
  r.get('/api/manage/deptprocess', {
    config: menuRead('ADM_PROCESS', 'ADM_DEPT'),
    schema: {
      tags, summary: '부서-공정 매핑 목록',
      querystring: z.object({ deptCd: z.string().max(30).optional(), processNo: z.coerce.number().int().min(1).optional() }).refine((q) => q.deptCd || q.processNo),
      response: { 200: z.array(z.object({ deptCd: z.string(), deptNm: z.string(), processNo: z.number().int(), processCd: z.string(), processNm: z.string(), plantCd: z.string() })) },
    },
  }, async (req) => {
    const q = req.query;
    return db.select({ deptCd: dept.deptCd, deptNm: dept.deptNm, processNo: process.processNo, processCd: process.processCd, processNm: process.processNm, plantCd: process.plantCd })
      .from(deptProcess).innerJoin(dept, eq(dept.deptCd, deptProcess.deptCd)).innerJoin(process, eq(process.processNo, deptProcess.processNo))
      .where(and(
        scopeWhere({ ...dataScope(req.principal!), allDepts: true }, { plant: process.plantCd }),
        req.principal!.userType === 'V' ? sql`false` : undefined,
        q.deptCd ? eq(deptProcess.deptCd, q.deptCd) : undefined,
        q.processNo ? eq(deptProcess.processNo, q.processNo) : undefined,
      ))
      .orderBy(asc(process.sortOrder), asc(dept.sortOrder));
  });

  r.put('/api/manage/deptprocess/:processNo', {
    config: menuWrite('ADM_PROCESS'),
    schema: { tags, summary: '공정의 수행 부서 저장 (전체 교체)', params: ZProcessNoParam, body: ZDeptProcessSaveSchema.extend({ version: z.number().int().min(1) }), response: { 200: ZProcessSchema } },
  }, async (req) => {
    const id = req.params.processNo;
    const deptCds = [...new Set(req.body.deptCds)];
    const row = await db.transaction(async (tx) => {
      const before = checkVersion(await loadScoped(tx, req, id), req.body.version);
      const beforeDepts = (await deptCdsOf(tx, [id])).get(id) ?? [];
      if (deptCds.length) {
        const ok = await tx.select({ deptCd: dept.deptCd }).from(dept).where(and(inArray(dept.deptCd, deptCds), eq(dept.plantCd, before.plantCd), eq(dept.useYn, 'Y')));
        if (ok.length !== deptCds.length) throw ruleError(ADMIN_MESSAGES.wrongPlant, 'deptCds');
      }
      await tx.delete(deptProcess).where(eq(deptProcess.processNo, id));
      if (deptCds.length) await tx.insert(deptProcess).values(deptCds.map((deptCd) => ({ deptCd, processNo: id, createUserId: actor(req), updateUserId: actor(req) })));
      const [upd] = await tx.update(process).set({ version: before.version + 1, updateUserId: actor(req), updateDt: new Date() }).where(eq(process.processNo, id)).returning();
      await audit(tx, req, 'UPDATE', 'com_dept_process', String(id), { deptCds: beforeDepts }, { deptCds });
      return upd!;
    });
    return view(row, deptCds.sort());
  });
}
