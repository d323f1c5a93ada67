import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound, outOfScope } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, scopeWhere } from '../../lib/scope.js';
import type { Principal } from '../auth/principal.js';
import { assertEditable, numericKey, registerApprovalType } from './approval-types.js';
import { apprDoc } from './approvals.tables.js';

/** 일반기안 (general drafted document): this module's own document type, and the reference integration of the registry */
export const APPR_DOC_TYPE = 'APPR_DOC';
export const APPR_DOC_MENU = 'APPR_DOC';

const STATUS_OF = { REQUESTED: 'REQUESTED', APPROVED: 'APPROVED', REJECTED: 'REJECTED', RECALLED: 'RECALLED' } as const;

registerApprovalType({
  apprTypeCd: APPR_DOC_TYPE,
  titleKey: 'approvals.type.APPR_DOC',
  titleKo: '일반기안',
  menuId: APPR_DOC_MENU,
  parseKey: numericKey,
  async getRecord(tx, recordKey) {
    const [d] = await queryRows<{ plant_cd: string; dept_cd: string | null; doc_title: string; doc_contents: string | null; dept_nm: string | null; user_nm: string | null }>(tx, sql`
      select a.plant_cd, a.dept_cd, a.doc_title, a.doc_contents, d.dept_nm, u.user_nm
        from com_appr_doc a left join com_dept d on d.dept_cd = a.dept_cd left join com_user u on u.user_id = a.create_user_id
       where a.doc_no = ${Number(recordKey)}`);
    if (!d) return null;
    return {
      plantCd: d.plant_cd,
      deptCd: d.dept_cd,
      title: d.doc_title,
      summary: [`문서번호: ${recordKey}`, `제목: ${d.doc_title}`, `기안부서: ${d.dept_nm ?? '-'}`, `기안자: ${d.user_nm ?? '-'}`, ...(d.doc_contents ? [`내용: ${d.doc_contents.slice(0, 500)}`] : [])],
    };
  },
  async onStatus(tx, recordKey, status, ctx) {
    await tx
      .update(apprDoc)
      .set({ statusCd: STATUS_OF[status], version: sql`${apprDoc.version} + 1`, updateUserId: ctx.userId, updateDt: new Date() })
      .where(eq(apprDoc.docNo, Number(recordKey)));
  },
});

