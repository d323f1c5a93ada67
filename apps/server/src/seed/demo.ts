import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import {
  authGrp, authGrpMenu, codeMaster, dept, deptProcess, duty, position, process, user, userAuthGrp, vendor,
} from '../db/schema.js';
import { hashPassword, hashPasswordSha, sha256Hex } from '../lib/password.js';
import { seedNoticeDemo } from '../modules/notice/notice.seed.js';
import { seedAttachmentSettings } from '../modules/attachments/attachments.seed.js';
import { seedHealthDemo } from '../modules/health/health.seed.js';
import { seedImprDemo, settleDemoActions } from '../modules/impr/impr.demo.js';
import { seedEducationDemo } from '../modules/education/education.demo.js';
import { seedEntrantDemo } from '../modules/work-permits/entrant/entrant.demo.js';
import { seedCouncilDemo } from '../modules/vendor/council/council.seed.js';
import { seedRsaDemo } from '../modules/rsa/rsa.demo.js';
import { seedSafetyCheckDemo } from '../modules/safety/checks/checks.seed.js';
import { seedObservationDemo } from '../modules/safety/observations/observation.demo.js';
import { seedVendorMasterDemo } from '../modules/vendor/master/master.demo.js';
import { seedVendorEntryDemo } from '../modules/vendor/entry/entry.demo.js';
import { seedVendorNoticeDemo } from '../modules/vendor/notice/notice.demo.js';
import { seedVendorEvalDemo } from '../modules/vendor/eval/eval.demo.js';
import { seedAccidentDemo } from '../modules/safety/accidents/accidents.demo.js';
import { seedWorkPermitDemo } from '../modules/work-permits/wkod.demo.js';
import { seedCalendarDemo } from '../modules/calendar/calendar.seed.js';
import { seedBoardsDemo } from '../modules/safety/boards/boards.seed.js';
import { seedHealthCareDemo } from '../modules/health/infirmary.seed.js';
import { seedHealthResultsDemo } from '../modules/health/results.seed.js';
import { seedApprovalSamples, seedApprovalsDemo } from '../modules/approvals/approvals.seed.js';
import { seedChmDemo } from './demo-chm.js';
import { seedMgtDemo } from '../modules/mgt/mgt.demo.js';
import { seedEnvDemo } from '../modules/env/env.demo.js';
import { seedDocumentsDemo } from '../modules/mgt/documents/documents.demo.js';
import { seedEnvWasteDemo } from '../modules/env/waste/env.waste.demo.js';
import { seedPsmDemo } from '../modules/psm/psm.demo.js';

export const DEMO_PASSWORD = 'demo1234!';

/** the demo accounts listed in the README */
export const DEMO_ACCOUNTS = [
  { id: 'admin', who: '시스템관리자 — 모든 메뉴 읽기/쓰기, 전 사업장·전 부서' },
  { id: 'safety01', who: '서해화력발전소 안전관리자 — 안전 메뉴 쓰기, 소속 사업장 전 부서' },
  { id: 'health01', who: '서해화력발전소 보건관리자' },
  { id: 'worker01', who: '서해화력발전소 작업자 — 읽기 전용, 소속 부서만' },
  { id: 'gas01', who: '남해LNG기지 사용자 (plantType G)' },
  { id: 'env01', who: '서해화력발전소 환경팀 — 환경(대기·수질·폐기물) 메뉴 쓰기, 소속 사업장' },
  { id: 'env02', who: '남해LNG기지 보건환경팀 — 환경(대기·수질·폐기물) 메뉴 쓰기, 소속 사업장' },
  { id: 'vendor01', who: '협력업체 사용자 — 협력업체 로그인으로 접속' },
  { id: 'ceo01', who: '경영책임자(대표이사) — 전 사업장의 중대재해처벌법 이행점검 서류철·지표 읽기, 서류철 결재' },
] as const;

type DeptSeed = [deptCd: string, deptNm: string, pdeptCd: string | null, plantCd: string];
const DEPTS: DeptSeed[] = [
  ['D1000', '서해화력발전소', null, '1000'],
  ['D1100', '경영지원처', 'D1000', '1000'],
  ['D1110', '총무팀', 'D1100', '1000'],
  ['D1120', '인사노무팀', 'D1100', '1000'],
  ['D1200', '안전환경처', 'D1000', '1000'],
  ['D1210', '안전팀', 'D1200', '1000'],
  ['D1220', '보건팀', 'D1200', '1000'],
  ['D1230', '환경팀', 'D1200', '1000'],
  ['D1300', '발전처', 'D1000', '1000'],
  ['D1310', '발전1팀', 'D1300', '1000'],
  ['D1320', '발전2팀', 'D1300', '1000'],
  ['D1330', '연료팀', 'D1300', '1000'],
  ['D1400', '기술처', 'D1000', '1000'],
  ['D1410', '기계팀', 'D1400', '1000'],
  ['D1420', '전기팀', 'D1400', '1000'],
  ['D1430', '계측제어팀', 'D1400', '1000'],
  ['D2000', '남해LNG기지', null, '2000'],
  ['D2100', '관리처', 'D2000', '2000'],
  ['D2110', '총무팀', 'D2100', '2000'],
  ['D2200', '안전처', 'D2000', '2000'],
  ['D2210', '가스안전팀', 'D2200', '2000'],
  ['D2220', '보건환경팀', 'D2200', '2000'],
  ['D2300', '운영처', 'D2000', '2000'],
  ['D2310', '하역설비팀', 'D2300', '2000'],
  ['D2320', '저장설비팀', 'D2300', '2000'],
  ['D2330', '송출설비팀', 'D2300', '2000'],
];

