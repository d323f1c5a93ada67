import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSA_MESSAGES } from '@jikim/shared';
import { createTestApp, expectError, injectUpload, login, xlsxOf, type TestApp, type Tokens } from '../../test/helpers.js';
import { rsaCalls } from './rsa.test-utils.js';

// 위험성평가 methods beyond 빈도·강도 / 체크리스트 / 3단계: JSA, HAZOP, CHARM, 핵심요인 기술법 — each its own rows
let t: TestApp;
let safety: Tokens;
let leader: Tokens;
let worker: Tokens;

type R = Record<string, unknown>;
type Assessment = R & { assessNo: number; version: number; jsaSteps: R[]; hazopRows: R[]; charmRows: R[]; onePoints: R[]; hazards: R[]; checkItems: R[] };
type Plan = { planNo: number; version: number; statusCd: string };
const { inject, ok } = rsaCalls(() => t);
const PLANS = '/api/rsa/plans';
const ASSESS = '/api/rsa/assessments';
const getPlan = (no: number) => ok<Plan>(inject(safety, 'GET', `${PLANS}/${no}`));
const getAssess = (no: number) => ok<Assessment>(inject(safety, 'GET', `${ASSESS}/${no}`));
const take = async (no: number, action: string) => inject(safety, 'POST', `${PLANS}/${no}/transition`, { action, version: (await getPlan(no)).version });

async function decide(planNo: number, apprTypeCd: string, decisionCd: 'APPROVE' | 'REJECT') {
  const [req] = await t.rows<{ no: number }>(sql`select appr_request_no as no from com_appr_request where appr_type_cd = ${apprTypeCd} and record_key = ${String(planNo)} order by appr_request_no desc limit 1`);
  const detail = await ok<{ steps: { stepNo: number; stepStatus: string }[] }>(inject(leader, 'GET', `/api/manage/apprrequest/${req!.no}`));
  const step = detail.steps.find((s) => s.stepStatus === 'PENDING')!;
  return inject(leader, 'PATCH', `/api/manage/appr/${req!.no}`, { stepNo: step.stepNo, decisionCd, ...(decisionCd === 'REJECT' ? { comment: '보완 바랍니다' } : {}) });
}

/** a plan of the method taken to 평가중, with a workers' participation record */
async function assessing(methodCd: string): Promise<Plan> {
  const p = await ok<Plan>(inject(safety, 'POST', PLANS, {
    plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd, planTitle: `${methodCd} 평가 ${Math.random().toString(36).slice(2, 8)}`, planFromYmd: '2026-11-02', planToYmd: '2026-12-31',
  }));
  expect((await take(p.planNo, 'REQUEST_PLAN')).statusCode).toBe(200);
  expect((await decide(p.planNo, 'RSA_PLAN', 'APPROVE')).statusCode).toBe(200);
  expect((await take(p.planNo, 'START')).statusCode).toBe(200);
  await ok(inject(safety, 'POST', `${PLANS}/${p.planNo}/participate`, { stageCd: 'FINDING', partMethodCd: 'MEETING', userId: 'worker01', partYmd: '2026-11-03' }));
  return getPlan(p.planNo);
}
const actionsOf = (planNo: number) => t.rows<{ action_no: number; assignee_user_id: string; risk_before_cd: string | null; title: string; hazard: string }>(sql`
  select action_no, assignee_user_id, risk_before_cd, title, hazard from impr_action where source_type_cd = 'RISK_ASSESSMENT' and source_key = ${String(planNo)} order by action_no`);

/**
 * completion: refused while a required row has no owner (names the unit work and row), then with owners exactly one
 * action per required row; returned and completed again, still that many
 */
async function completesOnce(p: Plan, a: Assessment, collection: 'jsaSteps' | 'hazopRows' | 'charmRows' | 'onePoints', requiredRowNo: number, expected: number) {
  expectError(await take(p.planNo, 'COMPLETE'), 409, RSA_MESSAGES.measureMissing(String(a.unitWorkNm), requiredRowNo));
  const cur = await getAssess(a.assessNo);
  await ok(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...cur, [collection]: cur[collection].map((r) => ({ ...r, ownerUserId: 'worker01', dueYmd: '2026-12-20' })) }));
  expect((await take(p.planNo, 'COMPLETE')).statusCode).toBe(200);
  const first = await actionsOf(p.planNo);
  expect(first).toHaveLength(expected);
  const rows = (await getAssess(a.assessNo))[collection];
  expect(rows.filter((r) => r.actionNo != null).map((r) => r.actionNo).sort()).toEqual(first.map((x) => x.action_no).sort());
  expect((await decide(p.planNo, 'RSA_RESULT', 'REJECT')).statusCode).toBe(200);
  expect((await take(p.planNo, 'COMPLETE')).statusCode).toBe(200);
  expect(await actionsOf(p.planNo)).toHaveLength(expected);
  return first;
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  const [l] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1210' and duty_cd = 'DUT03' order by user_id limit 1`);
  [safety, leader, worker] = await Promise.all([login(t.app, 'safety01'), login(t.app, l!.user_id), login(t.app, 'worker01')]);
});
afterAll(async () => t?.close());

