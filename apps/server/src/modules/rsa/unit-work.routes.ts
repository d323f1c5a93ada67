import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RETURN_CODES, RSA_MENUS, RSA_MESSAGES as MSG, RSA_UNIT_WORK_UPLOAD_COLUMNS as COL, RSA_UNIT_WORK_UPLOAD_MAX_ROWS, rsaUnitWorkResource,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelUpload } from '../../lib/excel-upload.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { assertDeptsOfPlant } from './rsa.service.js';
import { rsaUnitWork } from './rsa.tables.js';

const API = rsaUnitWorkResource.basePath;
const fail = (field: string, message: string) => badRequest([{ field, message }], message);

/** the process of the plant linked to the department (공정관리), with its name; null when it is not */
export async function processOfDept(db: DbOrTx, plantCd: string, deptCd: string, process: { no?: number; cd?: string }): Promise<{ processNo: number; processNm: string } | null> {
  const [p] = await queryRows<{ process_no: number; process_nm: string }>(db, sql`
    select p.process_no, p.process_nm from com_process p join com_dept_process dp on dp.process_no = p.process_no and dp.dept_cd = ${deptCd}
     where p.plant_cd = ${plantCd} and ${process.no != null ? sql`p.process_no = ${process.no}` : sql`p.process_cd = ${process.cd ?? ''}`}`);
  return p ? { processNo: p.process_no, processNm: p.process_nm } : null;
}

/** the unit work of the master an assessment picks: of the plant and the department, in use */
export async function unitWorkOf(db: DbOrTx, unitWorkNo: number, plantCd: string, deptCd: string): Promise<{ unitWorkNm: string; processNm: string | null } | null> {
  const [u] = await queryRows<{ unit_work_nm: string; process_nm: string | null }>(db, sql`
    select unit_work_nm, process_nm from rsa_unit_work where unit_work_no = ${unitWorkNo} and plant_cd = ${plantCd} and dept_cd = ${deptCd} and use_yn = 'Y'`);
  return u ? { unitWorkNm: u.unit_work_nm, processNm: u.process_nm } : null;
}

/** departments of the plant the caller may write for (their subtree, or all) */
async function writableDepts(db: DbOrTx, req: FastifyRequest, plantCd: string): Promise<Set<string>> {
  const scope = await requestScope(db, req, RSA_MENUS.assessment);
  assertPlantReachable(scope, plantCd);
  const rows = await queryRows<{ dept_cd: string }>(db, scope.allDepts
    ? sql`select dept_cd from com_dept where plant_cd = ${plantCd}`
    : sql`select s.dept_cd from ${deptSubtree(scope.deptCd)} s join com_dept d on d.dept_cd = s.dept_cd where d.plant_cd = ${plantCd}`);
  return new Set(rows.map((r) => r.dept_cd));
}

/** an upload's row errors (`row<n>:<column>`), in row order, as one 400 (the first 100 listed); none: nothing */
export function throwRowErrors(errors: { field: string; message: string }[]): void {
  if (!errors.length) return;
  const rowOf = (f: string) => Number(f.slice(3, f.indexOf(':')));
  const sorted = [...errors].sort((a, b) => rowOf(a.field) - rowOf(b.field));
  throw new AppError(400, sorted[0]!.message, RETURN_CODES.validation, sorted.slice(0, 100));
}

type Parsed = { rowNo: number; deptCd: string; processCd: string; unitWorkNm: string; workDesc: string | null };

