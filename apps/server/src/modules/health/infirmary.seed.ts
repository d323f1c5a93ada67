import { sql } from 'drizzle-orm';
import { HEA_COMPLAINTS, HEA_DRUG_CLASSES, HEA_INFIRMARY_CODE_GROUP, addMonthsYmd, drugMoveSign, type THeaDrugMoveType } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { heaDrug, heaDrugMove, heaInfirmaryRx, heaInfirmaryVisit } from './infirmary.tables.js';
import { heaMskAction, heaMskSurvey, heaMskUnitWork } from './msk.tables.js';
import { heaWorkenvPlan, heaWorkenvResult } from './workenv.tables.js';

const SYS = { createUserId: 'system', updateUserId: 'system' };
const HM = { createUserId: 'health01', updateUserId: 'health01' };

/** deterministic pseudo-random numbers: the demo is the same on every machine (dates are relative to the seed day) */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(r: () => number, a: readonly T[]) => a[Math.floor(r() * a.length)]!;
const ymdPlus = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** [name, unit, class, safety stock, reorder quantity] */
const DRUGS_1000: [string, string, string, number, number][] = [
  ['타이레놀정 500mg', '정', 'HDC01', 100, 300],
  ['이부프로펜정 200mg', '정', 'HDC01', 60, 200],
  ['판콜에이내복액', '병', 'HDC02', 20, 60],
  ['종합감기약(캡슐)', '캡슐', 'HDC02', 40, 120],
  ['베아제정', '정', 'HDC03', 40, 120],
  ['훼스탈플러스정', '정', 'HDC03', 40, 120],
  ['케토톱 플라스타', '매', 'HDC04', 30, 100],
  ['후시딘연고', '개', 'HDC04', 5, 20],
  ['화상연고(실버설파디아진)', '개', 'HDC04', 5, 12],
  ['일회용 밴드', '매', 'HDC05', 100, 300],
  ['포비돈 소독솜', '매', 'HDC05', 50, 200],
  ['인공눈물 점안액', '개', 'HDC06', 20, 60],
];
const DRUGS_2000: [string, string, string, number, number][] = [
  ['타이레놀정 500mg', '정', 'HDC01', 60, 200],
  ['베아제정', '정', 'HDC03', 30, 100],
  ['일회용 밴드', '매', 'HDC05', 60, 200],
  ['인공눈물 점안액', '개', 'HDC06', 10, 30],
];

/** what a complaint is usually treated with: [complaint, treatment, drug names with quantity range] */
const CARE: [string, string, [string, number, number][]][] = [
  ['HCP01', '해열진통제 투약 후 안정', [['타이레놀정 500mg', 2, 4]]],
  ['HCP01', '휴식 권고, 진통제 투약', [['이부프로펜정 200mg', 2, 3]]],
  ['HCP02', '감기약 투약, 수분 섭취 권고', [['종합감기약(캡슐)', 3, 6], ['판콜에이내복액', 1, 2]]],
  ['HCP03', '소화제 투약', [['베아제정', 2, 3]]],
  ['HCP03', '소화제 투약, 식사 조절 안내', [['훼스탈플러스정', 2, 3]]],
  ['HCP04', '파스 부착, 스트레칭 교육', [['케토톱 플라스타', 2, 4]]],
  ['HCP05', '상처 소독 후 밴드 부착', [['포비돈 소독솜', 2, 3], ['일회용 밴드', 1, 3]]],
  ['HCP05', '소독 및 연고 도포', [['포비돈 소독솜', 1, 2], ['후시딘연고', 1, 1]]],
  ['HCP06', '냉각 후 화상연고 도포, 병원 진료 안내', [['화상연고(실버설파디아진)', 1, 1]]],
  ['HCP07', '세안 후 인공눈물 점안', [['인공눈물 점안액', 1, 1]]],
  ['HCP08', '피부 상태 관찰, 연고 도포', [['후시딘연고', 1, 1]]],
  ['HCP09', '혈압 측정 및 생활습관 상담', []],
  ['HCP09', '혈당 측정 및 상담', []],
];
const SYMPTOMS: Record<string, string[]> = {
  HCP01: ['오전부터 두통이 있음', '미열과 두통', '야간근무 후 두통 호소'],
  HCP02: ['콧물, 인후통', '기침과 가래', '오한 및 인후통'],
  HCP03: ['점심 식사 후 더부룩함', '속쓰림', '소화불량'],
  HCP04: ['허리 통증(밸브 조작 후)', '어깨 결림', '손목 통증'],
  HCP05: ['정비 중 손가락 베임', '팔 찰과상', '무릎 찰과상'],
  HCP06: ['배관 접촉으로 손등 1도 화상'],
  HCP07: ['눈 이물감(분진)', '눈 충혈'],
  HCP08: ['팔 부위 발진', '가려움'],
  HCP09: ['정기 혈압 측정', '혈당 측정 요청'],
  HCP99: ['상담 요청'],
};
const VENDOR_WORKERS: [string, string][] = [['V0001', '한상민'], ['V0001', '조영길'], ['V0002', '문태호'], ['V0001', '배정수']];

