// Local Excel exports (issue 13, defect 4): the file is read back with exceljs. Rendered columns (status tags) export
// the text they show, numbers and dates are typed cells, date-times are in the plant's zone, action columns are left out.
import { afterEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { XLSX_FORMAT } from '@jikim/shared';
import { localWorkbook, xlsxName } from './grid-excel';
import { exportText } from './grid-export';
import { setPlantTimeZone } from './plant-time';
import type { GridColumn, GridRow } from './grid-types';

const Tag = ({ children }: { children?: React.ReactNode; color?: string }) => <span>{children}</span>;

// the special-checkup due list's columns, as the page declares them
const columns: GridColumn[] = [
  { name: 'status', text: '상태', render: (r) => (r.overdueYn === 'Y' ? <Tag color="red">기한 경과</Tag> : <Tag color="orange">도래 예정</Tag>) },
  { name: 'nextDueYmd', text: '다음 검진 기한' },
  { name: 'daysLeft', text: '남은 일수', render: (r) => `${String(r.daysLeft)}일`, value: (r) => r.daysLeft },
  { name: 'userId', text: '사번' },
  { name: 'plannedPlanNm', text: '계획', render: (r) => (r.plannedPlanNm ? <Tag color="green">{String(r.plannedPlanNm)}</Tag> : null) },
  { name: 'qty', text: '수량', type: 'number' },
  { name: 'amount', text: '금액', type: 'cost', decimals: 2 },
  { name: 'createDt', text: '작성일시' },
  { name: 'x', text: '', render: () => <button>삭제</button> },
];
const rows: GridRow[] = [
  { overdueYn: 'Y', nextDueYmd: '2026-02-28', daysLeft: -3, userId: '00123', plannedPlanNm: '2026 특수검진', qty: '7', amount: 1234.5, createDt: '2026-03-01T15:30:00.000Z' },
  { overdueYn: 'N', nextDueYmd: '2026-04-01', daysLeft: 29, userId: 'e0002', plannedPlanNm: null, qty: 0, amount: null, createDt: null },
];

async function read(buf: ArrayBuffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf);
  return wb.worksheets[0]!;
}

afterEach(() => setPlantTimeZone(undefined));

describe('local Excel export', () => {
  it('fills rendered status columns, types numbers and dates, leaves action columns out', async () => {
    const ws = await read(await localWorkbook(columns, rows, '특수건강진단 대상 도래'));
    expect(ws.name).toBe('특수건강진단 대상 도래');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['상태', '다음 검진 기한', '남은 일수', '사번', '계획', '수량', '금액', '작성일시']);
    const [r1, r2] = [ws.getRow(2), ws.getRow(3)];
    expect(r1.getCell(1).value).toBe('기한 경과');
    expect(r2.getCell(1).value).toBe('도래 예정');
    expect(r1.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(r1.getCell(2).numFmt).toBe(XLSX_FORMAT.date);
    expect((r1.getCell(2).value as Date).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(r1.getCell(3).value).toBe(-3);
    expect(r1.getCell(4).value).toBe('00123');
    expect(r1.getCell(5).value).toBe('2026 특수검진');
    expect(r2.getCell(5).value).toBeNull();
    expect(r1.getCell(6).value).toBe(7);
    expect(r2.getCell(6).value).toBe(0);
    expect(r1.getCell(7)).toMatchObject({ value: 1234.5, numFmt: '#,##0.00' });
    expect(r1.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    expect(r1.getCell(8).numFmt).toBe(XLSX_FORMAT.dateTime);
    // 15:30 UTC is 00:30 the next day at the plant (Asia/Seoul by default)
    expect((r1.getCell(8).value as Date).toISOString()).toBe('2026-03-02T00:30:00.000Z');
  });

  it('follows the plant zone the server announces', async () => {
    setPlantTimeZone('Europe/Madrid');
    const ws = await read(await localWorkbook(columns, rows));
    expect((ws.getRow(2).getCell(8).value as Date).toISOString()).toBe('2026-03-01T16:30:00.000Z');
    expect(exportText(columns[7]!, rows[0]!, 0)).toBe('2026-03-01 16:30');
  });

  it('prints the same texts', () => {
    expect(exportText(columns[0]!, rows[0]!, 0)).toBe('기한 경과');
    expect(exportText(columns[1]!, rows[0]!, 0)).toBe('2026-02-28');
    expect(exportText(columns[6]!, rows[0]!, 0)).toBe('1,234.50');
  });

  it('keeps the Korean title as the file name', () => {
    expect(xlsxName('특수건강진단 대상 도래')).toBe('특수건강진단 대상 도래.xlsx');
    expect(xlsxName('공지사항.xlsx')).toBe('공지사항.xlsx');
    expect(xlsxName('a/b:c')).toBe('a_b_c.xlsx');
  });
});