type ProcessSeed = [processCd: string, processNm: string, plantCd: string, depts: string[]];
const PROCESSES: ProcessSeed[] = [
  ['P1001', '보일러 운전', '1000', ['D1310', 'D1320']],
  ['P1002', '터빈 운전', '1000', ['D1310', 'D1320']],
  ['P1003', '석탄 하역 및 저탄장 관리', '1000', ['D1330']],
  ['P1004', '회처리 설비 운전', '1000', ['D1330']],
  ['P1005', '탈황·탈질 설비 운전', '1000', ['D1230', 'D1320']],
  ['P1006', '기계설비 정비(용접 포함)', '1000', ['D1410']],
  ['P1007', '전기설비 정비', '1000', ['D1420']],
  ['P1008', '계측기 교정 및 제어설비 정비', '1000', ['D1430']],
  ['P1009', '화학약품 취급(수처리)', '1000', ['D1230']],
  ['P1010', '사무·관리', '1000', ['D1110', 'D1120', 'D1210', 'D1220']],
  ['P2001', 'LNG 하역', '2000', ['D2310']],
  ['P2002', '저장탱크 운전', '2000', ['D2320']],
  ['P2003', '기화·송출 설비 운전', '2000', ['D2330']],
  ['P2004', '압축기·펌프 정비', '2000', ['D2320', 'D2330']],
  ['P2005', '가스 검지 및 순찰', '2000', ['D2210']],
  ['P2006', '사무·관리', '2000', ['D2110', 'D2220']],
];

const POSITIONS: [string, string][] = [
  ['POS01', '사원'], ['POS02', '주임'], ['POS03', '대리'], ['POS04', '과장'], ['POS05', '차장'], ['POS06', '부장'], ['POS07', '처장'], ['POS08', '본부장'],
];
const DUTIES: [string, string][] = [
  ['DUT01', '팀원'], ['DUT02', '파트장'], ['DUT03', '팀장'], ['DUT04', '처장'], ['DUT05', '소장'], ['DUT06', '안전관리자'], ['DUT07', '보건관리자'],
];

/** deterministic pseudo-random numbers, so the demo site is the same on every machine */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '안', '송', '류', '홍'];
const GIVEN = ['민준', '서연', '도윤', '지우', '현우', '수빈', '지훈', '예린', '성민', '하은', '준호', '유진', '동현', '수아', '영호', '은지', '재원', '미경', '상철', '혜진', '태식', '정숙', '광수', '경희'];

type DemoUser = {
  userId: string; userNm: string; plantCd: string; deptCd: string; positionCd: string; dutyCd: string;
  deptAuthGrpCd: string; groups: string[]; genderCd: 'M' | 'F'; birthYmd: string; entryYmd: string; phoneNo: string; officeTel: string;
  email: string; contType: string | null;
};

