import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMonthsYmd, CHM_CODE_GROUPS, CHM_HEALTH_REGS, CHM_LINK_API, CHM_MENUS, CHM_SUGGEST_RECENT_MONTHS, HEA_DUE_MENU, HEA_MENU, HEA_WORKENV_MENU, MESSAGES,
  ZChmHealthSuggestAnswer, ZChmHealthSuggestQuery, ZChmYearlyStatsAnswer, ZChmYearlyStatsQuery, type TChmHealthSuggestion, type TChmYearlyStatRow,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { plantToday } from '../../lib/plant-time.js';
import { menuRead } from '../../lib/route-auth.js';
import { assertPlantReachable, deptSubtree } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';

const tags = ['chmLinks'];
const r3 = (n: number) => Math.round(n * 1000) / 1000;

async function assertPlant(db: DbOrTx, req: FastifyRequest, plantCd: string, menuId?: string): Promise<void> {
  const scope = await requestScope(db, req, menuId);
  if (scope.vendorCd !== null) throw new AppError(403, MESSAGES.outOfScope);
  assertPlantReachable(scope, plantCd);
}

/**
 * 특수건강진단 대상 유해인자 and 작업환경측정 대상 suggested for a department: the substances of the OSH_SHC / OSH_WEM
 * categories in the products used (stock, or a movement within 12 months) in the storages the department or a
 * sub-department owns — in the plant's storages when it owns none. Each substance names the health module's hazardous
 * factor it matches (same Korean or English name, or its CAS number in the factor's remark), else none (a factor to add).
 */
