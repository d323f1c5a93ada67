import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CHILD_MESSAGES, REFERENCE_MESSAGES, checkChildren, blankChildRow, deptCellsOf, displayNameOf, offerOwners, splitChildren, type TChildCollection, type TResourceDefinition } from '@jikim/shared';
import { inParallel, queryRows, type DbOrTx } from '../../db/client.js';
import { badRequest } from '../errors.js';
import { displayNameSql } from './resource.repository.js';

/**
 * Child rows of a resource (packages/shared/src/resource/children.ts): read with the parent, saved with the
 * parent in its transaction, under its version. A child row is only ever reached through its parent: every
 * statement here is bounded by the parent key column.
 */
export type ChildBinding = {
  /** drizzle table whose column keys are the collection's field names, its key and `parentKey` */
  table: PgTable;
  /** column key of the parent's key in the child table */
  parentKey: string;
  /**
   * read-only values per child row computed in the same statement (the roster worker's name of a picked `workerNo`):
   * each names an `optionsFrom` label or a `serverOnly` field of the collection without a column; `col(name)` is the
   * row's column, qualified
   */
  derived?: Record<string, (col: (field: string) => SQL) => SQL>;
};

/** collection name → its table */
export type ChildBindings = Record<string, ChildBinding>;

type Resolved = {
  c: TChildCollection; table: PgTable; cols: Record<string, PgColumn>; parent: PgColumn; parentName: string; key: PgColumn;
  derived: Record<string, (col: (field: string) => SQL) => SQL>;
};

function resolve(def: TResourceDefinition, bindings: ChildBindings | undefined): Resolved[] {
  return (def.children ?? []).map((c) => {
    const b = bindings?.[c.name];
    if (!b) throw new Error(`resource ${def.name}: no table bound for child collection ${c.name}`);
    const cols = getTableColumns(b.table) as Record<string, PgColumn>;
    const derived = b.derived ?? {};
    for (const n of [c.key, b.parentKey, ...c.fields.filter((f) => !derived[f.name]).map((f) => f.name), ...(c.rowNoField ? [c.rowNoField] : [])]) {
      if (!cols[n]) throw new Error(`resource ${def.name}: child table of ${c.name} has no column for ${n}`);
    }
    for (const f of c.fields.filter((x) => x.type === 'file')) {
      if (!f.group || !(def.attachments ?? []).includes(f.group)) throw new Error(`resource ${def.name}: file cell ${c.name}.${f.name} must name one of the definition's attachments as its group`);
    }
    for (const n of Object.keys(derived)) {
      if (cols[n] || !c.fields.some((f) => (f.name === n && f.serverOnly) || f.optionsFrom?.label === n)) {
        throw new Error(`resource ${def.name}: derived ${n} of ${c.name} must be a serverOnly field or an optionsFrom label without a column`);
      }
    }
    return { c, table: b.table, cols, parent: cols[b.parentKey]!, parentName: b.parentKey, key: cols[c.key]!, derived };
  });
}

/** declared read order (default: the row number when kept, then the child id) */
function orderOf(r: Resolved) {
  const s = r.c.sort;
  if (s) return [(s.order === 'desc' ? desc : asc)(r.cols[s.field]!), asc(r.key)];
  return r.c.rowNoField ? [asc(r.cols[r.c.rowNoField]!), asc(r.key)] : [asc(r.key)];
}

/** the wire columns of a child row: its key, its fields (coded ones with their display names), its row number */
function pick(r: Resolved): Record<string, PgColumn | SQL> {
  const out: Record<string, PgColumn | SQL> = { [r.c.key]: r.key };
  for (const f of r.c.fields) {
    const c = r.cols[f.name];
    if (!c) continue;
    out[f.name] = c;
    const nm = displayNameOf(f);
    if (nm) out[nm] = displayNameSql(f, sql`${r.table}.${sql.identifier(c.name)}`);
  }
  if (r.c.rowNoField) out[r.c.rowNoField] = r.cols[r.c.rowNoField]!;
  for (const [name, expr] of Object.entries(r.derived)) {
    out[name] = expr((field) => {
      const c = r.cols[field];
      if (!c) throw new Error(`resource ${r.c.name}: derived ${name} names no column ${field}`);
      return sql`${r.table}.${sql.identifier(c.name)}`;
    });
  }
  return out;
}

/**
 * The children side of a resource's routes. `resourceChildren(def, bindings)` returns null when the definition
 * declares none, so the routes call it unconditionally.
 */
