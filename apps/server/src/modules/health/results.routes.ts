import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HEA_RESULT_MESSAGES, RETURN_CODES, ZCheckupResult, contentDispositionOf, ZCheckupResultInput, ZCheckupResultList, ZCheckupResultSearch, ZResultTarget, ZUploadResult, fmtUploadError,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { sendXlsx, type TExportColumn } from '../../lib/excel-export.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { buildTemplate, columnOf, MAX_SHEET_ROWS, MAX_UPLOAD_ROWS, parseUpload } from './results.excel.js';
import { ExcelUploadError, readExcelUpload } from '../../lib/excel-upload.js';
import {
  M_RESULT, deleteResult, findResults, getResult, loadPlanContext, normalizeRow, prepareResult, resultAccess, rowSelect, searchWhere, throwFieldErrors, writeResult,
} from './results.service.js';

const BASE = '/api/hea/checkup/checkupresults';
const tags = ['hea checkup results'];
const zNo = z.coerce.number().int().min(1).max(2_147_483_647);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const disposition = (name: string) => contentDispositionOf(name, 'checkup-result-template.xlsx');

/** 검진결과 (menu HEA_CHECKUP_RESULT): list, entry per worker, Excel template/upload/download */
export async function checkupResultRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: menuRead(M_RESULT),
    schema: { tags, summary: 'results (20 per page, newest first; plant, department, year, diagnosis filters; total counted up to 10,000)', querystring: ZCheckupResultSearch,
      response: { 200: ZCheckupResultList } },
  }, async (req) => findResults(app.db, await resultAccess(app.db, req), req.query));

  r.get(`${BASE}/targets`, {
    config: menuWrite(M_RESULT),
    schema: { tags, summary: 'targets of a plan (caller scope) with their result number', querystring: z.object({ heaCheckupPlanNo: zNo }), response: { 200: z.array(ZResultTarget) } },
  }, async (req) => {
    const ctx = await loadPlanContext(app.db, await resultAccess(app.db, req), req.query.heaCheckupPlanNo);
    const diag = await queryRows<{ no: number; diag_cd: string }>(app.db, sql`select hea_checkup_result_no as no, diag_cd from hea_checkup_result where hea_checkup_plan_no = ${req.query.heaCheckupPlanNo}`);
    const byNo = new Map(diag.map((d) => [Number(d.no), d.diag_cd]));
    return [...ctx.targets.values()].map((t) => ({
      userId: t.userId, userNm: t.userNm, deptNm: t.deptNm, genderCd: t.genderCd, heaCheckupResultNo: t.resultNo, diagCd: t.resultNo ? (byNo.get(t.resultNo) ?? null) : null,
    }));
  });

  r.get(`${BASE}/template`, {
    config: menuWrite(M_RESULT),
    schema: { tags, summary: 'Excel template: one row per plan target (caller scope), one column per test item in use', querystring: z.object({ heaCheckupPlanNo: zNo }) },
  }, async (req, reply) => {
    const ctx = await loadPlanContext(app.db, await resultAccess(app.db, req), req.query.heaCheckupPlanNo);
    const buf = await buildTemplate(ctx);
    return reply.header('content-type', XLSX).header('content-disposition', disposition(`검진결과_양식_${ctx.plan.heaCheckupPlanNm}.xlsx`)).send(buf);
  });

  r.get(`${BASE}/:heaCheckupResultNo`, {
    config: menuRead(M_RESULT),
    schema: { tags, summary: 'one result with its test item values (own only for read-only users)', params: z.object({ heaCheckupResultNo: zNo }), response: { 200: ZCheckupResult } },
  }, async (req) => getResult(app.db, await resultAccess(app.db, req), req.params.heaCheckupResultNo));

  r.post(BASE, {
    config: menuWrite(M_RESULT),
    schema: { tags, summary: 'enter the result of one plan target', body: ZCheckupResultInput, response: { 200: ZCheckupResult } },
  }, async (req) => {
    const a = await resultAccess(app.db, req);
    const no = await app.db.transaction(async (tx) => {
      const ctx = await loadPlanContext(tx, a, req.body.heaCheckupPlanNo);
      const p = prepareResult(ctx, req.body);
      if ('errors' in p) throwFieldErrors(p.errors);
      return (await writeResult(tx, req, ctx, p.ok, { op: 'create' })).no;
    });
    return getResult(app.db, a, no);
  });

  r.put(`${BASE}/:heaCheckupResultNo`, {
    config: menuWrite(M_RESULT),
    schema: { tags, summary: 'correct a result (version; stale → 409)', params: z.object({ heaCheckupResultNo: zNo }),
      body: ZCheckupResultInput.extend({ version: z.number().int().min(1) }), response: { 200: ZCheckupResult } },
  }, async (req) => {
    const a = await resultAccess(app.db, req);
    const no = req.params.heaCheckupResultNo;
    await app.db.transaction(async (tx) => {
      const cur = await queryRows<{ plan: number; user_id: string }>(tx, sql`select hea_checkup_plan_no as plan, user_id from hea_checkup_result where hea_checkup_result_no = ${no}`);
      await getResult(tx, a, no); // 404 / 403
      if (Number(cur[0]!.plan) !== req.body.heaCheckupPlanNo || cur[0]!.user_id !== req.body.userId) {
        throw badRequest([{ field: 'userId', message: HEA_RESULT_MESSAGES.notTarget }], HEA_RESULT_MESSAGES.notTarget);
      }
      const ctx = await loadPlanContext(tx, a, req.body.heaCheckupPlanNo);
      const p = prepareResult(ctx, req.body);
      if ('errors' in p) throwFieldErrors(p.errors);
      await writeResult(tx, req, ctx, p.ok, { op: 'update', resultNo: no, expectVersion: req.body.version });
    });
    return getResult(app.db, a, no);
  });

  r.delete(`${BASE}/:heaCheckupResultNo`, {
    config: menuWrite(M_RESULT),
    schema: { tags, summary: 'delete a result (?version)', params: z.object({ heaCheckupResultNo: zNo }), querystring: z.object({ version: zNo }),
      response: { 200: z.object({ heaCheckupResultNo: z.number() }) } },
  }, async (req) => {
    const a = await resultAccess(app.db, req);
    await app.db.transaction((tx) => deleteResult(tx, req, a, req.params.heaCheckupResultNo, req.query.version));
    return { heaCheckupResultNo: req.params.heaCheckupResultNo };
  });

  // spec §7 name: the filtered list as Excel (streamed in keyset batches, any size)
  r.get('/api/hea/checkup/checkupresultexceldownload', {
    config: menuRead(M_RESULT),
    schema: { tags, summary: 'the filtered result list as .xlsx (every match, streamed)', querystring: ZCheckupResultSearch.omit({ page: true, limit: true }) },
  }, async (req, reply) => {
    const a = await resultAccess(app.db, req);
    const where = searchWhere(a, { ...req.query, page: 1, limit: 20 });
    const columns: TExportColumn[] = ([
      ['plantNm', '사업장', 16], ['heaCheckupPlanNm', '검진계획', 28], ['deptNm', '부서', 16], ['userId', '사번', 12], ['userNm', '성명', 12], ['checkupYmd', '검진일', 12, 'date'],
      ['heaCheckupOrgNm', '검진기관', 24], ['diagCd', '판정', 8], ['diagNm', '판정명', 22], ['workFitnessCd', '업무적합성', 10], ['followupActionNm', '사후관리조치', 18],
      ['followupOpinion', '사후관리소견', 36], ['abnormalCnt', '이상항목 수', 10, 'number'], ['retentionUntilYmd', '보존기한', 12, 'date'],
    ] as const).map(([key, header, width, kind]) => ({ key, header, width, kind: kind ?? 'text' }));
    async function* batches() {
      let after: { ymd: string; no: number } | null = null;
      for (;;) {
        const keyset = after ? sql` and (r.checkup_ymd, r.hea_checkup_result_no) < (${after.ymd}::date, ${after.no})` : sql``;
        const batch = await queryRows<Record<string, unknown>>(app.db, sql`${rowSelect(sql`(select * from hea_checkup_result r where ${where}${keyset}
          order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last limit 1000) r`)} order by r.checkup_ymd desc nulls last, r.hea_checkup_result_no desc nulls last`);
        yield batch.map(normalizeRow) as unknown as Record<string, unknown>[];
        if (batch.length < 1000) return;
        const last = normalizeRow(batch[batch.length - 1]!);
        after = { ymd: last.checkupYmd, no: last.heaCheckupResultNo };
      }
    }
    return sendXlsx(reply, {
      fileName: '검진결과.xlsx', asciiName: 'checkup-results.xlsx', sheetName: '검진결과', columns, batches: batches(), timeZone: app.config.plantTimeZone, log: req.log,
    });
  });

  // Excel upload: multipart (field heaCheckupPlanNo, then file); validated row by row, all or nothing
  await app.register(async (sub) => {
    await sub.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    sub.withTypeProvider<ZodTypeProvider>().post(`${BASE}/upload`, {
      config: menuWrite(M_RESULT),
      schema: { tags, summary: 'Excel upload (multipart: heaCheckupPlanNo, file): a bad row → 400 naming row and column, nothing saved', consumes: ['multipart/form-data'],
        response: { 200: ZUploadResult } },
    }, async (req, reply) => {
      if (!req.isMultipart()) throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadNoFile);
      const part = await req.file({ throwFileSizeLimit: false });
      if (!part) throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadNoFile);
      const fields: Record<string, string> = { ...(req.query as Record<string, string>) };
      for (const [k, v] of Object.entries(part.fields)) {
        const one = Array.isArray(v) ? v[0] : v;
        if (one && one.type === 'field' && typeof one.value === 'string') fields[k] = one.value;
      }
      const buf = await part.toBuffer().catch(() => null);
      if (!buf || part.file.truncated) {
        reply.header('connection', 'close');
        throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadBadFile);
      }
      const planNo = zNo.safeParse(fields.heaCheckupPlanNo);
      if (!planNo.success) throw badRequest([{ field: 'heaCheckupPlanNo', message: HEA_RESULT_MESSAGES.required }]);
      const a = await resultAccess(app.db, req);
      if (!a.manager) throw forbidden();
      // the bounded reader (row and inflated-size caps while reading), before any transaction is opened
      const sheet = await readExcelUpload(buf, { maxRows: MAX_SHEET_ROWS }).catch((err: unknown) => {
        throw err instanceof ExcelUploadError && err.kind === 'bad-file' ? badRequest(undefined, HEA_RESULT_MESSAGES.uploadBadFile) : err;
      });
      return app.db.transaction(async (tx) => {
        const ctx = await loadPlanContext(tx, a, planNo.data);
        const parsed = parseUpload(sheet, ctx);
        if (parsed === 'bad-file') throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadBadFile);
        if (parsed.rows.length > MAX_UPLOAD_ROWS) throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadTooMany);
        const errors = parsed.errors.map((e) => ({ rowNo: e.rowNo, column: e.column, message: e.message }));
        const ready = [];
        for (const row of parsed.rows) {
          if (errors.some((e) => e.rowNo === row.rowNo)) continue;
          const zr = ZCheckupResultInput.safeParse(row.input);
          if (!zr.success) {
            // zod rules (codes, lengths): name the column of the first failing field
            const f = String(zr.error.issues[0]?.path[0] ?? 'userId');
            const msg = f === 'diagCd' ? HEA_RESULT_MESSAGES.badDiag : f === 'workFitnessCd' ? HEA_RESULT_MESSAGES.badFitness
              : f === 'followupActionCd' ? HEA_RESULT_MESSAGES.badFollowup : f === 'checkupYmd' ? HEA_RESULT_MESSAGES.badDate : HEA_RESULT_MESSAGES.tooLong;
            errors.push({ rowNo: row.rowNo, column: columnOf({ field: f, message: msg }, ctx), message: msg });
            continue;
          }
          const p = prepareResult(ctx, zr.data);
          if ('errors' in p) {
            for (const fe of p.errors) errors.push({ rowNo: row.rowNo, column: columnOf(fe, ctx), message: fe.message });
            continue;
          }
          ready.push(p.ok);
        }
        if (errors.length) {
          errors.sort((x, y) => x.rowNo - y.rowNo);
          const list = errors.slice(0, 100).map((e) => ({ field: `row${e.rowNo}:${e.column}`, message: fmtUploadError(e.rowNo, e.column, e.message) }));
          throw new AppError(400, list[0]!.message, RETURN_CODES.validation, list);
        }
        if (!ready.length) throw badRequest(undefined, HEA_RESULT_MESSAGES.uploadNoRows);
        let insertedCnt = 0;
        let updatedCnt = 0;
        for (const p of ready) {
          const w = await writeResult(tx, req, ctx, p, { op: 'upsert' });
          if (w.created) insertedCnt += 1;
          else updatedCnt += 1;
        }
        return { insertedCnt, updatedCnt };
      });
    });
  });
}
