// Excel exports (issue 13, defect 4): typed cells (numbers, dates with formats), date-times in the plant's zone, the
// Korean file name as RFC 5987 filename* with an ASCII fallback. Files are read back with exceljs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { contentDispositionOf, typedCell, wallClock, XLSX_FORMAT } from '@jikim/shared';
import { loadConfig } from '../config.js';
import { auth, createTestApp, login, type TestApp, type Tokens } from '../test/helpers.js';

async function sheetOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const col = (name: string) => {
    const i = headers.indexOf(name);
    expect(i, `${name} in ${headers.join(',')}`).toBeGreaterThanOrEqual(0);
    return i + 1;
  };
  return { ws, headers, col };
}

const filenameStar = (res: LightMyRequestResponse) => {
  const h = String(res.headers['content-disposition']);
  const m = /filename\*=UTF-8''([^;]+)/.exec(h);
  return { header: h, name: m ? decodeURIComponent(m[1]!) : null, fallback: /filename="([^"]*)"/.exec(h)?.[1] ?? null };
};

let t: TestApp;
let utc: TestApp;
let admin: Tokens;
let health: Tokens;
beforeAll(async () => {
  [t, utc] = await Promise.all([createTestApp(), createTestApp({ plantTimeZone: 'UTC' })]);
  [admin, health] = await Promise.all([login(t.app, 'admin'), login(t.app, 'health01')]);
  // a notice written at a known instant: 15:30 UTC is 00:30 the next day in Seoul
  for (const x of [t, utc]) await x.rows(sql`update com_notice set create_dt = '2026-03-01T15:30:00Z'`);
});
afterAll(async () => {
  await Promise.all([t?.close(), utc?.close()]);
});

describe('typed cells', () => {
  it('types numbers, calendar dates and instants; keeps codes and bad dates as text', () => {
    expect(typedCell(12, 'Asia/Seoul')).toEqual({ value: 12, numFmt: XLSX_FORMAT.integer });
    expect(typedCell('0012', 'Asia/Seoul', 'text')).toEqual({ value: '0012' });
    expect(typedCell('12.5', 'Asia/Seoul', 'number')).toEqual({ value: 12.5, numFmt: XLSX_FORMAT.decimal });
    expect(typedCell('2026-02-28', 'Asia/Seoul', 'date')).toEqual({ value: new Date(Date.UTC(2026, 1, 28)), numFmt: XLSX_FORMAT.date });
    expect(typedCell('20260228', 'Asia/Seoul', 'date').value).toEqual(new Date(Date.UTC(2026, 1, 28)));
    expect(typedCell('2026-02-30', 'Asia/Seoul', 'date')).toEqual({ value: '2026-02-30' });
    expect(typedCell('2026-03-01T15:30:00.000Z', 'Asia/Seoul')).toEqual({ value: new Date(Date.UTC(2026, 2, 2, 0, 30)), numFmt: XLSX_FORMAT.dateTime });
    expect(typedCell(new Date('2026-03-01T15:30:00Z'), 'America/New_York').value).toEqual(new Date(Date.UTC(2026, 2, 1, 10, 30)));
    expect(wallClock(new Date('2026-07-01T00:00:00Z'), 'Europe/Madrid')).toEqual(new Date(Date.UTC(2026, 6, 1, 2, 0)));
    expect(typedCell(null, 'UTC')).toEqual({ value: null });
  });

  it('writes the Korean name as filename* and an ASCII fallback', () => {
    const h = contentDispositionOf('공지사항 (3월).xlsx', 'notice.xlsx');
    expect(h).toBe("attachment; filename=\"notice.xlsx\"; filename*=UTF-8''%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD%20%283%EC%9B%94%29.xlsx");
    expect(contentDispositionOf('검진"결과.xlsx')).toMatch(/^attachment; filename="__"?_*/);
  });

  it('reads PLANT_TIME_ZONE, Asia/Seoul by default, and refuses an unknown zone', () => {
    const env = { DATA_DIR: '/tmp/jikim-excel-test', JWT_SECRET: 'x'.repeat(40), FILE_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') };
    expect(loadConfig(env).plantTimeZone).toBe('Asia/Seoul');
    expect(loadConfig({ ...env, PLANT_TIME_ZONE: 'Europe/Madrid' }).plantTimeZone).toBe('Europe/Madrid');
    expect(() => loadConfig({ ...env, PLANT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PLANT_TIME_ZONE/);
  });

  it('tells the web the plant zone (its own exports and grids use it)', async () => {
    expect((await t.app.inject({ url: '/api/common/env' })).json().plantTimeZone).toBe('Asia/Seoul');
    expect((await utc.app.inject({ url: '/api/common/env' })).json().plantTimeZone).toBe('UTC');
  });
});

describe('resource exports', () => {
  it('notice list: dates as date cells, the creation time in the plant zone, Korean file name', async () => {
    const res = await t.app.inject({ url: '/api/manage/notice/excel', headers: auth(admin) });
    const { ws, col } = await sheetOf(res);
    const d = filenameStar(res);
    expect(d.name).toBe('공지사항관리.xlsx');
    expect(d.fallback).toBe('notice.xlsx');
    expect(ws.rowCount).toBeGreaterThan(1);
    const row = ws.getRow(2);
    const start = row.getCell(col('게시시작일'));
    expect(start.type).toBe(ExcelJS.ValueType.Date);
    expect(start.numFmt).toBe(XLSX_FORMAT.date);
    const created = row.getCell(col('작성일시'));
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe(XLSX_FORMAT.dateTime);
    expect((created.value as Date).toISOString()).toBe('2026-03-02T00:30:00.000Z');
    // the title stays text, the plant column shows the plant's name
    expect(row.getCell(col('제목')).type).toBe(ExcelJS.ValueType.String);
    expect(String(row.getCell(col('사업장')).value)).toMatch(/발전소|LNG/);
  });

  it('the same instant in another configured zone', async () => {
    const tok = await login(utc.app, 'admin');
    const { ws, col } = await sheetOf(await utc.app.inject({ url: '/api/manage/notice/excel', headers: auth(tok) }));
    expect((ws.getRow(2).getCell(col('작성일시')).value as Date).toISOString()).toBe('2026-03-01T15:30:00.000Z');
  });

  it('number fields are number cells', async () => {
    const res = await t.app.inject({ url: '/api/hea/baseinfo/checkuporgs/excel', headers: auth(admin) });
    const { ws, headers } = await sheetOf(res);
    expect(filenameStar(res).name).toMatch(/\.xlsx$/);
    expect(filenameStar(res).name).toMatch(/[가-힣]/);
    const numberCols = headers.map((h, i) => [h, i + 1] as const).filter(([, i]) => ws.getRow(2).getCell(i).type === ExcelJS.ValueType.Number);
    expect(numberCols.length).toBeGreaterThanOrEqual(1);
    for (const [, i] of numberCols) expect(ws.getRow(2).getCell(i).numFmt).toBe(XLSX_FORMAT.integer);
  });
});

describe('checkup result export', () => {
  it('dates and counts typed, Korean name', async () => {
    const res = await t.app.inject({ url: '/api/hea/checkup/checkupresultexceldownload?year=2025', headers: auth(health) });
    const { ws, col } = await sheetOf(res);
    expect(filenameStar(res)).toMatchObject({ name: '검진결과.xlsx', fallback: 'checkup-results.xlsx' });
    expect(ws.rowCount).toBeGreaterThan(2);
    for (let r = 2; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      expect(row.getCell(col('검진일')).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(col('이상항목 수')).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(col('사번')).type).toBe(ExcelJS.ValueType.String);
    }
  });
});
