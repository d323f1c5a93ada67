// Calendar arithmetic on YYYY-MM-DD strings (UTC, no time zone drift), zod-free so that any bundle may import it.

const DAY_MS = 86_400_000;

/** add months; the day is clamped to the month's end (2024-02-29 + 12 → 2025-02-28, 08-31 + 6 → 02-28/29) */
export function addMonthsYmd(ymd: string, months: number): string {
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(5, 7)) - 1 + months;
  const d = Number(ymd.slice(8, 10));
  const ty = y + Math.floor(m / 12);
  const tm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate();
  return `${String(ty).padStart(4, '0')}-${String(tm + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** YYYY-MM-DD plus (or minus) whole days */
export const addDaysYmd = (ymd: string, days: number): string => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** whole days from one date to another (negative when `toYmd` is earlier) */
export const daysBetween = (fromYmd: string, toYmd: string): number => Math.round((Date.parse(`${toYmd}T00:00:00Z`) - Date.parse(`${fromYmd}T00:00:00Z`)) / DAY_MS);

/** YYYY-MM-DD of an instant in a time zone (the plant's calendar day: PLANT_TIME_ZONE) */
export const ymdIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