type Move = { plantCd: string; drugNo: number; moveTypeCd: THeaDrugMoveType; moveYmd: string; qty: number; deltaQty: number; visitNo: number | null; remark: string | null };

async function seedCodes(tx: DbOrTx) {
  await tx.insert(codeGroup).values([
    { codeGroupCd: HEA_INFIRMARY_CODE_GROUP.complaint, codeGroupNm: '보건실 주호소 분류', systemYn: 'N', ...SYS },
    { codeGroupCd: HEA_INFIRMARY_CODE_GROUP.drugClass, codeGroupNm: '의약품 분류', systemYn: 'N', ...SYS },
  ]).onConflictDoNothing();
  const rows = (group: string, list: readonly { code: string; codeNm: string; en: string; zh: string; es: string }[]) =>
    list.map((c, i) => ({ codeGroupCd: group, code: c.code, codeNm: c.codeNm, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, sortOrder: i + 1, ...SYS }));
  await tx.insert(codeMaster).values([...rows(HEA_INFIRMARY_CODE_GROUP.complaint, HEA_COMPLAINTS), ...rows(HEA_INFIRMARY_CODE_GROUP.drugClass, HEA_DRUG_CLASSES)]).onConflictDoNothing();
}

/** a year of infirmary visits with prescriptions and the drug movements behind them; stock = sum of movements, never negative */
async function seedInfirmary(tx: DbOrTx, today: string) {
  const r = rng(8_2026);
  for (const [plantCd, drugs, perDay, users] of [
    ['1000', DRUGS_1000, 3, await queryRows<{ user_id: string; user_nm: string; dept_cd: string }>(tx, sql`select user_id, user_nm, dept_cd from com_user
      where plant_cd = '1000' and user_type = 'U' and user_id not in ('admin') order by user_id`)],
    ['2000', DRUGS_2000, 2, await queryRows<{ user_id: string; user_nm: string; dept_cd: string }>(tx, sql`select user_id, user_nm, dept_cd from com_user
      where plant_cd = '2000' and user_type = 'U' order by user_id`)],
  ] as const) {
    if (!users.length) continue;
    const ins = await tx.insert(heaDrug).values(drugs.map(([drugNm, unitNm, drugClassCd, safetyStock]) => ({ plantCd, drugNm, unitNm, drugClassCd, safetyStock, ...HM })))
      .returning({ no: heaDrug.drugNo, nm: heaDrug.drugNm });
    const drugNo = new Map(ins.map((d) => [d.nm, d.no]));
    const spec = new Map(drugs.map((d) => [d[0], d]));
    const stock = new Map<number, number>(ins.map((d) => [d.no, 0]));
    const moves: Move[] = [];
    const move = (no: number, t: THeaDrugMoveType, ymd: string, qty: number, visitNo: number | null, remark: string | null) => {
      stock.set(no, stock.get(no)! + drugMoveSign(t) * qty);
      moves.push({ plantCd, drugNo: no, moveTypeCd: t, moveYmd: ymd, qty, deltaQty: drugMoveSign(t) * qty, visitNo, remark });
    };
    const start = ymdPlus(today, -365);
    for (const d of ins) move(d.no, 'IN', start, spec.get(d.nm)![4], null, '연간 구매 계약 초도 입고');

    type V = { visitYmd: string; visitHm: string; userId: string | null; workerNm: string; deptCd: string | null; vendorCd: string | null; complaintCd: string;
      symptom: string; treatment: string; bp: [number, number] | null; pulse: number | null; temp: string | null; sugar: number | null; rx: [string, number][] };
    const visits: V[] = [];
    for (let day = start; day < today; day = ymdPlus(day, 1)) {
      const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (dow === 0 || dow === 6) continue;
      // winter has more colds
      const m = Number(day.slice(5, 7));
      const n = Math.floor(r() * (perDay + (m <= 2 || m === 12 ? 2 : 0)));
      for (let i = 0; i < n; i += 1) {
        const care = pick(r, CARE.filter((c) => c[2].every(([nm]) => drugNo.has(nm))));
        const [complaintCd, treatment, rxSpec] = care;
        const vendor = r() < 0.15 ? pick(r, VENDOR_WORKERS) : null;
        const u = vendor ? null : pick(r, users);
        const vitals = complaintCd === 'HCP09' || r() < 0.4;
        visits.push({
          visitYmd: day, visitHm: `${String(8 + Math.floor(r() * 9)).padStart(2, '0')}:${String(Math.floor(r() * 12) * 5).padStart(2, '0')}`,
          userId: u?.user_id ?? null, workerNm: u?.user_nm ?? vendor![1], deptCd: u?.dept_cd ?? null, vendorCd: plantCd === '1000' ? vendor?.[0] ?? null : null,
          complaintCd, symptom: pick(r, SYMPTOMS[complaintCd] ?? ['-']), treatment,
          bp: vitals ? [110 + Math.floor(r() * 40), 70 + Math.floor(r() * 20)] : null, pulse: vitals ? 62 + Math.floor(r() * 30) : null,
          temp: complaintCd === 'HCP01' || complaintCd === 'HCP02' ? (36.5 + Math.floor(r() * 20) / 10).toFixed(1) : null,
          sugar: complaintCd === 'HCP09' && r() < 0.5 ? 90 + Math.floor(r() * 60) : null,
          rx: rxSpec.map(([nm, lo, hi]) => [nm, lo + Math.floor(r() * (hi - lo + 1))]),
        });
      }
    }
    const visitRows = visits;
    const insVisits: { no: number }[] = [];
    for (let i = 0; i < visitRows.length; i += 500) {
      insVisits.push(...await tx.insert(heaInfirmaryVisit).values(visitRows.slice(i, i + 500).map((v) => ({
        plantCd, visitYmd: v.visitYmd, visitHm: v.visitHm, userId: v.userId, workerNm: v.workerNm, deptCd: v.deptCd, vendorCd: v.vendorCd, complaintCd: v.complaintCd,
        symptom: v.symptom, bpSystolic: v.bp?.[0] ?? null, bpDiastolic: v.bp?.[1] ?? null, pulse: v.pulse, bodyTemp: v.temp, bloodSugar: v.sugar, treatment: v.treatment, ...HM,
      }))).returning({ no: heaInfirmaryVisit.visitNo }));
    }
    const rxRows: { visitNo: number; drugNo: number; qty: number; moveIdx: number }[] = [];
    let lastMonth = '';
    for (const [i, v] of visitRows.entries()) {
      const month = v.visitYmd.slice(0, 7);
      if (month !== lastMonth) {
        lastMonth = month;
        // monthly purchase when the stock fell under the safety stock; a few expired items disposed at each quarter start
        for (const d of ins) {
          const [, , , safety, reorder] = spec.get(d.nm)!;
          if (Number(month.slice(5)) % 3 === 1 && stock.get(d.no)! > 10 && r() < 0.3) move(d.no, 'DISPOSE', `${month}-01`, 1 + Math.floor(r() * 3), null, '유효기간 경과');
          if (stock.get(d.no)! < safety * 1.5 && d.nm !== '화상연고(실버설파디아진)') move(d.no, 'IN', `${month}-02`, reorder, null, '월 정기 구매');
        }
        if (plantCd === '1000' && drugNo.has('일회용 밴드') && stock.get(drugNo.get('일회용 밴드')!)! > 60) move(drugNo.get('일회용 밴드')!, 'OUT', `${month}-03`, 20, null, '현장 구급함 보충(발전1팀)');
      }
      for (const [nm, qty] of v.rx) {
        const no = drugNo.get(nm)!;
        if (stock.get(no)! < qty) move(no, 'IN', v.visitYmd, spec.get(nm)![4], null, '긴급 구매');
        move(no, 'USE', v.visitYmd, qty, insVisits[i]!.no, null);
        rxRows.push({ visitNo: insVisits[i]!.no, drugNo: no, qty, moveIdx: moves.length - 1 });
      }
    }
    const moveNos: number[] = [];
    for (let i = 0; i < moves.length; i += 500) {
      moveNos.push(...(await tx.insert(heaDrugMove).values(moves.slice(i, i + 500).map((m) => ({ ...m, ...HM }))).returning({ no: heaDrugMove.moveNo })).map((x) => x.no));
    }
    const merged = new Map<string, { visitNo: number; drugNo: number; qty: number; moveNo: number }>();
    for (const x of rxRows) merged.set(`${x.visitNo}/${x.drugNo}`, { visitNo: x.visitNo, drugNo: x.drugNo, qty: x.qty, moveNo: moveNos[x.moveIdx]! });
    const rx = [...merged.values()];
    for (let i = 0; i < rx.length; i += 500) await tx.insert(heaInfirmaryRx).values(rx.slice(i, i + 500).map((x) => ({ ...x, ...HM })));
    for (const [no, qty] of stock) await queryRows(tx, sql`update hea_drug set stock_qty = ${qty} where drug_no = ${no}`);
  }
}

