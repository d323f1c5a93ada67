import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  accidentRates, addDaysYmd, addMonthsYmd, noAccidentDays, ymdIn, classifyAccident, SAF_ACC_CODE_GROUPS, SAF_ACC_RULE_DEFAULTS, SAF_LOST_DAYS_DEFAULTS, victimLostWorkDays,
  type TAccClassification, type TAccidentMonthlyRates, type TAccidentRates, type TRateFigures, type TAccidentStats, type TAccRules, type TAccidentDeadline, type TNoAccidentCard, type TVictimFacts,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { createAction } from '../../impr/impr.service.js';
import { emitAccidentFlash, emitAccidentSerious } from '../../integration/webhook.events.js';
import { writeAudit } from '../../../lib/audit.js';
import { deptSubtree, type DataScope } from '../../../lib/scope.js';
import { safAccident, safAccidentInvestMeasure, safNearMiss, safNearMissMeasure, safNoAccident } from './accidents.tables.js';

type Row = Record<string, unknown>;

/** the legal thresholds and the 근로손실일수 table: code master data (SAF_ACC_RULE, SAF_LOST_DAYS attr1), seeded defaults */
export async function accidentRules(db: DbOrTx): Promise<{ rules: TAccRules; lostDays: Record<string, number> }> {
  const rows = await queryRows<{ g: string; code: string; v: string | null }>(db, sql`
    select code_group_cd as g, code, attr1 as v from com_code_master
     where code_group_cd in (${SAF_ACC_CODE_GROUPS.rule}, ${SAF_ACC_CODE_GROUPS.lostDays}) and use_yn = 'Y'`);
  const rules: TAccRules = { ...SAF_ACC_RULE_DEFAULTS };
  const lostDays: Record<string, number> = { ...SAF_LOST_DAYS_DEFAULTS };
  for (const r of rows) {
    const n = Number(r.v);
    if (r.v === null || !Number.isFinite(n)) continue;
    if (r.g === SAF_ACC_CODE_GROUPS.rule && r.code in rules) rules[r.code as keyof TAccRules] = n;
    if (r.g === SAF_ACC_CODE_GROUPS.lostDays) lostDays[r.code] = n;
  }
  return { rules, lostDays };
}

type VictimRow = TVictimFacts & { hazardFactorCd: string | null };

async function victimsOf(db: DbOrTx, accidentNo: number): Promise<VictimRow[]> {
  return queryRows<VictimRow>(db, sql`
    select death_yn as "deathYn", treatment_days as "treatmentDays", lost_days as "lostDays", disability_grade as "disabilityGrade",
           illness_yn as "illnessYn", hazard_factor_cd as "hazardFactorCd"
      from saf_accident_victim where accident_no = ${accidentNo}`);
}

/**
 * 중처법 제2조 제2호 다목: the largest number of listed occupational illnesses of one hazardous factor (among this
 * accident's) in accidents of the same plant that occurred within the window ending on this accident's date.
 */
