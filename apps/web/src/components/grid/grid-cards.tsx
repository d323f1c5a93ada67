import type { KeyboardEvent, ReactNode } from 'react';
import { Pagination, Spin } from 'antd';
import { useT } from '@/lib/i18n';
import type { CodeItem } from '../form/code-select';
import { UI_NS } from '../ui.i18n';
import { GridCell } from './grid-cell';
import { cellText } from './grid-text';
import type { GridColumn, GridRow } from './grid-types';

export type GridCardsProps = {
  columns: GridColumn[];
  rows: GridRow[];
  keyOf: (r: GridRow) => string;
  byCol: Map<string, CodeItem[]>;
  names: Map<string, string>;
  onRowClick?: (row: GridRow, index: number) => void;
  onLinkClick?: (row: GridRow, col: GridColumn) => void;
  rowClassName?: (row: GridRow) => string | undefined;
  loading?: boolean;
  /** the pager, or none for an unpaged list */
  pager?: { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void };
};

const noop = () => undefined;

/**
 * A read-only list on a phone (below 768 px): one card per row instead of a table that scrolls sideways. The link
 * column (else the first) is the card's title, the other titled columns with a value are label–value pairs, and the
 * action columns (no title) sit at the card's foot. A card with a row action opens like the row does (click, Enter or Space).
 */
export function GridCards(p: GridCardsProps) {
  const { t } = useT(UI_NS);
  const titled = p.columns.filter((c) => c.text.trim() !== '');
  const actions = p.columns.filter((c) => c.text.trim() === '' && c.render);
  // the record's link column (its title, usually) heads the card; else the first column
  const head = titled.find((c) => c.type === 'link') ?? titled[0];
  const rest = titled.filter((c) => c !== head);
  // an empty value is left out of the card (a table keeps its empty cell for the column; a card needs no gap)
  const isEmpty = (c: GridColumn, row: GridRow) => !c.render && cellText(c, row, p.names) === '';
  const cell = (c: GridColumn, row: GridRow, i: number): ReactNode => (
    <GridCell col={c} row={row} rowIndex={i} editable={false} items={p.byCol.get(c.name) ?? []} names={p.names} onChange={noop} onLink={p.onLinkClick} />
  );
  const open = p.onRowClick;
  const onKey = (e: KeyboardEvent, row: GridRow, i: number) => {
    if (!open || e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(row, i);
    }
  };
  return (
    <Spin spinning={!!p.loading}>
      {p.rows.length === 0 ? (
        <div className="jk-grid-cards-empty">{t('noData')}</div>
      ) : (
        <ul className="jk-grid-cards" data-testid="grid-cards">
          {p.rows.map((row, i) => (
            <li
              key={p.keyOf(row)}
              className={['jk-grid-card', open ? 'is-clickable' : '', p.rowClassName?.(row) ?? ''].filter(Boolean).join(' ')}
              tabIndex={open ? 0 : undefined}
              onClick={open ? () => open(row, i) : undefined}
              onKeyDown={(e) => onKey(e, row, i)}
            >
              {head && <div className="jk-grid-card-title">{cell(head, row, i)}</div>}
              {rest.length > 0 && (
                <dl className="jk-grid-card-fields">
                  {rest.filter((c) => !isEmpty(c, row)).map((c) => (
                    <div key={c.name} className="jk-grid-card-field">
                      <dt>{c.text}</dt>
                      <dd>{cell(c, row, i)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <div className="jk-grid-card-actions" onClick={(e) => e.stopPropagation()}>
                  {actions.map((c) => <span key={c.name}>{cell(c, row, i)}</span>)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {p.pager && p.pager.total > p.pager.pageSize && (
        <Pagination
          className="jk-grid-cards-pager"
          size="small"
          simple
          current={p.pager.current}
          pageSize={p.pager.pageSize}
          total={p.pager.total}
          onChange={p.pager.onChange}
        />
      )}
    </Spin>
  );
}
