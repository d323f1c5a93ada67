import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { displayNameOf, listNameOf, RESOURCE_COUNT_CAP, type TResourceDefinition, type TResourceField } from '@jikim/shared';
import { inParallel, queryRows, type DbOrTx } from '../../db/client.js';
import { codeTreeDescendants } from '../code-tree.js';
import { notFound, outOfScope } from '../errors.js';
import type { DataScope } from '../scope.js';
import { scopeVerdict } from '../scoped-load.js';
import type { ChildBindings } from './resource.children.js';

export type ResourceBinding = {
  def: TResourceDefinition;
  /** drizzle table whose column keys are the definition's field names (+ version and audit columns) */
  table: PgTable;
  /** tables of the definition's child collections (./resource.children.ts) */
  children?: ChildBindings;
  /**
   * Vendor users: the condition that lets the caller's vendor reach a row, when a vendor column is not enough (a
   * notice addressed to chosen vendors or to every vendor of a plant). Replaces `def.scope.vendor` for vendor users;
   * lists, by-key loads, transitions and attachment groups use it alike.
   */
  vendorReach?: (vendorCd: string) => SQL;
  /**
   * Plant users without every plant: the condition that places a row in the caller's plant when the plant column is
   * not enough (a vendor working at a plant under a contract, not only at its main plant). Replaces the plant column's
   * check in lists and by-key loads; writes still ask the plant column (`assertWritable`).
   */
  plantReach?: (plantCd: string) => SQL;
  /**
   * Read-only values computed per row in the same statement as the row (correlated subqueries: a worker's last site
   * education, this year's warnings). Each names a `serverOnly` field of the definition; `col(name)` is the row's
   * column, qualified. Answered by lists, the record and the Excel export; never written, filtered or sorted on.
   */
  derived?: Record<string, (col: (field: string) => SQL) => SQL>;
  /**
   * Plant users: rows that name the caller elsewhere than in the row's own columns (a reviewer row of a change) pass
   * the department check like `scope.own` (never the plant check). Lists, by-key loads, transitions and attachment
   * groups use it alike.
   */
  ownReach?: (userId: string) => SQL;
  /**
   * Search fields that are not a column's value (`reviewerMe=Y`: the caller's pending reviews): the condition for the
   * value sent, or undefined for no condition. Replaces the column filter of the search field of the same name.
   */
  filters?: Record<string, (value: string, scope: DataScope) => SQL | undefined>;
  /**
   * child collections answered with every list row too (a substance's regulations in the regulation base's list): one
   * query per collection for the page's keys, never one per row
   */
  listChildren?: string[];
  /**
   * a definition mounted on a slice of a shared table (the air and the water outlets of one outlet table): every list,
   * by-key load, transition and due query sees only rows whose `field` column holds `value` (another slice's key answers
   * 404), and a create sets it. `field` is a column, never a definition field, so no body can move a row across slices.
   */
  slice?: { field: string; value: string };
  /**
   * the table of the definition's comments (`def.comments`, ./resource.comments.ts): columns `commentNo`, `parentKey`
   * (the record's key), `parentCommentNo`, `contents`, `deleteYn`, `createUserId`, `createDt`, `updateUserId`, `updateDt`
   */
  comments?: { table: PgTable; parentKey: string };
  /**
   * Callers who hold only the read right on the definition's menu (not write) reach only these rows (a document's
   * approved revisions, not the drafts): lists, by-key reads and the export of the resource's own routes. Writers, and
   * every other loader (approvals, attachments of the writers), are not limited by it.
   */
  readerReach?: (userId: string) => SQL;
};

export type FindParams = {
  page: number;
  limit: number;
  sortField?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  filters: Record<string, unknown>;
};

export function columnsOf(b: ResourceBinding): Record<string, PgColumn> {
  return getTableColumns(b.table) as Record<string, PgColumn>;
}

function col(b: ResourceBinding, name: string): PgColumn {
  const c = columnsOf(b)[name];
  if (!c) throw new Error(`resource ${b.def.name}: table has no column for field ${name}`);
  return c;
}

export const keyColumn = (b: ResourceBinding) => col(b, b.def.key.name);

