import { sql } from 'drizzle-orm';
import { addDaysYmd, type TImprSourceType } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { userMenu } from '../../db/schema.js';
import { statusHistory } from '../../lib/workflow/workflow.tables.js';
import { imprAction } from './impr.tables.js';
import { ymdIn } from './impr.service.js';

/** a finding the demo repeats: title, place, hazard, the department that fixes it, typical risk, what the fix was */
type TTemplate = [title: string, location: string, hazard: string, ownerDeptCd: string, risk: 'H' | 'M' | 'L', result: string];

const SEOHAE: TTemplate[] = [
  ['보일러동 3층 핸드레일 부식 교체', '보일러동 3층 북측 계단', '추락', 'D1410', 'H', '부식 핸드레일 6m 철거 후 아연도금 각관으로 교체, 용접부 방청 도장'],
  ['석탄이송 컨베이어 비상정지 풀코드 장력 조정', '석탄이송 C-3 컨베이어', '협착·끼임', 'D1330', 'H', '풀코드 장력 재조정 및 비상정지 스위치 동작시험 5개소 정상 확인'],
  ['저탄장 살수설비 노즐 막힘 정비', '저탄장 2구역', '비산분진·자연발화', 'D1330', 'M', '막힌 노즐 14개 세척·교체, 살수 패턴 확인'],
  ['터빈동 오일 누유 흡착포 비치 및 누유 부위 보수', '터빈동 1층 윤활유 탱크 주변', '미끄러짐·화재', 'D1410', 'M', '플랜지 가스켓 교체, 흡착포 보관함 설치'],
  ['고압 배전반 앞 절연매트 미설치', '전기실 6.6kV 배전반', '감전', 'D1420', 'H', '절연매트(22.9kV급) 8장 설치, 점검표 반영'],
  ['회처리 설비 회전체 방호덮개 탈락', '회처리동 슬러리 펌프 #2', '협착·끼임', 'D1330', 'H', '커플링 방호덮개 재설치, 고정볼트 풀림방지 너트 적용'],
  ['탈황설비 석회석 슬러리 배관 누설', '탈황설비 흡수탑 하부', '화학물질 노출', 'D1320', 'M', '누설 배관 2m 교체 및 배관 지지대 보강'],
  ['비상조명등 점등 불량', '발전2호기 터빈동 지하 통로', '비상 시 대피 지연', 'D1420', 'M', '불량 비상조명등 4개 교체, 월간 점등시험 실시'],
  ['소화기 압력 미달 교체', '보일러동 1층 소화기 보관함', '초기 진화 실패', 'D1210', 'L', '압력 미달 소화기 3대 교체, 점검 태그 갱신'],
  ['계단 미끄럼방지 테이프 마모', '보일러동 7층 철계단', '넘어짐', 'D1410', 'L', '미끄럼방지 테이프 전 구간 재부착'],
  ['가스 검지기 교정 주기 초과', '수소 저장설비 구역', '폭발', 'D1430', 'H', '휴대용·고정식 가스검지기 교정 완료, 교정성적서 보관'],
  ['압력계 교정 유효기간 경과', '급수펌프실 압력계 12개소', '과압 미인지', 'D1430', 'M', '압력계 12개 교정 및 교정필증 부착'],
  ['밀폐공간 출입 표지판 훼손', '복수기 하부 맨홀', '질식', 'D1210', 'H', '밀폐공간 출입금지 표지 재설치, 출입 관리대장 비치'],
  ['용접작업장 불티 비산방지포 미비', '정비동 용접작업장', '화재', 'D1410', 'M', '방염포 4매 비치, 작업 전 점검 항목 추가'],
  ['화학약품 보관창고 MSDS 미게시', '수처리동 약품창고', '화학물질 노출', 'D1230', 'M', '최신 MSDS 12종 게시 및 경고표지 부착'],
  ['염산 저장탱크 방류벽 균열', '수처리동 옥외 약품탱크', '누출·화학화상', 'D1230', 'H', '방류벽 균열 에폭시 보수, 수밀시험 실시'],
  ['고소작업대 작업계획서 미비치', '보일러동 외벽 보온 작업', '추락', 'D1410', 'M', '작업계획서 작성 양식 배포, TBM 시 확인 절차 추가'],
  ['안전난간 중간대 누락', '석탄 사일로 상부 점검로', '추락', 'D1410', 'H', '중간난간대 12m 추가 설치'],
  ['케이블 트레이 덮개 탈락', '터빈동 케이블 처리실', '감전·화재', 'D1420', 'M', '트레이 덮개 재고정, 관통부 방화충전재 보수'],
  ['분전반 접지선 단선', '정비동 2층 분전반', '감전', 'D1420', 'H', '접지선 재결선 및 접지저항 측정(8Ω) 확인'],
  ['통로 적재물로 인한 비상구 폐쇄', '사무동 2층 비상구', '비상 시 대피 지연', 'D1110', 'M', '적재물 이동 및 비상구 앞 적치 금지 표시'],
  ['보안경 미착용 작업', '정비동 그라인더 작업장', '비래·안구 손상', 'D1410', 'L', '작업장 입구 보안경 비치함 설치, 착용 교육'],
  ['컨베이어 리턴롤러 소음·발열', '석탄이송 C-5 컨베이어', '화재·협착', 'D1330', 'M', '리턴롤러 9개 교체, 열화상 점검 주기 단축'],
  ['보일러 맨홀 개방부 출입통제 미흡', '보일러 노내 점검구', '추락·질식', 'D1310', 'H', '출입통제 바리케이드 및 감시인 배치 절차 수립'],
  ['터빈 회전부 점검창 보호망 파손', '발전1호기 터빈 터닝기어', '협착·끼임', 'D1310', 'M', '보호망 교체, 점검창 잠금장치 설치'],
  ['급수가열기 안전밸브 작동시험 미실시', '발전1호기 고압급수가열기', '과압 파열', 'D1310', 'H', '안전밸브 작동시험 실시 및 시험성적 기록'],
  ['복수펌프 축봉부 누수', '발전2호기 복수펌프 #B', '미끄러짐', 'D1320', 'L', '메커니컬 씰 교체'],
  ['변압기 주변 유류 흡착재 미비', '옥외 주변압기 #2', '화재·토양오염', 'D1420', 'M', '흡착재 및 방유턱 점검, 비상 키트 비치'],
  ['탈질설비 암모니아 누출 감지기 경보 불량', '탈질설비 암모니아 기화기실', '중독', 'D1430', 'H', '감지기 센서 교체 및 경보 연동시험 완료'],
  ['휴게실 AED 패드 유효기간 경과', '사무동 1층 휴게실', '응급 대응 실패', 'D1220', 'L', 'AED 패드·배터리 교체'],
  ['중량물 인양 슬링벨트 손상', '정비동 천장크레인', '낙하', 'D1410', 'H', '손상 슬링 폐기, 신규 슬링 6본 지급 및 점검 태그 부착'],
  ['회사일로 상부 점검구 덮개 고정 불량', '회사일로 상부', '추락', 'D1330', 'M', '점검구 덮개 힌지·잠금장치 교체'],
  ['야간 조도 부족', '저탄장 진입로', '충돌·넘어짐', 'D1420', 'M', 'LED 투광등 6등 추가 설치, 조도 측정 120lx 확인'],
  ['제어실 비상연락망 현행화 미흡', '중앙제어실', '비상 대응 지연', 'D1310', 'L', '비상연락망 갱신 및 게시'],
  ['수처리동 세안기 수압 불량', '수처리동 약품 주입실', '화학화상', 'D1230', 'M', '세안기 배관 청소 및 주간 작동 점검 시행'],
  ['비계 작업발판 고정 불량', '보일러동 외부 비계', '추락', 'D1410', 'H', '작업발판 클램프 재체결, 비계 점검표 작성'],
];

