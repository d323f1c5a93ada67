import { useCallback, useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Grid, Space, Table, theme } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, checkRequiredRows, requiredRowMessage } from '@jikim/shared';
import { http } from '@/lib/http';
import { useT, formatNumber } from '@/lib/i18n';
import type { CodeItem } from '../form/code-select';
import { showValidationError } from '../form/validation';
import { UI_NS } from '../ui.i18n';
import { GridCards } from './grid-cards';
import { GridCell } from './grid-cell';
import type { GridColumn, GridRow } from './grid-types';
import './grid.css';

/** width of a column declared without one: it grows with the room left, never below this */
const MIN_FREE_COLUMN = 160;

/** server paging: the one contract of every list API (page, limit → { list, totalCount, page, limit }) */
export type ServerPaging = {
  totalCount: number;
  /** the server stopped counting at totalCount (`totalCappedYn`): shown as "n건 이상" */
  totalCapped?: boolean;
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
  onSort?: (field: string | undefined, order: 'asc' | 'desc' | undefined) => void;
  /** the server's Excel export URL and the current filters */
  excelUrl?: string;
  excelParams?: object;
};

export type DataGridProps = {
  title?: ReactNode;
  columns: GridColumn[];
  rows: GridRow[];
  rowKey: string | ((r: GridRow) => string);
  editable?: boolean;
  onRowsChange?: (rows: GridRow[]) => void;
  showRowNo?: boolean;
  selection?: 'multiple' | 'single';
  selectedKeys?: Key[];
  onSelectionChange?: (keys: Key[], rows: GridRow[]) => void;
  onRowClick?: (row: GridRow, index: number) => void;
  onRowDblClick?: (row: GridRow, index: number) => void;
  onLinkClick?: (row: GridRow, col: GridColumn) => void;
  /** a class per row (e.g. a resource definition's rowTone: jk-row-danger, jk-row-warning) */
  rowClassName?: (row: GridRow) => string | undefined;
  expandable?: TableProps<GridRow>['expandable'];
  /** local paging (default), server paging, or none (all rows, virtualised when long) */
  paging?: 'local' | 'none' | ServerPaging;
  loading?: boolean;
  /** Excel download: local grids export what they show; server grids call excelUrl */
  excelFileName?: string;
  printable?: boolean;
  height?: number;
  toolbar?: ReactNode;
  /** a read-only list shows cards instead of a table below 768 px (default); false keeps the table */
  cards?: boolean;
};

/** code names of every coded column (one cached request per code group) */
function useColumnCodes(columns: GridColumn[]) {
  const groups = [...new Set(columns.filter((c) => c.codeGroupCd && !c.items).map((c) => c.codeGroupCd!))];
  const results = useQueries({
    queries: groups.map((g) => ({
      queryKey: ['codes', g, ''],
      staleTime: 5 * 60_000,
      queryFn: () => http.get<CodeItem[]>(`/api/sync/getselect/${g}`, {}, { silent: true }),
    })),
  });
  const dataKey = results.map((r) => r.dataUpdatedAt).join(',');
  return useMemo(() => {
    const byCol = new Map<string, CodeItem[]>();
    const names = new Map<string, string>();
    for (const c of columns) {
      const items = c.items ?? results[groups.indexOf(c.codeGroupCd ?? '')]?.data ?? [];
      byCol.set(c.name, items);
      for (const i of items) if (i.code !== null) names.set(i.code, i.codeNm);
    }
    return { byCol, names };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, dataKey]);
}

/** spec §5 grid row check: shows the validation dialog naming the column and row; true when every row passes */
export function validateGridRows(columns: GridColumn[], rows: GridRow[]): boolean {
  const r = checkRequiredRows(rows, columns.filter((c) => c.required).map((c) => ({ name: c.name, label: c.text })));
  if (r.ok) return true;
  showValidationError(requiredRowMessage(r.label, r.rowNo));
  return false;
}

