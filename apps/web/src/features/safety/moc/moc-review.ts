import type { TResourceRow } from '@jikim/shared';

export type TMocReviewRow = { reviewNo: number; disciplineNm: string; reviewerUserId: string; decisionCd: string | null; reviewComment: string | null };

/** the caller's own review row of a change under technical review (answered or not: it may be revised), else null */
export function myPendingReview(record: TResourceRow, userId: string | null): TMocReviewRow | null {
  if (record.statusCd !== 'REVIEW' || !userId) return null;
  const rows = (record.reviews as TMocReviewRow[] | undefined) ?? [];
  return rows.find((r) => r.reviewerUserId === userId) ?? null;
}

/** what keeps a reviewer's answer from being sent: no decision, or 의견 (COMMENT) without its comment text */
export function answerProblem(decisionCd: string | null, comment: string): 'decisionRequired' | 'commentRequired' | null {
  if (decisionCd !== 'APPROVE' && decisionCd !== 'COMMENT') return 'decisionRequired';
  if (decisionCd === 'COMMENT' && comment.trim() === '') return 'commentRequired';
  return null;
}
