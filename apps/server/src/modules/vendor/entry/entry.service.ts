import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addMonthsYmd, VND_CODE_GROUPS, VND_ENTRY_MESSAGES, type TEntryPass } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { plantToday } from '../../../lib/plant-time.js';
import { latestSiteEducation } from '../../education/vendor-completion.service.js';

type Row = Record<string, unknown>;

/** the vendor works at the plant: a contract row of vnd_vendor_plant, or the vendor's home plant (com_vendor.plant_cd) */
export async function assertVendorPlant(tx: DbOrTx, vendorCd: string, plantCd: string): Promise<void> {
  const ok = await queryRows(tx, sql`
    select 1 from com_vendor v where v.vendor_cd = ${vendorCd}
       and (v.plant_cd = ${plantCd} or exists (select 1 from vnd_vendor_plant p where p.vendor_cd = v.vendor_cd and p.plant_cd = ${plantCd}))`);
  if (ok.length === 0) throw badRequest([{ field: 'plantCd', message: VND_ENTRY_MESSAGES.notVendorPlant }], VND_ENTRY_MESSAGES.notVendorPlant);
}

/** the supervising department of the vendor at the plant (its contract row), when the request leaves it empty */
export async function defaultSuperviseDept(tx: DbOrTx, vendorCd: string, plantCd: string): Promise<string | null> {
  const [r] = await queryRows<{ d: string | null }>(tx, sql`
    select supervise_dept_cd as d from vnd_vendor_plant where vendor_cd = ${vendorCd} and plant_cd = ${plantCd} and supervise_dept_cd is not null
     order by vendor_plant_no limit 1`);
  return r?.d ?? null;
}

/**
 * The persons must be active workers of the request's vendor; their names are copied from the roster (the grid and
 * the printed pass show them without another lookup). Runs in the write's transaction, after the rows are saved.
 */
export async function syncPersons(tx: DbOrTx, entryNo: number, vendorCd: string, row?: Row): Promise<void> {
  const rows = await queryRows<{ person_no: number; ok: boolean }>(tx, sql`
    select p.person_no, (w.worker_no is not null) as ok from vnd_entry_person p
      left join vnd_worker w on w.worker_no = p.worker_no and w.vendor_cd = ${vendorCd} and w.use_yn = 'Y'
     where p.entry_no = ${entryNo} order by p.person_no`);
  const bad = rows.findIndex((r) => !r.ok);
  if (bad >= 0) {
    const m = VND_ENTRY_MESSAGES.notOwnWorker(bad + 1);
    throw badRequest([{ field: 'persons', message: m }], m);
  }
  const names = await queryRows<{ person_no: number; worker_nm: string }>(tx, sql`
    update vnd_entry_person p set worker_nm = w.worker_nm from vnd_worker w where w.worker_no = p.worker_no and p.entry_no = ${entryNo}
    returning p.person_no, p.worker_nm`);
  // the answer of the write was read before this: it shows the roster's names too
  const persons = row?.persons;
  if (Array.isArray(persons)) {
    for (const p of persons as Row[]) p.workerNm = names.find((n) => n.person_no === p.personNo)?.worker_nm ?? p.workerNm;
  }
}


/**
 * A site safety course counts for entry requests starting within this many months of its completion: the setting
 * VND_SETTING / SITE_EDU_VALID_MONTHS (attr1, 1..60), else 12.
 */
export const SITE_EDU_SETTING = 'SITE_EDU_VALID_MONTHS';
export const SITE_EDU_VALID_MONTHS = 12;
export async function siteEducationMonths(tx: DbOrTx): Promise<number> {
  const [r] = await queryRows<{ v: string | null }>(tx, sql`
    select attr1 as v from com_code_master where code_group_cd = 'VND_SETTING' and code = ${SITE_EDU_SETTING} and use_yn = 'Y'`);
  const n = Number(r?.v);
  return Number.isInteger(n) && n >= 1 && n <= 60 ? n : SITE_EDU_VALID_MONTHS;
}
/**
 * Why the request may not be submitted or approved, or null: the vendor is suspended; no persons; a person without
 * the safety education (the roster's vnd_worker.safety_edu_ymd, or a site course completed within the year before the
 * first entry day: modules/education); a person whose
 * licence expires before the last entry day. Reasons name the person ("홍길동: 안전교육 미이수").
 */
