import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEA_WORKENV_MENU, HEA_WORKENV_MESSAGES, ZWorkenvNextRow, ZWorkenvPlan, ZWorkenvPlanInput, ZWorkenvResult, ZWorkenvResultsSave,
  daysBetween, isExceeded, workenvNextMeasurement, zRealYmd, type TWorkenvMeasurement, type TWorkenvNextRow,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { actor, isUniqueViolation, menuScope } from './health.shared.js';
import { plantToday } from '../../lib/plant-time.js';

const M = HEA_WORKENV_MENU.measure;
const MSG = HEA_WORKENV_MESSAGES;
const tags = ['hea work environment'];
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const zNo = z.coerce.number().int().min(1).max(2_147_483_647);

function assertPlant(scope: DataScope, plantCd: string) {
  assertPlantReachable(scope, plantCd);
}

const planSelect = (where: SQL) => sql`select p.plan_no as "planNo", p.plant_cd as "plantCd", pl.code_nm as "plantNm", p.measure_year as "measureYear", p.half_cd as "halfCd",
    p.start_ymd::text as "startYmd", p.end_ymd::text as "endYmd", p.agency_nm as "agencyNm", p.remark, p.version, ${iso(sql`p.update_dt`)} as "updateDt",
    (select count(*) from hea_workenv_result r where r.plan_no = p.plan_no)::int as "resultCnt",
    (select count(*) from hea_workenv_result r where r.plan_no = p.plan_no and r.exceed_yn = 'Y')::int as "exceedCnt"
  from hea_workenv_plan p left join com_code_master pl on pl.code_group_cd = 'COM_PLANT_CD' and pl.code = p.plant_cd
  where ${where} order by p.measure_year desc, p.half_cd desc, p.plant_cd`;
const planRow = (r: Record<string, unknown>) => ({ ...r, planNo: Number(r.planNo), measureYear: Number(r.measureYear), version: Number(r.version), resultCnt: Number(r.resultCnt), exceedCnt: Number(r.exceedCnt) }) as z.infer<typeof ZWorkenvPlan>;
async function getPlan(db: DbOrTx, no: number) {
  const r = await queryRows<Record<string, unknown>>(db, planSelect(sql`p.plan_no = ${no}`));
  return r[0] ? planRow(r[0]) : null;
}
async function getResults(db: DbOrTx, planNo: number) {
  const rows = await queryRows<Record<string, unknown>>(db, sql`select r.result_no as "resultNo", r.plan_no as "planNo", r.process_no as "processNo", pr.process_nm as "processNm",
      r.hazard_cd as "hazardCd", h.hazard_nm as "hazardNm", r.measure_ymd::text as "measureYmd", r.measured_value::float8 as "measuredValue", r.unit_nm as "unitNm",
      r.exposure_limit::float8 as "exposureLimit", r.exceed_yn as "exceedYn", r.remark
    from hea_workenv_result r left join com_process pr on pr.process_no = r.process_no left join hea_hazard h on h.hazard_cd = r.hazard_cd
    where r.plan_no = ${planNo} order by pr.sort_order nulls last, pr.process_nm, h.hazard_nm`);
  return rows.map((x) => ({ ...x, resultNo: Number(x.resultNo), planNo: Number(x.planNo), processNo: Number(x.processNo), measuredValue: Number(x.measuredValue), exposureLimit: Number(x.exposureLimit) }) as z.infer<typeof ZWorkenvResult>);
}
async function loadPlan(db: DbOrTx, scope: DataScope, no: number, lock = false) {
  const p = await loadInScope<{ plant_cd: string; version: number; s: string; e: string }>(db, scope, {
    select: sql`p.plant_cd, p.version, p.start_ymd::text as s, p.end_ymd::text as e`, from: sql`hea_workenv_plan p`, key: sql`p.plan_no = ${no}`,
    scope: { plant: sql`p.plant_cd` }, lock: lock ? sql`for update of p` : undefined,
  });
  return { plantCd: p.plant_cd, version: Number(p.version), startYmd: p.s, endYmd: p.e };
}