function demoUsers(): DemoUser[] {
  const named: DemoUser[] = [
    mk('safety01', '김안전', '1000', 'D1210', 'POS04', 'DUT06', 'DAG_PLANT', ['SAFETY_MGR'], 'M', '19820314', '20080301'),
    mk('health01', '이보건', '1000', 'D1220', 'POS04', 'DUT07', 'DAG_PLANT', ['HEALTH_MGR'], 'F', '19860722', '20110103'),
    mk('worker01', '박현장', '1000', 'D1310', 'POS02', 'DUT01', 'DAG_OWN', ['WORKER'], 'M', '19930911', '20180702'),
    mk('gas01', '최가스', '2000', 'D2210', 'POS03', 'DUT06', 'DAG_PLANT', ['GAS_USER'], 'M', '19880105', '20140901'),
    // the environment teams (issue 27): the environmental engineers keep their plant's air, water and waste records and
    // read the rest as workers do
    mk('env01', '정환경', '1000', 'D1230', 'POS04', 'DUT02', 'DAG_PLANT', ['ENV_MGR', 'WORKER'], 'F', '19870415', '20120102'),
    mk('env02', '윤환경', '2000', 'D2220', 'POS03', 'DUT01', 'DAG_PLANT', ['ENV_MGR', 'WORKER'], 'F', '19900228', '20150105'),
  ];
  const rand = rng(20261121);
  const leafDepts = DEPTS.filter((d) => !DEPTS.some((c) => c[2] === d[0]));
  const out = [...named];
  let n = 1;
  for (const d of leafDepts) {
    for (let i = 0; i < 4; i += 1) {
      const sur = SURNAMES[Math.floor(rand() * SURNAMES.length)]!;
      const giv = GIVEN[Math.floor(rand() * GIVEN.length)]!;
      const year = 1965 + Math.floor(rand() * 36);
      const month = String(1 + Math.floor(rand() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(rand() * 28)).padStart(2, '0');
      const entryYear = Math.max(year + 22, 1990) + Math.floor(rand() * 8);
      const pos = i === 0 ? 'POS05' : `POS0${1 + Math.floor(rand() * 4)}`;
      const id = `${d[3] === '1000' ? 'e' : 'g'}${String(n).padStart(4, '0')}`;
      out.push(mk(id, sur + giv, d[3], d[0], pos, i === 0 ? 'DUT03' : 'DUT01', 'DAG_OWN', [d[3] === '1000' ? 'WORKER' : 'GAS_USER'],
        rand() < 0.8 ? 'M' : 'F', `${year}${month}${day}`, `${Math.min(entryYear, 2025)}${month}01`));
      n += 1;
    }
  }
  return out;

  function mk(userId: string, userNm: string, plantCd: string, deptCd: string, positionCd: string, dutyCd: string, deptAuthGrpCd: string,
    groups: string[], genderCd: 'M' | 'F', birthYmd: string, entryYmd: string): DemoUser {
    const h = Math.abs([...userId].reduce((a, c) => a * 31 + c.charCodeAt(0), 7)) % 10000;
    return {
      userId, userNm, plantCd, deptCd, positionCd, dutyCd, deptAuthGrpCd, groups, genderCd, birthYmd, entryYmd,
      phoneNo: `010-${String(2000 + (h % 7000)).padStart(4, '0')}-${String(h).padStart(4, '0')}`,
      officeTel: plantCd === '1000' ? `041-350-${String(1000 + (h % 9000)).padStart(4, '0')}` : `055-640-${String(1000 + (h % 9000)).padStart(4, '0')}`,
      email: `${userId}@jikim.example`,
      contType: 'work',
    };
  }
}

/** rights per demo authority group; each module issue extends this map with its menus */
export const DEMO_GROUP_MENUS: Record<string, { menuId: string; writeYn: 'Y' | 'N' }[]> = {
  SAFETY_MGR: [{ menuId: 'ADM_USER', writeYn: 'N' }, { menuId: 'ADM_DEPT', writeYn: 'N' }, { menuId: 'ADM_PROCESS', writeYn: 'Y' }, { menuId: 'ADM_VENDOR_DOC', writeYn: 'Y' }],
  HEALTH_MGR: [{ menuId: 'ADM_VENDOR_DOC', writeYn: 'N' }],
  WORKER: [{ menuId: 'ADM_VENDOR_DOC', writeYn: 'N' }],
  GAS_USER: [{ menuId: 'ADM_USER', writeYn: 'N' }, { menuId: 'ADM_DEPT', writeYn: 'N' }, { menuId: 'ADM_VENDOR_DOC', writeYn: 'Y' }],
  VENDOR: [{ menuId: 'ADM_VENDOR_DOC', writeYn: 'Y' }],
  // 환경 (issue 27): the power plant's environment team (env01)
  ENV_MGR: [],
};

// resource framework examples (issue 5): notices readable by plant users, written by the safety/gas managers
DEMO_GROUP_MENUS.SAFETY_MGR!.push({ menuId: 'ADM_NOTICE', writeYn: 'Y' }, { menuId: 'ADM_CATALOG', writeYn: 'Y' });
DEMO_GROUP_MENUS.HEALTH_MGR!.push({ menuId: 'ADM_NOTICE', writeYn: 'N' }, { menuId: 'ADM_POSITION', writeYn: 'N' });
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'ADM_NOTICE', writeYn: 'N' });
DEMO_GROUP_MENUS.GAS_USER!.push({ menuId: 'ADM_NOTICE', writeYn: 'Y' });

// the notice board (issue 13): every demo group reads it, vendor users included
for (const g of ['SAFETY_MGR', 'HEALTH_MGR', 'WORKER', 'GAS_USER', 'VENDOR']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'BOARD_NOTICE', writeYn: 'N' });

// approvals (issue 7): everyone uses their own inbox and drafts 일반기안; managers keep the line templates and see all requests of their scope
for (const g of ['SAFETY_MGR', 'HEALTH_MGR', 'WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'APPR_INBOX', writeYn: 'Y' }, { menuId: 'APPR_DOC', writeYn: 'Y' });
DEMO_GROUP_MENUS.VENDOR!.push({ menuId: 'APPR_INBOX', writeYn: 'Y' });
DEMO_GROUP_MENUS.SAFETY_MGR!.push({ menuId: 'APPR_LINE', writeYn: 'Y' }, { menuId: 'APPR_ALL', writeYn: 'N' });
DEMO_GROUP_MENUS.GAS_USER!.push({ menuId: 'APPR_LINE', writeYn: 'Y' }, { menuId: 'APPR_ALL', writeYn: 'N' });
DEMO_GROUP_MENUS.HEALTH_MGR!.push({ menuId: 'APPR_LINE', writeYn: 'N' }, { menuId: 'APPR_ALL', writeYn: 'N' });

// health (issue 8): the health manager keeps the whole module; a worker reads and books only their own checkup
DEMO_GROUP_MENUS.HEALTH_MGR!.push(
  { menuId: 'HEA_CHECKUP_ORG', writeYn: 'Y' }, { menuId: 'HEA_HAZARD', writeYn: 'Y' }, { menuId: 'HEA_CHECKUP_PLAN', writeYn: 'Y' }, { menuId: 'HEA_CHECKUP_RESERVE', writeYn: 'Y' },
);
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'HEA_CHECKUP_RESERVE', writeYn: 'N' });
DEMO_GROUP_MENUS.HEALTH_MGR!.push(
  { menuId: 'HEA_CHECKUP_ORG_SCHEDULE', writeYn: 'Y' }, { menuId: 'HEA_DISEASE', writeYn: 'Y' }, { menuId: 'HEA_INTERVIEW_ITEM', writeYn: 'Y' },
  { menuId: 'HEA_CONSULT_TYPE', writeYn: 'Y' }, { menuId: 'HEA_DUE_LIST', writeYn: 'Y' },
);

