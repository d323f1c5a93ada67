import { sql } from 'drizzle-orm';
import { addDaysYmd, toTon } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { vendor } from '../../../db/schema.js';
import { plantToday } from '../../../lib/plant-time.js';
import { reconcile, type TAllbaroLine, type TPlantHandover } from './env.waste.service.js';
import { envWaste, envWasteAllbaro, envWasteDisposal } from './env.waste.tables.js';

/** deterministic pseudo-random numbers, so the demo is the same on every machine */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** the carriers and treaters of the vendor master (VT02 환경) the disposals name */
const VENDORS = [
  { vendorCd: 'V0101', vendorNm: '(주)서해환경운수', plantCd: '1000', bizNo: '312-81-20417', ceoNm: '문운수', telNo: '041-357-2210' },
  { vendorCd: 'V0102', vendorNm: '(주)당진자원순환', plantCd: '1000', bizNo: '312-86-55102', ceoNm: '배순환', telNo: '041-362-8800' },
  { vendorCd: 'V0103', vendorNm: '(주)한국그린케미칼', plantCd: '1000', bizNo: '135-81-77310', ceoNm: '전화학', telNo: '031-499-3100' },
  { vendorCd: 'V0201', vendorNm: '(주)남해환경운송', plantCd: '2000', bizNo: '609-86-40021', ceoNm: '노운송', telNo: '055-643-1020' },
  { vendorCd: 'V0202', vendorNm: '(주)경남환경에너지', plantCd: '2000', bizNo: '608-81-91550', ceoNm: '하에너지', telNo: '055-280-4400' },
];

