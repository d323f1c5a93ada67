import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTree, parentKeys, type FlatNode, type TreeNode } from './tree-rules';
import { useExpandAll } from './use-expand-all';

const depts = [
  { deptCd: 'D1000', pdeptCd: null, key: 'D1000' },
  { deptCd: 'D1400', pdeptCd: 'D1000', key: 'D1400' },
  { deptCd: 'D1410', pdeptCd: 'D1400', key: 'D1410' },
  { deptCd: 'D1500', pdeptCd: 'D1000', key: 'D1500' },
];
const tree = buildTree(depts, 'deptCd', 'pdeptCd') as TreeNode<FlatNode>[];

describe('parentKeys', () => {
  it('lists the nodes that have children, by key or else value', () => {
    expect(parentKeys(tree)).toEqual(['D1000', 'D1400']);
    expect(parentKeys([{ value: 'A', children: [{ value: 'B' }] }])).toEqual(['A']);
    expect(parentKeys([])).toEqual([]);
  });
});

describe('useExpandAll', () => {
  it('opens a tree that arrives after the picker mounted (the departments load late)', () => {
    const { result, rerender } = renderHook(({ t }) => useExpandAll(t), { initialProps: { t: [] as TreeNode<FlatNode>[] } });
    expect(result.current.expanded).toEqual([]);
    rerender({ t: tree });
    expect(result.current.expanded).toEqual(['D1000', 'D1400']);
  });
  it('keeps a node the user closed closed when the data refreshes', () => {
    const { result, rerender } = renderHook(({ t }) => useExpandAll(t), { initialProps: { t: tree } });
    act(() => result.current.onExpand(['D1000']));
    expect(result.current.expanded).toEqual(['D1000']);
    rerender({ t: buildTree(depts, 'deptCd', 'pdeptCd') as TreeNode<FlatNode>[] });
    expect(result.current.expanded).toEqual(['D1000']);
    act(() => result.current.onExpand(['D1000', 'D1400']));
    expect(result.current.expanded).toEqual(['D1000', 'D1400']);
  });
});
