import { and, asc, eq, sql } from 'drizzle-orm';
import {
  asyncGuardNames, checkTransition, isEditableStatus, isFinalStatus, runHookNames, statusOf, WORKFLOW_MESSAGES,
  type TStatusHistoryRow, type TWorkflowActor, type TWorkflowDefinition,
} from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { writeAudit } from '../audit.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { DataScope } from '../scope.js';
import { recordMenuRights } from '../menu-param-rights.js';
import type { Principal } from '../../modules/auth/principal.js';
import { numericKey, registerAttachmentLock } from '../../modules/approvals/approval-types.js';
import { columnsOf, getOne, keyColumn, loadScopedOne, type ResourceBinding } from '../resource/resource.repository.js';
import { statusHistory } from './workflow.tables.js';
import { actionsOnRecord, enforceSeparation } from './separation.js';

type Row = Record<string, unknown>;

/** context of a server-side guard or hook (same transaction as the transition) */
export type WorkflowContext = {
  tx: DbOrTx;
  entity: string;
  key: string;
  /** the record before the transition (guards) or after it (hooks) */
  record: Row;
  action: string;
  fromStatusCd: string;
  toStatusCd: string;
  actorUserId: string;
  comment: string | null;
  /** the caller's data scope on the definition's menu (null: the approvals framework or a system transition) */
  scope: DataScope | null;
  /** the caller's address for the audit log of what a hook writes */
  ip: string | null;
};

/** async guard: false refuses the transition with 409 and the guard's declared message */
export type WorkflowGuardFn = (ctx: WorkflowContext) => Promise<boolean> | boolean;
/** a `run` hook on entering a status; a throw rolls the transition back */
export type WorkflowHookFn = (ctx: WorkflowContext) => Promise<void> | void;

export type WorkflowOptions = {
  guards?: Record<string, WorkflowGuardFn>;
  hooks?: Record<string, WorkflowHookFn>;
};

/** what a `notify` hook hands to the notifier (the notifications module registers one with setWorkflowNotifier) */
export type WorkflowNotice = {
  entity: string;
  entityKey: string;
  toUserIds: string[];
  statusCd: string;
  action: string;
  actorUserId: string;
  messageKey: string | null;
  record: Row;
  /** owning menu of the record (its page is the notification's link) */
  menuId: string;
  /** Korean document title and the entered status's Korean label, for the notification text */
  docTitleKo: string;
  statusLabelKo: string;
};
type Notifier = (tx: DbOrTx, n: WorkflowNotice) => Promise<void>;
let notifier: Notifier | null = null;
/** the notifications module plugs in here; until then `notify` hooks are no-ops */
export function setWorkflowNotifier(fn: Notifier | null): void {
  notifier = fn;
}

export type WorkflowBinding = ResourceBinding & { wf: TWorkflowDefinition; options: WorkflowOptions };

const lockedError = () => new AppError(409, WORKFLOW_MESSAGES.locked, 'WF_LOCKED');

/** the one spelling of a key of the binding (attachment group ids → record keys) */
const parseKey = (b: ResourceBinding, raw: string): string | number | null =>
  b.def.key.type === 'number' ? (numericKey(raw) === null ? null : Number(raw)) : raw.length >= 1 && raw.length <= 50 && raw === raw.trim() ? raw : null;

const registered = new WeakSet<object>();
/** the bound workflows by entity (definition name), for the approvals callback */
const bindings = new Map<string, WorkflowBinding>();

/**
 * Checks the server half of a definition's workflow (every async guard and run hook implemented, the status
 * column present) and registers its attachment lock. Called once per resource by resourceRoutes.
 */
export function bindWorkflow(binding: ResourceBinding, options: WorkflowOptions = {}): WorkflowBinding {
  const wf = binding.def.workflow;
  if (!wf) throw new Error(`resource ${binding.def.name} has no workflow`);
  const cols = columnsOf(binding);
  for (const c of [wf.statusField, 'version', 'createUserId']) if (!cols[c]) throw new Error(`workflow ${binding.def.name}: table has no column ${c}`);
  for (const g of asyncGuardNames(wf)) if (!options.guards?.[g]) throw new Error(`workflow ${binding.def.name}: guard ${g} is not implemented`);
  for (const h of runHookNames(wf)) if (!options.hooks?.[h]) throw new Error(`workflow ${binding.def.name}: hook ${h} is not implemented`);
  const b: WorkflowBinding = { ...binding, wf, options };
  bindings.set(binding.def.name, b);
  if (!registered.has(binding.def)) {
    registered.add(binding.def);
    // files of a record in a final status are part of it: the attachments module refuses changes with 409
    for (const taskClassNm of binding.def.attachments ?? []) {
      registerAttachmentLock(taskClassNm, async (tx, attachFileId) => {
        const key = parseKey(binding, attachFileId);
        if (key === null) return;
        const rows = (await tx.select({ s: cols[wf.statusField]! }).from(binding.table).where(eq(keyColumn(binding), key)).limit(1)) as { s: unknown }[];
        if (rows[0] && isFinalStatus(wf, rows[0].s)) throw lockedError();
      });
    }
  }
  return b;
}

