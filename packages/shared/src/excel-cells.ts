// Typed spreadsheet cells, shared by the server's streamed exports and the web's local exports (issue 13):
// numbers stay numbers, dates become real dates with a date format, and every date-time is shown in one zone,
// the plant's (server setting PLANT_TIME_ZONE, Asia/Seoul by default), whatever the zone of the server or browser.

export const DEFAULT_PLANT_TIME_ZONE = 'Asia/Seoul';

/** Excel number formats of the exports */
export const XLSX_FORMAT = {
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm:ss',
  integer: '#,##0',
  decimal: '#,##0.############',
} as const;

/** true when the zone name is one the runtime knows (IANA, e.g. 'Asia/Seoul', 'UTC') */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function fmt(tz: string): Intl.DateTimeFormat {
  let f = partsCache.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    partsCache.set(tz, f);
  }
  return f;
}

/**
 * The wall-clock time of an instant in a zone, as a Date whose UTC fields carry it. Spreadsheet cells have no zone:
 * a writer stores the UTC fields, so the reader sees the plant's local time.
 */
export function wallClock(instant: Date, tz: string): Date {
  const p = Object.fromEntries(fmt(tz).formatToParts(instant).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in a zone (what the grid shows for a date-time) */
export function formatInZone(instant: Date, tz: string, withSeconds = true): string {
  const s = wallClock(instant, tz).toISOString().replace('T', ' ');
  return withSeconds ? s.slice(0, 19) : s.slice(0, 16);
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const YMD8 = /^(\d{4})(\d{2})(\d{2})$/;
/** an ISO date-time with a zone or offset (what the API sends for timestamps) */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

export type TCellKind = 'auto' | 'text' | 'number' | 'date';
export type TTypedCell = { value: string | number | Date | null; numFmt?: string };

/**
 * One value as a typed cell. kind 'number' turns numeric text into a number, 'date' reads YYYY-MM-DD / YYYYMMDD,
 * 'text' keeps text (codes like '0012' stay as written); 'auto' types numbers, Date objects, ISO instants and
 * YYYY-MM-DD strings. Instants are shown in the plant's zone.
 */
export function typedCell(v: unknown, tz: string, kind: TCellKind = 'auto'): TTypedCell {
  if (v === null || v === undefined || v === '') return { value: null };
  if (Array.isArray(v)) return { value: v.join(', ') };
  if (kind === 'text') return { value: v instanceof Date ? formatInZone(v, tz) : String(v) };
  if (typeof v === 'number') return Number.isFinite(v) ? { value: v, numFmt: Number.isInteger(v) ? XLSX_FORMAT.integer : XLSX_FORMAT.decimal } : { value: null };
  if (typeof v === 'bigint') return { value: Number(v), numFmt: XLSX_FORMAT.integer };
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? { value: null } : { value: wallClock(v, tz), numFmt: XLSX_FORMAT.dateTime };
  const s = String(v);
  if (kind === 'number' && NUMERIC.test(s.trim())) return typedCell(Number(s.trim()), tz, 'number');
  const ymd = YMD.exec(s) ?? (kind === 'date' ? YMD8.exec(s) : null);
  if (ymd && (kind === 'date' || kind === 'auto')) {
    const d = new Date(Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])));
    // a calendar-checked date only; anything else stays text as written
    if (d.getUTCMonth() === Number(ymd[2]) - 1 && d.getUTCDate() === Number(ymd[3])) return { value: d, numFmt: XLSX_FORMAT.date };
  }
  if ((kind === 'auto' || kind === 'date') && ISO_INSTANT.test(s)) {
    const d = new Date(s);
    if (!Number.isNaN(d.getTime())) return { value: wallClock(d, tz), numFmt: XLSX_FORMAT.dateTime };
  }
  return { value: s };
}

/** RFC 6266 / RFC 5987 attachment header: an ASCII fallback name plus the real (Korean) name as filename* */
export function contentDispositionOf(fileName: string, asciiFallback?: string): string {
  const fallback = (asciiFallback ?? fileName).replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const star = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${star}`;
}