/** the sheet's rows, or every row error (row number and column, Korean); blank names and over-long texts are errors */
export function parseUnitWorks(sheet: TExcelUpload, depts: Set<string>): { rows: Parsed[]; errors: { field: string; message: string }[] } {
  const rows: Parsed[] = [];
  const errors: { field: string; message: string }[] = [];
  const bad = (rowNo: number, column: string) => errors.push({ field: `row${rowNo}:${column}`, message: MSG.uploadBadRow(rowNo, column) });
  const seen = new Set<string>();
  for (const r of sheet.rows) {
    const deptCd = cellText(r.cells[COL.dept]).trim();
    const processCd = cellText(r.cells[COL.process]).trim();
    const unitWorkNm = cellText(r.cells[COL.unitWork]).trim();
    const workDesc = cellText(r.cells[COL.desc]).trim() || null;
    const before = errors.length;
    if (!depts.has(deptCd)) bad(r.rowNo, COL.dept);
    if (!processCd || processCd.length > 30) bad(r.rowNo, COL.process);
    const key = `${deptCd}\u0000${processCd}\u0000${unitWorkNm}`;
    if (!unitWorkNm || unitWorkNm.length > 200 || seen.has(key)) bad(r.rowNo, COL.unitWork);
    if (workDesc && workDesc.length > 2000) bad(r.rowNo, COL.desc);
    seen.add(key);
    if (errors.length === before) rows.push({ rowNo: r.rowNo, deptCd, processCd, unitWorkNm, workDesc });
  }
  return { rows, errors };
}

/**
 * /api/rsa/unit-works: the 단위작업 master (resource), the processes of a department and the unit works an assessment
 * picks from (`{ list }` for the form's selects), and the Excel upload of unit works (all or nothing).
 */
