import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { startTestSmtp, TEST_SMTP_FROM, type TestMail } from '../../test/smtp.js';
import { addDaysYmd } from '@jikim/shared';
import { IMPR_ESCALATION_JOB, stageOn, type TImprEscalationResult } from './impr.escalation.js';

let received: TestMail[] = [];
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let vendor: Tokens;
/** the head (DUT03) of worker01's department D1310, and of D1410 and D1210 */
const head: Record<string, string> = {};
/** actions a test made: closed after it so that later runs (later dates) do not remind them again */
const made: number[] = [];

const URL = '/api/impr/actions';
const base = {
  sourceTypeCd: 'ETC', sourceKey: 'PT-2031-0007', actionTypeCd: 'REQUEST', plantCd: '1000', deptCd: 'D1210',
  title: '석탄이송 컨베이어 비상정지 풀코드 장력 조정', location: '석탄이송 C-3 컨베이어', assigneeUserId: 'worker01', riskBeforeCd: 'H',
};
async function create(over: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: URL, headers: auth(safety), payload: { ...base, ...over } });
  expect(res.statusCode, res.body).toBe(200);
  const a = res.json() as { actionNo: number; version: number };
  made.push(a.actionNo);
  return a;
}
/** the job as the queue runs it, at a plant-local (KST) moment */
const run = async (at: string) => (await t.app.jobs.run(IMPR_ESCALATION_JOB, {}, { now: new Date(at.includes('T') ? at : `${at}T08:00:00+09:00`) })) as TImprEscalationResult;
/** the reminders of one action, oldest first: [kind, recipients] per notification set */
async function reminders(no: number) {
  const rows = await t.rows<{ kind_cd: string; title: string; body: string; user_id: string; link_route: string; batch: string }>(sql`
    select kind_cd, title, body, user_id, link_route, title || '|' || kind_cd as batch from com_notification
     where link_key = ${String(no)} and kind_cd in ('IMPR_DUE', 'IMPR_OVERDUE') order by notification_no`);
  const sets = new Map<string, { kind: string; title: string; body: string; to: string[]; route: string }>();
  for (const r of rows) {
    const s = sets.get(r.batch) ?? { kind: r.kind_cd, title: r.title, body: r.body, to: [], route: r.link_route };
    s.to.push(r.user_id);
    sets.set(r.batch, s);
  }
  return [...sets.values()].map((s) => ({ ...s, to: s.to.sort() }));
}
const mailText = (raw: string) => {
  const parts = raw.split(/\r?\n\r?\n/);
  return parts.slice(1).map((p) => {
    const b = p.replace(/\s/g, '');
    return /^[A-Za-z0-9+/=]+$/.test(b) ? Buffer.from(b, 'base64').toString('utf8') : p;
  }).join('\n') + raw;
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  t = await createTestApp({ smtpUrl: smtp.url, smtpFrom: TEST_SMTP_FROM, attachCleanupSchedule: 0 });
  [safety, worker] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01')]);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(v.statusCode, v.body).toBe(200);
  vendor = v.json();
  for (const d of ['D1310', 'D1410', 'D1210']) {
    const rows = await t.rows<{ user_id: string }>(sql`select user_id from com_user where dept_cd = ${d} and duty_cd in ('DUT03', 'DUT04') and use_yn = 'Y' and retire_yn = 'N'`);
    expect(rows, `one head in ${d}`).toHaveLength(1);
    head[d] = rows[0]!.user_id;
  }
  // the demo register's open actions (all due before 2031) count as reminded already, so the runs below count only the
  // tests' own actions
  await t.rows(sql`insert into impr_action_reminder (action_no, stage, due_ymd)
    select a.action_no, s.stage, a.due_ymd from impr_action a cross join (values ('DUE'), ('D3'), ('D7')) s(stage)`);
  expect((await run('2030-12-31')).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.app.notifications.flush();
  received.length = 0;
});
afterEach(async () => {
  if (made.length) await t.rows(sql`update impr_action set status_cd = 'CANCELLED' where action_no in (${sql.join(made.map((n) => sql`${n}`), sql`, `)})`);
  made.length = 0;
});

describe('escalation stages (pure)', () => {
  it('the highest stage reached by day count; calendar arithmetic across months', () => {
    expect(stageOn('2031-03-10', '2031-03-09')).toBeNull();
    expect(stageOn('2031-03-10', '2031-03-10')?.stage).toBe('DUE');
    expect(stageOn('2031-03-10', '2031-03-12')?.stage).toBe('DUE');
    expect(stageOn('2031-03-10', '2031-03-13')?.stage).toBe('D3');
    expect(stageOn('2031-02-26', '2031-03-05')?.stage).toBe('D7');
    expect(addDaysYmd('2031-02-26', 3)).toBe('2031-03-01');
  });
});

