import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { IMPR_FILES, IMPR_MESSAGES, IMPR_OPEN_STATUSES, ymdIn, type TImprSourceType } from '@jikim/shared';

export { ymdIn };
import { queryRows, type DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import { notify } from '../notify/notify.service.js';
import { imprAction } from './impr.tables.js';


/**
 * How many actions of a source record are still open (anything but DONE and CANCELLED). A source module refuses to
 * close its record while this is above zero: the rule is a guard of the source's own workflow, e.g.
 *   guards: { noOpenActions: ({ tx, key }) => openActionCount(tx, 'ACCIDENT', key).then((n) => n === 0) }
 */
export async function openActionCount(db: DbOrTx, sourceTypeCd: TImprSourceType, sourceKey: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(imprAction)
    .where(and(eq(imprAction.sourceTypeCd, sourceTypeCd), eq(imprAction.sourceKey, sourceKey), inArray(imprAction.statusCd, [...IMPR_OPEN_STATUSES])));
  return Number(r?.n ?? 0);
}

/** live files in the action's 개선 후 group (the evidence REQUEST_CONFIRM asks for) */
export async function afterPhotoCount(db: DbOrTx, actionNo: string | number): Promise<number> {
  const [r] = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from com_attach_file
     where task_class_nm = ${IMPR_FILES.after} and attach_file_id = ${String(actionNo)} and status = 'P'`);
  return Number(r?.n ?? 0);
}

/**
 * The assignee must be an active user; for a vendor-owned action, a user of that vendor or a plant user (the
 * supervising employee). 400 with the field otherwise.
 */
export async function assertAssignee(db: DbOrTx, values: Record<string, unknown>): Promise<void> {
  const id = values.assigneeUserId;
  if (typeof id !== 'string') return;
  const [u] = await queryRows<{ user_type: string; vendor_cd: string | null }>(db, sql`
    select user_type, vendor_cd from com_user where user_id = ${id} and use_yn = 'Y' and retire_yn = 'N'`);
  const vendorCd = typeof values.ownerVendorCd === 'string' && values.ownerVendorCd ? values.ownerVendorCd : null;
  if (!u || (u.user_type === 'V' && u.vendor_cd !== vendorCd)) {
    throw badRequest([{ field: 'assigneeUserId', message: IMPR_MESSAGES.assigneeMissing }], IMPR_MESSAGES.assigneeMissing);
  }
  if (vendorCd) {
    const v = await queryRows(db, sql`select 1 from com_vendor where vendor_cd = ${vendorCd}`);
    if (v.length === 0) throw badRequest([{ field: 'ownerVendorCd', message: IMPR_MESSAGES.assigneeMissing }], IMPR_MESSAGES.assigneeMissing);
  }
}

/** tell the (new) assignee: on create, and when an update hands the action to someone else */
export async function notifyAssigned(tx: DbOrTx, row: Record<string, unknown>, before: Record<string, unknown> | null): Promise<void> {
  const to = row.assigneeUserId;
  if (typeof to !== 'string' || (before && before.assigneeUserId === to)) return;
  await notify(tx, {
    userIds: [to], kind: 'IMPR_ASSIGNED',
    title: `[개선조치] ${String(row.actionNo)} ${String(row.title)}`,
    body: `조치기한 ${String(row.dueYmd)}`,
    link: { route: '/impr/imprAction', key: String(row.actionNo) },
  });
}

export type NewAction = {
  sourceTypeCd: TImprSourceType;
  sourceKey: string;
  actionTypeCd: 'IMMEDIATE' | 'REQUEST';
  plantCd: string;
  deptCd: string;
  title: string;
  assigneeUserId: string;
  dueYmd: string;
  description?: string | null;
  location?: string | null;
  hazard?: string | null;
  riskBeforeCd?: string | null;
  riskAfterCd?: string | null;
  ownerDeptCd?: string | null;
  ownerVendorCd?: string | null;
};

/**
 * For source modules (an accident's countermeasure, a check's bad item …): create an action in the caller's
 * transaction, as `userId` (the requester), audited and notified like one made on the register's page.
 */
export async function createAction(tx: DbOrTx, input: NewAction, userId: string, ip: string | null = null): Promise<Record<string, unknown>> {
  await assertAssignee(tx, input as unknown as Record<string, unknown>);
  const [row] = await tx.insert(imprAction)
    .values({ ...input, statusCd: 'REGISTERED', version: 1, createUserId: userId, updateUserId: userId })
    .returning();
  const wire = { ...row!, createDt: row!.createDt.toISOString(), updateDt: row!.updateDt.toISOString() };
  await writeAudit(tx, { userId, action: 'CREATE', entity: 'imprAction', entityKey: String(row!.actionNo), after: wire, ip });
  await notifyAssigned(tx, wire, null);
  return wire;
}

/** what a source module hears when one of its actions reaches a final status (same transaction as the transition) */
export type ActionSettled = { tx: DbOrTx; sourceKey: string; actionNo: number; statusCd: 'DONE' | 'CANCELLED'; actorUserId: string };
const followers = new Map<TImprSourceType, (e: ActionSettled) => Promise<void>>();

/**
 * A source module's hook: its record follows its actions, e.g. a patrol finding closes when its last open action is
 * done. Registered once while the module's routes register; runs inside the action's transition (a throw rolls it back).
 */
export function onActionSettled(sourceTypeCd: TImprSourceType, fn: (e: ActionSettled) => Promise<void>): void {
  followers.set(sourceTypeCd, fn);
}

/** the workflow hook `settleSource` (DONE, CANCELLED): hands the action to its source module's follower, if any */
export async function actionSettled(tx: DbOrTx, action: Record<string, unknown>, statusCd: string, actorUserId: string): Promise<void> {
  const fn = followers.get(action.sourceTypeCd as TImprSourceType);
  if (!fn || typeof action.sourceKey !== 'string' || (statusCd !== 'DONE' && statusCd !== 'CANCELLED')) return;
  await fn({ tx, sourceKey: action.sourceKey, actionNo: Number(action.actionNo), statusCd, actorUserId });
}