async function seedMsk(tx: DbOrTx, today: string) {
  const procs = new Map((await queryRows<{ process_no: number; process_cd: string }>(tx, sql`select process_no, process_cd from com_process`)).map((p) => [p.process_cd, Number(p.process_no)]));
  const units: [deptCd: string, processCd: string, nm: string, startYmd: string, workers: number][] = [
    ['D1330', 'P1003', '저탄장 벨트컨베이어 점검 및 낙탄 청소', '2012-03-01', 8],
    ['D1410', 'P1006', '보일러 튜브 용접 보수', '2012-03-01', 6],
    ['D1410', 'P1006', '펌프·밸브 분해 정비', '2012-03-01', 7],
    ['D1310', 'P1001', '현장 순찰 및 밸브 조작', '2012-03-01', 12],
    ['D1230', 'P1009', '수처리 약품 보충(20kg 포대 운반)', ymdPlus(today, -200), 4],
  ];
  const ins = await tx.insert(heaMskUnitWork).values(units.map(([deptCd, pc, unitWorkNm, startYmd, workerCnt]) => ({
    plantCd: '1000', deptCd, processNo: procs.get(pc) ?? null, unitWorkNm, startYmd, workerCnt, ...HM,
  }))).returning({ no: heaMskUnitWork.unitWorkNo });
  // the regular survey round of 2024 covering the first four unit works; the new one (약품 보충) is due within a year of its start
  const survey: [idx: number, nos: number[], resp: number, sym: number, managed: number, summary: string, result: string][] = [
    [0, [4, 5, 8, 9], 8, 4, 2, '허리·무릎 통증 호소 4명(통증 지속 1주 이상 2명)', '낙탄 삽 작업 시 허리 굽힘과 쪼그려 앉는 자세 반복: 부담작업 제4호·제5호·제8호·제9호 해당'],
    [1, [3, 4, 7], 6, 3, 1, '어깨·목 통증 3명', '보일러 내부 상향 용접 시 팔을 어깨 위로 드는 자세 지속: 제3호·제4호·제7호 해당'],
    [2, [2, 8], 7, 2, 1, '손목·허리 통증 2명', '중량 부품(25kg 이상) 인력 운반: 제8호 해당, 반복 렌치 작업 제2호 해당'],
    [3, [], 12, 1, 0, '특이 증상 호소자 없음(경미한 종아리 피로 1명)', '부담작업 해당 없음. 장거리 순찰 동선 개선 검토'],
  ];
  for (const [idx, nos, respondentCnt, symptomCnt, managedCnt, symptomSummary, resultSummary] of survey) {
    const [s] = await tx.insert(heaMskSurvey).values({
      plantCd: '1000', unitWorkNo: ins[idx]!.no, surveyTypeCd: 'REGULAR', surveyYmd: '2024-09-10', surveyorNm: '이보건(보건관리자), (주)한국인간공학연구소',
      burdenTaskNos: nos, burdenYn: nos.length ? 'Y' : 'N', respondentCnt, symptomCnt, managedCnt, symptomSummary, resultSummary, ...HM,
    }).returning({ no: heaMskSurvey.surveyNo });
    if (idx === 0) {
      await tx.insert(heaMskAction).values([
        { surveyNo: s!.no, planContent: '낙탄 청소용 진공흡입 장비 도입', dueYmd: '2025-03-31', resultContent: '이동식 진공흡입기 2대 도입, 삽 작업 70% 감소', doneYmd: '2025-03-20', statusCd: 'DONE', ...HM },
        { surveyNo: s!.no, planContent: '컨베이어 하부 점검구 높이 조정(쪼그림 자세 제거)', dueYmd: addMonthsYmd(today, 2), resultContent: null, doneYmd: null, statusCd: 'IN_PROGRESS', ...HM },
      ]);
    }
    if (idx === 1) {
      await tx.insert(heaMskAction).values({ surveyNo: s!.no, planContent: '상향 용접용 보조 지지대 및 승강 작업대 구매', dueYmd: '2025-06-30', resultContent: '승강식 작업대 1대 도입', doneYmd: '2025-06-12', statusCd: 'DONE', ...HM });
    }
    if (idx === 2) {
      await tx.insert(heaMskAction).values({ surveyNo: s!.no, planContent: '25kg 이상 부품 운반용 리프트 카트 배치 및 2인 1조 운반 기준 수립', dueYmd: ymdPlus(today, -30), resultContent: null, doneYmd: null, statusCd: 'PLANNED', ...HM });
    }
  }
}

