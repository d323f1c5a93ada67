import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isCalendarYmd, RETURN_CODES, SAF_CHECK_MENUS, SAF_CODE_GROUPS, SAF_FACILITY_MESSAGES as MSG, SAF_FACILITY_TYPE_TREE_API, SAF_FACILITY_UPLOAD_API,
  SAF_FACILITY_UPLOAD_COLUMNS as COL, SAF_FACILITY_UPLOAD_MAX_ROWS, SAF_FACILITY_UPLOAD_TEMPLATE,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelUpload } from '../../../lib/excel-upload.js';
import { menuRead, menuWrite } from '../../../lib/route-auth.js';
import { deptSubtree, assertPlantReachable } from '../../../lib/scope.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { registerExcelTemplate } from '../../attachments/attachments.excel.js';
import { safFacility } from './facilities.tables.js';

type TType = { code: string; codeNm: string; upCode: string | null; legalCycleMonths: number | null };
export type TFacilityRow = {
  facilityCd: string; facilityNm: string; facilityTypeCd: string; deptCd: string; placeNm: string | null; legalTargetYn: 'Y' | 'N';
  inspectionCycleMonths: number; nextInspectionYmd: string; remark: string | null;
};

/** the facility types in use as a tree (attr2 = the parent group); a group is a type that another names as parent */
export async function facilityTypes(db: DbOrTx, lang: string): Promise<TType[]> {
  const key = ({ us: 'en', zh: 'zh', es: 'es' } as Record<string, string>)[lang];
  const rows = await queryRows<{ code: string; code_nm: string; i18n: Record<string, string> | null; attr1: string | null; attr2: string | null }>(db, sql`
    select code, code_nm, code_nm_i18n as i18n, attr1, attr2 from com_code_master
     where code_group_cd = ${SAF_CODE_GROUPS.facilityType} and use_yn = 'Y' order by sort_order, code`);
  return rows.map((r) => ({
    code: r.code, codeNm: (key && r.i18n?.[key]) || r.code_nm, upCode: r.attr2, legalCycleMonths: r.attr1 && Number(r.attr1) > 0 ? Number(r.attr1) : null,
  }));
}

/** the sheet's rows → facilities, or every error with its row number and column (Korean); nothing is saved on an error */
export function parseFacilities(sheet: TExcelUpload, types: TType[], depts: Set<string>, existing: Set<string>): { rows: TFacilityRow[]; errors: { field: string; message: string }[] } {
  const groups = new Set(types.map((x) => x.upCode).filter(Boolean));
  const leaves = types.filter((x) => !groups.has(x.code));
  const rows: TFacilityRow[] = [];
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  const bad = (rowNo: number, column: string) => errors.push({ field: `row${rowNo}:${column}`, message: MSG.badRow(rowNo, column) });
  for (const r of sheet.rows) {
    const t = (c: string) => cellText(r.cells[c]).trim();
    const before = errors.length;
    const code = t(COL.code);
    const name = t(COL.name);
    const typeText = t(COL.type);
    const type = leaves.find((x) => x.code === typeText || x.codeNm === typeText);
    const dept = t(COL.dept);
    const legal = t(COL.legal).toUpperCase() || 'N';
    const cycleText = t(COL.cycle);
    const cycle = cycleText === '' ? type?.legalCycleMonths ?? NaN : Number(cycleText);
    const next = t(COL.next).replace(/^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})$/, (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
    if (!code || code.length > 30) bad(r.rowNo, COL.code);
    else if (existing.has(code) || seen.has(code)) errors.push({ field: `row${r.rowNo}:${COL.code}`, message: MSG.duplicateRow(r.rowNo) });
    if (!name || name.length > 200) bad(r.rowNo, COL.name);
    if (!type) bad(r.rowNo, COL.type);
    if (!depts.has(dept)) bad(r.rowNo, COL.dept);
    if (t(COL.place).length > 200) bad(r.rowNo, COL.place);
    if (legal !== 'Y' && legal !== 'N') bad(r.rowNo, COL.legal);
    if (!Number.isInteger(cycle) || cycle < 1 || cycle > 120) bad(r.rowNo, COL.cycle);
    if (!isCalendarYmd(next)) bad(r.rowNo, COL.next);
    if (t(COL.remark).length > 1000) bad(r.rowNo, COL.remark);
    seen.add(code);
    if (errors.length === before) {
      rows.push({
        facilityCd: code, facilityNm: name, facilityTypeCd: type!.code, deptCd: dept, placeNm: t(COL.place) || null, legalTargetYn: legal as 'Y' | 'N',
        inspectionCycleMonths: cycle, nextInspectionYmd: next, remark: t(COL.remark) || null,
      });
    }
  }
  return { rows, errors };
}

