import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXCEL_UPLOAD_MESSAGES as M, fmtExcelUpload } from '@jikim/shared';
import { buildXlsx, rowBomb, setDeclaredSize, sheetXml } from '../test/xlsx.js';
import { cellText, excelSerialToDate, ExcelUploadError, isDateFormat, readExcelUpload } from './excel-upload.js';

async function refused(p: Promise<unknown>): Promise<ExcelUploadError> {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof ExcelUploadError)) throw new Error(`expected an ExcelUploadError, got ${String(err)}`);
  expect(err.statusCode).toBe(400);
  expect(err.message).toMatch(/[가-힣]/);
  return err;
}

describe('readExcelUpload: typed rows keyed by header', () => {
  it('reads a workbook written by exceljs: text, numbers, dates, booleans, rich text, formulas, blank rows', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('측정');
    ws.columns = [{ header: '사번', key: 'id' }, { header: '측정일', key: 'ymd' }, { header: '수치', key: 'n' }, { header: '확인', key: 'ok' }, { header: '비고', key: 'memo' }, { header: '합계', key: 'sum' }];
    ws.addRow({ id: 'U001', ymd: new Date(Date.UTC(2026, 1, 28)), n: 12.5, ok: true, memo: { richText: [{ text: '굵게 ' }, { text: '보통' }] }, sum: { formula: 'C2*2', result: 25 } });
    ws.getCell('B2').numFmt = 'yyyy-mm-dd';
    ws.addRow({});
    ws.addRow({ id: 'U002', n: 0, ok: false });
    const sheet = await readExcelUpload(Buffer.from(await wb.xlsx.writeBuffer()), { maxRows: 10 });
    expect(sheet.sheetName).toBe('측정');
    expect(sheet.headers).toEqual(['사번', '측정일', '수치', '확인', '비고', '합계']);
    expect(sheet.rows).toEqual([
      { rowNo: 2, cells: { 사번: 'U001', 측정일: new Date(Date.UTC(2026, 1, 28)), 수치: 12.5, 확인: true, 비고: '굵게 보통', 합계: 25 } },
      { rowNo: 4, cells: { 사번: 'U002', 수치: 0, 확인: false } },
    ]);
    expect(cellText(sheet.rows[0]!.cells['측정일'])).toBe('2026-02-28');
  });

  it('reads the streaming writer output (inline strings, no shared strings)', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    out.on('data', (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('목록');
    ws.columns = [{ header: '이름', key: 'a' }, { header: '수량', key: 'b' }];
    for (let i = 1; i <= 3; i += 1) ws.addRow({ a: `항목${i}`, b: i }).commit();
    ws.commit();
    await wb.commit();
    const sheet = await readExcelUpload(Buffer.concat(chunks), { maxRows: 10 });
    expect(sheet.rows.map((r) => r.cells)).toEqual([{ 이름: '항목1', 수량: 1 }, { 이름: '항목2', 수량: 2 }, { 이름: '항목3', 수량: 3 }]);
  });

  it('handles hand-written parts: inline and shared strings, phonetic runs, 1904 dates, custom date formats, cells without refs', async () => {
    const buf = await buildXlsx({
      workbookPr: '<workbookPr date1904="1"/>',
      styles: '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="170" formatCode="yyyy&quot;년&quot; m&quot;월&quot; d&quot;일&quot;"/></numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="170"/><xf numFmtId="4"/></cellXfs></styleSheet>',
      sharedStrings: '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>이름</t></si><si><r><t>김</t></r><r><t>철수</t></r><rPh><t>キム</t></rPh></si><si><t>날짜</t></si><si><t>금액</t></si></sst>',
      sheet: sheetXml('<row r="1"><c t="s"><v>0</v></c><c t="s"><v>2</v></c><c t="s"><v>3</v></c></row>'
        + '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" s="1"><v>0</v></c><c r="C2" s="2"><v>1234.5</v></c></row>'
        + '<row r="3"><c r="A3" t="inlineStr"><is><t>이영희</t></is></c><c r="C3" t="e"><v>#DIV/0!</v></c></row>'),
    });
    const sheet = await readExcelUpload(buf, { maxRows: 10 });
    expect(sheet.rows).toEqual([
      { rowNo: 2, cells: { 이름: '김철수', 날짜: new Date(Date.UTC(1904, 0, 1)), 금액: 1234.5 } },
      { rowNo: 3, cells: { 이름: '이영희', 금액: '#DIV/0!' } },
    ]);
  });

  it('date helpers follow Excel', () => {
    expect(excelSerialToDate(46081).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(excelSerialToDate(1).toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(excelSerialToDate(61).toISOString()).toBe('1900-03-01T00:00:00.000Z');
    expect(excelSerialToDate(46081.5).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    for (const f of ['yyyy-mm-dd', 'yyyy"년" m"월"', '[$-412]yyyy-mm-dd', 'h:mm:ss', '[h]:mm']) expect(isDateFormat(f), f).toBe(true);
    for (const f of ['0.00', '#,##0"원"', '[Red]#,##0', '0.00E+00', 'General', '@']) expect(isDateFormat(f), f).toBe(false);
    expect(cellText(new Date(Date.UTC(2026, 0, 2, 9, 30)))).toBe('2026-01-02 09:30:00');
  });
});

describe('readExcelUpload: refusals', () => {
  it('not an xlsx, a zip without a workbook, a truncated file', async () => {
    expect((await refused(readExcelUpload(Buffer.from('not a workbook at all, just text'), { maxRows: 10 }))).kind).toBe('bad-file');
    const good = await buildXlsx({ sheet: sheetXml('<row r="1"><c t="inlineStr"><is><t>a</t></is></c></row>') });
    expect((await refused(readExcelUpload(good.subarray(0, good.length - 30), { maxRows: 10 }))).kind).toBe('bad-file');
    expect((await refused(readExcelUpload(good.subarray(40), { maxRows: 10 }))).kind).toBe('bad-file');
    const badXml = await buildXlsx({ sheet: '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>a</t></is></c></row></sheetData' + '<<<' });
    expect((await refused(readExcelUpload(badXml, { maxRows: 10 }))).kind).toBe('bad-file');
  });

  it('no header, a duplicated header, a cell beyond the column cap', async () => {
    const noHeader = await buildXlsx({ sheet: sheetXml('<row r="2"><c r="A2"><v>1</v></c></row>') });
    expect(await refused(readExcelUpload(noHeader, { maxRows: 10 }))).toMatchObject({ kind: 'no-header', message: M.noHeader });
    const dup = await buildXlsx({ sheet: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>사번</t></is></c><c r="B1" t="inlineStr"><is><t>사번</t></is></c></row>') });
    expect(await refused(readExcelUpload(dup, { maxRows: 10 }))).toMatchObject({ kind: 'duplicate-header', message: fmtExcelUpload(M.duplicateHeader, '사번') });
    const wide = await buildXlsx({ sheet: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row><row r="2"><c r="XFD2"><v>1</v></c></row>') });
    expect(await refused(readExcelUpload(wide, { maxRows: 10 }))).toMatchObject({ kind: 'too-many-columns', message: fmtExcelUpload(M.tooManyColumns, 512) });
  });

  it('one row past the cap is refused; the cap itself is read', async () => {
    const buf = await rowBomb(20);
    expect((await readExcelUpload(buf, { maxRows: 20 })).rows).toHaveLength(20);
    expect(await refused(readExcelUpload(buf, { maxRows: 19 }))).toMatchObject({ kind: 'too-many-rows', message: fmtExcelUpload(M.tooManyRows, 19) });
  });

  it('a part whose declared size is beyond the budget is refused before it is inflated', async () => {
    const buf = setDeclaredSize(await rowBomb(10), 'xl/worksheets/sheet1.xml', 3_000_000_000);
    const t0 = performance.now();
    expect(await refused(readExcelUpload(buf, { maxRows: 100, maxBytes: 1024 * 1024 }))).toMatchObject({ kind: 'too-large', message: fmtExcelUpload(M.tooLarge, 1) });
    // nothing inflated: milliseconds (bound generous for a loaded CI machine; inflating 3 GB would take minutes)
    expect(performance.now() - t0).toBeLessThan(1500);
  });

  it('a part that inflates beyond what it declares is refused while inflating', async () => {
    const buf = setDeclaredSize(await rowBomb(5000), 'xl/worksheets/sheet1.xml', 1000);
    expect((await refused(readExcelUpload(buf, { maxRows: 100_000 }))).kind).toBe('bad-file');
  });

  it('a sheet that inflates beyond the byte cap is refused at the cap (formatting-only rows do not escape it)', async () => {
    const blank = Array.from({ length: 60_000 }, (_, i) => `<row r="${i + 2}" s="1" customFormat="1"></row>`).join('');
    const buf = await buildXlsx({ sheet: sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>${blank}`) });
    expect(await refused(readExcelUpload(buf, { maxRows: 10, maxBytes: 1024 * 1024 }))).toMatchObject({ kind: 'too-large' });
    expect((await readExcelUpload(buf, { maxRows: 10 })).rows).toEqual([]); // within the default cap: blank rows skipped
  });

  it('the issue\'s bomb (1,000,000 rows, under 10 MB compressed) is refused in under a second, in bounded memory', async () => {
    const honest = await rowBomb(1_000_000);
    expect(honest.length).toBeLessThan(10 * 1024 * 1024);
    // it declares ~50 MB of sheet XML: refused from the zip directory, nothing inflated
    let t0 = performance.now();
    expect((await refused(readExcelUpload(honest, { maxRows: 5000 }))).kind).toBe('too-large');
    const msDeclared = performance.now() - t0;
    // the same bomb lying about its size (or a budget large enough) is read as a stream and stops at row 5,001
    const lying = setDeclaredSize(honest, 'xl/worksheets/sheet1.xml', 1024 * 1024);
    const heap0 = process.memoryUsage().heapUsed;
    t0 = performance.now();
    expect((await refused(readExcelUpload(lying, { maxRows: 5000 }))).kind).toBe('too-many-rows');
    const msRows = performance.now() - t0;
    expect((await refused(readExcelUpload(honest, { maxRows: 5000, maxBytes: 512 * 1024 * 1024 }))).kind).toBe('too-many-rows');
    const grewMb = (process.memoryUsage().heapUsed - heap0) / 1024 / 1024;
    console.info(`[excel bomb] ${(honest.length / 1024).toFixed(0)} KB xlsx, 1,000,000 rows: refused by declared size in ${msDeclared.toFixed(1)} ms; by the row cap while reading in ${msRows.toFixed(0)} ms, heap +${grewMb.toFixed(1)} MB`);
    // early refusals (reading the whole sheet takes tens of seconds); bounds generous for a loaded CI machine
    expect(msDeclared).toBeLessThan(5000);
    expect(msRows).toBeLessThan(5000);
    expect(grewMb).toBeLessThan(64);
  }, 60_000);

  it('damaged files (random bytes changed) are read or refused as bad files, never another error', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('a');
    ws.columns = [{ header: '사번', key: 'a' }, { header: '일자', key: 'b' }];
    for (let i = 0; i < 50; i += 1) ws.addRow({ a: `U${i}`, b: new Date(Date.UTC(2026, 0, 1 + i)) });
    const good = Buffer.from(await wb.xlsx.writeBuffer());
    let seed = 13;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const kinds = new Map<string, number>();
    for (let n = 0; n < 300; n += 1) {
      const buf = Buffer.from(good);
      for (let k = 0; k < 1 + Math.floor(rnd() * 4); k += 1) buf[Math.floor(rnd() * buf.length)] = Math.floor(rnd() * 256);
      const out = await readExcelUpload(buf, { maxRows: 100 }).then(() => 'read', (e: unknown) => (e instanceof ExcelUploadError ? e.kind : `other: ${String(e)}`));
      kinds.set(out, (kinds.get(out) ?? 0) + 1);
    }
    expect([...kinds.keys()].filter((k) => k.startsWith('other'))).toEqual([]);
    expect(kinds.get('bad-file')).toBeGreaterThan(0);
  });
});