async function seedWorkenv(tx: DbOrTx) {
  const procs = new Map((await queryRows<{ process_no: number; process_cd: string }>(tx, sql`select process_no, process_cd from com_process`)).map((p) => [p.process_cd, Number(p.process_no)]));
  const rounds: [year: number, half: '1' | '2', s: string, e: string, day: string][] = [
    [2025, '2', '2025-08-18', '2025-08-29', '2025-08-20'],
    [2026, '1', '2026-02-16', '2026-02-27', '2026-02-18'],
  ];
  // [process, hazard, unit, limit, value round 1, value round 2]
  const results: [string, string, string, number, number, number][] = [
    ['P1001', 'NOISE', 'dB(A)', 90, 88.2, 91.4],
    ['P1002', 'NOISE', 'dB(A)', 90, 86.5, 85.9],
    ['P1003', 'MINERAL_DUST', 'mg/m³', 10, 3.2, 2.8],
    ['P1004', 'MINERAL_DUST', 'mg/m³', 10, 4.1, 4.6],
    ['P1006', 'WELDING_FUME', 'mg/m³', 5, 5.6, 3.9],
    ['P1006', 'NOISE', 'dB(A)', 90, 89.0, 90.0],
    ['P1009', 'BENZENE', 'ppm', 0.5, 0.05, 0.04],
  ];
  for (const [i, [measureYear, halfCd, startYmd, endYmd, day]] of rounds.entries()) {
    const [p] = await tx.insert(heaWorkenvPlan).values({ plantCd: '1000', measureYear, halfCd, startYmd, endYmd, agencyNm: '(재)한국산업보건환경연구원 충남지원', ...HM })
      .returning({ no: heaWorkenvPlan.planNo });
    const rows = results.filter(([pc]) => procs.has(pc)).map(([pc, hazardCd, unitNm, limit, v1, v2]) => {
      const v = i === 0 ? v1 : v2;
      return { planNo: p!.no, plantCd: '1000', processNo: procs.get(pc)!, hazardCd, measureYmd: day, measuredValue: String(v), unitNm, exposureLimit: String(limit), exceedYn: v > limit ? 'Y' : 'N', ...HM };
    });
    if (rows.length) await tx.insert(heaWorkenvResult).values(rows);
  }
}

/** infirmary codes, drugs, a year of visits and movements; one musculoskeletal survey round; two measurement rounds (first run only) */
export async function seedHealthCareDemo(db: Db, today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCodes(tx);
    if ((await queryRows(tx, sql`select 1 from hea_drug limit 1`)).length) return;
    await seedInfirmary(tx, today);
    if (!(await queryRows(tx, sql`select 1 from hea_msk_unit_work limit 1`)).length) await seedMsk(tx, today);
    if (!(await queryRows(tx, sql`select 1 from hea_workenv_plan limit 1`)).length) await seedWorkenv(tx);
  });
}
