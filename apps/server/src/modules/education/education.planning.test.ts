import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDU_MESSAGES, WORKFLOW_MESSAGES, type TEduExam, type TEduExamResultRow, type TEduLedgerRow, type TEduPlanActual } from '@jikim/shared';
import { sha256Hex } from '../../lib/password.js';
import { multipartBody, PNG, tempFilesDir } from '../attachments/attachments.test-utils.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { zonedInstant } from '../../lib/plant-time.js';

let t: TestApp;
let safety: Tokens;
let gas: Tokens;
let worker01: Tokens;
let vendor: Tokens;
let pa: Tokens; // 교육계획팀 (DEDU_P), a worker-level user
let pb: Tokens;
let courseA: number; // classroom 4 h
let courseB: number; // classroom 2 h
let courseExam: number;

type Res = { statusCode: number; body: string; json(): unknown; headers: Record<string, unknown> };
const inject = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) }) as unknown as Promise<Res>;
const ok = async <T = Record<string, unknown>>(p: Promise<Res>): Promise<T> => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as T;
};
async function course(body: Record<string, unknown>): Promise<number> {
  return (await ok<{ courseNo: number }>(inject(safety, 'POST', '/api/saf/edu/courses', {
    plantCd: '1000', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'CLASSROOM', hours: 2, examYn: 'N', useYn: 'Y', ...body,
  }))).courseNo;
}
const sessionBody = (courseNo: number, eduYmd: string, hours: number, extra: Record<string, unknown> = {}) => ({
  plantCd: '1000', deptCd: 'D1210', courseNo, eduYmd, startHm: '09:00', endHm: '13:00', hours, place: '본관 대회의실', instructorNm: '김안전', ...extra,
});
async function session(courseNo: number, eduYmd: string, hours: number, extra: Record<string, unknown> = {}): Promise<number> {
  return (await ok<{ sessionNo: number }>(inject(safety, 'POST', '/api/saf/edu/sessions', sessionBody(courseNo, eduYmd, hours, extra)))).sessionNo;
}
const qr = async (sessionNo: number) => (await ok<{ token: string }>(inject(safety, 'POST', `/api/saf/edu/sessions/${sessionNo}/qr`))).token;
/** the clock ten minutes into the session (QR attendance counts only inside its window, issue 25) */
async function atSession(sessionNo: number) {
  const [s] = await t.rows<{ ymd: string; hm: string }>(sql`select edu_ymd::text as ymd, start_hm as hm from saf_edu_session where session_no = ${sessionNo}`);
  t.app.jobs.setClock(new Date(zonedInstant(s!.ymd, s!.hm, 'Asia/Seoul').getTime() + 10 * 60_000));
}
async function attend(tok: Tokens, sessionNo: number) {
  await atSession(sessionNo);
  const token = await qr(sessionNo);
  await ok(inject(tok, 'POST', '/api/saf/edu/attend', { token, action: 'IN' }));
  const out = await ok<{ creditedHours: number }>(inject(tok, 'POST', '/api/saf/edu/attend', { token, action: 'OUT' }));
  t.app.jobs.setClock(null);
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ filesDir: tempFilesDir(), attachCleanupSchedule: 0 });
  const [p] = await t.rows<{ p: string }>(sql`select user_pwd as p from com_user where user_id = 'worker01'`);
  await t.rows(sql`insert into com_dept (dept_cd, dept_nm, pdept_cd, plant_cd, dept_lvl, create_user_id, update_user_id) values ('DEDU_P', '교육계획팀', 'D1300', '1000', 3, 'system', 'system')`);
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, duty_cd, entry_ymd, dept_auth_grp_cd, create_user_id, update_user_id) values
    ('edu_pa', '가계획', 'U', ${p!.p}, '1000', 'DEDU_P', 'DUT01', '20150301', 'DAG_OWN', 'system', 'system'),
    ('edu_pb', '나계획', 'U', ${p!.p}, '1000', 'DEDU_P', 'DUT01', '20150301', 'DAG_OWN', 'system', 'system'),
    ('edu_pc', '다계획', 'U', ${p!.p}, '1000', 'DEDU_P', 'DUT01', '20150301', 'DAG_OWN', 'system', 'system')`);
  await t.rows(sql`insert into com_user_auth_grp (user_id, auth_grp_cd) select u, 'WORKER' from (values ('edu_pa'), ('edu_pb'), ('edu_pc')) x(u)`);
  [safety, gas, worker01, pa, pb] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'gas01'), login(t.app, 'worker01'), login(t.app, 'edu_pa'), login(t.app, 'edu_pb')]);
  vendor = (await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } })).json();
  courseA = await course({ courseNm: '상반기 정기교육(계획 A)', hours: 4 });
  courseB = await course({ courseNm: '상반기 정기교육(계획 B)', hours: 2 });
  courseExam = await course({ courseNm: '결과 화면 시험', hours: 1, examYn: 'Y', questionCnt: 2, passScore: 100, maxAttempts: 3 });
  for (const [q, a] of [['안전모를 써야 한다.', 'O'], ['밀폐공간에 혼자 들어가도 된다.', 'X']] as const) {
    await ok(inject(safety, 'POST', '/api/saf/edu/questions', { plantCd: '1000', courseNo: courseExam, useYn: 'Y', typeCd: 'OX', questionText: q, answer: a }));
  }
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('groups of workers: the target of a session', () => {
  let groupNo: number;
  it('a group keeps employees of its plant (count, duplicates and another plant refused, options)', async () => {
    const bad = await inject(safety, 'POST', '/api/saf/edu/groups', { plantCd: '1000', groupNm: '밀폐공간 작업자', members: [{ userId: 'edu_pa' }, { userId: 'gas01' }] });
    expectError(bad as never, 400, `2번째 행: ${EDU_MESSAGES.groupMemberOtherPlant}`);
    const dup = await inject(safety, 'POST', '/api/saf/edu/groups', { plantCd: '1000', groupNm: '밀폐공간 작업자', members: [{ userId: 'edu_pa' }, { userId: 'edu_pa' }] });
    expectError(dup as never, 400, '2번째 행의 근로자가 중복되었습니다.');
    expect((await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_edu_group where group_nm = '밀폐공간 작업자'`))[0]!.n).toBe(0);
    const g = await ok<{ groupNo: number; members: { userId: string }[] }>(inject(safety, 'POST', '/api/saf/edu/groups', {
      plantCd: '1000', groupNm: '밀폐공간 작업자', members: [{ userId: 'edu_pa' }, { userId: 'worker01' }],
    }));
    groupNo = g.groupNo;
    expect(g.members.map((m) => m.userId).sort()).toEqual(['edu_pa', 'worker01']);
    const list = await ok<{ list: { groupNo: number; memberCnt: number }[] }>(inject(safety, 'GET', '/api/saf/edu/groups?plantCd=1000'));
    expect(list.list.find((x) => x.groupNo === groupNo)?.memberCnt).toBe(2);
    const opts = await ok<{ list: { groupNo: number }[] }>(inject(safety, 'GET', '/api/saf/edu/groups/options?plantCd=1000'));
    expect(opts.list.map((x) => x.groupNo)).toContain(groupNo);
    expect((await inject(gas, 'GET', '/api/saf/edu/groups/options?plantCd=1000')).statusCode).toBe(403);
    expect((await inject(vendor, 'GET', '/api/saf/edu/groups/options?plantCd=1000')).statusCode).toBe(403);
  });

  it('a session for a group admits its members only (QR and signature); another plant’s group is refused', async () => {
    const wrong = await inject(gas, 'POST', '/api/saf/edu/groups', { plantCd: '2000', groupNm: 'LNG 탱크 작업자', members: [{ userId: 'gas01' }] });
    const gasGroup = (wrong.json() as { groupNo: number }).groupNo;
    expect(wrong.statusCode, wrong.body).toBe(200);
    expectError(await inject(safety, 'POST', '/api/saf/edu/sessions', sessionBody(courseB, '2026-03-05', 2, { groupNo: gasGroup })) as never, 400, EDU_MESSAGES.groupOtherPlant);
    const s = await session(courseB, '2026-03-05', 2, { groupNo });
    await atSession(s);
    const token = await qr(s);
    expectError(await inject(pb, 'POST', '/api/saf/edu/attend', { token, action: 'IN' }) as never, 403, EDU_MESSAGES.sessionNotInGroup);
    expect((await attend(pa, s)).creditedHours).toBe(2);
    expectError(await inject(safety, 'POST', `/api/saf/edu/sessions/${s}/sign`, { userId: 'edu_pc', signature: `data:image/png;base64,${PNG.toString('base64')}` }) as never, 403, EDU_MESSAGES.sessionNotInGroup);
    await ok(inject(safety, 'POST', `/api/saf/edu/sessions/${s}/sign`, { userId: 'worker01', signature: `data:image/png;base64,${PNG.toString('base64')}` }));
    // a group that is a target cannot be deleted
    const g = await ok<{ version: number }>(inject(safety, 'GET', `/api/saf/edu/groups/${groupNo}`));
    expect((await inject(safety, 'DELETE', `/api/saf/edu/groups/${groupNo}?version=${g.version}`)).statusCode).toBe(400);
    // clean up the credits of this test: the plan tests count from zero
    await t.rows(sql`delete from saf_edu_completion where session_no = ${s}`);
  });
});