export function resourceChildren(def: TResourceDefinition, bindings: ChildBindings | undefined) {
  if (!def.children?.length) return null;
  const all = resolve(def, bindings);

  /** every collection of one parent: one query per collection (never one per row) */
  async function load(db: DbOrTx, parentKey: unknown): Promise<Record<string, Record<string, unknown>[]>> {
    const out: Record<string, Record<string, unknown>[]> = {};
    await inParallel(db, all.map((r) => async () => {
      out[r.c.name] = (await db.select(pick(r)).from(r.table).where(eq(r.parent, parentKey)).orderBy(...orderOf(r))) as Record<string, unknown>[];
    }));
    return out;
  }

  /** the named collections of several parents (a list page's rows): one query per collection; rows by parent key */
  async function loadMany(db: DbOrTx, parentKeys: unknown[], names: string[]): Promise<Map<unknown, Record<string, Record<string, unknown>[]>>> {
    const out = new Map<unknown, Record<string, Record<string, unknown>[]>>(parentKeys.map((k) => [k, {}]));
    if (!parentKeys.length) return out;
    for (const r of all.filter((x) => names.includes(x.c.name))) {
      const rows = (await db.select({ ...pick(r), __parent: r.parent }).from(r.table).where(inArray(r.parent, parentKeys)).orderBy(...orderOf(r))) as Record<string, unknown>[];
      for (const k of parentKeys) out.get(k)![r.c.name] = [];
      for (const { __parent, ...row } of rows) out.get(__parent)?.[r.c.name]?.push(row);
    }
    return out;
  }

  /** 400 with the spec §5 row message (or the count / value message) when a collection's rows do not pass */
  function check(values: Record<string, unknown>, whole: boolean) {
    const r = checkChildren(def, values, { whole });
    if (!r.ok) throw badRequest([{ field: r.rowNo ? `${r.collection}.${r.rowNo - 1}.${r.field ?? ''}` : r.collection, message: r.message }], r.message);
  }

  /**
   * Department cells (`type: 'dept'`) name departments of the parent's plant: the first other one → 400 with the row
   * message (label, row number). `plantCd` null (a definition without a plant column) checks only that they exist.
   */
  async function checkDepts(tx: DbOrTx, values: Record<string, unknown>, plantCd: string | null) {
    const cells = deptCellsOf(def, values);
    if (!cells.length) return;
    const codes = [...new Set(cells.map((x) => x.value))];
    const found = await queryRows<{ dept_cd: string }>(tx, sql`select dept_cd from com_dept where dept_cd in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})
      and (${plantCd}::text is null or plant_cd = ${plantCd})`);
    const ok = new Set(found.map((r) => r.dept_cd));
    const bad = cells.find((x) => !ok.has(x.value));
    if (bad) {
      const message = CHILD_MESSAGES.badValue(def.i18n.ko[bad.field.label] ?? bad.field.name, bad.rowNo);
      throw badRequest([{ field: `${bad.collection.name}.${bad.rowNo - 1}.${bad.field.name}`, message }], message);
    }
  }

  /**
   * File cells (`type: 'file'`) name a live file of this record's own attachment group (`group` + the parent key): any
   * other (another record's, deleted, unknown) → 400 naming the row and field, nothing saved. The files are locked `for
   * share`, so a concurrent delete through the attachments API waits and then sees the row naming it.
   */
  async function checkFiles(tx: DbOrTx, parentKey: unknown, children: Record<string, Record<string, unknown>[] | undefined>) {
    for (const r of all) {
      const rows = children[r.c.name];
      if (!rows) continue;
      for (const f of r.c.fields.filter((x) => x.type === 'file')) {
        const cells = rows.map((row, i) => ({ rowNo: i + 1, v: row[f.name] })).filter((x) => x.v !== null && x.v !== undefined);
        if (!cells.length) continue;
        const nos = [...new Set(cells.map((x) => Number(x.v)))];
        const found = await queryRows<{ file_no: string | number }>(tx, sql`select file_no from com_attach_file
          where file_no in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)}) and task_class_nm = ${f.group ?? ''}
            and attach_file_id = ${String(parentKey)} and status in ('T', 'P') for share`);
        const ok = new Set(found.map((x) => Number(x.file_no)));
        const bad = cells.find((x) => !ok.has(Number(x.v)));
        if (bad) {
          const message = REFERENCE_MESSAGES.notOfRecordFiles(`${bad.rowNo}번째 행의 [${def.i18n.ko[f.label] ?? f.name}]`);
          throw badRequest([{ field: `${r.c.name}.${bad.rowNo - 1}.${f.name}`, message }], message);
        }
      }
    }
  }

  /**
   * Save the collections present in `values` as the full set of the parent's rows: rows with their child id
   * are updated, rows without one inserted, the parent's other rows deleted. A child id that is not one of
   * this parent's rows is refused (400). Runs inside the parent's transaction, after its version check.
   */
  async function save(tx: DbOrTx, parentKey: unknown, values: Record<string, unknown>, userId: string, plantCd: string | null = null, opts: { create?: boolean } = {}) {
    await checkDepts(tx, values, plantCd);
    const { children } = splitChildren(def, values);
    await checkFiles(tx, parentKey, children);
    // a new record's collection with standard rows (`offer`) that came empty gets them (the checklist of its kinds)
    if (opts.create) {
      for (const r of all) {
        if (r.c.offer && !(children[r.c.name]?.length)) children[r.c.name] = await offeredCodes(tx, r.c, values);
      }
    }
    for (const r of all) {
      const rows = children[r.c.name];
      if (!rows) continue;
      const existing = new Set(((await tx.select({ k: r.key }).from(r.table).where(eq(r.parent, parentKey)).for('update')) as { k: unknown }[]).map((x) => x.k));
      const kept = rows.map((x) => x[r.c.key]).filter((k) => k !== null && k !== undefined);
      const stranger = kept.findIndex((k) => !existing.has(k));
      if (stranger >= 0) {
        const rowNo = rows.findIndex((x) => x[r.c.key] === kept[stranger]) + 1;
        const message = CHILD_MESSAGES.unknownRow(def.i18n.ko[r.c.label] ?? r.c.name, rowNo);
        throw badRequest([{ field: `${r.c.name}.${rowNo - 1}.${r.c.key}`, message }], message);
      }
      await tx.delete(r.table).where(kept.length ? and(eq(r.parent, parentKey), notInArray(r.key, kept)) : eq(r.parent, parentKey));
      const audit: Record<string, unknown> = {};
      if (r.cols.updateUserId) audit.updateUserId = userId;
      if (r.cols.updateDt) audit.updateDt = sql`now()`;
      const inserts: Record<string, unknown>[] = [];
      for (const [i, row] of rows.entries()) {
        const v: Record<string, unknown> = {};
        const k = row[r.c.key];
        const kept = k !== null && k !== undefined;
        // server-written cells (an improvement action's number) keep their value when the row is saved again
        for (const f of r.c.fields) if (!(f.serverOnly && kept)) v[f.name] = row[f.name] ?? null;
        if (r.c.rowNoField) v[r.c.rowNoField] = i + 1;
        if (kept) {
          await tx.update(r.table).set({ ...v, ...audit }).where(and(eq(r.key, k), eq(r.parent, parentKey)));
        } else {
          // an empty cell of a new row takes its column's default (an unanswered checklist item is N, not null)
          for (const [name, x] of Object.entries(v)) if (x === null && r.cols[name]?.hasDefault) v[name] = sql`default`;
          inserts.push({ ...v, [r.parentName]: parentKey, ...(r.cols.createUserId ? { createUserId: userId } : {}), ...audit });
        }
      }
      if (inserts.length) await tx.insert(r.table).values(inserts);
    }
  }

  /** the blank rows of the codes a collection's `offer` names for the record's values (in the code group's order) */
  async function offeredCodes(tx: DbOrTx, c: TChildCollection, values: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const o = c.offer!;
    const owners = offerOwners(o, values);
    if (!owners.length) return [];
    const codes = await queryRows<{ code: string }>(tx, sql`select code from com_code_master where code_group_cd = ${o.codeGroup} and use_yn = 'Y'
      and ${sql.identifier(o.attr)} in (${sql.join(owners.map((x) => sql`${x}`), sql`, `)}) order by sort_order, code limit ${c.maxRows}`);
    return codes.map((x) => ({ ...blankChildRow(c), [o.field]: x.code }));
  }

  /** delete every row of the parent (before the parent itself) */
  async function removeAll(tx: DbOrTx, parentKey: unknown) {
    for (const r of all) await tx.delete(r.table).where(eq(r.parent, parentKey));
  }

  return { load, loadMany, check, save, removeAll };
}
