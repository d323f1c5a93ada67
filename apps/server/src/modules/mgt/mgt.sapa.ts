import { sql, type SQL } from 'drizzle-orm';
import {
  halfRange, MGT_EVIDENCE_KINDS, MGT_EVIDENCE_STATUS_GROUPS, MGT_SAPA_DUTIES, MGT_SAPA_LAW_CHECK, MGT_SERVER_TEXTS, sapaStatus,
  type TMgtEvidenceKind, type TMgtHalf, type TMgtLang, type TMgtSapa, type TMgtSapaStatus, type TSapaDuty,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { plantTimeZone, plantToday } from '../../lib/plant-time.js';

/** one evidence record as answered: its number, what it is, its date and status in the caller's language (print, Excel, drawer) */
export type TEvidenceRow = { key: string; title: string; ymd: string | null; statusNm: string | null };
/**
 * one evidence record as computed and frozen: language-neutral (a status code, the appointment's role code, an amount, the
 * improvement action) and put into words by `localizeRows` when answered. `statusNm` only in binders frozen before the
 * rows were stored neutral (Korean text, answered as it is).
 */
export type TEvidenceRaw = {
  key: string; title: string; ymd: string | null; statusCd?: string | null; roleCd?: string | null; amount?: number | null; actionNo?: number | null;
  statusNm?: string | null;
};
export type TBinderRows = Partial<Record<TMgtEvidenceKind, TEvidenceRaw[]>>;
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
  TARGET_APPROVED: (c) => sql`select t.target_no::text as key, t.target_title as title, t.year::text as ymd, t.appr_status_cd as status
    from mgt_target t where t.plant_cd = ${c.plantCd} and t.year = ${c.year} and t.appr_status_cd = 'APPROVED' order by t.target_no`,
  TARGET_REVIEWED: (c) => sql`select t.target_no::text as key, t.target_title as title, t.year::text as ymd, null as status
    from mgt_target t where t.plant_cd = ${c.plantCd} and t.year = ${c.year}
     and coalesce(btrim(${c.half === 'H1' ? sql`t.half_review` : sql`t.year_review`}), '') <> '' order by t.target_no`,
  ORG_HEAD: (c) => activeAppointments(c, sql`a.role_cd = 'ORG_HEAD'`),
  RSA_APPROVED: (c) => sql`select p.plan_no::text as key, p.plan_title as title, min((h.create_dt at time zone ${c.tz})::date)::text as ymd, max(p.status_cd) as status
    from rsa_plan p join com_status_history h on h.entity = 'rsaPlan' and h.entity_key = p.plan_no::text and h.to_status_cd = 'ASSESSED'
   where p.plant_cd = ${c.plantCd} and p.status_cd in ('ASSESSED', 'SHARED')
     and (h.create_dt at time zone ${c.tz})::date between ${c.fromYmd}::date and ${c.toYmd}::date
   group by p.plan_no, p.plan_title order by p.plan_no`,
  PATROL_FINDING: (c) => sql`select f.finding_no::text as key, f.place_nm || ' — ' || left(f.content, 80) as title, f.patrol_ymd::text as ymd, f.status_cd as status
    from saf_patrol_finding f where f.plant_cd = ${c.plantCd} and f.patrol_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by f.patrol_ymd, f.finding_no`,
  PATROL_CLOSED: (c) => sql`select f.finding_no::text as key, f.place_nm || ' — ' || left(f.content, 80) as title, f.patrol_ymd::text as ymd, f.status_cd as status
    from saf_patrol_finding f where f.plant_cd = ${c.plantCd} and f.patrol_ymd between ${c.fromYmd}::date and ${c.toYmd}::date and f.status_cd = 'CLOSED'
   order by f.patrol_ymd, f.finding_no`,
  BUDGET_LINE: (c) => sql`select b.budget_no::text as key, b.item_nm as title, b.budget_amt::float8 as amount, b.year::text as ymd, null as status
    from mgt_budget b where b.plant_cd = ${c.plantCd} and b.year = ${c.year} and b.budget_amt > 0 order by b.budget_no`,
  BUDGET_EXECUTION: (c) => sql`select b.budget_no::text as key, b.item_nm || ': ' || e.content as title, e.amount::float8 as amount, e.exec_ymd::text as ymd, null as status
    from mgt_budget_exec e join mgt_budget b on b.budget_no = e.budget_no
   where b.plant_cd = ${c.plantCd} and e.exec_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by e.exec_ymd, e.exec_no`,
  BUDGET_DEPT: (c) => sql`select b.dept_cd as key, max(d.dept_nm) as title, null as ymd, null as status
    from mgt_budget b left join com_dept d on d.dept_cd = b.dept_cd
   where b.plant_cd = ${c.plantCd} and b.year = ${c.year} and b.budget_amt > 0 group by b.dept_cd order by b.dept_cd`,
  APPOINT_ACTIVE: (c) => activeAppointments(c, sql`a.role_cd in ('CHIEF', 'SAFETY_MGR', 'HEALTH_MGR', 'SUPERVISOR')`),
  APPOINT_WARNING: (c) => sql`select x.appoint_no::text as key, x.user_nm as title, x.role_cd as role, x.appoint_ymd::text as ymd,
           case when x.user_id is null or x.end_ymd < ${c.refYmd}::date then 'VACANT' else 'EXPIRED' end as status
      from (select distinct on (a.dept_cd, a.role_cd) a.*, u.user_nm
              from mgt_appointment a left join com_user u on u.user_id = a.user_id
             where a.plant_cd = ${c.plantCd} and (a.appoint_ymd is null or a.appoint_ymd <= ${c.refYmd}::date)
             order by a.dept_cd, a.role_cd, a.appoint_ymd desc nulls last, a.appoint_no desc) x
     where x.user_id is null or x.end_ymd < ${c.refYmd}::date or x.cert_expire_ymd < ${c.refYmd}::date order by x.appoint_no`,
  NEAR_MISS: (c) => sql`select n.near_miss_no::text as key, n.title, coalesce(n.occurred_ymd, (n.create_dt at time zone ${c.tz})::date)::text as ymd, n.status_cd as status
    from saf_near_miss n where n.plant_cd = ${c.plantCd}
     and coalesce(n.occurred_ymd, (n.create_dt at time zone ${c.tz})::date) between ${c.fromYmd}::date and ${c.toYmd}::date order by 3, n.near_miss_no`,
  COMMITTEE_HELD: (c) => sql`select m.committee_no::text as key, m.meeting_title as title, m.meeting_ymd::text as ymd, m.status_cd as status
    from mgt_committee m where m.plant_cd = ${c.plantCd} and m.committee_type_cd = 'OSH_COMMITTEE' and m.status_cd = 'CONFIRMED'
     and m.meeting_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by m.meeting_ymd, m.committee_no`,
  DRILL_DONE: (c) => sql`select d.drill_no::text as key, d.drill_title as title, d.done_ymd::text as ymd, d.status_cd as status
    from mgt_drill d where d.plant_cd = ${c.plantCd} and d.status_cd = 'DONE' and d.done_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by d.done_ymd, d.drill_no`,
  VENDOR_EVAL: (c) => sql`select e.eval_no::text as key, v.vendor_nm || ' (' || coalesce(e.grade_cd, '-') || ')' as title, e.eval_ymd::text as ymd, e.status_cd as status
    from vnd_eval e join com_vendor v on v.vendor_cd = e.vendor_cd
   where e.plant_cd = ${c.plantCd} and e.status_cd = 'DONE' and e.eval_ymd between ${c.fromYmd}::date and ${c.toYmd}::date order by e.eval_ymd, e.eval_no`,
  LAW_APPLICABLE: (c) => sql`select l.law_no::text as key, l.article || ' ' || l.law_title as title, null as ymd, null as status
    from mgt_law l where l.plant_cd = ${c.plantCd} and l.use_yn = 'Y' order by l.law_no`,
  LAW_CHECKED: (c) => sql`select k.law_no::text as key, l.article || ' ' || l.law_title as title, (k.create_dt at time zone ${c.tz})::date::text as ymd, k.result_cd as status
    from mgt_law_check k join mgt_law l on l.law_no = k.law_no
   where k.plant_cd = ${c.plantCd} and k.year = ${c.year} and k.half = ${c.half} and k.appr_status_cd = 'APPROVED' and l.use_yn = 'Y' order by k.law_no`,
  LAW_NONCOMPLY: (c) => sql`select k.law_no::text as key, l.article || ' ' || l.law_title as title, (k.create_dt at time zone ${c.tz})::date::text as ymd, null as status, k.action_no as action
    from mgt_law_check k join mgt_law l on l.law_no = k.law_no
   where k.plant_cd = ${c.plantCd} and k.year = ${c.year} and k.half = ${c.half} and k.appr_status_cd = 'APPROVED' and k.result_cd = 'NONCOMPLY' order by k.law_no`,
};