describe('plans per department and half-year: plan vs actual', () => {
  let planNo: number;
  it('a plan lists legal courses of its plant (rows checked) and keeps the planned hours a person', async () => {
    const gasCourse = await ok<{ courseNo: number }>(inject(gas, 'POST', '/api/saf/edu/courses', {
      plantCd: '2000', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'CLASSROOM', courseNm: 'LNG 정기교육', hours: 2, examYn: 'N', useYn: 'Y',
    }));
    const base = { plantCd: '1000', deptCd: 'DEDU_P', planYear: 2026, halfCd: 'H1', planNm: '2026 상반기 교육계획팀 교육계획' };
    expectError(await inject(safety, 'POST', '/api/saf/edu/plans', { ...base, items: [] }) as never, 400, '[계획 과정]을(를) 1행 이상 입력해야 합니다.');
    expectError(await inject(safety, 'POST', '/api/saf/edu/plans', { ...base, items: [{ courseNo: courseA, plannedHours: 4 }, { courseNo: gasCourse.courseNo, plannedHours: 2 }] }) as never,
      400, '2번째 행: 해당 사업장의 법정교육 과정이 아닙니다.');
    expect((await inject(safety, 'POST', '/api/saf/edu/plans', { ...base, halfCd: 'H3', items: [{ courseNo: courseA, plannedHours: 4 }] })).statusCode).toBe(400);
    expectError(await inject(safety, 'POST', '/api/saf/edu/plans', { ...base, items: [{ courseNo: courseA, plannedHours: 4 }, { courseNo: courseA, plannedHours: 4 }] }) as never,
      400, '2번째 행: 같은 교육과정은 한 번만 계획합니다. 계획시간에 회차의 시간을 합쳐 입력하세요.');
    const p = await ok<{ planNo: number; plannedHours: number; items: { courseNo: number }[] }>(inject(safety, 'POST', '/api/saf/edu/plans', {
      ...base, items: [{ courseNo: courseA, plannedHours: 4, plannedYmd: '2026-04-10' }, { courseNo: courseB, plannedHours: 2, plannedYmd: '2026-05-20' }],
    }));
    planNo = p.planNo;
    expect(p.plannedHours).toBe(6);
    expect(p.items.map((i) => i.courseNo)).toEqual([courseA, courseB]);
  });

  it('actual = hours the department’s workers completed in the planned courses within the half-year (hand-computed)', async () => {
    const s1 = await session(courseA, '2026-04-10', 4);
    await attend(pa, s1);
    await attend(pb, s1);
    const late = await session(courseA, '2026-07-02', 4); // H2: not this plan's half-year
    await attend(pa, late);
    const a = await ok<TEduPlanActual>(inject(safety, 'GET', `/api/saf/edu/plans/${planNo}/actual`));
    expect(a.targetCnt).toBe(3);
    expect(a.items.map((i) => [i.courseNo, i.plannedTotalHours, i.completedCnt, i.completedHours, i.ratePct])).toEqual([
      [courseA, 12, 2, 8, 66.7],
      [courseB, 6, 0, 0, 0],
    ]);
    expect([a.plannedTotalHours, a.completedHours, a.ratePct]).toEqual([18, 8, 44.4]);
    // the department's worker reads it; another department's worker and another plant do not
    expect((await ok<TEduPlanActual>(inject(pa, 'GET', `/api/saf/edu/plans/${planNo}/actual`))).completedHours).toBe(8);
    expect((await inject(worker01, 'GET', `/api/saf/edu/plans/${planNo}/actual`)).statusCode).toBe(403);
    expect((await inject(gas, 'GET', `/api/saf/edu/plans/${planNo}/actual`)).statusCode).toBe(403);
    expect((await inject(safety, 'GET', '/api/saf/edu/plans/999999/actual')).statusCode).toBe(404);
  });

  it('a plan for a group counts its members; the department summary per half-year and its Excel', async () => {
    const g = await ok<{ groupNo: number }>(inject(safety, 'POST', '/api/saf/edu/groups', { plantCd: '1000', groupNm: '계획 대상 2인', members: [{ userId: 'edu_pa' }, { userId: 'edu_pc' }] }));
    const gp = await ok<{ planNo: number }>(inject(safety, 'POST', '/api/saf/edu/plans', {
      plantCd: '1000', deptCd: 'DEDU_P', planYear: 2026, halfCd: 'H1', planNm: '그룹 대상 계획', groupNo: g.groupNo, items: [{ courseNo: courseA, plannedHours: 4 }],
    }));
    const a = await ok<TEduPlanActual>(inject(safety, 'GET', `/api/saf/edu/plans/${gp.planNo}/actual`));
    expect([a.targetCnt, a.items[0]!.plannedTotalHours, a.items[0]!.completedCnt, a.items[0]!.completedHours, a.groupNm]).toEqual([2, 8, 1, 4, '계획 대상 2인']);
    const sum = await ok<{ list: { planNo: number; deptNm: string; completedHours: number; plannedTotalHours: number }[] }>(inject(safety, 'GET', '/api/saf/edu/plans/actual?plantCd=1000&year=2026&half=H1'));
    expect(sum.list.filter((x) => [planNo, gp.planNo].includes(x.planNo)).map((x) => [x.deptNm, x.plannedTotalHours, x.completedHours])).toEqual([
      ['교육계획팀', 18, 8], ['교육계획팀', 8, 4],
    ]);
    expect((await ok<{ list: unknown[] }>(inject(safety, 'GET', '/api/saf/edu/plans/actual?plantCd=1000&year=2026&half=H2'))).list.some((x) => (x as { planNo: number }).planNo === planNo)).toBe(false);
    // a worker sees the plans of their own department only; another plant and vendors are refused
    const mine = await ok<{ list: { deptCd: string }[] }>(inject(worker01, 'GET', '/api/saf/edu/plans/actual?year=2026'));
    expect(mine.list.every((x) => x.deptCd !== 'DEDU_P')).toBe(true);
    expect((await inject(gas, 'GET', '/api/saf/edu/plans/actual?plantCd=1000&year=2026')).statusCode).toBe(403);
    expect((await inject(vendor, 'GET', '/api/saf/edu/plans/actual?plantCd=1000&year=2026')).statusCode).toBe(403);
    const x = await inject(safety, 'GET', '/api/saf/edu/plans/actual/excel?plantCd=1000&year=2026&half=H1');
    expect(x.statusCode).toBe(200);
    expect(String(x.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('exam results per person', () => {
  it('managers list each attempt (score, pass, day) by course, department or session; a person reads their own; Excel', async () => {
    const take = async (tok: Tokens, right: boolean) => {
      const exam = await ok<TEduExam>(inject(tok, 'POST', `/api/saf/edu/courses/${courseExam}/exams`));
      const keys = await t.rows<{ question_no: number; answer: string }>(sql`select question_no, answer from saf_edu_question where course_no = ${courseExam}`);
      const answers = exam.questions.map((q) => ({ questionNo: q.questionNo, answer: right ? keys.find((k) => k.question_no === q.questionNo)!.answer : 'O' }));
      return ok<{ score: number; passYn: string }>(inject(tok, 'POST', `/api/saf/edu/exams/${exam.examNo}/submit`, { answers }));
    };
    expect((await take(pa, false)).passYn).toBe('N');
    expect(await take(pa, true)).toEqual({ score: 100, passYn: 'Y' });
    expect((await take(worker01, true)).passYn).toBe('Y');
    const all = await ok<{ list: TEduExamResultRow[]; totalCount: number }>(inject(safety, 'GET', `/api/saf/edu/exam-results?plantCd=1000&courseNo=${courseExam}`));
    expect(all.list.map((r) => [r.userId, r.attemptNo, r.score, r.passYn]).sort((a, b) => String(a).localeCompare(String(b)))).toEqual([
      ['edu_pa', 1, 50, 'N'], ['edu_pa', 2, 100, 'Y'], ['worker01', 1, 100, 'Y'],
    ]);
    expect(all.list[0]!.examYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(all)).not.toContain('answer');
    const passed = await ok<{ list: TEduExamResultRow[] }>(inject(safety, 'GET', `/api/saf/edu/exam-results?courseNo=${courseExam}&passYn=N`));
    expect(passed.list.map((r) => r.userId)).toEqual(['edu_pa']);
    expect((await ok<{ list: TEduExamResultRow[] }>(inject(safety, 'GET', `/api/saf/edu/exam-results?courseNo=${courseExam}&deptCd=DEDU_P`))).list).toHaveLength(2);
    // by session: the attendees of a session of the course
    const s = await session(courseExam, '2026-05-01', 1);
    await attend(worker01, s);
    expect((await ok<{ list: TEduExamResultRow[] }>(inject(safety, 'GET', `/api/saf/edu/exam-results?sessionNo=${s}`))).list.map((r) => r.userId)).toEqual(['worker01']);
    // mine on the phone
    const mine = await ok<{ list: TEduExamResultRow[] }>(inject(pa, 'GET', '/api/saf/edu/my/exam-results'));
    expect(mine.list.map((r) => [r.courseNm, r.attemptNo, r.passYn])).toEqual([['결과 화면 시험', 1, 'N'], ['결과 화면 시험', 2, 'Y']]);
    // the results menu: workers have none; another plant and vendors are refused
    expect((await inject(pa, 'GET', '/api/saf/edu/exam-results')).statusCode).toBe(403);
    expect((await inject(gas, 'GET', '/api/saf/edu/exam-results?plantCd=1000')).statusCode).toBe(403);
    expect((await inject(vendor, 'GET', '/api/saf/edu/exam-results')).statusCode).toBe(403);
    const x = await inject(safety, 'GET', `/api/saf/edu/exam-results/excel?courseNo=${courseExam}`);
    expect(x.statusCode).toBe(200);
    expect(String(x.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('external completions: confirmed by the education manager before they count', () => {
  const body = { plantCd: '1000', deptCd: 'DEDU_P', userId: 'edu_pb', courseNm: '밀폐공간 안전 전문과정', provider: '안전보건공단 교육원', categoryCd: 'REGULAR', hours: 3, completeYmd: '2026-05-15' };
  const regular = async () => (await ok<{ list: TEduLedgerRow[] }>(inject(safety, 'GET', '/api/saf/edu/ledger?plantCd=1000&year=2026&half=H1&deptCd=DEDU_P')))
    .list.find((r) => r.userId === 'edu_pb' && r.categoryCd === 'REGULAR')!.completedHours;
  const uploadCert = (tok: Tokens, extNo: number) => {
    const b = multipartBody({ taskClassNm: 'EDU_EXTERNAL_CERT', attachFileId: String(extNo) }, { name: '수료증.png', data: PNG });
    return t.app.inject({ method: 'POST', url: '/api/common/attachFile/upload', headers: { ...auth(tok), ...b.headers }, payload: b.payload });
  };

  it('a worker records their own (not a colleague’s); it counts only after 확인, once, and is then locked', async () => {
    expectError(await inject(pb, 'POST', '/api/saf/edu/externals', { ...body, userId: 'edu_pa' }) as never, 403);
    expectError(await inject(safety, 'POST', '/api/saf/edu/externals', { ...body, userId: 'gas01' }) as never, 400, EDU_MESSAGES.externalUserOtherPlant);
    const before = await regular();
    const e = await ok<{ extNo: number; statusCd: string; version: number; allowedActions: string[] }>(inject(pb, 'POST', '/api/saf/edu/externals', { ...body, statusCd: 'CONFIRMED' }));
    expect(e.statusCd).toBe('REQUESTED');
    expect(await regular()).toBe(before);
    // the trainee cannot confirm their own record, nor a colleague without the manager's right
    expectError(await inject(pb, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'CONFIRM', version: e.version }) as never, 409, EDU_MESSAGES.externalManagerOnly);
    // no certificate yet
    expectError(await inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'CONFIRM', version: e.version }) as never, 409, EDU_MESSAGES.externalNeedsCertificate);
    const up = await uploadCert(pb, e.extNo);
    expect(up.statusCode, up.body).toBe(200);
    expectError(await inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'CONFIRM', version: e.version + 5 }) as never, 409);
    const done = await ok<{ statusCd: string; creditedYn: string; version: number }>(inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'CONFIRM', version: e.version }));
    expect([done.statusCd, done.creditedYn]).toEqual(['CONFIRMED', 'Y']);
    // the trainee is told, with a link to the record
    const told = await t.rows<{ title: string; link_route: string }>(sql`select title, link_route from com_notification
      where user_id = 'edu_pb' and kind_cd = 'WORKFLOW_STATUS' and link_key = ${String(e.extNo)}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.link_route).toBe('/education/eduExternal');
    expect(told[0]!.title).toContain('확인(인정)');
    expect(await regular()).toBe(before + 3);
    const rows = await t.rows<{ n: number; source_cd: string; complete_ymd: string }>(sql`select count(*)::int as n, max(source_cd) as source_cd, max(complete_ymd)::text as complete_ymd
      from saf_edu_completion where source_key = ${`EXTERNAL:${e.extNo}`}`);
    expect(rows[0]).toEqual({ n: 1, source_cd: 'EXTERNAL', complete_ymd: '2026-05-15' });
    // final: no edit, no second confirmation
    expectError(await inject(safety, 'PUT', `/api/saf/edu/externals/${e.extNo}`, { ...body, hours: 30, version: done.version }) as never, 409, WORKFLOW_MESSAGES.locked);
    expect((await inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'CONFIRM', version: done.version })).statusCode).toBe(409);
    expect(await regular()).toBe(before + 3);
    const audit = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_audit_log where entity = 'eduExternal' and entity_key = ${String(e.extNo)}`);
    expect(audit[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('반려 needs a reason and credits nothing; scope: another department’s worker and another plant cannot read it', async () => {
    const e = await ok<{ extNo: number; version: number }>(inject(safety, 'POST', '/api/saf/edu/externals', { ...body, hours: 8, courseNm: '반려될 과정' }));
    expect((await inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'REJECT', version: e.version })).statusCode).toBe(400);
    const before = await regular();
    const r = await ok<{ statusCd: string; creditedYn: string }>(inject(safety, 'POST', `/api/saf/edu/externals/${e.extNo}/transition`, { action: 'REJECT', version: e.version, comment: '수료증의 이름이 다릅니다.' }));
    expect([r.statusCd, r.creditedYn]).toEqual(['REJECTED', 'N']);
    expect(await regular()).toBe(before);
    expect((await inject(pb, 'GET', `/api/saf/edu/externals/${e.extNo}`)).statusCode).toBe(200);
    expect((await inject(worker01, 'GET', `/api/saf/edu/externals/${e.extNo}`)).statusCode).toBe(403);
    expect((await inject(gas, 'GET', `/api/saf/edu/externals/${e.extNo}`)).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('has groups, both halves’ plans of each department with plan vs actual, and external courses (confirmed one in the ledger)', async () => {
    const groups = await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_edu_group where group_nm in ('밀폐공간 작업자 (기계팀)', 'LNG 저장탱크 작업자') and member_cnt > 0`);
    expect(groups[0]!.n).toBe(2);
    const sum = await ok<{ list: { deptCd: string; halfCd: string; plannedTotalHours: number; completedHours: number; ratePct: number }[] }>(inject(safety, 'GET', '/api/saf/edu/plans/actual?plantCd=1000&year=2026&half=H1'));
    const d1310 = sum.list.filter((x) => x.deptCd === 'D1310');
    expect(d1310.length).toBeGreaterThan(0);
    expect(d1310[0]!.plannedTotalHours).toBeGreaterThan(0);
    expect(d1310[0]!.completedHours).toBeGreaterThan(0);
    const ext = await t.rows<{ status_cd: string; n: number }>(sql`select e.status_cd, (select count(*)::int from saf_edu_completion c where c.source_key = 'EXTERNAL:' || e.ext_no) as n
      from saf_edu_external e where e.course_nm in ('전기설비 안전관리 실무과정', '산업안전보건법 개정 설명회') order by e.status_cd`);
    expect(ext).toEqual([{ status_cd: 'CONFIRMED', n: 1 }, { status_cd: 'REQUESTED', n: 0 }]);
  });
});
