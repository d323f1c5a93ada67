import { sql } from 'drizzle-orm';
import {
  addMonthsYmd, SAF_WKOD_DEFAULTS, SAF_WKOD_GAS_KINDS, SAF_WKOD_GASES, SAF_WKOD_GROUPS as G, SAF_WKOD_MESSAGES as M, SAF_WKOD_SAFETY_DUTIES, SAF_WKOD_SETTINGS,
  type TWkodConflict, type TWkodGas,
} from '@jikim/shared';
import { inParallel, queryRows, type DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { latestSiteEducation } from '../education/vendor-completion.service.js';
import { siteEducationMonths } from '../vendor/entry/entry.service.js';

type Row = Record<string, unknown>;

// the plant's wall-clock day + HH:MM as an instant: shared with education's attendance window (lib/plant-time.ts)
export { zonedInstant } from '../../lib/plant-time.js';

/** a numeric setting of SAF_WKOD_SETTING (attr1), or the default */
export async function wkodSetting(tx: DbOrTx, code: string, fallback: number): Promise<number> {
  const [r] = await queryRows<{ v: string | null }>(tx, sql`select attr1 as v from com_code_master where code_group_cd = ${G.setting} and code = ${code} and use_yn = 'Y'`);
  const n = Number(r?.v);
  return r?.v != null && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** main + supplementary kinds of a saved permit */
export async function permitKinds(tx: DbOrTx, permitNo: number, mainKind: string): Promise<string[]> {
  const rows = await queryRows<{ kind_cd: string }>(tx, sql`select kind_cd from saf_wkod_permit_kind where permit_no = ${permitNo}`);
  return [...new Set([mainKind, ...rows.map((r) => r.kind_cd)])];
}
export const needsGas = (kinds: string[]): boolean => kinds.some((k) => (SAF_WKOD_GAS_KINDS as readonly string[]).includes(k));

/** minutes between readings: the permit's own, else the shortest setting of its gas kinds */
export async function gasIntervalMin(tx: DbOrTx, permit: Row, kinds: string[]): Promise<number> {
  if (permit.gasIntervalMin != null) return Number(permit.gasIntervalMin);
  const mins = await inParallel(tx, kinds.filter((k) => (SAF_WKOD_GAS_KINDS as readonly string[]).includes(k))
    .map((k) => () => wkodSetting(tx, `${SAF_WKOD_SETTINGS.gasIntervalPrefix}${k}`, SAF_WKOD_DEFAULTS.gasIntervalMin)));
  return mins.length ? Math.min(...mins) : SAF_WKOD_DEFAULTS.gasIntervalMin;
}

export type TGasLimits = Partial<Record<TWkodGas, { min: number | null; max: number | null }>>;
export async function gasLimits(tx: DbOrTx): Promise<TGasLimits> {
  const rows = await queryRows<{ code: string; attr1: string | null; attr2: string | null }>(tx, sql`
    select code, attr1, attr2 from com_code_master where code_group_cd = ${G.gasLimit} and use_yn = 'Y'`);
  const num = (v: string | null) => (v == null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
  return Object.fromEntries(rows.map((r) => [r.code, { min: num(r.attr1), max: num(r.attr2) }]));
}
/** OK or OUT with the gases outside their limits (min inclusive, max exclusive) */
export function judgeGas(limits: TGasLimits, values: Partial<Record<TWkodGas, number | null | undefined>>): { resultCd: 'OK' | 'OUT'; outGases: string | null } {
  const out = SAF_WKOD_GASES.filter((g) => {
    const v = values[g];
    const l = limits[g];
    if (v == null || !l) return false;
    return (l.min != null && v < l.min) || (l.max != null && v >= l.max);
  });
  return { resultCd: out.length ? 'OUT' : 'OK', outGases: out.length ? out.join(',') : null };
}
/** the gases a reading must carry: O₂, LEL, H₂S, CO; CO₂ too when confined space is involved */
export const requiredGases = (kinds: string[]): TWkodGas[] => (kinds.includes('CONFINED') ? [...SAF_WKOD_GASES] : ['o2Pct', 'lelPct', 'h2sPpm', 'coPpm']);

export async function latestGas(tx: DbOrTx, permitNo: number): Promise<{ measured_dt: Date; result_cd: string } | null> {
  const [r] = await queryRows<{ measured_dt: Date; result_cd: string }>(tx, sql`
    select measured_dt, result_cd from saf_wkod_gas_reading where permit_no = ${permitNo} order by measured_dt desc, reading_no desc limit 1`);
  return r ? { ...r, measured_dt: new Date(r.measured_dt) } : null;
}

/** issue / resume check of the gas readings: null when fine, else the refusal's returnCode */
export async function gasRefusal(tx: DbOrTx, permit: Row, kinds: string[], now: Date): Promise<'GAS_READING_REQUIRED' | 'GAS_OUT_OF_LIMIT' | null> {
  if (!needsGas(kinds)) return null;
  const last = await latestGas(tx, Number(permit.permitNo));
  const interval = await gasIntervalMin(tx, permit, kinds);
  if (!last || now.getTime() - last.measured_dt.getTime() > interval * 60_000) return 'GAS_READING_REQUIRED';
  return last.result_cd === 'OK' ? null : 'GAS_OUT_OF_LIMIT';
}

export async function lotoCounts(tx: DbOrTx, permitNo: number): Promise<{ n: number; unverified: number; unreleased: number }> {
  const [r] = await queryRows<{ n: string; unverified: string; unreleased: string }>(tx, sql`
    select count(*) as n,
           count(*) filter (where isolated_dt is null or verified_dt is null or coalesce(zero_energy_yn, 'N') <> 'Y') as unverified,
           count(*) filter (where released_dt is null) as unreleased
      from saf_wkod_loto where permit_no = ${permitNo}`);
  return { n: Number(r?.n ?? 0), unverified: Number(r?.unverified ?? 0), unreleased: Number(r?.unreleased ?? 0) };
}

/**
 * SIMOPS: other ISSUED / ACTIVE / SUSPENDED permits of the plant whose window overlaps [start, end) and that are in the
 * same area, or within the configured distance on the same map, or whose kinds make a pair of SAF_WKOD_SIMOPS_PAIR.
 */
export async function simopsConflicts(tx: DbOrTx, permit: Row, kinds: string[], start: Date, end: Date): Promise<TWkodConflict[]> {
  const distance = await wkodSetting(tx, SAF_WKOD_SETTINGS.simopsDistance, SAF_WKOD_DEFAULTS.simopsDistanceM);
  const pairs = await queryRows<{ a: string; b: string }>(tx, sql`
    select attr1 as a, attr2 as b from com_code_master where code_group_cd = ${G.simopsPair} and use_yn = 'Y' and attr1 is not null and attr2 is not null`);
  const others = await queryRows<{ permit_no: number; area_cd: string; start_dt: Date; end_dt: Date; status_cd: string; kind_cd: string; map_no: number | null; map_x: number | null; map_y: number | null; kinds: string[] | null }>(tx, sql`
    select p.permit_no, p.area_cd, p.start_dt, p.end_dt, p.status_cd, p.kind_cd, p.map_no, p.map_x, p.map_y,
           (select array_agg(k.kind_cd) from saf_wkod_permit_kind k where k.permit_no = p.permit_no) as kinds
      from saf_wkod_permit p
     where p.plant_cd = ${String(permit.plantCd)} and p.permit_no <> ${Number(permit.permitNo)} and p.status_cd in ('ISSUED', 'ACTIVE', 'SUSPENDED')
       and p.start_dt < ${end.toISOString()}::timestamptz and p.end_dt > ${start.toISOString()}::timestamptz
     order by p.permit_no`);
  let scale: { w: number; h: number } | null = null;
  if (permit.mapNo != null && permit.mapX != null && permit.mapY != null) {
    const [m] = await queryRows<{ width_m: number | null; height_m: number | null }>(tx, sql`select width_m, height_m from saf_wkod_map where map_no = ${Number(permit.mapNo)}`);
    if (m?.width_m) scale = { w: Number(m.width_m), h: Number(m.height_m ?? m.width_m) };
  }
  const paired = (xs: string[], ys: string[]) => pairs.some((p) => (xs.includes(p.a) && ys.includes(p.b)) || (xs.includes(p.b) && ys.includes(p.a)));
  return others.filter((o) => {
    if (o.area_cd === permit.areaCd) return true;
    if (scale && o.map_no === Number(permit.mapNo) && o.map_x != null && o.map_y != null
      && Math.hypot((Number(o.map_x) - Number(permit.mapX)) * scale.w, (Number(o.map_y) - Number(permit.mapY)) * scale.h) <= distance) return true;
    return paired(kinds, [o.kind_cd, ...(o.kinds ?? [])]);
  }).map((o) => ({ permitNo: Number(o.permit_no), areaCd: o.area_cd, startDt: new Date(o.start_dt).toISOString(), endDt: new Date(o.end_dt).toISOString(), statusCd: o.status_cd }));
}

/** is the user the safety team of the plant (DUT06 of that plant)? */
export async function isSafetyTeam(tx: DbOrTx, userId: string, plantCd: string): Promise<boolean> {
  const r = await queryRows(tx, sql`select 1 from com_user where user_id = ${userId} and user_type = 'U' and plant_cd = ${plantCd}
    and duty_cd in (${sql.join(SAF_WKOD_SAFETY_DUTIES.map((d) => sql`${d}`), sql`, `)})`);
  return r.length > 0;
}
/** the supervising department: the named supervisor, a plant user of that department, or the plant's safety team */
export async function isSupervisor(tx: DbOrTx, userId: string, permit: Row): Promise<boolean> {
  if (permit.supervisorUserId === userId) return true;
  const r = await queryRows(tx, sql`select 1 from com_user where user_id = ${userId} and user_type = 'U' and dept_cd = ${String(permit.superviseDeptCd)}`);
  return r.length > 0 || isSafetyTeam(tx, userId, String(permit.plantCd));
}
export async function safetyTeamOf(tx: DbOrTx, plantCd: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where user_type = 'U' and use_yn = 'Y' and plant_cd = ${plantCd}
    and duty_cd in (${sql.join(SAF_WKOD_SAFETY_DUTIES.map((d) => sql`${d}`), sql`, `)}) order by user_id`);
  return rows.map((r) => r.user_id);
}

type TWorkerIn = { workerNo?: unknown; roleCd?: unknown };
/**
 * Why these workers may not work on the permit, or null: each must be on the project's roster, hold a valid site
 * safety education (the roster's date or a site course of modules/education within VND_SETTING/SITE_EDU_VALID_MONTHS
 * before the work day) and — as worker or leader — every licence the permit's kinds require (SAF_WKOD_KIND_LICENCE),
 * not expired on the work day. Reasons name the worker.
 */
export async function workerRefusal(tx: DbOrTx, permit: Row, kinds: string[], workers: TWorkerIn[]): Promise<string | null> {
  const nos = [...new Set(workers.map((w) => Number(w.workerNo)).filter((n) => Number.isInteger(n) && n > 0))];
  if (nos.length === 0) return null;
  const list = sql.join(nos.map((n) => sql`${n}`), sql`, `);
  const found = await queryRows<{ worker_no: number; worker_nm: string; safety_edu_ymd: string | null; on_roster: boolean }>(tx, sql`
    select w.worker_no, w.worker_nm, w.safety_edu_ymd::text as safety_edu_ymd,
           exists (select 1 from saf_wkod_project_worker pw where pw.project_no = ${permit.projectNo == null ? null : Number(permit.projectNo)} and pw.worker_no = w.worker_no) as on_roster
      from vnd_worker w where w.worker_no in (${list})`);
  const byNo = new Map(found.map((f) => [Number(f.worker_no), f]));
  const reasons: string[] = [];
  for (const n of nos) {
    const f = byNo.get(n);
    if (!f || !f.on_roster) reasons.push(M.notOnRoster(f?.worker_nm ?? `#${n}`));
  }
  if (reasons.length) return reasons.join(', ');
  const workYmd = String(permit.workYmd);
  const since = addMonthsYmd(workYmd, -(await siteEducationMonths(tx)));
  const site = await latestSiteEducation(tx, nos, since);
  for (const n of nos) {
    const f = byNo.get(n)!;
    if (!(f.safety_edu_ymd && f.safety_edu_ymd >= since) && !site.has(n)) reasons.push(M.noEducation(f.worker_nm));
  }
  const needs = await queryRows<{ kind: string; licence: string; licence_nm: string | null }>(tx, sql`
    select r.attr1 as kind, r.attr2 as licence, c.code_nm as licence_nm from com_code_master r
      left join com_code_master c on c.code_group_cd = 'VND_LICENCE_KIND' and c.code = r.attr2
     where r.code_group_cd = ${G.kindLicence} and r.use_yn = 'Y' and r.attr2 is not null`);
  const required = needs.filter((x) => kinds.includes(x.kind));
  if (required.length) {
    const held = await queryRows<{ worker_no: number; kind: string }>(tx, sql`
      select worker_no, licence_kind_cd as kind from vnd_worker_licence where worker_no in (${list}) and (expiry_ymd is null or expiry_ymd >= ${workYmd}::date)`);
    const has = new Set(held.map((h) => `${h.worker_no}:${h.kind}`));
    for (const w of workers) {
      const n = Number(w.workerNo);
      if (w.roleCd !== 'WORKER' && w.roleCd !== 'LEADER') continue;
      for (const r of required) if (!has.has(`${n}:${r.licence}`)) reasons.push(M.noLicence(byNo.get(n)?.worker_nm ?? `#${n}`, r.licence_nm ?? r.licence));
    }
  }
  return reasons.length ? [...new Set(reasons)].join(', ') : null;
}
/** a contractor suspended for its penalty points (com_vendor.status_cd SUSPENDED, issue 19) gets no new permit */
export async function assertVendorActive(tx: DbOrTx, vendorCd: unknown): Promise<void> {
  if (vendorCd === null || vendorCd === undefined || vendorCd === '') return;
  const [v] = await queryRows<{ status_cd: string | null }>(tx, sql`select status_cd from com_vendor where vendor_cd = ${String(vendorCd)}`);
  if (v?.status_cd === 'SUSPENDED') throw new AppError(409, M.vendorSuspended, 'VENDOR_SUSPENDED');
}

export function assertNoRefusal(reason: string | null): void {
  if (reason) throw new AppError(409, reason, 'WORKER_NOT_ELIGIBLE');
}
