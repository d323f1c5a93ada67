import { sql } from 'drizzle-orm';
import { addDaysYmd, cycleCodeOf, daysBetween, ENV_CODE_GROUPS, nextDueYmd, type TEnvMedia } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';

export type TDueRow = {
  outletNo: number; outletCd: string; outletNm: string; classCd: string; cycleCd: string; cycleNm: string | null; managerUserId: string;
  lastMeasureYmd: string | null; nextDueYmd: string; overdueYn: 'Y' | 'N'; dueDays: number;
};

/**
 * The measurement due list of a plant's outlets in use: the cycle by the outlet's class (code data ENV_MEASURE_CYCLE,
 * DOMAIN.md), the next due = the last measurement plus the cycle (an outlet never measured: its start date), overdue when
 * that day has passed. One statement: outlets with their last measurement (index env_measure_outlet_idx).
 */
export async function measurementDue(db: DbOrTx, media: TEnvMedia, plantCd: string, today: string): Promise<TDueRow[]> {
  const rows = await queryRows<{
    outlet_no: number; outlet_cd: string; outlet_nm: string; class_cd: string; tms_yn: string; special_yn: string; start_ymd: string; manager_user_id: string; last_ymd: string | null;
  }>(db, sql`
    select o.outlet_no, o.outlet_cd, o.outlet_nm, o.class_cd, o.tms_yn, o.special_yn, o.start_ymd::text as start_ymd, o.manager_user_id,
           (select max(m.measure_ymd)::text from env_measure m where m.outlet_no = o.outlet_no) as last_ymd
      from env_outlet o
     where o.media_cd = ${media} and o.plant_cd = ${plantCd} and o.use_yn = 'Y'
     order by o.outlet_cd, o.outlet_no`);
  const cycles = await queryRows<{ code: string; code_nm: string; attr1: string | null; attr2: string | null }>(db,
    sql`select code, code_nm, attr1, attr2 from com_code_master where code_group_cd = ${ENV_CODE_GROUPS.cycle} and use_yn = 'Y'`);
  const byCode = new Map(cycles.map((c) => [c.code, c]));
  return rows.map((o) => {
    const cycleCd = cycleCodeOf(media, o.class_cd, { tmsYn: o.tms_yn, specialYn: o.special_yn });
    const c = byCode.get(cycleCd);
    const amount = Number(c?.attr1 ?? 1) || 1;
    const next = o.last_ymd ? nextDueYmd(o.last_ymd, { amount, unit: c?.attr2 === 'D' ? 'D' : 'M' }) : o.start_ymd;
    return {
      outletNo: o.outlet_no, outletCd: o.outlet_cd, outletNm: o.outlet_nm, classCd: o.class_cd, cycleCd, cycleNm: c?.code_nm ?? null, managerUserId: o.manager_user_id,
      lastMeasureYmd: o.last_ymd, nextDueYmd: next, overdueYn: next < today ? 'Y' : 'N', dueDays: daysBetween(today, next),
    };
  });
}

/** one outlet's values of a pollutant over a period, with the limit each was compared with (a trend against the limit) */
export async function measurementTrend(db: DbOrTx, outletNo: number, pollutantCd: string, fromYmd: string, toYmd: string) {
  const rows = await queryRows<{ measure_no: number; measure_ymd: string; value: number; limit_value: number | null; min_value: number | null; unit_cd: string | null; exceed_yn: string }>(db, sql`
    select m.measure_no, m.measure_ymd::text as measure_ymd, v.value, v.limit_value, v.min_value, v.unit_cd, v.exceed_yn
      from env_measure m join env_measure_value v on v.measure_no = m.measure_no and v.pollutant_cd = ${pollutantCd}
     where m.outlet_no = ${outletNo} and m.measure_ymd between ${fromYmd} and ${toYmd}
     order by m.measure_ymd, m.measure_no`);
  return rows.map((r) => ({
    measureNo: r.measure_no, measureYmd: r.measure_ymd, value: Number(r.value), limitValue: r.limit_value === null ? null : Number(r.limit_value),
    minValue: r.min_value === null ? null : Number(r.min_value), unitCd: r.unit_cd, exceedYn: r.exceed_yn as 'Y' | 'N',
  }));
}