const NAMHAE: TTemplate[] = [
  ['LNG 저장탱크 상부 배관 보온재 파손 보수', '저장탱크 T-3 상부 배관랙', '저온 화상·결빙', 'D2320', 'M', '파손 보온재 18m 교체 및 외피 실링'],
  ['가스누출 감지기 교정 주기 초과', '기화송출동 가스 검지기 12개소', '폭발', 'D2210', 'H', '검지기 12개 교정, 교정성적서 보관'],
  ['하역암 비상분리장치(ERS) 점검 기록 누락', '하역부두 하역암 #2', '누출·화재', 'D2310', 'H', 'ERS 작동시험 실시 및 점검 기록 양식 보완'],
  ['해수식 기화기 하부 결빙으로 통로 미끄러움', '기화송출동 ORV #3 하부', '넘어짐', 'D2330', 'M', '통로 배수 개선 및 미끄럼방지 그레이팅 설치'],
  ['BOG 압축기 진동 증가', 'BOG 압축기 #1', '설비 파손·누출', 'D2320', 'M', '베어링 교체 및 정렬 조정, 진동 2.1mm/s 확인'],
  ['정전기 제거 접지 클램프 단선', '탱크로리 출하장 2번 베이', '정전기 화재', 'D2330', 'H', '접지 클램프 교체 및 접지저항 측정'],
  ['방폭형 조명기구 커버 균열', '저장탱크 T-1 펌프 피트', '폭발', 'D2320', 'H', '방폭 조명기구 교체(Ex d IIB T4)'],
  ['소화수 펌프 자동기동 시험 미실시', '소방펌프실', '화재 확산', 'D2210', 'M', '자동기동 시험 실시 및 월간 시험 계획 등록'],
  ['하역부두 구명부환 훼손', '하역부두 2번 선석', '익수', 'D2310', 'M', '구명부환 4개 교체 및 로프 보강'],
  ['저온 배관 플랜지 볼트 풀림', '송출배관 FV-203 주변', '누출', 'D2330', 'H', '토크 재체결 및 플랜지 누설 검사'],
  ['탱크 상부 계단 안전난간 부식', '저장탱크 T-2 외부 계단', '추락', 'D2320', 'H', '부식 난간 교체 및 도장'],
  ['가스 배관 식별표시 퇴색', '기화송출동 배관랙', '오조작', 'D2330', 'L', '배관 유체·흐름 방향 표시 재도장'],
  ['비상샤워 동파 방지 열선 불량', '부취제 주입설비', '화학화상', 'D2220', 'M', '열선 교체 및 온도조절기 점검'],
  ['부취제 저장용기 누설 점검 미흡', '부취제 주입실', '악취·중독', 'D2220', 'M', '용기 밸브 교체, 누설 점검 주기 월 1회로 강화'],
  ['제어실 가스 경보 표시등 점등 불량', '중앙제어실 경보반', '경보 미인지', 'D2210', 'M', '표시 램프 LED 교체 및 경보시험'],
  ['하역 중 선박-육상 통신 점검표 미작성', '하역부두 통제실', '하역 사고', 'D2310', 'L', '통신 점검표 작성 교육, 하역 절차서 개정'],
  ['고압가스 안전밸브 봉인 훼손', '기화기 출구 안전밸브 PSV-310', '과압', 'D2330', 'H', '안전밸브 재검사 후 봉인'],
  ['질소 퍼지 라인 압력조정기 고장', '질소 공급설비', '질식·과압', 'D2320', 'M', '압력조정기 교체 및 설정압 확인'],
  ['탱크로리 출하장 차량 고임목 미비치', '출하장 1·2번 베이', '차량 구름', 'D2330', 'L', '고임목 6개 비치 및 출하 절차 반영'],
  ['밀폐공간(밸브 피트) 산소농도 측정기 미비치', '송출배관 밸브 피트', '질식', 'D2210', 'H', '산소·가스 복합측정기 2대 비치, 출입 허가 절차 연계'],
  ['해수 취수구 스크린 점검로 난간 탈락', '해수 취수설비', '추락·익수', 'D2330', 'H', '난간 재설치 및 앵커 보강'],
  ['긴급차단밸브(ESD) 부분행정시험 지연', '저장탱크 출구 ESD-101', '누출 확대', 'D2320', 'H', '부분행정시험 실시 및 결과 기록'],
  ['안전보호구 보관함 정리 불량', '운영동 1층 보호구 보관소', '보호구 미착용', 'D2110', 'L', '보관함 교체 및 품목별 수량표 부착'],
  ['LNG 펌프 정비 후 잠금·표지(LOTO) 미해제 확인 누락', '저장탱크 T-3 인탱크 펌프', '협착·감전', 'D2320', 'M', 'LOTO 해제 확인서 양식 도입'],
  ['기화기 해수 배관 부식 누수', '기화송출동 ORV #1 해수 배관', '설비 손상', 'D2330', 'M', '부식 배관 교체 및 방식 도장'],
  ['비상 대피로 안내표지 미부착', '운영동 2층 복도', '대피 지연', 'D2110', 'L', '축광식 유도표지 9개 부착'],
  ['가스 검지 순찰 경로 조명 불량', '저장탱크 T-1~T-2 사이 순찰로', '넘어짐', 'D2210', 'M', '방폭 투광등 4등 교체'],
  ['방류둑 내부 빗물 배수밸브 개방 상태', '저장탱크 방류둑', '누출 확산', 'D2320', 'M', '배수밸브 상시 폐쇄 및 잠금, 점검표 반영'],
];

