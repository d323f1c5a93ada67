import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HEA_DIAG_CODES, HEA_RESULT_CODE_GROUP, HEA_RESULT_COUNT_CAP, HEA_RESULT_MENU, HEA_RESULT_MESSAGES, HEA_WORK_FITNESS_CODES, isOutsideRange,
  retentionUntil, type TCheckupResult, type TCheckupResultRow, type ZCheckupResultInput, type ZCheckupResultSearch,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { deptSubtree, scopeWhere, type DataScope } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { actor, likeContains, loadPlan, menuScope, type PlanHead } from './health.shared.js';
import { heaCheckupResult, heaCheckupResultItem } from './results.tables.js';

export const M_RESULT = HEA_RESULT_MENU.checkupResult;

/**
 * Who reads results (sensitive health data, 개인정보 보호법 제23조): write rights on the results menu (health
 * manager) read within the plant/department scope; read-only rights read only the caller's own results;
 * vendor users read nothing.
 */
export type ResultAccess = { scope: DataScope; manager: boolean; userId: string };

export async function resultAccess(db: DbOrTx, req: FastifyRequest): Promise<ResultAccess> {
  const scope = await menuScope(db, req, M_RESULT);
  return { scope, manager: req.menuRights?.canWrite === true, userId: actor(req) };
}

/** WHERE fragment for rows of hea_checkup_result aliased r */
export function accessWhere(a: ResultAccess): SQL {
  if (a.scope.vendorCd !== null) return sql`false`;
  if (!a.manager) return sql`r.user_id = ${a.userId}`;
  return scopeWhere(a.scope, { plant: sql`r.plant_cd`, dept: sql`r.dept_cd` }) ?? sql`true`;
}

export function searchWhere(a: ResultAccess, q: z.infer<typeof ZCheckupResultSearch>): SQL {
  const parts: SQL[] = [accessWhere(a)];
  if (q.plantCd) parts.push(sql`r.plant_cd = ${q.plantCd}`);
  if (q.deptCd) parts.push(sql`r.dept_cd in ${deptSubtree(q.deptCd)}`);
  if (q.year) parts.push(sql`r.checkup_year = ${q.year}`);
  if (q.diagCd) parts.push(sql`r.diag_cd = ${q.diagCd}`);
  if (q.heaCheckupPlanNo) parts.push(sql`r.hea_checkup_plan_no = ${q.heaCheckupPlanNo}`);
  if (q.userNm) parts.push(sql`r.user_id in (select user_id from com_user where user_nm like ${likeContains(q.userNm)})`);
  return sql.join(parts, sql` and `);
}

const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** display columns over an already limited set of result rows `r` (PK lookups only, so 20 rows cost 20 lookups) */
export function rowSelect(from: SQL): SQL {
  return sql`select r.hea_checkup_result_no as "heaCheckupResultNo", r.hea_checkup_plan_no as "heaCheckupPlanNo", p.hea_checkup_plan_nm as "heaCheckupPlanNm",
      r.plant_cd as "plantCd", pl.code_nm as "plantNm", r.dept_cd as "deptCd", d.dept_nm as "deptNm", r.user_id as "userId", u.user_nm as "userNm",
      r.checkup_year as "checkupYear", r.checkup_ymd::text as "checkupYmd", r.hea_checkup_org_no as "heaCheckupOrgNo", o.hea_checkup_org_nm as "heaCheckupOrgNm",
      r.diag_cd as "diagCd", dg.code_nm as "diagNm", r.work_fitness_cd as "workFitnessCd", r.followup_action_cd as "followupActionCd", fa.code_nm as "followupActionNm",
      r.followup_opinion as "followupOpinion", r.abnormal_cnt as "abnormalCnt", r.carcinogen_yn as "carcinogenYn", r.retention_until_ymd::text as "retentionUntilYmd",
      r.version, r.update_user_id as "updateUserId", ${iso(sql`r.update_dt`)} as "updateDt"
    from ${from}
    left join hea_checkup_plan p on p.hea_checkup_plan_no = r.hea_checkup_plan_no
    left join com_code_master pl on pl.code_group_cd = 'COM_PLANT_CD' and pl.code = r.plant_cd
    left join com_dept d on d.dept_cd = r.dept_cd
    left join com_user u on u.user_id = r.user_id
    left join hea_checkup_org o on o.hea_checkup_org_no = r.hea_checkup_org_no
    left join com_code_master dg on dg.code_group_cd = 'HEA_RESULT_DIAG' and dg.code = r.diag_cd
    left join com_code_master fa on fa.code_group_cd = ${HEA_RESULT_CODE_GROUP.followupAction} and fa.code = r.followup_action_cd`;
}

