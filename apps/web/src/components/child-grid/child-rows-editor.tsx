import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Input, InputNumber, Select, Space, Table, TreeSelect, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { blankChildRow, DATE_FORMATS, displayNameOf, formatThousands, recordPickCopy, recordPickOf, type TChildCollection, type TChildColumn, type TRecordPick, type TResourceField } from '@jikim/shared';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useCodes } from '../form/code-select';
import { useDepts } from '../pickers/plant-select';
import { buildTree } from '../pickers/tree-rules';
import { useCodeTree } from '../pickers/code-tree';
import { useExpandAll } from '../pickers/use-expand-all';
import { openUserSearch } from '../pickers/user-search';
import { RecordPickSelect, useRecordPickText } from '../pickers/record-pick';
import { CHILD_GRID_NS } from './child-grid.i18n';
import { FileCell } from './child-file-cell';
import './child-grid.css';

export type ChildRow = Record<string, unknown>;

export type ChildRowsEditorProps = {
  collection: TChildCollection;
  rows: ChildRow[];
  onChange: (rows: ChildRow[]) => void;
  /** label of an i18n key of the owning definition */
  label: (key: string) => string;
  readonly?: boolean;
  /** the cell a failed check points at (1-based row number), drawn in the error colour */
  errorCell?: { rowNo: number; field: string } | null;
  /** the parent record: fills the `{name}` placeholders of a field's `optionsFrom.url`; its plantCd limits department cells */
  parent?: Record<string, unknown>;
  /** a module's buttons in the grid's bar (e.g. pick rows from a library), beside 행 추가 */
  tools?: ReactNode;
  /** the saved record's key (its attachment groups' id): file cells upload into the record's group; null for a new record */
  recordKey?: string | null;
};

/** `optionsFrom.url` with the parent's values, or null while one of them is empty (the select waits) */
export function optionsUrl(url: string, parent: Record<string, unknown> | undefined): string | null {
  let missing = false;
  const out = url.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = parent?.[name];
    if (v === null || v === undefined || v === '') missing = true;
    return encodeURIComponent(String(v ?? ''));
  });
  return missing ? null : out;
}

/** the parent's fields an options URL still waits for (`{projectNo}` while no 공사 is chosen) */
export function missingOptionFields(url: string, parent: Record<string, unknown> | undefined): string[] {
  return [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => {
    const v = parent?.[name];
    return v === null || v === undefined || v === '';
  });
}

/** a select whose options come from an API (`optionsFrom`): picking one also keeps its label in the row */
function ApiSelectCell({ field, value, label, parent, onPick, aria, status, labelOf }: {
  field: TResourceField; value: unknown; label: unknown; parent?: Record<string, unknown>; onPick: (value: unknown, label: string | null) => void; aria: string; status?: 'error';
  labelOf: (key: string) => string;
}) {
  const o = field.optionsFrom!;
  const { t } = useT(CHILD_GRID_NS);
  const url = optionsUrl(o.url, parent);
  // a disabled picker says what it waits for (the permit's workers come from the chosen 공사's roster)
  const waiting = url === null ? t('pickFirst', { field: missingOptionFields(o.url, parent).map(labelOf).join(', ') }) : undefined;
  const q = useQuery({ queryKey: ['child-options', url], enabled: url !== null, queryFn: () => http.get<{ list: Record<string, unknown>[] }>(url!) });
  const items = (q.data?.list ?? []).map((r) => ({ value: r[o.value] as string | number, label: String(r[o.label] ?? r[o.value]) }));
  // the saved value stays shown by its kept label when the list does not hold it
  if (value !== null && value !== undefined && !items.some((i) => i.value === value)) items.unshift({ value: value as string | number, label: String(label ?? value) });
  return (
    <Select aria-label={aria} status={status} allowClear showSearch optionFilterProp="label" style={{ width: '100%' }} disabled={url === null} loading={q.isFetching}
      placeholder={waiting} title={waiting}
      value={(value as string | number | null) ?? undefined} options={items}
      onChange={(v: string | number | undefined) => onPick(v ?? null, items.find((i) => i.value === v)?.label ?? null)} />
  );
}

