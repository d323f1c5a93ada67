import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysYmd, ALLBARO_IMPORT_COLS as C, ENV_WASTE_MESSAGES, WASTE_LOT_IMPORT_COLS, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, injectUpload, login, vendorLogin, xlsxOf, type TestApp, type Tokens } from '../../../test/helpers.js';
import { plantToday } from '../../../lib/plant-time.js';

/** Issue 27 items 4–5: waste lots, storage days, the disposal workflow, the disposal rate, Allbaro export and reconciliation */
let t: TestApp;
let env1: Tokens;
let env2: Tokens;
let worker: Tokens;
let gas: Tokens;
let vendor: Tokens;
const today = plantToday();
const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
const get = async <T = Record<string, unknown>>(tok: Tokens, url: string) => {
  const res = await call(tok, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const lot = async (over: object = {}, tok = env1) => {
  const res = await call(tok, 'POST', '/api/env/waste/generation', {
    plantCd: '1000', deptCd: 'D1230', wasteKindCd: 'WASTE_ACID', storagePlaceNm: '시험 보관창고', storedSinceYmd: today, qty: 2, unitCd: 'TON', ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { wasteNo: number; statusCd: string; storedDays: number; limitDays: number; overdueYn: string; nearYn: string };
};
type TDisp = { disposalNo: number; version: number; statusCd: string; wasteKindCd: string; unitCd: string; estimatedQty: number | null; completedYmd: string | null };
const disposal = async (wasteNo: number, over: object = {}) => {
  const res = await call(env1, 'POST', '/api/env/waste/disposal', { plantCd: '1000', deptCd: 'D1230', wasteNo, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TDisp;
};
const cur = (no: number) => get<TDisp & Record<string, unknown>>(env1, `/api/env/waste/disposal/${no}`);
const step = async (no: number, action: string, comment?: string, tok = env1) =>
  call(tok, 'POST', `/api/env/waste/disposal/${no}/transition`, { action, version: (await cur(no)).version, ...(comment ? { comment } : {}) });
const edit = async (no: number, values: object) => {
  const { allowedActions: _a, separatedActions: _s, ...row } = await cur(no);
  const res = await call(env1, 'PUT', `/api/env/waste/disposal/${no}`, { ...row, ...values });
  expect(res.statusCode, res.body).toBe(200);
};
const handover = { handoverYmd: today, carrierVendorCd: 'V0101', treaterVendorCd: 'V0103' };
/** a lot handed over and its result entered (a disposal counted by the rate and the reconciliation) */
const through = async (o: { kind: string; qty: number; handoverNo: string; handoverYmd: string; measuredQty: number; method: string; unitCd?: string; status?: 'RESULTED' | 'REQUESTED' }) => {
  const l = await lot({ wasteKindCd: o.kind, qty: o.qty, unitCd: o.unitCd ?? 'TON', storedSinceYmd: addDaysYmd(o.handoverYmd, -3) });
  const d = await disposal(l.wasteNo, { ...handover, handoverNo: o.handoverNo, handoverYmd: o.handoverYmd });
  expect((await step(d.disposalNo, 'REQUEST')).statusCode).toBe(200);
  if (o.status === 'REQUESTED') return d;
  await edit(d.disposalNo, { measuredQty: o.measuredQty, receiptYmd: addDaysYmd(o.handoverYmd, 1), treatMethodCd: o.method });
  expect((await step(d.disposalNo, 'RESULT')).statusCode).toBe(200);
  return d;
};

beforeAll(async () => {
  t = await createTestApp();
  [env1, env2, worker, gas] = await Promise.all(['env01', 'env02', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('storage days and the limit (GET /api/env/waste/storage)', () => {
  it('counts days from the first day in storage; day 45 of a 45-day kind and day 60 of a 60-day kind are within, the next day overdue', async () => {
    const acid45 = await lot({ wasteKindCd: 'WASTE_ACID', storedSinceYmd: addDaysYmd(today, -45) });
    const acid46 = await lot({ wasteKindCd: 'WASTE_ACID', storedSinceYmd: addDaysYmd(today, -46) });
    const ash60 = await lot({ wasteKindCd: 'FLY_ASH', storedSinceYmd: addDaysYmd(today, -60) });
    const ash61 = await lot({ wasteKindCd: 'FLY_ASH', storedSinceYmd: addDaysYmd(today, -61) });
    const fresh = await lot({ wasteKindCd: 'WASTE_OIL', storedSinceYmd: today });
    // the record answers the same values and the warning of the last WARN_DAYS (7) before the limit
    expect(acid45).toMatchObject({ statusCd: 'STORED', storedDays: 45, limitDays: 45, overdueYn: 'N', nearYn: 'Y' });
    expect(acid46).toMatchObject({ storedDays: 46, limitDays: 45, overdueYn: 'Y', nearYn: 'N' });
    expect(fresh).toMatchObject({ storedDays: 0, limitDays: 45, overdueYn: 'N', nearYn: 'N' });

    const { list } = await get<{ list: Record<string, unknown>[] }>(env1, '/api/env/waste/storage?plantCd=1000');
    const of = (no: number) => list.find((x) => x.wasteNo === no);
    // the contract's fields exactly
    expect(Object.keys(of(acid45.wasteNo)!).sort()).toEqual(['limitDays', 'overdueYn', 'storedDays', 'storedSinceYmd', 'wasteKindCd', 'wasteNo']);
    expect(of(acid45.wasteNo)).toEqual({ wasteNo: acid45.wasteNo, wasteKindCd: 'WASTE_ACID', storedSinceYmd: addDaysYmd(today, -45), storedDays: 45, limitDays: 45, overdueYn: 'N' });
    expect(of(acid46.wasteNo)).toMatchObject({ storedDays: 46, limitDays: 45, overdueYn: 'Y' });
    expect(of(ash60.wasteNo)).toMatchObject({ storedDays: 60, limitDays: 60, overdueYn: 'N' });
    expect(of(ash61.wasteNo)).toMatchObject({ storedDays: 61, limitDays: 60, overdueYn: 'Y' });
    // the limit is code data: a site that sets 폐산 to 30 days sees day 45 overdue
    await t.rows(sql`update com_code_master set attr1 = '30' where code_group_cd = 'ENV_WASTE_KIND' and code = 'WASTE_ACID'`);
    const again = (await get<{ list: Record<string, unknown>[] }>(env1, '/api/env/waste/storage?plantCd=1000')).list.find((x) => x.wasteNo === acid45.wasteNo);
    expect(again).toMatchObject({ limitDays: 30, overdueYn: 'Y' });
    await t.rows(sql`update com_code_master set attr1 = '45' where code_group_cd = 'ENV_WASTE_KIND' and code = 'WASTE_ACID'`);
  });

  it('a lot in storage is due on the compliance calendar on its first day plus its limit, done once handed over', async () => {
    const l = await lot({ wasteKindCd: 'WASTE_SOLVENT', storagePlaceNm: '달력 시험 보관창고', storedSinceYmd: addDaysYmd(today, -10) });
    const due = addDaysYmd(today, 35);
    const cal = await get<{ list: { kindCd: string; title: string; dueYmd: string; doneYn: string }[] }>(env1, `/api/mgt/calendar?plantCd=1000&fromYmd=${today}&toYmd=${addDaysYmd(today, 60)}&kindCd=WASTE_STORAGE`);
    expect(cal.list).toContainEqual(expect.objectContaining({ kindCd: 'WASTE_STORAGE', title: '[폐기물 보관기한] 달력 시험 보관창고', dueYmd: due, doneYn: 'N' }));
    expect(l.limitDays).toBe(45);
  });

  it('the portlet names waste near or past its limit and the latest Allbaro findings (the demo: two at 1000)', async () => {
    const p = await get<{ overdueCount: number; nearCount: number; list: { plantCd: string; overdueYn: string }[]; allbaro: { plantCd: string; issueCnt: number }[] }>(env1, '/api/main/portlet/waste');
    expect(p.overdueCount).toBeGreaterThan(0);
    expect(p.list.every((x) => x.plantCd === '1000')).toBe(true);
    expect(p.allbaro).toEqual([expect.objectContaining({ plantCd: '1000', plantNm: '서해화력발전소', issueCnt: 2 })]);
    expect((await call(worker, 'GET', '/api/main/portlet/waste')).statusCode).toBe(200);
    const g = await get<{ list: { plantCd: string }[]; allbaro: { plantCd: string; issueCnt: number }[] }>(gas, '/api/main/portlet/waste');
    expect(g.list.every((x) => x.plantCd === '2000')).toBe(true);
    expect(g.allbaro).toEqual([expect.objectContaining({ plantCd: '2000', issueCnt: 0 })]);
    expect((await call(vendor, 'GET', '/api/main/portlet/waste')).statusCode).toBe(403);
  });
});

describe('disposal: request → result → complete (/api/env/waste/disposal)', () => {
  it('the handover takes the lot out of storage; the result needs the measured quantity; complete locks the record', async () => {
    const l = await lot({ wasteKindCd: 'WASTE_OIL', qty: 3.5 });
    // plant users read, the environment team writes
    expect((await call(worker, 'POST', '/api/env/waste/disposal', { plantCd: '1000', deptCd: 'D1230', wasteNo: l.wasteNo })).statusCode).toBe(403);
    const d = await disposal(l.wasteNo, { wasteKindCd: 'FLY_ASH', unitCd: 'KG' });
    // kind and unit are the lot's whatever the body says; the estimate starts at the lot's quantity
    expect(d).toMatchObject({ statusCd: 'DRAFT', wasteKindCd: 'WASTE_OIL', unitCd: 'TON', estimatedQty: 3.5 });
    expectError(await step(d.disposalNo, 'REQUEST'), 409, ENV_WASTE_MESSAGES.handoverIncomplete);
    await edit(d.disposalNo, { ...handover, handoverNo: 'T-0001', estimatedQty: 3.4 });
    expect((await step(d.disposalNo, 'REQUEST')).statusCode).toBe(200);
    const handed = await get<Record<string, unknown>>(env1, `/api/env/waste/generation/${l.wasteNo}`);
    expect(handed).toMatchObject({ statusCd: 'HANDED', handedYmd: today, overdueYn: 'N' });
    const { list } = await get<{ list: { wasteNo: number }[] }>(env1, '/api/env/waste/storage?plantCd=1000');
    expect(list.some((x) => x.wasteNo === l.wasteNo)).toBe(false);
    // a handed-over lot neither changes nor takes a second disposal
    expectError(await call(env1, 'PUT', `/api/env/waste/generation/${l.wasteNo}`, { ...handed, qty: 9 }), 409, ENV_WASTE_MESSAGES.lotHanded);
    expectError(await call(env1, 'POST', '/api/env/waste/disposal', { plantCd: '1000', deptCd: 'D1230', wasteNo: l.wasteNo }), 400, ENV_WASTE_MESSAGES.lotNotStored);

    expectError(await step(d.disposalNo, 'RESULT'), 409, ENV_WASTE_MESSAGES.resultIncomplete);
    await edit(d.disposalNo, { measuredQty: 3.37, receiptYmd: today, treatMethodCd: 'RECYCLE' });
    expect((await step(d.disposalNo, 'RESULT')).statusCode).toBe(200);
    expect((await step(d.disposalNo, 'COMPLETE', undefined, worker)).statusCode).toBe(403);
    expect((await step(d.disposalNo, 'COMPLETE')).statusCode).toBe(200);
    const done = await cur(d.disposalNo);
    expect(done).toMatchObject({ statusCd: 'COMPLETED', completedYmd: today, measuredQty: 3.37, estimatedQty: 3.4, handoverNo: 'T-0001' });
    expectError(await call(env1, 'PUT', `/api/env/waste/disposal/${d.disposalNo}`, { ...done, remark: 'x', allowedActions: undefined, separatedActions: undefined }), 409, WORKFLOW_MESSAGES.locked);
    const hist = await get<{ list: { toStatusCd: string }[] }>(env1, `/api/env/waste/disposal/${d.disposalNo}/history`);
    expect(hist.list.map((h) => h.toStatusCd)).toEqual(expect.arrayContaining(['REQUESTED', 'RESULTED', 'COMPLETED']));
  });

  it('a cancelled handover puts the lot back in storage; the 인계서 number is unique per plant', async () => {
    const l = await lot({ wasteKindCd: 'WASTE_ALKALI' });
    const d = await disposal(l.wasteNo, { ...handover, handoverNo: 'T-0002' });
    expect((await step(d.disposalNo, 'REQUEST')).statusCode).toBe(200);
    expectError(await step(d.disposalNo, 'CANCEL'), 400, WORKFLOW_MESSAGES.commentRequired);
    expect((await step(d.disposalNo, 'CANCEL', '운반 차량 미배차')).statusCode).toBe(200);
    expect(await get(env1, `/api/env/waste/generation/${l.wasteNo}`)).toMatchObject({ statusCd: 'STORED', handedYmd: null });
    const l2 = await lot();
    expect((await call(env1, 'POST', '/api/env/waste/disposal', { plantCd: '1000', deptCd: 'D1230', wasteNo: l2.wasteNo, handoverNo: 'T-0001' })).statusCode).toBe(409);
  });
});

describe('disposal rate (GET /api/env/waste/disposal-rate)', () => {
  it('recycled ÷ total per kind and overall, from the measured quantity in tonnes, results entered only', async () => {
    await through({ kind: 'FGD_GYPSUM', qty: 100, measuredQty: 98, handoverNo: 'R-2015-1', handoverYmd: '2015-03-02', method: 'RECYCLE' });
    await through({ kind: 'FGD_GYPSUM', qty: 50, measuredQty: 52, handoverNo: 'R-2015-2', handoverYmd: '2015-06-10', method: 'LANDFILL' });
    await through({ kind: 'WASTE_OIL', qty: 2000, measuredQty: 1500, unitCd: 'KG', handoverNo: 'R-2015-3', handoverYmd: '2015-07-01', method: 'INCINERATE' });
    // handed over but no result yet: not counted; another year: not counted
    await through({ kind: 'FGD_GYPSUM', qty: 70, measuredQty: 70, handoverNo: 'R-2015-4', handoverYmd: '2015-08-01', method: 'RECYCLE', status: 'REQUESTED' });
    await through({ kind: 'FGD_GYPSUM', qty: 10, measuredQty: 10, handoverNo: 'R-2016-1', handoverYmd: '2016-01-04', method: 'RECYCLE' });
    const r = await get<{ totalTon: number; recycledTon: number; rate: number; list: { wasteKindCd: string; totalTon: number; recycledTon: number; rate: number }[] }>(env1, '/api/env/waste/disposal-rate?plantCd=1000&year=2015');
    expect(r.list).toEqual([
      expect.objectContaining({ wasteKindCd: 'FGD_GYPSUM', totalTon: 150, recycledTon: 98, rate: 65.3 }),
      expect.objectContaining({ wasteKindCd: 'WASTE_OIL', totalTon: 1.5, recycledTon: 0, rate: 0 }),
    ]);
    expect(r).toMatchObject({ totalTon: 151.5, recycledTon: 98, rate: 64.7 });
    // the yearly 실적보고 exports from the same records
    const rep = await call(env1, 'GET', '/api/env/waste/report?plantCd=1000&year=2015');
    expect(rep.statusCode).toBe(200);
    expect(rep.headers['content-type']).toContain('spreadsheetml');
    expect((await call(gas, 'GET', '/api/env/waste/disposal-rate?plantCd=1000&year=2015')).statusCode).toBe(403);
  });
});

describe('Allbaro (/api/env/waste/allbaro)', () => {
  it('exports the period\'s handovers and reconciles a crafted download: each finding kind once', async () => {
    const P = '2016-03';
    await through({ kind: 'WASTE_OIL', qty: 2, measuredQty: 2, handoverNo: 'A-OK', handoverYmd: `${P}-02`, method: 'RECYCLE' });
    await through({ kind: 'WASTE_OIL', qty: 3, measuredQty: 3.1, handoverNo: 'A-QTY', handoverYmd: `${P}-03`, method: 'RECYCLE' });
    await through({ kind: 'WASTE_ACID', qty: 1, measuredQty: 1, handoverNo: 'A-KIND', handoverYmd: `${P}-04`, method: 'PHYSCHEM' });
    await through({ kind: 'SLUDGE', qty: 10, measuredQty: 10, handoverNo: 'A-RCPT', handoverYmd: `${P}-05`, method: 'LANDFILL' });
    await through({ kind: 'SLUDGE', qty: 12, measuredQty: 12, handoverNo: 'A-CORR', handoverYmd: `${P}-06`, method: 'LANDFILL' });
    await through({ kind: 'SLUDGE', qty: 8, measuredQty: 8, handoverNo: 'A-NOTIN', handoverYmd: `${P}-07`, method: 'LANDFILL', status: 'REQUESTED' });

    const exp = await call(env1, 'GET', `/api/env/waste/allbaro/export?plantCd=1000&fromYmd=${P}-01&toYmd=${P}-31`);
    expect(exp.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const nos = wb.worksheets[0]!.getColumn(1).values.slice(2);
    expect(nos).toEqual(['A-OK', 'A-QTY', 'A-KIND', 'A-RCPT', 'A-CORR', 'A-NOTIN']);

    const file = await xlsxOf([C.handoverNo, C.handoverYmd, C.kind, C.qty, C.unit, C.carrier, C.treater, C.receiptYmd, C.correctedYmd], [
      ['A-OK', `${P}-02`, '폐유', 2, '톤', '(주)서해환경운수', '(주)한국그린케미칼', `${P}-03`, null],
      ['A-QTY', `${P}-03`, '폐유', 3, '톤', null, null, `${P}-04`, null],
      ['A-KIND', `${P}-04`, '폐알칼리', 1, '톤', null, null, `${P}-05`, null],
      ['A-RCPT', '2016.03.05', '폐수처리오니', 10000, 'kg', null, null, '2016.03.08', null],
      ['A-CORR', '20160306', 'SLUDGE', 12, '톤', null, null, `${P}-07`, `${P}-10`],
      ['A-GHOST', `${P}-09`, '폐유', 1, '톤', null, null, `${P}-10`, null],
    ]);
    const res = await injectUpload(t.app, env1, `/api/env/waste/allbaro/reconcile?plantCd=1000&fromYmd=${P}-01&toYmd=${P}-31`, file);
    expect(res.statusCode, res.body).toBe(200);
    const rec = res.json() as { reconNo: number; rowCnt: number; matchedCnt: number; issueCnt: number; issues: { issueCd: string; handoverNo: string }[] };
    expect(rec).toMatchObject({ rowCnt: 6, matchedCnt: 1, issueCnt: 6 });
    expect(rec.issues.map((i) => `${i.issueCd}:${i.handoverNo}`).sort()).toEqual([
      'KIND:A-KIND', 'LATE_CORRECTION:A-CORR', 'LATE_RECEIPT:A-RCPT', 'MISSING_ALLBARO:A-NOTIN', 'MISSING_PLANT:A-GHOST', 'QTY:A-QTY',
    ]);
    // kept with its findings; scope: another plant's user cannot open it nor reconcile 1000
    expect((await get<{ issues: unknown[] }>(env1, `/api/env/waste/allbaro/${rec.reconNo}`)).issues).toHaveLength(6);
    expect((await call(gas, 'GET', `/api/env/waste/allbaro/${rec.reconNo}`)).statusCode).toBe(403);
    expect((await injectUpload(t.app, env2, `/api/env/waste/allbaro/reconcile?plantCd=1000&fromYmd=${P}-01&toYmd=${P}-31`, file)).statusCode).toBe(403);
    // a bad row refuses the whole file naming it
    const bad = await xlsxOf([C.handoverNo, C.handoverYmd, C.kind, C.qty], [['A-OK', '3월 2일', '폐유', 2]]);
    expectError(await injectUpload(t.app, env1, `/api/env/waste/allbaro/reconcile?plantCd=1000&fromYmd=${P}-01&toYmd=${P}-31`, bad), 400, ENV_WASTE_MESSAGES.uploadBadRow(2, '날짜 형식이 올바르지 않습니다(예: 2026-03-04).'));
  });
});

describe('waste register upload (POST /api/env/waste/generation/upload)', () => {
  it('previews the rows (nothing saved), saves them on apply, refuses a bad row naming it', async () => {
    const L = WASTE_LOT_IMPORT_COLS;
    const file = await xlsxOf([L.dept, L.kind, L.place, L.since, L.qty, L.unit, L.remark], [
      ['환경팀', '폐산', '업로드 시험 창고', addDaysYmd(today, -3), 1.2, '톤', null],
      ['D1330', 'FLY_ASH', '업로드 시험 사일로', addDaysYmd(today, -1), 350, 'ton', '1호기'],
    ]);
    const url = '/api/env/waste/generation/upload?plantCd=1000';
    const count = async () => Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from env_waste where storage_place_nm like '업로드 시험%'`))[0]!.n);
    const pre = await injectUpload(t.app, env1, url, file);
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json()).toMatchObject({ applied: 'N', wasteNos: [], rows: [{ deptCd: 'D1230', wasteKindCd: 'WASTE_ACID', unitCd: 'TON' }, { deptCd: 'D1330', wasteKindCd: 'FLY_ASH', qty: 350 }] });
    expect(await count()).toBe(0);
    const done = await injectUpload(t.app, env1, `${url}&apply=Y`, file);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as { wasteNos: number[] }).wasteNos).toHaveLength(2);
    expect(await count()).toBe(2);
    const bad = await xlsxOf([L.dept, L.kind, L.place, L.since, L.qty], [['보건환경팀', '폐산', '창고', today, 1]]);
    expectError(await injectUpload(t.app, env1, `${url}&apply=Y`, bad), 400, ENV_WASTE_MESSAGES.uploadBadRow(2, '배출부서 "보건환경팀"은(는) 이 사업장의 부서가 아닙니다.'));
    expect((await injectUpload(t.app, worker, url, file)).statusCode).toBe(403);
    expect((await injectUpload(t.app, env2, url, file)).statusCode).toBe(403);
  });
});

describe('scope', () => {
  it('gas01 sees only 2000; env02 writes only 2000; vendor01 nothing', async () => {
    const { list } = await get<{ list: { wasteNo: number }[] }>(gas, '/api/env/waste/storage');
    expect(list.length).toBeGreaterThan(0);
    const plants = await t.rows<{ plant_cd: string }>(sql`select distinct plant_cd from env_waste where waste_no in ${list.map((x) => x.wasteNo)}`);
    expect(plants.map((p) => p.plant_cd)).toEqual(['2000']);
    expect((await call(gas, 'GET', '/api/env/waste/storage?plantCd=1000')).statusCode).toBe(403);
    const gl = await get<{ list: { plantCd: string }[] }>(gas, '/api/env/waste/disposal?limit=100');
    expect(gl.list.length).toBeGreaterThan(0);
    expect(gl.list.every((x) => x.plantCd === '2000')).toBe(true);
    const [one] = await t.rows<{ waste_no: number }>(sql`select waste_no from env_waste where plant_cd = '1000' limit 1`);
    expect((await call(gas, 'GET', `/api/env/waste/generation/${one!.waste_no}`)).statusCode).toBe(403);
    // gas01 reads; env02 writes its own plant, not 1000
    expect((await call(gas, 'POST', '/api/env/waste/generation', { plantCd: '2000', deptCd: 'D2220', wasteKindCd: 'SLUDGE', storagePlaceNm: 'x', storedSinceYmd: today, qty: 1, unitCd: 'TON' })).statusCode).toBe(403);
    await lot({ plantCd: '2000', deptCd: 'D2220', wasteKindCd: 'SLUDGE' }, env2);
    expect((await call(env2, 'POST', '/api/env/waste/generation', { plantCd: '1000', deptCd: 'D1230', wasteKindCd: 'SLUDGE', storagePlaceNm: 'x', storedSinceYmd: today, qty: 1, unitCd: 'TON' })).statusCode).toBe(403);
    for (const url of ['/api/env/waste/storage', '/api/env/waste/generation', '/api/env/waste/disposal', '/api/env/waste/allbaro', '/api/env/waste/disposal-rate?plantCd=1000&year=2025']) {
      expect((await call(vendor, 'GET', url)).statusCode, url).toBe(403);
    }
  });
});
