import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import { CHM_MESSAGES } from '@jikim/shared';
import type { Db } from '../../db/client.js';
import { notify } from '../notify/notify.service.js';
import { CHM_NOTICE_KINDS } from './chm.service.js';
import { chmProd, chmSdsAlert } from './chm.tables.js';

export const SDS_DUE_JOB = 'chm-sds-due';
export const SDS_DUE_CRON = '20 7 * * *';

/**
 * Products whose SDS review date (revision date + the plant's review period, code data) has come: the owner and the
 * registrant are told once per product and revision date (chm_sds_alert, same transaction). A renewal moves the date.
 */
export async function alertSdsDue(db: Db, today: string): Promise<{ today: string; sent: number }> {
  const due = await db.select({ no: chmProd.chemProdNo, nm: chmProd.prodNm, rev: chmProd.sdsRevYmd, owner: chmProd.ownerUserId, creator: chmProd.createUserId }).from(chmProd)
    .where(and(isNotNull(chmProd.sdsDueYmd), lte(chmProd.sdsDueYmd, today), isNotNull(chmProd.sdsRevYmd),
      sql`not exists (select 1 from chm_sds_alert a where a.chem_prod_no = ${chmProd.chemProdNo} and a.sds_rev_ymd = ${chmProd.sdsRevYmd})`))
    .orderBy(asc(chmProd.chemProdNo)).limit(1000);
  let sent = 0;
  for (const p of due) {
    await db.transaction(async (tx) => {
      const ins = await tx.insert(chmSdsAlert).values({ chemProdNo: p.no, sdsRevYmd: p.rev! }).onConflictDoNothing().returning({ n: chmSdsAlert.chemProdNo });
      if (!ins.length) return;
      await notify(tx, {
        userIds: [...new Set([p.owner, p.creator].filter((x): x is string => !!x))], kind: CHM_NOTICE_KINDS.sdsDue,
        title: CHM_MESSAGES.sdsDue(p.nm, p.rev!), body: '공급사에서 최신 MSDS를 받아 개정(갱신)하세요.', link: { route: '/chm/chemProd', key: String(p.no) },
      });
      sent += 1;
    });
  }
  return { today, sent };
}
