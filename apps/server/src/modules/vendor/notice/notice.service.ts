import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VND_NOTICE_MESSAGES, VND_NOTICE_REMIND_DAYS, type TVendorNoticeReceipt, ymdIn, addDaysYmd } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { notify } from '../../notify/notify.service.js';
import { vendorNotice } from './notice.tables.js';

/** the daily unread reminder: its queue name and time (09:00 plant time) */
export const VND_NOTICE_REMIND_JOB = 'vnd-notice-remind';
export const VND_NOTICE_REMIND_CRON = '0 9 * * *';
/** the setting (code group VND_SETTING, code NOTICE_REMIND_DAYS, attr1 = days) */
export const VND_SETTING_GROUP = 'VND_SETTING';
/** a notice older than remind days + this is no longer reminded (the first run after installing does not flood) */
const REMIND_WINDOW_DAYS = 14;
const LINK_ROUTE = '/vendor/vendorNotice';

/**
 * A vendor reaches a notice addressed to it, or one to ALL vendors of a plant the vendor works at (com_vendor.plant_cd
 * or a contract plant in vnd_vendor_plant), from its posting date on. Used as the binding's `vendorReach` (lists, by-key reads,
 * attachments).
 */
export function noticeReach(vendorCd: string, today: string): SQL {
  // a notice posted for a later day is not out yet: its vendors see it from its posting date (plant time)
  return sql`${vendorNotice.postYmd} <= ${today} and (exists (select 1 from vnd_notice_target t where t.notice_no = ${vendorNotice.noticeNo} and t.vendor_cd = ${vendorCd})
    or (${vendorNotice.targetCd} = 'ALL' and ${vendorNotice.plantCd} in (
      select v.plant_cd from com_vendor v where v.vendor_cd = ${vendorCd} and v.plant_cd is not null
      union select vp.plant_cd from vnd_vendor_plant vp where vp.vendor_cd = ${vendorCd})))`;
}

/** the vendors a notice is addressed to (SQL over `n`, an alias of vnd_notice) */
const targetVendors = (n: SQL) => sql`(
  select t.vendor_cd from vnd_notice_target t where t.notice_no = ${n}.notice_no and ${n}.target_cd = 'SELECTED'
  union
  select v.vendor_cd from com_vendor v where ${n}.target_cd = 'ALL' and v.plant_cd = ${n}.plant_cd and coalesce(v.use_yn, 'Y') = 'Y'
  union
  select vp.vendor_cd from vnd_vendor_plant vp where ${n}.target_cd = 'ALL' and vp.plant_cd = ${n}.plant_cd)`;

/** SELECTED needs at least one vendor (on create; on update when the rows are sent); the same vendor twice is refused */
export function checkTargets(values: Record<string, unknown>, body: Record<string, unknown>, before: Record<string, unknown> | null): void {
  const rows = body.targets as { vendorCd?: string | null }[] | undefined;
  const target = values.targetCd ?? before?.targetCd;
  if (target === 'SELECTED' && (rows ? rows.length === 0 : !before)) throw badRequest([{ field: 'targets', message: VND_NOTICE_MESSAGES.targetsRequired }], VND_NOTICE_MESSAGES.targetsRequired);
  if (target === 'ALL' && rows) rows.length = 0; // ALL keeps no target rows
}

/** the first opening by a vendor user is their receipt (once per user; later openings change nothing) */
export async function recordReceipt(db: DbOrTx, noticeNo: number, userId: string, vendorCd: string): Promise<void> {
  await queryRows(db, sql`insert into vnd_notice_read (notice_no, user_id, vendor_cd) values (${noticeNo}, ${userId}, ${vendorCd}) on conflict do nothing`);
}

