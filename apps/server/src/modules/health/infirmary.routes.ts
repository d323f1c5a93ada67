import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE, HEA_DRUG_MOVE_TYPES, HEA_INFIRMARY_CODE_GROUP, HEA_INFIRMARY_MENU, HEA_INFIRMARY_MESSAGES, PAGE_SIZES,
  ZDrug, ZDrugInput, ZDrugMove, ZDrugMoveInput, ZInfirmaryUsage, ZVisit, ZVisitInput, drugMoveSign, zRealYmd, type THeaDrugMoveType,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { actor, isUniqueViolation, likeContains, menuScope } from './health.shared.js';

const M = HEA_INFIRMARY_MENU;
const MSG = HEA_INFIRMARY_MESSAGES;
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const zNo = z.coerce.number().int().min(1).max(2_147_483_647);
const zPage = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE),
};

/** plant the caller may act on: own plant unless plantAccessYn / APA01; vendor users never */
function assertPlant(scope: DataScope, plantCd: string) {
  assertPlantReachable(scope, plantCd);
}
/** the plant a list reads: the requested one (checked) or the caller's own */
function listPlant(scope: DataScope, plantCd: string | undefined): string | null {
  if (plantCd) {
    assertPlant(scope, plantCd);
    return plantCd;
  }
  if (scope.vendorCd !== null) throw forbidden();
  return scope.allPlants ? null : scope.plantCd;
}

async function assertCode(db: DbOrTx, group: string, code: string, field: string) {
  const r = await queryRows(db, sql`select 1 from com_code_master where code_group_cd = ${group} and code = ${code} and use_yn = 'Y'`);
  if (!r.length) throw badRequest([{ field, message: field }]);
}
async function assertRealPlant(db: DbOrTx, plantCd: string) {
  const r = await queryRows(db, sql`select 1 from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${plantCd} and code <> '0000'`);
  if (!r.length) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
}

// ---- stock movements: the only way stock changes ----

type MoveReq = { plantCd: string; drugNo: number; moveTypeCd: THeaDrugMoveType; qty: number; moveYmd: string; visitNo: number | null; remark: string | null; userId: string };

/**
 * Post one movement. Withdrawals use one conditional UPDATE (`stock_qty + delta >= 0`): the row lock it takes serialises
 * concurrent withdrawals, and the loser re-checks the condition against the winner's stock, so stock never goes negative.
 */
export async function postDrugMove(tx: DbOrTx, m: MoveReq): Promise<{ moveNo: number; stockQty: number }> {
  const delta = drugMoveSign(m.moveTypeCd) * m.qty;
  const drug = await queryRows<{ use_yn: string; plant_cd: string }>(tx, sql`select use_yn, plant_cd from hea_drug where drug_no = ${m.drugNo}`);
  if (!drug[0] || drug[0].plant_cd !== m.plantCd || (delta < 0 && m.moveTypeCd === 'USE' && drug[0].use_yn !== 'Y')) {
    throw badRequest([{ field: 'drugNo', message: MSG.drugNotUsable }], MSG.drugNotUsable);
  }
  const upd = await queryRows<{ stock_qty: number }>(tx, sql`update hea_drug set stock_qty = stock_qty + ${delta}, update_dt = now(), update_user_id = ${m.userId}
    where drug_no = ${m.drugNo} and stock_qty + ${delta} >= 0 returning stock_qty`);
  if (!upd[0]) throw new AppError(409, MSG.stockShort, 'STOCK_SHORT', [{ field: 'qty', message: MSG.stockShort }]);
  const ins = await queryRows<{ move_no: number }>(tx, sql`insert into hea_drug_move (plant_cd, drug_no, move_type_cd, move_ymd, qty, delta_qty, visit_no, remark, create_user_id, update_user_id)
    values (${m.plantCd}, ${m.drugNo}, ${m.moveTypeCd}, ${m.moveYmd}::date, ${m.qty}, ${delta}, ${m.visitNo}, ${m.remark}, ${m.userId}, ${m.userId}) returning move_no`);
  return { moveNo: Number(ins[0]!.move_no), stockQty: Number(upd[0].stock_qty) };
}

