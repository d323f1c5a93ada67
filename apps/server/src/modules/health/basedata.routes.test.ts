import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEA_BASE_MESSAGES, HEA_PLAN_MESSAGES, MESSAGES } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';

let t: TestApp;
let health: Tokens;
let worker: Tokens;
let gas: Tokens;
let orgNo: number;
let gasOrgNo: number;
const SCHED = '/api/hea/baseinfo/checkuporgschedules';

async function count(table: string) {
  const r = await t.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(r[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  [health, worker, gas] = await Promise.all(['health01', 'worker01', 'gas01'].map((u) => login(t.app, u))) as [Tokens, Tokens, Tokens];
  // a hospital of its own (capacity 3), so the demo calendars do not interfere
  const r = await t.rows<{ no: number }>(sql`insert into hea_checkup_org (plant_cd, hea_checkup_org_nm, daily_capacity) values ('1000', '일정시험의원', 3) returning hea_checkup_org_no as no`);
  orgNo = Number(r[0]!.no);
  const g = await t.rows<{ no: number }>(sql`select hea_checkup_org_no as no from hea_checkup_org where plant_cd = '2000' limit 1`);
  gasOrgNo = Number(g[0]!.no);
});
afterAll(async () => t?.close());

describe('diseases, interview items, consultation types (resource framework)', () => {
  it('diseases: KCD code and occupational flag; bad KCD refused; list and search', async () => {
    const list = (await t.app.inject({ url: '/api/hea/baseinfo/diseases?occupationalYn=Y&limit=50', headers: auth(health) })).json();
    expect(list.list.length).toBeGreaterThan(3);
    expect(list.list.every((d: { occupationalYn: string }) => d.occupationalYn === 'Y')).toBe(true);
    expect(list.list.find((d: { diseaseCd: string }) => d.diseaseCd === 'NIHL')).toMatchObject({ diseaseNm: '소음성 난청', kcdCd: 'H83.3' });
    const body = { diseaseCd: 'TEST_DZ', diseaseNm: '시험 질환', kcdCd: 'J45.9', occupationalYn: 'N' };
    const before = await count('hea_disease');
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/diseases', headers: auth(health), payload: { ...body, kcdCd: 'asthma' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/diseases', headers: auth(health), payload: { ...body, diseaseCd: 'bad code' } }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/diseases', headers: auth(worker), payload: body }), 403);
    expectError(await t.app.inject({ url: '/api/hea/baseinfo/diseases', headers: auth(gas) }), 403, MESSAGES.noMenuPermission);
    expect(await count('hea_disease')).toBe(before);
    const ok = await t.app.inject({ method: 'POST', url: '/api/hea/baseinfo/diseases', headers: auth(health), payload: body });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ diseaseCd: 'TEST_DZ', createUserId: 'health01', version: 1 });
    const up = await t.app.inject({ method: 'PUT', url: '/api/hea/baseinfo/diseases/TEST_DZ', headers: auth(health), payload: { ...body, diseaseNm: '기관지 천식', version: 1 } });
    expect(up.json()).toMatchObject({ diseaseNm: '기관지 천식', version: 2 });
    expectError(await t.app.inject({ method: 'PUT', url: '/api/hea/baseinfo/diseases/TEST_DZ', headers: auth(health), payload: { ...body, version: 1 } }), 409);
    const audit = await t.rows(sql`select action from com_audit_log where entity = 'heaDisease' and entity_key = 'TEST_DZ' order by audit_no`);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('interview items: choice questions need two or more options; other types none', async () => {
    const url = '/api/hea/baseinfo/interviewitems';
    const list = (await t.app.inject({ url: `${url}?limit=50`, headers: auth(health) })).json();
    expect(list.list.length).toBe(8);
    expect(list.list.map((x: { sortOrder: number }) => x.sortOrder)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(list.list[2]).toMatchObject({ answerTypeCd: 'SINGLE', answerTypeNm: '단일선택' });
    const before = await count('hea_interview_item');
    expectError(await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { question: '통증 부위', answerTypeCd: 'MULTI', answerOptions: '목', sortOrder: 90 } }), 400, HEA_BASE_MESSAGES.interviewOptionsRequired);
    expectError(await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { question: '흡연', answerTypeCd: 'YN', answerOptions: '예|아니오', sortOrder: 90 } }), 400, HEA_BASE_MESSAGES.interviewOptionsNotAllowed);
    expectError(await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { question: '흡연', answerTypeCd: 'NOPE', sortOrder: 90 } }), 400);
    expectError(await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { question: ' ', answerTypeCd: 'TEXT', sortOrder: 90 } }), 400);
    expect(await count('hea_interview_item')).toBe(before);
    const ok = await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { question: '통증 부위를 모두 고르십시오.', answerTypeCd: 'MULTI', answerOptions: '목|어깨|허리', sortOrder: 90 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().interviewItemNo).toBeGreaterThan(0);
  });

  it('consultation types: code list with order; duplicates refused', async () => {
    const url = '/api/hea/baseinfo/consult';
    const list = (await t.app.inject({ url, headers: auth(health) })).json();
    expect(list.list.map((x: { consultTypeCd: string }) => x.consultTypeCd).slice(0, 3)).toEqual(['GENERAL', 'FOLLOWUP', 'NIGHT_WORK']);
    expect((await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { consultTypeCd: 'RETURN_WORK', consultTypeNm: '복직 상담', sortOrder: 7 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: auth(health), payload: { consultTypeCd: 'RETURN_WORK', consultTypeNm: '복직 상담', sortOrder: 7 } })).statusCode).toBe(409);
  });
});

