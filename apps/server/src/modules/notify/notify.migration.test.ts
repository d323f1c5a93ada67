import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, type TestApp } from '../../test/helpers.js';

/**
 * Migration 0010 moves the approvals' own notifications into the centre. Replayed here on a re-created
 * com_appr_notification (its shape before 0011) so the data step is proven, not only the DDL.
 */
const migration = readFileSync(fileURLToPath(new URL('../../../migrations/0011_notification_centre.sql', import.meta.url)), 'utf8');
const dataSteps = migration.split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => /com_appr_notification|setval/.test(s));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('migration 0010: com_appr_notification → com_notification', () => {
  it('keeps numbers, maps kinds (참조 → APPR_REFERENCE), links the request, keeps read and mail outcomes, never re-mails', async () => {
    expect(dataSteps).toHaveLength(2);
    await t.rows(sql`delete from com_notification`);
    await t.rows(sql`create table com_appr_notification (notification_no bigserial primary key, user_id varchar(50) not null, kind_cd varchar(20) not null,
      appr_request_no integer not null, title varchar(300) not null, read_dt timestamptz, create_dt timestamptz not null default now(),
      mail_to varchar(200), mail_dt timestamptz, mail_error varchar(500))`);
    await t.rows(sql`insert into com_appr_notification (notification_no, user_id, kind_cd, appr_request_no, title, read_dt, mail_to, mail_dt, mail_error) values
      (7, 'e0021', 'PENDING', 41, '[결재요청] 보일러동 점검', null, 'e0021@jikim.example', now(), null),
      (8, 'worker01', 'COMPLETE', 41, '[결재완료] 보일러동 점검', now(), null, null, null),
      (9, 'e0022', 'COMPLETE', 41, '[참조] 보일러동 점검', null, 'e0022@jikim.example', null, 'connection refused'),
      (10, 'worker01', 'REJECT', 42, '[반려] 터빈동 통로', null, null, null, null)`);
    for (const step of dataSteps) await t.db.db.execute(sql.raw(step));
    const rows = await t.rows<{ notification_no: string; user_id: string; kind_cd: string; link_route: string; link_key: string; read: boolean; mail_state: string; mail_error: string | null }>(sql`
      select notification_no, user_id, kind_cd, link_route, link_key, read_dt is not null as read, mail_state, mail_error from com_notification order by notification_no`);
    expect(rows.map((r) => [Number(r.notification_no), r.user_id, r.kind_cd, r.link_key, r.read, r.mail_state])).toEqual([
      [7, 'e0021', 'APPR_PENDING', '41', false, 'SENT'],
      [8, 'worker01', 'APPR_COMPLETE', '41', true, 'NONE'],
      [9, 'e0022', 'APPR_REFERENCE', '41', false, 'FAILED'],
      [10, 'worker01', 'APPR_REJECT', '42', false, 'NONE'],
    ]);
    expect(rows.every((r) => r.link_route === '/appr/apprInbox')).toBe(true);
    expect(rows[2]!.mail_error).toBe('connection refused');
    // the sequence continues after the migrated numbers
    const [next] = await t.rows<{ n: string }>(sql`select nextval(pg_get_serial_sequence('com_notification', 'notification_no')) as n`);
    expect(Number(next!.n)).toBe(11);
    await t.rows(sql`drop table com_appr_notification`);
    // the old approvals route reads the migrated rows with their old kinds
    const tok = await login(t.app, 'worker01');
    const res = await t.app.inject({ method: 'GET', url: '/api/manage/appr/notifications', headers: auth(tok) });
    expect(res.json()).toMatchObject({ unreadCount: 1 });
    expect(res.json().list.map((n: { kindCd: string; apprRequestNo: number }) => [n.kindCd, n.apprRequestNo]).sort()).toEqual([['COMPLETE', 41], ['REJECT', 42]]);
  });
});
