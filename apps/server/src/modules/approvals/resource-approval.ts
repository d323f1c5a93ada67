import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TResourceDefinition } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { assertEditable, numericKey, registerApprovalAttachments, registerApprovalType, stringKey } from './approval-types.js';
import { approvalTransition } from '../../lib/workflow/workflow.service.js';
import { getOne, type ResourceBinding } from '../../lib/resource/resource.repository.js';

type Row = Record<string, unknown>;

/**
 * Approval for a resource-framework record, from its definition's `approvalType`: registers the type
 * (owning menu, plant/dept scope columns, printable summary) and returns the framework option that keeps
 * a record in approval read-only (`beforeWrite` → assertEditable on update). A definition with
 * `approvalType: null` gets nothing.
 *
 *   resourceRoutes(binding, resourceApproval({ ...binding, titleKo: '공지사항', summary: (r) => [...] }))
 *
 * onStatus: when the table has an `apprStatusCd` column it gets REQUESTED/APPROVED/REJECTED/RECALLED;
 * the record's version is bumped either way, so an edit form opened before the status change gets 409.
 */
export function resourceApproval(o: {
  def: TResourceDefinition; table: PgTable; titleKo: string; summary: (row: Row) => string[]; title?: (row: Row) => string;
  /**
   * the record's binding, when its title or summary need what the record's GET answers beyond its columns (display
   * names, the binding's `derived` values: a revision's document number and title)
   */
  binding?: ResourceBinding;
  /** runs after the record's own status handling, same transaction (e.g. an investigation's approval moves its accident) */
  afterStatus?: (tx: DbOrTx, recordKey: string, status: string, ctx: { userId: string }) => Promise<void>;
}) {
  const apprTypeCd = o.def.approvalType;
  if (!apprTypeCd) return {};
  const cols = getTableColumns(o.table) as Record<string, PgColumn>;
  const key = cols[o.def.key.name]!;
  // the key type of the definition gives the one spelling of a key (numbers: plain decimal, no leading zeros)
  const parseKey = o.def.key.type === 'number' ? numericKey : (k: string) => (stringKey(k) !== null && k.length <= 50 ? k : null);
  const toKey = (k: string) => (o.def.key.type === 'number' ? Number(k) : k);
  const load = async (tx: DbOrTx, k: string): Promise<Row | null> => {
    const v = toKey(k);
    if (o.binding) return getOne(tx, o.binding, v);
    const [row] = (await tx.select().from(o.table).where(eq(key, v))) as Row[];
    return row ?? null;
  };
  const plantCol = o.def.scope?.plant;
  const deptCol = Array.isArray(o.def.scope?.dept) ? o.def.scope.dept[0] : o.def.scope?.dept;
  registerApprovalType({
    apprTypeCd,
    titleKey: `approvals.type.${apprTypeCd}`,
    titleKo: o.titleKo,
    menuId: o.def.menuId,
    ...(o.def.menuParam ? { menuParam: o.def.menuParam } : {}),
    parseKey,
    async getRecord(tx, recordKey) {
      const row = await load(tx, recordKey);
      if (!row) return null;
      return {
        plantCd: String((plantCol ? row[plantCol] : null) ?? ''),
        deptCd: deptCol ? ((row[deptCol] as string | null) ?? null) : null,
        vendorCd: o.def.scope?.vendor ? ((row[o.def.scope.vendor] as string | null) ?? null) : null,
        title: o.title ? o.title(row) : `${o.titleKo} ${recordKey}`,
        summary: o.summary(row),
        ...(o.def.menuParam ? { paramValue: (row[o.def.menuParam] as string | null) ?? null } : {}),
      };
    },
    async onStatus(tx, recordKey, status, ctx) {
      const v = toKey(recordKey);
      // a workflow transition declared for this approval result moves the record's status (lib/workflow)
      if (o.def.workflow) await approvalTransition(tx, o.def.name, v, status, ctx.userId);
      const set: Record<string, unknown> = { updateUserId: ctx.userId, updateDt: new Date() };
      if (cols.version) set.version = sql`${cols.version} + 1`;
      if (cols.apprStatusCd) set.apprStatusCd = status;
      await tx.update(o.table).set(set).where(eq(key, v));
      await o.afterStatus?.(tx, recordKey, status, ctx);
    },
  });
  // the definition's attachment groups (attachFileId = record key) are part of the document: locked with it
  for (const taskClassNm of o.def.attachments ?? []) registerApprovalAttachments(apprTypeCd, taskClassNm);
  return {
    // a record in approval (or approved) can be neither edited nor deleted
    beforeWrite: async ({ tx, op, before }: { tx: DbOrTx; op: 'create' | 'update' | 'delete'; before: Row | null }) => {
      if (op !== 'create' && before) await assertEditable(tx, apprTypeCd, before[o.def.key.name] as string | number);
    },
  };
}
