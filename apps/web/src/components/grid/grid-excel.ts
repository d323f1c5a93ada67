import { http } from '@/lib/http';
import { exportCell, exportColumns, exportText } from './grid-export';
import type { GridColumn, GridRow } from './grid-types';

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export { cellText } from './grid-text';

/** local Excel: what the grid shows, as typed cells, with exceljs loaded only when a user asks for a file */
export async function localWorkbook(columns: GridColumn[], rows: GridRow[], sheetName = 'Sheet1', names?: Map<string, string>): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  const cols = exportColumns(columns);
  ws.columns = cols.map((c) => ({ header: c.text, key: c.name, width: Math.max(10, Math.round((c.width ?? 140) / 7)) }));
  ws.getRow(1).font = { bold: true };
  // typed cells: numbers, dates and date-times (plant zone) with formats; rendered columns export what they show
  rows.forEach((r, i) => {
    const row = ws.addRow([]);
    cols.forEach((c, j) => {
      const cell = exportCell(c, r, i, names);
      if (cell.value === null) return;
      const x = row.getCell(j + 1);
      x.value = cell.value;
      if (cell.numFmt) x.numFmt = cell.numFmt;
    });
  });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function exportLocalExcel(columns: GridColumn[], rows: GridRow[], fileName: string, sheetName = 'Sheet1', names?: Map<string, string>) {
  const buf = await localWorkbook(columns, rows, sheetName, names);
  saveBlob(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), xlsxName(fileName));
}

/** the download's name: the grid's (Korean) title, characters Windows refuses replaced, always .xlsx */
export const xlsxName = (fileName: string) => {
  const base = fileName.replace(/\.xlsx$/i, '').replace(/[\\/:*?"<>|]/g, '_').replace(/\s+/g, ' ').trim() || 'export';
  return `${base}.xlsx`;
};

/** server-paged lists: the server streams every matching row */
export async function downloadServerExcel(url: string, params: object, fileName: string) {
  const blob = await http.get<Blob>(url, params, { responseType: 'blob', timeout: 120_000 });
  saveBlob(blob, xlsxName(fileName));
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** print: the shown rows as a plain table in a print window */
export function printGrid(title: string, columns: GridColumn[], rows: GridRow[], names?: Map<string, string>) {
  const w = window.open('', '_blank', 'width=1000,height=700');
  if (!w) return;
  const cols = exportColumns(columns);
  const head = cols.map((c) => `<th>${esc(c.text)}</th>`).join('');
  const body = rows.map((r, i) => `<tr>${cols.map((c) => `<td>${esc(exportText(c, r, i, names))}</td>`).join('')}</tr>`).join('');
  w.document.write(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:'Noto Sans KR','Malgun Gothic',sans-serif;font-size:12px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:3px 6px}th{background:#eee}</style>
</head><body><h3>${esc(title)}</h3><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`);
  w.document.close();
  w.focus();
  w.print();
}
