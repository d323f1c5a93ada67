import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPR_INBOX_BOXES, APPR_MESSAGES, APPR_STATUS, DEFAULT_PAGE_SIZE, PAGE_SIZES, ZApprDecisionSchema, ZApprDelegateSchema, ZApprLineSaveSchema,
  ZApprLineUpdateSchema, ZApprRequestCreateSchema, ZCollectApprSchema, zYmd,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, assertPlantReachable } from '../../lib/scope.js';
import type { Principal } from '../auth/principal.js';
import { apprDocRoutes } from './approval-doc.js';
import { getApprovalType, isLocked, listApprovalTypes } from './approval-types.js';
import { countPending, findAll, findInbox } from './approvals.inbox.js';
import {
  createRequest, decide, deleteDraft, getRequest, loadRecordInScope, previewLine, recall, submitDraft, todayYmd,
} from './approvals.service.js';
import { notification } from '../notify/notify.tables.js';
import { apprDelegate, apprLine, apprLineSlot, apprRequest, apprStep } from './approvals.tables.js';

export const APPR_MENUS = { inbox: 'APPR_INBOX', line: 'APPR_LINE', all: 'APPR_ALL', doc: 'APPR_DOC' } as const;

const ymd = zYmd; // the calendar-checked date of every route
const zLimit = z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE);
const zPage = z.coerce.number().int().min(1).max(1_000_000).default(1);
const ZReqNo = z.object({ apprRequestNo: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZOk = z.object({ ok: z.boolean() });

const ZStep = z.object({
  stepNo: z.number(), slotKind: z.string(), approverUserId: z.string(), approverNm: z.string().nullable(), deptNm: z.string().nullable(),
  dutyNm: z.string().nullable(), stepStatus: z.string(), decidedUserId: z.string().nullable(), decidedUserNm: z.string().nullable(),
  decidedDt: z.string().nullable(), comment: z.string().nullable(), signature: z.string().nullable(),
});
const ZRequest = z.object({
  apprRequestNo: z.number(), apprTypeCd: z.string(), apprTypeNm: z.string(), recordKey: z.string(), title: z.string(), summary: z.array(z.string()),
  plantCd: z.string(), deptCd: z.string().nullable(), statusCd: z.string(), requestUserId: z.string(), requestUserNm: z.string().nullable(),
  requestDt: z.string().nullable(), completeDt: z.string().nullable(), rejectReason: z.string().nullable(), prevApprRequestNo: z.number().nullable(),
  nextApprRequestNo: z.number().nullable(), currentStepNo: z.number().nullable(), version: z.number(), steps: z.array(ZStep),
  myPendingStepNo: z.number().nullable(), canRecall: z.boolean(),
});
const ZInboxRow = z.object({
  apprRequestNo: z.number(), apprTypeCd: z.string(), apprTypeNm: z.string(), recordKey: z.string(), title: z.string(), statusCd: z.string(),
  requestUserId: z.string(), requestUserNm: z.string().nullable(), requestDeptNm: z.string().nullable(), requestDt: z.string().nullable(),
  stepNo: z.number().nullable(), slotKind: z.string().nullable(), stepStatus: z.string().nullable(), approverUserId: z.string().nullable(),
  decidedDt: z.string().nullable(), delegatedYn: z.enum(['Y', 'N']),
});
const ZInboxList = z.object({ list: z.array(ZInboxRow), totalCount: z.number(), page: z.number(), limit: z.number() });
const ZLineUser = z.object({ userId: z.string(), userNm: z.string(), deptNm: z.string().nullable(), dutyNm: z.string().nullable() });
const ZSlotOut = z.object({
  slotNo: z.number(), slotKind: z.string(), resolveType: z.string(), userId: z.string().nullable(), dutyCd: z.string().nullable(),
  deptCd: z.string().nullable(), requiredYn: z.string(), changeableYn: z.string(),
});
const ZLineOut = z.object({
  apprLineNo: z.number(), plantCd: z.string(), apprTypeCd: z.string(), apprLineNm: z.string(), addableYn: z.string(), useYn: z.string(),
  version: z.number(), updateDt: z.string(), slots: z.array(ZSlotOut),
});

export async function approvalRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['approvals'];
  await app.register(apprDocRoutes);

  // ------------------------------------------------------------------ document types
  app.get('/api/manage/appr/types', {
    config: menuRead(APPR_MENUS.inbox),
    schema: { tags, summary: 'registered approval document types', response: { 200: z.array(z.object({ apprTypeCd: z.string(), titleKey: z.string(), titleKo: z.string(), menuId: z.string() })) } },
  }, async () => listApprovalTypes().map(({ apprTypeCd, titleKey, titleKo, menuId }) => ({ apprTypeCd, titleKey, titleKo, menuId })));

  // ------------------------------------------------------------------ line templates (/api/manage/apprline)
  async function loadLine(no: number) {
    const [h] = await app.db.select().from(apprLine).where(eq(apprLine.apprLineNo, no));
    if (!h) return null;
    const slots = await app.db.select().from(apprLineSlot).where(eq(apprLineSlot.apprLineNo, no)).orderBy(asc(apprLineSlot.slotNo));
    return { ...h, updateDt: h.updateDt.toISOString(), slots: slots.map(({ apprLineNo: _n, ...s }) => s) };
  }
  const assertPlant = (p: Principal, plantCd: string) => {
    const scope = dataScope(p);
    // line templates belong to a plant, not to a vendor: vendor users never edit them (issue 13, by-id scope)
    assertPlantReachable(scope, plantCd);
  };

  app.get('/api/manage/apprline', {
    config: menuRead(APPR_MENUS.line),
    schema: { tags, summary: 'approval line templates (own plant unless plantAccessYn)', querystring: z.object({ plantCd: z.string().max(10).optional(), apprTypeCd: z.string().max(50).optional() }), response: { 200: z.array(ZLineOut) } },
  }, async (req) => {
    const scope = dataScope(req.principal!);
    const conds = [
      req.query.plantCd ? eq(apprLine.plantCd, req.query.plantCd) : undefined,
      req.query.apprTypeCd ? eq(apprLine.apprTypeCd, req.query.apprTypeCd) : undefined,
      scope.allPlants ? undefined : eq(apprLine.plantCd, scope.plantCd ?? '-'),
    ];
    const heads = await app.db.select().from(apprLine).where(and(...conds)).orderBy(asc(apprLine.plantCd), asc(apprLine.apprTypeCd));
    const slots = heads.length ? await app.db.select().from(apprLineSlot).where(inArray(apprLineSlot.apprLineNo, heads.map((h) => h.apprLineNo))).orderBy(asc(apprLineSlot.slotNo)) : [];
    return heads.map((h) => ({ ...h, updateDt: h.updateDt.toISOString(), slots: slots.filter((s) => s.apprLineNo === h.apprLineNo).map(({ apprLineNo: _n, ...s }) => s) }));
  });

  async function checkSlots(body: z.infer<typeof ZApprLineSaveSchema>) {
    if (!getApprovalType(body.apprTypeCd)) throw badRequest([{ field: 'apprTypeCd', message: APPR_MESSAGES.unknownType }], APPR_MESSAGES.unknownType);
    const ids = body.slots.filter((s) => s.resolveType === 'USER').map((s) => s.userId!);
    if (ids.length) {
      const rows = await queryRows<{ user_id: string }>(app.db, sql`select user_id from com_user where user_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) and use_yn = 'Y' and user_type = 'U'`);
      if (rows.length !== new Set(ids).size) throw badRequest([{ field: 'slots', message: APPR_MESSAGES.invalidUser }], APPR_MESSAGES.invalidUser);
    }
  }
  const slotRows = (no: number, body: z.infer<typeof ZApprLineSaveSchema>) =>
    body.slots.map((s, i) => ({
      apprLineNo: no, slotNo: i + 1, slotKind: s.slotKind, resolveType: s.resolveType, userId: s.resolveType === 'USER' ? s.userId! : null,
      dutyCd: s.resolveType === 'USER' ? null : s.dutyCd!, deptCd: s.resolveType === 'DEPT_DUTY' ? s.deptCd! : null, requiredYn: s.requiredYn, changeableYn: s.changeableYn,
    }));

  app.post('/api/manage/apprline', {
    config: menuWrite(APPR_MENUS.line),
    schema: { tags, summary: 'create a line template (one per plant and document type)', body: ZApprLineSaveSchema, response: { 200: ZLineOut } },
  }, async (req) => {
    const p = req.principal!;
    assertPlant(p, req.body.plantCd);
    await checkSlots(req.body);
    const no = await app.db.transaction(async (tx) => {
      const [dup] = await tx.select({ n: apprLine.apprLineNo }).from(apprLine).where(and(eq(apprLine.plantCd, req.body.plantCd), eq(apprLine.apprTypeCd, req.body.apprTypeCd)));
      if (dup) throw new AppError(409, APPR_MESSAGES.duplicateTemplate, 'APPR_LINE_EXISTS');
      const { slots: _s, ...head } = req.body;
      const [h] = await tx.insert(apprLine).values({ ...head, createUserId: p.userId, updateUserId: p.userId }).returning();
      await tx.insert(apprLineSlot).values(slotRows(h!.apprLineNo, req.body));
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'apprLine', entityKey: String(h!.apprLineNo), after: req.body, ip: req.ip });
      return h!.apprLineNo;
    });
    return (await loadLine(no))!;
  });

  app.put('/api/manage/apprline/:apprLineNo', {
    config: menuWrite(APPR_MENUS.line),
    schema: { tags, summary: 'replace a line template (409 on a stale version)', params: z.object({ apprLineNo: z.coerce.number().int().min(1).max(2_147_483_647) }), body: ZApprLineUpdateSchema, response: { 200: ZLineOut } },
  }, async (req) => {
    const p = req.principal!;
    const before = await loadLine(req.params.apprLineNo);
    if (!before) throw notFound();
    assertPlant(p, before.plantCd);
    assertPlant(p, req.body.plantCd);
    await checkSlots(req.body);
    await app.db.transaction(async (tx) => {
      const { slots: _s, version, ...head } = req.body;
      const upd = await tx.update(apprLine).set({ ...head, version: version + 1, updateUserId: p.userId, updateDt: new Date() })
        .where(and(eq(apprLine.apprLineNo, before.apprLineNo), eq(apprLine.version, version))).returning({ n: apprLine.apprLineNo });
      if (!upd.length) throw conflict();
      await tx.delete(apprLineSlot).where(eq(apprLineSlot.apprLineNo, before.apprLineNo));
      await tx.insert(apprLineSlot).values(slotRows(before.apprLineNo, req.body));
      await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: 'apprLine', entityKey: String(before.apprLineNo), before, after: req.body, ip: req.ip });
    }).catch((err: unknown) => {
      if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw new AppError(409, APPR_MESSAGES.duplicateTemplate, 'APPR_LINE_EXISTS');
      throw err;
    });
    return (await loadLine(before.apprLineNo))!;
  });

  app.delete('/api/manage/apprline/:apprLineNo', {
    config: menuWrite(APPR_MENUS.line),
    schema: { tags, summary: 'delete a line template', params: z.object({ apprLineNo: z.coerce.number().int().min(1).max(2_147_483_647) }), querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZOk } },
  }, async (req) => {
    const p = req.principal!;
    const before = await loadLine(req.params.apprLineNo);
    if (!before) throw notFound();
    assertPlant(p, before.plantCd);
    await app.db.transaction(async (tx) => {
      const del = await tx.delete(apprLine).where(and(eq(apprLine.apprLineNo, before.apprLineNo), eq(apprLine.version, req.query.version))).returning({ n: apprLine.apprLineNo });
      if (!del.length) throw conflict();
      await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'apprLine', entityKey: String(before.apprLineNo), before, ip: req.ip });
    });
    return { ok: true };
  });

  app.get('/api/manage/apprline/duties', {
    config: menuRead(APPR_MENUS.line),
    schema: { tags, summary: 'duties (직책) a line slot can name', response: { 200: z.array(z.object({ dutyCd: z.string(), dutyNm: z.string() })) } },
  }, async () => queryRows<{ dutyCd: string; dutyNm: string }>(app.db, sql`select duty_cd as "dutyCd", duty_nm as "dutyNm" from com_duty where use_yn = 'Y' order by sort_order, duty_cd`));

  app.get('/api/manage/apprline/resolve', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'the line a requester would get for a record: template slots with their resolved approvers',
      querystring: z.object({ apprTypeCd: z.string().min(1).max(50), recordKey: z.string().min(1).max(100) }),
      response: {
        200: z.object({
          template: z.object({ apprLineNo: z.number(), apprLineNm: z.string(), addableYn: z.string() }).nullable(),
          slots: z.array(ZSlotOut.extend({ approver: ZLineUser.nullable(), selfHeld: z.boolean() })),
          record: z.object({ title: z.string(), summary: z.array(z.string()) }),
        }),
      },
    },
  }, async (req) => {
    const r = await previewLine(app.db, req.principal!, req.query.apprTypeCd, req.query.recordKey);
    return { template: r.template, slots: r.slots, record: { title: r.record.title, summary: r.record.summary } };
  });

  app.get('/api/manage/appr/users', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'plant users to put on a line (own plant unless plantAccessYn), by name, id or department',
      querystring: z.object({ keyword: z.string().trim().min(1).max(50) }),
      response: { 200: z.array(ZLineUser) },
    },
  }, async (req) => {
    const scope = dataScope(req.principal!);
    const like = `%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<{ user_id: string; user_nm: string; dept_nm: string | null; duty_nm: string | null }>(app.db, sql`
      select u.user_id, u.user_nm, d.dept_nm, du.duty_nm
        from com_user u left join com_dept d on d.dept_cd = u.dept_cd left join com_duty du on du.duty_cd = u.duty_cd
       where u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N'
         and (u.user_nm like ${like} or u.user_id like ${like} or d.dept_nm like ${like})
         ${scope.allPlants ? sql`` : sql`and u.plant_cd = ${scope.plantCd ?? '-'}`}
       order by u.user_nm, u.user_id limit 30`);
    return rows.map((r) => ({ userId: r.user_id, userNm: r.user_nm, deptNm: r.dept_nm, dutyNm: r.duty_nm }));
  });

  // ------------------------------------------------------------------ requests (/api/manage/apprrequest)
  app.post('/api/manage/apprrequest', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'request approval of a record (submitYn N = save as draft); needs write rights on the type\'s menu', body: ZApprRequestCreateSchema, response: { 200: ZRequest } },
  }, async (req) => {
    const p = req.principal!;
    const no = await app.db.transaction((tx) => createRequest(tx, p, req.body, req.ip));
    return getRequest(app.db, p, no);
  });

  app.get('/api/manage/apprrequest', {
    config: menuRead(APPR_MENUS.inbox),
    schema: { tags, summary: 'my requests (상신함)', querystring: z.object({ fromYmd: ymd.optional(), toYmd: ymd.optional(), page: zPage, limit: zLimit }), response: { 200: ZInboxList } },
  }, async (req) => findInbox(app.db, req.principal!, { box: 'mine', ...req.query }));

  app.get('/api/manage/apprrequest/:apprRequestNo', {
    config: menuRead(APPR_MENUS.inbox),
    schema: { tags, summary: 'one request with every step (requester, line members and their delegates)', params: ZReqNo, response: { 200: ZRequest } },
  }, async (req) => getRequest(app.db, req.principal!, req.params.apprRequestNo));

  app.post('/api/manage/apprrequest/:apprRequestNo/submit', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'submit a draft', params: ZReqNo, body: z.object({ version: z.number().int().min(1), comment: z.string().trim().max(1000).optional(), signature: ZApprRequestCreateSchema.shape.signature }), response: { 200: ZRequest } },
  }, async (req) => {
    const p = req.principal!;
    await app.db.transaction((tx) => submitDraft(tx, p, req.params.apprRequestNo, req.body, req.ip));
    return getRequest(app.db, p, req.params.apprRequestNo);
  });

  app.delete('/api/manage/apprrequest/:apprRequestNo', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'discard a draft', params: ZReqNo, querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: ZOk } },
  }, async (req) => {
    await app.db.transaction((tx) => deleteDraft(tx, req.principal!, req.params.apprRequestNo, req.query.version, req.ip));
    return { ok: true };
  });

  app.patch('/api/manage/apprrequest/:apprRequestNo/recall', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'recall (회수) before the first approval', params: ZReqNo, body: z.object({ version: z.number().int().min(1) }), response: { 200: ZRequest } },
  }, async (req) => {
    const p = req.principal!;
    await app.db.transaction((tx) => recall(tx, p, req.params.apprRequestNo, req.body.version, req.ip));
    return getRequest(app.db, p, req.params.apprRequestNo);
  });

  // ------------------------------------------------------------------ inbox and decisions (/api/manage/appr)
  app.get('/api/manage/appr', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'inbox: pending (mine and delegated to me), processed, rejected (my rejected requests), reference, mine',
      querystring: z.object({ box: z.enum(APPR_INBOX_BOXES).default('pending'), apprTypeCd: z.string().max(50).optional(), fromYmd: ymd.optional(), toYmd: ymd.optional(), page: zPage, limit: zLimit }),
      response: { 200: ZInboxList },
    },
  }, async (req) => findInbox(app.db, req.principal!, req.query));

  app.get('/api/manage/appr/count', {
    config: menuRead(APPR_MENUS.inbox),
    schema: { tags, summary: 'pending-approvals badge count (the shell sends one year back plus one day .. today)', querystring: z.object({ fromYmd: ymd.optional(), toYmd: ymd.optional() }), response: { 200: z.object({ count: z.number() }) } },
  }, async (req) => ({ count: await countPending(app.db, req.principal!, req.query) }));

  app.patch('/api/manage/appr/:apprRequestNo', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'approve or reject the current step (approver or active delegate only)', params: ZReqNo, body: ZApprDecisionSchema, response: { 200: ZRequest } },
  }, async (req) => {
    const p = req.principal!;
    await app.db.transaction((tx) => decide(tx, p, req.params.apprRequestNo, req.body, req.ip));
    return getRequest(app.db, p, req.params.apprRequestNo);
  });

  app.post('/api/manage/collectappr', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'collective approval (일괄결재): approve several pending steps; each one stands or fails on its own',
      body: ZCollectApprSchema,
      response: { 200: z.object({ results: z.array(z.object({ apprRequestNo: z.number(), stepNo: z.number(), ok: z.boolean(), message: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const p = req.principal!;
    const results = [];
    for (const it of req.body.items) {
      try {
        await app.db.transaction((tx) => decide(tx, p, it.apprRequestNo, { stepNo: it.stepNo, decisionCd: 'APPROVE', comment: req.body.comment, signature: req.body.signature }, req.ip));
        results.push({ ...it, ok: true, message: null });
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode === 400) throw err;
        results.push({ ...it, ok: false, message: err.message });
      }
    }
    return { results };
  });

  app.get('/api/manage/apprparam', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'approval state of a business record (for its detail page): latest request and whether the record is editable',
      querystring: z.object({ apprTypeCd: z.string().min(1).max(50), recordKey: z.string().min(1).max(100) }),
      response: { 200: z.object({ apprTypeCd: z.string(), recordKey: z.string(), editableYn: z.enum(['Y', 'N']), apprRequestNo: z.number().nullable(), statusCd: z.enum(APPR_STATUS).nullable(), version: z.number().nullable() }) },
    },
  }, async (req) => {
    const p = req.principal!;
    const type = getApprovalType(req.query.apprTypeCd);
    if (!type) throw badRequest([{ field: 'apprTypeCd', message: APPR_MESSAGES.unknownType }], APPR_MESSAGES.unknownType);
    // the record through its type: menu read rights, plant/department/vendor scope (400 bad key, 403, 404), like every read
    const { key } = await loadRecordInScope(app.db, p, type, req.query.recordKey, 'read');
    const [last] = await app.db.select().from(apprRequest)
      .where(and(eq(apprRequest.apprTypeCd, type.apprTypeCd), eq(apprRequest.recordKey, key))).orderBy(desc(apprRequest.apprRequestNo)).limit(1);
    const locked = await isLocked(app.db, type.apprTypeCd, key);
    return {
      apprTypeCd: type.apprTypeCd, recordKey: key, editableYn: (locked ? 'N' : 'Y') as 'Y' | 'N',
      apprRequestNo: last?.apprRequestNo ?? null, statusCd: (last?.statusCd as (typeof APPR_STATUS)[number] | undefined) ?? null, version: last?.version ?? null,
    };
  });

  // the printed 결재란 of a record: its latest submitted request and steps (names, duties, dates, signatures), for anyone
  // who may read the record (same loading as apprparam), not only the people on the line
  const ZPrintLine = z.object({
    apprTypeCd: z.string(), recordKey: z.string(),
    request: z.object({ apprRequestNo: z.number(), statusCd: z.enum(APPR_STATUS), requestDt: z.string().nullable(), completeDt: z.string().nullable(), steps: z.array(ZStep) }).nullable(),
  });
  app.get('/api/manage/apprparam/line', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'approval line of a business record for its printed 결재란: the latest submitted request (not drafts or recalled ones) with its steps',
      querystring: z.object({ apprTypeCd: z.string().min(1).max(50), recordKey: z.string().min(1).max(100) }),
      response: { 200: ZPrintLine },
    },
  }, async (req) => {
    const type = getApprovalType(req.query.apprTypeCd);
    if (!type) throw badRequest([{ field: 'apprTypeCd', message: APPR_MESSAGES.unknownType }], APPR_MESSAGES.unknownType);
    const { key } = await loadRecordInScope(app.db, req.principal!, type, req.query.recordKey, 'read');
    const [last] = await app.db.select().from(apprRequest)
      .where(and(eq(apprRequest.apprTypeCd, type.apprTypeCd), eq(apprRequest.recordKey, key), inArray(apprRequest.statusCd, ['PROGRESS', 'COMPLETE', 'REJECT'])))
      .orderBy(desc(apprRequest.apprRequestNo)).limit(1);
    if (!last) return { apprTypeCd: type.apprTypeCd, recordKey: key, request: null };
    const steps = await app.db.select().from(apprStep).where(eq(apprStep.apprRequestNo, last.apprRequestNo)).orderBy(asc(apprStep.stepNo));
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      apprTypeCd: type.apprTypeCd, recordKey: key,
      request: {
        apprRequestNo: last.apprRequestNo, statusCd: last.statusCd as (typeof APPR_STATUS)[number], requestDt: iso(last.requestDt), completeDt: iso(last.completeDt),
        steps: steps.map((s) => ({
          stepNo: s.stepNo, slotKind: s.slotKind, approverUserId: s.approverUserId, approverNm: s.approverNm, deptNm: s.deptNm, dutyNm: s.dutyNm,
          stepStatus: s.stepStatus, decidedUserId: s.decidedUserId, decidedUserNm: s.decidedUserNm, decidedDt: iso(s.decidedDt), comment: s.comment,
          // a signature exists only for a decided step; never shown for one still waiting
          signature: s.decidedDt ? s.signature : null,
        })),
      },
    };
  });

  app.get('/api/manage/apprall', {
    config: menuRead(APPR_MENUS.all),
    schema: {
      tags, summary: '전체 결재현황: every submitted request in the caller\'s data scope',
      querystring: z.object({ statusCd: z.enum(APPR_STATUS).optional(), apprTypeCd: z.string().max(50).optional(), fromYmd: ymd.optional(), toYmd: ymd.optional(), page: zPage, limit: zLimit }),
      response: { 200: ZInboxList },
    },
  }, async (req) => findAll(app.db, req.principal!, dataScope(req.principal!), req.query));

  // ------------------------------------------------------------------ delegation (대결)
  const ZDelegateOut = z.object({ delegateNo: z.number(), userId: z.string(), userNm: z.string().nullable(), delegateUserId: z.string(), delegateUserNm: z.string().nullable(), fromYmd: z.string(), toYmd: z.string(), reason: z.string().nullable(), activeYn: z.enum(['Y', 'N']) });
  app.get('/api/manage/appr/delegates', {
    config: menuRead(APPR_MENUS.inbox),
    schema: { tags, summary: 'delegations I gave and delegations given to me', response: { 200: z.array(ZDelegateOut) } },
  }, async (req) => {
    const me = req.principal!.userId;
    const today = todayYmd();
    const rows = await queryRows<{ delegate_no: number; user_id: string; user_nm: string | null; delegate_user_id: string; delegate_user_nm: string | null; from_ymd: string; to_ymd: string; reason: string | null }>(app.db, sql`
      select a.delegate_no, a.user_id, u1.user_nm, a.delegate_user_id, u2.user_nm as delegate_user_nm, a.from_ymd::text as from_ymd, a.to_ymd::text as to_ymd, a.reason
        from com_appr_delegate a left join com_user u1 on u1.user_id = a.user_id left join com_user u2 on u2.user_id = a.delegate_user_id
       where a.use_yn = 'Y' and (a.user_id = ${me} or a.delegate_user_id = ${me}) order by a.from_ymd desc, a.delegate_no desc limit 200`);
    return rows.map((r) => ({
      delegateNo: r.delegate_no, userId: r.user_id, userNm: r.user_nm, delegateUserId: r.delegate_user_id, delegateUserNm: r.delegate_user_nm,
      fromYmd: r.from_ymd, toYmd: r.to_ymd, reason: r.reason, activeYn: r.from_ymd <= today && today <= r.to_ymd ? ('Y' as const) : ('N' as const),
    }));
  });

  app.post('/api/manage/appr/delegates', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'delegate my approvals to another plant user for a date range', body: ZApprDelegateSchema, response: { 200: z.object({ delegateNo: z.number() }) } },
  }, async (req) => {
    const p = req.principal!;
    if (p.userType !== 'U') throw forbidden();
    if (req.body.delegateUserId === p.userId) throw badRequest([{ field: 'delegateUserId', message: APPR_MESSAGES.delegateSelf }], APPR_MESSAGES.delegateSelf);
    // the delegate reads and decides the delegator's requests, so they must be in the delegator's plant (unless all-plant scope)
    const scope = dataScope(p);
    const ok = await queryRows(app.db, sql`select 1 from com_user where user_id = ${req.body.delegateUserId} and user_type = 'U' and use_yn = 'Y' and retire_yn = 'N'
      ${scope.allPlants ? sql`` : sql`and plant_cd = ${p.plantCd ?? '-'}`}`);
    if (!ok.length) throw badRequest([{ field: 'delegateUserId', message: APPR_MESSAGES.invalidUser }], APPR_MESSAGES.invalidUser);
    return app.db.transaction(async (tx) => {
      const [row] = await tx.insert(apprDelegate).values({ userId: p.userId, ...req.body, createUserId: p.userId, updateUserId: p.userId }).returning({ delegateNo: apprDelegate.delegateNo });
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'apprDelegate', entityKey: String(row!.delegateNo), after: req.body, ip: req.ip });
      return row!;
    });
  });

  app.delete('/api/manage/appr/delegates/:delegateNo', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'end a delegation I gave', params: z.object({ delegateNo: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: ZOk } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const upd = await tx.update(apprDelegate).set({ useYn: 'N', version: sql`${apprDelegate.version} + 1`, updateUserId: p.userId, updateDt: new Date() })
        .where(and(eq(apprDelegate.delegateNo, req.params.delegateNo), eq(apprDelegate.userId, p.userId), eq(apprDelegate.useYn, 'Y'))).returning({ n: apprDelegate.delegateNo });
      if (!upd.length) throw notFound();
      await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'apprDelegate', entityKey: String(req.params.delegateNo), ip: req.ip });
      return { ok: true };
    });
  });

  // ------------------------------------------------------------------ notifications
  // The approvals' view of the notification centre (com_notification, kinds APPR_*): kept for the callers of
  // these routes; new screens use /api/notifications. kindCd keeps its old values (PENDING, COMPLETE, REJECT).
  const apprKinds = like(notification.kindCd, 'APPR\\_%');
  const legacyKind = (k: string) => (k === 'APPR_REFERENCE' ? 'COMPLETE' : k.replace(/^APPR_/, ''));
  app.get('/api/manage/appr/notifications', {
    config: menuRead(APPR_MENUS.inbox),
    schema: {
      tags, summary: 'my approval notifications, newest first (the APPR_* kinds of /api/notifications)',
      querystring: z.object({ unreadYn: z.enum(['Y', 'N']).default('N'), limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: z.object({ unreadCount: z.number(), list: z.array(z.object({ notificationNo: z.number(), kindCd: z.string(), apprRequestNo: z.number(), title: z.string(), readYn: z.enum(['Y', 'N']), createDt: z.string() })) }) },
    },
  }, async (req) => {
    const me = eq(notification.userId, req.principal!.userId);
    const list = await app.db.select().from(notification)
      .where(and(me, apprKinds, req.query.unreadYn === 'Y' ? isNull(notification.readDt) : undefined))
      .orderBy(desc(notification.createDt), desc(notification.notificationNo)).limit(req.query.limit);
    const [c] = await app.db.select({ n: sql<string | number>`count(*)` }).from(notification).where(and(me, apprKinds, isNull(notification.readDt)));
    return {
      unreadCount: Number(c?.n ?? 0),
      list: list.map((n) => ({ notificationNo: n.notificationNo, kindCd: legacyKind(n.kindCd), apprRequestNo: Number(n.linkKey), title: n.title, readYn: n.readDt ? ('Y' as const) : ('N' as const), createDt: n.createDt.toISOString() })),
    };
  });

  app.patch('/api/manage/appr/notifications/read', {
    config: menuWrite(APPR_MENUS.inbox),
    schema: { tags, summary: 'mark my approval notifications read (the given ones, or all)', body: z.object({ notificationNos: z.array(z.number().int().min(1)).max(500).optional() }), response: { 200: z.object({ updated: z.number() }) } },
  }, async (req) => {
    const me = req.principal!.userId;
    const rows = await app.db.update(notification).set({ readDt: new Date() })
      .where(and(eq(notification.userId, me), apprKinds, isNull(notification.readDt), req.body.notificationNos ? inArray(notification.notificationNo, req.body.notificationNos.length ? req.body.notificationNos : [-1]) : undefined))
      .returning({ n: notification.notificationNo });
    return { updated: rows.length };
  });
}