/** a saved pick shown by its record's number · title (read-only cells) */
function RecordPickText({ pick, value }: { pick: TRecordPick; value: unknown }) {
  return <span>{useRecordPickText(pick, value)}</span>;
}

/** a vendor cell: the vendors of the parent record's plant (GET /api/common/vendor/list, the caller's scope) */
function VendorCell({ value, name, plantCd, onPick, aria, status }: {
  value: unknown; name: unknown; plantCd: unknown; onPick: (cd: string | null, nm: string | null) => void; aria: string; status?: 'error';
}) {
  const plant = typeof plantCd === 'string' && plantCd ? plantCd : null;
  const q = useQuery({
    queryKey: ['lookup', 'vendors', plant ?? ''], staleTime: 5 * 60_000,
    queryFn: () => http.get<{ vendorCd: string; vendorNm: string }[]>('/api/common/vendor/list', plant ? { plantCd: plant } : {}, { silent: true }),
  });
  const items = (q.data ?? []).map((v) => ({ value: v.vendorCd, label: v.vendorNm }));
  if (typeof value === 'string' && value && !items.some((i) => i.value === value)) items.unshift({ value, label: typeof name === 'string' && name ? name : value });
  return (
    <Select aria-label={aria} status={status} allowClear showSearch optionFilterProp="label" style={{ width: '100%' }} loading={q.isFetching}
      value={(value as string | null) ?? undefined} options={items}
      onChange={(v: string | undefined) => onPick(v ?? null, items.find((i) => i.value === v)?.label ?? null)} />
  );
}

type DeptNode = { value: string; title: string; children?: DeptNode[] };

/**
 * a department cell: a tree of the parent record's plant's departments (spec §4 department tree); waits while the parent
 * has a plantCd field still empty; a saved code the tree does not hold stays shown by its kept name
 */
function DeptCell({ value, name, parent, onPick, aria, status }: {
  value: unknown; name: unknown; parent?: Record<string, unknown>; onPick: (cd: string | null, nm: string | null) => void; aria: string; status?: 'error';
}) {
  const plant = typeof parent?.plantCd === 'string' && parent.plantCd ? parent.plantCd : null;
  const waiting = !!parent && 'plantCd' in parent && plant === null;
  const q = useDepts(plant);
  const tree = useMemo(() => {
    const nodes = buildTree((q.data ?? []).filter((d) => !plant || d.plantCd === plant).map((d) => ({ value: d.deptCd, title: d.deptNm, pdeptCd: d.pdeptCd })), 'value', 'pdeptCd') as DeptNode[];
    if (typeof value === 'string' && value && !(q.data ?? []).some((d) => d.deptCd === value)) nodes.unshift({ value, title: typeof name === 'string' && name ? name : value });
    return nodes;
  }, [q.data, plant, value, name]);
  const nameOf = (cd: string) => q.data?.find((d) => d.deptCd === cd)?.deptNm ?? null;
  const { expanded, onExpand } = useExpandAll(tree);
  return (
    <TreeSelect aria-label={aria} status={status} allowClear showSearch={{ treeNodeFilterProp: 'title' }} treeExpandedKeys={expanded} onTreeExpand={onExpand} style={{ width: '100%' }}
      disabled={waiting} loading={q.isFetching} treeData={tree} value={(value as string | null) ?? undefined}
      onChange={(v?: string) => onPick(v ?? null, v ? nameOf(v) : null)} />
  );
}

