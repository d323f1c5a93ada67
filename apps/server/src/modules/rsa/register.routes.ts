import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gradeRank, RSA_API, RSA_DONE_STATUSES, RSA_MATRIX_METHODS, RSA_MENUS, type TRsaMatrix } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { menuRead } from '../../lib/route-auth.js';
import { deptSubtree, assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { loadMatrix } from './matrix.service.js';

const ROW_KINDS = ['HAZARD', 'CHECK', 'JSA', 'HAZOP', 'CHARM', 'ONE_POINT'] as const;
const RegisterRow = z.object({
  /** the row's kind: 빈도·강도 / 3단계 rows, checklist items, and the other methods' rows */
  kind: z.enum(ROW_KINDS),
  planNo: z.number(), planTitle: z.string(), planToYmd: z.string(), methodCd: z.string(), matrixVersion: z.number().nullable(),
  assessNo: z.number(), deptCd: z.string(), deptNm: z.string().nullable(), processNm: z.string().nullable(), unitWorkNm: z.string(),
  rowNo: z.number().nullable(), hazardNm: z.string(), riskScore: z.number().nullable(), riskGradeCd: z.string().nullable(),
  gradeLabel: z.string().nullable(), gradeColor: z.string().nullable(), levelCd: z.string().nullable(),
  measure: z.string().nullable(), ownerUserId: z.string().nullable(), ownerUserNm: z.string().nullable(), dueYmd: z.string().nullable(),
  residualGradeCd: z.string().nullable(), majorYn: z.string().nullable(), actionNo: z.number().nullable(), actionStatusCd: z.string().nullable(),
  hazardClassNm: z.string().nullable(), disasterTypeNm: z.string().nullable(), currentControl: z.string().nullable(), likelihood: z.number().nullable(),
  severity: z.number().nullable(), resultCd: z.string().nullable(), actionRequiredYn: z.string().nullable(),
  /** the same row (department, unit work, kind and text) in the last completed rounds, oldest first, this one last */
  trend: z.array(z.object({
    planNo: z.number(), planToYmd: z.string(), riskScore: z.number().nullable(), gradeLabel: z.string().nullable(), gradeColor: z.string().nullable(), levelCd: z.string().nullable(),
  })),
});
type TRegisterRow = z.infer<typeof RegisterRow>;
const Query = z.object({
  plantCd: z.string().trim().min(1).max(10),
  /** at or above this grade (빈도·강도법 rows); empty: every row that requires action */
  gradeCd: z.string().trim().max(30).optional(),
  deptCd: z.string().trim().max(30).optional(),
});

type Raw = {
  kind: (typeof ROW_KINDS)[number]; plan_no: number; plan_title: string; plan_to_ymd: string; method_cd: string; matrix_version: number | null; assess_no: number;
  dept_cd: string; dept_nm: string | null; process_nm: string | null; unit_work_nm: string; row_no: number | null; hazard_nm: string; risk_score: number | null;
  risk_grade_cd: string | null; level_cd: string | null; measure: string | null; owner_user_id: string | null; owner_user_nm: string | null; due_ymd: string | null;
  residual_grade_cd: string | null; major_yn: string | null; action_no: number | null; action_status_cd: string | null; action_required_yn: string | null;
  hazard_class_nm: string | null; disaster_type_nm: string | null; current_control: string | null; likelihood: number | null; severity: number | null; result_cd: string | null;
};

/** rounds shown in a row's trend (this one and the ones before) */
const TREND_ROUNDS = 3;
const trendKey = (r: Pick<Raw, 'kind' | 'dept_cd' | 'unit_work_nm' | 'hazard_nm'>) => [r.kind, r.dept_cd, r.unit_work_nm, r.hazard_nm].join('\u0000');

/**
 * The other methods' rows in the register's shape: the text (JSA task · step · hazard, HAZOP node — deviation, CHARM
 * chemical — task, 핵심요인 what can hurt), the rating (JSA / HAZOP: score and grade of the matrix; CHARM: the risk
 * level 1–4 as the score) and the current controls (HAZOP safeguards, 핵심요인 what is done now).
 */
const OTHER_METHODS = [
  { kind: 'JSA', table: 'rsa_jsa_step', text: sql`x.task_nm || ' ' || x.step_no || '. ' || x.step_desc || ': ' || x.hazard_nm`, score: sql`x.risk_score`, grade: sql`x.risk_grade_cd`, control: sql`null`, l: sql`x.likelihood`, s: sql`x.severity` },
  { kind: 'HAZOP', table: 'rsa_hazop_row', text: sql`x.node_nm || ' — ' || x.deviation`, score: sql`x.risk_score`, grade: sql`x.risk_grade_cd`, control: sql`x.safeguards`, l: sql`x.likelihood`, s: sql`x.severity` },
  { kind: 'CHARM', table: 'rsa_charm_row', text: sql`x.chemical_nm || ' — ' || x.task_nm`, score: sql`x.risk_level`, grade: sql`null`, control: sql`null`, l: sql`null::int`, s: sql`null::int` },
  { kind: 'ONE_POINT', table: 'rsa_one_point', text: sql`x.hazard_desc`, score: sql`null::int`, grade: sql`null`, control: sql`x.current_control`, l: sql`null::int`, s: sql`null::int` },
];

/**
 * The current hazards of a plant: for every department and unit work, the rows of its latest completed assessment
 * (평가완료 / 공유완료), with the owner and the improvement action's status. One statement; the grade filter and
 * the labels come from the matrix versions of the rows (a handful per plant).
 */
async function registerRows(db: DbOrTx, req: FastifyRequest, q: z.infer<typeof Query>, all = false): Promise<TRegisterRow[]> {
  const scope = await requestScope(db, req, RSA_MENUS.register);
  assertPlantReachable(scope, q.plantCd, { vendors: true });
  const deptLimit = scope.allDepts ? sql`` : sql`and a.dept_cd in ${deptSubtree(scope.deptCd)}`;
  const deptFilter = q.deptCd ? sql`and a.dept_cd = ${q.deptCd}` : sql``;
  const done = sql.join(RSA_DONE_STATUSES.map((s) => sql`${s}`), sql`, `);
  const rowsOf = (rounds: boolean) => queryRows<Raw>(db, sql`
    with cur as (
      select ${rounds ? sql`` : sql`distinct on (a.dept_cd, a.unit_work_nm)`} a.assess_no, a.plan_no, a.dept_cd, a.process_nm, a.unit_work_nm, p.plan_title, p.plan_to_ymd::text as plan_to_ymd,
             p.matrix_version, p.method_cd
        from rsa_assessment a join rsa_plan p on p.plan_no = a.plan_no
       where a.plant_cd = ${q.plantCd} and p.status_cd in (${done}) ${deptLimit} ${deptFilter}
       order by a.dept_cd, a.unit_work_nm, p.plan_to_ymd desc, p.plan_no desc
    )
    select 'HAZARD' as kind, c.plan_no, c.plan_title, c.plan_to_ymd, c.method_cd, c.matrix_version, c.assess_no, c.dept_cd, d.dept_nm, c.process_nm, c.unit_work_nm,
           h.row_no, h.hazard_nm, h.risk_score, h.risk_grade_cd, h.level_cd, h.measure, h.owner_user_id, u.user_nm as owner_user_nm, h.due_ymd::text as due_ymd,
           h.residual_grade_cd, h.major_yn, h.action_no, ia.status_cd as action_status_cd, h.action_required_yn,
           (select code_nm from com_code_master where code_group_cd = 'RSA_HAZARD_CLASS' and code = h.hazard_class_cd) as hazard_class_nm,
           (select code_nm from com_code_master where code_group_cd = 'RSA_DISASTER_TYPE' and code = h.disaster_type_cd) as disaster_type_nm,
           h.current_control, h.likelihood, h.severity, null as result_cd
      from cur c join rsa_hazard h on h.assess_no = c.assess_no
      left join com_dept d on d.dept_cd = c.dept_cd left join com_user u on u.user_id = h.owner_user_id left join impr_action ia on ia.action_no = h.action_no
    union all
    select 'CHECK', c.plan_no, c.plan_title, c.plan_to_ymd, c.method_cd, c.matrix_version, c.assess_no, c.dept_cd, d.dept_nm, c.process_nm, c.unit_work_nm,
           k.row_no, k.item_text, null, null, null, k.measure, k.owner_user_id, u.user_nm, k.due_ymd::text,
           null, null, k.action_no, ia.status_cd, case when k.result_cd = 'IMPROVE' then 'Y' else 'N' end,
           null, null, null, null, null, k.result_cd
      from cur c join rsa_check_item k on k.assess_no = c.assess_no
      left join com_dept d on d.dept_cd = c.dept_cd left join com_user u on u.user_id = k.owner_user_id left join impr_action ia on ia.action_no = k.action_no
    ${sql.join(OTHER_METHODS.map((o) => sql`
    union all
    select ${o.kind}, c.plan_no, c.plan_title, c.plan_to_ymd, c.method_cd, c.matrix_version, c.assess_no, c.dept_cd, d.dept_nm, c.process_nm, c.unit_work_nm,
           x.row_no, ${o.text}, ${o.score}, ${o.grade}, null, x.measure, x.owner_user_id, u.user_nm, x.due_ymd::text,
           null, null, x.action_no, ia.status_cd, x.action_required_yn,
           null, null, ${o.control}, ${o.l}, ${o.s}, null
      from cur c join ${sql.raw(o.table)} x on x.assess_no = c.assess_no
      left join com_dept d on d.dept_cd = c.dept_cd left join com_user u on u.user_id = x.owner_user_id left join impr_action ia on ia.action_no = x.action_no`), sql``)}
     order by 8, 11, 1, 12`);
  const raw = await rowsOf(false);
  // 추이: the rows of every completed round of the same unit works, grouped by department, unit work, kind and text
  const rounds = new Map<string, Raw[]>();
  for (const r of await rowsOf(true)) {
    const k = trendKey(r);
    rounds.set(k, [...(rounds.get(k) ?? []), r]);
  }
  const matrices = new Map<number, TRsaMatrix | null>();
  const matrixOf = async (v: number | null) => {
    if (v == null) return null;
    if (!matrices.has(v)) matrices.set(v, await loadMatrix(db, q.plantCd, v));
    return matrices.get(v)!;
  };
  const out: TRegisterRow[] = [];
  for (const r of raw) {
    const m = await matrixOf(r.matrix_version);
    const g = m?.grades.find((x) => x.gradeCd === r.risk_grade_cd) ?? null;
    // 빈도·강도법 rows against the grade asked, in the row's own matrix version; the rest (and rows of a version
    // without that grade): every row that requires action
    const ref = q.gradeCd && m && (RSA_MATRIX_METHODS as readonly string[]).includes(r.method_cd) ? gradeRank(m, q.gradeCd) : -1;
    const keep = all || (ref >= 0 ? gradeRank(m!, r.risk_grade_cd) >= ref : r.action_required_yn === 'Y');
    if (!keep) continue;
    const trend = [];
    for (const x of (rounds.get(trendKey(r)) ?? []).sort((a, b) => a.plan_to_ymd.localeCompare(b.plan_to_ymd) || a.plan_no - b.plan_no).slice(-TREND_ROUNDS)) {
      const xg = (await matrixOf(x.matrix_version))?.grades.find((y) => y.gradeCd === x.risk_grade_cd) ?? null;
      trend.push({ planNo: x.plan_no, planToYmd: x.plan_to_ymd, riskScore: x.risk_score, gradeLabel: xg?.label ?? null, gradeColor: xg?.color ?? null, levelCd: x.level_cd ?? x.result_cd });
    }
    out.push({
      trend,
      kind: r.kind, planNo: r.plan_no, planTitle: r.plan_title, planToYmd: r.plan_to_ymd, methodCd: r.method_cd, matrixVersion: r.matrix_version, assessNo: r.assess_no,
      deptCd: r.dept_cd, deptNm: r.dept_nm, processNm: r.process_nm, unitWorkNm: r.unit_work_nm, rowNo: r.row_no, hazardNm: r.hazard_nm, riskScore: r.risk_score,
      riskGradeCd: r.risk_grade_cd, gradeLabel: g?.label ?? null, gradeColor: g?.color ?? null, levelCd: r.level_cd, measure: r.measure, ownerUserId: r.owner_user_id,
      ownerUserNm: r.owner_user_nm, dueYmd: r.due_ymd, residualGradeCd: r.residual_grade_cd, majorYn: r.major_yn, actionNo: r.action_no, actionStatusCd: r.action_status_cd,
      hazardClassNm: r.hazard_class_nm, disasterTypeNm: r.disaster_type_nm, currentControl: r.current_control, likelihood: r.likelihood, severity: r.severity,
      resultCd: r.result_cd, actionRequiredYn: r.action_required_yn,
    });
  }
  return out;
}

const COLUMNS = [
  { key: 'deptNm', header: '부서', width: 16 }, { key: 'processNm', header: '공정', width: 16 }, { key: 'unitWorkNm', header: '단위작업', width: 20 },
  { key: 'hazardNm', header: '유해·위험요인 / 점검항목', width: 40 }, { key: 'riskScore', header: '위험성', width: 8 }, { key: 'gradeLabel', header: '등급', width: 10 },
  { key: 'levelCd', header: '3단계 수준', width: 10 }, { key: 'measure', header: '감소대책', width: 36 }, { key: 'ownerUserNm', header: '담당자', width: 10 },
  { key: 'dueYmd', header: '조치기한', width: 12 }, { key: 'actionNo', header: '개선조치 번호', width: 12 }, { key: 'actionStatusCd', header: '조치 상태', width: 12 },
  { key: 'planTitle', header: '평가', width: 30 }, { key: 'planToYmd', header: '평가일', width: 12 }, { key: 'trendText', header: '추이 (최근 3회)', width: 40 },
];
/** a trend as one cell: 2024-04-30 즉시개선(20) → 2025-04-30 개선(8) */
const trendText = (r: TRegisterRow) => r.trend.map((x) => `${x.planToYmd} ${x.gradeLabel ?? x.levelCd ?? ''}${x.riskScore != null ? `(${x.riskScore})` : ''}`.trim()).join(' → ');

/** 위험성평가 대장 (risk register) `/api/rsa/register` and its Excel */
export async function rsaRegisterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(RSA_API.register, {
    config: menuRead(RSA_MENUS.register),
    schema: {
      tags: ['rsaRegister'], summary: 'current hazards at or above a grade (or requiring action) across the plant, with owners and action status',
      querystring: Query, response: { 200: z.object({ list: z.array(RegisterRow), totalCount: z.number() }) },
    },
  }, async (req) => {
    const list = await registerRows(app.db, req, req.query);
    return { list, totalCount: list.length };
  });
  // 작업위험성 대장: every current row of one department (all grades), for the A4 book and TBM sharing
  r.get(RSA_API.book, {
    config: menuRead(RSA_MENUS.register),
    schema: {
      tags: ['rsaRegister'], summary: 'the job risk book of a department: every row of its current assessments, by unit work',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), deptCd: z.string().trim().min(1).max(30) }),
      response: { 200: z.object({ plantNm: z.string().nullable(), deptNm: z.string().nullable(), list: z.array(RegisterRow) }) },
    },
  }, async (req) => {
    const list = await registerRows(app.db, req, req.query, true);
    const [n] = await queryRows<{ plant_nm: string | null; dept_nm: string | null }>(app.db, sql`
      select (select code_nm from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${req.query.plantCd}) as plant_nm,
             (select dept_nm from com_dept where dept_cd = ${req.query.deptCd}) as dept_nm`);
    return { plantNm: n?.plant_nm ?? null, deptNm: n?.dept_nm ?? null, list };
  });
  r.get(`${RSA_API.register}/excel`, {
    config: menuRead(RSA_MENUS.register),
    schema: { tags: ['rsaRegister'], summary: 'the risk register as .xlsx', querystring: Query },
  }, async (req, reply) => {
    const list = await registerRows(app.db, req, req.query);
    async function* batches() { yield list.map((r) => ({ ...r, trendText: trendText(r) })) as unknown as Record<string, unknown>[]; }
    return sendXlsx(reply, {
      fileName: `위험성평가_대장_${req.query.plantCd}.xlsx`, asciiName: `risk_register_${req.query.plantCd}.xlsx`, sheetName: '위험성평가 대장',
      columns: COLUMNS, batches: batches(), timeZone: app.config.plantTimeZone, log: req.log,
    });
  });
}
