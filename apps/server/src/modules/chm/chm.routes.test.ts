import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHM_MESSAGES, labelHCodes, labelPictograms, productRegs } from '@jikim/shared';
import { auth, createTestApp, expectError, injectUpload, login, xlsxOf, type TestApp, type Tokens } from '../../test/helpers.js';
import { chmCalls, type Json } from './chm.test-kit.js';
import { plantToday } from '../../lib/plant-time.js';
import { SDS_DUE_JOB } from './chm.jobs.js';
import { REG_COLS } from './chm.reg-upload.js';

let t: TestApp;
let safety: Tokens;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let env: Tokens;
let envUserId: string;

const { call, ok } = chmCalls(() => t);

const CAS_A = '1111-11-1';
const CAS_B = '2222-22-2';
const CAS_C = '3333-33-3';

async function product(over: Record<string, unknown> = {}): Promise<Json> {
  return ok(safety, 'POST', '/api/baseinfo/chemprod', {
    plantCd: '1000', prodNm: '시험용 혼합물', densityKgL: 1.18, signalWordCd: 'DANGER', hCodes: ['H290', 'H314', 'H335'], pCodes: ['P280', 'P310'], sdsRevYmd: '2025-03-01',
    ownerUserId: 'safety01', components: [{ casNo: CAS_A, chemNm: '시험물질 A', contentMinPct: 30, contentMaxPct: 35 }], ...over,
  });
}
async function storage(nm = '수처리 약품창고(시험)'): Promise<Json> {
  return ok(safety, 'POST', '/api/chm/storage', { plantCd: '1000', storageNm: nm, storageTypeCd: 'WAREHOUSE', useYn: 'Y' });
}
async function request(chemProdNo: number, deptCd = 'D1210'): Promise<Json> {
  return ok(safety, 'POST', '/api/chm/matcheckrequest', {
    plantCd: '1000', deptCd, chemProdNo, useDesc: '보일러 수처리', placeDesc: '수처리동', exposedCnt: 4, ppeDesc: '내산장갑, 보안면', substituteYn: 'N',
    reviews: [{ disciplineCd: 'SAFETY', reviewerUserId: 'safety01' }, { disciplineCd: 'HEALTH', reviewerUserId: 'health01' }, { disciplineCd: 'ENV', reviewerUserId: envUserId }],
  });
}
async function usable(): Promise<Json> {
  const p = await product();
  let r = await request(Number(p.chemProdNo));
  for (const tok of [safety, health, env]) r = await ok(tok, 'POST', `/api/chm/matcheckrequest/${String(r.reqNo)}/confirm`, { comment: '적합', version: r.version });
  expect(r.statusCd).toBe('CONFIRMED');
  return ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`);
}
const move = (tok: Tokens, body: Record<string, unknown>) => call(tok, 'POST', '/api/chm/inout', { plantCd: '1000', inoutYmd: '2026-11-02', ...body });

beforeAll(async () => {
  t = await createTestApp();
  envUserId = (await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1230' and user_type = 'U' order by user_id limit 1`))[0]!.user_id;
  [safety, health, worker, gas, env] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'health01'), login(t.app, 'worker01'), login(t.app, 'gas01'), login(t.app, envUserId)]);
  // the regulation base of the tests: A is 관리대상 at 1 % and 인체급성 at 10 %, B is 인체급성 at 25 %, C is 위험물 (지정수량 400 L)
  await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_A, chemNmKo: '시험물질 A', chemNmEn: 'Test A', regs: [{ regCd: 'OSH_MANAGED', thresholdPct: 1 }, { regCd: 'TOX_ACUTE', thresholdPct: 10 }] });
  await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_B, chemNmKo: '시험물질 B', chemNmEn: 'Test B', regs: [{ regCd: 'TOX_ACUTE', thresholdPct: 25 }] });
  await ok(safety, 'POST', '/api/baseinfo/chemical', { casNo: CAS_C, chemNmKo: '시험물질 C', regs: [{ regCd: 'HAZMAT', thresholdPct: 1, hazmatClassNm: '제4류 알코올류', designatedQty: 400, designatedUnitCd: 'L' }] });
}, 120_000);
afterAll(async () => t?.close());

