import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CHM_CODE_GROUPS, CHM_DISCIPLINES, CHM_MENUS, CHM_MESSAGES, CHM_MSDS_EDU_DEFAULTS, CHM_MSDS_EDU_SETTING } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { resourceChildren } from '../../lib/resource/resource.children.js';
import { getOne, loadScopedOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { toWire } from '../../lib/resource/resource.routes.js';
import { plantToday } from '../../lib/plant-time.js';
import { requestScope } from '../../lib/scoped-load.js';
import { openEduDuty, type TEduDutyResult } from '../education/duty.service.js';
import { notify } from '../notify/notify.service.js';
import { CHM_NOTICE_KINDS } from './chm.service.js';
import { chmMatcheck, chmMatcheckReview, chmProd } from './chm.tables.js';

/** a request whose review rows name the user: the reviewer reaches it like their own record (plant check kept) */
export const reviewerReach = (userId: string): SQL =>
  sql`exists (select 1 from chm_matcheck_review rv where rv.req_no = chm_matcheck.req_no and rv.reviewer_user_id = ${userId})`;

/** the MSDS training of a new substance (code data CHM_SETTING/MSDS_EDU: course name, hours, ledger category) */
async function msdsEduSetting(db: DbOrTx): Promise<{ courseNm: string; hours: number; categoryCd: string }> {
  const [r] = await queryRows<{ attr1: string | null; attr2: string | null; attr3: string | null }>(db, sql`select attr1, attr2, attr3 from com_code_master
    where code_group_cd = ${CHM_CODE_GROUPS.setting} and code = ${CHM_MSDS_EDU_SETTING} and use_yn = 'Y'`);
  const hours = Number(r?.attr2);
  return {
    courseNm: r?.attr1?.trim() || CHM_MSDS_EDU_DEFAULTS.courseNm,
    hours: Number.isFinite(hours) && hours > 0 ? hours : CHM_MSDS_EDU_DEFAULTS.hours,
    categoryCd: r?.attr3?.trim() || CHM_MSDS_EDU_DEFAULTS.categoryCd,
  };
}

/**
 * 시행규칙 제169조 (새로운 대상화학물질이 도입된 경우의 MSDS 교육): a confirmed review opens the training for the requesting
 * (exposed) department as a row of its 교육계획 for the current half-year; the request keeps the plan's number.
 */
async function openMsdsTraining(tx: DbOrTx, req: FastifyRequest, before: Record<string, unknown>, userId: string): Promise<TEduDutyResult> {
  const s = await msdsEduSetting(tx);
  const duty = await openEduDuty(tx, {
    plantCd: String(before.plantCd), deptCd: String(before.deptCd), ymd: plantToday(), courseNm: s.courseNm, hours: s.hours, categoryCd: s.categoryCd,
    note: `신규화학물질 사전검토 ${String(before.reqNo)}: ${String(before.prodNm ?? before.chemProdNo)} (시행규칙 제169조)`, userId, ip: req.ip,
  });
  await tx.update(chmMatcheck).set({ eduPlanNo: duty.planNo, eduPlanItemNo: duty.itemNo }).where(eq(chmMatcheck.reqNo, Number(before.reqNo)));
  return duty;
}

/**
 * A request names a safety, a health and an environment reviewer; it is changed or withdrawn only while nobody has
 * answered yet (afterwards the answers belong to the reviewers).
 */
export async function assertMatcheckWritable(tx: DbOrTx, op: 'create' | 'update' | 'delete', req: FastifyRequest, before: Record<string, unknown> | null): Promise<void> {
  const body = (req.body ?? {}) as { reviews?: { disciplineCd?: string | null }[] };
  if (op !== 'delete' && (op === 'create' || body.reviews)) {
    const have = new Set((body.reviews ?? []).map((x) => x.disciplineCd));
    if (!CHM_DISCIPLINES.every((d) => have.has(d))) throw badRequest([{ field: 'reviews', message: CHM_MESSAGES.reviewerMissing }], CHM_MESSAGES.reviewerMissing);
  }
  if (before) {
    const answered = await tx.select({ n: chmMatcheckReview.reviewNo }).from(chmMatcheckReview)
      .where(and(eq(chmMatcheckReview.reqNo, Number(before.reqNo)), sql`${chmMatcheckReview.decisionCd} is not null`)).limit(1);
    if (before.statusCd !== 'REVIEW' || answered.length) throw conflict(CHM_MESSAGES.reviewDone);
  }
}

/**
 * The caller answers their own review row (confirm, or reject with a comment) under the request's version. All rows
 * confirmed → CONFIRMED and the product usable; a rejection → REJECTED. The requester is told either way.
 */
export async function answerReview(db: Db, req: FastifyRequest, b: ResourceBinding, key: number, action: 'confirm' | 'reject', body: { comment?: string | null; version: number }) {
  const p = req.principal!;
  const comment = body.comment?.trim() || null;
  if (action === 'reject' && !comment) throw badRequest([{ field: 'comment', message: CHM_MESSAGES.commentRequired }], CHM_MESSAGES.commentRequired);
  const kids = resourceChildren(b.def, b.children)!;
  return db.transaction(async (tx) => {
    const scope = await requestScope(tx, req, CHM_MENUS.matcheck);
    await loadScopedOne(tx, b, key, scope);
    await tx.select({ k: chmMatcheck.reqNo }).from(chmMatcheck).where(eq(chmMatcheck.reqNo, key)).for('update');
    const before = (await getOne(tx, b, key))!;
    if (Number(before.version) !== body.version) throw conflict();
    if (before.statusCd !== 'REVIEW') throw conflict(CHM_MESSAGES.reviewDone);
    const rows = await tx.select().from(chmMatcheckReview).where(eq(chmMatcheckReview.reqNo, key)).orderBy(asc(chmMatcheckReview.rowNo), asc(chmMatcheckReview.reviewNo));
    const mine = rows.filter((x) => x.reviewerUserId === p.userId);
    const pending = mine.find((x) => !x.decisionCd);
    if (!pending) {
      if (mine.length) throw conflict(CHM_MESSAGES.reviewDone);
      throw forbidden(CHM_MESSAGES.notReviewer);
    }
    const decision = action === 'confirm' ? 'CONFIRM' : 'REJECT';
    await tx.update(chmMatcheckReview).set({ decisionCd: decision, reviewComment: comment, reviewDt: sql`now()`, updateUserId: p.userId, updateDt: sql`now()` })
      .where(eq(chmMatcheckReview.reviewNo, pending.reviewNo));
    const decided = rows.map((x) => (x.reviewNo === pending.reviewNo ? decision : x.decisionCd));
    const status = decided.includes('REJECT') ? 'REJECTED' : decided.every((d) => d === 'CONFIRM') ? 'CONFIRMED' : 'REVIEW';
    await tx.update(chmMatcheck).set({ statusCd: status, version: sql`${chmMatcheck.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` }).where(eq(chmMatcheck.reqNo, key));
    if (status === 'CONFIRMED') {
      // the product becomes usable (receipts allowed): a server-witnessed fact, audited with the request
      await tx.update(chmProd).set({ usableYn: 'Y', version: sql`${chmProd.version} + 1`, updateUserId: p.userId, updateDt: sql`now()` }).where(eq(chmProd.chemProdNo, Number(before.chemProdNo)));
      await openMsdsTraining(tx, req, before, p.userId);
    }
    if (status !== 'REVIEW' && typeof before.createUserId === 'string') {
      await notify(tx, {
        userIds: [before.createUserId], kind: CHM_NOTICE_KINDS.review,
        title: `[신규화학물질 사전검토 ${status === 'CONFIRMED' ? '승인' : '반려'}] ${String(before.prodNm ?? before.chemProdNo)}`,
        body: status === 'CONFIRMED' ? '모든 검토자가 확인했습니다. 입고할 수 있으며, 노출 부서의 교육계획에 MSDS 교육(시행규칙 제169조)이 추가되었습니다. 교육을 실시하세요.' : `반려 의견: ${comment ?? ''}`,
        link: { route: '/chm/matCheck', key: String(key) },
      });
    }
    const after = toWire({ ...(await getOne(tx, b, key))!, ...(await kids.load(tx, key)) });
    await writeAudit(tx, { userId: p.userId, action: `CHM_REVIEW_${decision}`, entity: b.def.name, entityKey: String(key), before: toWire(before), after: { ...after, review: { reviewNo: pending.reviewNo, decision, comment } }, ip: req.ip });
    return after;
  });
}

export { AppError };
