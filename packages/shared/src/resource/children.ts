import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { checkRequiredRows, requiredRowMessage } from './rules.js';
import { displayNameOf, type TResourceDefinition, type TResourceField } from './definition.js';

/**
 * Child rows of a resource (master–detail: an accident's victims, a permit's workers). A definition lists its
 * collections in `children`; the server reads them with the parent and saves them with the parent in one
 * transaction under the parent's version; the web edits them in a grid inside the detail form.
 *
 * A child field of type `dept` is a department of the parent record's plant (`scope.plant`): the grid picks it from that
 * plant's department tree, the server answers its name (`<name without Cd>Nm`) and refuses a department of another
 * plant (`deptCellsOf` lists the cells to check).
 *
 * In a child field, `required: true` is enforced by the row check (spec §5 row message with label and row
 * number), so give `schema` only the format rule (e.g. `zText(50)`, not `zText(50, { required: true })`).
 */
export type TChildColumn = { name: string; width?: number; align?: 'left' | 'center' | 'right'; visibleWhen?: TChildVisibleWhen };

/**
 * a collection (or a grid column) that belongs to some kinds of record only, e.g. a risk assessment's JSA steps on
 * a plan of method JSA: shown when the parent record's `field` holds one of `in` (a record without the value yet,
 * e.g. a new one, shows none of them)
 */
export type TChildVisibleWhen = { field: string; in: readonly string[] };

export type TChildCollection = {
  /** wire name of the rows in the parent's body, e.g. `workers` */
  name: string;
  /** i18n key (in the definition's bundle) of the grid title */
  label: string;
  /** the child id (a number the database generates); rows sent with it are updated, rows without it inserted */
  key: string;
  /** same field model as the parent: type, label key, zod rule, code group, required */
  fields: TResourceField[];
  /** grid columns, in order (default: every field) */
  columns?: TChildColumn[];
  /** read order (default: the child id ascending) */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** integer column the server fills with the 1-based position of each row as sent (keeps the grid's order) */
  rowNoField?: string;
  minRows?: number;
  maxRows: number;
  /** only for some records (see TChildVisibleWhen); the server refuses rows of a collection not visible for the record */
  visibleWhen?: TChildVisibleWhen;
  /** standard rows offered from code data (see TChildOffer): a permit's safety measures of its kinds */
  offer?: TChildOffer;
  /**
   * rows the server writes (a product's regulations computed from its components): never taken from a create/update body,
   * answered with the record, shown read-only
   */
  serverOnly?: boolean;
  /** a rule across one row's cells (e.g. start ≤ end), run after the cell rules: the failing field and Korean message */
  validateRow?: (row: Record<string, unknown>, rowNo: number) => { field: string; message: string } | null;
};

/**
 * Standard rows a record is offered from code data (issue 34: a confined-space permit's measures — ventilation, gas
 * readings, attendant, rescue equipment …): the codes of `codeGroup` whose `attr` holds one of the record's `from` values
 * become rows with the code in `field`. `from` names parent fields (`kindCd`) or cells of another collection
 * (`kinds.kindCd`, the supplementary kinds). The web fills them in while the form is editable; the server fills them on
 * create when the collection comes empty (a phone or an API client gets the checklist too).
 */
export type TChildOffer = { codeGroup: string; attr: 'attr1' | 'attr2' | 'attr3'; field: string; from: readonly string[] };

/** the owner values a record's offered rows follow (its kinds), in order, without repeats */
export function offerOwners(offer: Pick<TChildOffer, 'from'>, values: Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string' && v !== '' && !out.includes(v)) out.push(v);
  };
  for (const src of offer.from) {
    const [a, b] = src.split('.');
    if (b === undefined) add(values[a!]);
    else for (const row of (Array.isArray(values[a!]) ? (values[a!] as Record<string, unknown>[]) : [])) add(row?.[b]);
  }
  return out;
}

/**
 * The rows after the record's owners changed: every offered code has its row (an existing row keeps its answers, a new
 * one is blank, with `blank`'s defaults), a row of a code no longer offered goes when it is still untouched (no other cell
 * filled), and rows the person added or answered stay. Offered codes come first in their order.
 */