const unit = (planNo: number, unitWorkNm: string) => ({ planNo, plantCd: '1000', deptCd: 'D1310', processNm: '보일러 운전', unitWorkNm });
const jsa = (over: R = {}) => ({ taskNm: '보일러 급수펌프 교체', stepNo: 1, stepDesc: '전원 차단 및 LOTO', hazardNm: '잔류전압 감전', likelihood: 2, severity: 4, measure: '검전기로 무전압 확인 후 작업', ...over });
const hazop = (over: R = {}) => ({
  nodeNm: 'N-1 급수 라인', designIntent: '탈기기에서 보일러로 급수 120 t/h', parameterNm: '유량', guideWordCd: 'NONE', deviation: '급수 유량 없음',
  causes: '급수펌프 트립', consequences: '보일러 저수위, 튜브 과열', safeguards: '저수위 경보', likelihood: 2, severity: 3, ...over,
});

describe('each method shows and takes only its own rows', () => {
  it('a plan\'s assessment answers every collection, and refuses rows of another method with a clear message', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, { plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd: 'FREQ_SEV', planTitle: '빈도강도 혼합 금지', planFromYmd: '2026-11-02', planToYmd: '2026-12-31' }));
    expectError(await inject(safety, 'POST', ASSESS, { ...unit(p.planNo, '급수펌프 교체'), jsaSteps: [jsa()] }), 400, RSA_MESSAGES.rowsNotOfMethod('JSA 작업단계'));
    const j = await ok<Plan>(inject(safety, 'POST', PLANS, { plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd: 'JSA', planTitle: 'JSA 혼합 금지', planFromYmd: '2026-11-02', planToYmd: '2026-12-31' }));
    expectError(await inject(safety, 'POST', ASSESS, { ...unit(j.planNo, '급수펌프 교체'), hazards: [{ hazardClassCd: 'MECHANICAL', hazardNm: '끼임', likelihood: 1, severity: 1 }] }), 400, RSA_MESSAGES.rowsNotOfMethod('유해·위험요인'));
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, { ...unit(j.planNo, '급수펌프 교체'), hazards: [], checkItems: [], jsaSteps: [jsa()] }));
    expect(a).toMatchObject({ methodCd: 'JSA', hazards: [], checkItems: [], hazopRows: [], charmRows: [], onePoints: [] });
    expect(a.jsaSteps).toHaveLength(1);
    const [n] = await t.rows<{ n: string }>(sql`select count(*) as n from rsa_hazard where assess_no = ${a.assessNo}`);
    expect(Number(n!.n)).toBe(0);
  });
});

describe('JSA: per task, job steps → hazards → controls', () => {
  it('validates each row (required cells, matrix range, the control) and rates it on the plan\'s matrix, ignoring sent values', async () => {
    const p = await assessing('JSA');
    const base = unit(p.planNo, '급수펌프 교체');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, jsaSteps: [jsa(), jsa({ stepDesc: ' ' })] }), 400, '2번째 행의 [작업단계]은(는) 필수 입력 항목입니다.');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, jsaSteps: [jsa({ likelihood: null })] }), 400, '1번째 행의 [가능성]은(는) 필수 입력 항목입니다.');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, jsaSteps: [jsa(), jsa({ severity: 5, likelihood: 5 }), jsa({ severity: 9 })] }), 400);
    expectError(await inject(safety, 'POST', ASSESS, { ...base, jsaSteps: [jsa({ measure: null })] }), 400, RSA_MESSAGES.jsaControl(1));
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...base,
      jsaSteps: [
        jsa({ riskScore: 1, riskGradeCd: 'LOW', actionRequiredYn: 'N', actionNo: 99 }),
        jsa({ stepNo: 2, stepDesc: '펌프 인양', hazardNm: '체인블록 인양 중 낙하', likelihood: 4, severity: 5, measure: '인양 전 슬링 점검, 하부 출입통제' }),
        jsa({ stepNo: 3, stepDesc: '배관 체결', hazardNm: '손 베임', likelihood: 1, severity: 2, measure: '절단방지 장갑' }),
      ],
    }));
    expect(a.jsaSteps.map((r) => [r.stepNo, r.riskScore, r.riskGradeCd, r.riskGradeNm, r.actionRequiredYn, r.actionNo])).toEqual([
      [1, 8, 'MEDIUM', '개선', 'Y', null], [2, 20, 'HIGH', '즉시개선', 'Y', null], [3, 2, 'LOW', '허용', 'N', null],
    ]);
    const acts = await completesOnce(p, a, 'jsaSteps', 1, 2);
    expect(acts.map((x) => [x.title, x.risk_before_cd, x.assignee_user_id])).toEqual([['검전기로 무전압 확인 후 작업', 'M', 'worker01'], ['인양 전 슬링 점검, 하부 출입통제', 'H', 'worker01']]);
    expect(acts[1]!.hazard).toContain('2단계(펌프 인양): 체인블록 인양 중 낙하');
  });
});

