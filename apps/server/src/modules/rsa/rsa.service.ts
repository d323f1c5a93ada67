import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  imprRiskOf, rate, RSA_DONE_STATUSES, RSA_EDITABLE_STATUSES, RSA_MESSAGES, type TRsaMatrix,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createAction } from '../impr/impr.service.js';
import { loadMatrix } from './matrix.service.js';
import { rsaAssessment, rsaCheckItem, rsaHazard, rsaPlan } from './rsa.tables.js';

type Row = Record<string, unknown>;
export type PlanRow = typeof rsaPlan.$inferSelect;

export async function loadPlan(db: DbOrTx, planNo: number): Promise<PlanRow | null> {
  const [p] = await db.select().from(rsaPlan).where(eq(rsaPlan.planNo, planNo));
  return p ?? null;
}

/** the matrix version a plan was made with (never the plant's newer ones) */
export async function planMatrix(db: DbOrTx, plan: Pick<PlanRow, 'plantCd' | 'matrixVersion'>): Promise<TRsaMatrix> {
  const m = await loadMatrix(db, plan.plantCd, plan.matrixVersion ?? undefined);
  if (!m) throw badRequest([{ field: 'planNo', message: RSA_MESSAGES.noMatrix }], RSA_MESSAGES.noMatrix);
  return m;
}

/** 409 unless the plan's assessments may still be written (or deleted) */
export function assertAssessmentsEditable(plan: PlanRow, op: 'write' | 'delete'): void {
  if ((RSA_EDITABLE_STATUSES as readonly string[]).includes(plan.statusCd)) return;
  if ((RSA_DONE_STATUSES as readonly string[]).includes(plan.statusCd)) throw new AppError(409, op === 'delete' ? RSA_MESSAGES.deleteCompleted : RSA_MESSAGES.completedLocked, 'RSA_LOCKED');
  throw new AppError(409, RSA_MESSAGES.inApproval, 'RSA_LOCKED');
}

const fail = (field: string, message: string) => badRequest([{ field, message }], message);
const isLevel = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;
const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/**
 * Each method's rules for the rows of a save (only the collections sent are checked):
 * - 빈도·강도법: likelihood and severity within the plan's matrix; the residual pair both or neither;
 * - 3단계 판단법: 상/중/하 with the reason; 상 needs a measure;
 * - 체크리스트법: 보완 needs a measure.
 */
export function checkRows(method: string, m: TRsaMatrix, body: { hazards?: Row[] | null; checkItems?: Row[] | null }): void {
  const nl = m.likelihoodLevels.length;
  const ns = m.severityLevels.length;
  for (const [i, h] of (body.hazards ?? []).entries()) {
    const n = i + 1;
    if (method === 'FREQ_SEV') {
      if (h.likelihood == null || h.severity == null) throw fail(`hazards.${i}.likelihood`, RSA_MESSAGES.freqSevRequired(n));
      if (!isLevel(h.likelihood, nl)) throw fail(`hazards.${i}.likelihood`, RSA_MESSAGES.likelihoodRange(n, nl));
      if (!isLevel(h.severity, ns)) throw fail(`hazards.${i}.severity`, RSA_MESSAGES.severityRange(n, ns));
      const rl = h.residualLikelihood;
      const rs = h.residualSeverity;
      if ((rl != null || rs != null) && !(isLevel(rl, nl) && isLevel(rs, ns))) throw fail(`hazards.${i}.residualLikelihood`, RSA_MESSAGES.residualRange(n));
    } else if (method === 'THREE_STEP') {
      if (!h.levelCd || !filled(h.levelReason)) throw fail(`hazards.${i}.levelCd`, RSA_MESSAGES.levelRequired(n));
      if (h.levelCd === 'HIGH' && !filled(h.measure)) throw fail(`hazards.${i}.measure`, RSA_MESSAGES.levelHighMeasure(n));
    }
  }
  if (method === 'CHECKLIST') {
    for (const [i, c] of (body.checkItems ?? []).entries()) {
      if (c.resultCd === 'IMPROVE' && !filled(c.measure)) throw fail(`checkItems.${i}.measure`, RSA_MESSAGES.checkImproveMeasure(i + 1));
    }
  }
}

/** a save may not drop a row that already has its improvement action (the action points back to it) */
export async function assertActionRowsKept(tx: DbOrTx, assessNo: number, body: { hazards?: Row[] | null; checkItems?: Row[] | null }): Promise<void> {
  const kept = (rows: Row[] | null | undefined, key: string) => new Set((rows ?? []).map((r) => r[key]).filter((k) => typeof k === 'number'));
  if (body.hazards) {
    const ids = kept(body.hazards, 'hazardNo');
    const linked = await tx.select({ no: rsaHazard.hazardNo }).from(rsaHazard).where(and(eq(rsaHazard.assessNo, assessNo), sql`${rsaHazard.actionNo} is not null`));
    if (linked.some((r) => !ids.has(r.no))) throw new AppError(409, RSA_MESSAGES.actionRowRemoved, 'RSA_LOCKED');
  }
  if (body.checkItems) {
    const ids = kept(body.checkItems, 'checkNo');
    const linked = await tx.select({ no: rsaCheckItem.checkNo }).from(rsaCheckItem).where(and(eq(rsaCheckItem.assessNo, assessNo), sql`${rsaCheckItem.actionNo} is not null`));
    if (linked.some((r) => !ids.has(r.no))) throw new AppError(409, RSA_MESSAGES.actionRowRemoved, 'RSA_LOCKED');
  }
}