export async function healthSuggestions(db: DbOrTx, plantCd: string, deptCd: string) {
  const [own] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from chm_storage where plant_cd = ${plantCd} and use_yn = 'Y' and dept_cd in ${deptSubtree(deptCd)}`);
  const basis = Number(own?.n ?? 0) > 0 ? 'DEPT' as const : 'PLANT' as const;
  const since = addMonthsYmd(plantToday(), -CHM_SUGGEST_RECENT_MONTHS);
  const rows = await queryRows<{ reg_cd: string; cas_no: string; chem_nm_ko: string | null; chem_nm_en: string | null; prod_nm: string; storage_nm: string }>(db, sql`
    with st as (
      select storage_no, storage_nm from chm_storage
       where plant_cd = ${plantCd} and use_yn = 'Y' ${basis === 'DEPT' ? sql`and dept_cd in ${deptSubtree(deptCd)}` : sql``}
    ), used as (
      select k.storage_no, k.chem_prod_no from chm_stock k join st on st.storage_no = k.storage_no where k.qty_kg > 0
      union
      select i.storage_no, i.chem_prod_no from chm_inout i join st on st.storage_no = i.storage_no where i.inout_ymd >= ${since}
    )
    select distinct r.reg_cd, r.cas_no, c.chem_nm_ko, c.chem_nm_en, p.prod_nm, st.storage_nm
      from used u join st on st.storage_no = u.storage_no join chm_prod p on p.chem_prod_no = u.chem_prod_no
      join chm_prod_reg r on r.chem_prod_no = u.chem_prod_no and r.reg_cd in (${CHM_HEALTH_REGS.checkup}, ${CHM_HEALTH_REGS.measure})
      left join chm_chemical c on c.cas_no = r.cas_no
     order by r.cas_no, p.prod_nm, st.storage_nm`);
  const hazards = await queryRows<{ hazard_cd: string; hazard_nm: string; remark: string | null }>(db, sql`select hazard_cd, hazard_nm, remark from hea_hazard where use_yn = 'Y' order by hazard_cd`);
  const cycles = await queryRows<{ code: string; attr2: string | null }>(db, sql`select code, attr2 from com_code_master where code_group_cd = ${CHM_CODE_GROUPS.reg}
    and code in (${CHM_HEALTH_REGS.checkup}, ${CHM_HEALTH_REGS.measure})`);
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '').toLowerCase();
  const factorOf = (cas: string, ko: string | null, en: string | null) => hazards.find((h) => (norm(ko) !== '' && norm(h.hazard_nm) === norm(ko))
    || (norm(en) !== '' && norm(h.hazard_nm) === norm(en)) || (h.remark ?? '').includes(cas)) ?? null;
  const group = (regCd: string): TChmHealthSuggestion[] => {
    const out = new Map<string, TChmHealthSuggestion>();
    const cycle = Number(cycles.find((c) => c.code === regCd)?.attr2);
    for (const x of rows.filter((y) => y.reg_cd === regCd)) {
      let s = out.get(x.cas_no);
      if (!s) {
        const f = factorOf(x.cas_no, x.chem_nm_ko, x.chem_nm_en);
        s = { casNo: x.cas_no, chemNmKo: x.chem_nm_ko, chemNmEn: x.chem_nm_en, hazardCd: f?.hazard_cd ?? null, hazardNm: f?.hazard_nm ?? null,
          cycleMonths: Number.isFinite(cycle) && cycle > 0 ? cycle : null, prodNms: [], storageNms: [] };
        out.set(x.cas_no, s);
      }
      if (!s.prodNms.includes(x.prod_nm)) s.prodNms.push(x.prod_nm);
      if (!s.storageNms.includes(x.storage_nm)) s.storageNms.push(x.storage_nm);
    }
    return [...out.values()];
  };
  return { plantCd, deptCd, basis, checkupFactors: group(CHM_HEALTH_REGS.checkup), measureTargets: group(CHM_HEALTH_REGS.measure) };
}

/**
 * 화학물질 통계조사 (화학물질관리법 제10조): a plant's yearly handled amount per substance, Σ(kg moved × the component's
 * maximum content %) over the year's ledger — 입고 (receipts), 사용 (출고·사용), 폐기 — and the year-end amount held. The
 * ledger records no manufacture, import or sale: those cells stay empty. Contents are the product's current components.
 */
export async function yearlyStats(db: DbOrTx, plantCd: string, year: number): Promise<TChmYearlyStatRow[]> {
  const from = `${String(year)}-01-01`;
  const to = `${String(year)}-12-31`;
  const rows = await queryRows<{ cas_no: string; chem_nm: string | null; receipt: number; used: number; disposed: number; held: number; prod_nms: string[] }>(db, sql`
    select comp.cas_no, coalesce(max(c.chem_nm_ko), max(comp.chem_nm)) as chem_nm,
           sum(case when i.inout_ymd >= ${from} and i.inout_type_cd = 'IN' then i.delta_kg * comp.content_max_pct / 100 else 0 end) as receipt,
           sum(case when i.inout_ymd >= ${from} and i.inout_type_cd = 'OUT' then -i.delta_kg * comp.content_max_pct / 100 else 0 end) as used,
           sum(case when i.inout_ymd >= ${from} and i.inout_type_cd = 'DISPOSE' then -i.delta_kg * comp.content_max_pct / 100 else 0 end) as disposed,
           sum(i.delta_kg * comp.content_max_pct / 100) as held,
           array_agg(distinct p.prod_nm order by p.prod_nm) filter (where i.inout_ymd >= ${from}) as prod_nms,
           bool_or(i.inout_ymd >= ${from}) as moved
      from chm_inout i join chm_prod p on p.chem_prod_no = i.chem_prod_no
      join chm_prod_component comp on comp.chem_prod_no = i.chem_prod_no and comp.content_max_pct is not null
      left join chm_chemical c on c.cas_no = comp.cas_no
     where i.plant_cd = ${plantCd} and i.inout_ymd <= ${to}
     group by comp.cas_no
    having bool_or(i.inout_ymd >= ${from}) or abs(sum(i.delta_kg * comp.content_max_pct / 100)) > 0.0005
     order by comp.cas_no`);
  return rows.map((x) => ({
    casNo: x.cas_no, chemNm: x.chem_nm, manufactureKg: null, importKg: null, receiptKg: r3(Number(x.receipt)), useKg: r3(Number(x.used)),
    disposeKg: r3(Number(x.disposed)), saleKg: null, yearEndKg: r3(Number(x.held)), prodNms: x.prod_nms ?? [],
  }));
}

export async function chmLinkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(CHM_LINK_API.healthSuggestions, {
    // the health module's forms call it: its measurement, due-list and hazard menus, and the chemicals' stock
    config: menuRead(HEA_WORKENV_MENU.measure, HEA_DUE_MENU, HEA_MENU.hazard, HEA_MENU.checkupPlan, CHM_MENUS.stock),
    schema: { tags, summary: '특수건강진단 유해인자·작업환경측정 대상 suggested from the regulated products used in the department\'s (or the plant\'s) storages', querystring: ZChmHealthSuggestQuery, response: { 200: ZChmHealthSuggestAnswer } },
  }, async (req) => {
    await assertPlant(app.db, req, req.query.plantCd);
    return healthSuggestions(app.db, req.query.plantCd, req.query.deptCd);
  });

  r.get(CHM_LINK_API.yearlyStats, {
    config: menuRead(CHM_MENUS.inout),
    schema: { tags, summary: '화학물질 통계조사: the year\'s handled amount per substance Σ(kg × max content %)', querystring: ZChmYearlyStatsQuery, response: { 200: ZChmYearlyStatsAnswer } },
  }, async (req) => {
    await assertPlant(app.db, req, req.query.plantCd, CHM_MENUS.inout);
    const list = await yearlyStats(app.db, req.query.plantCd, req.query.year);
    return { plantCd: req.query.plantCd, year: req.query.year, list, totalCount: list.length };
  });

  r.get(`${CHM_LINK_API.yearlyStats}/excel`, {
    config: menuRead(CHM_MENUS.inout),
    schema: { tags, summary: '화학물질 통계조사 layout (.xlsx), unit kg', querystring: ZChmYearlyStatsQuery },
  }, async (req, reply) => {
    const { plantCd, year } = req.query;
    await assertPlant(app.db, req, plantCd, CHM_MENUS.inout);
    const list = await yearlyStats(app.db, plantCd, year);
    return sendXlsx(reply, {
      fileName: `화학물질통계조사_${plantCd}_${String(year)}.xlsx`, asciiName: `chm-statistics-${plantCd}-${String(year)}.xlsx`, sheetName: `화학물질 통계조사 ${String(year)}`,
      timeZone: app.config.plantTimeZone, log: req.log,
      columns: [
        { key: 'casNo', header: 'CAS번호', width: 14 }, { key: 'chemNm', header: '물질명', width: 28 },
        { key: 'manufactureKg', header: '제조량(kg)', width: 12, kind: 'number' }, { key: 'importKg', header: '수입량(kg)', width: 12, kind: 'number' },
        { key: 'useKg', header: '사용량(kg)', width: 12, kind: 'number' }, { key: 'saleKg', header: '판매량(kg)', width: 12, kind: 'number' },
        { key: 'receiptKg', header: '입고량(kg)', width: 12, kind: 'number' }, { key: 'disposeKg', header: '폐기량(kg)', width: 12, kind: 'number' },
        { key: 'yearEndKg', header: '연말 보관량(kg)', width: 14, kind: 'number' }, { key: 'prodNmList', header: '해당 제품', width: 40 },
      ],
      batches: (async function* () { yield list.map((x) => ({ ...x, prodNmList: x.prodNms.join(', ') })); })(),
    });
  });
}