export function offeredRows(
  c: Pick<TChildCollection, 'fields'> & { offer: Pick<TChildOffer, 'field'> }, rows: Record<string, unknown>[], offered: readonly string[],
  isOfferCode: (code: string) => boolean,
): Record<string, unknown>[] {
  const field = c.offer.field;
  const blank = blankChildRow(c);
  const byCode = new Map(rows.filter((r) => typeof r[field] === 'string').map((r) => [r[field] as string, r]));
  const first = offered.map((code) => byCode.get(code) ?? { ...blank, [field]: code });
  // answered: a cell other than the code differs from a blank row's (a switch's N, an empty remark are blank)
  const touched = (r: Record<string, unknown>) => c.fields.some((f) => {
    if (f.name === field) return false;
    const v = r[f.name];
    return v !== null && v !== undefined && v !== '' && v !== 'N' && v !== blank[f.name];
  });
  const rest = rows.filter((r) => {
    const code = r[field];
    if (typeof code === 'string' && offered.includes(code)) return false;
    // a standard row of a kind no longer chosen goes unless answered; a row the person added stays
    return !(typeof code === 'string' && isOfferCode(code)) || touched(r);
  });
  return [...first, ...rest];
}

/** hard cap of any child array in a request (the declared maxRows is checked with its own message) */
export const CHILD_ROWS_HARD_MAX = 1000;

export const CHILD_MESSAGES = {
  maxRows: (label: string, max: number) => `[${label}]은(는) 최대 ${max}행까지 입력할 수 있습니다.`,
  minRows: (label: string, min: number) => `[${label}]을(를) ${min}행 이상 입력해야 합니다.`,
  badValue: (label: string, rowNo: number) => `${rowNo}번째 행의 [${label}] 값이 올바르지 않습니다.`,
  unknownRow: (label: string, rowNo: number) => `${rowNo}번째 행은 [${label}]의 행이 아닙니다. 다시 조회한 후 수정하세요.`,
} as const;

const childKeySchema = z.number().int().min(1).max(2_147_483_647);

function outputOf(f: TResourceField): z.ZodType {
  if (f.type === 'number' || f.type === 'cost' || f.type === 'file') return z.number().nullable();
  if (f.type === 'tag') return z.array(z.string()).nullable();
  return z.string().nullable();
}

/** a child row as the server answers it */
export function childRowSchema(c: TChildCollection) {
  const shape: Record<string, z.ZodType> = { [c.key]: z.number() };
  for (const f of c.fields) {
    shape[f.name] = outputOf(f);
    // coded cells answer their display name too (a user's name, a vendor's, a code's), as parent fields do
    const nm = displayNameOf(f);
    if (nm) shape[nm] = z.string().nullable().optional();
    // the name of a picked reference (a roster worker's name for its number), answered by the binding's `derived`
    const label = f.optionsFrom?.label;
    if (label && !c.fields.some((x) => x.name === label)) shape[label] = z.string().nullable().optional();
  }
  if (c.rowNoField) shape[c.rowNoField] = z.number().nullable();
  return z.object(shape);
}

/** a child row as the client sends it: the child id when the row exists; required values are checked by checkChildren */
export function childRowInputSchema(c: TChildCollection) {
  const shape: Record<string, z.ZodType> = { [c.key]: childKeySchema.nullish() };
  // server-written cells (an improvement action's number) are never taken from the body
  for (const f of c.fields) if (!f.serverOnly) shape[f.name] = f.required ? f.schema.nullish() : f.schema;
  return z.object(shape);
}

/** body shape the create and update schemas add: every collection optional (omitted on update = unchanged) */
export function childrenInputShape(def: Pick<TResourceDefinition, 'children'>): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const c of def.children ?? []) if (!c.serverOnly) shape[c.name] = z.array(childRowInputSchema(c)).max(CHILD_ROWS_HARD_MAX).optional();
  return shape;
}

/** answer shape of a single record (`GET base/:key`): the collections with it (list rows leave them out) */
export function childrenOutputShape(def: Pick<TResourceDefinition, 'children'>): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const c of def.children ?? []) shape[c.name] = z.array(childRowSchema(c)).optional();
  return shape;
}

export type TChildCheck = { ok: true } | { ok: false; collection: string; rowNo: number | null; field: string | null; message: string };

/**
 * The rows of every collection present in `values`: row count (min/max), required columns (spec §5 row
 * message: column label and 1-based row number), each value's rule, no child id twice. Server and web run
 * the same check; `labels` is the label bundle (Korean by default).
 * `whole`: a create, where an omitted collection counts as empty (min rows).
 */
