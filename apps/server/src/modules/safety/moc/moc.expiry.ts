import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { notify } from '../../notify/notify.service.js';
import { safMoc, safMocAlert } from './moc.tables.js';

export const MOC_EXPIRY_JOB = 'saf-moc-expiry';
export const MOC_EXPIRY_CRON = '40 7 * * *';
/** days before a temporary change expires that its requester is told (a site rule, not law) */
export const MOC_EXPIRY_NOTICE_DAYS = 14;

/**
 * Temporary changes still in force (not rejected) that expire within MOC_EXPIRY_NOTICE_DAYS (or already expired):
 * the requester and the department heads are told once per change and expiry date (saf_moc_alert, same transaction).
 */
export async function alertMocExpiry(db: Db, today: string): Promise<{ today: string; sent: number }> {
  const due = await db.select().from(safMoc)
    .where(and(eq(safMoc.mocTypeCd, 'TEMPORARY'), inArray(safMoc.statusCd, ['REVIEW', 'APPROVAL', 'IMPLEMENTATION', 'PSSR', 'COMPLETED']),
      sql`${safMoc.expiryYmd} <= ${addDaysYmd(today, MOC_EXPIRY_NOTICE_DAYS)}`,
      sql`not exists (select 1 from saf_moc_alert a where a.moc_no = ${safMoc.mocNo} and a.expiry_ymd = ${safMoc.expiryYmd})`))
    .orderBy(asc(safMoc.mocNo)).limit(1000);
  let sent = 0;
  for (const m of due) {
    await db.transaction(async (tx) => {
      const ins = await tx.insert(safMocAlert).values({ mocNo: m.mocNo, expiryYmd: m.expiryYmd! }).onConflictDoNothing().returning({ n: safMocAlert.mocNo });
      if (ins.length === 0) return;
      const heads = await queryRows<{ user_id: string }>(tx, sql`
        select user_id from com_user where dept_cd = ${m.deptCd} and use_yn = 'Y' and retire_yn = 'N' and duty_cd in ('DUT03', 'DUT04')`);
      await notify(tx, {
        userIds: [...new Set([m.createUserId, ...heads.map((h) => h.user_id)].filter((x): x is string => !!x))], kind: 'SAF_MOC_EXPIRY',
        title: `[임시 변경 만료 ${m.expiryYmd! < today ? '경과' : '예정'}] ${m.mocTitle} (${m.expiryYmd})`,
        body: '만료 전에 원상복구하거나 영구 변경으로 전환하세요.', link: { route: '/saf/moc', key: String(m.mocNo) },
      });
      sent += 1;
    });
  }
  return { today, sent };
}