export async function workenvRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const PlanDetail = ZWorkenvPlan.extend({ results: z.array(ZWorkenvResult) });

  r.get('/api/hea/workenv/plans', {
    config: menuRead(M),
    schema: { tags, summary: 'measurement plans (plant scope)', querystring: z.object({ plantCd: z.string().trim().max(10).optional(), measureYear: z.coerce.number().int().min(2000).max(2100).optional() }),
      response: { 200: z.array(ZWorkenvPlan) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M);
    const parts: SQL[] = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`p.plant_cd` });
    if (sw) parts.push(sw);
    if (req.query.plantCd) parts.push(sql`p.plant_cd = ${req.query.plantCd}`);
    if (req.query.measureYear) parts.push(sql`p.measure_year = ${req.query.measureYear}`);
    return (await queryRows<Record<string, unknown>>(app.db, planSelect(sql.join(parts, sql` and `)))).map(planRow);
  });

  r.get('/api/hea/workenv/plans/:planNo', {
    config: menuRead(M),
    schema: { tags, summary: 'one plan with its results', params: z.object({ planNo: zNo }), response: { 200: PlanDetail } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M);
    await loadPlan(app.db, scope, req.params.planNo);
    return { ...(await getPlan(app.db, req.params.planNo))!, results: await getResults(app.db, req.params.planNo) };
  });

  r.post('/api/hea/workenv/plans', {
    config: menuWrite(M),
    schema: { tags, summary: 'create a measurement plan (one per plant, year and half)', body: ZWorkenvPlanInput, response: { 200: ZWorkenvPlan } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M);
    assertPlant(scope, b.plantCd);
    try {
      return await app.db.transaction(async (tx) => {
        const plant = await queryRows(tx, sql`select 1 from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${b.plantCd} and code <> '0000'`);
        if (!plant.length) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
        const ins = await queryRows<{ no: number }>(tx, sql`insert into hea_workenv_plan (plant_cd, measure_year, half_cd, start_ymd, end_ymd, agency_nm, remark, create_user_id, update_user_id)
          values (${b.plantCd}, ${b.measureYear}, ${b.halfCd}, ${b.startYmd}::date, ${b.endYmd}::date, ${b.agencyNm}, ${b.remark ?? null}, ${actor(req)}, ${actor(req)}) returning plan_no as no`);
        const row = (await getPlan(tx, Number(ins[0]!.no)))!;
        await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaWorkenvPlan', entityKey: String(row.planNo), after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.planDuplicate);
      throw err;
    }
  });

  r.put('/api/hea/workenv/plans/:planNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'edit a plan (version); the plant does not change', params: z.object({ planNo: zNo }),
      body: ZWorkenvPlanInput.and(z.object({ version: z.number().int().min(1) })), response: { 200: ZWorkenvPlan } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.planNo;
    const scope = await menuScope(app.db, req, M);
    try {
      return await app.db.transaction(async (tx) => {
        const head = await loadPlan(tx, scope, no, true);
        if (head.version !== b.version) throw conflict();
        if (b.plantCd !== head.plantCd) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
        const outside = await queryRows(tx, sql`select 1 from hea_workenv_result where plan_no = ${no} and (measure_ymd < ${b.startYmd}::date or measure_ymd > ${b.endYmd}::date) limit 1`);
        if (outside.length) throw badRequest([{ field: 'startYmd', message: MSG.resultOutsidePlan }], MSG.resultOutsidePlan);
        const before = await getPlan(tx, no);
        await queryRows(tx, sql`update hea_workenv_plan set measure_year = ${b.measureYear}, half_cd = ${b.halfCd}, start_ymd = ${b.startYmd}::date, end_ymd = ${b.endYmd}::date,
            agency_nm = ${b.agencyNm}, remark = ${b.remark ?? null}, version = version + 1, update_user_id = ${actor(req)}, update_dt = now() where plan_no = ${no}`);
        const row = (await getPlan(tx, no))!;
        await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaWorkenvPlan', entityKey: String(no), before, after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.planDuplicate);
      throw err;
    }
  });

  r.delete('/api/hea/workenv/plans/:planNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a plan without results (?version)', params: z.object({ planNo: zNo }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ planNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.planNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const head = await loadPlan(tx, scope, no, true);
      if (head.version !== req.query.version) throw conflict();
      const before = (await getPlan(tx, no))!;
      if (before.resultCnt > 0) throw new AppError(409, MSG.planHasResults);
      await queryRows(tx, sql`delete from hea_workenv_plan where plan_no = ${no}`);
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaWorkenvPlan', entityKey: String(no), before, ip: req.ip });
      return { planNo: no };
    });
  });

  r.put('/api/hea/workenv/plans/:planNo/results', {
    config: menuWrite(M),
    schema: { tags, summary: "save all results of a plan at once (the plan's version; stale → 409); exceedYn computed as value > limit",
      params: z.object({ planNo: zNo }), body: ZWorkenvResultsSave, response: { 200: PlanDetail } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.planNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const head = await loadPlan(tx, scope, no, true);
      if (head.version !== b.version) throw conflict();
      const seen = new Set<string>();
      for (const [i, x] of b.results.entries()) {
        const k = `${x.processNo}/${x.hazardCd}`;
        if (seen.has(k)) throw badRequest([{ field: `results.${i}.hazardCd`, message: MSG.resultDuplicate }], MSG.resultDuplicate);
        seen.add(k);
        if (x.measureYmd < head.startYmd || x.measureYmd > head.endYmd) throw badRequest([{ field: `results.${i}.measureYmd`, message: MSG.resultOutsidePlan }], MSG.resultOutsidePlan);
      }
      const procNos = [...new Set(b.results.map((x) => x.processNo))];
      if (procNos.length) {
        const ok = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from com_process where plant_cd = ${head.plantCd} and process_no in (${sql.join(procNos.map((p) => sql`${p}`), sql`, `)})`);
        if (Number(ok[0]!.n) !== procNos.length) throw badRequest([{ field: 'processNo', message: MSG.processNotInPlant }], MSG.processNotInPlant);
      }
      const hz = [...new Set(b.results.map((x) => x.hazardCd))];
      if (hz.length) {
        const ok = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from hea_hazard where use_yn = 'Y' and hazard_cd in (${sql.join(hz.map((h) => sql`${h}`), sql`, `)})`);
        if (Number(ok[0]!.n) !== hz.length) throw badRequest([{ field: 'hazardCd', message: MSG.hazardUnknown }], MSG.hazardUnknown);
      }
      const before = await getResults(tx, no);
      await queryRows(tx, sql`delete from hea_workenv_result where plan_no = ${no}`);
      for (const x of b.results) {
        await queryRows(tx, sql`insert into hea_workenv_result (plan_no, plant_cd, process_no, hazard_cd, measure_ymd, measured_value, unit_nm, exposure_limit, exceed_yn, remark, create_user_id, update_user_id)
          values (${no}, ${head.plantCd}, ${x.processNo}, ${x.hazardCd}, ${x.measureYmd}::date, ${x.measuredValue}, ${x.unitNm}, ${x.exposureLimit}, ${isExceeded(x) ? 'Y' : 'N'},
            ${x.remark ?? null}, ${actor(req)}, ${actor(req)})`);
      }
      await queryRows(tx, sql`update hea_workenv_plan set version = version + 1, update_user_id = ${actor(req)}, update_dt = now() where plan_no = ${no}`);
      const out = { ...(await getPlan(tx, no))!, results: await getResults(tx, no) };
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaWorkenvResult', entityKey: String(no), before, after: out.results, ip: req.ip });
      return out;
    });
  });

  // hazardous factors in use (the result form's choices; the hazard master itself belongs to HEA_HAZARD)
  r.get('/api/hea/workenv/hazards', {
    config: menuRead(M),
    schema: { tags, summary: 'hazardous factors in use', response: { 200: z.array(z.object({ hazardCd: z.string(), hazardNm: z.string(), carcinogenYn: z.string() })) } },
  }, async () => queryRows<{ hazardCd: string; hazardNm: string; carcinogenYn: string }>(app.db, sql`select hazard_cd as "hazardCd", hazard_nm as "hazardNm",
      carcinogen_yn as "carcinogenYn" from hea_hazard where use_yn = 'Y' order by hazard_nm`));

  r.get('/api/hea/workenv/nextdates', {
    config: menuRead(M),
    schema: { tags, summary: 'next measurement date per process and hazardous factor (시행규칙 제190조: 6 months; 3 after an exceedance; 12 after two results below the limit, never for carcinogens)',
      querystring: z.object({ plantCd: z.string().trim().max(10).optional(), baseYmd: zRealYmd.optional() }), response: { 200: z.array(ZWorkenvNextRow) } },
  }, async (req) => findWorkenvNext(app.db, await menuScope(app.db, req, M), { plantCd: req.query.plantCd, today: req.query.baseYmd ?? plantToday() }));
}