describe('impr-escalation job', () => {
  it('on the due date the assignee, +3 days also the department head, +7 days also the plant safety manager; never twice; e-mail sent', async () => {
    const a = await create({ dueYmd: '2031-03-10' });
    expect(await run('2031-03-09T23:59:00+09:00')).toMatchObject({ today: '2031-03-09', sent: { DUE: 0, D3: 0, D7: 0 } });
    expect(await reminders(a.actionNo)).toEqual([]);

    // 00:30 in Korea is still the 9th in UTC: the plant's date counts
    const due = await run('2031-03-09T15:30:00Z');
    expect(due).toMatchObject({ today: '2031-03-10', sent: { DUE: 1, D3: 0, D7: 0 } });
    expect(await reminders(a.actionNo)).toEqual([{
      kind: 'IMPR_DUE', to: ['worker01'], route: '/impr/imprAction',
      title: `[개선조치 기한 도래] ${a.actionNo} ${base.title}`, body: expect.stringContaining('조치기한 2031-03-10 (오늘) · 담당자 박현장'),
    }]);
    for (const d of ['2031-03-10T18:00:00+09:00', '2031-03-11', '2031-03-12']) expect((await run(d)).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });
    expect(await reminders(a.actionNo)).toHaveLength(1);

    expect((await run('2031-03-13')).sent).toEqual({ DUE: 0, D3: 1, D7: 0 });
    const d3 = (await reminders(a.actionNo))[1]!;
    expect(d3).toMatchObject({ kind: 'IMPR_OVERDUE', to: [head.D1310, 'worker01'].sort(), title: `[개선조치 기한 경과 3일] ${a.actionNo} ${base.title}` });
    expect(d3.body).toContain('(3일 경과)');
    // the job itself mailed the reminder after its commit (no request followed it; the head has not switched it off)
    const states = await t.rows<{ user_id: string; mail_state: string }>(sql`
      select user_id, mail_state from com_notification where link_key = ${String(a.actionNo)} and kind_cd = 'IMPR_OVERDUE' order by user_id`);
    expect(states.map((s) => s.mail_state)).toEqual(['SENT', 'SENT']);
    const mail = received.find((m) => m.to === `${head.D1310}@jikim.example`);
    expect(mailText(mail?.body ?? '')).toContain(`[개선조치 기한 경과 3일] ${a.actionNo} ${base.title}`);

    for (const d of ['2031-03-14', '2031-03-16']) expect((await run(d)).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });
    expect((await run('2031-03-17')).sent).toEqual({ DUE: 0, D3: 0, D7: 1 });
    const d7 = (await reminders(a.actionNo))[2]!;
    expect(d7).toMatchObject({ kind: 'IMPR_OVERDUE', to: [head.D1310, 'safety01', 'worker01'].sort(), title: `[개선조치 기한 경과 7일] ${a.actionNo} ${base.title}` });
    // nothing more: the same day, the next day, a month later
    for (const d of ['2031-03-17T20:00:00+09:00', '2031-03-18', '2031-04-30']) expect((await run(d)).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });
    expect(await reminders(a.actionNo)).toHaveLength(3);
    const stages = await t.rows<{ stage: string; due_ymd: string }>(sql`
      select stage, to_char(due_ymd, 'YYYY-MM-DD') as due_ymd from impr_action_reminder where action_no = ${a.actionNo} order by stage`);
    expect(stages).toEqual([{ stage: 'D3', due_ymd: '2031-03-10' }, { stage: 'D7', due_ymd: '2031-03-10' }, { stage: 'DUE', due_ymd: '2031-03-10' }]);
  });

  it('first seen 8 days late: one D7 set only (lower stages recorded); a postponed due date arms the stages again', async () => {
    const a = await create({ dueYmd: '2031-05-01', title: 'LNG 저장탱크 상부 배관 보온재 파손 보수' });
    expect((await run('2031-05-09')).sent).toEqual({ DUE: 0, D3: 0, D7: 1 });
    const sets = await reminders(a.actionNo);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({ kind: 'IMPR_OVERDUE', to: [head.D1310, 'safety01', 'worker01'].sort(), title: expect.stringContaining('[개선조치 기한 경과 7일]') });
    expect(sets[0]!.body).toContain('(8일 경과)');
    expect(await t.rows(sql`select stage from impr_action_reminder where action_no = ${a.actionNo} order by stage`)).toEqual([{ stage: 'D3' }, { stage: 'D7' }, { stage: 'DUE' }]);
    expect((await run('2031-05-10')).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });

    // the safety team gives two more weeks
    const got = (await t.app.inject({ method: 'GET', url: `${URL}/${a.actionNo}`, headers: auth(safety) })).json();
    const put = await t.app.inject({
      method: 'PUT', url: `${URL}/${a.actionNo}`, headers: auth(safety),
      payload: { ...base, title: got.title, dueYmd: '2031-05-24', version: got.version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await run('2031-05-23')).sent).toEqual({ DUE: 0, D3: 0, D7: 0 });
    expect((await run('2031-05-24')).sent).toEqual({ DUE: 1, D3: 0, D7: 0 });
    expect((await run('2031-05-27')).sent).toEqual({ DUE: 0, D3: 1, D7: 0 });
    const after = await reminders(a.actionNo);
    expect(after.map((s) => [s.kind, s.to])).toEqual([
      ['IMPR_OVERDUE', [head.D1310, 'safety01', 'worker01'].sort()],
      ['IMPR_DUE', ['worker01']],
      ['IMPR_OVERDUE', [head.D1310, 'worker01'].sort()],
    ]);
    expect(after[1]!.body).toContain('조치기한 2031-05-24');
  });

  it('only actions still waiting for the assignee: accepted (조치중) yes; 확인요청, 반려, 완료, 취소 no', async () => {
    const accepted = await create({ dueYmd: '2031-07-01', title: '가스누출 감지기 교정 주기 초과' });
    const acc = await t.app.inject({ method: 'POST', url: `${URL}/${accepted.actionNo}/transition`, headers: auth(worker), payload: { action: 'ACCEPT', version: 1 } });
    expect(acc.json()).toMatchObject({ statusCd: 'IN_PROGRESS' });
    const others: number[] = [];
    for (const s of ['CONFIRM_REQUESTED', 'REJECTED', 'DONE', 'CANCELLED']) {
      const a = await create({ dueYmd: '2031-07-01', title: `상태 ${s} 조치` });
      // set directly: which statuses the job reads is under test, not the workflow
      await t.rows(sql`update impr_action set status_cd = ${s} where action_no = ${a.actionNo}`);
      others.push(a.actionNo);
    }
    expect(await run('2031-07-09')).toMatchObject({ sent: { DUE: 0, D3: 0, D7: 1 } });
    expect(await reminders(accepted.actionNo)).toHaveLength(1);
    for (const no of others) {
      expect(await reminders(no)).toEqual([]);
      expect(await t.rows(sql`select 1 from impr_action_reminder where action_no = ${no}`)).toEqual([]);
    }
  });

  it('the responsible department is the owning department when set; a vendor-owned action without one escalates to the requesting department', async () => {
    const owned = await create({ dueYmd: '2031-09-01', ownerDeptCd: 'D1410', title: '보일러동 3층 핸드레일 부식 교체' });
    const vendorOwned = await create({ dueYmd: '2031-09-01', ownerVendorCd: 'V0001', assigneeUserId: 'vendor01', title: '비계 작업발판 고정 불량' });
    expect((await run('2031-09-04')).sent).toEqual({ DUE: 0, D3: 2, D7: 0 });
    expect((await reminders(owned.actionNo))[0]!.to).toEqual([head.D1410, 'worker01'].sort());
    expect((await reminders(vendorOwned.actionNo))[0]!.to).toEqual([head.D1210, 'vendor01'].sort());
    // the vendor user sees it in their bell
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications?kindCd=IMPR_OVERDUE', headers: auth(vendor) });
    expect(bell.json().list[0]).toMatchObject({ linkRoute: '/impr/imprAction', linkKey: String(vendorOwned.actionNo) });
  });

  it('a user who switched e-mail off for IMPR_OVERDUE gets the in-app reminder but no e-mail', async () => {
    const off = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: auth(worker), payload: { items: [{ kindCd: 'IMPR_OVERDUE', mailYn: 'N' }] } });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const a = await create({ dueYmd: '2031-10-01' });
      expect((await run('2031-10-04')).sent).toEqual({ DUE: 0, D3: 1, D7: 0 });
      await t.app.notifications.flush();
      const states = await t.rows<{ user_id: string; mail_state: string }>(sql`
        select user_id, mail_state from com_notification where link_key = ${String(a.actionNo)} and kind_cd = 'IMPR_OVERDUE' order by user_id`);
      const want: Record<string, string> = { [head.D1310!]: 'SENT', worker01: 'OFF' };
      expect(Object.fromEntries(states.map((s) => [s.user_id, s.mail_state]))).toEqual(want);
      const overdueMails = (to: string) => received.filter((m) => m.to === to && mailText(m.body).includes(`[개선조치 기한 경과 3일] ${a.actionNo}`));
      expect(overdueMails('worker01@jikim.example')).toEqual([]);
      expect(overdueMails(`${head.D1310}@jikim.example`)).toHaveLength(1);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: auth(worker), payload: { items: [{ kindCd: 'IMPR_OVERDUE', mailYn: 'Y' }] } });
    }
  });
});
