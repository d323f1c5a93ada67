import { describe, expect, it } from 'vitest';
import { checkResultResource, frontEndRouteOf } from '@jikim/shared';
import { fixedFiltersOf } from './resource-list';

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
