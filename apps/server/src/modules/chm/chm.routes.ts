import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chemicalResource, chemProdResource, chmDispenseResource, chmInoutResource, chmItemResource, chmLimitResource, chmMatcheckResource, chmStorageResource, CHM_MENUS,
  addMonthsYmd, CHM_MESSAGES, labelHCodes, labelPictograms, MESSAGES, resourceRowSchema, ymdIn, zIntParam, zPublicToken, ZChmInoutAnswer, ZChmInoutBody, ZChmRenewalBody,
  ZChmReviewBody, ZChmStockAnswer, ZChmStockQuery,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { resourceRoutes, toWire, type ResourceBinding } from '../../lib/resource/resource.routes.js';
import { getOne, loadScopedOne } from '../../lib/resource/resource.repository.js';
import { menuRead, menuWrite, publicRoute } from '../../lib/route-auth.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { dispenseBeforeWrite, issueDispense, receiveDispense } from './chm.dispense.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { registerNotificationKind } from '../notify/notify.kinds.js';
import { alertSdsDue, SDS_DUE_CRON, SDS_DUE_JOB } from './chm.jobs.js';
import { answerReview, assertMatcheckWritable, reviewerReach } from './chm.matcheck.js';
import { koshaRoutes, koshaSourceOf } from './chm.kosha.js';
import { chmLinkRoutes } from './chm.links.js';
import { regUploadRoutes } from './chm.reg-upload.js';
import { CHM_HP_VERSION } from './chm.seed.js';
import { CHM_NOTICE_KINDS, flagRegulationChange, hazmatMultipleSql, postMovement, recomputeProdRegs, refreshSdsDue } from './chm.service.js';
import {
  chmChemical, chmChemicalReg, chmContainer, chmDispense, chmInout, chmItem, chmLimit, chmMatcheck, chmMatcheckReview, chmProd, chmProdComponent, chmProdReg, chmProdSds, chmStorage,
} from './chm.tables.js';

for (const k of Object.values(CHM_NOTICE_KINDS)) registerNotificationKind(k);

const prodNmOf = (col: (f: string) => ReturnType<typeof sql>) => sql`(select p.prod_nm from chm_prod p where p.chem_prod_no = ${col('chemProdNo')})`;
const storageNmOf = (col: (f: string) => ReturnType<typeof sql>) => sql`(select s.storage_nm from chm_storage s where s.storage_no = ${col('storageNo')})`;

