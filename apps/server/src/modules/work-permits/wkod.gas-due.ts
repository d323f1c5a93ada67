import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { notify } from '../notify/notify.service.js';
import { gasIntervalMin, permitKinds, safetyTeamOf } from './wkod.service.js';

export const WKOD_GAS_DUE_JOB = 'saf-wkod-gas-due';
export const WKOD_GAS_DUE_CRON = '*/10 * * * *';

/**
 * Issued / active hot-work and confined-space permits whose next gas reading is overdue (last reading + interval
 * before `now`): the requester, the supervisor and the plant's safety team are told once per permit and last reading
 * (a WKOD_GAS_DUE notification newer than that reading is the mark).
 */
export async function alertGasDue(db: Db, now: Date): Promise<{ sent: number }> {
  const rows = await queryRows<{ permit_no: number; plant_cd: string; kind_cd: string; work_nm: string; gas_interval_min: number | null; create_user_id: string | null; supervisor_user_id: string | null; last: Date }>(db, sql`
    select p.permit_no, p.plant_cd, p.kind_cd, p.work_nm, p.gas_interval_min, p.create_user_id, p.supervisor_user_id, r.last
      from saf_wkod_permit p
      join lateral (select max(measured_dt) as last from saf_wkod_gas_reading g where g.permit_no = p.permit_no) r on r.last is not null
     where p.status_cd in ('ISSUED', 'ACTIVE') and p.end_dt > ${now.toISOString()}::timestamptz
       and (p.kind_cd in ('HOT', 'CONFINED') or exists (select 1 from saf_wkod_permit_kind k where k.permit_no = p.permit_no and k.kind_cd in ('HOT', 'CONFINED')))
       and not exists (select 1 from com_notification n where n.kind_cd = 'WKOD_GAS_DUE' and n.link_key = p.permit_no::text and n.create_dt > r.last)
     order by p.permit_no limit 500`);
  let sent = 0;
  for (const p of rows) {
    const kinds = await permitKinds(db, Number(p.permit_no), p.kind_cd);
    const interval = await gasIntervalMin(db, { gasIntervalMin: p.gas_interval_min }, kinds);
    const due = new Date(new Date(p.last).getTime() + interval * 60_000);
    if (due.getTime() > now.getTime()) continue;
    await db.transaction(async (tx) => {
      const to = [p.create_user_id, p.supervisor_user_id, ...(await safetyTeamOf(tx, p.plant_cd))].filter((x): x is string => !!x);
      await notify(tx, {
        userIds: to, kind: 'WKOD_GAS_DUE', title: `[가스 측정 시기 경과] 작업허가 ${p.permit_no} ${p.work_nm}`,
        body: `측정 주기 ${interval}분이 지났습니다. 다시 측정하세요.`, link: { route: '/saf/wkodPermit', key: String(p.permit_no) },
      });
      sent += 1;
    });
  }
  return { sent };
}
