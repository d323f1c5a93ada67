import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALLBARO_IMPORT_COLS as COLS, daysBetween, ENV_WASTE_CODE_GROUPS as G, ENV_WASTE_MESSAGES as MSG, ENV_WASTE_RULES, toTon,
  type TAllbaroIssue, type TWasteRateAnswer, WASTE_LOT_IMPORT_COLS, WORKFLOW_MESSAGES,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { AppError, badRequest, conflict } from '../../../lib/errors.js';
import { cellText, type TExcelUpload } from '../../../lib/excel-upload.js';
import { plantToday } from '../../../lib/plant-time.js';
import type { WorkflowContext } from '../../../lib/workflow/workflow.service.js';
import { envWaste, envWasteDisposal } from './env.waste.tables.js';

type Row = Record<string, unknown>;

/** a code's attr1 as a whole number, or null (a site may have typed anything into it) */
const intAttr = (group: string, code: SQL) =>
  sql`(select case when m.attr1 ~ '^[0-9]+$' then m.attr1::int end from com_code_master m where m.code_group_cd = ${group} and m.code = ${code})`;
export const limitDaysSql = (kind: SQL) => sql`coalesce(${intAttr(G.kind, kind)}, 60)`;
const warnDaysSql = sql`coalesce(${intAttr(G.rule, sql`${ENV_WASTE_RULES.warnDays.code}`)}, ${ENV_WASTE_RULES.warnDays.value})`;

/**
 * Days in storage: the plant's today (or the handover) minus the first day in storage, so a lot stored today has 0 days;
 * it is overdue when its days exceed its kind's limit (day 45 of a 45-day kind is still within) and near it within the
 * WARN_DAYS rule before.
 */
export const storedDaysSql = (since: SQL, handed: SQL, today: string) => sql`(coalesce(${handed}, ${today}::date) - ${since})`;
export const lotDerived = {
  storedDays: (col: (f: string) => SQL) => storedDaysSql(col('storedSinceYmd'), col('handedYmd'), plantToday()),
  limitDays: (col: (f: string) => SQL) => limitDaysSql(col('wasteKindCd')),
  overdueYn: (col: (f: string) => SQL) =>
    sql`case when ${col('statusCd')} = 'STORED' and ${storedDaysSql(col('storedSinceYmd'), col('handedYmd'), plantToday())} > ${limitDaysSql(col('wasteKindCd'))} then 'Y' else 'N' end`,
  nearYn: (col: (f: string) => SQL) => {
    const days = storedDaysSql(col('storedSinceYmd'), col('handedYmd'), plantToday());
    const limit = limitDaysSql(col('wasteKindCd'));
    return sql`case when ${col('statusCd')} = 'STORED' and ${days} <= ${limit} and ${days} > ${limit} - ${warnDaysSql} then 'Y' else 'N' end`;
  },
  lotNm: (col: (f: string) => SQL) =>
    sql`(select m.code_nm from com_code_master m where m.code_group_cd = ${G.kind} and m.code = ${col('wasteKindCd')}) || ' · ' || ${col('storagePlaceNm')} || ' · ' || ${col('storedSinceYmd')}::text`,
};

export type TStoredLot = { wasteNo: number; plantCd: string; wasteKindCd: string; wasteKindNm: string | null; storedSinceYmd: string; storedDays: number; limitDays: number; overdueYn: 'Y' | 'N'; nearYn: 'Y' | 'N' };

/** the lots in storage of a plant (null: every plant), the longest stored first */
export async function storedLots(db: DbOrTx, plantCd: string | null, today = plantToday()): Promise<TStoredLot[]> {
  const rows = await queryRows<{ waste_no: number; plant_cd: string; waste_kind_cd: string; kind_nm: string | null; since: string; days: number; lim: number; warn: number }>(db, sql`
    select w.waste_no, w.plant_cd, w.waste_kind_cd, w.stored_since_ymd::text as since,
           (select m.code_nm from com_code_master m where m.code_group_cd = ${G.kind} and m.code = w.waste_kind_cd) as kind_nm,
           (${today}::date - w.stored_since_ymd) as days, ${limitDaysSql(sql`w.waste_kind_cd`)} as lim, ${warnDaysSql} as warn
      from env_waste w
     where w.status_cd = 'STORED' and (${plantCd}::text is null or w.plant_cd = ${plantCd})
     order by w.stored_since_ymd, w.waste_no limit 5000`);
  return rows.map((r) => {
    const days = Number(r.days);
    const lim = Number(r.lim);
    return {
      wasteNo: r.waste_no, plantCd: r.plant_cd, wasteKindCd: r.waste_kind_cd, wasteKindNm: r.kind_nm, storedSinceYmd: r.since, storedDays: days, limitDays: lim,
      overdueYn: days > lim ? 'Y' : 'N', nearYn: days <= lim && days > lim - Number(r.warn) ? 'Y' : 'N',
    };
  });
}