/** the display name of a coded field's value (plant, department, user, vendor, code): a PK lookup subquery */
export function displayNameSql(f: TResourceField, v: SQL): SQL {
  if (f.type === 'plant') return sql`(select cm.code_nm from com_code_master cm where cm.code_group_cd = 'COM_PLANT_CD' and cm.code = ${v})`;
  if (f.type === 'user') return sql`(select u.user_nm from com_user u where u.user_id = ${v})`;
  if (f.type === 'vendor') return sql`(select v.vendor_nm from com_vendor v where v.vendor_cd = ${v})`;
  if (f.type === 'dept') return sql`(select d.dept_nm from com_dept d where d.dept_cd = ${v})`;
  // a file cell: the file's original name (a deleted file names nothing)
  if (f.type === 'file') return sql`(select af.file_org_nm from com_attach_file af where af.file_no = ${v} and af.status in ('T', 'P'))`;
  return sql`(select cm.code_nm from com_code_master cm where cm.code_group_cd = ${f.codeGroup} and cm.code = ${v})`;
}

/** the names of a comma-separated code list (`codeList`), joined in the list's order: `HELMET,SHOES` → `안전모, 안전화` */
export function codeListNamesSql(codeList: string, v: SQL): SQL {
  const names = codeList === 'dept'
    ? sql`select d.dept_nm from com_dept d where d.dept_cd = x.c`
    : sql`select cm.code_nm from com_code_master cm where cm.code_group_cd = ${codeList} and cm.code = x.c`;
  return sql`(select string_agg(coalesce((${names}), x.c), ', ' order by x.n) from unnest(string_to_array(nullif(${v}, ''), ',')) with ordinality as x(c, n))`;
}

/** select list: every column + display names of coded fields + author name (PK lookups, no N+1 round trips) */
export function selection(b: ResourceBinding): Record<string, PgColumn | SQL> {
  const cols = columnsOf(b);
  const out: Record<string, PgColumn | SQL> = { ...cols };
  // outer columns are qualified by table name: inside the subquery an unqualified name would bind to the inner table
  const q = (c: PgColumn) => sql`${b.table}.${sql.identifier(c.name)}`;
  for (const f of b.def.fields) {
    const nm = displayNameOf(f);
    const c = cols[f.name];
    if (!nm || !c) continue;
    out[nm] = displayNameSql(f, q(c));
  }
  for (const f of b.def.fields) {
    const ln = listNameOf(f);
    const c = cols[f.name];
    if (ln && c && f.codeList) out[ln] = codeListNamesSql(f.codeList, q(c));
  }
  if (cols.createUserId) out.createUserNm = sql`(select u.user_nm from com_user u where u.user_id = ${q(cols.createUserId)})`;
  for (const [name, expr] of Object.entries(b.derived ?? {})) out[name] = expr((field) => q(col(b, field)));
  return out;
}

/** a LIKE pattern's literal text (backslash is the escape) */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * The definition's scope as the verdict of lib/scoped-load.ts: plant, department column(s), vendor column (vendor
 * users), own user-id columns (a row naming the caller passes the department check). Lists and by-key loads use
 * the same one, so a row a list shows is a row the detail opens.
 */
export function resourceScope(b: ResourceBinding, scope: DataScope): SQL {
  const v = withSlice(b, resourceScopeOf(b, scope));
  // reached through per-value menus (the 일상점검 menu of the check page): rows of those values only
  const only = scope.only;
  if (!only) return v;
  return only.values.length ? sql`(${v}) and ${col(b, only.field)} in ${only.values}` : sql`false`;
}

/** the binding's slice condition (undefined without one) */
export const sliceWhere = (b: ResourceBinding): SQL | undefined => (b.slice ? sql`${col(b, b.slice.field)} = ${b.slice.value}` : undefined);

function withSlice(b: ResourceBinding, v: SQL): SQL {
  const s = sliceWhere(b);
  return s ? sql`(${v}) and ${s}` : v;
}

function resourceScopeOf(b: ResourceBinding, scope: DataScope): SQL {
  const v = resourceScopeOfAll(b, scope);
  return scope.readerOnly && b.readerReach ? sql`(${v}) and (${b.readerReach(scope.userId ?? '')})` : v;
}