/**
 * The resource framework's write hook for a workflow record: a new record starts in the initial status (the
 * body cannot name one), and a record in a final status can be neither updated nor deleted (409, as approval).
 */
export function workflowBeforeWrite(b: WorkflowBinding, ctx: { op: 'create' | 'update' | 'delete'; values: Row; before: Row | null }): void {
  if (ctx.op === 'create') ctx.values[b.wf.statusField] = b.wf.initial;
  else if (ctx.before && isFinalStatus(b.wf, ctx.before[b.wf.statusField])) throw lockedError();
  else if (ctx.before && !isEditableStatus(b.wf, ctx.before[b.wf.statusField])) throw new AppError(409, WORKFLOW_MESSAGES.notEditable, 'WF_LOCKED');
}

/**
 * Load one record for a transition or a read through the framework's scoped loader (out of scope → 403,
 * missing → 404); `scope = null` is the system (approval callbacks), which sees every record.
 */
export async function loadWorkflowRecord(tx: DbOrTx, b: ResourceBinding, key: unknown, scope: DataScope | null): Promise<Row> {
  if (scope) return loadScopedOne(tx, b, key, scope);
  const row = await getOne(tx, b, key);
  if (row) return row;
  throw notFound();
}

/** who is calling, as the engine needs it */
export async function workflowActor(tx: DbOrTx, p: Principal, menuId: string, param?: { field: string; value: unknown }): Promise<TWorkflowActor> {
  // without the menu's own write right: the write right of the menu opening its page with the record's value
  const rights = await recordMenuRights(tx, p, menuId, param);
  const [u] = await tx.select({ dutyCd: user.dutyCd }).from(user).where(eq(user.userId, p.userId));
  return { userId: p.userId, canWrite: rights.canWrite, dutyCd: u?.dutyCd ?? null, vendorCd: p.userType === 'V' ? p.vendorCd : null };
}

/**
 * Does the workflow name this caller on the record (an assignee field or the owning vendor of a `field` / `vendor`
 * who), while the record is not final? Such a caller answers the record without the menu's write right: takes
 * their transitions and attaches the evidence (the record's attachment groups).
 */
export function isWorkflowAnswerer(wf: TWorkflowDefinition, record: Row, actor: Pick<TWorkflowActor, 'userId' | 'vendorCd'>): boolean {
  if (isFinalStatus(wf, record[wf.statusField])) return false;
  return wf.transitions.some((t) => t.who.some((w) =>
    (w.kind === 'field' && record[w.field] != null && record[w.field] === actor.userId)
    || (w.kind === 'vendor' && actor.vendorCd != null && record[w.field] === actor.vendorCd)));
}

/** the caller's actions on the record, segregation of duties included (`allowedActions`, `separatedActions`) */
export const actionsFor = (db: DbOrTx, b: WorkflowBinding, record: Row, actor: TWorkflowActor) => actionsOnRecord(db, b, record, actor);

export type TransitionInput = { action: string; comment?: string | null | undefined; version: number };

/**
 * Take one transition inside `tx`: row lock, stale version (409), engine check (400/409/403), async guards (409),
 * status + version + update columns, entry hooks, status history and audit — all or nothing.
 * The approvals framework calls it with `actor.system = true` for `approval` transitions.
 */
