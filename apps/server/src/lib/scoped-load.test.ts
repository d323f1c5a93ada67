import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@jikim/shared';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { loadInScope, type ScopedSpec } from './scoped-load.js';
import type { DataScope } from './scope.js';

// The loader on the seeded users table: a user row placed by plant, department and vendor.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const spec = (userId: string, extra: Partial<ScopedSpec> = {}): ScopedSpec => ({
  select: sql`u.user_id as "userId", u.plant_cd as "plantCd"`, from: sql`com_user u`, key: sql`u.user_id = ${userId}`,
  scope: { plant: sql`u.plant_cd`, dept: sql`u.dept_cd`, vendor: sql`u.vendor_cd` }, ...extra,
});
const own1310: DataScope = { allPlants: false, plantCd: '1000', allDepts: false, deptCd: 'D1310', vendorCd: null };
const plant1000: DataScope = { ...own1310, allDepts: true };
const vendorV1: DataScope = { allPlants: false, plantCd: '1000', allDepts: false, deptCd: null, vendorCd: 'V0001' };
const status = async (scope: DataScope, s: ScopedSpec) => loadInScope(t.db.db, scope, s).then(() => 200, (e: { statusCode: number; message: string }) => `${e.statusCode} ${e.message}`);

describe('loadInScope', () => {
  it('answers the row inside the scope, 403 outside it and 404 when missing', async () => {
    expect(await loadInScope(t.db.db, own1310, spec('worker01'))).toEqual({ userId: 'worker01', plantCd: '1000' });
    expect(await status(own1310, spec('safety01'))).toBe(`403 ${MESSAGES.outOfScope}`); // D1210: another department
    expect(await status(plant1000, spec('safety01'))).toBe(200);
    expect(await status(plant1000, spec('gas01'))).toBe(`403 ${MESSAGES.outOfScope}`); // plant 2000
    expect(await status({ ...plant1000, allPlants: true }, spec('gas01'))).toBe(200);
    expect(await status(own1310, spec('nobody'))).toBe(`404 ${MESSAGES.notFound}`);
    expect(await status(own1310, spec('nobody', { notFoundMessage: '없음' }))).toBe('404 없음');
  });

  it('a vendor user reaches only their vendor\'s rows, and nothing on a table without a vendor column', async () => {
    expect(await status(vendorV1, spec('vendor01'))).toBe(200);
    expect(await status({ ...vendorV1, vendorCd: 'V0002' }, spec('vendor01'))).toMatch(/^403/);
    expect(await status(vendorV1, spec('worker01'))).toMatch(/^403/);
    expect(await status(vendorV1, spec('vendor01', { scope: { plant: sql`u.plant_cd` } }))).toMatch(/^403/);
  });

  it('own records skip only the department part; restrict adds a condition', async () => {
    const mine = (who: string) => sql`u.user_id = ${who}`;
    expect(await status(own1310, spec('safety01', { own: mine('safety01') }))).toBe(200);
    expect(await status(own1310, spec('gas01', { own: mine('gas01') }))).toMatch(/^403/); // own, but another plant
    expect(await status(plant1000, spec('safety01', { restrict: sql`u.user_id = 'worker01'` }))).toMatch(/^403/);
    expect(await status(plant1000, spec('worker01', { restrict: sql`u.user_id = 'worker01'` }))).toBe(200);
  });

  it('refuses a key that matches more than one row instead of picking one', async () => {
    await expect(loadInScope(t.db.db, plant1000, spec('x', { key: sql`u.plant_cd = '1000'` }))).rejects.toThrow(/more than one row/);
  });
});