/** a code from a tree endpoint (`treeFrom`, e.g. the facility-type tree): leaves, or groups too with `treeGroupsPickable` */
function CodeTreeCell({ url, groupsPickable, value, onChange, aria, status }: {
  url: string; groupsPickable: boolean; value: unknown; onChange: (v: unknown) => void; aria: string; status?: 'error';
}) {
  const { tree, fetching } = useCodeTree(url, groupsPickable);
  const { expanded, onExpand } = useExpandAll(tree);
  return (
    <TreeSelect aria-label={aria} status={status} allowClear showSearch={{ treeNodeFilterProp: 'title' }} treeExpandedKeys={expanded} onTreeExpand={onExpand} style={{ width: '100%' }}
      loading={fetching} treeData={tree} value={(value as string | null) ?? undefined} onChange={(v?: string) => onChange(v ?? null)} />
  );
}

/** client-only row identity (rows without a child id are new); never sent: the save schema strips unknown keys */
const RID = '__rid';
let ridSeq = 0;
const withRid = (r: ChildRow): ChildRow => (r[RID] ? r : { ...r, [RID]: `r${++ridSeq}` });

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const codeGroupOf = (f: TResourceField) => (f.type === 'plant' ? 'COM_PLANT_CD' : f.codeGroup);

/** a coded value shown by its name (read-only cells) */
function CodeName({ field, value }: { field: TResourceField; value: unknown }) {
  const q = useCodes(codeGroupOf(field), typeof value === 'string' && value ? [value] : undefined);
  const hit = (q.data ?? []).find((c) => c.code === value);
  return <span>{hit ? hit.codeNm : value === null || value === undefined ? '' : String(value)}</span>;
}

function CodeCell({ field, value, onChange, aria, status }: { field: TResourceField; value: unknown; onChange: (v: unknown) => void; aria: string; status?: 'error' }) {
  const q = useCodes(codeGroupOf(field), typeof value === 'string' && value ? [value] : undefined);
  return (
    <Select aria-label={aria} status={status} allowClear style={{ width: '100%' }} value={(value as string | null) ?? undefined}
      options={(q.data ?? []).filter((c) => c.code !== null).map((c) => ({ value: c.code!, label: c.codeNm }))}
      onChange={(v) => onChange(v ?? null)} />
  );
}

/** a user cell: the name (with the id), picked with the user-search popup */
function UserCell({ value, name, onPick, aria, status }: { value: unknown; name: unknown; onPick: (id: string, nm: string) => void; aria: string; status?: 'error' }) {
  const { t } = useT(CHILD_GRID_NS);
  const text = typeof name === 'string' && name ? `${name}${typeof value === 'string' && value ? ` (${value})` : ''}` : typeof value === 'string' ? value : '';
  const open = () => openUserSearch((u) => onPick(u.userId, u.userNm), typeof name === 'string' ? name : undefined);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input aria-label={aria} status={status} readOnly value={text} onClick={open} />
      <Button aria-label={`${aria} ${t('pickUser')}`} icon={<SearchOutlined />} onClick={open} />
    </Space.Compact>
  );
}