// ---- lots and disposals (the resource hooks) ----

/** a lot handed over no longer changes (its disposal carries it) */
export async function lotBeforeWrite(ctx: { op: 'create' | 'update' | 'delete'; before: Row | null }): Promise<void> {
  if (ctx.before && ctx.before.statusCd !== 'STORED') throw conflict(MSG.lotHanded);
}

/** a disposal names a lot in storage that no other live disposal names; its kind and unit are the lot's */
export async function disposalBeforeWrite(ctx: { tx: DbOrTx; op: 'create' | 'update' | 'delete'; values: Row; before: Row | null }): Promise<void> {
  if (ctx.op === 'delete') {
    // a handed-over lot would be left without its disposal: cancel instead
    if (ctx.before && ctx.before.statusCd !== 'DRAFT') throw conflict(WORKFLOW_MESSAGES.notEditable);
    return;
  }
  if (ctx.op !== 'create') return;
  const [lot] = await ctx.tx.select().from(envWaste).where(eq(envWaste.wasteNo, Number(ctx.values.wasteNo))).for('update');
  if (!lot) return; // the reference check answers an unknown lot
  if (lot.statusCd !== 'STORED') throw badRequest([{ field: 'wasteNo', message: MSG.lotNotStored }], MSG.lotNotStored);
  const [open] = await queryRows(ctx.tx, sql`select 1 from env_waste_disposal where waste_no = ${lot.wasteNo} and status_cd <> 'CANCELLED' limit 1`);
  if (open) throw conflict(MSG.lotTaken);
  ctx.values.wasteKindCd = lot.wasteKindCd;
  ctx.values.unitCd = lot.unitCd;
  ctx.values.estimatedQty ??= lot.qty;
}

/** REQUESTED: the lot leaves the storage on the handover date */
export async function handoverHook(ctx: WorkflowContext): Promise<void> {
  const r = ctx.record;
  const moved = await ctx.tx.update(envWaste).set({ statusCd: 'HANDED', handedYmd: String(r.handoverYmd), updateUserId: ctx.actorUserId, updateDt: sql`now()`, version: sql`${envWaste.version} + 1` })
    .where(and(eq(envWaste.wasteNo, Number(r.wasteNo)), eq(envWaste.statusCd, 'STORED'))).returning({ n: envWaste.wasteNo });
  if (!moved.length) throw new AppError(409, MSG.lotNotStored);
}

/** CANCELLED after the handover: the lot is back in storage */
export async function cancelHook(ctx: WorkflowContext): Promise<void> {
  if (ctx.fromStatusCd !== 'REQUESTED') return;
  await ctx.tx.update(envWaste).set({ statusCd: 'STORED', handedYmd: null, updateUserId: ctx.actorUserId, updateDt: sql`now()`, version: sql`${envWaste.version} + 1` })
    .where(eq(envWaste.wasteNo, Number(ctx.record.wasteNo)));
}

export async function completeHook(ctx: WorkflowContext): Promise<void> {
  await ctx.tx.update(envWasteDisposal).set({ completedYmd: plantToday() }).where(eq(envWasteDisposal.disposalNo, Number(ctx.key)));
}

// ---- disposal rate and the yearly report ----

/** what a disposal counts: the treater's measured quantity, else the estimate, in tonnes */
const disposedTon = sql`case when d.unit_cd = 'KG' then coalesce(d.measured_qty, d.estimated_qty) / 1000 else coalesce(d.measured_qty, d.estimated_qty) end`;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : null);

