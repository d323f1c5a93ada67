import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { EXCEL_UPLOAD_MESSAGES as M, fmtExcelUpload } from '@jikim/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/**
 * The one Excel upload reader (see README "Excel uploads"). An .xlsx is a zip of XML files; a 400 KB upload
 * can inflate to gigabytes. This reader never holds the inflated workbook: it reads the zip directory from
 * the (size-capped) upload, refuses entries whose declared size exceeds the budget, inflates only the parts
 * it needs as a stream while counting the bytes that actually come out, and parses the sheet XML as a
 * stream, so the row cap and the byte cap stop it while reading. Only the rows it returns are kept.
 */

export type TExcelCell = string | number | boolean | Date | null;
/** one data row: rowNo is the Excel row number (the header is row 1); cells keyed by header text */
export type TExcelRow = { rowNo: number; cells: Record<string, TExcelCell> };
export type TExcelUpload = { sheetName: string; headers: string[]; rows: TExcelRow[] };
export type TExcelReadOptions = {
  /** data rows (rows with at least one value) allowed; one more refuses the file */
  maxRows: number;
  /** inflated bytes of all parts read (workbook, styles, shared strings, sheet); default 32 MiB */
  maxBytes?: number;
  /** highest column number (A = 1) a cell may sit in; default 512 */
  maxColumns?: number;
};
export type TExcelUploadErrorKind = 'bad-file' | 'too-many-rows' | 'too-large' | 'too-many-columns' | 'duplicate-header' | 'no-header';

export const EXCEL_DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
export const EXCEL_DEFAULT_MAX_COLUMNS = 512;
/** rows without any value (formatting only) are skipped, but not without end */
const MAX_BLANK_ROWS = 100_000;
const MAX_ZIP_ENTRIES = 10_000;
const CHUNK = 64 * 1024;

/** a refused workbook: a 400 with a Korean message that says what to change */
export class ExcelUploadError extends AppError {
  constructor(readonly kind: TExcelUploadErrorKind, message: string) {
    super(400, message, 'VALIDATION');
    this.name = 'ExcelUploadError';
  }
}
const badFile = () => new ExcelUploadError('bad-file', M.badFile);

// ---------- zip ----------

type TZipEntry = { name: string; method: number; compSize: number; size: number; offset: number };

/** the central directory at the end of the zip: names, methods, sizes, where each entry starts */
function zipDirectory(buf: Buffer): Map<string, TZipEntry> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw badFile();
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 (more than 65,535 entries or 4 GB) has no place in an upload
  if (count === 0xffff || cdOffset === 0xffffffff || count > MAX_ZIP_ENTRIES) throw badFile();
  const out = new Map<string, TZipEntry>();
  let p = cdOffset;
  for (let n = 0; n < count; n += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw badFile();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const offset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw badFile(); // encrypted
    if (compSize === 0xffffffff || size === 0xffffffff || offset === 0xffffffff) throw badFile();
    out.set(name.replace(/^\//, ''), { name, method, compSize, size, offset });
  }
  return out;
}

/** counts what every part inflates to against one budget */
class Budget {
  used = 0;
  constructor(readonly max: number) {}
  tooLarge() {
    return new ExcelUploadError('too-large', fmtExcelUpload(M.tooLarge, Math.floor(this.max / (1024 * 1024))));
  }
}

/** the inflated bytes of one entry, chunk by chunk; stops at the declared size and at the budget */
async function* inflateEntry(buf: Buffer, e: TZipEntry, budget: Budget): AsyncGenerator<Buffer> {
  // the declared size is checked before any work: a bomb that admits its size is refused at once
  if (budget.used + e.size > budget.max) throw budget.tooLarge();
  const h = e.offset;
  if (h + 30 > buf.length || buf.readUInt32LE(h) !== 0x04034b50) throw badFile();
  const start = h + 30 + buf.readUInt16LE(h + 26) + buf.readUInt16LE(h + 28);
  if (start + e.compSize > buf.length) throw badFile();
  const data = buf.subarray(start, start + e.compSize);
  const slices = function* () {
    for (let i = 0; i < data.length; i += CHUNK) yield data.subarray(i, i + CHUNK);
  };
  let source: AsyncIterable<Buffer> | Iterable<Buffer>;
  let inflater: ReturnType<typeof createInflateRaw> | undefined;
  let input: Readable | undefined;
  if (e.method === 0) source = slices();
  else if (e.method === 8) {
    inflater = createInflateRaw({ chunkSize: CHUNK });
    input = Readable.from(slices(), { objectMode: false });
    input.on('error', () => undefined);
    input.pipe(inflater);
    source = inflater;
  } else throw badFile();
  let actual = 0;
  try {
    for await (const chunk of source) {
      const c = chunk as Buffer;
      actual += c.length;
      // the declared size may lie: what actually comes out is counted too
      if (actual > e.size) throw badFile();
      budget.used += c.length;
      if (budget.used > budget.max) throw budget.tooLarge();
      yield c;
    }
  } catch (err) {
    if (err instanceof ExcelUploadError) throw err;
    throw badFile(); // corrupt deflate data
  } finally {
    input?.unpipe();
    input?.destroy();
    inflater?.destroy();
  }
  if (actual !== e.size) throw badFile();
}

// ---------- XML ----------

type TXmlHandlers = {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (t: string) => void;
};

/** stream-parse one entry; handlers may throw to stop (the row cap does) */
async function parseEntry(buf: Buffer, e: TZipEntry, budget: Budget, h: TXmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let failed: unknown;
  if (h.open) parser.on('opentag', (t) => h.open!(t as SaxesTagPlain));
  if (h.close) parser.on('closetag', (t) => h.close!(t.name));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  parser.on('error', (err) => {
    failed = err;
  });
  const decoder = new StringDecoder('utf8');
  // anything that goes wrong inside the XML of an upload is the file's fault, never a 500
  const write = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (err) {
      throw err instanceof ExcelUploadError ? err : badFile();
    }
    if (failed) throw failed instanceof ExcelUploadError ? failed : badFile();
  };
  for await (const chunk of inflateEntry(buf, e, budget)) write(decoder.write(chunk));
  write(decoder.end());
  write(null);
}

