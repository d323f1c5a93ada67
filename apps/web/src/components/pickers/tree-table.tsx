import { useMemo, useState, type Key } from 'react';
import { Button, Checkbox, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';
import { applyTreeCheck, buildTree, type FlatNode } from './tree-rules';

export type TreeTableColumn = { name: string; text: string; width?: number; align?: 'left' | 'center' | 'right'; checkbox?: boolean };

/**
 * spec §4 tree table: rows expand and collapse; a checkbox change cascades to the children, or, with
 * cascade off, updates the parent by upMenuId. Default 10 rows per page, height 200 (spec §9).
 */
export function TreeTable<T extends FlatNode>({ rows, onRowsChange, columns, idKey = 'menuId', parentKey = 'upMenuId', cascade = true, pageSize = 10, height = 200, editable = true }: {
  rows: T[]; onRowsChange?: (rows: T[]) => void; columns: TreeTableColumn[]; idKey?: string; parentKey?: string; cascade?: boolean; pageSize?: number; height?: number; editable?: boolean;
}) {
  const { t } = useT(UI_NS);
  const tree = useMemo(() => buildTree(rows, idKey, parentKey), [rows, idKey, parentKey]);
  const allKeys = useMemo(() => rows.filter((r) => rows.some((c) => c[parentKey] === r[idKey])).map((r) => r[idKey] as Key), [rows, idKey, parentKey]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const cols: ColumnsType<T> = columns.map((c) => ({
    title: c.text,
    dataIndex: c.name,
    key: c.name,
    width: c.width,
    align: c.checkbox ? 'center' : c.align,
    render: c.checkbox
      ? (_v: unknown, r: T) => (
          <Checkbox aria-label={`${c.text} ${String(r[idKey])}`} checked={r[c.name] === 'Y'} disabled={!editable}
            onChange={(e) => onRowsChange?.(applyTreeCheck(rows, r[idKey], c.name, e.target.checked ? 'Y' : 'N', { cascade, idKey, parentKey }))} />
        )
      : undefined,
  }));
  return (
    <div>
      <Space style={{ marginBottom: 6 }}>
        <Button size="small" onClick={() => setExpanded(allKeys)}>{t('expandAll')}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{t('collapseAll')}</Button>
      </Space>
      <Table<T>
        size="small"
        bordered
        rowKey={(r) => String(r[idKey])}
        columns={cols}
        dataSource={tree as T[]}
        scroll={{ y: height }}
        pagination={{ pageSize, showSizeChanger: false }}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) }}
      />
    </div>
  );
}
