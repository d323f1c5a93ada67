import { describe, expect, it } from 'vitest';
import { checkResultResource, frontEndRouteOf } from '@jikim/shared';
import { fixedFiltersOf, lockedSearchDefaults } from './resource-list';

describe('menu query values as fixed filters (spec §2)', () => {
  it('a menu /saf/safetyCheck?checkTypeCd=DAILY lists and starts 일상점검 only', () => {
    const route = frontEndRouteOf('/saf/safetyCheck?checkTypeCd=DAILY')!;
    expect(route.path).toBe('/saf/safetyCheck_DAILY');
    expect(fixedFiltersOf(checkResultResource, route.params)).toEqual({ checkTypeCd: 'DAILY' });
  });

  it('values that name no search field, empty values and no values fix nothing', () => {
    expect(fixedFiltersOf(checkResultResource, { other: 'X', checkTypeCd: '' })).toEqual({});
    expect(fixedFiltersOf(checkResultResource, undefined)).toEqual({});
  });
});

describe('locked plant and department pickers as the first search (spec §4)', () => {
  const def = { searchFields: [{ name: 'plantCd', type: 'plant' as const, op: 'eq' as const, label: 'plantCd' }, { name: 'deptCd', type: 'dept' as const, op: 'eq' as const, label: 'deptCd' }, { name: 'workerNm', type: 'text' as const, op: 'contains' as const, label: 'workerNm' }] };
  const worker = { plantCd: '1000', deptCd: 'D1310' };
  it('a locked picker\'s value is searched from the first query on', () => {
    expect(lockedSearchDefaults(def, worker, { plantLocked: true, deptLocked: true })).toEqual({ plantCd: '1000', deptCd: 'D1310' });
    expect(lockedSearchDefaults(def, worker, { plantLocked: true, deptLocked: false })).toEqual({ plantCd: '1000' });
  });
  it('open pickers, the all-plants code and a missing worker fix nothing', () => {
    expect(lockedSearchDefaults(def, worker, { plantLocked: false, deptLocked: false })).toEqual({});
    expect(lockedSearchDefaults(def, { plantCd: '0000', deptCd: null }, { plantLocked: true, deptLocked: true })).toEqual({});
    expect(lockedSearchDefaults(def, null, { plantLocked: true, deptLocked: true })).toEqual({});
  });
});
