import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_MSK_MESSAGES as MSG, MESSAGES, mskNextSurvey } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

describe('musculoskeletal survey due dates, pure rule', () => {
  it('last regular survey + 3 years', () => {
    expect(mskNextSurvey({ startYmd: '2012-03-01', lastSurveyYmd: '2024-09-10' }, '2026-11-21')).toEqual({ nextDueYmd: '2027-09-10', basisCd: 'REGULAR', statusCd: 'OK', daysLeft: 293 });
  });
  it('a new unit work never surveyed → within 1 year of its start', () => {
    expect(mskNextSurvey({ startYmd: '2026-05-04', lastSurveyYmd: null }, '2026-11-21')).toMatchObject({ nextDueYmd: '2027-05-04', basisCd: 'NEW' });
  });
  it('a leap day moves to 28 February', () => {
    expect(mskNextSurvey({ startYmd: '2010-01-01', lastSurveyYmd: '2024-02-29' }, '2026-01-01').nextDueYmd).toBe('2027-02-28');
    expect(mskNextSurvey({ startYmd: '2024-02-29', lastSurveyYmd: null }, '2024-03-01').nextDueYmd).toBe('2025-02-28');
  });
  it('status boundaries: the due day itself is still due soon, the day after is overdue, 90 days ahead is due soon, 91 is fine', () => {
    const due = (today: string) => mskNextSurvey({ startYmd: '2020-01-01', lastSurveyYmd: '2023-06-30' }, today);
    expect(due('2026-06-30')).toMatchObject({ statusCd: 'DUE_SOON', daysLeft: 0 });
    expect(due('2026-07-01')).toMatchObject({ statusCd: 'OVERDUE', daysLeft: -1 });
    expect(due('2026-04-01')).toMatchObject({ statusCd: 'DUE_SOON', daysLeft: 90 });
    expect(due('2026-03-31')).toMatchObject({ statusCd: 'OK', daysLeft: 91 });
  });
});

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
const UNITS = '/api/hea/msk/unitworks';
const SURVEYS = '/api/hea/msk/surveys';
type Due = { unitWorkNo: number; unitWorkNm: string; nextDueYmd: string; basisCd: string; statusCd: string; lastSurveyYmd: string | null };
const dueOf = async (no: number, base = '2026-11-21') => ((await t.app.inject({ url: `/api/hea/msk/due?baseYmd=${base}`, headers: auth(health) })).json() as Due[]).find((d) => d.unitWorkNo === no)!;
const survey = (unitWorkNo: number, extra: Record<string, unknown> = {}) => ({
  unitWorkNo, surveyTypeCd: 'REGULAR', surveyYmd: '2026-06-01', surveyorNm: '이보건', burdenTaskNos: [8, 2, 8], respondentCnt: 5, symptomCnt: 2, managedCnt: 1,
  symptomSummary: '허리 통증 2명', resultSummary: '제2호·제8호 해당', actions: [{ planContent: '리프트 도입', dueYmd: '2026-12-31', statusCd: 'PLANNED' }], ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  await t.rows(sql`insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn) values ('GAS_USER', 'HEA_MSK_SURVEY', 'Y', 'Y'), ('WORKER', 'HEA_MSK_SURVEY', 'Y', 'N') on conflict do nothing`);
});
afterAll(async () => t?.close());

