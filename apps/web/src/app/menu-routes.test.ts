import { describe, expect, it } from 'vitest';
import type { TUserMenu } from '@/lib/auth-store';
import { ancestry, buildMenuTree, matchesWorker, routeOf } from './menu-routes';

const menu = (p: Partial<TUserMenu> & { menuId: string }): TUserMenu => ({
  menuNm: p.menuId, menuNmI18n: {}, upMenuId: null, menuLvl: 1, frontEndUrl: null, sortOrder: 1, accessYn: 'Y', writeYn: 'N',
  allPlantAccessCd: 'APA02', plantTypeAuth: null, contTypeAuth: null, navigationYn: 'Y', icon: null, color: null, ...p,
});

describe('routeOf', () => {
  it('uses the last URL segment as route name and keeps query values after an underscore', () => {
    expect(routeOf('/manage/userManage')).toEqual({ path: '/manage/userManage', pageKey: '/manage/userManage', routeName: 'userManage', params: {} });
    expect(routeOf('/saf/check?checkType=A')).toEqual({ path: '/saf/check_A', pageKey: '/saf/check', routeName: 'check_A', params: { checkType: 'A' } });
  });
});

describe('buildMenuTree', () => {
  const menus = [
    menu({ menuId: 'ADM', menuLvl: 1 }),
    menu({ menuId: 'ADM_BASE', upMenuId: 'ADM', menuLvl: 2, sortOrder: 2 }),
    menu({ menuId: 'ADM_USER', upMenuId: 'ADM_BASE', menuLvl: 3, frontEndUrl: '/manage/userManage', writeYn: 'Y' }),
    menu({ menuId: 'ADM_GAS', upMenuId: 'ADM_BASE', menuLvl: 3, frontEndUrl: '/manage/gas', plantTypeAuth: 'G', sortOrder: 2 }),
    menu({ menuId: 'ADM_LINK', upMenuId: 'ADM', menuLvl: 2, frontEndUrl: 'https://example.org', sortOrder: 1 }),
    menu({ menuId: 'EMPTY', menuLvl: 1, sortOrder: 9 }),
  ];
  it('builds top/group/page/link kinds, sorts siblings and drops empty groups', () => {
    const t = buildMenuTree(menus, { plantType: 'E', contType: 'work' });
    expect(t.roots.map((r) => r.menuId)).toEqual(['ADM']);
    const adm = t.roots[0]!;
    expect(adm.kind).toBe('top');
    expect(adm.children.map((c) => [c.menuId, c.kind])).toEqual([['ADM_LINK', 'link'], ['ADM_BASE', 'group']]);
    expect(adm.path).toBe('/manage/userManage');
    expect(t.byPath.get('/manage/userManage')?.writeYn).toBe('Y');
    expect(ancestry(t.byPath.get('/manage/userManage')).map((n) => n.menuId)).toEqual(['ADM', 'ADM_BASE', 'ADM_USER']);
  });
  it('hides entries whose plantType does not match the worker', () => {
    expect(buildMenuTree(menus, { plantType: 'E', contType: null }).byPath.has('/manage/gas')).toBe(false);
    expect(buildMenuTree(menus, { plantType: 'G', contType: null }).byPath.has('/manage/gas')).toBe(true);
  });
  it('matchesWorker checks listed plant and contract types only', () => {
    expect(matchesWorker({ plantTypeAuth: null, contTypeAuth: null }, null)).toBe(true);
    expect(matchesWorker({ plantTypeAuth: 'E,G', contTypeAuth: 'visit' }, { plantType: 'E', contType: 'work' })).toBe(false);
  });
});

describe('one page under several menus (spec §2: query values are route meta parameters)', () => {
  const menus = [
    menu({ menuId: 'SAF', menuLvl: 1 }),
    menu({ menuId: 'SAF_CHECK_A', upMenuId: 'SAF', menuLvl: 2, frontEndUrl: '/saf/check?checkType=A', writeYn: 'Y' }),
    menu({ menuId: 'SAF_CHECK_B', upMenuId: 'SAF', menuLvl: 2, frontEndUrl: '/saf/check?checkType=B&plantType=E', sortOrder: 2 }),
    menu({ menuId: 'SAF_BROKEN', upMenuId: 'SAF', menuLvl: 2, frontEndUrl: '/saf/check?checkType=', sortOrder: 3 }),
  ];
  it('gives each menu its own route with its own params and rights, on one page key', () => {
    const t = buildMenuTree(menus, { plantType: 'E', contType: 'work' });
    const a = t.byPath.get('/saf/check_A');
    const b = t.byPath.get('/saf/check_B_E');
    expect(a).toMatchObject({ menuId: 'SAF_CHECK_A', pageKey: '/saf/check', routeName: 'check_A', params: { checkType: 'A' }, writeYn: 'Y' });
    expect(b).toMatchObject({ menuId: 'SAF_CHECK_B', pageKey: '/saf/check', routeName: 'check_B_E', params: { checkType: 'B', plantType: 'E' }, writeYn: 'N' });
    expect(t.roots[0]!.path).toBe('/saf/check_A');
  });
  it('a frontEndUrl that cannot be a route has no page key (module-not-found page), never a wrong page', () => {
    const t = buildMenuTree(menus, null);
    const broken = t.byId.get('SAF_BROKEN');
    expect(broken?.pageKey).toBeNull();
    expect(routeOf('/saf/check?checkType=').pageKey).toBe('');
  });
});