describe('HAZOP: node, intent, parameter × guide word → deviation … risk → recommendation', () => {
  it('takes the guide words of the code data only, rates on the matrix and makes the high-risk recommendation an action', async () => {
    const p = await assessing('HAZOP');
    const base = unit(p.planNo, '급수 계통');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazopRows: [hazop({ guideWordCd: 'MAYBE' })] }), 400);
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazopRows: [hazop({ deviation: null })] }), 400, '1번째 행의 [이탈]은(는) 필수 입력 항목입니다.');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, hazopRows: [hazop({ severity: null })] }), 400, '1번째 행의 [중대성]은(는) 필수 입력 항목입니다.');
    // issue 28: a node points at the PSM registers' equipment tag and drawing of the assessment's plant
    const [eq1000] = await t.rows<{ n: number }>(sql`select equip_no as n from psm_equipment where plant_cd = '1000' order by equip_no limit 1`);
    const [eq2000] = await t.rows<{ n: number }>(sql`select equip_no as n from psm_equipment where plant_cd = '2000' order by equip_no limit 1`);
    const [dw1000] = await t.rows<{ n: number }>(sql`select drawing_id as n from psm_drawing where plant_cd = '1000' order by drawing_id limit 1`);
    expect((await inject(safety, 'POST', ASSESS, { ...base, hazopRows: [hazop({ equipNo: eq2000!.n })] })).statusCode).toBe(403);
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...base,
      hazopRows: [
        hazop({ guideWordCd: 'MORE', deviation: '급수 유량 증가', likelihood: 1, severity: 2, riskScore: 25, riskGradeCd: 'HIGH', equipNo: eq1000!.n, drawingId: dw1000!.n }),
        hazop({ likelihood: 3, severity: 5, measure: '급수펌프 자동 절체(Auto Start) 로직 추가' }),
      ],
    }));
    expect(a.hazopRows.map((r) => [r.guideWordCd, r.guideWordNm, r.riskScore, r.riskGradeCd, r.actionRequiredYn])).toEqual([['MORE', '증가', 2, 'LOW', 'N'], ['NONE', '없음', 15, 'HIGH', 'Y']]);
    expect(a.hazopRows[0]).toMatchObject({ equipNo: eq1000!.n, drawingId: dw1000!.n });
    const acts = await completesOnce(p, a, 'hazopRows', 2, 1);
    expect(acts[0]).toMatchObject({ title: '급수펌프 자동 절체(Auto Start) 로직 추가', risk_before_cd: 'H', hazard: 'N-1 급수 라인 — 급수 유량 없음' });
  });
});