// ---- drugs ----

const drugSelect = (where: SQL) => sql`select d.drug_no as "drugNo", d.plant_cd as "plantCd", pl.code_nm as "plantNm", d.drug_nm as "drugNm", d.unit_nm as "unitNm",
    d.drug_class_cd as "drugClassCd", c.code_nm as "drugClassNm", d.safety_stock as "safetyStock", d.stock_qty as "stockQty",
    case when d.stock_qty < d.safety_stock then 'Y' else 'N' end as "shortYn", d.use_yn as "useYn", d.remark, d.version,
    d.update_user_id as "updateUserId", ${iso(sql`d.update_dt`)} as "updateDt"
  from hea_drug d
  left join com_code_master pl on pl.code_group_cd = 'COM_PLANT_CD' and pl.code = d.plant_cd
  left join com_code_master c on c.code_group_cd = ${HEA_INFIRMARY_CODE_GROUP.drugClass} and c.code = d.drug_class_cd
  where ${where} order by d.plant_cd, c.sort_order nulls last, d.drug_nm`;
const drugRow = (r: Record<string, unknown>) => ({ ...r, drugNo: Number(r.drugNo), safetyStock: Number(r.safetyStock), stockQty: Number(r.stockQty), version: Number(r.version) }) as z.infer<typeof ZDrug>;
async function getDrug(db: DbOrTx, drugNo: number) {
  const r = await queryRows<Record<string, unknown>>(db, drugSelect(sql`d.drug_no = ${drugNo}`));
  return r[0] ? drugRow(r[0]) : null;
}

/** a drug of the caller's plant scope, locked: 404 missing, 403 another plant (vendors: never) */
async function loadDrug(db: DbOrTx, scope: DataScope, drugNo: number) {
  await loadInScope(db, scope, { select: sql`d.drug_no`, from: sql`hea_drug d`, key: sql`d.drug_no = ${drugNo}`, scope: { plant: sql`d.plant_cd` }, lock: sql`for update of d` });
  return (await getDrug(db, drugNo))!;
}

// ---- visits ----

const visitSelect = (where: SQL, tail: SQL = sql``) => sql`select v.visit_no as "visitNo", v.plant_cd as "plantCd", v.visit_ymd::text as "visitYmd", v.visit_hm as "visitHm",
    v.user_id as "userId", v.worker_nm as "workerNm", v.dept_cd as "deptCd", dp.dept_nm as "deptNm", v.vendor_cd as "vendorCd", vd.vendor_nm as "vendorNm",
    v.complaint_cd as "complaintCd", cc.code_nm as "complaintNm", v.symptom, v.bp_systolic as "bpSystolic", v.bp_diastolic as "bpDiastolic", v.pulse,
    v.body_temp::float8 as "bodyTemp", v.blood_sugar as "bloodSugar", v.treatment, v.version, v.create_user_id as "createUserId", ${iso(sql`v.update_dt`)} as "updateDt",
    coalesce((select json_agg(json_build_object('drugNo', x.drug_no, 'drugNm', d.drug_nm, 'unitNm', d.unit_nm, 'qty', x.qty) order by d.drug_nm)
      from hea_infirmary_rx x join hea_drug d on d.drug_no = x.drug_no where x.visit_no = v.visit_no), '[]'::json) as prescriptions
  from hea_infirmary_visit v
  left join com_dept dp on dp.dept_cd = v.dept_cd
  left join com_vendor vd on vd.vendor_cd = v.vendor_cd
  left join com_code_master cc on cc.code_group_cd = ${HEA_INFIRMARY_CODE_GROUP.complaint} and cc.code = v.complaint_cd
  where ${where} ${tail}`;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const visitRow = (r: Record<string, unknown>) => ({
  ...r, visitNo: Number(r.visitNo), version: Number(r.version), bpSystolic: num(r.bpSystolic), bpDiastolic: num(r.bpDiastolic), pulse: num(r.pulse),
  bodyTemp: num(r.bodyTemp), bloodSugar: num(r.bloodSugar), prescriptions: typeof r.prescriptions === 'string' ? JSON.parse(r.prescriptions) : r.prescriptions,
}) as z.infer<typeof ZVisit>;
async function getVisit(db: DbOrTx, visitNo: number) {
  const r = await queryRows<Record<string, unknown>>(db, visitSelect(sql`v.visit_no = ${visitNo}`));
  return r[0] ? visitRow(r[0]) : null;
}

