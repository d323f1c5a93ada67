import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addMonthsYmd, CHM_CODE_GROUPS, CHM_HAZMAT_REG, CHM_LIMIT_WARN_RATIO, CHM_MENUS, CHM_MESSAGES, CHM_SDS_REVIEW_MONTHS_DEFAULT, CHM_SDS_REVIEW_SETTING,
  productRegs, toKg, type TChmInoutBody, type TChmProdReg,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden, notFound, outOfScope } from '../../lib/errors.js';
import { assertPlantReachable, type DataScope } from '../../lib/scope.js';
import { loadMenuRights, type Principal } from '../auth/principal.js';
import { notify } from '../notify/notify.service.js';
import { chmInout, chmProd, chmProdReg, chmStock } from './chm.tables.js';

export const CHM_NOTICE_KINDS = { regAlert: 'CHM_REG_ALERT', sdsDue: 'CHM_SDS_DUE', review: 'CHM_MATCHECK' } as const;

/** months after an SDS revision date when it is due for review (code data CHM_SETTING/SDS_REVIEW_MONTHS, default 36) */
export async function sdsReviewMonths(db: DbOrTx): Promise<number> {
  const [r] = await queryRows<{ attr1: string | null }>(db, sql`select attr1 from com_code_master where code_group_cd = ${CHM_CODE_GROUPS.setting} and code = ${CHM_SDS_REVIEW_SETTING} and use_yn = 'Y'`);
  const n = Number(r?.attr1);
  return Number.isInteger(n) && n > 0 ? n : CHM_SDS_REVIEW_MONTHS_DEFAULT;
}

/** sets each product's SDS review due date from its revision date */
export async function refreshSdsDue(tx: DbOrTx, chemProdNos: number[]): Promise<void> {
  if (!chemProdNos.length) return;
  const months = await sdsReviewMonths(tx);
  const rows = await tx.select({ no: chmProd.chemProdNo, ymd: chmProd.sdsRevYmd, due: chmProd.sdsDueYmd }).from(chmProd).where(inArray(chmProd.chemProdNo, chemProdNos));
  for (const r of rows) {
    const due = r.ymd ? addMonthsYmd(r.ymd, months) : null;
    if (due !== r.due) await tx.update(chmProd).set({ sdsDueYmd: due }).where(eq(chmProd.chemProdNo, r.no));
  }
}

const regKey = (r: Pick<TChmProdReg, 'regCd' | 'casNo' | 'contentMaxPct' | 'thresholdPct'>) => `${r.regCd}|${r.casNo}|${r.contentMaxPct}|${r.thresholdPct}`;

/**
 * Rewrites the regulations of the products from their components and the regulation base (the one rule,
 * `productRegs` of @jikim/shared). Answers the products whose set changed.
 */
export async function recomputeProdRegs(tx: DbOrTx, chemProdNos: number[]): Promise<number[]> {
  if (!chemProdNos.length) return [];
  const comps = await queryRows<{ chem_prod_no: number; cas_no: string; content_max_pct: number | null }>(tx, sql`
    select chem_prod_no, cas_no, content_max_pct from chm_prod_component where chem_prod_no in ${chemProdNos}`);
  const cas = [...new Set(comps.map((c) => c.cas_no.trim()))];
  const regs = cas.length ? await queryRows<{ cas_no: string; reg_cd: string; threshold_pct: number }>(tx, sql`
    select ch.cas_no, r.reg_cd, r.threshold_pct from chm_chemical ch join chm_chemical_reg r on r.chem_no = ch.chem_no where ch.cas_no in ${cas}`) : [];
  const regRows = regs.map((r) => ({ casNo: r.cas_no, regCd: r.reg_cd, thresholdPct: Number(r.threshold_pct) }));
  const old = await tx.select().from(chmProdReg).where(inArray(chmProdReg.chemProdNo, chemProdNos));
  const changed: number[] = [];
  for (const no of chemProdNos) {
    const next = productRegs(comps.filter((c) => c.chem_prod_no === no).map((c) => ({ casNo: c.cas_no, contentMaxPct: c.content_max_pct === null ? null : Number(c.content_max_pct) })), regRows);
    const before = old.filter((o) => o.chemProdNo === no);
    const a = before.map(regKey).sort().join(';');
    const b = next.map(regKey).sort().join(';');
    if (a === b) continue;
    changed.push(no);
    await tx.delete(chmProdReg).where(eq(chmProdReg.chemProdNo, no));
    if (next.length) await tx.insert(chmProdReg).values(next.map((r) => ({ chemProdNo: no, ...r })));
  }
  return changed;
}

