import { MESSAGES } from '../messages.js';

/**
 * Status workflows, declared (issue 14 item 1). A record type lists its statuses and the transitions between
 * them once; the server mounts `POST <base>/:key/transition` and `GET <base>/:key/history` from it, and the web
 * shows the status tag, the allowed actions and the history from the same object. See ./README.md.
 */

export type TLang = 'ko' | 'en' | 'zh' | 'es';
/** a label in every UI language (ko is the source text and the server's answer language) */
export type TWorkflowLabel = Record<TLang, string>;

/**
 * Who may take a transition (any one of the list suffices):
 * - menuWrite: write right on the definition's menu; with `staff: true` a plant user only (a contractor's user who holds
 *   the write right to answer — a joint-patrol finding — neither sees nor takes it)
 * - owner: the record's creator (createUserId)
 * - field: the user named in a field of the record (an assignee: `{ kind: 'field', field: 'assigneeUserId' }`)
 * - duty: a user whose duty (com_user.duty_cd) is one of dutyCds (a role such as the safety manager)
 * - vendor: a vendor user of the vendor named in a field of the record (`{ kind: 'vendor', field: 'ownerVendorCd' }`)
 * - approval: only the approvals framework takes it (its onStatus callback); never a user through the endpoint.
 *   With `on` (an approval result: APPROVED, REJECTED, RECALLED, REQUESTED) a resource with `approvalType` takes
 *   it by itself when its approval reaches that result from one of the transition's `from` statuses.
 */
export type TWorkflowWho =
  | { kind: 'menuWrite'; staff?: boolean }
  | { kind: 'owner' }
  | { kind: 'field'; field: string }
  | { kind: 'duty'; dutyCds: string[] }
  | { kind: 'vendor'; field: string }
  | { kind: 'approval'; on?: string };

/**
 * A condition checked before the transition. `test` (sync, on the record) runs on the server and may run on the
 * web; a guard without `test` is asynchronous and server-side: the server binding supplies it by `name`
 * (e.g. "no open improvement actions"). A failing guard refuses with 409 and `message` (Korean).
 */
export type TWorkflowGuard = {
  name: string;
  message: string;
  test?: (record: Record<string, unknown>) => boolean;
};

/**
 * What happens on entering a status, in the transition's transaction:
 * - notify: tell people (the notifier the notifications module registers; nothing when none is registered)
 * - run: a named server-side hook of the binding (create child records, copy fields, …)
 */
export type TWorkflowHook =
  | { kind: 'notify'; to: ('owner' | 'actor' | { field: string })[]; messageKey?: string }
  | { kind: 'run'; name: string };

export type TWorkflowStatus = {
  code: string;
  label: TWorkflowLabel;
  /** Ant Design tag colour: a preset (blue, green, red, orange, gold, purple, default…) or #rrggbb */
  color: string;
  /** a final status locks the record: update, delete and attachment changes refuse with 409 (as approval does) */
  final?: boolean;
  onEnter?: TWorkflowHook[];
};

export type TWorkflowTransition = {
  /** action code sent by the client (ACCEPT, REJECT, …) */
  action: string;
  label: TWorkflowLabel;
  from: string[];
  to: string;
  who: TWorkflowWho[];
  guards?: TWorkflowGuard[];
  /** a comment (reason) must be given: missing → 400 */
  commentRequired?: boolean;
  /** shown as a danger button (rejections) */
  danger?: boolean;
  /**
   * a dedicated step endpoint of the module (checks with detailed answers, e.g. a permit's issue): the web posts
   * `{ action, comment, version }` to `<base>/<key>/<endpoint>` instead of `<base>/<key>/transition`
   */
  endpoint?: string;
  /**
   * the module's own panel offers this step (a signature, the SIMOPS conflicts and their override): the generic workflow
   * actions leave it out, so a step has one button everywhere
   */
  moduleUi?: boolean;
};

