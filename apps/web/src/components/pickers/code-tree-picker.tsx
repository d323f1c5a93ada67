import { useId } from 'react';
import { TreeSelect } from 'antd';
import { Field } from '../form/field';
import { useCodeTree } from './code-tree';
import { useExpandAll } from './use-expand-all';

/**
 * A code picked from a tree (spec §3 facility-type tree picker; any code tree endpoint answering `{ list: [{ code,
 * codeNm, upCode }] }`): a searchable dropdown tree where only leaves are picked (a group node opens and closes).
 * A resource field uses it with `treeFrom: '<url>'`; `groupsPickable` lets a group node be picked too (a search filter
 * for everything under it, a template applying to a whole group); `placeholder` e.g. 전체 in a search box.
 */
export function CodeTreePicker({ url, value, onChange, label, required, readonly, disabled, error, groupsPickable = false, placeholder }: {
  url: string; value?: string | null; onChange?: (code: string | null) => void;
  label?: string; required?: boolean; readonly?: boolean; disabled?: boolean; error?: string | null; groupsPickable?: boolean; placeholder?: string;
}) {
  const id = useId();
  const { tree, loading } = useCodeTree(url, groupsPickable);
  const { expanded, onExpand } = useExpandAll(tree);
  return (
    <Field label={label} required={required} error={error} htmlFor={id}>
      <TreeSelect id={id} aria-label={label} style={{ width: '100%' }} treeData={tree} value={value ?? undefined} disabled={disabled || readonly} allowClear placeholder={placeholder}
        treeExpandedKeys={expanded} onTreeExpand={onExpand} showSearch={{ treeNodeFilterProp: 'title' }} status={error ? 'error' : undefined} loading={loading}
        data-testid="code-tree-picker" onChange={(v?: string) => onChange?.(v ?? null)} />
    </Field>
  );
}