describe('CHARM (KOSHA): hazard grade × exposure level → score and risk level, computed by the server from code tables', () => {
  const hcl = (over: R = {}) => ({
    chemicalNm: '염산 35%', casNo: '7647-01-0', taskNm: '재생용 염산 보충', hStatements: 'H290, H314, H335', oelValue: 1, oelUnitCd: 'PPM',
    dailyAmount: 400, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 57, workTimeCd: 'REGULAR', ...over,
  });
  it('refuses a row without what decides its grade or level, with the exact message; nothing is saved', async () => {
    const p = await assessing('CHARM');
    const base = unit(p.planNo, '수처리 약품 주입');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl(), hcl({ hStatements: 'H225', oelValue: null, oelUnitCd: null })] }), 400, RSA_MESSAGES.charmHazard(2));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ dailyAmount: null, amountUnitCd: null })] }), 400, RSA_MESSAGES.charmExposure(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ amountUnitCd: null })] }), 400, RSA_MESSAGES.charmAmountUnit(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ oelUnitCd: null })] }), 400, RSA_MESSAGES.charmOelUnit(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ oelValue: null, oelUnitCd: null, measuredConc: 0.2 })] }), 400, RSA_MESSAGES.charmMeasuredLimit(1));
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ oelValue: -1 })] }), 400);
    expectError(await inject(safety, 'POST', ASSESS, { ...base, charmRows: [hcl({ amountUnitCd: 'BARREL' })] }), 400);
    expect(await t.rows(sql`select 1 from rsa_assessment where plan_no = ${p.planNo}`)).toHaveLength(0);
  });

  it('a row naming a product of the chemical register takes its SDS data (name, main CAS, H codes, state), whatever was sent', async () => {
    const [prod] = await t.rows<{ no: number; nm: string; h: string[]; st: string | null; cas: string }>(sql`
      select p.chem_prod_no as no, p.prod_nm as nm, p.h_codes as h, p.state_cd as st,
             (select c.cas_no from chm_prod_component c where c.chem_prod_no = p.chem_prod_no
               and exists (select 1 from chm_prod_reg r where r.chem_prod_no = p.chem_prod_no and r.cas_no = c.cas_no)
               order by c.content_max_pct desc nulls last limit 1) as cas
        from chm_prod p where p.plant_cd = '1000' and cardinality(p.h_codes) > 0 and p.state_cd = 'LIQUID'
         and (select count(distinct c.cas_no) from chm_prod_component c where c.chem_prod_no = p.chem_prod_no) > 1
         and exists (select 1 from chm_prod_reg r where r.chem_prod_no = p.chem_prod_no) order by p.chem_prod_no limit 1`);
    // the product has water or another unregulated part: the row names its regulated substance
    expect(prod!.cas).toBeTruthy();
    const [other] = await t.rows<{ no: number }>(sql`select chem_prod_no as no from chm_prod where plant_cd = '2000' order by 1 limit 1`);
    const p = await assessing('CHARM');
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...unit(p.planNo, '수처리 약품 주입 (MSDS 연결)'),
      charmRows: [hcl({ chemProdNo: prod!.no, chemicalNm: '아무 이름', casNo: '0-00-0', hStatements: 'H225', physStateCd: 'GAS' })],
    }));
    expect(a.charmRows[0]).toMatchObject({ chemProdNo: prod!.no, chemicalNm: prod!.nm, casNo: prod!.cas, hStatements: prod!.h.join(', '), physStateCd: 'LIQUID' });
    // another plant's product is out of safety01's reach: refused naming the field, nothing saved
    const before = (await t.rows(sql`select 1 from rsa_assessment where plan_no = ${p.planNo}`)).length;
    const bad = await inject(safety, 'POST', ASSESS, { ...unit(p.planNo, '다른 사업장 제품'), charmRows: [hcl({ chemProdNo: other!.no })] });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toContain('[화학제품(MSDS)]');
    expect(await t.rows(sql`select 1 from rsa_assessment where plan_no = ${p.planNo}`)).toHaveLength(before);
  });

  it('computes grade, level, score and risk level (sent values ignored); a site table changes the next save; required rows become actions', async () => {
    const p = await assessing('CHARM');
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...unit(p.planNo, '수처리 약품 주입'),
      charmRows: [
        // limit 1 ppm → 3; 400 L of a liquid boiling at 57 ℃ → medium × medium → 3; 9 → 3 (a measure is required)
        hcl({ hazardGrade: 1, exposureLevel: 1, riskScore: 1, riskLevel: 1, actionRequiredYn: 'N', measure: '밀폐식 주입설비로 교체' }),
        // the same with a measurement of 0.3 ppm: 30 % of the limit → 2; 6 → 2
        hcl({ measuredConc: 0.3, measure: '보안경 착용' }),
        // CMR → 4; 20 L boiling at 114 ℃, brief work → 3 − 1 = 2; 8 → 3
        hcl({ chemicalNm: '하이드라진 수화물', casNo: '7803-57-8', hStatements: 'H226, H301, H311, H314, H317, H330, H350', oelValue: 0.05, dailyAmount: 20, boilingPoint: 114, workTimeCd: 'BRIEF', measure: '밀폐식 주입' }),
        // a solid: no limit, H codes → 3; 25 kg of crystals → medium × medium → 3; 9 → 3
        { chemicalNm: '수산화나트륨 (플레이크)', taskNm: '중화조 투입', hStatements: 'H290, H314', dailyAmount: 25, amountUnitCd: 'KG', physStateCd: 'SOLID', volatilityCd: 'MEDIUM', measure: '투입구 국소배기' },
      ],
    }));
    const view = (rows: R[]) => rows.map((r) => [r.hazardGrade, r.hazardBasisCd, r.amountCd, r.volatilityCd, r.exposureLevel, r.exposureBasisCd, r.riskScore, r.riskLevel, r.actionRequiredYn]);
    expect(view(a.charmRows)).toEqual([
      [3, 'OEL', 'MEDIUM', 'MEDIUM', 3, 'AMOUNT', 9, 3, 'Y'],
      [3, 'OEL', 'MEDIUM', 'MEDIUM', 2, 'MEASURED', 6, 2, 'N'],
      [4, 'CMR', 'MEDIUM', 'MEDIUM', 2, 'AMOUNT', 8, 3, 'Y'],
      [3, 'HCODE', 'MEDIUM', 'MEDIUM', 3, 'AMOUNT', 9, 3, 'Y'],
    ]);
    // a site's band (code data): score 6 is level 3 from the next save on
    await t.app.db.execute(sql`update com_code_master set attr1 = '6' where code_group_cd = 'RSA_CHARM_SCORE' and code = '3'`);
    try {
      const again = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, await getAssess(a.assessNo)));
      expect(again.charmRows.map((r) => [r.riskLevel, r.actionRequiredYn])).toEqual([[3, 'Y'], [3, 'Y'], [3, 'Y'], [3, 'Y']]);
    } finally {
      await t.app.db.execute(sql`update com_code_master set attr1 = '8' where code_group_cd = 'RSA_CHARM_SCORE' and code = '3'`);
    }
    const cur = await getAssess(a.assessNo);
    const back = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, cur));
    expect(back.charmRows.map((r) => r.riskLevel)).toEqual([3, 2, 3, 3]);
    const acts = await completesOnce(p, back, 'charmRows', 1, 3);
    expect(acts.map((x) => [x.title, x.risk_before_cd])).toEqual([['밀폐식 주입설비로 교체', 'M'], ['밀폐식 주입', 'M'], ['투입구 국소배기', 'M']]);
  });

  it('an older row (grade and level entered, no basis) still loads and keeps them until it is given what computes them', async () => {
    const p = await assessing('CHARM');
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, { ...unit(p.planNo, '약품 하역'), charmRows: [hcl()] }));
    const no = a.charmRows[0]!.charmNo as number;
    // as the rows were before: entered grade and level, no inputs, no basis
    await t.app.db.execute(sql`update rsa_charm_row set h_statements = 'H225', oel_value = null, oel_unit_cd = null, daily_amount = null, amount_unit_cd = null, phys_state_cd = null,
      boiling_point = null, amount_cd = null, volatility_cd = null, work_time_cd = null, hazard_grade = 4, hazard_basis_cd = null, exposure_level = 4, exposure_basis_cd = null,
      risk_score = null, risk_level = 4 where charm_no = ${no}`);
    const old = await getAssess(a.assessNo);
    expect(old.charmRows[0]).toMatchObject({ hazardGrade: 4, exposureLevel: 4, riskLevel: 4, hazardBasisCd: null });
    const saved = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, old));
    expect(saved.charmRows[0]).toMatchObject({ hazardGrade: 4, hazardBasisCd: 'ENTERED', exposureLevel: 4, exposureBasisCd: 'ENTERED', riskScore: 16, riskLevel: 4, actionRequiredYn: 'Y' });
    // given a limit, the grade is computed; the level stays the entered one
    const given = await ok<Assessment>(inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...saved, charmRows: [{ ...saved.charmRows[0], oelValue: 50, oelUnitCd: 'PPM' }] }));
    expect(given.charmRows[0]).toMatchObject({ hazardGrade: 2, hazardBasisCd: 'OEL', exposureLevel: 4, exposureBasisCd: 'ENTERED', riskScore: 8, riskLevel: 3 });
    // a computed grade whose inputs are cleared is not silently kept
    expectError(await inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...given, charmRows: [{ ...given.charmRows[0], oelValue: null, oelUnitCd: null }] }), 400, RSA_MESSAGES.charmHazard(1));
  });
});

