import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selfService } from '../../lib/route-auth.js';
import { sha256Hex } from '../../lib/password.js';
import { DEMO_PASSWORD, auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../test/helpers.js';
import { startTestSmtp, TEST_SMTP_FROM, type TestMail } from '../../test/smtp.js';
import { registerNotificationKind } from './notify.kinds.js';
import { notify } from './notify.service.js';

registerNotificationKind('TEST_NOTICE');
registerNotificationKind('TEST_OTHER');

let received: TestMail[] = [];
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
const tok: Record<string, Tokens> = {};

/** send what the outbox holds and wait for it (the request hook started it already; this joins it) */
async function settle() {
  await t.app.notifications.flush();
}
const mailsTo = (addr: string) => received.filter((m) => m.to === addr);
const list = (who: string, q = '') => t.app.inject({ method: 'GET', url: `/api/notifications${q}`, headers: auth(tok[who]!) });
const unread = async (who: string) => (await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: auth(tok[who]!) })).json().count as number;
const send = (who: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/test/notify', headers: auth(tok[who]!), payload: body });

beforeAll(async () => {
  // one mailbox refuses mail: the failure is recorded, the business write stands
  smtp = await startTestSmtp({ refuse: (a) => a === 'gas01@jikim.example' });
  received = smtp.received;
  // a test-only business write: a row in its own table, and notifications in the same transaction
  t = await createTestApp({ smtpUrl: smtp.url, smtpFrom: TEST_SMTP_FROM }, (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/api/test/notify', {
      config: selfService,
      schema: {
        body: z.object({
          userIds: z.array(z.string()), kind: z.string(), title: z.string(), body: z.string().optional(),
          link: z.object({ route: z.string(), key: z.string() }).optional(), fail: z.boolean().optional(),
        }),
      },
    }, async (req) => {
      const { fail, ...input } = req.body;
      return app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notify_test_doc (title) values (${input.title})`);
        const nos = await notify(tx, input);
        if (fail) throw new Error('the business write failed after notifying');
        return { nos };
      });
    });
  });
  await t.rows(sql`create table notify_test_doc (id serial primary key, title varchar(300))`);
  for (const u of ['worker01', 'safety01', 'gas01', 'e0021']) tok[u] = await login(t.app, u);
  const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(v.statusCode, v.body).toBe(200);
  tok.vendor01 = v.json();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await settle(); // what an earlier test sent has arrived
  received.length = 0;
});

describe('notify() in the caller\'s transaction', () => {
  it('a committed write stores one row per recipient and e-mails each after the commit, with the link', async () => {
    const res = await send('safety01', { userIds: ['worker01', 'vendor01', 'worker01'], kind: 'TEST_NOTICE', title: '점검 결과 등록', body: '보일러동 점검 결과가 등록되었습니다.', link: { route: '/test/doc', key: 'A 1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nos).toHaveLength(2); // the repeated recipient once
    await settle();
    expect(mailsTo('worker01@jikim.example')).toHaveLength(1);
    expect(received).toHaveLength(1); // the vendor user has no e-mail address: recorded, not sent
    const mail = mailsTo('worker01@jikim.example')[0]!.body;
    expect(mail).toContain('no-reply@jikim.test');
    const text = Buffer.from(mail.split(/\r?\n\r?\n/)[1]!.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(text).toContain('보일러동 점검 결과가 등록되었습니다.');
    expect(text).toContain('/test/doc?key=A%201');
    const rows = await t.rows<{ user_id: string; mail_state: string; mail_to: string }>(sql`select user_id, mail_state, mail_to from com_notification where notification_no in (${sql.join(res.json().nos.map((n: number) => sql`${n}`), sql`, `)}) order by user_id`);
    expect(rows).toEqual([
      { user_id: 'vendor01', mail_state: 'NO_ADDRESS', mail_to: null },
      { user_id: 'worker01', mail_state: 'SENT', mail_to: 'worker01@jikim.example' },
    ]);
  });

  it('a transaction that rolls back stores nothing and sends nothing', async () => {
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification`);
    const res = await send('safety01', { userIds: ['worker01', 'e0021'], kind: 'TEST_NOTICE', title: '롤백될 알림', fail: true });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('the business write failed'); // no internals to the client
    await settle();
    await new Promise((r) => setTimeout(r, 300)); // a late send would have arrived by now
    expect(received).toEqual([]);
    expect(await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification`)).toEqual(before);
    expect(await t.rows(sql`select 1 from notify_test_doc where title = '롤백될 알림'`)).toEqual([]);
  });

  it('a mail failure never fails the write and is recorded on the row', async () => {
    const res = await send('safety01', { userIds: ['gas01', 'e0021'], kind: 'TEST_NOTICE', title: '메일 실패 시험' });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    const rows = await t.rows<{ user_id: string; mail_state: string; mail_error: string | null }>(sql`select user_id, mail_state, mail_error from com_notification where title = '메일 실패 시험' order by user_id`);
    expect(rows.map((r) => [r.user_id, r.mail_state])).toEqual([['e0021', 'SENT'], ['gas01', 'FAILED']]);
    expect(rows[1]!.mail_error).toMatch(/mailbox unavailable/);
    expect(mailsTo('e0021@jikim.example')).toHaveLength(1);
    // the in-app notification is there all the same
    expect((await list('gas01', '?kindCd=TEST_NOTICE')).json().list[0]).toMatchObject({ title: '메일 실패 시험', readYn: 'N' });
  });
});

describe('/api/notifications: my list, unread count, mark read', () => {
  it('pages with the one paging contract, newest first, and marks one and all read', async () => {
    const base = await unread('e0021');
    for (let i = 1; i <= 22; i += 1) expect((await send('safety01', { userIds: ['e0021'], kind: 'TEST_OTHER', title: `목록 ${i}` })).statusCode).toBe(200);
    expect(await unread('e0021')).toBe(base + 22);
    const p1 = await list('e0021', '?kindCd=TEST_OTHER&page=1&limit=20');
    expect(p1.json()).toMatchObject({ totalCount: 22, page: 1, limit: 20 });
    expect(p1.json().list).toHaveLength(20);
    expect(p1.json().list[0].title).toBe('목록 22');
    const p2 = (await list('e0021', '?kindCd=TEST_OTHER&page=2&limit=20')).json();
    expect(p2.list.map((n: { title: string }) => n.title)).toEqual(['목록 2', '목록 1']);
    expectError(await list('e0021', '?limit=7'), 400);

    const one = p2.list[0].notificationNo as number;
    const r1 = await t.app.inject({ method: 'PATCH', url: `/api/notifications/${one}/read`, headers: auth(tok.e0021!) });
    expect(r1.json()).toEqual({ updated: 1 });
    expect(await unread('e0021')).toBe(base + 21);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/notifications/${one}/read`, headers: auth(tok.e0021!) })).json()).toEqual({ updated: 0 });
    expect((await list('e0021', '?kindCd=TEST_OTHER&unreadYn=Y')).json().totalCount).toBe(21);

    const all = await t.app.inject({ method: 'PATCH', url: '/api/notifications/read-all', headers: auth(tok.e0021!), payload: {} });
    expect(all.json().updated).toBe(base + 21);
    expect(await unread('e0021')).toBe(0);
  });

  it('each caller sees and marks only their own rows, vendor users included', async () => {
    const v = (await send('safety01', { userIds: ['vendor01'], kind: 'TEST_NOTICE', title: '협력업체 알림' })).json().nos[0] as number;
    const w = (await send('safety01', { userIds: ['worker01'], kind: 'TEST_NOTICE', title: '직원 알림' })).json().nos[0] as number;
    const vendorList = (await list('vendor01', '?limit=300')).json();
    expect(vendorList.list.every((n: { notificationNo: number }) => n.notificationNo !== w)).toBe(true);
    expect(vendorList.list.some((n: { notificationNo: number }) => n.notificationNo === v)).toBe(true);
    const mine = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_notification where user_id = 'vendor01'`);
    expect(vendorList.totalCount).toBe(mine[0]!.n);
    // another user's notification is not found, and stays unread
    expectError(await t.app.inject({ method: 'PATCH', url: `/api/notifications/${w}/read`, headers: auth(tok.vendor01!) }), 404);
    expectError(await t.app.inject({ method: 'PATCH', url: `/api/notifications/${v}/read`, headers: auth(tok.worker01!) }), 404);
    const workerBefore = await unread('worker01');
    expect((await t.app.inject({ method: 'PATCH', url: '/api/notifications/read-all', headers: auth(tok.vendor01!), payload: {} })).json().updated).toBeGreaterThanOrEqual(1);
    expect(await unread('vendor01')).toBe(0);
    expect(await unread('worker01')).toBe(workerBefore);
    expect((await t.rows<{ read_dt: Date | null }>(sql`select read_dt from com_notification where notification_no = ${w}`))[0]!.read_dt).toBeNull();
    // without a token: 401
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('preferences: e-mail per kind', () => {
  it('a user switches e-mail off for one kind: the notification is stored, not mailed; other kinds and users still are', async () => {
    const get0 = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: auth(tok.worker01!) });
    expect(get0.json()).toEqual(expect.arrayContaining([{ kindCd: 'APPR_PENDING', mailYn: 'Y' }, { kindCd: 'TEST_NOTICE', mailYn: 'Y' }]));
    // an unknown kind is refused and changes nothing
    expectError(await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: auth(tok.worker01!), payload: { items: [{ kindCd: 'TEST_NOTICE', mailYn: 'N' }, { kindCd: 'NOPE', mailYn: 'N' }] } }), 400);
    expect(await t.rows(sql`select 1 from com_notification_pref where user_id = 'worker01'`)).toEqual([]);

    const put = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: auth(tok.worker01!), payload: { items: [{ kindCd: 'TEST_NOTICE', mailYn: 'N' }] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(expect.arrayContaining([{ kindCd: 'TEST_NOTICE', mailYn: 'N' }, { kindCd: 'TEST_OTHER', mailYn: 'Y' }]));
    // another user's switch is theirs alone
    const other = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: auth(tok.vendor01!) });
    expect(other.json()).toContainEqual({ kindCd: 'TEST_NOTICE', mailYn: 'Y' });

    await send('safety01', { userIds: ['worker01', 'e0021'], kind: 'TEST_NOTICE', title: '메일 끔 시험' });
    await send('safety01', { userIds: ['worker01'], kind: 'TEST_OTHER', title: '다른 종류 시험' });
    await settle();
    expect(mailsTo('worker01@jikim.example')).toHaveLength(1); // only TEST_OTHER
    expect(mailsTo('e0021@jikim.example')).toHaveLength(1);
    const rows = await t.rows<{ user_id: string; kind_cd: string; mail_state: string }>(sql`select user_id, kind_cd, mail_state from com_notification where title in ('메일 끔 시험', '다른 종류 시험') order by user_id, kind_cd`);
    expect(rows).toEqual([
      { user_id: 'e0021', kind_cd: 'TEST_NOTICE', mail_state: 'SENT' },
      { user_id: 'worker01', kind_cd: 'TEST_NOTICE', mail_state: 'OFF' },
      { user_id: 'worker01', kind_cd: 'TEST_OTHER', mail_state: 'SENT' },
    ]);
    expect((await list('worker01', '?kindCd=TEST_NOTICE&unreadYn=Y')).json().list.some((n: { title: string }) => n.title === '메일 끔 시험')).toBe(true);

    // switched back on
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: auth(tok.worker01!), payload: { items: [{ kindCd: 'TEST_NOTICE', mailYn: 'Y' }] } });
    expect(await t.rows(sql`select 1 from com_notification_pref where user_id = 'worker01'`)).toEqual([]);
  });
});
