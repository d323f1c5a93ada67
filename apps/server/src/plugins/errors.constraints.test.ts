// Database constraint violations are client errors on every route (issue 25 item 6): a unique violation answers 409,
// a foreign-key one 400 (or 409 when a referenced row is deleted), naming the fields, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { duplicateRequests } from '../bench/duplicates.js';
import { CONSTRAINT_MESSAGES, constraintError } from '../lib/db-constraint.js';
import { auth, createTestApp, login, type TestApp } from '../test/helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('constraint violations', () => {
  it('finding 8: a second work-hours row for the same plant, department, month, kind and vendor answers 409 naming them', async () => {
    const body = { plantCd: '1000', deptCd: 'D1210', workYm: '2031-03', workerKindCd: 'EMPLOYEE', vendorCd: null, headCount: 10, workHours: 1600 };
    const first = await t.app.inject({ method: 'POST', url: '/api/saf/workhours', headers: auth(admin), payload: body });
    expect(first.statusCode).toBe(200);
    const before = await t.rows(sql`select count(*)::text as n from saf_work_hours`);
    const second = await t.app.inject({ method: 'POST', url: '/api/saf/workhours', headers: auth(admin), payload: { ...body, headCount: 11 } });
    expect(second.statusCode).toBe(409);
    const json = second.json();
    expect(json.returnCode).toBe('DUPLICATE');
    expect(json.logNo).toBeNull();
    expect(json.message).toBe(CONSTRAINT_MESSAGES.duplicate('[사업장], [부서], [년월(YYYY-MM)], [구분], [협력업체]'));
    expect(json.fields.map((f: { field: string }) => f.field)).toEqual(['plantCd', 'deptCd', 'workYm', 'workerKindCd', 'vendorCd']);
    expect(await t.rows(sql`select count(*)::text as n from saf_work_hours`)).toEqual(before);
  });

  it('a foreign-key violation is a 400 naming the column; a delete of a referenced row a 409', async () => {
    // the driver's error as a route sees it, mapped after its transaction ended
    const failing = (q: ReturnType<typeof sql>) => t.app.db.transaction(async (tx) => tx.execute(q)).then(() => null, (e: unknown) => e);
    const missing = await constraintError(t.app.db, await failing(sql`insert into saf_tbm_attendee (tbm_no, attendee_type_cd, attendee_nm, row_no) values (-1, 'EMP', '시험', 1)`));
    expect(missing?.statusCode).toBe(400);
    expect(missing?.fields?.map((f) => f.field)).toEqual(['tbmNo']);
    const inUse = await constraintError(t.app.db, await failing(sql`delete from saf_tbm where tbm_no = (select min(tbm_no) from saf_tbm_attendee)`));
    // (a table whose children are deleted with it answers no error at all)
    if (inUse) expect([inUse.statusCode, inUse.message]).toEqual([409, CONSTRAINT_MESSAGES.inUse]);
    expect(await constraintError(t.app.db, new Error('boom'))).toBeNull();
  });

  it('posting every resource\'s existing record again never answers 500 (the duplicate-key fuzz)', async () => {
    const dups = await duplicateRequests(t.app, admin);
    expect(dups.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let conflicts = 0;
    for (const d of dups) {
      const res = await t.app.inject({ method: 'POST', url: d.url, headers: auth(admin), payload: d.body });
      if (res.statusCode >= 500) failures.push(`POST ${d.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode === 409) conflicts += 1;
    }
    expect(failures).toEqual([]);
    expect(conflicts).toBeGreaterThan(0);
  }, 300_000);
});