/** 재활용률: per kind, recycled ÷ disposed in the year of the handover (results entered or completed) */
export async function disposalRate(db: DbOrTx, plantCd: string, year: number): Promise<TWasteRateAnswer> {
  const rows = await queryRows<{ kind: string; kind_nm: string | null; total: number; recycled: number }>(db, sql`
    select d.waste_kind_cd as kind, (select m.code_nm from com_code_master m where m.code_group_cd = ${G.kind} and m.code = d.waste_kind_cd) as kind_nm,
           coalesce(sum(${disposedTon}), 0) as total,
           coalesce(sum(${disposedTon}) filter (where t.attr1 = 'Y'), 0) as recycled
      from env_waste_disposal d left join com_code_master t on t.code_group_cd = ${G.treat} and t.code = d.treat_method_cd
     where d.plant_cd = ${plantCd} and d.status_cd in ('RESULTED', 'COMPLETED')
       and d.handover_ymd >= ${`${year}-01-01`}::date and d.handover_ymd < ${`${year + 1}-01-01`}::date
     group by d.waste_kind_cd
     order by (select m.sort_order from com_code_master m where m.code_group_cd = ${G.kind} and m.code = d.waste_kind_cd), d.waste_kind_cd`);
  const list = rows.map((r) => ({ wasteKindCd: r.kind, wasteKindNm: r.kind_nm, totalTon: round3(Number(r.total)), recycledTon: round3(Number(r.recycled)), rate: pct(Number(r.recycled), Number(r.total)) }));
  const totalTon = round3(list.reduce((a, x) => a + x.totalTon, 0));
  const recycledTon = round3(list.reduce((a, x) => a + x.recycledTon, 0));
  return { plantCd, year, totalTon, recycledTon, rate: pct(recycledTon, totalTon), list };
}

/** 폐기물 처리 실적보고 (yearly, due by the end of February): per kind, carried over, generated, treated by method, stored at year end */
export async function yearlyReport(db: DbOrTx, plantCd: string, year: number): Promise<Row[]> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const lotTon = sql`case when w.unit_cd = 'KG' then w.qty / 1000 else w.qty end`;
  const lots = await queryRows<{ kind: string; carried: number; generated: number; end_stored: number }>(db, sql`
    select w.waste_kind_cd as kind,
           coalesce(sum(${lotTon}) filter (where w.stored_since_ymd < ${from}::date and (w.handed_ymd is null or w.handed_ymd >= ${from}::date)), 0) as carried,
           coalesce(sum(${lotTon}) filter (where w.stored_since_ymd >= ${from}::date and w.stored_since_ymd < ${to}::date), 0) as generated,
           coalesce(sum(${lotTon}) filter (where w.stored_since_ymd < ${to}::date and (w.handed_ymd is null or w.handed_ymd >= ${to}::date)), 0) as end_stored
      from env_waste w where w.plant_cd = ${plantCd} group by w.waste_kind_cd`);
  const treated = await queryRows<{ kind: string; method: string | null; ton: number }>(db, sql`
    select d.waste_kind_cd as kind, d.treat_method_cd as method, coalesce(sum(${disposedTon}), 0) as ton
      from env_waste_disposal d
     where d.plant_cd = ${plantCd} and d.status_cd not in ('DRAFT', 'CANCELLED') and d.handover_ymd >= ${from}::date and d.handover_ymd < ${to}::date
     group by d.waste_kind_cd, d.treat_method_cd`);
  const kinds = await queryRows<{ code: string; code_nm: string; attr2: string | null }>(db, sql`
    select code, code_nm, attr2 from com_code_master where code_group_cd = ${G.kind} order by sort_order, code`);
  const out: Row[] = [];
  for (const k of kinds) {
    const l = lots.find((x) => x.kind === k.code);
    const t = treated.filter((x) => x.kind === k.code);
    const by = (m: string | null) => round3(t.filter((x) => (m === null ? !['RECYCLE', 'INCINERATE', 'LANDFILL'].includes(x.method ?? '') : x.method === m)).reduce((a, x) => a + Number(x.ton), 0));
    const row = {
      wasteKindCd: k.code, wasteKindNm: k.code_nm, classNm: k.attr2 === 'DESIGNATED' ? '지정폐기물' : '사업장일반폐기물',
      carriedTon: round3(Number(l?.carried ?? 0)), generatedTon: round3(Number(l?.generated ?? 0)),
      recycleTon: by('RECYCLE'), incinerateTon: by('INCINERATE'), landfillTon: by('LANDFILL'), otherTon: by(null), endStoredTon: round3(Number(l?.end_stored ?? 0)),
    };
    if (row.carriedTon || row.generatedTon || row.recycleTon || row.incinerateTon || row.landfillTon || row.otherTon || row.endStoredTon) out.push(row);
  }
  return out;
}

// ---- Allbaro ----

