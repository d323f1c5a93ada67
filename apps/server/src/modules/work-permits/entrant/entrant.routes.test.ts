import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RETURN_CODES, type TEduExam, type TEntrantState } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { latestSiteEducation } from '../../education/vendor-completion.service.js';

let t: TestApp;
let safety: Tokens;
let vendor: Tokens;
const W = { kim: 0, lee: 0, park: 0, gas: 0, visitor: 0 };
const P = { issued: 0, approved: 0, other: 0, yesterday: 0, cancelled: 0, gas: 0, later: 0 };
let entryNo = 0;
/** the entrant code of each permit (and entry request) the database drew on insert */
const CODE = new Map<string, string>();
const code = (no: unknown, kind = 'WKOD') => CODE.get(`${kind}:${String(no)}`) ?? '00000000';
let entrantCourse = 0;
const HOUR = 3600_000;

const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.rows<T>(q))[0]!;
async function worker(plantCd: string, vendorCd: string, workerNm: string, phoneNo: string): Promise<number> {
  return (await one<{ n: number }>(sql`insert into vnd_worker (vendor_cd, plant_cd, worker_nm, phone_no) values (${vendorCd}, ${plantCd}, ${workerNm}, ${phoneNo}) returning worker_no as n`)).n;
}
/** HH:MM of an instant on the plant's clock (Asia/Seoul, UTC+9) */
const hhmm = (d: Date) => new Date(d.getTime() + 9 * HOUR).toISOString().slice(11, 16);
async function permit(plantCd: string, statusCd: string, start: Date, end: Date, workers: number[], vendorCd = 'V0001'): Promise<number> {
  const ymd = new Date(start.getTime() + 9 * HOUR).toISOString().slice(0, 10);
  const { n } = await one<{ n: number }>(sql`insert into saf_wkod_permit (plant_cd, vendor_cd, status_cd, kind_cd, work_nm, work_ymd, start_dt, end_dt, start_tm, end_tm, area_cd, request_dept_cd, supervise_dept_cd)
    values (${plantCd}, ${vendorCd}, ${statusCd}, 'HOT', '보일러 #2 배관 용접', ${ymd}, ${start.toISOString()}, ${end.toISOString()}, ${hhmm(start)}, ${hhmm(end)}, 'E_BOILER', 'D1210', 'D1210') returning permit_no as n`);
  CODE.set(`WKOD:${n}`, (await one<{ c: string }>(sql`select entrant_cd as c from saf_wkod_permit where permit_no = ${n}`)).c);
  for (const w of workers) await t.rows(sql`insert into saf_wkod_permit_worker (permit_no, worker_no, vendor_cd) values (${n}, ${w}, ${vendorCd})`);
  return n;
}
/** a login body; the entrant code is the one of the permit (entry request) it names unless given */
const withCode = (b: Record<string, unknown>) => ({ entrantCd: code(b.wkodNo, b.contType === 'visit' ? 'ENTRY' : 'WKOD'), ...b });
const loginReq = (body: Record<string, unknown>, ip = '10.1.1.1') => t.app.inject({ method: 'POST', url: '/api/auth/vendoruserlogin', payload: withCode(body), remoteAddress: ip });
const kimBody = (over: Record<string, unknown> = {}) => ({ plantCd: '1000', plantType: 'E', userName: '김용접', userHp: '010-1111-2222', wkodNo: String(P.issued), ...over });
async function entrantLogin(body: Record<string, unknown>, ip?: string): Promise<Tokens> {
  const r = await loginReq(body, ip);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}
