import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOC_MENU, DOC_ROUTE, mgtDocRevisionResource, mgtDocumentResource } from '@jikim/shared';
import { registerResourceDue } from '../../../lib/due-dates.js';
import { plantToday } from '../../../lib/plant-time.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import { escapeLike, loadScopedOne, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { loadMenuRights } from '../../auth/principal.js';
import { resourceApproval } from '../../approvals/resource-approval.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { afterDocumentEdit, assertDeletable, draftValues, markReviewed, openRevision, revisionApprovalChanged } from './documents.service.js';
import { mgtDocRevision, mgtDocument } from './documents.tables.js';

/** /api/mgt/documents: the register, with every revision read-only under it */
const documentBinding: ResourceBinding = {
  def: mgtDocumentResource, table: mgtDocument, children: { revisions: { table: mgtDocRevision, parentKey: 'docNo' } },
};

const docOf = (field: 'doc_number' | 'doc_title') => (col: (f: string) => ReturnType<typeof sql>) =>
  sql`(select d.${sql.identifier(field)} from mgt_document d where d.doc_no = ${col('docNo')})`;

/** the revisions a reader reaches: in force or superseded, or drafts of a document they own, wrote or approve */
const revisionReaderReach = (userId: string) => sql`(${mgtDocRevision.revStatusCd} in ('CURRENT', 'SUPERSEDED')
  or ${mgtDocRevision.createUserId} = ${userId}
  or exists (select 1 from mgt_document d where d.doc_no = ${mgtDocRevision.docNo} and d.owner_user_id = ${userId})
  or exists (select 1 from com_appr_request r join com_appr_step s on s.appr_request_no = r.appr_request_no
              where r.appr_type_cd = 'MGT_DOC' and r.record_key = ${mgtDocRevision.revisionNo}::text and s.approver_user_id = ${userId}))`;
const EFFECTIVE = ['CURRENT', 'SUPERSEDED'];

/** /api/mgt/documents/revisions: each revision with its document's number and title */
const revisionBinding: ResourceBinding = {
  def: mgtDocRevisionResource, table: mgtDocRevision,
  derived: { docNumber: docOf('doc_number'), docTitle: docOf('doc_title') },
  // readers (no write right on 문서관리) see the revisions that took effect; the document's owner, the revision's author
  // and the people on its 결재 line see its drafts too
  readerReach: (userId) => revisionReaderReach(userId),
  filters: {
    docText: (v) => {
      const like = `%${escapeLike(v)}%`;
      return sql`exists (select 1 from mgt_document d where d.doc_no = ${mgtDocRevision.docNo} and (d.doc_number ilike ${like} or d.doc_title ilike ${like}))`;
    },
  },
};
// MGT_DOC_REV: the controlled file of a revision, part of what is approved (locked with it)
registerResourceAttachments(revisionBinding, '문서 개정본 파일');

// 문서 제·개정 결재 (MGT_DOC): the approved revision becomes the document's current one
const revisionApproval = resourceApproval({
  def: mgtDocRevisionResource, table: mgtDocRevision, binding: revisionBinding, titleKo: '문서 제·개정',
  title: (r) => `[문서 ${r.revNo === 0 ? '제정' : '개정'}] ${String(r.docNumber)} ${String(r.docTitle)} Rev.${String(r.revNo)}`,
  summary: (r) => [`문서: ${String(r.docNumber)} ${String(r.docTitle)}`, `개정번호: ${String(r.revNo)}`, `제·개정 사유 및 내용: ${String(r.changeSummary ?? '').slice(0, 300)}`],
  afterStatus: (tx, recordKey, status, ctx) => revisionApprovalChanged(tx, Number(recordKey), status, ctx.userId, plantToday()),
});

/** 문서 정기 검토 (DOC_REVIEW): the next review of every document in force, for its owner */
export function registerDocumentDue(): void {
  registerResourceDue({
    kindCd: 'DOC_REVIEW', resource: mgtDocumentResource.name, due: 'nextReviewYmd', title: 'docTitle', titlePrefix: '[문서 검토] ', ownerUser: 'ownerUserId', ownerDept: 'deptCd',
    where: (c) => sql`${c('statusCd')} = 'ACTIVE'`, route: DOC_ROUTE,
  }, DOC_MENU);
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(documentBinding, {
    // a reader (read right only) who does not own the document sees the revisions that took effect, not the drafts
    afterGet: async ({ db, req, row }) => {
      if (row.ownerUserId === req.principal!.userId || (await loadMenuRights(db, req.principal!, [DOC_MENU])).canWrite) return;
      return { revisions: ((row.revisions ?? []) as Record<string, unknown>[]).filter((r) => EFFECTIVE.includes(String(r.revStatusCd))) };
    },
    beforeWrite: async ({ tx, op, before }) => {
      if (op === 'delete' && before) await assertDeletable(tx, Number(before.docNo));
    },
    afterWrite: async ({ tx, op, row }) => {
      if (op === 'update') await afterDocumentEdit(tx, Number(row.docNo));
    },
    workflow: {
      guards: { noOpenRevision: async ({ tx, key }) => !(await openRevision(tx, Number(key))) },
      hooks: { reviewed: ({ tx, key }) => markReviewed(tx, Number(key), plantToday()) },
    },
  }));
  await app.register(resourceRoutes(revisionBinding, {
    beforeWrite: async (ctx) => {
      await revisionApproval.beforeWrite?.(ctx);
      if (ctx.op !== 'create') return;
      // the document in the caller's reach (404 / 403), then what the server decides for the new draft
      await loadScopedOne(ctx.tx, documentBinding, ctx.values.docNo, await requestScope(ctx.tx, ctx.req, DOC_MENU));
      const drafted = await draftValues(ctx.tx, Number(ctx.values.docNo));
      if (drafted) Object.assign(ctx.values, drafted);
    },
  }));
}
