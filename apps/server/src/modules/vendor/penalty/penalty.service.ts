import { sql } from 'drizzle-orm';
import { VND_PENALTY_KIND_GROUP, VND_PENALTY_MESSAGES, VND_PENALTY_THRESHOLD_GROUP } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { badRequest } from '../../../lib/errors.js';
import { notify } from '../../notify/notify.service.js';
import { vendorPenaltyMark } from './penalty.tables.js';

/** the points of a kind (attr1 of its VND_PENALTY_KIND code), or 400 for an unknown kind */
export async function kindPoints(tx: DbOrTx, kindCd: string): Promise<number> {
  const [k] = await queryRows<{ attr1: string | null }>(tx, sql`
    select attr1 from com_code_master where code_group_cd = ${VND_PENALTY_KIND_GROUP} and code = ${kindCd} and use_yn = 'Y'`);
  if (!k) throw badRequest([{ field: 'penaltyKindCd', message: VND_PENALTY_MESSAGES.unknownKind }], VND_PENALTY_MESSAGES.unknownKind);
  const n = Number(k.attr1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** the vendor's points in a calendar year */
export async function yearTotal(tx: DbOrTx, vendorCd: string, year: number): Promise<number> {
  const [r] = await queryRows<{ n: number | null }>(tx, sql`
    select coalesce(sum(points), 0)::int as n from vnd_penalty
     where vendor_cd = ${vendorCd} and violation_ymd >= ${`${year}-01-01`}::date and violation_ymd <= ${`${year}-12-31`}::date`);
  return Number(r?.n ?? 0);
}

/** thresholds as data (VND_PENALTY_THRESHOLD: code WARN / SUSPEND, attr1 = points), lowest first */
export async function thresholds(tx: DbOrTx): Promise<{ code: string; points: number }[]> {
  const rows = await queryRows<{ code: string; attr1: string | null }>(tx, sql`
    select code, attr1 from com_code_master where code_group_cd = ${VND_PENALTY_THRESHOLD_GROUP} and use_yn = 'Y'`);
  return rows.map((r) => ({ code: r.code, points: Number(r.attr1) })).filter((r) => Number.isInteger(r.points) && r.points > 0).sort((a, b) => a.points - b.points);
}

/** the vendor's users and the users of its supervising departments (at any plant of its contracts) */
async function recipients(tx: DbOrTx, vendorCd: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u
     where u.use_yn = 'Y' and u.retire_yn = 'N'
       and ((u.user_type = 'V' and u.vendor_cd = ${vendorCd})
         or (u.user_type = 'U' and u.dept_cd in (select supervise_dept_cd from vnd_vendor_plant where vendor_cd = ${vendorCd} and supervise_dept_cd is not null)))
     order by u.user_id`);
  return rows.map((r) => r.user_id);
}

/**
 * After a penalty is written: the vendor's yearly total against the thresholds. Each threshold crossed in a year is
 * marked once (vnd_penalty_mark), so it notifies once per year and threshold. WARN (and every threshold) notifies
 * the vendor's users and the supervising department; SUSPEND also sets com_vendor.status_cd = 'SUSPENDED' (audited),
 * which refuses new entry requests. All in the penalty's transaction.
 */
export async function applyThresholds(tx: DbOrTx, vendorCd: string, violationYmd: string, userId: string): Promise<string[]> {
  const year = Number(violationYmd.slice(0, 4));
  const total = await yearTotal(tx, vendorCd, year);
  const crossed: string[] = [];
  for (const t of await thresholds(tx)) {
    if (total < t.points) continue;
    const ins = await tx.insert(vendorPenaltyMark).values({ vendorCd, year, thresholdCd: t.code, points: total }).onConflictDoNothing().returning({ c: vendorPenaltyMark.thresholdCd });
    if (ins.length === 0) continue;
    crossed.push(t.code);
    const [v] = await queryRows<{ vendor_nm: string; status_cd: string | null }>(tx, sql`select vendor_nm, status_cd from com_vendor where vendor_cd = ${vendorCd} for update`);
    if (!v) continue;
    if (t.code === 'SUSPEND' && v.status_cd !== 'SUSPENDED') {
      await tx.execute(sql`update com_vendor set status_cd = 'SUSPENDED', update_user_id = ${userId}, update_dt = now() where vendor_cd = ${vendorCd}`);
      await writeAudit(tx, {
        userId, action: 'UPDATE', entity: 'vendor', entityKey: vendorCd, ip: null,
        before: { statusCd: v.status_cd }, after: { statusCd: 'SUSPENDED', reason: `벌점 ${total}점 (${year}년, 정지 기준 ${t.points}점)` },
      });
    }
    const what = t.code === 'SUSPEND' ? '거래정지' : '경고';
    await notify(tx, {
      userIds: await recipients(tx, vendorCd), kind: 'VND_PENALTY_WARN',
      title: `[협력업체 벌점 ${what}] ${v.vendor_nm} ${year}년 누적 ${total}점`,
      body: `${year}년 누적 벌점이 ${what} 기준(${t.points}점)에 도달했습니다.`,
      link: { route: '/vendor/vendorPenalty', key: vendorCd },
    });
  }
  return crossed;
}