// the upload template: the headers, one example row, and the facility types on a second sheet
registerExcelTemplate(SAF_FACILITY_UPLOAD_TEMPLATE, {
  fileNm: '설비_업로드양식.xlsx',
  build(wb) {
    const ws = wb.addWorksheet('설비');
    ws.columns = Object.values(COL).map((header) => ({ header, key: header, width: Math.max(14, header.length * 2 + 4) }));
    ws.getRow(1).font = { bold: true };
    ws.addRow({ [COL.code]: 'CR-201', [COL.name]: '석탄취급동 천장크레인 10톤', [COL.type]: '크레인', [COL.dept]: 'D1410', [COL.place]: '석탄취급동 2층',
      [COL.legal]: 'Y', [COL.cycle]: 24, [COL.next]: '2027-03-31', [COL.remark]: '' });
    const types = wb.addWorksheet('설비유형');
    types.columns = [{ header: '설비유형', key: 'nm', width: 24 }, { header: '코드', key: 'cd', width: 14 }, { header: '법정 검사주기(개월)', key: 'cycle', width: 20 }];
    types.getRow(1).font = { bold: true };
    types.addRow({ nm: '(설비유형 열에는 유형명 또는 코드를 입력하세요. 검사주기를 비우면 법정 주기를 씁니다.)' });
  },
});

/**
 * The facility-type tree (GET `/api/saf/facilities/types`) and the facility master's Excel import (POST
 * `/api/saf/facilities/upload?plantCd=`, multipart `file`): read by the one bounded reader, validated whole, saved all
 * or nothing (a row naming an unknown type, a department outside the writer's scope, a bad date or a code that exists
 * refuses the file with its row number).
 */
export async function facilityUploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(SAF_FACILITY_TYPE_TREE_API, {
    config: menuRead(SAF_CHECK_MENUS.facility),
    schema: {
      tags: ['safFacility'], summary: 'facility types as a tree (upCode = the parent group; groups are not picked)',
      response: { 200: z.object({ list: z.array(z.object({ code: z.string(), codeNm: z.string(), upCode: z.string().nullable(), legalCycleMonths: z.number().nullable() })) }) },
    },
  }, async (req) => ({ list: await facilityTypes(app.db, req.principal?.lang ?? 'kr') }));

  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
  r.post(SAF_FACILITY_UPLOAD_API, {
    config: menuWrite(SAF_CHECK_MENUS.facility),
    schema: {
      tags: ['safFacility'], summary: 'Excel import of the facility master (multipart file); all or nothing, errors name the row', consumes: ['multipart/form-data'],
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ insertedCnt: z.number() }) },
    },
  }, async (req, reply) => {
    const { plantCd } = req.query;
    const scope = await requestScope(app.db, req, SAF_CHECK_MENUS.facility);
    assertPlantReachable(scope, plantCd);
    const sheet = await readUploadedSheet(req, reply, { maxRows: SAF_FACILITY_UPLOAD_MAX_ROWS, messages: MSG });
    if (![COL.code, COL.name, COL.type, COL.dept, COL.next].every((c) => sheet.headers.includes(c))) throw badRequest(undefined, MSG.badFile);
    const deptRows = await queryRows<{ dept_cd: string }>(app.db, scope.allDepts
      ? sql`select dept_cd from com_dept where plant_cd = ${plantCd}`
      : sql`select s.dept_cd from ${deptSubtree(scope.deptCd)} s join com_dept d on d.dept_cd = s.dept_cd where d.plant_cd = ${plantCd}`);
    const existing = await queryRows<{ facility_cd: string }>(app.db, sql`select facility_cd from saf_facility where plant_cd = ${plantCd}`);
    const parsed = parseFacilities(sheet, await facilityTypes(app.db, 'kr'), new Set(deptRows.map((d) => d.dept_cd)), new Set(existing.map((e) => e.facility_cd)));
    if (parsed.errors.length) throw new AppError(400, parsed.errors[0]!.message, RETURN_CODES.validation, parsed.errors.slice(0, 100));
    if (parsed.rows.length === 0) throw badRequest(undefined, MSG.noRows);
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      for (const row of parsed.rows) {
        const [ins] = await tx.insert(safFacility).values({ ...row, plantCd, createUserId: p.userId, updateUserId: p.userId }).returning({ facilityNo: safFacility.facilityNo });
        await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'safFacility', entityKey: String(ins!.facilityNo), after: { plantCd, ...row, upload: true }, ip: req.ip });
      }
      return { insertedCnt: parsed.rows.length };
    });
  });
}
