import { sql } from 'drizzle-orm';
import { RETURN_CODES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../db/client.js';
import { AppError } from './errors.js';

/**
 * Database constraint violations are the client's mistake, not the server's (issue 25): a second row with the same
 * unique key, a reference to a row that does not exist (or a delete of a row still referenced), a value a CHECK refuses.
 * One mapping for every route — the error handler calls `constraintError` before it would answer 500. PostgreSQL and
 * PGlite report the same SQLSTATE codes and the constraint's name; the columns come from the catalogue (the
 * constraint's `conkey`, or the unique index's columns and expressions), their labels from the resource definitions.
 */

export const CONSTRAINT_MESSAGES = {
  duplicate: (labels: string) => `같은 ${labels}의 자료가 이미 등록되어 있습니다. 기존 자료를 조회하여 수정하세요.`,
  missingReference: (labels: string) => `${labels}에 입력한 값이 존재하지 않습니다.`,
  inUse: '다른 자료에서 사용 중이어서 삭제하거나 변경할 수 없습니다.',
  check: (labels: string) => `${labels}의 값이 허용 범위를 벗어났습니다.`,
} as const;

type PgErrorLike = { code?: unknown; constraint?: unknown; table?: unknown; detail?: unknown; cause?: unknown };

const CODES = new Set(['23505', '23503', '23514']);

/** the driver's error in a chain of wrappers (drizzle's DrizzleQueryError keeps it as `cause`) */
export function pgConstraintViolation(err: unknown): { code: string; constraint: string | null; table: string | null; detail: string } | null {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const x = e as PgErrorLike;
    if (typeof x.code === 'string' && CODES.has(x.code)) {
      return {
        code: x.code,
        constraint: typeof x.constraint === 'string' ? x.constraint : null,
        table: typeof x.table === 'string' ? x.table : null,
        detail: typeof x.detail === 'string' ? x.detail : '',
      };
    }
    e = x.cause;
  }
  return null;
}

// ---- labels: every resource definition tells the Korean label of its fields (registered when it is mounted) ----

const labelsByTable = new Map<string, Map<string, string>>();
const labelsAnywhere = new Map<string, string>();
/** columns common to many hand-written tables */
const COMMON_LABELS: Record<string, string> = {
  plantCd: '사업장', deptCd: '부서', vendorCd: '협력업체', userId: '사용자', code: '코드', codeGroupCd: '코드그룹', menuId: '메뉴',
};

/** a resource's field labels (camelCase field name → Korean label) for the errors of its table */
export function registerFieldLabels(table: string, labels: Record<string, string>): void {
  const m = labelsByTable.get(table) ?? new Map<string, string>();
  for (const [field, label] of Object.entries(labels)) {
    m.set(field, label);
    if (!labelsAnywhere.has(field)) labelsAnywhere.set(field, label);
  }
  labelsByTable.set(table, m);
}

const camel = (col: string) => col.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

export function fieldLabel(table: string | null, field: string): string {
  return (table ? labelsByTable.get(table)?.get(field) : undefined) ?? labelsAnywhere.get(field) ?? COMMON_LABELS[field] ?? field;
}

// ---- columns of a constraint or unique index, from the catalogue (the schema does not change while running) ----

const columnCache = new Map<string, { table: string | null; columns: string[] }>();

async function constraintColumns(db: DbOrTx, name: string): Promise<{ table: string | null; columns: string[] }> {
  const hit = columnCache.get(name);
  if (hit) return hit;
  // a constraint (unique, foreign key, check) names its columns; a unique index may hold expressions
  // (coalesce(vendor_cd, '')): its columns are those of the table that its definition mentions
  const rows = await queryRows<{ tbl: string; col: string }>(db, sql`
    select t.relname as tbl, a.attname as col from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
     where c.conname = ${name} and a.attnum > 0
    union all
    select t.relname, a.attname from pg_class i
      join pg_index x on x.indexrelid = i.oid
      join pg_class t on t.oid = x.indrelid
      join pg_attribute a on a.attrelid = x.indrelid and a.attnum > 0 and not a.attisdropped
     where i.relname = ${name} and not exists (select 1 from pg_constraint c where c.conname = ${name})
       and (a.attnum = any(x.indkey::int2[]) or pg_get_indexdef(x.indexrelid) ~ ('\\m' || a.attname || '\\M'))`);
  const out = { table: rows[0]?.tbl ?? null, columns: [...new Set(rows.map((r) => r.col))] };
  columnCache.set(name, out);
  return out;
}

/**
 * An AppError for a constraint violation (409 duplicate / still referenced, 400 missing reference / check), naming
 * the fields; null when `err` is not one. Never throws: a catalogue failure still answers the generic text.
 */
export async function constraintError(db: DbOrTx, err: unknown): Promise<AppError | null> {
  const v = pgConstraintViolation(err);
  if (!v) return null;
  let table = v.table;
  let fields: string[] = [];
  if (v.constraint) {
    try {
      const c = await constraintColumns(db, v.constraint);
      table = table ?? c.table;
      fields = c.columns.map(camel);
    } catch {
      fields = [];
    }
  }
  const labels = fields.map((f) => fieldLabel(table, f));
  const named = labels.length ? labels.map((l) => `[${l}]`).join(', ') : '[입력값]';
  const perField = (message: string) => fields.map((field) => ({ field, message }));
  if (v.code === '23505') {
    const message = CONSTRAINT_MESSAGES.duplicate(named);
    return new AppError(409, message, RETURN_CODES.duplicate, perField(message));
  }
  if (v.code === '23503') {
    // a delete (or key change) of a row that other rows still point at, or a value pointing at nothing
    if (/still referenced/i.test(v.detail)) return new AppError(409, CONSTRAINT_MESSAGES.inUse, RETURN_CODES.conflict);
    const message = CONSTRAINT_MESSAGES.missingReference(named);
    return new AppError(400, message, RETURN_CODES.validation, perField(message));
  }
  const message = CONSTRAINT_MESSAGES.check(named);
  return new AppError(400, message, RETURN_CODES.validation, perField(message));
}