/** the handovers of a period as the plant types them into Allbaro (인계서 작성 order) */
export async function handoversForAllbaro(db: DbOrTx, plantCd: string, fromYmd: string, toYmd: string): Promise<Row[]> {
  return queryRows<Row>(db, sql`
    select d.handover_no as "handoverNo", d.handover_ymd::text as "handoverYmd", d.waste_kind_cd as "wasteKindCd",
           (select m.code_nm from com_code_master m where m.code_group_cd = ${G.kind} and m.code = d.waste_kind_cd) as "wasteKindNm",
           d.estimated_qty as "estimatedQty", d.unit_cd as "unitCd",
           cv.vendor_nm as "carrierNm", cv.biz_no as "carrierBizNo", tv.vendor_nm as "treaterNm", tv.biz_no as "treaterBizNo",
           (select m.code_nm from com_code_master m where m.code_group_cd = ${G.treat} and m.code = d.treat_method_cd) as "treatMethodNm", d.disposal_no as "disposalNo"
      from env_waste_disposal d
      left join com_vendor cv on cv.vendor_cd = d.carrier_vendor_cd left join com_vendor tv on tv.vendor_cd = d.treater_vendor_cd
     where d.plant_cd = ${plantCd} and d.status_cd not in ('DRAFT', 'CANCELLED') and d.handover_ymd between ${fromYmd}::date and ${toYmd}::date
     order by d.handover_ymd, d.handover_no limit 20000`);
}

export type TAllbaroLine = { rowNo: number; handoverNo: string; handoverYmd: string | null; kind: string; qty: number; unitCd: string; receiptYmd: string | null; correctedYmd: string | null };
export type TPlantHandover = { disposalNo: number; handoverNo: string; handoverYmd: string; wasteKindCd: string; wasteKindNm: string | null; qtyTon: number };
export type TAllbaroRules = { receiptDays: number; correctionDays: number; qtyTolerancePct: number };

/** a date cell as a person typed it: a date, 2026-03-04, 2026.03.04, 2026/3/4 or 20260304 */
export function ymdOfCell(v: unknown): string | null | undefined {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const s = String(v).trim();
  const m = /^(\d{4})[-./]?\s*(\d{1,2})[-./]?\s*(\d{1,2})/.exec(s);
  if (!m) return undefined;
  const ymd = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return Number.isNaN(Date.parse(`${ymd}T00:00:00Z`)) ? undefined : ymd;
}

/** Allbaro's download read whole: a bad row refuses the file naming it (nothing is stored) */
export function parseAllbaroSheet(sheet: TExcelUpload): TAllbaroLine[] {
  const badFile = `올바로 인계서 엑셀(.xlsx) 양식이 아닙니다. 첫 행에 ${[COLS.handoverNo, COLS.handoverYmd, COLS.kind, COLS.qty].join(', ')} 열이 있어야 합니다.`;
  if (![COLS.handoverNo, COLS.handoverYmd, COLS.kind, COLS.qty].every((c) => sheet.headers.includes(c))) throw badRequest(undefined, badFile);
  const out: TAllbaroLine[] = [];
  const errors: { field: string; message: string }[] = [];
  for (const row of sheet.rows) {
    const t = (c: string) => cellText(row.cells[c]).trim();
    const fail = (why: string) => errors.push({ field: `row${row.rowNo}`, message: MSG.uploadBadRow(row.rowNo, why) });
    const handoverNo = t(COLS.handoverNo);
    if (!handoverNo) { fail('인계번호가 없습니다.'); continue; }
    const handoverYmd = ymdOfCell(row.cells[COLS.handoverYmd]);
    const receiptYmd = ymdOfCell(row.cells[COLS.receiptYmd]);
    const correctedYmd = ymdOfCell(row.cells[COLS.correctedYmd]);
    if (handoverYmd === undefined || receiptYmd === undefined || correctedYmd === undefined) { fail('날짜 형식이 올바르지 않습니다(예: 2026-03-04).'); continue; }
    const rawQty = row.cells[COLS.qty];
    const qty = typeof rawQty === 'number' ? rawQty : Number(t(COLS.qty).replace(/,/g, ''));
    if (!Number.isFinite(qty) || qty < 0) { fail('인계량은 숫자여야 합니다.'); continue; }
    const unit = t(COLS.unit).toUpperCase();
    out.push({ rowNo: row.rowNo, handoverNo, handoverYmd, kind: t(COLS.kind), qty, unitCd: unit === 'KG' ? 'KG' : 'TON', receiptYmd, correctedYmd });
  }
  if (errors.length) throw new AppError(400, errors[0]!.message, 'VALIDATION', errors.slice(0, 100));
  if (!out.length) throw badRequest(undefined, MSG.uploadEmpty);
  return out;
}

