import { useState } from 'react';
import { parentIds, type MenuNode } from './menu-tree';

/** controlled expansion for a menu tree table: everything open, except what the user closed */
export function useExpandAll(rows: MenuNode[]) {
  const [closed, setClosed] = useState<Set<string>>(new Set());
  return {
    expandedRowKeys: parentIds(rows).filter((id) => !closed.has(id)),
    onExpand: (open: boolean, row: MenuNode) =>
      setClosed((s) => {
        const n = new Set(s);
        if (open) n.delete(row.menuId);
        else n.add(row.menuId);
        return n;
      }),
  };
}
