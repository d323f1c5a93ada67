import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVendorPortal } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';

let t: TestApp;
let v1: Tokens;
let v2: Tokens;
let safety: Tokens;
let admin: Tokens;
const URL = '/api/vendor/portal';
const kst = (days: number) => new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const vendorLogin = async (userId: string): Promise<Tokens> => {
  const r = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId, userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const portal = async (tok: Tokens) => {
  const r = await t.app.inject({ url: URL, headers: auth(tok) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TVendorPortal;
};

beforeAll(async () => {
  t = await createTestApp();
  // V0001 works at plant 1000 only here (the demo also contracts it at plant 2000), so its notices are plant 1000's
  await t.rows(sql`delete from vnd_vendor_plant where vendor_cd = 'V0001' and plant_cd = '2000'`);
  // the demo's own soon-expiring licences out of the way: the counts below are of this test's workers
  await t.rows(sql`update vnd_worker_licence set expiry_ymd = ${kst(400)} where expiry_ymd <= ${kst(60)}`);
  // a worker of each vendor with a licence expiring in 10 days, and one of V0001 expiring in 45 days
  const w = await t.rows<{ worker_no: number; vendor_cd: string }>(sql`insert into vnd_worker (vendor_cd, plant_cd, worker_nm) values
    ('V0001', '1000', '포털용접공'), ('V0002', '1000', '포털배관공') returning worker_no, vendor_cd`);
  const w1 = w.find((x) => x.vendor_cd === 'V0001')!.worker_no;
  const w2 = w.find((x) => x.vendor_cd === 'V0002')!.worker_no;
  await t.rows(sql`insert into vnd_worker_licence (worker_no, licence_kind_cd, expiry_ymd) values
    (${w1}, 'WELD', ${kst(10)}), (${w1}, 'WELD', ${kst(45)}), (${w2}, 'PIPE', ${kst(10)})`);
  await t.rows(sql`insert into impr_action (status_cd, plant_cd, dept_cd, action_type_cd, source_type_cd, title, owner_vendor_cd, assignee_user_id, due_ymd)
    values ('REGISTERED', '1000', 'D1310', 'REQUEST', 'PATROL', '포털-V0002 조치', 'V0002', 'worker01', ${kst(5)})`);
  const [p] = await t.rows<{ p: string }>(sql`select user_pwd as p from com_user where user_id = 'vendor01'`);
  await t.rows(sql`insert into com_user (user_id, user_nm, user_type, user_pwd, plant_cd, vendor_cd, dept_auth_grp_cd, create_user_id, update_user_id)
    values ('vn_p_v2', '포털이', 'V', ${p!.p}, '1000', 'V0002', 'DAG_OWN', 'system', 'system')`);
  await t.rows(sql`insert into com_user_auth_grp (user_id, auth_grp_cd) values ('vn_p_v2', 'VENDOR')`);
  [v1, v2, safety, admin] = [await vendorLogin('vendor01'), await vendorLogin('vn_p_v2'), await login(t.app, 'safety01'), await login(t.app, 'admin')];
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('vendor portal', () => {
  it('shows the vendor user their own unread notices, expiring licences, open actions and latest grade', async () => {
    const d = await portal(v1);
    expect(d.vendorCd).toBe('V0001');
    expect(d.vendorNm).toBe('(주)대한플랜트정비');
    // demo: vendor01 has not read the newest notices
    expect(d.unreadNotices.count).toBeGreaterThan(0);
    const [unread] = await t.rows<{ n: string }>(sql`select count(*) as n from vnd_notice n where n.plant_cd = '1000'
      and (n.target_cd = 'ALL' or exists (select 1 from vnd_notice_target x where x.notice_no = n.notice_no and x.vendor_cd = 'V0001'))
      and not exists (select 1 from vnd_notice_read r where r.notice_no = n.notice_no and r.user_id = 'vendor01')`);
    expect(d.unreadNotices.count).toBe(Number(unread!.n));
    expect(d.expiringLicences.list.map((l) => l.workerNm)).toEqual(['포털용접공']);
    expect(d.expiringLicences.count).toBe(1);
    // entry requests still going on: drafts, requested, approved and not ended — its own vendor's only
    const [entries] = await t.rows<{ n: string }>(sql`select count(*) as n from vnd_entry where vendor_cd = 'V0001'
      and (status_cd in ('DRAFT', 'REQUESTED') or (status_cd = 'APPROVED' and entry_to_ymd >= ${kst(0)}))`);
    expect(d.entries.count).toBe(Number(entries!.n));
    expect(d.entries.count).toBeGreaterThan(0);
    const own = await t.rows<{ entry_no: number }>(sql`select entry_no from vnd_entry where vendor_cd = 'V0001'`);
    expect(d.entries.list.every((e) => own.some((o) => o.entry_no === e.entryNo))).toBe(true);
    expect(d.openActions.list.every((a) => a.title !== '포털-V0002 조치')).toBe(true);
    expect(d.latestEval).toMatchObject({ gradeCd: 'A', consequenceCd: 'ELIGIBLE', consequenceNm: '적격' });
  });

  it('never another vendor\'s data', async () => {
    const d = await portal(v2);
    expect(d.vendorCd).toBe('V0002');
    expect(d.expiringLicences.list.map((l) => l.workerNm)).toEqual(['포털배관공']);
    expect(d.openActions.list.map((a) => a.title)).toContain('포털-V0002 조치');
    expect(d.latestEval).toMatchObject({ gradeCd: 'D', consequenceCd: 'INELIGIBLE' });
    const ids = await t.rows<{ notice_no: number }>(sql`select notice_no from vnd_notice_target where vendor_cd = 'V0001'
      and notice_no not in (select notice_no from vnd_notice_target where vendor_cd = 'V0002')`);
    expect(d.unreadNotices.list.map((x) => x.noticeNo).filter((no) => ids.some((i) => i.notice_no === no))).toEqual([]);
  });

  it('lists patrol findings assigned to the vendor that are not closed, open and overdue first; never another vendor\'s', async () => {
    const ins = (vendor: string, status: string, place: string, due: string) => t.rows<{ finding_no: number }>(sql`
      insert into saf_patrol_finding (status_cd, plant_cd, dept_cd, patrol_ymd, patrol_type_cd, place_nm, category_cd, content, vendor_cd, due_ymd)
      values (${status}, '1000', 'D1310', ${kst(-3)}, 'JOINT', ${place}, 'PPE', '안전대 미체결', ${vendor}, ${due}) returning finding_no`);
    const [late] = await ins('V0001', 'OPEN', '포털-보일러 3층', kst(-1));
    await ins('V0001', 'CLOSED', '포털-종결된 곳', kst(-1));
    await ins('V0002', 'OPEN', '포털-남의 업체', kst(2));
    const [answered] = await ins('V0001', 'ANSWERED', '포털-답변한 곳', kst(5));
    const d = await portal(v1);
    const mine = d.findings.list.filter((f) => f.placeNm.startsWith('포털-'));
    expect(mine.map((f) => f.placeNm)).toEqual(['포털-보일러 3층', '포털-답변한 곳']);
    expect(mine[0]).toMatchObject({ findingNo: late!.finding_no, statusCd: 'OPEN', overdue: true });
    expect(mine[1]).toMatchObject({ findingNo: answered!.finding_no, overdue: false });
    const [open] = await t.rows<{ n: string }>(sql`select count(*) as n from saf_patrol_finding where vendor_cd = 'V0001' and status_cd <> 'CLOSED'`);
    expect(d.findings.count).toBe(Number(open!.n));
    expect((await portal(v2)).findings.list.map((f) => f.placeNm)).not.toContain('포털-보일러 3층');
  });

  it('lists the vendor\'s work permits still going on, earliest first; never closed ones or another vendor\'s', async () => {
    const ins = (vendor: string, status: string, nm: string, ymd: string, tm: string) => t.rows(sql`
      insert into saf_wkod_permit (plant_cd, vendor_cd, status_cd, kind_cd, work_nm, work_ymd, start_dt, end_dt, start_tm, end_tm, area_cd, request_dept_cd, supervise_dept_cd)
      values ('1000', ${vendor}, ${status}, 'HOT', ${nm}, ${ymd}, (${ymd}::date + ${tm}::time)::timestamp at time zone 'Asia/Seoul',
              (${ymd}::date + time '18:00')::timestamp at time zone 'Asia/Seoul', ${tm}, '18:00', 'E_BOILER', 'D1410', 'D1410')`);
    await t.rows(sql`update saf_wkod_permit set status_cd = 'COMPLETED' where vendor_cd in ('V0001', 'V0002')`);
    await ins('V0001', 'REQUESTED', '포털-내일 용접', kst(1), '08:00');
    await ins('V0001', 'ACTIVE', '포털-어제부터 작업중', kst(-1), '07:00');
    await ins('V0001', 'APPROVED', '포털-지난 승인', kst(-5), '09:00');
    await ins('V0001', 'COMPLETED', '포털-완료', kst(0), '09:00');
    await ins('V0002', 'ISSUED', '포털-남의 허가', kst(0), '09:00');
    const d = await portal(v1);
    expect(d.permits.list.map((p) => p.workNm)).toEqual(['포털-어제부터 작업중', '포털-내일 용접']);
    expect(d.permits.count).toBe(2);
    expect(d.permits.list[0]).toMatchObject({ statusCd: 'ACTIVE', areaNm: '보일러동', startTm: '07:00', endTm: '18:00' });
    expect((await portal(v2)).permits.list.map((p) => p.workNm)).toContain('포털-남의 허가');
    expect(d.permits.list.map((p) => p.workNm)).not.toContain('포털-남의 허가');
  });

  it('reading a notice takes it off the unread list', async () => {
    const before = await portal(v1);
    const first = before.unreadNotices.list[0]!;
    expect((await t.app.inject({ url: `/api/vendor/notices/${first.noticeNo}`, headers: auth(v1) })).statusCode).toBe(200);
    const after = await portal(v1);
    expect(after.unreadNotices.count).toBe(before.unreadNotices.count - 1);
    expect(after.unreadNotices.list.map((x) => x.noticeNo)).not.toContain(first.noticeNo);
  });

  it('plant users get it empty (the home is a vendor user\'s)', async () => {
    const d = await portal(admin);
    expect(d).toMatchObject({ vendorCd: null, latestEval: null, unreadNotices: { count: 0, list: [] }, expiringLicences: { count: 0 }, openActions: { count: 0 } });
    // without the menu right: refused
    expectError(await t.app.inject({ url: URL, headers: auth(safety) }), 403);
  });
});
