import type { FastifyRequest } from 'fastify';
import { SAF_MOC_APPR_TYPE, SAF_MOC_MENU, SAF_MOC_MESSAGES, type TMocReviewAnswer } from '@jikim/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import { loadScopedOne, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { requestOnBehalf } from '../../approvals/approvals.service.js';
import { notify } from '../../notify/notify.service.js';
import {
  activeUsersOfPlant, bumpVersion, clearAnswers, lockMoc, mocApprover, pendingCount, reviewsOf, writeAnswer,
} from './moc.repository.js';

type Row = Record<string, unknown>;
const link = (mocNo: number | string) => ({ route: '/saf/moc', key: String(mocNo) });

/**
 * Entering 기술검토: a new round (answers of an earlier round, before a returned approval, are cleared) and every
 * reviewer is told, with a link to the change.
 */
export async function openReview(tx: DbOrTx, key: string, record: Row, actorUserId: string): Promise<void> {
  const mocNo = Number(key);
  await clearAnswers(tx, mocNo, actorUserId);
  const reviewers = [...new Set((await reviewsOf(tx, mocNo)).map((r) => r.reviewerUserId))];
  if (reviewers.length === 0) return;
  await notify(tx, {
    userIds: reviewers, kind: 'SAF_MOC_REVIEW', title: `[변경관리 기술검토 요청] ${String(record.mocTitle)}`,
    body: '지정된 분야의 검토결과(승인 또는 의견)와 검토의견을 입력하세요.', link: link(mocNo),
  });
}

/** Entering 승인대기: the 결재 SAF_MOC, on behalf of whoever ended the review, to the plant's safety team leader or plant head */
export async function requestMocApproval(tx: DbOrTx, key: string, record: Row, actorUserId: string): Promise<void> {
  const approvers = await mocApprover(tx, String(record.plantCd), actorUserId);
  if (approvers.length === 0) throw conflict(SAF_MOC_MESSAGES.noApprover);
  await requestOnBehalf(tx, { apprTypeCd: SAF_MOC_APPR_TYPE, recordKey: key, requestUserId: actorUserId, approverUserIds: approvers });
}

/**
 * A save of the change (the framework's beforeWrite): reviewers are active users of the change's plant, and once the
 * change left 작성중 its reviewer rows (who reviews which discipline) stay as they are.
 */
export async function assertReviewRows(tx: DbOrTx, req: FastifyRequest, op: 'create' | 'update' | 'delete', values: Row, before: Row | null): Promise<void> {
  if (op === 'delete') return;
  const rows = (req.body as { reviews?: { reviewNo?: number | null; disciplineNm?: string | null; reviewerUserId?: string | null }[] }).reviews;
  if (rows === undefined) return;
  if (before && before.statusCd !== 'DRAFT') {
    const now = await reviewsOf(tx, Number(before.mocNo));
    const same = now.length === rows.length && rows.every((r, i) => r.reviewNo === now[i]!.reviewNo && r.reviewerUserId === now[i]!.reviewerUserId && r.disciplineNm === now[i]!.disciplineNm);
    if (!same) throw new AppError(409, SAF_MOC_MESSAGES.reviewersLocked, 'WF_LOCKED');
    return;
  }
  const plantCd = String(values.plantCd ?? before?.plantCd ?? '');
  const ids = [...new Set(rows.map((r) => r.reviewerUserId).filter((x): x is string => typeof x === 'string' && x !== ''))];
  const ok = await activeUsersOfPlant(tx, plantCd, ids);
  const bad = rows.findIndex((r) => typeof r.reviewerUserId === 'string' && !ok.has(r.reviewerUserId));
  if (bad >= 0) throw badRequest([{ field: `reviews.${bad}.reviewerUserId`, message: SAF_MOC_MESSAGES.reviewerPlant }], SAF_MOC_MESSAGES.reviewerPlant);
}

/**
 * A reviewer answers their own review row (read on the menu is enough): the change in the caller's reach (its scope,
 * or named as a reviewer), the row of this change (404), the caller's row (403), the change under review (409), the
 * version read (409). The change's version moves, the answer is audited, and when it was the last one the requester
 * is told.
 */
export async function answerReview(db: Db, req: FastifyRequest, binding: ResourceBinding, mocNo: number, reviewNo: number, input: TMocReviewAnswer) {
  const userId = req.principal!.userId;
  return db.transaction(async (tx) => {
    await lockMoc(tx, mocNo);
    const moc = await loadScopedOne(tx, binding, mocNo, await requestScope(tx, req, SAF_MOC_MENU));
    const rows = await reviewsOf(tx, mocNo);
    const row = rows.find((r) => r.reviewNo === reviewNo);
    if (!row) throw notFound();
    if (row.reviewerUserId !== userId) throw forbidden(SAF_MOC_MESSAGES.notReviewer);
    if (moc.statusCd !== 'REVIEW') throw new AppError(409, SAF_MOC_MESSAGES.notInReview, 'WF_STATUS');
    const version = await bumpVersion(tx, mocNo, input.version, userId);
    if (version === null) throw conflict();
    const answer = { decisionCd: input.decisionCd, reviewComment: input.reviewComment?.trim() || null };
    await writeAnswer(tx, mocNo, reviewNo, answer, userId);
    await writeAudit(tx, {
      userId, action: 'REVIEW_ANSWER', entity: binding.def.name, entityKey: String(mocNo), ip: req.ip,
      before: { reviewNo, disciplineNm: row.disciplineNm, decisionCd: row.decisionCd }, after: { reviewNo, disciplineNm: row.disciplineNm, ...answer },
    });
    if ((await pendingCount(tx, mocNo)) === 0 && typeof moc.createUserId === 'string') {
      await notify(tx, {
        userIds: [moc.createUserId], kind: 'SAF_MOC_REVIEWED', title: `[변경관리 기술검토 완료] ${String(moc.mocTitle)}`,
        body: '모든 검토자가 검토 의견을 입력했습니다. 검토 완료 후 결재를 요청하세요.', link: link(mocNo),
      });
    }
    return { mocNo, version, reviewNo, ...answer };
  });
}
