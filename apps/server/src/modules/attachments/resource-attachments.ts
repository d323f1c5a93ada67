import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fileCellsOf, REFERENCE_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/errors.js';
import { getOne, loadScopedOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';
import { recordMenuRights } from '../../lib/menu-param-rights.js';
import { mapImageReaderMenus } from '../../lib/resource/resource.map-point.js';
import { dataScope } from '../../lib/scope.js';
import { loadMenuRights } from '../auth/principal.js';
import { isWorkflowAnswerer } from '../../lib/workflow/workflow.service.js';
import { registerTaskClass, type TOwnerScope } from './attachments.registry.js';

const MAX_INT = 2_147_483_647;

/** attachFileId → the resource key in its canonical spelling, or null when it cannot be one (then no record owns it) */
function keyOf(binding: ResourceBinding, attachFileId: string): string | number | null {
  if (binding.def.key.type === 'string') return attachFileId.length <= 50 ? attachFileId : null;
  if (!/^[1-9]\d{0,9}$/.test(attachFileId)) return null;
  const n = Number(attachFileId);
  return n <= MAX_INT ? n : null;
}

/**
 * A file a child row names (a file cell of `taskClassNm`, e.g. a drawing revision's file) is kept: deleting it → 409
 * naming the collection, row and field. The row number is the row's position in the record's read order.
 */
async function assertNotNamed(db: DbOrTx, binding: ResourceBinding, taskClassNm: string, key: string | number, fileNos: number[]): Promise<void> {
  const { def } = binding;
  for (const cell of fileCellsOf(def).filter((x) => x.group === taskClassNm)) {
    const c = def.children!.find((x) => x.name === cell.collection)!;
    const cb = binding.children?.[c.name];
    if (!cb) continue;
    const cols = getTableColumns(cb.table) as Record<string, PgColumn>;
    const order = c.rowNoField ? [asc(cols[c.rowNoField]!), asc(cols[c.key]!)] : [asc(cols[c.key]!)];
    const rows = (await db.select({ v: cols[cell.field.name]! }).from(cb.table).where(and(eq(cols[cb.parentKey]!, key))).orderBy(...order)) as { v: unknown }[];
    const at = rows.findIndex((r) => r.v !== null && fileNos.includes(Number(r.v)));
    if (at >= 0) throw conflict(REFERENCE_MESSAGES.fileInUse(`[${def.i18n.ko[c.label] ?? c.name}] ${at + 1}번째 행의 [${def.i18n.ko[cell.field.label] ?? cell.field.name}]`));
  }
}

/**
 * The attachment task classes a resource definition names (`attachments`) belong to its records: rights come
 * from the definition's menu, the group's attachFileId is the record key, and the owner's scope is read from the
 * definition's plant/department columns. Registered once per module at import time. Files picked before the record's
 * first save go to a temporary group; the framework's create route claims it (`?attachTempId=tmp_…`).
 */
export function registerResourceAttachments(binding: ResourceBinding, taskClassDesc: string): void {
  const { def } = binding;
  for (const taskClassNm of def.attachments ?? []) {
    const named = fileCellsOf(def).some((x) => x.group === taskClassNm);
    registerTaskClass({
      taskClassNm,
      taskClassDesc,
      ...(named ? {
        async assertDeletable(db: DbOrTx, attachFileId: string, fileNos: number[]) {
          const key = keyOf(binding, attachFileId);
          if (key !== null) await assertNotNamed(db, binding, taskClassNm, key, fileNos);
        },
      } : {}),
      menus: [def.menuId],
      // a map resource's images: read by the readers of the definitions placing records on its maps (their plant only)
      readMenus: () => mapImageReaderMenus(def.name),
      ...(def.menuParam ? { paramMenu: { menuId: def.menuId, field: def.menuParam } } : {}),
      async resolveOwner(db, attachFileId): Promise<TOwnerScope | null> {
        const key = keyOf(binding, attachFileId);
        if (key === null) return null;
        const row = await getOne(db, binding, key);
        if (!row) return null;
        const plant = def.scope?.plant;
        const dept = def.scope?.dept;
        const deptCol = Array.isArray(dept) ? dept[0] : dept;
        return { plantCd: plant ? (row[plant] as string | null) : null, deptCd: deptCol ? (row[deptCol] as string | null) : null };
      },
      // the record as GET base/:key reaches it (the definition's scope, incl. vendor and own columns)
      async recordAccess(db, p, attachFileId) {
        const key = keyOf(binding, attachFileId);
        if (key === null) return { exists: false, inScope: false, answerer: false };
        const m = await queryRows<{ c: string | null }>(db, sql`select all_plant_access_cd as c from com_menu where menu_id = ${def.menuId}`);
        try {
          // a reader of a binding with `readerReach` reaches its rows only (a document's drafts are not a reader's, nor their files)
          const scope = dataScope(p, m[0]?.c);
          if (binding.readerReach && !(await loadMenuRights(db, p, [def.menuId])).canWrite) scope.readerOnly = true;
          const row = await loadScopedOne(db, binding, key, scope);
          const answerer = !!def.workflow && isWorkflowAnswerer(def.workflow, row, { userId: p.userId, vendorCd: p.userType === 'V' ? p.vendorCd : null });
          // the per-value menu of the record's value (일상점검 for a daily check) counts as the owning menu
          const rights = def.menuParam ? await recordMenuRights(db, p, def.menuId, { field: def.menuParam, value: row[def.menuParam] }) : undefined;
          return { exists: true, inScope: true, answerer, ...(rights ? { rights } : {}) };
        } catch (e) {
          if (e instanceof AppError && e.statusCode === 404) return { exists: false, inScope: false, answerer: false };
          if (e instanceof AppError && e.statusCode === 403) return { exists: true, inScope: false, answerer: false };
          throw e;
        }
      },
    });
  }
}
