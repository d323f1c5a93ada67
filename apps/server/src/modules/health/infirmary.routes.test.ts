import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_INFIRMARY_MESSAGES as MSG, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
const DRUGS = '/api/hea/drug/drugs';
const MOVES = '/api/hea/drug/moves';
const VISITS = '/api/hea/infirmary/visits';

type Drug = { drugNo: number; plantCd: string; drugNm: string; stockQty: number; safetyStock: number; shortYn: string; version: number };

/** counts and sums a refused write must leave untouched */
async function fingerprint() {
  const r = await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_infirmary_visit), (select count(*) from hea_infirmary_rx),
    (select count(*) from hea_drug_move), (select coalesce(sum(stock_qty), 0) from hea_drug), (select count(*) from hea_drug), (select count(*) from com_audit_log)) as n`);
  return r[0]!.n;
}
/** stock of every drug equals the sum of its movements and is never negative */
async function ledgerMismatches() {
  return t.rows(sql`select d.drug_no from hea_drug d left join (select drug_no, sum(delta_qty) s from hea_drug_move group by drug_no) m on m.drug_no = d.drug_no
    where d.stock_qty <> coalesce(m.s, 0) or d.stock_qty < 0`);
}
async function newDrug(name: string, stockIn: number, plantCd = '1000', tok = health): Promise<Drug> {
  const res = await t.app.inject({ method: 'POST', url: DRUGS, headers: auth(tok), payload: { plantCd, drugNm: name, unitNm: '정', drugClassCd: 'HDC01', safetyStock: 2 } });
  expect(res.statusCode, res.body).toBe(200);
  const d = res.json() as Drug;
  if (stockIn > 0) {
    const mv = await t.app.inject({ method: 'POST', url: MOVES, headers: auth(tok), payload: { drugNo: d.drugNo, moveTypeCd: 'IN', moveYmd: '2026-11-02', qty: stockIn } });
    expect(mv.statusCode, mv.body).toBe(200);
    expect(mv.json().stockQty).toBe(stockIn);
  }
  return d;
}
const stockOf = async (drugNo: number) => Number((await t.rows<{ s: number }>(sql`select stock_qty as s from hea_drug where drug_no = ${drugNo}`))[0]!.s);
const visitBody = (drugNo: number, qty: number, extra: Record<string, unknown> = {}) => ({
  plantCd: '1000', visitYmd: '2026-11-20', visitHm: '10:30', userId: 'e0001', complaintCd: 'HCP01', symptom: '두통', treatment: '투약 후 안정',
  bpSystolic: 128, bpDiastolic: 82, pulse: 76, bodyTemp: 37.2, prescriptions: [{ drugNo, qty }], ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  // the gas plant user gets the same menus (write) so that plant scope, not menu rights, is what keeps plant 1000 data away;
  // the worker gets read rights only
  for (const m of ['HEA_INFIRMARY_VISIT', 'HEA_DRUG', 'HEA_INFIRMARY_STAT']) {
    await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('GAS_USER', ${m}, 'Y', 'Y') on conflict do nothing`);
    await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('WORKER', ${m}, 'Y', 'N') on conflict do nothing`);
  }
});
afterAll(async () => t?.close());

describe('demo data', () => {
  it('a year of visits with prescriptions; every stock equals the sum of its movements', async () => {
    const n = await t.rows<{ v: number; rx: number; m: number; d: number }>(sql`select (select count(*) from hea_infirmary_visit where plant_cd = '1000')::int as v,
      (select count(*) from hea_infirmary_rx)::int as rx, (select count(distinct to_char(visit_ymd, 'YYYY-MM')) from hea_infirmary_visit)::int as m,
      (select count(*) from hea_drug_move where move_type_cd = 'USE')::int as d`);
    expect(n[0]!.v).toBeGreaterThan(300);
    expect(n[0]!.m).toBeGreaterThanOrEqual(12);
    expect(n[0]!.d).toBe(n[0]!.rx);
    expect(await ledgerMismatches()).toEqual([]);
  });
});

describe('drugs and stock movements', () => {
  it('lists the caller plant with stock and the safety-stock flag', async () => {
    const list = (await t.app.inject({ url: DRUGS, headers: auth(health) })).json() as Drug[];
    expect(list.length).toBe(12);
    expect(list.every((d) => d.plantCd === '1000')).toBe(true);
    for (const d of list) expect(d.shortYn).toBe(d.stockQty < d.safetyStock ? 'Y' : 'N');
    const gasList = (await t.app.inject({ url: DRUGS, headers: auth(gas) })).json() as Drug[];
    expect(gasList.length).toBe(4);
    expect(gasList.every((d) => d.plantCd === '2000')).toBe(true);
    expectError(await t.app.inject({ url: `${DRUGS}?plantCd=1000`, headers: auth(gas) }), 403);
  });

  it('in, out and dispose change the stock; a withdrawal beyond the stock is refused with 409 and nothing changes', async () => {
    const d = await newDrug('테스트 진통제 A', 10);
    const out = await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'OUT', moveYmd: '2026-11-03', qty: 4, remark: '구급함' } });
    expect(out.json().stockQty).toBe(6);
    const dis = await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'DISPOSE', moveYmd: '2026-11-04', qty: 1 } });
    expect(dis.json().stockQty).toBe(5);
    const before = await fingerprint();
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'OUT', moveYmd: '2026-11-05', qty: 6 } }), 409, MSG.stockShort);
    // USE is posted only by prescriptions; bad dates and quantities are 400
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'USE', moveYmd: '2026-11-05', qty: 1 } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'IN', moveYmd: '2026-02-30', qty: 1 } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'IN', moveYmd: '2026-11-05', qty: 0 } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(worker), payload: { drugNo: d.drugNo, moveTypeCd: 'IN', moveYmd: '2026-11-05', qty: 1 } }), 403);
    expectError(await t.app.inject({ method: 'POST', url: MOVES, headers: auth(gas), payload: { drugNo: d.drugNo, moveTypeCd: 'IN', moveYmd: '2026-11-05', qty: 1 } }), 403);
    expect(await fingerprint()).toBe(before);
    expect(await stockOf(d.drugNo)).toBe(5);
    const moves = (await t.app.inject({ url: `${MOVES}?drugNo=${d.drugNo}`, headers: auth(health) })).json();
    expect(moves.list.map((m: { moveTypeCd: string; deltaQty: number }) => `${m.moveTypeCd}${m.deltaQty}`)).toEqual(['DISPOSE-1', 'OUT-4', 'IN10']);
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'heaDrugMove' and user_id = 'health01'`);
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('two concurrent withdrawals of the last units: exactly one wins, the other gets 409, stock ends at 0', async () => {
    const d = await newDrug('테스트 진통제 B', 5);
    const take = () => t.app.inject({ method: 'POST', url: MOVES, headers: auth(health), payload: { drugNo: d.drugNo, moveTypeCd: 'OUT', moveYmd: '2026-11-06', qty: 4 } });
    const res = await Promise.all([take(), take()]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(MSG.stockShort);
    expect(await stockOf(d.drugNo)).toBe(1);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('ten concurrent withdrawals of one unit from a stock of five: exactly five succeed', async () => {
    const d = await newDrug('테스트 진통제 E', 5);
    const res = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: MOVES, headers: auth(health),
      payload: { drugNo: d.drugNo, moveTypeCd: 'OUT', moveYmd: '2026-11-06', qty: 1 } })));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(res.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await stockOf(d.drugNo)).toBe(0);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('two concurrent visits prescribing the last units: one visit is recorded, the other refused whole', async () => {
    const d = await newDrug('테스트 진통제 C', 3);
    const visitsBefore = Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from hea_infirmary_visit`))[0]!.n);
    const res = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: VISITS, headers: auth(health), payload: visitBody(d.drugNo, 2) })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(d.drugNo)).toBe(1);
    expect(Number((await t.rows<{ n: number }>(sql`select count(*)::int as n from hea_infirmary_visit`))[0]!.n)).toBe(visitsBefore + 1);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('drug master: duplicate name 409, stale edit 409, delete only without movements, bad class 400', async () => {
    const base = { plantCd: '1000', drugNm: '테스트 연고', unitNm: '개', drugClassCd: 'HDC04', safetyStock: 3 };
    const created = (await t.app.inject({ method: 'POST', url: DRUGS, headers: auth(health), payload: base })).json() as Drug;
    expect(created).toMatchObject({ stockQty: 0, shortYn: 'Y', version: 1 });
    expectError(await t.app.inject({ method: 'POST', url: DRUGS, headers: auth(health), payload: base }), 409, MSG.drugDuplicate);
    expectError(await t.app.inject({ method: 'POST', url: DRUGS, headers: auth(health), payload: { ...base, drugNm: '다른 이름', drugClassCd: 'NOPE' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: DRUGS, headers: auth(health), payload: { ...base, drugNm: '다른 이름', plantCd: '2000' } }), 403);
    const up = await t.app.inject({ method: 'PUT', url: `${DRUGS}/${created.drugNo}`, headers: auth(health), payload: { ...base, safetyStock: 1, version: 1 } });
    expect(up.json()).toMatchObject({ safetyStock: 1, version: 2 });
    expectError(await t.app.inject({ method: 'PUT', url: `${DRUGS}/${created.drugNo}`, headers: auth(health), payload: { ...base, version: 1 } }), 409, MESSAGES.conflict);
    const used = await newDrug('테스트 진통제 D', 1);
    expectError(await t.app.inject({ method: 'DELETE', url: `${DRUGS}/${used.drugNo}?version=1`, headers: auth(health) }), 409, MSG.drugHasMoves);
    expect((await t.app.inject({ method: 'DELETE', url: `${DRUGS}/${created.drugNo}?version=2`, headers: auth(health) })).statusCode).toBe(200);
  });
});

describe('infirmary visits', () => {
  it('a prescription posts a USE movement in the same transaction and the stock drops; over-prescribing is refused whole', async () => {
    const d = await newDrug('테스트 감기약', 20);
    const res = await t.app.inject({ method: 'POST', url: VISITS, headers: auth(health), payload: { ...visitBody(d.drugNo, 6), createUserId: 'hacker' } });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({ workerNm: expect.any(String), deptCd: expect.any(String), complaintNm: '두통·발열', bodyTemp: 37.2, createUserId: 'health01', version: 1 });
    expect(v.prescriptions).toEqual([{ drugNo: d.drugNo, drugNm: '테스트 감기약', unitNm: '정', qty: 6 }]);
    expect(await stockOf(d.drugNo)).toBe(14);
    const mv = await t.rows<{ move_type_cd: string; delta_qty: number }>(sql`select move_type_cd, delta_qty from hea_drug_move where visit_no = ${v.visitNo}`);
    expect(mv).toEqual([{ move_type_cd: 'USE', delta_qty: -6 }]);
    expect((await t.rows(sql`select 1 from com_audit_log where entity = 'heaInfirmaryVisit' and entity_key = ${String(v.visitNo)}`)).length).toBe(1);

    const before = await fingerprint();
    const over = expectError(await t.app.inject({ method: 'POST', url: VISITS, headers: auth(health), payload: visitBody(d.drugNo, 15) }), 409, MSG.stockShort);
    expect(over.returnCode).toBe('STOCK_SHORT');
    expect(await fingerprint()).toBe(before);

    // edit: the old quantity goes back, the new one is taken; stale version 409; delete gives everything back
    const up = await t.app.inject({ method: 'PUT', url: `${VISITS}/${v.visitNo}`, headers: auth(health), payload: { ...visitBody(d.drugNo, 10), version: 1 } });
    expect(up.statusCode, up.body).toBe(200);
    expect(await stockOf(d.drugNo)).toBe(10);
    expectError(await t.app.inject({ method: 'PUT', url: `${VISITS}/${v.visitNo}`, headers: auth(health), payload: { ...visitBody(d.drugNo, 1), version: 1 } }), 409, MESSAGES.conflict);
    expectError(await t.app.inject({ method: 'PUT', url: `${VISITS}/${v.visitNo}`, headers: auth(health), payload: { ...visitBody(d.drugNo, 21), version: 2 } }), 409, MSG.stockShort);
    expect(await stockOf(d.drugNo)).toBe(10);
    expect((await t.app.inject({ method: 'DELETE', url: `${VISITS}/${v.visitNo}?version=2`, headers: auth(health) })).statusCode).toBe(200);
    expect(await stockOf(d.drugNo)).toBe(20);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('a vendor worker by name; bad input answers 400 with a Korean message and writes nothing', async () => {
    const d = await newDrug('테스트 밴드', 10);
    const ok = await t.app.inject({ method: 'POST', url: VISITS, headers: auth(health), payload: visitBody(d.drugNo, 1, { userId: null, workerNm: '한상민', vendorCd: 'V0001', complaintCd: 'HCP05' }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ userId: null, workerNm: '한상민', vendorNm: '(주)대한플랜트정비', deptCd: null });
    const before = await fingerprint();
    const other = (await t.rows<{ n: number }>(sql`select drug_no as n from hea_drug where plant_cd = '2000' limit 1`))[0]!.n;
    const bad: [Record<string, unknown>, string | undefined][] = [
      [visitBody(d.drugNo, 1, { userId: null, workerNm: null }), MSG.workerRequired],
      [visitBody(d.drugNo, 1, { bpDiastolic: null }), MSG.bpPair],
      [visitBody(d.drugNo, 1, { visitYmd: '2026-02-30' }), undefined],
      [visitBody(d.drugNo, 1, { visitHm: '25:00' }), undefined],
      [visitBody(d.drugNo, 1, { prescriptions: [{ drugNo: d.drugNo, qty: 1 }, { drugNo: d.drugNo, qty: 2 }] }), MSG.rxDuplicate],
      [visitBody(d.drugNo, 1, { complaintCd: 'NOPE' }), undefined],
      [visitBody(Number(other), 1), MSG.drugNotUsable],
      [visitBody(d.drugNo, 1, { userId: 'g0001' }), MSG.workerNotInPlant],
      [visitBody(d.drugNo, 0), undefined],
      [visitBody(d.drugNo, 1, { bodyTemp: 50 }), undefined],
    ];
    for (const [payload, msg] of bad) {
      const body = expectError(await t.app.inject({ method: 'POST', url: VISITS, headers: auth(health), payload }), 400);
      if (msg) expect(JSON.stringify(body)).toContain(msg);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('scope: the gas plant user sees no plant 1000 visit; the read-only worker reads only their department and cannot write', async () => {
    const own = (await t.app.inject({ url: `${VISITS}?limit=300`, headers: auth(gas) })).json();
    expect(own.list.every((v: { plantCd: string }) => v.plantCd === '2000')).toBe(true);
    const one = (await t.rows<{ no: number }>(sql`select visit_no as no from hea_infirmary_visit where plant_cd = '1000' limit 1`))[0]!.no;
    expectError(await t.app.inject({ url: `${VISITS}/${one}`, headers: auth(gas) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: VISITS, headers: auth(gas), payload: visitBody(1, 1) }), 403);
    const mine = (await t.app.inject({ url: `${VISITS}?limit=300`, headers: auth(worker) })).json();
    const depts = new Set(mine.list.map((v: { deptCd: string | null }) => v.deptCd));
    expect([...depts]).toEqual(['D1310']);
    expect(mine.totalCount).toBeLessThan((await t.app.inject({ url: VISITS, headers: auth(health) })).json().totalCount);
    expectError(await t.app.inject({ method: 'POST', url: VISITS, headers: auth(worker), payload: visitBody(1, 1) }), 403, MESSAGES.noMenuPermission);
    const v = (await t.rows<{ no: number }>(sql`select visit_no as no from hea_infirmary_visit where dept_cd = 'D1410' limit 1`))[0]!.no;
    expectError(await t.app.inject({ url: `${VISITS}/${v}`, headers: auth(worker) }), 403);
  });
});

describe('usage statistics', () => {
  it('per month, per drug and per complaint agree with the records', async () => {
    const year = Number((await t.rows<{ y: number }>(sql`select extract(year from max(visit_ymd))::int as y from hea_infirmary_visit where plant_cd = '1000'`))[0]!.y);
    const res = await t.app.inject({ url: `/api/hea/infirmary/usage?year=${year}`, headers: auth(health) });
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json();
    expect(u.byMonth).toHaveLength(12);
    const cnt = (await t.rows<{ n: number; q: number }>(sql`select count(*)::int as n, (select coalesce(sum(x.qty), 0)::int from hea_infirmary_rx x join hea_infirmary_visit v on v.visit_no = x.visit_no
      where v.plant_cd = '1000' and extract(year from v.visit_ymd) = ${year}) as q from hea_infirmary_visit where plant_cd = '1000' and extract(year from visit_ymd) = ${year}`))[0]!;
    expect(u.byMonth.reduce((a: number, m: { visitCnt: number }) => a + m.visitCnt, 0)).toBe(cnt.n);
    expect(u.byMonth.reduce((a: number, m: { rxQty: number }) => a + m.rxQty, 0)).toBe(cnt.q);
    expect(u.byComplaint.reduce((a: number, m: { visitCnt: number }) => a + m.visitCnt, 0)).toBe(cnt.n);
    expect(u.byComplaint[0].complaintNm).toBeTruthy();
    const tylenol = u.byDrug.find((d: { drugNm: string }) => d.drugNm === '타이레놀정 500mg');
    const use = (await t.rows<{ q: number }>(sql`select coalesce(sum(-m.delta_qty), 0)::int as q from hea_drug_move m join hea_drug d on d.drug_no = m.drug_no
      where d.plant_cd = '1000' and d.drug_nm = '타이레놀정 500mg' and m.move_type_cd = 'USE' and extract(year from m.move_ymd) = ${year}`))[0]!.q;
    expect(tylenol.useQty).toBe(use);
    expect(use).toBeGreaterThan(0);
    expectError(await t.app.inject({ url: `/api/hea/infirmary/usage?year=${year}&plantCd=1000`, headers: auth(gas) }), 403);
    expectError(await t.app.inject({ url: '/api/hea/infirmary/usage?year=20', headers: auth(health) }), 400);
  });
});
