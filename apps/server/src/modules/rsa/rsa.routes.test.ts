import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPR_MESSAGES, defaultMatrix, levels, productMatrix, RSA_MATRIX_MESSAGES, RSA_MESSAGES, type TRsaMatrix } from '@jikim/shared';
import { createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { rsaCalls } from './rsa.test-utils.js';
import { openActionCount } from '../impr/impr.service.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let leader: Tokens;

const { inject, ok } = rsaCalls(() => t);

type Hazard = Record<string, unknown> & { hazardNo: number; riskScore: number | null; riskGradeCd: string | null; actionRequiredYn: string | null; actionNo: number | null };
type Assessment = { assessNo: number; unitWorkNm: string; version: number; planNo: number; methodCd: string; matrixVersion: number; hazards: Hazard[]; checkItems: Record<string, unknown>[] };
type Plan = { planNo: number; version: number; statusCd: string; matrixVersion: number; participants: Record<string, unknown>[]; copiedFromPlanNo: number | null; sharedYmd: string | null };

const PLANS = '/api/rsa/plans';
const ASSESS = '/api/rsa/assessments';
const plan = (over: Record<string, unknown> = {}) => ({
  plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd: 'FREQ_SEV', planTitle: `정기 위험성평가 ${Math.random().toString(36).slice(2, 8)}`,
  planFromYmd: '2026-11-02', planToYmd: '2026-12-31', ...over,
});
const hazard = (over: Record<string, unknown> = {}) => ({ hazardClassCd: 'MECHANICAL', hazardNm: '컨베이어 롤러 끼임', disasterTypeCd: 'CAUGHT', currentControl: '비상정지 풀코드', likelihood: 2, severity: 2, ...over });
const getPlan = (no: number) => ok<Plan>(inject(safety, 'GET', `${PLANS}/${no}`));
const getAssess = (no: number, tok = safety) => ok<Assessment>(inject(tok, 'GET', `${ASSESS}/${no}`));
const take = async (no: number, action: string, tok = safety) => inject(tok, 'POST', `${PLANS}/${no}/transition`, { action, version: (await getPlan(no)).version });
const matrixOf = (plantCd: string, tok = safety, version?: number) => ok<TRsaMatrix>(inject(tok, 'GET', `/api/rsa/matrix?plantCd=${plantCd}${version ? `&version=${version}` : ''}`));

async function decide(planNo: number, apprTypeCd: string, decisionCd: 'APPROVE' | 'REJECT') {
  const [req] = await t.rows<{ no: number }>(sql`select appr_request_no as no from com_appr_request where appr_type_cd = ${apprTypeCd} and record_key = ${String(planNo)} order by appr_request_no desc limit 1`);
  const detail = await ok<{ steps: { stepNo: number; approverUserId: string; stepStatus: string }[] }>(inject(leader, 'GET', `/api/manage/apprrequest/${req!.no}`));
  const step = detail.steps.find((s) => s.stepStatus === 'PENDING')!;
  expect(step.approverUserId).toBe(leader.userId);
  return inject(leader, 'PATCH', `/api/manage/appr/${req!.no}`, { stepNo: step.stepNo, decisionCd, ...(decisionCd === 'REJECT' ? { comment: '보완 바랍니다' } : {}) });
}

/** a plan taken to 평가중 (plan approved by the 안전팀 team leader) */
async function assessing(over: Record<string, unknown> = {}): Promise<Plan> {
  const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan(over)));
  expect((await take(p.planNo, 'REQUEST_PLAN')).statusCode).toBe(200);
  expect((await decide(p.planNo, 'RSA_PLAN', 'APPROVE')).statusCode).toBe(200);
  expect((await getPlan(p.planNo)).statusCd).toBe('PLANNED');
  expect((await take(p.planNo, 'START')).statusCode).toBe(200);
  return getPlan(p.planNo);
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  const [l] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1210' and duty_cd = 'DUT03' order by user_id limit 1`);
  [safety, worker, gas, leader] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01'), login(t.app, l!.user_id)]);
});
afterAll(async () => t?.close());