export const normalizeRow = (x: Record<string, unknown>): TCheckupResultRow => ({
  ...(x as TCheckupResultRow),
  heaCheckupResultNo: Number(x.heaCheckupResultNo),
  heaCheckupPlanNo: Number(x.heaCheckupPlanNo),
  checkupYear: Number(x.checkupYear),
  heaCheckupOrgNo: x.heaCheckupOrgNo === null ? null : Number(x.heaCheckupOrgNo),
  abnormalCnt: Number(x.abnormalCnt),
  version: Number(x.version),
});

/**
 * one page, newest first; the total is counted only up to HEA_RESULT_COUNT_CAP (no count(*) over a million rows).
 * `desc nulls last` matches the indexes drizzle creates (… DESC NULLS LAST), so the page is read in index order
 * and stops after 20 rows instead of sorting a whole plant-year.
 */
export async function findResults(db: DbOrTx, a: ResultAccess, q: z.infer<typeof ZCheckupResultSearch>) {
  if ((q.page - 1) * q.limit >= HEA_RESULT_COUNT_CAP) throw badRequest([{ field: 'page', message: HEA_RESULT_MESSAGES.pageBeyondCap }], HEA_RESULT_MESSAGES.pageBeyondCap);
  const where = searchWhere(a, q);
  const page = sql`(select * from hea_checkup_result r where ${where}
      order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last limit ${q.limit} offset ${(q.page - 1) * q.limit}) r`;
  const [rows, cnt] = await Promise.all([
    queryRows<Record<string, unknown>>(db, sql`${rowSelect(page)} order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from hea_checkup_result r where ${where} limit ${HEA_RESULT_COUNT_CAP + 1}) x`),
  ]);
  const n = Number(cnt[0]!.n);
  return {
    list: rows.map(normalizeRow),
    totalCount: Math.min(n, HEA_RESULT_COUNT_CAP),
    totalCappedYn: (n > HEA_RESULT_COUNT_CAP ? 'Y' : 'N') as 'Y' | 'N',
    page: q.page,
    limit: q.limit,
  };
}

/** the scoped loader (lib/scoped-load): managers their plant / department subtree, read-only users their own result */
export async function loadResultInScope(db: DbOrTx, a: ResultAccess, no: number, lock = false) {
  return loadInScope<{ version: number; plan_no: number; user_id: string }>(db, a.scope, {
    select: sql`r.version, r.hea_checkup_plan_no as plan_no, r.user_id`, from: sql`hea_checkup_result r`, key: sql`r.hea_checkup_result_no = ${no}`,
    scope: a.manager ? { plant: sql`r.plant_cd`, dept: sql`r.dept_cd` } : {}, restrict: a.manager ? undefined : sql`r.user_id = ${a.userId}`,
    lock: lock ? sql`for update of r` : undefined,
  });
}

export async function getResult(db: DbOrTx, a: ResultAccess, no: number): Promise<TCheckupResult> {
  await loadResultInScope(db, a, no);
  const rows = await queryRows<Record<string, unknown>>(db, rowSelect(sql`hea_checkup_result r`).append(sql` where r.hea_checkup_result_no = ${no}`));
  const items = await queryRows<Record<string, unknown>>(db, sql`select i.test_item_cd as "testItemCd", t.test_item_nm as "testItemNm", t.unit,
      i.result_value as "resultValue", i.normal_low as "normalLow", i.normal_high as "normalHigh", i.abnormal_yn as "abnormalYn"
    from hea_checkup_result_item i left join hea_test_item t on t.test_item_cd = i.test_item_cd
    where i.hea_checkup_result_no = ${no} order by t.sort_order, i.test_item_cd`);
  return {
    ...normalizeRow(rows[0]!),
    items: items.map((i) => ({
      ...(i as TCheckupResult['items'][number]),
      normalLow: i.normalLow === null ? null : Number(i.normalLow),
      normalHigh: i.normalHigh === null ? null : Number(i.normalHigh),
    })),
  };
}