export type TWorkflowDefinition = {
  /** the record's status field (a column of the table, never writable by create/update) */
  statusField: string;
  /** the status a new record starts in */
  initial: string;
  statuses: TWorkflowStatus[];
  transitions: TWorkflowTransition[];
  /**
   * statuses in which the record may still be updated or deleted (default: every status that is not final); e.g. a
   * work permit is edited while a draft or rejected, and only its own steps move it afterwards
   */
  editableStatuses?: string[];
  /** segregation of duties (issue 25): who may not take an action because of another part they played */
  separation?: TWorkflowSeparation[];
};

/** declared with `satisfies`-style inference; checks the definition's consistency once, at import time */
export function defineWorkflow<T extends TWorkflowDefinition>(wf: T): T {
  const codes = new Set(wf.statuses.map((s) => s.code));
  const fail = (m: string) => {
    throw new Error(`workflow on ${wf.statusField}: ${m}`);
  };
  if (codes.size !== wf.statuses.length) fail('duplicate status code');
  for (const r of wf.separation ?? []) {
    for (const a of [...r.actions, ...Object.keys(r.notBy ?? {})]) if (!wf.transitions.some((t) => t.action === a)) fail(`separation ${r.rule}: unknown action ${a}`);
  }
  if (!codes.has(wf.initial)) fail(`initial status ${wf.initial} is not declared`);
  for (const c of wf.editableStatuses ?? []) if (!codes.has(c)) fail(`editable status ${c} is not declared`);
  const actions = new Set<string>();
  for (const t of wf.transitions) {
    if (!/^[A-Z][A-Z0-9_]{0,29}$/.test(t.action)) fail(`action code ${t.action} must be UPPER_SNAKE (≤ 30)`);
    if (actions.has(t.action)) fail(`action ${t.action} declared twice`);
    actions.add(t.action);
    for (const s of [...t.from, t.to]) if (!codes.has(s)) fail(`${t.action}: unknown status ${s}`);
    if (t.who.length === 0) fail(`${t.action}: nobody may take it`);
  }
  return wf;
}

export const WORKFLOW_MESSAGES = {
  /** 409: the action is not possible from the record's current status */
  notAllowed: '현재 상태에서는 처리할 수 없는 요청입니다.',
  /** 409: the record is in a final status */
  locked: '완료된 문서는 수정할 수 없습니다.',
  /** 409: the record's status is not one of its workflow's editable statuses */
  notEditable: '현재 상태에서는 수정할 수 없습니다.',
  /** 400: commentRequired */
  commentRequired: '처리 의견을 입력하세요.',
  /** 403: the caller may not take this transition */
  notYours: '이 처리를 할 권한이 없습니다.',
} as const;

export const COMMENT_MAX = 2000;

/** what the engine needs to know about the caller */
export type TWorkflowActor = {
  userId: string;
  /** write right on the definition's menu */
  canWrite: boolean;
  dutyCd: string | null;
  /** the caller's vendor (vendor users only) */
  vendorCd?: string | null;
  /** the approvals framework's callback (the only way to take `approval` transitions) */
  system?: boolean;
};

export type TTransitionCheck =
  | { ok: true; transition: TWorkflowTransition }
  | { ok: false; status: 400 | 403 | 409; reason: 'unknown' | 'status' | 'who' | 'comment' | 'guard'; message: string; guard?: string };

export const statusOf = (wf: TWorkflowDefinition, code: unknown): TWorkflowStatus | undefined => wf.statuses.find((s) => s.code === code);
export const isFinalStatus = (wf: TWorkflowDefinition, code: unknown): boolean => statusOf(wf, code)?.final === true;
/** may a record in this status be updated or deleted (not final, and one of `editableStatuses` when declared)? */
export const isEditableStatus = (wf: TWorkflowDefinition, code: unknown): boolean =>
  !isFinalStatus(wf, code) && (!wf.editableStatuses || wf.editableStatuses.includes(code as string));

