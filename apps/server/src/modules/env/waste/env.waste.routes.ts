import multipart from '@fastify/multipart';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALLBARO_IMPORT_MAX_ROWS, ENV_WASTE_API as API, ENV_WASTE_CODE_GROUPS, WASTE_LOT_IMPORT_MAX_ROWS, ZWasteLotUploadAnswer, ZWasteLotUploadQuery, ENV_WASTE_MENUS as M, ENV_WASTE_MESSAGES as MSG, envWasteDisposalResource, envWasteResource, zIntParam,
  ZAllbaroRecon, ZAllbaroReconDetail, ZWastePeriodQuery, ZWastePortlet, ZWasteRateAnswer, ZWasteRateQuery, ZWasteStorageAnswer, ZWasteStorageQuery, type TAllbaroIssue,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { writeAudit } from '../../../lib/audit.js';
import { badRequest } from '../../../lib/errors.js';
import { sendXlsx } from '../../../lib/excel-export.js';
import { readUploadedSheet } from '../../../lib/excel-upload.js';
import { plantToday } from '../../../lib/plant-time.js';
import { resourceRoutes, type ResourceBinding } from '../../../lib/resource/resource.routes.js';
import { menuRead, menuWrite } from '../../../lib/route-auth.js';
import { assertPlantReachable } from '../../../lib/scope.js';
import { loadScoped, requestScope } from '../../../lib/scoped-load.js';
import {
  allbaroRules, cancelHook, parseLotSheet, completeHook, disposalBeforeWrite, disposalRate, handoverHook, handoversForAllbaro, lotBeforeWrite, lotDerived, parseAllbaroSheet,
  plantHandovers, reconcile, storedLots, yearlyReport,
} from './env.waste.service.js';
import { envWaste, envWasteAllbaro, envWasteDisposal } from './env.waste.tables.js';

export const envWasteBinding: ResourceBinding = { def: envWasteResource, table: envWaste, derived: lotDerived };
export const envWasteDisposalBinding: ResourceBinding = { def: envWasteDisposalResource, table: envWasteDisposal };

const ZKey = z.object({ key: zIntParam().pipe(z.number().min(1)) });

/** the plant a request names, or the caller's own (a plant user without every plant); 403 for another */
async function plantOf(db: DbOrTx, req: FastifyRequest, menuId: string, plantCd: string | undefined): Promise<string | null> {
  const scope = await requestScope(db, req, menuId);
  if (plantCd) {
    assertPlantReachable(scope, plantCd);
    return plantCd;
  }
  assertPlantReachable(scope, scope.allPlants ? null : scope.plantCd);
  return scope.allPlants ? null : scope.plantCd;
}

const wireRecon = (r: typeof envWasteAllbaro.$inferSelect) => ({
  reconNo: r.reconNo, plantCd: r.plantCd, fromYmd: r.fromYmd, toYmd: r.toYmd, fileNm: r.fileNm, rowCnt: r.rowCnt, matchedCnt: r.matchedCnt, issueCnt: r.issueCnt,
  createUserId: r.createUserId, createDt: r.createDt.toISOString(),
});

const assertPeriod = (q: { fromYmd: string; toYmd: string }) => {
  if (q.fromYmd > q.toYmd) throw badRequest([{ field: 'fromYmd', message: MSG.periodOrder }], MSG.periodOrder);
};

