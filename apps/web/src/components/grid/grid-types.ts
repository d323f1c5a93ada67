import type { ReactNode } from 'react';
import type { CodeItem } from '../form/code-select';

/** spec §2 generic data table cell types */
export const GRID_CELL_TYPES = [
  'link', 'text', 'usersearch', 'textarea', 'number', 'datepicker', 'mobiledatepicker', 'select', 'multiselect',
  'checkbox', 'checkboxmulti', 'radio', 'switch', 'singlecheckbox', 'cost', 'tag',
] as const;
export type GridCellType = (typeof GRID_CELL_TYPES)[number];

export type GridRow = Record<string, unknown>;

/** spec §3 grid column definition: name, text, required, type, align, width, relateColumn (+ options of coded types) */
export type GridColumn = {
  name: string;
  text: string;
  required?: boolean;
  type?: GridCellType;
  align?: 'left' | 'center' | 'right';
  width?: number;
  /** usersearch: the column receiving the picked user's id (the cell itself shows the name) */
  relateColumn?: string;
  codeGroupCd?: string;
  items?: CodeItem[];
  sortable?: boolean;
  /** editable when the grid is editable (default true) */
  editable?: boolean;
  decimals?: number;
  /** display-only custom renderer (Excel and print take the text it shows unless `value` is given) */
  render?: (row: GridRow, index: number) => ReactNode;
  /** pin the column to an edge of a wide grid (default: action columns without a header are pinned right) */
  fixed?: 'left' | 'right';
  /** the plain value of the cell for Excel and print (a number, a YYYY-MM-DD date, an ISO date-time or text) */
  value?: (row: GridRow) => unknown;
};