/**
 * The server's part of a saved assessment: score and grade of every hazard row (and the residual ones) from the
 * plan's matrix version, and whether the row requires a measure. Written to the rows and into `record` (the answer).
 */
export async function rateAssessment(tx: DbOrTx, record: Row, method: string, m: TRsaMatrix): Promise<void> {
  const hazards = (record.hazards as Row[] | undefined) ?? [];
  for (const h of hazards) {
    let set: Partial<typeof rsaHazard.$inferInsert>;
    if (method === 'FREQ_SEV') {
      const r = rate(m, Number(h.likelihood), Number(h.severity));
      const res = h.residualLikelihood != null && h.residualSeverity != null ? rate(m, Number(h.residualLikelihood), Number(h.residualSeverity)) : null;
      const nm = (cd: string | undefined) => m.grades.find((g) => g.gradeCd === cd)?.label ?? null;
      set = {
        riskScore: r?.score ?? null, riskGradeCd: r?.gradeCd ?? null, riskGradeNm: nm(r?.gradeCd), actionRequiredYn: r?.actionRequiredYn ?? 'N',
        residualScore: res?.score ?? null, residualGradeCd: res?.gradeCd ?? null, residualGradeNm: nm(res?.gradeCd),
      };
    } else {
      set = {
        riskScore: null, riskGradeCd: null, riskGradeNm: null, residualScore: null, residualGradeCd: null, residualGradeNm: null,
        actionRequiredYn: h.levelCd === 'HIGH' ? 'Y' : 'N',
      };
    }
    if (Object.entries(set).some(([k, v]) => h[k] !== v)) {
      await tx.update(rsaHazard).set(set).where(eq(rsaHazard.hazardNo, Number(h.hazardNo)));
      Object.assign(h, set);
    }
  }
}

type Required = { kind: 'hazard' | 'check'; no: number; assessNo: number; unitWorkNm: string; deptCd: string; rowNo: number; text: string; measure: string | null;
  ownerUserId: string | null; dueYmd: string | null; actionNo: number | null; riskGradeCd: string | null; residualGradeCd: string | null; levelCd: string | null; hazardNm: string };

/** every row of the plan whose result requires a measure: grade with action / 상 (hazards), 보완 (checklist) */
export async function requiredMeasures(db: DbOrTx, planNo: number): Promise<Required[]> {
  const hz = await db.select({
    no: rsaHazard.hazardNo, assessNo: rsaAssessment.assessNo, unitWorkNm: rsaAssessment.unitWorkNm, deptCd: rsaAssessment.deptCd, rowNo: rsaHazard.rowNo,
    hazardNm: rsaHazard.hazardNm, measure: rsaHazard.measure, ownerUserId: rsaHazard.ownerUserId, dueYmd: rsaHazard.dueYmd, actionNo: rsaHazard.actionNo,
    riskGradeCd: rsaHazard.riskGradeCd, residualGradeCd: rsaHazard.residualGradeCd, levelCd: rsaHazard.levelCd,
  }).from(rsaHazard).innerJoin(rsaAssessment, eq(rsaAssessment.assessNo, rsaHazard.assessNo))
    .where(and(eq(rsaAssessment.planNo, planNo), eq(rsaHazard.actionRequiredYn, 'Y')))
    .orderBy(asc(rsaAssessment.assessNo), asc(rsaHazard.rowNo), asc(rsaHazard.hazardNo));
  const ck = await db.select({
    no: rsaCheckItem.checkNo, assessNo: rsaAssessment.assessNo, unitWorkNm: rsaAssessment.unitWorkNm, deptCd: rsaAssessment.deptCd, rowNo: rsaCheckItem.rowNo,
    hazardNm: rsaCheckItem.itemText, measure: rsaCheckItem.measure, ownerUserId: rsaCheckItem.ownerUserId, dueYmd: rsaCheckItem.dueYmd, actionNo: rsaCheckItem.actionNo,
  }).from(rsaCheckItem).innerJoin(rsaAssessment, eq(rsaAssessment.assessNo, rsaCheckItem.assessNo))
    .where(and(eq(rsaAssessment.planNo, planNo), eq(rsaCheckItem.resultCd, 'IMPROVE')))
    .orderBy(asc(rsaAssessment.assessNo), asc(rsaCheckItem.rowNo), asc(rsaCheckItem.checkNo));
  return [
    ...hz.map((r) => ({ ...r, kind: 'hazard' as const, rowNo: r.rowNo ?? 0, text: r.hazardNm })),
    ...ck.map((r) => ({ ...r, kind: 'check' as const, rowNo: r.rowNo ?? 0, text: r.hazardNm, riskGradeCd: null, residualGradeCd: null, levelCd: null })),
  ];
}