/** appointments holding a post on the reference day (a person named, appointed by then, not ended) */
function activeAppointments(c: Ctx, role: SQL): SQL {
  return sql`select a.appoint_no::text as key, coalesce(u.user_nm, a.user_id) as title, a.role_cd as role, a.appoint_ymd::text as ymd, null as status
    from mgt_appointment a left join com_user u on u.user_id = a.user_id
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
export async function evidenceRows(db: DbOrTx, plantCd: string, year: number, half: TMgtHalf, kindCd: TMgtEvidenceKind): Promise<{ rows: TEvidenceRaw[]; count: number }> {
  type R = { key: string; title: string | null; ymd: string | null; status: string | null; role?: string | null; amount?: number | null; action?: number | null };
  const rows = await queryRows<R>(db, KIND_SQL[kindCd](ctxOf(plantCd, year, half)));
  return {
    count: rows.length,
    rows: rows.slice(0, MAX_ROWS).map((r) => ({
      key: r.key, title: r.title ?? '', ymd: r.ymd, statusCd: r.status,
      ...(r.role !== undefined ? { roleCd: r.role } : {}), ...(r.amount !== undefined ? { amount: r.amount === null ? null : Number(r.amount) } : {}),
      ...(r.action !== undefined ? { actionNo: r.action === null ? null : Number(r.action) } : {}),
    })),
  };
}

const I18N_KEY: Record<TMgtLang, string | null> = { ko: null, en: 'en', zh: 'zh', es: 'es' };

/** the names of codes in a language (Korean when no translation exists): group → code → name */
async function codeNames(db: DbOrTx, groups: string[], lang: TMgtLang): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>(groups.map((g) => [g, new Map()]));
  if (!groups.length) return out;
  const rows = await queryRows<{ g: string; code: string; nm: string; i18n: Record<string, string> | null }>(db, sql`
    select code_group_cd as g, code, code_nm as nm, code_nm_i18n as i18n from com_code_master where code_group_cd in ${sql`(${sql.join(groups.map((g) => sql`${g}`), sql`, `)})`}`);
  const key = I18N_KEY[lang];
  for (const r of rows) out.get(r.g)!.set(r.code, (key && r.i18n?.[key]) || r.nm);
  return out;
}

/**
 * The evidence rows in words of the language: a status code by its code name (or the server's own text: vacant, expired,
 * the improvement action), an appointment's role before the person, an amount in won. Rows frozen in Korean text before
 * the rows were stored neutral are answered as they are.
 */
export async function localizeRows(db: DbOrTx, rows: TBinderRows, lang: TMgtLang): Promise<Partial<Record<TMgtEvidenceKind, TEvidenceRow[]>>> {
  const groups = [...new Set([...Object.values(MGT_EVIDENCE_STATUS_GROUPS), 'MGT_APPOINT_ROLE'])];
  const names = await codeNames(db, groups, lang);
  const tx = MGT_SERVER_TEXTS[lang];
  const num = new Intl.NumberFormat('en-US');
  const out: Partial<Record<TMgtEvidenceKind, TEvidenceRow[]>> = {};
  for (const [kind, list] of Object.entries(rows) as [TMgtEvidenceKind, TEvidenceRaw[]][]) {
    const group = MGT_EVIDENCE_STATUS_GROUPS[kind];
    out[kind] = list.map((r) => {
      if (r.statusCd === undefined && r.statusNm !== undefined) return { key: r.key, title: r.title, ymd: r.ymd, statusNm: r.statusNm ?? null };
      let title = r.title;
      if (r.roleCd !== undefined) title = `${names.get('MGT_APPOINT_ROLE')!.get(r.roleCd ?? '') ?? r.roleCd ?? ''} — ${title || tx.vacant}`;
      if (r.amount !== undefined && r.amount !== null) title = `${title} (${tx.amount(num.format(r.amount))})`;
      const code = r.statusCd ?? null;
      const statusNm = r.actionNo !== undefined ? (r.actionNo === null ? null : tx.action(r.actionNo))
        : code === 'VACANT' ? tx.vacant : code === 'EXPIRED' ? tx.expired
          : code === null ? null : (group && names.get(group)?.get(code)) ?? code;
      return { key: r.key, title, ymd: r.ymd, statusNm };
    });
  }
  return out;
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

/** what differs between a signed half's frozen binder and the live records now (one evidence kind) */
export type TSapaKindChange = {
  kindCd: TMgtEvidenceKind; frozenCount: number; liveCount: number; added: TEvidenceRaw[]; removed: TEvidenceRaw[];
  /** the same record with another status now (a finding closed since) */
  changed: { before: TEvidenceRaw; after: TEvidenceRaw }[];
};
export type TSapaChanges = {
  signedYn: 'Y' | 'N'; frozenDt: string | null;
  duties: { dutyNo: number; frozenStatusCd: TMgtSapaStatus; liveStatusCd: TMgtSapaStatus }[];
  kinds: TSapaKindChange[];
};

/** a record's identity within a kind (a budget's executions share its key: the date and text tell them apart) */
const rowId = (r: TEvidenceRaw) => `${r.key}\u0000${r.ymd ?? ''}\u0000${r.title}`;
/** at most this many added or removed records are listed per kind (the counts stay exact) */
const MAX_CHANGED_ROWS = 200;

/**
 * "Changed since signed": for a signed half, the evidence kinds whose count or records differ between the frozen
 * binder and a computation from the live records now (records added to or gone from the half, a status that moved),
 * and the duties whose status would now be another. The signed binder itself never changes; an unsigned half has no
 * changes (it is live).
 */
export async function changesSince(db: DbOrTx, plantCd: string, year: number, half: TMgtHalf): Promise<TSapaChanges> {
  const b = await binderOf(db, plantCd, year, half);
  if (!b.frozen) return { signedYn: 'N', frozenDt: null, duties: [], kinds: [] };
  const live = await computeBinder(db, plantCd, year, half);
  const frozenRows = [...b.binder.duties, { dutyNo: 0, ...b.binder.lawCheck }];
  const liveRows = [...live.binder.duties, { dutyNo: 0, ...live.binder.lawCheck }];
  const duties = frozenRows.flatMap((f) => {
    const l = liveRows.find((x) => x.dutyNo === f.dutyNo)!;
    return l.statusCd === f.statusCd ? [] : [{ dutyNo: f.dutyNo, frozenStatusCd: f.statusCd, liveStatusCd: l.statusCd }];
  });
  const counts = (rows: typeof frozenRows) => new Map(rows.flatMap((d) => d.evidence.map((e) => [e.kindCd, e.count] as const)));
  const fc = counts(frozenRows);
  const lc = counts(liveRows);
  const kinds: TSapaKindChange[] = [];
  for (const kindCd of [...new Set([...fc.keys(), ...lc.keys()])] as TMgtEvidenceKind[]) {
    const f = b.rows[kindCd] ?? [];
    const l = live.rows[kindCd] ?? [];
    const fIds = new Set(f.map(rowId));
    const lIds = new Set(l.map(rowId));
    const added = l.filter((r) => !fIds.has(rowId(r)));
    const removed = f.filter((r) => !lIds.has(rowId(r)));
    const frozenById = new Map(f.map((r) => [rowId(r), r]));
    const changed = l.flatMap((after) => {
      const before = frozenById.get(rowId(after));
      return before && before.statusCd !== undefined && (before.statusCd ?? null) !== (after.statusCd ?? null) ? [{ before, after }] : [];
    });
    const frozenCount = fc.get(kindCd) ?? 0;
    const liveCount = lc.get(kindCd) ?? 0;
    if (frozenCount === liveCount && !added.length && !removed.length && !changed.length) continue;
    kinds.push({ kindCd, frozenCount, liveCount, added: added.slice(0, MAX_CHANGED_ROWS), removed: removed.slice(0, MAX_CHANGED_ROWS), changed: changed.slice(0, MAX_CHANGED_ROWS) });
  }
  return { signedYn: 'Y', frozenDt: b.binder.frozenDt ?? null, duties, kinds };
}