const SOURCES: [TImprSourceType, number, string][] = [
  ['CHECK', 0.28, 'CHK'], ['PATROL', 0.25, 'PT'], ['NEAR_MISS', 0.12, 'NM'], ['RISK_ASSESSMENT', 0.15, 'RA'],
  ['ACCIDENT', 0.04, 'ACC'], ['TBM', 0.10, 'TBM'], ['ETC', 0.06, 'ETC'],
];
const SOURCE_KO: Record<string, string> = {
  CHECK: '안전점검', PATROL: '순회점검', NEAR_MISS: '아차사고 보고', RISK_ASSESSMENT: '위험성평가', ACCIDENT: '사고 조사', TBM: 'TBM', ETC: '현장 제보',
};
const REJECT_REASONS = ['조치 소관 부서가 아님(전기팀 소관)', '예산 편성 후 조치 필요 — 차년도 계획 반영 요청', '동일 건이 기존 조치로 진행 중'];
const CANCEL_REASONS = ['중복 등록(동일 건 기등록)', '해당 설비 철거로 조치 불필요', '현장 재확인 결과 지적사항 아님'];
const RETURN_REASONS = ['조치 후 사진이 불명확함. 전경 사진을 다시 첨부 바랍니다.', '일부 구간 미조치. 나머지 구간 조치 후 재요청 바랍니다.'];

