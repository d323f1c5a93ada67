import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDaysYmd, addMonthsYmd, EDU_CODE_GROUPS, eduPeriod, ymdIn, type TEduHalf } from '@jikim/shared';
import { queryRows, type Db } from '../../db/client.js';
import { notify } from '../notify/notify.service.js';
import { eduReminder } from './education.tables.js';
import { eduLedger } from './ledger.service.js';

export const EDU_REMIND_JOB = 'edu-ledger-remind';
export type TEduRemindResult = { periodCd: string | null; stage: string | null; workers: number; managers: number };

/**
 * The stage due on a day: M1 from one month before the half-year's last day, W1 from one week before (through the
 * last day). Running daily, a worker still short gets each stage once (saf_edu_reminder), so a missed day catches up.
 */
export function remindStage(today: string): { year: number; half: TEduHalf; stage: 'M1' | 'W1' } | null {
  const year = Number(today.slice(0, 4));
  const half: TEduHalf = today.slice(5, 7) <= '06' ? 'H1' : 'H2';
  const end = eduPeriod(year, half).toYmd;
  if (today >= addDaysYmd(end, -7)) return { year, half, stage: 'W1' };
  if (today >= addMonthsYmd(end, -1)) return { year, half, stage: 'M1' };
  return null;
}

/** remind every worker still short of hours, and each department's 관리감독자 with the count of their people short */
export async function remindShortfalls(db: Db, now: Date, timeZone: string): Promise<TEduRemindResult> {
  const today = ymdIn(now, timeZone);
  const st = remindStage(today);
  if (!st) return { periodCd: null, stage: null, workers: 0, managers: 0 };
  const periodCd = `${st.year}${st.half}`;
  const halfNm = st.half === 'H1' ? '상반기' : '하반기';
  const plants = await queryRows<{ plant_cd: string }>(db, sql`select code as plant_cd from com_code_master where code_group_cd = 'COM_PLANT_CD' and use_yn = 'Y'`);
  let workers = 0;
  let managers = 0;
  for (const { plant_cd: plantCd } of plants) {
    const rows = (await eduLedger(db, { plantCd, year: st.year, half: st.half, scopeDeptCd: null })).filter((x) => x.shortfallHours > 0);
    const byUser = new Map<string, typeof rows>();
    for (const x of rows) byUser.set(x.userId, [...(byUser.get(x.userId) ?? []), x]);
    const byDept = new Map<string, Set<string>>();
    for (const x of rows) if (x.deptCd) byDept.set(x.deptCd, (byDept.get(x.deptCd) ?? new Set()).add(x.userId));
    await db.transaction(async (tx) => {
      for (const [userId, list] of byUser) {
        const sent = await tx.insert(eduReminder).values({ userId, periodCd, stage: st.stage }).onConflictDoNothing().returning({ u: eduReminder.userId });
        if (sent.length === 0) continue;
        const short = list.reduce((a, x) => a + x.shortfallHours, 0);
        await notify(tx, {
          userIds: [userId], kind: 'EDU_SHORTFALL',
          title: `${st.year}년 ${halfNm} 안전보건교육 ${short}시간이 부족합니다.`,
          body: `${eduPeriod(st.year, st.half).toYmd}까지 이수하세요.`, link: { route: '/education/eduMy', key: '' },
        });
        workers += 1;
      }
      for (const [deptCd, users] of byDept) {
        const heads = await queryRows<{ user_id: string }>(tx, sql`
          select u.user_id from com_user u where u.dept_cd = ${deptCd} and u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_type = 'U'
             and u.duty_cd in (select code from com_code_master where code_group_cd = ${EDU_CODE_GROUPS.supervisorDuty} and use_yn = 'Y')`);
        for (const h of heads) {
          const sent = await tx.insert(eduReminder).values({ userId: h.user_id, periodCd, stage: `${st.stage}M` }).onConflictDoNothing().returning({ u: eduReminder.userId });
          if (sent.length === 0) continue;
          await notify(tx, {
            userIds: [h.user_id], kind: 'EDU_SHORTFALL',
            title: `부서원 ${users.size}명의 ${st.year}년 ${halfNm} 안전보건교육 시간이 부족합니다.`,
            body: `${eduPeriod(st.year, st.half).toYmd}까지 이수하도록 안내하세요.`, link: { route: '/education/eduLedger', key: '' },
          });
          managers += 1;
        }
      }
    });
  }
  return { periodCd, stage: st.stage, workers, managers };
}

export function registerEduReminders(app: FastifyInstance): void {
  app.jobs.schedule(EDU_REMIND_JOB, '0 9 * * *', async ({ now }) => remindShortfalls(app.db, now, app.config.plantTimeZone ?? 'Asia/Seoul'));
}
