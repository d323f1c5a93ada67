import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VND_PENALTY_MESSAGES, VND_WORKER_MESSAGES } from '@jikim/shared';
import { sha256Hex } from '../../../lib/password.js';
import { auth, createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../../test/helpers.js';
import { runLicenceExpiry, VND_LICENCE_EXPIRY_JOB } from './licence-expiry.js';

const base = '/api/vendor/workers';

describe('worker roster', () => {
  let t: TestApp;
  let safety: string;
  let vendor: string;
  beforeAll(async () => {
    t = await createTestApp();
    safety = (await login(t.app, 'safety01')).accessToken;
    const v = await t.app.inject({ method: 'POST', url: '/api/auth/vendorlogin', payload: { userId: 'vendor01', userPwdSHA: sha256Hex(DEMO_PASSWORD) } });
    vendor = v.json().accessToken;
  });
  afterAll(() => t.close());

  const worker = {
    vendorCd: 'V0001', plantCd: '1000', workerNm: '홍용접', birthYmd: '1980-05-17', phoneNo: '010-5555-1234', jobNm: '용접공',
    licences: [{ licenceKindCd: 'WELD', licenceNumber: 'WE-2020-000001', issueYmd: '2020-03-02', expiryYmd: '2031-01-20' }],
  };
  let workerNo = 0;

  it('a vendor user adds and edits workers of their own vendor only', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: auth(vendor), payload: worker });
    expect(res.statusCode, res.body).toBe(200);
    workerNo = res.json().workerNo;
    expect(res.json().licences).toHaveLength(1);
    // the record's own GET answers the phone in full
    const got = await t.app.inject({ url: `${base}/${workerNo}`, headers: auth(vendor) });
    expect(got.json()).toMatchObject({ phoneNo: '010-5555-1234', birthYmd: '1980-05-17', vendorNm: '(주)대한플랜트정비' });
    const upd = await t.app.inject({ method: 'PUT', url: `${base}/${workerNo}`, headers: auth(vendor), payload: { ...(got.json() as Record<string, unknown>), jobNm: '특수용접공' } });
    expect(upd.statusCode, upd.body).toBe(200);
    // another vendor's worker: neither created nor reached
    expect((await t.app.inject({ method: 'POST', url: base, headers: auth(vendor), payload: { ...worker, vendorCd: 'V0002' } })).statusCode).toBe(403);
    const [other] = await t.rows<{ worker_no: number; version: number }>(sql`select worker_no, version from vnd_worker where vendor_cd = 'V0002' limit 1`);
    const otherPut = await t.app.inject({ method: 'PUT', url: `${base}/${other!.worker_no}`, headers: auth(vendor), payload: { ...worker, version: other!.version } });
    expect(otherPut.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${other!.worker_no}`, headers: auth(vendor) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/${other!.worker_no}`, headers: auth(vendor) })).statusCode).toBe(403);
    // a plant the vendor has no contract at
    const plant = await t.app.inject({ method: 'POST', url: base, headers: auth(vendor), payload: { ...worker, plantCd: '9999' } });
    expect(plant.statusCode).toBe(400);
    expect(plant.json().message).toBe(VND_WORKER_MESSAGES.plantNotContracted);
    // V0001 is contracted at plant 2000 too
    expect((await t.app.inject({ method: 'POST', url: base, headers: auth(vendor), payload: { ...worker, plantCd: '2000', workerNm: '김이동' } })).statusCode).toBe(200);
    const period = await t.app.inject({
      method: 'POST', url: base, headers: auth(vendor), payload: { ...worker, licences: [{ licenceKindCd: 'ELEC', issueYmd: '2024-01-02', expiryYmd: '2023-01-01' }] },
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().message).toBe(VND_WORKER_MESSAGES.licencePeriod(1));
    const audit = await t.rows(sql`select action from com_audit_log where entity = 'vendorWorker' and entity_key = ${String(workerNo)} order by audit_no`);
    expect(audit.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
  });

  it('lists a vendor\'s roster with phone numbers and birth dates masked; vendor users only their own vendor', async () => {
    const res = await t.app.inject({ url: '/api/vendor/vendors/V0001/workers?limit=50', headers: auth(vendor) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 50 });
    expect(body.totalCount).toBeGreaterThanOrEqual(16);
    const mine = body.list.find((w: { workerNo: number }) => w.workerNo === workerNo);
    expect(mine).toMatchObject({ phoneNo: '010-****-1234', birthYmd: '1980-**-**' });
    expect(body.list.every((w: { vendorCd: string; phoneNo: string | null }) => w.vendorCd === 'V0001' && (!w.phoneNo || w.phoneNo.includes('****')))).toBe(true);
    expect((await t.app.inject({ url: '/api/vendor/vendors/V0002/workers', headers: auth(vendor) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/vendor/vendors/NOPE/workers', headers: auth(safety) })).statusCode).toBe(404);
    // the plant's safety manager reads a plant-1000 vendor's roster, masked as well
    const s = await t.app.inject({ url: '/api/vendor/vendors/V0002/workers', headers: auth(safety) });
    expect(s.statusCode).toBe(200);
    expect(s.json().list.length).toBeGreaterThan(0);
    // the framework list masks too, and a vendor user's list holds their vendor only
    const all = await t.app.inject({ url: `${base}?limit=300`, headers: auth(vendor) });
    expect(all.json().list.every((w: { vendorCd: string }) => w.vendorCd === 'V0001')).toBe(true);
    expect(all.json().list.find((w: { workerNo: number }) => w.workerNo === workerNo).phoneNo).toBe('010-****-1234');
    const xlsx = await t.app.inject({ url: `${base}/excel?vendorCd=V0001`, headers: auth(safety) });
    expect(xlsx.statusCode).toBe(200);
  });

  it('the roster shows each worker\'s last site safety course, warnings of 12 months and expired licences', async () => {
    const created = await t.app.inject({
      method: 'POST', url: base, headers: auth(vendor),
      payload: { ...worker, workerNm: '최경고', licences: [{ licenceKindCd: 'WELD', issueYmd: '2015-01-02', expiryYmd: '2020-01-01' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const no = created.json().workerNo as number;
    expect(created.json()).toMatchObject({ siteEduYmd: null, warningCount: 0, expiredLicenceCount: 1 });
    // a site course completion from the education module and an older one: the latest is shown
    const [course] = await t.rows<{ course_no: number }>(sql`select course_no from saf_edu_course order by course_no limit 1`);
    for (const [ymd, key] of [['2026-03-02', 'a'], ['2026-09-14', 'b']] as const) {
      await t.rows(sql`insert into saf_edu_completion (plant_cd, vendor_cd, vendor_worker_no, course_no, course_type_cd, complete_ymd, hours, source_cd, source_key)
        values ('1000', 'V0001', ${no}, ${course!.course_no}, 'ENTRANT', ${ymd}, 1, 'SITE', ${`test-roster-${key}-${no}`})`);
    }
    // a warning naming the worker (safety team), and one naming another vendor's worker is refused
    const pen = await t.app.inject({
      method: 'POST', url: '/api/vendor/penalties', headers: auth(safety),
      payload: { plantCd: '1000', vendorCd: 'V0001', violationYmd: new Date().toISOString().slice(0, 10), penaltyKindCd: 'PPE', sourceTypeCd: 'PATROL', workerNo: no },
    });
    expect(pen.statusCode, pen.body).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST', url: '/api/vendor/penalties', headers: auth(safety),
      payload: { plantCd: '1000', vendorCd: 'V0002', violationYmd: new Date().toISOString().slice(0, 10), penaltyKindCd: 'PPE', sourceTypeCd: 'PATROL', workerNo: no },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(VND_PENALTY_MESSAGES.workerVendor);
    const list = await t.app.inject({ url: `${base}?workerNm=${encodeURIComponent('최경고')}&limit=20&page=1`, headers: auth(safety) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list).toEqual([expect.objectContaining({ workerNo: no, siteEduYmd: '2026-09-14', warningCount: 1, expiredLicenceCount: 1 })]);
    const one = await t.app.inject({ url: `${base}/${no}`, headers: auth(vendor) });
    expect(one.json()).toMatchObject({ siteEduYmd: '2026-09-14', warningCount: 1 });
    // computed values are never written: a PUT carrying them changes nothing of them
    const put = await t.app.inject({ method: 'PUT', url: `${base}/${no}`, headers: auth(vendor), payload: { ...(one.json() as Record<string, unknown>), warningCount: 0, siteEduYmd: '2000-01-01' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ siteEduYmd: '2026-09-14', warningCount: 1 });
  });

  it('pages are the rows of the full order, each once, also sorted on a column with ties (the list\'s deferred join)', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const expected = (await t.rows<{ worker_no: number }>(sql`select worker_no from vnd_worker order by worker_nm desc, worker_no desc`)).map((r) => Number(r.worker_no));
    expect(expected.length).toBeGreaterThan(20);
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const res = await t.app.inject({ url: `${base}?sortField=workerNm&sortOrder=desc&limit=20&page=${page}`, headers: auth(admin) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { list: { workerNo: number; vendorNm: string | null }[]; totalCount: number };
      expect(body.totalCount).toBe(expected.length);
      expect(body.list.length).toBeGreaterThan(0);
      // display names come with every row of the page
      expect(body.list.every((r) => typeof r.vendorNm === 'string')).toBe(true);
      seen.push(...body.list.map((r) => r.workerNo));
    }
    expect(seen).toEqual(expected);
  });

  it('the expiry job tells the vendor and the supervising department 30 days before, once per licence and expiry date', async () => {
    // plant-local 2030-12-22: the licence above expires 2031-01-20 (29 days)
    const now = new Date('2030-12-22T00:00:00+09:00');
    const early = await runLicenceExpiry(t.app, new Date('2030-12-01T00:00:00+09:00'));
    expect(early.sent).toBe(0);
    const out = await t.app.jobs.run(VND_LICENCE_EXPIRY_JOB, {}, { now });
    expect(out).toMatchObject({ today: '2030-12-22', sent: 2 });
    const notes = await t.rows<{ user_id: string; title: string }>(sql`select user_id, title from com_notification where kind_cd = 'VND_LICENCE_EXPIRY' and title like '%홍용접%' order by user_id`);
    const to = new Set(notes.map((n) => n.user_id));
    // vendor01 (V0001's account) and safety01 (D1210 supervises V0001 at plant 1000, write on VND_WORKER)
    expect(to.has('vendor01')).toBe(true);
    expect(to.has('safety01')).toBe(true);
    expect(to.has('worker01')).toBe(false);
    expect(notes[0]!.title).toContain('용접기능사');
    const again = await runLicenceExpiry(t.app, now);
    expect(again.sent).toBe(0);
    // a renewed licence (new expiry date) is reported again when its turn comes
    await t.rows(sql`update vnd_worker_licence set expiry_ymd = '2032-01-10' where worker_no = ${workerNo}`);
    expect((await runLicenceExpiry(t.app, new Date('2031-12-20T00:00:00+09:00'))).sent).toBeGreaterThanOrEqual(1);
  });
});
