import { formatThousands } from '@jikim/shared';
import { plantDateTime } from './plant-time';
import type { GridColumn, GridRow } from './grid-types';

// What a cell shows as text: shared by the grid's cells and its Excel/print output (grid-excel, loaded on demand).

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** the text a cell shows (code names instead of codes, Y/N as is, lists joined) */
export function cellText(col: GridColumn, row: GridRow, names?: Map<string, string>): string {
  const v = row[col.name];
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => names?.get(String(x)) ?? String(x)).join(', ');
  if (col.type === 'cost') return formatThousands(v as number, col.decimals);
  // timestamps from the API are shown in the plant's zone
  if (typeof v === 'string' && ISO_INSTANT.test(v)) return plantDateTime(v);
  if ((col.type === 'select' || col.type === 'radio') && names?.has(String(v))) return names.get(String(v))!;
  return String(v);
}
