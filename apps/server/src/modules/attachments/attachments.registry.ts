import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { Principal } from '../auth/principal.js';

/** the owning record's scope, as the row-scope rules (lib/scope.ts) read it */
export type TOwnerScope = { plantCd?: string | null; deptCd?: string | null; vendorCd?: string | null };

/**
 * A task class (업무구분) ties an attachment group to its owning record. Each module registers its own:
 * which menus own the record (rights on any of them: read → list/download, write → upload/delete/caption)
 * and how to find the record's scope from attachFileId. resolveOwner answers null when no such record exists:
 * the group is then refused (an attachFileId must name an existing record, or be a temporary group id — see
 * isTempAttachFileId — for a record not saved yet). attachFileId arrives as the client sent it: resolveOwner must
 * match it only in its canonical form (no '08' for 8), so one record has exactly one group.
 */
export type TTaskClass = {
  taskClassNm: string;
  taskClassDesc: string;
  menus: string[];
  resolveOwner(db: DbOrTx, attachFileId: string): Promise<TOwnerScope | null>;
  /**
   * optional, replaces resolveOwner + the scope check for existing records: the record's own by-key verdict (the
   * resource framework's scoped loader) and whether the caller answers the record without the menu's write right
   * (a workflow's assignee or owning vendor attaching the evidence)
   */
  recordAccess?(db: DbOrTx, p: Principal, attachFileId: string): Promise<{ exists: boolean; inScope: boolean; answerer: boolean; rights?: { canRead: boolean; canWrite: boolean } }>;
  /**
   * optional: the owning menu's page also opens through per-value menus (a definition's `menuParam`, e.g. 일상점검).
   * A caller holding only such a menu reaches the records of its values: recordAccess answers their `rights`, and a
   * temporary group (a record not saved yet) is open to whoever holds the access on any of those menus.
   */
  paramMenu?: { menuId: string; field: string };
  /**
   * optional: throws (409 with the reason) when one of `fileNos` of the group may not be deleted now — a record's child row
   * names it (a drawing revision's file). Runs in the delete's transaction after the files are locked.
   */
  assertDeletable?(db: DbOrTx, attachFileId: string, fileNos: number[]): Promise<void>;
  /**
   * optional: further menus whose read right reads (never writes) the files, each file still within the owner's scope
   * (a plant map's image is read by the readers of the registers placing records on it, issue 28)
   */
  readMenus?: () => string[];
};

const registry = new Map<string, TTaskClass>();

/** modules call this at import time; registering the same name again replaces it (tests, hot reload) */
export function registerTaskClass(tc: TTaskClass): void {
  if (!/^[A-Za-z0-9_]{1,100}$/.test(tc.taskClassNm)) throw new Error(`invalid taskClassNm ${tc.taskClassNm}`);
  if (tc.menus.length === 0) throw new Error(`task class ${tc.taskClassNm} names no owning menu`);
  registry.set(tc.taskClassNm, tc);
}

export function getTaskClass(taskClassNm: string): TTaskClass | undefined {
  return registry.get(taskClassNm);
}

export function listTaskClasses(): TTaskClass[] {
  return [...registry.values()].sort((a, b) => a.taskClassNm.localeCompare(b.taskClassNm));
}

// ---- the demo task class: documents of a subcontractor (vendor master row) -------------------------------

export const VENDOR_DOC = 'VENDOR_DOC';
export const VENDOR_DOC_MENU = 'ADM_VENDOR_DOC';

registerTaskClass({
  taskClassNm: VENDOR_DOC,
  taskClassDesc: '협력업체 서류 (사업자등록증, 안전보건관리계획서 등)',
  menus: [VENDOR_DOC_MENU],
  async resolveOwner(db, attachFileId) {
    const rows = await queryRows<{ plant_cd: string; vendor_cd: string }>(db, sql`
      select plant_cd, vendor_cd from com_vendor where vendor_cd = ${attachFileId}`);
    const r = rows[0];
    return r ? { plantCd: r.plant_cd, vendorCd: r.vendor_cd } : null;
  },
});
