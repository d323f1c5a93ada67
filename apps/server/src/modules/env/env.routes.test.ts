import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysYmd, addMonthsYmd, ENV_MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, injectUpload, login, vendorLogin, xlsxOf, type TestApp, type Tokens } from '../../test/helpers.js';
import { plantToday } from '../../lib/plant-time.js';

/** Issue 27: environment, air and water — limits by validity, exceedances, the due list, operation logs, scope */
let t: TestApp;
let env: Tokens;
let worker: Tokens;
let gas: Tokens;
let env2: Tokens;
let vendor: Tokens;
const today = plantToday();
const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
const ok = async <T>(p: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as T;
};

let seq = 0;
async function outlet(tok: Tokens, over: Record<string, unknown> = {}, media: 'air' | 'water' = 'air') {
  seq += 1;
  return ok<{ outletNo: number; version: number }>(call(tok, 'POST', `/api/env/${media}/outlets`, {
    plantCd: '1000', deptCd: 'D1230', outletCd: `T-${seq}`, outletNm: `시험 배출구 ${seq}`, classCd: '1', startYmd: '2024-01-01', managerUserId: 'env01', limits: [], ...over,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  [env, worker, gas, env2] = await Promise.all(['env01', 'worker01', 'gas01', 'env02'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens, Tokens];
  vendor = await vendorLogin(t.app, 'vendor01');
});
afterAll(async () => t?.close());

describe('permit limits and self-measurements', () => {
  it('compares each value with the limit valid on the measuring day (the day before and after a permit change)', async () => {
    const o = await outlet(env, {
      limits: [
        { pollutantCd: 'DUST', limitValue: 20, unitCd: 'MG_SM3', validFromYmd: '2024-01-01', validToYmd: '2025-06-30', permitRef: '충남-대기-2019-01' },
        { pollutantCd: 'DUST', limitValue: 10, unitCd: 'MG_SM3', validFromYmd: '2025-07-01', permitRef: '충남-대기-2025-07' },
        { pollutantCd: 'NOX', limitValue: 50, unitCd: 'PPM', validFromYmd: '2024-01-01' },
      ],
    });
    const before = await ok<{ measureNo: number; exceedYn: string; values: { pollutantCd: string; value: number; limitValue: number; unitCd: string; exceedYn: string }[] }>(
      call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: '2025-06-30', values: [{ pollutantCd: 'DUST', value: 15 }, { pollutantCd: 'NOX', value: 30 }] }));
    expect(before.exceedYn).toBe('N');
    expect(before.values.find((v) => v.pollutantCd === 'DUST')).toMatchObject({ value: 15, limitValue: 20, unitCd: 'MG_SM3', exceedYn: 'N' });

    const after = await ok<typeof before & { actionNo: number }>(
      call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: '2025-07-01', values: [{ pollutantCd: 'DUST', value: 15 }, { pollutantCd: 'NOX', value: 30 }] }));
    expect(after.exceedYn).toBe('Y');
    expect(after.values.find((v) => v.pollutantCd === 'DUST')).toMatchObject({ limitValue: 10, exceedYn: 'Y' });
    expect(after.values.find((v) => v.pollutantCd === 'NOX')).toMatchObject({ limitValue: 50, exceedYn: 'N' });

    // one improvement action for the engineer, the environment team told at once
    const actions = await t.rows<{ action_no: number; assignee_user_id: string; dept_cd: string }>(sql`
      select action_no, assignee_user_id, dept_cd from impr_action where source_type_cd = 'ENV' and source_key = ${`AIR-${after.measureNo}`}`);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ assignee_user_id: 'env01', dept_cd: 'D1230', action_no: after.actionNo });
    const told = await t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'ENV_EXCEED' and link_key = ${String(after.measureNo)}`);
    expect(told.map((x) => x.user_id)).toContain('env01');
    expect(told.length).toBeGreaterThan(1);

    // a correction re-evaluates but never opens a second action; the kept limit does not move with a later permit edit
    const cur = await ok<{ version: number; values: { valueNo: number; pollutantCd: string }[] }>(call(env, 'GET', `/api/env/air/measurements/${after.measureNo}`));
    await ok(call(env, 'PUT', `/api/env/air/measurements/${after.measureNo}`, {
      version: cur.version, agencyNm: '(주)한국환경측정', values: cur.values.map((v) => ({ valueNo: v.valueNo, pollutantCd: v.pollutantCd, value: v.pollutantCd === 'DUST' ? 12 : 30 })),
    }));
    expect((await t.rows(sql`select 1 from impr_action where source_type_cd = 'ENV' and source_key = ${`AIR-${after.measureNo}`}`))).toHaveLength(1);
    // the measurement with its open action is evidence: it cannot be deleted
    const again = await ok<{ version: number }>(call(env, 'GET', `/api/env/air/measurements/${after.measureNo}`));
    expectError(await call(env, 'DELETE', `/api/env/air/measurements/${after.measureNo}?version=${again.version}`), 409, ENV_MESSAGES.measureHasAction);
  });

  it('refuses overlapping limit periods of one pollutant, a future day and a pollutant twice', async () => {
    const bad = await call(env, 'POST', '/api/env/air/outlets', {
      plantCd: '1000', deptCd: 'D1230', outletCd: 'X-1', outletNm: '겹침', classCd: '2', startYmd: '2024-01-01', managerUserId: 'env01',
      limits: [{ pollutantCd: 'SOX', limitValue: 80, unitCd: 'PPM', validFromYmd: '2024-01-01' }, { pollutantCd: 'SOX', limitValue: 60, unitCd: 'PPM', validFromYmd: '2025-01-01' }],
    });
    expectError(bad, 400, ENV_MESSAGES.limitOverlap('황산화물(SOx)'));
    const o = await outlet(env);
    expectError(await call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: addDaysYmd(today, 1), values: [{ pollutantCd: 'DUST', value: 1 }] }), 400, ENV_MESSAGES.measureFuture);
    expectError(await call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: today, values: [{ pollutantCd: 'DUST', value: 1 }, { pollutantCd: 'DUST', value: 2 }] }), 400, ENV_MESSAGES.measureDupPollutant);
    // an outlet of another plant
    expectError(await call(env2, 'POST', '/api/env/air/measurements', { plantCd: '2000', outletNo: o.outletNo, measureYmd: today, values: [{ pollutantCd: 'DUST', value: 1 }] }), 400, ENV_MESSAGES.outletOtherPlant);
  });

  it('water: pH below the range exceeds; the same contract', async () => {
    const o = await outlet(env, { limits: [{ pollutantCd: 'PH', limitValue: 8.6, minValue: 5.8, unitCd: 'PH', validFromYmd: '2024-01-01' }] }, 'water');
    const r = await ok<{ exceedYn: string; values: { limitValue: number; exceedYn: string }[] }>(
      call(env, 'POST', '/api/env/water/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: today, values: [{ pollutantCd: 'PH', value: 5.2 }] }));
    expect(r).toMatchObject({ exceedYn: 'Y', values: [{ limitValue: 8.6, exceedYn: 'Y' }] });
    // the air path does not reach a water outlet
    expect((await call(env, 'GET', `/api/env/air/outlets/${o.outletNo}`)).statusCode).toBe(404);
  });
});

describe('the due list', () => {
  it('next due by the outlet class (weekly, twice a month, every 2 months, never measured), overdue', async () => {
    const c1 = await outlet(env, { classCd: '1' });
    const c3 = await outlet(env, { classCd: '3' });
    const c3s = await outlet(env, { classCd: '3', specialYn: 'Y' });
    const never = await outlet(env, { classCd: '4', startYmd: '2025-01-31' });
    const last1 = addDaysYmd(today, -10);
    const last3 = addDaysYmd(today, -20);
    for (const [o, d] of [[c1, last1], [c3, last3], [c3s, last3]] as const) {
      await ok(call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: d, values: [{ pollutantCd: 'CO', value: 1 }] }));
    }
    const { list } = await ok<{ list: { outletNo: number; lastMeasureYmd: string | null; nextDueYmd: string; overdueYn: string }[] }>(call(worker, 'GET', '/api/env/air/measurements/due?plantCd=1000'));
    const of = (no: number) => list.find((x) => x.outletNo === no);
    expect(of(c1.outletNo)).toMatchObject({ lastMeasureYmd: last1, nextDueYmd: addDaysYmd(last1, 7), overdueYn: 'Y' });
    expect(of(c3.outletNo)).toMatchObject({ nextDueYmd: addMonthsYmd(last3, 2), overdueYn: 'N' });
    expect(of(c3s.outletNo)).toMatchObject({ nextDueYmd: addDaysYmd(last3, 15), overdueYn: 'Y' });
    expect(of(never.outletNo)).toMatchObject({ lastMeasureYmd: null, nextDueYmd: '2025-01-31', overdueYn: 'Y' });
    // the LNG terminal's list does not show the power plant's outlets; its user cannot ask for them
    expect((await call(gas, 'GET', '/api/env/air/measurements/due?plantCd=1000')).statusCode).toBe(403);
    expect((await call(vendor, 'GET', '/api/env/air/measurements/due?plantCd=1000')).statusCode).toBe(403);
    // the trend of one outlet against its limit
    const tr = await ok<{ list: { measureYmd: string; value: number }[] }>(call(worker, 'GET', `/api/env/air/measurements/trend?outletNo=${c1.outletNo}&pollutantCd=CO&fromYmd=${addDaysYmd(today, -365)}&toYmd=${today}`));
    expect(tr.list).toEqual([expect.objectContaining({ measureYmd: last1, value: 1 })]);
  });
});

describe('operation logs', () => {
  let facilityNo: number;
  beforeAll(async () => {
    const o = await outlet(env);
    facilityNo = (await ok<{ facilityNo: number }>(call(env, 'POST', '/api/env/air/facilities', {
      plantCd: '1000', deptCd: 'D1230', facilityTypeCd: 'SCR', facilityNm: '시험 탈질설비', outletNo: o.outletNo, managerUserId: 'env01', installYmd: '2020-01-01',
    }))).facilityNo;
  });

  it('a day\'s log is offered its facility type\'s items, approved and then locked; one a day; never tomorrow', async () => {
    const day = addDaysYmd(today, -1);
    const log = await ok<{ logNo: number; statusCd: string; facilityTypeCd: string; values: { valueNo: number; itemCd: string; value: number | null }[]; version: number }>(
      call(env, 'POST', '/api/env/air/logs', { plantCd: '1000', facilityNo, logYmd: day, opHours: 24, facilityTypeCd: 'ESP' }));
    expect(log).toMatchObject({ statusCd: 'WRITTEN', facilityTypeCd: 'SCR' });
    expect(log.values.map((v) => v.itemCd)).toEqual(['SCR.NH3', 'SCR.TEMP', 'SCR.DP', 'SCR.SLIP']);
    const filled = await ok<{ version: number }>(call(env, 'PUT', `/api/env/air/logs/${log.logNo}`, {
      version: log.version, opHours: 23.5, values: log.values.map((v, i) => ({ valueNo: v.valueNo, itemCd: v.itemCd, value: [412, 338, 61, 1.2][i] })),
    }));
    expectError(await call(env, 'POST', '/api/env/air/logs', { plantCd: '1000', facilityNo, logYmd: day }), 409, ENV_MESSAGES.logDuplicate);
    expectError(await call(env, 'POST', '/api/env/air/logs', { plantCd: '1000', facilityNo, logYmd: addDaysYmd(today, 1) }), 400, ENV_MESSAGES.logFuture);
    // a reader cannot approve; the environment team does, and the log is locked
    expect((await call(worker, 'POST', `/api/env/air/logs/${log.logNo}/transition`, { action: 'APPROVE', version: filled.version })).statusCode).toBe(403);
    await ok(call(env, 'POST', `/api/env/air/logs/${log.logNo}/transition`, { action: 'APPROVE', version: filled.version }));
    const locked = await ok<{ version: number; statusCd: string }>(call(env, 'GET', `/api/env/air/logs/${log.logNo}`));
    expect(locked.statusCd).toBe('APPROVED');
    expect((await call(env, 'PUT', `/api/env/air/logs/${log.logNo}`, { version: locked.version, opHours: 1 })).statusCode).toBe(409);
  });

  it('the month sheet: preview reads each row (nothing written), apply writes the good ones, approved days stay', async () => {
    const ym = addDaysYmd(today, -40).slice(0, 7);
    const d = (n: number) => `${ym}-${String(n).padStart(2, '0')}`;
    // day 3 approved already
    const l3 = await ok<{ logNo: number; version: number }>(call(env, 'POST', '/api/env/air/logs', { plantCd: '1000', facilityNo, logYmd: d(3), opHours: 24 }));
    await ok(call(env, 'POST', `/api/env/air/logs/${l3.logNo}/transition`, { action: 'APPROVE', version: l3.version }));
    const file = await xlsxOf(['일자', '가동시간(h)', '암모니아 사용량(kg)', '촉매층 입구온도(℃)', '특이사항'], [
      [1, 24, 410, 340, null], [2, 24, 'abc', 341, null], [3, 24, 400, 339, '수정 시도'], [4, null, null, null, null], [d(5), 22, 398, 337, '05시 보일러 정지'],
    ]);
    const url = (mode: string) => `/api/env/air/logs/upload?facilityNo=${facilityNo}&ym=${ym}&mode=${mode}`;
    const pre = await injectUpload(t.app, env, url('preview'), file);
    expect(pre.statusCode, pre.body).toBe(200);
    const p = pre.json() as { rows: { action: string; logYmd: string }[]; created: number };
    expect(p.rows.map((r) => r.action)).toEqual(['CREATE', 'ERROR', 'LOCKED', 'SKIP', 'CREATE']);
    expect(p.created).toBe(0);
    expect(await t.rows(sql`select 1 from env_log where facility_no = ${facilityNo} and log_ymd = ${d(1)}`)).toHaveLength(0);
    const app = (await injectUpload(t.app, env, url('apply'), file)).json() as { created: number; refused: number };
    expect(app).toMatchObject({ created: 2, refused: 2 });
    const [v] = await t.rows<{ value: number }>(sql`select v.value from env_log l join env_log_value v on v.log_no = l.log_no where l.facility_no = ${facilityNo} and l.log_ymd = ${d(5)} and v.item_cd = 'SCR.NH3'`);
    expect(v?.value).toBe(398);
    const [kept] = await t.rows<{ op_hours: number; remark: string | null }>(sql`select op_hours, remark from env_log where log_no = ${l3.logNo}`);
    expect(kept).toMatchObject({ remark: null });
    // an unknown column refuses the file; a reader cannot upload
    expectError(await injectUpload(t.app, env, url('preview'), await xlsxOf(['일자', '없는 항목'], [[1, 2]])), 400, ENV_MESSAGES.uploadUnknownItem('없는 항목'));
    expect((await injectUpload(t.app, worker, url('preview'), file)).statusCode).toBe(403);

    // the month grid: days with a log, missing days counted up to today
    const m = await ok<{ list: { facilityNo: number; cells: { statusCd: string | null }[] }[]; missingCount: number }>(call(worker, 'GET', `/api/env/air/logs/month?plantCd=1000&ym=${ym}`));
    const row = m.list.find((x) => x.facilityNo === facilityNo)!;
    expect(row.cells[0]!.statusCd).toBe('WRITTEN');
    expect(row.cells[2]!.statusCd).toBe('APPROVED');
    expect(row.cells[1]!.statusCd).toBe('MISSING');
    expect(m.missingCount).toBeGreaterThan(0);
  });
});

describe('a day approved at once', () => {
  it('approves every written log of the plant and day through the workflow, all or none', async () => {
    const day = addDaysYmd(today, -1);
    const written = await t.rows<{ log_no: number }>(sql`select log_no from env_log where media_cd = 'AIR' and plant_cd = '1000' and log_ymd = ${day} and status_cd = 'WRITTEN'`);
    expect(written.length).toBeGreaterThan(5);
    // a reader may not approve: nothing changes
    expect((await call(worker, 'POST', '/api/env/air/logs/approve-day', { plantCd: '1000', logYmd: day })).statusCode).toBe(403);
    expect(await t.rows(sql`select 1 from env_log where media_cd = 'AIR' and plant_cd = '1000' and log_ymd = ${day} and status_cd = 'WRITTEN'`)).toHaveLength(written.length);
    expect((await call(gas, 'POST', '/api/env/air/logs/approve-day', { plantCd: '1000', logYmd: day })).statusCode).toBe(403);
    const r = await ok<{ approved: number; logNos: number[] }>(call(env, 'POST', '/api/env/air/logs/approve-day', { plantCd: '1000', logYmd: day }));
    expect(r.approved).toBe(written.length);
    expect(await t.rows(sql`select 1 from env_log where log_no in ${written.map((w) => w.log_no)} and status_cd = 'APPROVED'`)).toHaveLength(written.length);
    const hist = await t.rows(sql`select 1 from com_status_history where entity = 'envAirLog' and entity_key = ${String(written[0]!.log_no)} and action_cd = 'APPROVE' and user_id = 'env01'`);
    expect(hist).toHaveLength(1);
    // the water logs of the day are another register's
    expect((await ok<{ approved: number }>(call(env, 'POST', '/api/env/air/logs/approve-day', { plantCd: '1000', logYmd: day }))).approved).toBe(0);
  });
});

describe('scope and rights', () => {
  it('plant users read, the environment team writes, other plants and contractors are refused', async () => {
    const o = await outlet(env);
    expect((await call(worker, 'GET', `/api/env/air/outlets/${o.outletNo}`)).statusCode).toBe(200);
    expect((await call(worker, 'POST', '/api/env/air/outlets', { plantCd: '1000', deptCd: 'D1230', outletCd: 'W', outletNm: 'w', classCd: '1', startYmd: '2024-01-01', managerUserId: 'env01' })).statusCode).toBe(403);
    expect((await call(gas, 'GET', `/api/env/air/outlets/${o.outletNo}`)).statusCode).toBe(403);
    const gasList = await ok<{ list: { plantCd: string }[] }>(call(gas, 'GET', '/api/env/air/outlets?limit=300'));
    expect(gasList.list.every((x) => x.plantCd === '2000')).toBe(true);
    expect((await call(vendor, 'GET', '/api/env/air/outlets')).statusCode).toBe(403);
    expect((await call(env2, 'POST', '/api/env/air/outlets', { plantCd: '1000', deptCd: 'D1230', outletCd: 'G', outletNm: 'g', classCd: '1', startYmd: '2024-01-01', managerUserId: 'env01' })).statusCode).toBe(403);
    expect((await call(env2, 'GET', `/api/env/air/outlets/${o.outletNo}`)).statusCode).toBe(403);
  });

  it('the portlets answer a plant user with this month\'s exceedances', async () => {
    const o = await outlet(env, { limits: [{ pollutantCd: 'SOX', limitValue: 50, unitCd: 'PPM', validFromYmd: '2024-01-01' }] });
    const m = await ok<{ measureNo: number }>(call(env, 'POST', '/api/env/air/measurements', { plantCd: '1000', outletNo: o.outletNo, measureYmd: today, values: [{ pollutantCd: 'SOX', value: 75 }] }));
    const air = await ok<{ exceedCount: number; exceedances: { measureNo: number }[] }>(call(worker, 'GET', '/api/main/portlet/air'));
    expect(air.exceedances.map((e) => e.measureNo)).toContain(m.measureNo);
    expect((await call(worker, 'GET', '/api/main/portlet/water')).statusCode).toBe(200);
    expect((await call(vendor, 'GET', '/api/main/portlet/air')).statusCode).toBe(403);
  });
});

describe('impact-assessment follow-up', () => {
  it('keeps the last entry and the next due date by the cycle', async () => {
    const body = { plantCd: '1000', deptCd: 'D1230', categoryCd: 'NOISE', projectNm: '서해화력 9·10호기 건설사업', itemText: '부지경계 소음 월 1회 측정', cycleCd: 'MONTHLY', managerUserId: 'env01', startYmd: '2026-01-31' };
    const e = await ok<{ eiaNo: number; nextDueYmd: string; version: number }>(call(env, 'POST', '/api/env/eia', body));
    expect(e.nextDueYmd).toBe('2026-02-28');
    const { plantCd: _p, ...editable } = body;
    const upd = await ok<{ lastYmd: string; nextDueYmd: string }>(call(env, 'PUT', `/api/env/eia/${e.eiaNo}`, {
      ...editable, version: e.version, cycleCd: 'QUARTERLY', entries: [{ entryYmd: '2026-03-15', resultCd: 'DONE', content: '주간 58 dB(A), 기준 65 이내' }],
    }));
    expect(upd).toMatchObject({ lastYmd: '2026-03-15', nextDueYmd: '2026-06-15' });
    // a stale version changes nothing
    expectError(await call(env, 'PUT', `/api/env/eia/${e.eiaNo}`, { ...editable, version: e.version }), 409);
  });
});