export const chemicalBinding: ResourceBinding = {
  def: chemicalResource, table: chmChemical, children: { regs: { table: chmChemicalReg, parentKey: 'chemNo' } }, listChildren: ['regs'],
  // the contract's chemNm searches the Korean and the English name
  filters: { chemNm: (v) => sql`(${chmChemical.chemNmKo} ilike ${`%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} or ${chmChemical.chemNmEn} ilike ${`%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`})` },
};
export const chemProdBinding: ResourceBinding = {
  def: chemProdResource, table: chmProd,
  children: { components: { table: chmProdComponent, parentKey: 'chemProdNo' }, regs: { table: chmProdReg, parentKey: 'chemProdNo' } },
};
export const storageBinding: ResourceBinding = {
  def: chmStorageResource, table: chmStorage, derived: { hazmatMultiple: (col) => hazmatMultipleSql(col('storageNo')) },
  children: { containers: { table: chmContainer, parentKey: 'storageNo' } },
};
export const itemBinding: ResourceBinding = { def: chmItemResource, table: chmItem, derived: { prodNm: prodNmOf } };
export const limitBinding: ResourceBinding = { def: chmLimitResource, table: chmLimit, derived: { prodNm: prodNmOf, storageNm: storageNmOf } };
export const inoutBinding: ResourceBinding = { def: chmInoutResource, table: chmInout, derived: { prodNm: prodNmOf, storageNm: storageNmOf } };
export const dispenseBinding: ResourceBinding = { def: chmDispenseResource, table: chmDispense, derived: { prodNm: prodNmOf, storageNm: storageNmOf } };
export const matcheckBinding: ResourceBinding = {
  def: chmMatcheckResource, table: chmMatcheck, children: { reviews: { table: chmMatcheckReview, parentKey: 'reqNo' } }, derived: { prodNm: prodNmOf },
  ownReach: reviewerReach,
};

registerResourceAttachments(chemProdBinding, '화학제품 MSDS');

const ZKey = z.object({ key: zIntParam().pipe(z.number().min(1)) });
const ProdRow = resourceRowSchema(chemProdResource);
const MatcheckRow = resourceRowSchema(chmMatcheckResource);
const ZTextOf = z.object({ code: z.string(), textKo: z.string().nullable(), textEn: z.string().nullable() });
const ZLabel = z.object({
  chemProdNo: z.number(), prodNm: z.string(), plantNm: z.string().nullable(), supplierNm: z.string().nullable(), makerNm: z.string().nullable(), emergencyTel: z.string().nullable(),
  signalWordCd: z.string().nullable(), sdsRevNo: z.number(), sdsRevYmd: z.string().nullable(), koshaNo: z.string().nullable(),
  pictograms: z.array(z.string()), hStatements: z.array(ZTextOf), pStatements: z.array(ZTextOf), statementVersion: z.string(),
  components: z.array(z.object({ casNo: z.string(), chemNm: z.string().nullable(), contentMinPct: z.number().nullable(), contentMaxPct: z.number().nullable() })),
  firstAidTxt: z.string().nullable(), spillTxt: z.string().nullable(), ppeTxt: z.string().nullable(), storageTxt: z.string().nullable(),
  regs: z.array(z.object({ regCd: z.string(), regNm: z.string().nullable() })),
  /** the product's random token for the container QR printed on the label */
  publicToken: z.string(),
});
type TLabel = z.infer<typeof ZLabel>;
const ZPublicStorage = z.object({ storageNm: z.string(), plantNm: z.string().nullable(), storageTypeNm: z.string().nullable(), locationDesc: z.string().nullable(), products: z.array(ZLabel.extend({ qtyKg: z.number() })) });

/** what a label, a warning sign and the shelf's phone page show of a product: its current SDS revision */
async function labelOf(db: FastifyInstance['db'], chemProdNo: number): Promise<TLabel | null> {
  const [p] = await queryRows<Record<string, unknown>>(db, sql`
    select p.*, (select code_nm from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = p.plant_cd) as plant_nm from chm_prod p where p.chem_prod_no = ${chemProdNo}`);
  if (!p) return null;
  const h = labelHCodes((p.h_codes as string[] | null) ?? []);
  const pc = ((p.p_codes as string[] | null) ?? []).map((x) => x.trim().toUpperCase());
  const texts = await queryRows<{ code: string; text_ko: string; text_en: string | null }>(db, sql`
    select code, text_ko, text_en from chm_hp_statement where ver_cd = ${CHM_HP_VERSION} and code in ${[...h, ...pc, '-']}`);
  const t = (code: string) => ({ code, textKo: texts.find((x) => x.code === code)?.text_ko ?? null, textEn: texts.find((x) => x.code === code)?.text_en ?? null });
  const comps = await queryRows<{ cas_no: string; chem_nm: string | null; content_min_pct: number | null; content_max_pct: number | null }>(db, sql`
    select cas_no, chem_nm, content_min_pct, content_max_pct from chm_prod_component where chem_prod_no = ${chemProdNo} order by row_no, comp_no`);
  const regs = await queryRows<{ reg_cd: string; reg_nm: string | null }>(db, sql`
    select distinct r.reg_cd, c.code_nm as reg_nm, c.sort_order from chm_prod_reg r left join com_code_master c on c.code_group_cd = 'CHM_REG' and c.code = r.reg_cd where r.chem_prod_no = ${chemProdNo} order by c.sort_order`);
  const s = (k: string) => (p[k] as string | null) ?? null;
  return {
    chemProdNo, prodNm: String(p.prod_nm), plantNm: s('plant_nm'), supplierNm: s('supplier_nm'), makerNm: s('maker_nm'), emergencyTel: s('emergency_tel'),
    signalWordCd: s('signal_word_cd'), sdsRevNo: Number(p.sds_rev_no), sdsRevYmd: s('sds_rev_ymd'), koshaNo: s('kosha_no'),
    pictograms: labelPictograms((p.h_codes as string[] | null) ?? []), hStatements: h.map(t), pStatements: pc.map(t), statementVersion: CHM_HP_VERSION,
    components: comps.map((c) => ({ casNo: c.cas_no, chemNm: c.chem_nm, contentMinPct: c.content_min_pct === null ? null : Number(c.content_min_pct), contentMaxPct: c.content_max_pct === null ? null : Number(c.content_max_pct) })),
    firstAidTxt: s('first_aid_txt'), spillTxt: s('spill_txt'), ppeTxt: s('ppe_txt'), storageTxt: s('storage_txt'),
    regs: regs.map((r) => ({ regCd: r.reg_cd, regNm: r.reg_nm })),
    publicToken: String(p.public_token),
  };
}

/** 화학물질·MSDS (issue 26): regulation base, products with SDS revisions, storages, items, limits, in/out, stock, review */
export async function chmRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const timeZone = app.config.plantTimeZone ?? 'Asia/Seoul';
  app.jobs.schedule(SDS_DUE_JOB, SDS_DUE_CRON, async ({ now }) => alertSdsDue(app.db, ymdIn(now, timeZone)));

  await app.register(resourceRoutes(chemicalBinding, {
    // a substance's regulations edited by hand: the products using it are recomputed, flagged and their owners told
    afterWrite: async ({ tx, req, row, before }) => {
      const cas = [String(row.casNo), ...(before && before.casNo !== row.casNo ? [String(before.casNo)] : [])];
      await flagRegulationChange(tx, cas, req.principal!.userId);
    },
  }));
  await app.register(resourceRoutes(chemProdBinding, {
    afterWrite: async ({ tx, row }) => {
      const no = Number(row.chemProdNo);
      await recomputeProdRegs(tx, [no]);
      await refreshSdsDue(tx, [no]);
    },
    beforeWrite: async ({ tx, op, before, values }) => {
      // filled from a KOSHA MSDS import: the server's fetch record gives the source and the fetch time (never the body)
      if (op !== 'delete' && 'koshaFetchNo' in values && (op === 'create' || values.koshaFetchNo !== before?.koshaFetchNo)) {
        const src = await koshaSourceOf(tx, values.koshaFetchNo);
        values.sdsSourceNm = src?.sdsSourceNm ?? null;
        values.sdsFetchDt = src?.sdsFetchDt ?? null;
      }
      if (op === 'delete' && before) {
        const used = await queryRows(tx, sql`select 1 from chm_inout where chem_prod_no = ${before.chemProdNo} limit 1`);
        if (used.length) throw conflict('입출고 내역이 있는 화학제품은 삭제할 수 없습니다.');
        const held = await queryRows(tx, sql`select 1 from chm_container where chem_prod_no = ${before.chemProdNo} limit 1`);
        if (held.length) throw conflict('용기(로트)가 등록된 화학제품은 삭제할 수 없습니다. 저장소의 용기 행을 먼저 지우세요.');
        await tx.delete(chmProdSds).where(eq(chmProdSds.chemProdNo, Number(before.chemProdNo)));
      }
    },
  }));
  await app.register(resourceRoutes(storageBinding, {
    // a container row names a product of the storage's plant (row message otherwise)
    beforeWrite: async ({ tx, req, op, values, before }) => {
      const rows = (req.body as { containers?: { chemProdNo?: number | null }[] } | undefined)?.containers;
      if (op === 'delete' || !rows?.length) return;
      const plantCd = String(values.plantCd ?? before?.plantCd);
      const nos = [...new Set(rows.map((x) => Number(x.chemProdNo)).filter((n) => n > 0))];
      const good = new Set((nos.length ? await queryRows<{ n: number }>(tx, sql`select chem_prod_no as n from chm_prod where plant_cd = ${plantCd} and chem_prod_no in ${nos}`) : []).map((x) => Number(x.n)));
      const bad = rows.findIndex((x) => !good.has(Number(x.chemProdNo)));
      if (bad >= 0) {
        const message = `${bad + 1}번째 행: ${CHM_MESSAGES.storagePlant}`;
        throw badRequest([{ field: `containers.${bad}.chemProdNo`, message }], message);
      }
    },
  }));
  await app.register(resourceRoutes(itemBinding));
  await app.register(resourceRoutes(limitBinding));
  await app.register(resourceRoutes(inoutBinding, { only: ['find', 'get', 'excel'] }));
  await app.register(resourceRoutes(matcheckBinding, { beforeWrite: (ctx) => assertMatcheckWritable(ctx.tx, ctx.op, ctx.req, ctx.before) }));
  await app.register(resourceRoutes(dispenseBinding, { beforeWrite: dispenseBeforeWrite, workflow: { hooks: { issue: issueDispense, receive: receiveDispense } } }));

  // ----- renewal: a new SDS revision; the one it replaces is kept (chm_prod_sds)
  r.post('/api/baseinfo/chemprod/:key/renewal', {
    config: menuWrite(CHM_MENUS.product),
    schema: { tags: [chemProdResource.name], summary: 'MSDS 개정: 새 개정차수, 이전 개정은 이력으로 보존 (409 stale)', params: ZKey, body: ZChmRenewalBody, response: { 200: ProdRow } },
  }, async (req) => {
    const b = req.body;
    const p = req.principal!;
    const out = await app.db.transaction(async (tx) => {
      const scope = await requestScope(tx, req, CHM_MENUS.product);
      const before = await loadScopedOne(tx, chemProdBinding, req.params.key, scope);
      if (!scope.allPlants && before.plantCd !== scope.plantCd) throw new AppError(403, MESSAGES.outOfScope);
      const comps = await tx.select().from(chmProdComponent).where(eq(chmProdComponent.chemProdNo, req.params.key));
      await tx.insert(chmProdSds).values({
        chemProdNo: req.params.key, sdsRevNo: Number(before.sdsRevNo), sdsRevYmd: (before.sdsRevYmd as string | null) ?? null, koshaNo: (before.koshaNo as string | null) ?? null,
        signalWordCd: (before.signalWordCd as string | null) ?? null, hCodes: before.hCodes as string[] | null, pCodes: before.pCodes as string[] | null, euhCodes: before.euhCodes as string[] | null,
        components: comps.map((c) => ({ casNo: c.casNo, chemNm: c.chemNm, contentMinPct: c.contentMinPct, contentMaxPct: c.contentMaxPct })),
        replacedByUserId: p.userId, renewalReason: b.renewalReason ?? null,
      });
      const res = await tx.update(chmProd).set({
        sdsRevNo: sql`${chmProd.sdsRevNo} + 1`, sdsRevYmd: b.sdsRevYmd, koshaNo: b.koshaNo ?? before.koshaNo as string | null,
        ...(b.signalWordCd !== undefined ? { signalWordCd: b.signalWordCd } : {}), ...(b.hCodes ? { hCodes: b.hCodes } : {}), ...(b.pCodes ? { pCodes: b.pCodes } : {}), ...(b.euhCodes ? { euhCodes: b.euhCodes } : {}),
        version: sql`${chmProd.version} + 1`, updateUserId: p.userId, updateDt: sql`now()`,
      }).where(and(eq(chmProd.chemProdNo, req.params.key), eq(chmProd.version, b.version))).returning({ k: chmProd.chemProdNo });
      if (!res.length) throw conflict();
      if (b.components) {
        await tx.delete(chmProdComponent).where(eq(chmProdComponent.chemProdNo, req.params.key));
        if (b.components.length) {
          await tx.insert(chmProdComponent).values(b.components.map((c, i) => ({
            chemProdNo: req.params.key, casNo: c.casNo, chemNm: c.chemNm ?? null, contentMinPct: c.contentMinPct ?? null, contentMaxPct: c.contentMaxPct ?? null, rowNo: i + 1, createUserId: p.userId, updateUserId: p.userId,
          })));
        }
      }
      await recomputeProdRegs(tx, [req.params.key]);
      await refreshSdsDue(tx, [req.params.key]);
      const after = toWire({ ...(await getOne(tx, chemProdBinding, req.params.key))!, ...(await chmKids(tx, req.params.key)) });
      await writeAudit(tx, { userId: p.userId, action: 'CHM_SDS_RENEWAL', entity: chemProdResource.name, entityKey: String(req.params.key), before: toWire(before), after, ip: req.ip });
      return after;
    });
    return out as z.infer<typeof ProdRow>;
  });

  const chmKids = async (db: Parameters<typeof getOne>[0], key: number) => ({
    components: await db.select().from(chmProdComponent).where(eq(chmProdComponent.chemProdNo, key)).orderBy(chmProdComponent.rowNo),
    regs: await db.select().from(chmProdReg).where(eq(chmProdReg.chemProdNo, key)).orderBy(chmProdReg.regCd),
  });

  r.get('/api/baseinfo/chemprod/:key/sds', {
    config: menuRead(CHM_MENUS.product),
    schema: {
      tags: [chemProdResource.name], summary: 'earlier SDS revisions of a product (newest first)', params: ZKey,
      response: { 200: z.object({ list: z.array(z.object({ sdsRevNo: z.number(), sdsRevYmd: z.string().nullable(), koshaNo: z.string().nullable(), signalWordCd: z.string().nullable(), hCodes: z.array(z.string()).nullable(), replacedByUserId: z.string().nullable(), replacedDt: z.string(), renewalReason: z.string().nullable() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, CHM_MENUS.product);
    await loadScopedOne(app.db, chemProdBinding, req.params.key, scope);
    const rows = await app.db.select().from(chmProdSds).where(eq(chmProdSds.chemProdNo, req.params.key)).orderBy(sql`${chmProdSds.sdsRevNo} desc`);
    return { list: rows.map((x) => ({ sdsRevNo: x.sdsRevNo, sdsRevYmd: x.sdsRevYmd, koshaNo: x.koshaNo, signalWordCd: x.signalWordCd, hCodes: x.hCodes, replacedByUserId: x.replacedByUserId, replacedDt: x.replacedDt.toISOString(), renewalReason: x.renewalReason })) };
  });

  r.get('/api/baseinfo/chemprod/:key/label', {
    config: menuRead(CHM_MENUS.product),
    schema: { tags: [chemProdResource.name], summary: 'GHS label / warning sign content of the current SDS revision (pictograms by precedence, H/P texts of the versioned table)', params: ZKey, response: { 200: ZLabel } },
  }, async (req) => {
    const scope = await requestScope(app.db, req, CHM_MENUS.product);
    await loadScopedOne(app.db, chemProdBinding, req.params.key, scope);
    return (await labelOf(app.db, req.params.key))!;
  });

  // ----- in/out and stock
  r.post('/api/chm/inout', {
    config: menuWrite(CHM_MENUS.inout),
    schema: { tags: [chmInoutResource.name], summary: '입고·출고·폐기·재고조정 (kg/L via density; 409 negative stock, permitted amount, no confirmed review)', body: ZChmInoutBody, response: { 200: ZChmInoutAnswer } },
  }, async (req) => app.db.transaction(async (tx) => postMovement(tx, { userId: req.principal!.userId, ip: req.ip, principal: req.principal! }, await requestScope(tx, req, CHM_MENUS.inout), req.body)));

  r.get('/api/chm/stock', {
    config: menuRead(CHM_MENUS.stock),
    schema: { tags: ['chmStock'], summary: 'stock per storage and product (kg), in the caller\'s plant scope', querystring: ZChmStockQuery, response: { 200: ZChmStockAnswer } },
  }, async (req) => {
    const q = req.query;
    const scope = await requestScope(app.db, req, CHM_MENUS.stock);
    if (q.plantCd) assertPlantReachable(scope, q.plantCd);
    if (scope.vendorCd !== null) return { list: [] };
    const plant = q.plantCd ?? (scope.allPlants ? null : scope.plantCd);
    const rows = await queryRows<{ plant_cd: string; storage_no: number; storage_nm: string | null; chem_prod_no: number; prod_nm: string | null; qty_kg: number }>(app.db, sql`
      select s.plant_cd, s.storage_no, st.storage_nm, s.chem_prod_no, p.prod_nm, s.qty_kg
        from chm_stock s join chm_storage st on st.storage_no = s.storage_no join chm_prod p on p.chem_prod_no = s.chem_prod_no
       where (${plant}::text is null or s.plant_cd = ${plant})
         and (${q.storageNo ?? null}::int is null or s.storage_no = ${q.storageNo ?? null})
         and (${q.chemProdNo ?? null}::int is null or s.chem_prod_no = ${q.chemProdNo ?? null})
       order by s.storage_no, s.chem_prod_no limit 5000`);
    return { list: rows.map((x) => ({ plantCd: x.plant_cd, storageNo: x.storage_no, storageNm: x.storage_nm, chemProdNo: x.chem_prod_no, prodNm: x.prod_nm, qtyKg: Number(x.qty_kg) })) };
  });

  // ----- 수불대장: one month of a plant's (or a storage's) movements per product with the carried-over and closing stock
  r.get('/api/chm/inout/ledger', {
    config: menuRead(CHM_MENUS.inout),
    schema: {
      tags: [chmInoutResource.name], summary: '월별 수불대장 (.xlsx): 전월이월, 입고, 출고·사용, 폐기, 조정, 재고 per product and storage',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), ym: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), storageNo: zIntParam().optional() }),
    },
  }, async (req, reply) => {
    const { plantCd, ym, storageNo } = req.query;
    const scope = await requestScope(app.db, req, CHM_MENUS.inout);
    assertPlantReachable(scope, plantCd);
    if (scope.vendorCd !== null) throw new AppError(403, MESSAGES.outOfScope);
    const from = `${ym}-01`;
    const to = addMonthsYmd(from, 1);
    const st = storageNo ?? null;
    const opening = await queryRows<{ storage_no: number; chem_prod_no: number; kg: number }>(app.db, sql`
      select distinct on (storage_no, chem_prod_no) storage_no, chem_prod_no, balance_kg as kg from chm_inout
       where plant_cd = ${plantCd} and inout_ymd < ${from} and (${st}::int is null or storage_no = ${st})
       order by storage_no, chem_prod_no, inout_ymd desc, inout_no desc`);
    const lines = await queryRows<Record<string, unknown>>(app.db, sql`
      select i.storage_no, s.storage_nm, i.chem_prod_no, p.prod_nm, i.inout_ymd, i.inout_type_cd, c.code_nm as type_nm, i.qty, i.unit_cd, i.delta_kg, i.balance_kg, i.remark, u.user_nm
        from chm_inout i join chm_storage s on s.storage_no = i.storage_no join chm_prod p on p.chem_prod_no = i.chem_prod_no
        left join com_code_master c on c.code_group_cd = 'CHM_INOUT_TYPE' and c.code = i.inout_type_cd left join com_user u on u.user_id = i.create_user_id
       where i.plant_cd = ${plantCd} and i.inout_ymd >= ${from} and i.inout_ymd < ${to} and (${st}::int is null or i.storage_no = ${st})
       order by i.storage_no, i.chem_prod_no, i.inout_ymd, i.inout_no`);
    const names = await queryRows<{ storage_no: number; storage_nm: string; chem_prod_no: number; prod_nm: string }>(app.db, sql`
      select s.storage_no, s.storage_nm, p.chem_prod_no, p.prod_nm from chm_storage s cross join chm_prod p
       where (s.storage_no, p.chem_prod_no) in (select storage_no, chem_prod_no from chm_stock where plant_cd = ${plantCd})`);
    const nameOf = (sn: number, pn: number) => names.find((n) => n.storage_no === sn && n.chem_prod_no === pn);
    const rows: Record<string, unknown>[] = [];
    const keys = [...new Set([...opening.map((o) => `${o.storage_no}|${o.chem_prod_no}`), ...lines.map((l) => `${String(l.storage_no)}|${String(l.chem_prod_no)}`)])];
    for (const k of keys) {
      const [sn, pn] = k.split('|').map(Number) as [number, number];
      const open = Number(opening.find((o) => o.storage_no === sn && o.chem_prod_no === pn)?.kg ?? 0);
      const mine = lines.filter((l) => Number(l.storage_no) === sn && Number(l.chem_prod_no) === pn);
      const nm = nameOf(sn, pn);
      const base = { storageNm: mine[0]?.storage_nm ?? nm?.storage_nm ?? sn, prodNm: mine[0]?.prod_nm ?? nm?.prod_nm ?? pn };
      rows.push({ ...base, ymd: from, typeNm: '전월이월', balanceKg: open });
      const sum = (types: string[]) => mine.filter((l) => types.includes(String(l.inout_type_cd))).reduce((a, l) => a + Number(l.delta_kg), 0);
      for (const l of mine) {
        const d = Number(l.delta_kg);
        rows.push({ ...base, ymd: l.inout_ymd, typeNm: l.type_nm, qty: Number(l.qty), unitCd: l.unit_cd, inKg: d > 0 ? d : null, outKg: d < 0 ? -d : null, balanceKg: Number(l.balance_kg), remark: l.remark, userNm: l.user_nm });
      }
      const close = mine.length ? Number(mine[mine.length - 1]!.balance_kg) : open;
      rows.push({ ...base, typeNm: `월계 (입고 ${sum(['IN']).toFixed(3)} / 출고 ${(-sum(['OUT'])).toFixed(3)} / 폐기 ${(-sum(['DISPOSE'])).toFixed(3)} / 조정 ${sum(['ADJUST']).toFixed(3)})`, balanceKg: close });
    }
    return sendXlsx(reply, {
      fileName: `수불대장_${ym}.xlsx`, asciiName: `chm-ledger-${ym}.xlsx`, sheetName: `수불대장 ${ym}`, timeZone: app.config.plantTimeZone, log: req.log,
      columns: [
        { key: 'storageNm', header: '저장소', width: 24 }, { key: 'prodNm', header: '화학제품', width: 30 }, { key: 'ymd', header: '일자', width: 12, kind: 'date' },
        { key: 'typeNm', header: '구분', width: 24 }, { key: 'qty', header: '수량', width: 10, kind: 'number' }, { key: 'unitCd', header: '단위', width: 6 },
        { key: 'inKg', header: '입고(kg)', width: 12, kind: 'number' }, { key: 'outKg', header: '출고·폐기(kg)', width: 12, kind: 'number' }, { key: 'balanceKg', header: '재고(kg)', width: 12, kind: 'number' },
        { key: 'remark', header: '비고', width: 24 }, { key: 'userNm', header: '작성자', width: 10 },
      ],
      batches: (async function* () { yield rows; })(),
    });
  });

  // ----- new-chemical review: each reviewer confirms or rejects their own row
  for (const action of ['confirm', 'reject'] as const) {
    r.post(`/api/chm/matcheckrequest/:key/${action}`, {
      config: menuRead(CHM_MENUS.matcheck),
      schema: { tags: [chmMatcheckResource.name], summary: `the caller's review row: ${action} (403 not a reviewer, 409 stale or decided)`, params: ZKey, body: ZChmReviewBody, response: { 200: MatcheckRow } },
    }, async (req) => (await answerReview(app.db, req, matcheckBinding, req.params.key, action, req.body)) as z.infer<typeof MatcheckRow>);
  }

  // ----- public pages (QR on a storage's shelf or a container's label): random tokens, never numbers
  r.get('/api/public/chm/storage/:token', {
    config: publicRoute,
    schema: { tags: [chmStorageResource.name], summary: '저장소 QR: 보관 중인 제품의 MSDS 요약 (그림문자, 신호어, 응급조치, 누출 시 조치, 보호구)', params: z.object({ token: zPublicToken }), response: { 200: ZPublicStorage } },
  }, async (req) => {
    await enforceRateLimit(app.db, `chm-public:${req.ip}`, { limit: 60, windowSec: 60 });
    const [s] = await queryRows<{ storage_no: number; storage_nm: string; plant_nm: string | null; type_nm: string | null; location_desc: string | null }>(app.db, sql`
      select s.storage_no, s.storage_nm, s.location_desc,
             (select code_nm from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = s.plant_cd) as plant_nm,
             (select code_nm from com_code_master where code_group_cd = 'CHM_STORAGE_TYPE' and code = s.storage_type_cd) as type_nm
        from chm_storage s where s.public_token = ${req.params.token} and s.use_yn = 'Y'`);
    if (!s) throw new AppError(404, MESSAGES.notFound);
    const stock = await queryRows<{ chem_prod_no: number; qty_kg: number }>(app.db, sql`select chem_prod_no, qty_kg from chm_stock where storage_no = ${s.storage_no} and qty_kg > 0 order by chem_prod_no limit 100`);
    const products = [];
    for (const x of stock) products.push({ ...(await labelOf(app.db, x.chem_prod_no))!, qtyKg: Number(x.qty_kg) });
    return { storageNm: s.storage_nm, plantNm: s.plant_nm, storageTypeNm: s.type_nm, locationDesc: s.location_desc, products };
  });

  r.get('/api/public/chm/prod/:token', {
    config: publicRoute,
    schema: { tags: [chemProdResource.name], summary: '용기 QR: 제품의 MSDS 요약', params: z.object({ token: zPublicToken }), response: { 200: ZLabel } },
  }, async (req) => {
    await enforceRateLimit(app.db, `chm-public:${req.ip}`, { limit: 60, windowSec: 60 });
    const [p] = await queryRows<{ n: number }>(app.db, sql`select chem_prod_no as n from chm_prod where public_token = ${req.params.token}`);
    if (!p) throw new AppError(404, MESSAGES.notFound);
    return (await labelOf(app.db, p.n))!;
  });

  const ZPublicContainer = ZLabel.extend({
    container: z.object({ lotNo: z.string(), containerNm: z.string().nullable(), storageNm: z.string(), locationDesc: z.string().nullable(), receivedYmd: z.string().nullable(), expiryYmd: z.string().nullable(), useYn: z.string() }),
  });
  r.get('/api/public/chm/container/:token', {
    config: publicRoute,
    schema: { tags: [chmStorageResource.name], summary: '용기(로트) QR: 그 용기의 로트와 제품의 MSDS 요약', params: z.object({ token: zPublicToken }), response: { 200: ZPublicContainer } },
  }, async (req) => {
    await enforceRateLimit(app.db, `chm-public:${req.ip}`, { limit: 60, windowSec: 60 });
    const [c] = await queryRows<{ chem_prod_no: number; lot_no: string; container_nm: string | null; storage_nm: string; location_desc: string | null; received_ymd: string | null; expiry_ymd: string | null; use_yn: string }>(app.db, sql`
      select c.chem_prod_no, c.lot_no, c.container_nm, s.storage_nm, s.location_desc, c.received_ymd::text, c.expiry_ymd::text, c.use_yn
        from chm_container c join chm_storage s on s.storage_no = c.storage_no where c.public_token = ${req.params.token}`);
    if (!c) throw new AppError(404, MESSAGES.notFound);
    return {
      ...(await labelOf(app.db, c.chem_prod_no))!,
      container: { lotNo: c.lot_no, containerNm: c.container_nm, storageNm: c.storage_nm, locationDesc: c.location_desc, receivedYmd: c.received_ymd, expiryYmd: c.expiry_ymd, useYn: c.use_yn },
    };
  });

  await app.register(regUploadRoutes);
  await app.register(chmLinkRoutes);
  await app.register(koshaRoutes);
}

export { CHM_MESSAGES };