/** deterministic pseudo-random numbers (the same demo on every machine) */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const DAY = 86_400_000;
/** a moment of a plant-local (KST) day, at an office hour */
const at = (ymd: string, hour: number, minute = 0) => new Date(`${ymd}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

type TStep = { action: string; from: string | null; to: string; userId: string; at: Date; comment: string | null };
type TDemoAction = typeof imprAction.$inferInsert & { steps: TStep[] };
type TPlan = { status: string; returned?: boolean; cancelFrom?: 'REGISTERED' | 'REJECTED' };

/**
 * What happened to an action, by how long ago it was due. A living site: everything due more than two weeks ago is
 * closed (done, some cancelled); of the last two weeks' some are still open, late by days, not months (issue 34).
 */
function planFor(r: () => number, dueIn: number): TPlan {
  const x = r();
  if (dueIn < -14) {
    if (x < 0.93) return { status: 'DONE', returned: r() < 0.12 };
    return { status: 'CANCELLED', cancelFrom: r() < 0.5 ? 'REJECTED' : 'REGISTERED' };
  }
  if (dueIn < 0) {
    if (x < 0.50) return { status: 'DONE', returned: r() < 0.15 };
    if (x < 0.70) return { status: 'CONFIRM_REQUESTED' };
    if (x < 0.73) return { status: 'REJECTED' };
    if (x < 0.76) return { status: 'CANCELLED', cancelFrom: 'REGISTERED' };
    return { status: r() < 0.8 ? 'IN_PROGRESS' : 'REGISTERED' };
  }
  if (x < 0.15) return { status: 'DONE' };
  if (x < 0.38) return { status: 'CONFIRM_REQUESTED' };
  if (x < 0.42) return { status: 'REJECTED' };
  if (x < 0.78) return { status: 'IN_PROGRESS' };
  return { status: 'REGISTERED' };
}

/** the status history of a plan, from the registration moment; every step no later than `now` */
function stepsFor(p: TPlan, reg: Date, doneBy: Date, now: Date, who: { requester: string; assignee: string }, t: TTemplate, r: () => number): TStep[] {
  const steps: TStep[] = [];
  const clampNow = (d: Date) => new Date(Math.min(d.getTime(), now.getTime() - 60_000));
  const after = (d: Date, minH: number, maxH: number) => clampNow(new Date(d.getTime() + (minH + r() * (maxH - minH)) * 3_600_000));
  const step = (action: string, from: string | null, to: string, userId: string, when: Date, comment: string | null = null) => {
    steps.push({ action, from, to, userId, at: when, comment });
    return when;
  };
  if (p.status === 'REGISTERED') return steps;
  if (p.status === 'REJECTED' || p.cancelFrom === 'REJECTED') {
    const rej = step('REJECT', 'REGISTERED', 'REJECTED', who.assignee, after(reg, 2, 30), REJECT_REASONS[Math.floor(r() * REJECT_REASONS.length)]!);
    if (p.status === 'CANCELLED') step('CANCEL', 'REJECTED', 'CANCELLED', who.requester, after(rej, 4, 72), CANCEL_REASONS[Math.floor(r() * CANCEL_REASONS.length)]!);
    return steps;
  }
  if (p.status === 'CANCELLED') {
    step('CANCEL', 'REGISTERED', 'CANCELLED', who.requester, after(reg, 4, 96), CANCEL_REASONS[Math.floor(r() * CANCEL_REASONS.length)]!);
    return steps;
  }
  let last = step('ACCEPT', 'REGISTERED', 'IN_PROGRESS', who.assignee, after(reg, 1, 40));
  if (p.status === 'IN_PROGRESS') return steps;
  // the fix is done by the time given (or late, for the ones closed after the due date)
  const fixAt = clampNow(new Date(Math.max(last.getTime() + 3_600_000, doneBy.getTime() - r() * 4 * DAY)));
  last = step('REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', who.assignee, fixAt, t[5]);
  if (p.returned) {
    last = step('RETURN', 'CONFIRM_REQUESTED', 'IN_PROGRESS', who.requester, after(last, 2, 26), RETURN_REASONS[Math.floor(r() * RETURN_REASONS.length)]!);
    last = step('REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', who.assignee, after(last, 20, 70), `${t[5]} (보완 조치 완료)`);
  }
  if (p.status === 'DONE') step('CONFIRM', 'CONFIRM_REQUESTED', 'DONE', who.requester, after(last, 1, 48));
  return steps;
}

type TPools = Map<string, { heads: string[]; members: string[] }>;

/** one plant's actions, newest registration last; `fixed` are the ones the phone page must show (worker01, vendor01) */
function plantActions(plantCd: '1000' | '2000', count: number, today: string, now: Date, pools: TPools, r: () => number): TDemoAction[] {
  const templates = plantCd === '1000' ? SEOHAE : NAMHAE;
  const requester = plantCd === '1000' ? 'safety01' : 'gas01';
  const safetyDept = plantCd === '1000' ? 'D1210' : 'D2210';
  const serial = new Map<string, number>();
  const out: TDemoAction[] = [];
  for (let i = 0; i < count; i += 1) {
    // registration spread over the last 14 months, a little denser lately
    const ago = Math.floor(425 * r() ** 1.15);
    const regYmd = addDaysYmd(today, -ago);
    const office = at(regYmd, 8 + Math.floor(r() * 9), Math.floor(r() * 60));
    // registered today: before now
    const reg = office < now ? office : new Date(now.getTime() - (1 + r() * 3) * 3_600_000);
    const t = templates[Math.floor(r() * templates.length)]!;
    const [title, location, hazard, ownerDeptCd, riskBase, result] = t;
    let x = r();
    const [sourceTypeCd, , prefix] = SOURCES.find(([, w]) => (x -= w) < 0) ?? SOURCES[0]!;
    const year = regYmd.slice(0, 4);
    const n = (serial.get(`${prefix}${year}`) ?? 0) + 1 + Math.floor(r() * 3);
    serial.set(`${prefix}${year}`, n);
    const sourceKey = sourceTypeCd === 'TBM' ? `TBM-${regYmd.replaceAll('-', '')}-${ownerDeptCd}`
      : sourceTypeCd === 'RISK_ASSESSMENT' ? `RA-${year}-${plantCd}-${String(n).padStart(3, '0')}`
        : `${prefix}-${year}-${String(n).padStart(4, '0')}`;
    const isImmediate = sourceTypeCd === 'TBM' || sourceTypeCd === 'PATROL' ? r() < 0.45 : r() < 0.15;
    const dueYmd = addDaysYmd(regYmd, isImmediate ? Math.floor(r() * 3) : 7 + Math.floor(r() * 50));
    const dueIn = Math.round((Date.parse(dueYmd) - Date.parse(today)) / DAY);
    // vendor-owned: maintenance and environment contractors, assigned to the supervising employee (vendor01 only on closed
    // ones here; the phone page's open ones are fixed below)
    const vendorCd = r() < 0.12 ? (plantCd === '2000' ? 'V0003' : r() < 0.7 ? 'V0001' : 'V0002') : null;
    const plan = planFor(r, dueIn);
    const pool = pools.get(ownerDeptCd) ?? { heads: [requester], members: [] };
    const candidates = pool.members.filter((u) => u !== 'worker01');
    let assignee = candidates.length && r() < 0.88 ? candidates[Math.floor(r() * candidates.length)]! : pool.heads[0] ?? requester;
    if (vendorCd === 'V0001' && (plan.status === 'DONE' || plan.status === 'CANCELLED')) assignee = 'vendor01';
    const risk = r() < 0.2 ? (riskBase === 'H' ? 'M' : riskBase === 'L' ? 'M' : 'H') : riskBase;
    const lateBy = r() < 0.2 ? 1 + Math.floor(r() * 12) : 0;
    const doneBy = at(addDaysYmd(dueYmd, lateBy - Math.floor(r() * 3)), 15);
    const steps = stepsFor(plan, reg, doneBy, now, { requester, assignee }, t, r);
    const last = steps.at(-1);
    const done = plan.status === 'DONE';
    const fixed = done || plan.status === 'CONFIRM_REQUESTED';
    out.push({
      statusCd: plan.status, plantCd, deptCd: sourceTypeCd === 'TBM' ? ownerDeptCd : safetyDept,
      actionTypeCd: isImmediate ? 'IMMEDIATE' : 'REQUEST', sourceTypeCd, sourceKey, location, title,
      description: `${SOURCE_KO[sourceTypeCd]} 중 확인: ${location} — ${title}. ${isImmediate ? '현장에서 즉시 조치 지시.' : '담당 부서 조치 요청.'}`,
      hazard, riskBeforeCd: risk, riskAfterCd: done ? (risk === 'H' && r() < 0.3 ? 'M' : 'L') : null,
      ownerDeptCd, ownerVendorCd: vendorCd, assigneeUserId: assignee, dueYmd,
      cost: fixed && !isImmediate && r() < 0.4 ? Math.round((50_000 + r() ** 2 * 25_000_000) / 10_000) * 10_000 : null,
      result: fixed ? (steps.filter((s) => s.action === 'REQUEST_CONFIRM').at(-1)?.comment ?? result) : null,
      doneYmd: done && last ? ymdIn(last.at, 'Asia/Seoul') : null,
      version: 1 + steps.length, createUserId: requester, createDt: reg, updateUserId: last?.userId ?? requester, updateDt: last?.at ?? reg,
      steps,
    });
  }
  return out;
}

/** the actions the phone page and the portlet show: worker01 has three open (one overdue), vendor01 two */
function fixedActions(today: string, now: Date, r: () => number): TDemoAction[] {
  const mk = (t: TTemplate, o: { assignee: string; vendor?: string; regAgo: number; dueIn: number; status: 'REGISTERED' | 'IN_PROGRESS'; sourceTypeCd: TImprSourceType; sourceKey: string }): TDemoAction => {
    const regYmd = addDaysYmd(today, -o.regAgo);
    const reg = at(regYmd, 10, 20);
    const steps = stepsFor({ status: o.status }, reg, reg, now, { requester: 'safety01', assignee: o.assignee }, t, r);
    return {
      statusCd: o.status, plantCd: '1000', deptCd: 'D1210', actionTypeCd: 'REQUEST', sourceTypeCd: o.sourceTypeCd, sourceKey: o.sourceKey,
      location: t[1], title: t[0], description: `${SOURCE_KO[o.sourceTypeCd]} 중 확인: ${t[1]} — ${t[0]}. 담당 부서 조치 요청.`, hazard: t[2],
      riskBeforeCd: t[4], riskAfterCd: null, ownerDeptCd: o.vendor ? 'D1410' : 'D1310', ownerVendorCd: o.vendor ?? null, assigneeUserId: o.assignee,
      dueYmd: addDaysYmd(today, o.dueIn), cost: null, result: null, doneYmd: null, version: 1 + steps.length,
      createUserId: 'safety01', createDt: reg, updateUserId: steps.at(-1)?.userId ?? 'safety01', updateDt: steps.at(-1)?.at ?? reg, steps,
    };
  };
  const y = today.slice(0, 4);
  return [
    mk(['터빈 회전부 점검창 보호망 파손', '발전1호기 터빈 터닝기어', '협착·끼임', 'D1310', 'M', ''], { assignee: 'worker01', regAgo: 26, dueIn: -5, status: 'IN_PROGRESS', sourceTypeCd: 'PATROL', sourceKey: `PT-${y}-0391` }),
    mk(['보일러 맨홀 개방부 출입통제 미흡', '보일러 노내 점검구', '추락·질식', 'D1310', 'H', ''], { assignee: 'worker01', regAgo: 3, dueIn: 6, status: 'REGISTERED', sourceTypeCd: 'CHECK', sourceKey: `CHK-${y}-0618` }),
    mk(['제어실 비상연락망 현행화 미흡', '중앙제어실', '비상 대응 지연', 'D1310', 'L', ''], { assignee: 'worker01', regAgo: 9, dueIn: 19, status: 'IN_PROGRESS', sourceTypeCd: 'TBM', sourceKey: `TBM-${addDaysYmd(today, -9).replaceAll('-', '')}-D1310` }),
    mk(['비계 작업발판 고정 불량', '보일러동 외부 비계', '추락', 'D1410', 'H', ''], { assignee: 'vendor01', vendor: 'V0001', regAgo: 5, dueIn: 9, status: 'IN_PROGRESS', sourceTypeCd: 'PATROL', sourceKey: `PT-${y}-0402` }),
    mk(['중량물 인양 슬링벨트 손상', '정비동 천장크레인', '낙하', 'D1410', 'H', ''], { assignee: 'vendor01', vendor: 'V0001', regAgo: 1, dueIn: 14, status: 'REGISTERED', sourceTypeCd: 'NEAR_MISS', sourceKey: `NM-${y}-0057` }),
  ];
}

async function insertPlant(db: DbOrTx, actions: TDemoAction[]): Promise<void> {
  if (actions.length === 0) return;
  const rows = await db.insert(imprAction).values(actions.map(({ steps: _steps, ...a }) => a)).returning({ actionNo: imprAction.actionNo });
  const history = actions.flatMap((a, i) => a.steps.map((s) => ({
    entity: 'imprAction', entityKey: String(rows[i]!.actionNo), actionCd: s.action, fromStatusCd: s.from, toStatusCd: s.to,
    comment: s.comment, userId: s.userId, createDt: s.at,
  })));
  if (history.length) await db.insert(statusHistory).values(history);
}

/**
 * Demo data of the improvement-action register: ~300 actions of both plants over the last 14 months, relative to
 * today (Asia/Seoul), with their status history (see the module README). Deterministic; skipped when the register
 * has rows. The gas terminal's safety manager (gas01) keeps the register of plant 2000 (a per-user write right).
 */
export async function seedImprDemo(db: Db): Promise<void> {
  await db.insert(userMenu).values({ userId: 'gas01', menuId: 'IMPR_ACTION', accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' }).onConflictDoNothing();
  if ((await queryRows(db, sql`select 1 from impr_action limit 1`)).length > 0) return;
  const users = await queryRows<{ user_id: string; dept_cd: string; duty_cd: string | null }>(db, sql`
    select user_id, dept_cd, duty_cd from com_user
     where user_type = 'U' and use_yn = 'Y' and retire_yn = 'N' and dept_cd is not null and admin_yn <> 'Y' order by user_id`);
  const pools: TPools = new Map();
  for (const u of users) {
    const p = pools.get(u.dept_cd) ?? { heads: [], members: [] };
    if (u.duty_cd === 'DUT03' || u.duty_cd === 'DUT04') p.heads.push(u.user_id);
    else p.members.push(u.user_id);
    pools.set(u.dept_cd, p);
  }
  const now = new Date();
  const today = ymdIn(now, 'Asia/Seoul');
  const r = rng(20261414);
  const seohae = [...plantActions('1000', 178, today, now, pools, r), ...fixedActions(today, now, r)];
  const namhae = plantActions('2000', 120, today, now, pools, r);
  // numbered in registration order, as if entered day by day
  const byReg = (a: TDemoAction, b: TDemoAction) => (a.createDt as Date).getTime() - (b.createDt as Date).getTime();
  await db.transaction(async (tx) => {
    await insertPlant(tx, seohae.sort(byReg));
    await insertPlant(tx, namhae.sort(byReg));
  });
}

/** open actions may be late by this many days in the demo; older ones made by other modules' demos are settled */
const DEMO_LATE_DAYS = 10;

/**
 * After every module's demo: actions that other demos opened through `createAction` (a check's bad item, a committee's
 * decision, a hazard's countermeasure) in this seeding and never moved are registered "now" and, for the old ones, due
 * months ago. Give them the life of a living site: registered a week before their due date; those due more than
 * DEMO_LATE_DAYS ago accepted, fixed and confirmed (history rows and version to match), the rest open, late by days at
 * most. A patrol finding whose action is done is closed, as the register's hook does at run time. Only actions created
 * since `since` (this seeding) without any history are touched, so a restart never settles a real action.
 */
export async function settleDemoActions(db: Db, since: Date): Promise<void> {
  const today = ymdIn(new Date(), 'Asia/Seoul');
  const cutoff = addDaysYmd(today, -DEMO_LATE_DAYS);
  await db.transaction(async (tx) => {
    await queryRows(tx, sql`
      create temporary table demo_settle on commit drop as
      select a.action_no, a.assignee_user_id, a.create_user_id, a.due_ymd,
             (a.due_ymd - 7)::timestamp + interval '10 hours' - interval '9 hours' as reg_at,
             (a.due_ymd - (a.action_no % 4))::timestamp + interval '15 hours' - interval '9 hours' as fix_at
        from impr_action a
       where a.create_dt >= ${since} and a.status_cd in ('REGISTERED', 'IN_PROGRESS') and a.due_ymd < ${today}::date + 60
         and not exists (select 1 from com_status_history h where h.entity = 'imprAction' and h.entity_key = a.action_no::text)`);
    await queryRows(tx, sql`
      insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
      select 'imprAction', s.action_no::text, x.action_cd, x.from_cd, x.to_cd, x.comment, x.user_id, x.at
        from demo_settle s cross join lateral (values
          ('ACCEPT', 'REGISTERED', 'IN_PROGRESS', null, s.assignee_user_id, s.reg_at + interval '1 day'),
          ('REQUEST_CONFIRM', 'IN_PROGRESS', 'CONFIRM_REQUESTED', '현장 조치 완료, 조치 후 사진 첨부', s.assignee_user_id, s.fix_at),
          ('CONFIRM', 'CONFIRM_REQUESTED', 'DONE', null, s.create_user_id, s.fix_at + interval '1 day')
        ) x(action_cd, from_cd, to_cd, comment, user_id, at)
       where s.due_ymd < ${cutoff}::date`);
    await queryRows(tx, sql`
      update impr_action a set create_dt = s.reg_at, update_dt = s.reg_at
        from demo_settle s where a.action_no = s.action_no and a.create_dt > s.reg_at`);
    await queryRows(tx, sql`
      update impr_action a set status_cd = 'DONE', version = a.version + 3, result = coalesce(a.result, '현장 조치 완료, 조치 후 사진 첨부'),
             done_ymd = (s.fix_at + interval '1 day' + interval '9 hours')::date, update_user_id = s.create_user_id, update_dt = s.fix_at + interval '1 day'
        from demo_settle s where a.action_no = s.action_no and s.due_ymd < ${cutoff}::date`);
    // a patrol finding and a behaviour observation follow their action (the register's settleSource hook does the same
    // through the workflow): closed once the last open action is done
    const followers = [
      { table: 'saf_patrol_finding', key: 'finding_no', source: 'PATROL', entity: 'safPatrolFinding' },
      { table: 'saf_observation', key: 'obs_no', source: 'OBSERVATION', entity: 'safObservation' },
    ];
    for (const f of followers) {
      const [table, key] = [sql.raw(f.table), sql.raw(f.key)];
      await queryRows(tx, sql`
        with closed as (
          update ${table} f set status_cd = 'CLOSED', version = f.version + 1
            from impr_action a
           where f.status_cd = 'ACTION' and a.source_type_cd = ${f.source} and a.source_key = f.${key}::text and a.status_cd = 'DONE'
             and not exists (select 1 from impr_action o where o.source_type_cd = ${f.source} and o.source_key = f.${key}::text
                               and o.status_cd in ('REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED'))
          returning f.${key} as k, a.create_user_id, a.update_dt
        )
        insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
        select ${f.entity}::text, k::text, 'CLOSE', 'ACTION', 'CLOSED', '개선조치 완료로 종결', create_user_id, update_dt from closed`);
    }
  });
}
