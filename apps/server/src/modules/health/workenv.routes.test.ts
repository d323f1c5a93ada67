import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_WORKENV_MESSAGES as MSG, MESSAGES, addMonthsYmd, isExceeded, workenvNextMeasurement } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

const m = (measureYmd: string, measuredValue: number, exposureLimit = 10) => ({ measureYmd, measuredValue, exposureLimit });

describe('next measurement date (시행규칙 제190조), pure rule', () => {
  it('nothing measured yet → no date', () => {
    expect(workenvNextMeasurement([], false)).toBeNull();
  });
  it('a single result below the limit → 6 months (two consecutive results are needed for a year)', () => {
    expect(workenvNextMeasurement([m('2026-02-18', 3)], false)).toEqual({ cycleMonths: 6, reasonCd: 'REGULAR', lastMeasureYmd: '2026-02-18', nextYmd: '2026-08-18' });
  });
  it('the last result exceeded the limit → 3 months, carcinogen or not', () => {
    expect(workenvNextMeasurement([m('2025-08-20', 3), m('2026-02-18', 10.1)], false)).toMatchObject({ cycleMonths: 3, reasonCd: 'EXCEEDED', nextYmd: '2026-05-18' });
    expect(workenvNextMeasurement([m('2026-02-18', 11)], true)).toMatchObject({ cycleMonths: 3, reasonCd: 'EXCEEDED' });
  });
  it('two consecutive results below the limit → once a year', () => {
    expect(workenvNextMeasurement([m('2025-08-20', 3), m('2026-02-18', 2)], false)).toMatchObject({ cycleMonths: 12, reasonCd: 'TWICE_BELOW', nextYmd: '2027-02-18' });
  });
  it('two results below the limit for a carcinogen → stays at 6 months', () => {
    expect(workenvNextMeasurement([m('2025-08-20', 0.05, 0.5), m('2026-02-18', 0.04, 0.5)], true)).toMatchObject({ cycleMonths: 6, reasonCd: 'CARCINOGEN', nextYmd: '2026-08-18' });
  });
  it('an exceedance followed by one result below → back to 6 months (not yet two below)', () => {
    expect(workenvNextMeasurement([m('2025-05-20', 12), m('2025-08-20', 9)], false)).toMatchObject({ cycleMonths: 6, reasonCd: 'REGULAR' });
    // … and after a second one below → a year
    expect(workenvNextMeasurement([m('2025-05-20', 12), m('2025-08-20', 9), m('2026-02-18', 8)], false)).toMatchObject({ cycleMonths: 12 });
  });
  it('a value equal to the limit is neither an exceedance nor below it', () => {
    expect(isExceeded(m('2026-01-01', 10))).toBe(false);
    expect(workenvNextMeasurement([m('2025-08-20', 9), m('2026-02-18', 10)], false)).toMatchObject({ cycleMonths: 6, reasonCd: 'REGULAR' });
  });
  it('only the latest two count, whatever order the history comes in; month ends are clamped', () => {
    expect(workenvNextMeasurement([m('2026-02-18', 2), m('2024-08-20', 50), m('2025-08-20', 3)], false)).toMatchObject({ cycleMonths: 12, lastMeasureYmd: '2026-02-18' });
    expect(workenvNextMeasurement([m('2025-08-31', 1)], false)!.nextYmd).toBe('2026-02-28');
    expect(addMonthsYmd('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonthsYmd('2024-02-29', 12)).toBe('2025-02-28');
  });
});

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
const PLANS = '/api/hea/workenv/plans';
const proc = async (cd: string) => Number((await t.rows<{ n: number }>(sql`select process_no as n from com_process where process_cd = ${cd}`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('GAS_USER', 'HEA_WORKENV', 'Y', 'Y'), ('WORKER', 'HEA_WORKENV', 'Y', 'N') on conflict do nothing`);
});
afterAll(async () => t?.close());

describe('work-environment measurement API', () => {
  it('next dates per process and factor from the two demo rounds, one per branch', async () => {
    const res = await t.app.inject({ url: '/api/hea/workenv/nextdates?baseYmd=2026-03-01', headers: auth(health) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { processNm: string; hazardCd: string; cycleMonths: number; reasonCd: string; nextYmd: string; exceedYn: string; daysLeft: number }[];
    const one = (p: string, h: string) => rows.find((r) => r.processNm === p && r.hazardCd === h)!;
    expect(one('보일러 운전', 'NOISE')).toMatchObject({ exceedYn: 'Y', cycleMonths: 3, reasonCd: 'EXCEEDED', nextYmd: '2026-05-18', daysLeft: 78 });
    expect(one('석탄 하역 및 저탄장 관리', 'MINERAL_DUST')).toMatchObject({ cycleMonths: 12, reasonCd: 'TWICE_BELOW', nextYmd: '2027-02-18' });
    expect(one('화학약품 취급(수처리)', 'BENZENE')).toMatchObject({ cycleMonths: 6, reasonCd: 'CARCINOGEN', nextYmd: '2026-08-18' });
    expect(one('기계설비 정비(용접 포함)', 'WELDING_FUME')).toMatchObject({ cycleMonths: 6, reasonCd: 'REGULAR' });
    expect(one('기계설비 정비(용접 포함)', 'NOISE')).toMatchObject({ exceedYn: 'N', cycleMonths: 6, reasonCd: 'REGULAR' });
    expect(rows[0]!.nextYmd <= rows[rows.length - 1]!.nextYmd).toBe(true);
    expect((await t.app.inject({ url: '/api/hea/workenv/nextdates', headers: auth(gas) })).json()).toEqual([]);
  });

  it('plan → results: exceedance computed by the server, version on save, bad rows refused with nothing written', async () => {
    const created = await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { plantCd: '1000', measureYear: 2026, halfCd: '2', startYmd: '2026-08-17', endYmd: '2026-08-28', agencyNm: '측정기관' } });
    expect(created.statusCode, created.body).toBe(200);
    const plan = created.json();
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { plantCd: '1000', measureYear: 2026, halfCd: '2', startYmd: '2026-08-17', endYmd: '2026-08-28', agencyNm: 'x' } }), 409, MSG.planDuplicate);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(health), payload: { plantCd: '1000', measureYear: 2027, halfCd: '1', startYmd: '2027-03-01', endYmd: '2027-02-01', agencyNm: 'x' } }), 400, MSG.planPeriod);
    const boiler = await proc('P1001');
    const row = { processNo: boiler, hazardCd: 'NOISE', measureYmd: '2026-08-20', measuredValue: 92.5, unitNm: 'dB(A)', exposureLimit: 90, exceedYn: 'N' };
    const url = `${PLANS}/${plan.planNo}/results`;
    const fp = async () => (await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_workenv_result), (select sum(version) from hea_workenv_plan), (select count(*) from com_audit_log)) as n`))[0]!.n;
    const before = await fp();
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [{ ...row, measureYmd: '2026-09-01' }] } }), 400, MSG.resultOutsidePlan);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [row, row] } }), 400, MSG.resultDuplicate);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [{ ...row, processNo: await proc('P2001') }] } }), 400, MSG.processNotInPlant);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [{ ...row, hazardCd: 'NOPE' }] } }), 400, MSG.hazardUnknown);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [{ ...row, exposureLimit: 0 }] } }), 400);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(worker), payload: { version: 1, results: [row] } }), 403, MESSAGES.noMenuPermission);
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(gas), payload: { version: 1, results: [row] } }), 403);
    expect(await fp()).toBe(before);
    const ok = await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [row, { ...row, hazardCd: 'NIGHT_WORK', measuredValue: 1, exposureLimit: 1 }] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ version: 2, resultCnt: 2, exceedCnt: 1 });
    expect(ok.json().results.find((r: { hazardCd: string }) => r.hazardCd === 'NOISE').exceedYn).toBe('Y');
    expectError(await t.app.inject({ method: 'PUT', url, headers: auth(health), payload: { version: 1, results: [] } }), 409, MESSAGES.conflict);
    // the newest result drives the boiler noise date: exceeded again on 2026-08-20 → 2026-11-20
    const next = (await t.app.inject({ url: '/api/hea/workenv/nextdates?baseYmd=2026-09-01', headers: auth(health) })).json();
    expect(next.find((r: { processNo: number; hazardCd: string }) => r.processNo === boiler && r.hazardCd === 'NOISE')).toMatchObject({ nextYmd: '2026-11-20', cycleMonths: 3 });
    expectError(await t.app.inject({ method: 'DELETE', url: `${PLANS}/${plan.planNo}?version=2`, headers: auth(health) }), 409, MSG.planHasResults);
    expect((await t.rows(sql`select 1 from com_audit_log where entity = 'heaWorkenvResult' and entity_key = ${String(plan.planNo)}`)).length).toBe(1);
  });

  it('scope: the gas plant user with the same rights cannot read or create plant 1000 plans; the worker cannot write', async () => {
    const p1000 = (await t.rows<{ n: number }>(sql`select plan_no as n from hea_workenv_plan where plant_cd = '1000' limit 1`))[0]!.n;
    expect((await t.app.inject({ url: PLANS, headers: auth(gas) })).json()).toEqual([]);
    expectError(await t.app.inject({ url: `${PLANS}/${p1000}`, headers: auth(gas) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(gas), payload: { plantCd: '1000', measureYear: 2027, halfCd: '1', startYmd: '2027-02-01', endYmd: '2027-02-20', agencyNm: 'x' } }), 403);
    expect((await t.app.inject({ url: `${PLANS}/${p1000}`, headers: auth(worker) })).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: PLANS, headers: auth(worker), payload: { plantCd: '1000', measureYear: 2027, halfCd: '1', startYmd: '2027-02-01', endYmd: '2027-02-20', agencyNm: 'x' } }), 403);
    const gasPlan = await t.app.inject({ method: 'POST', url: PLANS, headers: auth(gas), payload: { plantCd: '2000', measureYear: 2026, halfCd: '2', startYmd: '2026-09-01', endYmd: '2026-09-10', agencyNm: '경남산업보건센터' } });
    expect(gasPlan.statusCode, gasPlan.body).toBe(200);
    expect((await t.app.inject({ url: PLANS, headers: auth(health) })).json().some((p: { plantCd: string }) => p.plantCd === '2000')).toBe(false);
  });
});