/** may this actor take the transition on this record (who only; status and guards are separate)? */
export function mayTake(t: TWorkflowTransition, record: Record<string, unknown>, actor: TWorkflowActor): boolean {
  return t.who.some((w) => {
    switch (w.kind) {
      case 'approval':
        return actor.system === true;
      case 'menuWrite':
        return actor.canWrite && !(w.staff === true && actor.vendorCd != null);
      case 'owner':
        return record.createUserId != null && record.createUserId === actor.userId;
      case 'field':
        return record[w.field] != null && record[w.field] === actor.userId;
      case 'duty':
        return actor.dutyCd !== null && w.dutyCds.includes(actor.dutyCd);
      case 'vendor':
        return actor.vendorCd != null && record[w.field] === actor.vendorCd;
    }
  });
}

/** the actions this actor may take now (status + who; guards are checked when taken and answer their message) */
export function allowedActions(wf: TWorkflowDefinition, record: Record<string, unknown>, actor: TWorkflowActor): string[] {
  const status = record[wf.statusField];
  return wf.transitions.filter((t) => t.from.includes(status as string) && mayTake(t, record, actor)).map((t) => t.action);
}

/**
 * The whole check of one transition, in the order the API answers: unknown action (400), not from this status
 * (409), not this caller (403), missing comment (400), sync guards (409 with the guard's message). The server
 * runs its async guards after this and checks the version in the UPDATE itself.
 */
export function checkTransition(
  wf: TWorkflowDefinition,
  record: Record<string, unknown>,
  action: string,
  actor: TWorkflowActor,
  comment: string | null | undefined,
): TTransitionCheck {
  const t = wf.transitions.find((x) => x.action === action);
  if (!t) return { ok: false, status: 400, reason: 'unknown', message: MESSAGES.badRequest };
  if (!t.from.includes(record[wf.statusField] as string)) return { ok: false, status: 409, reason: 'status', message: WORKFLOW_MESSAGES.notAllowed };
  if (!mayTake(t, record, actor)) return { ok: false, status: 403, reason: 'who', message: WORKFLOW_MESSAGES.notYours };
  if (t.commentRequired && !(comment ?? '').trim()) return { ok: false, status: 400, reason: 'comment', message: WORKFLOW_MESSAGES.commentRequired };
  for (const g of t.guards ?? []) {
    if (g.test && !g.test(record)) return { ok: false, status: 409, reason: 'guard', message: g.message, guard: g.name };
  }
  return { ok: true, transition: t };
}

/** the guards a server binding must implement (declared without `test`) */
export const asyncGuardNames = (wf: TWorkflowDefinition): string[] =>
  [...new Set(wf.transitions.flatMap((t) => (t.guards ?? []).filter((g) => !g.test).map((g) => g.name)))];

/** the named hooks a server binding must implement */
export const runHookNames = (wf: TWorkflowDefinition): string[] =>
  [...new Set(wf.statuses.flatMap((s) => (s.onEnter ?? []).flatMap((h) => (h.kind === 'run' ? [h.name] : []))))];

/** the record's status waits for an approval: a transition from it is taken by the approvals framework when it is APPROVED */
export const awaitsApproval = (wf: TWorkflowDefinition, code: unknown): boolean =>
  wf.transitions.some((t) => t.from.includes(String(code)) && t.who.some((w) => w.kind === 'approval' && w.on === 'APPROVED'));

/**
 * A 결재 may be requested on the record now: its definition is approved (`approvalType`), its workflow (if any) waits
 * for an approval in the record's status, and its latest request is none, rejected or recalled (a DRAFT, PROGRESS or
 * COMPLETE request is live: the server refuses a second one with 409 APPR_EXISTS). A record whose approval is raised
 * by its own transition (a run hook on the writer's behalf) already has a live request in that status.
 */
export function mayRequestApproval(
  def: { approvalType?: string | null; workflow?: TWorkflowDefinition },
  row: Record<string, unknown>,
  latestApprStatus: string | null | undefined,
): boolean {
  if (!def.approvalType) return false;
  if (def.workflow && !awaitsApproval(def.workflow, row[def.workflow.statusField])) return false;
  return !latestApprStatus || latestApprStatus === 'REJECT' || latestApprStatus === 'RECALL';
}

