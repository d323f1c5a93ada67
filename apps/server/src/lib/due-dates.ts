import { sql, type SQL } from 'drizzle-orm';
import type { TCalendarKind } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../db/client.js';
import { boundResource } from './resource/resource.references.js';
import { columnsOf, keyColumn, resourceScope } from './resource/resource.repository.js';
import type { DataScope } from './scope.js';

/** one due item of a module: what, when, whose, where it opens, whether it is done */
export type TDueItem = {
  kindCd: TCalendarKind;
  title: string;
  dueYmd: string;
  ownerUserId: string | null;
  ownerDeptCd: string | null;
  /** the web page that opens the record (`/route?key=…`) */
  link: string | null;
  doneYn: 'Y' | 'N';
};

export type TDueQuery = { plantCd: string; fromYmd: string; toYmd: string; today: string; scope: DataScope };

/**
 * A module's due dates for the compliance calendar (issue 30). Either declared over one of the module's mounted
 * resources (its definition's menu gives the rights, its scope verdict the rows: the calendar shows exactly what the
 * module's own list would) or, for a date the module computes, a function of the module's own.
 */
export type TDueProvider = {
  kindCd: TCalendarKind;
  /** the menu whose read right shows this kind; its data scope limits the rows */
  menuId: string;
  /**
   * the job of the module that already reminds these items on its own schedule (e.g. the improvement escalation): the
   * calendar's escalation leaves them alone, so nobody is reminded twice of one date
   */
  ownReminders?: string;
  items: (db: DbOrTx, q: TDueQuery) => Promise<TDueItem[]>;
};

/** a provider over a resource: the date field, the title, the owner, the rows that count and when one is done */
export type TResourceDueSpec = {
  kindCd: TCalendarKind;
  /** the resource definition's name (bound when its routes are mounted) */
  resource: string;
  /** the date column (field name) that is due */
  due: string;
  /**
   * a due date the row computes from its columns (e.g. the last inspection plus the cycle in months) instead of the
   * `due` column itself; `due` then names the date it starts from (a row without it has no due date)
   */
  dueExpr?: (c: (field: string) => SQL) => SQL;
  /** the title (field name) */
  title: string;
  /** a prefix of the title, e.g. the kind ("[설비검사]") */
  titlePrefix?: string;
  ownerUser?: string;
  ownerDept?: string;
  /** which rows count (SQL over the table's columns) */
  where?: (c: (field: string) => SQL) => SQL;
  /** a row is done when (SQL over the table's columns); absent: a due date only moves forward, never done */
  done?: (c: (field: string) => SQL) => SQL;
  /** the web route that opens the record with ?key= */
  route: string;
  /** the plant column (field name); default plantCd */
  plant?: string;
  /** see TDueProvider.ownReminders */
  ownReminders?: string;
};

const providers = new Map<TCalendarKind, TDueProvider>();

export function registerDueProvider(p: TDueProvider): void {
  providers.set(p.kindCd, p);
}

export const dueProviders = (): TDueProvider[] => [...providers.values()];

/** registers a provider declared over a resource; the resource must be mounted before the calendar asks */
export function registerResourceDue(spec: TResourceDueSpec, menuId: string): void {
  registerDueProvider({
    kindCd: spec.kindCd,
    menuId,
    ...(spec.ownReminders ? { ownReminders: spec.ownReminders } : {}),
    items: async (db, q) => {
      const b = boundResource(spec.resource);
      if (!b) throw new Error(`due provider ${spec.kindCd}: resource ${spec.resource} is not mounted`);
      const cols = columnsOf(b);
      const c = (f: string): SQL => {
        const col = cols[f];
        if (!col) throw new Error(`due provider ${spec.kindCd}: ${spec.resource} has no column ${f}`);
        return sql`${col}`;
      };
      const done = spec.done ? sql`case when ${spec.done(c)} then 'Y' else 'N' end` : sql`'N'`;
      const due = spec.dueExpr ? sql`(${spec.dueExpr(c)})::date` : c(spec.due);
      const rows = await queryRows<{ k: string | number; title: string; due: string; owner_user: string | null; owner_dept: string | null; done: 'Y' | 'N' }>(db, sql`
        select ${keyColumn(b)} as k, ${c(spec.title)} as title, ${due}::text as due,
               ${spec.ownerUser ? c(spec.ownerUser) : sql`null`} as owner_user, ${spec.ownerDept ? c(spec.ownerDept) : sql`null`} as owner_dept,
               ${done} as done
          from ${b.table}
         where ${c(spec.plant ?? 'plantCd')} = ${q.plantCd}
           and ${due} between ${q.fromYmd}::date and ${q.toYmd}::date
           and ${spec.where ? spec.where(c) : sql`true`}
           and ${resourceScope(b, q.scope)}
         order by ${due}, ${keyColumn(b)}
         limit 2000`);
      return rows.map((r) => ({
        kindCd: spec.kindCd,
        title: `${spec.titlePrefix ?? ''}${r.title}`,
        dueYmd: r.due,
        ownerUserId: r.owner_user,
        ownerDeptCd: r.owner_dept,
        link: `${spec.route}?key=${encodeURIComponent(String(r.k))}`,
        doneYn: r.done,
      }));
    },
  });
}
