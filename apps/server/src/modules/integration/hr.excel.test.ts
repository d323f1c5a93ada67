// Issue 32, HR synchronisation with Excel as the input: the same calls take an .xlsx (multipart, `mode` and `dryRun` as
// fields), read by the one bounded Excel reader, and answer the same { created, updated, retired, unchanged, errors }.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_UPLOAD_MESSAGES, fmtExcelUpload, HR_API, HR_MESSAGES, HR_SYNC_MAX_ROWS, HR_USER_COLUMNS, INTEGRATION_TOKEN_API } from '@jikim/shared';
import { auth, createTestApp, expectError, login, type TestApp } from '../../test/helpers.js';
import { buildXlsx, rowBomb, setDeclaredSize, sheetXml } from '../../test/xlsx.js';
import { multipartBody } from '../attachments/attachments.test-utils.js';

let t: TestApp;
let admin: string;
let token: string;
let tokenNo: number;

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('인사');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** the upload as an HR system sends it: the fields first, then the file */
const send = (url: string, fields: Record<string, string>, file?: Buffer, bearer = token) => {
  const body = multipartBody(fields, file ? { name: '인사.xlsx', data: file, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } : undefined);
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}`, ...body.headers }, payload: body.payload });
};
const userRow = (id: string) => t.rows<{ user_nm: string; dept_cd: string | null; entry_ymd: string | null; email: string | null }>(
  sql`select user_nm, dept_cd, entry_ymd, email from com_user where user_id = ${id}`);

const KOREAN = Object.values(HR_USER_COLUMNS);
// 사용자ID, 성명, 사업장코드, 부서코드, 이메일, 전화번호, 직위코드, 직책코드, 입사일자
const USERS: unknown[][] = [
  ['xl.kim', '김엑셀', '1000', 'D1310', 'xl.kim@example.com', '010-1234-5678', null, null, new Date(Date.UTC(2024, 2, 2))],
  ['xl.bad', '오류', '9999', null, null, null, null, null, null],
  [],
  ['20231234', '박사번', 1000, 'D1210', null, null, null, null, 20250102],
  ['xl.nodate', '날짜오류', '1000', null, null, null, null, null, '2025-02-30'],
];

beforeAll(async () => {
  t = await createTestApp({ attachCleanupSchedule: 0 });
  admin = (await login(t.app, 'admin')).accessToken;
  const res = await t.app.inject({ method: 'POST', url: INTEGRATION_TOKEN_API, headers: auth(admin), payload: { tokenNm: '인사 엑셀', scopeCd: 'HR_SYNC' } });
  token = res.json().token as string;
  tokenNo = res.json().tokenNo as number;
}, 120_000);
afterAll(async () => t?.close());

describe('HR users from an .xlsx', () => {
  it('a dry run answers what would change and writes nothing; applying does it; a bad row is reported by its data-row index (0-based, blank rows not counted) and its Excel row', async () => {
    const file = await workbook(KOREAN, USERS);
    const dry = await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, file);
    expect(dry.statusCode, dry.body).toBe(200);
    const answer = dry.json();
    expect(answer).toMatchObject({ created: 2, updated: 0, retired: 0, unchanged: 0 });
    // data rows: 0 = Excel row 2, 1 = row 3, (row 4 blank), 2 = row 5, 3 = row 6
    expect(answer.errors).toEqual([
      { index: 1, message: `plantCd: ${HR_MESSAGES.unknownPlant} (엑셀 3행)` },
      { index: 3, message: expect.stringMatching(/^entryYmd: .*\(엑셀 6행\)$/) as unknown as string },
    ]);
    expect(await userRow('xl.kim')).toEqual([]);

    const applied = await send(HR_API.users, { mode: 'upsert', dryRun: 'N' }, file);
    expect(applied.json()).toEqual(answer);
    // a date cell and a number typed as YYYYMMDD are both the entry date; a numeric 사번 is the user id as text
    expect(await userRow('xl.kim')).toEqual([{ user_nm: '김엑셀', dept_cd: 'D1310', entry_ymd: '20240302', email: 'xl.kim@example.com' }]);
    expect(await userRow('20231234')).toEqual([{ user_nm: '박사번', dept_cd: 'D1210', entry_ymd: '20250102', email: null }]);
    expect(await t.rows(sql`select user_id from com_audit_log where entity = 'com_user' and entity_key = 'xl.kim' and action = 'HR_CREATE'`)).toEqual([{ user_id: `INTEGRATION:${tokenNo}` }]);

    // the JSON field names work as titles too, in any order; sent again: unchanged
    const fields = Object.keys(HR_USER_COLUMNS);
    const again = await send(HR_API.users, { mode: 'upsert', dryRun: 'false' }, await workbook([...fields].reverse(), [[...USERS[0]!].reverse()]));
    expect(again.json()).toEqual({ created: 0, updated: 0, retired: 0, unchanged: 1, errors: [] });
  });

  it('a full sync as a dry run counts the plant\'s people the sheet does not list, and retires nobody', async () => {
    const [{ n }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from com_user where plant_cd = '2000' and user_type = 'U' and admin_yn = 'N' and retire_yn = 'N' and user_id <> 'gas01'`) as [{ n: number }];
    const [gas] = await t.rows<Record<string, string | null>>(sql`select user_id, user_nm, plant_cd, dept_cd, email, phone_no, position_cd, duty_cd, entry_ymd from com_user where user_id = 'gas01'`);
    const res = await send(HR_API.users, { mode: 'full', dryRun: 'true' }, await workbook(KOREAN, [Object.values(gas!)]));
    expect(res.json()).toEqual({ created: 0, updated: 0, retired: n, unchanged: 1, errors: [] });
    expect(n).toBeGreaterThan(0);
    expect(await t.rows(sql`select 1 from com_user where plant_cd = '2000' and retire_yn = 'Y'`)).toEqual([]);
  });

  it('columns: an unknown title or a missing column is refused, naming them and the accepted titles', async () => {
    const typo = await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, await workbook([...KOREAN.slice(0, 8), '입사일'], [USERS[0]!]));
    expectError(typo, 400);
    expect(typo.json().message).toContain('알 수 없는 열 제목입니다: 입사일.');
    expect(typo.json().message).toContain('입사일자(entryYmd)');
    const missing = await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, await workbook(KOREAN.slice(0, 3), [['a', 'b', '1000']]));
    expectError(missing, 400);
    expect(missing.json().message).toContain('필요한 열이 없습니다: 부서코드(deptCd), 이메일(email)');
  });

  it('refusals: no file, not an .xlsx, too many rows and a bomb with the reader\'s messages, a bad mode; a person\'s token is 401 before any reading', async () => {
    expectError(await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }), 400, HR_MESSAGES.excelNoFile);
    expectError(await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, Buffer.from('userId,userNm\n')), 400, HR_MESSAGES.excelBadFile);
    const tooMany = await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, await rowBomb(HR_SYNC_MAX_ROWS + 1, 'userId', false));
    expectError(tooMany, 400, fmtExcelUpload(EXCEL_UPLOAD_MESSAGES.tooManyRows, HR_SYNC_MAX_ROWS));
    // a sheet that admits inflating past the reader's budget (32 MiB) is refused before any work
    const bomb = setDeclaredSize(await buildXlsx({ sheet: sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>userId</t></is></c></row>') }), 'xl/worksheets/sheet1.xml', 40 * 1024 * 1024);
    expectError(await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, bomb), 400, fmtExcelUpload(EXCEL_UPLOAD_MESSAGES.tooLarge, 32));
    expectError(await send(HR_API.users, { mode: 'sometimes', dryRun: 'true' }, await workbook(KOREAN, [USERS[0]!])), 400);
    expectError(await send(HR_API.users, { mode: 'upsert', dryRun: 'true' }, await workbook(KOREAN, [USERS[0]!]), admin), 401);
  });
});