// ---- validation and writing (entry form and Excel upload share it) ----

type Target = { userId: string; userNm: string | null; deptCd: string | null; deptNm: string | null; genderCd: string | null; carcinogen: boolean; resultNo: number | null; version: number | null };
type Item = { testItemCd: string; testItemNm: string; unit: string | null; useYn: string; sortOrder: number };
type Range = { normalLow: number | null; normalHigh: number | null };

/** everything needed to validate results of one plan, loaded once (an upload of 5,000 rows makes a handful of queries) */
export type PlanContext = {
  plan: PlanHead;
  targets: Map<string, Target>;
  orgs: Map<number, string>;
  items: Map<string, Item>;
  ranges: Map<string, Range>;
};

export async function loadPlanContext(tx: DbOrTx, a: ResultAccess, planNo: number): Promise<PlanContext> {
  const plan = await loadPlan(tx, a.scope, planNo);
  // targets inside the caller's department scope only: the rest do not exist for this caller
  const deptLimit = a.scope.allDepts ? sql`true` : sql`coalesce(cu.dept_cd, u.dept_cd) in ${deptSubtree(a.scope.deptCd)}`;
  const targets = await queryRows<{ user_id: string; user_nm: string | null; dept_cd: string | null; dept_nm: string | null; gender_cd: string | null; carcinogen: boolean; no: number | null; version: number | null }>(tx, sql`
    select cu.user_id, u.user_nm, coalesce(cu.dept_cd, u.dept_cd) as dept_cd, d.dept_nm, u.gender_cd,
      exists (select 1 from com_dept_process dp join hea_process_hazard ph on ph.process_no = dp.process_no
              join hea_hazard h on h.hazard_cd = ph.hazard_cd
              where dp.dept_cd = coalesce(cu.dept_cd, u.dept_cd) and h.carcinogen_yn = 'Y') as carcinogen,
      r.hea_checkup_result_no as no, r.version
    from hea_checkup_user cu
    left join com_user u on u.user_id = cu.user_id
    left join com_dept d on d.dept_cd = coalesce(cu.dept_cd, u.dept_cd)
    left join hea_checkup_result r on r.hea_checkup_plan_no = cu.hea_checkup_plan_no and r.user_id = cu.user_id
    where cu.hea_checkup_plan_no = ${planNo} and ${deptLimit}
    order by d.dept_nm, u.user_nm, cu.user_id`);
  const orgs = await queryRows<{ no: number; nm: string }>(tx, sql`select o.hea_checkup_org_no as no, o.hea_checkup_org_nm as nm
    from hea_checkup_plan_org po join hea_checkup_org o on o.hea_checkup_org_no = po.hea_checkup_org_no where po.hea_checkup_plan_no = ${planNo} order by o.hea_checkup_org_nm`);
  const items = await queryRows<{ cd: string; nm: string; unit: string | null; use_yn: string; sort_order: number }>(tx, sql`select test_item_cd as cd, test_item_nm as nm, unit, use_yn, sort_order
    from hea_test_item order by sort_order, test_item_cd`);
  const ranges = await queryRows<{ cd: string; sex: string; lo: number | null; hi: number | null }>(tx, sql`select test_item_cd as cd, sex_cd as sex, normal_low as lo, normal_high as hi from hea_test_item_range`);
  return {
    plan,
    targets: new Map(targets.map((t) => [t.user_id, {
      userId: t.user_id, userNm: t.user_nm, deptCd: t.dept_cd, deptNm: t.dept_nm, genderCd: t.gender_cd, carcinogen: t.carcinogen === true || String(t.carcinogen) === 'true',
      resultNo: t.no === null ? null : Number(t.no), version: t.version === null ? null : Number(t.version),
    }])),
    orgs: new Map(orgs.map((o) => [Number(o.no), o.nm])),
    items: new Map(items.map((i) => [i.cd, { testItemCd: i.cd, testItemNm: i.nm, unit: i.unit, useYn: i.use_yn, sortOrder: Number(i.sort_order) }])),
    ranges: new Map(ranges.map((r) => [`${r.cd}|${r.sex}`, { normalLow: r.lo === null ? null : Number(r.lo), normalHigh: r.hi === null ? null : Number(r.hi) }])),
  };
}

