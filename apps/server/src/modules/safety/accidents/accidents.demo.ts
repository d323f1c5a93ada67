import { eq, sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, SAF_ACC_APPR_TYPE, SAF_ACC_INVEST_APPR_TYPE, ymdIn } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { userMenu } from '../../../db/schema.js';
import { statusHistory } from '../../../lib/workflow/workflow.tables.js';
import { imprAction } from '../../impr/impr.tables.js';
import { demoDeptHead, seedDemoApproval } from '../../approvals/approvals.demo.js';
import {
  safAccident, safAccidentInvestCause, safAccidentInvestEvent, safAccidentInvestigation, safAccidentInvestMeasure, safAccidentInvestTeam,
  safAccidentVictim, safNearMiss, safNoAccident, safWorkHours,
} from './accidents.tables.js';
import { classifyOne, openCountermeasureActions, resetNoAccident } from './accidents.service.js';

type V = { type: 'EMPLOYEE' | 'VENDOR'; user?: string; vendor?: string; nm?: string; age: number; years: number; injury: string; body: string; treat: number; off: number; death?: boolean; grade?: number; illness?: string };
type A = {
  plant: '1000' | '2000'; dept: string; daysAgo: number; time: string; title: string; place: string; type: string; cause: string; injure: string; weather: string;
  summary: string; status: 'FLASH' | 'REGISTERED' | 'RECEIVED' | 'INVESTIGATED' | 'CLOSED'; count?: boolean; loss?: number; victims: V[];
  why?: [kind: string, cause: string, text: string, whys: string[]]; measure?: [content: string, assignee: string];
};

