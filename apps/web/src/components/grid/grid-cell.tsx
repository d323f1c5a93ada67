import { memo, useState } from 'react';
import { Checkbox, DatePicker, Input, Radio, Select, Space, Switch, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { addTag, formatThousands, parseNumberText, sanitizeNumberText } from '@jikim/shared';
import { App } from 'antd';
import type { CodeItem } from '../form/code-select';
import { cellText } from './grid-text';
import type { GridColumn, GridRow } from './grid-types';
import { LinkButton } from '../a11y/link-button';

type CellProps = {
  col: GridColumn;
  row: GridRow;
  rowIndex: number;
  editable: boolean;
  items: CodeItem[];
  names: Map<string, string>;
  onChange: (rowIndex: number, patch: GridRow) => void;
  onLink?: (row: GridRow, col: GridColumn) => void;
};

const opts = (items: CodeItem[]) => items.filter((i) => i.code !== null).map((i) => ({ value: i.code!, label: i.codeNm }));

/** one cell of the data grid, by spec cell type; read-only cells show text */
export const GridCell = memo(function GridCell({ col, row, rowIndex, editable, items, names, onChange, onLink }: CellProps) {
  const { message } = App.useApp();
  const v = row[col.name];
  const set = (value: unknown, extra?: GridRow) => onChange(rowIndex, { [col.name]: value, ...extra });
  const label = `${col.text} ${rowIndex + 1}`;
  if (col.render) return <>{col.render(row, rowIndex)}</>;
  if (col.type === 'link') {
    return <LinkButton onClick={(e) => { e.stopPropagation(); onLink?.(row, col); }}>{cellText(col, row, names)}</LinkButton>;
  }
  const isEdit = editable && col.editable !== false;
  switch (col.type) {
    case 'checkbox':
      return <Checkbox aria-label={label} checked={v === 'Y'} disabled={!isEdit} onChange={(e) => set(e.target.checked ? 'Y' : 'N')} />;
    case 'singlecheckbox':
      // one row of the column may be Y: the grid clears the others (see DataGrid.onCellChange)
      return <Checkbox aria-label={label} checked={v === 'Y'} disabled={!isEdit} onChange={(e) => set(e.target.checked ? 'Y' : 'N', { __single: col.name })} />;
    case 'switch':
      return <Switch aria-label={label} size="small" checked={v === 'Y'} disabled={!isEdit} onChange={(c) => set(c ? 'Y' : 'N')} />;
    default:
      break;
  }
  if (!isEdit) {
    if (col.type === 'tag' && Array.isArray(v)) return <>{v.join(', ')}</>;
    return <>{cellText(col, row, names)}</>;
  }
  switch (col.type) {
    case 'textarea':
      return <Input.TextArea aria-label={label} autoSize={{ minRows: 1, maxRows: 4 }} value={(v as string) ?? ''} onChange={(e) => set(e.target.value)} />;
    case 'number':
    case 'cost': {
      const text = v === null || v === undefined ? '' : col.type === 'cost' ? formatThousands(v as number, col.decimals) : String(v);
      return (
        <Input aria-label={label} style={{ textAlign: 'right' }} inputMode="decimal" value={text}
          onChange={(e) => set(parseNumberText(sanitizeNumberText(e.target.value, col.decimals ?? 0)))} />
      );
    }
    case 'datepicker':
      return (
        <DatePicker aria-label={label} size="small" style={{ width: '100%' }} value={v ? dayjs(String(v)) : null} format="YYYY-MM-DD"
          onChange={(d) => set(d ? d.format('YYYY-MM-DD') : null)} />
      );
    case 'mobiledatepicker':
      // native picker: the phone's own date wheel
      return <input aria-label={label} type="date" className="ant-input ant-input-sm" value={(v as string) ?? ''} onChange={(e) => set(e.target.value || null)} />;
    case 'select':
      return <Select aria-label={label} size="small" style={{ width: '100%' }} value={(v as string) ?? undefined} options={opts(items)} onChange={(x) => set(x)} allowClear />;
    case 'multiselect':
      return <Select aria-label={label} size="small" mode="multiple" style={{ width: '100%' }} value={(v as string[]) ?? []} options={opts(items)} onChange={(x) => set(x)} />;
    case 'checkboxmulti':
      return <Checkbox.Group aria-label={label} value={(v as string[]) ?? []} options={opts(items)} onChange={(x) => set(x)} />;
    case 'radio':
      return <Radio.Group aria-label={label} value={v ?? undefined} options={opts(items)} onChange={(e) => set(e.target.value)} />;
    case 'usersearch':
      return (
        <Input aria-label={label} size="small" readOnly value={(v as string) ?? ''} suffix={<SearchOutlined />}
          onClick={() => void import('../pickers/user-search').then(({ openUserSearch }) => openUserSearch((u) => set(u.userNm, col.relateColumn ? { [col.relateColumn]: u.userId } : undefined)))} />
      );
    case 'tag':
      return <TagCell label={label} tags={Array.isArray(v) ? (v as string[]) : []} onChange={(tags) => set(tags)} onDuplicate={(m) => void message.warning(m)} />;
    default:
      return <Input aria-label={label} size="small" value={(v as string) ?? ''} onChange={(e) => set(e.target.value)} />;
  }
});

/** tag cell: existing tags + an input; Enter adds, a duplicate is refused (spec §5) */
function TagCell({ label, tags, onChange, onDuplicate }: { label: string; tags: string[]; onChange: (t: string[]) => void; onDuplicate: (m: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Space size={2} wrap>
      {tags.map((t) => <Tag key={t} closable onClose={() => onChange(tags.filter((x) => x !== t))}>{t}</Tag>)}
      <Input aria-label={label} size="small" style={{ width: 90 }} value={text} onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (e.nativeEvent.isComposing) return;
          const r = addTag(tags, text);
          if (r.error) onDuplicate(r.error);
          else {
            onChange(r.tags);
            setText('');
          }
        }} />
    </Space>
  );
}
