import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VND_CODE_GROUPS, VND_LICENCE_NOTICE_DAYS, VND_MENUS, ymdIn, addDaysYmd, daysBetween } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { notify } from '../../notify/notify.service.js';

export const VND_LICENCE_EXPIRY_JOB = 'vnd-licence-expiry';
/** every morning at 07:30 plant time */
export const VND_LICENCE_EXPIRY_CRON = '30 7 * * *';
const LINK_ROUTE = '/vendor/vendorWorker';


type TDueLicence = {
  licence_no: number; expiry_ymd: string; worker_no: number; worker_nm: string; vendor_cd: string; vendor_nm: string | null;
  plant_cd: string; licence_nm: string | null;
};

/**
 * Who hears of a licence: the vendor's active accounts, and in the supervising department of the vendor's contract
 * at the worker's plant (vnd_vendor_plant.supervise_dept_cd) the active users holding write on VND_WORKER.
 */
async function recipients(tx: DbOrTx, l: TDueLicence): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u
     where u.vendor_cd = ${l.vendor_cd} and u.user_type = 'V' and u.use_yn = 'Y' and u.retire_yn = 'N'
    union
    select u.user_id from com_user u
     where u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_type = 'U'
       and u.dept_cd in (select vp.supervise_dept_cd from vnd_vendor_plant vp where vp.vendor_cd = ${l.vendor_cd} and vp.plant_cd = ${l.plant_cd})
       and (exists (select 1 from com_user_auth_grp ug join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
                      join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
                     where ug.user_id = u.user_id and gm.menu_id = ${VND_MENUS.workers} and gm.access_yn = 'Y' and gm.write_yn = 'Y')
         or exists (select 1 from com_user_menu um where um.user_id = u.user_id and um.menu_id = ${VND_MENUS.workers} and um.access_yn = 'Y' and um.write_yn = 'Y'))
     order by 1`);
  return rows.map((r) => r.user_id);
}

export type TLicenceExpiryResult = { today: string; due: number; sent: number };

/**
 * Licences of active workers expiring within VND_LICENCE_NOTICE_DAYS of "today" (plant date of the queue's clock)
 * and not yet reported for that expiry date: one notification each, recorded in vnd_licence_reminder in the same
 * transaction (a renewed licence with a new expiry date is reported again when its turn comes).
 */
export async function runLicenceExpiry(app: FastifyInstance, now: Date): Promise<TLicenceExpiryResult> {
  const today = ymdIn(now, app.config.plantTimeZone ?? 'Asia/Seoul');
  const until = addDaysYmd(today, VND_LICENCE_NOTICE_DAYS);
  const due = await queryRows<TDueLicence>(app.db, sql`
    select l.licence_no, l.expiry_ymd::text as expiry_ymd, w.worker_no, w.worker_nm, w.vendor_cd, v.vendor_nm, w.plant_cd,
           (select cm.code_nm from com_code_master cm where cm.code_group_cd = ${VND_CODE_GROUPS.licenceKind} and cm.code = l.licence_kind_cd) as licence_nm
      from vnd_worker_licence l
      join vnd_worker w on w.worker_no = l.worker_no and w.use_yn = 'Y'
      left join com_vendor v on v.vendor_cd = w.vendor_cd
     where l.expiry_ymd >= ${today} and l.expiry_ymd <= ${until}
       and not exists (select 1 from vnd_licence_reminder r where r.licence_no = l.licence_no and r.expiry_ymd = l.expiry_ymd)
     order by l.expiry_ymd, l.licence_no`);
  let sent = 0;
  for (const l of due) {
    await app.db.transaction(async (tx) => {
      const ins = await queryRows(tx, sql`
        insert into vnd_licence_reminder (licence_no, expiry_ymd, sent_dt) values (${l.licence_no}, ${l.expiry_ymd}, ${now.toISOString()}::timestamptz)
        on conflict do nothing returning licence_no`);
      if (ins.length === 0) return; // another run took it
      const days = daysBetween(today, l.expiry_ymd);
      await notify(tx, {
        userIds: await recipients(tx, l), kind: 'VND_LICENCE_EXPIRY',
        title: `[자격 만료 예정] ${l.vendor_nm ?? l.vendor_cd} ${l.worker_nm} - ${l.licence_nm ?? '자격'} (${l.expiry_ymd}, D-${days})`,
        body: `${l.vendor_nm ?? l.vendor_cd} 소속 ${l.worker_nm}의 ${l.licence_nm ?? '자격'}이(가) ${l.expiry_ymd}에 만료됩니다. 갱신 후 근로자 명부의 자격 정보를 수정하세요.`,
        link: { route: LINK_ROUTE, key: String(l.worker_no) },
      });
      sent += 1;
    });
  }
  // a job is outside a request: send the e-mail of what was committed now
  if (app.hasDecorator('notifications')) await app.notifications.flush();
  return { today, due: due.length, sent };
}

export function registerLicenceExpiry(app: FastifyInstance): void {
  app.jobs.schedule(VND_LICENCE_EXPIRY_JOB, VND_LICENCE_EXPIRY_CRON, ({ now }) => runLicenceExpiry(app, now), { retryLimit: 2, retryDelay: 300 });
}
