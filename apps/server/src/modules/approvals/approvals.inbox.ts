import { sql, type SQL } from 'drizzle-orm';
import type { TApprInboxBox, TApprInboxRow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { scopeWhere, type DataScope } from '../../lib/scope.js';
import type { Principal } from '../auth/principal.js';
import { getApprovalType } from './approval-types.js';
import { activeDelegators } from './approvals.service.js';

export type InboxQuery = { box: TApprInboxBox; fromYmd?: string | undefined; toYmd?: string | undefined; page: number; limit: number; apprTypeCd?: string | undefined };

type Row = {
  appr_request_no: number; appr_type_cd: string; record_key: string; title: string; status_cd: string; request_user_id: string;
  request_user_nm: string | null; request_dept_nm: string | null; request_dt: string | Date | null; step_no: number | null; slot_kind: string | null;
  step_status: string | null; approver_user_id: string | null; decided_dt: string | Date | null; total: string | number;
};

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
const inList = (ids: string[]) => sql.join(ids.map((i) => sql`${i}`), sql`, `);

/** request_dt between the dates (Korean calendar days) */
function dateRange(q: { fromYmd?: string | undefined; toYmd?: string | undefined }, col: SQL): SQL[] {
  const out: SQL[] = [];
  if (q.fromYmd) out.push(sql`${col} >= (${q.fromYmd}::date)::timestamp at time zone 'Asia/Seoul'`);
  if (q.toYmd) out.push(sql`${col} < (${q.toYmd}::date + 1)::timestamp at time zone 'Asia/Seoul'`);
  return out;
}

/** the WHERE of a box, over com_appr_request r and com_appr_step s (s may be unused) */
async function boxWhere(tx: DbOrTx, p: Principal, q: Pick<InboxQuery, 'box' | 'fromYmd' | 'toYmd' | 'apprTypeCd'>): Promise<{ join: SQL; where: SQL }> {
  const parts: SQL[] = [];
  let join = sql`left join com_appr_step s on false`;
  switch (q.box) {
    case 'pending': {
      const ids = [p.userId, ...(await activeDelegators(tx, p.userId))];
      join = sql`join com_appr_step s on s.appr_request_no = r.appr_request_no and s.step_status = 'PENDING'`;
      // the requester's own request is never theirs to decide (not even as a delegate), so it is not pending for them
      parts.push(sql`s.approver_user_id in (${inList(ids)})`, sql`r.status_cd = 'PROGRESS'`, sql`r.request_user_id <> ${p.userId}`);
      break;
    }
    case 'processed':
      join = sql`join com_appr_step s on s.appr_request_no = r.appr_request_no and s.step_no > 1 and s.step_status in ('APPROVED', 'REJECTED')`;
      parts.push(sql`s.decided_user_id = ${p.userId}`);
      break;
    case 'reference':
      join = sql`join com_appr_step s on s.appr_request_no = r.appr_request_no and s.step_status = 'REFERENCE'`;
      parts.push(sql`s.approver_user_id = ${p.userId}`, sql`r.status_cd in ('PROGRESS', 'COMPLETE')`);
      break;
    case 'rejected':
      parts.push(sql`r.request_user_id = ${p.userId}`, sql`r.status_cd = 'REJECT'`);
      break;
    case 'mine':
      parts.push(sql`r.request_user_id = ${p.userId}`);
      break;
  }
  if (q.apprTypeCd) parts.push(sql`r.appr_type_cd = ${q.apprTypeCd}`);
  parts.push(...dateRange(q, sql`coalesce(r.request_dt, r.create_dt)`));
  return { join, where: sql.join(parts, sql` and `) };
}

function toRow(r: Row, p: Principal): TApprInboxRow {
  return {
    apprRequestNo: r.appr_request_no,
    apprTypeCd: r.appr_type_cd,
    apprTypeNm: getApprovalType(r.appr_type_cd)?.titleKo ?? r.appr_type_cd,
    recordKey: r.record_key,
    title: r.title,
    statusCd: r.status_cd as TApprInboxRow['statusCd'],
    requestUserId: r.request_user_id,
    requestUserNm: r.request_user_nm,
    requestDeptNm: r.request_dept_nm,
    requestDt: iso(r.request_dt),
    stepNo: r.step_no,
    slotKind: r.slot_kind as TApprInboxRow['slotKind'],
    stepStatus: r.step_status as TApprInboxRow['stepStatus'],
    approverUserId: r.approver_user_id,
    decidedDt: iso(r.decided_dt),
    delegatedYn: r.approver_user_id && r.step_status === 'PENDING' && r.approver_user_id !== p.userId ? 'Y' : 'N',
  };
}

const SELECT = sql`r.appr_request_no, r.appr_type_cd, r.record_key, r.title, r.status_cd, r.request_user_id, u.user_nm as request_user_nm,
  d.dept_nm as request_dept_nm, r.request_dt, s.step_no, s.slot_kind, s.step_status, s.approver_user_id, s.decided_dt, count(*) over () as total`;

export async function findInbox(tx: DbOrTx, p: Principal, q: InboxQuery) {
  const { join, where } = await boxWhere(tx, p, q);
  const rows = await queryRows<Row>(tx, sql`
    select ${SELECT}
      from com_appr_request r ${join}
      left join com_user u on u.user_id = r.request_user_id
      left join com_dept d on d.dept_cd = u.dept_cd
     where ${where}
     order by coalesce(s.decided_dt, r.request_dt, r.create_dt) desc, r.appr_request_no desc
     limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return { list: rows.map((r) => toRow(r, p)), totalCount: Number(rows[0]?.total ?? 0), page: q.page, limit: q.limit };
}

/** pending count for the shell's badge */
export async function countPending(tx: DbOrTx, p: Principal, q: { fromYmd?: string | undefined; toYmd?: string | undefined }): Promise<number> {
  const { join, where } = await boxWhere(tx, p, { box: 'pending', ...q });
  const rows = await queryRows<{ n: string | number }>(tx, sql`select count(*) as n from com_appr_request r ${join} where ${where}`);
  return Number(rows[0]?.n ?? 0);
}

/** 전체 결재현황: every request in the caller's data scope */
export async function findAll(tx: DbOrTx, p: Principal, scope: DataScope, q: { statusCd?: string | undefined; apprTypeCd?: string | undefined; fromYmd?: string | undefined; toYmd?: string | undefined; page: number; limit: number }) {
  const parts: SQL[] = [sql`r.status_cd <> 'DRAFT'`];
  const sw = scopeWhere(scope, { plant: sql`r.plant_cd`, dept: sql`r.dept_cd`, vendor: sql`r.vendor_cd` });
  if (sw) parts.push(sw);
  if (q.statusCd) parts.push(sql`r.status_cd = ${q.statusCd}`);
  if (q.apprTypeCd) parts.push(sql`r.appr_type_cd = ${q.apprTypeCd}`);
  parts.push(...dateRange(q, sql`r.request_dt`));
  const rows = await queryRows<Row>(tx, sql`
    select ${SELECT}
      from com_appr_request r
      left join com_appr_step s on s.appr_request_no = r.appr_request_no and s.step_no = r.current_step_no
      left join com_user u on u.user_id = r.request_user_id
      left join com_dept d on d.dept_cd = u.dept_cd
     where ${sql.join(parts, sql` and `)}
     order by r.request_dt desc nulls last, r.appr_request_no desc
     limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return { list: rows.map((r) => toRow(r, p)), totalCount: Number(rows[0]?.total ?? 0), page: q.page, limit: q.limit };
}
