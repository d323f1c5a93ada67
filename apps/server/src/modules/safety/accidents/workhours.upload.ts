import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RETURN_CODES, SAF_ACC_MENUS, SAF_WORKHOURS_API, SAF_WORKHOURS_MESSAGES as MSG, SAF_WORKHOURS_UPLOAD_COLUMNS as COL, SAF_WORKHOURS_UPLOAD_MAX_ROWS,
} from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelUpload } from '../../../lib/excel-upload.js';
import { menuWrite } from '../../../lib/route-auth.js';
import { deptSubtree, assertPlantReachable } from '../../../lib/scope.js';
import { requestScope } from '../../../lib/scoped-load.js';

type Parsed = { deptCd: string; workYm: string; workerKindCd: 'EMPLOYEE' | 'VENDOR'; vendorCd: string | null; headCount: number; workHours: number };
const KINDS: Record<string, 'EMPLOYEE' | 'VENDOR'> = { 직원: 'EMPLOYEE', EMPLOYEE: 'EMPLOYEE', 협력업체: 'VENDOR', VENDOR: 'VENDOR' };

/** rows of the sheet → work-hour rows of the year, or the errors naming row and column (Korean) */
export function parseWorkHours(sheet: TExcelUpload, year: number, depts: Set<string>, vendors: Set<string>): { rows: Parsed[]; errors: { field: string; message: string }[] } {
  const rows: Parsed[] = [];
  const errors: { field: string; message: string }[] = [];
  const bad = (rowNo: number, column: string) => errors.push({ field: `row${rowNo}:${column}`, message: MSG.badRow(rowNo, column) });
  for (const r of sheet.rows) {
    const dept = cellText(r.cells[COL.dept]).trim();
    const ym = cellText(r.cells[COL.ym]).trim().replace(/^(\d{4})[.\-/]?(\d{1,2})$/, (_, y: string, m: string) => `${y}-${m.padStart(2, '0')}`);
    const kind = KINDS[cellText(r.cells[COL.kind]).trim()];
    const vendor = cellText(r.cells[COL.vendor]).trim() || null;
    const heads = Number(cellText(r.cells[COL.heads]).replace(/,/g, ''));
    const hours = Number(cellText(r.cells[COL.hours]).replace(/,/g, ''));
    const before = errors.length;
    if (!depts.has(dept)) bad(r.rowNo, COL.dept);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(ym) || !ym.startsWith(`${year}-`)) bad(r.rowNo, COL.ym);
    if (!kind) bad(r.rowNo, COL.kind);
    if ((kind === 'VENDOR' && (!vendor || !vendors.has(vendor))) || (kind === 'EMPLOYEE' && vendor)) bad(r.rowNo, COL.vendor);
    if (!Number.isInteger(heads) || heads < 0 || heads > 1_000_000) bad(r.rowNo, COL.heads);
    if (!Number.isFinite(hours) || hours < 0 || hours > 1_000_000_000) bad(r.rowNo, COL.hours);
    if (errors.length === before) rows.push({ deptCd: dept, workYm: ym, workerKindCd: kind!, vendorCd: vendor, headCount: heads, workHours: hours });
  }
  return { rows, errors };
}

/**
 * `POST /api/saf/workhours/upload?plantCd=&year=` (multipart `file`): a year of hours read by the one bounded reader;
 * validated whole, then upserted all-or-nothing on (plant, dept, month, kind, vendor). Departments must lie in the
 * writer's scope.
 */
export async function workHoursUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
  app.withTypeProvider<ZodTypeProvider>().post(`${SAF_WORKHOURS_API}/upload`, {
    config: menuWrite(SAF_ACC_MENUS.workHours),
    schema: {
      tags: ['safWorkHours'], summary: 'Excel upload of a year of working hours (multipart file); all or nothing', consumes: ['multipart/form-data'],
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), year: z.coerce.number().int().min(2000).max(2100) }),
      response: { 200: z.object({ insertedCnt: z.number(), updatedCnt: z.number() }) },
    },
  }, async (req, reply) => {
    const { plantCd, year } = req.query;
    const scope = await requestScope(app.db, req, SAF_ACC_MENUS.workHours);
    assertPlantReachable(scope, plantCd);
    const sheet = await readUploadedSheet(req, reply, { maxRows: SAF_WORKHOURS_UPLOAD_MAX_ROWS, messages: MSG });
    if (!Object.values(COL).filter((c) => c !== COL.vendor).every((c) => sheet.headers.includes(c))) throw badRequest(undefined, MSG.badFile);
    const deptRows = await queryRows<{ dept_cd: string }>(app.db, scope.allDepts
      ? sql`select dept_cd from com_dept where plant_cd = ${plantCd}`
      : sql`select s.dept_cd from ${deptSubtree(scope.deptCd)} s join com_dept d on d.dept_cd = s.dept_cd where d.plant_cd = ${plantCd}`);
    const vendorRows = await queryRows<{ vendor_cd: string }>(app.db, sql`select vendor_cd from com_vendor`);
    const parsed = parseWorkHours(sheet, year, new Set(deptRows.map((d) => d.dept_cd)), new Set(vendorRows.map((v) => v.vendor_cd)));
    if (parsed.errors.length) throw new AppError(400, parsed.errors[0]!.message, RETURN_CODES.validation, parsed.errors.slice(0, 100));
    if (parsed.rows.length === 0) throw badRequest(undefined, MSG.noRows);
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      let insertedCnt = 0;
      let updatedCnt = 0;
      for (const r of parsed.rows) {
        const [w] = await queryRows<{ work_hours_no: number; inserted: boolean }>(tx, sql`
          insert into saf_work_hours (plant_cd, dept_cd, work_ym, worker_kind_cd, vendor_cd, head_count, work_hours, create_user_id, update_user_id)
          values (${plantCd}, ${r.deptCd}, ${r.workYm}, ${r.workerKindCd}, ${r.vendorCd}, ${r.headCount}, ${r.workHours}, ${p.userId}, ${p.userId})
          on conflict (plant_cd, dept_cd, work_ym, worker_kind_cd, coalesce(vendor_cd, ''))
          do update set head_count = excluded.head_count, work_hours = excluded.work_hours, version = saf_work_hours.version + 1,
                        update_user_id = excluded.update_user_id, update_dt = now()
          returning work_hours_no, (xmax = 0) as inserted`);
        if (w!.inserted) insertedCnt += 1;
        else updatedCnt += 1;
        await writeAudit(tx, { userId: p.userId, action: w!.inserted ? 'CREATE' : 'UPDATE', entity: 'safWorkHours', entityKey: String(w!.work_hours_no), after: { plantCd, ...r }, ip: req.ip });
      }
      return { insertedCnt, updatedCnt };
    });
  });
}
