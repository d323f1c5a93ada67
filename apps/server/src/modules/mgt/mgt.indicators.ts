import { sql } from 'drizzle-orm';
import { indicatorMonthTarget, MGT_INDICATORS, MGT_MANUAL_PREFIX, type TMgtIndicatorRow } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { plantTimeZone } from '../../lib/plant-time.js';
import { deptSubtree } from '../../lib/scope.js';
import { holidaySet } from '../calendar/calendar.seed.js';
import { eduLedger } from '../education/ledger.service.js';
import { monthlyRates } from '../safety/accidents/accidents.service.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (num: number, den: number) => (den > 0 ? round2((num / den) * 100) : null);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** the working days of a month: Monday–Friday, less the plant's days off (`holidays`: YYYY-MM-DD, the calendar module's) */
export function weekdays(year: number, month: number, holidays: ReadonlySet<string> = new Set()): number {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let n = 0;
  for (let d = 1; d <= days; d += 1) {
    const day = new Date(Date.UTC(year, month - 1, d));
    const w = day.getUTCDay();
    if (w !== 0 && w !== 6 && !holidays.has(day.toISOString().slice(0, 10))) n += 1;
  }
  return n;
}

type Series = { months: (number | null)[]; year: number | null };

/**
 * the targets of the plant's plans of the year (a department's: the plans of that department itself): the latest plan
 * naming an indicator wins (approved plans first)
 */
async function targets(db: DbOrTx, plantCd: string, year: number, deptCd: string | null): Promise<Map<string, number>> {
  const rows = await queryRows<{ indicator_cd: string; target_value: number | null }>(db, sql`
    select o.indicator_cd, o.target_value from mgt_target_objective o join mgt_target t on t.target_no = o.target_no
     where t.plant_cd = ${plantCd} and t.year = ${year} and o.target_value is not null ${deptCd === null ? sql`` : sql`and t.dept_cd = ${deptCd}`}
     order by (t.appr_status_cd = 'APPROVED') asc nulls first, t.target_no asc, o.objective_no asc`);
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.indicator_cd, Number(r.target_value));
  return out;
}

/**
 * The indicators of a plant and year, per month and for the year (month null), computed from the records:
 * lagging rates from the accident module's own computation (`monthlyRates`: the year's value is its December year to
 * date, which is what `/api/saf/accidents/rates` answers), leading ones from near misses, patrol findings, improvement
 * actions, the education ledger, risk assessments and TBMs; the plant's own M_ indicators from the plans' actuals.
 * With `deptCd`, every indicator counts the records of that department and the departments below it (and its own
 * plans' targets and typed actuals). A count indicator's month is compared with its share of the year target.
 */
