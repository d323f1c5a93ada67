import { describe, expect, it } from 'vitest';
import { frontEndRouteOf, isValidFrontEndUrl } from './menu-route.js';
import { ZMenuCreateSchema } from './admin/index.js';

describe('frontEndRouteOf (spec §2: query values after an underscore, kept as meta parameters)', () => {
  it('uses the last URL segment as route name', () => {
    expect(frontEndRouteOf('/manage/userManage')).toEqual({ path: '/manage/userManage', pageKey: '/manage/userManage', routeName: 'userManage', params: {} });
  });
  it('appends every query value after an underscore and keeps them as params', () => {
    expect(frontEndRouteOf('/saf/check?checkType=A')).toEqual({ path: '/saf/check_A', pageKey: '/saf/check', routeName: 'check_A', params: { checkType: 'A' } });
    expect(frontEndRouteOf(' /saf/check?checkType=B&plantType=E ')).toEqual({
      path: '/saf/check_B_E', pageKey: '/saf/check', routeName: 'check_B_E', params: { checkType: 'B', plantType: 'E' },
    });
  });
  it('refuses what cannot become a route', () => {
    for (const bad of ['saf/check', '/saf/check?', '/saf/check?type', '/saf/check?type=', '/saf/check?type=A&type=B', '/saf/check?type=A_B',
      '/saf/check?type=<b>', '/saf/check?1a=A', '/saf/../x', '/saf/check?type=%41', '/?type=A', '/a?b=1&c=2&d=3&e=4&f=5&g=6', 'javascript:alert(1)']) {
      expect(frontEndRouteOf(bad), bad).toBeNull();
      expect(isValidFrontEndUrl(bad), bad).toBe(false);
    }
  });
  it('accepts empty, external links and query URLs', () => {
    for (const ok of ['', '/manage/userManage', '/saf/check?checkType=A', 'https://example.org/x?y=1', 'mailto:safety@example.org', 'tel:0413501000']) {
      expect(isValidFrontEndUrl(ok), ok).toBe(true);
    }
  });
  it('the menu schema takes a query URL and refuses a broken one', () => {
    expect(ZMenuCreateSchema.parse({ menuId: 'SAF_CHECK_A', menuNm: '점검 A', frontEndUrl: '/saf/check?checkType=A' }).frontEndUrl).toBe('/saf/check?checkType=A');
    expect(ZMenuCreateSchema.safeParse({ menuId: 'SAF_CHECK_A', menuNm: '점검 A', frontEndUrl: '/saf/check?checkType=' }).success).toBe(false);
  });
});
