// The shell's pending-approvals badge; no zod here, so the shell does not load it (issue 13, web delivery).
/** the shell's pending-approvals badge: GET this with apprBadgeRange() → { count }; a click opens APPR_BADGE_TARGET */
export const APPR_BADGE_COUNT_URL = '/api/manage/appr/count';
export const APPR_BADGE_TARGET = '/mobile/apprWhich';

/** the calendar day in Korea (the server reads date filters and delegation ranges as Korean days) */
export function koreaYmd(now: Date = new Date()): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

/** badge range (spec §2): one year back plus one day, to today — in Korean calendar days, whatever the browser's zone */
export function apprBadgeRange(now: Date = new Date()): { fromYmd: string; toYmd: string } {
  const { y, m, d } = koreaYmd(now);
  const iso = (dt: Date) => `${dt.getUTCFullYear()}-${String(dt.getUTCMonth() + 1).padStart(2, '0')}-${String(dt.getUTCDate()).padStart(2, '0')}`;
  // one year back clamped to the month's end (29 Feb → 28 Feb), then one day on
  const back = Math.min(d, new Date(Date.UTC(y - 1, m, 0)).getUTCDate());
  return { fromYmd: iso(new Date(Date.UTC(y - 1, m - 1, back + 1))), toYmd: iso(new Date(Date.UTC(y, m - 1, d))) };
}