/**
 * The reconciliation by 인계서 number (pure): a handover of the period missing in Allbaro, an Allbaro row missing in the
 * plant's records, a kind or quantity that differs, a receipt confirmed later than RECEIPT_DAYS after the handover (or not
 * yet, when those days have passed), a correction later than CORRECTION_DAYS after it. Days are calendar days.
 */
export function reconcile(plant: TPlantHandover[], plantInPeriod: Set<string>, file: TAllbaroLine[], rules: TAllbaroRules, today: string): { issues: TAllbaroIssue[]; matched: number } {
  const issues: TAllbaroIssue[] = [];
  const byNo = new Map(plant.map((p) => [p.handoverNo, p]));
  const seen = new Set<string>();
  let matched = 0;
  const fmt = (n: number) => String(round3(n));
  for (const a of file) {
    seen.add(a.handoverNo);
    const p = byNo.get(a.handoverNo) ?? null;
    const base = { handoverNo: a.handoverNo, disposalNo: p?.disposalNo ?? null, rowNo: a.rowNo };
    if (!p) {
      issues.push({ ...base, issueCd: 'MISSING_PLANT', plantValue: null, allbaroValue: a.kind, message: '올바로에만 있는 인계서입니다. 사업장 처리 기록을 확인하세요.' });
      continue;
    }
    let ok = true;
    if (a.kind !== p.wasteKindCd && a.kind !== p.wasteKindNm) {
      ok = false;
      issues.push({ ...base, issueCd: 'KIND', plantValue: p.wasteKindNm ?? p.wasteKindCd, allbaroValue: a.kind, message: '폐기물 종류가 다릅니다.' });
    }
    const aTon = toTon(a.qty, a.unitCd);
    if (Math.abs(aTon - p.qtyTon) > (p.qtyTon * rules.qtyTolerancePct) / 100 + 1e-9) {
      ok = false;
      issues.push({ ...base, issueCd: 'QTY', plantValue: `${fmt(p.qtyTon)} 톤`, allbaroValue: `${fmt(aTon)} 톤`, message: '인계량이 다릅니다.' });
    }
    const handed = a.handoverYmd ?? p.handoverYmd;
    const receiptLate = a.receiptYmd ? daysBetween(handed, a.receiptYmd) > rules.receiptDays : daysBetween(handed, today) > rules.receiptDays;
    if (receiptLate) {
      ok = false;
      issues.push({ ...base, issueCd: 'LATE_RECEIPT', plantValue: handed, allbaroValue: a.receiptYmd, message: `인수확인이 인계 후 ${rules.receiptDays}일을 넘었습니다.` });
    }
    if (a.correctedYmd && daysBetween(handed, a.correctedYmd) > rules.correctionDays) {
      ok = false;
      issues.push({ ...base, issueCd: 'LATE_CORRECTION', plantValue: handed, allbaroValue: a.correctedYmd, message: `정정이 인계 후 ${rules.correctionDays}일을 넘었습니다.` });
    }
    if (ok) matched += 1;
  }
  for (const p of plant) {
    if (!seen.has(p.handoverNo) && plantInPeriod.has(p.handoverNo)) {
      issues.push({ issueCd: 'MISSING_ALLBARO', handoverNo: p.handoverNo, disposalNo: p.disposalNo, rowNo: null, plantValue: p.handoverYmd, allbaroValue: null, message: '올바로에 입력되지 않은 인계서입니다.' });
    }
  }
  return { issues, matched };
}

export async function allbaroRules(db: DbOrTx): Promise<TAllbaroRules> {
  const rows = await queryRows<{ code: string; attr1: string | null }>(db, sql`select code, attr1 from com_code_master where code_group_cd = ${G.rule} and use_yn = 'Y'`);
  const v = (r: { code: string; value: number }) => {
    const n = Number(rows.find((x) => x.code === r.code)?.attr1);
    return Number.isFinite(n) && n >= 0 ? n : r.value;
  };
  return { receiptDays: v(ENV_WASTE_RULES.receiptDays), correctionDays: v(ENV_WASTE_RULES.correctionDays), qtyTolerancePct: v(ENV_WASTE_RULES.qtyTolerancePct) };
}

