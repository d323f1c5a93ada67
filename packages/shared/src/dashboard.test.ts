import { describe, expect, it } from 'vitest';
import {
  compactDashboard, DASHBOARD_COLS, DASHBOARD_DEFAULTS, DASHBOARD_ROLES, dashboardRole, defaultDashboard, portletVisible,
  ZDashboardSave, type TDashboardItem,
} from './dashboard.js';

const overlap = (a: TDashboardItem, b: TDashboardItem) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('dashboard layout', () => {
  it('compacts upward, pushes a collision below and clamps to the grid', () => {
    const out = compactDashboard([
      { i: 'notices', x: 0, y: 5, w: 8, h: 6 },
      { i: 'myinfo', x: 0, y: 20, w: 4, h: 6 },
      { i: 'impr', x: 2, y: 6, w: 4, h: 7 }, // collides with notices once it rises
      { i: 'favorites', x: 10, y: 3, w: 4, h: 4 }, // wider than what is left: moved in
    ]);
    const by = Object.fromEntries(out.map((o) => [o.i, o]));
    expect(by.favorites).toEqual({ i: 'favorites', x: 8, y: 0, w: 4, h: 4 });
    expect(by.notices!.y).toBe(0);
    expect(by.impr!.y).toBe(6);
    expect(by.myinfo!.y).toBe(13);
    for (const a of out) for (const b of out) if (a !== b) expect(overlap(a, b)).toBe(false);
  });

  it('gives every role a default without overlaps inside the grid, and picks the role from the account', () => {
    for (const role of DASHBOARD_ROLES) {
      const items = defaultDashboard(role);
      expect(items.map((i) => i.i).sort()).toEqual([...DASHBOARD_DEFAULTS[role]].sort());
      for (const a of items) {
        expect(a.x + a.w).toBeLessThanOrEqual(DASHBOARD_COLS);
        for (const b of items) if (a !== b) expect(overlap(a, b)).toBe(false);
      }
      expect(ZDashboardSave.safeParse({ items }).success).toBe(true);
    }
    expect(dashboardRole({ userType: 'V', isAdmin: false, dutyCd: 'DUT06' })).toBe('CONTRACTOR');
    expect(dashboardRole({ userType: 'U', isAdmin: true, dutyCd: null })).toBe('ADMIN');
    expect(dashboardRole({ userType: 'U', isAdmin: false, dutyCd: 'DUT05' })).toBe('HEAD');
    expect(dashboardRole({ userType: 'U', isAdmin: false, dutyCd: 'DUT06' })).toBe('SAFETY');
    expect(dashboardRole({ userType: 'U', isAdmin: false, dutyCd: 'DUT07' })).toBe('HEALTH');
    expect(dashboardRole({ userType: 'U', isAdmin: false, dutyCd: 'DUT01' })).toBe('WORKER');
  });

  it('refuses an unknown portlet, one twice, one past the right edge or below its minimum size', () => {
    expect(ZDashboardSave.safeParse({ items: [{ i: 'nope', x: 0, y: 0, w: 4, h: 4 }] }).success).toBe(false);
    expect(ZDashboardSave.safeParse({ items: [{ i: 'notices', x: 0, y: 0, w: 4, h: 4 }, { i: 'notices', x: 4, y: 0, w: 4, h: 4 }] }).success).toBe(false);
    expect(ZDashboardSave.safeParse({ items: [{ i: 'notices', x: 9, y: 0, w: 4, h: 4 }] }).success).toBe(false);
    expect(ZDashboardSave.safeParse({ items: [{ i: 'lagging', x: 0, y: 0, w: 2, h: 2 }] }).success).toBe(false);
    expect(ZDashboardSave.safeParse({ items: [] }).success).toBe(true);
  });

  it('shows a portlet by its menu right and account type', () => {
    const can = (m: string) => m === 'IMPR_ACTION';
    expect(portletVisible({ menuId: 'IMPR_ACTION' }, 'U', can)).toBe(true);
    expect(portletVisible({ menuId: 'SAF_ACCIDENT' }, 'U', can)).toBe(false);
    expect(portletVisible({ userTypes: ['U'] }, 'V', can)).toBe(false);
    expect(portletVisible({}, 'V', can)).toBe(true);
  });
});
