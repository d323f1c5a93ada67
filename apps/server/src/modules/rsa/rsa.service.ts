import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  charmDefaultTables, charmRate, hiddenChildWithRows, imprRiskOf, rate, RSA_CODE_GROUPS, RSA_DONE_STATUSES, RSA_EDITABLE_STATUSES, RSA_MESSAGES,
  rsaAssessmentResource, type TCharmEntered, type TCharmError, type TCharmTables, type TRsaMatrix,
} from '@jikim/shared';
import { codeMaster } from '../../db/schema.js';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createAction } from '../impr/impr.service.js';
import { loadMatrix } from './matrix.service.js';
import { rsaAssessment, rsaCharmRow, rsaCheckItem, rsaHazard, rsaHazopRow, rsaJsaStep, rsaOnePoint, rsaPlan } from './rsa.tables.js';

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

type Body = Partial<Record<TRowCollection, Row[] | null>>;
export type TRowCollection = 'hazards' | 'checkItems' | 'jsaSteps' | 'hazopRows' | 'charmRows' | 'onePoints';
type RowKind = { table: PgTable & { assessNo: PgColumn; rowNo: PgColumn; measure: PgColumn; ownerUserId: PgColumn; dueYmd: PgColumn; actionNo: PgColumn };
  key: string; keyCol: PgColumn; text: SQL | PgColumn; label: string; required: SQL };

/**
 * Every method's rows: the table, the child id, the text an action names, the Korean label of the row kind and when a
 * row requires its measure (the server's `actionRequiredYn`; 체크리스트: 보완).
 */
export const ROW_KINDS: Record<TRowCollection, RowKind> = {
  hazards: { table: rsaHazard, key: 'hazardNo', keyCol: rsaHazard.hazardNo, text: rsaHazard.hazardNm, label: '유해·위험요인', required: eq(rsaHazard.actionRequiredYn, 'Y') },
  checkItems: { table: rsaCheckItem, key: 'checkNo', keyCol: rsaCheckItem.checkNo, text: rsaCheckItem.itemText, label: '점검항목', required: eq(rsaCheckItem.resultCd, 'IMPROVE') },
  jsaSteps: {
    table: rsaJsaStep, key: 'jsaNo', keyCol: rsaJsaStep.jsaNo, label: 'JSA 작업단계', required: eq(rsaJsaStep.actionRequiredYn, 'Y'),
    text: sql`${rsaJsaStep.taskNm} || ' ' || ${rsaJsaStep.stepNo} || '단계(' || ${rsaJsaStep.stepDesc} || '): ' || ${rsaJsaStep.hazardNm}`,
  },
  hazopRows: {
    table: rsaHazopRow, key: 'hazopNo', keyCol: rsaHazopRow.hazopNo, label: 'HAZOP 이탈', required: eq(rsaHazopRow.actionRequiredYn, 'Y'),
    text: sql`${rsaHazopRow.nodeNm} || ' — ' || ${rsaHazopRow.deviation}`,
  },
  charmRows: {
    table: rsaCharmRow, key: 'charmNo', keyCol: rsaCharmRow.charmNo, label: 'CHARM 화학물질', required: eq(rsaCharmRow.actionRequiredYn, 'Y'),
    text: sql`${rsaCharmRow.chemicalNm} || ' — ' || ${rsaCharmRow.taskNm}`,
  },
  onePoints: { table: rsaOnePoint, key: 'pointNo', keyCol: rsaOnePoint.pointNo, text: rsaOnePoint.hazardDesc, label: '핵심요인', required: eq(rsaOnePoint.actionRequiredYn, 'Y') },
};
const COLLECTIONS = Object.keys(ROW_KINDS) as TRowCollection[];

