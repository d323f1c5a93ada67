import { and, eq, inArray } from 'drizzle-orm';
import { APPR_MESSAGES, MESSAGES, type TApprRecordStatus } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { apprRequest } from './approvals.tables.js';

/**
 * Document-type registry. A business module gets approval by declaring its type once, e.g. in its routes
 * file at import time:
 *
 *   registerApprovalType({
 *     apprTypeCd: 'HEA_CHECKUP_PLAN', titleKey: 'approvals.type.HEA_CHECKUP_PLAN', titleKo: '건강검진 계획',
 *     menuId: 'HEA_CHECKUP_PLAN',
 *     parseKey: numericKey,                        // the one spelling of a record key (else 400)
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
  /** the record's value of the type's per-value menus (`ApprovalType.menuParam`), e.g. its check type */
  paramValue?: string | null;
};

export type ApprovalStatusContext = { apprRequestNo: number; userId: string };

export type ApprovalType = {
  apprTypeCd: string;
  /** i18n key and the Korean title (the server answers Korean; the web translates the key) */
  titleKey: string;
  titleKo: string;
  /** owning menu: a requester needs write rights on it */
  menuId: string;
  /**
   * optional: the field of the owning menu's per-value menus (a definition's `menuParam`). Rights on the menu for
   * the record's value (`ApprovalRecord.paramValue`) count as rights on the owning menu for that record.
   */
  menuParam?: string;
  /**
   * The record key in its one canonical spelling, or null when `raw` cannot name a record (→ 400). Every
   * path (request, line preview, apprparam, lock, callbacks) goes through it, so `"08"`, `" 8"`, `"8.0"` and
   * `"0x8"` can never become a second key for record 8. getRecord and onStatus receive canonical keys only.
   */
  parseKey(raw: string): string | null;
  getRecord(tx: DbOrTx, recordKey: string): Promise<ApprovalRecord | null>;
  /**
   * Optional, for records with finer read rules than plant/department/vendor (health data: read-only users see
   * only their own): throw 403 when the caller may not see this record. `canWrite` = write rights on `menuId`.
   */
  assertAccess?(tx: DbOrTx, p: { userId: string }, recordKey: string, rights: { canWrite: boolean }): Promise<void>;
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

const MAX_INT = 2_147_483_647;

/** integer keys (serial columns): digits only, 1..2^31-1; canonical = plain decimal without leading zeros */
export function numericKey(raw: string): string | null {
  if (!/^\d{1,20}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_INT ? String(n) : null;
}

/** string keys: as given, but never empty, padded, over 100 characters or with control characters */
export function stringKey(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  return raw.length >= 1 && raw.length <= 100 && raw === raw.trim() && !/[\u0000-\u001f\u007f]/.test(raw) ? raw : null;
}

const badKey = () => badRequest([{ field: 'recordKey', message: MESSAGES.badRequest }], MESSAGES.badRequest);

/** the canonical key of a record of the type, or 400 with the §8 bad-request message */
export function canonicalKey(type: ApprovalType, raw: string | number): string {
  const k = type.parseKey(String(raw));
  if (k === null) throw badKey();
  return k;
}

function typeOf(apprTypeCd: string): ApprovalType {
  const t = registry.get(apprTypeCd);
  // a business module naming a type it never registered is a programming error, not user input
  if (!t) throw new Error(`approval type ${apprTypeCd} is not registered`);
  return t;
}
export const listApprovalTypes = (): ApprovalType[] => [...registry.values()].sort((a, b) => a.apprTypeCd.localeCompare(b.apprTypeCd));

/** statuses that make the business record read-only */
export const LOCKING_STATUSES = ['PROGRESS', 'COMPLETE'] as const;

/** is an approval in progress or complete for the record? (any spelling of its key; a key that names no record → 400) */
export async function isLocked(tx: DbOrTx, apprTypeCd: string, rawKey: string | number): Promise<boolean> {
  const recordKey = canonicalKey(typeOf(apprTypeCd), rawKey);
  const rows = await tx
    .select({ no: apprRequest.apprRequestNo })
    .from(apprRequest)
    .where(and(eq(apprRequest.apprTypeCd, apprTypeCd), eq(apprRequest.recordKey, recordKey), inArray(apprRequest.statusCd, [...LOCKING_STATUSES])))
    .limit(1);
  return rows.length > 0;
}

/** the record lock: call before updating or deleting a record of an approval type */
export async function assertEditable(tx: DbOrTx, apprTypeCd: string, recordKey: string | number): Promise<void> {
  if (await isLocked(tx, apprTypeCd, recordKey)) throw new AppError(409, APPR_MESSAGES.locked, 'APPR_LOCKED');
}

// ---- attachments of records in approval -----------------------------------------------------------------

/** attachment task class → the approval types whose records own its groups (attachFileId = record key) */
const attachmentTypes = new Map<string, Set<string>>();

/** declare that the files of `taskClassNm` belong to records of `apprTypeCd` (locked with the record) */
export function registerApprovalAttachments(apprTypeCd: string, taskClassNm: string): void {
  const set = attachmentTypes.get(taskClassNm) ?? new Set<string>();
  set.add(apprTypeCd);
  attachmentTypes.set(taskClassNm, set);
}

/**
 * The attachments module calls this before every change to a group (upload, apply, delete, caption): the files
 * of a record in approval (or approved) are part of the document and refuse changes with 409 like the record.
 * A group id that cannot be a key of the type is no record of it (a temporary group), so nothing is locked.
 */
export async function assertAttachmentsEditable(tx: DbOrTx, taskClassNm: string, attachFileId: string): Promise<void> {
  for (const apprTypeCd of attachmentTypes.get(taskClassNm) ?? []) {
    const key = typeOf(apprTypeCd).parseKey(attachFileId);
    if (key !== null) await assertEditable(tx, apprTypeCd, key);
  }
  for (const check of attachmentLocks.get(taskClassNm) ?? []) await check(tx, attachFileId);
}

/**
 * Other record locks on the same path (a status workflow's final status, lib/workflow): `check` throws the
 * 409 of its lock when the record named by `attachFileId` is read-only, and ignores ids that name no record.
 */
const attachmentLocks = new Map<string, ((tx: DbOrTx, attachFileId: string) => Promise<void>)[]>();
export function registerAttachmentLock(taskClassNm: string, check: (tx: DbOrTx, attachFileId: string) => Promise<void>): void {
  attachmentLocks.set(taskClassNm, [...(attachmentLocks.get(taskClassNm) ?? []), check]);
}
