import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { safMoc, safMocReview } from './moc.tables.js';

/** rows of a child table of the change, and how many of them meet `col ok` (fixed SQL fragments, no input) */
export const childCounts = async (tx: DbOrTx, table: 'saf_moc_review' | 'saf_moc_pssr', col: 'decision_cd' | 'result_cd', ok: 'is not null' | "= 'PASS'", key: string | number) => {
  const [r] = await queryRows<{ n: string; ok: string }>(tx, sql`
    select count(*) as n, count(*) filter (where ${sql.raw(col)} ${sql.raw(ok)}) as ok from ${sql.raw(table)} where moc_no = ${Number(key)}`);
  return { n: Number(r?.n ?? 0), ok: Number(r?.ok ?? 0) };
};

// outer columns spelled with the table name: inside the subquery a bare name would bind to the review table
/** a change whose review rows name the user (the reviewer reaches it like its own record) */
export const reviewerReach = (userId: string): SQL =>
  sql`exists (select 1 from saf_moc_review rv where rv.moc_no = saf_moc.moc_no and rv.reviewer_user_id = ${userId})`;

/** `reviewerMe=Y`: changes under technical review still waiting for the user's own answer */
export const pendingReviewOf = (userId: string): SQL =>
  sql`(saf_moc.status_cd = 'REVIEW' and exists (select 1 from saf_moc_review rv where rv.moc_no = saf_moc.moc_no and rv.reviewer_user_id = ${userId} and rv.decision_cd is null))`;

/** `reviewerMe=A`: changes under technical review the user already answered (they may revise while under review) */
export const answeredReviewOf = (userId: string): SQL =>
  sql`(saf_moc.status_cd = 'REVIEW' and exists (select 1 from saf_moc_review rv where rv.moc_no = saf_moc.moc_no and rv.reviewer_user_id = ${userId} and rv.decision_cd is not null))`;

export type TReviewRow = { reviewNo: number; disciplineNm: string; reviewerUserId: string; decisionCd: string | null };

export const reviewsOf = async (tx: DbOrTx, mocNo: number): Promise<TReviewRow[]> =>
  tx.select({ reviewNo: safMocReview.reviewNo, disciplineNm: safMocReview.disciplineNm, reviewerUserId: safMocReview.reviewerUserId, decisionCd: safMocReview.decisionCd })
    .from(safMocReview).where(eq(safMocReview.mocNo, mocNo)).orderBy(asc(safMocReview.rowNo), asc(safMocReview.reviewNo));

/** a new round of review: every answer of the change cleared (the audit log keeps the earlier ones) */
export async function clearAnswers(tx: DbOrTx, mocNo: number, userId: string): Promise<void> {
  await tx.update(safMocReview).set({ decisionCd: null, reviewComment: null, updateUserId: userId, updateDt: sql`now()` }).where(eq(safMocReview.mocNo, mocNo));
}

export async function writeAnswer(tx: DbOrTx, mocNo: number, reviewNo: number, a: { decisionCd: string; reviewComment: string | null }, userId: string): Promise<void> {
  await tx.update(safMocReview).set({ ...a, updateUserId: userId, updateDt: sql`now()` })
    .where(and(eq(safMocReview.reviewNo, reviewNo), eq(safMocReview.mocNo, mocNo)));
}

/** the change's version + 1 when it is still `version` (else nothing: stale) */
export async function bumpVersion(tx: DbOrTx, mocNo: number, version: number, userId: string): Promise<number | null> {
  const [r] = await tx.update(safMoc).set({ version: sql`${safMoc.version} + 1`, updateUserId: userId, updateDt: sql`now()` })
    .where(and(eq(safMoc.mocNo, mocNo), eq(safMoc.version, version))).returning({ v: safMoc.version });
  return r?.v ?? null;
}

export const lockMoc = async (tx: DbOrTx, mocNo: number) => tx.select({ k: safMoc.mocNo }).from(safMoc).where(eq(safMoc.mocNo, mocNo)).for('update');

export const pendingCount = async (tx: DbOrTx, mocNo: number): Promise<number> =>
  (await tx.select({ k: safMocReview.reviewNo }).from(safMocReview).where(and(eq(safMocReview.mocNo, mocNo), isNull(safMocReview.decisionCd)))).length;

/** of `ids`, the active plant users of the plant */
export async function activeUsersOfPlant(tx: DbOrTx, plantCd: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select user_id from com_user where user_type = 'U' and use_yn = 'Y' and retire_yn = 'N' and plant_cd = ${plantCd}
       and user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Set(rows.map((r) => r.user_id));
}

/**
 * The approver of a change: the team leader (DUT03) of the plant's safety team — the department of the plant's
 * 안전관리자 (DUT06) — else the plant head (DUT05); never the requester of the approval.
 */
export async function mocApprover(tx: DbOrTx, plantCd: string, requesterId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u
     where u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_id <> ${requesterId} and u.plant_cd = ${plantCd}
       and ((u.duty_cd = 'DUT03' and u.dept_cd in (
              select s.dept_cd from com_user s where s.user_type = 'U' and s.use_yn = 'Y' and s.retire_yn = 'N' and s.plant_cd = ${plantCd} and s.duty_cd = 'DUT06'))
            or u.duty_cd = 'DUT05')
     order by case when u.duty_cd = 'DUT03' then 0 else 1 end, u.user_id limit 1`);
  return rows.map((r) => r.user_id);
}

/** drawings a change names (its PSM items) without a revision that names the change (issue 28) */
export async function drawingsWithoutRevision(db: DbOrTx, mocNo: string | number): Promise<number> {
  const [r] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from saf_moc_psm_item i
     where i.moc_no = ${Number(mocNo)} and i.kind_cd = 'DRAWING'
       and not exists (select 1 from psm_drawing_rev v where v.drawing_id = i.item_key and v.moc_no = i.moc_no)`);
  return r?.n ?? 0;
}