describe('핵심요인 기술법 (One Point Sheet): the four questions per unit work', () => {
  it('"what more is needed" becomes an action with its owner and due date; rows without it need none', async () => {
    const p = await assessing('ONE_POINT');
    const base = unit(p.planNo, '석탄 컨베이어 청소');
    expectError(await inject(safety, 'POST', ASSESS, { ...base, onePoints: [{ currentControl: '2인 1조' }] }), 400, '1번째 행의 [무엇이 다치게 할 수 있나]은(는) 필수 입력 항목입니다.');
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, {
      ...base,
      onePoints: [
        { hazardDesc: '운전 중인 컨베이어 롤러에 손이 끼임', currentControl: '풀코드 비상정지', measure: '청소 전 정지·LOTO, 롤러 방호덮개 설치', actionRequiredYn: 'N' },
        { hazardDesc: '석탄 분진 흡입', currentControl: '방진마스크 지급', actionRequiredYn: 'Y' },
      ],
    }));
    expect(a.onePoints.map((r) => r.actionRequiredYn)).toEqual(['Y', 'N']);
    const acts = await completesOnce(p, a, 'onePoints', 1, 1);
    expect(acts[0]).toMatchObject({ title: '청소 전 정지·LOTO, 롤러 방호덮개 설치', risk_before_cd: 'M', hazard: '운전 중인 컨베이어 롤러에 손이 끼임' });
    // returned: the row with its action cannot be dropped
    expect((await decide(p.planNo, 'RSA_RESULT', 'REJECT')).statusCode).toBe(200);
    const cur = await getAssess(a.assessNo);
    expectError(await inject(safety, 'PUT', `${ASSESS}/${a.assessNo}`, { ...cur, onePoints: cur.onePoints.slice(1) }), 409, RSA_MESSAGES.actionRowRemoved);
  });
});

