import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALL_PLANT_ACCESS } from '@jikim/shared';
import type { Principal } from '../modules/auth/principal.js';
import { outOfScope } from './errors.js';

/**
 * Row scope of a principal (DESIGN §4): own plant unless plantAccessYn = Y (or the menu is APA01),
 * own department and its sub-departments unless deptAccessYn = Y, own vendor always for vendor users.
 */
export type DataScope = {
  allPlants: boolean;
  plantCd: string | null;
  allDepts: boolean;
  deptCd: string | null;
  vendorCd: string | null;
  /** the caller (for `own` conditions: a record naming the caller passes the department check) */
  userId?: string;
  /**
   * reached through per-value menus only (lib/route-auth.ts `param`): the records whose `field` holds one of `values`
   * (e.g. the check types of the check menus the caller holds); lists, by-key loads and writes of a resource keep to it
   */
  only?: { field: string; values: string[] };
  /**
   * the caller holds only the read right on the resource's menu (set by the resource routes for a binding with
   * `readerReach`): its rows are limited to what readers reach (a document's approved revisions)
   */
  readerOnly?: boolean;
};

export function dataScope(p: Principal, menuAllPlantAccessCd?: string | null): DataScope {
  const isVendor = p.userType === 'V';
  return {
    allPlants: !isVendor && (p.plantAccessYn === 'Y' || menuAllPlantAccessCd === ALL_PLANT_ACCESS.all),
    plantCd: p.plantCd,
    allDepts: !isVendor && p.deptAccessYn === 'Y',
    deptCd: p.deptCd,
    vendorCd: isVendor ? p.vendorCd : null,
    userId: p.userId,
  };
}

/** SQL: the department and every department below it */
export const deptSubtree = (deptCd: string | null) => sql`(
  with recursive sub as (
    select dept_cd from com_dept where dept_cd = ${deptCd}
    union all
    select d.dept_cd from com_dept d join sub on d.pdept_cd = sub.dept_cd
  ) select dept_cd from sub)`;

/**
 * A WHERE fragment limiting rows to the scope. Pass the columns the table has; a table without a
 * department column is scoped by plant only. Returns undefined when nothing limits (administrator).
 */
export function scopeWhere(
  scope: DataScope,
  cols: { plant?: AnyPgColumn | SQL; dept?: AnyPgColumn | SQL | (AnyPgColumn | SQL)[]; vendor?: AnyPgColumn | SQL },
): SQL | undefined {
  const parts: SQL[] = [];
  if (cols.plant && !scope.allPlants) parts.push(sql`${cols.plant} = ${scope.plantCd ?? '-'}`);
  const depts = cols.dept === undefined ? [] : Array.isArray(cols.dept) ? cols.dept : [cols.dept];
  if (depts.length && !scope.allDepts) {
    // several department columns (requesting and owning department): any one of them in the subtree
    const one = depts.map((d) => sql`${d} in ${deptSubtree(scope.deptCd)}`);
    parts.push(one.length === 1 ? one[0]! : sql`(${sql.join(one, sql` or `)})`);
  }
  if (scope.vendorCd !== null) {
    // a vendor user sees only rows of their vendor; a table without a vendor column shows them nothing
    parts.push(cols.vendor ? sql`${cols.vendor} = ${scope.vendorCd}` : sql`false`);
  }
  if (parts.length === 0) return undefined;
  return sql.join(parts, sql` and `);
}

/** for a single row already loaded: 403 when it lies outside the scope (department checked by ancestry list) */
export function assertInScope(
  scope: DataScope,
  row: { plantCd?: string | null; deptCd?: string | null; vendorCd?: string | null },
  deptAncestors?: string[],
): void {
  if (row.plantCd !== undefined && !scope.allPlants && row.plantCd !== scope.plantCd) throw outOfScope();
  if (row.deptCd !== undefined && !scope.allDepts && deptAncestors && scope.deptCd && !deptAncestors.includes(scope.deptCd)) throw outOfScope();
  if (scope.vendorCd !== null && row.vendorCd !== scope.vendorCd) throw outOfScope();
}

/**
 * 403 (the scope message) unless the caller may reach a plant named by a request (a picker's or a list's `plantCd`):
 * every plant with plantAccessYn (or an APA01 menu), else their own. Vendor users are refused unless `vendors`
 * (then their own plant passes as for anyone). Pickers, option lists, trees and statistics take their plant through it.
 */
export function assertPlantReachable(scope: DataScope, plantCd: string | null | undefined, opts: { vendors?: boolean } = {}): void {
  if (scope.vendorCd !== null && !opts.vendors) throw outOfScope();
  if (!scope.allPlants && (!plantCd || plantCd !== scope.plantCd)) throw outOfScope();
}