// health results (issue 8, results part): the manager keeps test items, results and suspects; a worker reads their own results
DEMO_GROUP_MENUS.HEALTH_MGR!.push(
  { menuId: 'HEA_TEST_ITEM', writeYn: 'Y' }, { menuId: 'HEA_TEST_ITEM_RANGE', writeYn: 'Y' }, { menuId: 'HEA_CHECKUP_RESULT', writeYn: 'Y' }, { menuId: 'HEA_SUSPECT', writeYn: 'Y' },
);
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'HEA_CHECKUP_RESULT', writeYn: 'N' });
// health (issue 8 items 8-10): the health manager keeps the infirmary, drugs, musculoskeletal surveys and measurements
DEMO_GROUP_MENUS.HEALTH_MGR!.push(
  { menuId: 'HEA_INFIRMARY_VISIT', writeYn: 'Y' }, { menuId: 'HEA_DRUG', writeYn: 'Y' }, { menuId: 'HEA_INFIRMARY_STAT', writeYn: 'Y' },
  { menuId: 'HEA_MSK_SURVEY', writeYn: 'Y' }, { menuId: 'HEA_WORKENV', writeYn: 'Y' },
);

// improvement actions (issue 14): safety managers keep the register; everyone answers their own actions
DEMO_GROUP_MENUS.SAFETY_MGR!.push({ menuId: 'IMPR_ACTION', writeYn: 'Y' }, { menuId: 'IMPR_MY', writeYn: 'Y' });
// (the gas terminal's safety manager gas01 gets write on the register as a per-user menu: see seedImprDemo)
for (const g of ['HEALTH_MGR', 'WORKER', 'GAS_USER', 'VENDOR']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'IMPR_ACTION', writeYn: 'N' }, { menuId: 'IMPR_MY', writeYn: 'N' });

// contractors (issue 19): the safety manager keeps every contractor menu; vendor users work on their own roster and
// entry requests and read their notices and results; workers read nothing here
DEMO_GROUP_MENUS.SAFETY_MGR!.push(
  { menuId: 'VND_MASTER', writeYn: 'Y' }, { menuId: 'VND_WORKER', writeYn: 'Y' }, { menuId: 'VND_ENTRY', writeYn: 'Y' },
  { menuId: 'VND_PENALTY', writeYn: 'Y' }, { menuId: 'VND_NOTICE', writeYn: 'Y' }, { menuId: 'VND_EVAL', writeYn: 'Y' },
  { menuId: 'VND_COUNCIL', writeYn: 'Y' },
);
DEMO_GROUP_MENUS.VENDOR!.push(
  { menuId: 'VND_PORTAL', writeYn: 'N' }, { menuId: 'VND_MASTER', writeYn: 'N' }, { menuId: 'VND_WORKER', writeYn: 'Y' }, { menuId: 'VND_ENTRY', writeYn: 'Y' },
  { menuId: 'VND_PENALTY', writeYn: 'N' }, { menuId: 'VND_NOTICE', writeYn: 'N' }, { menuId: 'VND_EVAL', writeYn: 'N' },
);

