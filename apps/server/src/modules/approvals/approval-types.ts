import { and, eq, inArray } from 'drizzle-orm';
import { APPR_MESSAGES, type TApprRecordStatus } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { apprRequest } from './approvals.tables.js';

/**
 * Document-type registry. A business module gets approval by declaring its type once, e.g. in its routes
 * file at import time:
 *
 *   registerApprovalType({
 *     apprTypeCd: 'HEA_CHECKUP_PLAN', titleKey: 'approvals.type.HEA_CHECKUP_PLAN', titleKo: '건강검진 계획',
 *     menuId: 'HEA_CHECKUP_PLAN',
 *     getRecord: async (tx, key) => …,            // plant/dept/vendor for scope + printable summary
 *     onStatus: async (tx, key, status) => …,      // move the record's own status (same transaction)
 *   });
 *
 * and calls `assertEditable(tx, 'HEA_CHECKUP_PLAN', key)` before every update/delete of the record.
 * The registry holds code only (no per-request state), so it is the same on every server instance.
 */
export type ApprovalRecord = {
  plantCd: string;
  deptCd: string | null;
  vendorCd?: string | null;
  /** one-line title shown in the inbox */
  title: string;
  /** printable lines (label: value) shown in the progress popup and the mobile inbox */
  summary: string[];
};

export type ApprovalStatusContext = { apprRequestNo: number; userId: string };

export type ApprovalType = {
  apprTypeCd: string;
  /** i18n key and the Korean title (the server answers Korean; the web translates the key) */
  titleKey: string;
  titleKo: string;
  /** owning menu: a requester needs write rights on it */
  menuId: string;
  getRecord(tx: DbOrTx, recordKey: string): Promise<ApprovalRecord | null>;
  /** called in the approval's transaction; a throw rolls the approval step back */
  onStatus(tx: DbOrTx, recordKey: string, status: TApprRecordStatus, ctx: ApprovalStatusContext): Promise<void>;
};

const registry = new Map<string, ApprovalType>();

export function registerApprovalType(t: ApprovalType): void {
  const existing = registry.get(t.apprTypeCd);
  if (existing && existing !== t) throw new Error(`approval type ${t.apprTypeCd} registered twice`);
  registry.set(t.apprTypeCd, t);
}

export const getApprovalType = (apprTypeCd: string): ApprovalType | undefined => registry.get(apprTypeCd);
export const listApprovalTypes = (): ApprovalType[] => [...registry.values()].sort((a, b) => a.apprTypeCd.localeCompare(b.apprTypeCd));

/** statuses that make the business record read-only */
export const LOCKING_STATUSES = ['PROGRESS', 'COMPLETE'] as const;

/** is an approval in progress or complete for the record? */
export async function isLocked(tx: DbOrTx, apprTypeCd: string, recordKey: string): Promise<boolean> {
  const rows = await tx
    .select({ no: apprRequest.apprRequestNo })
    .from(apprRequest)
    .where(and(eq(apprRequest.apprTypeCd, apprTypeCd), eq(apprRequest.recordKey, recordKey), inArray(apprRequest.statusCd, [...LOCKING_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

/** the record lock: call before updating or deleting a record of an approval type */
export async function assertEditable(tx: DbOrTx, apprTypeCd: string, recordKey: string | number): Promise<void> {
  if (await isLocked(tx, apprTypeCd, String(recordKey))) throw new AppError(409, APPR_MESSAGES.locked, 'APPR_LOCKED');
}