const get = (tok: Tokens | string, url: string) => t.app.inject({ url, headers: auth(tok) });
const post = (tok: Tokens | string, url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, headers: auth(tok), payload: payload as object });
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 4 });
  safety = await login(t.app, 'safety01');
  vendor = (await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } })).json();
  const now = Date.now();
  W.kim = await worker('1000', 'V0001', '김용접', '01011112222');
  W.lee = await worker('1000', 'V0001', '이배관', '010-3333-4444');
  W.park = await worker('1000', 'V0001', '박보조', '010-5555-6666');
  W.gas = await worker('2000', 'V0003', '최가스', '010-7777-8888');
  W.visitor = await worker('1000', 'V0001', '정방문', '010-9999-0000');
  P.issued = await permit('1000', 'ISSUED', new Date(now - HOUR), new Date(now + 3 * HOUR), [W.kim, W.lee]);
  P.approved = await permit('1000', 'APPROVED', new Date(now - HOUR), new Date(now + 3 * HOUR), [W.park]);
  P.other = await permit('1000', 'ISSUED', new Date(now - HOUR), new Date(now + 3 * HOUR), [W.lee]);
  P.yesterday = await permit('1000', 'ISSUED', new Date(now - 30 * HOUR), new Date(now - 22 * HOUR), [W.kim]);
  P.cancelled = await permit('1000', 'CANCELLED', new Date(now - HOUR), new Date(now + 3 * HOUR), [W.kim]);
  P.later = await permit('1000', 'ISSUED', new Date(now + 48 * HOUR), new Date(now + 52 * HOUR), [W.kim]);
  P.gas = await permit('2000', 'ACTIVE', new Date(now - HOUR), new Date(now + 3 * HOUR), [W.gas], 'V0003');
  const today = new Date(now + 9 * HOUR).toISOString().slice(0, 10);
  entryNo = (await one<{ n: number }>(sql`insert into vnd_entry (status_cd, plant_cd, vendor_cd, supervise_dept_cd, work_desc, place, entry_from_ymd, entry_to_ymd)
    values ('APPROVED', '1000', 'V0001', 'D1210', '설비 견학', '본관', ${today}, ${today}) returning entry_no as n`)).n;
  CODE.set(`ENTRY:${entryNo}`, (await one<{ c: string }>(sql`select entrant_cd as c from vnd_entry where entry_no = ${entryNo}`)).c);
  await t.rows(sql`insert into vnd_entry_person (entry_no, worker_no, worker_nm) values (${entryNo}, ${W.visitor}, '정방문')`);
  entrantCourse = (await one<{ n: number }>(sql`select max(course_no) as n from saf_edu_course where plant_cd = '1000' and course_type_cd = 'ENTRANT' and use_yn = 'Y'`)).n;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/vendoruserlogin', () => {
  it('logs in a listed worker (name + phone digits + permit of that plant and type, today inside the window)', async () => {
    const r = await entrantLogin(kimBody());
    expect(r.userId).toBe(`ENT-${W.kim}`);
    expect(r.accessToken).toBeTruthy();
    expect(r.refreshToken).toBeTruthy();
    const u = await one<{ user_type: string; plant_cd: string; vendor_cd: string }>(sql`select user_type, plant_cd, vendor_cd from com_user where user_id = ${r.userId}`);
    expect(u).toEqual({ user_type: 'E', plant_cd: '1000', vendor_cd: 'V0001' });
    // the phone in another format, the approved permit (education on the work day before the issue), the gas plant
    await entrantLogin(kimBody({ userHp: '010 1111 2222', wkodNo: P.issued }));
    await entrantLogin({ plantCd: '1000', plantType: 'E', userName: '박보조', userHp: '01055556666', wkodNo: String(P.approved) });
    await entrantLogin({ plantCd: '2000', plantType: 'G', userName: '최가스', userHp: '010-7777-8888', wkodNo: String(P.gas) });
    // the session ends with the permit window at the latest
    const s = await one<{ expires_dt: Date; end_dt: Date }>(sql`select s.expires_dt, p.end_dt from auth_session s join saf_wkod_entrant_session e on e.session_id = s.session_id
      join saf_wkod_permit p on p.permit_no = e.ref_no where s.user_id = ${r.userId} order by s.create_dt limit 1`);
    expect(new Date(s.expires_dt).getTime()).toBe(new Date(s.end_dt).getTime());
  });

  it('answers every mismatch with the same 401 (unknown permit, not listed, wrong phone or name, other plant, plant type, outside the window, cancelled)', async () => {
    const cases: Record<string, Record<string, unknown>> = {
      unknownPermit: kimBody({ wkodNo: '999999' }),
      notOnList: kimBody({ wkodNo: String(P.other) }),
      wrongPhone: kimBody({ userHp: '010-1111-2223' }),
      wrongName: kimBody({ userName: '김용 접' }),
      otherPlant: kimBody({ plantCd: '2000' }),
      plantTypeMismatch: kimBody({ plantType: 'G' }),
      windowOver: kimBody({ wkodNo: String(P.yesterday) }),
      windowNotYet: kimBody({ wkodNo: String(P.later) }),
      cancelled: kimBody({ wkodNo: String(P.cancelled) }),
      visitWithPermitNo: kimBody({ contType: 'visit', entrantCd: code(P.issued) }),
      wrongEntrantCode: kimBody({ entrantCd: code(P.issued) === '12345678' ? '87654321' : '12345678' }),
      otherPermitsCode: kimBody({ entrantCd: code(P.other) }),
    };
    const bodies = new Set<string>();
    let i = 0;
    for (const [name, body] of Object.entries(cases)) {
      // each from its own address: the lockout (4 per address) stays out of the way
      const r = await loginReq(body, `10.2.0.${(i += 1)}`);
      expect(r.statusCode, `${name}: ${r.body}`).toBe(401);
      const j = r.json();
      expect(j.returnCode, name).toBe(RETURN_CODES.wrongPassword);
      expect(j.message, name).toBe(MESSAGES.wrongPassword);
      bodies.add(JSON.stringify({ status: r.statusCode, returnCode: j.returnCode, message: j.message, keys: Object.keys(j).sort() }));
    }
    expect(bodies.size).toBe(1);
    // refused input of the wrong shape: 400, nothing created
    const before = await one<{ n: number }>(sql`select count(*)::int as n from auth_session`);
    expectError(await loginReq({ ...kimBody(), wkodNo: 'ABC' }, '10.2.1.1'), 400);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from auth_session`)).n).toBe(before.n);
  });

  it('throttles guessing per permit and address across phone numbers (issue 25 finding 9): 423 for the guesser, elsewhere the worker still logs in', async () => {
    const ip = '10.3.0.1';
    // a different phone number each time: the lock is the permit's at this address, not the number + phone pair's
    for (let i = 0; i < 3; i += 1) expect((await loginReq(kimBody({ userHp: `010-9000-000${i}` }), ip)).statusCode).toBe(401);
    expect((await loginReq(kimBody({ userHp: '010-9000-0009' }), ip)).statusCode).toBe(423);
    // locked even with the right name now, same answer for an unknown pair
    expect((await loginReq(kimBody(), ip)).statusCode).toBe(423);
    const audit = await t.rows(sql`select 1 from com_audit_log where action = 'LOCKED' and entity = 'saf_wkod_entrant_session'`);
    expect(audit.length).toBeGreaterThan(0);
    expect((await loginReq(kimBody(), '10.3.0.2')).statusCode).toBe(200);
  });

  it('logs in a visitor on an approved entry request (contType visit) to the visitor course', async () => {
    const r = await entrantLogin({ plantCd: '1000', plantType: 'E', userName: '정방문', userHp: '010-9999-0000', wkodNo: String(entryNo), contType: 'visit' });
    const st = (await get(r, '/api/saf/wkod/entrant')).json() as TEntrantState;
    expect(st.refKindCd).toBe('ENTRY');
    expect(st.course?.courseTypeCd).toBe('VISITOR');
    // the same number as a permit (contType work) is refused
    expect((await loginReq({ plantCd: '1000', plantType: 'E', userName: '정방문', userHp: '010-9999-0000', wkodNo: String(entryNo), entrantCd: code(entryNo, 'ENTRY') }, '10.4.0.1')).statusCode).toBe(401);
  });
});

describe('the entrant session', () => {
  it('reaches its own permit summary and site course only; every other route answers 403', async () => {
    const tok = await entrantLogin(kimBody(), '10.5.0.1');
    const st = (await get(tok, '/api/saf/wkod/entrant')).json() as TEntrantState;
    expect(st).toMatchObject({ workerNm: '김용접', refKindCd: 'WKOD', refNo: P.issued, statusCd: 'ISSUED', plantCd: '1000', signedYn: 'N', completeYmd: null });
    expect(st.course).toMatchObject({ courseNo: entrantCourse, courseTypeCd: 'ENTRANT', examYn: 'Y' });
    // every other guarded route of the app: 403 (or 401), never served
    const served: string[] = [];
    for (const r of t.app.routeRules) {
      if (r.auth.kind === 'public' || r.auth.kind === 'entrant') continue;
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: r.method as 'GET', url, headers: auth(tok), ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {}) });
      if (res.statusCode !== 403 && res.statusCode !== 401) served.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(served).toEqual([]);
    expect(t.app.routeRules.filter((r) => r.auth.kind === 'entrant').length).toBeGreaterThanOrEqual(8);
    // plant and vendor users cannot call the entrant routes
    expect((await get(safety, '/api/saf/wkod/entrant')).statusCode).toBe(403);
    expect((await get(vendor, '/api/saf/wkod/entrant')).statusCode).toBe(403);
    // the vendor login does not accept an entrant's user id; the refresh of the vendor-user login rotates its tokens
    const rf = await t.app.inject({ url: '/api/auth/refreshForVendorUser', headers: { 'x-authorization': tok.refreshToken } });
    expect(rf.statusCode, rf.body).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/refresh', headers: { 'x-authorization': rf.json().refreshToken } })).statusCode).toBe(401);
  });

  it('cannot read another worker\'s exam, and the session ends with the window', async () => {
    const kim = await entrantLogin(kimBody(), '10.6.0.1');
    const lee = await entrantLogin(kimBody({ userName: '이배관', userHp: '010-3333-4444' }), '10.6.0.2');
    const exam = (await post(kim, '/api/saf/wkod/entrant/exams')).json() as TEduExam;
    expect(exam.questions.length).toBeGreaterThan(0);
    expect(JSON.stringify(exam)).not.toMatch(/"answer"/);
    expect((await get(lee, `/api/saf/wkod/entrant/exams/${exam.examNo}`)).statusCode).toBe(403);
    expect((await post(lee, `/api/saf/wkod/entrant/exams/${exam.examNo}/submit`, { answers: [] })).statusCode).toBe(403);
    expect((await get(kim, `/api/saf/wkod/entrant/exams/${exam.examNo}`)).statusCode).toBe(200);
    // a plant worker's exam: 403 too
    const plantExam = await one<{ n: number }>(sql`insert into saf_edu_exam (plant_cd, course_no, user_id, attempt_no, status_cd, question_nos, start_dt)
      values ('1000', ${entrantCourse}, 'worker01', 1, 'IN_PROGRESS', '{}', now()) returning exam_no as n`);
    expect((await get(kim, `/api/saf/wkod/entrant/exams/${plantExam.n}`)).statusCode).toBe(403);
    // the permit window is over: the session is over
    await t.rows(sql`update auth_session set expires_dt = now() - interval '1 second' where user_id = ${lee.userId}`);
    expect((await get(lee, '/api/saf/wkod/entrant')).statusCode).toBe(401);
  });

  it('video, quiz and signature record the site course on the roster worker once, read back by the permit', async () => {
    const tok = await entrantLogin({ plantCd: '1000', plantType: 'E', userName: '박보조', userHp: '010-5555-6666', wkodNo: String(P.approved) }, '10.7.0.1');
    // a lesson video for the course (the grant lets the entrant stream it)
    await t.rows(sql`insert into com_attach_file (task_class_nm, attach_file_id, file_org_nm, file_ext, content_type, file_size, storage_key, status, create_user_id)
      values ('EDU_MATERIAL', ${String(entrantCourse)}, '출입자교육.webm', 'webm', 'video/webm', 10, ${`test-entrant-${entrantCourse}`}, 'P', 'safety01')`);
    let st = (await get(tok, '/api/saf/wkod/entrant')).json() as TEntrantState;
    expect(st.course?.videoYn).toBe('Y');
    // the lesson's length is the course's (issue 25), and it starts when the server hands out the video
    await t.rows(sql`update saf_edu_course set video_sec = 60 where course_no = ${entrantCourse}`);
    const t0 = Date.parse('2030-03-02T01:00:00Z');
    t.app.jobs.setClock(new Date(t0));
    const url = (await get(tok, '/api/saf/wkod/entrant/video/url')).json() as { url: string };
    expect(url.url).toMatch(/^\/api\/file\/down\?t=/);
    // the signature before the video and the quiz: refused, nothing recorded
    expectError(await post(tok, '/api/saf/wkod/entrant/complete', { signature: SIGN }), 409);
    // a forged jump, and a forged length, are cut back to the server's clock and the course's length
    let v = (await post(tok, '/api/saf/wkod/entrant/video', { maxSec: 10, durationSec: 10 })).json() as { maxSec: number; completeYn: string };
    expect(v).toMatchObject({ maxSec: 0, completeYn: 'N' });
    v = (await post(tok, '/api/saf/wkod/entrant/video', { maxSec: 60, durationSec: 60 })).json() as { maxSec: number; completeYn: string };
    expect(v.maxSec).toBeLessThan(60);
    t.app.jobs.setClock(new Date(t0 + 70_000));
    v = (await post(tok, '/api/saf/wkod/entrant/video', { maxSec: 60, durationSec: 60 })).json() as { maxSec: number; completeYn: string };
    expect(v).toMatchObject({ maxSec: 60, completeYn: 'Y' });
    t.app.jobs.setClock(null);
    // no ONLINE credit on the entrant's user row: the completion belongs to the roster worker
    expect(await t.rows(sql`select 1 from saf_edu_completion where user_id = ${tok.userId}`)).toEqual([]);
    expectError(await post(tok, '/api/saf/wkod/entrant/complete', { signature: SIGN }), 409);
    // the quiz, scored on the server
    const exam = (await post(tok, '/api/saf/wkod/entrant/exams')).json() as TEduExam;
    const rows = await t.rows<{ question_no: number; answer: string }>(sql`select question_no, answer from saf_edu_question
      where question_no in (${sql.join(exam.questions.map((q) => sql`${q.questionNo}`), sql`, `)})`);
    const res = await post(tok, `/api/saf/wkod/entrant/exams/${exam.examNo}/submit`, { answers: rows.map((q) => ({ questionNo: q.question_no, answer: q.answer })) });
    expect(res.json()).toEqual({ score: 100, passYn: 'Y' });
    st = (await post(tok, '/api/saf/wkod/entrant/complete', { signature: SIGN })).json() as TEntrantState;
    expect(st).toMatchObject({ videoCompleteYn: 'Y', examPassYn: 'Y', signedYn: 'Y' });
    expect(st.completeYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // once: signing again records nothing new
    await post(tok, '/api/saf/wkod/entrant/complete', { signature: SIGN });
    const done = await t.rows<{ vendor_cd: string; course_type_cd: string; user_id: string | null }>(sql`
      select vendor_cd, course_type_cd, user_id from saf_edu_completion where vendor_worker_no = ${W.park}`);
    expect(done).toEqual([{ vendor_cd: 'V0001', course_type_cd: 'ENTRANT', user_id: null }]);
    expect((await latestSiteEducation(t.db.db, [W.park], '2000-01-01')).get(W.park)).toBe(st.completeYmd);
    // the permit detail's list (menu rights on the permit menu; the administrator here)
    const admin = await login(t.app, 'admin');
    const list = (await get(admin, `/api/saf/wkod/permits/${P.approved}/education`)).json() as { list: { workerNo: number; siteEduYmd: string | null; validYn: string }[] };
    expect(list.list).toEqual([expect.objectContaining({ workerNo: W.park, workerNm: '박보조', siteEduYmd: st.completeYmd, validYn: 'Y' })]);
    const other = (await get(admin, `/api/saf/wkod/permits/${P.other}/education`)).json() as { list: { validYn: string }[] };
    expect(other.list.map((x) => x.validYn)).toEqual(['N']);
    // an entrant cannot read it
    expect((await get(tok, `/api/saf/wkod/permits/${P.approved}/education`)).statusCode).toBe(403);
  });
});