const ZDoc = z.object({
  docNo: z.number(),
  plantCd: z.string(),
  deptCd: z.string().nullable(),
  docTitle: z.string(),
  docContents: z.string().nullable(),
  statusCd: z.string(),
  version: z.number(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
  updateDt: z.string(),
});
const ZDocInput = z.object({ docTitle: z.string().trim().min(1).max(300), docContents: z.string().trim().max(4000).nullish() });
const ZNo = z.object({ docNo: z.coerce.number().int().min(1).max(2_147_483_647) });

type DocRow = typeof apprDoc.$inferSelect;
const wire = (d: DocRow) => ({ ...d, createDt: d.createDt.toISOString(), updateDt: d.updateDt.toISOString() });

async function loadInScope(tx: DbOrTx, p: Principal, docNo: number): Promise<DocRow> {
  const scope = dataScope(p);
  const sw = scopeWhere(scope, { plant: apprDoc.plantCd, dept: apprDoc.deptCd });
  const [d] = await tx.select().from(apprDoc).where(sw ? and(eq(apprDoc.docNo, docNo), sw) : eq(apprDoc.docNo, docNo));
  if (!d) {
    const [exists] = await tx.select({ n: apprDoc.docNo }).from(apprDoc).where(eq(apprDoc.docNo, docNo));
    throw exists ? outOfScope() : notFound();
  }
  return d;
}

export async function apprDocRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['approvals'];

  app.get('/api/manage/apprdoc', {
    config: menuRead(APPR_DOC_MENU),
    schema: {
      tags, summary: '일반기안 list (data scope), newest first',
      querystring: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE), mineYn: z.enum(['Y', 'N']).default('N') }),
      response: { 200: z.object({ list: z.array(ZDoc), totalCount: z.number(), page: z.number(), limit: z.number() }) },
    },
  }, async (req) => {
    const p = req.principal!;
    const { page, limit, mineYn } = req.query;
    const sw = scopeWhere(dataScope(p), { plant: apprDoc.plantCd, dept: apprDoc.deptCd });
    const where = and(sw, mineYn === 'Y' ? eq(apprDoc.createUserId, p.userId) : undefined);
    const list = await app.db.select().from(apprDoc).where(where).orderBy(desc(apprDoc.createDt), desc(apprDoc.docNo)).limit(limit).offset((page - 1) * limit);
    const [c] = await app.db.select({ n: sql<number>`count(*)::int` }).from(apprDoc).where(where);
    return { list: list.map(wire), totalCount: Number(c?.n ?? 0), page, limit };
  });

  app.get('/api/manage/apprdoc/:docNo', {
    config: menuRead(APPR_DOC_MENU),
    schema: { tags, summary: '일반기안 one document', params: ZNo, response: { 200: ZDoc } },
  }, async (req) => wire(await loadInScope(app.db, req.principal!, req.params.docNo)));

  app.post('/api/manage/apprdoc', {
    config: menuWrite(APPR_DOC_MENU),
    schema: { tags, summary: '일반기안 create (plant and department of the drafter)', body: ZDocInput, response: { 200: ZDoc } },
  }, async (req) => {
    const p = req.principal!;
    if (!p.plantCd) throw forbidden();
    return app.db.transaction(async (tx) => {
      const [d] = await tx.insert(apprDoc).values({ plantCd: p.plantCd!, deptCd: p.deptCd, docTitle: req.body.docTitle, docContents: req.body.docContents ?? null, createUserId: p.userId, updateUserId: p.userId }).returning();
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'apprDoc', entityKey: String(d!.docNo), after: d, ip: req.ip });
      return wire(d!);
    });
  });

  app.put('/api/manage/apprdoc/:docNo', {
    config: menuWrite(APPR_DOC_MENU),
    schema: { tags, summary: '일반기안 update; refused while its approval is in progress or complete', params: ZNo, body: ZDocInput.extend({ version: z.number().int().min(1) }), response: { 200: ZDoc } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const before = await loadInScope(tx, p, req.params.docNo);
      if (before.createUserId !== p.userId && !p.isAdmin) throw outOfScope(WORKFLOW_MESSAGES.notYours);
      await assertEditable(tx, APPR_DOC_TYPE, before.docNo);
      const [d] = await tx
        .update(apprDoc)
        .set({ docTitle: req.body.docTitle, docContents: req.body.docContents ?? null, version: before.version + 1, updateUserId: p.userId, updateDt: new Date() })
        .where(and(eq(apprDoc.docNo, before.docNo), eq(apprDoc.version, req.body.version)))
        .returning();
      if (!d) throw conflict();
      await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: 'apprDoc', entityKey: String(d.docNo), before, after: d, ip: req.ip });
      return wire(d);
    });
  });

  app.delete('/api/manage/apprdoc/:docNo', {
    config: menuWrite(APPR_DOC_MENU),
    schema: { tags, summary: '일반기안 delete; refused while its approval is in progress or complete', params: ZNo, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ ok: z.boolean() }) } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const before = await loadInScope(tx, p, req.params.docNo);
      if (before.createUserId !== p.userId && !p.isAdmin) throw outOfScope(WORKFLOW_MESSAGES.notYours);
      await assertEditable(tx, APPR_DOC_TYPE, before.docNo);
      const del = await tx.delete(apprDoc).where(and(eq(apprDoc.docNo, before.docNo), eq(apprDoc.version, req.query.version))).returning({ n: apprDoc.docNo });
      if (!del.length) throw conflict();
      await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'apprDoc', entityKey: String(before.docNo), before, ip: req.ip });
      return { ok: true };
    });
  });
}