// two years of plant 1000 (서해화력) and plant 2000 (남해LNG): types and severities a plant safety manager meets
const ACCIDENTS: A[] = [
  { plant: '1000', dept: 'D1410', daysAgo: 700, time: '10:40', title: '보일러 7층 비계 해체 중 추락', place: '1호기 보일러동 7층 외벽', type: 'FALL', cause: 'SCAFFOLD', injure: 'FLOOR', weather: 'WIND',
    summary: '협력업체 근로자가 비계 해체 중 안전대 미체결 상태에서 발판과 함께 약 6m 아래로 추락, 병원 이송 후 사망', status: 'CLOSED', loss: 350_000_000,
    victims: [{ type: 'VENDOR', vendor: 'V0001', nm: '정대호', age: 52, years: 3, injury: 'FRACTURE', body: 'WHOLE', treat: 0, off: 0, death: true }],
    why: ['UNSAFE_ACT', 'PPE', '안전대 미체결', ['부착설비(수평 구명줄) 미설치', '해체 작업계획서에 부착설비 누락', '작업계획 검토 절차 부재']], measure: ['비계 해체 작업 시 수평 구명줄 설치 의무화 및 작업계획서 양식 개정', 'e0045'] },
  { plant: '1000', dept: 'D1330', daysAgo: 640, time: '15:10', title: '석탄 컨베이어 리턴롤러 끼임', place: '석탄이송 C-3 컨베이어', type: 'CAUGHT', cause: 'CONVEYOR', injure: 'ROTATING', weather: 'CLEAR',
    summary: '운전 중인 컨베이어 리턴롤러 부근 낙탄 제거 중 장갑이 말려 들어가 오른손 손가락 골절', status: 'CLOSED', loss: 12_000_000,
    victims: [{ type: 'EMPLOYEE', user: 'worker01', age: 31, years: 6, injury: 'FRACTURE', body: 'HAND', treat: 95, off: 60, grade: 12 }],
    why: ['UNSAFE_ACT', 'LOTO', '운전 중 청소(정지·잠금 미실시)', ['낙탄이 잦아 정지 없이 청소하는 관행', '스커트 고무 마모로 낙탄 증가', '예방정비 주기 미흡']], measure: ['C-3 컨베이어 스커트 고무 교체 및 리턴롤러 방호망 설치', 'worker01'] },
  { plant: '1000', dept: 'D1420', daysAgo: 560, time: '09:20', title: '저압 분전반 점검 중 감전', place: '정비동 2층 분전반', type: 'ELEC', cause: 'ELECTRIC', injure: 'ELECTRIC', weather: 'RAIN',
    summary: '분전반 차단기 교체 중 인접 충전부 접촉으로 감전, 좌측 손 2도 화상', status: 'CLOSED', loss: 3_000_000,
    victims: [{ type: 'VENDOR', vendor: 'V0004', nm: '문성준', age: 38, years: 8, injury: 'ELECTRIC', body: 'HAND', treat: 21, off: 14 }],
    why: ['UNSAFE_COND', 'LOTO', '인접 회로 미차단', ['단선도와 현장 표기 불일치', '도면 개정 누락', '변경관리 절차 미적용']], measure: ['정비동 분전반 단선도 현행화 및 회로 표기 정비', 'e0049'] },
  { plant: '1000', dept: 'D1310', daysAgo: 480, time: '13:50', title: '계단 하강 중 넘어짐', place: '1호기 보일러동 4층 계단', type: 'SLIP', cause: 'STAIR', injure: 'FLOOR', weather: 'SNOW',
    summary: '순회점검 후 계단 하강 중 결빙된 디딤판에서 미끄러져 발목 염좌', status: 'CLOSED',
    victims: [{ type: 'EMPLOYEE', user: 'e0017', age: 44, years: 15, injury: 'SPRAIN', body: 'FOOT', treat: 14, off: 5 }],
    why: ['UNSAFE_COND', 'LAYOUT', '계단 결빙', ['배수구 막힘으로 물 고임', '동절기 점검항목에 배수구 누락', '계절별 점검표 미운영']], measure: ['동절기 옥외 계단 배수구 점검 항목 추가', 'e0017'] },
  { plant: '1000', dept: 'D1230', daysAgo: 430, time: '11:05', title: '염산 이송 배관 플랜지 누출 접촉', place: '수처리동 약품 이송배관', type: 'CHEM', cause: 'PIPE', injure: 'CHEMICAL', weather: 'CLOUDY',
    summary: '염산 이송 중 플랜지 가스켓 파손으로 누출, 작업자 팔에 비산되어 화학 화상', status: 'CLOSED', loss: 5_000_000,
    victims: [{ type: 'EMPLOYEE', user: 'e0033', age: 36, years: 9, injury: 'BURN', body: 'ARM', treat: 28, off: 10 }],
    why: ['TECH', 'DEFECT', '가스켓 재질 부적합', ['염산용 PTFE 대신 고무 가스켓 사용', '자재 사양 관리 미흡', '구매 사양서 검토 누락']], measure: ['약품 배관 가스켓 PTFE 재질로 전수 교체', 'e0033'] },
  { plant: '1000', dept: 'D1330', daysAgo: 410, time: '14:30', title: '폭염 중 저탄장 작업자 열사병', place: '저탄장 2구역', type: 'TEMP', cause: 'ETC', injure: 'ETC', weather: 'HEAT',
    summary: '폭염경보 중 저탄장 살수설비 정비 작업자가 어지러움 호소 후 쓰러짐, 열사병 진단', status: 'CLOSED',
    victims: [{ type: 'VENDOR', vendor: 'V0002', nm: '이상민', age: 58, years: 2, injury: 'ILLNESS', body: 'WHOLE', treat: 10, off: 7, illness: 'HEAT' }],
    why: ['MGMT', 'PLAN', '폭염 시 작업중지 기준 미적용', ['휴게시설 원거리', '작업시간 조정 기준 부재', '온열질환 예방 계획 미수립']], measure: ['폭염특보 시 14~17시 옥외작업 중지 기준 시행', 'e0037'] },
  { plant: '1000', dept: 'D1410', daysAgo: 330, time: '16:15', title: '중량물 인양 중 낙하물에 맞음', place: '터빈동 1층 정비구역', type: 'STRUCK', cause: 'CRANE', injure: 'MATERIAL', weather: 'CLEAR',
    summary: '호이스트로 밸브 인양 중 슬링벨트 이탈로 밸브가 낙하, 하부 신호수 발등 골절', status: 'CLOSED', loss: 8_000_000,
    victims: [{ type: 'EMPLOYEE', user: 'e0046', age: 40, years: 12, injury: 'FRACTURE', body: 'FOOT', treat: 56, off: 45 }],
    why: ['UNSAFE_ACT', 'PROCEDURE', '인양물 하부 출입', ['출입통제 구역 미설정', '인양 작업 표준 미준수', '관리감독자 현장 부재']], measure: ['인양 작업 시 하부 출입통제선 설치 표준 개정', 'e0045'] },
  { plant: '1000', dept: 'D1320', daysAgo: 240, time: '08:50', title: '그라인더 작업 중 베임', place: '정비동 기계작업장', type: 'CUT', cause: 'HANDTOOL', injure: 'HANDTOOL', weather: 'CLOUDY',
    summary: '방호덮개를 제거한 그라인더로 절단 작업 중 디스크 파손, 왼쪽 전완부 열상', status: 'CLOSED', count: true,
    victims: [{ type: 'EMPLOYEE', user: 'e0021', age: 29, years: 3, injury: 'CUT', body: 'ARM', treat: 10, off: 2 }],
    why: ['UNSAFE_ACT', 'GUARD', '방호덮개 임의 제거', ['작업 편의 위해 제거', '공구 점검 미흡', '공구 관리 책임자 미지정']], measure: ['공구실 그라인더 방호덮개 전수 점검 및 봉인', 'e0021'] },
  { plant: '1000', dept: 'D1310', daysAgo: 150, time: '22:10', title: '야간 순회 중 개구부 발 빠짐', place: '2호기 터빈동 지하 배관 피트', type: 'FALL', cause: 'FLOOR', injure: 'FLOOR', weather: 'CLEAR',
    summary: '조명이 꺼진 지하 통로에서 그레이팅이 열린 피트에 발이 빠져 무릎 타박상', status: 'INVESTIGATED',
    victims: [{ type: 'EMPLOYEE', user: 'e0018', age: 35, years: 7, injury: 'BRUISE', body: 'LEG', treat: 7, off: 3 }],
    why: ['UNSAFE_COND', 'LIGHT', '비상조명 불량 및 개구부 미복구', ['정비 후 그레이팅 미고정', '작업 종료 확인 절차 부재', '작업허가 종료 점검 항목 누락']], measure: ['작업허가 종료 시 개구부 복구 확인 항목 추가', 'e0018'] },
  { plant: '1000', dept: 'D1330', daysAgo: 60, time: '10:25', title: '지게차 후진 중 보행자 충돌', place: '석탄 취급동 앞 도로', type: 'TRAFFIC', cause: 'VEHICLE', injure: 'VEHICLE', weather: 'CLEAR',
    summary: '자재 운반 지게차가 후진 중 보행 통로의 협력업체 근로자와 충돌, 골반 골절', status: 'RECEIVED', loss: 2_000_000,
    victims: [{ type: 'VENDOR', vendor: 'V0002', nm: '박진우', age: 47, years: 5, injury: 'FRACTURE', body: 'TRUNK', treat: 120, off: 90 }] },
  { plant: '1000', dept: 'D1410', daysAgo: 12, time: '15:40', title: '배관 보온재 철거 중 허리 부상', place: '1호기 보일러동 3층', type: 'OVEREXERT', cause: 'MATERIAL', injure: 'MATERIAL', weather: 'CLOUDY',
    summary: '보온재 묶음을 들어 옮기던 중 허리 통증 발생', status: 'REGISTERED',
    victims: [{ type: 'EMPLOYEE', user: 'e0047', age: 50, years: 22, injury: 'SPRAIN', body: 'BACK', treat: 21, off: 10 }] },
  { plant: '1000', dept: 'D1310', daysAgo: 1, time: '07:55', title: '급수펌프실 증기 누설 화상(속보)', place: '1호기 급수펌프실', type: 'TEMP', cause: 'STEAM', injure: 'STEAM', weather: 'CLEAR',
    summary: '밸브 그랜드 패킹부 증기 누설로 손등 화상', status: 'FLASH',
    victims: [{ type: 'EMPLOYEE', user: 'e0019', age: 33, years: 4, injury: 'BURN', body: 'HAND', treat: 5, off: 0 }] },
  { plant: '2000', dept: 'D2310', daysAgo: 520, time: '11:30', title: 'LNG 하역 암 연결부 누설 동상', place: '하역부두 언로딩 암 #2', type: 'TEMP', cause: 'GAS', injure: 'GAS', weather: 'WIND',
    summary: '하역 중 암 연결부 누설된 LNG에 손목 노출, 동상', status: 'CLOSED', loss: 15_000_000,
    victims: [{ type: 'VENDOR', vendor: 'V0003', nm: '강현수', age: 41, years: 10, injury: 'BURN', body: 'HAND', treat: 30, off: 20 }],
    why: ['TECH', 'DEFECT', 'QCDC 씰 마모', ['교체 주기 초과', '하역 횟수 기준 관리 미흡', '설비 이력 관리 누락']], measure: ['언로딩 암 QCDC 씰 하역 횟수 기준 교체 관리', 'gas01'] },
  { plant: '2000', dept: 'D2320', daysAgo: 90, time: '14:05', title: '저장탱크 계단 넘어짐', place: 'LNG 저장탱크 T-3 외부 계단', type: 'SLIP', cause: 'STAIR', injure: 'FLOOR', weather: 'RAIN',
    summary: '우천 중 탱크 외부 계단 하강 중 미끄러져 손목 염좌', status: 'INVESTIGATED', count: false,
    victims: [{ type: 'EMPLOYEE', user: 'gas01', age: 38, years: 12, injury: 'SPRAIN', body: 'HAND', treat: 14, off: 2 }],
    why: ['UNSAFE_COND', 'LAYOUT', '디딤판 미끄럼방지 마모', ['도장 후 미끄럼방지 미시공', '도장 사양 누락', '시공 검수 기준 미흡']], measure: ['T-3 외부 계단 미끄럼방지 도장 시공', 'gas01'] },
];