// risk assessment (issue 18): the safety manager writes; workers read (their department's assessments) and take part;
// the gas terminal's group reads, gas01 writes its own plant's as per-user menus (seedRsaDemo)
DEMO_GROUP_MENUS.SAFETY_MGR!.push(
  { menuId: 'RSA_PLAN', writeYn: 'Y' }, { menuId: 'RSA_ASSESS', writeYn: 'Y' }, { menuId: 'RSA_REGISTER', writeYn: 'Y' }, { menuId: 'RSA_MATRIX', writeYn: 'Y' },
  { menuId: 'RSA_HAZARD', writeYn: 'Y' },
);
for (const g of ['WORKER', 'GAS_USER']) {
  DEMO_GROUP_MENUS[g]!.push({ menuId: 'RSA_PLAN', writeYn: 'N' }, { menuId: 'RSA_ASSESS', writeYn: 'N' }, { menuId: 'RSA_REGISTER', writeYn: 'N' }, { menuId: 'RSA_MATRIX', writeYn: 'N' }, { menuId: 'RSA_HAZARD', writeYn: 'N' });
}
// accidents (issue 15): safety01 writes, workers read their department's, the gas terminal reads its plant (gas01 writes: seedAccidentDemo)
DEMO_GROUP_MENUS.SAFETY_MGR!.push({ menuId: 'SAF_ACCIDENT', writeYn: 'Y' }, { menuId: 'SAF_NEARMISS', writeYn: 'Y' }, { menuId: 'SAF_WORKHOURS', writeYn: 'Y' }, { menuId: 'SAF_NOACCIDENT', writeYn: 'Y' }, { menuId: 'SAF_ACC_FLASH', writeYn: 'Y' }, { menuId: 'SAF_ACC_STAT', writeYn: 'N' });
for (const g of ['HEALTH_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'SAF_ACC_STAT', writeYn: 'N' });
for (const g of ['HEALTH_MGR', 'WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'SAF_ACCIDENT', writeYn: 'N' }, { menuId: 'SAF_NEARMISS', writeYn: g === 'WORKER' ? 'Y' : 'N' }, { menuId: 'SAF_NOACCIDENT', writeYn: 'N' });
// education (issue 20): the safety manager keeps courses, questions, sessions and trainees; everyone reads the ledger of
// their scope (worker01: own department) and takes exams and video lessons in 내 교육; gas01 writes for plant 2000 (per-user, seedEducationDemo)
DEMO_GROUP_MENUS.SAFETY_MGR!.push(...['SAF_EDU_LEDGER', 'SAF_EDU_COURSE', 'SAF_EDU_QUESTION', 'SAF_EDU_SESSION', 'SAF_EDU_WORKER', 'SAF_EDU_MY'].map((menuId) => ({ menuId, writeYn: 'Y' as const })));
for (const g of ['HEALTH_MGR', 'WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...['SAF_EDU_LEDGER', 'SAF_EDU_COURSE', 'SAF_EDU_SESSION', 'SAF_EDU_WORKER', 'SAF_EDU_MY'].map((menuId) => ({ menuId, writeYn: 'N' as const })));
// plans, groups, external courses (a worker records their own; the manager confirms) and exam results (issue 20 item 2/5)
DEMO_GROUP_MENUS.SAFETY_MGR!.push(...['SAF_EDU_PLAN', 'SAF_EDU_GROUP', 'SAF_EDU_EXTERNAL', 'SAF_EDU_RESULT'].map((menuId) => ({ menuId, writeYn: 'Y' as const })));
for (const g of ['HEALTH_MGR', 'WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'SAF_EDU_PLAN', writeYn: 'N' }, { menuId: 'SAF_EDU_EXTERNAL', writeYn: 'Y' });
// safety checks and facility inspections (issue 16): the safety managers keep them all (gas01 for its own plant); a
// worker writes checks of their department (일상점검, 관리감독자 점검) and reads the plans and facilities
const SAF_CHK_ALL = ['SAF_CHK_RESULT', 'SAF_CHK_DAILY', 'SAF_CHK_REGULAR', 'SAF_CHK_SPECIAL', 'SAF_CHK_JOINT', 'SAF_CHK_SUPERVISOR', 'SAF_CHK_PLAN', 'SAF_CHK_TEMPLATE', 'SAF_CHK_MOBILE', 'SAF_FACILITY', 'SAF_TBM', 'SAF_TBM_MOBILE', 'SAF_PATROL', 'SAF_PATROL_MOBILE', 'SAF_PATROL_PLAN', 'SAF_CHK_STAT', 'SAF_MOC', 'SAF_MOC_MOBILE'];
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...SAF_CHK_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
DEMO_GROUP_MENUS.WORKER!.push(
  { menuId: 'SAF_CHK_RESULT', writeYn: 'Y' }, { menuId: 'SAF_CHK_DAILY', writeYn: 'Y' }, { menuId: 'SAF_CHK_SUPERVISOR', writeYn: 'Y' }, { menuId: 'SAF_CHK_MOBILE', writeYn: 'Y' },
  { menuId: 'SAF_TBM', writeYn: 'Y' }, { menuId: 'SAF_TBM_MOBILE', writeYn: 'Y' }, { menuId: 'SAF_PATROL', writeYn: 'N' },
  { menuId: 'SAF_CHK_PLAN', writeYn: 'N' }, { menuId: 'SAF_FACILITY', writeYn: 'N' }, { menuId: 'SAF_PATROL_PLAN', writeYn: 'N' }, { menuId: 'SAF_CHK_STAT', writeYn: 'N' },
  // MOC reviewers (team leaders and engineers of any department) answer their own review rows with read on the menu
  { menuId: 'SAF_MOC', writeYn: 'N' }, { menuId: 'SAF_MOC_MOBILE', writeYn: 'N' },
);
// behaviour observation (issue 31): everyone in a plant records observations (their department's; team leaders and the
// safety managers act on them); the safety managers and the gas terminal read the statistics of their plant
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...['SAF_OBS', 'SAF_OBS_MOBILE', 'SAF_OBS_STAT'].map((menuId) => ({ menuId, writeYn: 'Y' as const })));
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'SAF_OBS', writeYn: 'Y' }, { menuId: 'SAF_OBS_MOBILE', writeYn: 'Y' }, { menuId: 'SAF_OBS_STAT', writeYn: 'N' });
// work permits (issue 17): the safety managers keep everything (gas01 for its own plant); a worker reads the permits of
// their department; a contractor requests permits and keeps projects of its own vendor and records gas readings
const SAF_WKOD_ALL = ['SAF_WKOD_PROJECT', 'SAF_WKOD_PERMIT', 'SAF_WKOD_STATUS', 'SAF_WKOD_GAS'];
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...SAF_WKOD_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
DEMO_GROUP_MENUS.WORKER!.push(...SAF_WKOD_ALL.map((menuId) => ({ menuId, writeYn: 'N' as const })));
DEMO_GROUP_MENUS.VENDOR!.push(...SAF_WKOD_ALL.map((menuId) => ({ menuId, writeYn: menuId === 'SAF_WKOD_STATUS' ? 'N' as const : 'Y' as const })));
// a contractor sees and answers the joint-patrol findings assigned to it (its own vendor only)
DEMO_GROUP_MENUS.VENDOR!.push({ menuId: 'SAF_PATROL', writeYn: 'Y' });
// chemicals (issue 26): the safety manager is the chemical manager (every CHM menu; 허가량 write = the override right);
// the health manager reviews new chemicals and reads the rest; workers read their plant's SDS, stock and storages and
// answer reviews they are named in; gas01 keeps plant 2000's register
const CHM_ALL = ['CHM_PROD', 'CHM_MATCHECK', 'CHM_DISPENSE', 'CHM_INOUT', 'CHM_STOCK', 'CHM_STORAGE', 'CHM_ITEM', 'CHM_LIMIT', 'CHM_CHEMICAL', 'CHM_REG_UPLOAD'];
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...CHM_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
DEMO_GROUP_MENUS.HEALTH_MGR!.push(...CHM_ALL.map((menuId) => ({ menuId, writeYn: menuId === 'CHM_MATCHECK' ? 'Y' as const : 'N' as const })));
DEMO_GROUP_MENUS.WORKER!.push(...['CHM_PROD', 'CHM_STOCK', 'CHM_STORAGE', 'CHM_MATCHECK', 'CHM_CHEMICAL'].map((menuId) => ({ menuId, writeYn: 'N' as const })));
// a department asks for reagents; its team leader approves on the same menu (own department)
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'CHM_DISPENSE', writeYn: 'Y' });

// compliance calendar and holidays (issue 30): every employee group reads the calendar and the holidays; the safety
// managers keep the holidays of their plant
for (const g of ['SAFETY_MGR', 'HEALTH_MGR', 'WORKER', 'GAS_USER']) {
  const w = g === 'SAFETY_MGR' || g === 'GAS_USER' ? 'Y' : 'N';
  DEMO_GROUP_MENUS[g]!.push({ menuId: 'MGT_CALENDAR', writeYn: 'N' }, { menuId: 'MGT_HOLIDAY', writeYn: w }, { menuId: 'MGT_SCHEDULE', writeYn: w }, { menuId: 'SAF_LICENSE', writeYn: w });
}

// 안전보건경영 (issue 29): the safety managers keep the management system of their plant; the health manager and the gas
// terminal's group read it; workers read the committee's minutes. The CEO group (ceo01) reads every plant's binder and
// indicators (seedMgtDemo creates it with plant-wide scope).
const MGT_ALL = ['MGT_SAPA', 'MGT_INDICATOR', 'MGT_TARGET', 'MGT_LAW', 'MGT_LAW_CHECK', 'MGT_COMMITTEE', 'MGT_DRILL', 'MGT_BUDGET', 'MGT_APPOINT'];
DEMO_GROUP_MENUS.SAFETY_MGR!.push(...MGT_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
for (const g of ['HEALTH_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...MGT_ALL.map((menuId) => ({ menuId, writeYn: 'N' as const })));
DEMO_GROUP_MENUS.WORKER!.push({ menuId: 'MGT_COMMITTEE', writeYn: 'N' });
// 문서관리: the safety managers (gas01 at the LNG terminal) keep their plant's controlled documents; everyone else reads
// the documents in force (contractors see none)
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'MGT_DOCUMENT', writeYn: 'Y' });
for (const g of ['HEALTH_MGR', 'WORKER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'MGT_DOCUMENT', writeYn: 'N' });

// 자료실·소통게시판 (issue 30): every group reads the boards and the posts; employees write posts (the reference room takes
// files from the board managers only: the safety managers and the LNG terminal's group); contractors read the boards
// opened to them
for (const g of ['SAFETY_MGR', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'SAF_BOARD', writeYn: 'Y' }, { menuId: 'SAF_BOARD_POST', writeYn: 'Y' });
for (const g of ['HEALTH_MGR', 'WORKER', 'ENV_MGR']) DEMO_GROUP_MENUS[g]!.push({ menuId: 'SAF_BOARD', writeYn: 'N' }, { menuId: 'SAF_BOARD_POST', writeYn: 'Y' });
DEMO_GROUP_MENUS.VENDOR!.push({ menuId: 'SAF_BOARD', writeYn: 'N' }, { menuId: 'SAF_BOARD_POST', writeYn: 'N' });

// 환경 (issue 27): the environment teams (env01 at the power plant, env02 at the LNG terminal) write outlets, facilities, logs,
// measurements, waste and the impact-assessment follow-up; every other employee group reads them; contractors see none
export const ENV_WASTE_ALL = ['ENV_WASTE_STORAGE', 'ENV_WASTE_DISPOSAL', 'ENV_WASTE_ALLBARO', 'ENV_WASTE_RATE'];
const ENV_ALL = ['ENV_AIR_MEASURE', 'ENV_AIR_LOG', 'ENV_AIR_OUTLET', 'ENV_AIR_FACILITY', 'ENV_WATER_MEASURE', 'ENV_WATER_LOG', 'ENV_WATER_OUTLET', 'ENV_WATER_FACILITY', 'ENV_EIA', ...ENV_WASTE_ALL];
DEMO_GROUP_MENUS.ENV_MGR!.push(...ENV_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
// env01 and env02 answer the improvement actions they are assigned as workers do (IMPR_MY); the register's writers are the
// safety managers
DEMO_GROUP_MENUS.ENV_MGR!.push({ menuId: 'BOARD_NOTICE', writeYn: 'N' }, { menuId: 'APPR_INBOX', writeYn: 'Y' }, { menuId: 'APPR_DOC', writeYn: 'Y' }, { menuId: 'MGT_CALENDAR', writeYn: 'N' }, { menuId: 'CHM_PROD', writeYn: 'N' });
for (const g of ['SAFETY_MGR', 'HEALTH_MGR', 'WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...ENV_ALL.map((menuId) => ({ menuId, writeYn: 'N' as const })));
// 공정안전 (issue 28): the PSM team writes (safety01; gas01 as per-user menus: seedPsmDemo); operators of both plants read
// (a team leader or a 처장 approves bypasses by duty); contractors see nothing
const PSM_ALL = ['PSM_DUE', 'PSM_BYPASS_BOARD', 'PSM_BYPASS', 'PSM_TEST', 'PSM_EQUIP', 'PSM_PIPE', 'PSM_VALVE', 'PSM_INTERLOCK', 'PSM_DETECTOR', 'PSM_AREA', 'PSM_DRAWING', 'PSM_AUDIT'];
DEMO_GROUP_MENUS.SAFETY_MGR!.push(...PSM_ALL.map((menuId) => ({ menuId, writeYn: 'Y' as const })));
for (const g of ['WORKER', 'GAS_USER']) DEMO_GROUP_MENUS[g]!.push(...PSM_ALL.map((menuId) => ({ menuId, writeYn: 'N' as const })));

export async function seedDemo(db: Db, opts: { scryptN: number }): Promise<void> {
  const started = new Date();
  const isSeeded = (await queryRows(db, sql`select 1 from com_user where user_id = 'safety01'`)).length > 0;
  const users = demoUsers();
  // every demo account shares one password; hash each with its own salt, in parallel
  const hashes = isSeeded ? [] : await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD, opts.scryptN)));
  const vendorHash = isSeeded ? '' : await hashPasswordSha(sha256Hex(DEMO_PASSWORD), opts.scryptN);
  await db.transaction(async (tx) => {
    await tx
      .insert(codeMaster)
      .values([
        { codeGroupCd: 'COM_PLANT_CD', code: '1000', codeNm: '서해화력발전소', attr1: 'E', codeNmI18n: { en: 'Seohae Thermal Power Plant', zh: '西海火力发电厂', es: 'Central térmica Seohae' }, sortOrder: 1 },
        { codeGroupCd: 'COM_PLANT_CD', code: '2000', codeNm: '남해LNG기지', attr1: 'G', codeNmI18n: { en: 'Namhae LNG Terminal', zh: '南海LNG基地', es: 'Terminal GNL Namhae' }, sortOrder: 2 },
        { codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT01', codeNm: '정비', codeNmI18n: { en: 'Maintenance', zh: '维修', es: 'Mantenimiento' }, sortOrder: 1 },
        { codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT02', codeNm: '환경', codeNmI18n: { en: 'Environment', zh: '环境', es: 'Medio ambiente' }, sortOrder: 2 },
        { codeGroupCd: 'COM_VENDOR_TYPE', code: 'VT03', codeNm: '건설', codeNmI18n: { en: 'Construction', zh: '建设', es: 'Construcción' }, sortOrder: 3 },
      ])
      .onConflictDoNothing();
    for (const [i, [deptCd, deptNm, pdeptCd, plantCd]] of DEPTS.entries()) {
      const lvl = pdeptCd === null ? 1 : DEPTS.find((d) => d[0] === pdeptCd)?.[2] === null ? 2 : 3;
      await tx.insert(dept).values({ deptCd, deptNm, pdeptCd, plantCd, deptLvl: lvl, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system' }).onConflictDoNothing();
    }
    for (const [i, [processCd, processNm, plantCd, depts]] of PROCESSES.entries()) {
      const [row] = await tx
        .insert(process)
        .values({ processCd, processNm, plantCd, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system' })
        .onConflictDoNothing()
        .returning({ processNo: process.processNo });
      if (row) for (const d of depts) await tx.insert(deptProcess).values({ deptCd: d, processNo: row.processNo }).onConflictDoNothing();
    }
    await tx.insert(position).values(POSITIONS.map(([positionCd, positionNm], i) => ({ positionCd, positionNm, sortOrder: i + 1 }))).onConflictDoNothing();
    await tx.insert(duty).values(DUTIES.map(([dutyCd, dutyNm], i) => ({ dutyCd, dutyNm, sortOrder: i + 1 }))).onConflictDoNothing();
    await tx
      .insert(vendor)
      .values([
        { vendorCd: 'V0001', vendorNm: '(주)대한플랜트정비', vendorTypeCd: 'VT01', plantCd: '1000', bizNo: '123-81-45678', ceoNm: '한정비', telNo: '041-352-1200' },
        { vendorCd: 'V0002', vendorNm: '한국환경산업(주)', vendorTypeCd: 'VT02', plantCd: '1000', bizNo: '214-86-11223', ceoNm: '오환경', telNo: '041-355-7781' },
        { vendorCd: 'V0003', vendorNm: '남해가스설비(주)', vendorTypeCd: 'VT01', plantCd: '2000', bizNo: '609-81-33445', ceoNm: '서설비', telNo: '055-642-3300' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(authGrp)
      .values([
        { authGrpCd: 'SAFETY_MGR', authGrpNm: '안전관리자', authGrpDesc: '안전 메뉴 쓰기' },
        { authGrpCd: 'HEALTH_MGR', authGrpNm: '보건관리자', authGrpDesc: '보건 메뉴 쓰기' },
        { authGrpCd: 'WORKER', authGrpNm: '일반 작업자', authGrpDesc: '읽기 전용' },
        { authGrpCd: 'GAS_USER', authGrpNm: '가스기지 사용자', authGrpDesc: '가스기지 메뉴' },
        { authGrpCd: 'VENDOR', authGrpNm: '협력업체 사용자', authGrpDesc: '협력업체 메뉴' },
        { authGrpCd: 'ENV_MGR', authGrpNm: '환경 담당자', authGrpDesc: '환경 메뉴 쓰기' },
      ])
      .onConflictDoNothing();
    for (const [grp, menus] of Object.entries(DEMO_GROUP_MENUS)) {
      for (const m of menus) {
        await tx.insert(authGrpMenu).values({ authGrpCd: grp, menuId: m.menuId, accessYn: 'Y', writeYn: m.writeYn }).onConflictDoNothing();
      }
    }
    if (isSeeded) return;
    for (const [i, u] of users.entries()) {
      const { groups, ...row } = u;
      await tx.insert(user).values({ ...row, userType: 'U', userPwd: hashes[i]!, createUserId: 'system', updateUserId: 'system' }).onConflictDoNothing();
      for (const g of groups) await tx.insert(userAuthGrp).values({ userId: u.userId, authGrpCd: g }).onConflictDoNothing();
    }
    await tx
      .insert(user)
      .values({
        userId: 'vendor01', userNm: '정협력', userType: 'V', userPwd: vendorHash, plantCd: '1000', vendorCd: 'V0001',
        deptAuthGrpCd: 'DAG_OWN', contType: 'work', phoneNo: '010-4821-3377', createUserId: 'system', updateUserId: 'system',
      })
      .onConflictDoNothing();
    await tx.insert(userAuthGrp).values({ userId: 'vendor01', authGrpCd: 'VENDOR' }).onConflictDoNothing();
  });
  await seedNoticeDemo(db);
  await seedAttachmentSettings(db);
  await seedApprovalsDemo(db, { scryptN: opts.scryptN, password: DEMO_PASSWORD });
  await seedApprovalSamples(db);
  await seedHealthDemo(db);
  await seedHealthCareDemo(db);
  await seedHealthResultsDemo(db);
  await seedImprDemo(db);
  await seedCouncilDemo(db);
  await seedSafetyCheckDemo(db);
  await seedVendorMasterDemo(db);
  await seedVendorEntryDemo(db);
  await seedVendorNoticeDemo(db);
  await seedVendorEvalDemo(db);
  await seedRsaDemo(db);
  await seedEducationDemo(db);
  await seedEntrantDemo(db);
  await seedAccidentDemo(db);
  await seedWorkPermitDemo(db);
  await seedCalendarDemo(db);
  await seedMgtDemo(db, { scryptN: opts.scryptN, password: DEMO_PASSWORD });
  await seedDocumentsDemo(db);
  await seedBoardsDemo(db);
  await seedObservationDemo(db);
  // the actions those demos opened live like a site's: old ones done, open ones late by days at most
  await settleDemoActions(db, started);
  await seedChmDemo(db);
  await seedEnvDemo(db);
  await seedEnvWasteDemo(db);
  await seedPsmDemo(db);
  // demo records raise notifications the way real ones do (assignments, approvals); their e-mails are never sent: the
  // addresses are made up, and a site that configures SMTP later must not mail a year of demo history
  await queryRows(db, sql`update com_notification set mail_state = 'OFF' where mail_state = 'PENDING' and create_dt >= ${started}`);
}