describe('위험성 매트릭스 /api/rsa/matrix', () => {
  it('answers the contract shape; every plant starts with the default 5×5', async () => {
    const m = await matrixOf('1000');
    expect(Object.keys(m).sort()).toEqual(['cells', 'grades', 'likelihoodLevels', 'plantCd', 'severityLevels', 'version']);
    expect(m).toMatchObject({ plantCd: '1000', version: 1 });
    expect(m.likelihoodLevels).toHaveLength(5);
    expect(m.cells).toHaveLength(25);
    expect(m.cells.find((c) => c.likelihood === 4 && c.severity === 5)).toEqual({ likelihood: 4, severity: 5, score: 20, gradeCd: 'HIGH' });
    expect(m.grades.map((g) => [g.gradeCd, g.actionRequiredYn])).toEqual([['LOW', 'N'], ['MEDIUM', 'Y'], ['HIGH', 'Y']]);
    expect((await matrixOf('2000', gas)).version).toBe(1);
    // a worker reads their plant's matrix; not another plant's
    expect((await matrixOf('1000', worker)).version).toBe(1);
    expectError(await inject(gas, 'GET', '/api/rsa/matrix?plantCd=1000'), 403);
  });

  it('PUT needs the write right and the own plant; a bad table is refused with what to change; nothing is saved', async () => {
    const m = await matrixOf('1000');
    expectError(await inject(worker, 'PUT', '/api/rsa/matrix', m), 403);
    expectError(await inject(safety, 'PUT', '/api/rsa/matrix', { ...(await matrixOf('2000', gas)), plantCd: '2000' }), 403, RSA_MESSAGES.otherPlant);
    expectError(await inject(safety, 'PUT', '/api/rsa/matrix', { ...m, cells: m.cells.slice(1) }), 400, RSA_MATRIX_MESSAGES.cellMissing(1, 1));
    expectError(await inject(safety, 'PUT', '/api/rsa/matrix', { ...m, likelihoodLevels: levels('a', 'b') }), 400, RSA_MATRIX_MESSAGES.levelCount);
    expect((await matrixOf('1000')).version).toBe(1);
  });
});