const NEAR_MISSES: [plant: string, dept: string | null, daysAgo: number, type: string, place: string, title: string, contents: string, outcome: string, reviewed: boolean][] = [
  ['1000', 'D1330', 300, 'CAUGHT', '석탄이송 C-5 컨베이어', '풀코드 비상정지 미작동', '점검 중 풀코드를 당겼으나 컨베이어가 정지하지 않음', '끼임 시 정지 불가로 중상', true],
  ['1000', 'D1410', 200, 'STRUCK', '보일러동 5층 그레이팅', '상부에서 볼트 낙하', '상부 작업 중 볼트가 그레이팅 틈으로 낙하, 하부에 사람 없음', '하부 통행자 머리 타격', true],
  ['1000', 'D1420', 120, 'ELEC', '옥외 변전소', '배전반 문 개방 상태 방치', '점검 후 배전반 문이 열린 채로 방치됨', '비인가자 감전', true],
  ['1000', null, 40, 'LEAK', '수처리동 약품창고', '약품 용기 뚜껑 파손', '익명 제보: 약품 용기 뚜껑이 깨져 냄새가 남', '흡입·피부 접촉', false],
  ['1000', 'D1310', 8, 'FALL', '1호기 보일러동 4층', '계단 난간 볼트 풀림', '계단 난간이 흔들려 확인하니 고정 볼트 2개가 빠져 있음', '난간에 기대다 추락', false],
  ['2000', 'D2310', 150, 'LEAK', '하역부두 배관 랙', '가스 검지기 경보 후 자동 복귀', '순간적으로 경보가 울렸다 복귀, 누설 의심', '누설 확대 시 화재·폭발', true],
  ['2000', 'D2330', 20, 'TRAFFIC', '송출설비 구내 도로', '탱크로리 과속', '구내 제한속도 초과 운행 목격', '보행자 충돌', false],
];

