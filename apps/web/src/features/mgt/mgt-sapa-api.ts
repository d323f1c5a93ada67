import { useQueries, useQuery } from '@tanstack/react-query';
import {
  MGT_API, MGT_EVIDENCE_KINDS, MGT_EVIDENCE_RECORD_LINKS, MGT_EVIDENCE_STATUS_GROUPS, MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK,
  type TMgtEvidenceKind, type TMgtHalf, type TMgtSapaStatus, type TSapaDuty, type TSapaRule,
} from '@jikim/shared/src/mgt/mgt.const';
import type { TMgtSapa } from '@jikim/shared/src/mgt/mgt.schemas';
import type { CodeItem } from '@/components/form/code-select';
import { http } from '@/lib/http';
import type { Lang } from '@/lib/i18n';

/** one record behind an evidence count (`GET /api/mgt/sapa/evidence`, `/full`) */
export type TEvidenceRow = { key: string; title: string; ymd: string | null; statusNm: string | null };
export type TEvidenceList = { kindCd: TMgtEvidenceKind; count: number; list: TEvidenceRow[]; frozenYn: 'Y' | 'N' };
export type TBinderFull = { binder: TMgtSapa; rows: Partial<Record<TMgtEvidenceKind, TEvidenceRow[]>>; plantNm: string | null };
/** the half's review record (resource `/api/mgt/sapa-reviews`) as the page reads it */
export type TSapaReview = {
  reviewNo: number; plantCd: string; plantNm?: string | null; year: number; half: TMgtHalf; reviewComment: string | null;
  apprStatusCd: string | null; signedYmd: string | null; version: number;
};
export type THalfQuery = { plantCd: string; year: number; half: TMgtHalf };
/** "changed since signed" (`GET /api/mgt/sapa/changes`): a signed half's frozen evidence against the live records now */
export type TSapaChanges = {
  signedYn: 'Y' | 'N'; frozenDt: string | null;
  duties: { dutyNo: number; frozenStatusCd: TMgtSapaStatus; liveStatusCd: TMgtSapaStatus }[];
  kinds: { kindCd: TMgtEvidenceKind; frozenCount: number; liveCount: number; added: TEvidenceRow[]; removed: TEvidenceRow[]; changed: { before: TEvidenceRow; after: TEvidenceRow }[] }[];
};

export const STATUS_COLOR: Record<TMgtSapaStatus, string> = { DONE: 'green', PARTIAL: 'orange', NOT_DONE: 'red' };

/** the half a plant day falls in (the page opens on the current half) */
export function halfOf(ymd: string): { year: number; half: TMgtHalf } {
  return { year: Number(ymd.slice(0, 4)), half: Number(ymd.slice(5, 7)) <= 6 ? 'H1' : 'H2' };
}

/** the duty of a binder row: 1..9 of 제4조, 0 the 제5조 check */
export const dutyDef = (dutyNo: number): TSapaDuty => (dutyNo === 0 ? MGT_SAPA_LAW_CHECK : MGT_SAPA_DUTIES.find((d) => d.dutyNo === dutyNo)!);

/** the binder's rows in order: the nine duties, then the 제5조 check (dutyNo 0) */
export function binderRows(b: TMgtSapa): { dutyNo: number; statusCd: TMgtSapaStatus; evidence: TMgtSapa['lawCheck']['evidence'] }[] {
  return [...b.duties, { dutyNo: 0, ...b.lawCheck }];
}

export function statusCounts(b: TMgtSapa): Record<TMgtSapaStatus, number> {
  const c: Record<TMgtSapaStatus, number> = { DONE: 0, PARTIAL: 0, NOT_DONE: 0 };
  for (const r of binderRows(b)) c[r.statusCd] += 1;
  return c;
}

/** an evidence kind's name in the language */
export const kindName = (kindCd: string, lang: Lang) => (MGT_EVIDENCE_KINDS as Record<string, Record<Lang, string> | undefined>)[kindCd]?.[lang] ?? kindCd;

/**
 * The rule a duty applies to one evidence kind, in words: with the kind's name (print), or `short` under the kind's own
 * line (the page's card).
 */