/** one editable cell, chosen by the field type (compact controls; the grid has no room for labels) */
function Cell({ field: f, value, onChange, aria, readonly, invalid, row, parent, onPick, onPickUser, onPickRecord, labelOf, recordKey }: {
  field: TResourceField; value: unknown; onChange: (v: unknown) => void; aria: string; readonly: boolean; invalid: boolean; labelOf: (key: string) => string;
  row: ChildRow; parent?: Record<string, unknown>; onPick: (v: unknown, label: string | null) => void;
  /** a picked value and its display name (a user, department, vendor, file) */
  onPickUser: (id: string | number | null, nm: string | null) => void;
  recordKey: string | null;
  /** a record picked (`reference.pick`): its key and the values its `copy` brings into the row */
  onPickRecord: (v: unknown, copied: Record<string, unknown>) => void;
}) {
  const status = invalid ? ('error' as const) : undefined;
  // a reference to another record (a HAZOP row's equipment tag, a CHARM row's product): picked from the target's list of
  // the parent record's plant; a `by` reference follows the row's kind
  const pick = recordPickOf(f, row);
  if (pick) {
    if (readonly || f.serverOnly) return <RecordPickText pick={pick} value={value} />;
    const plantCd = typeof parent?.plantCd === 'string' && parent.plantCd ? parent.plantCd : null;
    return (
      <RecordPickSelect label={aria} name={f.name} testId={`${aria}-record-pick`} status={status} pick={pick} plantCd={plantCd} asText={f.type !== 'number'}
        value={(value as string | number | null) ?? null} onChange={(v, picked) => onPickRecord(v, picked ? recordPickCopy(pick, picked) : {})} />
    );
  }
  if (f.optionsFrom) {
    const label = row[f.optionsFrom.label];
    if (readonly) return <span>{label === null || label === undefined ? (value === null || value === undefined ? '' : String(value)) : String(label)}</span>;
    return <ApiSelectCell field={f} value={value} label={label} parent={parent} onPick={onPick} aria={aria} status={status} labelOf={labelOf} />;
  }
  const nm = displayNameOf(f);
  // one file of the record's attachment group (a drawing revision's file), by its name
  if (f.type === 'file') {
    return <FileCell group={f.group ?? ''} recordKey={recordKey} value={value} name={nm ? row[nm] : null} onPick={onPickUser} aria={aria} readonly={readonly || !!f.serverOnly} />;
  }
  if (readonly || f.serverOnly) {
    if ((f.type === 'user' || f.type === 'vendor' || f.type === 'dept') && nm && row[nm]) return <span>{String(row[nm])}</span>;
    if (f.type === 'checkbox' || f.type === 'switch') return <Checkbox aria-label={aria} checked={value === 'Y'} disabled />;
    if (f.type === 'select' || f.type === 'radio' || f.type === 'plant') return <CodeName field={f} value={value} />;
    if (f.type === 'cost' && typeof value === 'number') return <span>{formatThousands(value)}</span>;
    return <span>{value === null || value === undefined ? '' : String(value)}</span>;
  }
  switch (f.type) {
    case 'number':
    case 'cost':
      return (
        <InputNumber<number> aria-label={aria} status={status} style={{ width: '100%' }} value={(value as number | null) ?? null} onChange={(v) => onChange(v ?? null)}
          formatter={f.type === 'cost' ? (v) => formatThousands(v ?? null) : undefined} parser={f.type === 'cost' ? (v) => Number((v ?? '').replace(/,/g, '')) : undefined} />
      );
    case 'date':
      return (
        <DatePicker aria-label={aria} status={status} style={{ width: '100%' }} format={DATE_FORMATS.date}
          value={typeof value === 'string' && value ? dayjs(value, DATE_FORMATS.date) : null} onChange={(d) => onChange(d ? d.format(DATE_FORMATS.date) : null)} />
      );
    case 'select':
      if (f.treeFrom) return <CodeTreeCell url={f.treeFrom} groupsPickable={f.treeGroupsPickable === true} value={value} onChange={onChange} aria={aria} status={status} />;
      return <CodeCell field={f} value={value} onChange={onChange} aria={aria} status={status} />;
    case 'radio':
    case 'plant':
      return <CodeCell field={f} value={value} onChange={onChange} aria={aria} status={status} />;
    case 'checkbox':
    case 'switch':
      return <Checkbox aria-label={aria} checked={value === 'Y'} onChange={(e) => onChange(e.target.checked ? 'Y' : 'N')} />;
    case 'user':
      return <UserCell value={value} name={nm ? row[nm] : null} onPick={onPickUser} aria={aria} status={status} />;
    case 'dept':
      return <DeptCell value={value} name={nm ? row[nm] : null} parent={parent} onPick={onPickUser} aria={aria} status={status} />;
    case 'vendor':
      return <VendorCell value={value} name={nm ? row[nm] : null} plantCd={parent?.plantCd} onPick={onPickUser} aria={aria} status={status} />;
    default:
      return <Input aria-label={aria} status={status} value={(value as string | null) ?? ''} maxLength={f.byteLimit ? undefined : f.maxLength} onChange={(e) => onChange(e.target.value)} />;
  }
}