export function checkChildren(
  def: Pick<TResourceDefinition, 'children' | 'i18n'>,
  values: Record<string, unknown>,
  opts: { labels?: Record<string, string>; whole?: boolean } = {},
): TChildCheck {
  const labels = opts.labels ?? def.i18n.ko;
  const lab = (k: string) => labels[k] ?? def.i18n.ko[k] ?? k;
  for (const c of def.children ?? []) {
    const raw = values[c.name];
    if (raw === undefined && !opts.whole) continue;
    if (raw !== undefined && !Array.isArray(raw)) return { ok: false, collection: c.name, rowNo: null, field: null, message: MESSAGES.badRequest };
    const rows = (raw ?? []) as Record<string, unknown>[];
    if (rows.length > c.maxRows) return { ok: false, collection: c.name, rowNo: null, field: null, message: CHILD_MESSAGES.maxRows(lab(c.label), c.maxRows) };
    if (c.minRows && rows.length < c.minRows) return { ok: false, collection: c.name, rowNo: null, field: null, message: CHILD_MESSAGES.minRows(lab(c.label), c.minRows) };
    const req = checkRequiredRows(rows, c.fields.filter((f) => f.required).map((f) => ({ name: f.name, label: lab(f.label) })));
    if (!req.ok) return { ok: false, collection: c.name, rowNo: req.rowNo, field: req.column, message: requiredRowMessage(req.label, req.rowNo) };
    const seen = new Set<unknown>();
    for (const [i, row] of rows.entries()) {
      for (const f of c.fields) {
        const v = row[f.name];
        if (v === null || v === undefined) continue;
        if (!f.schema.safeParse(v).success) return { ok: false, collection: c.name, rowNo: i + 1, field: f.name, message: CHILD_MESSAGES.badValue(lab(f.label), i + 1) };
      }
      const bad = c.validateRow?.(row, i + 1);
      if (bad) return { ok: false, collection: c.name, rowNo: i + 1, field: bad.field, message: bad.message };
      const k = row[c.key];
      if (k !== null && k !== undefined) {
        if (!childKeySchema.safeParse(k).success || seen.has(k)) return { ok: false, collection: c.name, rowNo: i + 1, field: c.key, message: CHILD_MESSAGES.unknownRow(lab(c.label), i + 1) };
        seen.add(k);
      }
    }
  }
  return { ok: true };
}

/** the parent's own values and its child collections, apart */
export function splitChildren(def: Pick<TResourceDefinition, 'children'>, values: Record<string, unknown>) {
  const parent: Record<string, unknown> = { ...values };
  const children: Record<string, Record<string, unknown>[]> = {};
  for (const c of def.children ?? []) {
    if (c.name in parent) {
      const v = parent[c.name];
      delete parent[c.name];
      if (Array.isArray(v)) children[c.name] = v as Record<string, unknown>[];
    }
  }
  return { parent, children };
}

const visible = (w: TChildVisibleWhen | undefined, record: Record<string, unknown>) =>
  !w || (typeof record[w.field] === 'string' && w.in.includes(record[w.field] as string));

/** is the collection shown for this parent record (its `visibleWhen`) */
export const childVisible = (c: Pick<TChildCollection, 'visibleWhen'>, record: Record<string, unknown>): boolean => visible(c.visibleWhen, record);

/**
 * the collections of a record as its form and print show them: those visible for the record, each with only its
 * columns visible for the record (a collection without `columns` keeps every field)
 */
export function visibleChildren(def: Pick<TResourceDefinition, 'children'>, record: Record<string, unknown>): TChildCollection[] {
  return (def.children ?? []).filter((c) => visible(c.visibleWhen, record))
    .map((c) => (c.columns ? { ...c, columns: c.columns.filter((col) => visible(col.visibleWhen, record)) } : c));
}

/** the first collection of `values` holding rows while not visible for `record` (a server refuses it), or null */
export function hiddenChildWithRows(def: Pick<TResourceDefinition, 'children'>, values: Record<string, unknown>, record: Record<string, unknown>): TChildCollection | null {
  return (def.children ?? []).find((c) => !visible(c.visibleWhen, record) && Array.isArray(values[c.name]) && (values[c.name] as unknown[]).length > 0) ?? null;
}

/** every filled department cell (`type: 'dept'`) of the collections present in `values`: collection, 1-based row, field, code */
export function deptCellsOf(def: Pick<TResourceDefinition, 'children'>, values: Record<string, unknown>): { collection: TChildCollection; rowNo: number; field: TResourceField; value: string }[] {
  const out: { collection: TChildCollection; rowNo: number; field: TResourceField; value: string }[] = [];
  for (const c of def.children ?? []) {
    const rows = values[c.name];
    if (!Array.isArray(rows)) continue;
    const depts = c.fields.filter((f) => f.type === 'dept');
    for (const [i, row] of (rows as Record<string, unknown>[]).entries()) {
      for (const f of depts) {
        const v = row[f.name];
        if (typeof v === 'string' && v.trim() !== '') out.push({ collection: c, rowNo: i + 1, field: f, value: v.trim() });
      }
    }
  }
  return out;
}

/** a blank row for the grid editor: each field's default (as its rule gives it) or null */
export function blankChildRow(c: Pick<TChildCollection, 'fields'>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of c.fields) {
    const d = f.schema.safeParse(undefined);
    row[f.name] = d.success && d.data !== undefined ? d.data : null;
  }
  return row;
}