/** the plant's handovers to compare with a file: those of the period and any the file names */
export async function plantHandovers(db: DbOrTx, plantCd: string, fromYmd: string, toYmd: string, numbers: string[]): Promise<{ list: TPlantHandover[]; inPeriod: Set<string> }> {
  const rows = await queryRows<{ disposal_no: number; handover_no: string; ymd: string; kind: string; kind_nm: string | null; ton: number; in_period: boolean }>(db, sql`
    select d.disposal_no, d.handover_no, d.handover_ymd::text as ymd, d.waste_kind_cd as kind,
           (select m.code_nm from com_code_master m where m.code_group_cd = ${G.kind} and m.code = d.waste_kind_cd) as kind_nm,
           ${disposedTon} as ton, (d.handover_ymd between ${fromYmd}::date and ${toYmd}::date) as in_period
      from env_waste_disposal d
     where d.plant_cd = ${plantCd} and d.status_cd not in ('DRAFT', 'CANCELLED') and d.handover_no is not null and d.handover_ymd is not null
       and (d.handover_ymd between ${fromYmd}::date and ${toYmd}::date or d.handover_no in ${numbers.length ? numbers : ['-']})
     order by d.handover_ymd, d.handover_no`);
  return {
    list: rows.map((r) => ({ disposalNo: r.disposal_no, handoverNo: r.handover_no, handoverYmd: r.ymd, wasteKindCd: r.kind, wasteKindNm: r.kind_nm, qtyTon: Number(r.ton) })),
    inPeriod: new Set(rows.filter((r) => r.in_period).map((r) => r.handover_no)),
  };
}

// ---- the waste register uploaded as lots ----

export type TLotLine = { rowNo: number; deptCd: string; deptNm: string; wasteKindCd: string; wasteKindNm: string; storagePlaceNm: string; storedSinceYmd: string; qty: number; unitCd: string; remark: string | null };

/** the register's rows, validated whole against the plant's departments and the kinds: a bad row refuses the file naming it */
export function parseLotSheet(sheet: TExcelUpload, depts: { code: string; name: string }[], kinds: { code: string; name: string }[], today: string): TLotLine[] {
  const L = WASTE_LOT_IMPORT_COLS;
  if (![L.dept, L.kind, L.place, L.since, L.qty].every((c) => sheet.headers.includes(c))) {
    throw badRequest(undefined, `폐기물 관리대장 엑셀(.xlsx) 양식이 아닙니다. 첫 행에 ${Object.values(L).join(', ')} 열이 있어야 합니다.`);
  }
  const out: TLotLine[] = [];
  const errors: { field: string; message: string }[] = [];
  const byCodeOrName = (list: { code: string; name: string }[], v: string) => list.find((x) => x.code === v || x.name === v);
  for (const row of sheet.rows) {
    const t = (c: string) => cellText(row.cells[c]).trim();
    const fail = (why: string) => errors.push({ field: `row${row.rowNo}`, message: MSG.uploadBadRow(row.rowNo, why) });
    const dept = byCodeOrName(depts, t(L.dept));
    const kind = byCodeOrName(kinds, t(L.kind));
    const since = ymdOfCell(row.cells[L.since]);
    const raw = row.cells[L.qty];
    const qty = typeof raw === 'number' ? raw : Number(t(L.qty).replace(/,/g, ''));
    const unit = (t(L.unit) || '톤').toUpperCase();
    if (!dept) { fail(`배출부서 "${t(L.dept)}"은(는) 이 사업장의 부서가 아닙니다.`); continue; }
    if (!kind) { fail(`폐기물종류 "${t(L.kind)}"을(를) 알 수 없습니다.`); continue; }
    if (!t(L.place) || [...t(L.place)].length > 100) { fail('보관장소를 100자 이내로 입력하세요.'); continue; }
    if (!since || since > today) { fail('보관시작일은 오늘까지의 날짜여야 합니다(예: 2026-03-04).'); continue; }
    if (!Number.isFinite(qty) || qty <= 0 || qty > 1_000_000) { fail('보관량은 0보다 큰 숫자여야 합니다.'); continue; }
    if (!['톤', 'TON', 'T', 'KG'].includes(unit)) { fail('단위는 톤 또는 kg입니다.'); continue; }
    out.push({ rowNo: row.rowNo, deptCd: dept.code, deptNm: dept.name, wasteKindCd: kind.code, wasteKindNm: kind.name, storagePlaceNm: t(L.place), storedSinceYmd: since, qty, unitCd: unit === 'KG' ? 'KG' : 'TON', remark: t(L.remark).slice(0, 500) || null });
  }
  if (errors.length) throw new AppError(400, errors[0]!.message, 'VALIDATION', errors.slice(0, 100));
  if (!out.length) throw badRequest(undefined, MSG.uploadEmpty);
  return out;
}