/** the range that applies to a worker: their sex's range, else the common one */
export function rangeFor(ctx: PlanContext, testItemCd: string, genderCd: string | null): Range | null {
  return (genderCd ? ctx.ranges.get(`${testItemCd}|${genderCd}`) : undefined) ?? ctx.ranges.get(`${testItemCd}|A`) ?? null;
}

export type ResultInput = z.infer<typeof ZCheckupResultInput>;
export type PreparedItem = { testItemCd: string; resultValue: string; resultNum: number | null; normalLow: number | null; normalHigh: number | null; abnormalYn: 'Y' | 'N' };
export type Prepared = { input: ResultInput; target: Target; items: PreparedItem[]; retentionUntilYmd: string };
export type FieldError = { field: string; message: string };

const NUM_RE = /^[-+]?\d+(\.\d+)?$/;

const validYmd = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** business checks of one result against the plan; returns errors by field (never throws) */
export function prepareResult(ctx: PlanContext, input: ResultInput): { ok: Prepared } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const target = ctx.targets.get(input.userId);
  if (!target) errors.push({ field: 'userId', message: HEA_RESULT_MESSAGES.notTarget });
  if (!validYmd(input.checkupYmd)) errors.push({ field: 'checkupYmd', message: HEA_RESULT_MESSAGES.badDate });
  if (!(HEA_DIAG_CODES as readonly string[]).includes(input.diagCd)) errors.push({ field: 'diagCd', message: HEA_RESULT_MESSAGES.badDiag });
  if (input.workFitnessCd && !(HEA_WORK_FITNESS_CODES as readonly string[]).includes(input.workFitnessCd)) errors.push({ field: 'workFitnessCd', message: HEA_RESULT_MESSAGES.badFitness });
  if (input.heaCheckupOrgNo && !ctx.orgs.has(input.heaCheckupOrgNo)) errors.push({ field: 'heaCheckupOrgNo', message: HEA_RESULT_MESSAGES.badOrg });
  const items: PreparedItem[] = [];
  const seen = new Set<string>();
  for (const it of input.items) {
    const field = `items.${it.testItemCd}`;
    const def = ctx.items.get(it.testItemCd);
    if (!def || def.useYn !== 'Y' || seen.has(it.testItemCd)) {
      errors.push({ field, message: HEA_RESULT_MESSAGES.badItem });
      continue;
    }
    seen.add(it.testItemCd);
    const v = (it.resultValue ?? '').trim();
    if (v === '') continue;
    const range = rangeFor(ctx, it.testItemCd, target?.genderCd ?? null);
    const isNum = NUM_RE.test(v);
    if (range && !isNum) {
      errors.push({ field, message: HEA_RESULT_MESSAGES.notNumber });
      continue;
    }
    const num = isNum ? Number(v) : null;
    items.push({
      testItemCd: it.testItemCd, resultValue: v, resultNum: num, normalLow: range?.normalLow ?? null, normalHigh: range?.normalHigh ?? null,
      abnormalYn: range && num !== null && isOutsideRange(num, range) ? 'Y' : 'N',
    });
  }
  if (errors.length || !target) return { errors };
  return { ok: { input, target, items, retentionUntilYmd: retentionUntil(input.checkupYmd, target.carcinogen) } };
}