/** a visit row the caller may see: 404 missing, 403 outside plant / department / vendor scope */
async function loadVisit(db: DbOrTx, scope: DataScope, visitNo: number, lock = false) {
  const v = await loadInScope<{ plant_cd: string; version: number }>(db, scope, {
    select: sql`v.plant_cd, v.version`, from: sql`hea_infirmary_visit v`, key: sql`v.visit_no = ${visitNo}`,
    scope: { plant: sql`v.plant_cd`, dept: sql`v.dept_cd`, vendor: sql`v.vendor_cd` }, lock: lock ? sql`for update of v` : undefined,
  });
  return { plantCd: v.plant_cd, version: Number(v.version) };
}

/** who came: a plant user of the visit's plant (in the caller's department scope) or a vendor worker by name */
async function resolveWorker(tx: DbOrTx, scope: DataScope, b: z.infer<typeof ZVisitInput>) {
  if (b.userId) {
    const u = await queryRows<{ user_nm: string; dept_cd: string | null; plant_cd: string | null; vendor_cd: string | null; user_type: string }>(tx,
      sql`select user_nm, dept_cd, plant_cd, vendor_cd, user_type from com_user where user_id = ${b.userId}`);
    const row = u[0];
    if (!row || row.plant_cd !== b.plantCd) throw badRequest([{ field: 'userId', message: MSG.workerNotInPlant }], MSG.workerNotInPlant);
    if (row.user_type === 'U' && !scope.allDepts) {
      const ok = row.dept_cd ? await queryRows(tx, sql`select 1 where ${row.dept_cd} in ${deptSubtree(scope.deptCd)}`) : [];
      if (!ok.length) throw forbidden();
    }
    return { userId: b.userId, workerNm: row.user_nm, deptCd: row.user_type === 'U' ? row.dept_cd : null, vendorCd: row.vendor_cd };
  }
  if (b.vendorCd) {
    const v = await queryRows(tx, sql`select 1 from com_vendor where vendor_cd = ${b.vendorCd} and plant_cd = ${b.plantCd}`);
    if (!v.length) throw badRequest([{ field: 'vendorCd', message: 'vendorCd' }]);
  }
  // a worker typed by name has no department: only callers with all-department scope record them
  if (!scope.allDepts) throw forbidden();
  return { userId: null, workerNm: b.workerNm!, deptCd: null, vendorCd: b.vendorCd ?? null };
}

async function postPrescriptions(tx: DbOrTx, req: FastifyRequest, visitNo: number, plantCd: string, visitYmd: string, rx: { drugNo: number; qty: number }[]) {
  // fixed order of row locks: two visits prescribing the same drugs cannot deadlock
  for (const p of [...rx].sort((a, b) => a.drugNo - b.drugNo)) {
    const mv = await postDrugMove(tx, { plantCd, drugNo: p.drugNo, moveTypeCd: 'USE', qty: p.qty, moveYmd: visitYmd, visitNo, remark: null, userId: actor(req) });
    await queryRows(tx, sql`insert into hea_infirmary_rx (visit_no, drug_no, qty, move_no, create_user_id, update_user_id)
      values (${visitNo}, ${p.drugNo}, ${p.qty}, ${mv.moveNo}, ${actor(req)}, ${actor(req)})`);
  }
}
/** give back the stock of a visit's prescriptions and drop their USE movements (editing or deleting a visit) */
async function revertPrescriptions(tx: DbOrTx, visitNo: number) {
  await queryRows(tx, sql`update hea_drug d set stock_qty = d.stock_qty - m.delta, update_dt = now()
    from (select drug_no, sum(delta_qty)::int as delta from hea_drug_move where visit_no = ${visitNo} group by drug_no) m where d.drug_no = m.drug_no`);
  await queryRows(tx, sql`delete from hea_infirmary_rx where visit_no = ${visitNo}`);
  await queryRows(tx, sql`delete from hea_drug_move where visit_no = ${visitNo}`);
}

