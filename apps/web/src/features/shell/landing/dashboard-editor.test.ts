import { describe, expect, it } from 'vitest';
import type { TDashboardItem } from '@jikim/shared/src/dashboard.const';
import { addPortlet, movePortlet } from './dashboard-editor';

const items: TDashboardItem[] = [
  { i: 'myinfo', x: 0, y: 0, w: 4, h: 6 },
  { i: 'approvals', x: 4, y: 0, w: 4, h: 6 },
  { i: 'notices', x: 0, y: 6, w: 8, h: 6 },
];

describe('dashboard editor moves', () => {
  it('trades places with the neighbour in reading order, and stays put at either end', () => {
    const moved = movePortlet(items, 'approvals', -1);
    expect(moved.find((it) => it.i === 'approvals')).toMatchObject({ x: 0, y: 0 });
    expect(moved.find((it) => it.i === 'myinfo')).toMatchObject({ x: 4, y: 0 });
    expect(movePortlet(items, 'myinfo', -1)).toEqual(items);
    // a wide portlet taking a narrow one's place is kept inside the grid, and nothing overlaps
    const later = movePortlet(items, 'approvals', 1);
    expect(later.find((it) => it.i === 'notices')).toMatchObject({ x: 4, y: 0, w: 8 });
    expect(later.find((it) => it.i === 'approvals')!.y).toBeGreaterThanOrEqual(6);
  });

  it('adds a portlet once, at its default size below the others', () => {
    const added = addPortlet(items, 'favorites');
    expect(added.find((it) => it.i === 'favorites')).toEqual({ i: 'favorites', x: 0, y: 12, w: 4, h: 4 });
    expect(addPortlet(added, 'favorites')).toHaveLength(4);
  });
});