function resourceScopeOfAll(b: ResourceBinding, scope: DataScope): SQL {
  const s = b.def.scope;
  if (scope.vendorCd !== null && b.vendorReach) return b.vendorReach(scope.vendorCd);
  const depts = s?.dept === undefined ? [] : Array.isArray(s.dept) ? s.dept : [s.dept];
  const own = (s?.own ?? []).map((f) => sql`${col(b, f)} = ${scope.userId ?? null}`);
  if (b.ownReach && scope.userId) own.push(b.ownReach(scope.userId));
  const reach = scope.vendorCd === null && !scope.allPlants && b.plantReach ? b.plantReach(scope.plantCd ?? '') : null;
  const verdict = scopeVerdict(reach ? { ...scope, allPlants: true } : scope, {
    scope: {
      plant: s?.plant ? sql`${col(b, s.plant)}` : undefined,
      dept: depts.length ? depts.map((d) => sql`${col(b, d)}`) : undefined,
      vendor: s?.vendor ? sql`${col(b, s.vendor)}` : undefined,
    },
    own: own.length && scope.userId ? (own.length === 1 ? own[0] : sql`(${sql.join(own, sql` or `)})`) : undefined,
  });
  return reach ? sql`(${reach}) and (${verdict})` : verdict;
}

/** WHERE of a find or export: scope + search filters (each an indexed equality/range where possible) */
export function findWhere(b: ResourceBinding, scope: DataScope, filters: Record<string, unknown>): SQL | undefined {
  const { def } = b;
  const parts: (SQL | undefined)[] = [];
  const unlimited = scope.allPlants && scope.allDepts && scope.vendorCd === null && !scope.only;
  parts.push(unlimited ? sliceWhere(b) : resourceScope(b, scope));
  for (const s of def.searchFields) {
    const custom = b.filters?.[s.name];
    if (custom) {
      const v = filters[s.name];
      if (typeof v === 'string' && v !== '') parts.push(custom(v, scope));
      continue;
    }
    const c = col(b, s.field ?? s.name);
    if (s.op === 'dateRange') {
      const from = filters[`${s.name}From`];
      const to = filters[`${s.name}To`];
      if (typeof from === 'string' && from) parts.push(gte(c, from));
      if (typeof to === 'string' && to) parts.push(lte(c, to));
      continue;
    }
    const v = filters[s.name];
    if (typeof v !== 'string' || v === '') continue;
    if (s.op === 'eq') parts.push(eq(c, v));
    else if (s.op === 'inTree') {
      if (!s.codeGroup) throw new Error(`resource ${def.name}: search field ${s.name} (inTree) names no code group`);
      parts.push(sql`${c} in ${codeTreeDescendants(s.codeGroup, v, s.treeParentAttr)}`);
    } else parts.push(sql`${c} ilike ${`%${escapeLike(v)}%`}`);
  }
  const defined = parts.filter((p): p is SQL => p !== undefined);
  return defined.length ? and(...defined) : undefined;
}

/** ORDER BY the chosen column then the key, so paging is stable even on equal sort values */
export function orderBy(b: ResourceBinding, sortField?: string, sortOrder?: 'asc' | 'desc'): { column: PgColumn; dir: 'asc' | 'desc'; sql: SQL[] } {
  const field = sortField ?? b.def.defaultSort.field;
  const dir = sortOrder ?? (sortField ? 'asc' : b.def.defaultSort.order);
  const column = col(b, field);
  const key = keyColumn(b);
  // plain ASC/DESC (nulls last/first, PostgreSQL's defaults): index columns declared `.desc().nullsFirst()` match them
  const f = dir === 'asc' ? asc : desc;
  return { column, dir, sql: column === key ? [f(key)] : [f(column), f(key)] };
}

