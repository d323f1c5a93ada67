import { sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, psmDueYmd, ymdIn } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import {
  psmArea, psmAudit, psmAuditElement, psmAuditFinding, psmBypass, psmDetector, psmDrawing, psmDrawingRev, psmEquipment, psmInterlock, psmPiping, psmTest, psmValve,
} from './psm.tables.js';

const MONTHS: Record<string, number> = { M3: 3, M6: 6, M12: 12, M24: 24, M36: 36, M48: 48, Y1: 12, Y2: 24, Y4: 48 };
/** the due columns of a demo item tested `ago` months before today */
const due = (cycleCd: string, today: string, agoMonths: number, shiftDays = 0) => {
  const lastYmd = addDaysYmd(addMonthsYmd(today, -agoMonths), shiftDays);
  return { cycleCd, lastYmd, cycleMonths: MONTHS[cycleCd]!, nextDueYmd: psmDueYmd(lastYmd, MONTHS[cycleCd]!) };
};
const who = { createUserId: 'system', updateUserId: 'system' };

/**
 * Demo process safety data: the LNG terminal (plant 2000: storage tanks, BOG compressors, vaporisers, send-out pumps,
 * their safety valves, interlocks and detectors, two active bypasses — one past its limit — and one overdue valve) and
 * the power plant (1000: boiler, turbine, generator hydrogen cooling, ammonia for the SCR). gas01 keeps plant 2000's
 * registers (per-user write menus).
 */
export async function seedPsmDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from psm_equipment limit 1`)).length) return;
  const today = ymdIn(new Date(), 'Asia/Seoul');
  await db.transaction(async (tx) => {
    for (const m of ['PSM_DUE', 'PSM_BYPASS_BOARD', 'PSM_BYPASS', 'PSM_TEST', 'PSM_EQUIP', 'PSM_PIPE', 'PSM_VALVE', 'PSM_INTERLOCK', 'PSM_DETECTOR', 'PSM_AREA', 'PSM_DRAWING', 'PSM_AUDIT']) {
      await tx.execute(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', ${m}, 'Y', 'Y') on conflict do nothing`);
    }
    await lngTerminal(tx, today);
    await powerPlant(tx, today);
  });
}

/** the plant's first map (the work-permit demo's 전체 배치도, seeded before this), or null */
async function demoMapOf(tx: DbOrTx, plantCd: string): Promise<number | null> {
  const [m] = await queryRows<{ map_no: number }>(tx, sql`select map_no from saf_wkod_map where plant_cd = ${plantCd} order by map_no limit 1`);
  return m ? Number(m.map_no) : null;
}
/** a detector's place on its plant's map (no map: no point) */
const onMap = (mapNo: number | null, mapX: number, mapY: number) => (mapNo === null ? { mapNo: null, mapX: null, mapY: null } : { mapNo, mapX, mapY });