describe('the register lists the other methods\' current rows', () => {
  it('JSA and HAZOP rows by the matrix grade asked; CHARM and 핵심요인 rows that require action; owners and actions', async () => {
    type Reg = { kind: string; unitWorkNm: string; hazardNm: string; riskGradeCd: string | null; riskScore: number | null; actionNo: number | null; ownerUserNm: string | null };
    const high = (await ok<{ list: Reg[] }>(inject(safety, 'GET', '/api/rsa/register?plantCd=1000&gradeCd=HIGH'))).list;
    const jsaHigh = high.filter((r) => r.kind === 'JSA' && r.unitWorkNm === '보일러 급수펌프 분해 정비');
    expect(jsaHigh.map((r) => r.hazardNm)).toEqual([
      '급수펌프 메커니컬 실 교체 1. 전원 차단 및 LOTO: 오조작으로 펌프 기동, 회전체 끼임', '급수펌프 메커니컬 실 교체 2. 배관 잔압 제거·배수: 고온수 분출로 화상',
    ]);
    expect(jsaHigh.every((r) => r.riskGradeCd === 'HIGH' && r.actionNo && r.ownerUserNm)).toBe(true);
    expect(high.some((r) => r.kind === 'HAZOP' && r.hazardNm === 'N-1 보조증기 헤더 — 헤더 압력 상승')).toBe(true);
    const all = (await ok<{ list: Reg[] }>(inject(safety, 'GET', '/api/rsa/register?plantCd=1000'))).list;
    expect(all.filter((r) => r.kind === 'CHARM' && r.unitWorkNm === '수처리 약품 보충').map((r) => r.riskScore)).toEqual([3, 4]);
    expect(all.filter((r) => r.kind === 'ONE_POINT' && r.unitWorkNm === '터빈동 야간 순찰')).toHaveLength(2);
    // the job risk book: every row of the department, the low ones too
    const book = await ok<{ list: Reg[] }>(inject(safety, 'GET', '/api/rsa/book?plantCd=1000&deptCd=D1410'));
    expect(book.list.filter((r) => r.kind === 'JSA')).toHaveLength(4);
  });
});