/**
 * The next measurement per process and hazardous factor in the caller's scope (시행규칙 제190조 through
 * `workenvNextMeasurement`), soonest first: the page 다음 측정일 and the compliance calendar (HEA_WORKENV) answer this.
 */
export async function findWorkenvNext(db: DbOrTx, scope: DataScope, q: { plantCd?: string | undefined; today: string }): Promise<TWorkenvNextRow[]> {
  const parts: SQL[] = [sql`true`];
  const sw = scopeWhere(scope, { plant: sql`r.plant_cd` });
  if (sw) parts.push(sw);
  if (q.plantCd) parts.push(sql`r.plant_cd = ${q.plantCd}`);
  const rows = await queryRows<{ plant_cd: string; process_no: number; process_nm: string | null; hazard_cd: string; hazard_nm: string | null; carcinogen_yn: 'Y' | 'N';
    measure_ymd: string; v: number; l: number; unit_nm: string; exceed_yn: 'Y' | 'N' }>(db, sql`select r.plant_cd, r.process_no, pr.process_nm, r.hazard_cd, h.hazard_nm,
      coalesce(h.carcinogen_yn, 'N') as carcinogen_yn, r.measure_ymd::text as measure_ymd, r.measured_value::float8 as v, r.exposure_limit::float8 as l, r.unit_nm, r.exceed_yn
    from hea_workenv_result r left join com_process pr on pr.process_no = r.process_no left join hea_hazard h on h.hazard_cd = r.hazard_cd
    where ${sql.join(parts, sql` and `)} order by r.plant_cd, pr.sort_order nulls last, r.process_no, r.hazard_cd, r.measure_ymd`);
  const groups = new Map<string, typeof rows>();
  for (const x of rows) {
    const k = `${x.plant_cd}/${x.process_no}/${x.hazard_cd}`;
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(x);
  }
  const today = q.today;
  const out: TWorkenvNextRow[] = [];
  for (const g of groups.values()) {
    const hist: TWorkenvMeasurement[] = g.map((x) => ({ measureYmd: x.measure_ymd, measuredValue: Number(x.v), exposureLimit: Number(x.l) }));
    const next = workenvNextMeasurement(hist, g[0]!.carcinogen_yn === 'Y')!;
    const last = g[g.length - 1]!;
    out.push({
      plantCd: last.plant_cd, processNo: Number(last.process_no), processNm: last.process_nm, hazardCd: last.hazard_cd, hazardNm: last.hazard_nm,
      carcinogenYn: last.carcinogen_yn, lastMeasureYmd: next.lastMeasureYmd, lastValue: Number(last.v), exposureLimit: Number(last.l), unitNm: last.unit_nm,
      exceedYn: last.exceed_yn, cycleMonths: next.cycleMonths, reasonCd: next.reasonCd, nextYmd: next.nextYmd, daysLeft: daysBetween(today, next.nextYmd),
    });
  }
  return out.sort((a, b) => (a.nextYmd < b.nextYmd ? -1 : a.nextYmd > b.nextYmd ? 1 : 0));
}