/** 폐기물 (issue 27 items 4–5): lots, disposals, storage days, the disposal rate, Allbaro export / reconciliation, the portlet */
export async function envWasteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.plantTimeZone;
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  await app.register(resourceRoutes(envWasteBinding, { beforeWrite: lotBeforeWrite }));
  await app.register(resourceRoutes(envWasteDisposalBinding, {
    beforeWrite: disposalBeforeWrite,
    workflow: { hooks: { handover: handoverHook, cancel: cancelHook, complete: completeHook } },
  }));

  // 폐기물 관리대장 upload: apply=N answers the preview (nothing saved), apply=Y saves the same rows, re-validated
  r.post(API.lotUpload, {
    config: menuWrite(M.storage),
    schema: {
      tags: [envWasteResource.name], summary: 'the plant\'s waste register (.xlsx) as lots: preview (apply=N) or save (apply=Y); a bad row refuses the file naming it',
      consumes: ['multipart/form-data'], querystring: ZWasteLotUploadQuery, response: { 200: ZWasteLotUploadAnswer },
    },
  }, async (req, reply) => {
    const q = req.query;
    await plantOf(app.db, req, M.storage, q.plantCd);
    const sheet = await readUploadedSheet(req, reply, { maxRows: WASTE_LOT_IMPORT_MAX_ROWS, messages: { noFile: MSG.lotNoFile, badFile: `${MSG.lotNoFile} (.xlsx)` } });
    const depts = await queryRows<{ code: string; name: string }>(app.db, sql`select dept_cd as code, dept_nm as name from com_dept where plant_cd = ${q.plantCd} and use_yn = 'Y'`);
    const kinds = await queryRows<{ code: string; name: string }>(app.db, sql`select code, code_nm as name from com_code_master where code_group_cd = ${ENV_WASTE_CODE_GROUPS.kind} and use_yn = 'Y'`);
    const rows = parseLotSheet(sheet, depts, kinds, plantToday());
    if (q.apply === 'N') return { applied: 'N' as const, rows, wasteNos: [] };
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const keys = await tx.insert(envWaste).values(rows.map((x) => ({
        plantCd: q.plantCd, deptCd: x.deptCd, wasteKindCd: x.wasteKindCd, storagePlaceNm: x.storagePlaceNm, storedSinceYmd: x.storedSinceYmd, qty: x.qty, unitCd: x.unitCd, remark: x.remark,
        createUserId: p.userId, updateUserId: p.userId,
      }))).returning({ wasteNo: envWaste.wasteNo });
      const wasteNos = keys.map((k) => k.wasteNo);
      await writeAudit(tx, { userId: p.userId, action: 'WASTE_LOT_UPLOAD', entity: envWasteResource.name, entityKey: wasteNos.join(',').slice(0, 100), after: { plantCd: q.plantCd, rows: rows.length, wasteNos }, ip: req.ip });
      return { applied: 'Y' as const, rows, wasteNos };
    });
  });

  r.get(API.storage, {
    config: menuRead(M.storage),
    schema: {
      tags: [envWasteResource.name], summary: 'waste in storage: days stored (plant today − first day), the kind\'s limit and overdue (days > limit)',
      querystring: ZWasteStorageQuery, response: { 200: ZWasteStorageAnswer },
    },
  }, async (req) => {
    const plant = await plantOf(app.db, req, M.storage, req.query.plantCd);
    const lots = await storedLots(app.db, plant);
    return { list: lots.map((l) => ({ wasteNo: l.wasteNo, wasteKindCd: l.wasteKindCd, storedSinceYmd: l.storedSinceYmd, storedDays: l.storedDays, limitDays: l.limitDays, overdueYn: l.overdueYn })) };
  });

  r.get(API.rate, {
    config: menuRead(M.rate),
    schema: { tags: [envWasteDisposalResource.name], summary: '재활용률: recycled ÷ disposed per kind in a year (measured quantity, else the estimate; tonnes)', querystring: ZWasteRateQuery, response: { 200: ZWasteRateAnswer } },
  }, async (req) => {
    await plantOf(app.db, req, M.rate, req.query.plantCd);
    return disposalRate(app.db, req.query.plantCd, req.query.year);
  });

  r.get(API.report, {
    config: menuRead(M.rate),
    schema: { tags: [envWasteDisposalResource.name], summary: '폐기물 처리 실적보고 (.xlsx, yearly, due by the end of February): per kind carried over, generated, treated by method, stored at year end', querystring: ZWasteRateQuery },
  }, async (req, reply) => {
    const { plantCd, year } = req.query;
    await plantOf(app.db, req, M.rate, plantCd);
    const rows = await yearlyReport(app.db, plantCd, year);
    return sendXlsx(reply, {
      fileName: `폐기물처리실적보고_${plantCd}_${year}.xlsx`, asciiName: `waste-report-${plantCd}-${year}.xlsx`, sheetName: `실적보고 ${year}`, timeZone, log: req.log,
      columns: [
        { key: 'wasteKindNm', header: '폐기물 종류', width: 22 }, { key: 'classNm', header: '구분', width: 16 }, { key: 'carriedTon', header: '전년 이월량(톤)', width: 14, kind: 'number' },
        { key: 'generatedTon', header: '발생량(톤)', width: 12, kind: 'number' }, { key: 'recycleTon', header: '재활용(톤)', width: 12, kind: 'number' },
        { key: 'incinerateTon', header: '소각(톤)', width: 12, kind: 'number' }, { key: 'landfillTon', header: '매립(톤)', width: 12, kind: 'number' },
        { key: 'otherTon', header: '기타 처리(톤)', width: 12, kind: 'number' }, { key: 'endStoredTon', header: '연말 보관량(톤)', width: 14, kind: 'number' },
      ],
      batches: (async function* () { yield rows; })(),
    });
  });

  r.get(API.allbaroExport, {
    config: menuRead(M.allbaro),
    schema: { tags: ['envWasteAllbaro'], summary: 'the handovers of a period in the layout typed into Allbaro (.xlsx)', querystring: ZWastePeriodQuery },
  }, async (req, reply) => {
    const q = req.query;
    assertPeriod(q);
    await plantOf(app.db, req, M.allbaro, q.plantCd);
    const rows = await handoversForAllbaro(app.db, q.plantCd, q.fromYmd, q.toYmd);
    return sendXlsx(reply, {
      fileName: `올바로_인계서_${q.plantCd}_${q.fromYmd}_${q.toYmd}.xlsx`, asciiName: `allbaro-${q.plantCd}-${q.fromYmd}-${q.toYmd}.xlsx`, sheetName: '인계서', timeZone, log: req.log,
      columns: [
        { key: 'handoverNo', header: '인계서번호', width: 16 }, { key: 'handoverYmd', header: '인계일자', width: 12, kind: 'date' }, { key: 'wasteKindNm', header: '폐기물종류', width: 20 },
        { key: 'wasteKindCd', header: '종류코드', width: 16 }, { key: 'estimatedQty', header: '인계량', width: 10, kind: 'number' }, { key: 'unitCd', header: '단위', width: 6 },
        { key: 'carrierNm', header: '운반자', width: 22 }, { key: 'carrierBizNo', header: '운반자 사업자번호', width: 16 }, { key: 'treaterNm', header: '처리자', width: 22 },
        { key: 'treaterBizNo', header: '처리자 사업자번호', width: 16 }, { key: 'treatMethodNm', header: '처리방법', width: 14 }, { key: 'disposalNo', header: '처리번호', width: 10 },
      ],
      batches: (async function* () { yield rows; })(),
    });
  });

  r.post(API.allbaroReconcile, {
    config: menuWrite(M.allbaro),
    schema: {
      tags: ['envWasteAllbaro'], summary: 'upload Allbaro\'s handover download: the reconciliation by 인계서 number (answered and kept; records unchanged)',
      consumes: ['multipart/form-data'], querystring: ZWastePeriodQuery, response: { 200: ZAllbaroReconDetail },
    },
  }, async (req, reply) => {
    const q = req.query;
    assertPeriod(q);
    await plantOf(app.db, req, M.allbaro, q.plantCd);
    const sheet = await readUploadedSheet(req, reply, { maxRows: ALLBARO_IMPORT_MAX_ROWS, messages: { noFile: MSG.noFile, badFile: `${MSG.noFile} (.xlsx)` } });
    const lines = parseAllbaroSheet(sheet);
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const mine = await plantHandovers(tx, q.plantCd, q.fromYmd, q.toYmd, lines.map((l) => l.handoverNo));
      const { issues, matched } = reconcile(mine.list, mine.inPeriod, lines, await allbaroRules(tx), plantToday());
      const [row] = await tx.insert(envWasteAllbaro).values({
        plantCd: q.plantCd, fromYmd: q.fromYmd, toYmd: q.toYmd, fileNm: `올바로_${q.fromYmd}_${q.toYmd}.xlsx`, rowCnt: lines.length, matchedCnt: matched, issueCnt: issues.length, issues, createUserId: p.userId,
      }).returning();
      await writeAudit(tx, { userId: p.userId, action: 'ALLBARO_RECONCILE', entity: 'envWasteAllbaro', entityKey: String(row!.reconNo), after: { plantCd: q.plantCd, fromYmd: q.fromYmd, toYmd: q.toYmd, rows: lines.length, issues: issues.length }, ip: req.ip });
      return { ...wireRecon(row!), issues };
    });
  });

  r.get(API.allbaro, {
    config: menuRead(M.allbaro),
    schema: { tags: ['envWasteAllbaro'], summary: 'reconciliations (newest first, at most 200)', querystring: ZWasteStorageQuery, response: { 200: z.object({ list: z.array(ZAllbaroRecon) }) } },
  }, async (req) => {
    const plant = await plantOf(app.db, req, M.allbaro, req.query.plantCd);
    const rows = await app.db.select().from(envWasteAllbaro).where(plant ? eq(envWasteAllbaro.plantCd, plant) : undefined).orderBy(desc(envWasteAllbaro.reconNo)).limit(200);
    return { list: rows.map(wireRecon) };
  });

  r.get(`${API.allbaro}/:key`, {
    config: menuRead(M.allbaro),
    schema: { tags: ['envWasteAllbaro'], summary: 'one reconciliation with its findings', params: ZKey, response: { 200: ZAllbaroReconDetail } },
  }, async (req) => {
    const row = await loadScoped<{ recon_no: number }>(app.db, req, {
      from: sql`env_waste_allbaro a`, key: sql`a.recon_no = ${req.params.key}`, scope: { plant: sql`a.plant_cd` }, menuId: M.allbaro, select: sql`a.recon_no`,
    });
    const [x] = await app.db.select().from(envWasteAllbaro).where(eq(envWasteAllbaro.reconNo, row.recon_no));
    return { ...wireRecon(x!), issues: x!.issues as TAllbaroIssue[] };
  });

  // dashboard portlet (spec §7 /api/main/portlet/waste): waste near or past its storage limit, the latest Allbaro findings
  r.get(API.portlet, {
    config: menuRead(M.storage),
    schema: { tags: ['portlet'], summary: 'waste near or past its storage limit, and the latest Allbaro reconciliation per plant', response: { 200: ZWastePortlet } },
  }, async (req) => {
    const plant = await plantOf(app.db, req, M.storage, undefined);
    const lots = (await storedLots(app.db, plant)).filter((l) => l.overdueYn === 'Y' || l.nearYn === 'Y');
    const rows = await queryRows<{ plant_cd: string; plant_nm: string | null; recon_no: number; create_dt: Date | string; issue_cnt: number }>(app.db, sql`
      select distinct on (plant_cd) plant_cd, recon_no, create_dt, issue_cnt,
             (select c.code_nm from com_code_master c where c.code_group_cd = 'COM_PLANT_CD' and c.code = env_waste_allbaro.plant_cd) as plant_nm
        from env_waste_allbaro
       where (${plant}::text is null or plant_cd = ${plant}) order by plant_cd, recon_no desc`);
    return {
      nearCount: lots.filter((l) => l.nearYn === 'Y').length,
      overdueCount: lots.filter((l) => l.overdueYn === 'Y').length,
      list: lots.sort((a, b) => (b.storedDays - b.limitDays) - (a.storedDays - a.limitDays)).slice(0, 5)
        .map((l) => ({ wasteNo: l.wasteNo, plantCd: l.plantCd, wasteKindCd: l.wasteKindCd, wasteKindNm: l.wasteKindNm, storedDays: l.storedDays, limitDays: l.limitDays, overdueYn: l.overdueYn })),
      allbaro: rows.map((x) => ({ plantCd: x.plant_cd, plantNm: x.plant_nm, reconNo: x.recon_no, createDt: new Date(x.create_dt).toISOString(), issueCnt: x.issue_cnt })),
    };
  });
}