/** local name without a namespace prefix (x:row → row) */
const local = (name: string) => {
  const i = name.indexOf(':');
  return i < 0 ? name : name.slice(i + 1);
};
const attr = (t: SaxesTagPlain, name: string): string | undefined => {
  for (const [k, v] of Object.entries(t.attributes)) if (local(k) === name) return v;
  return undefined;
};

// ---------- workbook parts ----------

/** built-in number formats that show dates or times (general, Korean and other East Asian locales) */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
/** a custom format code shows a date when, without literals, colours and conditions, it has a date/time token */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|hh\]|m\]|mm\]|s\]|ss\])[^\]]*\]/gi, '')
    .replace(/General/gi, '');
  return /[ymdhse]/i.test(bare.replace(/E[+-]/g, ''));
}

/** Excel serial day → Date (UTC; the 1900 system counts the 29th of February 1900 that never was) */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  const ms = Math.round(serial * 86_400_000);
  if (date1904) return new Date(Date.UTC(1904, 0, 1) + ms);
  return new Date((serial < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30)) + ms);
}

/** "B12" → 2 */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) n = n * 26 + (c - 64);
    else if (c >= 97 && c <= 122) n = n * 26 + (c - 96);
    else break;
    if (n > 16_384) return n;
  }
  return n;
}

/** text of string items (<si> / <is>): plain or rich runs, phonetic guides left out */
function stringItemCollector() {
  let inT = false;
  let phonetic = 0;
  let text = '';
  return {
    open(name: string) {
      if (name === 'rPh') phonetic += 1;
      else if (name === 't' && !phonetic) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inT = false;
    },
    text(t: string) {
      if (inT) text += t;
    },
    take() {
      const t = text;
      text = '';
      return t;
    },
  };
}

async function readSharedStrings(buf: Buffer, e: TZipEntry | undefined, budget: Budget): Promise<string[]> {
  const out: string[] = [];
  if (!e) return out;
  const si = stringItemCollector();
  await parseEntry(buf, e, budget, {
    open: (t) => si.open(local(t.name)),
    close: (n) => {
      const name = local(n);
      if (name === 'si') out.push(si.take());
      else si.close(name);
    },
    text: (t) => si.text(t),
  });
  return out;
}

