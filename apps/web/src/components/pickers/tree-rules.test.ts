import { describe, expect, it } from 'vitest';
import { applyTreeCheck, buildTree, createIdCounter, descendantIds } from './tree-rules';

const menus = [
  { menuId: 'A', upMenuId: null, accessYn: 'N' },
  { menuId: 'A1', upMenuId: 'A', accessYn: 'N' },
  { menuId: 'A2', upMenuId: 'A', accessYn: 'N' },
  { menuId: 'A11', upMenuId: 'A1', accessYn: 'N' },
  { menuId: 'B', upMenuId: null, accessYn: 'N' },
];
const o = { idKey: 'menuId', parentKey: 'upMenuId' };

describe('tree table rules (spec §4)', () => {
  it('builds the tree by parent key', () => {
    const t = buildTree(menus, 'menuId', 'upMenuId');
    expect(t.map((n) => n.menuId)).toEqual(['A', 'B']);
    expect(t[0]!.children!.map((n) => n.menuId)).toEqual(['A1', 'A2']);
    expect(t[0]!.children![0]!.children![0]!.menuId).toBe('A11');
    expect([...descendantIds(menus, 'A1', 'menuId', 'upMenuId')]).toEqual(['A1', 'A11']);
  });
  it('cascades a checkbox change to all children', () => {
    const r = applyTreeCheck(menus, 'A', 'accessYn', 'Y', { ...o, cascade: true });
    expect(r.filter((m) => m.accessYn === 'Y').map((m) => m.menuId)).toEqual(['A', 'A1', 'A2', 'A11']);
  });
  it('without cascade updates the parents by upMenuId', () => {
    const r = applyTreeCheck(menus, 'A11', 'accessYn', 'Y', { ...o, cascade: false });
    expect(r.filter((m) => m.accessYn === 'Y').map((m) => m.menuId)).toEqual(['A', 'A1', 'A11']);
    const back = applyTreeCheck(r, 'A11', 'accessYn', 'N', { ...o, cascade: false });
    expect(back.every((m) => m.accessYn === 'N')).toBe(true);
  });
  it('tree ids start at 1000', () => {
    const next = createIdCounter();
    expect([next(), next()]).toEqual([1000, 1001]);
  });
});