export async function plantIndicators(db: DbOrTx, plantCd: string, year: number, deptCd: string | null = null): Promise<TMgtIndicatorRow[]> {
  const tz = plantTimeZone();
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const inDept = (col: ReturnType<typeof sql>) => (deptCd === null ? sql`true` : sql`${col} in ${deptSubtree(deptCd)}`);
  const rates = await monthlyRates(db, plantCd, year, deptCd);
  const ytd = rates.months[11]!.ytd;
  const series = new Map<string, Series>();
  series.set('FREQUENCY_RATE', { months: rates.months.map((m) => m.frequencyRate), year: ytd.frequencyRate });
  series.set('SEVERITY_RATE', { months: rates.months.map((m) => m.severityRate), year: ytd.severityRate });
  series.set('TRIR', { months: rates.months.map((m) => m.trir), year: ytd.trir });
  series.set('LTIFR', { months: rates.months.map((m) => m.ltifr), year: ytd.ltifr });
  series.set('NEAR_MISS', { months: rates.months.map((m) => m.nearMissCount), year: ytd.nearMissCount });

  // patrol findings due in the month, closed (their first CLOSED step, plant calendar) on or before the due date
  const patrol = await queryRows<{ m: number; due: string; ontime: string }>(db, sql`
    select extract(month from f.due_ymd)::int as m, count(*) as due,
           count(*) filter (where f.status_cd = 'CLOSED' and (select min((h.create_dt at time zone ${tz})::date) from com_status_history h
                             where h.entity = 'safPatrolFinding' and h.entity_key = f.finding_no::text and h.to_status_cd = 'CLOSED') <= f.due_ymd) as ontime
      from saf_patrol_finding f where f.plant_cd = ${plantCd} and f.due_ymd between ${from}::date and ${to}::date and ${inDept(sql`f.dept_cd`)} group by 1`);
  series.set('PATROL_ONTIME', ratioSeries(patrol));

  // improvement actions of every source due in the month, done on or before the due date
  const actions = await queryRows<{ m: number; due: string; ontime: string }>(db, sql`
    select extract(month from i.due_ymd)::int as m, count(*) as due, count(*) filter (where i.status_cd = 'DONE' and i.done_ymd <= i.due_ymd) as ontime
      from impr_action i where i.plant_cd = ${plantCd} and i.status_cd <> 'CANCELLED' and i.due_ymd between ${from}::date and ${to}::date and ${inDept(sql`i.dept_cd`)} group by 1`);
  series.set('ACTION_ONTIME', ratioSeries(actions));

  // legal education: the ledger's owed categories of each half met in full (shown at June and December)
  const edu: (number | null)[] = MONTHS.map(() => null);
  let eduDone = 0;
  let eduOwed = 0;
  for (const half of ['H1', 'H2'] as const) {
    const rows = await eduLedger(db, { plantCd, year, half, scopeDeptCd: deptCd });
    const done = rows.filter((r) => r.requiredHours > 0 && r.shortfallHours <= 0).length;
    const owed = rows.filter((r) => r.requiredHours > 0).length;
    edu[half === 'H1' ? 5 : 11] = pct(done, owed);
    eduDone += done;
    eduOwed += owed;
  }
  series.set('EDU_COMPLETION', { months: edu, year: pct(eduDone, eduOwed) });

  // departments that run a process (com_dept_process) with a completed assessment (plan approved as ASSESSED) by the month's end
  const [den] = await queryRows<{ n: string }>(db, sql`
    select count(distinct dp.dept_cd) as n from com_dept_process dp join com_dept d on d.dept_cd = dp.dept_cd
     where d.plant_cd = ${plantCd} and d.use_yn = 'Y' and ${inDept(sql`d.dept_cd`)}`);
  const covered = await queryRows<{ dept_cd: string; m: number }>(db, sql`
    select a.dept_cd, min(extract(month from (h.create_dt at time zone ${tz})::date))::int as m
      from rsa_assessment a join rsa_plan p on p.plan_no = a.plan_no
      join com_status_history h on h.entity = 'rsaPlan' and h.entity_key = p.plan_no::text and h.to_status_cd = 'ASSESSED'
     where p.plant_cd = ${plantCd} and p.status_cd in ('ASSESSED', 'SHARED')
       and (h.create_dt at time zone ${tz})::date between ${from}::date and ${to}::date
       and a.dept_cd in (select dp.dept_cd from com_dept_process dp) and ${inDept(sql`a.dept_cd`)}
     group by a.dept_cd`);
  const denN = Number(den?.n ?? 0);
  const coverage = MONTHS.map((m) => pct(covered.filter((c) => c.m <= m).length, denN));
  series.set('RSA_COVERAGE', { months: coverage, year: coverage[11] ?? null });

  // TBMs held per working day (Monday–Friday less the plant's public, substitute and own days off)
  const tbm = await queryRows<{ m: number; n: string }>(db, sql`
    select extract(month from t.tbm_ymd)::int as m, count(*) as n from saf_tbm t
     where t.plant_cd = ${plantCd} and t.tbm_ymd between ${from}::date and ${to}::date and ${inDept(sql`t.dept_cd`)} group by 1`);
  const tbmByMonth = new Map(tbm.map((r) => [r.m, Number(r.n)]));
  const off = await holidaySet(db, plantCd, `${year}-01-01`, `${year}-12-31`);
  const wd = MONTHS.map((m) => weekdays(year, m, off));
  const totalWd = wd.reduce((a, b) => a + b, 0);
  const totalTbm = [...tbmByMonth.values()].reduce((a, b) => a + b, 0);
  series.set('TBM_PER_DAY', { months: MONTHS.map((m) => round2((tbmByMonth.get(m) ?? 0) / wd[m - 1]!)), year: round2(totalTbm / totalWd) });

  const tg = await targets(db, plantCd, year, deptCd);
  const out: TMgtIndicatorRow[] = [];
  const push = (code: string, s: Series) => {
    const target = tg.get(code) ?? null;
    // a count's year target is compared with the year's sum, each month with its share (README "Decisions")
    const monthTarget = indicatorMonthTarget(code, target);
    MONTHS.forEach((m) => out.push({ indicatorCd: code, month: m, actual: s.months[m - 1] ?? null, target: monthTarget }));
    out.push({ indicatorCd: code, month: null, actual: s.year, target });
  };
  for (const ind of MGT_INDICATORS) push(ind.code, series.get(ind.code)!);

  // the plant's own indicators: monthly actuals typed on its plans (latest plan wins a month); the year = their sum
  const manual = await queryRows<{ indicator_cd: string; month: number; actual: number }>(db, sql`
    select distinct on (a.indicator_cd, a.month) a.indicator_cd, a.month, a.actual
      from mgt_target_actual a join mgt_target t on t.target_no = a.target_no
     where t.plant_cd = ${plantCd} and t.year = ${year} and a.indicator_cd like ${`${MGT_MANUAL_PREFIX}%`} ${deptCd === null ? sql`` : sql`and t.dept_cd = ${deptCd}`}
     order by a.indicator_cd, a.month, t.target_no desc`);
  const codes = [...new Set([...manual.map((r) => r.indicator_cd), ...[...tg.keys()].filter((k) => k.startsWith(MGT_MANUAL_PREFIX))])].sort();
  for (const code of codes) {
    const months = MONTHS.map((m) => {
      const r = manual.find((x) => x.indicator_cd === code && x.month === m);
      return r ? Number(r.actual) : null;
    });
    const typed = months.filter((v): v is number => v !== null);
    push(code, { months, year: typed.length ? round2(typed.reduce((a, b) => a + b, 0)) : null });
  }
  return out;
}

function ratioSeries(rows: { m: number; due: string; ontime: string }[]): Series {
  const months: (number | null)[] = MONTHS.map(() => null);
  let due = 0;
  let ontime = 0;
  for (const r of rows) {
    months[r.m - 1] = pct(Number(r.ontime), Number(r.due));
    due += Number(r.due);
    ontime += Number(r.ontime);
  }
  return { months, year: pct(ontime, due) };
}