describe('HR departments from an .xlsx', () => {
  it('mode and dryRun may come in the query string; 정렬순서 is a number; a wrong parent is reported by its index', async () => {
    const file = await workbook(['부서코드', '부서명', '사업장코드', '상위부서코드', '정렬 순서'], [
      ['D1397', '엑셀연동팀', '1000', 'D1310', 7],
      ['D1396', '잘못된 팀', '1000', 'D2210', '3'],
    ]);
    const dry = await send(`${HR_API.depts}?mode=upsert&dryRun=true`, {}, file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ created: 1, updated: 0, retired: 0, unchanged: 0, errors: [{ index: 1, message: `pdeptCd: ${HR_MESSAGES.deptOfOtherPlant} (엑셀 3행)` }] });
    expect(await t.rows(sql`select 1 from com_dept where dept_cd = 'D1397'`)).toEqual([]);
    const applied = await send(`${HR_API.depts}?mode=upsert&dryRun=false`, {}, file);
    expect(applied.json()).toMatchObject({ created: 1 });
    expect(await t.rows(sql`select dept_nm, pdept_cd, sort_order from com_dept where dept_cd = 'D1397'`)).toEqual([{ dept_nm: '엑셀연동팀', pdept_cd: 'D1310', sort_order: 7 }]);
  });
});