/** the CHARM tables of the code data (RSA_CHARM_*: attr1 the number, attr2 CMR), the defaults where a group gives none */
export async function loadCharmTables(db: DbOrTx): Promise<TCharmTables> {
  const G = RSA_CODE_GROUPS;
  const groups = [G.charmExposure, G.charmTime, G.charmMeasured, G.charmOel, G.charmHCode, G.charmAmount, G.charmVolatility, G.charmScore, G.charmLevel];
  const rows = await db.select({ g: codeMaster.codeGroupCd, code: codeMaster.code, attr1: codeMaster.attr1, attr2: codeMaster.attr2 }).from(codeMaster)
    .where(and(inArray(codeMaster.codeGroupCd, groups), eq(codeMaster.useYn, 'Y')));
  const of = (g: string) => Object.fromEntries(rows.filter((r) => r.g === g && r.attr1 != null && r.attr1 !== '' && !Number.isNaN(Number(r.attr1))).map((r) => [r.code, Number(r.attr1)]));
  const d = charmDefaultTables();
  const pick = (g: string, def: Record<string, number>) => (Object.keys(of(g)).length ? of(g) : def);
  const levels = rows.filter((r) => r.g === G.charmLevel);
  const hCodes = rows.filter((r) => r.g === G.charmHCode);
  return {
    exposure: pick(G.charmExposure, d.exposure), timeAdjust: pick(G.charmTime, d.timeAdjust), measured: pick(G.charmMeasured, d.measured),
    oel: pick(G.charmOel, d.oel), hCodes: pick(G.charmHCode, d.hCodes), cmr: hCodes.length ? hCodes.filter((r) => r.attr2 === 'CMR').map((r) => r.code) : d.cmr,
    amount: pick(G.charmAmount, d.amount), boiling: pick(G.charmVolatility, d.boiling), score: pick(G.charmScore, d.score),
    actionLevels: levels.length ? levels.filter((r) => r.attr1 === 'Y').map((r) => Number(r.code)) : d.actionLevels,
  };
}

const CHARM_FAIL: Record<TCharmError, [string, (rowNo: number) => string]> = {
  hazard: ['hStatements', RSA_MESSAGES.charmHazard], exposure: ['dailyAmount', RSA_MESSAGES.charmExposure], oelUnit: ['oelUnitCd', RSA_MESSAGES.charmOelUnit],
  measuredLimit: ['oelValue', RSA_MESSAGES.charmMeasuredLimit], amountUnit: ['amountUnitCd', RSA_MESSAGES.charmAmountUnit],
};
const charmFail = (i: number, error: TCharmError) => fail(`charmRows.${i}.${CHARM_FAIL[error][0]}`, CHARM_FAIL[error][1](i + 1));
/** what a stored row was entered with before the CHARM rules (no basis, or entered): kept while nothing computes them */
const charmEntered = (r: Row): TCharmEntered => ({
  hazardGrade: r.hazardBasisCd == null || r.hazardBasisCd === 'ENTERED' ? r.hazardGrade : null,
  exposureLevel: r.exposureBasisCd == null || r.exposureBasisCd === 'ENTERED' ? r.exposureLevel : null,
});

/**
 * Each method's rules for the rows of a save (only the collections sent are checked):
 * - rows of another method's collection are refused (the form shows only the method's grids);
 * - 빈도·강도법: likelihood and severity within the plan's matrix; the residual pair both or neither;
 * - 3단계 판단법: 상/중/하 with the reason; 상 needs a measure;
 * - 체크리스트법: 보완 needs a measure;
 * - JSA / HAZOP: likelihood and severity within the plan's matrix; a JSA row names its control;
 * - CHARM: something to decide the hazard grade (exposure limit with its unit, H codes) and the exposure level
 *   (a measurement with the limit, or the amount with its unit and the volatility / dustiness); see charm.ts.
 */