/** the days of a month `YYYY-MM`, in order */
export function monthDays(ym: string): string[] {
  const out: string[] = [];
  for (let d = `${ym}-01`; d.startsWith(ym); d = addDaysYmd(d, 1)) out.push(d);
  return out;
}

/**
 * A month of a plant's operation logs: each facility in use with the status of its log per day (null: none). A day after
 * today, before the facility's installation or before it was registered does not count as missing.
 */
export async function logMonth(db: DbOrTx, media: TEnvMedia, plantCd: string, ym: string, today: string) {
  const days = monthDays(ym);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const facilities = await queryRows<{ facility_no: number; facility_nm: string; facility_type_cd: string; since: string }>(db, sql`
    select facility_no, facility_nm, facility_type_cd, coalesce(install_ymd, create_dt::date)::text as since
      from env_facility where media_cd = ${media} and plant_cd = ${plantCd} and use_yn = 'Y' order by facility_nm, facility_no`);
  const logs = await queryRows<{ facility_no: number; log_ymd: string; status_cd: string; log_no: number }>(db, sql`
    select facility_no, log_ymd::text as log_ymd, status_cd, log_no from env_log
     where media_cd = ${media} and plant_cd = ${plantCd} and log_ymd between ${from} and ${to}`);
  const byKey = new Map(logs.map((l) => [`${l.facility_no}|${l.log_ymd}`, l]));
  let missing = 0;
  const list = facilities.map((f) => {
    const cells = days.map((d) => {
      const l = byKey.get(`${f.facility_no}|${d}`);
      if (l) return { logNo: l.log_no, statusCd: l.status_cd };
      const counts = d <= today && d >= f.since;
      if (counts) missing += 1;
      return { logNo: null, statusCd: counts ? 'MISSING' : null };
    });
    return { facilityNo: f.facility_no, facilityNm: f.facility_nm, facilityTypeCd: f.facility_type_cd, cells };
  });
  return { ym, days, list, missingCount: missing };
}

/** the landing card of a medium: this month's exceedances, measurements due within 7 days or overdue, yesterday's missing logs */
export async function envPortlet(db: DbOrTx, media: TEnvMedia, plantCd: string, today: string) {
  const monthFrom = `${today.slice(0, 7)}-01`;
  const exceed = await queryRows<{ measure_no: number; measure_ymd: string; outlet_nm: string; action_no: number | null }>(db, sql`
    select m.measure_no, m.measure_ymd::text as measure_ymd, o.outlet_nm, m.action_no
      from env_measure m join env_outlet o on o.outlet_no = m.outlet_no
     where m.media_cd = ${media} and m.plant_cd = ${plantCd} and m.exceed_yn = 'Y' and m.measure_ymd >= ${monthFrom}
     order by m.measure_ymd desc, m.measure_no desc limit 20`);
  const due = (await measurementDue(db, media, plantCd, today)).filter((d) => d.dueDays <= 7).sort((a, b) => a.nextDueYmd.localeCompare(b.nextDueYmd));
  const yesterday = addDaysYmd(today, -1);
  const [miss] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from env_facility f
     where f.media_cd = ${media} and f.plant_cd = ${plantCd} and f.use_yn = 'Y' and coalesce(f.install_ymd, f.create_dt::date) <= ${yesterday}
       and not exists (select 1 from env_log l where l.facility_no = f.facility_no and l.log_ymd = ${yesterday})`);
  return {
    plantCd, today,
    exceedCount: exceed.length,
    exceedances: exceed.slice(0, 5).map((e) => ({ measureNo: e.measure_no, measureYmd: e.measure_ymd, outletNm: e.outlet_nm, actionNo: e.action_no })),
    overdueCount: due.filter((d) => d.overdueYn === 'Y').length,
    dueSoonCount: due.filter((d) => d.overdueYn === 'N').length,
    due: due.slice(0, 5).map((d) => ({ outletNo: d.outletNo, outletNm: d.outletNm, nextDueYmd: d.nextDueYmd, overdueYn: d.overdueYn })),
    missingLogYmd: yesterday,
    missingLogCount: Number(miss?.n ?? 0),
  };
}