const stamp = (ymd: string, time = '09:00') => new Date(`${ymd}T${time}:00+09:00`);

async function insertAccident(tx: DbOrTx, a: A, today: string, seq: number): Promise<void> {
  const occurred = addDaysYmd(today, -a.daysAgo);
  const creator = a.plant === '1000' ? 'safety01' : 'gas01';
  const [row] = await tx.insert(safAccident).values({
    statusCd: a.status, plantCd: a.plant, deptCd: a.dept, reporterUserId: creator, title: a.title, occurredYmd: occurred, occurredTime: a.time, place: a.place,
    weatherCd: a.weather, accidentTypeCd: a.type, causeObjectCd: a.cause, injureObjectCd: a.injure, summary: a.summary, countYn: a.count === false ? 'N' : 'Y',
    damageMaterialYn: a.loss ? 'Y' : 'N', directLossAmt: a.loss ?? null, indirectLossAmt: a.loss ? a.loss * 4 : null,
    createUserId: creator, updateUserId: creator, createDt: stamp(occurred, a.time), updateDt: stamp(occurred, a.time),
  }).returning({ no: safAccident.accidentNo });
  const no = row!.no;
  await tx.insert(safAccidentVictim).values(a.victims.map((v, i) => ({
    accidentNo: no, rowNo: i + 1, victimTypeCd: v.type, victimUserId: v.user ?? null, vendorCd: v.vendor ?? null, victimNm: v.nm ?? null,
    phoneNo: v.type === 'VENDOR' ? `010-${String(3000 + seq * 7).padStart(4, '0')}-${String(1000 + seq * 13).padStart(4, '0')}` : null,
    age: v.age, serviceYears: v.years, employTypeCd: v.type === 'VENDOR' ? 'CONTRACT' : 'REGULAR', injuryKindCd: v.injury, bodyPartCd: v.body,
    treatmentDays: v.treat, lostDays: v.off, deathYn: v.death ? 'Y' : 'N', disabilityGrade: v.grade ?? null, illnessYn: v.illness ? 'Y' : 'N',
    diseaseNm: v.illness ? '열사병' : null, hazardFactorCd: v.illness ?? null, createUserId: creator, updateUserId: creator,
  })));
  await classifyOne(tx, no);
  await resetNoAccident(tx, { accidentNo: no, plantCd: a.plant, deptCd: a.dept, occurredYmd: occurred, countYn: a.count === false ? 'N' : 'Y' }, creator, null);
  const path = ['FLASH', 'REGISTERED', 'RECEIVED', 'INVESTIGATED', 'CLOSED'];
  const actions = ['REGISTER', 'RECEIVE', 'INVESTIGATE', 'CLOSE'];
  const upto = path.indexOf(a.status);
  // the 조사표 went in once the accident was received (the open ones stay on the dashboard)
  await tx.update(safAccident).set({ version: upto + 1, investigationReportSubmitYmd: upto >= 2 ? addDaysYmd(occurred, 25) : null })
    .where(sql`${safAccident.accidentNo} = ${no} and ${safAccident.investigationReportRequiredYn} = 'Y'`);
  await tx.update(safAccident).set({ version: upto + 1 }).where(eq(safAccident.accidentNo, no));
  const hist = [];
  for (let i = 1; i <= upto; i += 1) {
    hist.push({ entity: 'safAccident', entityKey: String(no), actionCd: actions[i - 1]!, fromStatusCd: path[i - 1]!, toStatusCd: path[i]!,
      userId: i === 2 ? 'e0009' : creator, createDt: stamp(addDaysYmd(occurred, i * 5)) });
  }
  if (hist.length) await tx.insert(statusHistory).values(hist);
  // 접수 (RECEIVED) is the registration's approval and 조사완료 the investigation's: the requests behind them
  const approvers = [await demoDeptHead(tx, a.dept), a.plant === '1000' ? 'e0009' : null].filter((x): x is string => !!x && x !== creator);
  if (upto >= 2) {
    await seedDemoApproval(tx, {
      apprTypeCd: SAF_ACC_APPR_TYPE, recordKey: no, plantCd: a.plant, deptCd: a.dept, title: a.title, requestUserId: creator, approverUserIds: approvers, requestDt: stamp(addDaysYmd(occurred, 3)),
    });
  }
  if (upto >= 3 && a.why && a.measure) {
    await seedDemoApproval(tx, {
      apprTypeCd: SAF_ACC_INVEST_APPR_TYPE, recordKey: no, plantCd: a.plant, deptCd: a.dept, title: a.title, requestUserId: creator, approverUserIds: approvers, requestDt: stamp(addDaysYmd(occurred, 12)),
    });
  }
  if (upto < 3 || !a.why || !a.measure) return;
  // investigated: team, timeline, cause with 5-Why, one countermeasure → an improvement action (done when closed)
  await tx.insert(safAccidentInvestigation).values({
    accidentNo: no, plantCd: a.plant, deptCd: a.dept, investFromYmd: addDaysYmd(occurred, 1), investToYmd: addDaysYmd(occurred, 10),
    summary: `${a.summary}. 조사 결과 ${a.why[2]}이(가) 직접원인으로 확인됨`, rootCause: a.why[3].at(-1) ?? null, createUserId: creator, updateUserId: creator,
  });
  await tx.insert(safAccidentInvestTeam).values([
    { accidentNo: no, rowNo: 1, memberUserId: creator, roleNm: '조사팀장' },
    { accidentNo: no, rowNo: 2, memberUserId: a.plant === '1000' ? 'e0009' : null, memberNm: a.plant === '1000' ? null : '노동조합 대표', roleNm: '조사위원' },
  ]);
  await tx.insert(safAccidentInvestEvent).values([
    { accidentNo: no, rowNo: 1, eventTime: `${occurred} ${a.time}`, description: '사고 발생' },
    { accidentNo: no, rowNo: 2, eventTime: `${occurred} ${a.time}+10분`, description: '응급조치 및 119 신고, 안전팀 보고' },
  ]);
  const [kind, cause, text, whys] = a.why;
  await tx.insert(safAccidentInvestCause).values({ accidentNo: no, rowNo: 1, causeKindCd: kind, causeCd: cause, description: text, why1: whys[0], why2: whys[1], why3: whys[2] });
  await tx.insert(safAccidentInvestMeasure).values({ accidentNo: no, rowNo: 1, content: a.measure[0], assigneeUserId: a.measure[1], dueYmd: addDaysYmd(occurred, 60) });
  await openCountermeasureActions(tx, no, creator, null);
  if (a.status === 'CLOSED') {
    await tx.update(imprAction).set({ statusCd: 'DONE', doneYmd: addDaysYmd(occurred, 50), result: '대책 이행 완료, 현장 확인' })
      .where(sql`${imprAction.sourceTypeCd} = 'ACCIDENT' and ${imprAction.sourceKey} = ${String(no)}`);
  }
}

