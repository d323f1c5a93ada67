import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHM_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, vendorLogin, type TestApp, type Tokens } from '../../test/helpers.js';
import { plantToday } from '../../lib/plant-time.js';

/** Issue 26: 시약 불출 — request, the team leader's approval, the storage manager's issue booked in the ledger, receipt */
let t: TestApp;
let worker: Tokens;
let leader: Tokens;
let safety: Tokens;
let gas: Tokens;
let vendor: Tokens;
let lab: { storage_no: number; chem_prod_no: number; qty_kg: number };
const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
const step = async (tok: Tokens, no: number, action: string, comment?: string) => {
  const v = ((await call(tok, 'GET', `/api/chm/dispense/${no}`)).json() as { version: number }).version;
  return call(tok, 'POST', `/api/chm/dispense/${no}/transition`, { action, version: v, ...(comment ? { comment } : {}) });
};
const body = (over: object = {}) => ({ plantCd: '1000', deptCd: 'D1310', chemProdNo: lab.chem_prod_no, storageNo: lab.storage_no, qty: 0.5, unitCd: 'KG', purpose: '배관 시료 세척', needYmd: '2026-12-02', ...over });

beforeAll(async () => {
  t = await createTestApp();
  const [lead] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = 'D1310' and duty_cd = 'DUT03' order by user_id limit 1`);
  [lab] = await t.rows<{ storage_no: number; chem_prod_no: number; qty_kg: number }>(sql`
    select s.storage_no, k.chem_prod_no, k.qty_kg from chm_storage s join chm_stock k on k.storage_no = s.storage_no
     where s.plant_cd = '1000' and s.storage_type_cd = 'LAB' and k.qty_kg > 2 order by s.storage_no, k.chem_prod_no limit 1`) as [typeof lab];
  const tokens = await Promise.all(['worker01', lead!.user_id, 'safety01', 'gas01'].map((u) => login(t.app, u)));
  [worker, leader, safety, gas] = tokens as [Tokens, Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('시약 불출 (/api/chm/dispense)', () => {
  it('request → leader approves → the storage manager issues (출고 booked, stock down) → the requester confirms receipt', async () => {
    const made = await call(worker, 'POST', '/api/chm/dispense', body({ issuerUserId: 'worker01', issuedYmd: '2020-01-01', inoutNo: 1 }));
    expect(made.statusCode, made.body).toBe(200);
    const r = made.json() as { dispenseNo: number; statusCd: string; issuerUserId: string; issuedYmd: string | null; inoutNo: number | null };
    // the issuer is the storage's manager, whatever the body claims; nothing issued yet
    expect(r).toMatchObject({ statusCd: 'REQUESTED', issuerUserId: 'safety01', issuedYmd: null, inoutNo: null });

    // the requester cannot approve, nor the manager before the leader; the leader approves
    expect((await step(worker, r.dispenseNo, 'APPROVE')).statusCode).toBe(403);
    expect((await step(safety, r.dispenseNo, 'ISSUE')).statusCode).toBe(409);
    expect((await step(leader, r.dispenseNo, 'APPROVE')).statusCode).toBe(200);
    // approved: the request no longer changes
    const cur = (await call(worker, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).json() as { version: number };
    expectError(await call(worker, 'PUT', `/api/chm/dispense/${r.dispenseNo}`, { ...body({ qty: 9 }), version: cur.version }), 409, WORKFLOW_MESSAGES.notEditable);

    // only the storage's manager issues; the 출고 is in the ledger and the stock moved
    expect((await step(leader, r.dispenseNo, 'ISSUE')).statusCode).toBe(403);
    const issued = await step(safety, r.dispenseNo, 'ISSUE');
    expect(issued.statusCode, issued.body).toBe(200);
    const after = (await call(worker, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).json() as { statusCd: string; issuedYmd: string; inoutNo: number };
    expect(after).toMatchObject({ statusCd: 'ISSUED', issuedYmd: plantToday() });
    const [mv] = await t.rows<{ inout_type_cd: string; qty_kg: number; delta_kg: number; create_user_id: string; remark: string }>(sql`
      select inout_type_cd, qty_kg, delta_kg, create_user_id, remark from chm_inout where inout_no = ${after.inoutNo}`);
    expect(mv).toMatchObject({ inout_type_cd: 'OUT', qty_kg: 0.5, delta_kg: -0.5, create_user_id: 'safety01' });
    expect(mv!.remark).toContain(`불출 요청 ${r.dispenseNo}번`);
    const [stock] = await t.rows<{ qty_kg: number }>(sql`select qty_kg from chm_stock where storage_no = ${lab.storage_no} and chem_prod_no = ${lab.chem_prod_no}`);
    expect(Number(stock!.qty_kg)).toBeCloseTo(Number(lab.qty_kg) - 0.5, 3);

    // the requester (the record's creator) confirms receipt; the record is final
    expect((await step(safety, r.dispenseNo, 'RECEIVE')).statusCode).toBe(403);
    expect((await step(worker, r.dispenseNo, 'RECEIVE')).statusCode).toBe(200);
    const done = (await call(worker, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).json() as { statusCd: string; receivedYmd: string; version: number };
    expect(done).toMatchObject({ statusCd: 'RECEIVED', receivedYmd: plantToday() });
    expect((await call(worker, 'DELETE', `/api/chm/dispense/${r.dispenseNo}?version=${done.version}`)).statusCode).toBe(409);
  });

  it('more than the stock: the issue is refused and nothing moves; a rejection needs its reason', async () => {
    const r = (await call(worker, 'POST', '/api/chm/dispense', body({ qty: 999_999 }))).json() as { dispenseNo: number };
    expect((await step(leader, r.dispenseNo, 'APPROVE')).statusCode).toBe(200);
    const before = await t.rows(sql`select count(*)::int as n from chm_inout`);
    const refused = await step(safety, r.dispenseNo, 'ISSUE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHM_MESSAGES.negativeStock);
    expect(await t.rows(sql`select count(*)::int as n from chm_inout`)).toEqual(before);
    expect(((await call(worker, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).json() as { statusCd: string }).statusCd).toBe('APPROVED');
    expect((await step(safety, r.dispenseNo, 'REJECT')).statusCode).toBe(400);
    expect((await step(safety, r.dispenseNo, 'REJECT', '재고 부족: 다음 입고 후 재요청')).statusCode).toBe(200);
  });

  it('a storage without a manager cannot be asked; scope: another plant and contractors see nothing', async () => {
    const [s] = await t.rows<{ storage_no: number }>(sql`insert into chm_storage (plant_cd, storage_nm, storage_type_cd, create_user_id, update_user_id)
      values ('1000', '관리자 없는 창고', 'WAREHOUSE', 'safety01', 'safety01') returning storage_no`);
    expectError(await call(worker, 'POST', '/api/chm/dispense', body({ storageNo: s!.storage_no })), 400, CHM_MESSAGES.dispenseNoIssuer);
    const r = (await call(worker, 'POST', '/api/chm/dispense', body())).json() as { dispenseNo: number };
    expect((await call(gas, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).statusCode).toBe(403);
    expect((await call(vendor, 'GET', `/api/chm/dispense/${r.dispenseNo}`)).statusCode).toBe(403);
    const list = (await call(gas, 'GET', '/api/chm/dispense?plantCd=2000&limit=100')).json() as { list: { dispenseNo: number }[] };
    expect(list.list.some((x) => x.dispenseNo === r.dispenseNo)).toBe(false);
  });

  it('the demo: the lab\'s past issues came through received requests linked to their ledger rows; three are open', async () => {
    const rows = await t.rows<{ status_cd: string; n: number; linked: number }>(sql`
      select d.status_cd, count(*)::int as n, count(i.inout_no)::int as linked from chm_dispense d left join chm_inout i on i.inout_no = d.inout_no
       where d.purpose <> '배관 시료 세척' and d.purpose not like '%BYID%' group by d.status_cd order by d.status_cd`);
    const by = Object.fromEntries(rows.map((r) => [r.status_cd, r]));
    expect(by.RECEIVED!.n).toBeGreaterThanOrEqual(5);
    expect(by.RECEIVED!.linked).toBe(by.RECEIVED!.n);
    expect([by.REQUESTED?.n, by.APPROVED?.n, by.REJECTED?.n]).toEqual([1, 1, 1]);
  });
});
