import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { apprRequest, apprStep } from './approvals.tables.js';

/**
 * A hand-drawn-looking signature for demo rows (an SVG data URL: a stroke whose shape follows the name), so the demo's
 * printed 결재란 and signature boxes show a mark instead of an empty or 1×1 image.
 */
export function demoSignature(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const pts: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = 12 + i * 24;
    const y = 30 + ((h >> (i * 3)) & 7) * 6 - (i % 2 ? 14 : 0);
    pts.push(`${i === 0 ? 'M' : 'Q'}${i === 0 ? '' : `${x - 12},${y + (i % 2 ? 18 : -18)} `}${x},${y}`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="100" viewBox="0 0 240 100"><path d="${pts.join(' ')}" fill="none" stroke="#1d39c4" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type TDemoApproval = {
  apprTypeCd: string;
  recordKey: string | number;
  plantCd: string;
  deptCd?: string | null;
  vendorCd?: string | null;
  title: string;
  summary?: string[];
  /** the drafter (step 1) */
  requestUserId: string;
  /** 결재 steps in order, each approving */
  approverUserIds: string[];
  /** when it was drafted; each approver decides a day later than the one before */
  requestDt: Date;
};

/**
 * The approvals behind demo records shown as 결재완료: per record a completed request with the drafter's and every
 * approver's step decided (names, departments and duties snapshotted as a real request does, a signature, a date), so
 * the record's detail and its printed 결재란 read as they would after the real flow. Written in one statement per table
 * (the demo has hundreds of approved checks). Unknown users are skipped; a record left without an approver gets none.
 */
export async function seedDemoApprovals(tx: DbOrTx, list: TDemoApproval[]): Promise<void> {
  const ids = [...new Set(list.flatMap((a) => [a.requestUserId, ...a.approverUserIds]))];
  if (ids.length === 0) return;
  const people = new Map((await queryRows<{ user_id: string; user_nm: string; dept_nm: string | null; duty_nm: string | null; signature: string | null }>(tx, sql`
    select u.user_id, u.user_nm, d.dept_nm, du.duty_nm, u.signature from com_user u left join com_dept d on d.dept_cd = u.dept_cd
      left join com_duty du on du.duty_cd = u.duty_cd where u.user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((p) => [p.user_id, p]));
  const day = 86_400_000;
  const lines = list.map((a) => ({ a, line: [a.requestUserId, ...a.approverUserIds.filter((id) => id !== a.requestUserId)].map((id) => people.get(id)).filter((p) => p !== undefined) }))
    .filter((x) => x.line[0]?.user_id === x.a.requestUserId && x.line.length >= 2);
  if (lines.length === 0) return;
  const rows = await tx.insert(apprRequest).values(lines.map(({ a, line }) => {
    const completeDt = new Date(a.requestDt.getTime() + (line.length - 1) * day);
    return {
      apprTypeCd: a.apprTypeCd, recordKey: String(a.recordKey), plantCd: a.plantCd, deptCd: a.deptCd ?? null, vendorCd: a.vendorCd ?? null,
      title: a.title.slice(0, 300), summary: a.summary ?? [], statusCd: 'COMPLETE', requestUserId: a.requestUserId, requestDt: a.requestDt,
      currentStepNo: null, completeDt, createUserId: a.requestUserId, updateUserId: line[line.length - 1]!.user_id, createDt: a.requestDt, updateDt: completeDt,
    };
  })).returning({ no: apprRequest.apprRequestNo });
  await tx.insert(apprStep).values(lines.flatMap(({ a, line }, k) => line.map((p, i) => ({
    apprRequestNo: rows[k]!.no, stepNo: i + 1, slotKind: i === 0 ? 'DRAFT' : 'APPROVE', approverUserId: p.user_id, approverNm: p.user_nm, deptNm: p.dept_nm, dutyNm: p.duty_nm,
    stepStatus: i === 0 ? 'DRAFTED' : 'APPROVED', decidedUserId: p.user_id, decidedUserNm: p.user_nm, decidedDt: new Date(a.requestDt.getTime() + i * day),
    signature: p.signature ?? demoSignature(p.user_nm),
  }))));
}

/** one record's approval (`seedDemoApprovals` of one) */
export const seedDemoApproval = (tx: DbOrTx, a: TDemoApproval) => seedDemoApprovals(tx, [a]);

/** the team leader (duty DUT03) of a department, else of its nearest parent: the usual approver of a demo line */
export async function demoDeptHead(tx: DbOrTx, deptCd: string | null | undefined): Promise<string | null> {
  if (!deptCd) return null;
  const [row] = await queryRows<{ user_id: string }>(tx, sql`
    with recursive up(dept_cd, pdept_cd, depth) as (
      select dept_cd, pdept_cd, 0 from com_dept where dept_cd = ${deptCd}
      union all select d.dept_cd, d.pdept_cd, up.depth + 1 from com_dept d join up on d.dept_cd = up.pdept_cd where up.depth < 6)
    select u.user_id from up join com_user u on u.dept_cd = up.dept_cd and u.duty_cd = 'DUT03' and u.user_type = 'U'
     order by up.depth, u.user_id limit 1`);
  return row?.user_id ?? null;
}
