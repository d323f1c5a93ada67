// Pure tree helpers of the tree table and tree pickers (spec §3 tree node, §4 tree table).

export type FlatNode = Record<string, unknown>;
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/** flat rows with a parent key → nested rows (roots: no parent, or a parent not in the list) */
export function buildTree<T extends FlatNode>(rows: readonly T[], idKey: string, parentKey: string): TreeNode<T>[] {
  const byId = new Map<unknown, TreeNode<T>>();
  for (const r of rows) byId.set(r[idKey], { ...r });
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = byId.get(r[idKey])!;
    const parent = r[parentKey] !== null && r[parentKey] !== undefined ? byId.get(r[parentKey]) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** ids of a node and every node below it */
export function descendantIds(rows: readonly FlatNode[], id: unknown, idKey: string, parentKey: string): Set<unknown> {
  const out = new Set<unknown>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (!out.has(r[idKey]) && out.has(r[parentKey])) {
        out.add(r[idKey]);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * spec §4 tree table checkbox: with cascade the value goes to the node and all its children; without
 * cascade the node changes and its parents (found by upMenuId) are updated: Y when any child is Y.
 */
export function applyTreeCheck<T extends FlatNode>(
  rows: readonly T[], id: unknown, field: string, value: 'Y' | 'N', opts: { cascade: boolean; idKey: string; parentKey: string },
): T[] {
  if (opts.cascade) {
    const ids = descendantIds(rows, id, opts.idKey, opts.parentKey);
    return rows.map((r) => (ids.has(r[opts.idKey]) ? { ...r, [field]: value } : r));
  }
  let next = rows.map((r) => (r[opts.idKey] === id ? { ...r, [field]: value } : r));
  let current = next.find((r) => r[opts.idKey] === id);
  while (current && current[opts.parentKey] !== null && current[opts.parentKey] !== undefined) {
    const pid = current[opts.parentKey];
    const anyChild = next.some((r) => r[opts.parentKey] === pid && r[field] === 'Y');
    next = next.map((r) => (r[opts.idKey] === pid ? { ...r, [field]: anyChild ? 'Y' : 'N' } : r));
    current = next.find((r) => r[opts.idKey] === pid);
  }
  return next;
}

/** spec §3: generated tree ids start at 1000 */
export function createIdCounter(start = 1000) {
  let n = start;
  return () => n++;
}

/** keys (`key`, else `value`) of every node that has children: what "expand all" opens */
export function parentKeys(nodes: readonly TreeNode<FlatNode>[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly TreeNode<FlatNode>[]) => {
    for (const n of list) {
      if (!n.children?.length) continue;
      out.push(String(n.key ?? n.value));
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}