describe('hospital schedules feed the reservation capacity', () => {
  const days = async (from: string, to: string) => {
    const res = await t.app.inject({ url: `/api/hea/checkup/rsrvdates?heaCheckedOrgNo=${orgNo}&fromYmd=${from}&toYmd=${to}`, headers: auth(health) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rsrvYmd: string; capacity: number }[]).map((d) => `${d.rsrvYmd}:${d.capacity}`);
  };
  const post = (body: Record<string, unknown>, tok = health) => t.app.inject({ method: 'POST', url: SCHED, headers: auth(tok), payload: { heaCheckupOrgNo: orgNo, ...body } });

  it('capacity override, closed weekdays and closures; days outside use the hospital default', async () => {
    // 2027-03-01 is a Monday
    const open = await post({ startYmd: '2027-03-01', endYmd: '2027-03-31', dailyCapacity: 5, closedWeekdays: [0, 6], remark: '3월 증원' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ plantCd: '1000', closedWeekdays: [0, 6], dailyCapacity: 5, closedYn: 'N', version: 1, heaCheckupOrgNm: '일정시험의원' });
    const closure = await post({ startYmd: '2027-03-03', endYmd: '2027-03-03', closedYn: 'Y', remark: '임시 휴진' });
    expect(closure.statusCode, closure.body).toBe(200);
    expect(await days('2027-02-27', '2027-03-08')).toEqual([
      '2027-02-27:3', '2027-02-28:3', // before the range: hospital default
      '2027-03-01:5', '2027-03-02:5', '2027-03-03:0', '2027-03-04:5', '2027-03-05:5',
      '2027-03-06:0', '2027-03-07:0', // Saturday, Sunday closed
      '2027-03-08:5',
    ]);
    const audit = await t.rows(sql`select 1 from com_audit_log where entity = 'heaCheckupOrgSchedule' and action = 'CREATE'`);
    expect(audit).toHaveLength(2);
  });

  it('open ranges of one hospital do not overlap; bad input and other plants are refused with nothing written', async () => {
    const before = await count('hea_checkup_org_schedule');
    expectError(await post({ startYmd: '2027-03-31', endYmd: '2027-04-10' }), 400, HEA_BASE_MESSAGES.scheduleOverlap);
    expectError(await post({ startYmd: '2027-04-10', endYmd: '2027-04-01' }), 400, HEA_BASE_MESSAGES.schedulePeriod);
    expectError(await post({ startYmd: '2027-02-30', endYmd: '2027-03-01' }), 400);
    expectError(await post({ startYmd: '2027-05-01', endYmd: '2028-06-01' }), 400, HEA_BASE_MESSAGES.scheduleTooLong);
    expectError(await post({ startYmd: '2027-05-01', endYmd: '2027-05-31', closedWeekdays: [7] }), 400);
    expectError(await post({ startYmd: '2027-05-01', endYmd: '2027-05-31', dailyCapacity: -1 }), 400);
    expectError(await post({ heaCheckupOrgNo: gasOrgNo, startYmd: '2027-05-01', endYmd: '2027-05-31' }), 403);
    expectError(await post({ heaCheckupOrgNo: 999999, startYmd: '2027-05-01', endYmd: '2027-05-31' }), 400, HEA_BASE_MESSAGES.scheduleOrgNotFound);
    expectError(await post({ startYmd: '2027-05-01', endYmd: '2027-05-31' }, worker), 403);
    expectError(await t.app.inject({ url: SCHED, headers: auth(gas) }), 403);
    expect(await count('hea_checkup_org_schedule')).toBe(before);
    // listing is plant-scoped
    const list = (await t.app.inject({ url: `${SCHED}?heaCheckupOrgNo=${orgNo}`, headers: auth(health) })).json();
    expect(list).toHaveLength(2);
    const all = (await t.app.inject({ url: SCHED, headers: auth(health) })).json() as { plantCd: string }[];
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((s) => s.plantCd === '1000')).toBe(true);
  });

  it('updates with the version (stale → 409) and deletes; a closed day refuses bookings', async () => {
    const list = (await t.app.inject({ url: `${SCHED}?heaCheckupOrgNo=${orgNo}`, headers: auth(health) })).json() as { scheduleNo: number; closedYn: string; version: number }[];
    const open = list.find((s) => s.closedYn === 'N')!;
    const body = { heaCheckupOrgNo: orgNo, startYmd: '2027-03-01', endYmd: '2027-03-31', dailyCapacity: 2, closedWeekdays: [0], version: open.version };
    const up = await t.app.inject({ method: 'PUT', url: `${SCHED}/${open.scheduleNo}`, headers: auth(health), payload: body });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ dailyCapacity: 2, closedWeekdays: [0], version: 2 });
    expectError(await t.app.inject({ method: 'PUT', url: `${SCHED}/${open.scheduleNo}`, headers: auth(health), payload: body }), 409, MESSAGES.conflict);
    expect(await days('2027-03-06', '2027-03-07')).toEqual(['2027-03-06:2', '2027-03-07:0']);

    // a plan on this hospital: booking the closure day → 400, nothing written
    const p = await t.rows<{ no: number }>(sql`insert into hea_checkup_plan (plant_cd, hea_checkup_class_cd, hea_checkup_plan_nm, hea_checkup_start_ymd, hea_checkup_end_ymd)
      values ('1000', 'HCC01', '일정 시험 계획', '2027-03-01', '2027-03-31') returning hea_checkup_plan_no as no`);
    const planNo = Number(p[0]!.no);
    await t.rows(sql`insert into hea_checkup_plan_org (hea_checkup_plan_no, hea_checkup_org_no) values (${planNo}, ${orgNo})`);
    await t.rows(sql`insert into hea_checkup_user (hea_checkup_plan_no, user_id, dept_cd, hea_checkup_type_nm) values (${planNo}, 'e0010', 'D1210', '일반')`);
    const reserve = (ymd: string) => t.app.inject({ method: 'POST', url: '/api/hea/checkup/checkupreserves', headers: auth(health),
      payload: { heaCheckupPlanNo: planNo, heaCheckedOrgNo: orgNo, agreeYn: 'Y', userId: 'e0010', rsrvYmd: ymd } });
    expectError(await reserve('2027-03-03'), 400, HEA_PLAN_MESSAGES.reserveClosedDay);
    expectError(await reserve('2027-03-07'), 400, HEA_PLAN_MESSAGES.reserveClosedDay);
    expect((await t.rows(sql`select 1 from hea_checkup_reserve where hea_checkup_plan_no = ${planNo}`))).toHaveLength(0);
    expect((await reserve('2027-03-04')).statusCode).toBe(200);

    const closure = list.find((s) => s.closedYn === 'Y')!;
    expectError(await t.app.inject({ method: 'DELETE', url: `${SCHED}/${closure.scheduleNo}?version=9`, headers: auth(health) }), 409);
    expect((await t.app.inject({ method: 'DELETE', url: `${SCHED}/${closure.scheduleNo}?version=1`, headers: auth(health) })).statusCode).toBe(200);
    expect(await days('2027-03-03', '2027-03-03')).toEqual(['2027-03-03:2']);
  });
});