export async function takeTransition(
  tx: DbOrTx, b: WorkflowBinding, key: unknown, input: TransitionInput, actor: TWorkflowActor, scope: DataScope | null, ip: string | null,
): Promise<Row> {
  const cols = columnsOf(b);
  const keyCol = keyColumn(b);
  // one transition at a time per record: the second waits, then sees the new version
  await tx.select({ k: keyCol }).from(b.table).where(eq(keyCol, key)).for('update');
  const before = await loadWorkflowRecord(tx, b, key, scope);
  if (before.version !== input.version) throw conflict();
  const comment = input.comment?.trim() || null;
  const check = checkTransition(b.wf, before, input.action, actor, comment);
  if (!check.ok) {
    if (check.status === 400) throw badRequest([{ field: check.reason === 'comment' ? 'comment' : 'action', message: check.message }], check.message);
    if (check.status === 403) throw forbidden(check.message);
    throw new AppError(409, check.message, check.reason === 'guard' ? 'WF_GUARD' : 'WF_STATUS');
  }
  const t = check.transition;
  const from = String(before[b.wf.statusField]);
  const entityKey = String(key);
  await enforceSeparation(tx, b, before, t.action, actor, entityKey, ip);
  const ctx = (record: Row): WorkflowContext => ({
    tx, entity: b.def.name, key: entityKey, record, action: t.action, fromStatusCd: from, toStatusCd: t.to, actorUserId: actor.userId, comment, scope, ip,
  });
  for (const g of (t.guards ?? []).filter((x) => !x.test)) {
    if (!(await b.options.guards![g.name]!(ctx(before)))) throw new AppError(409, g.message, 'WF_GUARD');
  }
  const res = (await tx
    .update(b.table)
    .set({ [b.wf.statusField]: t.to, version: sql`${cols.version} + 1`, updateUserId: actor.userId, updateDt: sql`now()` })
    .where(and(eq(keyCol, key), eq(cols.version!, input.version)))
    .returning({ k: keyCol })) as unknown[];
  if (res.length === 0) throw conflict();
  let after = (await getOne(tx, b, key))!;
  for (const h of statusOf(b.wf, t.to)?.onEnter ?? []) {
    if (h.kind === 'run') {
      await b.options.hooks![h.name]!(ctx(after));
      // a hook may have written the record (a result, a date): later hooks and the answer see it
      after = (await getOne(tx, b, key))!;
    } else if (notifier) {
      const ids = h.to.map((w) => (w === 'owner' ? after.createUserId : w === 'actor' ? actor.userId : after[w.field]));
      const toUserIds = [...new Set(ids.filter((x): x is string => typeof x === 'string' && x !== ''))];
      if (toUserIds.length) {
        await notifier(tx, {
          entity: b.def.name, entityKey, toUserIds, statusCd: t.to, action: t.action, actorUserId: actor.userId, messageKey: h.messageKey ?? null, record: after,
          menuId: b.def.menuId, docTitleKo: b.def.i18n.ko[b.def.title] ?? b.def.name, statusLabelKo: statusOf(b.wf, t.to)?.label.ko ?? t.to,
        });
      }
    }
  }
  await tx.insert(statusHistory).values({ entity: b.def.name, entityKey, actionCd: t.action, fromStatusCd: from, toStatusCd: t.to, comment, userId: actor.userId });
  await writeAudit(tx, {
    userId: actor.userId, action: 'TRANSITION', entity: b.def.name, entityKey, ip,
    before: wire(before), after: { ...wire(after), transition: { action: t.action, from, to: t.to, comment } },
  });
  return after;
}

const wire = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** the transitions of one record, oldest first */
export async function statusHistoryOf(db: DbOrTx, entity: string, entityKey: string): Promise<TStatusHistoryRow[]> {
  const rows = await db
    .select({
      historyNo: statusHistory.historyNo,
      action: statusHistory.actionCd,
      fromStatusCd: statusHistory.fromStatusCd,
      toStatusCd: statusHistory.toStatusCd,
      comment: statusHistory.comment,
      userId: statusHistory.userId,
      userNm: user.userNm,
      createDt: statusHistory.createDt,
    })
    .from(statusHistory)
    .leftJoin(user, eq(user.userId, statusHistory.userId))
    .where(and(eq(statusHistory.entity, entity), eq(statusHistory.entityKey, entityKey)))
    .orderBy(asc(statusHistory.historyNo));
  return rows.map((r) => ({ ...r, createDt: r.createDt.toISOString() }));
}

/**
 * For the approvals framework (an approval type's onStatus, same transaction): take an `approval` transition on
 * the record as it is now (current version), as `userId`. Refusals are thrown like the endpoint's.
 */
export async function takeSystemTransition(tx: DbOrTx, b: WorkflowBinding, key: unknown, action: string, userId: string, comment: string | null = null): Promise<Row> {
  const current = await loadWorkflowRecord(tx, b, key, null);
  const actor: TWorkflowActor = { userId, canWrite: false, dutyCd: null, system: true };
  return takeTransition(tx, b, key, { action, comment, version: Number(current.version) }, actor, null, null);
}

/**
 * The approvals framework's hook (resource-approval onStatus): when the record's workflow declares a transition
 * `who: [{ kind: 'approval', on: <result> }]` from the record's current status, take it (same transaction).
 * Answers whether one was taken; a record whose workflow declares none for the result is left alone.
 */
export async function approvalTransition(tx: DbOrTx, entity: string, key: unknown, result: string, userId: string): Promise<boolean> {
  const b = bindings.get(entity);
  if (!b) return false;
  const current = await loadWorkflowRecord(tx, b, key, null);
  const t = b.wf.transitions.find((x) => x.from.includes(current[b.wf.statusField] as string) && x.who.some((w) => w.kind === 'approval' && w.on === result));
  if (!t) return false;
  await takeSystemTransition(tx, b, key, t.action, userId);
  return true;
}

/**
 * A status that follows another record (a source closing when its last improvement action is done): take `action` on
 * the record of `entity` as the server, on behalf of `userId`, when the record is in one of `from`; guards still run.
 * Answers whether it was taken.
 */
export async function takeFollowTransition(tx: DbOrTx, entity: string, key: unknown, action: string, from: string[], userId: string, comment: string | null): Promise<boolean> {
  const b = bindings.get(entity);
  if (!b) return false;
  const current = await loadWorkflowRecord(tx, b, key, null);
  if (!from.includes(String(current[b.wf.statusField]))) return false;
  const actor: TWorkflowActor = { userId, canWrite: true, dutyCd: null, system: true };
  await takeTransition(tx, b, key, { action, comment, version: Number(current.version) }, actor, null, null);
  return true;
}