describe('regulation base and the regulations of a product', () => {
  it('answers the contract list: regulations as rows of category and threshold', async () => {
    const list = await ok(worker, 'GET', `/api/baseinfo/chemical?casNo=${CAS_A}&page=1&limit=20`);
    expect(list.totalCount).toBe(1);
    const row = (list.list as Json[])[0]!;
    expect(row).toMatchObject({ casNo: CAS_A, chemNmKo: '시험물질 A', chemNmEn: 'Test A' });
    expect((row.regs as Json[]).map((r) => [r.regCd, r.thresholdPct])).toEqual([['OSH_MANAGED', 1], ['TOX_ACUTE', 10]]);
    const byName = await ok(worker, 'GET', '/api/baseinfo/chemical?chemNm=Test%20B');
    expect((byName.list as Json[]).map((r) => r.casNo)).toEqual([CAS_B]);
  });

  it('a component at exactly the threshold falls under the category, below it does not, above it does', async () => {
    const at = await product({ components: [{ casNo: CAS_A, contentMaxPct: 1 }] });
    expect((at.regs as Json[]).map((r) => [r.regCd, r.casNo, r.contentMaxPct, r.thresholdPct])).toEqual([['OSH_MANAGED', CAS_A, 1, 1]]);
    const below = await product({ components: [{ casNo: CAS_A, contentMaxPct: 0.99 }] });
    expect(below.regs).toEqual([]);
    const above = await product({ components: [{ casNo: CAS_A, contentMinPct: 10, contentMaxPct: 12 }] });
    expect((above.regs as Json[]).map((r) => r.regCd)).toEqual(['OSH_MANAGED', 'TOX_ACUTE']);
    // GET answers the same shape
    const got = await ok(worker, 'GET', `/api/baseinfo/chemprod/${String(above.chemProdNo)}`);
    expect(got.regs).toEqual(above.regs);
  });

  it('several components of one category each give a row; the rows follow an update of the components', async () => {
    const p = await product({ components: [{ casNo: CAS_A, contentMaxPct: 12 }, { casNo: CAS_B, contentMaxPct: 30 }, { casNo: '7732-18-5', chemNm: '물', contentMaxPct: 58 }] });
    expect((p.regs as Json[]).filter((r) => r.regCd === 'TOX_ACUTE').map((r) => [r.casNo, r.contentMaxPct])).toEqual([[CAS_A, 12], [CAS_B, 30]]);
    const got = await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`);
    const up = await ok(safety, 'PUT', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`, { ...got, components: [{ casNo: CAS_B, contentMaxPct: 20 }] });
    expect(up.regs).toEqual([]);
    // the same rule in @jikim/shared (the web's preview)
    expect(productRegs([{ casNo: CAS_B, contentMaxPct: 25 }], [{ casNo: CAS_B, regCd: 'TOX_ACUTE', thresholdPct: 25 }])).toHaveLength(1);
  });

  it('the regulations are not taken from the body (server-computed)', async () => {
    const p = await product({ components: [{ casNo: CAS_A, contentMaxPct: 0.5 }], regs: [{ regCd: 'PROHIBITED', casNo: CAS_A, contentMaxPct: 50, thresholdPct: 0.1 }] });
    expect(p.regs).toEqual([]);
  });
});