/**
 * Segregation of duties, declared per workflow and enforced by the server's engine for every module (takeTransition):
 * - `actions`: each is taken by someone who took none of the others on this record (its status history) — a permit's
 *   requester, approver and issuer are three people;
 * - `notBy`: an action is not taken by the person a field of the record names (`{ CONFIRM: ['assigneeUserId'] }`: the
 *   assignee does not confirm their own fix).
 * A plant may relax a rule for a small site (code group `WF_SOD_RELAX`, code = `rule`, attr1 = the plant codes or `*`);
 * every use of the relaxation is audited (`SOD_RELAXED`). Refusal: 403 with `message`.
 */
export type TWorkflowSeparation = {
  /** the rule's code (the relaxing setting and the audit entry name it) */
  rule: string;
  actions: string[];
  notBy?: Record<string, string[]>;
  /** 403 text (Korean, spec §8 style) */
  message: string;
};

/** code group of the per-plant relaxations (code = rule, attr1 = plant codes separated by commas, or `*`) */
export const WF_SOD_RELAX_GROUP = 'WF_SOD_RELAX';

/** one earlier transition of the record: who took which action */
export type TWorkflowTaken = { action: string; userId: string | null };

/**
 * Why an action is not the actor's under a separation rule: `taken` = the earlier action of the rule the actor took on
 * this record, or `field` = the record's field that names the actor (a `notBy` field). The web words its reason from it.
 */
export type TSeparationHit = { rule: TWorkflowSeparation; taken?: string; field?: string };

/** the first separation rule the actor would break by taking `action` on the record, with the part they played; or null */
export function separationHit(
  wf: TWorkflowDefinition, record: Record<string, unknown>, action: string, actorUserId: string, history: readonly TWorkflowTaken[],
): TSeparationHit | null {
  for (const r of wf.separation ?? []) {
    const others = r.actions.includes(action) ? r.actions.filter((a) => a !== action) : [];
    const taken = history.find((h) => h.userId === actorUserId && others.includes(h.action));
    if (taken) return { rule: r, taken: taken.action };
    const field = (r.notBy?.[action] ?? []).find((f) => record[f] != null && record[f] === actorUserId);
    if (field) return { rule: r, field };
  }
  return null;
}

/** the first separation rule the actor would break by taking `action` on the record, or null */
export function separationConflict(
  wf: TWorkflowDefinition, record: Record<string, unknown>, action: string, actorUserId: string, history: readonly TWorkflowTaken[],
): TWorkflowSeparation | null {
  return separationHit(wf, record, action, actorUserId, history)?.rule ?? null;
}

/**
 * An action the caller's status and role would allow but segregation of duties refuses (GET one answers them as
 * `separatedActions`, so the web shows the button disabled with the reason instead of one the server refuses).
 */
export type TSeparatedAction = { action: string; rule: string; taken?: string; field?: string };

/**
 * The caller's actions on a record, segregation of duties included — the one rule source of the server's answer and
 * the web's buttons: `allowedActions` (status + who, minus the actions a separation rule refuses) and
 * `separatedActions` (those refused, with why). `relaxedRules`: the rules the record's plant relaxes (`WF_SOD_RELAX`),
 * which refuse nothing. The server's `takeTransition` refuses through the same `separationHit`.
 */
export function workflowActions(
  wf: TWorkflowDefinition, record: Record<string, unknown>, actor: TWorkflowActor,
  history: readonly TWorkflowTaken[], relaxedRules: Iterable<string> = [],
): { allowedActions: string[]; separatedActions: TSeparatedAction[] } {
  const relaxed = new Set(relaxedRules);
  const allowed: string[] = [];
  const separated: TSeparatedAction[] = [];
  for (const action of allowedActions(wf, record, actor)) {
    const hit = actor.system ? null : separationHit(wf, record, action, actor.userId, history);
    if (!hit || relaxed.has(hit.rule.rule)) allowed.push(action);
    else separated.push({ action, rule: hit.rule.rule, ...(hit.taken ? { taken: hit.taken } : {}), ...(hit.field ? { field: hit.field } : {}) });
  }
  return { allowedActions: allowed, separatedActions: separated };
}