describe('빈도·강도법: the server rates, from the plan\'s matrix version', () => {
  let planNo: number;
  let assessNo: number;

  it('a hazard row saved with likelihood and severity answers riskScore and riskGradeCd; sent ones are ignored', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan()));
    planNo = p.planNo;
    expect(p).toMatchObject({ statusCd: 'DRAFT', matrixVersion: 1 });
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      planNo, plantCd: '1000', deptCd: 'D1330', processNm: '석탄 하역 및 저탄장 관리', unitWorkNm: '컨베이어 청소',
      hazards: [hazard({ likelihood: 4, severity: 5, riskScore: 1, riskGradeCd: 'LOW' }), hazard({ hazardNm: '분진 흡입', likelihood: 2, severity: 2, residualLikelihood: 1, residualSeverity: 1 })],
    }));
    assessNo = a.assessNo;
    expect(a).toMatchObject({ methodCd: 'FREQ_SEV', matrixVersion: 1 });
    expect(a.hazards[0]).toMatchObject({ riskScore: 20, riskGradeCd: 'HIGH', riskGradeNm: '즉시개선', actionRequiredYn: 'Y' });
    expect(a.hazards[1]).toMatchObject({ riskScore: 4, riskGradeCd: 'LOW', actionRequiredYn: 'N', residualScore: 1, residualGradeCd: 'LOW' });
    // stored as answered
    const [row] = await t.rows<{ risk_score: number; risk_grade_cd: string }>(sql`select risk_score, risk_grade_cd from rsa_hazard where hazard_no = ${a.hazards[0]!.hazardNo}`);
    expect(row).toEqual({ risk_score: 20, risk_grade_cd: 'HIGH' });
  });

  it('refuses likelihood/severity outside the matrix, a missing pair, half a residual pair — naming the row; nothing saved', async () => {
    const before = await t.rows(sql`select count(*) as n from rsa_hazard`);
    const base = { planNo, plantCd: '1000', deptCd: 'D1330', unitWorkNm: '저탄장 순찰' };
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazards: [hazard(), hazard({ likelihood: 6 })] }), 400);
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazards: [hazard({ severity: null })] }), 400, RSA_MESSAGES.freqSevRequired(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazards: [hazard(), hazard({ residualLikelihood: 1 })] }), 400, RSA_MESSAGES.residualRange(2));
    expect(await t.rows(sql`select count(*) as n from rsa_hazard`)).toEqual(before);
  });

  it('a new matrix version grades new plans only: the old assessment keeps its grades, even when saved again', async () => {
    const m = await matrixOf('1000');
    // 4×4, stricter: 1–2 허용, 3–5 개선, 6–16 즉시개선
    const strict = productMatrix(levels('드묾', '가끔', '자주', '항상'), levels('경미', '보통', '중대', '치명'), defaultMatrix().grades, [3, 6]);
    const saved = await ok<TRsaMatrix>(inject(safety, 'PUT', '/api/rsa/matrix', { plantCd: '1000', version: m.version, ...strict }));
    expect(saved.version).toBe(m.version + 1);
    // a save on the old version is stale
    expectError(await inject(safety, 'PUT', '/api/rsa/matrix', { plantCd: '1000', version: m.version, ...strict }), 409);
    // the old version is still there, unchanged
    expect(await matrixOf('1000', safety, m.version)).toEqual(m);

    const old = await getAssess(assessNo);
    const resaved = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${assessNo}`, { ...old, hazards: old.hazards.map((h) => ({ ...h, riskGradeCd: 'X' })) }));
    expect(resaved.matrixVersion).toBe(m.version);
    expect(resaved.hazards.map((h) => [h.riskScore, h.riskGradeCd])).toEqual([[20, 'HIGH'], [4, 'LOW']]);

    const p2 = await ok<Plan>(inject(safety, 'POST', PLANS, plan()));
    expect(p2.matrixVersion).toBe(saved.version);
    const a2 = await ok<Assessment>(inject(safety, 'POST', ASSESS, { planNo: p2.planNo, plantCd: '1000', deptCd: 'D1330', unitWorkNm: '컨베이어 청소', hazards: [hazard({ likelihood: 2, severity: 2 })] }));
    expect(a2.hazards[0]).toMatchObject({ riskScore: 4, riskGradeCd: 'MEDIUM', actionRequiredYn: 'Y' });
    // 5 is outside the new 4-level matrix
    expectError(await inject(safety, 'POST', ASSESS, { planNo: p2.planNo, plantCd: '1000', deptCd: 'D1330', unitWorkNm: 'x', hazards: [hazard({ likelihood: 5, severity: 1 })] }), 400, RSA_MESSAGES.likelihoodRange(1, 4));
    // back to the default for the rest of the file
    await ok(inject(safety, 'PUT', '/api/rsa/matrix', { plantCd: '1000', version: saved.version, ...defaultMatrix() }));
  });
});

describe('체크리스트법 and 3단계 판단법', () => {
  it('체크리스트: 보완 needs a measure; 적정/해당없음 do not', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan({ methodCd: 'CHECKLIST' })));
    const base = { planNo: p.planNo, plantCd: '1000', deptCd: 'D1420', unitWorkNm: '수배전반 점검' };
    expectError(await inject(safety, 'POST', ASSESS, { ...base, checkItems: [{ itemText: '검전 확인', resultCd: 'OK' }, { itemText: 'LOTO', resultCd: 'IMPROVE' }] }), 400, RSA_MESSAGES.checkImproveMeasure(2));
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...base, checkItems: [{ itemText: '검전 확인', resultCd: 'OK' }, { itemText: 'LOTO', resultCd: 'IMPROVE', measure: '개인 자물쇠 지급' }, { itemText: '변압기실', resultCd: 'NA' }],
    }));
    expect(a.checkItems.map((c) => c.resultCd)).toEqual(['OK', 'IMPROVE', 'NA']);
    expectError(await inject(safety, 'POST', ASSESS, { ...base, checkItems: [{ itemText: '결과 없음' }] }), 400);
  });

  it('3단계: 상/중/하 with the reason; 상 needs measures; no score is invented', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan({ methodCd: 'THREE_STEP' })));
    const base = { planNo: p.planNo, plantCd: '1000', deptCd: 'D1330', unitWorkNm: '저탄장 중장비 작업' };
    const h = (over: Record<string, unknown>) => ({ hazardClassCd: 'MECHANICAL', hazardNm: '페이로더 후진', ...over });
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazards: [h({ levelCd: 'LOW' })] }), 400, RSA_MESSAGES.levelRequired(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazards: [h({ levelCd: 'MEDIUM', levelReason: '동선 분리' }), h({ levelCd: 'HIGH', levelReason: '동선 겹침' })] }), 400, RSA_MESSAGES.levelHighMeasure(2));
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, { ...base, hazards: [h({ levelCd: 'HIGH', levelReason: '동선 겹침', measure: '출입통제선 설치', likelihood: 5, severity: 5 })] }));
    expect(a.hazards[0]).toMatchObject({ levelCd: 'HIGH', actionRequiredYn: 'Y', riskScore: null, riskGradeCd: null });
  });

  it('departments must belong to the plan\'s plant (lead, targets, assessment)', async () => {
    expectError(await inject(safety, 'POST', PLANS, plan({ deptCd: 'D2210' })), 400, RSA_MESSAGES.deptPlant);
    expectError(await inject(safety, 'POST', PLANS, plan({ targets: [{ targetDeptCd: 'D1310' }, { targetDeptCd: 'NOPE' }] })), 400, RSA_MESSAGES.deptPlant);
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan({ targets: [{ targetDeptCd: 'D1310' }] })));
    expectError(await inject(safety, 'POST', ASSESS, { planNo: p.planNo, plantCd: '1000', deptCd: 'D2310', unitWorkNm: 'x', hazards: [hazard()] }), 400, RSA_MESSAGES.deptPlant);
  });

  it('a plan of an unknown method is refused; every listed method has its form (rsa.methods.test.ts)', async () => {
    expectError(await inject(safety, 'POST', PLANS, plan({ methodCd: 'FMEA' })), 400);
    expect((await ok<Plan>(inject(safety, 'POST', PLANS, plan({ methodCd: 'HAZOP' })))).statusCd).toBe('DRAFT');
  });
});

describe('workflow: 계획 결재 → 평가 → 완료 (required measures → actions) → 결과 결재 → 공유', () => {
  let p: Plan;
  let a: Assessment;

  it('plan approval by the lead department\'s team leader; the approved plan\'s header is fixed', async () => {
    p = await assessing();
    expect(p.statusCd).toBe('ASSESSING');
    const full = await getPlan(p.planNo);
    // the approved plan (header, targets, team) is fixed; it is carried out through assessments and participation
    expectError(await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...full, planToYmd: '2027-01-31' }), 409, APPR_MESSAGES.locked);
    expectError(await inject(safety, 'PUT', `${PLANS}/${p.planNo}`, { ...full, team: [{ userId: 'safety01', roleNm: '총괄' }] }), 409, APPR_MESSAGES.locked);
    expectError(await inject(safety, 'DELETE', `${PLANS}/${p.planNo}?version=${full.version}`), 409, RSA_MESSAGES.deleteStarted);
  });

  it('completion is refused without an assessment, without workers\' participation, and while a required measure has no owner', async () => {
    expectError(await take(p.planNo, 'COMPLETE'), 409, RSA_MESSAGES.noAssessment);
    a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      planNo: p.planNo, plantCd: '1000', deptCd: 'D1310', processNm: '보일러 운전', unitWorkNm: '보일러 노내 점검',
      hazards: [hazard({ hazardNm: '비계 위 추락', disasterTypeCd: 'FALL', likelihood: 4, severity: 5, measure: '안전난간 2단 설치', residualLikelihood: 2, residualSeverity: 5 }), hazard({ likelihood: 1, severity: 2 })],
    }));
    expectError(await take(p.planNo, 'COMPLETE'), 409, RSA_MESSAGES.noParticipation);
    // worker01 takes part (read right only): the record says who, when, how
    const part = await ok<{ participantNo: number; partYmd: string }>(inject(worker, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'FINDING', partMethodCd: 'SURVEY', opinion: '비계 발판 흔들림' }));
    const rows = (await getPlan(p.planNo)).participants;
    expect(rows.find((r) => r.participantNo === part.participantNo)).toMatchObject({ userId: 'worker01', userNm: '박현장', stageCd: 'FINDING', partMethodCd: 'SURVEY', partYmd: part.partYmd });
    // the safety manager records another worker's part (a survey sheet) on an earlier day; a worker may only record their own, today
    const other = await ok<{ participantNo: number; partYmd: string }>(inject(safety, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'REVIEW', partMethodCd: 'MEETING', userId: 'e0001', partYmd: '2026-11-03' }));
    expect(other.partYmd).toBe('2026-11-03');
    expectError(await inject(worker, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'REVIEW', partMethodCd: 'MEETING', userId: 'e0001' }), 403);
    expectError(await inject(worker, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'REVIEW', partMethodCd: 'MEETING', partYmd: '2026-01-05' }), 403);
    expectError(await inject(safety, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'REVIEW', partMethodCd: 'MEETING', userId: 'g0001' }), 400, RSA_MESSAGES.partWorker);
    expectError(await take(p.planNo, 'COMPLETE'), 409, RSA_MESSAGES.measureMissing('보일러 노내 점검', 1));
    expect(await openActionCount(t.app.db, 'RISK_ASSESSMENT', String(p.planNo))).toBe(0);
  });

  it('with owner and due date, completion turns the high risk into exactly one improvement action (risk before/after) and locks the rows', async () => {
    const cur = await getAssess(a.assessNo);
    a = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...cur, hazards: cur.hazards.map((h, i) => (i === 0 ? { ...h, ownerUserId: 'worker01', dueYmd: '2026-12-20' } : h)) }));
    expect((await take(p.planNo, 'COMPLETE')).statusCode).toBe(200);
    expect((await getPlan(p.planNo)).statusCd).toBe('RESULT_REQUESTED');
    const actions = await t.rows<{ action_no: number; assignee_user_id: string; risk_before_cd: string; risk_after_cd: string; title: string; due_ymd: string }>(sql`
      select action_no, assignee_user_id, risk_before_cd, risk_after_cd, title, due_ymd::text as due_ymd from impr_action where source_type_cd = 'RISK_ASSESSMENT' and source_key = ${String(p.planNo)}`);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ assignee_user_id: 'worker01', risk_before_cd: 'H', risk_after_cd: 'H', title: '안전난간 2단 설치', due_ymd: '2026-12-20' });
    expect((await getAssess(a.assessNo)).hazards[0]!.actionNo).toBe(actions[0]!.action_no);
    // in approval: rows are read-only
    const cur2 = await getAssess(a.assessNo);
    expectError(await inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, cur2), 409, RSA_MESSAGES.inApproval);
  });

  it('a returned result goes back to 평가중; completing again makes no second action; approval → 평가완료', async () => {
    expect((await decide(p.planNo, 'RSA_RESULT', 'REJECT')).statusCode).toBe(200);
    expect((await getPlan(p.planNo)).statusCd).toBe('ASSESSING');
    // the row with its action cannot be dropped
    const cur = await getAssess(a.assessNo);
    expectError(await inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...cur, hazards: cur.hazards.slice(1) }), 409, RSA_MESSAGES.actionRowRemoved);
    expect((await take(p.planNo, 'COMPLETE')).statusCode).toBe(200);
    expect((await decide(p.planNo, 'RSA_RESULT', 'APPROVE')).statusCode).toBe(200);
    expect((await getPlan(p.planNo)).statusCd).toBe('ASSESSED');
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from impr_action where source_type_cd = 'RISK_ASSESSMENT' and source_key = ${String(p.planNo)}`);
    expect(Number(n!.n)).toBe(1);
  });

  it('a completed assessment cannot be changed or deleted (kept 3 years); 공유완료 needs a sharing record', async () => {
    const cur = await getAssess(a.assessNo);
    expectError(await inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, cur), 409, RSA_MESSAGES.completedLocked);
    expectError(await inject(safety, 'DELETE', `${ASSESS}/${a.assessNo}?version=${cur.version}`), 409, RSA_MESSAGES.deleteCompleted);
    expectError(await inject(safety, 'DELETE', `${PLANS}/${p.planNo}?version=${(await getPlan(p.planNo)).version}`), 409, RSA_MESSAGES.deleteCompleted);
    expectError(await take(p.planNo, 'SHARE'), 409, RSA_MESSAGES.noShare);
    await ok(inject(worker, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'SHARE', partMethodCd: 'TBM' }));
    expect((await take(p.planNo, 'SHARE')).statusCode).toBe(200);
    const done = await getPlan(p.planNo);
    expect(done.statusCd).toBe('SHARED');
    expect(done.sharedYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectError(await inject(worker, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'SHARE', partMethodCd: 'TBM' }), 409);
  });

  it('the register lists the current high risk with its owner and action status; Excel too', async () => {
    const reg = await ok<{ list: Record<string, unknown>[] }>(inject(safety, 'GET', '/api/rsa/register?plantCd=1000&gradeCd=HIGH'));
    const mine = reg.list.find((r) => r.planNo === p.planNo);
    expect(mine).toMatchObject({ unitWorkNm: '보일러 노내 점검', hazardNm: '비계 위 추락', riskGradeCd: 'HIGH', gradeLabel: '즉시개선', ownerUserNm: '박현장', actionStatusCd: 'REGISTERED' });
    expect(reg.list.every((r) => r.kind === 'CHECK' || r.methodCd !== 'FREQ_SEV' || r.riskGradeCd === 'HIGH')).toBe(true);
    const xl = await inject(safety, 'GET', '/api/rsa/register/excel?plantCd=1000');
    expect(xl.statusCode).toBe(200);
    expect(xl.headers['content-type']).toContain('spreadsheetml');
    // a worker sees their own department's rows only; another plant is refused
    const w = await ok<{ list: { deptCd: string }[] }>(inject(worker, 'GET', '/api/rsa/register?plantCd=1000'));
    expect(w.list.length).toBeGreaterThan(0);
    expect(new Set(w.list.map((r) => r.deptCd))).toEqual(new Set(['D1310']));
    expectError(await inject(gas, 'GET', '/api/rsa/register?plantCd=1000'), 403);
  });

  it('the job risk book of a department lists every current row, not only those requiring action', async () => {
    const book = await ok<{ deptNm: string; list: { unitWorkNm: string; hazardNm: string; riskGradeCd: string | null; hazardClassNm: string | null }[] }>(
      inject(safety, 'GET', '/api/rsa/book?plantCd=1000&deptCd=D1310'));
    expect(book.deptNm).toBe('발전1팀');
    const mine = book.list.filter((r) => r.unitWorkNm === '보일러 노내 점검');
    // the newer round replaced the demo's rows of the same unit work
    expect(mine.map((r) => [r.hazardNm, r.riskGradeCd])).toEqual([['비계 위 추락', 'HIGH'], ['컨베이어 롤러 끼임', 'LOW']]);
    expect(mine[0]!.hazardClassNm).toBe('기계적 요인');
    // a worker of D1310 reads their own book; another department's is empty for them
    expect((await ok<{ list: unknown[] }>(inject(worker, 'GET', '/api/rsa/book?plantCd=1000&deptCd=D1310'))).list.length).toBe(book.list.length);
    expect((await ok<{ list: unknown[] }>(inject(worker, 'GET', '/api/rsa/book?plantCd=1000&deptCd=D1330'))).list).toEqual([]);
  });

  it('copy forward: a new draft of the same scope starts from the last completed round, rated on its own matrix version', async () => {
    const next = await ok<Plan>(inject(safety, 'POST', PLANS, plan({ planFromYmd: '2027-03-02', planToYmd: '2027-04-30' })));
    const c = await ok<{ copiedFromPlanNo: number; assessments: number }>(inject(safety, 'POST', `${PLANS}/${next.planNo}/copy-forward`, {}));
    expect(c).toEqual({ copiedFromPlanNo: p.planNo, assessments: 1 });
    const [copy] = await t.rows<{ assess_no: number }>(sql`select assess_no from rsa_assessment where plan_no = ${next.planNo}`);
    const ca = await getAssess(copy!.assess_no);
    // the residual rating of last time is the start; the measure is now a current control; no owner, no action
    expect(ca.hazards[0]).toMatchObject({ hazardNm: '비계 위 추락', likelihood: 2, severity: 5, riskScore: 10, riskGradeCd: 'HIGH', ownerUserId: null, actionNo: null });
    expect(String(ca.hazards[0]!.currentControl)).toContain('안전난간 2단 설치');
    expect((await getPlan(next.planNo)).copiedFromPlanNo).toBe(p.planNo);
    expectError(await inject(safety, 'POST', `${PLANS}/${next.planNo}/copy-forward`, {}), 409, RSA_MESSAGES.copyNotDraft);
  });
});