async function illnessCluster(db: DbOrTx, accidentNo: number, plantCd: string, occurredYmd: string, factors: string[], months: number): Promise<number> {
  if (factors.length === 0) return 0;
  const from = addMonthsYmd(occurredYmd, -months);
  const rows = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from saf_accident_victim v join saf_accident a on a.accident_no = v.accident_no
     where a.plant_cd = ${plantCd} and v.illness_yn = 'Y' and v.hazard_factor_cd in ${sql`(${sql.join(factors.map((f) => sql`${f}`), sql`, `)})`}
       and a.occurred_ymd > ${from}::date and a.occurred_ymd <= ${occurredYmd}::date
     group by v.hazard_factor_cd order by count(*) desc limit 1`);
  return Number(rows[0]?.n ?? 0);
}

/** classify one accident from its victims and store the result; answers the stored fields */
export async function classifyOne(tx: DbOrTx, accidentNo: number): Promise<TAccClassification & { lostWorkDays: number }> {
  const [a] = await tx.select({
    plantCd: safAccident.plantCd, occurredYmd: safAccident.occurredYmd, title: safAccident.title, oshaSeriousYn: safAccident.oshaSeriousYn, sapaSeriousYn: safAccident.sapaSeriousYn,
  }).from(safAccident).where(eq(safAccident.accidentNo, accidentNo));
  if (!a) throw new Error(`accident ${accidentNo} missing`);
  const { rules, lostDays } = await accidentRules(tx);
  const victims = await victimsOf(tx, accidentNo);
  const factors = [...new Set(victims.filter((v) => v.illnessYn === 'Y' && v.hazardFactorCd).map((v) => v.hazardFactorCd!))];
  const cluster = await illnessCluster(tx, accidentNo, a.plantCd, a.occurredYmd, factors, rules.SAPA_ILLNESS_MONTHS);
  const c = classifyAccident(a.occurredYmd, victims, rules, cluster);
  const lost = Math.round(victims.reduce((s, v) => s + victimLostWorkDays(v, lostDays), 0) * 100) / 100;
  await tx.update(safAccident).set({ ...c, lostWorkDays: lost }).where(eq(safAccident.accidentNo, accidentNo));
  // outbound webhooks (issue 32): the accident became serious (중대재해 / 중대산업재해) by this classification
  if ((c.oshaSeriousYn === 'Y' && a.oshaSeriousYn !== 'Y') || (c.sapaSeriousYn === 'Y' && a.sapaSeriousYn !== 'Y')) {
    await emitAccidentSerious(tx, { accidentNo, plantCd: a.plantCd, occurredYmd: a.occurredYmd, title: a.title, oshaSeriousYn: c.oshaSeriousYn, sapaSeriousYn: c.sapaSeriousYn });
  }
  return { ...c, lostWorkDays: lost };
}

/**
 * After an accident's write: classify it, then the other accidents of the plant with listed illnesses whose
 * one-year window it may fall into (an earlier or later illness changes their count too).
 */
export async function classifyAfterWrite(tx: DbOrTx, row: Row, before: Row | null): Promise<TAccClassification & { lostWorkDays: number }> {
  const no = Number(row.accidentNo);
  const own = await classifyOne(tx, no);
  const { rules } = await accidentRules(tx);
  const dates = [String(row.occurredYmd), ...(before ? [String(before.occurredYmd)] : [])];
  const plants = [...new Set([String(row.plantCd), ...(before ? [String(before.plantCd)] : [])])];
  for (const plantCd of plants) {
    for (const d of dates) {
      const others = await queryRows<{ no: number }>(tx, sql`
        select distinct a.accident_no as no from saf_accident a join saf_accident_victim v on v.accident_no = a.accident_no
         where a.plant_cd = ${plantCd} and v.illness_yn = 'Y' and a.accident_no <> ${no}
           and a.occurred_ymd >= ${d}::date and a.occurred_ymd <= ${addMonthsYmd(d, rules.SAPA_ILLNESS_MONTHS)}::date`);
      for (const o of others) await classifyOne(tx, o.no);
    }
  }
  return own;
}

type Measure = { measureNo: number; content: string; assigneeUserId: string | null; dueYmd: string | null };
type MeasureSource = {
  sourceTypeCd: 'ACCIDENT' | 'NEAR_MISS'; sourceKey: string; plantCd: string; deptCd: string; location: string | null; description: string;
  /** rows without an action yet (locked) */
  open: Measure[];
  link: (measureNo: number, actionNo: number) => Promise<void>;
};

/**
 * Each measure with an assignee and a due date and no action yet becomes an improvement action of its source: exactly
 * once — the action number is kept on the row (a server-only cell a re-save keeps) and rows with one are skipped.
 */
async function openMeasureActions(tx: DbOrTx, src: MeasureSource, userId: string, ip: string | null): Promise<void> {
  for (const m of src.open) {
    if (!m.assigneeUserId || !m.dueYmd) continue;
    const act = await createAction(tx, {
      sourceTypeCd: src.sourceTypeCd, sourceKey: src.sourceKey, actionTypeCd: 'REQUEST', plantCd: src.plantCd, deptCd: src.deptCd,
      title: m.content, assigneeUserId: m.assigneeUserId, dueYmd: m.dueYmd, location: src.location, description: src.description,
    }, userId, ip);
    await src.link(m.measureNo, Number(act.actionNo));
  }
}

/** an investigation's countermeasures → improvement actions (ACCIDENT, the accident number) */
export async function openCountermeasureActions(tx: DbOrTx, accidentNo: number, userId: string, ip: string | null): Promise<void> {
  const [a] = await tx.select().from(safAccident).where(eq(safAccident.accidentNo, accidentNo));
  if (!a) return;
  const open = await tx.select().from(safAccidentInvestMeasure)
    .where(and(eq(safAccidentInvestMeasure.accidentNo, accidentNo), isNull(safAccidentInvestMeasure.actionNo))).for('update');
  await openMeasureActions(tx, {
    sourceTypeCd: 'ACCIDENT', sourceKey: String(accidentNo), plantCd: a.plantCd, deptCd: a.deptCd, location: a.place,
    description: `사고 ${accidentNo} (${a.occurredYmd}) ${a.title} — 재발방지 대책`, open,
    link: async (measureNo, actionNo) => { await tx.update(safAccidentInvestMeasure).set({ actionNo }).where(eq(safAccidentInvestMeasure.measureNo, measureNo)); },
  }, userId, ip);
}

/** a reviewed near miss's measures → improvement actions (NEAR_MISS, the report number) */
export async function openNearMissActions(tx: DbOrTx, record: Row, userId: string): Promise<void> {
  const no = Number(record.nearMissNo);
  const open = await tx.select().from(safNearMissMeasure)
    .where(and(eq(safNearMissMeasure.nearMissNo, no), isNull(safNearMissMeasure.actionNo))).for('update');
  await openMeasureActions(tx, {
    sourceTypeCd: 'NEAR_MISS', sourceKey: String(no), plantCd: String(record.plantCd), deptCd: String(record.deptCd), location: (record.place as string | null) ?? null,
    description: `아차사고 ${no} ${String(record.title)} — 개선대책`, open,
    link: async (measureNo, actionNo) => { await tx.update(safNearMissMeasure).set({ actionNo }).where(eq(safNearMissMeasure.measureNo, measureNo)); },
  }, userId, null);
}

type MonthSums = { workHours: number; heads: number; hourMonths: number; accidentCount: number; victimCount: number; lost: number; lostTime: number; nearMissCount: number; actionsDue: number; actionsClosedOnTime: number };

/** the figures of summed months: rates from the sums, workers = the average monthly head count of the months with hours */
function rateFigures(x: MonthSums): TRateFigures {
  const workerCount = x.hourMonths > 0 ? Math.round((x.heads / x.hourMonths) * 100) / 100 : 0;
  const lostWorkDays = Math.round(x.lost * 100) / 100;
  const rates = accidentRates({
    workHours: x.workHours, workerCount, accidentCount: x.accidentCount, victimCount: x.victimCount, lostWorkDays, recordableCount: x.victimCount, lostTimeCount: x.lostTime,
  });
  return {
    workHours: x.workHours, workerCount, accidentCount: x.accidentCount, victimCount: x.victimCount, lostWorkDays, ...rates,
    nearMissCount: x.nearMissCount, actionsDue: x.actionsDue, actionsClosedOnTime: x.actionsClosedOnTime,
    onTimeRate: x.actionsDue > 0 ? Math.round((x.actionsClosedOnTime / x.actionsDue) * 10_000) / 100 : null,
  };
}

/**
 * 재해율 등 (DOMAIN.md "Accidents") per month of a year and cumulated to each month (year to date), of a plant or of a
 * department with its sub-departments: accidents with countYn = 'Y' by their occurred month, the hours entered per
 * month (employees and vendor workers); a month's workers = its head count, the YTD workers = the average monthly head
 * count of the months with rows. Recordable (TRIR) = every victim; lost-time (LTIFR) = death or at least one day off.
 * Leading indicators: near misses by their occurred date (the report date without one; anonymous reports have no
 * department, so a department's figures leave them out) and the improvement actions of accidents and near misses
 * (sourceTypeCd ACCIDENT / NEAR_MISS) by their due month, done on or before the due date.
 */
export async function monthlyRates(db: DbOrTx, plantCd: string, year: number, deptCd: string | null): Promise<TAccidentMonthlyRates> {
  const { lostDays } = await accidentRules(db);
  const inDept = (col: ReturnType<typeof sql>) => (deptCd === null ? sql`true` : sql`${col} in ${deptSubtree(deptCd)}`);
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const hours = await queryRows<{ m: number; hours: number | null; heads: number | null }>(db, sql`
    select substring(work_ym from 6 for 2)::int as m, sum(work_hours) as hours, sum(head_count) as heads
      from saf_work_hours w where w.plant_cd = ${plantCd} and w.work_ym like ${`${year}-%`} and ${inDept(sql`w.dept_cd`)} group by 1`);
  const accs = await queryRows<{ m: number; n: string }>(db, sql`
    select extract(month from a.occurred_ymd)::int as m, count(*) as n from saf_accident a
     where a.plant_cd = ${plantCd} and a.count_yn = 'Y' and a.occurred_ymd between ${from}::date and ${to}::date and ${inDept(sql`a.dept_cd`)} group by 1`);
  const victims = await queryRows<TVictimFacts & { m: number }>(db, sql`
    select extract(month from a.occurred_ymd)::int as m, v.death_yn as "deathYn", v.treatment_days as "treatmentDays", v.lost_days as "lostDays",
           v.disability_grade as "disabilityGrade", v.illness_yn as "illnessYn"
      from saf_accident_victim v join saf_accident a on a.accident_no = v.accident_no
     where a.plant_cd = ${plantCd} and a.count_yn = 'Y' and a.occurred_ymd between ${from}::date and ${to}::date and ${inDept(sql`a.dept_cd`)}`);
  const nearMisses = await queryRows<{ m: number; n: string }>(db, sql`
    select extract(month from coalesce(n.occurred_ymd, n.create_dt::date))::int as m, count(*) as n from saf_near_miss n
     where n.plant_cd = ${plantCd} and coalesce(n.occurred_ymd, n.create_dt::date) between ${from}::date and ${to}::date and ${inDept(sql`n.dept_cd`)} group by 1`);
  const actions = await queryRows<{ m: number; due: string; ontime: string }>(db, sql`
    select extract(month from i.due_ymd)::int as m, count(*) as due, count(*) filter (where i.status_cd = 'DONE' and i.done_ymd <= i.due_ymd) as ontime
      from impr_action i where i.plant_cd = ${plantCd} and i.source_type_cd in ('ACCIDENT', 'NEAR_MISS')
       and i.due_ymd between ${from}::date and ${to}::date and ${inDept(sql`i.dept_cd`)} group by 1`);
  const zero = (): MonthSums => ({ workHours: 0, heads: 0, hourMonths: 0, accidentCount: 0, victimCount: 0, lost: 0, lostTime: 0, nearMissCount: 0, actionsDue: 0, actionsClosedOnTime: 0 });
  const m = Array.from({ length: 12 }, zero);
  for (const h of hours) Object.assign(m[h.m - 1]!, { workHours: Number(h.hours ?? 0), heads: Number(h.heads ?? 0), hourMonths: 1 });
  for (const a of accs) m[a.m - 1]!.accidentCount = Number(a.n);
  for (const v of victims) {
    const x = m[v.m - 1]!;
    x.victimCount++;
    x.lost += victimLostWorkDays(v, lostDays);
    if (v.deathYn === 'Y' || (v.lostDays ?? 0) >= 1) x.lostTime++;
  }
  for (const n of nearMisses) m[n.m - 1]!.nearMissCount = Number(n.n);
  for (const a of actions) Object.assign(m[a.m - 1]!, { actionsDue: Number(a.due), actionsClosedOnTime: Number(a.ontime) });
  const ytd = zero();
  const months = m.map((x, i) => {
    for (const k of Object.keys(ytd) as (keyof MonthSums)[]) ytd[k] += x[k];
    return { month: i + 1, ...rateFigures(x), ytd: rateFigures(ytd) };
  });
  return { plantCd, year, deptCd, months };
}

/**
 * The contract rates of one plant and year (`GET /api/saf/accidents/rates`): the year to date of December.
 */
export async function plantRates(db: DbOrTx, plantCd: string, year: number): Promise<TAccidentRates> {
  const dec = (await monthlyRates(db, plantCd, year, null)).months[11]!.ytd;
  const { workHours, workerCount, accidentCount, victimCount, lostWorkDays, frequencyRate, severityRate, accidentRate, trir, ltifr } = dec;
  return { plantCd, year, workHours, workerCount, accidentCount, victimCount, lostWorkDays, frequencyRate, severityRate, accidentRate, trir, ltifr };
}

/**
 * 무재해 reset: a counting accident ends every active record of its plant (plant-wide ones, and department ones whose
 * subtree holds the accident's department) that started on or before it; a new record starts the next day with the
 * same target. Saving the accident again changes nothing (the new records start after it).
 */
export async function resetNoAccident(tx: DbOrTx, row: Row, userId: string, ip: string | null): Promise<void> {
  if (row.countYn !== 'Y') return;
  const occurred = String(row.occurredYmd);
  const hit = await queryRows<{ record_no: number }>(tx, sql`
    select r.record_no from saf_no_accident r
     where r.plant_cd = ${String(row.plantCd)} and r.status_cd = 'ACTIVE' and r.start_ymd <= ${occurred}::date
       and (r.dept_cd is null or r.dept_cd in (
         with recursive up as (
           select dept_cd, pdept_cd from com_dept where dept_cd = ${String(row.deptCd)}
           union all
           select d.dept_cd, d.pdept_cd from com_dept d join up on d.dept_cd = up.pdept_cd
         ) select dept_cd from up))
     for update of r`);
  if (hit.length === 0) return;
  const ended = await tx.update(safNoAccident)
    .set({ statusCd: 'RESET', endYmd: occurred, resetAccidentNo: Number(row.accidentNo), version: sql`${safNoAccident.version} + 1`, updateUserId: userId, updateDt: new Date() })
    .where(inArray(safNoAccident.recordNo, hit.map((h) => h.record_no))).returning();
  for (const e of ended) {
    const [n] = await tx.insert(safNoAccident).values({
      plantCd: e.plantCd, deptCd: e.deptCd, startYmd: addDaysYmd(occurred, 1), targetDays: e.targetDays,
      remark: `사고 ${String(row.accidentNo)} 이후 재개시`, createUserId: userId, updateUserId: userId,
    }).returning();
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'safNoAccident', entityKey: String(e.recordNo), after: { ...e, createDt: e.createDt.toISOString(), updateDt: e.updateDt.toISOString() }, ip });
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'safNoAccident', entityKey: String(n!.recordNo), after: { ...n!, createDt: n!.createDt.toISOString(), updateDt: n!.updateDt.toISOString() }, ip });
  }
}

/** the landing card: active records of the caller's plant(s), days counted to `today` */
export async function noAccidentCards(db: DbOrTx, plantCd: string | null, today: string): Promise<TNoAccidentCard[]> {
  const rows = await queryRows<{ recordNo: number; plantCd: string; plantNm: string | null; deptCd: string | null; deptNm: string | null; startYmd: string; targetDays: number; lastResetYmd: string | null }>(db, sql`
    select r.record_no as "recordNo", r.plant_cd as "plantCd",
           (select cm.code_nm from com_code_master cm where cm.code_group_cd = 'COM_PLANT_CD' and cm.code = r.plant_cd) as "plantNm",
           r.dept_cd as "deptCd", (select d.dept_nm from com_dept d where d.dept_cd = r.dept_cd) as "deptNm",
           to_char(r.start_ymd, 'YYYY-MM-DD') as "startYmd", r.target_days as "targetDays",
           (select to_char(max(p.end_ymd), 'YYYY-MM-DD') from saf_no_accident p where p.plant_cd = r.plant_cd and p.dept_cd is not distinct from r.dept_cd and p.status_cd = 'RESET') as "lastResetYmd"
      from saf_no_accident r
     where r.status_cd = 'ACTIVE' and (${plantCd}::text is null or r.plant_cd = ${plantCd})
     order by r.plant_cd, r.dept_cd nulls first, r.record_no limit 20`);
  return rows.map((r) => ({ ...r, days: noAccidentDays(r.startYmd, today) }));
}

type CountRow = { code: string | null; name: string | null; count: number };

/**
 * Statistics of a plant and year: counting accidents by 재해발생형태, by investigated cause, victims by body part, per
 * month (with near misses), and the leading indicators — near misses reported, and improvement actions of accidents
 * and near misses due in the year that were done by their due date.
 */
export async function plantStats(db: DbOrTx, plantCd: string, year: number): Promise<TAccidentStats> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const accIn = sql`a.plant_cd = ${plantCd} and a.count_yn = 'Y' and a.occurred_ymd between ${from}::date and ${to}::date`;
  const name = (group: string, col: ReturnType<typeof sql>) => sql`(select cm.code_nm from com_code_master cm where cm.code_group_cd = ${group} and cm.code = ${col})`;
  const num = (rows: { code: string | null; name: string | null; count: string | number }[]): CountRow[] => rows.map((r) => ({ code: r.code, name: r.name, count: Number(r.count) }));
  const byType = num(await queryRows(db, sql`
    select a.accident_type_cd as code, ${name(SAF_ACC_CODE_GROUPS.type, sql`a.accident_type_cd`)} as name, count(*) as count
      from saf_accident a where ${accIn} group by a.accident_type_cd order by count(*) desc, a.accident_type_cd`));
  const byCause = num(await queryRows(db, sql`
    select c.cause_cd as code, ${name(SAF_ACC_CODE_GROUPS.cause, sql`c.cause_cd`)} as name, count(*) as count
      from saf_accident a join saf_accident_invest_cause c on c.accident_no = a.accident_no where ${accIn} group by c.cause_cd order by count(*) desc, c.cause_cd`));
  const byObject = num(await queryRows(db, sql`
    select a.cause_object_cd as code, ${name(SAF_ACC_CODE_GROUPS.object, sql`a.cause_object_cd`)} as name, count(*) as count
      from saf_accident a where ${accIn} group by a.cause_object_cd order by count(*) desc, a.cause_object_cd`));
  const byBodyPart = num(await queryRows(db, sql`
    select v.body_part_cd as code, ${name(SAF_ACC_CODE_GROUPS.bodyPart, sql`v.body_part_cd`)} as name, count(*) as count
      from saf_accident a join saf_accident_victim v on v.accident_no = a.accident_no where ${accIn} group by v.body_part_cd order by count(*) desc, v.body_part_cd`));
  const months = await queryRows<{ m: number; acc: string; vic: string; nm: string }>(db, sql`
    select m.m,
           (select count(*) from saf_accident a where ${accIn} and extract(month from a.occurred_ymd) = m.m) as acc,
           (select count(*) from saf_accident a join saf_accident_victim v on v.accident_no = a.accident_no where ${accIn} and extract(month from a.occurred_ymd) = m.m) as vic,
           (select count(*) from saf_near_miss n where n.plant_cd = ${plantCd} and extract(year from coalesce(n.occurred_ymd, n.create_dt::date)) = ${year}
               and extract(month from coalesce(n.occurred_ymd, n.create_dt::date)) = m.m) as nm
      from generate_series(1, 12) as m(m) order by m.m`);
  const byMonth = months.map((r) => ({ month: Number(r.m), accidentCount: Number(r.acc), victimCount: Number(r.vic), nearMissCount: Number(r.nm) }));
  const [act] = await queryRows<{ due: string; ontime: string }>(db, sql`
    select count(*) as due, count(*) filter (where i.status_cd = 'DONE' and i.done_ymd <= i.due_ymd) as ontime
      from impr_action i where i.plant_cd = ${plantCd} and i.source_type_cd in ('ACCIDENT', 'NEAR_MISS') and i.due_ymd between ${from}::date and ${to}::date`);
  const actionsDue = Number(act?.due ?? 0);
  const actionsClosedOnTime = Number(act?.ontime ?? 0);
  return {
    plantCd, year, byType, byCause, byObject, byBodyPart, byMonth,
    leading: {
      nearMissCount: byMonth.reduce((n, m) => n + m.nearMissCount, 0), actionsDue, actionsClosedOnTime,
      onTimeRate: actionsDue > 0 ? Math.round((actionsClosedOnTime / actionsDue) * 10_000) / 100 : null,
    },
  };
}

/**
 * A near miss that turns out to be an accident: a FLASH accident of its plant and department (title, place, date,
 * what happened), not counting until the team registers it with its victims; its number goes into the report's comment.
 */
export async function nearMissToAccident(tx: DbOrTx, record: Row, userId: string): Promise<number> {
  const today = ymdIn(new Date(), 'Asia/Seoul');
  const summary = [String(record.contents), record.possibleOutcome ? `예상되는 결과: ${String(record.possibleOutcome)}` : null].filter(Boolean).join('\n');
  const [a] = await tx.insert(safAccident).values({
    statusCd: 'FLASH', plantCd: String(record.plantCd), deptCd: String(record.deptCd), title: String(record.title),
    occurredYmd: (record.occurredYmd as string | null) ?? today, occurredTime: '00:00',
    place: String(record.place ?? record.areaCd ?? '-'), summary: `[아차사고 ${String(record.nearMissNo)}에서 전환] ${summary}`,
    damageHumanYn: 'N', countYn: 'N', createUserId: userId, updateUserId: userId,
  }).returning();
  await writeAudit(tx, { userId, action: 'CREATE', entity: 'safAccident', entityKey: String(a!.accidentNo), after: { ...a!, createDt: a!.createDt.toISOString(), updateDt: a!.updateDt.toISOString() }, ip: null });
  await emitAccidentFlash(tx, a!);
  await tx.update(safNearMiss).set({ reviewComment: `사고 ${a!.accidentNo}(으)로 전환` }).where(eq(safNearMiss.nearMissNo, Number(record.nearMissNo)));
  return a!.accidentNo;
}

/** open 산업재해조사표 deadlines in the caller's scope (plant, department subtree): required, not submitted; nearest first (at most 20) */
export async function openReportDeadlines(db: DbOrTx, scope: DataScope, today: string): Promise<TAccidentDeadline[]> {
  const plantCd = scope.allPlants ? null : scope.plantCd;
  const dept = scope.allDepts ? sql`true` : sql`(a.dept_cd in ${deptSubtree(scope.deptCd)} or a.create_user_id = ${scope.userId ?? ''} or a.reporter_user_id = ${scope.userId ?? ''})`;
  const rows = await queryRows<{ accidentNo: number; plantCd: string; title: string; occurredYmd: string; dueYmd: string; statusCd: string }>(db, sql`
    select a.accident_no as "accidentNo", a.plant_cd as "plantCd", a.title, to_char(a.occurred_ymd, 'YYYY-MM-DD') as "occurredYmd",
           to_char(a.investigation_report_due_ymd, 'YYYY-MM-DD') as "dueYmd", a.status_cd as "statusCd"
      from saf_accident a
     where a.investigation_report_required_yn = 'Y' and a.investigation_report_submit_ymd is null
       and (${plantCd}::text is null or a.plant_cd = ${plantCd}) and ${dept}
     order by a.investigation_report_due_ymd, a.accident_no limit 20`);
  return rows.map((r) => ({ ...r, daysLeft: noAccidentDays(today, r.dueYmd) - 1 }));
}