describe('musculoskeletal survey API', () => {
  it('the demo round of 2024: due 3 years later; the new unit work is due within a year of its start', async () => {
    const due = (await t.app.inject({ url: '/api/hea/msk/due?baseYmd=2026-11-21', headers: auth(health) })).json() as Due[];
    expect(due).toHaveLength(5);
    const surveyed = due.filter((d) => d.lastSurveyYmd === '2024-09-10');
    expect(surveyed).toHaveLength(4);
    expect(surveyed.every((d) => d.nextDueYmd === '2027-09-10' && d.basisCd === 'REGULAR')).toBe(true);
    const fresh = due.find((d) => d.lastSurveyYmd === null)!;
    expect(fresh.basisCd).toBe('NEW');
    const start = (await t.rows<{ s: string }>(sql`select start_ymd::text as s from hea_msk_unit_work where unit_work_no = ${fresh.unitWorkNo}`))[0]!.s;
    expect(fresh.nextDueYmd).toBe(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`);
    const list = (await t.app.inject({ url: SURVEYS, headers: auth(health) })).json();
    expect(list.totalCount).toBe(4);
    const coal = list.list.find((s: { unitWorkNm: string }) => s.unitWorkNm.startsWith('저탄장'));
    expect(coal).toMatchObject({ burdenYn: 'Y', burdenTaskNos: [4, 5, 8, 9], openActionCnt: 1 });
    expect(coal.actions).toHaveLength(2);
    expect(list.list.find((s: { burdenTaskNos: number[] }) => s.burdenTaskNos.length === 0).burdenYn).toBe('N');
  });

  it('new unit work → survey → the due date follows; an occasional survey does not reset the cycle', async () => {
    const u = await t.app.inject({ method: 'POST', url: UNITS, headers: auth(health), payload: { plantCd: '1000', deptCd: 'D1420', unitWorkNm: '변압기 정비(중량물)', startYmd: '2026-01-15', workerCnt: 5 } });
    expect(u.statusCode, u.body).toBe(200);
    const no = u.json().unitWorkNo;
    expect(await dueOf(no)).toMatchObject({ nextDueYmd: '2027-01-15', basisCd: 'NEW', statusCd: 'DUE_SOON' });
    expect(await dueOf(no, '2026-06-01')).toMatchObject({ statusCd: 'OK' });
    expect(await dueOf(no, '2027-01-16')).toMatchObject({ statusCd: 'OVERDUE' });
    const s = await t.app.inject({ method: 'POST', url: SURVEYS, headers: auth(health), payload: survey(no) });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json()).toMatchObject({ burdenYn: 'Y', burdenTaskNos: [2, 8], version: 1, openActionCnt: 1 });
    expect(await dueOf(no)).toMatchObject({ nextDueYmd: '2029-06-01', basisCd: 'REGULAR', lastSurveyYmd: '2026-06-01' });
    const occ = await t.app.inject({ method: 'POST', url: SURVEYS, headers: auth(health), payload: survey(no, { surveyTypeCd: 'OCCASIONAL', surveyYmd: '2026-09-01', burdenTaskNos: [] }) });
    expect(occ.json().burdenYn).toBe('N');
    expect(await dueOf(no)).toMatchObject({ nextDueYmd: '2029-06-01' });
    // edit with the version: close the action; stale → 409
    const id = s.json().surveyNo;
    const done = await t.app.inject({ method: 'PUT', url: `${SURVEYS}/${id}`, headers: auth(health),
      payload: { ...survey(no), version: 1, actions: [{ planContent: '리프트 도입', dueYmd: '2026-12-31', statusCd: 'DONE', resultContent: '리프트 1대 설치', doneYmd: '2026-10-01' }] } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ version: 2, openActionCnt: 0 });
    expectError(await t.app.inject({ method: 'PUT', url: `${SURVEYS}/${id}`, headers: auth(health), payload: { ...survey(no), version: 1 } }), 409, MESSAGES.conflict);
    expectError(await t.app.inject({ method: 'DELETE', url: `${UNITS}/${no}?version=1`, headers: auth(health) }), 409, MSG.unitWorkHasSurveys);
    expect((await t.rows(sql`select 1 from com_audit_log where entity = 'heaMskSurvey' and entity_key = ${String(id)}`)).length).toBe(2);
  });

  it('bad input is refused with 400 and a Korean message; nothing is written', async () => {
    const no = (await t.rows<{ n: number }>(sql`select unit_work_no as n from hea_msk_unit_work where unit_work_nm like '현장 순찰%'`))[0]!.n;
    const fp = async () => (await t.rows<{ n: string }>(sql`select concat_ws(',', (select count(*) from hea_msk_survey), (select count(*) from hea_msk_action), (select count(*) from hea_msk_unit_work), (select count(*) from com_audit_log)) as n`))[0]!.n;
    const before = await fp();
    const cases: [Record<string, unknown>, string | undefined][] = [
      [survey(no, { surveyYmd: '2011-01-01' }), MSG.surveyBeforeStart],
      [survey(no, { symptomCnt: 9 }), MSG.symptomCnt],
      [survey(no, { actions: [{ planContent: '개선', dueYmd: '2026-12-31', statusCd: 'DONE' }] }), MSG.actionDoneNeedsResult],
      [survey(no, { burdenTaskNos: [12] }), undefined],
      [survey(no, { surveyYmd: '2026-13-01' }), undefined],
      [survey(no, { surveyTypeCd: 'X' }), undefined],
      [survey(no, { surveyorNm: ' ' }), undefined],
    ];
    for (const [payload, msg] of cases) {
      const body = expectError(await t.app.inject({ method: 'POST', url: SURVEYS, headers: auth(health), payload }), 400);
      if (msg) expect(JSON.stringify(body)).toContain(msg);
    }
    expectError(await t.app.inject({ method: 'POST', url: UNITS, headers: auth(health), payload: { plantCd: '1000', deptCd: 'D2310', unitWorkNm: 'x', startYmd: '2026-01-01' } }), 400, MSG.deptNotInPlant);
    expectError(await t.app.inject({ method: 'POST', url: UNITS, headers: auth(health), payload: { plantCd: '1000', deptCd: 'D1310', unitWorkNm: '현장 순찰 및 밸브 조작', startYmd: '2026-01-01' } }), 409, MSG.unitWorkDuplicate);
    expect(await fp()).toBe(before);
  });

  it('scope: the gas plant user sees no plant 1000 survey and cannot write there; the read-only worker cannot write', async () => {
    const s1000 = (await t.rows<{ n: number }>(sql`select survey_no as n from hea_msk_survey where plant_cd = '1000' limit 1`))[0]!.n;
    expect((await t.app.inject({ url: SURVEYS, headers: auth(gas) })).json().totalCount).toBe(0);
    expect((await t.app.inject({ url: '/api/hea/msk/due', headers: auth(gas) })).json()).toEqual([]);
    expectError(await t.app.inject({ url: `${SURVEYS}/${s1000}`, headers: auth(gas) }), 403);
    const unit = (await t.rows<{ n: number }>(sql`select unit_work_no as n from hea_msk_unit_work where plant_cd = '1000' limit 1`))[0]!.n;
    expectError(await t.app.inject({ method: 'POST', url: SURVEYS, headers: auth(gas), payload: survey(Number(unit)) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: SURVEYS, headers: auth(worker), payload: survey(Number(unit)) }), 403, MESSAGES.noMenuPermission);
    // worker01 (발전1팀, own department only) sees the unit works of 발전1팀 only
    const units = (await t.app.inject({ url: UNITS, headers: auth(worker) })).json();
    expect(units.map((u: { deptCd: string }) => u.deptCd)).toEqual(['D1310']);
  });
});