export async function rsaUnitWorkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const PlantDept = z.object({ plantCd: z.string().trim().min(1).max(10), deptCd: z.string().trim().max(30).optional() });

  r.get(`${API}/processes`, {
    config: menuRead(RSA_MENUS.assessment),
    schema: {
      tags: ['rsaUnitWork'], summary: 'the processes (공정관리) of the plant linked to the department', querystring: PlantDept,
      response: { 200: z.object({ list: z.array(z.object({ processNo: z.number(), processCd: z.string(), processNm: z.string() })) }) },
    },
  }, async (req) => {
    const { plantCd, deptCd } = req.query;
    // a picker is scoped like a list: another plant's processes only with all-plant access (issue 25)
    assertPlantReachable(await requestScope(app.db, req, RSA_MENUS.assessment), plantCd, { vendors: true });
    const list = await queryRows<{ processNo: number; processCd: string; processNm: string }>(app.db, sql`
      select p.process_no as "processNo", p.process_cd as "processCd", p.process_nm as "processNm" from com_process p
       where p.plant_cd = ${plantCd} and p.use_yn = 'Y'
         and (${deptCd ?? null}::text is null or exists (select 1 from com_dept_process dp where dp.process_no = p.process_no and dp.dept_cd = ${deptCd ?? null}))
       order by p.sort_order, p.process_cd`);
    return { list };
  });

  r.get(`${API}/options`, {
    config: menuRead(RSA_MENUS.assessment),
    schema: {
      tags: ['rsaUnitWork'], summary: 'the unit works in use of a department (the assessment form picks one)', querystring: PlantDept,
      response: { 200: z.object({ list: z.array(z.object({ unitWorkNo: z.number(), unitWorkNm: z.string(), processNm: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const { plantCd, deptCd } = req.query;
    const scope = await requestScope(app.db, req, RSA_MENUS.assessment);
    assertPlantReachable(scope, plantCd, { vendors: true });
    const list = await queryRows<{ unitWorkNo: number; unitWorkNm: string; processNm: string | null }>(app.db, sql`
      select unit_work_no as "unitWorkNo", unit_work_nm as "unitWorkNm", process_nm as "processNm" from rsa_unit_work
       where plant_cd = ${plantCd} and use_yn = 'Y' and (${deptCd ?? null}::text is null or dept_cd = ${deptCd ?? null})
       order by process_nm, unit_work_nm`);
    return { list };
  });

  await app.register(async (up) => {
    await up.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    up.withTypeProvider<ZodTypeProvider>().post(`${API}/upload`, {
      config: menuWrite(RSA_MENUS.assessment),
      schema: {
        tags: ['rsaUnitWork'], summary: 'Excel upload of unit works (부서코드, 공정코드, 단위작업, 작업내용); all or nothing', consumes: ['multipart/form-data'],
        querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
        response: { 200: z.object({ insertedCnt: z.number(), updatedCnt: z.number() }) },
      },
    }, async (req, reply) => {
      const { plantCd } = req.query;
      const depts = await writableDepts(app.db, req, plantCd);
      const sheet = await readUploadedSheet(req, reply, { maxRows: RSA_UNIT_WORK_UPLOAD_MAX_ROWS, messages: { noFile: MSG.uploadNoFile, badFile: MSG.uploadBadFile } });
      if (![COL.dept, COL.process, COL.unitWork].every((c) => sheet.headers.includes(c))) throw badRequest(undefined, MSG.uploadBadFile);
      const parsed = parseUnitWorks(sheet, depts);
      // the process must be one of the plant's, linked to the row's department
      const procs = new Map<string, { processNo: number; processNm: string } | null>();
      for (const row of parsed.rows) {
        const k = `${row.deptCd}\u0000${row.processCd}`;
        if (!procs.has(k)) procs.set(k, await processOfDept(app.db, plantCd, row.deptCd, { cd: row.processCd }));
        if (!procs.get(k)) parsed.errors.push({ field: `row${row.rowNo}:${COL.process}`, message: MSG.uploadBadRow(row.rowNo, COL.process) });
      }
      throwRowErrors(parsed.errors);
      if (parsed.rows.length === 0) throw badRequest(undefined, MSG.uploadNoRows);
      const p = req.principal!;
      return app.db.transaction(async (tx) => {
        let insertedCnt = 0;
        let updatedCnt = 0;
        for (const row of parsed.rows) {
          const proc = procs.get(`${row.deptCd}\u0000${row.processCd}`)!;
          const [w] = await queryRows<{ unit_work_no: number; inserted: boolean }>(tx, sql`
            insert into rsa_unit_work (plant_cd, dept_cd, process_no, process_nm, unit_work_nm, work_desc, create_user_id, update_user_id)
            values (${plantCd}, ${row.deptCd}, ${proc.processNo}, ${proc.processNm}, ${row.unitWorkNm}, ${row.workDesc}, ${p.userId}, ${p.userId})
            on conflict (dept_cd, process_no, unit_work_nm)
            do update set work_desc = coalesce(excluded.work_desc, rsa_unit_work.work_desc), process_nm = excluded.process_nm, use_yn = 'Y',
                          version = rsa_unit_work.version + 1, update_user_id = excluded.update_user_id, update_dt = now()
            returning unit_work_no, (xmax = 0) as inserted`);
          if (w!.inserted) insertedCnt += 1;
          else updatedCnt += 1;
          await writeAudit(tx, { userId: p.userId, action: w!.inserted ? 'CREATE' : 'UPDATE', entity: rsaUnitWorkResource.name, entityKey: String(w!.unit_work_no), after: { plantCd, ...row, processNo: proc.processNo }, ip: req.ip });
        }
        return { insertedCnt, updatedCnt };
      });
    });
  });

  await app.register(resourceRoutes({ def: rsaUnitWorkResource, table: rsaUnitWork }, {
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op === 'delete') return;
      const plantCd = String(values.plantCd ?? before!.plantCd);
      const deptCd = String(values.deptCd ?? before!.deptCd);
      await assertDeptsOfPlant(tx, plantCd, [deptCd]);
      const proc = await processOfDept(tx, plantCd, deptCd, { no: Number(values.processNo ?? before!.processNo) });
      if (!proc) throw fail('processNo', MSG.processNotOfDept);
      values.processNm = proc.processNm;
      const name = String(values.unitWorkNm ?? before!.unitWorkNm);
      const [dup] = await queryRows<{ n: number }>(tx, sql`
        select unit_work_no as n from rsa_unit_work where dept_cd = ${deptCd} and process_no = ${proc.processNo} and unit_work_nm = ${name}
           and (${before ? Number(before.unitWorkNo) : null}::int is null or unit_work_no <> ${before ? Number(before.unitWorkNo) : null})`);
      if (dup) throw conflict(MSG.unitWorkDuplicate);
    },
  }));
}
