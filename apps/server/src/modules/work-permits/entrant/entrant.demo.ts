import { sql } from 'drizzle-orm';
import { ymdIn } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';

/** the demo's entrants: roster workers named on today's demonstration permits (name + phone are the login) */
export const ENTRANT_DEMO = [
  { plantCd: '1000', vendorCd: 'V0001', workerNm: '홍길동', phoneNo: '010-1234-5678', workNm: '[시연] 출입자 안전교육용 작업허가 — 보일러동 보온재 교체', areaCd: 'E_BOILER', kindCd: 'GENERAL' },
  { plantCd: '2000', vendorCd: 'V0003', workerNm: '최가스', phoneNo: '010-2345-6789', workNm: '[시연] 가스기지 작업자 안전교육용 작업허가 — 기화기 주변 배관 도장', areaCd: 'G_VAPORIZER', kindCd: 'GENERAL' },
] as const;

/**
 * Entrant demo (issue 17 item 5): two roster workers and, for each, a permit issued for the plant's current day
 * (00:00–24:00 plant time), so that /mobile/entrantLogin and /mobile/gworkSafetyEdu can be tried with
 * 홍길동 / 010-1234-5678 and 최가스 / 010-2345-6789 and the permit number shown in the permit list. Idempotent: the
 * workers and permits are found by name; a permit of an earlier day is moved to today when the demo is seeded again
 * (every start with SEED_DEMO). The full permit demo (a year of permits) belongs to the permits module.
 */
export async function seedEntrantDemo(db: Db, now = new Date(), timeZone = 'Asia/Seoul'): Promise<void> {
  const today = ymdIn(now, timeZone);
  for (const d of ENTRANT_DEMO) {
    let [w] = await queryRows<{ worker_no: number }>(db, sql`select worker_no from vnd_worker where worker_nm = ${d.workerNm} and phone_no = ${d.phoneNo} and plant_cd = ${d.plantCd}`);
    w ??= (await queryRows<{ worker_no: number }>(db, sql`
      insert into vnd_worker (vendor_cd, plant_cd, worker_nm, phone_no, job_nm, create_user_id, update_user_id)
      values (${d.vendorCd}, ${d.plantCd}, ${d.workerNm}, ${d.phoneNo}, '배관공', 'system', 'system') returning worker_no`))[0]!;
    const start = sql`(${today}::date::timestamp at time zone ${timeZone})`;
    // the whole plant day (00:00–23:59), so that the demo login works whenever it is tried
    const end = sql`((${today}::date + time '23:59')::timestamp at time zone ${timeZone})`;
    const [p] = await queryRows<{ permit_no: number }>(db, sql`select permit_no from saf_wkod_permit where work_nm = ${d.workNm}`);
    if (p) {
      const moved = await queryRows<{ permit_no: number }>(db, sql`update saf_wkod_permit set work_ymd = ${today}, start_dt = ${start}, end_dt = ${end}, status_cd = 'ISSUED'
        where permit_no = ${p.permit_no} and work_ymd < ${today} returning permit_no`);
      if (moved.length) await queryRows(db, sql`update saf_wkod_permit_window set start_dt = ${start}, end_dt = ${end} where permit_no = ${p.permit_no} and seq = 1`);
      continue;
    }
    const dept = d.plantCd === '1000' ? 'D1410' : 'D2210';
    const [n] = await queryRows<{ permit_no: number }>(db, sql`
      insert into saf_wkod_permit (plant_cd, vendor_cd, status_cd, kind_cd, work_nm, work_ymd, start_dt, end_dt, start_tm, end_tm, area_cd, request_dept_cd, supervise_dept_cd, create_user_id, update_user_id)
      values (${d.plantCd}, ${d.vendorCd}, 'ISSUED', ${d.kindCd}, ${d.workNm}, ${today}, ${start}, ${end}, '00:00', '23:59', ${d.areaCd}, ${dept}, ${dept}, 'system', 'system') returning permit_no`);
    await queryRows(db, sql`insert into saf_wkod_permit_window (permit_no, seq, start_dt, end_dt, create_user_id) values (${n!.permit_no}, 1, ${start}, ${end}, 'system')`);
    await queryRows(db, sql`insert into saf_wkod_permit_worker (permit_no, worker_no, vendor_cd, role_cd) values (${n!.permit_no}, ${w.worker_no}, ${d.vendorCd}, 'WORKER')`);
  }
}
