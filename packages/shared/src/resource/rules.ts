// Pure widget rules of spec §5, shared by web widgets and server validation. No DOM, no React.

/** UTF-8 byte length (a Korean syllable is 3 bytes, like the database's varchar byte counting) */
export function utf8ByteLength(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/** spec §5 byte mode: input beyond maxBytes is cut, never in the middle of a character */
export function truncateToBytes(s: string, maxBytes: number): string {
  let n = 0;
  let out = '';
  for (const ch of s) {
    const b = utf8ByteLength(ch);
    if (n + b > maxBytes) break;
    n += b;
    out += ch;
  }
  return out;
}

/** characters as a person counts them (surrogate pairs are one) */
export const charLength = (s: string): number => [...s].length;

export function truncateToChars(s: string, max: number): string {
  const chars = [...s];
  return chars.length <= max ? s : chars.slice(0, max).join('');
}

/** spec §5 text input counter: 'n / max 자' or 'n / max byte' */
export function counterText(value: string, max: number, unit: 'char' | 'byte'): string {
  return unit === 'byte' ? `${utf8ByteLength(value)} / ${max} byte` : `${charLength(value)} / ${max} 자`;
}

/** apply the text input limits: trim (optional), then cut to max characters or bytes */
export function limitText(value: string, opts: { max?: number; unit?: 'char' | 'byte'; trim?: boolean }): string {
  let v = opts.trim ? value.trim() : value;
  if (opts.max !== undefined) v = opts.unit === 'byte' ? truncateToBytes(v, opts.max) : truncateToChars(v, opts.max);
  return v;
}

/**
 * spec §5 number input: keep only digits, one leading minus and one dot; decimals cut to `decimals`
 * places (default 0 → integer). Returns the cleaned text (may be '' or '-').
 */
export function sanitizeNumberText(raw: string, decimals = 0): string {
  let s = raw.replace(/[^0-9.-]/g, '');
  const negative = s.startsWith('-');
  s = s.replace(/-/g, '');
  if (decimals <= 0) s = s.replace(/\./g, '');
  else {
    const dot = s.indexOf('.');
    if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '').slice(0, decimals);
  }
  // no leading zeros before other digits ("007" → "7", "0.5" stays)
  s = s.replace(/^0+(?=\d)/, '');
  return (negative ? '-' : '') + s;
}

/** cleaned number text → number; empty (cleared) → 0 (spec §5 "defaults to 0 when cleared") */
export function parseNumberText(text: string): number {
  const n = Number(text);
  return text === '' || text === '-' || text === '.' || Number.isNaN(n) ? 0 : n;
}

/** thousands separators; decimals fixed when given (cost cells, number inputs) */
export function formatThousands(value: number | string | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (Number.isNaN(n)) return '';
  const fixed = decimals === undefined ? String(n) : n.toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const sign = int!.startsWith('-') ? '-' : '';
  const digits = sign ? int!.slice(1) : int!;
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? `.${frac}` : '');
}

/** a number whose text is at most maxBytes bytes (number inputs with a byte limit) */
export function limitNumberBytes(text: string, maxBytes?: number): string {
  return maxBytes === undefined ? text : text.slice(0, maxBytes);
}

// ---- dates (strings in the spec formats; no time-zone arithmetic) ----