describe('scope and rights', () => {
  it('a worker reads their department\'s assessments only; writes nothing', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan()));
    const other = await ok<Assessment>(inject(safety, 'POST', ASSESS, { planNo: p.planNo, plantCd: '1000', deptCd: 'D1330', unitWorkNm: '연료 취급', hazards: [hazard()] }));
    const own = await ok<Assessment>(inject(safety, 'POST', ASSESS, { planNo: p.planNo, plantCd: '1000', deptCd: 'D1310', unitWorkNm: '터빈 순찰', hazards: [hazard()] }));
    expectError(await inject(worker, 'GET', `${ASSESS}/${other.assessNo}`), 403);
    expect((await getAssess(own.assessNo, worker)).unitWorkNm).toBe('터빈 순찰');
    const list = await ok<{ list: { deptCd: string }[] }>(inject(worker, 'GET', `${ASSESS}?limit=200`));
    expect(list.list.every((r) => r.deptCd === 'D1310')).toBe(true);
    expectError(await inject(worker, 'POST', PLANS, plan()), 403);
    expectError(await inject(worker, 'PUT', `${ASSESS}/${own.assessNo}`, await getAssess(own.assessNo)), 403);
  });

  it('another plant\'s plan is refused by id, for participation and for assessments; a plan\'s plant binds its assessments', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, plan()));
    expectError(await inject(gas, 'GET', `${PLANS}/${p.planNo}`), 403);
    expectError(await inject(gas, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'FINDING', partMethodCd: 'TBM' }), 403);
    // gas01 writes its own plant, but cannot hang an assessment of plant 2000 on a plan of plant 1000
    expectError(await inject(gas, 'POST', ASSESS, { planNo: p.planNo, plantCd: '2000', deptCd: 'D2310', unitWorkNm: 'x', hazards: [hazard()] }), 400, RSA_MESSAGES.planPlant);
    expectError(await inject(gas, 'POST', ASSESS, { planNo: p.planNo, plantCd: '1000', deptCd: 'D1310', unitWorkNm: 'x', hazards: [hazard()] }), 403);
    // a draft plan without assessments can be deleted; a draft with one cannot
    const g = await ok<Plan>(inject(gas, 'POST', PLANS, plan({ plantCd: '2000', deptCd: 'D2210' })));
    await ok(inject(gas, 'DELETE', `${PLANS}/${g.planNo}?version=${g.version}`));
  });

  it('the demo has a completed 정기 assessment per plant for each method (with its own rows) and a 수시 one in progress', async () => {
    const rows = await t.rows<{ plant_cd: string; kind_cd: string; method_cd: string; status_cd: string }>(sql`
      select plant_cd, kind_cd, method_cd, status_cd from rsa_plan where create_user_id in ('safety01', 'gas01') and plan_title not like '정기 위험성평가 %' order by plan_no`);
    for (const plant of ['1000', '2000']) {
      for (const m of ['FREQ_SEV', 'CHECKLIST', 'THREE_STEP', 'ONE_POINT', 'JSA', 'HAZOP', 'CHARM']) {
        expect(rows.some((r) => r.plant_cd === plant && r.kind_cd === 'REGULAR' && r.method_cd === m && ['ASSESSED', 'SHARED'].includes(r.status_cd)), `${plant} ${m}`).toBe(true);
      }
    }
    // the other methods' rows are rated by the server and their required measures are actions
    const rated = await t.rows<{ m: string; n: string; acts: string }>(sql`
      select p.method_cd as m, count(*) as n, count(r.action_no) as acts from rsa_plan p join rsa_assessment a on a.plan_no = p.plan_no
        join (select assess_no, action_no, action_required_yn from rsa_jsa_step union all select assess_no, action_no, action_required_yn from rsa_hazop_row
              union all select assess_no, action_no, action_required_yn from rsa_charm_row union all select assess_no, action_no, action_required_yn from rsa_one_point) r
          on r.assess_no = a.assess_no and r.action_required_yn = 'Y'
       where p.plant_cd = '1000' group by p.method_cd order by p.method_cd`);
    expect(rated.map((r) => [r.m, Number(r.n) > 0, r.n === r.acts])).toEqual([['CHARM', true, true], ['HAZOP', true, true], ['JSA', true, true], ['ONE_POINT', true, true]]);
    // the demo's unit works are in the 단위작업 master (their process linked to the department) and the assessments point at them
    const [uw] = await t.rows<{ n: string; linked: string }>(sql`
      select (select count(*) from rsa_unit_work where plant_cd = '1000') as n, (select count(*) from rsa_assessment where plant_cd = '1000' and unit_work_no is not null) as linked`);
    expect(Number(uw!.n)).toBeGreaterThan(3);
    expect(Number(uw!.linked)).toBeGreaterThan(3);
    expect(rows.some((r) => r.kind_cd === 'OCCASIONAL' && r.status_cd === 'ASSESSING')).toBe(true);
  });
});