async function lngTerminal(tx: DbOrTx, today: string): Promise<void> {
  const p = { plantCd: '2000', ...who };
  type E = [tag: string, nm: string, type: string, proc: string, mat: string, press: number, temp: number, cap: string, cycle: string, ago: number];
  const equip: E[] = [
    ['TK-101', 'LNG 저장탱크 1호기 (지상식 완전방호형)', 'TANK', 'LNG 저장', '9% Ni강 / PC 외조', 0.029, -170, '200,000 kL', 'M48', 30],
    ['TK-102', 'LNG 저장탱크 2호기 (지상식 완전방호형)', 'TANK', 'LNG 저장', '9% Ni강 / PC 외조', 0.029, -170, '200,000 kL', 'M48', 18],
    ['P-111A', '탱크 내 저압펌프 A', 'PUMP', 'LNG 저장', 'SCS / 알루미늄 합금', 1.9, -170, '440 m³/h', 'M24', 10],
    ['C-201A', 'BOG 압축기 A (왕복동 2단)', 'COMPRESSOR', 'BOG 처리', 'STS304L', 1.05, -160, '10 t/h', 'M24', 14],
    ['C-201B', 'BOG 압축기 B (왕복동 2단)', 'COMPRESSOR', 'BOG 처리', 'STS304L', 1.05, -160, '10 t/h', 'M24', 6],
    ['D-501', 'BOG 재응축기', 'VESSEL', 'BOG 처리', 'STS304L', 1.6, -165, '60 m³', 'M48', 20],
    ['P-401A', '고압 송출펌프 A', 'PUMP', '기화·송출', 'STS304L', 10.3, -165, '240 t/h', 'M24', 8],
    ['P-401B', '고압 송출펌프 B', 'PUMP', '기화·송출', 'STS304L', 10.3, -165, '240 t/h', 'M24', 8],
    ['V-301A', '해수식 기화기(ORV) A', 'VAPORISER', '기화·송출', '알루미늄 합금(용사 코팅)', 10.3, -165, '180 t/h', 'M24', 12],
    ['V-311', '연소식 기화기(SCV)', 'VAPORISER', '기화·송출', 'STS304L', 10.3, -165, '150 t/h', 'M24', 23],
  ];
  await tx.insert(psmEquipment).values(equip.map(([tagNo, equipNm, equipTypeCd, processNm, material, designPressure, designTemp, capacity, c, ago]) => ({
    ...p, tagNo, equipNm, equipTypeCd, processNm, material, designPressure, designTemp, capacity, ...due(c, today, ago),
  })));
  await tx.insert(psmPiping).values([
    { ...p, tagNo: '36"-LNG-1001-A1', fluidNm: 'LNG (하역)', pipeSize: '36"', material: 'STS304L', designPressure: 1.9, designTemp: -196, gasketNm: '스파이럴 운드 (STS/흑연)', insulationNm: 'PIR 보냉 150t', processNm: 'LNG 하역' },
    { ...p, tagNo: '12"-BOG-2001-A1', fluidNm: 'BOG', pipeSize: '12"', material: 'STS304L', designPressure: 1.05, designTemp: -170, gasketNm: '스파이럴 운드', insulationNm: 'PIR 보냉 100t', processNm: 'BOG 처리' },
    { ...p, tagNo: '16"-NG-4001-D1', fluidNm: '천연가스 (송출)', pipeSize: '16"', material: 'API 5L X65', designPressure: 10.3, designTemp: 50, gasketNm: 'RTJ 링', insulationNm: '없음', processNm: '기화·송출' },
  ]);
  type V = [tag: string, prot: string, set: number, cap: number, fluid: string, cycle: string, ago: number, seal: string];
  const valves: V[] = [
    ['PSV-101A', 'TK-101 LNG 저장탱크 (압력)', 0.029, 38_000, 'BOG', 'Y2', 14, 'S-24-0311'],
    ['PSV-101B', 'TK-101 LNG 저장탱크 (압력)', 0.029, 38_000, 'BOG', 'Y2', 14, 'S-24-0312'],
    ['PSV-201A', 'C-201A BOG 압축기 토출', 1.05, 10_500, 'BOG', 'Y1', 9, 'S-25-0107'],
    ['PSV-401A', 'P-401A 고압 송출펌프 토출', 10.3, 2_400, 'LNG', 'Y1', 11, 'S-25-0045'],
    ['PSV-301A', 'V-301A ORV 출구', 10.3, 18_000, '천연가스', 'Y1', 5, 'S-25-0290'],
    // the overdue one: a yearly valve tested 13 months ago
    ['PSV-501', 'D-501 BOG 재응축기', 1.6, 6_200, 'LNG/BOG', 'Y1', 13, 'S-24-0188'],
  ];
  await tx.insert(psmValve).values(valves.map(([tagNo, protectedEquip, setPressure, reliefCapacity, fluidNm, c, ago, sealNo]) => ({
    ...p, tagNo, protectedEquip, setPressure, reliefCapacity, fluidNm, sealNo, ...due(c, today, ago),
  })));
  type I = [tag: string, nm: string, cond: string, action: string, sil: string, proc: string, cycle: string, ago: number];
  const interlocks: I[] = [
    ['IS-101', 'TK-101 고고액위 입하 차단', 'LAHH-101 ≥ 95% (2oo3)', 'XV-101 입하 밸브 차단, 하역 펌프 정지', 'SIL2', 'LNG 저장', 'M12', 7],
    ['IS-102', 'TK-101 저압 보호', 'PALL-102 ≤ 0.5 kPaG', 'C-201A/B BOG 압축기 정지, 진공 방지 밸브 개방', 'SIL2', 'LNG 저장', 'M12', 7],
    ['IS-201', 'C-201A 토출 고온 정지', 'TAHH-201A ≥ 60 ℃', 'C-201A 정지, 흡입 XV-201A 차단', 'SIL1', 'BOG 처리', 'M12', 4],
    ['IS-301', 'V-301A 해수 저유량 차단', 'FALL-301A ≤ 40% 정격', 'LNG 입구 XV-301A 차단', 'SIL2', '기화·송출', 'M12', 10],
    ['IS-401', 'P-401B 저유량 정지', 'FALL-401B ≤ 최소유량 30 t/h', 'P-401B 정지, 최소유량 밸브 개방', 'SIL1', '기화·송출', 'M12', 11],
    ['IS-901', '기지 긴급차단(ESD-1)', '수동 ESD 버튼 또는 가스 누출 2개소 이상 HH', '하역·송출 전 XV 차단, 펌프·압축기 정지', 'SIL3', '전 공정', 'M24', 15],
  ];
  const ils = await tx.insert(psmInterlock).values(interlocks.map(([tagNo, interlockNm, tripCondition, tripAction, silCd, processNm, c, ago]) => ({
    ...p, tagNo, interlockNm, tripCondition, tripAction, silCd, processNm, ...due(c, today, ago),
  }))).returning({ no: psmInterlock.interlockNo, tag: psmInterlock.tagNo, sil: psmInterlock.silCd });
  // x, y: fractions of the plant's demo map (the work-permit demo's 전체 배치도)
  type D = [tag: string, gas: string, loc: string, range: string, a1: number, a2: number, unit: string, x: number, y: number, cycle: string, ago: number];
  const detectors: D[] = [
    ['GD-101', 'CH4', 'TK-101 탱크 상부 펌프 칼럼 주변', '0-100 %LEL', 20, 40, '%LEL', 0.22, 0.3, 'M6', 2],
    ['GD-201A', 'CH4', 'BOG 압축기동 C-201A 실린더 상부', '0-100 %LEL', 20, 40, '%LEL', 0.45, 0.42, 'M6', 5],
    ['GD-401A', 'CH4', '고압 송출펌프 P-401A 씰 주변', '0-100 %LEL', 20, 40, '%LEL', 0.62, 0.58, 'M6', 7],
    ['FD-301', 'FLAME', 'ORV V-301A 상부 (UV/IR)', 'UV/IR', 1, 1, '감지', 0.78, 0.66, 'M12', 6],
    ['LT-102', 'HEAT', 'TK-102 방류둑 저온 감지', '-200~50 ℃', -50, -100, '℃', 0.3, 0.35, 'M12', 9],
  ];
  const lngMap = await demoMapOf(tx, '2000');
  await tx.insert(psmDetector).values(detectors.map(([tagNo, gasCd, location, measureRange, alarm1, alarm2, unitNm, x, y, c, ago]) => ({
    ...p, tagNo, gasCd, location, measureRange, alarm1, alarm2, unitNm, ...onMap(lngMap, x, y), ...due(c, today, ago),
  })));
  await tx.insert(psmArea).values([
    { ...p, areaNm: 'LNG 저장탱크 상부 (펌프 칼럼·안전밸브 주변)', zoneCd: 'Z1', gasGroupCd: 'IIA', tempClassCd: 'T1', drawingRef: '2-HAC-001', sourceNm: '펌프 칼럼 플랜지, PSV-101A/B 방출구' },
    { ...p, areaNm: 'BOG 압축기동', zoneCd: 'Z2', gasGroupCd: 'IIA', tempClassCd: 'T1', drawingRef: '2-HAC-001', sourceNm: '압축기 패킹, 플랜지' },
    { ...p, areaNm: '고압 송출펌프 피트 내부', zoneCd: 'Z1', gasGroupCd: 'IIA', tempClassCd: 'T1', drawingRef: '2-HAC-002', sourceNm: '펌프 씰, 벤트 라인' },
  ]);
  const [dw] = await tx.insert(psmDrawing).values({ ...p, drawingNo: '2-PID-BOG-001', drawingTypeCd: 'PID', drawingNm: 'BOG 압축 및 재응축 계통 P&ID', revNo: '3', effectiveYmd: addDaysYmd(today, -40), processNm: 'BOG 처리' })
    .returning({ id: psmDrawing.drawingId });
  await tx.insert(psmDrawingRev).values([
    ['0', addDaysYmd(today, -2900), '최초 발행 (준공)'], ['1', addDaysYmd(today, -2000), 'C-201B 증설 반영'],
    ['2', addDaysYmd(today, -700), 'TAHH-201A 설정값 변경 (MOC-2024-07)'], ['3', addDaysYmd(today, -40), '재응축기 우회 라인 추가 (MOC-2026-12)'],
  ].map(([revNo, effectiveYmd, revDesc], i) => ({ drawingId: dw!.id, revNo: revNo!, effectiveYmd, revDesc, rowNo: i + 1, ...who })));
  const [hac] = await tx.insert(psmDrawing).values({ ...p, drawingNo: '2-HAC-001', drawingTypeCd: 'HAC', drawingNm: '저장·BOG 지역 폭발위험장소 구분도', revNo: '1', effectiveYmd: addDaysYmd(today, -400), processNm: 'LNG 저장' })
    .returning({ id: psmDrawing.drawingId });
  await tx.insert(psmDrawingRev).values([
    { drawingId: hac!.id, revNo: '0', effectiveYmd: addDaysYmd(today, -2900), revDesc: '최초 발행', rowNo: 1, ...who },
    { drawingId: hac!.id, revNo: '1', effectiveYmd: addDaysYmd(today, -400), revDesc: 'KS C IEC 60079-10-1 개정판 반영 재구분', rowNo: 2, ...who },
  ]);
  await tx.insert(psmTest).values([
    { ...p, kindCd: 'VALVE_TEST', tagNo: 'PSV-301A', testYmd: addMonthsYmd(today, -5), resultCd: 'PASS', measured: '분출압력 10.28 MPa', sealNo: 'S-25-0290', testUserId: 'gas01', createUserId: 'gas01', updateUserId: 'gas01' },
    { ...p, kindCd: 'DETECTOR_CAL', tagNo: 'GD-101', testYmd: addMonthsYmd(today, -2), resultCd: 'ADJUSTED', measured: '표준가스 50 %LEL → 지시 46 → 50 조정', testUserId: 'gas01', createUserId: 'gas01', updateUserId: 'gas01' },
  ]);
  // two active bypasses: a compressor's temperature trip during a transmitter change (past its limit) and a send-out
  // pump's low-flow trip during its re-commissioning
  const il = (tag: string) => ils.find((x) => x.tag === tag)!;
  const now = Date.now();
  const h = (n: number) => new Date(now + n * 3_600_000);
  const g = await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where dept_cd = 'D2330' and duty_cd = 'DUT03' order by user_id limit 1`);
  await tx.insert(psmBypass).values([
    {
      plantCd: '2000', statusCd: 'ACTIVE', interlockNo: il('IS-201').no, tagNo: 'IS-201', silCd: il('IS-201').sil, reason: 'TT-201A 온도 전송기 교체 (지시 불량)',
      interimMeasures: '현장 운전원 상주, 토출 온도 휴대용 측정 30분 간격 기록, 이상 시 수동 정지', startDt: h(-10), endDt: h(-2), approveUserId: 'gas01', approveDt: h(-10),
      createUserId: g[0]?.user_id ?? 'gas01', updateUserId: 'gas01', version: 2,
    },
    {
      plantCd: '2000', statusCd: 'ACTIVE', interlockNo: il('IS-401').no, tagNo: 'IS-401', silCd: il('IS-401').sil, reason: 'P-401B 정비 후 시운전 (최소유량 확보 전 기동)',
      interimMeasures: '최소유량 밸브 수동 개방 유지, 진동·온도 감시 강화, 시운전 절차서 MP-SO-12 준수', startDt: h(-3), endDt: h(21), approveUserId: 'gas01', approveDt: h(-3),
      createUserId: g[0]?.user_id ?? 'gas01', updateUserId: 'gas01', version: 2,
    },
  ]);
  const [audit] = await tx.insert(psmAudit).values({
    statusCd: 'DRAFT', plantCd: '2000', deptCd: 'D2210', auditTypeCd: 'SELF', auditYear: Number(today.slice(0, 4)), auditTitle: `${today.slice(0, 4)}년 남해LNG기지 PSM 자체감사`,
    auditYmd: addDaysYmd(today, -7), auditorNm: '가스안전팀 최가스, 운영처 감사반', totalScore: 86.3, gradeCd: 'S', summary: '설비 점검·변경관리 양호, 안전밸브 검사 지연 1건 및 도면 현행화 지연 지적', ...who,
  }).returning({ no: psmAudit.auditNo });
  const scores = [92, 88, 85, 78, 90, 84, 88, 91, 80, 86, 87, 87];
  await tx.insert(psmAuditElement).values(scores.map((score, i) => ({ auditNo: audit!.no, elementCd: `E${String(i + 1).padStart(2, '0')}`, score, rowNo: i + 1, ...who })));
  await tx.insert(psmAuditFinding).values([
    { auditNo: audit!.no, elementCd: 'E04', content: 'PSV-501 안전밸브 검사 주기(1년) 초과', assigneeUserId: 'gas01', dueYmd: addDaysYmd(today, 14), rowNo: 1, ...who },
    { auditNo: audit!.no, elementCd: 'E01', content: '재응축기 우회 라인 추가 후 PFD 미개정', assigneeUserId: 'gas01', dueYmd: addDaysYmd(today, 30), rowNo: 2, ...who },
  ]);
}

async function powerPlant(tx: DbOrTx, today: string): Promise<void> {
  const p = { plantCd: '1000', ...who };
  await tx.insert(psmEquipment).values([
    { ...p, tagNo: 'B-1', equipNm: '1호기 보일러 (관류형 초초임계)', equipTypeCd: 'BOILER', processNm: '보일러 운전', material: 'SA-213 T92', designPressure: 28.5, designTemp: 610, capacity: '2,900 t/h', ...due('M12', today, 9) },
    { ...p, tagNo: 'T-1', equipNm: '1호기 증기터빈', equipTypeCd: 'TURBINE', processNm: '터빈 운전', material: '12Cr 로터', designPressure: 26.0, designTemp: 600, capacity: '1,000 MW', ...due('M48', today, 30) },
    { ...p, tagNo: 'G-1', equipNm: '1호기 발전기 (수소냉각)', equipTypeCd: 'GENERATOR', processNm: '터빈 운전', material: '-', designPressure: 0.5, designTemp: 60, capacity: 'H₂ 0.4 MPa', ...due('M24', today, 11) },
    { ...p, tagNo: 'H2-MF-01', equipNm: '수소 공급 매니폴드', equipTypeCd: 'VESSEL', processNm: '터빈 운전', material: 'STS316', designPressure: 19.6, designTemp: 40, capacity: '실린더 20본', ...due('M24', today, 5) },
    { ...p, tagNo: 'TK-NH3-01', equipNm: 'SCR 탈질용 암모니아 저장탱크', equipTypeCd: 'TANK', processNm: '탈황·탈질 설비 운전', material: 'SA-516 Gr.70 (PWHT)', designPressure: 1.96, designTemp: 50, capacity: '60 m³', ...due('M24', today, 22) },
    { ...p, tagNo: 'V-NH3-01', equipNm: '암모니아 기화기', equipTypeCd: 'VAPORISER', processNm: '탈황·탈질 설비 운전', material: 'STS304', designPressure: 1.96, designTemp: 80, capacity: '400 kg/h', ...due('M24', today, 6) },
  ]);
  await tx.insert(psmPiping).values([
    { ...p, tagNo: '2"-NH3-3001-B2', fluidNm: '액체 암모니아', pipeSize: '2"', material: 'A106 Gr.B (무계목)', designPressure: 1.96, designTemp: 50, gasketNm: '스파이럴 운드 (CS/흑연)', insulationNm: '없음', processNm: '탈황·탈질 설비 운전' },
    { ...p, tagNo: '1"-H2-4001-S1', fluidNm: '수소', pipeSize: '1"', material: 'STS316 튜빙', designPressure: 19.6, designTemp: 40, gasketNm: '압축 피팅', insulationNm: '없음', processNm: '터빈 운전' },
  ]);
  await tx.insert(psmValve).values([
    { ...p, tagNo: 'PSV-B1-01', protectedEquip: 'B-1 보일러 과열기 출구', setPressure: 27.5, reliefCapacity: 310_000, fluidNm: '과열증기', sealNo: 'P-25-0012', ...due('Y1', today, 9) },
    { ...p, tagNo: 'PSV-NH3-01', protectedEquip: 'TK-NH3-01 암모니아 저장탱크', setPressure: 1.76, reliefCapacity: 1_850, fluidNm: '암모니아', sealNo: 'P-24-0201', ...due('Y1', today, 10) },
    { ...p, tagNo: 'PSV-H2-01', protectedEquip: 'H2-MF-01 수소 매니폴드 감압 후단', setPressure: 1.0, reliefCapacity: 90, fluidNm: '수소', sealNo: 'P-25-0077', ...due('Y2', today, 7) },
  ]);
  await tx.insert(psmInterlock).values([
    { ...p, tagNo: 'MFT-01', interlockNm: '보일러 주연료 차단(MFT)', tripCondition: '노내압 HH/LL, 급수 유량 LL, 화염 상실, ID/FD 팬 전부 정지', tripAction: '전 버너 연료 차단, 보일러 트립', silCd: 'SIL2', processNm: '보일러 운전', ...due('M12', today, 9) },
    { ...p, tagNo: 'OST-01', interlockNm: '터빈 과속 트립', tripCondition: '회전수 ≥ 110% (3,300 rpm, 2oo3)', tripAction: '주증기 정지밸브·조속밸브 급폐, 터빈 트립', silCd: 'SIL2', processNm: '터빈 운전', ...due('M12', today, 9) },
    { ...p, tagNo: 'IS-G1-H2', interlockNm: '발전기 수소 순도 저하', tripCondition: 'H₂ 순도 ≤ 90%', tripAction: '경보, 수소 퍼지 개시', silCd: 'SIL1', processNm: '터빈 운전', ...due('M12', today, 4) },
    { ...p, tagNo: 'IS-NH3-01', interlockNm: '암모니아 누출 공급 차단', tripCondition: 'GD-NH3-01/02 중 1개 ≥ 50 ppm', tripAction: 'XV-NH3-01 차단, 살수설비 기동', silCd: 'SIL1', processNm: '탈황·탈질 설비 운전', ...due('M6', today, 3) },
  ]);
  const map = await demoMapOf(tx, '1000');
  await tx.insert(psmDetector).values([
    { ...p, tagNo: 'GD-H2-01', gasCd: 'H2', location: '발전기 수소 공급 매니폴드실 천장', measureRange: '0-100 %LEL', alarm1: 10, alarm2: 25, unitNm: '%LEL', ...onMap(map, 0.35, 0.4), ...due('M6', today, 4) },
    { ...p, tagNo: 'GD-NH3-01', gasCd: 'NH3', location: '암모니아 저장탱크 방류벽 내부', measureRange: '0-100 ppm', alarm1: 25, alarm2: 50, unitNm: 'ppm', ...onMap(map, 0.7, 0.55), ...due('M3', today, 2) },
    { ...p, tagNo: 'GD-NH3-02', gasCd: 'NH3', location: '암모니아 기화기 주변', measureRange: '0-100 ppm', alarm1: 25, alarm2: 50, unitNm: 'ppm', ...onMap(map, 0.76, 0.62), ...due('M3', today, 1) },
  ]);
  await tx.insert(psmArea).values([
    { ...p, areaNm: '발전기 수소 공급 설비실', zoneCd: 'Z2', gasGroupCd: 'IIC', tempClassCd: 'T1', drawingRef: '1-HAC-001', sourceNm: '매니폴드 피팅, 감압밸브' },
    { ...p, areaNm: '암모니아 저장·기화 설비', zoneCd: 'Z2', gasGroupCd: 'IIA', tempClassCd: 'T1', drawingRef: '1-HAC-002', sourceNm: '탱크 플랜지, 충전구, 기화기' },
  ]);
  const [d] = await tx.insert(psmDrawing).values({ ...p, drawingNo: '1-PID-NH3-001', drawingTypeCd: 'PID', drawingNm: 'SCR 암모니아 저장·공급 계통 P&ID', revNo: '2', effectiveYmd: addDaysYmd(today, -300), processNm: '탈황·탈질 설비 운전' })
    .returning({ id: psmDrawing.drawingId });
  await tx.insert(psmDrawingRev).values([
    { drawingId: d!.id, revNo: '1', effectiveYmd: addDaysYmd(today, -1800), revDesc: '준공', rowNo: 1, ...who },
    { drawingId: d!.id, revNo: '2', effectiveYmd: addDaysYmd(today, -300), revDesc: 'IS-NH3-01 누출 차단 인터록 추가 (MOC-2025-03)', rowNo: 2, ...who },
  ]);
  const [s] = await tx.insert(psmDrawing).values({ ...p, drawingNo: '1-SLD-001', drawingTypeCd: 'SLD', drawingNm: '1호기 소내 전원 단선도', revNo: '0', effectiveYmd: addDaysYmd(today, -2500), processNm: '전기설비' })
    .returning({ id: psmDrawing.drawingId });
  await tx.insert(psmDrawingRev).values({ drawingId: s!.id, revNo: '0', effectiveYmd: addDaysYmd(today, -2500), revDesc: '준공', rowNo: 1, ...who });
}