describe('SDS renewal and review reminders', () => {
  it('renewal makes a new revision and keeps the old one; a stale version is refused', async () => {
    const p = await product({ sdsRevYmd: '2022-01-10' });
    expect(p.sdsRevNo).toBe(1);
    expect(p.sdsDueYmd).toBe('2025-01-10');
    const r = await ok(safety, 'POST', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/renewal`, {
      version: p.version, sdsRevYmd: '2026-10-01', hCodes: ['H290', 'H314'], renewalReason: '공급사 개정',
      components: [{ casNo: CAS_A, contentMaxPct: 37 }],
    });
    expect(r).toMatchObject({ sdsRevNo: 2, sdsRevYmd: '2026-10-01', sdsDueYmd: '2029-10-01', hCodes: ['H290', 'H314'] });
    expect((r.components as Json[]).map((c) => c.contentMaxPct)).toEqual([37]);
    const hist = await ok(worker, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/sds`);
    expect((hist.list as Json[]).map((h) => [h.sdsRevNo, h.sdsRevYmd, h.renewalReason])).toEqual([[1, '2022-01-10', '공급사 개정']]);
    expectError(await call(safety, 'POST', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/renewal`, { version: p.version, sdsRevYmd: '2026-10-02' }), 409);
    expectError(await call(worker, 'POST', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/renewal`, { version: r.version, sdsRevYmd: '2026-10-02' }), 403);
  });

  it('an SDS past the review period reminds its owner once through the job queue', async () => {
    const p = await product({ prodNm: '오래된 MSDS 제품', sdsRevYmd: '2021-05-01' });
    await t.app.jobs.run(SDS_DUE_JOB, {}, { now: new Date('2026-11-02T00:00:00Z') });
    await t.app.jobs.run(SDS_DUE_JOB, {}, { now: new Date('2026-11-03T00:00:00Z') });
    const n = await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'CHM_SDS_DUE' and link_key = ${String(p.chemProdNo)}`);
    expect(n.map((x) => x.user_id)).toEqual(['safety01']);
  });
});

describe('new-chemical review', () => {
  it('refuses a receipt before the review; every reviewer confirms their own row; then the product is usable', async () => {
    const p = await product();
    const s = await storage();
    expectError(await move(safety, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 10, unitCd: 'KG' }), 409, CHM_MESSAGES.notReviewed);
    // a request without the three disciplines is refused
    expectError(await call(safety, 'POST', '/api/chm/matcheckrequest', { plantCd: '1000', deptCd: 'D1210', chemProdNo: p.chemProdNo, useDesc: 'x', reviews: [{ disciplineCd: 'SAFETY', reviewerUserId: 'safety01' }] }), 400);
    // requested for worker01's department: worker01 reads it but is no reviewer
    let r = await request(Number(p.chemProdNo), 'D1310');
    expect(r.statusCd).toBe('REVIEW');
    const url = (a: string) => `/api/chm/matcheckrequest/${String(r.reqNo)}/${a}`;
    expectError(await call(worker, 'POST', url('confirm'), { comment: '', version: r.version }), 403, CHM_MESSAGES.notReviewer);
    r = await ok(safety, 'POST', url('confirm'), { comment: '취급 절차 확인', version: r.version });
    expectError(await call(safety, 'POST', url('confirm'), { comment: '', version: r.version }), 409, CHM_MESSAGES.reviewDone);
    expectError(await call(health, 'POST', url('confirm'), { comment: '', version: r.version - 1 }), 409);
    r = await ok(health, 'POST', url('confirm'), { comment: '특수건강진단 대상 확인', version: r.version });
    expect(r.statusCd).toBe('REVIEW');
    // the request cannot be edited once a reviewer answered
    expectError(await call(safety, 'PUT', `/api/chm/matcheckrequest/${String(r.reqNo)}`, { ...r, useDesc: '바뀜' }), 409);
    r = await ok(env, 'POST', url('confirm'), { comment: '배출 시설 해당 없음', version: r.version });
    expect(r.statusCd).toBe('CONFIRMED');
    expect((r.reviews as Json[]).map((x) => [x.disciplineCd, x.decisionCd])).toEqual([['SAFETY', 'CONFIRM'], ['HEALTH', 'CONFIRM'], ['ENV', 'CONFIRM']]);
    expect((await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`)).usableYn).toBe('Y');
    const m = await move(safety, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 10, unitCd: 'KG' });
    expect(m.statusCode, m.body).toBe(200);
    expect((await t.rows(sql`select 1 from com_notification where kind_cd = 'CHM_MATCHECK' and link_key = ${String(r.reqNo)}`)).length).toBe(1);
  });

  it('confirmation opens the MSDS training of the exposed department in its 교육계획 (시행규칙 제169조)', async () => {
    const today = plantToday();
    const year = Number(today.slice(0, 4));
    const half = Number(today.slice(5, 7)) <= 6 ? 'H1' : 'H2';
    const plansOf = () => t.rows<{ plan_no: number; planned_hours: number }>(sql`select plan_no, planned_hours from saf_edu_plan
      where plant_cd = '1000' and dept_cd = 'D1310' and plan_year = ${year} and half_cd = ${half} and group_no is null order by plan_no`);
    const had = await plansOf();
    // earlier tests of this file may have confirmed requests of D1310 already: count from what is there
    const msdsHours = async (planNo: number) => Number((await t.rows<{ h: number | null }>(sql`select sum(i.planned_hours) as h from saf_edu_plan_item i
      join saf_edu_course c on c.course_no = i.course_no where i.plan_no = ${planNo} and c.course_nm = 'MSDS 교육 (물질안전보건자료)'`))[0]?.h ?? 0);
    const hoursBefore = had.length ? await msdsHours(had[0]!.plan_no) : 0;
    const confirmAll = async (deptCd: string) => {
      const p = await product({ prodNm: `MSDS 교육 시험 ${deptCd} ${String(Math.random()).slice(2, 8)}` });
      let r = await request(Number(p.chemProdNo), deptCd);
      expect(r.eduPlanNo ?? null).toBeNull();
      for (const tok of [safety, health, env]) r = await ok(tok, 'POST', `/api/chm/matcheckrequest/${String(r.reqNo)}/confirm`, { comment: '적합', version: r.version });
      expect(r.statusCd).toBe('CONFIRMED');
      return { r, p };
    };
    const { r, p } = await confirmAll('D1310');
    const planNo = Number(r.eduPlanNo);
    expect(planNo).toBeGreaterThan(0);
    if (had.length) expect(planNo).toBe(had[0]!.plan_no);
    // the education module shows it: the plan (read by the department's worker) names the plant's MSDS course and the request
    const plan = await ok(worker, 'GET', `/api/saf/edu/plans/${String(planNo)}`);
    expect(plan).toMatchObject({ plantCd: '1000', deptCd: 'D1310', planYear: year, halfCd: half });
    const item = (plan.items as Json[]).find((i) => String(i.note ?? '').includes(`신규화학물질 사전검토 ${String(r.reqNo)}`))!;
    expect(item).toBeDefined();
    expect(item.plannedHours).toBe(hoursBefore + 1);
    expect(String(item.note)).toContain(String(p.prodNm));
    expect(String(item.note)).toContain('제169조');
    const [course] = await t.rows<{ course_nm: string; course_type_cd: string; category_cd: string; plant_cd: string }>(sql`select * from saf_edu_course where course_no = ${Number(item.courseNo)}`);
    expect(course).toMatchObject({ course_nm: 'MSDS 교육 (물질안전보건자료)', course_type_cd: 'LEGAL', category_cd: 'REGULAR', plant_cd: '1000' });
    expect(plan.plannedHours).toBe((had[0]?.planned_hours ?? 0) + 1);
    // plan vs actual lists the MSDS course against the department's workers
    const actual = await ok(safety, 'GET', `/api/saf/edu/plans/${String(planNo)}/actual`);
    const row = (actual.items as Json[]).find((i) => i.courseNo === item.courseNo)!;
    expect(Number(row.targetCnt)).toBeGreaterThan(0);
    // a second new substance of the department: the same plan and course, the hours added (a course appears once in a plan)
    const second = await confirmAll('D1310');
    expect(Number(second.r.eduPlanNo)).toBe(planNo);
    const again = await ok(safety, 'GET', `/api/saf/edu/plans/${String(planNo)}`);
    const items = (again.items as Json[]).filter((i) => i.courseNo === item.courseNo);
    expect(items.length).toBe(1);
    expect(items[0]!.plannedHours).toBe(hoursBefore + 2);
    expect(String(items[0]!.note)).toContain(`신규화학물질 사전검토 ${String(second.r.reqNo)}`);
    expect((await plansOf()).length).toBe(Math.max(had.length, 1));
    expect((await t.rows(sql`select 1 from com_audit_log where entity = 'eduPlan' and entity_key = ${String(planNo)}`)).length).toBeGreaterThanOrEqual(2);
    // a rejected request opens nothing
    const before = (await ok(safety, 'GET', `/api/saf/edu/plans/${String(planNo)}`)).version;
    const rej = await request(Number((await product()).chemProdNo), 'D1310');
    const done = await ok(health, 'POST', `/api/chm/matcheckrequest/${String(rej.reqNo)}/reject`, { comment: '대체 검토', version: rej.version });
    expect(done.eduPlanNo ?? null).toBeNull();
    expect((await ok(safety, 'GET', `/api/saf/edu/plans/${String(planNo)}`)).version).toBe(before);
  });

  it.each([['safety01'], ['health01'], ['env']])('a rejection by the %s reviewer (with a comment) rejects the request and the product stays unusable', async (who) => {
    const tok = who === 'safety01' ? safety : who === 'health01' ? health : env;
    const p = await product();
    let r = await request(Number(p.chemProdNo));
    const url = `/api/chm/matcheckrequest/${String(r.reqNo)}/reject`;
    expectError(await call(tok, 'POST', url, { comment: ' ', version: r.version }), 400, CHM_MESSAGES.commentRequired);
    r = await ok(tok, 'POST', url, { comment: '대체물질 검토 필요', version: r.version });
    expect(r.statusCd).toBe('REJECTED');
    expect((r.reviews as Json[]).find((x) => x.decisionCd === 'REJECT')!.reviewComment).toBe('대체물질 검토 필요');
    expect((await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`)).usableYn).toBe('N');
    // nobody answers a decided request
    const other = tok === safety ? health : safety;
    expectError(await call(other, 'POST', `/api/chm/matcheckrequest/${String(r.reqNo)}/confirm`, { comment: '', version: r.version }), 409);
  });
});

describe('in/out and stock', () => {
  it('converts litres with the density, keeps the stock per storage and refuses a negative stock', async () => {
    const p = await usable();
    const s = await storage('실험실 시약장(시험)');
    const body = { storageNo: s.storageNo, chemProdNo: p.chemProdNo };
    const a = (await move(safety, { ...body, inoutTypeCd: 'IN', qty: 10, unitCd: 'L' })).json();
    expect(a).toMatchObject({ qtyKg: 11.8, deltaKg: 11.8, balanceKg: 11.8, warnings: [] });
    expect((await move(safety, { ...body, inoutTypeCd: 'OUT', qty: 5, unitCd: 'KG' })).json()).toMatchObject({ deltaKg: -5, balanceKg: 6.8 });
    expectError(await move(safety, { ...body, inoutTypeCd: 'OUT', qty: 10, unitCd: 'KG' }), 409, CHM_MESSAGES.negativeStock);
    expect((await move(safety, { ...body, inoutTypeCd: 'DISPOSE', qty: 1, unitCd: 'L' })).json()).toMatchObject({ deltaKg: -1.18, balanceKg: 5.62 });
    expect((await move(safety, { ...body, inoutTypeCd: 'ADJUST', qty: -0.62, unitCd: 'KG' })).json()).toMatchObject({ balanceKg: 5 });
    expectError(await move(safety, { ...body, inoutTypeCd: 'OUT', qty: -1, unitCd: 'KG' }), 400, CHM_MESSAGES.qtyPositive);
    const stock = await ok(worker, 'GET', `/api/chm/stock?storageNo=${String(s.storageNo)}`);
    expect((stock.list as Json[]).map((x) => [x.chemProdNo, x.qtyKg])).toEqual([[p.chemProdNo, 5]]);
    const ledger = await ok(safety, 'GET', `/api/chm/inout?storageNo=${String(s.storageNo)}&inoutYmdFrom=2026-11-01&inoutYmdTo=2026-11-30`);
    expect((ledger.list as Json[]).map((x) => x.balanceKg)).toEqual([5, 5.62, 6.8, 11.8]);
    // the monthly 수불대장: carried over, every movement with its balance, the month's totals
    const xlsx = await call(safety, 'GET', `/api/chm/inout/ledger?plantCd=1000&ym=2026-11&storageNo=${String(s.storageNo)}`);
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    expect(rows.map((r) => [r[3], r[8]])).toEqual([['전월이월', 0], ['입고', 11.8], ['출고·사용', 6.8], ['폐기', 5.62], ['재고조정', 5], [expect.stringContaining('월계 (입고 11.800'), 5]]);
    expectError(await call(gas, 'GET', '/api/chm/inout/ledger?plantCd=1000&ym=2026-11'), 403);
  });

  it('a product without a density takes kilograms only', async () => {
    const p = await usable();
    const got = await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`);
    await ok(safety, 'PUT', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`, { ...got, densityKgL: null });
    const s = await storage();
    expectError(await move(safety, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 1, unitCd: 'L' }), 400, CHM_MESSAGES.densityRequired);
  });

  it('warns above 80 % of a permitted amount, refuses above it, and lets only the safety team override with a reason', async () => {
    const p = await usable();
    const s = await storage('허가량 시험 저장소');
    await ok(safety, 'POST', '/api/chm/limits', { plantCd: '1000', storageNo: s.storageNo, chemProdNo: p.chemProdNo, limitKg: 20, permitNo: '화학-2026-01' });
    const body = { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', unitCd: 'KG' };
    expect((await move(safety, { ...body, qty: 15 })).json().warnings).toEqual([]);
    const w = (await move(safety, { ...body, qty: 2 })).json();
    expect(w.warnings).toEqual([CHM_MESSAGES.limitWarning('시험용 혼합물', 85)]);
    expectError(await move(safety, { ...body, qty: 5 }), 409, CHM_MESSAGES.limitExceeded('시험용 혼합물', 110));
    // a user with write on in/out but not on 허가량 관리 cannot override
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('worker01', 'CHM_INOUT', 'Y', 'Y') on conflict do nothing`);
    expectError(await move(worker, { ...body, qty: 5, overrideYn: 'Y', overrideReason: '정비 일정' }), 403, CHM_MESSAGES.overrideNoRight);
    expectError(await move(safety, { ...body, qty: 5, overrideYn: 'Y' }), 400, CHM_MESSAGES.overrideReasonRequired);
    const o = (await move(safety, { ...body, qty: 5, overrideYn: 'Y', overrideReason: '계획예방정비 기간 임시 보관' })).json();
    expect(o).toMatchObject({ overrideYn: 'Y', overrideReason: '계획예방정비 기간 임시 보관', balanceKg: 22 });
    const audit = await t.rows(sql`select 1 from com_audit_log where action = 'CHM_LIMIT_OVERRIDE' and entity_key = ${String(o.inoutNo)}`);
    expect(audit.length).toBe(1);
    // a category limit of the whole plant counts every product of that category
    await ok(safety, 'POST', '/api/chm/limits', { plantCd: '1000', regCd: 'OSH_MANAGED', limitKg: 1e6 });
    expect((await move(safety, { ...body, inoutTypeCd: 'OUT', qty: 22 })).json().balanceKg).toBe(0);
  });

  it('shows a storage\'s 위험물 multiple Σ(stock ÷ 지정수량)', async () => {
    const p = await product({ prodNm: '메탄올 시험', densityKgL: 0.79, components: [{ casNo: CAS_C, contentMaxPct: 99.9 }] });
    await t.rows(sql`update chm_prod set usable_yn = 'Y' where chem_prod_no = ${p.chemProdNo}`);
    const s = await storage('위험물 저장소 시험');
    await move(safety, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 200, unitCd: 'L' });
    const got = await ok(safety, 'GET', `/api/chm/storage/${String(s.storageNo)}`);
    expect(got.hazmatMultiple).toBe(0.5);
  });
});