/**
 * Editable grid of a resource's child rows inside its detail form (master–detail): add, remove and edit rows,
 * required columns marked; rows are saved with the parent. The table scrolls inside its own box on a phone.
 */
export function ChildRowsEditor({ collection: c, rows, onChange, label, readonly = false, errorCell, parent, tools, recordKey = null }: ChildRowsEditorProps) {
  const { t } = useT(CHILD_GRID_NS);
  const keyed = useMemo(() => rows.map(withRid), [rows]);
  const fields = new Map(c.fields.map((f) => [f.name, f]));
  const columns = (c.columns ?? c.fields.map((f): TChildColumn => ({ name: f.name }))).filter((col) => fields.has(col.name));
  const setCell = (i: number, name: string, v: unknown) => onChange(keyed.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  const title = label(c.label);
  const full = keyed.length >= c.maxRows;

  const tableColumns: TableColumnsType<ChildRow> = [
    { key: '#', title: t('rowNo'), width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    ...columns.map((col) => {
      const f = fields.get(col.name)!;
      const name = label(f.label);
      return {
        key: col.name,
        width: col.width ?? 160,
        align: col.align,
        title: (
          <span className={f.required ? 'jk-child-required' : undefined}>
            {f.required && <span className="jk-child-required-mark" aria-label={t('requiredMark')}>*</span>}
            {name}
          </span>
        ),
        render: (_v: unknown, r: ChildRow, i: number) => (
          <Cell field={f} value={r[col.name]} readonly={readonly} aria={`${name} ${i + 1}`} row={r} parent={parent} labelOf={label} recordKey={recordKey}
            onPick={(v, l) => onChange(keyed.map((x, j) => (j === i ? { ...x, [col.name]: v, ...(f.optionsFrom ? { [f.optionsFrom.label]: l } : {}) } : x)))}
            onPickUser={(id, nm) => onChange(keyed.map((x, j) => (j === i ? { ...x, [col.name]: id, [displayNameOf(f) ?? `${col.name}Nm`]: nm } : x)))}
            onPickRecord={(v, copied) => onChange(keyed.map((x, j) => (j === i ? { ...x, ...copied, [col.name]: v } : x)))}
            invalid={(errorCell?.rowNo === i + 1 && errorCell.field === col.name) || (!!errorCell && !!f.required && isEmpty(r[col.name]))}
            onChange={(v) => setCell(i, col.name, v)} />
        ),
      };
    }),
    ...(readonly ? [] : [{
      key: 'actions', width: 56, align: 'center' as const, fixed: 'right' as const,
      render: (_v: unknown, _r: ChildRow, i: number) => (
        <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`${t('removeRow')} ${i + 1}`}
          onClick={() => onChange(keyed.filter((_x, j) => j !== i))} />
      ),
    }]),
  ];

  return (
    <section className="jk-child-grid" aria-label={title} data-testid={`child-grid-${c.name}`}>
      <div className="jk-child-grid-bar">
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" className="jk-child-grid-count">{t('count', { n: keyed.length, max: c.maxRows })}</Typography.Text>
        {!readonly && tools}
        {!readonly && (
          <Button size="small" icon={<PlusOutlined />} disabled={full} onClick={() => onChange([...keyed, withRid(blankChildRow(c))])}>
            {t('addRow')}
          </Button>
        )}
      </div>
      <Table<ChildRow> size="small" bordered pagination={false} rowKey={RID} dataSource={keyed} columns={tableColumns}
        scroll={{ x: 'max-content' }} locale={{ emptyText: t('empty') }} />
    </section>
  );
}