export function checkRows(method: string, m: TRsaMatrix, body: Body, charm: TCharmTables = charmDefaultTables()): void {
  const hidden = hiddenChildWithRows(rsaAssessmentResource, body, { methodCd: method });
  if (hidden) {
    const label = rsaAssessmentResource.i18n.ko[hidden.label as keyof typeof rsaAssessmentResource.i18n.ko] ?? hidden.name;
    throw fail(hidden.name, RSA_MESSAGES.rowsNotOfMethod(label));
  }
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
  for (const [name, label] of [['jsaSteps', 'JSA'], ['hazopRows', 'HAZOP']] as const) {
    for (const [i, r] of (body[name] ?? []).entries()) {
      if (r.likelihood == null || r.severity == null) throw fail(`${name}.${i}.likelihood`, RSA_MESSAGES.matrixRowRequired(label, i + 1));
      if (!isLevel(r.likelihood, nl) || !isLevel(r.severity, ns)) throw fail(`${name}.${i}.likelihood`, RSA_MESSAGES.matrixRowRange(label, i + 1));
      if (name === 'jsaSteps' && !filled(r.measure)) throw fail(`${name}.${i}.measure`, RSA_MESSAGES.jsaControl(i + 1));
    }
  }
  for (const [i, r] of (body.charmRows ?? []).entries()) {
    const res = charmRate(charm, r);
    // a saved row may still lack what computes its grade or level: the values it was entered with are read at rating
    const kept = r.charmNo != null && 'error' in res && (res.error === 'hazard' || res.error === 'exposure');
    if ('error' in res && !kept) throw charmFail(i, res.error);
  }
}

/** a save may not drop a row that already has its improvement action (the action points back to it) */
export async function assertActionRowsKept(tx: DbOrTx, assessNo: number, body: Body): Promise<void> {
  for (const name of COLLECTIONS) {
    const rows = body[name];
    if (!rows) continue;
    const k = ROW_KINDS[name];
    const ids = new Set(rows.map((r) => r[k.key]).filter((x): x is number => typeof x === 'number'));
    const linked = await tx.select({ no: k.keyCol }).from(k.table).where(and(eq(k.table.assessNo, assessNo), sql`${k.table.actionNo} is not null`));
    if (linked.some((r) => !ids.has(Number(r.no)))) throw new AppError(409, RSA_MESSAGES.actionRowRemoved, 'RSA_LOCKED');
  }
}

/**
 * The server's part of a saved assessment: score and grade of every hazard row (and the residual ones) from the
 * plan's matrix version, and whether the row requires a measure. Written to the rows and into `record` (the answer).
 */
export async function rateAssessment(tx: DbOrTx, record: Row, method: string, m: TRsaMatrix, charm: TCharmTables = charmDefaultTables()): Promise<void> {
  const nm = (cd: string | undefined) => m.grades.find((g) => g.gradeCd === cd)?.label ?? null;
  const write = async (name: TRowCollection, setOf: (r: Row) => Row) => {
    const k = ROW_KINDS[name];
    for (const r of (record[name] as Row[] | undefined) ?? []) {
      const set = setOf(r);
      if (Object.entries(set).some(([c, v]) => r[c] !== v)) {
        await tx.update(k.table).set(set).where(eq(k.keyCol, Number(r[k.key])));
        Object.assign(r, set);
      }
    }
  };
  await write('hazards', (h) => {
    if (method === 'FREQ_SEV') {
      const r = rate(m, Number(h.likelihood), Number(h.severity));
      const res = h.residualLikelihood != null && h.residualSeverity != null ? rate(m, Number(h.residualLikelihood), Number(h.residualSeverity)) : null;
      return {
        riskScore: r?.score ?? null, riskGradeCd: r?.gradeCd ?? null, riskGradeNm: nm(r?.gradeCd), actionRequiredYn: r?.actionRequiredYn ?? 'N',
        residualScore: res?.score ?? null, residualGradeCd: res?.gradeCd ?? null, residualGradeNm: nm(res?.gradeCd),
      };
    }
    return {
      riskScore: null, riskGradeCd: null, riskGradeNm: null, residualScore: null, residualGradeCd: null, residualGradeNm: null,
      actionRequiredYn: h.levelCd === 'HIGH' ? 'Y' : 'N',
    };
  });
  // JSA and HAZOP rows: likelihood × severity on the plan's matrix version, as 빈도·강도법
  const matrixRated = (r: Row) => {
    const g = rate(m, Number(r.likelihood), Number(r.severity));
    return { riskScore: g?.score ?? null, riskGradeCd: g?.gradeCd ?? null, riskGradeNm: nm(g?.gradeCd), actionRequiredYn: g?.actionRequiredYn ?? 'N' };
  };
  await write('jsaSteps', matrixRated);
  await write('hazopRows', matrixRated);
  // CHARM (KOSHA): hazard grade × exposure level from the row's inputs and the code tables; a row that cannot be rated
  // (a saved row whose inputs were cleared) is refused
  const charmRows = (record.charmRows as Row[] | undefined) ?? [];
  await write('charmRows', (r) => {
    const c = charmRate(charm, r, charmEntered(r));
    if ('error' in c) throw charmFail(charmRows.indexOf(r), c.error);
    return c;
  });
  // 핵심요인: a "what more is needed" is a measure to carry out
  await write('onePoints', (r) => ({ actionRequiredYn: filled(r.measure) ? 'Y' : 'N' }));
}

