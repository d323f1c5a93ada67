import type { FastifyReply, FastifyRequest } from 'fastify';
import { HR_DEPT_COLUMNS, HR_MESSAGES, HR_SYNC_MAX_ROWS, HR_USER_COLUMNS, type THrSyncResult } from '@jikim/shared';
import { cellText, readUploadedSheet, type TExcelCell, type TExcelUpload } from '../../lib/excel-upload.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Excel as an HR input (issue 32): `POST /api/integration/hr/users` and `/depts` also take a multipart upload — the
 * .xlsx as `file`, `mode` and `dryRun` as text fields before it (or in the query string) — read by the project's one
 * bounded streaming reader (lib/excel-upload.ts). A preValidation hook turns the sheet into the JSON body the route
 * already validates, so both inputs share one contract and one sync: `errors[].index` is the row's index among the data
 * rows, 0-based as in JSON (blank rows are skipped and not counted); the message ends with the Excel row number.
 */

/** multipart limits of the HR routes: one file of at most 10 MB and the two fields */
export const HR_EXCEL_MULTIPART = { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } };

type TKind = 'users' | 'depts';
const COLUMNS: Record<TKind, Record<string, string>> = { users: HR_USER_COLUMNS, depts: HR_DEPT_COLUMNS };
/** columns read as numbers (the rest as the text a person typed: dates YYYY-MM-DD, numbers plain) */
const NUMERIC = new Set(['sortOrder']);

const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
const fmt = (m: string, ...xs: string[]) => xs.reduce((acc, x, i) => acc.replace(`{${i}}`, x), m);

/** the Excel row numbers of the rows a request's body was built from (for the messages of its answer) */
const excelRowNos = new WeakMap<FastifyRequest, number[]>();

function cellValue(field: string, v: TExcelCell | undefined): unknown {
  if (NUMERIC.has(field)) {
    if (typeof v === 'number') return v;
    const t = cellText(v);
    return t === '' ? undefined : /^\d+$/.test(t) ? Number(t) : t;
  }
  const t = cellText(v);
  return t === '' ? undefined : t;
}

/** header titles → fields: every column of the kind, nothing else (a typo must not silently empty a field for everyone) */
function mapHeaders(kind: TKind, headers: string[]): Map<string, string> {
  const cols = COLUMNS[kind];
  const byName = new Map<string, string>();
  for (const [field, title] of Object.entries(cols)) {
    byName.set(norm(field), field);
    byName.set(norm(title), field);
  }
  const out = new Map<string, string>();
  const unknown: string[] = [];
  for (const h of headers) {
    const field = byName.get(norm(h));
    if (field) out.set(h, field);
    else unknown.push(h);
  }
  const accepted = Object.entries(cols).map(([f, t]) => `${t}(${f})`).join(', ');
  if (unknown.length) throw badRequest(undefined, fmt(HR_MESSAGES.excelUnknownColumn, unknown.join(', '), accepted));
  const present = new Set(out.values());
  const missing = Object.entries(cols).filter(([f]) => !present.has(f)).map(([f, t]) => `${t}(${f})`);
  if (missing.length) throw badRequest(undefined, fmt(HR_MESSAGES.excelMissingColumn, missing.join(', ')));
  return out;
}

/** the sheet's data rows as the JSON rows of the contract */
export function sheetToRows(kind: TKind, sheet: Pick<TExcelUpload, 'headers' | 'rows'>): { rowNo: number; row: Record<string, unknown> }[] {
  const fields = mapHeaders(kind, sheet.headers);
  return sheet.rows.map(({ rowNo, cells }) => {
    const row: Record<string, unknown> = {};
    for (const [title, field] of fields) {
      const v = cellValue(field, cells[title]);
      if (v !== undefined) row[field] = v;
    }
    return { rowNo, row };
  });
}

const bool = (v: string | undefined): unknown => {
  if (v === undefined) return undefined;
  const t = v.trim().toLowerCase();
  if (['true', 'y', '1'].includes(t)) return true;
  if (['false', 'n', '0', ''].includes(t)) return false;
  return v; // the body's schema refuses it with the field's name
};

/** preValidation of an HR route: a multipart request becomes the JSON body (a JSON request passes untouched) */
export function hrExcelBody(kind: TKind) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!req.isMultipart()) return;
    const sheet = await readUploadedSheet(req, reply, { maxRows: HR_SYNC_MAX_ROWS, messages: { noFile: HR_MESSAGES.excelNoFile, badFile: HR_MESSAGES.excelBadFile } });
    const query = (req.query ?? {}) as Record<string, string | undefined>;
    const rows = sheetToRows(kind, sheet);
    excelRowNos.set(req, rows.map((r) => r.rowNo));
    req.body = { mode: sheet.fields.mode ?? query.mode, dryRun: bool(sheet.fields.dryRun ?? query.dryRun), [kind]: rows.map((r) => r.row) };
  };
}

/** the answer of an Excel call names each refused row's Excel row number too (the index stays the contract's) */
export function withExcelRows(req: FastifyRequest, result: THrSyncResult): THrSyncResult {
  const rowNos = excelRowNos.get(req);
  if (!rowNos) return result;
  return { ...result, errors: result.errors.map((e) => (e.index >= 0 && rowNos[e.index] ? { ...e, message: `${e.message} (엑셀 ${rowNos[e.index]}행)` } : e)) };
}