export async function entryRefusal(tx: DbOrTx, entry: Row): Promise<string | null> {
  const [v] = await queryRows<{ status_cd: string | null }>(tx, sql`select status_cd from com_vendor where vendor_cd = ${String(entry.vendorCd)}`);
  if (v?.status_cd === 'SUSPENDED') return VND_ENTRY_MESSAGES.suspended;
  const persons = await queryRows<{ worker_no: number; worker_nm: string; safety_edu_ymd: string | null }>(tx, sql`
    select w.worker_no, w.worker_nm, w.safety_edu_ymd::text as safety_edu_ymd from vnd_entry_person p join vnd_worker w on w.worker_no = p.worker_no
     where p.entry_no = ${Number(entry.entryNo)} order by p.person_no`);
  if (persons.length === 0) return VND_ENTRY_MESSAGES.noPersons;
  // educated: the roster's date, or a site safety course (ENTRANT / VISITOR / GAS_WORKER) completed within the valid
  // months before the first entry day (the education module's records)
  const since = addMonthsYmd(String(entry.entryFromYmd), -(await siteEducationMonths(tx)));
  const site = await latestSiteEducation(tx, persons.map((p) => Number(p.worker_no)), since);
  const reasons: string[] = persons.filter((p) => !p.safety_edu_ymd && !site.has(Number(p.worker_no))).map((p) => VND_ENTRY_MESSAGES.noEducation(p.worker_nm));
  const lapsed = await queryRows<{ worker_nm: string; kind_nm: string; expiry_ymd: string }>(tx, sql`
    select w.worker_nm, coalesce(c.code_nm, l.licence_kind_cd) as kind_nm, l.expiry_ymd::text as expiry_ymd
      from vnd_entry_person p join vnd_worker w on w.worker_no = p.worker_no
      join vnd_worker_licence l on l.worker_no = w.worker_no
      left join com_code_master c on c.code_group_cd = ${VND_CODE_GROUPS.licenceKind} and c.code = l.licence_kind_cd
     where p.entry_no = ${Number(entry.entryNo)} and l.expiry_ymd is not null and l.expiry_ymd < ${String(entry.entryToYmd)}::date
     order by p.person_no, l.expiry_ymd`);
  reasons.push(...lapsed.map((l) => VND_ENTRY_MESSAGES.licenceExpired(l.worker_nm, l.kind_nm, l.expiry_ymd)));
  return reasons.length ? reasons.join(', ') : null;
}

/** the guard of 신청 and of the approval: refuses with the detailed reason (409 WF_GUARD) */
export async function assertEntryEligible(tx: DbOrTx, entry: Row): Promise<true> {
  const reason = await entryRefusal(tx, entry);
  if (reason) throw new AppError(409, reason, 'WF_GUARD');
  return true;
}

/**
 * Who approves for the supervising department: its safety manager (DUT06), else its team leader (DUT03), else the
 * plant's safety managers; active plant users, never the requester, lowest user id first.
 */
export async function entryApprover(tx: DbOrTx, entry: Row, requesterId: string): Promise<string> {
  const [r] = await queryRows<{ user_id: string }>(tx, sql`
    select u.user_id from com_user u
     where u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_id <> ${requesterId}
       and ((u.dept_cd = ${String(entry.superviseDeptCd)} and u.duty_cd in ('DUT06', 'DUT03')) or (u.plant_cd = ${String(entry.plantCd)} and u.duty_cd = 'DUT06'))
     order by case when u.dept_cd = ${String(entry.superviseDeptCd)} and u.duty_cd = 'DUT06' then 0
                   when u.dept_cd = ${String(entry.superviseDeptCd)} then 1 else 2 end, u.user_id
     limit 1`);
  if (!r) throw new AppError(409, VND_ENTRY_MESSAGES.noApprover, 'WF_GUARD');
  return r.user_id;
}

/** an unguessable pass token (192 bits, URL-safe) */
export const newPassToken = (): string => randomBytes(24).toString('base64url');

/** the public pass state: valid today when approved and today lies in the period; nothing personal */
export async function passState(db: DbOrTx, token: string, today = plantToday()): Promise<TEntryPass> {
  const [r] = await queryRows<{ status_cd: string; from_ymd: string; to_ymd: string; plant_nm: string | null }>(db, sql`
    select e.status_cd, e.entry_from_ymd::text as from_ymd, e.entry_to_ymd::text as to_ymd, p.code_nm as plant_nm
      from vnd_entry e left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = e.plant_cd where e.pass_token = ${token}`);
  if (!r) return { valid: false, validFrom: null, validTo: null, plantNm: null, statusCd: null };
  const valid = r.status_cd === 'APPROVED' && r.from_ymd <= today && today <= r.to_ymd;
  return { valid, validFrom: r.from_ymd, validTo: r.to_ymd, plantNm: r.plant_nm, statusCd: r.status_cd };
}
