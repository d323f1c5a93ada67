import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_ACC_MESSAGES, SAF_WORKHOURS_MESSAGES, WORKFLOW_MESSAGES } from '@jikim/shared';
import { createAction } from '../../impr/impr.service.js';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;
let leader: Tokens;

const URL = '/api/saf/accidents';
const INV = '/api/saf/accident-investigations';
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

type Victim = Record<string, unknown>;
type Accident = {
  accidentNo: number; version: number; statusCd: string; oshaSeriousYn: string; sapaSeriousYn: string; investigationReportRequiredYn: string;
  investigationReportDueYmd: string | null; lostWorkDays: number | null; victims: Victim[]; allowedActions?: string[];
};
const emp = (over: Victim = {}): Victim => ({ victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', treatmentDays: 14, lostDays: 0, deathYn: 'N', illnessYn: 'N', ...over });
const vnd = (over: Victim = {}): Victim => ({ victimTypeCd: 'VENDOR', vendorCd: 'V0001', victimNm: '한정비', phoneNo: '010-1234-5678', treatmentDays: 7, lostDays: 0, deathYn: 'N', illnessYn: 'N', ...over });
const base = {
  plantCd: '1000', deptCd: 'D1310', title: '보일러 4층 계단 넘어짐', occurredYmd: '2026-03-15', occurredTime: '14:20', place: '1호기 보일러동 4층 계단',
  accidentTypeCd: 'SLIP', causeObjectCd: 'STAIR', injureObjectCd: 'FLOOR', summary: '점검 후 하강 중 젖은 계단에서 미끄러짐', victims: [emp()],
};
async function create(over: Record<string, unknown> = {}, tok = safety): Promise<Accident> {
  const res = await inject(tok, 'POST', URL, { ...base, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const get = async (no: number, tok = safety): Promise<Accident> => (await inject(tok, 'GET', `${URL}/${no}`)).json();
const take = async (no: number, action: string, tok = safety) => inject(tok, 'POST', `${URL}/${no}/transition`, { action, version: (await get(no)).version });

/** request approval of a record (line: 안전팀장 e0009) and approve it as e0009 */
async function approve(apprTypeCd: string, key: number) {
  const r = await inject(safety, 'POST', '/api/manage/apprrequest', { apprTypeCd, recordKey: String(key), line: [{ slotKind: 'APPROVE', approverUserId: 'e0009' }] });
  expect(r.statusCode, r.body).toBe(200);
  const no = r.json().apprRequestNo as number;
  const detail = (await inject(leader, 'GET', `/api/manage/apprrequest/${no}`)).json() as { steps: { stepNo: number; stepStatus: string }[] };
  const step = detail.steps.find((s) => s.stepStatus === 'PENDING')!;
  const d = await inject(leader, 'PATCH', `/api/manage/appr/${no}`, { stepNo: step.stepNo, decisionCd: 'APPROVE' });
  expect(d.statusCode, d.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas, leader] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01'), login(t.app, 'e0009')]);
});
afterAll(async () => t?.close());

describe('legal classification (computed by the server from the victims)', () => {
  it('contract fields: a minor injury is neither serious nor reportable; the body cannot set the classification', async () => {
    const a = await create({ oshaSeriousYn: 'Y', sapaSeriousYn: 'Y', investigationReportRequiredYn: 'Y', investigationReportDueYmd: '2026-01-01', lostWorkDays: 999 });
    expect(a).toMatchObject({ statusCd: 'FLASH', oshaSeriousYn: 'N', sapaSeriousYn: 'N', investigationReportRequiredYn: 'N', investigationReportDueYmd: null, lostWorkDays: 0 });
    expect(a.victims[0]).toMatchObject({ victimTypeCd: 'EMPLOYEE', victimUserId: 'worker01', victimUserNm: '박현장', deathYn: 'N', treatmentDays: 14, lostDays: 0, disabilityGrade: null, illnessYn: 'N' });
    const g = await get(a.accidentNo);
    expect(g).toMatchObject({ accidentNo: a.accidentNo, oshaSeriousYn: 'N', sapaSeriousYn: 'N', investigationReportRequiredYn: 'N', investigationReportDueYmd: null });
  });

  it('1 death: 산안법 중대재해 and 중처법 중대산업재해; 조사표 due one month after the accident (7,500 lost days)', async () => {
    const a = await create({ occurredYmd: '2026-01-31', victims: [vnd({ deathYn: 'Y', treatmentDays: 0 })] });
    expect(a).toMatchObject({ oshaSeriousYn: 'Y', sapaSeriousYn: 'Y', investigationReportRequiredYn: 'Y', investigationReportDueYmd: '2026-02-28', lostWorkDays: 7500 });
  });

  it('2 victims with 100 days of treatment: 산안법 only; with 190 days: both', async () => {
    const a = await create({ victims: [emp({ treatmentDays: 100, lostDays: 60 }), vnd({ treatmentDays: 100, lostDays: 60 })] });
    expect(a).toMatchObject({ oshaSeriousYn: 'Y', sapaSeriousYn: 'N', investigationReportRequiredYn: 'Y', investigationReportDueYmd: '2026-04-15' });
    const b = await create({ victims: [emp({ treatmentDays: 190, lostDays: 120 }), vnd({ treatmentDays: 190, lostDays: 120 })] });
    expect(b).toMatchObject({ oshaSeriousYn: 'Y', sapaSeriousYn: 'Y' });
    // one person with 190 days is neither (the rule needs two)
    const c = await create({ victims: [emp({ treatmentDays: 190, lostDays: 2 })] });
    expect(c).toMatchObject({ oshaSeriousYn: 'N', sapaSeriousYn: 'N', investigationReportRequiredYn: 'N' });
    // an update of the victims reclassifies
    const u = await inject(safety, 'PUT', `${URL}/${c.accidentNo}`, { ...base, version: c.version, victims: [{ ...c.victims[0], lostDays: 3 }] });
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json()).toMatchObject({ investigationReportRequiredYn: 'Y', investigationReportDueYmd: '2026-04-15' });
  });

  it('10 injured at once: 산안법 중대재해, not 중처법; 9 injured: neither', async () => {
    const ten = await create({ victims: Array.from({ length: 10 }, (_, i) => vnd({ victimNm: `근로자${i + 1}` })) });
    expect(ten).toMatchObject({ oshaSeriousYn: 'Y', sapaSeriousYn: 'N' });
    const nine = await create({ victims: Array.from({ length: 9 }, (_, i) => vnd({ victimNm: `근로자${i + 1}` })) });
    expect(nine).toMatchObject({ oshaSeriousYn: 'N', sapaSeriousYn: 'N' });
  });

  it('3 listed illnesses of one hazardous factor within a year (same plant): the third is 중대산업재해; over 13 months it is not', async () => {
    const ill = (hazardFactorCd: string) => emp({ illnessYn: 'Y', diseaseNm: '열사병', hazardFactorCd, treatmentDays: 5, lostDays: 5 });
    // within a year (benzene)
    await create({ occurredYmd: '2024-07-01', victims: [ill('BENZENE')] });
    const second = await create({ occurredYmd: '2024-11-01', victims: [ill('BENZENE')] });
    expect(second.sapaSeriousYn).toBe('N');
    const third = await create({ occurredYmd: '2025-05-01', victims: [ill('BENZENE')] });
    expect(third).toMatchObject({ sapaSeriousYn: 'Y', oshaSeriousYn: 'N' });
    // another factor in the same window does not count
    expect((await create({ occurredYmd: '2025-05-02', victims: [ill('NOISE')] })).sapaSeriousYn).toBe('N');
    // the same factor in the gas terminal does not count either
    await t.rows(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', 'SAF_ACCIDENT', 'Y', 'Y') on conflict do nothing`);
    const gasIll = await create({ plantCd: '2000', deptCd: 'D2210', occurredYmd: '2025-05-03', victims: [{ ...ill('BENZENE'), victimUserId: 'gas01' }] }, gas);
    expect(gasIll.sapaSeriousYn).toBe('N');
    // over 13 months (lead): 2023-01 … 2024-02 … 2024-03 — the first has left the window when the third occurs
    await create({ occurredYmd: '2023-01-10', victims: [ill('LEAD')] });
    await create({ occurredYmd: '2023-12-20', victims: [ill('LEAD')] });
    const late = await create({ occurredYmd: '2024-02-15', victims: [ill('LEAD')] });
    expect(late.sapaSeriousYn).toBe('N');
    // a case added later inside the window makes the later accident serious (reclassified with the new one); the
    // added one itself has only 2023-12-20 in its year (2023-01-10 is outside)
    const added = await create({ occurredYmd: '2024-01-20', victims: [ill('LEAD')] });
    expect(added.sapaSeriousYn).toBe('N');
    expect((await get(late.accidentNo)).sapaSeriousYn).toBe('Y');
  });
});

describe('victims', () => {
  it('a vendor worker is a victim with vendor, name and phone; a vendor row without a name or an employee row without a user is refused', async () => {
    const a = await create({ victims: [vnd(), emp()] });
    expect(a.victims[0]).toMatchObject({ victimTypeCd: 'VENDOR', vendorCd: 'V0001', victimNm: '한정비', phoneNo: '010-1234-5678' });
    expect(typeof a.victims[0]!.vendorNm).toBe('string');
    const before = await t.rows(sql`select count(*) as n from saf_accident`);
    expectError(await inject(safety, 'POST', URL, { ...base, victims: [emp(), vnd({ victimNm: null })] }), 400, SAF_ACC_MESSAGES.vendorMissing(2));
    expectError(await inject(safety, 'POST', URL, { ...base, victims: [emp({ victimUserId: null })] }), 400, SAF_ACC_MESSAGES.employeeMissing(1));
    expectError(await inject(safety, 'POST', URL, { ...base, victims: [emp({ disabilityGrade: 15 })] }), 400);
    expectError(await inject(safety, 'POST', URL, { ...base, victims: [emp({ victimTypeCd: 'GUEST' })] }), 400);
    expectError(await inject(safety, 'POST', URL, { ...base, occurredTime: '25:00' }), 400);
    expect(await t.rows(sql`select count(*) as n from saf_accident`)).toEqual(before);
  });
});

describe('scope', () => {
  it('gas01 sees none of plant 1000 (list and by number); worker01 reads only their department and cannot write', async () => {
    const mine = await create({ deptCd: 'D1310', title: '발전1팀 사고' });
    const other = await create({ deptCd: 'D1410', title: '기계팀 사고' });
    const gl = (await inject(gas, 'GET', `${URL}?limit=300`)).json() as { list: { plantCd: string }[] };
    expect(gl.list.every((r) => r.plantCd === '2000')).toBe(true);
    expectError(await inject(gas, 'GET', `${URL}/${mine.accidentNo}`), 403);
    const gf = (await inject(gas, 'GET', `${URL}?plantCd=1000`)).json() as { totalCount: number };
    expect(gf.totalCount).toBe(0);
    const wl = (await inject(worker, 'GET', `${URL}?limit=300`)).json() as { list: { deptCd: string }[] };
    expect(wl.list.length).toBeGreaterThan(0);
    expect(wl.list.every((r) => r.deptCd === 'D1310')).toBe(true);
    expect((await inject(worker, 'GET', `${URL}/${mine.accidentNo}`)).statusCode).toBe(200);
    expectError(await inject(worker, 'GET', `${URL}/${other.accidentNo}`), 403);
    expectError(await inject(worker, 'POST', URL, base), 403);
    expectError(await inject(gas, 'GET', `${URL}/rates?plantCd=1000&year=2026`), 403);
  });
});

describe('workflow: flash → registered → (approval) received → investigation (approval) → closed', () => {
  it('countermeasures become improvement actions once; closing is refused while one is open', async () => {
    const a = await create({ victims: [emp({ treatmentDays: 30, lostDays: 10 }), vnd()] });
    expect(a.allowedActions ?? (await get(a.accidentNo)).allowedActions).toContain('REGISTER');
    // an incomplete flash report cannot be registered
    const bare = await create({ accidentTypeCd: null, summary: null });
    expectError(await take(bare.accidentNo, 'REGISTER'), 409, SAF_ACC_MESSAGES.incomplete);
    expect((await take(a.accidentNo, 'REGISTER')).statusCode).toBe(200);
    // the investigation waits for the registration approval (접수)
    const inv = { accidentNo: a.accidentNo, plantCd: '1000', deptCd: 'D1310', investFromYmd: '2026-03-16', summary: '계단 결빙 및 미끄럼방지 미설치' };
    expectError(await inject(safety, 'POST', INV, inv), 409, SAF_ACC_MESSAGES.notReceived);
    await approve('SAF_ACCIDENT', a.accidentNo);
    expect((await get(a.accidentNo)).statusCd).toBe('RECEIVED');
    // the received record is the approved document: read-only
    expectError(await inject(safety, 'PUT', `${URL}/${a.accidentNo}`, { ...base, version: (await get(a.accidentNo)).version }), 409);

    const body = {
      ...inv,
      team: [{ memberUserId: 'safety01', roleNm: '조사팀장' }, { memberNm: '외부 전문가', roleNm: '자문' }],
      timeline: [{ eventTime: '14:00', description: '4층 밸브 점검 시작' }, { eventTime: '14:20', description: '하강 중 미끄러짐' }],
      causes: [{ causeKindCd: 'UNSAFE_COND', causeCd: 'LAYOUT', description: '계단 결빙', why1: '배수 불량', why2: '배수구 막힘', why3: '점검 누락' }],
      countermeasures: [
        { content: '4층 계단 미끄럼방지 테이프 부착', assigneeUserId: 'worker01', dueYmd: '2026-04-30' },
        { content: '동절기 계단 점검 절차 공유' },
      ],
    };
    expectError(await inject(safety, 'POST', INV, { ...body, plantCd: '2000', deptCd: 'D2210' }), 403);
    expectError(await inject(safety, 'POST', INV, { ...body, countermeasures: [{ content: 'x', assigneeUserId: 'worker01' }] }), 400, SAF_ACC_MESSAGES.countermeasureIncomplete(1));
    const c = await inject(safety, 'POST', INV, body);
    expect(c.statusCode, c.body).toBe(200);
    const created = c.json() as { version: number; countermeasures: { measureNo: number; actionNo: number | null }[] };
    expect(created.countermeasures[0]!.actionNo).toEqual(expect.any(Number));
    expect(created.countermeasures[1]!.actionNo).toBeNull();
    const actions = () => t.rows<{ action_no: number; title: string }>(sql`select action_no, title from impr_action where source_type_cd = 'ACCIDENT' and source_key = ${String(a.accidentNo)}`);
    expect(await actions()).toEqual([{ action_no: created.countermeasures[0]!.actionNo, title: '4층 계단 미끄럼방지 테이프 부착' }]);
    // saved twice (rows with their ids): still one action, the row keeps its number
    const again = await inject(safety, 'PUT', `${INV}/${a.accidentNo}`, { ...body, version: created.version, countermeasures: created.countermeasures.map((m, i) => ({ ...body.countermeasures[i], measureNo: m.measureNo })) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().countermeasures[0].actionNo).toBe(created.countermeasures[0]!.actionNo);
    expect(await actions()).toHaveLength(1);

    await approve('SAF_ACC_INVEST', a.accidentNo);
    expect((await get(a.accidentNo)).statusCd).toBe('INVESTIGATED');
    expectError(await take(a.accidentNo, 'CLOSE'), 409, SAF_ACC_MESSAGES.openActions);
    expect((await get(a.accidentNo)).statusCd).toBe('INVESTIGATED');
    await t.rows(sql`update impr_action set status_cd = 'DONE' where source_type_cd = 'ACCIDENT' and source_key = ${String(a.accidentNo)}`);
    expect((await take(a.accidentNo, 'CLOSE')).statusCode).toBe(200);
    expect((await get(a.accidentNo)).statusCd).toBe('CLOSED');
    // the workers only read: no transitions
    expectError(await take(bare.accidentNo, 'REGISTER', worker), 403, WORKFLOW_MESSAGES.notYours);
  });
});

describe('rates (contract; hand-computed)', () => {
  it('도수율, 강도율, 재해율, TRIR, LTIFR of plant 1000 in 2019 from counting accidents and the hours entered', async () => {
    for (let m = 1; m <= 12; m += 1) {
      const r = await inject(safety, 'POST', '/api/saf/workhours', { plantCd: '1000', deptCd: 'D1310', workYm: `2019-${String(m).padStart(2, '0')}`, workerKindCd: 'EMPLOYEE', headCount: 100, workHours: 20_000 });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await inject(safety, 'POST', '/api/saf/workhours', { plantCd: '1000', deptCd: 'D1310', workYm: '2019-06', workerKindCd: 'VENDOR', vendorCd: 'V0001', headCount: 24, workHours: 48_000 })).statusCode).toBe(200);
    expectError(await inject(safety, 'POST', '/api/saf/workhours', { plantCd: '1000', deptCd: 'D1310', workYm: '2019-13', workerKindCd: 'EMPLOYEE', headCount: 1, workHours: 1 }), 400);
    await create({ occurredYmd: '2019-02-01', victims: [vnd({ deathYn: 'Y' })] });                       // 7,500
    await create({ occurredYmd: '2019-05-01', victims: [emp({ lostDays: 73 })] });                          // 73 × 300 / 365 = 60
    await create({ occurredYmd: '2019-08-01', victims: [emp({ lostDays: 30, disabilityGrade: 5 })] });      // grade 5 = 4,000
    await create({ occurredYmd: '2019-09-01', countYn: 'N', victims: [emp({ lostDays: 10 })] });           // not counted
    await create({ occurredYmd: '2020-01-02', victims: [emp({ lostDays: 10 })] });                          // another year
    const r = await inject(safety, 'GET', '/api/saf/accidents/rates?plantCd=1000&year=2019');
    expect(r.statusCode, r.body).toBe(200);
    // hours 12 × 20,000 + 48,000 = 288,000; workers (1,200 + 24) / 12 months = 102
    expect(r.json()).toEqual({
      plantCd: '1000', year: 2019, workHours: 288_000, workerCount: 102, accidentCount: 3, victimCount: 3, lostWorkDays: 11_560,
      frequencyRate: 10.42, severityRate: 40.14, accidentRate: 2.94, trir: 2.08, ltifr: 10.42,
    });
    // statistics of the same year: by type, body part, month; leading indicators
    const st = await inject(safety, 'GET', '/api/saf/accidents/stats?plantCd=1000&year=2019');
    expect(st.statusCode, st.body).toBe(200);
    const stats = st.json() as { byType: unknown[]; byBodyPart: unknown[]; byMonth: { month: number; accidentCount: number; victimCount: number }[]; leading: Record<string, unknown> };
    expect(stats.byType).toEqual([{ code: 'SLIP', name: '넘어짐', count: 3 }]);
    expect(stats.byBodyPart).toEqual([{ code: null, name: null, count: 3 }]);
    expect(stats.byMonth.filter((m) => m.accidentCount > 0).map((m) => [m.month, m.accidentCount, m.victimCount])).toEqual([[2, 1, 1], [5, 1, 1], [8, 1, 1]]);
    expect(stats.leading).toEqual({ nearMissCount: 0, actionsDue: 0, actionsClosedOnTime: 0, onTimeRate: null });
    expectError(await inject(gas, 'GET', '/api/saf/accidents/stats?plantCd=1000&year=2019'), 403);
    const none = (await inject(safety, 'GET', '/api/saf/accidents/rates?plantCd=1000&year=2018')).json();
    expect(none).toMatchObject({ workHours: 0, accidentCount: 0, frequencyRate: null, accidentRate: null });
  });
});

describe('rates per month and year to date, per plant and department (hand-computed)', () => {
  type Fig = Record<string, number | null>;
  type Monthly = { plantCd: string; deptCd: string | null; months: (Fig & { month: number; ytd: Fig })[] };
  const monthly = async (q: string, tok = safety) => inject(tok, 'GET', `/api/saf/accidents/rates/monthly?${q}`);
  const hours = async (deptCd: string, m: number, headCount: number, workHours: number) => {
    const r = await inject(safety, 'POST', '/api/saf/workhours', { plantCd: '1000', deptCd, workYm: `2016-${String(m).padStart(2, '0')}`, workerKindCd: 'EMPLOYEE', headCount, workHours });
    expect(r.statusCode, r.body).toBe(200);
  };
  const nearMiss = async (deptCd: string, occurredYmd: string) => {
    const r = await inject(safety, 'POST', '/api/saf/nearmiss', { plantCd: '1000', deptCd, occurredYmd, nearMissTypeCd: 'STRUCK', place: '보일러동', title: '월별지표 아차', contents: '공구 낙하' });
    expect(r.statusCode, r.body).toBe(200);
  };
  const action = async (sourceTypeCd: 'ACCIDENT' | 'NEAR_MISS' | 'PATROL', deptCd: string, dueYmd: string, doneYmd: string | null) => {
    const a = await createAction(t.app.db, { sourceTypeCd, sourceKey: '1', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd, title: '월별지표 조치', assigneeUserId: 'worker01', dueYmd }, 'safety01');
    if (doneYmd) await t.rows(sql`update impr_action set status_cd = 'DONE', done_ymd = ${doneYmd}::date where action_no = ${Number(a.actionNo)}`);
  };

  it('months and YTD of plant 1000 and of 발전처 (D1310 + D1320), leading indicators; December YTD = the contract rates', async () => {
    // hours: 발전1팀 Jan–Mar 100 people 20,000 h; 발전2팀 Feb 50 people 10,000 h; 안전팀 (another subtree) Jan 10 people 2,000 h
    for (const m of [1, 2, 3]) await hours('D1310', m, 100, 20_000);
    await hours('D1320', 2, 50, 10_000);
    await hours('D1210', 1, 10, 2_000);
    await create({ deptCd: 'D1310', occurredYmd: '2016-01-10', victims: [emp({ lostDays: 73 })] });                        // 60 days
    await create({ deptCd: 'D1320', occurredYmd: '2016-02-05', victims: [vnd({ deathYn: 'Y' })] });                        // 7,500
    await create({ deptCd: 'D1210', occurredYmd: '2016-02-01', victims: [emp({ lostDays: 5 })] });                         // 5 × 300 / 365
    await create({ deptCd: 'D1310', occurredYmd: '2016-03-20', victims: [emp({ lostDays: 0 }), emp({ lostDays: 10 })] });  // 0 + 10 × 300 / 365
    await create({ deptCd: 'D1310', occurredYmd: '2016-03-25', countYn: 'N', victims: [emp({ lostDays: 40 })] });         // not counted
    await nearMiss('D1310', '2016-02-03');
    await nearMiss('D1310', '2016-02-17');
    await nearMiss('D1210', '2016-02-20');
    await action('ACCIDENT', 'D1310', '2016-03-10', '2016-03-05');   // on time
    await action('NEAR_MISS', 'D1310', '2016-03-15', '2016-03-20');  // late
    await action('ACCIDENT', 'D1210', '2016-03-31', null);           // open
    await action('PATROL', 'D1310', '2016-03-01', '2016-03-01');     // another source: not counted

    const p = await monthly('plantCd=1000&year=2016');
    expect(p.statusCode, p.body).toBe(200);
    const plant = p.json() as Monthly;
    expect(plant.deptCd).toBeNull();
    expect(plant.months).toHaveLength(12);
    const [jan, feb, mar, apr] = plant.months;
    // Jan: 22,000 h, 110 people, 1 accident, 60 days
    expect(jan).toMatchObject({ month: 1, workHours: 22_000, workerCount: 110, accidentCount: 1, victimCount: 1, lostWorkDays: 60,
      frequencyRate: 45.45, severityRate: 2.73, accidentRate: 0.91, trir: 9.09, ltifr: 45.45, nearMissCount: 0 });
    // Feb: 30,000 h, 150 people, 2 accidents, 7,500 + 4.11 days; 3 near misses
    expect(feb).toMatchObject({ workHours: 30_000, workerCount: 150, accidentCount: 2, victimCount: 2, lostWorkDays: 7504.11,
      frequencyRate: 66.67, severityRate: 250.14, accidentRate: 1.33, trir: 13.33, ltifr: 66.67, nearMissCount: 3 });
    expect(feb!.ytd).toMatchObject({ workHours: 52_000, workerCount: 130, accidentCount: 3, victimCount: 3, nearMissCount: 3, frequencyRate: 57.69 });
    // Mar: 1 accident with 2 victims (one without days off: recordable, not lost-time); 3 actions due, 1 on time
    expect(mar).toMatchObject({ workHours: 20_000, workerCount: 100, accidentCount: 1, victimCount: 2, lostWorkDays: 8.22,
      frequencyRate: 50, severityRate: 0.41, accidentRate: 2, trir: 20, ltifr: 50, actionsDue: 3, actionsClosedOnTime: 1, onTimeRate: 33.33 });
    const ytd = { workHours: 72_000, workerCount: 120, accidentCount: 4, victimCount: 5, lostWorkDays: 7572.33,
      frequencyRate: 55.56, severityRate: 105.17, accidentRate: 4.17, trir: 13.89, ltifr: 55.56, nearMissCount: 3, actionsDue: 3, actionsClosedOnTime: 1, onTimeRate: 33.33 };
    expect(mar!.ytd).toEqual(ytd);
    // no hours in April: rates are null, not 0; the year to date carries on
    expect(apr).toMatchObject({ workHours: 0, accidentCount: 0, frequencyRate: null, accidentRate: null, onTimeRate: null });
    expect(plant.months[11]!.ytd).toEqual(ytd);
    const contract = (await inject(safety, 'GET', '/api/saf/accidents/rates?plantCd=1000&year=2016')).json();
    const { nearMissCount: _n, actionsDue: _d, actionsClosedOnTime: _c, onTimeRate: _o, ...rates } = ytd;
    expect(contract).toEqual({ plantCd: '1000', year: 2016, ...rates });

    // 발전처 and its sub-departments: 발전1팀 + 발전2팀, not 안전팀
    const d = (await monthly('plantCd=1000&year=2016&deptCd=D1300')).json() as Monthly;
    expect(d.deptCd).toBe('D1300');
    expect(d.months[0]).toMatchObject({ workHours: 20_000, workerCount: 100, accidentCount: 1, frequencyRate: 50, severityRate: 3, accidentRate: 1, trir: 10, ltifr: 50 });
    expect(d.months[1]).toMatchObject({ workHours: 30_000, accidentCount: 1, victimCount: 1, lostWorkDays: 7500, frequencyRate: 33.33, severityRate: 250, nearMissCount: 2 });
    // YTD: 70,000 h; workers (100 + 150 + 100) / 3 = 116.67; 3 accidents, 4 victims, 60 + 7,500 + 8.22
    expect(d.months[2]!.ytd).toEqual({ workHours: 70_000, workerCount: 116.67, accidentCount: 3, victimCount: 4, lostWorkDays: 7568.22,
      frequencyRate: 42.86, severityRate: 108.12, accidentRate: 3.43, trir: 11.43, ltifr: 42.86, nearMissCount: 2, actionsDue: 2, actionsClosedOnTime: 1, onTimeRate: 50 });
    const one = (await monthly('plantCd=1000&year=2016&deptCd=D1210')).json() as Monthly;
    expect(one.months[1]).toMatchObject({ workHours: 0, accidentCount: 1, frequencyRate: null, nearMissCount: 1 });
  });

  it('scope: another plant 403; a department-scoped worker names only their own subtree; an unknown or foreign department 400', async () => {
    expectError(await monthly('plantCd=1000&year=2016', gas), 403);
    expect((await monthly('plantCd=2000&year=2016', gas)).statusCode).toBe(200);
    expect((await monthly('plantCd=1000&year=2016&deptCd=D1310', worker)).statusCode).toBe(200);
    expectError(await monthly('plantCd=1000&year=2016&deptCd=D1210', worker), 403);
    expectError(await monthly('plantCd=1000&year=2016&deptCd=D1300', worker), 403);
    expectError(await monthly('plantCd=1000&year=2016&deptCd=NOPE'), 400, SAF_ACC_MESSAGES.unknownDept);
    expectError(await monthly('plantCd=2000&year=2016&deptCd=D1310', gas), 400, SAF_ACC_MESSAGES.unknownDept);
    expectError(await monthly('plantCd=1000&year=1999'), 400);
  });

  it('statistics as .xlsx: the count lists and every month and year to date as number cells', async () => {
    const res = await inject(safety, 'GET', '/api/saf/accidents/stats/excel?plantCd=1000&year=2016');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(String(res.headers['content-disposition'])).toContain('accident_stats_1000_2016.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows = ws.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['구분', '코드', '항목']);
    expect(rows).toContainEqual(['재해발생형태별', 'SLIP', '넘어짐', 4]);
    expect(rows.find((r) => r[0] === '기인물별')).toEqual(['기인물별', 'STAIR', expect.any(String), 4]);
    const ytdMar = rows.find((r) => r[0] === '누계(YTD)' && r[1] === '3')!;
    // 재해 건수, 재해자 수, 아차사고, 근로시간, 근로자 수, 근로손실일수, 도수율 … as numbers
    expect(ytdMar.slice(3, 10)).toEqual([4, 5, 3, 72_000, 120, 7572.33, 55.56]);
    expect(rows.filter((r) => r[0] === '월별')).toHaveLength(12);
    expectError(await inject(gas, 'GET', '/api/saf/accidents/stats/excel?plantCd=1000&year=2016'), 403);
  });
});

describe('demo data', () => {
  it('two years of accidents in every status, classified by the same rules, with investigations whose actions are linked', async () => {
    const rows = await t.rows<{ status_cd: string; n: string }>(sql`select status_cd, count(*) as n from saf_accident where create_user_id in ('safety01', 'gas01') and title not like '%키 테스트%' group by status_cd`);
    const by = Object.fromEntries(rows.map((r) => [r.status_cd, Number(r.n)]));
    for (const s of ['FLASH', 'REGISTERED', 'RECEIVED', 'INVESTIGATED', 'CLOSED']) expect(by[s] ?? 0).toBeGreaterThan(0);
    const [death] = await t.rows<{ osha_serious_yn: string; sapa_serious_yn: string; lost_work_days: number }>(sql`select osha_serious_yn, sapa_serious_yn, lost_work_days from saf_accident where title = '보일러 7층 비계 해체 중 추락'`);
    expect(death).toMatchObject({ osha_serious_yn: 'Y', sapa_serious_yn: 'Y', lost_work_days: 7500 });
    const linked = await t.rows(sql`select 1 from saf_accident_invest_measure m join impr_action a on a.action_no = m.action_no where a.source_type_cd = 'ACCIDENT'`);
    expect(linked.length).toBeGreaterThanOrEqual(9);
    const hours = await t.rows<{ n: string }>(sql`select count(distinct work_ym) as n from saf_work_hours where plant_cd = '1000' and create_user_id = 'system'`);
    expect(Number(hours[0]!.n)).toBe(24);
  });
});

describe('no-accident records (무재해)', () => {
  it('a counting accident in the record’s department subtree resets it (history kept, a new record starts the next day); others do not', async () => {
    const r = await inject(safety, 'POST', '/api/saf/noaccident', { plantCd: '1000', deptCd: 'D1420', startYmd: '2026-06-01', targetDays: 100, remark: '전기팀 무재해' });
    expect(r.statusCode, r.body).toBe(200);
    const rec = r.json() as { recordNo: number; statusCd: string };
    expect(rec.statusCd).toBe('ACTIVE');
    const state = () => t.rows<{ status_cd: string; start_ymd: string; end_ymd: string | null; reset_accident_no: number | null; target_days: number }>(sql`
      select status_cd, to_char(start_ymd, 'YYYY-MM-DD') as start_ymd, to_char(end_ymd, 'YYYY-MM-DD') as end_ymd, reset_accident_no, target_days
        from saf_no_accident where plant_cd = '1000' and dept_cd = 'D1420' order by record_no`);
    await create({ deptCd: 'D1430', occurredYmd: '2026-07-01' });                 // another department
    await create({ deptCd: 'D1420', occurredYmd: '2026-07-02', countYn: 'N' });   // does not count
    await create({ deptCd: 'D1420', occurredYmd: '2026-05-20' });                 // before the record started
    expect((await state()).map((s) => s.status_cd)).toEqual(['ACTIVE']);
    const hit = await create({ deptCd: 'D1420', occurredYmd: '2026-07-10' });
    expect(await state()).toEqual([
      { status_cd: 'RESET', start_ymd: '2026-06-01', end_ymd: '2026-07-10', reset_accident_no: hit.accidentNo, target_days: 100 },
      { status_cd: 'ACTIVE', start_ymd: '2026-07-11', end_ymd: null, reset_accident_no: null, target_days: 100 },
    ]);
    // saving the accident again resets nothing more
    expect((await inject(safety, 'PUT', `${URL}/${hit.accidentNo}`, { ...base, deptCd: 'D1420', occurredYmd: '2026-07-10', version: hit.version })).statusCode).toBe(200);
    expect(await state()).toHaveLength(2);

    const p = await inject(safety, 'GET', '/api/main/portlet/no-accident');
    expect(p.statusCode, p.body).toBe(200);
    const body = p.json() as { today: string; list: { deptCd: string | null; plantCd: string; startYmd: string; days: number; lastResetYmd: string | null; deptNm: string | null }[] };
    const mine = body.list.find((x) => x.deptCd === 'D1420')!;
    expect(mine).toMatchObject({ plantCd: '1000', deptNm: '전기팀', startYmd: '2026-07-11', lastResetYmd: '2026-07-10' });
    expect(mine.days).toBe(Math.round((Date.parse(`${body.today}T00:00:00Z`) - Date.parse('2026-07-11T00:00:00Z')) / 86_400_000) + 1);
    const g = (await inject(gas, 'GET', '/api/main/portlet/no-accident')).json() as { list: { plantCd: string }[] };
    expect(g.list.length).toBeGreaterThan(0);
    expect(g.list.every((x) => x.plantCd === '2000')).toBe(true);
  });
});

describe('working hours: Excel upload of a year (the bounded reader)', () => {
  async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('근로시간');
    ws.addRow(['부서코드', '년월', '구분', '협력업체코드', '인원', '근로시간']);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  const upload = (tok: Tokens, q: string, buf: Buffer) => {
    const boundary = '----jikimacc';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hours.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), buf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return t.app.inject({ method: 'POST', url: `/api/saf/workhours/upload?${q}`, headers: { ...auth(tok), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };
  const hours2018 = async () => Number((await t.rows<{ h: number | null }>(sql`select sum(work_hours) as h from saf_work_hours where plant_cd = '1000' and work_ym like '2018-%'`))[0]!.h ?? 0);

  it('a year is saved all or nothing; a bad row names row and column; a second upload updates; other plants are refused', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ['D1320', `2018-${String(i + 1).padStart(2, '0')}`, '직원', null, 50, 8000]);
    const bad = await upload(safety, 'plantCd=1000&year=2018', await xlsx([...rows, ['D1320', '2019-01', '직원', null, 50, 8000], ['D2210', '2018-01', '직원', null, 1, 1]]));
    expectError(bad, 400, SAF_WORKHOURS_MESSAGES.badRow(14, '년월'));
    expect((bad.json() as { fields: { message: string }[] }).fields.map((f) => f.message)).toContain(SAF_WORKHOURS_MESSAGES.badRow(15, '부서코드'));
    expectError(await upload(safety, 'plantCd=1000&year=2018', await xlsx([['D1320', '2018-01', '협력업체', null, 5, 100]])), 400, SAF_WORKHOURS_MESSAGES.badRow(2, '협력업체코드'));
    expect(await hours2018()).toBe(0);
    const ok = await upload(safety, 'plantCd=1000&year=2018', await xlsx([...rows, ['D1320', '2018-06', '협력업체', 'V0001', 10, 2000]]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ insertedCnt: 13, updatedCnt: 0 });
    expect(await hours2018()).toBe(12 * 8000 + 2000);
    const again = await upload(safety, 'plantCd=1000&year=2018', await xlsx([['D1320', '2018-01', '직원', null, 60, 9000]]));
    expect(again.json()).toEqual({ insertedCnt: 0, updatedCnt: 1 });
    expect(await hours2018()).toBe(11 * 8000 + 9000 + 2000);
    const rates = (await inject(safety, 'GET', '/api/saf/accidents/rates?plantCd=1000&year=2018')).json();
    // workers: (11 × 50 + 60 + 10) / 12 months = 51.67
    expect(rates).toMatchObject({ workHours: 99_000, workerCount: 51.67 });
    expectError(await upload(gas, 'plantCd=1000&year=2018', await xlsx(rows)), 403);
    expectError(await upload(safety, 'plantCd=1000&year=2018', Buffer.from('not a workbook')), 400, SAF_WORKHOURS_MESSAGES.badFile);
  });
});

describe('dashboard: open 산업재해조사표 deadlines', () => {
  it('lists required, unsubmitted reports in the caller’s scope, nearest first; a submit date closes one', async () => {
    // the reports of the tests above count as submitted (the card shows the 20 nearest)
    await t.rows(sql`update saf_accident set investigation_report_submit_ymd = occurred_ymd where investigation_report_required_yn = 'Y'`);
    const mine = await create({ deptCd: 'D1310', title: '조사표 마감 발전1팀', occurredYmd: '2026-11-10', victims: [emp({ lostDays: 5 })] });
    const other = await create({ deptCd: 'D1410', title: '조사표 마감 기계팀', occurredYmd: '2026-11-12', victims: [emp({ lostDays: 4 })] });
    type D = { today: string; list: { accidentNo: number; dueYmd: string; daysLeft: number }[] };
    const list = async (tok: Tokens) => (await inject(tok, 'GET', '/api/main/portlet/accident-deadlines')).json() as D;
    const s1 = await list(safety);
    const m = s1.list.find((x) => x.accidentNo === mine.accidentNo)!;
    expect(m).toMatchObject({ dueYmd: '2026-12-10' });
    expect(m.daysLeft).toBe(Math.round((Date.parse('2026-12-10T00:00:00Z') - Date.parse(`${s1.today}T00:00:00Z`)) / 86_400_000));
    expect(s1.list.some((x) => x.accidentNo === other.accidentNo)).toBe(true);
    expect(s1.list.map((x) => x.dueYmd)).toEqual([...s1.list.map((x) => x.dueYmd)].sort());
    // worker01: their department only; gas01: none of plant 1000
    const w = await list(worker);
    expect(w.list.some((x) => x.accidentNo === mine.accidentNo)).toBe(true);
    expect(w.list.some((x) => x.accidentNo === other.accidentNo)).toBe(false);
    expect((await list(gas)).list.some((x) => x.accidentNo === mine.accidentNo)).toBe(false);
    const u = await inject(safety, 'PUT', `${URL}/${mine.accidentNo}`, { ...base, deptCd: 'D1310', title: '조사표 마감 발전1팀', occurredYmd: '2026-11-10', investigationReportSubmitYmd: '2026-11-20', version: mine.version });
    expect(u.statusCode, u.body).toBe(200);
    expect((await list(safety)).list.some((x) => x.accidentNo === mine.accidentNo)).toBe(false);
  });
});

describe('PSM link (issue 28)', () => {
  it('an accident names the PSM equipment of its plant, never another plant\'s', async () => {
    const [eq1000] = await t.rows<{ n: number }>(sql`select equip_no as n from psm_equipment where plant_cd = '1000' order by equip_no limit 1`);
    const [eq2000] = await t.rows<{ n: number }>(sql`select equip_no as n from psm_equipment where plant_cd = '2000' order by equip_no limit 1`);
    expect((await inject(safety, 'POST', URL, { ...base, equipNo: eq2000!.n })).statusCode).toBe(403);
    const a = (await create({ equipNo: eq1000!.n })) as Accident & { equipNo: number };
    expect(a.equipNo).toBe(eq1000!.n);
  });
});