export function ruleText(duty: TSapaDuty, kindCd: string, lang: Lang, t: (k: string, o?: Record<string, unknown>) => string, short = false): string {
  const r: TSapaRule | undefined = duty.evidence.find((e) => e.kindCd === kindCd);
  const kind = kindName(kindCd, lang);
  const key = (long: string, brief: string) => (short ? `sapa.short.${brief}` : `sapa.${long}`);
  if (r?.min !== undefined) return t(key('ruleMin', 'min'), { kind, n: r.min });
  if (r?.max !== undefined) return t(key('ruleMax', 'max'), { kind, n: r.max });
  if (r?.rateOf && r.minRate !== undefined) return t(key('ruleRate', 'rate'), { kind, of: kindName(r.rateOf, lang), pct: Math.round(r.minRate * 100) });
  return t(key('ruleNone', 'none'), { kind });
}

/**
 * Where a record of the kind opens: its list with `?key=` (the resource pages open that record), or the list alone when
 * the row's key is no record of it (a budget department). The kind's current link wins over the one a frozen binder kept.
 */
export function recordLink(kindCd: TMgtEvidenceKind, key: string | null): string {
  const own = MGT_EVIDENCE_RECORD_LINKS[kindCd];
  const list = MGT_EVIDENCE_KINDS[kindCd].link;
  if (own === null || key === null) return list;
  return `${own ?? list}?key=${encodeURIComponent(key)}`;
}

/** the status a row shows: the code's name where the server answered a code (patrol, near miss, evaluation, law result) */
export function statusName(kindCd: TMgtEvidenceKind, statusNm: string | null, names: Map<string, Map<string, string>>): string {
  if (!statusNm) return '';
  const group = MGT_EVIDENCE_STATUS_GROUPS[kindCd];
  return (group && names.get(group)?.get(statusNm)) ?? statusNm;
}

/** the names of the code groups evidence statuses use (group → code → name) */
export function useEvidenceStatusNames(): Map<string, Map<string, string>> {
  const groups = [...new Set(Object.values(MGT_EVIDENCE_STATUS_GROUPS))];
  const qs = useQueries({
    queries: groups.map((g) => ({
      queryKey: ['codes', g, '', ''], staleTime: 5 * 60_000,
      queryFn: () => http.get<CodeItem[]>(`/api/sync/getselect/${g}`, {}, { silent: true }),
    })),
  });
  return new Map(groups.map((g, i) => [g, new Map((qs[i]?.data ?? []).filter((c) => c.code !== null).map((c) => [c.code!, c.codeNm]))]));
}

export const sapaKeys = {
  all: ['mgtSapa'] as const,
  binder: (q: THalfQuery) => ['mgtSapa', 'binder', q.plantCd, q.year, q.half] as const,
  evidence: (q: THalfQuery, kindCd: string, lang: Lang) => ['mgtSapa', 'evidence', q.plantCd, q.year, q.half, kindCd, lang] as const,
  changes: (q: THalfQuery, lang: Lang) => ['mgtSapa', 'changes', q.plantCd, q.year, q.half, lang] as const,
  review: (reviewNo: number | null | undefined) => ['mgtSapa', 'review', reviewNo ?? null] as const,
};

export const sapaApi = {
  binder: (q: THalfQuery) => http.get<TMgtSapa>(MGT_API.sapa, q),
  // the server writes the rows' texts (statuses, roles, amounts) in the language asked
  evidence: (q: THalfQuery, kindCd: TMgtEvidenceKind, lang: Lang) => http.get<TEvidenceList>(`${MGT_API.sapa}/evidence`, { ...q, kindCd, lang }),
  changes: (q: THalfQuery, lang: Lang) => http.get<TSapaChanges>(`${MGT_API.sapa}/changes`, { ...q, lang }),
  full: (q: THalfQuery, lang: Lang) => http.get<TBinderFull>(`${MGT_API.sapa}/full`, { ...q, lang }, { skipErrorHandler: true }),
  review: (reviewNo: number) => http.get<TSapaReview>(`${MGT_API.sapaReviews}/${reviewNo}`),
  createReview: (q: THalfQuery, reviewComment: string) => http.post<TSapaReview>(MGT_API.sapaReviews, { ...q, reviewComment }),
  updateReview: (r: TSapaReview, reviewComment: string) => http.put<TSapaReview>(`${MGT_API.sapaReviews}/${r.reviewNo}`, { reviewComment, version: r.version }),
};

export const useBinder = (q: THalfQuery | null) =>
  useQuery({ queryKey: q ? sapaKeys.binder(q) : ['mgtSapa', 'binder', null], enabled: !!q, queryFn: () => sapaApi.binder(q!) });

export const useReview = (reviewNo: number | null | undefined) =>
  useQuery({ queryKey: sapaKeys.review(reviewNo), enabled: !!reviewNo, queryFn: () => sapaApi.review(reviewNo!) });
