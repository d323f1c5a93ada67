import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeOf, VND_EVAL_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { gradeRules } from './eval.service.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;
let vendor: Tokens; // vendor01 of V0001

const SETS = '/api/vendor/eval-item-sets';
const URL = '/api/vendor/evals';
type Score = { scoreNo: number; itemNo: number; weight: number; score: number | null; itemText: string; categoryCd: string };
type Eval = { evalNo: number; version: number; statusCd: string; totalScore: number | null; gradeCd: string | null; consequenceCd: string | null; scores: Score[] };
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

let periodicSet: number;
let weights: number[];

async function create(over: Record<string, unknown> = {}): Promise<Eval> {
  const res = await inject(safety, 'POST', URL, {
    plantCd: '1000', vendorCd: 'V0001', evalKindCd: 'PERIODIC', evalYear: 2026, evalHalf: 'H2', setNo: periodicSet, evaluatorUserId: 'safety01', evalYmd: '2026-11-20', ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Eval;
}
/** full marks, less `short` points taken off from the last items backwards */
function scoresFor(e: Eval, short: number) {
  const rows = e.scores.map((s) => ({ scoreNo: s.scoreNo, itemNo: s.itemNo, score: s.weight }));
  let left = short;
  for (let i = rows.length - 1; i >= 0 && left > 0; i -= 1) {
    const cut = Math.min(left, e.scores[i]!.weight);
    rows[i]!.score = e.scores[i]!.weight - cut;
    left -= cut;
  }
  return rows;
}
async function score(e: Eval, short: number): Promise<Eval> {
  const res = await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...e, scores: scoresFor(e, short) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Eval;
}

beforeAll(async () => {
  t = await createTestApp();
  [safety, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01')]);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(v.statusCode, v.body).toBe(200);
  vendor = v.json();
  const sets = (await inject(safety, 'GET', `${SETS}?evalKindCd=PERIODIC`)).json() as { list: { setNo: number }[] };
  periodicSet = sets.list[sets.list.length - 1]!.setNo;
  const set = (await inject(safety, 'GET', `${SETS}/${periodicSet}`)).json() as { items: { weight: number }[] };
  weights = set.items.map((i) => i.weight);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('evaluation item sets', () => {
  it('the standard sets are seeded with weights summing to 100', () => {
    expect(weights.length).toBeGreaterThanOrEqual(6);
    expect(weights.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('a set whose weights do not sum to 100 is refused', async () => {
    const items = [{ categoryCd: 'RISK', itemText: '위험성평가 실시', weight: 60 }, { categoryCd: 'EDU', itemText: '안전교육', weight: 35 }];
    expectError(await inject(safety, 'POST', SETS, { setNm: '간이 평가표', evalKindCd: 'PRE', items }), 400, VND_EVAL_MESSAGES.weightsNot100(95));
    const ok = await inject(safety, 'POST', SETS, { setNm: '간이 평가표', evalKindCd: 'PRE', items: [...items.slice(0, 1), { ...items[1], weight: 40 }] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('vendor users do not see the item sets', async () => {
    const res = await inject(vendor, 'GET', SETS);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { totalCount: number }).totalCount).toBe(0);
  });
});

describe('evaluations: scoring and grades', () => {
  it('a new evaluation gets one row per item of its set, unscored; the total is the server\'s', async () => {
    const e = await create({ totalScore: 100, gradeCd: 'A' });
    expect(e.statusCd).toBe('DRAFT');
    expect(e.scores.map((s) => s.weight)).toEqual(weights);
    expect(e.scores.every((s) => s.score === null && s.itemText.length > 0)).toBe(true);
    expect(e).toMatchObject({ totalScore: null, gradeCd: null, consequenceCd: null });
  });

  it.each([
    [0, 100, 'A', 'ELIGIBLE'],
    [10, 90, 'A', 'ELIGIBLE'],
    [10.5, 89.5, 'B', 'CONDITIONAL'],
    [20, 80, 'B', 'CONDITIONAL'],
    [20.5, 79.5, 'C', 'CONDITIONAL'],
    [30, 70, 'C', 'CONDITIONAL'],
    [30.5, 69.5, 'D', 'INELIGIBLE'],
  ])('%s points short → total %s, grade %s (%s)', async (short, total, grade, consequence) => {
    const e = await create();
    const body = scoresFor(e, short);
    const res = await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...e, scores: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalScore: total, gradeCd: grade, consequenceCd: consequence });
  });

  it('the thresholds are data (VND_EVAL_GRADE attr1/attr2)', async () => {
    const rules = await gradeRules(t.app.db);
    expect(gradeOf(90, rules)?.gradeCd).toBe('A');
    expect(gradeOf(89.9, rules)?.gradeCd).toBe('B');
    expect(gradeOf(80, rules)?.gradeCd).toBe('B');
    expect(gradeOf(70, rules)?.gradeCd).toBe('C');
    expect(gradeOf(69.9, rules)).toMatchObject({ gradeCd: 'D', consequenceCd: 'INELIGIBLE' });
    await t.rows(sql`update com_code_master set attr1 = '95' where code_group_cd = 'VND_EVAL_GRADE' and code = 'A'`);
    try {
      const e = await score(await create(), 7);
      expect(e).toMatchObject({ totalScore: 93, gradeCd: 'B' });
    } finally {
      await t.rows(sql`update com_code_master set attr1 = '90' where code_group_cd = 'VND_EVAL_GRADE' and code = 'A'`);
    }
  });

  it('a score over the item\'s weight, below zero or for an item of another set is refused', async () => {
    const e = await create();
    const rows = scoresFor(e, 0);
    rows[1]!.score = e.scores[1]!.weight + 1;
    expectError(await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...e, scores: rows }), 400, VND_EVAL_MESSAGES.scoreOverWeight(2, e.scores[1]!.weight));
    rows[1]!.score = -1;
    expect((await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...e, scores: rows })).statusCode).toBe(400);
    rows[1]!.score = 1;
    rows[2]!.itemNo = 99999;
    expectError(await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...e, scores: rows }), 400, VND_EVAL_MESSAGES.itemNotInSet(3));
    expectError(await inject(safety, 'POST', URL, {
      plantCd: '1000', vendorCd: 'V0001', evalKindCd: 'PERIODIC', evalYear: 2026, setNo: periodicSet, evaluatorUserId: 'safety01',
    }), 400, VND_EVAL_MESSAGES.halfRequired);
  });
});

describe('evaluations: workflow, history and vendor isolation', () => {
  let done: Eval;
  let draft: Eval;
  let other: Eval;

  it('COMPLETE needs every item scored; DONE is locked', async () => {
    const e = await create({ evalHalf: 'H1' });
    expectError(await inject(safety, 'POST', `${URL}/${e.evalNo}/transition`, { action: 'COMPLETE', version: e.version }), 409, VND_EVAL_MESSAGES.scoresMissing);
    const s = await score(e, 12);
    const res = await inject(safety, 'POST', `${URL}/${e.evalNo}/transition`, { action: 'COMPLETE', version: s.version });
    expect(res.statusCode, res.body).toBe(200);
    done = (await inject(safety, 'GET', `${URL}/${e.evalNo}`)).json() as Eval;
    expect(done).toMatchObject({ statusCd: 'DONE', totalScore: 88, gradeCd: 'B' });
    expect((await inject(safety, 'PUT', `${URL}/${e.evalNo}`, { ...done, scores: scoresFor(done, 0) })).statusCode).toBe(409);
    expect((await inject(safety, 'DELETE', `${URL}/${e.evalNo}?version=${done.version}`)).statusCode).toBe(409);
    draft = await create({ evalYear: 2027, evalHalf: 'H1' });
    other = await score(await create({ vendorCd: 'V0002' }), 40);
    const o = await inject(safety, 'POST', `${URL}/${other.evalNo}/transition`, { action: 'COMPLETE', version: other.version });
    expect(o.statusCode, o.body).toBe(200);
  });

  it('history per vendor: filtered by vendorCd, newest first; Excel through the framework', async () => {
    const res = await inject(safety, 'GET', `${URL}?vendorCd=V0001&limit=300`);
    const list = (res.json() as { list: { evalNo: number; vendorCd: string }[] }).list;
    expect(list.every((r) => r.vendorCd === 'V0001')).toBe(true);
    expect(list.map((r) => r.evalNo)).toEqual([...list.map((r) => r.evalNo)].sort((a, b) => b - a));
    const x = await inject(safety, 'GET', `${URL}/excel?vendorCd=V0001`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
  });

  it('a vendor user sees only its own final results, read-only; another plant sees nothing', async () => {
    const list = ((await inject(vendor, 'GET', `${URL}?limit=300`)).json() as { list: { evalNo: number; vendorCd: string; statusCd: string }[] }).list;
    expect(list.map((r) => r.evalNo)).toContain(done.evalNo);
    expect(list.every((r) => r.vendorCd === 'V0001' && r.statusCd === 'DONE')).toBe(true);
    expect((await inject(vendor, 'GET', `${URL}/${done.evalNo}`)).statusCode).toBe(200);
    expectError(await inject(vendor, 'GET', `${URL}/${other.evalNo}`), 403);
    expectError(await inject(vendor, 'GET', `${URL}/${draft.evalNo}`), 403);
    expect((await inject(vendor, 'PUT', `${URL}/${draft.evalNo}`, { ...draft })).statusCode).toBe(403);
    expect((await inject(vendor, 'POST', `${URL}/${draft.evalNo}/transition`, { action: 'COMPLETE', version: draft.version })).statusCode).toBe(403);
    expectError(await inject(gas, 'GET', `${URL}/${done.evalNo}`), 403);
  });
});