/** per target vendor: its active vendor users, who read it and when (read first), and who has not */
export async function receiptsOf(db: DbOrTx, noticeNo: number): Promise<TVendorNoticeReceipt[]> {
  const rows = await queryRows<{ vendor_cd: string; vendor_nm: string | null; user_id: string | null; user_nm: string | null; read_dt: Date | null }>(db, sql`
    select tv.vendor_cd, v.vendor_nm, u.user_id, u.user_nm, r.read_dt
      from vnd_notice n
      cross join lateral ${targetVendors(sql`n`)} tv
      left join com_vendor v on v.vendor_cd = tv.vendor_cd
      left join com_user u on u.vendor_cd = tv.vendor_cd and u.user_type = 'V' and u.use_yn = 'Y'
      left join vnd_notice_read r on r.notice_no = n.notice_no and r.user_id = u.user_id
     where n.notice_no = ${noticeNo}
     order by tv.vendor_cd, r.read_dt nulls last, u.user_id`);
  const out = new Map<string, TVendorNoticeReceipt>();
  for (const r of rows) {
    const g = out.get(r.vendor_cd) ?? { vendorCd: r.vendor_cd, vendorNm: r.vendor_nm, users: [], readCount: 0, userCount: 0 };
    out.set(r.vendor_cd, g);
    if (!r.user_id) continue;
    g.users.push({ userId: r.user_id, userNm: r.user_nm, readDt: r.read_dt ? new Date(r.read_dt).toISOString() : null });
    g.userCount += 1;
    if (r.read_dt) g.readCount += 1;
  }
  return [...out.values()];
}

/** N of the reminder: the setting VND_SETTING / NOTICE_REMIND_DAYS (attr1), else VND_NOTICE_REMIND_DAYS */
export async function remindDays(db: DbOrTx): Promise<number> {
  const [r] = await queryRows<{ d: string | null }>(db, sql`
    select attr1 as d from com_code_master where code_group_cd = ${VND_SETTING_GROUP} and code = 'NOTICE_REMIND_DAYS' and use_yn = 'Y'`);
  const n = Number(r?.d);
  return Number.isInteger(n) && n >= 1 && n <= 60 ? n : VND_NOTICE_REMIND_DAYS;
}


export type TNoticeRemindResult = { today: string; days: number; sent: number };

/**
 * The daily job: vendor users of a target vendor who have not opened a notice N days after its posting date get one
 * notification (VND_NOTICE_UNREAD); vnd_notice_reminder, written in the same transaction, keeps it to once per
 * notice and user.
 */
export async function runNoticeReminders(app: FastifyInstance, now: Date): Promise<TNoticeRemindResult> {
  const today = ymdIn(now, app.config.plantTimeZone ?? 'Asia/Seoul');
  const days = await remindDays(app.db);
  const due = addDaysYmd(today, -days);
  const oldest = addDaysYmd(due, -REMIND_WINDOW_DAYS);
  const sent = await app.db.transaction(async (tx) => {
    const rows = await queryRows<{ notice_no: number; title: string; user_id: string }>(tx, sql`
      insert into vnd_notice_reminder (notice_no, user_id, sent_dt)
      select n.notice_no, u.user_id, ${now}
        from vnd_notice n
        cross join lateral ${targetVendors(sql`n`)} tv
        join com_user u on u.vendor_cd = tv.vendor_cd and u.user_type = 'V' and u.use_yn = 'Y'
       where n.post_ymd <= ${due} and n.post_ymd >= ${oldest}
         and not exists (select 1 from vnd_notice_read r where r.notice_no = n.notice_no and r.user_id = u.user_id)
      on conflict do nothing
      returning notice_no, (select title from vnd_notice x where x.notice_no = vnd_notice_reminder.notice_no) as title, user_id`);
    const byNotice = new Map<number, { title: string; users: string[] }>();
    for (const r of rows) {
      const g = byNotice.get(r.notice_no) ?? { title: r.title, users: [] };
      g.users.push(r.user_id);
      byNotice.set(r.notice_no, g);
    }
    for (const [no, g] of byNotice) {
      await notify(tx, { userIds: g.users, kind: 'VND_NOTICE_UNREAD', title: `[협력업체 공지] 미열람: ${g.title}`, body: `게시 후 ${days}일이 지났습니다. 공지를 확인하세요.`, link: { route: LINK_ROUTE, key: String(no) } });
    }
    return rows.length;
  });
  if (app.hasDecorator('notifications')) await app.notifications.flush();
  return { today, days, sent };
}
