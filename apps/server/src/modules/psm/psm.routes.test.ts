import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSM_API, psmBypassRequestUrl, psmDueYmd, psmGradeOf, psmImportUrl, PSM_REGISTERS, type TPsmDueItem } from '@jikim/shared';
import { auth, createTestApp, expectError, injectUpload, login, vendorLogin, type TestApp, type Tokens } from '../../test/helpers.js';
import { PSM_BYPASS_JOB } from './psm.bypass.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;
let worker: Tokens;
let vendor: Tokens;
/** a team leader (DUT03) of plant 1000 (reads the PSM menus as a worker) */
let leaderId: string;
let leader: Tokens;
/** another worker of plant 1000, given duty DUT02 (a shift supervisor) */
let supId: string;
let sup: Tokens;

const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
const ok = async (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(tok, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as Record<string, unknown> & { version: number };
};
const dueOf = async (tok: Tokens, q: string) => ((await ok(tok, 'GET', `${PSM_API.due}?${q}`)).list as TPsmDueItem[]);
const interlock = (tagNo: string, silCd: string) => ok(safety, 'POST', PSM_API.interlock, {
  plantCd: '1000', tagNo, interlockNm: `${tagNo} 시험용`, tripCondition: 'PT-1 ≥ 1.0 MPa', tripAction: 'XV-1 차단', silCd, cycleCd: 'M12', lastYmd: '2026-03-02',
});
const hoursFrom = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const take = (tok: Tokens, no: unknown, action: string, version: number, comment?: string, base: string = PSM_API.bypass) =>
  call(tok, 'POST', `${base}/${String(no)}/transition`, { action, version, ...(comment ? { comment } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [safety, gas, worker] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01'), login(t.app, 'worker01')]);
  vendor = await vendorLogin(t.app, 'vendor01');
  const [l] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where plant_cd = '1000' and duty_cd = 'DUT03' and user_id like 'e%' order by user_id limit 1`);
  const [s] = await t.rows<{ user_id: string }>(sql`select user_id from com_user where plant_cd = '1000' and duty_cd = 'DUT01' and user_id like 'e%' order by user_id limit 1`);
  leaderId = l!.user_id;
  supId = s!.user_id;
  await t.rows(sql`update com_user set duty_cd = 'DUT02' where user_id = ${supId}`);
  [leader, sup] = await Promise.all([login(t.app, leaderId), login(t.app, supId)]);
  // a one-month cycle for the month-end cases (the seeded cycles are 3 months or longer)
  for (const g of ['PSM_VALVE_CYCLE', 'PSM_INTERLOCK_CYCLE', 'PSM_CAL_CYCLE', 'PSM_INSPECT_CYCLE']) {
    await t.rows(sql`insert into com_code_master (code_group_cd, code, code_nm, attr1, sort_order) values (${g}, 'T1M', '1개월(시험)', '1', 99) on conflict do nothing`);
  }
});
afterAll(async () => t?.close());

describe('due dates (last + cycle in calendar months)', () => {
  it('clamps to the month end: 31 Jan + 1 month is 28 Feb (29 in a leap year)', () => {
    expect(psmDueYmd('2026-01-31', 1)).toBe('2026-02-28');
    expect(psmDueYmd('2028-01-31', 1)).toBe('2028-02-29');
    expect(psmDueYmd('2026-08-31', 6)).toBe('2027-02-28');
    expect(psmDueYmd(null, 12)).toBeNull();
  });

  it('answers every kind with its dates, the overdue ones flagged, from the register rows', async () => {
    const made = [
      [PSM_API.valve, { plantCd: '1000', tagNo: 'PSV-T-31', protectedEquip: 'V-T 시험 용기', setPressure: 1.2, cycleCd: 'T1M', lastYmd: '2026-01-31' }, 'VALVE_TEST'],
      [PSM_API.interlock, { plantCd: '1000', tagNo: 'IS-T-31', interlockNm: '시험', tripCondition: 'LT ≥ 90%', tripAction: '차단', silCd: 'SIL1', cycleCd: 'T1M', lastYmd: '2028-01-31' }, 'INTERLOCK_TEST'],
      [PSM_API.detector, { plantCd: '1000', tagNo: 'GD-T-31', gasCd: 'H2', location: '시험실', cycleCd: 'M3', lastYmd: '2099-11-30' }, 'DETECTOR_CAL'],
      [PSM_API.equipment, { plantCd: '1000', tagNo: 'V-T-31', equipNm: '시험 용기', equipTypeCd: 'VESSEL', cycleCd: 'M24', lastYmd: '2099-02-28' }, 'EQUIP_INSPECT'],
    ] as const;
    for (const [url, body] of made) await ok(safety, 'POST', url, body);
    const all = await dueOf(safety, 'plantCd=1000');
    const pick = (tag: string) => all.find((x) => x.tagNo === tag);
    expect(pick('PSV-T-31')).toMatchObject({ kindCd: 'VALVE_TEST', lastYmd: '2026-01-31', cycleMonths: 1, dueYmd: '2026-02-28', overdueYn: 'Y' });
    expect(pick('IS-T-31')).toMatchObject({ kindCd: 'INTERLOCK_TEST', lastYmd: '2028-01-31', cycleMonths: 1, dueYmd: '2028-02-29', overdueYn: 'N' });
    expect(pick('GD-T-31')).toMatchObject({ kindCd: 'DETECTOR_CAL', cycleMonths: 3, dueYmd: '2100-02-28', overdueYn: 'N' });
    expect(pick('V-T-31')).toMatchObject({ kindCd: 'EQUIP_INSPECT', cycleMonths: 24, dueYmd: '2101-02-28', overdueYn: 'N' });
    // soonest first; a kind filter answers that kind only
    const dues = all.map((x) => x.dueYmd).filter((d): d is string => !!d);
    expect(dues).toEqual([...dues].sort());
    const valves = await dueOf(safety, 'plantCd=1000&kindCd=VALVE_TEST');
    expect(valves.length).toBeGreaterThan(0);
    expect(valves.every((x) => x.kindCd === 'VALVE_TEST')).toBe(true);
    // the demo's overdue valve of the LNG terminal
    expect((await dueOf(gas, 'kindCd=VALVE_TEST')).find((x) => x.tagNo === 'PSV-501')).toMatchObject({ overdueYn: 'Y', cycleMonths: 12 });
  });

  it('a passing test record moves the date; the tester is the caller; a failed one moves nothing; records are never changed', async () => {
    const v = await ok(safety, 'POST', PSM_API.valve, { plantCd: '1000', tagNo: 'PSV-T-40', protectedEquip: '시험 용기', cycleCd: 'Y1', lastYmd: '2025-05-31', sealNo: 'S-OLD' });
    expect(v).toMatchObject({ cycleMonths: 12, nextDueYmd: '2026-05-31' });
    const fail = await ok(safety, 'POST', PSM_API.test, { plantCd: '1000', kindCd: 'VALVE_TEST', tagNo: 'PSV-T-40', testYmd: '2026-05-20', resultCd: 'FAIL', measured: '분출압력 1.45 MPa (초과)' });
    expect(fail.testUserId).toBe('safety01');
    expect(await ok(safety, 'GET', `${PSM_API.valve}/${String(v.valveNo)}`)).toMatchObject({ lastYmd: '2025-05-31', nextDueYmd: '2026-05-31' });
    const pass = await ok(safety, 'POST', PSM_API.test, { plantCd: '1000', kindCd: 'VALVE_TEST', tagNo: 'PSV-T-40', testYmd: '2026-05-27', resultCd: 'PASS', sealNo: 'S-26-0001', testUserId: 'admin' });
    expect(pass).toMatchObject({ testUserId: 'safety01', testUserNm: '김안전' });
    const after = await ok(safety, 'GET', `${PSM_API.valve}/${String(v.valveNo)}`);
    expect(after).toMatchObject({ lastYmd: '2026-05-27', nextDueYmd: '2027-05-27', sealNo: 'S-26-0001', version: v.version + 1 });
    expect((await dueOf(safety, 'plantCd=1000&kindCd=VALVE_TEST')).find((x) => x.tagNo === 'PSV-T-40')).toMatchObject({ lastYmd: '2026-05-27', dueYmd: '2027-05-27' });
    expectError(await call(safety, 'POST', PSM_API.test, { plantCd: '1000', kindCd: 'VALVE_TEST', tagNo: 'PSV-NONE', testYmd: '2026-05-27', resultCd: 'PASS' }), 400);
    const rec = await ok(safety, 'GET', `${PSM_API.test}/${String(pass.testNo)}`);
    expectError(await call(safety, 'PUT', `${PSM_API.test}/${String(pass.testNo)}`, { ...rec, resultCd: 'FAIL' }), 409, '시험·검사 기록은 수정하거나 삭제할 수 없습니다. 새 기록을 입력하세요.');
    expectError(await call(safety, 'DELETE', `${PSM_API.test}/${String(pass.testNo)}?version=${String(rec.version)}`), 409);
  });
});

describe('bypass register', () => {
  it('request → approve (not by the requester) → active board → restore, with who and when', async () => {
    const il = await interlock('IS-T-B1', 'SIL1');
    const res = await call(safety, 'POST', psmBypassRequestUrl(String(il.interlockNo)), {
      reason: '전송기 교체', interimMeasures: '현장 감시 30분 간격', startDt: hoursFrom(-1), endDt: hoursFrom(7),
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as { bypassNo: number; statusCd: string; version: number };
    expect(created).toEqual({ bypassNo: expect.any(Number), statusCd: 'REQUESTED', version: 1 });
    const b = await ok(safety, 'GET', `${PSM_API.bypass}/${String(created.bypassNo)}`);
    expect(b).toMatchObject({ plantCd: '1000', tagNo: 'IS-T-B1', silCd: 'SIL1', createUserId: 'safety01' });
    expectError(await take(safety, created.bypassNo, 'APPROVE', 1), 403);
    expectError(await take(worker, created.bypassNo, 'APPROVE', 1), 403);
    const ap = await take(sup, created.bypassNo, 'APPROVE', 1, '승인');
    expect(ap.statusCode, ap.body).toBe(200);
    const active = await ok(safety, 'GET', `${PSM_API.bypass}/${String(created.bypassNo)}`);
    expect(active).toMatchObject({ statusCd: 'ACTIVE', approveUserId: supId });
    const board = (await ok(worker, 'GET', `${PSM_API.bypassActive}?plantCd=1000`)).list as Record<string, unknown>[];
    expect(board.find((x) => x.bypassNo === created.bypassNo)).toMatchObject({ interlockNo: il.interlockNo, tagNo: 'IS-T-B1', overdueYn: 'N' });
    expect(Object.keys(board[0]!)).toEqual(expect.arrayContaining(['bypassNo', 'interlockNo', 'tagNo', 'startDt', 'endDt', 'overdueYn']));
    const rs = await take(safety, created.bypassNo, 'RESTORE', active.version);
    expect(rs.statusCode, rs.body).toBe(200);
    expect(await ok(safety, 'GET', `${PSM_API.bypass}/${String(created.bypassNo)}`)).toMatchObject({ statusCd: 'RESTORED', restoreUserId: 'safety01' });
    expect(((await ok(safety, 'GET', `${PSM_API.bypassActive}?plantCd=1000`)).list as Record<string, unknown>[]).some((x) => x.bypassNo === created.bypassNo)).toBe(false);
    const stats = (await ok(safety, 'GET', `${PSM_API.bypass}/stats?plantCd=1000`)).list as Record<string, unknown>[];
    expect(stats.find((x) => x.tagNo === 'IS-T-B1')).toMatchObject({ bypassCnt: 1, overdueCnt: 0 });
  });

  it('the approval level follows the SIL: SIL2 a team leader, SIL3 a 처장', async () => {
    const il2 = await interlock('IS-T-S2', 'SIL2');
    const b2 = (await ok(safety, 'POST', psmBypassRequestUrl(String(il2.interlockNo)), { reason: '정비', interimMeasures: '감시', startDt: hoursFrom(0), endDt: hoursFrom(4) })) as unknown as { bypassNo: number };
    expectError(await take(sup, b2.bypassNo, 'APPROVE', 1), 403, '이 인터록(SIL)의 우회는 팀장 이상이 승인해야 합니다.');
    expect((await take(leader, b2.bypassNo, 'APPROVE', 1)).statusCode).toBe(200);
    const il3 = await interlock('IS-T-S3', 'SIL3');
    const b3 = (await ok(safety, 'POST', psmBypassRequestUrl(String(il3.interlockNo)), { reason: '정비', interimMeasures: '감시', startDt: hoursFrom(0), endDt: hoursFrom(4) })) as unknown as { bypassNo: number };
    expectError(await take(leader, b3.bypassNo, 'APPROVE', 1), 403, '이 인터록(SIL)의 우회는 처장 이상이 승인해야 합니다.');
    await t.rows(sql`update com_user set duty_cd = 'DUT04' where user_id = ${leaderId}`);
    expect((await take(leader, b3.bypassNo, 'APPROVE', 1)).statusCode).toBe(200);
    await t.rows(sql`update com_user set duty_cd = 'DUT03' where user_id = ${leaderId}`);
    // a rejection needs its reason
    const b4 = (await ok(safety, 'POST', psmBypassRequestUrl(String(il2.interlockNo)), { reason: '정비', interimMeasures: '감시', startDt: hoursFrom(0), endDt: hoursFrom(2) })) as unknown as { bypassNo: number };
    expectError(await take(leader, b4.bypassNo, 'REJECT', 1), 400);
    expect((await take(leader, b4.bypassNo, 'REJECT', 1, '임시 조치 불충분')).statusCode).toBe(200);
  });

  it('longer than the plant limit (72 h) only with a linked MOC; the end after the start', async () => {
    const il = await interlock('IS-T-L1', 'SIL1');
    const url = psmBypassRequestUrl(String(il.interlockNo));
    expectError(await call(safety, 'POST', url, { reason: '장기 정비', interimMeasures: '감시', startDt: hoursFrom(0), endDt: hoursFrom(73) }), 400,
      '우회 기간이 사업장 한도(72시간)를 넘으면 변경관리(MOC) 번호를 연결해야 합니다.');
    expectError(await call(safety, 'POST', url, { reason: '역전', interimMeasures: '감시', startDt: hoursFrom(5), endDt: hoursFrom(1) }), 400, '우회 종료 일시는 시작 일시보다 뒤여야 합니다.');
    expect((await call(safety, 'POST', url, { reason: '72시간 정확히', interimMeasures: '감시', startDt: '2026-12-01 08:00', endDt: '2026-12-04 08:00' })).statusCode).toBe(200);
    const [moc] = await t.rows<{ moc_no: number }>(sql`select moc_no from saf_moc where plant_cd = '1000' order by moc_no limit 1`);
    const withMoc = await call(safety, 'POST', url, { reason: '장기 정비', interimMeasures: '감시', startDt: hoursFrom(0), endDt: hoursFrom(100), mocNo: moc!.moc_no });
    expect(withMoc.statusCode, withMoc.body).toBe(200);
    // the register's own create keeps the same rule
    expectError(await call(safety, 'POST', PSM_API.bypass, { plantCd: '1000', interlockNo: il.interlockNo, reason: '장기', interimMeasures: '감시', startDt: '2026-12-01 08:00', endDt: '2026-12-05 08:00' }), 400);
  });

  it('date-times (a datetime field): plant time is stored as its instant, an offset as given, a day off the calendar 400', async () => {
    const il = await interlock('IS-T-DT', 'SIL1');
    const body = { plantCd: '1000', interlockNo: il.interlockNo, reason: '일시 시험', interimMeasures: '감시' };
    const plant = await call(safety, 'POST', PSM_API.bypass, { ...body, startDt: '2026-12-01 08:00', endDt: '2026-12-01T12:00:00+00:00' });
    expect(plant.statusCode, plant.body).toBe(200);
    expect(plant.json()).toMatchObject({ startDt: '2026-11-30T23:00:00.000Z', endDt: '2026-12-01T12:00:00.000Z' });
    // an update in plant time moves the instant the same way
    const upd = await call(safety, 'PUT', `${PSM_API.bypass}/${plant.json().bypassNo}`, { ...body, startDt: '2026-12-01 09:30', endDt: '2026-12-01 18:00', version: plant.json().version });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ startDt: '2026-12-01T00:30:00.000Z', endDt: '2026-12-01T09:00:00.000Z' });
    const before = await t.rows(sql`select 1 from psm_bypass where reason = '일시 시험'`);
    for (const startDt of ['2026-02-30 08:00', '2026-12-01 24:00', '2026-12-01']) {
      expectError(await call(safety, 'POST', PSM_API.bypass, { ...body, startDt, endDt: '2026-12-02 08:00' }), 400);
    }
    expect(await t.rows(sql`select 1 from psm_bypass where reason = '일시 시험'`)).toHaveLength(before.length);
  });

  it('past its limit: the approver and the PSM team are told once per shift', async () => {
    const il = await interlock('IS-T-OD', 'SIL1');
    const b = (await ok(safety, 'POST', psmBypassRequestUrl(String(il.interlockNo)), { reason: '교체', interimMeasures: '감시', startDt: '2026-11-20 08:00', endDt: '2026-11-20 12:00' })) as unknown as { bypassNo: number };
    expect((await take(sup, b.bypassNo, 'APPROVE', 1)).statusCode).toBe(200);
    const sent = async () => t.rows<{ user_id: string }>(sql`select user_id from com_notification where kind_cd = 'PSM_BYPASS_OVERDUE' and link_key = ${String(b.bypassNo)} order by user_id`);
    await t.app.jobs.run(PSM_BYPASS_JOB, {}, { now: new Date('2026-11-20T15:00:00+09:00') });
    const first = await sent();
    expect(first.map((x) => x.user_id)).toEqual(expect.arrayContaining([supId, 'safety01']));
    // the same shift (B: 14:00–22:00): nothing new
    await t.app.jobs.run(PSM_BYPASS_JOB, {}, { now: new Date('2026-11-20T21:30:00+09:00') });
    expect((await sent()).length).toBe(first.length);
    // the night shift: once more
    await t.app.jobs.run(PSM_BYPASS_JOB, {}, { now: new Date('2026-11-20T22:30:00+09:00') });
    expect((await sent()).length).toBe(first.length * 2);
    // before 06:00 the night shift of the day before goes on
    await t.app.jobs.run(PSM_BYPASS_JOB, {}, { now: new Date('2026-11-21T05:30:00+09:00') });
    expect((await sent()).length).toBe(first.length * 2);
    // the demo's overdue bypass of the LNG terminal is on its board, flagged
    const board = (await ok(gas, 'GET', PSM_API.bypassActive)).list as Record<string, unknown>[];
    expect(board.filter((x) => x.plantCd === '2000').length).toBeGreaterThanOrEqual(2);
    expect(board.find((x) => x.tagNo === 'IS-201')).toMatchObject({ overdueYn: 'Y' });
  });
});

describe('PSM self-audit', () => {
  it('grades: P from 90, S from 80, M+ from 70, M- below', () => {
    expect([90, 89.9, 80, 79.9, 70, 69.9, 100, 0].map(psmGradeOf)).toEqual(['P', 'S', 'S', 'M+', 'M+', 'M-', 'P', 'M-']);
  });

  it('the server computes the total and the grade at exactly 90, 80 and 70; completing turns findings into actions', async () => {
    const elements = (score: number) => Array.from({ length: 12 }, (_, i) => ({ elementCd: `E${String(i + 1).padStart(2, '0')}`, score }));
    const a = await ok(safety, 'POST', PSM_API.audit, {
      plantCd: '1000', deptCd: 'D1210', auditTypeCd: 'SELF', auditYear: 2026, auditTitle: '2026 발전소 PSM 자체감사', auditYmd: '2026-11-10', elements: elements(90), totalScore: 10, gradeCd: 'M-',
      findings: [{ elementCd: 'E04', content: 'PSV-NH3-01 봉인 훼손', assigneeUserId: 'safety01', dueYmd: '2026-12-31' }],
    });
    expect(a).toMatchObject({ totalScore: 90, gradeCd: 'P' });
    const s = await ok(safety, 'PUT', `${PSM_API.audit}/${String(a.auditNo)}`, { ...a, elements: (a.elements as Record<string, unknown>[]).map((e) => ({ ...e, score: 80 })) });
    expect(s).toMatchObject({ totalScore: 80, gradeCd: 'S' });
    const m = await ok(safety, 'PUT', `${PSM_API.audit}/${String(a.auditNo)}`, { ...s, elements: (s.elements as Record<string, unknown>[]).map((e, i) => ({ ...e, score: i === 0 ? 69 : 70 + 1 / 11 })) });
    expect(m).toMatchObject({ totalScore: 70, gradeCd: 'M+' });
    const m2 = await ok(safety, 'PUT', `${PSM_API.audit}/${String(a.auditNo)}`, { ...m, elements: (m.elements as Record<string, unknown>[]).map((e) => ({ ...e, score: 69.9 })) });
    expect(m2).toMatchObject({ gradeCd: 'M-' });
    expectError(await call(safety, 'POST', PSM_API.audit, { plantCd: '1000', deptCd: 'D1210', auditTypeCd: 'SELF', auditYear: 2026, auditTitle: 'x', auditYmd: '2026-11-10', elements: [{ elementCd: 'E01', score: 101 }] }), 400);
    const done = await take(safety, a.auditNo, 'COMPLETE', m2.version, undefined, PSM_API.audit);
    expect(done.statusCode, done.body).toBe(200);
    const [act] = await t.rows<{ source_type_cd: string; assignee_user_id: string; title: string }>(sql`select source_type_cd, assignee_user_id, title from impr_action where source_type_cd = 'PSM_AUDIT' and source_key = ${String(a.auditNo)}`);
    expect(act).toMatchObject({ source_type_cd: 'PSM_AUDIT', assignee_user_id: 'safety01', title: 'PSV-NH3-01 봉인 훼손' });
    const after = await ok(safety, 'GET', `${PSM_API.audit}/${String(a.auditNo)}`);
    expect((after.findings as Record<string, unknown>[])[0]!.actionNo).toEqual(expect.any(Number));
  });

  it('completing needs every element scored; the demo audit offers the 12 elements', async () => {
    const a = await ok(safety, 'POST', PSM_API.audit, { plantCd: '1000', deptCd: 'D1210', auditTypeCd: 'SELF', auditYear: 2027, auditTitle: '빈 감사', auditYmd: '2027-01-10' });
    expect((a.elements as unknown[]).length).toBe(12);
    expectError(await take(safety, a.auditNo, 'COMPLETE', a.version, undefined, PSM_API.audit), 409);
  });
});

describe('registers', () => {
  it('drawings keep every revision: a new revision joins the history, none is dropped', async () => {
    const d = await ok(safety, 'POST', PSM_API.drawing, { plantCd: '1000', drawingNo: '1-PFD-T-001', drawingTypeCd: 'PFD', drawingNm: '시험 PFD', revNo: '0', effectiveYmd: '2026-01-05' });
    expect((d.revisions as Record<string, unknown>[]).map((r) => r.revNo)).toEqual(['0']);
    const d1 = await ok(safety, 'PUT', `${PSM_API.drawing}/${String(d.drawingId)}`, { ...d, revNo: '1', effectiveYmd: '2026-06-01' });
    expect((d1.revisions as Record<string, unknown>[]).map((r) => [r.revNo, r.effectiveYmd])).toEqual([['0', '2026-01-05'], ['1', '2026-06-01']]);
    expectError(await call(safety, 'PUT', `${PSM_API.drawing}/${String(d.drawingId)}`, { ...d1, revisions: (d1.revisions as unknown[]).slice(1) }), 409);
  });

  it('an MOC names the drawings it changes; it completes only when each has a revision naming the MOC', async () => {
    const d = await ok(safety, 'POST', PSM_API.drawing, { plantCd: '1000', drawingNo: '1-PID-MOC-001', drawingTypeCd: 'PID', drawingNm: '탈질 암모니아 공급 P&ID', revNo: '2', effectiveYmd: '2026-03-01' });
    const [eq] = await t.rows<{ equip_no: number }>(sql`select equip_no from psm_equipment where plant_cd = '1000' order by equip_no limit 1`);
    const body = {
      plantCd: '1000', deptCd: 'D1210', mocTypeCd: 'PERMANENT', mocTitle: '암모니아 공급 라인 차단밸브 추가', description: 'XV-NH3-02 추가',
      psmItems: [{ kindCd: 'DRAWING', itemKey: d.drawingId }, { kindCd: 'EQUIP', itemKey: eq!.equip_no }],
    };
    expectError(await call(safety, 'POST', '/api/saf/moc', { ...body, psmItems: [{ kindCd: 'DRAWING', itemKey: 999_999 }] }), 400);
    const m = await ok(safety, 'POST', '/api/saf/moc', body);
    expect((m.psmItems as Record<string, unknown>[]).map((x) => x.kindCd)).toEqual(['DRAWING', 'EQUIP']);
    // (the review and the 결재 are the MOC module's own tests) — straight to PSSR with its items passed
    await t.rows(sql`update saf_moc set status_cd = 'PSSR' where moc_no = ${m.mocNo as number}`);
    await t.rows(sql`insert into saf_moc_pssr (moc_no, item_nm, result_cd, row_no) values (${m.mocNo as number}, '설계대로 설치', 'PASS', 1)`);
    const cur = await ok(safety, 'GET', `/api/saf/moc/${String(m.mocNo)}`);
    expectError(await take(safety, m.mocNo, 'COMPLETE', cur.version, undefined, '/api/saf/moc'), 409, '변경 대상 도면마다 이 변경관리(MOC)를 연결한 개정을 공정 도면에 등록해야 완료할 수 있습니다.');
    const revs = d.revisions as Record<string, unknown>[];
    await ok(safety, 'PUT', `${PSM_API.drawing}/${String(d.drawingId)}`, { ...d, revNo: '3', effectiveYmd: '2026-11-20', revisions: [...revs, { revNo: '3', effectiveYmd: '2026-11-20', revDesc: 'XV-NH3-02 추가', mocNo: m.mocNo }] });
    const done = await take(safety, m.mocNo, 'COMPLETE', cur.version, undefined, '/api/saf/moc');
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a permit\'s LOTO point picks an equipment tag of the permit\'s plant from the register; one out of reach, unknown or none is refused', async () => {
    const permit = await ok(safety, 'POST', '/api/saf/wkod/permits', {
      plantCd: '1000', kindCd: 'GENERAL', workNm: 'LOTO 태그 시험', workYmd: '2031-03-01', startTm: '08:00', endTm: '12:00', requestDeptCd: 'D1410', superviseDeptCd: 'D1410', areaCd: 'E_BOILER',
    });
    const url = `/api/saf/wkod/permits/${String(permit.permitNo)}/loto`;
    const [own] = await t.rows<{ equip_no: number; tag_no: string; equip_nm: string }>(sql`select equip_no, tag_no, equip_nm from psm_equipment where plant_cd = '1000' order by equip_no limit 1`);
    const [other] = await t.rows<{ equip_no: number }>(sql`select equip_no from psm_equipment where plant_cd = '2000' order by equip_no limit 1`);
    // picked: the tag and name stand for the equipment; the answer names the tag
    const list = (await ok(safety, 'POST', url, { equipNo: own!.equip_no, energyTypeCd: 'ELECTRIC', lockNo: 'L-1' })).list as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ equipNo: own!.equip_no, equipTagNo: own!.tag_no, equipmentNm: `${own!.tag_no} ${own!.equip_nm}` });
    // a typed name is kept beside the picked tag
    const typed = (await ok(safety, 'POST', url, { equipNo: own!.equip_no, equipmentNm: '급수펌프 전동기 MCC 차단기', energyTypeCd: 'ELECTRIC' })).list as Record<string, unknown>[];
    expect(typed[1]).toMatchObject({ equipNo: own!.equip_no, equipmentNm: '급수펌프 전동기 MCC 차단기', equipTagNo: own!.tag_no });
    // the LNG base's equipment (outside safety01's reach), an unknown number, and neither a tag nor a name: refused, nothing added
    expect(expectError(await call(safety, 'POST', url, { equipNo: other!.equip_no, energyTypeCd: 'ELECTRIC' }), 403).message).toBe('[설비(태그)]에 입력한 값은 소속 사업장·부서(협력업체)의 범위를 벗어난 정보입니다.');
    // an administrator reaches both plants: the LNG base's tag on the power plant's permit names the other plant
    const admin = await login(t.app, 'admin');
    expect(expectError(await call(admin, 'POST', url, { equipNo: other!.equip_no, energyTypeCd: 'ELECTRIC' }), 400).message).toContain('다른 사업장');
    expect(expectError(await call(safety, 'POST', url, { equipNo: 999_999, energyTypeCd: 'ELECTRIC' }), 400).message).toContain('존재하지 않습니다');
    expectError(await call(safety, 'POST', url, { energyTypeCd: 'ELECTRIC' }), 400);
    expect((await ok(safety, 'GET', url)).list).toHaveLength(2);
  });

  it('Excel round trip of every register: the export imports unchanged; a changed cell updates, a new row inserts', async () => {
    const { default: ExcelJS } = await import('exceljs');
    for (const def of PSM_REGISTERS) {
      const x = await call(safety, 'GET', `${def.basePath}/excel?plantCd=1000`);
      expect(x.statusCode, `${def.name}: ${x.body.slice(0, 200)}`).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const n = ws.rowCount - 1;
      expect(n, def.name).toBeGreaterThan(0);
      const file = Buffer.from(await wb.xlsx.writeBuffer());
      const pre = await injectUpload(t.app, safety, psmImportUrl(def.basePath), file);
      expect(pre.statusCode, `${def.name}: ${pre.body}`).toBe(200);
      expect(pre.json(), def.name).toMatchObject({ appliedYn: 'N', insertCnt: 0, updateCnt: 0, unchangedCnt: n, errors: [] });
      // a new row: the first row copied under a new key; a changed text cell of the first row
      const head = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
      const keyLabel = def.i18n.ko[def.fields.find((f) => f.name === (def.name === 'psmArea' ? 'areaNm' : def.name === 'psmDrawing' ? 'drawingNo' : 'tagNo'))!.label]!;
      const keyCol = head.indexOf(keyLabel);
      expect(keyCol, `${def.name}: ${keyLabel} in ${head.join('|')}`).toBeGreaterThan(0);
      const copy = (ws.getRow(2).values as unknown[]).slice(1);
      const added = ws.addRow(copy);
      added.getCell(keyCol).value = `XL-${def.name}`;
      const remarkish = head.findIndex((h) => ['공정', '재질', '유체', '보호 설비', '설치 위치', '누출원', '인터록명', '설비명'].includes(h));
      expect(remarkish, `${def.name}: a text column to change`).toBeGreaterThan(0);
      ws.getRow(2).getCell(remarkish).value = '엑셀에서 바꿈';
      const file2 = Buffer.from(await wb.xlsx.writeBuffer());
      const ap = await injectUpload(t.app, safety, `${psmImportUrl(def.basePath)}?apply=Y`, file2);
      expect(ap.statusCode, `${def.name}: ${ap.body}`).toBe(200);
      expect(ap.json(), def.name).toMatchObject({ appliedYn: 'Y', insertCnt: 1, updateCnt: 1, unchangedCnt: n - 1 });
      const list = (await ok(safety, 'GET', `${def.basePath}?plantCd=1000&limit=300`)).list as Record<string, unknown>[];
      expect(list.length, def.name).toBe(n + 1);
      // another plant's rows are refused to a plant user, naming the row
      const gasTry = await injectUpload(t.app, gas, `${psmImportUrl(def.basePath)}?apply=Y`, file2);
      expect(gasTry.statusCode, def.name).toBe(400);
    }
    const [audit] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_audit_log where entity = 'psmValve' and after_data->>'importedFrom' = 'excel'`);
    expect(audit!.n).toBe(2);
  });
});