export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
  time: 'HH:mm',
  timeWithSeconds: 'HH:mm:ss',
  datetime: 'YYYY-MM-DD HH:mm',
} as const;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** a real calendar date in YYYY-MM-DD */
export function isValidYmd(s: string | null | undefined): boolean {
  if (!s) return false;
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** spec §5: a range is valid only if both ends are valid and the end is not before the start */
export function isValidDateRange(start: string | null | undefined, end: string | null | undefined): boolean {
  return isValidYmd(start) && isValidYmd(end) && end! >= start!;
}

/** date within optional [min, max] limits (inclusive), as the pickers disable other days */
export function isDateSelectable(day: string, limits: { start?: string | null; end?: string | null }): boolean {
  if (limits.start && day < limits.start) return false;
  if (limits.end && day > limits.end) return false;
  return true;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toYmd = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Period or gap like '1m' (months), '6d' (days), '1y', '2w' subtracted from `end` → start date.
 * Spec §9: default period '1m', default gap '6d'. Month arithmetic clamps to the month's last day.
 */
export function rangeStart(end: string, spec: string): string {
  const m = /^(\d+)([dwmy])$/.exec(spec);
  if (!m || !isValidYmd(end)) throw new Error(`bad period ${spec} or date ${end}`);
  const n = Number(m[1]);
  const [y, mo, d] = end.split('-').map(Number) as [number, number, number];
  if (m[2] === 'd' || m[2] === 'w') {
    const dt = new Date(Date.UTC(y, mo - 1, d - n * (m[2] === 'w' ? 7 : 1)));
    return `${dt.getUTCFullYear()}-${pad(dt.getUTCMonth() + 1)}-${pad(dt.getUTCDate())}`;
  }
  const months = m[2] === 'y' ? n * 12 : n;
  const total = y * 12 + (mo - 1) - months;
  const ny = Math.floor(total / 12);
  const nm = total % 12;
  const last = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return `${ny}-${pad(nm + 1)}-${pad(Math.min(d, last))}`;
}

/** the default range of a range picker: [today − period, today] */
export function defaultRange(today: string, period = '1m'): [string, string] {
  return [rangeStart(today, period), today];
}

// ---- tags ----

export const TAG_DUPLICATE_MESSAGE = '이미존재하는항목입니다.';

/** spec §5 tag input: trimmed, non-empty, not already present → new list; duplicate → error text */
export function addTag(tags: readonly string[], input: string): { tags: string[]; error: string | null } {
  const v = input.trim();
  if (!v) return { tags: [...tags], error: null };
  if (tags.includes(v)) return { tags: [...tags], error: TAG_DUPLICATE_MESSAGE };
  return { tags: [...tags, v], error: null };
}

// ---- phone ----

/**
 * spec §5: hide the middle digit group of a phone number: 010-1234-5678 → 010-****-5678,
 * 01012345678 → 010-****-5678, 02-123-4567 → 02-***-4567.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const dashed = phone.includes('-') ? phone : formatPhone(digits);
  const parts = dashed.split('-');
  if (parts.length !== 3) return phone;
  return `${parts[0]}-${'*'.repeat(parts[1]!.length)}-${parts[2]}`;
}

/** digits → Korean dashed phone format (mobile, Seoul 02, area codes, 1588-type numbers) */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (/^02/.test(d)) {
    if (d.length === 9) return `02-${d.slice(2, 5)}-${d.slice(5)}`;
    if (d.length === 10) return `02-${d.slice(2, 6)}-${d.slice(6)}`;
  }
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  return d;
}

// ---- grid row check ----

export type TRequiredColumn = { name: string; label: string };

/** spec §5 grid row check: first required column with an empty value (or empty list) → label and 1-based row number */
export function checkRequiredRows(
  rows: readonly Record<string, unknown>[],
  columns: readonly TRequiredColumn[],
): { ok: true } | { ok: false; rowNo: number; column: string; label: string } {
  for (const [i, row] of rows.entries()) {
    for (const c of columns) {
      const v = row[c.name];
      const empty = v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
      if (empty) return { ok: false, rowNo: i + 1, column: c.name, label: c.label };
    }
  }
  return { ok: true };
}

/** the message of a failed row check (Korean, as the validation dialog shows it) */
export const requiredRowMessage = (label: string, rowNo: number) => `${rowNo}번째 행의 [${label}]은(는) 필수 입력 항목입니다.`;

// ---- QR ----

export const QR_DEFAULT_WIDTH = 150;
export const QR_MAX_WIDTH = 475;
export const clampQrWidth = (w?: number | null): number => Math.min(QR_MAX_WIDTH, Math.max(1, Math.round(w ?? QR_DEFAULT_WIDTH)));

// ---- code select options ----

export type TCodeOption = { code: string | null; codeNm: string };

/** spec §3: a first entry with null code is added, labelled 'choose' or 'all' */
export function withLeadingOption(items: readonly TCodeOption[], leading: 'choose' | 'all' | null, labels: { choose: string; all: string }): TCodeOption[] {
  if (!leading) return [...items];
  return [{ code: null, codeNm: leading === 'all' ? labels.all : labels.choose }, ...items];
}

/** spec §3: items with useYn N are hidden when editing (kept when they are the current value) */
export function visibleCodes<T extends { code: string; useYn?: string }>(items: readonly T[], editing: boolean, current?: string | string[] | null): T[] {
  const cur = new Set(Array.isArray(current) ? current : current ? [current] : []);
  return items.filter((i) => !editing || i.useYn !== 'N' || cur.has(i.code));
}

/** spec §6: the plant list hides 0000 (all plants) unless the filter is chm */
export function visiblePlants<T extends { code: string }>(items: readonly T[], filter?: string | null): T[] {
  return filter === 'chm' ? [...items] : items.filter((i) => i.code !== '0000');
}