/**
 * Demo data (issue 15): 14 accidents over two years in both plants — a death, a finger fracture with a disability
 * grade, an electric shock, heat stroke (a listed illness), a forklift collision … — in every status, with victims,
 * investigations and countermeasures (improvement actions); near misses (one anonymous); working hours of both
 * plants for the last 24 months. Skipped when the register has rows. gas01 writes the register of plant 2000.
 */
export async function seedAccidentDemo(db: Db): Promise<void> {
  await db.insert(userMenu).values([
    { userId: 'gas01', menuId: 'SAF_ACCIDENT', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' },
    { userId: 'gas01', menuId: 'SAF_NEARMISS', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' },
    { userId: 'gas01', menuId: 'SAF_WORKHOURS', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' },
    { userId: 'gas01', menuId: 'SAF_ACC_FLASH', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' },
    { userId: 'gas01', menuId: 'SAF_NOACCIDENT', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' },
  ]).onConflictDoNothing();
  if ((await queryRows(db, sql`select 1 from saf_accident limit 1`)).length > 0) return;
  const users = new Set((await queryRows<{ id: string }>(db, sql`select user_id as id from com_user`)).map((u) => u.id));
  const today = ymdIn(new Date(), 'Asia/Seoul');
  await db.transaction(async (tx) => {
    // 무재해: plant-wide records of both plants and one of 발전1팀, started two years ago; the counting accidents below
    // reset them in order (history kept)
    const start = addDaysYmd(today, -730);
    await tx.insert(safNoAccident).values([
      { plantCd: '1000', startYmd: start, targetDays: 365, remark: '서해화력 무재해 운동', createUserId: 'safety01', updateUserId: 'safety01' },
      { plantCd: '1000', deptCd: 'D1310', startYmd: start, targetDays: 300, remark: '발전1팀 무재해', createUserId: 'safety01', updateUserId: 'safety01' },
      { plantCd: '2000', startYmd: start, targetDays: 365, remark: '남해LNG 무재해 운동', createUserId: 'gas01', updateUserId: 'gas01' },
    ]);
    let seq = 0;
    for (const a of ACCIDENTS) {
      seq += 1;
      // the demo's generated staff ids differ by seed size: fall back to the plant's safety manager
      const fix = (id: string | undefined) => (id && users.has(id) ? id : a.plant === '1000' ? 'safety01' : 'gas01');
      await insertAccident(tx, { ...a, victims: a.victims.map((v) => ({ ...v, user: v.type === 'EMPLOYEE' ? fix(v.user) : undefined })), measure: a.measure ? [a.measure[0], fix(a.measure[1])] : undefined }, today, seq);
    }
    for (const [plant, dept, daysAgo, type, place, title, contents, outcome, reviewed] of NEAR_MISSES) {
      const ymd = addDaysYmd(today, -daysAgo);
      const by = dept === null ? null : plant === '1000' ? 'worker01' : 'gas01';
      await tx.insert(safNearMiss).values({
        statusCd: reviewed ? 'REVIEWED' : 'REGISTERED', plantCd: plant, deptCd: dept, occurredYmd: ymd, nearMissTypeCd: type, place, title, contents,
        possibleOutcome: outcome, anonymousYn: dept === null ? 'Y' : 'N', reviewComment: reviewed ? '현장 확인 후 개선조치 요청' : null,
        createUserId: by, updateUserId: by, createDt: stamp(ymd), updateDt: stamp(ymd),
      });
    }
    // working hours: employees per department (head count × 8 h × 21 days) and two contractors, last 24 months
    const depts = await queryRows<{ dept_cd: string; plant_cd: string; n: string }>(tx, sql`
      select u.dept_cd, u.plant_cd, count(*) as n from com_user u where u.user_type = 'U' and u.dept_cd is not null and u.plant_cd in ('1000', '2000') group by u.dept_cd, u.plant_cd`);
    const rows: (typeof safWorkHours.$inferInsert)[] = [];
    for (let m = 1; m <= 24; m += 1) {
      const ym = addMonthsYmd(`${today.slice(0, 7)}-01`, -m).slice(0, 7);
      for (const d of depts) {
        const heads = Number(d.n) * 6;
        rows.push({ plantCd: d.plant_cd, deptCd: d.dept_cd, workYm: ym, workerKindCd: 'EMPLOYEE', headCount: heads, workHours: heads * 8 * 21, createUserId: 'system', updateUserId: 'system' });
      }
      rows.push({ plantCd: '1000', deptCd: 'D1410', workYm: ym, workerKindCd: 'VENDOR', vendorCd: 'V0001', headCount: 40, workHours: 40 * 8 * 22, createUserId: 'system', updateUserId: 'system' });
      rows.push({ plantCd: '2000', deptCd: 'D2310', workYm: ym, workerKindCd: 'VENDOR', vendorCd: 'V0003', headCount: 25, workHours: 25 * 8 * 22, createUserId: 'system', updateUserId: 'system' });
    }
    await tx.insert(safWorkHours).values(rows).onConflictDoNothing();
  });
}