/** completion guard: every required measure has its text, owner and due date (409 naming the first row that lacks one) */
export async function assertMeasuresOwned(db: DbOrTx, planNo: number): Promise<true> {
  for (const r of await requiredMeasures(db, planNo)) {
    if (r.actionNo) continue;
    if (!filled(r.measure) || !r.ownerUserId || !r.dueYmd) throw new AppError(409, RSA_MESSAGES.measureMissing(r.unitWorkNm, r.rowNo), 'WF_GUARD');
  }
  return true;
}

/**
 * Every required measure without an action becomes one (sourceTypeCd RISK_ASSESSMENT, sourceKey = plan number), with
 * the risk before and after in the register's 3 levels; the row keeps the action number, so this runs once per row.
 */
export async function openMeasureActions(tx: DbOrTx, plan: PlanRow, actorUserId: string): Promise<number> {
  const m = await planMatrix(tx, plan);
  let n = 0;
  for (const r of await requiredMeasures(tx, plan.planNo)) {
    // (the completion guard has made sure every row has them; a row without is left for the next completion)
    if (r.actionNo || !r.measure || !r.ownerUserId || !r.dueYmd) continue;
    const before = r.kind === 'hazard' && plan.methodCd === 'FREQ_SEV' ? imprRiskOf(m, r.riskGradeCd) : r.levelCd === 'HIGH' ? 'H' : 'M';
    const after = r.kind === 'hazard' && plan.methodCd === 'FREQ_SEV' ? imprRiskOf(m, r.residualGradeCd) : null;
    const a = await createAction(tx, {
      sourceTypeCd: 'RISK_ASSESSMENT', sourceKey: String(plan.planNo), actionTypeCd: 'REQUEST',
      plantCd: plan.plantCd, deptCd: r.deptCd, title: r.measure!.slice(0, 200), assigneeUserId: r.ownerUserId!, dueYmd: r.dueYmd!,
      hazard: r.text.slice(0, 300), riskBeforeCd: before, riskAfterCd: after, location: r.unitWorkNm,
      description: `${plan.planTitle} — ${r.unitWorkNm} ${r.rowNo}번째 ${r.kind === 'hazard' ? '유해·위험요인' : '점검항목'}: ${r.text}`,
    }, actorUserId);
    const table = r.kind === 'hazard' ? rsaHazard : rsaCheckItem;
    const keyCol = r.kind === 'hazard' ? rsaHazard.hazardNo : rsaCheckItem.checkNo;
    await tx.update(table).set({ actionNo: Number(a.actionNo) }).where(and(eq(keyCol, r.no), isNull(table.actionNo)));
    n += 1;
  }
  return n;
}

/**
 * The approver of a plan's approvals: the team leader (DUT03) of the plan's department, else the plant head (DUT05),
 * never the requester.
 */
export async function planApprover(db: DbOrTx, plan: Row, requesterId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(db, sql`
    select user_id from com_user
     where user_type = 'U' and use_yn = 'Y' and retire_yn = 'N' and user_id <> ${requesterId} and plant_cd = ${String(plan.plantCd)}
       and ((dept_cd = ${String(plan.deptCd)} and duty_cd = 'DUT03') or duty_cd = 'DUT05')
     order by case when duty_cd = 'DUT03' then 0 else 1 end, user_id limit 1`);
  return rows.map((r) => r.user_id);
}

/** 400 unless every department named (the plan's, its targets', an assessment's) belongs to the plant */
export async function assertDeptsOfPlant(db: DbOrTx, plantCd: string, depts: unknown[]): Promise<void> {
  const codes = [...new Set(depts.filter((d): d is string => typeof d === 'string' && d.length > 0))];
  if (codes.length === 0) return;
  const found = await queryRows<{ dept_cd: string }>(db, sql`
    select dept_cd from com_dept where plant_cd = ${plantCd} and dept_cd in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`);
  if (found.length !== codes.length) throw badRequest([{ field: 'deptCd', message: RSA_MESSAGES.deptPlant }], RSA_MESSAGES.deptPlant);
}

/** the plan's assessment count and participation rows of the stages asked */
export async function countAssessments(db: DbOrTx, planNo: number): Promise<number> {
  const [r] = await queryRows<{ n: string }>(db, sql`select count(*) as n from rsa_assessment where plan_no = ${planNo}`);
  return Number(r?.n ?? 0);
}
export async function countParticipation(db: DbOrTx, planNo: number, stages: string[]): Promise<number> {
  const [r] = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from rsa_plan_participant where plan_no = ${planNo} and stage_cd in (${sql.join(stages.map((s) => sql`${s}`), sql`, `)})`);
  return Number(r?.n ?? 0);
}