export async function infirmaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---------- drug master ----------
  r.get('/api/hea/drug/drugs', {
    config: menuRead(M.drug, M.visit, M.stat),
    schema: { tags: ['hea drug'], summary: 'drug master with the stock of each drug (plant scope)',
      querystring: z.object({ plantCd: z.string().trim().max(10).optional(), drugNm: z.string().trim().max(200).optional(), useYn: z.enum(['Y', 'N']).optional(), shortYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: z.array(ZDrug) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M.drug);
    const plant = listPlant(scope, req.query.plantCd);
    const parts: SQL[] = [sql`true`];
    if (plant) parts.push(sql`d.plant_cd = ${plant}`);
    if (req.query.drugNm) parts.push(sql`d.drug_nm like ${likeContains(req.query.drugNm)}`);
    if (req.query.useYn) parts.push(sql`d.use_yn = ${req.query.useYn}`);
    if (req.query.shortYn === 'Y') parts.push(sql`d.stock_qty < d.safety_stock`);
    if (req.query.shortYn === 'N') parts.push(sql`d.stock_qty >= d.safety_stock`);
    return (await queryRows<Record<string, unknown>>(app.db, drugSelect(sql.join(parts, sql` and `)))).map(drugRow);
  });

  r.post('/api/hea/drug/drugs', {
    config: menuWrite(M.drug),
    schema: { tags: ['hea drug'], summary: 'register a drug (stock starts at 0; post an IN movement)', body: ZDrugInput, response: { 200: ZDrug } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M.drug);
    assertPlant(scope, b.plantCd);
    try {
      return await app.db.transaction(async (tx) => {
        await assertRealPlant(tx, b.plantCd);
        await assertCode(tx, HEA_INFIRMARY_CODE_GROUP.drugClass, b.drugClassCd, 'drugClassCd');
        const ins = await queryRows<{ drug_no: number }>(tx, sql`insert into hea_drug (plant_cd, drug_nm, unit_nm, drug_class_cd, safety_stock, use_yn, remark, create_user_id, update_user_id)
          values (${b.plantCd}, ${b.drugNm}, ${b.unitNm}, ${b.drugClassCd}, ${b.safetyStock}, ${b.useYn}, ${b.remark ?? null}, ${actor(req)}, ${actor(req)}) returning drug_no`);
        const row = (await getDrug(tx, Number(ins[0]!.drug_no)))!;
        await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaDrug', entityKey: String(row.drugNo), after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.drugDuplicate);
      throw err;
    }
  });

  r.put('/api/hea/drug/drugs/:drugNo', {
    config: menuWrite(M.drug),
    schema: { tags: ['hea drug'], summary: 'edit a drug (version; stale → 409); the plant and the stock do not change here', params: z.object({ drugNo: zNo }),
      body: ZDrugInput.extend({ version: z.number().int().min(1) }), response: { 200: ZDrug } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M.drug);
    try {
      return await app.db.transaction(async (tx) => {
        const before = await loadDrug(tx, scope, req.params.drugNo);
        if (b.plantCd !== before.plantCd) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
        await assertCode(tx, HEA_INFIRMARY_CODE_GROUP.drugClass, b.drugClassCd, 'drugClassCd');
        const upd = await queryRows(tx, sql`update hea_drug set drug_nm = ${b.drugNm}, unit_nm = ${b.unitNm}, drug_class_cd = ${b.drugClassCd}, safety_stock = ${b.safetyStock},
            use_yn = ${b.useYn}, remark = ${b.remark ?? null}, version = version + 1, update_user_id = ${actor(req)}, update_dt = now()
          where drug_no = ${req.params.drugNo} and version = ${b.version} returning drug_no`);
        if (!upd.length) throw conflict();
        const row = (await getDrug(tx, req.params.drugNo))!;
        await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaDrug', entityKey: String(row.drugNo), before, after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.drugDuplicate);
      throw err;
    }
  });

  r.delete('/api/hea/drug/drugs/:drugNo', {
    config: menuWrite(M.drug),
    schema: { tags: ['hea drug'], summary: 'delete a drug without movements (?version)', params: z.object({ drugNo: zNo }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ drugNo: z.number() }) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M.drug);
    return app.db.transaction(async (tx) => {
      const before = await loadDrug(tx, scope, req.params.drugNo);
      if (before.version !== req.query.version) throw conflict();
      const used = await queryRows(tx, sql`select 1 from hea_drug_move where drug_no = ${req.params.drugNo} limit 1`);
      if (used.length) throw new AppError(409, MSG.drugHasMoves);
      await queryRows(tx, sql`delete from hea_drug where drug_no = ${req.params.drugNo} and version = ${req.query.version}`);
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaDrug', entityKey: String(before.drugNo), before, ip: req.ip });
      return { drugNo: before.drugNo };
    });
  });

  // ---------- stock movements ----------
  r.get('/api/hea/drug/moves', {
    config: menuRead(M.drug),
    schema: { tags: ['hea drug'], summary: 'stock movements (newest first, server paging)',
      querystring: z.object({ ...zPage, plantCd: z.string().trim().max(10).optional(), drugNo: zNo.optional(), moveTypeCd: z.enum(HEA_DRUG_MOVE_TYPES).optional(),
        fromYmd: zRealYmd.optional(), toYmd: zRealYmd.optional() }),
      response: { 200: z.object({ list: z.array(ZDrugMove), totalCount: z.number(), page: z.number(), limit: z.number() }) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M.drug);
    const plant = listPlant(scope, q.plantCd);
    const parts: SQL[] = [sql`true`];
    if (plant) parts.push(sql`m.plant_cd = ${plant}`);
    if (q.drugNo) parts.push(sql`m.drug_no = ${q.drugNo}`);
    if (q.moveTypeCd) parts.push(sql`m.move_type_cd = ${q.moveTypeCd}`);
    if (q.fromYmd) parts.push(sql`m.move_ymd >= ${q.fromYmd}::date`);
    if (q.toYmd) parts.push(sql`m.move_ymd <= ${q.toYmd}::date`);
    const where = sql.join(parts, sql` and `);
    const [rows, cnt] = await Promise.all([
      queryRows<Record<string, unknown>>(app.db, sql`select m.move_no as "moveNo", m.plant_cd as "plantCd", m.drug_no as "drugNo", d.drug_nm as "drugNm", d.unit_nm as "unitNm",
          m.move_type_cd as "moveTypeCd", m.move_ymd::text as "moveYmd", m.qty, m.delta_qty as "deltaQty", m.visit_no as "visitNo", m.remark,
          m.create_user_id as "createUserId", ${iso(sql`m.create_dt`)} as "createDt"
        from hea_drug_move m join hea_drug d on d.drug_no = m.drug_no where ${where}
        order by m.move_ymd desc, m.move_no desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
      queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from hea_drug_move m where ${where}`),
    ]);
    return {
      list: rows.map((x) => ({ ...x, moveNo: Number(x.moveNo), drugNo: Number(x.drugNo), qty: Number(x.qty), deltaQty: Number(x.deltaQty), visitNo: num(x.visitNo) }) as z.infer<typeof ZDrugMove>),
      totalCount: Number(cnt[0]!.n), page: q.page, limit: q.limit,
    };
  });

  r.post('/api/hea/drug/moves', {
    config: menuWrite(M.drug),
    schema: { tags: ['hea drug'], summary: '입고 / 출고 / 폐기 of a drug; a withdrawal beyond the stock is refused with 409',
      body: ZDrugMoveInput, response: { 200: z.object({ moveNo: z.number(), drugNo: z.number(), stockQty: z.number() }) } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M.drug);
    return app.db.transaction(async (tx) => {
      const d = await queryRows<{ plant_cd: string }>(tx, sql`select plant_cd from hea_drug where drug_no = ${b.drugNo}`);
      if (!d[0]) throw badRequest([{ field: 'drugNo', message: MSG.drugNotUsable }], MSG.drugNotUsable);
      assertPlant(scope, d[0].plant_cd);
      const mv = await postDrugMove(tx, { plantCd: d[0].plant_cd, drugNo: b.drugNo, moveTypeCd: b.moveTypeCd, qty: b.qty, moveYmd: b.moveYmd, visitNo: null, remark: b.remark ?? null, userId: actor(req) });
      const out = { moveNo: mv.moveNo, drugNo: b.drugNo, stockQty: mv.stockQty };
      await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaDrugMove', entityKey: String(mv.moveNo), after: { ...b, ...out }, ip: req.ip });
      return out;
    });
  });

  // ---------- visits ----------
  const VisitList = z.object({ list: z.array(ZVisit), totalCount: z.number(), page: z.number(), limit: z.number() });
  r.get('/api/hea/infirmary/visits', {
    config: menuRead(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'infirmary visits (plant, department and vendor scope; newest first)',
      querystring: z.object({ ...zPage, plantCd: z.string().trim().max(10).optional(), fromYmd: zRealYmd.optional(), toYmd: zRealYmd.optional(),
        workerNm: z.string().trim().max(100).optional(), complaintCd: z.string().trim().max(30).optional(), userId: z.string().trim().max(50).optional() }),
      response: { 200: VisitList } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M.visit);
    const parts: SQL[] = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`v.plant_cd`, dept: sql`v.dept_cd`, vendor: sql`v.vendor_cd` });
    if (sw) parts.push(sw);
    if (q.plantCd) parts.push(sql`v.plant_cd = ${q.plantCd}`);
    if (q.fromYmd) parts.push(sql`v.visit_ymd >= ${q.fromYmd}::date`);
    if (q.toYmd) parts.push(sql`v.visit_ymd <= ${q.toYmd}::date`);
    if (q.workerNm) parts.push(sql`v.worker_nm like ${likeContains(q.workerNm)}`);
    if (q.complaintCd) parts.push(sql`v.complaint_cd = ${q.complaintCd}`);
    if (q.userId) parts.push(sql`v.user_id = ${q.userId}`);
    const where = sql.join(parts, sql` and `);
    const [rows, cnt] = await Promise.all([
      queryRows<Record<string, unknown>>(app.db, visitSelect(where, sql`order by v.visit_ymd desc, v.visit_hm desc, v.visit_no desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`)),
      queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from hea_infirmary_visit v where ${where}`),
    ]);
    return { list: rows.map(visitRow), totalCount: Number(cnt[0]!.n), page: q.page, limit: q.limit };
  });

  r.get('/api/hea/infirmary/visits/:visitNo', {
    config: menuRead(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'one visit with its prescriptions', params: z.object({ visitNo: zNo }), response: { 200: ZVisit } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M.visit);
    await loadVisit(app.db, scope, req.params.visitNo);
    return (await getVisit(app.db, req.params.visitNo))!;
  });

  r.post('/api/hea/infirmary/visits', {
    config: menuWrite(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'record a visit; each prescription posts a USE movement in the same transaction (409 when the stock is short)',
      body: ZVisitInput, response: { 200: ZVisit } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M.visit);
    assertPlant(scope, b.plantCd);
    return app.db.transaction(async (tx) => {
      await assertRealPlant(tx, b.plantCd);
      await assertCode(tx, HEA_INFIRMARY_CODE_GROUP.complaint, b.complaintCd, 'complaintCd');
      const w = await resolveWorker(tx, scope, b);
      const ins = await queryRows<{ visit_no: number }>(tx, sql`insert into hea_infirmary_visit (plant_cd, visit_ymd, visit_hm, user_id, worker_nm, dept_cd, vendor_cd, complaint_cd,
          symptom, bp_systolic, bp_diastolic, pulse, body_temp, blood_sugar, treatment, create_user_id, update_user_id)
        values (${b.plantCd}, ${b.visitYmd}::date, ${b.visitHm}, ${w.userId}, ${w.workerNm}, ${w.deptCd}, ${w.vendorCd}, ${b.complaintCd}, ${b.symptom ?? null},
          ${b.bpSystolic ?? null}, ${b.bpDiastolic ?? null}, ${b.pulse ?? null}, ${b.bodyTemp ?? null}, ${b.bloodSugar ?? null}, ${b.treatment ?? null}, ${actor(req)}, ${actor(req)})
        returning visit_no`);
      const visitNo = Number(ins[0]!.visit_no);
      await postPrescriptions(tx, req, visitNo, b.plantCd, b.visitYmd, b.prescriptions);
      const row = (await getVisit(tx, visitNo))!;
      await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaInfirmaryVisit', entityKey: String(visitNo), after: row, ip: req.ip });
      return row;
    });
  });

  r.put('/api/hea/infirmary/visits/:visitNo', {
    config: menuWrite(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'edit a visit (version); changed prescriptions give back the old quantities and take the new ones',
      params: z.object({ visitNo: zNo }), body: ZVisitInput.and(z.object({ version: z.number().int().min(1) })), response: { 200: ZVisit } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.visitNo;
    const scope = await menuScope(app.db, req, M.visit);
    return app.db.transaction(async (tx) => {
      const head = await loadVisit(tx, scope, no, true);
      if (head.version !== b.version) throw conflict();
      if (b.plantCd !== head.plantCd) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
      await assertCode(tx, HEA_INFIRMARY_CODE_GROUP.complaint, b.complaintCd, 'complaintCd');
      const w = await resolveWorker(tx, scope, b);
      const before = (await getVisit(tx, no))!;
      await queryRows(tx, sql`update hea_infirmary_visit set visit_ymd = ${b.visitYmd}::date, visit_hm = ${b.visitHm}, user_id = ${w.userId}, worker_nm = ${w.workerNm},
          dept_cd = ${w.deptCd}, vendor_cd = ${w.vendorCd}, complaint_cd = ${b.complaintCd}, symptom = ${b.symptom ?? null}, bp_systolic = ${b.bpSystolic ?? null},
          bp_diastolic = ${b.bpDiastolic ?? null}, pulse = ${b.pulse ?? null}, body_temp = ${b.bodyTemp ?? null}, blood_sugar = ${b.bloodSugar ?? null},
          treatment = ${b.treatment ?? null}, version = version + 1, update_user_id = ${actor(req)}, update_dt = now()
        where visit_no = ${no} and version = ${b.version}`);
      await revertPrescriptions(tx, no);
      await postPrescriptions(tx, req, no, head.plantCd, b.visitYmd, b.prescriptions);
      const row = (await getVisit(tx, no))!;
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaInfirmaryVisit', entityKey: String(no), before, after: row, ip: req.ip });
      return row;
    });
  });

  r.delete('/api/hea/infirmary/visits/:visitNo', {
    config: menuWrite(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'delete a visit (?version); its prescriptions go back to stock', params: z.object({ visitNo: zNo }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ visitNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.visitNo;
    const scope = await menuScope(app.db, req, M.visit);
    return app.db.transaction(async (tx) => {
      const head = await loadVisit(tx, scope, no, true);
      if (head.version !== req.query.version) throw conflict();
      const before = (await getVisit(tx, no))!;
      await revertPrescriptions(tx, no);
      await queryRows(tx, sql`delete from hea_infirmary_visit where visit_no = ${no}`);
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaInfirmaryVisit', entityKey: String(no), before, ip: req.ip });
      return { visitNo: no };
    });
  });

  // vendors of the plant, for recording a contractor worker's visit
  r.get('/api/hea/infirmary/vendors', {
    config: menuRead(M.visit),
    schema: { tags: ['hea infirmary'], summary: 'vendors of a plant (visit form)', querystring: z.object({ plantCd: z.string().trim().max(10).optional() }),
      response: { 200: z.array(z.object({ vendorCd: z.string(), vendorNm: z.string() })) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M.visit);
    const plant = listPlant(scope, req.query.plantCd);
    return queryRows<{ vendorCd: string; vendorNm: string }>(app.db, sql`select vendor_cd as "vendorCd", vendor_nm as "vendorNm" from com_vendor
      where ${plant ? sql`plant_cd = ${plant}` : sql`true`} order by vendor_nm`);
  });

  // ---------- usage statistics (spec §7: infirmary usage) ----------
  r.get('/api/hea/infirmary/usage', {
    config: menuRead(M.stat, M.visit, M.drug),
    schema: { tags: ['hea infirmary'], summary: 'usage statistics of a year: per month, per drug, per complaint category',
      querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100), plantCd: z.string().trim().max(10).optional() }), response: { 200: ZInfirmaryUsage } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M.stat);
    const plantCd = req.query.plantCd ?? scope.plantCd ?? '';
    assertPlant(scope, plantCd);
    const from = `${req.query.year}-01-01`;
    const to = `${req.query.year}-12-31`;
    const vParts: SQL[] = [sql`v.plant_cd = ${plantCd}`, sql`v.visit_ymd between ${from}::date and ${to}::date`];
    const sw = scopeWhere(scope, { dept: sql`v.dept_cd` });
    if (sw) vParts.push(sw);
    const vWhere = sql.join(vParts, sql` and `);
    const [byMonth, byDrug, byComplaint] = await Promise.all([
      queryRows<{ ym: string; visit_cnt: number; rx_qty: number }>(app.db, sql`select to_char(g.m, 'YYYY-MM') as ym,
          (select count(*) from hea_infirmary_visit v where ${vWhere} and date_trunc('month', v.visit_ymd) = g.m)::int as visit_cnt,
          (select coalesce(sum(x.qty), 0) from hea_infirmary_visit v join hea_infirmary_rx x on x.visit_no = v.visit_no where ${vWhere} and date_trunc('month', v.visit_ymd) = g.m)::int as rx_qty
        from generate_series(${from}::date, ${to}::date, interval '1 month') g(m) order by g.m`),
      queryRows<Record<string, unknown>>(app.db, sql`select d.drug_no as "drugNo", d.drug_nm as "drugNm", d.unit_nm as "unitNm",
          (select count(*) from hea_infirmary_rx x join hea_infirmary_visit v on v.visit_no = x.visit_no where x.drug_no = d.drug_no and ${vWhere})::int as "rxCnt",
          (select coalesce(sum(-m.delta_qty), 0) from hea_drug_move m where m.drug_no = d.drug_no and m.move_type_cd = 'USE' and m.move_ymd between ${from}::date and ${to}::date)::int as "useQty",
          (select coalesce(sum(m.qty), 0) from hea_drug_move m where m.drug_no = d.drug_no and m.move_type_cd = 'IN' and m.move_ymd between ${from}::date and ${to}::date)::int as "inQty",
          (select coalesce(sum(m.qty), 0) from hea_drug_move m where m.drug_no = d.drug_no and m.move_type_cd = 'DISPOSE' and m.move_ymd between ${from}::date and ${to}::date)::int as "disposeQty"
        from hea_drug d where d.plant_cd = ${plantCd} order by "useQty" desc, d.drug_nm`),
      queryRows<{ cd: string; nm: string | null; n: number }>(app.db, sql`select v.complaint_cd as cd, c.code_nm as nm, count(*)::int as n
        from hea_infirmary_visit v left join com_code_master c on c.code_group_cd = ${HEA_INFIRMARY_CODE_GROUP.complaint} and c.code = v.complaint_cd
        where ${vWhere} group by v.complaint_cd, c.code_nm, c.sort_order order by n desc, c.sort_order`),
    ]);
    return {
      year: req.query.year, plantCd,
      byMonth: byMonth.map((x) => ({ ym: x.ym, visitCnt: Number(x.visit_cnt), rxQty: Number(x.rx_qty) })),
      byDrug: byDrug.map((x) => ({ drugNo: Number(x.drugNo), drugNm: String(x.drugNm), unitNm: String(x.unitNm), rxCnt: Number(x.rxCnt), useQty: Number(x.useQty), inQty: Number(x.inQty), disposeQty: Number(x.disposeQty) })),
      byComplaint: byComplaint.map((x) => ({ complaintCd: x.cd, complaintNm: x.nm, visitCnt: Number(x.n) })),
    };
  });
}
