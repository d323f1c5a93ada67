import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { buildTree } from './tree-rules';

/** one node of a code tree endpoint (`{ list }`, parents before or after children, any order) */
export type TCodeTreeItem = { code: string; codeNm: string; upCode: string | null };

/**
 * A code tree endpoint (`treeFrom`, e.g. the facility-type tree) as TreeSelect data: only leaves are selectable
 * unless `groupsPickable` (a group standing for everything under it). Shared by the form picker and the grid cell.
 */
export function useCodeTree(url: string, groupsPickable: boolean) {
  const q = useQuery({ queryKey: ['codeTree', url], staleTime: 5 * 60_000, queryFn: () => http.get<{ list: TCodeTreeItem[] }>(url, {}, { silent: true }) });
  const tree = useMemo(() => {
    const rows = q.data?.list ?? [];
    const parents = new Set(rows.map((r) => r.upCode).filter((c): c is string => !!c));
    return buildTree(rows.map((r) => ({ ...r, key: r.code, value: r.code, title: r.codeNm, selectable: groupsPickable || !parents.has(r.code) })), 'code', 'upCode');
  }, [q.data, groupsPickable]);
  return { tree, loading: q.isLoading, fetching: q.isFetching };
}
