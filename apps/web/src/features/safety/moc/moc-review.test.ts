import { describe, expect, it } from 'vitest';
import { answerProblem, myPendingReview } from './moc-review';

describe('answerProblem', () => {
  it('asks for a decision first', () => {
    expect(answerProblem(null, '')).toBe('decisionRequired');
    expect(answerProblem('REJECT', '의견')).toBe('decisionRequired');
  });
  it('needs the comment text for 의견 but not for 승인', () => {
    expect(answerProblem('COMMENT', '   ')).toBe('commentRequired');
    expect(answerProblem('COMMENT', 'LOTO 절차 추가')).toBeNull();
    expect(answerProblem('APPROVE', '')).toBeNull();
  });
});

describe('myPendingReview', () => {
  const rows = [
    { reviewNo: 1, disciplineNm: '기계', reviewerUserId: 'e0033', decisionCd: 'APPROVE', reviewComment: '적합' },
    { reviewNo: 2, disciplineNm: '안전', reviewerUserId: 'e0010', decisionCd: null, reviewComment: null },
  ];
  it('finds the caller\'s row of a change under review, answered or not', () => {
    expect(myPendingReview({ statusCd: 'REVIEW', reviews: rows, version: 1 }, 'e0010')?.reviewNo).toBe(2);
    expect(myPendingReview({ statusCd: 'REVIEW', reviews: rows, version: 1 }, 'e0033')?.reviewNo).toBe(1);
  });
  it('gives nothing outside review, to another user or without a login', () => {
    expect(myPendingReview({ statusCd: 'APPROVAL', reviews: rows, version: 1 }, 'e0010')).toBeNull();
    expect(myPendingReview({ statusCd: 'REVIEW', reviews: rows, version: 1 }, 'e0029')).toBeNull();
    expect(myPendingReview({ statusCd: 'REVIEW', reviews: rows, version: 1 }, null)).toBeNull();
  });
});
