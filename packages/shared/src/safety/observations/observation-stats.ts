import { z } from 'zod';

/**
 * 행동관찰 통계 (issue 31 item 3): safe and at-risk behaviours of a plant over a span of months, by category, by area and
 * by month; safe ratio = safe / (safe + at-risk) in percent (one decimal), null when nothing was observed. Page
 * `/saf/observationStat` (menu SAF_OBS_STAT).
 */
export const SAF_OBS_STATS_API = '/api/saf/observations/stats';

const zYm = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력하세요.');
export const ZObservationStatQuery = z.object({
  plantCd: z.string().trim().min(1).max(10),
  fromYm: zYm,
  toYm: zYm,
}).refine((q) => q.fromYm <= q.toYm, { message: '시작 월은 끝 월보다 늦을 수 없습니다.', path: ['fromYm'] });

const tally = { obsCount: z.number(), safeCnt: z.number(), riskCnt: z.number(), safeRatio: z.number().nullable() };
export const ZObservationStats = z.object({
  fromYm: z.string(),
  toYm: z.string(),
  total: z.object(tally),
  byCategory: z.array(z.object({ code: z.string(), name: z.string().nullable(), ...tally })),
  byArea: z.array(z.object({ code: z.string(), name: z.string().nullable(), ...tally })),
  byMonth: z.array(z.object({ ym: z.string(), ...tally })),
});
export type TObservationStats = z.infer<typeof ZObservationStats>;

/** safe / (safe + at-risk) in percent with one decimal; null when nothing was counted */
export function safeRatio(safe: number, risk: number): number | null {
  const all = safe + risk;
  return all > 0 ? Math.round((safe / all) * 1000) / 10 : null;
}

/** the months from `fromYm` to `toYm`, both included ('YYYY-MM') */
export function monthsBetween(fromYm: string, toYm: string): string[] {
  const k = (ym: string) => { const [y, m] = ym.split('-').map(Number) as [number, number]; return y * 12 + m - 1; };
  const out: string[] = [];
  for (let i = k(fromYm); i <= k(toYm); i += 1) out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}