export async function findPage(db: DbOrTx, b: ResourceBinding, scope: DataScope, p: FindParams, countCap = RESOURCE_COUNT_CAP) {
  const where = findWhere(b, scope, p.filters);
  const order = orderBy(b, p.sortField, p.sortOrder);
  // deferred join: the page's keys come from the index walk (ORDER BY, LIMIT, OFFSET on the bare rows); the display
  // names (correlated subqueries of `selection`) are computed for those rows only, not for every row OFFSET skips
  const key = keyColumn(b);
  const offset = (p.page - 1) * p.limit;
  const pageKeys = db.select({ k: key }).from(b.table).where(where).orderBy(...order.sql).limit(p.limit).offset(offset);
  // the total is counted up to RESOURCE_COUNT_CAP rows past the page (an index walk that stops), never over the table
  const window = offset + countCap;
  const [rows, count] = await inParallel(db, [
    () => db.select(selection(b)).from(b.table).where(inArray(key, pageKeys)).orderBy(...order.sql),
    () => queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${db.select({ one: sql`1` }).from(b.table).where(where).limit(window + 1)}) x`),
  ] as const);
  const n = Number(count[0]?.n ?? 0);
  return { rows: rows as Record<string, unknown>[], totalCount: Math.min(n, window), totalCappedYn: (n > window ? 'Y' : 'N') as 'Y' | 'N' };
}

/**
 * All matching rows in batches for the Excel export. Keyset paging on (sort column, key) when the sort
 * column is NOT NULL (constant cost per batch on any table size); offset paging otherwise.
 */
export async function* findAllBatches(db: DbOrTx, b: ResourceBinding, scope: DataScope, p: Omit<FindParams, 'page' | 'limit'>, batch = 1000) {
  const where = findWhere(b, scope, p.filters);
  const order = orderBy(b, p.sortField, p.sortOrder);
  const key = keyColumn(b);
  const keyset = order.column.notNull;
  // the sort value travels as PostgreSQL text (timestamps keep their microseconds) and is compared as an
  // untyped parameter, which PostgreSQL casts to the column's type
  let last: { s: string; k: unknown } | null = null;
  let offset = 0;
  const sel = { ...selection(b), __sk: sql<string>`${order.column}::text` };
  const cmp = order.dir === 'asc' ? sql.raw('>') : sql.raw('<');
  for (;;) {
    let w = where;
    if (keyset && last) {
      const after =
        order.column === key
          ? sql`${key} ${cmp} ${last.k}`
          : sql`(${order.column} ${cmp} ${last.s} or (${order.column} = ${last.s} and ${key} ${cmp} ${last.k}))`;
      w = w ? and(w, after) : after;
    }
    const q = db.select(sel).from(b.table).where(w).orderBy(...order.sql).limit(batch);
    const rows = (await (keyset ? q : q.offset(offset))) as Record<string, unknown>[];
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1]!;
    last = { s: String(tail.__sk), k: tail[b.def.key.name] };
    for (const r of rows) delete r.__sk;
    yield rows;
    if (rows.length < batch) return;
    offset += rows.length;
  }
}

/**
 * The record of a by-key request (issue 13): read together with the scope verdict of `lib/scoped-load.ts`, so
 * GET, PUT and DELETE answer 404 (missing) or 403 (outside the caller's plant/department; vendors: always) alike.
 */
export async function loadScopedOne(db: DbOrTx, b: ResourceBinding, key: unknown, scope: DataScope): Promise<Record<string, unknown>> {
  const verdict = resourceScope(b, scope);
  const rows = (await db.select({ ...selection(b), __inScope: sql<boolean>`coalesce((${verdict}), false)` }).from(b.table)
    .where(and(eq(keyColumn(b), key), sliceWhere(b))).limit(1)) as (Record<string, unknown> & { __inScope: boolean })[];
  const row = rows[0];
  if (!row) throw notFound();
  if (!row.__inScope) throw outOfScope();
  const { __inScope: _s, ...rest } = row;
  return rest;
}

export async function getOne(db: DbOrTx, b: ResourceBinding, key: unknown, scope?: DataScope) {
  const where = scope ? and(eq(keyColumn(b), key), findWhere(b, scope, {})) : and(eq(keyColumn(b), key), sliceWhere(b));
  const rows = (await db.select(selection(b)).from(b.table).where(where).limit(1)) as Record<string, unknown>[];
  return rows[0] ?? null;
}
