import type { TMenuAdmin } from '@jikim/shared';

export type MenuNode = TMenuAdmin & { children?: MenuNode[] };

/** flat menus (tree order, upMenuId) → nested rows for a tree table; orphans (parent filtered out) become roots */
export function buildMenuTree(rows: TMenuAdmin[]): MenuNode[] {
  const by = new Map<string, MenuNode>(rows.map((r) => [r.menuId, { ...r }]));
  const roots: MenuNode[] = [];
  for (const n of by.values()) {
    const p = n.upMenuId ? by.get(n.upMenuId) : undefined;
    if (p) (p.children ??= []).push(n);
    else roots.push(n);
  }
  const sort = (ns: MenuNode[]) => {
    ns.sort((a, b) => a.sortOrder - b.sortOrder || a.menuId.localeCompare(b.menuId));
    for (const n of ns) if (n.children) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** a menu and everything below it */
export function subtreeIds(node: MenuNode): string[] {
  return [node.menuId, ...(node.children ?? []).flatMap(subtreeIds)];
}

export type Check = { access: boolean; write: boolean };

/**
 * spec §4 tree table: a checkbox change cascades to the children. Write implies access; removing access
 * removes write.
 */
export function applyCheck(state: Record<string, Check>, node: MenuNode, column: 'access' | 'write', checked: boolean): Record<string, Check> {
  const next = { ...state };
  for (const id of subtreeIds(node)) {
    const cur = next[id] ?? { access: false, write: false };
    if (column === 'access') next[id] = { access: checked, write: checked ? cur.write : false };
    else next[id] = { access: checked ? true : cur.access, write: checked };
  }
  return next;
}

/** ids of the rows that have children (a tree table shows them expanded unless the user collapsed them) */
export function parentIds(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.menuId, ...parentIds(n.children)] : []));
}
