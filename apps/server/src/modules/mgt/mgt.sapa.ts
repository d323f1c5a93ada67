import { sql, type SQL } from 'drizzle-orm';
import {
  halfRange, MGT_EVIDENCE_KINDS, MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK, sapaStatus, type TMgtEvidenceKind, type TMgtHalf, type TMgtSapa, type TSapaDuty,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { plantTimeZone, plantToday } from '../../lib/plant-time.js';

/** one evidence record: its number, what it is, its date and status (print, Excel, the evidence drawer) */
export type TEvidenceRow = { key: string; title: string; ymd: string | null; statusNm: string | null };
export type TBinderRows = Partial<Record<TMgtEvidenceKind, TEvidenceRow[]>>;
/** the binder and the records behind each count: what a sign-off freezes */
export type TBinder = { binder: TMgtSapa; rows: TBinderRows };

type Ctx = { plantCd: string; year: number; half: TMgtHalf; fromYmd: string; toYmd: string; refYmd: string; tz: string };

/** at most this many records per kind are listed (the count stays exact) */
const MAX_ROWS = 2000;

/**
 * The query of each evidence kind of the half (plant scope): rows of (key, title, ymd, status). Dates are the plant's
 * calendar; "approved in the half" is the approval step's date in com_status_history.
 */
const KIND_SQL: Record<TMgtEvidenceKind, (c: Ctx) => SQL> = {
  TARGET_APPROVED: (c) => sql`select t.target_no::text as key, t.target_title as title, t.year::text as ymd, '결재완료' as status
    from mgt_target t where t.plant_cd = ${c.plantCd} and t.year = ${c.year} and t.appr_status_cd = 'APPROVED' order by t.target_no`,
  TARGET_REVIEWED: (c) => sql`select t.target_no::text as key, t.target_title as title, t.year::text as ymd, null as status
    from mgt_target t where t.plant_cd = ${c.plantCd} and t.year = ${c.year}
     and coalesce(btrim(${c.half === 'H1' ? sql`t.half_review` : sql`t.year_review`}), '') <> '' order by t.target_no`,
  ORG_HEAD: (c) => activeAppointments(c, sql`a.role_cd = 'ORG_HEAD'`),
  RSA_APPROVED: (c) => sql`select p.plan_no::text as key, p.plan_title as title, min((h.create_dt at time zone ${c.tz})::date)::text as ymd, max(s.code_nm) as status
    from rsa_plan p join com_status_history h on h.entity = 'rsaPlan' and h.entity_key = p.plan_no::text and h.to_status_cd = 'ASSESSED'
    left join com_code_master s on s.code_group_cd = 'RSA_PLAN_STATUS' and s.code = p.status_cd
   where p.plant_cd = ${c.plantCd} and p.status_cd in ('ASSESSED', 'SHARED')
     and (h.create_dt at time zone ${c.tz})::date between ${c.fromYmd}::date and ${c.toYmd}::date
   group by p.plan_no, p.plan_title order by p.plan_no`,
  PATROL_FINDING: (c) => sql`select f.finding_no::text as key, f.place_nm || ' — ' || left(f.content, 80) as title, f.patrol_ymd::text as ymd, f.status_cd as status
    from saf_patrol_finding f where f.plant_cd = ${c.plantCd} and f.patrol_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by f.patrol_ymd, f.finding_no`,
  PATROL_CLOSED: (c) => sql`select f.finding_no::text as key, f.place_nm || ' — ' || left(f.content, 80) as title, f.patrol_ymd::text as ymd, f.status_cd as status
    from saf_patrol_finding f where f.plant_cd = ${c.plantCd} and f.patrol_ymd between ${c.fromYmd}::date and ${c.toYmd}::date and f.status_cd = 'CLOSED'
   order by f.patrol_ymd, f.finding_no`,
  BUDGET_LINE: (c) => sql`select b.budget_no::text as key, b.item_nm || ' (' || to_char(b.budget_amt, 'FM999,999,999,999') || '원)' as title, b.year::text as ymd, null as status
    from mgt_budget b where b.plant_cd = ${c.plantCd} and b.year = ${c.year} and b.budget_amt > 0 order by b.budget_no`,
  BUDGET_EXECUTION: (c) => sql`select b.budget_no::text as key, b.item_nm || ': ' || e.content || ' (' || to_char(e.amount, 'FM999,999,999,999') || '원)' as title, e.exec_ymd::text as ymd, null as status
    from mgt_budget_exec e join mgt_budget b on b.budget_no = e.budget_no
   where b.plant_cd = ${c.plantCd} and e.exec_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by e.exec_ymd, e.exec_no`,
  BUDGET_DEPT: (c) => sql`select b.dept_cd as key, max(d.dept_nm) as title, null as ymd, null as status
    from mgt_budget b left join com_dept d on d.dept_cd = b.dept_cd
   where b.plant_cd = ${c.plantCd} and b.year = ${c.year} and b.budget_amt > 0 group by b.dept_cd order by b.dept_cd`,
  APPOINT_ACTIVE: (c) => activeAppointments(c, sql`a.role_cd in ('CHIEF', 'SAFETY_MGR', 'HEALTH_MGR', 'SUPERVISOR')`),
  APPOINT_WARNING: (c) => sql`select x.appoint_no::text as key, x.role_nm || ' — ' || coalesce(x.user_nm, '공석') as title, x.appoint_ymd::text as ymd,
           case when x.user_id is null or x.end_ymd < ${c.refYmd}::date then '공석' else '자격만료' end as status
      from (select distinct on (a.dept_cd, a.role_cd) a.*, r.code_nm as role_nm, u.user_nm
              from mgt_appointment a left join com_code_master r on r.code_group_cd = 'MGT_APPOINT_ROLE' and r.code = a.role_cd
              left join com_user u on u.user_id = a.user_id
             where a.plant_cd = ${c.plantCd} and (a.appoint_ymd is null or a.appoint_ymd <= ${c.refYmd}::date)
             order by a.dept_cd, a.role_cd, a.appoint_ymd desc nulls last, a.appoint_no desc) x
     where x.user_id is null or x.end_ymd < ${c.refYmd}::date or x.cert_expire_ymd < ${c.refYmd}::date order by x.appoint_no`,
  NEAR_MISS: (c) => sql`select n.near_miss_no::text as key, n.title, coalesce(n.occurred_ymd, (n.create_dt at time zone ${c.tz})::date)::text as ymd, n.status_cd as status
    from saf_near_miss n where n.plant_cd = ${c.plantCd}
     and coalesce(n.occurred_ymd, (n.create_dt at time zone ${c.tz})::date) between ${c.fromYmd}::date and ${c.toYmd}::date order by 3, n.near_miss_no`,
  COMMITTEE_HELD: (c) => sql`select m.committee_no::text as key, m.meeting_title as title, m.meeting_ymd::text as ymd, '확정' as status
    from mgt_committee m where m.plant_cd = ${c.plantCd} and m.committee_type_cd = 'OSH_COMMITTEE' and m.status_cd = 'CONFIRMED'
     and m.meeting_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by m.meeting_ymd, m.committee_no`,
  DRILL_DONE: (c) => sql`select d.drill_no::text as key, d.drill_title as title, d.done_ymd::text as ymd, '실시완료' as status
    from mgt_drill d where d.plant_cd = ${c.plantCd} and d.status_cd = 'DONE' and d.done_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by d.done_ymd, d.drill_no`,
  VENDOR_EVAL: (c) => sql`select e.eval_no::text as key, v.vendor_nm || ' (' || coalesce(e.grade_cd, '-') || ')' as title, e.eval_ymd::text as ymd, e.status_cd as status
    from vnd_eval e join com_vendor v on v.vendor_cd = e.vendor_cd
   where e.plant_cd = ${c.plantCd} and e.status_cd = 'DONE' and e.eval_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by e.eval_ymd, e.eval_no`,
  LAW_APPLICABLE: (c) => sql`select l.law_no::text as key, l.article || ' ' || l.law_title as title, null as ymd, null as status
    from mgt_law l where l.plant_cd = ${c.plantCd} and l.use_yn = 'Y' order by l.law_no`,
  LAW_CHECKED: (c) => sql`select k.law_no::text as key, l.article || ' ' || l.law_title as title, (k.create_dt at time zone ${c.tz})::date::text as ymd, k.result_cd as status
    from mgt_law_check k join mgt_law l on l.law_no = k.law_no
   where k.plant_cd = ${c.plantCd} and k.year = ${c.year} and k.half = ${c.half} and l.use_yn = 'Y' order by k.law_no`,
  LAW_NONCOMPLY: (c) => sql`select k.law_no::text as key, l.article || ' ' || l.law_title as title, (k.create_dt at time zone ${c.tz})::date::text as ymd, '개선조치 ' || coalesce(k.action_no::text, '-') as status
    from mgt_law_check k join mgt_law l on l.law_no = k.law_no
   where k.plant_cd = ${c.plantCd} and k.year = ${c.year} and k.half = ${c.half} and k.result_cd = 'NONCOMPLY' order by k.law_no`,
};

/** appointments holding a post on the reference day (a person named, appointed by then, not ended) */
function activeAppointments(c: Ctx, role: SQL): SQL {
  return sql`select a.appoint_no::text as key, coalesce(r.code_nm, a.role_cd) || ' — ' || coalesce(u.user_nm, a.user_id) as title, a.appoint_ymd::text as ymd, null as status
    from mgt_appointment a left join com_code_master r on r.code_group_cd = 'MGT_APPOINT_ROLE' and r.code = a.role_cd
    left join com_user u on u.user_id = a.user_id
   where a.plant_cd = ${c.plantCd} and ${role} and a.user_id is not null
     and (a.appoint_ymd is null or a.appoint_ymd <= ${c.refYmd}::date) and (a.end_ymd is null or a.end_ymd >= ${c.refYmd}::date)
   order by a.appoint_no`;
}

function ctxOf(plantCd: string, year: number, half: TMgtHalf): Ctx {
  const { fromYmd, toYmd } = halfRange(year, half);
  const today = plantToday();
  // posts are judged at the half's end, or today while the half runs
  return { plantCd, year, half, fromYmd, toYmd, refYmd: toYmd < today ? toYmd : today, tz: plantTimeZone() };
}

/** the records of one evidence kind of a half */
export async function evidenceRows(db: DbOrTx, plantCd: string, year: number, half: TMgtHalf, kindCd: TMgtEvidenceKind): Promise<{ rows: TEvidenceRow[]; count: number }> {
  const rows = await queryRows<{ key: string; title: string | null; ymd: string | null; status: string | null }>(db, KIND_SQL[kindCd](ctxOf(plantCd, year, half)));
  return { count: rows.length, rows: rows.slice(0, MAX_ROWS).map((r) => ({ key: r.key, title: r.title ?? '', ymd: r.ymd, statusNm: r.status })) };
}

/** the binder of a plant's half, computed from the live records (the rules are `MGT_SAPA_DUTIES`, data in @jikim/shared) */
export async function computeBinder(db: DbOrTx, plantCd: string, year: number, half: TMgtHalf): Promise<TBinder> {
  const kinds = new Set<TMgtEvidenceKind>([...MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK].flatMap((d) => d.evidence.map((e) => e.kindCd)));
  const counts: Partial<Record<TMgtEvidenceKind, number>> = {};
  const rows: TBinderRows = {};
  for (const k of kinds) {
    const r = await evidenceRows(db, plantCd, year, half, k);
    counts[k] = r.count;
    rows[k] = r.rows;
  }
  const evidenceOf = (d: TSapaDuty) => d.evidence.map((e) => ({ kindCd: e.kindCd, count: counts[e.kindCd] ?? 0, link: MGT_EVIDENCE_KINDS[e.kindCd].link }));
  return {
    binder: {
      plantCd, year, half,
      duties: MGT_SAPA_DUTIES.map((d) => ({ dutyNo: d.dutyNo, statusCd: sapaStatus(d, counts), evidence: evidenceOf(d) })),
      lawCheck: { statusCd: sapaStatus(MGT_SAPA_LAW_CHECK, counts), evidence: evidenceOf(MGT_SAPA_LAW_CHECK) },
      signedYn: 'N',
    },
    rows,
  };
}

type ReviewRow = { review_no: number; appr_status_cd: string | null; snapshot: TBinder | null; frozen_dt: Date | string | null };

/**
 * The binder as answered: a signed half answers the snapshot stored at its approval (frozen), any other half the live
 * computation, with the half's review record (its 결재) when one was opened.
 */
export async function binderOf(db: DbOrTx, plantCd: string, year: number, half: TMgtHalf): Promise<TBinder & { frozen: boolean }> {
  const [rev] = await queryRows<ReviewRow>(db, sql`
    select review_no, appr_status_cd, snapshot, frozen_dt from mgt_sapa_review where plant_cd = ${plantCd} and year = ${year} and half = ${half}`);
  if (rev && rev.appr_status_cd === 'APPROVED' && rev.snapshot) {
    const frozenDt = rev.frozen_dt instanceof Date ? rev.frozen_dt.toISOString() : rev.frozen_dt;
    return { binder: { ...rev.snapshot.binder, signedYn: 'Y', reviewNo: rev.review_no, frozenDt }, rows: rev.snapshot.rows, frozen: true };
  }
  const live = await computeBinder(db, plantCd, year, half);
  return { binder: { ...live.binder, reviewNo: rev?.review_no ?? null, frozenDt: null }, rows: live.rows, frozen: false };
}

/** at approval (the 결재's own transaction): store the binder as it stands now */
export async function freezeBinder(tx: DbOrTx, reviewNo: number): Promise<void> {
  const [r] = await queryRows<{ plant_cd: string; year: number; half: TMgtHalf }>(tx, sql`select plant_cd, year, half from mgt_sapa_review where review_no = ${reviewNo}`);
  if (!r) return;
  const snap = await computeBinder(tx, r.plant_cd, r.year, r.half);
  await tx.execute(sql`update mgt_sapa_review set snapshot = ${JSON.stringify(snap)}::jsonb, frozen_dt = now(), signed_ymd = ${plantToday()}::date
    where review_no = ${reviewNo}`);
}
