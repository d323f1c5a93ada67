import { and, eq, sql } from 'drizzle-orm';
import { APPR_MESSAGES, SIGNATURE_MAX_BYTES, WORKFLOW_MESSAGES, type TApprLineStepInput, type TApprRequest, type TApprStep } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound, outOfScope } from '../../lib/errors.js';
import { dataScope, deptSubtree, assertPlantReachable } from '../../lib/scope.js';
import { loadParamMenuValues } from '../../lib/menu-param-rights.js';
import { loadMenuRights, type Principal } from '../auth/principal.js';
import { buildLine, loadTemplate, resolveTemplate, type FinalStep } from './approval-line.service.js';
import { canonicalKey, getApprovalType, type ApprovalRecord, type ApprovalType } from './approval-types.js';
import { notify } from '../notify/notify.service.js';
import { apprRequest, apprStep } from './approvals.tables.js';
import { plantToday } from '../../lib/plant-time.js';


/** today at the plant (delegation ranges are calendar days at the plant) */
export const todayYmd = (now: Date = new Date()): string => plantToday(now);

/** users who have delegated their approvals to `userId` today */
export async function activeDelegators(tx: DbOrTx, userId: string, ymd = todayYmd()): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select distinct user_id from com_appr_delegate
     where delegate_user_id = ${userId} and use_yn = 'Y' and from_ymd <= ${ymd}::date and to_ymd >= ${ymd}::date`);
  return rows.map((r) => r.user_id);
}

/** a signature must be a real PNG (magic bytes), not only a string that looks like one */
export function checkSignature(dataUrl: string | undefined | null): string | null {
  if (!dataUrl) return null;
  const b64 = dataUrl.slice('data:image/png;base64,'.length);
  const buf = Buffer.from(b64, 'base64');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (buf.length < 16 || buf.length > SIGNATURE_MAX_BYTES || !buf.subarray(0, 8).equals(png)) {
    throw badRequest([{ field: 'signature', message: APPR_MESSAGES.badSignature }], APPR_MESSAGES.badSignature);
  }
  return dataUrl;
}

export function requireType(apprTypeCd: string): ApprovalType {
  const t = getApprovalType(apprTypeCd);
  if (!t) throw badRequest([{ field: 'apprTypeCd', message: APPR_MESSAGES.unknownType }], APPR_MESSAGES.unknownType);
  return t;
}

/** the record must lie in the caller's plant/department/vendor scope (for the type's menu, which may open all plants) */
export async function assertRecordInScope(tx: DbOrTx, p: Principal, rec: { plantCd: string; deptCd: string | null; vendorCd?: string | null | undefined }, menuId?: string) {
  const menu = menuId ? await queryRows<{ c: string | null }>(tx, sql`select all_plant_access_cd as c from com_menu where menu_id = ${menuId}`) : [];
  const scope = dataScope(p, menu[0]?.c);
  // vendor users: their vendor's records only, wherever they are (as lib/scoped-load.ts); plant and department are not asked
  if (scope.vendorCd !== null) {
    if (rec.vendorCd !== scope.vendorCd) throw outOfScope();
    return;
  }
  assertPlantReachable(scope, rec.plantCd, { vendors: true });
  if (!scope.allDepts && rec.deptCd) {
    const r = await queryRows<{ ok: boolean }>(tx, sql`select ${rec.deptCd} in ${deptSubtree(scope.deptCd)} as ok`);
    if (!r[0]?.ok) throw outOfScope();
  }
}

/** the notification kinds of approvals, and the page a notification opens (the inbox, on the request) */
const KIND_BODY = {
  APPR_PENDING: '결재할 문서가 도착했습니다. 지킴(Jikim) 결재함에서 확인하세요.',
  APPR_COMPLETE: '요청하신 결재가 완료되었습니다.',
  APPR_REJECT: '요청하신 결재가 반려되었습니다. 반려 사유를 확인하세요.',
  APPR_REFERENCE: '참조로 지정된 결재가 완료되었습니다.',
} as const;
export const APPR_NOTIFY_ROUTE = '/appr/apprInbox';

/** an approval notification through the notification centre, in the decision's transaction */
async function notifyAppr(tx: DbOrTx, userIds: string[], kind: keyof typeof KIND_BODY, apprRequestNo: number, title: string) {
  await notify(tx, { userIds, kind, title, body: KIND_BODY[kind], link: { route: APPR_NOTIFY_ROUTE, key: String(apprRequestNo) } });
}

// ---------------------------------------------------------------- line preview

/**
 * The one place a record key from a request becomes a record: the type's canonical key (400 for a spelling that
 * names no record), the record (404), and the caller's plant/department/vendor scope on it (403).
 */
export async function loadRecordInScope(tx: DbOrTx, p: Principal, type: ApprovalType, rawKey: string, access: 'read' | 'write'): Promise<{ key: string; rec: ApprovalRecord }> {
  const key = canonicalKey(type, rawKey);
  // rights on the document type's own menu: read to see its approval state, write to request (or preview the line)
  const rights = await loadMenuRights(tx, p, [type.menuId]);
  const allowed = access === 'read' ? rights.canRead : rights.canWrite;
  // without them, a per-value menu of the owning menu may give them for this record's value (일상점검 → a daily check)
  const viaParam = !allowed && type.menuParam ? await loadParamMenuValues(tx, p, type.menuId, type.menuParam) : null;
  if (!allowed && !viaParam?.[access].length) throw forbidden();
  const rec = await type.getRecord(tx, key);
  if (!rec) throw notFound(APPR_MESSAGES.recordNotFound);
  if (viaParam) {
    const value = typeof rec.paramValue === 'string' ? rec.paramValue : null;
    if (value === null || !viaParam[access].includes(value)) throw forbidden();
    rights.canWrite ||= viaParam.write.includes(value);
  }
  await assertRecordInScope(tx, p, rec, type.menuId);
  await type.assertAccess?.(tx, p, key, { canWrite: rights.canWrite });
  return { key, rec };
}

export async function previewLine(tx: DbOrTx, p: Principal, apprTypeCd: string, recordKey: string) {
  const type = requireType(apprTypeCd);
  const { rec } = await loadRecordInScope(tx, p, type, recordKey, 'write');
  const tpl = await loadTemplate(tx, rec.plantCd, apprTypeCd);
  const slots = tpl ? await resolveTemplate(tx, tpl, p) : [];
  return { template: tpl ? { apprLineNo: tpl.apprLineNo, apprLineNm: tpl.apprLineNm, addableYn: tpl.addableYn } : null, slots, record: rec };
}

// ---------------------------------------------------------------- create / submit

export type CreateInput = {
  apprTypeCd: string;
  recordKey: string;
  line?: TApprLineStepInput[] | undefined;
  submitYn: 'Y' | 'N';
  prevApprRequestNo?: number | undefined;
  comment?: string | undefined;
  signature?: string | undefined;
};

export async function createRequest(tx: DbOrTx, p: Principal, input: CreateInput, ip: string | null): Promise<number> {
  const type = requireType(input.apprTypeCd);
  if (p.userType !== 'U') throw forbidden();
  const signature = checkSignature(input.signature);
  // from here on only the canonical key: the live-request check, the stored key and the lock all compare it
  const { key: recordKey, rec } = await loadRecordInScope(tx, p, type, input.recordKey, 'write');

  if (input.prevApprRequestNo !== undefined) {
    const [prev] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, input.prevApprRequestNo));
    const redrafted = await tx.select({ n: apprRequest.apprRequestNo }).from(apprRequest).where(eq(apprRequest.prevApprRequestNo, input.prevApprRequestNo)).limit(1);
    if (!prev || prev.apprTypeCd !== input.apprTypeCd || prev.recordKey !== recordKey || prev.requestUserId !== p.userId
      || !['REJECT', 'RECALL'].includes(prev.statusCd) || redrafted.length > 0) {
      throw badRequest([{ field: 'prevApprRequestNo', message: APPR_MESSAGES.redraftNotAllowed }], APPR_MESSAGES.redraftNotAllowed);
    }
  }
  const live = await tx
    .select({ n: apprRequest.apprRequestNo })
    .from(apprRequest)
    .where(and(eq(apprRequest.apprTypeCd, input.apprTypeCd), eq(apprRequest.recordKey, recordKey), sql`${apprRequest.statusCd} in ('DRAFT', 'PROGRESS', 'COMPLETE')`))
    .limit(1);
  if (live.length) throw new AppError(409, APPR_MESSAGES.alreadyRequested, 'APPR_EXISTS');

  const tpl = await loadTemplate(tx, rec.plantCd, input.apprTypeCd);
  const resolved = tpl ? await resolveTemplate(tx, tpl, p) : [];
  const line = await buildLine(tx, tpl, resolved, input.line, p.userId, [rec.plantCd, p.plantCd]);

  let no: number;
  try {
    const [row] = await tx
      .insert(apprRequest)
      .values({
        apprTypeCd: input.apprTypeCd, recordKey, plantCd: rec.plantCd, deptCd: rec.deptCd, vendorCd: rec.vendorCd ?? null,
        title: rec.title.slice(0, 300), summary: rec.summary, statusCd: 'DRAFT', requestUserId: p.userId,
        prevApprRequestNo: input.prevApprRequestNo ?? null, createUserId: p.userId, updateUserId: p.userId,
      })
      .returning({ no: apprRequest.apprRequestNo });
    no = row!.no;
  } catch (err) {
    // the partial unique index: a concurrent request for the same record won
    if (isUniqueViolation(err)) throw new AppError(409, APPR_MESSAGES.alreadyRequested, 'APPR_EXISTS');
    throw err;
  }
  await insertSteps(tx, no, p, line);
  await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'apprRequest', entityKey: String(no), after: { ...input, recordKey, signature: undefined, line }, ip });
  if (input.submitYn === 'Y') await submitInTx(tx, p, no, type, { comment: input.comment, signature });
  return no;
}

/**
 * A request raised by a business rule for a person who cannot request themselves (a vendor user submitting an entry
 * request: vendor users have no approval rights, so the record's module asks the supervising department on their
 * behalf). Drafter = `requestUserId` (any com_user row, vendor users included); the line = `approverUserIds` in order
 * (결재 steps, active plant users, never the drafter); submitted at once, in the caller's transaction. The module
 * decides who approves; everything after (inbox, decision, separation of duties, onStatus) is the usual path.
 */
export async function requestOnBehalf(
  tx: DbOrTx, input: { apprTypeCd: string; recordKey: string | number; requestUserId: string; approverUserIds: string[] },
): Promise<number> {
  const type = requireType(input.apprTypeCd);
  const recordKey = canonicalKey(type, input.recordKey);
  const rec = await type.getRecord(tx, recordKey);
  if (!rec) throw notFound(APPR_MESSAGES.recordNotFound);
  const [me] = await queryRows<{ user_nm: string; signature: string | null }>(tx, sql`select user_nm, signature from com_user where user_id = ${input.requestUserId}`);
  if (!me) throw notFound();
  const ids = [...new Set(input.approverUserIds)].filter((id) => id !== input.requestUserId);
  if (ids.length === 0) throw badRequest([{ field: 'line', message: APPR_MESSAGES.noLine }], APPR_MESSAGES.noLine);
  const people = await queryRows<{ user_id: string; user_nm: string; dept_nm: string | null; duty_nm: string | null }>(tx, sql`
    select u.user_id, u.user_nm, d.dept_nm, du.duty_nm from com_user u left join com_dept d on d.dept_cd = u.dept_cd
      left join com_duty du on du.duty_cd = u.duty_cd
     where u.user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and u.user_type = 'U'`);
  const line: FinalStep[] = ids.map((id) => people.find((x) => x.user_id === id)).filter((x) => x !== undefined)
    .map((x) => ({ slotKind: 'APPROVE' as const, approver: { userId: x.user_id, userNm: x.user_nm, deptNm: x.dept_nm, dutyNm: x.duty_nm } }));
  if (line.length === 0) throw badRequest([{ field: 'line', message: APPR_MESSAGES.noLine }], APPR_MESSAGES.noLine);
  const p = { userId: input.requestUserId, userNm: me.user_nm, signature: me.signature } as Principal;
  let no: number;
  try {
    const [row] = await tx.insert(apprRequest).values({
      apprTypeCd: input.apprTypeCd, recordKey, plantCd: rec.plantCd, deptCd: rec.deptCd, vendorCd: rec.vendorCd ?? null,
      title: rec.title.slice(0, 300), summary: rec.summary, statusCd: 'DRAFT', requestUserId: p.userId, createUserId: p.userId, updateUserId: p.userId,
    }).returning({ no: apprRequest.apprRequestNo });
    no = row!.no;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, APPR_MESSAGES.alreadyRequested, 'APPR_EXISTS');
    throw err;
  }
  await insertSteps(tx, no, p, line);
  await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'apprRequest', entityKey: String(no), after: { apprTypeCd: input.apprTypeCd, recordKey, line, onBehalf: true }, ip: null });
  await submitInTx(tx, p, no, type, { signature: null });
  return no;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function insertSteps(tx: DbOrTx, no: number, p: Principal, line: FinalStep[]) {
  const [me] = await queryRows<{ dept_nm: string | null; duty_nm: string | null }>(tx, sql`
    select d.dept_nm, du.duty_nm from com_user u left join com_dept d on d.dept_cd = u.dept_cd left join com_duty du on du.duty_cd = u.duty_cd where u.user_id = ${p.userId}`);
  await tx.insert(apprStep).values([
    { apprRequestNo: no, stepNo: 1, slotKind: 'DRAFT', approverUserId: p.userId, approverNm: p.userNm, deptNm: me?.dept_nm ?? null, dutyNm: me?.duty_nm ?? null, stepStatus: 'WAIT' },
    ...line.map((s, i) => ({
      apprRequestNo: no, stepNo: i + 2, slotKind: s.slotKind, approverUserId: s.approver.userId, approverNm: s.approver.userNm,
      deptNm: s.approver.deptNm, dutyNm: s.approver.dutyNm, stepStatus: s.slotKind === 'REFERENCE' ? 'REFERENCE' : 'WAIT',
    })),
  ]);
}

async function submitInTx(tx: DbOrTx, p: Principal, no: number, type: ApprovalType, d: { comment?: string | undefined; signature: string | null }) {
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no)).for('update');
  if (!req) throw notFound();
  // the summary is taken again at submit: a draft may have been saved before the record changed
  const rec = await type.getRecord(tx, req.recordKey);
  if (!rec) throw notFound(APPR_MESSAGES.recordNotFound);
  const now = new Date();
  await tx
    .update(apprStep)
    .set({ stepStatus: 'DRAFTED', decidedUserId: p.userId, decidedUserNm: p.userNm, decidedDt: now, comment: d.comment ?? null, signature: d.signature ?? p.signature })
    .where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepNo, 1)));
  const next = await firstWaitingStep(tx, no, 1);
  if (!next) throw badRequest([{ field: 'line', message: APPR_MESSAGES.noLine }], APPR_MESSAGES.noLine);
  await tx.update(apprStep).set({ stepStatus: 'PENDING' }).where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepNo, next.stepNo)));
  await tx
    .update(apprRequest)
    .set({ statusCd: 'PROGRESS', requestDt: now, currentStepNo: next.stepNo, title: rec.title.slice(0, 300), summary: rec.summary, version: sql`${apprRequest.version} + 1`, updateUserId: p.userId, updateDt: now })
    .where(eq(apprRequest.apprRequestNo, no));
  await type.onStatus(tx, req.recordKey, 'REQUESTED', { apprRequestNo: no, userId: p.userId });
  await notifyAppr(tx, [next.approverUserId], 'APPR_PENDING', no, `[결재요청] ${rec.title}`);
}

async function firstWaitingStep(tx: DbOrTx, no: number, after: number) {
  const rows = await tx
    .select({ stepNo: apprStep.stepNo, approverUserId: apprStep.approverUserId })
    .from(apprStep)
    .where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepStatus, 'WAIT'), sql`${apprStep.stepNo} > ${after}`))
    .orderBy(apprStep.stepNo)
    .limit(1);
  return rows[0] ?? null;
}

export async function submitDraft(tx: DbOrTx, p: Principal, no: number, d: { version: number; comment?: string | undefined; signature?: string | undefined }, ip: string | null) {
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no)).for('update');
  if (!req) throw notFound();
  if (req.requestUserId !== p.userId) throw outOfScope(WORKFLOW_MESSAGES.notYours);
  if (req.statusCd !== 'DRAFT') throw new AppError(409, APPR_MESSAGES.alreadyRequested, 'APPR_EXISTS');
  if (req.version !== d.version) throw conflict();
  const type = requireType(req.apprTypeCd);
  await submitInTx(tx, p, no, type, { comment: d.comment, signature: checkSignature(d.signature) });
  await writeAudit(tx, { userId: p.userId, action: 'SUBMIT', entity: 'apprRequest', entityKey: String(no), ip });
}

export async function deleteDraft(tx: DbOrTx, p: Principal, no: number, version: number, ip: string | null) {
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no)).for('update');
  if (!req) throw notFound();
  if (req.requestUserId !== p.userId) throw outOfScope(WORKFLOW_MESSAGES.notYours);
  if (req.statusCd !== 'DRAFT') throw new AppError(409, APPR_MESSAGES.alreadyRequested, 'APPR_EXISTS');
  if (req.version !== version) throw conflict();
  await tx.delete(apprRequest).where(eq(apprRequest.apprRequestNo, no));
  await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'apprRequest', entityKey: String(no), before: req, ip });
}

// ---------------------------------------------------------------- decide / recall

export type DecisionInput = { stepNo: number; decisionCd: 'APPROVE' | 'REJECT'; comment?: string | undefined; signature?: string | undefined };

/**
 * One decision. The request row is locked (FOR UPDATE) and the step is updated only while it is still
 * PENDING, so of two approvers (or an approver and a delegate) deciding at once exactly one wins; the
 * other gets 409.
 */
export async function decide(tx: DbOrTx, p: Principal, no: number, d: DecisionInput, ip: string | null) {
  const signatureIn = checkSignature(d.signature);
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no)).for('update');
  if (!req) throw notFound();
  // separation of duties: the requester never decides a step of their own request, also not as a delegate
  if (req.requestUserId === p.userId) throw new AppError(403, APPR_MESSAGES.requesterDecides, 'APPR_SELF_DECISION');
  const [step] = await tx.select().from(apprStep).where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepNo, d.stepNo)));
  const delegators = await activeDelegators(tx, p.userId);
  const mayAct = (uid: string) => uid === p.userId || delegators.includes(uid);
  if (!step || step.slotKind === 'DRAFT' || step.slotKind === 'REFERENCE' || !mayAct(step.approverUserId)) {
    if (!(await canRead(tx, p, no, req.requestUserId))) throw outOfScope();
    throw new AppError(403, APPR_MESSAGES.notYourTurn, 'APPR_NOT_YOUR_TURN');
  }
  if (req.statusCd !== 'PROGRESS' || step.stepStatus !== 'PENDING') throw new AppError(409, APPR_MESSAGES.alreadyDecided, 'APPR_DECIDED');
  const now = new Date();
  const status = d.decisionCd === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  const updated = await tx
    .update(apprStep)
    .set({ stepStatus: status, decidedUserId: p.userId, decidedUserNm: p.userNm, decidedDt: now, comment: d.comment ?? null, signature: signatureIn ?? p.signature })
    .where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepNo, d.stepNo), eq(apprStep.stepStatus, 'PENDING')))
    .returning({ stepNo: apprStep.stepNo });
  if (updated.length !== 1) throw new AppError(409, APPR_MESSAGES.alreadyDecided, 'APPR_DECIDED');
  const type = requireType(req.apprTypeCd);
  const ctx = { apprRequestNo: no, userId: p.userId };
  const base = { version: sql`${apprRequest.version} + 1`, updateUserId: p.userId, updateDt: now };
  if (d.decisionCd === 'REJECT') {
    await tx.update(apprStep).set({ stepStatus: 'CANCELED' }).where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepStatus, 'WAIT')));
    await tx.update(apprRequest).set({ ...base, statusCd: 'REJECT', currentStepNo: null, completeDt: now, rejectReason: d.comment ?? null }).where(eq(apprRequest.apprRequestNo, no));
    await type.onStatus(tx, req.recordKey, 'REJECTED', ctx);
    await notifyAppr(tx, [req.requestUserId], 'APPR_REJECT', no, `[반려] ${req.title}`);
  } else {
    const next = await firstWaitingStep(tx, no, d.stepNo);
    if (next) {
      await tx.update(apprStep).set({ stepStatus: 'PENDING' }).where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepNo, next.stepNo)));
      await tx.update(apprRequest).set({ ...base, currentStepNo: next.stepNo }).where(eq(apprRequest.apprRequestNo, no));
      await notifyAppr(tx, [next.approverUserId], 'APPR_PENDING', no, `[결재요청] ${req.title}`);
    } else {
      await tx.update(apprRequest).set({ ...base, statusCd: 'COMPLETE', currentStepNo: null, completeDt: now }).where(eq(apprRequest.apprRequestNo, no));
      await type.onStatus(tx, req.recordKey, 'APPROVED', ctx);
      await notifyAppr(tx, [req.requestUserId], 'APPR_COMPLETE', no, `[결재완료] ${req.title}`);
      const refs = await tx.select({ u: apprStep.approverUserId }).from(apprStep).where(and(eq(apprStep.apprRequestNo, no), eq(apprStep.stepStatus, 'REFERENCE')));
      await notifyAppr(tx, refs.map((r) => r.u), 'APPR_REFERENCE', no, `[참조] ${req.title}`);
    }
  }
  await writeAudit(tx, {
    userId: p.userId, action: d.decisionCd, entity: 'apprRequest', entityKey: String(no),
    after: { stepNo: d.stepNo, comment: d.comment, onBehalfOf: step.approverUserId !== p.userId ? step.approverUserId : undefined }, ip,
  });
}

/** 회수: the requester takes the request back while nobody has approved yet */
export async function recall(tx: DbOrTx, p: Principal, no: number, version: number, ip: string | null) {
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no)).for('update');
  if (!req) throw notFound();
  if (req.requestUserId !== p.userId) throw outOfScope(WORKFLOW_MESSAGES.notYours);
  if (req.statusCd !== 'PROGRESS') throw new AppError(409, APPR_MESSAGES.notRecallable, 'APPR_NOT_RECALLABLE');
  if (req.version !== version) throw conflict();
  const decided = await tx.select({ n: apprStep.stepNo }).from(apprStep).where(and(eq(apprStep.apprRequestNo, no), sql`${apprStep.stepNo} > 1`, eq(apprStep.stepStatus, 'APPROVED'))).limit(1);
  if (decided.length) throw new AppError(409, APPR_MESSAGES.recallAfterApproval, 'APPR_NOT_RECALLABLE');
  const now = new Date();
  await tx.update(apprStep).set({ stepStatus: 'CANCELED' }).where(and(eq(apprStep.apprRequestNo, no), sql`${apprStep.stepStatus} in ('WAIT', 'PENDING')`));
  await tx.update(apprRequest).set({ statusCd: 'RECALL', currentStepNo: null, version: sql`${apprRequest.version} + 1`, updateUserId: p.userId, updateDt: now }).where(eq(apprRequest.apprRequestNo, no));
  await requireType(req.apprTypeCd).onStatus(tx, req.recordKey, 'RECALLED', { apprRequestNo: no, userId: p.userId });
  await writeAudit(tx, { userId: p.userId, action: 'RECALL', entity: 'apprRequest', entityKey: String(no), ip });
}

// ---------------------------------------------------------------- read

/** the requester, everyone on the line, an active delegate of someone on the line, administrators */
export async function canRead(tx: DbOrTx, p: Principal, no: number, requestUserId: string): Promise<boolean> {
  if (p.isAdmin || requestUserId === p.userId) return true;
  const delegators = await activeDelegators(tx, p.userId);
  const ids = [p.userId, ...delegators];
  const rows = await queryRows<{ n: number }>(tx, sql`
    select 1 as n from com_appr_step where appr_request_no = ${no}
       and (approver_user_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) or decided_user_id = ${p.userId}) limit 1`);
  return rows.length > 0;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function getRequest(tx: DbOrTx, p: Principal, no: number): Promise<TApprRequest> {
  const [req] = await tx.select().from(apprRequest).where(eq(apprRequest.apprRequestNo, no));
  if (!req) throw notFound();
  if (!(await canRead(tx, p, no, req.requestUserId))) throw outOfScope();
  const steps = await tx.select().from(apprStep).where(eq(apprStep.apprRequestNo, no)).orderBy(apprStep.stepNo);
  const [u] = await queryRows<{ user_nm: string }>(tx, sql`select user_nm from com_user where user_id = ${req.requestUserId}`);
  const [nextReq] = await tx.select({ n: apprRequest.apprRequestNo }).from(apprRequest).where(eq(apprRequest.prevApprRequestNo, no)).limit(1);
  const delegators = await activeDelegators(tx, p.userId);
  const pending = steps.find((s) => s.stepStatus === 'PENDING');
  const myPending = req.statusCd === 'PROGRESS' && pending && req.requestUserId !== p.userId && (pending.approverUserId === p.userId || delegators.includes(pending.approverUserId)) ? pending.stepNo : null;
  const type = getApprovalType(req.apprTypeCd);
  return {
    apprRequestNo: req.apprRequestNo,
    apprTypeCd: req.apprTypeCd,
    apprTypeNm: type?.titleKo ?? req.apprTypeCd,
    recordKey: req.recordKey,
    title: req.title,
    summary: req.summary,
    plantCd: req.plantCd,
    deptCd: req.deptCd,
    statusCd: req.statusCd as TApprRequest['statusCd'],
    requestUserId: req.requestUserId,
    requestUserNm: u?.user_nm ?? null,
    requestDt: iso(req.requestDt),
    completeDt: iso(req.completeDt),
    rejectReason: req.rejectReason,
    prevApprRequestNo: req.prevApprRequestNo,
    nextApprRequestNo: nextReq?.n ?? null,
    currentStepNo: req.currentStepNo,
    version: req.version,
    steps: steps.map(
      (s): TApprStep => ({
        stepNo: s.stepNo, slotKind: s.slotKind as TApprStep['slotKind'], approverUserId: s.approverUserId, approverNm: s.approverNm, deptNm: s.deptNm,
        dutyNm: s.dutyNm, stepStatus: s.stepStatus as TApprStep['stepStatus'], decidedUserId: s.decidedUserId, decidedUserNm: s.decidedUserNm,
        decidedDt: iso(s.decidedDt), comment: s.comment, signature: s.signature,
      }),
    ),
    myPendingStepNo: myPending ?? null,
    canRecall: req.requestUserId === p.userId && req.statusCd === 'PROGRESS' && !steps.some((s) => s.stepNo > 1 && s.stepStatus === 'APPROVED'),
  };
}