/** style index → shows a date */
async function readDateStyles(buf: Buffer, e: TZipEntry | undefined, budget: Budget): Promise<boolean[]> {
  const out: boolean[] = [];
  if (!e) return out;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  await parseEntry(buf, e, budget, {
    open: (t) => {
      const name = local(t.name);
      if (name === 'numFmt') custom.set(Number(attr(t, 'numFmtId')), attr(t, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attr(t, 'numFmtId') ?? 0);
        const code = custom.get(id);
        out.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
      }
    },
    close: (n) => {
      if (local(n) === 'cellXfs') inCellXfs = false;
    },
  });
  return out;
}

/** the first sheet of the workbook (its name and zip path), and whether dates count from 1904 */
async function readWorkbook(buf: Buffer, zip: Map<string, TZipEntry>, budget: Budget) {
  const wb = zip.get('xl/workbook.xml');
  if (!wb) throw badFile();
  let first: { name: string; rid: string } | undefined;
  let date1904 = false;
  await parseEntry(buf, wb, budget, {
    open: (t) => {
      const name = local(t.name);
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attr(t, 'date1904') ?? '');
      else if (name === 'sheet' && !first) first = { name: attr(t, 'name') ?? '', rid: attr(t, 'id') ?? '' };
    },
  });
  if (!first) throw badFile();
  let target: string | undefined;
  const rels = zip.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    await parseEntry(buf, rels, budget, {
      open: (t) => {
        if (local(t.name) === 'Relationship' && attr(t, 'Id') === first!.rid) target = attr(t, 'Target');
      },
    });
  }
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`) : 'xl/worksheets/sheet1.xml';
  const sheet = zip.get(path);
  if (!sheet) throw badFile();
  return { sheetName: first.name, sheet, date1904 };
}

// ---------- the reader ----------

/**
 * Read the first sheet of an uploaded .xlsx: row 1 holds the column titles, every later row with a value
 * becomes { rowNo, cells: { [title]: value } }. Values are typed: text, number, boolean, Date (cells with a
 * date format; UTC), null for empty. Refuses with ExcelUploadError (400) a file that is not an .xlsx, has
 * more than maxRows data rows, inflates beyond maxBytes, or uses columns beyond maxColumns.
 */
export async function readExcelUpload(file: Buffer, options: TExcelReadOptions): Promise<TExcelUpload> {
  const budget = new Budget(options.maxBytes ?? EXCEL_DEFAULT_MAX_BYTES);
  const maxColumns = options.maxColumns ?? EXCEL_DEFAULT_MAX_COLUMNS;
  if (file.length < 22) throw badFile();
  const zip = zipDirectory(file);
  const { sheetName, sheet, date1904 } = await readWorkbook(file, zip, budget);
  const dateStyles = await readDateStyles(file, zip.get('xl/styles.xml'), budget);
  const shared = await readSharedStrings(file, zip.get('xl/sharedStrings.xml'), budget);

  let headers: string[] | undefined; // by column number
  const rows: TExcelRow[] = [];
  let blank = 0;
  let rowNo = 0;
  let col = 0;
  let cells = new Map<number, TExcelCell>();
  let cell: { type: string; style: number; v: string; inV: boolean; inIs: boolean } | undefined;
  const inline = stringItemCollector();

  const valueOf = (c: NonNullable<typeof cell>): TExcelCell => {
    switch (c.type) {
      case 's': {
        if (c.v === '') return null;
        const s = shared[Number(c.v)];
        if (s === undefined) throw badFile();
        return s === '' ? null : s;
      }
      case 'inlineStr': {
        const s = inline.take();
        return s === '' ? null : s;
      }
      case 'str':
      case 'e':
        return c.v === '' ? null : c.v;
      case 'b':
        return c.v === '' ? null : c.v === '1' || c.v === 'true';
      case 'd': {
        const d = new Date(c.v);
        return Number.isNaN(d.getTime()) ? c.v : d;
      }
      default: {
        if (c.v.trim() === '') return null;
        const n = Number(c.v);
        if (!Number.isFinite(n)) throw badFile();
        return dateStyles[c.style] ? excelSerialToDate(n, date1904) : n;
      }
    }
  };

  const endRow = () => {
    if (!headers) {
      if (rowNo !== 1) return; // the title row is row 1; nothing above it
      headers = [];
      const seen = new Set<string>();
      for (const [c, v] of cells) {
        const title = v === null ? '' : (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)).trim();
        if (!title) continue;
        if (seen.has(title)) throw new ExcelUploadError('duplicate-header', fmtExcelUpload(M.duplicateHeader, title));
        seen.add(title);
        headers[c] = title;
      }
      if (!seen.size) throw new ExcelUploadError('no-header', M.noHeader);
      return;
    }
    const out: Record<string, TExcelCell> = {};
    let has = false;
    for (const [c, v] of cells) {
      const title = headers[c];
      if (title === undefined || v === null) continue;
      out[title] = v;
      has = true;
    }
    if (!has) {
      blank += 1;
      if (blank > MAX_BLANK_ROWS) throw budget.tooLarge();
      return;
    }
    // the row cap is enforced while reading: the rest of the sheet is never inflated
    if (rows.length >= options.maxRows) throw new ExcelUploadError('too-many-rows', fmtExcelUpload(M.tooManyRows, options.maxRows));
    rows.push({ rowNo, cells: out });
  };

  await parseEntry(file, sheet, budget, {
    open: (t) => {
      const name = local(t.name);
      if (name === 'row') {
        const r = Number(attr(t, 'r') ?? rowNo + 1);
        if (!Number.isInteger(r) || r <= rowNo || r > 1_048_576) throw badFile();
        rowNo = r;
        col = 0;
        cells = new Map();
      } else if (name === 'c') {
        const ref = attr(t, 'r');
        const c = ref ? columnOf(ref) : col + 1;
        if (c < 1 || c <= col) throw badFile();
        if (c > maxColumns) throw new ExcelUploadError('too-many-columns', fmtExcelUpload(M.tooManyColumns, maxColumns));
        col = c;
        cell = { type: attr(t, 't') ?? 'n', style: Number(attr(t, 's') ?? 0), v: '', inV: false, inIs: false };
      } else if (cell) {
        if (name === 'v') cell.inV = true;
        else if (name === 'is') cell.inIs = true;
        else if (cell.inIs) inline.open(name);
      }
    },
    close: (n) => {
      const name = local(n);
      if (name === 'row') endRow();
      else if (name === 'c' && cell) {
        cells.set(col, valueOf(cell));
        cell = undefined;
      } else if (cell) {
        if (name === 'v') cell.inV = false;
        else if (name === 'is') cell.inIs = false;
        else if (cell.inIs) inline.close(name);
      }
    },
    text: (t) => {
      if (!cell) return;
      if (cell.inV) cell.v += t;
      else if (cell.inIs) inline.text(t);
    },
  });
  if (!headers) throw new ExcelUploadError('no-header', M.noHeader);
  return { sheetName, headers: headers.filter((h) => h !== undefined), rows };
}

/** a cell as the text a person typed: dates YYYY-MM-DD (with time when it has one), numbers plain, Y/N for booleans */
export function cellText(v: TExcelCell | undefined): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof v === 'boolean') return v ? 'Y' : 'N';
  return String(v).trim();
}

/**
 * The uploaded workbook of a multipart request (field `file`), read by this reader: a request without a file → 400
 * `messages.noFile`; a file over the route's size cap, or not an .xlsx → 400 `messages.badFile` (the module's text
 * naming its template; the connection closes after a truncated upload). Other refusals are the reader's own.
 * `fields` are the text fields sent before the file part (later ones are not read).
 */
export async function readUploadedSheet(
  req: FastifyRequest, reply: FastifyReply, opts: TExcelReadOptions & { messages: { noFile: string; badFile: string } },
): Promise<TExcelUpload & { fields: Record<string, string> }> {
  const { messages, ...read } = opts;
  const refuse = (message: string) => badRequest(undefined, message);
  if (!req.isMultipart()) throw refuse(messages.noFile);
  const part = await req.file({ throwFileSizeLimit: false });
  if (!part) throw refuse(messages.noFile);
  const fields: Record<string, string> = {};
  for (const [name, f] of Object.entries(part.fields)) {
    if (f && !Array.isArray(f) && f.type === 'field' && typeof f.value === 'string') fields[name] = f.value;
  }
  const buf = await part.toBuffer().catch(() => null);
  if (!buf || part.file.truncated) {
    reply.header('connection', 'close');
    throw refuse(messages.badFile);
  }
  const sheet = await readExcelUpload(buf, read).catch((err: unknown) => {
    throw err instanceof ExcelUploadError && err.kind === 'bad-file' ? refuse(messages.badFile) : err;
  });
  return { ...sheet, fields };
}
