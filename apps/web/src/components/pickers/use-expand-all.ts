import { useCallback, useMemo, useState, type Key } from 'react';
import { parentKeys, type FlatNode, type TreeNode } from './tree-rules';

/**
 * Every node of a tree picker open, also when the tree arrives after the picker was opened or typed into: antd's
 * `defaultExpandAll` / `treeDefaultExpandAll` apply only to the tree a picker first mounts with, so a department picker
 * opened (or searched) before its departments loaded stayed collapsed. What the user closes stays closed while the data
 * refreshes. For TreeSelect: `treeExpandedKeys={expanded} onTreeExpand={onExpand}`; for Tree: `expandedKeys` / `onExpand`.
 */
export function useExpandAll(tree: readonly object[]) {
  const all = useMemo(() => parentKeys(tree as readonly TreeNode<FlatNode>[]), [tree]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const expanded = useMemo(() => all.filter((k) => !collapsed.has(k)), [all, collapsed]);
  const onExpand = useCallback((keys: readonly Key[]) => {
    const open = new Set(keys.map(String));
    setCollapsed(new Set(all.filter((k) => !open.has(k))));
  }, [all]);
  return { expanded, onExpand };
}