/** insert or update one result with its items; audited. `expectVersion` (entry form) → 409 when stale */
export async function writeResult(tx: DbOrTx, req: FastifyRequest, ctx: PlanContext, p: Prepared, mode: { op: 'create' | 'update' | 'upsert'; resultNo?: number; expectVersion?: number }) {
  const me = actor(req);
  const i = p.input;
  const values = {
    checkupYear: Number(i.checkupYmd.slice(0, 4)), checkupYmd: i.checkupYmd, heaCheckupOrgNo: i.heaCheckupOrgNo ?? null, diagCd: i.diagCd,
    workFitnessCd: i.workFitnessCd ?? null, followupActionCd: i.followupActionCd ?? null, followupOpinion: i.followupOpinion ?? null,
    abnormalCnt: p.items.filter((x) => x.abnormalYn === 'Y').length, carcinogenYn: p.target.carcinogen ? 'Y' : 'N', retentionUntilYmd: p.retentionUntilYmd,
  };
  const existingNo = mode.resultNo ?? p.target.resultNo;
  let no: number;
  let before: unknown = null;
  if (existingNo && mode.op !== 'create') {
    const cur = await queryRows<{ version: number; plan: number; user_id: string }>(tx, sql`select version, hea_checkup_plan_no as plan, user_id from hea_checkup_result
      where hea_checkup_result_no = ${existingNo} for update`);
    if (!cur[0]) throw notFound();
    if (mode.expectVersion !== undefined && Number(cur[0].version) !== mode.expectVersion) throw conflict();
    before = await snapshot(tx, existingNo);
    const upd = await tx.update(heaCheckupResult).set({ ...values, deptCd: p.target.deptCd, version: sql`${heaCheckupResult.version} + 1`, updateUserId: me, updateDt: new Date() })
      .where(and(eq(heaCheckupResult.heaCheckupResultNo, existingNo), eq(heaCheckupResult.version, Number(cur[0].version)))).returning({ no: heaCheckupResult.heaCheckupResultNo });
    if (!upd.length) throw conflict();
    no = existingNo;
    await tx.delete(heaCheckupResultItem).where(eq(heaCheckupResultItem.heaCheckupResultNo, no));
  } else {
    if (existingNo) throw conflict(HEA_RESULT_MESSAGES.duplicateResult);
    const [ins] = await tx.insert(heaCheckupResult).values({
      ...values, heaCheckupPlanNo: ctx.plan.heaCheckupPlanNo, userId: p.target.userId, plantCd: ctx.plan.plantCd, deptCd: p.target.deptCd, createUserId: me, updateUserId: me,
    }).returning({ no: heaCheckupResult.heaCheckupResultNo });
    no = ins!.no;
  }
  if (p.items.length) {
    await tx.insert(heaCheckupResultItem).values(p.items.map((x) => ({ ...x, heaCheckupResultNo: no, createUserId: me, updateUserId: me })));
  }
  await writeAudit(tx, { userId: me, action: before ? 'UPDATE' : 'CREATE', entity: 'heaCheckupResult', entityKey: String(no), before, after: await snapshot(tx, no), ip: req.ip });
  return { no, created: !before };
}

async function snapshot(tx: DbOrTx, no: number) {
  const r = await queryRows<Record<string, unknown>>(tx, sql`select r.*, r.checkup_ymd::text as checkup_ymd, r.retention_until_ymd::text as retention_until_ymd,
      (select json_agg(json_build_object('testItemCd', i.test_item_cd, 'resultValue', i.result_value, 'abnormalYn', i.abnormal_yn) order by i.test_item_cd)
         from hea_checkup_result_item i where i.hea_checkup_result_no = r.hea_checkup_result_no) as items
    from hea_checkup_result r where r.hea_checkup_result_no = ${no}`);
  return r[0] ?? null;
}

/** delete a result (entry mistakes); refused while the result backs a suspect record */
export async function deleteResult(tx: DbOrTx, req: FastifyRequest, a: ResultAccess, no: number, version: number) {
  const cur = await loadResultInScope(tx, a, no, true);
  if (!a.manager) throw forbidden();
  if (Number(cur.version) !== version) throw conflict();
  const used = await queryRows(tx, sql`select 1 from hea_suspect_user where hea_checkup_result_no = ${no} limit 1`);
  if (used.length) throw conflict(HEA_RESULT_MESSAGES.suspectLocked);
  const before = await snapshot(tx, no);
  await tx.delete(heaCheckupResult).where(eq(heaCheckupResult.heaCheckupResultNo, no));
  await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaCheckupResult', entityKey: String(no), before, ip: req.ip });
}

export function throwFieldErrors(errors: FieldError[]): never {
  throw badRequest(errors, errors[0]!.message);
}