describe('단위작업 master: processes of the department (공정관리), picked by assessments, Excel upload', () => {
  const UW = '/api/rsa/unit-works';
  type Proc = { process_no: number; process_cd: string; process_nm: string };
  const procOf = async (deptCd: string) => (await t.rows<Proc>(sql`
    select p.process_no, p.process_cd, p.process_nm from com_process p join com_dept_process dp on dp.process_no = p.process_no
     where dp.dept_cd = ${deptCd} and p.plant_cd = '1000' order by p.process_no limit 1`))[0]!;
  const xlsx = (rows: (string | null)[][], head = ['부서코드', '공정코드', '단위작업', '작업내용']) => xlsxOf(head, rows);
  const upload = (tok: Tokens, buf: Buffer, plantCd = '1000') => injectUpload(t.app, tok, `${UW}/upload?plantCd=${plantCd}`, buf, 'uw.xlsx');
  const count = async () => Number((await t.rows<{ n: string }>(sql`select count(*) as n from rsa_unit_work`))[0]!.n);

  it('a unit work takes a process linked to its department (the name from the master); the same name twice is refused', async () => {
    const boiler = await procOf('D1310');
    const fuel = await procOf('D1330');
    expect(boiler && fuel && boiler.process_no !== fuel.process_no).toBe(true);
    const base = { plantCd: '1000', deptCd: 'D1310', processNo: boiler.process_no, unitWorkNm: '보일러 수관 누설 점검', workDesc: '정지 중 수관 육안 점검' };
    expectError(await inject(safety, 'POST', UW, { ...base, processNo: fuel.process_no }), 400, RSA_MESSAGES.processNotOfDept);
    const u = await ok<R & { unitWorkNo: number; version: number }>(inject(safety, 'POST', UW, { ...base, processNm: '아무 이름' }));
    expect(u).toMatchObject({ processNm: boiler.process_nm, unitWorkNm: '보일러 수관 누설 점검', useYn: 'Y', deptNm: '발전1팀' });
    expectError(await inject(safety, 'POST', UW, base), 409, RSA_MESSAGES.unitWorkDuplicate);
    expectError(await inject(worker, 'POST', UW, { ...base, unitWorkNm: '작업자는 못 씀' }), 403);
    const { list } = await ok<{ list: { processNo: number }[] }>(inject(safety, 'GET', `${UW}/processes?plantCd=1000&deptCd=D1310`));
    expect(list.map((p) => p.processNo)).toContain(boiler.process_no);
    expect(list.map((p) => p.processNo)).not.toContain(fuel.process_no);
  });

  it('an assessment picks a unit work of its department: name and process come from the master', async () => {
    const [u] = await t.rows<{ unit_work_no: number }>(sql`select unit_work_no from rsa_unit_work where unit_work_nm = '보일러 수관 누설 점검'`);
    const { list } = await ok<{ list: { unitWorkNo: number; unitWorkNm: string }[] }>(inject(safety, 'GET', `${UW}/options?plantCd=1000&deptCd=D1310`));
    expect(list.map((x) => x.unitWorkNo)).toContain(u!.unit_work_no);
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, { plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd: 'ONE_POINT', planTitle: '단위작업 선택', planFromYmd: '2026-11-02', planToYmd: '2026-12-31' }));
    const a = await ok<Assessment>(inject(safety, 'POST', ASSESS, { ...unit(p.planNo, '다른 이름'), processNm: '다른 공정', unitWorkNo: u!.unit_work_no, onePoints: [{ hazardDesc: '고온수 접촉' }] }));
    const boiler = await procOf('D1310');
    expect(a).toMatchObject({ unitWorkNo: u!.unit_work_no, unitWorkNm: '보일러 수관 누설 점검', processNm: boiler.process_nm });
    expectError(await inject(safety, 'POST', ASSESS, { ...unit(p.planNo, 'x'), deptCd: 'D1330', unitWorkNo: u!.unit_work_no }), 400, RSA_MESSAGES.unitWorkNotFound);
  });

  it('Excel upload: every bad row named (row and column), nothing saved; a good file adds and updates all at once', async () => {
    const boiler = await procOf('D1310');
    const fuel = await procOf('D1330');
    const before = await count();
    const bad = await upload(safety, await xlsx([
      ['D1310', boiler.process_cd, '버너 팁 교체', null], ['D9999', boiler.process_cd, '없는 부서', null], ['D1310', fuel.process_cd, '연결 안 된 공정', null], ['D1330', fuel.process_cd, '', null],
    ]));
    expectError(bad, 400, RSA_MESSAGES.uploadBadRow(3, '부서코드'));
    expect((bad.json() as { fields: { message: string }[] }).fields.map((f) => f.message)).toEqual([
      RSA_MESSAGES.uploadBadRow(3, '부서코드'), RSA_MESSAGES.uploadBadRow(4, '공정코드'), RSA_MESSAGES.uploadBadRow(5, '단위작업'),
    ]);
    expect(await count()).toBe(before);
    expectError(await upload(safety, await xlsx([['D1310', boiler.process_cd, 'x', null]], ['부서', '공정', '작업'])), 400, RSA_MESSAGES.uploadBadFile);
    expectError(await upload(worker, await xlsx([['D1310', boiler.process_cd, 'x', null]])), 403);
    expectError(await upload(safety, await xlsx([['D2310', 'P', 'x', null]]), '2000'), 403);
    const good = await ok<{ insertedCnt: number; updatedCnt: number }>(upload(safety, await xlsx([
      ['D1310', boiler.process_cd, '버너 팁 교체', '버너 팁 분해·교체'], ['D1310', boiler.process_cd, '보일러 수관 누설 점검', '정지 중 수관 육안·초음파 점검'], ['D1330', fuel.process_cd, '저탄장 살수', null],
    ])));
    expect(good).toEqual({ insertedCnt: 2, updatedCnt: 1 });
    expect(await count()).toBe(before + 2);
    const [upd] = await t.rows<{ work_desc: string; version: number }>(sql`select work_desc, version from rsa_unit_work where unit_work_nm = '보일러 수관 누설 점검'`);
    expect(upd).toMatchObject({ work_desc: '정지 중 수관 육안·초음파 점검', version: 2 });
  });
});

