import type { SQL } from 'drizzle-orm';
import { addMonthsYmd, rsaDueState, sortRsaDueRows, type TRsaDueRow } from '@jikim/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { plantTimeZone, plantToday } from '../../lib/plant-time.js';
import { notify } from '../notify/notify.service.js';
import { rsaDueRaw, rsaDuePlants, rsaDueRecipients, rsaDueSettings } from './due.repository.js';
import { rsaDueAlert } from './rsa.tables.js';

export const RSA_DUE_JOB = 'rsa-due-remind';
export const RSA_DUE_CRON = '20 8 * * *';
/** the web page of the due list: the plan menu, its 정기 평가 tab (the list ignores a key that is not a plan number) */
export const RSA_DUE_LINK = { route: '/rsa/rsaPlan', key: 'due' } as const;

/** the due list of a plant on `today` (the plant's calendar day), overdue first, due soon next */
export async function rsaDueList(db: DbOrTx, q: { plantCd: string; today: string; deptLimit: SQL | null; deptCd?: string }): Promise<TRsaDueRow[]> {
  const s = await rsaDueSettings(db);
  const raw = await rsaDueRaw(db, { ...q, since: addMonthsYmd(q.today, -s.continuousMonths), timeZone: plantTimeZone() });
  return sortRsaDueRows(raw.map((r) => {
    const st = rsaDueState({ completedYmd: r.completed_ymd, continuous: r.continuous_plan_no != null }, q.today, s);
    return {
      plantCd: q.plantCd, deptCd: r.dept_cd, deptNm: r.dept_nm, status: st.status, lastPlanNo: r.plan_no, lastPlanTitle: r.plan_title, lastKindCd: r.kind_cd,
      completedYmd: r.completed_ymd, dueYmd: st.dueYmd, daysLeft: st.daysLeft, continuousPlanNo: r.continuous_plan_no,
    };
  }));
}

export type TRsaDueRemindResult = { today: string; dueSoon: number; overdue: number };

/**
 * The daily reminder: a department that is due soon or overdue is announced to the plant's 안전관리자 and the
 * department's team leader once per stage and due date (rsa_due_alert, written in the notification's transaction).
 * A department first seen overdue gets the overdue notice only; 상시-exempt and never-assessed departments are not reminded.
 */
export async function remindRsaDue(db: Db, now: Date): Promise<TRsaDueRemindResult> {
  const today = plantToday(now);
  const out: TRsaDueRemindResult = { today, dueSoon: 0, overdue: 0 };
  for (const plantCd of await rsaDuePlants(db)) {
    const rows = (await rsaDueList(db, { plantCd, today, deptLimit: null })).filter((r) => r.status === 'DUE_SOON' || r.status === 'OVERDUE');
    for (const r of rows) {
      await db.transaction(async (tx) => {
        const ins = await tx.insert(rsaDueAlert).values({ plantCd, deptCd: r.deptCd, dueYmd: r.dueYmd!, stageCd: r.status }).onConflictDoNothing().returning({ d: rsaDueAlert.deptCd });
        if (ins.length === 0) return;
        const overdue = r.status === 'OVERDUE';
        await notify(tx, {
          userIds: await rsaDueRecipients(tx, plantCd, r.deptCd), kind: 'RSA_DUE',
          title: `[정기 위험성평가 ${overdue ? '기한 경과' : '시기 도래'}] ${r.deptNm ?? r.deptCd} — 기한 ${r.dueYmd!}`,
          body: `최근 평가: ${r.lastPlanTitle ?? '-'} (${r.completedYmd ?? '-'} 완료). ${overdue ? '정기 위험성평가 기한이 지났습니다.' : `${String(r.daysLeft)}일 안에 정기 위험성평가를 실시하세요.`} (사업장 위험성평가에 관한 지침 제15조)`,
          link: RSA_DUE_LINK,
        });
        if (overdue) out.overdue += 1;
        else out.dueSoon += 1;
      });
    }
  }
  return out;
}
