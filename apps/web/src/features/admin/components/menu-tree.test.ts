import { describe, expect, it } from 'vitest';
import type { TMenuAdmin } from '@jikim/shared';
import { applyCheck, buildMenuTree, parentIds } from './menu-tree';

const m = (menuId: string, upMenuId: string | null, sortOrder: number): TMenuAdmin => ({
  menuId, menuNm: menuId, menuNmI18n: {}, upMenuId, upMenuNm: null, taskGrpCd: null, menuLvl: 1, frontEndUrl: null, sortOrder,
  useYn: 'Y', allPlantAccessCd: 'APA02', plantTypeAuth: null, contTypeAuth: null, navigationYn: 'Y', color: null, icon: null, version: 1,
});
const rows = [m('B', 'A', 2), m('A', null, 1), m('C', 'A', 1), m('D', 'B', 1), m('X', 'GONE', 1)];

describe('menu tree', () => {
  it('nests by upMenuId, orders siblings by sortOrder, keeps orphans as roots', () => {
    const tree = buildMenuTree(rows);
    expect(tree.map((n) => n.menuId)).toEqual(['A', 'X']);
    expect(tree[0]!.children!.map((n) => n.menuId)).toEqual(['C', 'B']);
    expect(parentIds(tree)).toEqual(['A', 'B']);
  });

  it('cascades a check to the children; write implies access, removing access removes write', () => {
    const a = buildMenuTree(rows)[0]!;
    let s = applyCheck({}, a, 'write', true);
    expect(s).toEqual({ A: { access: true, write: true }, B: { access: true, write: true }, C: { access: true, write: true }, D: { access: true, write: true } });
    const b = a.children!.find((n) => n.menuId === 'B')!;
    s = applyCheck(s, b, 'access', false);
    expect(s.B).toEqual({ access: false, write: false });
    expect(s.D).toEqual({ access: false, write: false });
    expect(s.C).toEqual({ access: true, write: true });
  });
});
