import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { addMonthsYmd, DOC_MESSAGES, type TDocRevStatus } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { mgtDocRevision, mgtDocument } from './documents.tables.js';

/**
 * The rules of controlled documents (README): one open revision per document, numbers and dates decided here, the
 * approved revision made current and the one before it superseded. Every function runs inside the caller's transaction.
 */

/** revisions not yet in force: being written, in 결재, or returned */
const OPEN: TDocRevStatus[] = ['DRAFT', 'REQUESTED', 'REJECTED'];

type TDocRow = typeof mgtDocument.$inferSelect;

/** the document row, locked until the transaction ends (one revision decision at a time per document) */
async function lockDocument(tx: DbOrTx, docNo: number): Promise<TDocRow | undefined> {
  const [d] = await tx.select().from(mgtDocument).where(eq(mgtDocument.docNo, docNo)).for('update');
  return d;
}

/** the document's revision that is not in force yet, if any */
export async function openRevision(tx: DbOrTx, docNo: number): Promise<{ revisionNo: number; revStatusCd: string } | undefined> {
  const [r] = await tx.select({ revisionNo: mgtDocRevision.revisionNo, revStatusCd: mgtDocRevision.revStatusCd }).from(mgtDocRevision)
    .where(and(eq(mgtDocRevision.docNo, docNo), inArray(mgtDocRevision.revStatusCd, OPEN))).limit(1);
  return r;
}

/**
 * A new draft of a document (called before its insert): refused for an obsolete document and while another revision is
 * open (409: in 결재, or being written); answers what the server decides — the next revision number (0 for the first),
 * the document's plant, the state.
 */
export async function draftValues(tx: DbOrTx, docNo: number): Promise<{ revNo: number; plantCd: string; revStatusCd: TDocRevStatus } | null> {
  const doc = await lockDocument(tx, docNo);
  // the reference check answers a missing document (400) after this
  if (!doc) return null;
  if (doc.statusCd !== 'ACTIVE') throw new AppError(409, DOC_MESSAGES.obsolete, 'DOC_OBSOLETE');
  const open = await openRevision(tx, docNo);
  if (open) {
    const inApproval = open.revStatusCd === 'REQUESTED';
    throw new AppError(409, inApproval ? DOC_MESSAGES.revisionInApproval : DOC_MESSAGES.revisionOpen, inApproval ? 'DOC_REVISION_IN_APPROVAL' : 'DOC_REVISION_OPEN');
  }
  const [last] = await tx.select({ revNo: mgtDocRevision.revNo }).from(mgtDocRevision).where(eq(mgtDocRevision.docNo, docNo)).orderBy(desc(mgtDocRevision.revNo)).limit(1);
  return { revNo: last ? last.revNo + 1 : 0, plantCd: doc.plantCd, revStatusCd: 'DRAFT' };
}

/** the next review: the last review (a revision in force counts as one) plus the document's cycle */
export const nextReviewOf = (lastReviewYmd: string | null, cycleMonths: number): string | null => (lastReviewYmd ? addMonthsYmd(lastReviewYmd, cycleMonths) : null);

const bump = (userId: string) => ({ version: sql`${mgtDocument.version} + 1`, updateUserId: userId, updateDt: new Date() });

/** the document was reviewed today without a change: its next review moves one cycle on */
export async function markReviewed(tx: DbOrTx, docNo: number, todayYmd: string): Promise<void> {
  const doc = await lockDocument(tx, docNo);
  if (!doc) return;
  await tx.update(mgtDocument).set({ lastReviewYmd: todayYmd, nextReviewYmd: nextReviewOf(todayYmd, doc.reviewCycleMonths) }).where(eq(mgtDocument.docNo, docNo));
}

/** after an edit of the document: its next review follows its (maybe changed) cycle */
export async function afterDocumentEdit(tx: DbOrTx, docNo: number): Promise<void> {
  const doc = await lockDocument(tx, docNo);
  if (!doc) return;
  const next = nextReviewOf(doc.lastReviewYmd, doc.reviewCycleMonths);
  if (next !== doc.nextReviewYmd) await tx.update(mgtDocument).set({ nextReviewYmd: next }).where(eq(mgtDocument.docNo, docNo));
}

/** a document with any revision is history: it is made obsolete, never deleted */
export async function assertDeletable(tx: DbOrTx, docNo: number): Promise<void> {
  const [r] = await tx.select({ n: mgtDocRevision.revisionNo }).from(mgtDocRevision).where(eq(mgtDocRevision.docNo, docNo)).limit(1);
  if (r) throw new AppError(409, DOC_MESSAGES.hasRevisions, 'DOC_HAS_REVISIONS');
}

/**
 * The revision's 결재 moved (the approvals framework's callback, after it wrote apprStatusCd): in 결재, returned, back
 * to a draft after a recall — or approved: in force from today, the current revision superseded, the document's
 * revision, effective date and next review moved.
 */
export async function revisionApprovalChanged(tx: DbOrTx, revisionNo: number, status: string, userId: string, todayYmd: string): Promise<void> {
  const [rev] = await tx.select().from(mgtDocRevision).where(eq(mgtDocRevision.revisionNo, revisionNo));
  if (!rev) return;
  const set = (revStatusCd: TDocRevStatus, more: Partial<typeof mgtDocRevision.$inferInsert> = {}) =>
    tx.update(mgtDocRevision).set({ revStatusCd, ...more }).where(eq(mgtDocRevision.revisionNo, revisionNo));
  if (status === 'REQUESTED') return void (await set('REQUESTED'));
  if (status === 'REJECTED') return void (await set('REJECTED'));
  if (status === 'RECALLED') return void (await set('DRAFT'));
  if (status !== 'APPROVED') return;
  const doc = await lockDocument(tx, rev.docNo);
  if (!doc) return;
  await tx.update(mgtDocRevision).set({ revStatusCd: 'SUPERSEDED', supersededYmd: todayYmd, version: sql`${mgtDocRevision.version} + 1`, updateUserId: userId, updateDt: new Date() })
    .where(and(eq(mgtDocRevision.docNo, rev.docNo), eq(mgtDocRevision.revStatusCd, 'CURRENT')));
  await set('CURRENT', { effectiveYmd: todayYmd });
  await tx.update(mgtDocument).set({
    currentRevNo: rev.revNo, effectiveYmd: todayYmd, lastReviewYmd: todayYmd, nextReviewYmd: nextReviewOf(todayYmd, doc.reviewCycleMonths), ...bump(userId),
  }).where(eq(mgtDocument.docNo, rev.docNo));
}