/** products having a component of one of these CAS numbers */
export async function productsWithCas(tx: DbOrTx, cas: string[]): Promise<number[]> {
  if (!cas.length) return [];
  const rows = await queryRows<{ n: number }>(tx, sql`select distinct chem_prod_no as n from chm_prod_component where cas_no in ${cas}`);
  return rows.map((r) => r.n);
}

/**
 * After a regulation change (an upload or a substance edited): recompute the products using those substances; the
 * ones whose regulations changed are flagged (regAlertYn) and their owners (owner, registrant) told.
 */
export async function flagRegulationChange(tx: DbOrTx, cas: string[], actorUserId: string): Promise<number[]> {
  const changed = await recomputeProdRegs(tx, await productsWithCas(tx, cas));
  if (!changed.length) return [];
  const rows = await tx.update(chmProd).set({ regAlertYn: 'Y', version: sql`${chmProd.version} + 1`, updateUserId: actorUserId, updateDt: sql`now()` })
    .where(inArray(chmProd.chemProdNo, changed)).returning({ no: chmProd.chemProdNo, nm: chmProd.prodNm, owner: chmProd.ownerUserId, creator: chmProd.createUserId });
  for (const r of rows) {
    await notify(tx, {
      userIds: [r.owner, r.creator].filter((x): x is string => !!x), kind: CHM_NOTICE_KINDS.regAlert,
      title: CHM_MESSAGES.regChanged(r.nm), body: '규제물질 기준정보가 바뀌어 이 제품의 해당 규제가 달라졌습니다. 라벨·경고표지·허가량을 확인하세요.',
      link: { route: '/chm/chemProd', key: String(r.no) },
    });
  }
  return changed;
}

// ---- stock --------------------------------------------------------------------------------------------------------

const round = (n: number) => Math.round(n * 1e6) / 1e6;

type TLimitCheck = { limitNo: number; name: string; limitKg: number; afterKg: number };

/**
 * The permitted amounts a receipt touches: limits of the plant (whole plant, or this storage) for the product or for
 * one of its regulation categories, with the stock they count after the receipt.
 */
async function limitsAfter(tx: DbOrTx, plantCd: string, storageNo: number, chemProdNo: number, addKg: number): Promise<TLimitCheck[]> {
  const limits = await queryRows<{ limit_no: number; storage_no: number | null; reg_cd: string | null; chem_prod_no: number | null; limit_kg: number; nm: string | null }>(tx, sql`
    select l.limit_no, l.storage_no, l.reg_cd, l.chem_prod_no, l.limit_kg,
           coalesce((select code_nm from com_code_master where code_group_cd = ${CHM_CODE_GROUPS.reg} and code = l.reg_cd), (select prod_nm from chm_prod where chem_prod_no = l.chem_prod_no)) as nm
      from chm_limit l
     where l.plant_cd = ${plantCd} and (l.storage_no is null or l.storage_no = ${storageNo})
       and (l.chem_prod_no = ${chemProdNo} or l.reg_cd in (select reg_cd from chm_prod_reg where chem_prod_no = ${chemProdNo}))`);
  const out: TLimitCheck[] = [];
  for (const l of limits) {
    const [cur] = await queryRows<{ kg: number | null }>(tx, sql`
      select coalesce(sum(s.qty_kg), 0) as kg from chm_stock s
       where s.plant_cd = ${plantCd} and (${l.storage_no}::int is null or s.storage_no = ${l.storage_no})
         and ${l.chem_prod_no !== null ? sql`s.chem_prod_no = ${l.chem_prod_no}` : sql`exists (select 1 from chm_prod_reg r where r.chem_prod_no = s.chem_prod_no and r.reg_cd = ${l.reg_cd})`}`);
    out.push({ limitNo: l.limit_no, name: l.nm ?? String(l.limit_no), limitKg: Number(l.limit_kg), afterKg: Number(cur?.kg ?? 0) + addKg });
  }
  return out;
}