type Required = { kind: TRowCollection; no: number; assessNo: number; unitWorkNm: string; deptCd: string; rowNo: number; text: string; measure: string | null;
  ownerUserId: string | null; dueYmd: string | null; actionNo: number | null; riskGradeCd: string | null; residualGradeCd: string | null; levelCd: string | null; riskLevel: number | null };

/** every row of the plan whose result requires a measure (each method's rows; see ROW_KINDS) */
export async function requiredMeasures(db: DbOrTx, planNo: number): Promise<Required[]> {
  const out: Required[] = [];
  for (const kind of COLLECTIONS) {
    const k = ROW_KINDS[kind];
    const t = k.table as unknown as Record<string, PgColumn | undefined>;
    const col = <T>(name: string) => (t[name] ? sql<T>`${t[name]}` : sql<T>`null`);
    const rows = await db.select({
      no: k.keyCol, assessNo: rsaAssessment.assessNo, unitWorkNm: rsaAssessment.unitWorkNm, deptCd: rsaAssessment.deptCd, rowNo: k.table.rowNo,
      text: sql<string>`${k.text}`, measure: k.table.measure, ownerUserId: k.table.ownerUserId, dueYmd: k.table.dueYmd, actionNo: k.table.actionNo,
      riskGradeCd: col<string | null>('riskGradeCd'), residualGradeCd: col<string | null>('residualGradeCd'), levelCd: col<string | null>('levelCd'), riskLevel: col<number | null>('riskLevel'),
    }).from(k.table).innerJoin(rsaAssessment, eq(rsaAssessment.assessNo, k.table.assessNo))
      .where(and(eq(rsaAssessment.planNo, planNo), k.required))
      .orderBy(asc(rsaAssessment.assessNo), asc(k.table.rowNo), asc(k.keyCol));
    out.push(...rows.map((r) => ({
      ...r, kind, no: Number(r.no), rowNo: Number(r.rowNo ?? 0), text: String(r.text ?? ''), measure: r.measure as string | null, ownerUserId: r.ownerUserId as string | null,
      dueYmd: r.dueYmd as string | null, actionNo: r.actionNo == null ? null : Number(r.actionNo), riskLevel: r.riskLevel == null ? null : Number(r.riskLevel),
    })));
  }
  return out.sort((a, b) => a.assessNo - b.assessNo || a.rowNo - b.rowNo);
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
    const matrixRated = (r.kind === 'hazards' && plan.methodCd === 'FREQ_SEV') || r.kind === 'jsaSteps' || r.kind === 'hazopRows';
    const before = matrixRated ? imprRiskOf(m, r.riskGradeCd) : r.levelCd === 'HIGH' || r.riskLevel === 4 ? 'H' : 'M';
    const after = r.kind === 'hazards' && plan.methodCd === 'FREQ_SEV' ? imprRiskOf(m, r.residualGradeCd) : null;
    const k = ROW_KINDS[r.kind];
    const a = await createAction(tx, {
      sourceTypeCd: 'RISK_ASSESSMENT', sourceKey: String(plan.planNo), actionTypeCd: 'REQUEST',
      plantCd: plan.plantCd, deptCd: r.deptCd, title: r.measure!.slice(0, 200), assigneeUserId: r.ownerUserId!, dueYmd: r.dueYmd!,
      hazard: r.text.slice(0, 300), riskBeforeCd: before, riskAfterCd: after, location: r.unitWorkNm,
      description: `${plan.planTitle} — ${r.unitWorkNm} ${r.rowNo}번째 ${k.label}: ${r.text}`,
    }, actorUserId);
    await tx.update(k.table).set({ actionNo: Number(a.actionNo) }).where(and(eq(k.keyCol, r.no), isNull(k.table.actionNo)));
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

const joined = (...parts: unknown[]) => parts.filter((x) => typeof x === 'string' && x.trim()).join(' / ').slice(0, 500) || null;
const pick = (r: Row, names: string[]) => Object.fromEntries(names.map((n) => [n, r[n] ?? null]));
/**
 * What copy forward carries of the other methods' rows: the rows themselves, never owners, due dates or actions. A JSA
 * control stays the step's control; a HAZOP recommendation joins the safeguards and a 핵심요인 "more needed" joins
 * "what is done now" (carried out last round); a CHARM row keeps its inputs and asks for a new measure.
 */
const CARRY: Record<Exclude<TRowCollection, 'hazards' | 'checkItems'>, (r: Row) => Row> = {
  jsaSteps: (r) => pick(r, ['taskNm', 'stepNo', 'stepDesc', 'hazardNm', 'hazardLibNo', 'likelihood', 'severity', 'measure']),
  hazopRows: (r) => ({
    ...pick(r, ['nodeNm', 'designIntent', 'parameterNm', 'guideWordCd', 'deviation', 'causes', 'consequences', 'likelihood', 'severity']),
    safeguards: joined(r.safeguards, r.measure),
  }),
  charmRows: (r) => pick(r, [
    'chemicalNm', 'casNo', 'taskNm', 'hStatements', 'oelValue', 'oelUnitCd', 'measuredConc', 'dailyAmount', 'amountUnitCd', 'physStateCd', 'boilingPoint',
    'amountCd', 'volatilityCd', 'workTimeCd', 'hazardGrade', 'hazardBasisCd', 'exposureLevel', 'exposureBasisCd',
  ]),
  onePoints: (r) => ({ hazardDesc: r.hazardDesc, currentControl: joined(r.currentControl, r.measure) }),
};

/** copy forward of the other methods' rows into a new assessment; answers them (with ids) for the rating */
export async function copyMethodRows(tx: DbOrTx, fromAssessNo: number, toAssessNo: number, userId: string): Promise<Row> {
  const out: Row = {};
  for (const [name, carry] of Object.entries(CARRY) as [keyof typeof CARRY, (r: Row) => Row][]) {
    const k = ROW_KINDS[name];
    const rows = (await tx.select().from(k.table).where(eq(k.table.assessNo, fromAssessNo)).orderBy(asc(k.table.rowNo), asc(k.keyCol))) as Row[];
    if (rows.length === 0) continue;
    await tx.insert(k.table).values(rows.map((r, i) => ({ ...carry(r), assessNo: toAssessNo, rowNo: i + 1, createUserId: userId, updateUserId: userId })));
    out[name] = await tx.select().from(k.table).where(eq(k.table.assessNo, toAssessNo));
  }
  return out;
}