describe('register trend by assessment round', () => {
  it('a row of a unit work assessed again shows the grade of each completed round, oldest first (Excel too)', async () => {
    const p = await assessing('FREQ_SEV');
    await ok(inject(safety, 'POST', ASSESS, {
      ...unit(p.planNo, '보일러 노내 점검'),
      hazards: [{ hazardClassCd: 'MECHANICAL', hazardNm: '노내 비계 위 작업 중 추락', disasterTypeCd: 'FALL', likelihood: 2, severity: 5, measure: '이동식 비계 전도방지 아웃트리거', ownerUserId: 'worker01', dueYmd: '2026-12-20' }],
    }));
    expect((await take(p.planNo, 'COMPLETE')).statusCode).toBe(200);
    expect((await decide(p.planNo, 'RSA_RESULT', 'APPROVE')).statusCode).toBe(200);
    type Reg = { planNo: number; hazardNm: string; trend: { planNo: number; planToYmd: string; riskScore: number | null; gradeLabel: string | null }[] };
    const { list } = await ok<{ list: Reg[] }>(inject(safety, 'GET', '/api/rsa/register?plantCd=1000&deptCd=D1310'));
    const row = list.find((r) => r.planNo === p.planNo && r.hazardNm === '노내 비계 위 작업 중 추락')!;
    const last = Number(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 4)) - 1;
    expect(row.trend.map((x) => [x.planToYmd, x.riskScore, x.gradeLabel])).toEqual([[`${last}-04-30`, 20, '즉시개선'], ['2026-12-31', 10, '즉시개선']]);
    expect(row.trend.at(-1)!.planNo).toBe(p.planNo);
    // a row assessed once has its one round
    expect(list.filter((r) => r.planNo !== p.planNo).every((r) => r.trend.length >= 1)).toBe(true);
    const xl = await inject(safety, 'GET', '/api/rsa/register/excel?plantCd=1000&deptCd=D1310');
    expect(xl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xl.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain(`${last}-04-30 즉시개선(20) → 2026-12-31 즉시개선(10)`);
  });
});

describe('copy forward of the other methods', () => {
  it('a new HAZOP draft starts from the last completed HAZOP round: last recommendations are safeguards now, no owners or actions', async () => {
    const p = await ok<Plan>(inject(safety, 'POST', PLANS, { plantCd: '1000', deptCd: 'D1210', kindCd: 'REGULAR', methodCd: 'HAZOP', planTitle: 'HAZOP 다음 회차', planFromYmd: '2027-08-02', planToYmd: '2027-08-31' }));
    const c = await ok<{ copiedFromPlanNo: number; assessments: number }>(inject(safety, 'POST', `${PLANS}/${p.planNo}/copy-forward`, {}));
    expect(c.assessments).toBe(1);
    const [copy] = await t.rows<{ assess_no: number; unit_work_no: number | null }>(sql`select assess_no, unit_work_no from rsa_assessment where plan_no = ${p.planNo}`);
    expect(copy!.unit_work_no).not.toBeNull();
    const a = await getAssess(copy!.assess_no);
    expect(a.hazopRows).toHaveLength(3);
    expect(a.hazopRows[0]).toMatchObject({ deviation: '헤더 압력 상승', guideWordCd: 'MORE', riskScore: 10, riskGradeCd: 'HIGH', actionRequiredYn: 'Y', measure: null, ownerUserId: null, actionNo: null });
    expect(String(a.hazopRows[0]!.safeguards)).toBe('안전밸브(1.7MPa) / 감압밸브 하류 고압 경보 및 자동 차단밸브 설치');
  });
});