/**
 * One movement (입고, 출고·사용, 폐기, 재고조정) of a product in a storage: quantity in kg or L (L × density), the stock row
 * locked and moved in the same transaction, refused (409) when the stock would go negative, when a receipt's product has
 * no confirmed new-chemical review, or when a receipt takes a permitted amount over its limit without the safety team's
 * override (write on 허가량 관리, with a reason). Above 80 % a receipt warns.
 */
/** who books a movement: the caller (with the principal a limit override needs), or a workflow step's actor */
export type TMovementActor = { userId: string; ip: string | null; principal?: Principal };

export async function postMovement(tx: DbOrTx, actor: TMovementActor, scope: DataScope, b: TChmInoutBody) {
  const p = actor;
  assertPlantReachable(scope, b.plantCd);
  const [storage] = await queryRows<{ plant_cd: string }>(tx, sql`select plant_cd from chm_storage where storage_no = ${b.storageNo}`);
  if (!storage) throw badRequest([{ field: 'storageNo', message: '[저장소]에 입력한 값이 존재하지 않습니다.' }], '[저장소]에 입력한 값이 존재하지 않습니다.');
  const [prod] = await queryRows<{ plant_cd: string; density_kg_l: number | null; usable_yn: string; prod_nm: string }>(tx, sql`
    select plant_cd, density_kg_l, usable_yn, prod_nm from chm_prod where chem_prod_no = ${b.chemProdNo}`);
  if (!prod) throw badRequest([{ field: 'chemProdNo', message: '[화학제품]에 입력한 값이 존재하지 않습니다.' }], '[화학제품]에 입력한 값이 존재하지 않습니다.');
  if (storage.plant_cd !== b.plantCd || prod.plant_cd !== b.plantCd) {
    if (!scope.allPlants && (storage.plant_cd !== scope.plantCd || prod.plant_cd !== scope.plantCd)) throw outOfScope();
    throw badRequest([{ field: 'storageNo', message: CHM_MESSAGES.storagePlant }], CHM_MESSAGES.storagePlant);
  }
  if (b.itemNo) {
    const [item] = await queryRows<{ chem_prod_no: number }>(tx, sql`select chem_prod_no from chm_item where item_no = ${b.itemNo}`);
    if (!item || item.chem_prod_no !== b.chemProdNo) throw badRequest([{ field: 'itemNo', message: '[품목]은 이 화학제품의 품목이어야 합니다.' }], '[품목]은 이 화학제품의 품목이어야 합니다.');
  }
  if (b.inoutTypeCd !== 'ADJUST' && b.qty <= 0) throw badRequest([{ field: 'qty', message: CHM_MESSAGES.qtyPositive }], CHM_MESSAGES.qtyPositive);
  const kg = toKg(b.qty, b.unitCd, prod.density_kg_l === null ? null : Number(prod.density_kg_l));
  if (kg === null) throw badRequest([{ field: 'unitCd', message: CHM_MESSAGES.densityRequired }], CHM_MESSAGES.densityRequired);
  const delta = round(b.inoutTypeCd === 'IN' ? kg : b.inoutTypeCd === 'ADJUST' ? kg : -kg);
  if (b.inoutTypeCd === 'IN' && prod.usable_yn !== 'Y') throw new AppError(409, CHM_MESSAGES.notReviewed, 'CHM_NOT_REVIEWED');

  // one movement of a plant at a time: stock and the plant-wide permitted amounts are read and moved together
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chm-stock:${b.plantCd}`}))`);
  await tx.insert(chmStock).values({ storageNo: b.storageNo, chemProdNo: b.chemProdNo, plantCd: b.plantCd, qtyKg: 0 }).onConflictDoNothing();
  const [stock] = await tx.select({ qtyKg: chmStock.qtyKg }).from(chmStock).where(and(eq(chmStock.storageNo, b.storageNo), eq(chmStock.chemProdNo, b.chemProdNo))).for('update');
  const balance = round(Number(stock!.qtyKg) + delta);
  if (balance < -1e-9) throw new AppError(409, CHM_MESSAGES.negativeStock, 'CHM_NEGATIVE_STOCK');

  const warnings: string[] = [];
  let override = false;
  if (delta > 0) {
    for (const l of await limitsAfter(tx, b.plantCd, b.storageNo, b.chemProdNo, delta)) {
      const pct = (l.afterKg / l.limitKg) * 100;
      if (l.afterKg > l.limitKg + 1e-9) {
        if (b.overrideYn !== 'Y') throw new AppError(409, CHM_MESSAGES.limitExceeded(l.name, pct), 'CHM_LIMIT_EXCEEDED');
        if (!actor.principal || !(await loadMenuRights(tx, actor.principal, [CHM_MENUS.limit])).canWrite) throw forbidden(CHM_MESSAGES.overrideNoRight);
        if (!b.overrideReason?.trim()) throw badRequest([{ field: 'overrideReason', message: CHM_MESSAGES.overrideReasonRequired }], CHM_MESSAGES.overrideReasonRequired);
        override = true;
        warnings.push(CHM_MESSAGES.limitExceeded(l.name, pct));
      } else if (l.afterKg >= l.limitKg * CHM_LIMIT_WARN_RATIO) warnings.push(CHM_MESSAGES.limitWarning(l.name, pct));
    }
  }
  await tx.update(chmStock).set({ qtyKg: balance, updateDt: sql`now()` }).where(and(eq(chmStock.storageNo, b.storageNo), eq(chmStock.chemProdNo, b.chemProdNo)));
  const [row] = await tx.insert(chmInout).values({
    plantCd: b.plantCd, storageNo: b.storageNo, chemProdNo: b.chemProdNo, itemNo: b.itemNo ?? null, inoutTypeCd: b.inoutTypeCd, inoutYmd: b.inoutYmd,
    qty: b.qty, unitCd: b.unitCd, qtyKg: round(Math.abs(kg)), deltaKg: delta, balanceKg: balance, overrideYn: override ? 'Y' : 'N',
    overrideReason: override ? b.overrideReason!.trim() : null, remark: b.remark ?? null, createUserId: p.userId, updateUserId: p.userId,
  }).returning();
  const out = {
    inoutNo: row!.inoutNo, plantCd: row!.plantCd, storageNo: row!.storageNo, chemProdNo: row!.chemProdNo, itemNo: row!.itemNo, inoutTypeCd: row!.inoutTypeCd,
    qty: Number(row!.qty), unitCd: row!.unitCd, qtyKg: Number(row!.qtyKg), deltaKg: Number(row!.deltaKg), balanceKg: Number(row!.balanceKg), inoutYmd: row!.inoutYmd,
    overrideYn: row!.overrideYn, overrideReason: row!.overrideReason, remark: row!.remark, warnings,
  };
  await writeAudit(tx, { userId: p.userId, action: override ? 'CHM_LIMIT_OVERRIDE' : 'CREATE', entity: 'chmInout', entityKey: String(out.inoutNo), after: out, ip: actor.ip });
  return out;
}

/** Σ(stock ÷ 지정수량) of a storage's 위험물 (L-designated goods: stock kg ÷ density); a correlated subquery */
export const hazmatMultipleSql = (storageNo: unknown) => sql`(select round(coalesce(sum(s.qty_kg
      / (case when h.unit = 'L' then coalesce(nullif(p.density_kg_l, 0), 1) else 1 end) / h.qty), 0)::numeric, 3)::float8
    from chm_stock s join chm_prod p on p.chem_prod_no = s.chem_prod_no
    cross join lateral (select cr.designated_qty as qty, cr.designated_unit_cd as unit
        from chm_prod_reg pr join chm_chemical ch on ch.cas_no = pr.cas_no join chm_chemical_reg cr on cr.chem_no = ch.chem_no and cr.reg_cd = ${CHM_HAZMAT_REG}
       where pr.chem_prod_no = s.chem_prod_no and pr.reg_cd = ${CHM_HAZMAT_REG} and cr.designated_qty > 0 order by cr.designated_qty limit 1) h
   where s.storage_no = ${storageNo} and s.qty_kg > 0)`;

export { notFound, conflict };
