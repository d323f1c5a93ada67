import { eq, sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd, daysBetween, RSA_APPR_TYPES } from '@jikim/shared';
import { inParallel, queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { seedDemoApproval } from '../approvals/approvals.demo.js';
import { openMeasureActions, loadCharmTables, loadPlan, planMatrix, rateAssessment, ROW_KINDS, type TRowCollection } from './rsa.service.js';
import { seedRsaHazardLibDemo } from './hazard-lib.seed.js';
import { seedRsaMatrices } from './rsa.seed.js';
import { rsaAssessment, rsaCheckItem, rsaHazard, rsaPlan, rsaPlanParticipant, rsaPlanTarget, rsaPlanTeam } from './rsa.tables.js';

type Hz = [cls: string, nm: string, disaster: string, control: string, l: number, s: number, measure?: string, rl?: number, rs?: number, major?: 'Y'];
type H3 = [cls: string, nm: string, disaster: string, control: string, level: 'HIGH' | 'MEDIUM' | 'LOW', reason: string, measure?: string];
type Ck = [item: string, result: 'OK' | 'IMPROVE' | 'NA', measure?: string];
type Rows = Record<string, unknown>[];
/** rows of the other methods (JSA, HAZOP, CHARM, 핵심요인), as the API takes them; a row with a measure gets the department's leader and a due date */
type MethodRows = Partial<Record<Exclude<TRowCollection, 'hazards' | 'checkItems'>, Rows>>;
type Unit = { dept: string; process: string; unit: string; desc: string; hazards?: Hz[]; h3?: H3[]; checks?: Ck[]; rows?: MethodRows };
type PlanSeed = {
  plant: string; dept: string; kind: string; method: string; title: string; from: string; to: string; reason?: string; status: string;
  author: string; units: Unit[]; participants: [stage: string, how: string, ymd: string][];
};

const y = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
const last = y - 1;
const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const PLANS: PlanSeed[] = [
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'FREQ_SEV', title: `${last}년 정기 위험성평가 (빈도·강도법)`, from: `${last}-03-03`, to: `${last}-04-30`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'SURVEY', `${last}-03-10`], ['REVIEW', 'MEETING', `${last}-04-22`], ['SHARE', 'TBM', `${last}-05-06`]],
    units: [
      {
        dept: 'D1310', process: '보일러 운전', unit: '보일러 노내 점검', desc: '계획예방정비 기간 중 보일러 노내 수관·버너 상태 점검',
        hazards: [
          ['MECHANICAL', '노내 비계 위 작업 중 추락', 'FALL', '비계 작업발판, 안전대 부착설비', 4, 5, '비계 안전난간 2단 설치, 안전대 이중 체결 의무화', 1, 4, 'Y'],
          ['ENVIRONMENT', '노내 잔류 분진·산소결핍', 'SUFFOCATION', '환기팬 가동', 3, 5, '출입 전·작업 중 2시간마다 산소·CO 측정, 감시인 배치', 1, 4],
          ['ENVIRONMENT', '노내 조명 부족으로 발 헛디딤', 'TRIP', '이동식 조명', 2, 2],
        ],
      },
      {
        dept: 'D1330', process: '석탄 하역 및 저탄장 관리', unit: '석탄 컨베이어 청소', desc: '컨베이어 하부 낙탄 청소',
        hazards: [
          ['MECHANICAL', '운전 중인 컨베이어 롤러에 끼임', 'CAUGHT', '비상정지 풀코드', 4, 4, '청소 전 LOTO 시행, 롤러 방호덮개 보강', 1, 4, 'Y'],
          ['WORK_CHAR', '낙탄 삽질 반복작업', 'MSD', '2인 1조', 2, 2],
          ['CHEMICAL', '석탄 분진 흡입', 'OTHER', '방진마스크 지급', 3, 3, '살수설비 가동시간 확대, 특급 방진마스크 교체', 2, 3],
        ],
      },
      {
        dept: 'D1410', process: '기계설비 정비(용접 포함)', unit: '배관 용접 작업', desc: '저압 배관 보수 용접',
        hazards: [
          ['CHEMICAL', '용접 불티 비산으로 인한 화재', 'FIRE', '화기작업 허가, 소화기 비치', 3, 4, '불티 비산방지포 설치, 화재감시인 배치', 1, 4],
          ['ELECTRICAL', '용접기 케이블 피복 손상 감전', 'SHOCK', '자동전격방지기', 1, 4],
        ],
      },
    ],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'CHECKLIST', title: `${last}년 정기 위험성평가 (체크리스트법, 전기설비)`, from: `${last}-05-06`, to: `${last}-05-30`, status: 'ASSESSED', author: 'safety01',
    participants: [['FINDING', 'MEETING', `${last}-05-08`]],
    units: [{
      dept: 'D1420', process: '전기설비 정비', unit: '수배전반 점검', desc: '6.6kV 수배전반 정기 점검',
      checks: [
        ['정전 작업 전 검전기로 무전압을 확인하는가', 'OK'],
        ['잠금장치·표지(LOTO)를 부착하고 열쇠를 작업자가 보관하는가', 'IMPROVE', 'LOTO 자물쇠 개인 지급 및 관리대장 비치'],
        ['절연용 보호구(절연장갑·절연화)의 내전압 시험이 유효한가', 'OK'],
        ['활선 근접작업 시 접근한계거리를 표시하는가', 'IMPROVE', '접근한계거리 바닥 표시 및 감시인 배치'],
        ['변압기실 출입 통제가 되는가', 'NA'],
      ],
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'THREE_STEP', title: `${last}년 정기 위험성평가 (3단계 판단법, 저탄장)`, from: `${last}-06-02`, to: `${last}-06-27`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'TBM', `${last}-06-04`], ['SHARE', 'TBM', `${last}-07-01`]],
    units: [{
      dept: 'D1330', process: '석탄 하역 및 저탄장 관리', unit: '저탄장 중장비 작업', desc: '불도저·페이로더로 저탄 정리',
      h3: [
        ['MECHANICAL', '후진하는 페이로더에 보행자 부딪힘', 'STRUCK', '후진경보기', 'HIGH', '보행 통로와 장비 동선이 겹침', '장비 작업구역 출입통제선 설치, 유도자 배치'],
        ['CHEMICAL', '저탄 자연발화', 'FIRE', '온도 측정 주 1회', 'MEDIUM', '하절기 발열 사례 있음'],
        ['ENVIRONMENT', '하절기 옥외 고열 작업', 'HEAT_ILL', '휴게시설', 'LOW', '폭염 시 작업중지 기준 운영 중'],
      ],
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'OCCASIONAL', method: 'FREQ_SEV', title: `${y}년 수시 위험성평가 — 탈황설비 순환펌프 교체`, from: today, to: today, status: 'ASSESSING', author: 'safety01',
    reason: '탈황설비 흡수탑 순환펌프 교체(설비 변경, 지침 제15조 제2항)',
    participants: [['FINDING', 'MEETING', today]],
    units: [{
      dept: 'D1320', process: '탈황·탈질 설비 운전', unit: '순환펌프 인양·교체', desc: '크레인으로 순환펌프(3.2톤) 인양 후 교체',
      hazards: [
        ['MECHANICAL', '인양 중 펌프 낙하', 'HIT', '줄걸이 용구 점검', 3, 5],
        ['CHEMICAL', '흡수탑 석회석 슬러리 비산', 'CHEM_LEAK', '보안경', 2, 3],
      ],
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'FREQ_SEV', title: `${last}년 정기 위험성평가 (빈도·강도법)`, from: `${last}-03-03`, to: `${last}-04-25`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'SURVEY', `${last}-03-12`], ['REVIEW', 'MEETING', `${last}-04-18`], ['SHARE', 'TBM', `${last}-04-30`]],
    units: [
      {
        dept: 'D2310', process: 'LNG 하역', unit: '하역암 연결·분리', desc: 'LNG선 하역암 연결 및 퍼지',
        hazards: [
          ['CHEMICAL', 'LNG 누출 시 극저온 동상', 'BURN', '방한 보호구', 3, 4, '연결부 누설검지 강화, 극저온 보호구 교체', 2, 4],
          ['CHEMICAL', '누출가스 점화로 화재·폭발', 'EXPLOSION', '가스검지기, 방폭 공구', 2, 5, '하역 전 ESD 작동시험 의무화', 1, 5, 'Y'],
        ],
      },
      {
        dept: 'D2320', process: '저장탱크 운전', unit: '저장탱크 상부 점검', desc: '탱크 지붕 계기 점검',
        hazards: [
          ['MECHANICAL', '탱크 상부 계단 이동 중 추락', 'FALL', '안전난간', 2, 5, '강풍(10m/s) 시 상부 작업 금지 기준 수립', 1, 5],
          ['ENVIRONMENT', '동절기 계단 결빙 미끄러짐', 'TRIP', '미끄럼방지 테이프', 2, 2],
        ],
      },
    ],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'CHECKLIST', title: `${last}년 정기 위험성평가 (체크리스트법, 송출설비)`, from: `${last}-05-12`, to: `${last}-05-30`, status: 'ASSESSED', author: 'gas01',
    participants: [['REVIEW', 'MEETING', `${last}-05-28`]],
    units: [{
      dept: 'D2330', process: '기화·송출 설비 운전', unit: '기화기 운전 점검', desc: '해수식 기화기 순회 점검',
      checks: [
        ['가스검지기 경보 설정값(LEL 20%)이 유효한가', 'OK'],
        ['해수 펌프 회전체 방호덮개가 설치되어 있는가', 'IMPROVE', '해수 펌프 커플링 방호덮개 설치'],
        ['점검 통로의 조명(75 lx 이상)이 확보되는가', 'OK'],
      ],
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'THREE_STEP', title: `${last}년 정기 위험성평가 (3단계 판단법, 압축기 정비)`, from: `${last}-06-09`, to: `${last}-06-27`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'TBM', `${last}-06-10`], ['SHARE', 'TBM', `${last}-07-02`]],
    units: [{
      dept: 'D2320', process: '압축기·펌프 정비', unit: 'BOG 압축기 분해 정비', desc: '증발가스 압축기 정기 분해 점검',
      h3: [
        ['CHEMICAL', '잔류 가스 퍼지 불충분으로 화재', 'FIRE', '질소 퍼지 절차', 'HIGH', '퍼지 후 측정 기록 누락 사례', '퍼지 후 가스농도 측정값 작업허가서 기록 의무화'],
        ['WORK_CHAR', '중량 부품(로터) 인력 운반', 'MSD', '호이스트', 'MEDIUM', '호이스트 사각지대 존재'],
      ],
    }],
  },
  // each other method once per plant (정기, completed and shared)
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'JSA', title: `${last}년 정기 위험성평가 (JSA, 급수펌프 정비)`, from: `${last}-07-07`, to: `${last}-07-25`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'MEETING', `${last}-07-08`], ['SHARE', 'TBM', `${last}-07-29`]],
    units: [{
      dept: 'D1410', process: '기계설비 정비(용접 포함)', unit: '보일러 급수펌프 분해 정비', desc: '급수펌프 B호기 메커니컬 실 교체',
      rows: {
        jsaSteps: [
          { taskNm: '급수펌프 메커니컬 실 교체', stepNo: 1, stepDesc: '전원 차단 및 LOTO', hazardNm: '오조작으로 펌프 기동, 회전체 끼임', likelihood: 2, severity: 5, measure: '차단기 잠금·표지, 기동 시험으로 무전압 확인' },
          { taskNm: '급수펌프 메커니컬 실 교체', stepNo: 2, stepDesc: '배관 잔압 제거·배수', hazardNm: '고온수 분출로 화상', likelihood: 3, severity: 4, measure: '드레인 밸브 단계 개방, 잔압 0 확인 후 플랜지 해체' },
          { taskNm: '급수펌프 메커니컬 실 교체', stepNo: 3, stepDesc: '케이싱 인양', hazardNm: '체인블록 인양 중 케이싱 낙하', likelihood: 2, severity: 4, measure: '정격하중 표시 체인블록 사용, 인양물 하부 출입통제' },
          { taskNm: '급수펌프 메커니컬 실 교체', stepNo: 4, stepDesc: '실 조립', hazardNm: '부품 모서리에 손 베임', likelihood: 2, severity: 1, measure: '절단방지 장갑 착용' },
        ],
      },
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'HAZOP', title: `${last}년 정기 위험성평가 (HAZOP, 보조증기 계통)`, from: `${last}-08-04`, to: `${last}-08-29`, status: 'SHARED', author: 'safety01',
    participants: [['REVIEW', 'MEETING', `${last}-08-20`], ['SHARE', 'EDUCATION', `${last}-09-03`]],
    units: [{
      dept: 'D1310', process: '보일러 운전', unit: '보조증기 헤더 운전', desc: '보조증기 헤더(1.5MPa, 300℃) 공급 계통 노드 검토',
      rows: {
        hazopRows: [
          { nodeNm: 'N-1 보조증기 헤더', designIntent: '1.5MPa·300℃ 증기를 탈기기·연료유 가열기에 공급', parameterNm: '압력', guideWordCd: 'MORE', deviation: '헤더 압력 상승', causes: '감압밸브 고착', consequences: '배관·플랜지 파손, 증기 분출 화상', safeguards: '안전밸브(1.7MPa)', likelihood: 2, severity: 5, measure: '감압밸브 하류 고압 경보 및 자동 차단밸브 설치' },
          { nodeNm: 'N-1 보조증기 헤더', designIntent: '1.5MPa·300℃ 증기를 탈기기·연료유 가열기에 공급', parameterNm: '유량', guideWordCd: 'NONE', deviation: '증기 공급 없음', causes: '공급밸브 오조작', consequences: '연료유 점도 상승, 버너 소화', safeguards: '저압 경보', likelihood: 2, severity: 2 },
          { nodeNm: 'N-2 응축수 회수관', designIntent: '응축수를 회수탱크로 회수', parameterNm: '흐름', guideWordCd: 'REVERSE', deviation: '역류', causes: '체크밸브 손상', consequences: '수격으로 배관 진동', safeguards: '체크밸브', likelihood: 3, severity: 3, measure: '체크밸브 정기 교체주기(2년) 설정' },
        ],
      },
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'CHARM', title: `${last}년 정기 위험성평가 (CHARM, 수처리 약품)`, from: `${last}-09-01`, to: `${last}-09-19`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'SURVEY', `${last}-09-02`], ['SHARE', 'TBM', `${last}-09-24`]],
    units: [{
      dept: 'D1320', process: '탈황·탈질 설비 운전', unit: '수처리 약품 보충', desc: '복수탈염설비·탈질설비 약품 탱크 보충',
      rows: {
        charmRows: [
          // 작업환경측정 결과가 있는 물질은 측정 농도로, 없는 물질은 하루 사용량 × 휘발성(비점)으로 노출수준을 정한다
          {
            chemicalNm: '염산 35%', casNo: '7647-01-0', taskNm: '복수탈염설비 재생용 염산 보충', hStatements: 'H290, H314, H335', oelValue: 1, oelUnitCd: 'PPM', measuredConc: 0.3,
            dailyAmount: 400, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 57, workTimeCd: 'REGULAR',
          },
          {
            chemicalNm: '수산화나트륨 45%', casNo: '1310-73-2', taskNm: '가성소다 탱크 보충', hStatements: 'H290, H314', dailyAmount: 1.2, amountUnitCd: 'TON',
            physStateCd: 'LIQUID', boilingPoint: 140, workTimeCd: 'REGULAR', measure: '탱크로리 밀폐식 이송 연결구 설치, 안면보호구 착용',
          },
          {
            chemicalNm: '암모니아수 25%', casNo: '1336-21-6', taskNm: '탈질설비 환원제 보충', hStatements: 'H290, H314, H335, H400', oelValue: 25, oelUnitCd: 'PPM', measuredConc: 4,
            dailyAmount: 800, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 38, workTimeCd: 'BRIEF',
          },
          {
            chemicalNm: '하이드라진 수화물 (35% 희석액)', casNo: '7803-57-8', taskNm: '급수 탈산소제 주입량 조정', hStatements: 'H226, H301, H311, H314, H317, H330, H350, H410', oelValue: 0.05, oelUnitCd: 'PPM',
            dailyAmount: 20, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 114, workTimeCd: 'REGULAR', measure: '밀폐식 약품 주입설비로 교체, 주입 작업 시 송기마스크·내화학 장갑 착용',
          },
        ],
      },
    }],
  },
  {
    plant: '1000', dept: 'D1210', kind: 'REGULAR', method: 'ONE_POINT', title: `${last}년 정기 위험성평가 (핵심요인 기술법, 사무·순찰)`, from: `${last}-10-06`, to: `${last}-10-17`, status: 'SHARED', author: 'safety01',
    participants: [['FINDING', 'TBM', `${last}-10-07`], ['SHARE', 'TBM', `${last}-10-21`]],
    units: [{
      dept: 'D1310', process: '보일러 운전', unit: '터빈동 야간 순찰', desc: '운전원 야간 현장 순찰',
      rows: {
        onePoints: [
          { hazardDesc: '야간 순찰 중 계단·그레이팅에서 발을 헛디뎌 넘어짐', currentControl: '휴대용 랜턴 지급', measure: '터빈동 계단 LED 조명 교체, 계단 끝 형광 표시' },
          { hazardDesc: '고온 배관 보온재 손상부 접촉 화상', currentControl: '손상부 발견 시 보고', measure: '보온재 손상부 일제 점검·보수' },
          { hazardDesc: '소음 구역 장시간 체류로 청력 손상', currentControl: '귀마개 지급, 소음구역 표지' },
        ],
      },
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'JSA', title: `${last}년 정기 위험성평가 (JSA, 하역암 퍼지)`, from: `${last}-07-07`, to: `${last}-07-25`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'MEETING', `${last}-07-09`], ['SHARE', 'TBM', `${last}-07-28`]],
    units: [{
      dept: 'D2310', process: 'LNG 하역', unit: '하역암 질소 퍼지', desc: '하역 종료 후 하역암 질소 퍼지 및 분리',
      rows: {
        jsaSteps: [
          { taskNm: '하역암 분리', stepNo: 1, stepDesc: '질소 퍼지', hazardNm: '퍼지 불충분으로 잔류 LNG 누출', likelihood: 2, severity: 5, measure: '퍼지 후 메탄 농도 1% 이하 확인 기록' },
          { taskNm: '하역암 분리', stepNo: 2, stepDesc: 'QCDC 해제', hazardNm: '극저온 배관 접촉 동상', likelihood: 2, severity: 3, measure: '극저온 장갑·안면보호구 착용' },
          { taskNm: '하역암 분리', stepNo: 3, stepDesc: '하역암 격납', hazardNm: '하역암 선회 중 작업자 부딪힘', likelihood: 1, severity: 4, measure: '선회 반경 출입통제, 신호수 배치' },
        ],
      },
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'HAZOP', title: `${last}년 정기 위험성평가 (HAZOP, BOG 압축 계통)`, from: `${last}-08-04`, to: `${last}-08-29`, status: 'SHARED', author: 'gas01',
    participants: [['REVIEW', 'MEETING', `${last}-08-21`], ['SHARE', 'EDUCATION', `${last}-09-02`]],
    units: [{
      dept: 'D2320', process: '저장탱크 운전', unit: 'BOG 압축기 흡입 계통', desc: '저장탱크 BOG → 압축기 흡입 드럼 노드',
      rows: {
        hazopRows: [
          { nodeNm: 'N-3 BOG 흡입 드럼', designIntent: '탱크 증발가스를 -140℃, 10kPa로 압축기에 공급', parameterNm: '액위', guideWordCd: 'MORE', deviation: '흡입 드럼 액위 상승', causes: '디슈퍼히터 과잉 분사', consequences: '압축기 액 흡입, 파손·가스 누출', safeguards: '고액위 경보', likelihood: 2, severity: 5, measure: '고고액위 압축기 자동 트립 인터록 추가' },
          { nodeNm: 'N-3 BOG 흡입 드럼', designIntent: '탱크 증발가스를 -140℃, 10kPa로 압축기에 공급', parameterNm: '압력', guideWordCd: 'LESS', deviation: '흡입 압력 저하', causes: '압축기 과부하 운전', consequences: '탱크 부압, 진공 손상', safeguards: '진공 안전밸브', likelihood: 1, severity: 4 },
        ],
      },
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'CHARM', title: `${last}년 정기 위험성평가 (CHARM, 부취제)`, from: `${last}-09-01`, to: `${last}-09-19`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'SURVEY', `${last}-09-03`], ['SHARE', 'TBM', `${last}-09-23`]],
    units: [{
      dept: 'D2330', process: '기화·송출 설비 운전', unit: '부취제 보충', desc: '송출가스 부취제(TBM/THT) 저장용기 교체',
      rows: {
        charmRows: [
          {
            chemicalNm: '부취제 TBM (tert-부틸메르캅탄)', casNo: '75-66-1', taskNm: '부취제 저장용기 교체', hStatements: 'H225, H317, H411', dailyAmount: 60, amountUnitCd: 'L',
            physStateCd: 'LIQUID', boilingPoint: 64, workTimeCd: 'REGULAR', measure: '밀폐식 용기 교체 커플러 도입, 활성탄 흡착 배기',
          },
          {
            chemicalNm: '부취제 THT (테트라하이드로티오펜)', casNo: '110-01-0', taskNm: '부취제 주입설비 여과기 청소', hStatements: 'H225, H302, H312, H332, H315, H319, H412', dailyAmount: 5, amountUnitCd: 'L',
            physStateCd: 'LIQUID', boilingPoint: 119, workTimeCd: 'BRIEF',
          },
          {
            chemicalNm: '메탄올', casNo: '67-56-1', taskNm: '기화기 동결 방지제 주입', hStatements: 'H225, H301, H311, H331, H370', oelValue: 200, oelUnitCd: 'PPM', measuredConc: 12,
            dailyAmount: 200, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 65, workTimeCd: 'REGULAR', measure: '주입 작업 시 유기가스용 방독마스크 착용',
          },
        ],
      },
    }],
  },
  {
    plant: '2000', dept: 'D2210', kind: 'REGULAR', method: 'ONE_POINT', title: `${last}년 정기 위험성평가 (핵심요인 기술법, 부두 순찰)`, from: `${last}-10-06`, to: `${last}-10-17`, status: 'SHARED', author: 'gas01',
    participants: [['FINDING', 'TBM', `${last}-10-08`], ['SHARE', 'TBM', `${last}-10-20`]],
    units: [{
      dept: 'D2310', process: 'LNG 하역', unit: '부두 야간 순찰', desc: '하역 부두 야간 순찰',
      rows: {
        onePoints: [
          { hazardDesc: '부두 끝단에서 해상으로 추락', currentControl: '구명조끼 착용', measure: '부두 끝단 안전난간·구명환 추가 설치' },
          { hazardDesc: '계류줄 파단 시 튕김에 맞음', currentControl: '계류 작업 중 접근금지', measure: '스냅백 위험구역 바닥 표시' },
        ],
      },
    }],
  },
];

/**
 * The demo's 정기 due picture (README "Demo"), relative to the day the demo is seeded: plant 1000's 전기설비팀 (the
 * checklist round, D1420) 20 days overdue, its 탈황·수처리 department (CHARM, D1320) due in 18 days, its other departments
 * assessed again within the year; plant 2000's departments all within the year. A moved plan keeps its length (its
 * title names the year it now starts in), and its participation days move with it. Plant 1000's 빈도·강도 round keeps its dates (the register's trend).
 */
const ago = (months: number, days = 0) => addDaysYmd(addMonthsYmd(today, -months), days);
const DUE_PICTURE: Record<string, string> = {
  '1000:CHECKLIST': ago(12, -20), '1000:CHARM': ago(12, 18), '1000:THREE_STEP': ago(6), '1000:JSA': ago(8), '1000:HAZOP': ago(4), '1000:ONE_POINT': ago(2),
  '2000:ONE_POINT': ago(3), '2000:HAZOP': ago(5), '2000:CHARM': ago(7),
};
for (const p of PLANS) {
  const to = p.kind === 'REGULAR' ? DUE_PICTURE[`${p.plant}:${p.method}`] : undefined;
  if (!to) continue;
  const shift = daysBetween(p.to, to);
  p.from = addDaysYmd(p.from, shift);
  p.to = to;
  // the title names the year the round started in
  p.title = p.title.replace(/^\d{4}년/, `${p.from.slice(0, 4)}년`);
  p.participants = p.participants.map(([stage, how, ymd]) => [stage, how, addDaysYmd(ymd, shift) > today ? today : addDaysYmd(ymd, shift)]);
}

async function teamLeader(db: DbOrTx, deptCd: string): Promise<string> {
  const [u] = await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where dept_cd = ${deptCd} and duty_cd = 'DUT03' and use_yn = 'Y' order by user_id limit 1`);
  return u?.user_id ?? 'safety01';
}

const addDays = (ymd: string, d: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);

/**
 * Per plant: completed 정기 assessments of each method (빈도·강도법 shared with workers, 체크리스트법 approved,
 * 3단계 판단법, JSA, HAZOP, CHARM and 핵심요인 기술법 shared), their measures as improvement actions (the older ones done); plant 1000 also has a 수시
 * assessment in progress (a pump replacement). gas01 writes its own plant's risk assessment (per-user menus).
 */
export async function seedRsaDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRsaMatrices(tx);
    // 유해·위험요인 목록 of both plants (coal, LNG) with their standard controls
    await seedRsaHazardLibDemo(tx);
    for (const m of ['RSA_PLAN', 'RSA_ASSESS', 'RSA_REGISTER', 'RSA_MATRIX', 'RSA_HAZARD']) {
      await tx.execute(sql`insert into com_user_menu (user_id, menu_id, access_yn, write_yn) values ('gas01', ${m}, 'Y', 'Y') on conflict do nothing`);
    }
  });
  await db.transaction(async (tx) => {
    for (const p of PLANS) {
      // idempotent per plan (a database seeded before a method's plan was added gets just that one)
      if ((await queryRows(tx, sql`select 1 from rsa_plan where plant_cd = ${p.plant} and plan_title = ${p.title} limit 1`)).length) continue;
      const [mx] = await queryRows<{ v: number }>(tx, sql`select max(version) as v from rsa_matrix where plant_cd = ${p.plant}`);
      const [plan] = await tx.insert(rsaPlan).values({
        statusCd: 'ASSESSING', plantCd: p.plant, deptCd: p.dept, kindCd: p.kind, methodCd: p.method, planTitle: p.title, planFromYmd: p.from, planToYmd: p.to,
        reason: p.reason ?? null, matrixVersion: mx!.v, createUserId: p.author, updateUserId: p.author, createDt: new Date(`${p.from}T01:00:00Z`),
      }).returning();
      const no = plan!.planNo;
      const depts = [...new Set(p.units.map((u) => u.dept))];
      await tx.insert(rsaPlanTarget).values(depts.map((d, i) => ({ planNo: no, targetDeptCd: d, processNm: p.units.find((u) => u.dept === d)!.process, rowNo: i + 1, createUserId: p.author, updateUserId: p.author })));
      const leaders = await inParallel(tx, depts.map((d) => () => teamLeader(tx, d)));
      await tx.insert(rsaPlanTeam).values([
        { planNo: no, userId: p.author, roleNm: '평가 총괄(안전관리자)', rowNo: 1, createUserId: p.author, updateUserId: p.author },
        ...leaders.map((u, i) => ({ planNo: no, userId: u, roleNm: '관리감독자', rowNo: i + 2, createUserId: p.author, updateUserId: p.author })),
      ]);
      // the workers who took part: the members (not the leaders) of the assessed departments
      const workers = await queryRows<{ user_id: string }>(tx, sql`
        select user_id from com_user where dept_cd in (${sql.join(depts.map((d) => sql`${d}`), sql`, `)}) and duty_cd = 'DUT01' and use_yn = 'Y' order by user_id limit 6`);
      if (p.plant === '1000' && depts.includes('D1310')) workers.unshift({ user_id: 'worker01' });
      let row = 1;
      for (const [stage, how, ymd] of p.participants) {
        for (const w of workers.slice(0, 4)) {
          await tx.insert(rsaPlanParticipant).values({
            planNo: no, userId: w.user_id, stageCd: stage, partMethodCd: how, partYmd: ymd, rowNo: row, createUserId: p.author, updateUserId: p.author,
            opinion: stage === 'FINDING' && row === 1 ? '작업 중 실제로 아찔했던 사례를 공유함' : null,
          });
          row += 1;
        }
      }
      const m = await planMatrix(tx, plan!);
      for (const u of p.units) {
        const owner = await teamLeader(tx, u.dept);
        // the unit work of the 단위작업 master (made from the demo's units where the process is linked to the department)
        const [uw] = await queryRows<{ unit_work_no: number }>(tx, sql`
          insert into rsa_unit_work (plant_cd, dept_cd, process_no, process_nm, unit_work_nm, work_desc, create_user_id, update_user_id)
          select ${p.plant}, ${u.dept}, pr.process_no, pr.process_nm, ${u.unit}, ${u.desc}, ${p.author}, ${p.author}
            from com_process pr join com_dept_process dp on dp.process_no = pr.process_no and dp.dept_cd = ${u.dept}
           where pr.plant_cd = ${p.plant} and pr.process_nm = ${u.process} limit 1
          on conflict (dept_cd, process_no, unit_work_nm) do update set update_dt = rsa_unit_work.update_dt
          returning unit_work_no`);
        const [a] = await tx.insert(rsaAssessment).values({
          planNo: no, plantCd: p.plant, deptCd: u.dept, methodCd: p.method, processNm: u.process, unitWorkNo: uw?.unit_work_no ?? null, unitWorkNm: u.unit, workDesc: u.desc, matrixVersion: plan!.matrixVersion,
          createUserId: p.author, updateUserId: p.author,
        }).returning();
        const due = addDays(p.to, 30);
        const hz = [
          ...(u.hazards ?? []).map(([cls, nm, dis, ctl, l, s, measure, rl, rs, major], i) => ({
            hazardClassCd: cls, hazardNm: nm, disasterTypeCd: dis, currentControl: ctl, likelihood: l, severity: s, measure: measure ?? null,
            ownerUserId: measure ? owner : null, dueYmd: measure ? due : null, residualLikelihood: rl ?? null, residualSeverity: rs ?? null, majorYn: major ?? 'N', rowNo: i + 1,
          })),
          ...(u.h3 ?? []).map(([cls, nm, dis, ctl, level, reason, measure], i) => ({
            hazardClassCd: cls, hazardNm: nm, disasterTypeCd: dis, currentControl: ctl, levelCd: level, levelReason: reason, measure: measure ?? null,
            ownerUserId: measure ? owner : null, dueYmd: measure ? due : null, rowNo: i + 1,
          })),
        ];
        if (hz.length) await tx.insert(rsaHazard).values(hz.map((h) => ({ ...h, assessNo: a!.assessNo, createUserId: p.author, updateUserId: p.author })));
        if (u.checks?.length) {
          await tx.insert(rsaCheckItem).values(u.checks.map(([item, result, measure], i) => ({
            assessNo: a!.assessNo, itemText: item, resultCd: result, measure: measure ?? null, ownerUserId: measure ? owner : null, dueYmd: measure ? due : null,
            rowNo: i + 1, createUserId: p.author, updateUserId: p.author,
          })));
        }
        const rated: Record<string, unknown> = { hazards: await tx.select().from(rsaHazard).where(eq(rsaHazard.assessNo, a!.assessNo)) };
        for (const [name, rows] of Object.entries(u.rows ?? {}) as [keyof MethodRows, Rows][]) {
          const k = ROW_KINDS[name];
          await tx.insert(k.table).values(rows.map((r, i) => ({
            ...r, assessNo: a!.assessNo, ownerUserId: r.measure ? owner : null, dueYmd: r.measure ? due : null, rowNo: i + 1, createUserId: p.author, updateUserId: p.author,
          })));
          rated[name] = await tx.select().from(k.table).where(eq(k.table.assessNo, a!.assessNo));
        }
        await rateAssessment(tx, rated, p.method, m, await loadCharmTables(tx));
      }
      const all: [string, string, string, string][] = [
        ['REQUEST_PLAN', 'DRAFT', 'PLAN_REQUESTED', p.from], ['APPROVE_PLAN', 'PLAN_REQUESTED', 'PLANNED', p.from], ['START', 'PLANNED', 'ASSESSING', p.from],
        ['COMPLETE', 'ASSESSING', 'RESULT_REQUESTED', p.to], ['APPROVE_RESULT', 'RESULT_REQUESTED', 'ASSESSED', p.to],
      ];
      const steps = p.status === 'ASSESSING' ? all.slice(0, 3) : all;
      if (p.status !== 'ASSESSING') {
        // completed: the measures became actions when the result went to approval; the older ones are done by now
        await openMeasureActions(tx, (await loadPlan(tx, no))!, p.author);
        await tx.update(rsaPlan).set({ statusCd: p.status, sharedYmd: p.status === 'SHARED' ? p.participants.at(-1)![2] : null }).where(eq(rsaPlan.planNo, no));
        await tx.execute(sql`
          update impr_action set status_cd = 'DONE', done_ymd = due_ymd, result = '감소대책 이행 완료 (사진 첨부)', version = version + 3
           where source_type_cd = 'RISK_ASSESSMENT' and source_key = ${String(no)} and due_ymd < ${today} and action_no % 4 <> 0`);
      }
      if (p.status === 'SHARED') steps.push(['SHARE', 'ASSESSED', 'SHARED', p.participants.at(-1)![2]]);
      // the plan's approval (every demo plan is past it) and, once assessed, the result's: the requests behind them
      const leader = await teamLeader(tx, p.dept);
      const approve = (apprTypeCd: string, ymd: string, label: string) => seedDemoApproval(tx, {
        apprTypeCd, recordKey: no, plantCd: p.plant, deptCd: p.dept, title: `[${label}] ${p.title}`, requestUserId: p.author, approverUserIds: [leader],
        requestDt: new Date(`${addDaysYmd(ymd, -1)}T01:00:00Z`),
      });
      await approve(RSA_APPR_TYPES.plan, p.from, '위험성평가 계획');
      if (p.status !== 'ASSESSING') await approve(RSA_APPR_TYPES.result, p.to, '위험성평가 결과');
      for (const [act, from, to, ymd] of steps) {
        await tx.execute(sql`
          insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
          values ('rsaPlan', ${String(no)}, ${act}, ${from}, ${to}, null, ${p.author}, ${`${ymd}T02:00:00Z`}::timestamptz)`);
      }
    }
  });
}