describe('scope and vendor isolation', () => {
  it('another plant neither reads nor moves plant 1000\'s records; a vendor sees nothing', async () => {
    const p = await usable();
    const s = await storage();
    expect([403, 404]).toContain((await call(gas, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`)).statusCode);
    expectError(await move(gas, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 1, unitCd: 'KG' }), 403);
    expectError(await call(gas, 'GET', '/api/chm/stock?plantCd=1000'), 403);
    const own = await ok(gas, 'GET', '/api/baseinfo/chemprod?page=1&limit=100');
    expect((own.list as Json[]).every((x) => x.plantCd === '2000')).toBe(true);
    // a vendor user holding the menu still reaches no product (no vendor column: never)
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('vendor01', 'CHM_PROD', 'Y', 'N'), ('vendor01', 'CHM_STOCK', 'Y', 'N') on conflict do nothing`);
    const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: (await import('../../lib/password.js')).sha256Hex('demo1234!') } });
    const vt = v.json().accessToken as string;
    const vl = await t.app.inject({ url: '/api/baseinfo/chemprod', headers: auth(vt) });
    expect(vl.json().totalCount).toBe(0);
    expect([403, 404]).toContain((await t.app.inject({ url: `/api/baseinfo/chemprod/${String(p.chemProdNo)}`, headers: auth(vt) })).statusCode);
    expect((await t.app.inject({ url: '/api/chm/stock', headers: auth(vt) })).json().list).toEqual([]);
  });

  it('a worker reads the SDS of their plant but writes nothing', async () => {
    const p = await product();
    expect((await call(worker, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`)).statusCode).toBe(200);
    expectError(await call(worker, 'POST', '/api/baseinfo/chemprod', { plantCd: '1000', prodNm: 'x', components: [{ casNo: CAS_A, contentMaxPct: 1 }] }), 403);
  });
});

describe('regulation workbook upload', () => {
  it('previews added, changed and removed rows, applies on confirmation, keeps the history and flags the products', async () => {
    const p = await product({ prodNm: '규제 변경 대상', components: [{ casNo: CAS_B, contentMaxPct: 20 }] });
    expect(p.regs).toEqual([]);
    const base = await t.rows<{ cas_no: string; chem_nm_ko: string; reg_cd: string; threshold_pct: number; hazmat_class_nm: string | null; designated_qty: number | null; designated_unit_cd: string | null }>(sql`
      select c.cas_no, c.chem_nm_ko, r.reg_cd, r.threshold_pct, r.hazmat_class_nm, r.designated_qty, r.designated_unit_cd from chm_chemical c join chm_chemical_reg r on r.chem_no = c.chem_no order by 1, 3`);
    // the whole list again, with B's threshold lowered to 15 %, A's 관리대상 row dropped and a new substance
    const rows = base.filter((b) => !(b.cas_no === CAS_A && b.reg_cd === 'OSH_MANAGED'))
      .map((b) => [b.cas_no, b.chem_nm_ko, null, b.reg_cd, b.cas_no === CAS_B ? 15 : Number(b.threshold_pct), b.hazmat_class_nm, b.designated_qty, b.designated_unit_cd]);
    rows.push(['4444-44-4', '신규 규제물질', 'New one', '특별관리물질', 0.1, null, null, null]);
    const file = await xlsxOf([REG_COLS.cas, REG_COLS.ko, REG_COLS.en, REG_COLS.reg, REG_COLS.pct, REG_COLS.hazClass, REG_COLS.desQty, REG_COLS.desUnit], rows);
    const res = await injectUpload(t.app, safety, '/api/chm/regupload', file, '2026 규제물질.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const pv = res.json();
    expect(pv.added.map((x: Json) => [x.casNo, x.regCd])).toEqual([['4444-44-4', 'OSH_SPECIAL']]);
    expect(pv.changed.map((x: Json) => [x.casNo, x.regCd, (x.before as Json).thresholdPct, (x.after as Json).thresholdPct])).toEqual([[CAS_B, 'TOX_ACUTE', 25, 15]]);
    expect(pv.removed.map((x: Json) => [x.casNo, x.regCd])).toEqual([[CAS_A, 'OSH_MANAGED']]);
    // nothing applied by the preview
    expect((await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`)).regs).toEqual([]);
    const applied = await ok(safety, 'POST', `/api/chm/regupload/${String(pv.uploadNo)}/apply`);
    expect(applied).toMatchObject({ statusCd: 'APPLIED', appliedUserId: 'safety01', fileNm: '2026 규제물질.xlsx' });
    expect(Number(applied.flaggedProdCnt)).toBeGreaterThan(0);
    const after = await ok(safety, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}`);
    expect((after.regs as Json[]).map((r) => [r.regCd, r.casNo])).toEqual([['TOX_ACUTE', CAS_B]]);
    expect(after.regAlertYn).toBe('Y');
    expect((await t.rows(sql`select 1 from com_notification where kind_cd = 'CHM_REG_ALERT' and link_key = ${String(p.chemProdNo)} and user_id = 'safety01'`)).length).toBe(1);
    expectError(await call(safety, 'POST', `/api/chm/regupload/${String(pv.uploadNo)}/apply`), 409, CHM_MESSAGES.uploadApplied);
    const hist = await ok(safety, 'GET', '/api/chm/regupload');
    expect((hist.list as Json[])[0]).toMatchObject({ uploadNo: pv.uploadNo, statusCd: 'APPLIED', changedCnt: 1, addedCnt: 1, removedCnt: 1 });
    const file2 = await t.app.inject({ url: `/api/chm/regupload/${String(pv.uploadNo)}/file`, headers: auth(safety) });
    expect(file2.rawPayload.equals(file)).toBe(true);
  });

  it('refuses a workbook with a bad row, naming it, and applies nothing', async () => {
    const file = await xlsxOf([REG_COLS.cas, REG_COLS.ko, REG_COLS.reg, REG_COLS.pct], [['5555-55-5', '물질', '없는구분', 1]]);
    expectError(await injectUpload(t.app, safety, '/api/chm/regupload', file), 400, CHM_MESSAGES.uploadBadRow(2, '규제구분 "없는구분"을(를) 알 수 없습니다.'));
  });
});

describe('labels and the public storage page', () => {
  it('pictogram precedence and dropped H statements', () => {
    expect(labelPictograms(['H301', 'H302', 'H315'])).toEqual(['GHS06']);
    expect(labelPictograms(['H314', 'H315', 'H319'])).toEqual(['GHS05']);
    expect(labelPictograms(['H314', 'H335'])).toEqual(['GHS05', 'GHS07']);
    expect(labelPictograms(['H334', 'H317'])).toEqual(['GHS08']);
    expect(labelPictograms(['H221', 'H280', 'H314', 'H331', 'H400'])).toEqual(['GHS02', 'GHS04', 'GHS05', 'GHS06', 'GHS09']);
    expect(labelHCodes(['H410', 'H400', 'H314', 'H318', 'H302'])).toEqual(['H410', 'H314', 'H302']);
  });

  it('a label names its SDS revision and gives the Korean statements of the versioned table', async () => {
    const p = await product();
    const l = await ok(worker, 'GET', `/api/baseinfo/chemprod/${String(p.chemProdNo)}/label`);
    expect(l).toMatchObject({ sdsRevNo: 1, sdsRevYmd: '2025-03-01', signalWordCd: 'DANGER', pictograms: ['GHS05', 'GHS07'], statementVersion: 'MOEL-2023-9' });
    expect((l.hStatements as Json[]).map((h) => [h.code, h.textKo])).toEqual([['H290', '금속을 부식시킬 수 있음'], ['H314', '피부에 심한 화상과 눈에 손상을 일으킴'], ['H335', '호흡기계 자극을 일으킬 수 있음']]);
  });

  it('the storage QR page answers by a random token without a login, never by the number', async () => {
    const p = await usable();
    const s = await storage('QR 시험 저장소');
    await move(safety, { storageNo: s.storageNo, chemProdNo: p.chemProdNo, inoutTypeCd: 'IN', qty: 3, unitCd: 'KG' });
    const token = String(s.publicToken);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const pub = await t.app.inject({ url: `/api/public/chm/storage/${token}` });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toMatchObject({ storageNm: 'QR 시험 저장소', products: [{ prodNm: '시험용 혼합물', signalWordCd: 'DANGER', qtyKg: 3 }] });
    expect((await t.app.inject({ url: `/api/public/chm/storage/${String(s.storageNo)}` })).statusCode).toBe(400);
  });
});
