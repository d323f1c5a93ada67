import ExcelJS from 'exceljs';
import { cellText, type TExcelUpload } from '../../lib/excel-upload.js';
import { HEA_DIAG_CODES, HEA_RESULT_MESSAGES, HEA_WORK_FITNESS_CODES, fmtUploadError } from '@jikim/shared';
import type { FieldError, PlanContext, ResultInput } from './results.service.js';

/**
 * 검진결과 Excel template and upload. Fixed columns first, then one column per test item whose header ends with
 * the item code in brackets ("혈색소 (g/dL) [HB]"), so a user may reorder or drop item columns.
 */
export const FIXED_COLUMNS = [
  { key: 'userId', header: '사번', width: 12 },
  { key: 'userNm', header: '성명', width: 12 },
  { key: 'deptNm', header: '부서', width: 16 },
  { key: 'checkupYmd', header: '검진일(YYYY-MM-DD)', width: 20 },
  { key: 'org', header: '검진기관', width: 26 },
  { key: 'diagCd', header: '판정', width: 8 },
  { key: 'workFitnessCd', header: '업무적합성', width: 12 },
  { key: 'followupActionCd', header: '사후관리조치', width: 14 },
  { key: 'followupOpinion', header: '사후관리소견', width: 36 },
] as const;

const CODE_IN_HEADER = /\[([A-Z0-9_]{2,30})\]\s*$/;
export const MAX_UPLOAD_ROWS = 5000;

