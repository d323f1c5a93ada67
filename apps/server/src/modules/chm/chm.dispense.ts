import { eq, sql } from 'drizzle-orm';
import { CHM_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { plantToday } from '../../lib/plant-time.js';
import type { WorkflowContext } from '../../lib/workflow/workflow.service.js';
import { postMovement } from './chm.service.js';
import { chmDispense } from './chm.tables.js';

type Row = Record<string, unknown>;

/**
 * 시약 불출 rules (definition: packages/shared/src/chm/dispense.resource.ts). The storage's manager issues: the server
 * names them on the request (never the client); a request is changed or withdrawn only while it waits for its leader.
 */
export async function dispenseBeforeWrite(ctx: { tx: DbOrTx; op: 'create' | 'update' | 'delete'; values: Row; before: Row | null }): Promise<void> {
  // the status lock (editable while REQUESTED) is the workflow's `editableStatuses`
  if (ctx.op === 'delete') return;
  const storageNo = ctx.values.storageNo ?? ctx.before?.storageNo;
  if (storageNo === undefined || storageNo === null) return;
  const [s] = await queryRows<{ manager_user_id: string | null }>(ctx.tx, sql`select manager_user_id from chm_storage where storage_no = ${Number(storageNo)}`);
  if (!s) return; // the reference check answers an unknown storage
  if (!s.manager_user_id) throw badRequest([{ field: 'storageNo', message: CHM_MESSAGES.dispenseNoIssuer }], CHM_MESSAGES.dispenseNoIssuer);
  ctx.values.issuerUserId = s.manager_user_id;
}

/** ISSUED: the 출고 booked in the in/out ledger (stock checked under the plant's lock), linked on the request */
export async function issueDispense(ctx: WorkflowContext): Promise<void> {
  const r = ctx.record;
  // issued by a person only (the storage's manager): the approvals framework never takes this step
  if (!ctx.scope) throw new AppError(409, CHM_MESSAGES.dispenseNoIssuer);
  const [dept] = await queryRows<{ dept_nm: string | null }>(ctx.tx, sql`select dept_nm from com_dept where dept_cd = ${String(r.deptCd)}`);
  const today = plantToday();
  const out = await postMovement(ctx.tx, { userId: ctx.actorUserId, ip: ctx.ip }, ctx.scope, {
    plantCd: String(r.plantCd), storageNo: Number(r.storageNo), chemProdNo: Number(r.chemProdNo), inoutTypeCd: 'OUT', qty: Number(r.qty),
    unitCd: r.unitCd as 'KG' | 'L', inoutYmd: today, remark: `불출 요청 ${String(ctx.key)}번 (${dept?.dept_nm ?? String(r.deptCd)}): ${String(r.purpose)}`.slice(0, 500),
  });
  await ctx.tx.update(chmDispense).set({ issuedYmd: today, inoutNo: out.inoutNo }).where(eq(chmDispense.dispenseNo, Number(ctx.key)));
}

/** RECEIVED: the requester's confirmation date */
export async function receiveDispense(ctx: WorkflowContext): Promise<void> {
  await ctx.tx.update(chmDispense).set({ receivedYmd: plantToday() }).where(eq(chmDispense.dispenseNo, Number(ctx.key)));
}
