import type { TResourceRow } from '@jikim/shared';
import { mocResource, mocReviewAnswerUrl } from '@jikim/shared/src/safety/moc/moc.resource';
import { http } from '@/lib/http';

/** a change as the reviewers' phone list shows it (the MOC list answer: display names and the author's name included) */
export type TMocCard = {
  mocNo: number; mocTitle: string; statusCd: string; plantNm: string | null; deptNm: string | null; mocTypeNm: string | null;
  createUserNm: string | null; createDt: string; reason: string | null;
};

/** 대기 = under review, waiting for my answer (reviewerMe=Y); 답변함 = under review, answered by me (reviewerMe=A) */
export type TMocMobileTab = 'pending' | 'answered';

export const mocMobileKeys = {
  all: ['resource', mocResource.name, 'mobile'] as const,
  list: (tab: TMocMobileTab) => [...mocMobileKeys.all, 'list', tab] as const,
  one: (mocNo: number) => [...mocMobileKeys.all, 'one', mocNo] as const,
};

export const mocMobileApi = {
  list: (tab: TMocMobileTab) =>
    http.get<{ list: TMocCard[]; totalCount: number }>(mocResource.basePath, { reviewerMe: tab === 'pending' ? 'Y' : 'A', limit: 100, page: 1 }, { silent: true }),
  get: (mocNo: number) => http.get<TResourceRow>(`${mocResource.basePath}/${mocNo}`, undefined, { silent: true, skipErrorHandler: true }),
  // errors come back to the page (the server's message is shown there, then the change is reloaded)
  answer: (mocNo: number, reviewNo: number, body: { decisionCd: string; reviewComment: string; version: number }) =>
    http.post(mocReviewAnswerUrl(mocNo, reviewNo), body, { skipErrorHandler: true }),
};

/** the server's message of a refused request, if it sent one */
export const serverMessage = (e: unknown): string | null => {
  const m = (e as { response?: { data?: { message?: unknown } } }).response?.data?.message;
  return typeof m === 'string' && m !== '' ? m : null;
};
export const statusOfError = (e: unknown): number | null => (e as { response?: { status?: number } }).response?.status ?? null;
