// Issue 31 item 4: a walk-in visitor of a power plant registers with the employee they visit, takes the visitor course,
// signs, and gets a day pass that the guard's check accepts on that day only, with the name masked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRANT_API, VISIT_MESSAGES, type TEduExam, type TEntrantState, type TVisitPass } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
const SIGN = `data:image/png;base64,${Buffer.from('signature').toString('base64')}`;
const reg = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: ENTRANT_API.visitRegister, payload, remoteAddress: ip });
const as = (tok: string) => ({
  get: (url: string) => t.app.inject({ url, headers: auth(tok) }),
  post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth(tok), payload }),
});
const VISIT = { plantCd: '1000', visitorNm: '한방문', visitorHp: '010-4321-8765', companyNm: '한국전기안전공사', purpose: '수전설비 정기검사 협의', hostNm: '김안전' };

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
}, 120_000);
afterAll(async () => t?.close());

describe('walk-in visitors (POST /api/public/visit/register)', () => {
  it('registers with the host, tells the host, takes the visitor course and gets a day pass valid today only', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification where user_id = 'safety01' and kind_cd = 'VISIT_ARRIVAL'`);
    const res = await reg(VISIT);
    expect(res.statusCode, res.body).toBe(200);
    const tok = res.json() as { userId: string; accessToken: string };
    expect(tok.userId).toMatch(/^VIS-\d+$/);
    const [v] = await t.rows<{ visit_no: number; host_user_id: string; visitor_hp: string; status_cd: string }>(sql`
      select visit_no, host_user_id, visitor_hp, status_cd from saf_visit where visit_no = ${Number(tok.userId.slice(4))}`);
    expect(v).toMatchObject({ host_user_id: 'safety01', visitor_hp: '01043218765', status_cd: 'REGISTERED' });
    const after = await t.rows<{ n: number; title: string }>(sql`select count(*)::int as n, max(title) as title from com_notification where user_id = 'safety01' and kind_cd = 'VISIT_ARRIVAL'`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(after[0]!.title).toContain('한방문(한국전기안전공사)');

    const me = as(tok.accessToken);
    let st = (await me.get(ENTRANT_API.base)).json() as TEntrantState;
    expect(st).toMatchObject({ workerNm: '한방문', vendorNm: '한국전기안전공사', refKindCd: 'VISIT', workNm: '수전설비 정기검사 협의', signedYn: 'N', completeYmd: null });
    expect(st.course?.courseTypeCd).toBe('VISITOR');
    // no pass before the course and the signature
    expectError(await me.get(ENTRANT_API.visitPass), 409, VISIT_MESSAGES.notYet);
    if (st.course?.examYn === 'Y') {
      expectError(await me.post(`${ENTRANT_API.base}/complete`, { signature: SIGN }), 409);
      const exam = (await me.post(`${ENTRANT_API.base}/exams`)).json() as TEduExam;
      const rows = await t.rows<{ question_no: number; answer: string }>(sql`select question_no, answer from saf_edu_question
        where question_no in (${sql.join(exam.questions.map((q) => sql`${q.questionNo}`), sql`, `)})`);
      expect((await me.post(`${ENTRANT_API.base}/exams/${exam.examNo}/submit`, { answers: rows.map((q) => ({ questionNo: q.question_no, answer: q.answer })) })).json()).toMatchObject({ passYn: 'Y' });
    }
    st = (await me.post(`${ENTRANT_API.base}/complete`, { signature: SIGN })).json() as TEntrantState;
    expect(st).toMatchObject({ signedYn: 'Y', refKindCd: 'VISIT' });
    expect(st.completeYmd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // a walk-in visitor is on no roster: no vendor completion is written
    expect(await t.rows(sql`select 1 from saf_edu_completion where user_id = ${tok.userId}`)).toEqual([]);

    const pass = (await me.get(ENTRANT_API.visitPass)).json() as TVisitPass;
    expect(pass).toMatchObject({ visitorNm: '한방문', hostNm: '김안전', hostDeptNm: '안전팀', visitYmd: st.completeYmd });
    expect(pass.passToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const check = await t.app.inject({ url: `${ENTRANT_API.visitPassCheck}/${pass.passToken}` });
    expect(check.json()).toEqual({ valid: true, visitYmd: pass.visitYmd, plantNm: '서해화력발전소', visitorNm: '한*문', hostDeptNm: '안전팀' });
    // the next day the same pass is no longer valid
    t.app.jobs.setClock(new Date(Date.parse(`${pass.visitYmd}T12:00:00+09:00`) + 86_400_000));
    expect((await t.app.inject({ url: `${ENTRANT_API.visitPassCheck}/${pass.passToken}` })).json()).toMatchObject({ valid: false, visitYmd: pass.visitYmd });
    t.app.jobs.setClock(null);
    // an unknown token: invalid, nothing else
    expect((await t.app.inject({ url: `${ENTRANT_API.visitPassCheck}/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` })).json())
      .toEqual({ valid: false, visitYmd: null, plantNm: null, visitorNm: null, hostDeptNm: null });
    // the visit session reaches nothing of the plant users' routes
    expect((await me.get('/api/main/portlet/myinfo')).statusCode).toBe(403);
  });

  it('refuses a gas plant, an unknown host, two hosts of one name without a department, and a bad phone — nothing saved', async () => {
    const count = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from saf_visit`))[0]!.n;
    const n0 = await count();
    expectError(await reg({ ...VISIT, plantCd: '2000' }, '10.0.0.2'), 400, VISIT_MESSAGES.plantType);
    expectError(await reg({ ...VISIT, hostNm: '없는사람' }, '10.0.0.2'), 400, VISIT_MESSAGES.hostNotFound);
    expectError(await reg({ ...VISIT, visitorHp: '1234' }, '10.0.0.2'), 400, VISIT_MESSAGES.phone);
    expectError(await reg({ ...VISIT, purpose: '' }, '10.0.0.2'), 400);
    // a namesake of the host in another department: the department decides
    await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, dept_cd, create_user_id, update_user_id)
      values ('namesake01', '김안전', 'U', '!', '1000', 'D1310', 'system', 'system')`);
    expectError(await reg(VISIT, '10.0.0.2'), 400, VISIT_MESSAGES.hostAmbiguous);
    expect(await count()).toBe(n0);
    const ok = await reg({ ...VISIT, hostDeptNm: '안전' }, '10.0.0.2');
    expect(ok.statusCode, ok.body).toBe(200);
    const [v] = await t.rows<{ host_user_id: string }>(sql`select host_user_id from saf_visit order by visit_no desc limit 1`);
    expect(v!.host_user_id).toBe('safety01');
    // a plant user's token does not reach a visitor's pass
    const safety = await login(t.app, 'safety01');
    expect((await as(safety.accessToken).get(ENTRANT_API.visitPass)).statusCode).toBe(403);
  });
});