export async function buildTemplate(ctx: PlanContext): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('검진결과');
  const items = [...ctx.items.values()].filter((i) => i.useYn === 'Y');
  ws.columns = [
    ...FIXED_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
    ...items.map((i) => ({ header: `${i.testItemNm}${i.unit ? ` (${i.unit})` : ''} [${i.testItemCd}]`, key: i.testItemCd, width: 16 })),
  ];
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  const orgNames = [...ctx.orgs.values()];
  const list = (vals: readonly string[]) => ({ type: 'list' as const, allowBlank: true, formulae: [`"${vals.join(',')}"`] });
  let r = 2;
  for (const t of ctx.targets.values()) {
    ws.addRow({ userId: t.userId, userNm: t.userNm ?? '', deptNm: t.deptNm ?? '' });
    ws.getCell(r, 4).numFmt = '@';
    if (orgNames.length && orgNames.join(',').length < 250) ws.getCell(r, 5).dataValidation = list(orgNames);
    ws.getCell(r, 6).dataValidation = list(HEA_DIAG_CODES);
    ws.getCell(r, 7).dataValidation = list(HEA_WORK_FITNESS_CODES);
    ws.getCell(r, 8).dataValidation = list(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    r += 1;
  }
  const help = wb.addWorksheet('작성안내');
  help.columns = [{ header: '항목', key: 'k', width: 18 }, { header: '입력 방법', key: 'v', width: 90 }];
  help.getRow(1).font = { bold: true };
  help.addRows([
    { k: '검진일', v: 'YYYY-MM-DD (예: 2026-05-14). 검진일과 판정이 비어 있는 행은 건너뜁니다.' },
    { k: '검진기관', v: `검진계획의 검진기관명: ${orgNames.join(', ') || '-'}` },
    { k: '판정', v: 'A 정상자, B 경미한 이상소견, C1 직업병 요관찰자, C2 일반질병 요관찰자, D1 직업병 유소견자, D2 일반질병 유소견자, R 질환의심자, U 판정불가' },
    { k: '업무적합성', v: '가: 현재 조건에서 작업 가능, 나: 일정 조건에서 작업 가능, 다: 한시적 작업 불가, 라: 영구적 작업 불가' },
    { k: '사후관리조치', v: '0 필요없음, 1 건강상담, 2 보호구 지급 및 착용지도, 3 추적검사, 4 근무 중 치료, 5 근로시간 단축, 6 작업전환, 7 근로제한 및 금지, 8 직업병 확진 의뢰 안내, 9 기타' },
    { k: '검사항목', v: '열 제목 끝의 [코드]로 검사항목을 찾습니다. 결과범위가 있는 항목은 숫자로 입력하며, 범위를 벗어나면 이상소견으로 표시됩니다.' },
    { k: '저장', v: '한 행이라도 오류가 있으면 아무것도 저장하지 않고 오류 행 번호와 열을 알려 드립니다.' },
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export type ParsedRow = { rowNo: number; input: ResultInput };
export type ParseOutcome = { rows: ParsedRow[]; errors: { rowNo: number; column: string; message: string }[] };
/** rows the reader accepts (template rows of targets not examined yet included); filled rows are capped at MAX_UPLOAD_ROWS */
export const MAX_SHEET_ROWS = 20_000;

/** check the rows of the uploaded sheet (read by lib/excel-upload): every problem is reported as (row number, column header, message) */
export function parseUpload(sheet: TExcelUpload, ctx: PlanContext): ParseOutcome | 'bad-file' {
  const cols = new Map<string, string>();
  const itemCols: { cd: string; header: string }[] = [];
  for (const h of sheet.headers) {
    const fixed = FIXED_COLUMNS.find((c) => c.header === h);
    if (fixed) cols.set(fixed.key, h);
    const m = CODE_IN_HEADER.exec(h);
    if (m) itemCols.push({ cd: m[1]!, header: h });
  }
  if (!cols.has('userId') || !cols.has('checkupYmd') || !cols.has('diagCd')) return 'bad-file';
  const headerOf = (key: string) => FIXED_COLUMNS.find((c) => c.key === key)!.header;
  const orgByName = new Map([...ctx.orgs.entries()].map(([no, nm]) => [nm, no]));
  const out: ParseOutcome = { rows: [], errors: [] };
  const seenUsers = new Map<string, number>();
  for (const row of sheet.rows) {
    const r = row.rowNo;
    const get = (key: string) => (cols.has(key) ? cellText(row.cells[cols.get(key)!]) : '');
    const userId = get('userId');
    const values = itemCols.map((c) => ({ c, v: cellText(row.cells[c.header]) }));
    const filled = get('checkupYmd') || get('diagCd') || get('workFitnessCd') || get('followupActionCd') || get('followupOpinion') || values.some((x) => x.v);
    // template rows of targets not examined yet stay empty: skip them
    if (!filled) continue;
    const err = (key: string, message: string) => out.errors.push({ rowNo: r, column: key.startsWith('item:') ? key.slice(5) : headerOf(key), message });
    if (!userId) {
      err('userId', HEA_RESULT_MESSAGES.required);
      continue;
    }
    if (seenUsers.has(userId)) err('userId', HEA_RESULT_MESSAGES.uploadDuplicateRow);
    seenUsers.set(userId, r);
    const orgNm = get('org');
    let heaCheckupOrgNo: number | null = null;
    if (orgNm) {
      heaCheckupOrgNo = orgByName.get(orgNm) ?? null;
      if (heaCheckupOrgNo === null) err('org', HEA_RESULT_MESSAGES.badOrg);
    }
    const checkupYmd = get('checkupYmd');
    if (!checkupYmd) err('checkupYmd', HEA_RESULT_MESSAGES.required);
    const diagCd = get('diagCd').toUpperCase();
    if (!diagCd) err('diagCd', HEA_RESULT_MESSAGES.required);
    const opinion = get('followupOpinion');
    if ([...opinion].length > 1000) err('followupOpinion', HEA_RESULT_MESSAGES.tooLong);
    const tooLong = values.find((x) => [...x.v].length > 100);
    if (tooLong) err(`item:${tooLong.c.header}`, HEA_RESULT_MESSAGES.tooLong);
    out.rows.push({
      rowNo: r,
      input: {
        heaCheckupPlanNo: ctx.plan.heaCheckupPlanNo, userId, checkupYmd, heaCheckupOrgNo, diagCd: diagCd as ResultInput['diagCd'],
        workFitnessCd: (get('workFitnessCd') || null) as ResultInput['workFitnessCd'], followupActionCd: (get('followupActionCd') || null) as ResultInput['followupActionCd'],
        followupOpinion: opinion || null, items: values.filter((x) => x.v).map((x) => ({ testItemCd: x.c.cd, resultValue: x.v })),
      },
    });
    if (out.rows.length > MAX_UPLOAD_ROWS) break;
  }
  return out;
}

/** map a service field error of an uploaded row to the column header the user sees */
export function columnOf(fe: FieldError, ctx: PlanContext): string {
  if (fe.field.startsWith('items.')) {
    const cd = fe.field.slice(6);
    const it = ctx.items.get(cd);
    return it ? `${it.testItemNm} [${cd}]` : `[${cd}]`;
  }
  const key = fe.field === 'heaCheckupOrgNo' ? 'org' : fe.field;
  return FIXED_COLUMNS.find((c) => c.key === key)?.header ?? fe.field;
}

export const uploadErrorText = fmtUploadError;