describe('rights and scope', () => {
  it('gas01 sees only the LNG terminal; a worker reads but does not write; a contractor reaches nothing', async () => {
    const due = await dueOf(gas, '');
    expect(due.length).toBeGreaterThan(0);
    expect(due.every((x) => x.plantCd === '2000')).toBe(true);
    expectError(await call(gas, 'GET', `${PSM_API.due}?plantCd=1000`), 403);
    for (const def of PSM_REGISTERS) {
      const list = (await ok(gas, 'GET', `${def.basePath}?limit=300`)).list as Record<string, unknown>[];
      expect(list.length, def.name).toBeGreaterThan(0);
      expect(list.every((r) => r.plantCd === '2000'), def.name).toBe(true);
      expect((await call(vendor, 'GET', def.basePath)).statusCode, def.name).toBe(403);
    }
    const [v1000] = await t.rows<{ valve_no: number }>(sql`select valve_no from psm_valve where plant_cd = '1000' limit 1`);
    expectError(await call(gas, 'GET', `${PSM_API.valve}/${String(v1000!.valve_no)}`), 403);
    expect(((await ok(gas, 'GET', PSM_API.bypassActive)).list as Record<string, unknown>[]).every((x) => x.plantCd === '2000')).toBe(true);
    expectError(await call(gas, 'GET', `${PSM_API.bypassActive}?plantCd=1000`), 403);
    for (const url of [PSM_API.due, PSM_API.bypassActive, PSM_API.bypass, PSM_API.audit, PSM_API.test]) expect((await call(vendor, 'GET', url)).statusCode, url).toBe(403);
    expect((await call(worker, 'GET', `${PSM_API.due}?plantCd=1000`)).statusCode).toBe(200);
    expectError(await call(worker, 'POST', PSM_API.valve, { plantCd: '1000', tagNo: 'PSV-W', protectedEquip: 'x', cycleCd: 'Y1' }), 403);
    // gas01 writes its own plant, not the power plant's
    expect((await call(gas, 'POST', PSM_API.valve, { plantCd: '2000', tagNo: 'PSV-G-1', protectedEquip: 'TK-102', cycleCd: 'Y2', lastYmd: '2026-01-10' })).statusCode).toBe(200);
    expectError(await call(gas, 'POST', PSM_API.valve, { plantCd: '1000', tagNo: 'PSV-G-2', protectedEquip: 'x', cycleCd: 'Y2' }), 403);
    const il = await interlock('IS-T-SC', 'SIL1');
    expectError(await call(gas, 'POST', psmBypassRequestUrl(String(il.interlockNo)), { reason: 'x', interimMeasures: 'y', startDt: hoursFrom(0), endDt: hoursFrom(1) }), 403);
  });
});
