import { sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, productRegs } from '@jikim/shared';
import { queryRows, type Db } from '../db/client.js';
import { plantToday } from '../lib/plant-time.js';
import {
  chmChemical, chmChemicalReg, chmDispense, chmInout, chmItem, chmLimit, chmMatcheck, chmMatcheckReview, chmProd, chmProdComponent, chmProdReg, chmStock, chmStorage,
} from '../modules/chm/chm.tables.js';

/**
 * The chemicals demo (issue 26): the regulated substances a coal power plant (1000) and an LNG terminal (2000) really
 * handle — ammonia and urea for the SCR, hydrazine for boiler water, hydrochloric acid, caustic soda, sulphuric acid and
 * hypochlorite for water treatment, lab solvents and reagents; the odorant blend (THT/TBM) and methanol at the LNG base —
 * with their products, storages, permitted amounts, confirmed new-chemical reviews and two years of movements.
 * Regulation rows are demo data typed from the public lists (화관법 유독물질·사고대비물질 고시, 산안법 별표, 위험물안전관리법
 * 시행령 별표 1) and must be checked against the current notices before real use.
 */
type TReg = [regCd: string, thresholdPct: number, hazmatClassNm?: string, designatedQty?: number, unit?: 'KG' | 'L'];
const SUBSTANCES: [cas: string, ko: string, en: string, un: string | null, regs: TReg[]][] = [
  ['7664-41-7', '암모니아', 'Ammonia', '1005', [['TOX_ACUTE', 10], ['ACCIDENT_PREP', 10], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1]]],
  ['57-13-6', '요소', 'Urea', null, []],
  ['302-01-2', '히드라진', 'Hydrazine', '2030', [['TOX_CHRONIC', 1], ['ACCIDENT_PREP', 1], ['OSH_SPECIAL', 0.1], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['HAZMAT', 1, '제4류 제2석유류(수용성)', 2000, 'L']]],
  ['7647-01-0', '염화수소', 'Hydrogen chloride', '1789', [['TOX_ACUTE', 10], ['ACCIDENT_PREP', 10], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1]]],
  ['1310-73-2', '수산화나트륨', 'Sodium hydroxide', '1824', [['TOX_ACUTE', 5], ['OSH_MANAGED', 1], ['OSH_WEM', 1]]],
  ['7664-93-9', '황산', 'Sulfuric acid', '1830', [['TOX_ACUTE', 10], ['ACCIDENT_PREP', 10], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['OSH_PEL', 1]]],
  ['7681-52-9', '차아염소산나트륨', 'Sodium hypochlorite', '1791', [['TOX_ECO', 25]]],
  ['67-56-1', '메탄올', 'Methanol', '1230', [['TOX_ACUTE', 85], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['HAZMAT', 60, '제4류 알코올류', 400, 'L']]],
  ['67-64-1', '아세톤', 'Acetone', '1090', [['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['HAZMAT', 1, '제4류 제1석유류(수용성)', 400, 'L']]],
  ['108-88-3', '톨루엔', 'Toluene', '1294', [['TOX_CHRONIC', 85], ['ACCIDENT_PREP', 85], ['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['OSH_PEL', 1], ['HAZMAT', 1, '제4류 제1석유류(비수용성)', 200, 'L']]],
  ['110-01-0', '테트라하이드로티오펜(THT)', 'Tetrahydrothiophene', '2412', [['HAZMAT', 1, '제4류 제1석유류(비수용성)', 200, 'L']]],
  ['75-66-1', '터셔리부틸메르캅탄(TBM)', 'tert-Butyl mercaptan', '1228', [['OSH_MANAGED', 1], ['HAZMAT', 1, '제4류 특수인화물', 50, 'L']]],
  ['67-63-0', '이소프로필알코올', 'Isopropyl alcohol', '1219', [['OSH_MANAGED', 1], ['OSH_WEM', 1], ['OSH_SHC', 1], ['HAZMAT', 60, '제4류 알코올류', 400, 'L']]],
  ['7732-18-5', '물', 'Water', null, []],
];

type TProd = {
  key: string; plantCd: string; deptCd: string; owner: string; prodNm: string; maker: string; supplier: string; tel: string; use: string; state: 'SOLID' | 'LIQUID' | 'GAS';
  density: number; signal: 'DANGER' | 'WARNING' | null; h: string[]; p: string[]; rev: string; kosha: string; comps: [cas: string, nm: string, min: number, max: number][];
  firstAid: string; spill: string; ppe: string; storageTxt: string;
};
const ACID_AID = '눈: 즉시 다량의 물로 15분 이상 씻고 의사의 진료를 받을 것. 피부: 오염된 옷을 벗기고 물로 씻을 것. 흡입: 신선한 공기가 있는 곳으로 옮길 것.';
const PRODUCTS: TProd[] = [
  { key: 'NH3', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '무수암모니아 (탈질설비용)', maker: '(주)한국특수가스', supplier: '(주)한국특수가스', tel: '041-350-1119', use: 'SCR 탈질설비 환원제', state: 'GAS', density: 0.68, signal: 'DANGER', h: ['H221', 'H280', 'H314', 'H331', 'H400'], p: ['P210', 'P260', 'P280', 'P304+P340', 'P305+P351+P338', 'P310', 'P403+P233'], rev: '-27M', kosha: 'AA2024-00118', comps: [['7664-41-7', '암모니아', 99.5, 100]], firstAid: '흡입: 즉시 신선한 공기로 옮기고 호흡이 곤란하면 산소 공급. 피부·눈: 다량의 물로 15분 이상 세척 후 의사 진료.', spill: '누출 지역 접근 금지, 바람 부는 쪽에서 물분무로 증기 억제, 방재센터(119)와 환경부 화학물질안전원에 즉시 신고(15분 이내).', ppe: '공기호흡기, 화학보호복(Level A), 내화학 장갑·장화', storageTxt: '직사광선을 피하고 통풍이 잘 되는 곳, 가연물과 분리' },
  { key: 'UREA', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '요소수 40%', maker: '롯데정밀화학', supplier: '롯데정밀화학', tel: '052-270-6114', use: 'SNCR 탈질 환원제', state: 'LIQUID', density: 1.11, signal: null, h: [], p: ['P264', 'P280'], rev: '-10M', kosha: 'AA2025-00431', comps: [['57-13-6', '요소', 39, 41], ['7732-18-5', '물', 59, 61]], firstAid: '눈에 들어가면 물로 씻을 것.', spill: '흡수재로 회수하고 하수구로 흘려보내지 말 것.', ppe: '보안경, 장갑', storageTxt: '동결 주의(−11 ℃ 이하)' },
  { key: 'N2H4', plantCd: '1000', deptCd: 'D1310', owner: 'safety01', prodNm: '히드라진 수용액 35%', maker: 'Arkema', supplier: '(주)대정화금', tel: '031-488-8110', use: '보일러 급수 탈산소제', state: 'LIQUID', density: 1.02, signal: 'DANGER', h: ['H301', 'H311', 'H314', 'H317', 'H331', 'H350', 'H410'], p: ['P260', 'P273', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P310', 'P405', 'P501'], rev: '-40M', kosha: 'AA2022-00877', comps: [['302-01-2', '히드라진', 34, 36], ['7732-18-5', '물', 64, 66]], firstAid: `${ACID_AID} 발암성 물질: 노출 시 반드시 의사 진료.`, spill: '누출 구역 격리, 모래·불연성 흡수재로 회수하여 밀폐 용기에 보관, 수계 유입 차단.', ppe: '방독마스크(유기가스용), 내화학 장갑, 화학보호복, 보안면', storageTxt: '잠금장치가 있는 곳, 산화제와 분리' },
  { key: 'HCL', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '염산 35%', maker: '(주)한화솔루션', supplier: '(주)대정화금', tel: '031-488-8110', use: '이온교환수지 재생', state: 'LIQUID', density: 1.18, signal: 'DANGER', h: ['H290', 'H314', 'H335'], p: ['P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310', 'P405'], rev: '-14M', kosha: 'AA2025-00202', comps: [['7647-01-0', '염화수소', 33, 36], ['7732-18-5', '물', 64, 67]], firstAid: ACID_AID, spill: '방류벽 안으로 유도, 소석회·탄산나트륨으로 중화 후 회수.', ppe: '방산마스크, 내산 장갑·장화, 보안면, 내산복', storageTxt: '금속·염기와 분리, 방류벽 설치' },
  { key: 'NAOH', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '가성소다 45%', maker: '(주)LG화학', supplier: '(주)대정화금', tel: '031-488-8110', use: '이온교환수지 재생, 폐수 중화', state: 'LIQUID', density: 1.48, signal: 'DANGER', h: ['H290', 'H314'], p: ['P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'], rev: '-20M', kosha: 'AA2024-00554', comps: [['1310-73-2', '수산화나트륨', 44, 46], ['7732-18-5', '물', 54, 56]], firstAid: ACID_AID, spill: '묽은 산으로 중화 후 흡수재로 회수.', ppe: '보안면, 내알칼리 장갑·장화, 보호복', storageTxt: '산과 분리, 동결 주의' },
  { key: 'H2SO4', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '황산 98%', maker: '고려아연', supplier: '(주)대정화금', tel: '031-488-8110', use: '순환수 pH 조절', state: 'LIQUID', density: 1.84, signal: 'DANGER', h: ['H290', 'H314'], p: ['P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'], rev: '-8M', kosha: 'AA2026-00017', comps: [['7664-93-9', '황산', 97, 99]], firstAid: ACID_AID, spill: '물을 직접 뿌리지 말 것. 건조 모래로 흡수 후 중화.', ppe: '보안면, 내산 장갑·장화, 내산복', storageTxt: '물·가연물과 분리' },
  { key: 'NAOCL', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '차아염소산나트륨 12%', maker: '(주)유니드', supplier: '(주)유니드', tel: '02-3709-9500', use: '복수기 냉각수 살균', state: 'LIQUID', density: 1.2, signal: 'DANGER', h: ['H290', 'H314', 'H400'], p: ['P273', 'P280', 'P305+P351+P338', 'P310', 'P391'], rev: '-30M', kosha: 'AA2023-00990', comps: [['7681-52-9', '차아염소산나트륨', 11, 13], ['7732-18-5', '물', 87, 89]], firstAid: ACID_AID, spill: '산과 접촉 금지(염소가스 발생). 흡수재로 회수.', ppe: '보안경, 내화학 장갑', storageTxt: '산과 분리, 직사광선 차단' },
  { key: 'MEOH1', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '메탄올 (시약, 4 L)', maker: '덕산과학', supplier: '덕산과학', tel: '031-8005-7000', use: '수질분석 시약', state: 'LIQUID', density: 0.79, signal: 'DANGER', h: ['H225', 'H301', 'H311', 'H331', 'H370'], p: ['P210', 'P233', 'P280', 'P304+P340', 'P310', 'P403+P233'], rev: '-38M', kosha: 'AA2023-00120', comps: [['67-56-1', '메탄올', 99.8, 100]], firstAid: '흡입·섭취 시 즉시 의사 진료(시신경 손상 위험).', spill: '점화원 제거, 흡수재로 회수.', ppe: '방독마스크, 니트릴 장갑, 보안경', storageTxt: '인화성 물질 저장장, 점화원 차단' },
  { key: 'ACETONE', plantCd: '1000', deptCd: 'D1230', owner: 'safety01', prodNm: '아세톤 (시약, 4 L)', maker: '덕산과학', supplier: '덕산과학', tel: '031-8005-7000', use: '실험기구 세척', state: 'LIQUID', density: 0.79, signal: 'DANGER', h: ['H225', 'H319', 'H336'], p: ['P210', 'P233', 'P305+P351+P338', 'P403+P233'], rev: '-6M', kosha: 'AA2026-00231', comps: [['67-64-1', '아세톤', 99.5, 100]], firstAid: '눈: 물로 씻을 것. 흡입: 신선한 공기로 옮길 것.', spill: '점화원 제거, 흡수재로 회수.', ppe: '보안경, 니트릴 장갑', storageTxt: '인화성 물질 저장장' },
  { key: 'TOLUENE', plantCd: '1000', deptCd: 'D1410', owner: 'safety01', prodNm: '톨루엔 (세척용, 18 L)', maker: 'SK지오센트릭', supplier: '(주)삼전순약', tel: '031-492-2410', use: '기계부품 탈지 세척', state: 'LIQUID', density: 0.87, signal: 'DANGER', h: ['H225', 'H304', 'H315', 'H336', 'H361', 'H373'], p: ['P210', 'P260', 'P280', 'P301+P330+P331', 'P403+P233'], rev: '-22M', kosha: 'AA2024-00660', comps: [['108-88-3', '톨루엔', 99, 100]], firstAid: '섭취 시 토하게 하지 말 것(흡인 위험). 흡입: 신선한 공기로 옮길 것.', spill: '점화원 제거, 흡수재로 회수, 배수로 유입 차단.', ppe: '방독마스크(유기용제용), 니트릴 장갑', storageTxt: '위험물 옥내저장소' },
  { key: 'ODORANT', plantCd: '2000', deptCd: 'D2330', owner: 'gas01', prodNm: '부취제 (THT 75% / TBM 25%)', maker: 'Arkema', supplier: '(주)한국부취제', tel: '055-640-1199', use: '송출 천연가스 부취', state: 'LIQUID', density: 0.96, signal: 'DANGER', h: ['H225', 'H302', 'H317', 'H319', 'H332', 'H411'], p: ['P210', 'P233', 'P273', 'P280', 'P305+P351+P338', 'P403+P233', 'P501'], rev: '-16M', kosha: 'AA2025-00018', comps: [['110-01-0', '테트라하이드로티오펜', 70, 80], ['75-66-1', '터셔리부틸메르캅탄', 20, 30]], firstAid: '흡입: 신선한 공기로 옮길 것. 피부: 비누와 물로 씻을 것.', spill: '점화원 제거, 활성탄·흡수재로 회수, 악취 민원 대비 주변 통보.', ppe: '방독마스크(유기가스용), 니트릴 장갑, 보안경', storageTxt: '밀폐 저장탱크, 질소 봉입' },
  { key: 'MEOH2', plantCd: '2000', deptCd: 'D2320', owner: 'gas01', prodNm: '메탄올 (하이드레이트 방지, 200 L)', maker: 'OCI', supplier: '(주)남해케미칼', tel: '055-642-7700', use: '기화기 배관 하이드레이트 방지', state: 'LIQUID', density: 0.79, signal: 'DANGER', h: ['H225', 'H301', 'H311', 'H331', 'H370'], p: ['P210', 'P233', 'P280', 'P304+P340', 'P310'], rev: '-12M', kosha: 'AA2025-00300', comps: [['67-56-1', '메탄올', 99.8, 100]], firstAid: '흡입·섭취 시 즉시 의사 진료.', spill: '점화원 제거, 흡수재로 회수.', ppe: '방독마스크, 니트릴 장갑, 보안경', storageTxt: '위험물 옥외저장소' },
  { key: 'IPA', plantCd: '2000', deptCd: 'D2320', owner: 'gas01', prodNm: '이소프로필알코올 (18 L)', maker: 'LG화학', supplier: '(주)남해케미칼', tel: '055-642-7700', use: '계기·전기부품 세척', state: 'LIQUID', density: 0.785, signal: 'DANGER', h: ['H225', 'H319', 'H336'], p: ['P210', 'P233', 'P305+P351+P338', 'P403+P233'], rev: '-44M', kosha: 'AA2022-00451', comps: [['67-63-0', '이소프로필알코올', 99.5, 100]], firstAid: '눈: 물로 씻을 것.', spill: '점화원 제거, 흡수재로 회수.', ppe: '보안경, 니트릴 장갑', storageTxt: '인화성 물질 저장장' },
  { key: 'NAOH2', plantCd: '2000', deptCd: 'D2220', owner: 'gas01', prodNm: '가성소다 25% (폐수 중화)', maker: '한화솔루션', supplier: '(주)남해케미칼', tel: '055-642-7700', use: '폐수 중화', state: 'LIQUID', density: 1.27, signal: 'DANGER', h: ['H290', 'H314'], p: ['P260', 'P280', 'P303+P361+P353', 'P305+P351+P338', 'P310'], rev: '-18M', kosha: 'AA2025-00145', comps: [['1310-73-2', '수산화나트륨', 24, 26], ['7732-18-5', '물', 74, 76]], firstAid: ACID_AID, spill: '묽은 산으로 중화 후 흡수재로 회수.', ppe: '보안면, 내알칼리 장갑·장화', storageTxt: '산과 분리' },
];

/** storages: plant, name, type, facility, cycle months, and which products they hold with weekly use (kg) and reorder (kg) */
const STORAGES: [plant: string, nm: string, type: string, facility: string | null, cycle: number | null, location: string, hold: [prod: string, useKg: number, lotKg: number][]][] = [
  ['1000', '탈질설비 암모니아 저장탱크', 'TANK', '유해화학물질 저장시설 (사고대비물질)', 12, '탈질설비동 옥외', [['NH3', 9000, 40000]]],
  ['1000', '요소수 저장탱크', 'TANK', null, null, '탈질설비동 옥외', [['UREA', 12000, 30000]]],
  ['1000', '수처리 약품창고', 'WAREHOUSE', '유해화학물질 보관시설', 12, '수처리동 1층', [['HCL', 1400, 6000], ['NAOH', 1600, 7400], ['H2SO4', 300, 1840], ['NAOCL', 900, 4800], ['N2H4', 60, 408]]],
  ['1000', '화학분석실 시약장', 'LAB', null, null, '본관 2층 화학분석실', [['MEOH1', 1.2, 12.6], ['ACETONE', 2.4, 12.6]]],
  ['1000', '위험물 옥내저장소', 'WAREHOUSE', '위험물 옥내저장소 (지정수량 배수 관리)', 12, '정비동 뒤편', [['TOLUENE', 16, 156.6]]],
  ['2000', '부취설비 부취제 저장탱크', 'TANK', '위험물 옥외탱크저장소', 12, '송출설비동', [['ODORANT', 55, 480]]],
  ['2000', '위험물 옥외저장소', 'WAREHOUSE', '위험물 옥외저장소', 12, '기화기동 옆', [['MEOH2', 160, 1264], ['IPA', 6, 56.5]]],
  ['2000', '폐수처리 약품실', 'WAREHOUSE', null, null, '폐수처리장', [['NAOH2', 120, 1270]]],
];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const revYmd = (today: string, rel: string) => addMonthsYmd(today, Number(rel.replace('M', '')));

export async function seedChmDemo(db: Db, today: string = plantToday()): Promise<void> {
  if ((await queryRows(db, sql`select 1 from chm_prod limit 1`)).length) return;
  const envReviewer = (await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where dept_cd = 'D1230' and user_type = 'U' order by user_id limit 1`))[0]?.user_id ?? 'safety01';
  const gasEnv = (await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where dept_cd = 'D2220' and user_type = 'U' order by user_id limit 1`))[0]?.user_id ?? 'gas01';
  await db.transaction(async (tx) => {
    const regRows: { casNo: string; regCd: string; thresholdPct: number }[] = [];
    for (const [casNo, ko, en, un, regs] of SUBSTANCES) {
      const [c] = await tx.insert(chmChemical).values({ casNo, chemNmKo: ko, chemNmEn: en, unNo: un, createUserId: 'safety01', updateUserId: 'safety01' }).onConflictDoNothing().returning({ no: chmChemical.chemNo });
      if (!c) continue;
      if (regs.length) {
        await tx.insert(chmChemicalReg).values(regs.map(([regCd, thresholdPct, hazmatClassNm, designatedQty, unit]) => ({
          chemNo: c.no, regCd, thresholdPct, hazmatClassNm: hazmatClassNm ?? null, designatedQty: designatedQty ?? null, designatedUnitCd: unit ?? null, createUserId: 'safety01', updateUserId: 'safety01',
        })));
      }
      for (const [regCd, thresholdPct] of regs) regRows.push({ casNo, regCd, thresholdPct });
    }
    const prodNo = new Map<string, number>();
    for (const p of PRODUCTS) {
      const rev = revYmd(today, p.rev);
      const [row] = await tx.insert(chmProd).values({
        plantCd: p.plantCd, deptCd: p.deptCd, ownerUserId: p.owner, prodNm: p.prodNm, stateCd: p.state, densityKgL: p.density, makerNm: p.maker, supplierNm: p.supplier,
        emergencyTel: p.tel, useDesc: p.use, signalWordCd: p.signal, sdsRevNo: 1, sdsRevYmd: rev, sdsDueYmd: addMonthsYmd(rev, 36), koshaNo: p.kosha, hCodes: p.h, pCodes: p.p,
        firstAidTxt: p.firstAid, spillTxt: p.spill, ppeTxt: p.ppe, storageTxt: p.storageTxt, usableYn: 'Y', createUserId: p.owner, updateUserId: p.owner,
      }).returning({ no: chmProd.chemProdNo });
      prodNo.set(p.key, row!.no);
      await tx.insert(chmProdComponent).values(p.comps.map(([casNo, chemNm, min, max], i) => ({ chemProdNo: row!.no, casNo, chemNm, contentMinPct: min, contentMaxPct: max, rowNo: i + 1, createUserId: p.owner, updateUserId: p.owner })));
      const regs = productRegs(p.comps.map(([casNo, , , max]) => ({ casNo, contentMaxPct: max })), regRows);
      if (regs.length) await tx.insert(chmProdReg).values(regs.map((r) => ({ chemProdNo: row!.no, ...r })));
      // the product came in through a confirmed new-chemical review
      const gasPlant = p.plantCd === '2000';
      const [req] = await tx.insert(chmMatcheck).values({
        statusCd: 'CONFIRMED', plantCd: p.plantCd, deptCd: p.deptCd, chemProdNo: row!.no, useDesc: p.use, placeDesc: '저장소 및 사용 설비', qtyDesc: '월 사용량 기준',
        exposedCnt: 4, ppeDesc: p.ppe, substituteYn: 'Y', substituteDesc: '대체 가능 물질 검토 결과 공정상 대체 불가', createUserId: p.owner, updateUserId: p.owner,
      }).returning({ no: chmMatcheck.reqNo });
      await tx.insert(chmMatcheckReview).values([['SAFETY', gasPlant ? 'gas01' : 'safety01'], ['HEALTH', gasPlant ? 'gas01' : 'health01'], ['ENV', gasPlant ? gasEnv : envReviewer]].map(([d, u], i) => ({
        reqNo: req!.no, disciplineCd: d!, reviewerUserId: u!, decisionCd: 'CONFIRM', reviewComment: '검토 결과 적합', reviewDt: new Date(`${addMonthsYmd(rev, 1)}T10:00:00+09:00`), rowNo: i + 1, updateUserId: u!,
      })));
    }
    // a new product still under review: the safety reviewer answered, health and environment have not
    const [pending] = await tx.insert(chmProd).values({
      plantCd: '1000', deptCd: 'D1230', ownerUserId: 'safety01', prodNm: '스케일 방지제 (신규)', stateCd: 'LIQUID', densityKgL: 1.1, makerNm: '(주)에코워터', supplierNm: '(주)에코워터',
      emergencyTel: '031-777-1234', useDesc: '냉각탑 스케일 방지', signalWordCd: 'WARNING', hCodes: ['H319'], pCodes: ['P264', 'P280', 'P305+P351+P338'], sdsRevNo: 1, sdsRevYmd: addDaysYmd(today, -40),
      sdsDueYmd: addMonthsYmd(addDaysYmd(today, -40), 36), koshaNo: 'AA2026-00999', usableYn: 'N', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: chmProd.chemProdNo });
    await tx.insert(chmProdComponent).values({ chemProdNo: pending!.no, casNo: '7732-18-5', chemNm: '물', contentMinPct: 60, contentMaxPct: 70, rowNo: 1 });
    const [req] = await tx.insert(chmMatcheck).values({
      statusCd: 'REVIEW', plantCd: '1000', deptCd: 'D1230', chemProdNo: pending!.no, useDesc: '냉각탑 스케일 방지', placeDesc: '냉각탑 약품 주입설비', qtyDesc: '월 200 kg', exposedCnt: 3,
      ppeDesc: '보안경, 장갑', substituteYn: 'Y', substituteDesc: '기존 인산염계 대비 저독성', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: chmMatcheck.reqNo });
    await tx.insert(chmMatcheckReview).values([
      { reqNo: req!.no, disciplineCd: 'SAFETY', reviewerUserId: 'safety01', decisionCd: 'CONFIRM', reviewComment: '취급 절차 적정', reviewDt: new Date(), rowNo: 1, updateUserId: 'safety01' },
      { reqNo: req!.no, disciplineCd: 'HEALTH', reviewerUserId: 'health01', rowNo: 2 },
      { reqNo: req!.no, disciplineCd: 'ENV', reviewerUserId: envReviewer, rowNo: 3 },
    ]);

    // storages, items, limits and two years of movements (weekly use; a receipt of one lot when the stock runs low)
    const rand = rng(20261126);
    const start = addDaysYmd(today, -730);
    for (const [plantCd, nm, type, facility, cycle, location, hold] of STORAGES) {
      const [s] = await tx.insert(chmStorage).values({
        plantCd, storageNm: nm, storageTypeCd: type, facilityNm: facility, inspectCycleMonths: cycle, lastInspectYmd: cycle ? addDaysYmd(today, -120) : null, locationDesc: location,
        deptCd: plantCd === '1000' ? 'D1230' : 'D2220', managerUserId: plantCd === '1000' ? 'safety01' : 'gas01', createUserId: 'safety01', updateUserId: 'safety01',
      }).returning({ no: chmStorage.storageNo });
      for (const [key, useKg, lotKg] of hold) {
        const p = PRODUCTS.find((x) => x.key === key)!;
        const no = prodNo.get(key)!;
        const owner = p.owner;
        await tx.insert(chmItem).values({ plantCd, chemProdNo: no, itemNm: p.prodNm, packQty: p.state === 'GAS' || type === 'TANK' ? lotKg : Math.round((lotKg / p.density) * 10) / 10, packUnitCd: p.state === 'GAS' || type === 'TANK' ? 'KG' : 'L', packNm: type === 'TANK' ? '탱크로리' : type === 'LAB' ? '유리병' : '말통', createUserId: owner, updateUserId: owner });
        await tx.insert(chmLimit).values({ plantCd, storageNo: s!.no, chemProdNo: no, limitKg: Math.round(lotKg * 2.2), permitNo: facility ? `${plantCd === '1000' ? '충남' : '경남'}-화학-${String(s!.no).padStart(3, '0')}` : null, remark: '저장시설 최대 저장량', createUserId: owner, updateUserId: owner });
        const moves: (typeof chmInout.$inferInsert)[] = [];
        let bal = 0;
        const push = (type: 'IN' | 'OUT', ymd: string, kg: number, unitL: boolean) => {
          const k = Math.round(kg * 1000) / 1000;
          bal = Math.round((bal + (type === 'IN' ? k : -k)) * 1000) / 1000;
          moves.push({ plantCd, storageNo: s!.no, chemProdNo: no, inoutTypeCd: type, inoutYmd: ymd, qty: unitL ? Math.round((k / p.density) * 1000) / 1000 : k, unitCd: unitL ? 'L' : 'KG', qtyKg: k, deltaKg: type === 'IN' ? k : -k, balanceKg: bal, createUserId: owner, updateUserId: owner, remark: type === 'IN' ? '정기 입고' : null });
        };
        push('IN', start, lotKg, false);
        for (let w = 1; w <= 104; w += 1) {
          const ymd = addDaysYmd(start, w * 7);
          const use = useKg * (0.6 + rand() * 0.8);
          if (bal - use < useKg * 1.5) push('IN', addDaysYmd(ymd, -1), lotKg, false);
          push('OUT', ymd, Math.min(use, bal), type === 'LAB' || type === 'WAREHOUSE');
        }
        for (let i = 0; i < moves.length; i += 500) await tx.insert(chmInout).values(moves.slice(i, i + 500));
        await tx.insert(chmStock).values({ storageNo: s!.no, chemProdNo: no, plantCd, qtyKg: bal });
      }
    }
    // a plant-wide limit of 사고대비물질 at the power plant (the accident-preparedness permit)
    await tx.insert(chmLimit).values({ plantCd: '1000', regCd: 'ACCIDENT_PREP', limitKg: 150000, permitNo: '충남-사고대비-2024-07', remark: '유해화학물질 영업허가 취급량', createUserId: 'safety01', updateUserId: 'safety01' });

    // 시약 불출: the analysis lab's last issues from its reagent cabinet came through requests (received), and three are
    // open now — one waiting for its team leader, one approved for the cabinet's manager to issue, one rejected
    const [lab] = await queryRows<{ storage_no: number; manager_user_id: string }>(tx, sql`
      select storage_no, manager_user_id from chm_storage where plant_cd = '1000' and storage_type_cd = 'LAB' order by storage_no limit 1`);
    const labDept = 'D1230';
    const requester = (await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where dept_cd = ${labDept} and user_type = 'U' and duty_cd = 'DUT01' order by user_id limit 1`))[0]?.user_id;
    if (lab && requester) {
      const outs = await queryRows<{ inout_no: number; chem_prod_no: number; inout_ymd: string; qty: number; unit_cd: string }>(tx, sql`
        select inout_no, chem_prod_no, inout_ymd::text, qty, unit_cd from chm_inout where storage_no = ${lab.storage_no} and inout_type_cd = 'OUT' order by inout_ymd desc, inout_no desc limit 8`);
      const PURPOSES = ['보일러수 수질 분석(실리카)', '복수 전도도 측정 전처리', '연료유 황분 분석 시료 세척', '냉각수 염소 잔류량 분석', '폐수 COD 분석 보조'];
      for (const [i, o] of outs.entries()) {
        const [d] = await tx.insert(chmDispense).values({
          statusCd: 'RECEIVED', plantCd: '1000', deptCd: labDept, needYmd: o.inout_ymd, chemProdNo: o.chem_prod_no, storageNo: lab.storage_no, qty: Number(o.qty), unitCd: o.unit_cd,
          purpose: PURPOSES[i % PURPOSES.length]!, issuerUserId: lab.manager_user_id, issuedYmd: o.inout_ymd, inoutNo: o.inout_no, receivedYmd: o.inout_ymd,
          createUserId: requester, updateUserId: requester, createDt: new Date(`${addDaysYmd(o.inout_ymd, -2)}T01:00:00Z`), updateDt: new Date(`${o.inout_ymd}T06:00:00Z`),
        }).returning({ no: chmDispense.dispenseNo });
        await tx.execute(sql`update chm_inout set remark = ${`불출 요청 ${d!.no}번 (화학분석실): ${PURPOSES[i % PURPOSES.length]!}`} where inout_no = ${o.inout_no}`);
      }
      const prods = await queryRows<{ chem_prod_no: number }>(tx, sql`select distinct chem_prod_no from chm_stock where storage_no = ${lab.storage_no} order by chem_prod_no`);
      const open: [string, number, string, string][] = [
        ['REQUESTED', 0.5, '탈염수 실리카 분석 표준용액 조제', addDaysYmd(today, 3)],
        ['APPROVED', 1, '보일러 급수 샘플링 라인 세척', addDaysYmd(today, 1)],
        ['REJECTED', 4, '현장 배관 탈지 (대체 세척제 사용 검토 후 재요청)', addDaysYmd(today, -5)],
      ];
      for (const [k, [statusCd, qty, purpose, needYmd]] of open.entries()) {
        const prod = prods[k % Math.max(prods.length, 1)];
        if (!prod) break;
        await tx.insert(chmDispense).values({
          statusCd, plantCd: '1000', deptCd: labDept, needYmd, chemProdNo: prod.chem_prod_no, storageNo: lab.storage_no, qty, unitCd: 'L', purpose,
          issuerUserId: lab.manager_user_id, createUserId: requester, updateUserId: requester,
        });
      }
    }
  });
}