/** per plant and kind: every how many days a lot is generated, tonnes, days held before the handover, where, how treated, by whom */
type TFlow = { plantCd: string; deptCd: string; kind: string; every: number; ton: [number, number]; hold: [number, number]; place: string; methods: string[]; carrier: string; treater: string; unitCd: 'TON' | 'KG' };
const FLOWS: TFlow[] = [
  { plantCd: '1000', deptCd: 'D1330', kind: 'FLY_ASH', every: 7, ton: [280, 520], hold: [2, 6], place: '회처리동 비산재 사일로', methods: ['RECYCLE'], carrier: 'V0101', treater: 'V0102', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1330', kind: 'BOTTOM_ASH', every: 14, ton: [120, 260], hold: [3, 10], place: '회처리장 바닥재 야적장', methods: ['RECYCLE', 'LANDFILL'], carrier: 'V0101', treater: 'V0102', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1230', kind: 'FGD_GYPSUM', every: 10, ton: [150, 300], hold: [3, 8], place: '탈황설비 석고 저장동', methods: ['RECYCLE'], carrier: 'V0101', treater: 'V0102', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1410', kind: 'WASTE_OIL', every: 30, ton: [1.5, 4], hold: [20, 38], place: '지정폐기물 보관창고 A동', methods: ['RECYCLE', 'INCINERATE'], carrier: 'V0002', treater: 'V0103', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1230', kind: 'WASTE_ACID', every: 40, ton: [2, 5], hold: [20, 36], place: '지정폐기물 보관창고 B동(내산)', methods: ['PHYSCHEM'], carrier: 'V0002', treater: 'V0103', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1230', kind: 'WASTE_ALKALI', every: 40, ton: [2, 5], hold: [20, 36], place: '지정폐기물 보관창고 B동(내산)', methods: ['PHYSCHEM'], carrier: 'V0002', treater: 'V0103', unitCd: 'TON' },
  { plantCd: '1000', deptCd: 'D1230', kind: 'SLUDGE', every: 20, ton: [8, 20], hold: [5, 25], place: '종합폐수처리장 탈수케이크 호퍼', methods: ['LANDFILL', 'INCINERATE'], carrier: 'V0101', treater: 'V0103', unitCd: 'TON' },
  { plantCd: '2000', deptCd: 'D2320', kind: 'WASTE_OIL', every: 45, ton: [600, 1800], hold: [15, 35], place: '폐기물 보관장 지정폐기물실', methods: ['RECYCLE'], carrier: 'V0201', treater: 'V0202', unitCd: 'KG' },
  { plantCd: '2000', deptCd: 'D2220', kind: 'SLUDGE', every: 30, ton: [3, 9], hold: [10, 40], place: '폐수처리장 슬러지 저장조', methods: ['INCINERATE', 'LANDFILL'], carrier: 'V0201', treater: 'V0202', unitCd: 'TON' },
  { plantCd: '2000', deptCd: 'D2330', kind: 'WASTE_SOLVENT', every: 60, ton: [150, 400], hold: [15, 35], place: '폐기물 보관장 지정폐기물실', methods: ['INCINERATE'], carrier: 'V0201', treater: 'V0202', unitCd: 'KG' },
  { plantCd: '2000', deptCd: 'D2320', kind: 'WASTE_ABSORBENT', every: 60, ton: [200, 500], hold: [20, 45], place: '폐기물 보관장 지정폐기물실', methods: ['INCINERATE'], carrier: 'V0201', treater: 'V0202', unitCd: 'KG' },
];

/**
 * Two years of waste for both plants (issue 27): lots generated on each flow's cadence and handed over after their hold,
 * completed with the treater's measured quantity; the newest still stored (one past its limit and one near it per plant),
 * the latest few handed over and waiting for their result; last month reconciled with Allbaro — two findings at 1000.
 */
export async function seedEnvWasteDemo(db: Db, today: string = plantToday()): Promise<void> {
  if ((await queryRows(db, sql`select 1 from env_waste limit 1`)).length) return;
  await db.insert(vendor).values(VENDORS.map((v) => ({ ...v, vendorTypeCd: 'VT02', createUserId: 'system', updateUserId: 'system' }))).onConflictDoNothing();
  const rand = rng(20261127);
  const between = (a: number, b: number) => a + (b - a) * rand();
  const start = addDaysYmd(today, -730);
  const seq = new Map<string, number>();
  const author = (plantCd: string) => (plantCd === '1000' ? 'env01' : 'env02');
  type TLot = typeof envWaste.$inferInsert;
  type TDisp = Omit<typeof envWasteDisposal.$inferInsert, 'wasteNo'>;
  const plan: { lot: TLot; disp: TDisp | null }[] = [];
  for (const f of FLOWS) {
    for (let d = Math.floor(rand() * f.every); ; d += f.every) {
      const since = addDaysYmd(start, d);
      if (since > today) break;
      const hold = Math.round(between(f.hold[0], f.hold[1]));
      const handover = addDaysYmd(since, hold);
      const qty = Math.round(between(f.ton[0], f.ton[1]) * (f.unitCd === 'KG' ? 1 : 10)) / (f.unitCd === 'KG' ? 1 : 10);
      const who = author(f.plantCd);
      const handed = handover <= today;
      const lot: TLot = {
        plantCd: f.plantCd, deptCd: f.deptCd, wasteKindCd: f.kind, storagePlaceNm: f.place, storedSinceYmd: since, qty, unitCd: f.unitCd,
        statusCd: handed ? 'HANDED' : 'STORED', handedYmd: handed ? handover : null, createUserId: who, updateUserId: who,
      };
      let disp: TDisp | null = null;
      if (handed) {
        const n = (seq.get(f.plantCd + handover.slice(0, 4)) ?? 0) + 1;
        seq.set(f.plantCd + handover.slice(0, 4), n);
        const age = Math.round((Date.parse(today) - Date.parse(handover)) / 86_400_000);
        const done = age > 6;
        const measured = Math.round(qty * between(0.985, 1.015) * 1000) / 1000;
        disp = {
          statusCd: done ? 'COMPLETED' : 'REQUESTED', plantCd: f.plantCd, deptCd: f.deptCd, wasteKindCd: f.kind,
          handoverNo: `${handover.slice(0, 4)}-${f.plantCd}-${String(n).padStart(5, '0')}`, handoverYmd: handover,
          carrierVendorCd: f.carrier, treaterVendorCd: f.treater, estimatedQty: qty, unitCd: f.unitCd,
          measuredQty: done ? measured : null, receiptYmd: done || age >= 1 ? addDaysYmd(handover, 1) : null,
          treatMethodCd: f.methods[Math.floor(rand() * f.methods.length)]!, completedYmd: done ? addDaysYmd(handover, 5) : null,
          createUserId: who, updateUserId: who,
        };
      }
      plan.push({ lot, disp });
    }
  }
  // in storage now: per plant one lot past its limit and one near it (the portlet and the storage list show them)
  const extra = (plantCd: string, deptCd: string, kind: string, days: number, qty: number, unitCd: 'TON' | 'KG', place: string) =>
    plan.push({ lot: { plantCd, deptCd, wasteKindCd: kind, storagePlaceNm: place, storedSinceYmd: addDaysYmd(today, -days), qty, unitCd, statusCd: 'STORED', createUserId: author(plantCd), updateUserId: author(plantCd) }, disp: null });
  extra('1000', 'D1230', 'WASTE_ACID', 48, 3.2, 'TON', '지정폐기물 보관창고 B동(내산)');
  extra('1000', 'D1410', 'WASTE_OIL', 41, 2.4, 'TON', '지정폐기물 보관창고 A동');
  extra('2000', 'D2330', 'WASTE_SOLVENT', 40, 220, 'KG', '폐기물 보관장 지정폐기물실');
  extra('2000', 'D2220', 'SLUDGE', 63, 5.5, 'TON', '폐수처리장 슬러지 저장조');

  await db.transaction(async (tx) => {
    for (let i = 0; i < plan.length; i += 200) {
      const part = plan.slice(i, i + 200);
      const keys = await tx.insert(envWaste).values(part.map((p) => p.lot)).returning({ wasteNo: envWaste.wasteNo });
      const disps = part.flatMap((p, j) => (p.disp ? [{ ...p.disp, wasteNo: keys[j]!.wasteNo }] : []));
      if (disps.length) await tx.insert(envWasteDisposal).values(disps);
    }
    // last month reconciled with Allbaro's download: at 1000 one quantity typed differently and one receipt confirmed late
    const monthStart = `${addDaysYmd(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const monthEnd = addDaysYmd(`${today.slice(0, 8)}01`, -1);
    for (const plantCd of ['1000', '2000']) {
      const rows = await queryRows<{ disposal_no: number; handover_no: string; ymd: string; kind: string; kind_nm: string | null; qty: number; unit_cd: string; receipt: string | null }>(tx, sql`
        select d.disposal_no, d.handover_no, d.handover_ymd::text as ymd, d.waste_kind_cd as kind, d.receipt_ymd::text as receipt,
               (select m.code_nm from com_code_master m where m.code_group_cd = 'ENV_WASTE_KIND' and m.code = d.waste_kind_cd) as kind_nm,
               coalesce(d.measured_qty, d.estimated_qty) as qty, d.unit_cd
          from env_waste_disposal d where d.plant_cd = ${plantCd} and d.handover_ymd between ${monthStart}::date and ${monthEnd}::date order by d.handover_ymd, d.handover_no`);
      if (!rows.length) continue;
      const mine: TPlantHandover[] = rows.map((r) => ({ disposalNo: r.disposal_no, handoverNo: r.handover_no, handoverYmd: r.ymd, wasteKindCd: r.kind, wasteKindNm: r.kind_nm, qtyTon: toTon(Number(r.qty), r.unit_cd) }));
      const file: TAllbaroLine[] = rows.map((r, i) => ({
        rowNo: i + 2, handoverNo: r.handover_no, handoverYmd: r.ymd, kind: r.kind_nm ?? r.kind, qty: Number(r.qty), unitCd: r.unit_cd, receiptYmd: r.receipt ?? addDaysYmd(r.ymd, 1), correctedYmd: null,
      }));
      if (plantCd === '1000' && file.length >= 2) {
        file[0] = { ...file[0]!, qty: Math.round((file[0]!.qty + 10) * 1000) / 1000 };
        file[1] = { ...file[1]!, receiptYmd: addDaysYmd(file[1]!.handoverYmd!, 4) };
      }
      const { issues, matched } = reconcile(mine, new Set(mine.map((m) => m.handoverNo)), file, { receiptDays: 2, correctionDays: 3, qtyTolerancePct: 0 }, today);
      await tx.insert(envWasteAllbaro).values({
        plantCd, fromYmd: monthStart, toYmd: monthEnd, fileNm: `올바로_${monthStart}_${monthEnd}.xlsx`, rowCnt: file.length, matchedCnt: matched, issueCnt: issues.length, issues, createUserId: author(plantCd),
      });
    }
  });
}