// ----- child rows lock with their record (issue 25) -----

/** in which statuses rows of a child collection may change, and by whom (any one of `who`; none = whoever may write the record) */
export type TChildLockRule = { statuses: string[]; who?: TWorkflowWho[]; /** the 409's text (default CHILD_LOCK_MESSAGES.locked) */ message?: string };
/**
 * A child collection's lock: `'record'` = its rows change exactly when the record may be edited (`isEditableStatus`);
 * otherwise `save` (rows sent with the record's PUT) and named operations of the module's own sub-routes
 * (`add`, `remove`, `isolate`, …), each with its statuses and who. An operation not listed is refused.
 */
export type TChildLock = 'record' | { save?: TChildLockRule | 'record'; ops?: Record<string, TChildLockRule> };
/** collection name → its lock; every child collection of a definition with a workflow is declared (test) */
export type TChildLocks = Record<string, TChildLock>;
/** a workflow with its child locks (`defineWorkflow({ …, children: { loto: { ops: { add: … } } } })`) */
export type TWorkflowWithChildren = TWorkflowDefinition & { children?: TChildLocks };

export const CHILD_LOCK_MESSAGES = {
  /** 409: the record's status does not allow changing these rows */
  locked: (label: string) => `현재 상태에서는 [${label}]을(를) 변경할 수 없습니다.`,
  /** 403: the caller may not change these rows in this status */
  notYours: (label: string) => `[${label}]을(를) 변경할 권한이 없습니다.`,
} as const;

export type TChildChangeCheck = { ok: true } | { ok: false; status: 403 | 409; reason: 'status' | 'who' | 'undeclared'; message?: string };

/**
 * May this actor change rows of `collection` through `op` ('save' = with the record's PUT) on this record now?
 * A collection without a declared lock follows the record (`isEditableStatus`), as before issue 25.
 */
export function checkChildChange(
  wf: TWorkflowWithChildren,
  collection: string,
  op: string,
  record: Record<string, unknown>,
  actor: TWorkflowActor,
): TChildChangeCheck {
  const lock = wf.children?.[collection] ?? 'record';
  const status = record[wf.statusField];
  if (lock === 'record') return isEditableStatus(wf, status) ? { ok: true } : { ok: false, status: 409, reason: 'status' };
  const rule = op === 'save' ? lock.save : lock.ops?.[op];
  if (rule === 'record') return isEditableStatus(wf, status) ? { ok: true } : { ok: false, status: 409, reason: 'status' };
  if (!rule) return { ok: false, status: 409, reason: 'undeclared' };
  if (!rule.statuses.includes(status as string)) return { ok: false, status: 409, reason: 'status', ...(rule.message ? { message: rule.message } : {}) };
  if (rule.who?.length && !mayTake({ action: op.toUpperCase(), label: { ko: op, en: op, zh: op, es: op }, from: [], to: '', who: rule.who }, record, actor)) {
    return { ok: false, status: 403, reason: 'who' };
  }
  return { ok: true };
}

/** the declared statuses of a definition's child locks are its workflow's (checked by the definitions test) */
export function childLockProblems(wf: TWorkflowWithChildren): string[] {
  const codes = new Set(wf.statuses.map((s) => s.code));
  const out: string[] = [];
  for (const [name, lock] of Object.entries(wf.children ?? {})) {
    if (lock === 'record') continue;
    for (const [op, rule] of Object.entries({ ...(lock.save && lock.save !== 'record' ? { save: lock.save } : {}), ...(lock.ops ?? {}) })) {
      for (const s of rule.statuses) if (!codes.has(s)) out.push(`${name}.${op}: unknown status ${s}`);
    }
  }
  return out;
}