/**
 * Generic data table (spec §2, §4, §9): row numbers, selection, sorting, row click/double-click, expandable
 * rows, local or server paging (20/50/100/200/300, default 20; total, sizes, prev, pager, next, jumper),
 * count label '(N건)', Excel, print, editable cells of every spec type. Long unpaged lists are virtualised.
 */
export function DataGrid(p: DataGridProps) {
  const { t } = useT(UI_NS);
  const { token } = theme.useToken();
  const { byCol, names } = useColumnCodes(p.columns);
  const server = typeof p.paging === 'object' ? p.paging : null;
  const [local, setLocal] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [busy, setBusy] = useState(false);
  const rowKey = p.rowKey;
  const keyOf = useCallback((r: GridRow) => (typeof rowKey === 'function' ? rowKey(r) : String(r[rowKey])), [rowKey]);
  const { rows, onRowsChange } = p;
  const screens = Grid.useBreakpoint();

  const onCellChange = useCallback((rowIndex: number, patch: GridRow) => {
    if (!onRowsChange) return;
    const { __single, ...values } = patch as GridRow & { __single?: string };
    const next = rows.map((r, i) => {
      if (i === rowIndex) return { ...r, ...values };
      // singlecheckbox: checking one row clears the column in every other row
      if (__single && values[__single] === 'Y' && r[__single] === 'Y') return { ...r, [__single]: 'N' };
      return r;
    });
    onRowsChange(next);
  }, [rows, onRowsChange]);

  const total = server ? server.totalCount : rows.length;
  const page = server ? server.page : local.page;
  const pageSize = server ? server.limit : local.pageSize;
  const unpaged = p.paging === 'none';
  const virtual = unpaged && rows.length > 200;
  // phones: a read-only list is a column of cards (no sideways table); editors, selection and long lists stay tables
  const asCards = (p.cards ?? true) && screens.md === false && !p.editable && !p.selection && !p.expandable && !virtual;
  const offset = server || unpaged ? (server ? (page - 1) * pageSize : 0) : (page - 1) * pageSize;

  // columns keep their declared widths; a wide grid scrolls sideways instead of squeezing editors
  const tableWidth = p.columns.reduce((w, c) => w + (c.width ?? MIN_FREE_COLUMN), (p.showRowNo ? 60 : 0) + (p.selection ? 40 : 0) + (p.expandable ? 40 : 0));
  const indexOf = useMemo(() => new Map(rows.map((r, i) => [r, i])), [rows]);
  const columns: ColumnsType<GridRow> = useMemo(() => {
    const cols: ColumnsType<GridRow> = [];
    if (p.showRowNo) {
      cols.push({ title: t('rowNo'), key: '__no', width: 60, align: 'center', render: (_v, _r, i) => offset + i + 1 });
    }
    for (const c of p.columns) {
      cols.push({
        title: c.required && p.editable ? <span><span style={{ color: '#ff4d4f' }}>* </span>{c.text}</span> : c.text,
        dataIndex: c.name,
        key: c.name,
        width: c.width,
        // a column without a width takes the room left but never less than a readable minimum (phones scroll instead)
        minWidth: c.width ? undefined : MIN_FREE_COLUMN,
        // action columns (no header, drawn by render) stay visible at the right edge of a wide grid
        fixed: c.fixed ?? (c.text.trim() === '' && c.render ? 'right' : undefined),
        align: c.align,
        ellipsis: c.type === undefined || c.type === 'text' || c.type === 'link' ? !p.editable : false,
        sorter: c.sortable ? (server ? true : (a: GridRow, b: GridRow) => compare(a[c.name], b[c.name])) : undefined,
        render: (_v, row) => {
          const idx = indexOf.get(row) ?? -1;
          return <GridCell col={c} row={row} rowIndex={idx} editable={!!p.editable} items={byCol.get(c.name) ?? []} names={names} onChange={onCellChange} onLink={p.onLinkClick} />;
        },
      });
    }
    return cols;
  }, [p.columns, p.showRowNo, p.editable, p.onLinkClick, t, offset, server, indexOf, byCol, names, onCellChange]);

  const excel = async () => {
    setBusy(true);
    try {
      const name = p.excelFileName ?? 'export';
      // the export code (and exceljs behind it) loads when a user asks for a file
      const { downloadServerExcel, exportLocalExcel } = await import('./grid-excel');
      if (server?.excelUrl) await downloadServerExcel(server.excelUrl, server.excelParams ?? {}, name);
      else await exportLocalExcel(p.columns, rows, name, name, names);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="jk-grid">
      <div className="jk-grid-head">
        <div className="jk-grid-title">
          {/* plain text, not Typography (its editable mode would bring the text area into every list page) */}
          {p.title && <strong>{p.title}</strong>}
          <span style={{ color: token.colorTextSecondary }} data-testid="grid-count">{t(server?.totalCapped ? 'countAtLeast' : 'count', { n: total.toLocaleString('ko-KR') })}</span>
        </div>
        <Space size={6} wrap className="jk-grid-tools">
          {p.toolbar}
          {p.excelFileName !== undefined && <Button icon={<FileExcelOutlined />} loading={busy} onClick={() => void excel()}>{t('excel')}</Button>}
          {p.printable && <Button icon={<PrinterOutlined />} onClick={() => void import('./grid-excel').then((m) => m.printGrid(String(p.excelFileName ?? ''), p.columns, rows, names))}>{t('print')}</Button>}
        </Space>
      </div>
      {asCards ? (
        <GridCards
          columns={p.columns}
          rows={server || unpaged ? rows : rows.slice(offset, offset + pageSize)}
          keyOf={keyOf}
          byCol={byCol}
          names={names}
          onRowClick={p.onRowClick}
          onLinkClick={p.onLinkClick}
          rowClassName={p.rowClassName}
          loading={p.loading}
          pager={unpaged ? undefined : {
            current: page,
            pageSize,
            total,
            onChange: (pg, size) => (server ? server.onChange(pg, size) : setLocal({ page: pg, pageSize: size })),
          }}
        />
      ) : <Table<GridRow>
        size="small"
        bordered
        rowKey={keyOf}
        columns={columns}
        dataSource={rows}
        loading={p.loading}
        virtual={virtual}
        scroll={{ x: tableWidth, ...(virtual ? { y: p.height ?? 500 } : p.height ? { y: p.height } : {}) }}
        expandable={p.expandable}
        rowClassName={p.rowClassName ? (row) => p.rowClassName!(row) ?? '' : undefined}
        locale={{ emptyText: t('noData') }}
        rowSelection={p.selection ? {
          type: p.selection === 'single' ? 'radio' : 'checkbox',
          selectedRowKeys: p.selectedKeys,
          onChange: (keys, sel) => p.onSelectionChange?.(keys, sel),
        } : undefined}
        onRow={(row, index) => ({
          onClick: () => p.onRowClick?.(row, index ?? 0),
          onDoubleClick: () => p.onRowDblClick?.(row, index ?? 0),
        })}
        onChange={(_pg, _f, sorter, extra) => {
          if (server && extra.action === 'sort' && !Array.isArray(sorter)) {
            server.onSort?.(sorter.order ? String(sorter.field) : undefined, sorter.order === 'ascend' ? 'asc' : sorter.order === 'descend' ? 'desc' : undefined);
          }
        }}
        pagination={unpaged ? false : {
          current: page,
          pageSize,
          total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          // spec §9: pager shows 5 pages
          showLessItems: true,
          showTotal: (n) => t('total', { total: formatNumber(n) }),
          onChange: (pg, size) => (server ? server.onChange(pg, size) : setLocal({ page: size !== pageSize ? 1 : pg, pageSize: size })),
        }}
      />}
    </div>
  );
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'ko');
}
