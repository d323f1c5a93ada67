import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type DbOrTx } from '../db/client.js';
import { notFound, outOfScope } from './errors.js';
import { dataScope, scopeWhere, type DataScope } from './scope.js';

export type { DataScope };

/**
 * The one place a request loads a record by its key (issue 13): the row is read together with the verdict of the
 * caller's plant / department / vendor scope, so a route cannot load a record and forget the check.
 *
 *   const plan = await loadScoped(tx, req, {
 *     from: sql`hea_checkup_plan p`, key: sql`p.hea_checkup_plan_no = ${no}`,
 *     scope: { plant: sql`p.plant_cd` }, menuId: 'HEA_CHECKUP_PLAN', lock: sql`for update of p`,
 *   });
 *
 * - missing row → 404; row outside the scope → 403 (the same texts as every other refusal).
 * - `scope` names the columns that place the record; a column left out does not limit. A vendor user reaches only
 *   rows whose `vendor` column is their vendor (plant and department are not asked); a record without one is refused.
 * - `menuId` lets the menu's allPlantAccessCd (APA01) open every plant, as the lists of that menu do.
 * - `own` (optional) is a condition that makes the record the caller's own (e.g. `r.user_id = me`): own records pass
 *   the department check (not the plant or vendor check).
 */
export type ScopedSpec = {
  /** FROM clause: the table (with an alias) and the joins the scope columns need */
  from: SQL;
  /** WHERE picking the one record */
  key: SQL;
  /** columns placing the record */
  scope: { plant?: SQL; dept?: SQL | SQL[]; vendor?: SQL };
  /** what to return; defaults to every column of the FROM clause */
  select?: SQL;
  /** the menu whose allPlantAccessCd applies */
  menuId?: string;
  /** the caller's own record: the department check is waived */
  own?: SQL;
  /** a further condition the caller must meet (403 otherwise), e.g. read-only users reach their own records only */
  restrict?: SQL;
  /** row lock, e.g. sql`for update of p` */
  lock?: SQL;
  /** texts of the refusals when the module's own differ from the §8 defaults */
  notFoundMessage?: string;
  forbiddenMessage?: string;
};

/**
 * the caller's scope on a menu (its allPlantAccessCd may open every plant); a caller let in through the menu's
 * per-value menus (route-auth `param`) keeps to those values (`only`)
 */
export async function requestScope(db: DbOrTx, req: FastifyRequest, menuId?: string): Promise<DataScope> {
  if (!menuId) return dataScope(req.principal!);
  const r = await queryRows<{ c: string | null }>(db, sql`select all_plant_access_cd as c from com_menu where menu_id = ${menuId}`);
  const scope = dataScope(req.principal!, r[0]?.c);
  const m = req.menuParam;
  return m && m.menuId === menuId ? { ...scope, only: { field: m.field, values: m.values } } : scope;
}

/** the SQL verdict "this row lies in the scope" */
export function scopeVerdict(scope: DataScope, spec: Pick<ScopedSpec, 'scope' | 'own' | 'restrict'>): SQL {
  let v: SQL;
  if (scope.vendorCd !== null) {
    // vendor users: their vendor's rows only, wherever they are; a table without a vendor column shows them nothing
    v = spec.scope.vendor ? sql`${spec.scope.vendor} = ${scope.vendorCd}` : sql`false`;
  } else {
    const full = scopeWhere(scope, { plant: spec.scope.plant, dept: spec.scope.dept }) ?? sql`true`;
    const plantOnly = scopeWhere(scope, { plant: spec.scope.plant }) ?? sql`true`;
    // own records skip the department part only
    v = spec.own && spec.scope.dept && (!Array.isArray(spec.scope.dept) || spec.scope.dept.length) && !scope.allDepts ? sql`((${full}) or ((${spec.own}) and (${plantOnly})))` : full;
  }
  return spec.restrict ? sql`(${v}) and (${spec.restrict})` : v;
}

/** a row inside the given scope, or 404 / 403 */
export async function loadInScope<T extends Record<string, unknown>>(db: DbOrTx, scope: DataScope, spec: ScopedSpec): Promise<T> {
  const rows = await queryRows<T & { __in_scope: boolean }>(db, sql`
    select ${spec.select ?? sql`*`}, coalesce((${scopeVerdict(scope, spec)}), false) as __in_scope
      from ${spec.from} where ${spec.key} limit 2 ${spec.lock ?? sql``}`);
  const row = rows[0];
  if (!row) throw notFound(spec.notFoundMessage);
  if (rows.length > 1) throw new Error('loadInScope: the key matched more than one row');
  if (!row.__in_scope) throw outOfScope(spec.forbiddenMessage);
  const { __in_scope: _s, ...rest } = row;
  return rest as unknown as T;
}

/** the verdict as a boolean column, for a drizzle `select({ ..., inScope: inScopeColumn(...) })` by key */
export const inScopeColumn = (scope: DataScope, spec: Pick<ScopedSpec, 'scope' | 'own' | 'restrict'>) =>
  sql<boolean>`coalesce((${scopeVerdict(scope, spec)}), false)`;

/** the row of a by-key select carrying `inScope`: 404 missing, 403 outside, else the row without the column */
export function oneInScope<T extends { inScope: boolean }>(rows: T[]): Omit<T, 'inScope'> {
  const row = rows[0];
  if (!row) throw notFound();
  if (!row.inScope) throw outOfScope();
  const { inScope: _s, ...rest } = row;
  return rest;
}

/** a row the calling principal may reach (scope of `menuId`), or 404 / 403 */
export async function loadScoped<T extends Record<string, unknown>>(db: DbOrTx, req: FastifyRequest, spec: ScopedSpec): Promise<T> {
  return loadInScope<T>(db, await requestScope(db, req, spec.menuId), spec);
}
