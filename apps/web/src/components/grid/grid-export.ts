import { isValidElement, type ReactNode } from 'react';
import { typedCell, type TCellKind, type TTypedCell } from '@jikim/shared';
import { formatThousands } from '@jikim/shared';
import { plantTimeZone } from './plant-time';
import type { GridColumn, GridRow } from './grid-types';

/**
 * The text a rendered cell shows, read from its React elements (strings, numbers, children of tags and spans), so a
 * column drawn by `render` exports and prints what the user sees instead of a blank. Components without children
 * (bars, buttons with icons only) give ''.
 */
export function nodeText(n: ReactNode): string {
  if (n === null || n === undefined || typeof n === 'boolean') return '';
  if (typeof n === 'string' || typeof n === 'number' || typeof n === 'bigint') return String(n);
  if (Array.isArray(n)) return n.map(nodeText).filter((s) => s !== '').join(' ');
  if (isValidElement(n)) return nodeText((n.props as { children?: ReactNode }).children);
  return '';
}

/** columns that carry data (action columns without a header are left out of files and prints) */
export const exportColumns = (columns: GridColumn[]) => columns.filter((c) => c.text.trim() !== '');

/**
 * The value a column exports for a row: its `value` accessor, else what its `render` shows, else the raw value
 * (code names instead of codes, lists joined).
 */
export function exportValue(col: GridColumn, row: GridRow, index: number, names?: Map<string, string>): unknown {
  if (col.value) return col.value(row);
  if (col.render) {
    const shown = nodeText(col.render(row, index)).trim();
    if (shown !== '') return shown;
  }
  const v = row[col.name];
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map((x) => names?.get(String(x)) ?? String(x)).join(', ');
  if ((col.type === 'select' || col.type === 'radio') && names?.has(String(v))) return names.get(String(v))!;
  return v;
}

const kindOf = (col: GridColumn): TCellKind =>
  col.type === 'number' || col.type === 'cost' ? 'number' : col.type === 'datepicker' || col.type === 'mobiledatepicker' ? 'date' : 'auto';

/** a typed spreadsheet cell: numbers, dates (date format), date-times in the plant's zone */
export function exportCell(col: GridColumn, row: GridRow, index: number, names?: Map<string, string>): TTypedCell {
  const v = exportValue(col, row, index, names);
  // a rendered text ('12일', '3 / 10') is text; raw values and accessors are typed
  const rendered = !col.value && col.render && typeof v === 'string' && v !== row[col.name];
  const cell = typedCell(v, plantTimeZone(), rendered ? 'text' : kindOf(col));
  if (col.type === 'cost' && typeof cell.value === 'number' && col.decimals) cell.numFmt = `#,##0.${'0'.repeat(col.decimals)}`;
  return cell;
}

/** the text a print shows for a cell */
export function exportText(col: GridColumn, row: GridRow, index: number, names?: Map<string, string>): string {
  const c = exportCell(col, row, index, names);
  if (c.value === null) return '';
  if (c.value instanceof Date) return c.value.toISOString().replace('T', ' ').slice(0, c.numFmt === 'yyyy-mm-dd' ? 10 : 16);
  if (typeof c.value === 'number') return col.type === 'cost' ? formatThousands(c.value, col.decimals) : String(c.value);
  return c.value;
}
