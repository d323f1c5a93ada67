import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAF_FACILITY_MESSAGES as MSG, SAF_FACILITY_UPLOAD_COLUMNS as COL } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp, type Tokens } from '../../../test/helpers.js';
import { multipartBody } from '../../attachments/attachments.test-utils.js';

let t: TestApp;
let safety: Tokens;
let worker: Tokens;
let gas: Tokens;

const HEAD = Object.values(COL);
async function xlsx(rows: (string | number | null)[][], headers: string[] = HEAD): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('설비');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = async (tok: Tokens, plantCd: string, buf: Buffer) => {
  const body = multipartBody({}, { name: '설비.xlsx', data: buf, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  return t.app.inject({ method: 'POST', url: `/api/saf/facilities/upload?plantCd=${plantCd}`, headers: { ...auth(tok), ...body.headers }, payload: body.payload });
};
const count = async (prefix: string) => Number((await t.rows<{ n: number }>(sqlCount(prefix)))[0]!.n);
const sqlCount = (prefix: string) => sql`select count(*)::int as n from saf_facility where facility_cd like ${`${prefix}%`}`;

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  [safety, worker, gas] = await Promise.all([login(t.app, 'safety01'), login(t.app, 'worker01'), login(t.app, 'gas01')]);
});
afterAll(async () => t?.close());

describe('facility-type tree', () => {
  it('groups the legal inspection types under their parents; groups carry no cycle', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/saf/facilities/types', headers: auth(worker) });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as { code: string; codeNm: string; upCode: string | null; legalCycleMonths: number | null }[];
    const crane = list.find((x) => x.code === 'CRANE')!;
    expect(crane).toMatchObject({ codeNm: '크레인', legalCycleMonths: 24 });
    const group = list.find((x) => x.code === crane.upCode)!;
    expect(group).toMatchObject({ upCode: null, legalCycleMonths: null });
    expect(list.filter((x) => x.upCode === group.code).map((x) => x.code)).toEqual(expect.arrayContaining(['CRANE', 'LIFT']));
    // every parent named exists
    expect(list.filter((x) => x.upCode && !list.some((p) => p.code === x.upCode))).toEqual([]);
  });
});

describe('facility master Excel import', () => {
  it('imports every row (type by name or code; empty cycle = the legal cycle) and the due list shows them', async () => {
    const res = await upload(safety, '1000', await xlsx([
      ['UP-A01', '석탄취급동 천장크레인 10톤', '크레인', 'D1410', '석탄취급동 2층', 'Y', 24, '2027-03-31', null],
      ['UP-A02', '보일러동 화물용 리프트', 'LIFT', 'D1410', '보일러동', 'Y', null, '2027.4.5', '정기검사 대상'],
      ['UP-A03', '변전소 분전반', '전기설비', 'D1410', null, 'N', 12, '2027-01-15', null],
    ]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ insertedCnt: 3 });
    const rows = await t.rows<{ facility_cd: string; facility_type_cd: string; inspection_cycle_months: number; next_inspection_ymd: string; plant_cd: string }>(
      sql`select facility_cd, facility_type_cd, inspection_cycle_months, next_inspection_ymd::text, plant_cd from saf_facility where facility_cd like 'UP-A%' order by facility_cd`);
    expect(rows).toEqual([
      { facility_cd: 'UP-A01', facility_type_cd: 'CRANE', inspection_cycle_months: 24, next_inspection_ymd: '2027-03-31', plant_cd: '1000' },
      { facility_cd: 'UP-A02', facility_type_cd: 'LIFT', inspection_cycle_months: 24, next_inspection_ymd: '2027-04-05', plant_cd: '1000' },
      { facility_cd: 'UP-A03', facility_type_cd: 'ELEC', inspection_cycle_months: 12, next_inspection_ymd: '2027-01-15', plant_cd: '1000' },
    ]);
    const due = (await t.app.inject({ method: 'GET', url: '/api/saf/facilities/due?plantCd=1000&withinDays=366', headers: auth(safety) })).json();
    expect(due.list.map((x: { facilityCd: string }) => x.facilityCd)).toEqual(expect.arrayContaining(['UP-A01', 'UP-A02', 'UP-A03']));
  });

  it('a bad row refuses the whole file with its row number, and nothing is saved', async () => {
    const res = await upload(safety, '1000', await xlsx([
      ['UP-B01', '정상 설비', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null],
      ['UP-B02', '잘못된 날짜', '크레인', 'D1410', null, 'Y', 24, '2027-02-30', null],
      ['UP-B03', '없는 유형', '우주선', 'D1410', null, 'N', 12, '2027-03-31', null],
    ]));
    expectError(res, 400, MSG.badRow(3, COL.next));
    const details = JSON.stringify(res.json());
    expect(details).toContain(MSG.badRow(4, COL.type));
    expect(await count('UP-B')).toBe(0);
    // a group of the tree is not a type; a code already in the plant, or twice in the file, is named by its row
    expectError(await upload(safety, '1000', await xlsx([['UP-C01', '그룹', '양중·고소 설비', 'D1410', null, 'N', 12, '2027-03-31', null]])), 400, MSG.badRow(2, COL.type));
    expectError(await upload(safety, '1000', await xlsx([
      ['UP-C02', '새 설비', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null],
      ['UP-A01', '이미 있는 코드', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null],
    ])), 400, MSG.duplicateRow(3));
    expectError(await upload(safety, '1000', await xlsx([
      ['UP-C03', '중복 1', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null],
      ['UP-C03', '중복 2', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null],
    ])), 400, MSG.duplicateRow(3));
    expect(await count('UP-C')).toBe(0);
    // another plant's department, a sheet without the template's headers, no rows
    expectError(await upload(safety, '1000', await xlsx([['UP-D01', '타 사업장 부서', '크레인', 'D2210', null, 'Y', 24, '2027-03-31', null]])), 400, MSG.badRow(2, COL.dept));
    expectError(await upload(safety, '1000', await xlsx([['x']], ['아무 열'])), 400, MSG.badFile);
    expectError(await upload(safety, '1000', await xlsx([])), 400, MSG.noRows);
    expect(await count('UP-D')).toBe(0);
  });

  it('rights and scope: a reader cannot upload, another plant is 403; the template downloads with the headers', async () => {
    const buf = await xlsx([['UP-E01', '권한 시험', '크레인', 'D1410', null, 'Y', 24, '2027-03-31', null]]);
    expectError(await upload(worker, '1000', buf), 403);
    expectError(await upload(gas, '1000', buf), 403);
    expect(await count('UP-E')).toBe(0);
    const tpl = await t.app.inject({ method: 'GET', url: '/api/common/excelTemplate/safFacility', headers: auth(safety) });
    expect(tpl.statusCode, tpl.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(tpl.json().data, 'base64') as unknown as ArrayBuffer);
    expect((wb.getWorksheet('설비')!.getRow(1).values as unknown[]).slice(1)).toEqual(HEAD);
    // the template's example row imports as it stands
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(Buffer.from(tpl.json().data, 'base64') as unknown as ArrayBuffer);
    again.getWorksheet('설비')!.getRow(2).getCell(1).value = 'UP-F01';
    expect((await upload(safety, '1000', Buffer.from(await again.xlsx.writeBuffer()))).statusCode).toBe(200);
  });
});
