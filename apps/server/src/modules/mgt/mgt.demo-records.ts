import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { plantToday } from '../../lib/plant-time.js';
import { demoDeptHead, seedDemoApprovals, type TDemoApproval } from '../approvals/approvals.demo.js';
import { codeMaster } from '../../db/schema.js';
import { imprAction } from '../impr/impr.tables.js';
import {
  mgtAppointment, mgtBudget, mgtBudgetExec, mgtCommittee, mgtCommitteeAttendee, mgtCommitteeDecision, mgtDrill, mgtDrillLesson, mgtLaw, mgtLawCheck,
  mgtSapaReview, mgtTarget, mgtTargetActual, mgtTargetObjective,
} from './mgt.tables.js';
import { freezeBinder } from './mgt.sapa.js';

/**
 * The management system's demo records, relative to the plant's today so that the demo never goes stale: two years of
 * targets (결재완료), the legal register with its half-yearly evaluations (미준수 → improvement actions), the quarterly
 * 산업안전보건위원회 and the workers' hearings, two drills a year, the budget with its spending and the appointments.
 * Decisions, lessons and 미준수 with an assignee carry their improvement action (done when older than 45 days), as the
 * real flow leaves them. Idempotent: nothing is written when a committee record exists.
 */

type Plant = {
  plantCd: string; plantNm: string; orgDept: string; safetyDept: string; healthDept: string; mgr: string; fieldDepts: string[];
  /** per-plant obligations beside the common ones */
  laws: Law[];
};
type Law = [lawCd: string, article: string, lawTitle: string, dutyText: string, evidenceModuleCd: string | null];

const COMMON_LAWS: Law[] = [
  ['OSHA', '제15조', '안전보건관리책임자', '사업장의 안전보건관리책임자를 두고 안전보건 업무를 총괄하게 한다.', 'MGT'],
  ['OSHA', '제17조', '안전관리자 선임', '안전관리자를 선임하고 선임일부터 14일 이내 고용노동부에 보고한다.', 'MGT'],
  ['OSHA', '제18조', '보건관리자 선임', '보건관리자를 선임하고 선임일부터 14일 이내 보고한다.', 'MGT'],
  ['OSHA', '제24조', '산업안전보건위원회', '노사 동수로 위원회를 구성하고 분기마다 정기회의를 개최한다.', 'MGT'],
  ['OSHA', '제29조', '근로자 안전보건교육', '정기교육(사무직 매반기 6시간, 그 외 12시간)과 채용 시·작업내용 변경 시 교육을 실시한다.', 'EDU'],
  ['OSHA', '제36조', '위험성평가', '유해·위험요인을 찾아 위험성을 결정하고 감소대책을 수립·실행하며 근로자를 참여시킨다.', 'RSA'],
  ['OSHA', '제37조', '안전보건표지', '유해·위험 장소와 설비에 안전보건표지를 설치·부착한다.', 'CHECK'],
  ['OSHA', '제38조', '안전조치', '기계·기구, 폭발성·인화성 물질, 추락·붕괴 위험 작업에 필요한 안전조치를 한다.', 'PERMIT'],
  ['OSHA', '제63조', '도급인의 안전조치', '관계수급인 근로자가 도급인의 사업장에서 작업하는 경우 안전·보건시설 설치 등 필요한 조치를 한다.', 'VENDOR'],
  ['OSHA', '제64조', '도급 시 협의체·합동점검', '도급인과 수급인으로 안전보건협의체를 구성해 매월 회의하고, 분기 1회 이상 합동 안전보건점검을 한다.', 'VENDOR'],
  ['OSHA', '제114조', '물질안전보건자료 게시', '취급 화학물질의 MSDS를 작업장에 게시·비치하고 근로자를 교육한다.', 'CHEM'],
  ['OSHA', '제125조', '작업환경측정', '작업환경측정을 6개월마다 실시하고 결과를 근로자에게 알린다.', 'HEALTH'],
  ['OSHA', '제129조', '일반건강진단', '근로자에게 정기 일반건강진단(사무직 2년, 그 외 1년마다)을 실시한다.', 'HEALTH'],
  ['OSHA', '제130조', '특수건강진단', '유해인자 노출 근로자에게 특수건강진단을 실시한다.', 'HEALTH'],
  ['OSHA', '제57조', '산업재해 기록·보고', '3일 이상 휴업 재해는 1개월 이내 산업재해조사표를 제출하고 3년간 기록을 보존한다.', 'ACCIDENT'],
  ['SAPA', '시행령 제4조 제1호', '안전보건 목표와 경영방침', '사업 또는 사업장의 안전·보건에 관한 목표와 경영방침을 설정한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제2호', '안전보건 전담조직', '안전·보건에 관한 업무를 총괄·관리하는 전담 조직을 둔다.', 'MGT'],
  ['SAPA', '시행령 제4조 제3호', '유해·위험요인 확인·개선 점검', '유해·위험요인을 확인·개선하는 절차를 마련하고 반기 1회 이상 점검한다.', 'RSA'],
  ['SAPA', '시행령 제4조 제4호', '안전보건 예산', '재해 예방에 필요한 인력·시설·장비 구비와 유해·위험요인 개선에 필요한 예산을 편성하고 집행한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제5호', '안전보건관리책임자 등 평가', '안전보건관리책임자 등이 업무를 충실히 수행하도록 권한과 예산을 주고 반기 1회 이상 평가·관리한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제7호', '종사자 의견청취', '종사자의 의견을 듣는 절차를 마련하고 반기 1회 이상 점검한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제8호', '비상대응 매뉴얼', '중대산업재해 발생 시 작업중지·대피·위험요인 제거 등 대응 매뉴얼을 마련하고 반기 1회 이상 점검한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제9호', '도급·용역 시 기준', '수급인의 안전보건 관리능력 평가 기준과 절차를 마련하고 반기 1회 이상 점검한다.', 'VENDOR'],
  ['SAPA', '시행령 제5조', '안전보건 관계 법령 이행 점검', '안전·보건 관계 법령에 따른 의무 이행 여부를 반기 1회 이상 점검하고 결과를 보고받는다.', 'MGT'],
  ['CCA', '제13조', '유해화학물질 취급기준', '유해화학물질을 취급하는 자는 취급기준을 지키고 개인보호장구를 착용한다.', 'CHEM'],
  ['CCA', '제33조', '유해화학물질 취급자 교육', '유해화학물질 취급시설 기술인력과 취급자는 정기교육을 받는다.', 'EDU'],
  ['WASTE', '제17조', '사업장폐기물 처리', '사업장폐기물을 스스로 처리하거나 허가업체에 위탁하고 전자정보처리프로그램(올바로)에 입력한다.', 'ENV'],
  ['FIRE', '소방시설법 제16조', '소방시설 자체점검', '소방시설등에 대해 작동점검과 종합점검을 정기적으로 실시하고 결과를 보고한다.', 'CHECK'],
  // 산업안전보건법: the rest of what a plant of 300 or more carries
  ['OSHA', '제14조', '대표이사 안전보건 계획 이사회 보고', '회사의 대표이사는 매년 안전 및 보건에 관한 계획을 수립하여 이사회에 보고하고 승인을 받는다.', 'MGT'],
  ['OSHA', '제16조', '관리감독자 지정', '작업을 직접 지휘·감독하는 부서의 장 등을 관리감독자로 지정하고 안전보건 업무를 수행하게 한다.', 'MGT'],
  ['OSHA', '제22조', '산업보건의 선임', '상시근로자 50명 이상 사업장에 산업보건의를 두거나 위촉한다(의사인 보건관리자가 있으면 제외).', 'HEALTH'],
  ['OSHA', '제25조', '안전보건관리규정 작성', '안전보건관리규정을 작성하여 사업장에 게시·비치하고 근로자에게 알린다.', 'MGT'],
  ['OSHA', '제26조', '안전보건관리규정 작성·변경 절차', '안전보건관리규정을 작성·변경할 때 산업안전보건위원회의 심의·의결을 거친다.', 'MGT'],
  ['OSHA', '제32조', '안전보건관리책임자 등 직무교육', '안전보건관리책임자, 안전관리자, 보건관리자는 선임 후 신규교육과 2년마다 보수교육을 받는다.', 'EDU'],
  ['OSHA', '제34조', '법령 요지 게시', '산업안전보건법과 명령의 요지, 안전보건관리규정을 근로자가 보기 쉬운 곳에 게시하거나 갖춰 둔다.', 'MGT'],
  ['OSHA', '제35조', '근로자대표 통지', '산업안전보건위원회 의결사항, 안전보건진단 결과 등을 근로자대표에게 통지한다.', 'MGT'],
  ['OSHA', '제39조', '보건조치', '유해가스·분진·소음·고열 등 건강장해를 예방하기 위한 보건조치를 한다.', 'HEALTH'],
  ['OSHA', '제42조', '유해위험방지계획서', '대상 설비의 설치·이전·주요 구조 변경 시 유해위험방지계획서를 작성·제출하고 심사를 받는다.', 'PERMIT'],
  ['OSHA', '제47조', '안전보건진단', '명령을 받은 경우 안전보건진단기관의 진단을 받고 결과를 보고한다.', 'MGT'],
  ['OSHA', '제51조', '사업주의 작업중지', '산업재해가 발생할 급박한 위험이 있을 때 즉시 작업을 중지시키고 근로자를 대피시킨다.', 'ACCIDENT'],
  ['OSHA', '제52조', '근로자의 작업중지', '급박한 위험으로 작업을 중지하고 대피한 근로자에게 불리한 처우를 하지 않는다.', 'ACCIDENT'],
  ['OSHA', '제54조', '중대재해 발생 시 조치·보고', '중대재해가 발생하면 즉시 작업을 중지하고 지체 없이 관할 지방고용노동관서에 보고한다.', 'ACCIDENT'],
  ['OSHA', '제58조', '유해한 작업의 도급금지', '도금·수은·카드뮴 등 유해한 작업은 승인 없이 사내 도급하지 않는다.', 'VENDOR'],
  ['OSHA', '제61조', '적격 수급인 선정', '산업재해 예방 조치 능력을 갖춘 사업주에게 도급한다.', 'VENDOR'],
  ['OSHA', '제62조', '안전보건총괄책임자', '관계수급인 근로자가 함께 작업하는 경우 안전보건총괄책임자를 지정한다.', 'VENDOR'],
  ['OSHA', '제65조', '도급인의 안전보건 정보 제공', '폭발성·인화성·독성 물질 설비의 개조·분해·해체 작업을 도급할 때 안전보건 정보를 문서로 제공한다.', 'VENDOR'],
  ['OSHA', '제80조', '유해하거나 위험한 기계·기구 방호조치', '방호조치를 하지 않은 기계·기구를 양도·대여·사용하지 않는다.', 'CHECK'],
  ['OSHA', '제93조', '안전검사', '크레인, 리프트, 압력용기, 국소배기장치 등 안전검사 대상 기계를 주기마다 검사받는다.', 'CHECK'],
  ['OSHA', '제115조', '경고표시', '대상 화학물질을 담은 용기와 포장에 경고표시를 한다.', 'CHEM'],
  ['OSHA', '제119조', '석면조사', '건축물·설비를 철거·해체할 때 석면조사를 하고 결과를 기록·보존한다.', 'PERMIT'],
  ['OSHA', '제128조의2', '휴게시설 설치', '근로자를 위한 휴게시설을 설치하고 설치·관리기준을 준수한다.', 'HEALTH'],
  ['OSHA', '제132조', '건강진단 결과 사후조치', '건강진단 결과에 따라 작업장소 변경, 작업 전환, 근로시간 단축 등 적절한 조치를 한다.', 'HEALTH'],
  ['OSHA', '제138조', '질병자의 근로 금지', '전염될 우려가 있는 질병 등에 걸린 사람은 의사의 소견을 들어 근로를 금지한다.', 'HEALTH'],
  ['OSHA', '제140조', '자격 등에 의한 작업제한', '크레인 운전 등 유해·위험 작업은 자격·면허·경험을 가진 근로자만 하게 한다.', 'EDU'],
  ['OSHA', '제164조', '서류의 보존', '산업재해 기록, 작업환경측정·건강진단 결과 등 법정 서류를 정해진 기간 보존한다.', 'MGT'],
  // 중대재해처벌법: the remaining duties of 제4조·제5조 and the CEO's training
  ['SAPA', '제4조 제1항 제2호', '재해 재발방지 대책', '재해 발생 시 재발방지 대책을 수립하고 이행한다.', 'ACCIDENT'],
  ['SAPA', '제4조 제1항 제3호', '행정기관 개선·시정명령 이행', '중앙행정기관·지방자치단체가 관계 법령에 따라 명한 개선·시정 사항을 이행한다.', 'MGT'],
  ['SAPA', '시행령 제4조 제6호', '안전관리자 등 전문인력 배치', '안전관리자, 보건관리자, 안전보건관리담당자, 산업보건의를 배치하고 업무 시간을 보장한다.', 'MGT'],
  ['SAPA', '시행령 제5조 제2항 제3호', '유해·위험 작업 교육 실시 점검', '안전·보건 관계 법령에 따른 유해·위험 작업 교육이 실시되었는지 반기 1회 이상 점검한다.', 'EDU'],
  ['SAPA', '제8조', '경영책임자 안전보건교육', '중대산업재해가 발생한 법인의 경영책임자는 안전보건교육을 이수한다.', 'EDU'],
  // 화학물질관리법
  ['CCA', '제16조', '유해화학물질 표시', '유해화학물질의 용기·포장, 보관·저장 장소, 운반 차량에 표시를 한다.', 'CHEM'],
  ['CCA', '제23조', '화학사고예방관리계획서', '유해화학물질 취급시설 설치·운영 전에 화학사고예방관리계획서를 제출하고 5년마다 이행점검을 받는다.', 'CHEM'],
  ['CCA', '제24조', '취급시설 설치·관리 기준', '유해화학물질 취급시설을 기준에 맞게 설치·관리하고 정기검사와 안전진단을 받는다.', 'CHEM'],
  ['CCA', '제26조', '취급시설 자체점검', '유해화학물질 취급시설을 주 1회 이상 자체점검하고 결과를 기록·보존한다.', 'CHECK'],
  ['CCA', '제28조', '유해화학물질 영업허가', '유해화학물질 사용업 등 영업을 하려면 허가를 받고 변경 시 신고한다.', 'CHEM'],
  ['CCA', '제43조', '화학사고 즉시 신고', '화학사고가 발생하면 즉시 관할 지방자치단체, 지방환경관서 등에 신고한다.', 'ACCIDENT'],
  ['CCA', '제10조', '화학물질 통계조사', '2년마다 취급하는 화학물질의 종류와 취급량을 통계조사에 보고한다.', 'CHEM'],
  // 폐기물관리법
  ['WASTE', '제13조', '폐기물 처리기준', '폐기물을 수집·운반·보관·처리할 때 처리기준과 방법을 지킨다.', 'ENV'],
  ['WASTE', '제17조 제2항', '사업장폐기물 배출자 신고', '사업장폐기물 배출자는 배출 폐기물의 종류와 양을 신고한다.', 'ENV'],
  ['WASTE', '제17조 제5항', '지정폐기물 처리계획 확인', '지정폐기물 배출 전에 처리계획서를 제출하여 확인을 받는다.', 'ENV'],
  ['WASTE', '제36조', '장부 기록·보존', '폐기물의 발생·배출·처리 상황을 기록하고 3년간 보존한다.', 'ENV'],
  // 화재예방법·소방시설법
  ['FIRE', '화재예방법 제24조', '소방안전관리자 선임', '특정소방대상물에 소방안전관리자를 선임하고 신고한다.', 'MGT'],
  ['FIRE', '화재예방법 제37조', '소방훈련·교육', '근로자에게 소방훈련과 교육을 연 1회 이상 실시하고 기록한다.', 'EDU'],
];

const PLANTS: Plant[] = [
  {
    plantCd: '1000', plantNm: '서해화력발전소', orgDept: 'D1200', safetyDept: 'D1210', healthDept: 'D1220', mgr: 'safety01', fieldDepts: ['D1310', 'D1320', 'D1330', 'D1410', 'D1420', 'D1430'],
    laws: [
      ['AIR', '제23조', '배출시설 설치허가', '대기오염물질 배출시설은 허가받은 내용대로 설치·운영하고 변경 시 신고한다.', 'ENV'],
      ['AIR', '제31조', '배출시설·방지시설 운영', '방지시설을 정상 가동하고 운영기록을 3년간 보존한다.', 'ENV'],
      ['AIR', '제39조', '자가측정', '배출구별 자가측정을 주기에 따라 실시하고 결과를 기록·보존한다.', 'ENV'],
      ['WATER', '제38조', '수질 방지시설 운영', '폐수처리시설을 정상 가동하고 운영일지를 작성한다.', 'ENV'],
      ['OSHA', '제44조', '공정안전보고서', '수소·암모니아 취급 설비의 공정안전보고서를 작성·제출하고 이행한다.', 'PERMIT'],
      ['AIR', '제26조', '방지시설 설치', '배출허용기준 이하로 배출하기 위한 방지시설(전기집진기, 탈황·탈질설비)을 설치한다.', 'ENV'],
      ['AIR', '제30조', '가동개시 신고', '배출시설과 방지시설의 가동을 시작하기 전에 신고한다.', 'ENV'],
      ['AIR', '제32조', '측정기기 부착(굴뚝 TMS)', '굴뚝 자동측정기기를 부착하고 정상 운영하며 측정 결과를 전송한다.', 'ENV'],
      ['AIR', '제40조', '환경기술인 임명', '배출시설과 방지시설의 정상 운영을 위해 환경기술인을 임명한다.', 'ENV'],
      ['AIR', '제43조', '비산먼지 발생 억제', '저탄장·회처리장 등 비산먼지 발생 사업은 신고하고 억제시설을 설치·운영한다.', 'ENV'],
      ['WATER', '제33조', '폐수배출시설 허가', '폐수배출시설을 설치하려면 허가를 받거나 신고한다.', 'ENV'],
      ['WATER', '제46조', '수질 자가측정', '폐수 방류수를 주기에 따라 자가측정하고 결과를 기록·보존한다.', 'ENV'],
      ['WATER', '제47조', '수질 환경기술인 임명', '폐수배출시설과 방지시설의 운영을 위해 환경기술인을 임명한다.', 'ENV'],
      ['ELEC', '제11조', '전기설비 정기검사', '발전·변전 전기설비의 정기검사를 받는다.', 'CHECK'],
      ['ELEC', '제22조', '전기안전관리자 선임', '전기설비의 안전관리를 위해 전기안전관리자를 선임한다.', 'MGT'],
      ['ENERGY', '제39조', '검사대상기기 검사', '보일러 등 검사대상기기의 설치·개조검사와 계속사용검사를 받는다.', 'CHECK'],
      ['ENERGY', '제40조', '검사대상기기관리자 선임', '검사대상기기관리자를 선임하고 신고한다.', 'MGT'],
      ['HAZMAT', '제15조', '위험물안전관리자 선임', '경유·윤활유 등 위험물 제조소등에 위험물안전관리자를 선임하고 신고한다.', 'MGT'],
      ['HAZMAT', '제18조', '위험물 제조소등 정기점검', '위험물 제조소등을 연 1회 이상 정기점검하고 기록을 보존한다.', 'CHECK'],
    ],
  },
  {
    plantCd: '2000', plantNm: '남해LNG기지', orgDept: 'D2200', safetyDept: 'D2210', healthDept: 'D2220', mgr: 'gas01', fieldDepts: ['D2310', 'D2320', 'D2330'],
    laws: [
      ['GAS', '제11조', '안전관리규정', '안전관리규정을 정하여 허가관청에 제출하고 준수한다.', 'MGT'],
      ['GAS', '제15조', '안전관리자 선임', '고압가스 안전관리 총괄자·책임자·원을 선임하고 신고한다.', 'MGT'],
      ['GAS', '제16조의2', '정기검사', '저장탱크·배관 등 고압가스 시설의 정기검사를 받는다.', 'CHECK'],
      ['GAS', '제23조', '안전교육', '고압가스 안전관리자와 취급 종사자가 법정 안전교육을 받는다.', 'EDU'],
      ['OSHA', '제44조', '공정안전보고서', '천연가스 저장·송출 설비의 공정안전보고서를 작성·제출하고 이행한다.', 'PERMIT'],
      ['WATER', '제38조', '수질 방지시설 운영', '기화기 해수·폐수처리시설을 정상 가동하고 운영일지를 작성한다.', 'ENV'],
      ['GAS', '제4조', '고압가스 제조허가', '고압가스 제조(저장·송출) 시설은 허가를 받고 허가 내용대로 운영한다.', 'PERMIT'],
      ['GAS', '제13조의2', '안전성향상계획(SMS)', '안전성향상계획을 작성·제출하고 이행하며 이행 여부를 평가받는다.', 'MGT'],
      ['GAS', '제16조', '완성검사', '고압가스 시설의 설치·변경공사 후 완성검사를 받은 뒤 사용한다.', 'CHECK'],
      ['GAS', '제26조', '사고 통보', '고압가스 사고가 발생하면 즉시 한국가스안전공사에 통보한다.', 'ACCIDENT'],
      ['AIR', '제26조', '방지시설 설치', 'BOG 연소탑 등 배출시설의 방지시설을 설치하고 정상 가동한다.', 'ENV'],
      ['WATER', '제46조', '수질 자가측정', '폐수 방류수를 주기에 따라 자가측정하고 결과를 기록·보존한다.', 'ENV'],
      ['ELEC', '제22조', '전기안전관리자 선임', '수전·변전 설비의 안전관리를 위해 전기안전관리자를 선임한다.', 'MGT'],
      ['HAZMAT', '제15조', '위험물안전관리자 선임', '비상발전기 연료 등 위험물 저장소에 위험물안전관리자를 선임한다.', 'MGT'],
    ],
  },
];

const DAY = 86_400_000;
const addDays = (ymd: string, n: number): string => new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const at = (ymd: string, hour = 9): Date => new Date(Date.parse(`${ymd}T00:00:00Z`) + (hour - 9) * 3_600_000);
const audit = (userId: string, ymd: string) => ({ createUserId: userId, updateUserId: userId, createDt: at(ymd), updateDt: at(ymd) });
const childAudit = (userId: string, ymd: string) => ({ createUserId: userId, updateUserId: userId, updateDt: at(ymd) });

async function usersOf(tx: DbOrTx, plantCd: string): Promise<{ user_id: string; user_nm: string; dept_cd: string; position_cd: string | null; duty_cd: string | null; position_nm: string | null }[]> {
  return queryRows(tx, sql`
    select u.user_id, u.user_nm, u.dept_cd, u.position_cd, u.duty_cd, p.position_nm from com_user u left join com_position p on p.position_cd = u.position_cd
     where u.plant_cd = ${plantCd} and u.user_type = 'U' and u.use_yn = 'Y' and u.user_id <> 'ceo01' order by u.position_cd desc nulls last, u.user_id`);
}

/** an improvement action as the flow leaves it: done (with its result) once it is older than 45 days, else open */
async function demoAction(tx: DbOrTx, today: string, a: {
  sourceTypeCd: string; sourceKey: string; plantCd: string; deptCd: string; title: string; description: string; assigneeUserId: string; fromYmd: string; dueYmd: string; by: string; result: string;
}): Promise<number> {
  const done = addDays(a.fromYmd, 45) < today;
  const doneYmd = done ? (a.dueYmd < today ? addDays(a.dueYmd, -3) : addDays(today, -1)) : null;
  const [row] = await tx.insert(imprAction).values({
    statusCd: done ? 'DONE' : 'REGISTERED', plantCd: a.plantCd, deptCd: a.deptCd, actionTypeCd: 'REQUEST', sourceTypeCd: a.sourceTypeCd, sourceKey: a.sourceKey,
    title: a.title.slice(0, 300), description: a.description, assigneeUserId: a.assigneeUserId, dueYmd: a.dueYmd, result: done ? a.result : null, doneYmd,
    version: 1, createUserId: a.by, updateUserId: done ? a.assigneeUserId : a.by, createDt: at(a.fromYmd, 15), updateDt: at(doneYmd ?? a.fromYmd, 15),
  }).returning({ no: imprAction.actionNo });
  return row!.no;
}

export async function seedMgtRecords(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from mgt_committee limit 1`)).length) return;
  const today = plantToday();
  const Y = Number(today.slice(0, 4));
  await db.transaction(async (tx) => {
    // a plant's own indicator (M_…) is a code of the indicator group, added in 코드관리 by the plant
    await tx.insert(codeMaster).values({
      codeGroupCd: 'MGT_INDICATOR', code: 'M_CEO_WALK', codeNm: '경영책임자 현장점검', codeNmI18n: { en: 'CEO site walks', zh: '经营负责人现场巡查', es: 'Visitas del director a planta' },
      sortOrder: 100, createUserId: 'system', updateUserId: 'system',
    }).onConflictDoNothing();
    const approvals: TDemoApproval[] = [];
    for (const p of PLANTS) {
      const people = await usersOf(tx, p.plantCd);
      if (!people.length) continue;
      const chief = people[0]!;
      const orgHead = (await demoDeptHead(tx, p.orgDept)) ?? chief.user_id;
      const safetyHead = (await demoDeptHead(tx, p.safetyDept)) ?? orgHead;
      const healthMgr = people.find((u) => u.dept_cd === p.healthDept)?.user_id ?? p.mgr;
      const fieldHeads = (await Promise.all(p.fieldDepts.map(async (d) => ({ deptCd: d, userId: (await demoDeptHead(tx, d)) ?? p.mgr })))) as { deptCd: string; userId: string }[];
      const mgr = p.mgr;

      // 선임 현황
      const appoint = (roleCd: string, userId: string, deptCd: string, ymd: string, cert: [string, string, string | null] | null, remark: string | null) => ({
        plantCd: p.plantCd, deptCd, roleCd, userId, appointYmd: ymd, endYmd: null, certNm: cert?.[0] ?? null, certNo: cert?.[1] ?? null, certExpireYmd: cert?.[2] ?? null,
        reportYmd: roleCd === 'SAFETY_MGR' || roleCd === 'HEALTH_MGR' ? addDays(ymd, 9) : null, remark, ...audit(mgr, ymd),
      });
      await tx.insert(mgtAppointment).values([
        appoint('CHIEF', chief.user_id, chief.dept_cd, `${Y - 2}-01-02`, null, `${p.plantNm} 사업장장`),
        appoint('ORG_HEAD', orgHead, p.orgDept, `${Y - 2}-01-02`, null, '중대재해처벌법 시행령 제4조 제2호 전담조직'),
        appoint('SAFETY_MGR', mgr, p.safetyDept, `${Y - 3}-03-02`, ['산업안전기사', `${p.plantCd === '1000' ? '08' : '14'}20301234${p.plantCd.slice(0, 1)}`, null], '전담 안전관리자(상시근로자 300명 이상)'),
        appoint('HEALTH_MGR', healthMgr, p.healthDept, `${Y - 3}-03-02`, ['간호사 면허', `제${p.plantCd === '1000' ? '245117' : '301882'}호`, null], '전담 보건관리자'),
        ...fieldHeads.map((h) => appoint('SUPERVISOR', h.userId, h.deptCd, `${Y}-01-02`, null, '부서장 관리감독자 지정')),
      ]);

      // 안전보건 예산: the year before (all spent) and this year (spent to today)
      const items: [string, string, number][] = p.plantCd === '1000'
        ? [['FACILITY', '보일러동 추락방지 안전난간·안전대 부착설비 보강', 180_000_000], ['FACILITY', '석탄 컨베이어 비상정지 풀코드 교체', 95_000_000], ['PPE', '안전모·안전화·방진마스크 등 보호구 구매', 62_000_000],
          ['EDU', '법정 안전보건교육·특별교육 위탁', 28_000_000], ['HEALTH', '특수건강진단·작업환경측정', 41_000_000], ['DIAGNOSIS', '중대재해처벌법 이행 컨설팅·안전보건진단', 55_000_000], ['STAFF', '안전관리자 보조인력(협력업체 안전감시단)', 120_000_000]]
        : [['FACILITY', '저장탱크 상부 가스검지기·경보설비 증설', 150_000_000], ['FACILITY', '하역설비 긴급차단밸브(ESD) 정비', 88_000_000], ['PPE', '방폭 무전기·휴대용 가스측정기·보호구', 47_000_000],
          ['EDU', '고압가스 법정교육·비상대응 교육', 22_000_000], ['HEALTH', '특수건강진단(소음·야간작업)', 19_000_000], ['DIAGNOSIS', 'PSM 이행상태 자체감사 지원', 35_000_000]];
      for (const year of [Y - 1, Y]) {
        for (const [k, [cat, nm, amt]] of items.entries()) {
          const scaled = Math.round((amt * (year === Y ? 1.08 : 1)) / 1_000_000) * 1_000_000;
          const [b] = await tx.insert(mgtBudget).values({ plantCd: p.plantCd, deptCd: cat === 'HEALTH' ? p.healthDept : p.safetyDept, year, categoryCd: cat, itemNm: nm, budgetAmt: scaled, remark: null, ...audit(mgr, `${year - 1}-12-20`) })
            .returning({ no: mgtBudget.budgetNo });
          const execs: { budgetNo: number; execYmd: string; amount: number; content: string; rowNo: number; createUserId: string; updateUserId: string; updateDt: Date }[] = [];
          const parts = 3 + (k % 3);
          for (let i = 0; i < parts; i += 1) {
            const month = 2 + Math.floor(((i + 0.5) * 10) / parts);
            const ymd = `${year}-${String(month).padStart(2, '0')}-${String(10 + ((k * 7 + i * 5) % 15)).padStart(2, '0')}`;
            if (ymd >= today) continue;
            const share = year === Y ? 0.85 : 0.97;
            execs.push({ budgetNo: b!.no, execYmd: ymd, amount: Math.round((scaled * share) / parts / 10_000) * 10_000, content: `${nm} ${i + 1}차 집행`, rowNo: i + 1, ...childAudit(mgr, ymd) });
          }
          if (execs.length) await tx.insert(mgtBudgetExec).values(execs);
        }
      }

      // 목표·추진계획: last year's and this year's, each approved early in January
      for (const year of [Y - 1, Y]) {
        const drafted = `${year}-01-08`;
        const [t] = await tx.insert(mgtTarget).values({
          plantCd: p.plantCd, deptCd: p.safetyDept, year, targetTitle: `${year}년 ${p.plantNm} 안전보건 목표 및 추진계획`,
          policy: `"중대재해 제로, 모두가 건강하게 퇴근하는 ${p.plantNm}"\n1. 모든 작업 전 위험성평가와 TBM으로 위험을 먼저 찾는다.\n2. 협력업체 근로자도 우리 근로자와 같은 기준으로 보호한다.\n3. 위험하면 누구나 작업을 멈출 수 있다(작업중지권).\n4. 법령과 사내 기준을 지키고 매 반기 이행을 점검한다.`,
          halfReview: year < Y || today >= `${Y}-07-15` ? '상반기 도수율·강도율 목표 이내. 순회점검 지적 기한내 종결률이 목표에 미달하여 부서별 주간 점검회의로 보완.' : null,
          yearReview: year < Y ? '연간 중대재해 0건 달성. 아차사고 보고는 목표 초과, 법정교육 이수율은 협력업체 신규 인원으로 목표 대비 1.5%p 미달.' : null,
          apprStatusCd: 'APPROVED', ...audit(mgr, drafted),
        }).returning({ no: mgtTarget.targetNo });
        const objectives: [string, string, number, string][] = [
          ['중대재해 0건, 도수율 관리', 'FREQUENCY_RATE', p.plantCd === '1000' ? 0.8 : 0.5, '위험성평가·TBM 정착'],
          ['강도율 관리', 'SEVERITY_RATE', 0.1, '고위험작업 허가제 운영'],
          ['아차사고 보고 활성화', 'NEAR_MISS', p.plantCd === '1000' ? 120 : 60, '모바일 속보·포상'],
          ['개선조치 기한내 완료', 'ACTION_ONTIME', 90, '부서장 주간 확인'],
          ['법정교육 이수', 'EDU_COMPLETION', 98, '교육 일정 사전 공지'],
          ['경영책임자 현장점검 연 12회 (월 1회)', 'M_CEO_WALK', 12, '월간 현장 안전점검 일정 확보'],
        ];
        await tx.insert(mgtTargetObjective).values(objectives.map(([objective, indicatorCd, targetValue, resources], i) => ({
          targetNo: t!.no, objective, indicatorCd, targetValue, resources, ownerUserId: i === 5 ? chief.user_id : mgr, dueYmd: `${year}-12-31`, rowNo: i + 1, ...childAudit(mgr, drafted),
        })));
        const months = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => `${year}-${String(m).padStart(2, '0')}-28` < today);
        if (months.length) {
          await tx.insert(mgtTargetActual).values(months.map((month) => ({ targetNo: t!.no, indicatorCd: 'M_CEO_WALK', month, actual: month % 5 === 0 ? 0 : 1, ...childAudit(mgr, `${year}-${String(month).padStart(2, '0')}-28`) })));
        }
        approvals.push({
          apprTypeCd: 'MGT_TARGET', recordKey: t!.no, plantCd: p.plantCd, deptCd: p.safetyDept, title: `${year}년 ${p.plantNm} 안전보건 목표 및 추진계획`,
          requestUserId: mgr, approverUserIds: [safetyHead, orgHead, chief.user_id].filter((x, i, a) => x !== mgr && a.indexOf(x) === i), requestDt: at(addDays(drafted, 1), 10),
        });
      }

      // 법규 등록부 and the evaluations of the halves already over
      const laws = [...COMMON_LAWS, ...p.laws];
      const lawRows = await tx.insert(mgtLaw).values(laws.map(([lawCd, article, lawTitle, dutyText, evidenceModuleCd], i) => ({
        plantCd: p.plantCd, deptCd: evidenceModuleCd === 'HEALTH' ? p.healthDept : p.safetyDept, lawCd, article, lawTitle, dutyText,
        ownerUserId: evidenceModuleCd === 'HEALTH' ? healthMgr : i % 4 === 3 ? safetyHead : mgr, evidenceModuleCd, useYn: 'Y', ...audit(mgr, `${Y - 2}-02-01`),
      }))).returning({ no: mgtLaw.lawNo, lawCd: mgtLaw.lawCd, article: mgtLaw.article, lawTitle: mgtLaw.lawTitle, ownerUserId: mgtLaw.ownerUserId, deptCd: mgtLaw.deptCd });
      const halves: [number, 'H1' | 'H2', string][] = ([[Y - 1, 'H1', `${Y - 1}-07-10`], [Y - 1, 'H2', `${Y}-01-12`], [Y, 'H1', `${Y}-07-10`], [Y, 'H2', `${Y + 1}-01-12`]] as [number, 'H1' | 'H2', string][])
        .filter(([, , ymd]) => ymd < today);
      for (const [hi, [year, half, ymd]] of halves.entries()) {
        for (const [i, law] of lawRows.entries()) {
          const non = (i * 7 + hi * 3 + Number(p.plantCd[0])) % 23 === 0;
          const na = !non && law.lawCd === 'CCA' && p.plantCd === '2000';
          const [c] = await tx.insert(mgtLawCheck).values({
            lawNo: law.no, plantCd: p.plantCd, year, half, lawTitle: law.lawTitle, article: law.article, resultCd: non ? 'NONCOMPLY' : na ? 'NA' : 'COMPLY',
            comment: non ? '기한 경과 건 확인, 보완 필요' : na ? '해당 반기 취급 실적 없음' : '이행 확인',
            evidence: non ? null : na ? null : `${law.article} 관련 ${half === 'H1' ? '상반기' : '하반기'} 실시 기록·결과보고서`, apprStatusCd: 'APPROVED', ...audit(mgr, ymd),
          }).returning({ no: mgtLawCheck.checkNo });
          // approved by the safety team's head (the responsible manager) the day after
          approvals.push({
            apprTypeCd: 'MGT_LAW_CHECK', recordKey: c!.no, plantCd: p.plantCd, deptCd: law.deptCd, title: `[준수평가] ${year}년 ${half === 'H1' ? '상반기' : '하반기'} ${law.article} ${law.lawTitle}`,
            requestUserId: mgr, approverUserIds: [safetyHead].filter((x) => x !== mgr), requestDt: at(ymd, 11),
          });
          if (!non) continue;
          const actionNo = await demoAction(tx, today, {
            sourceTypeCd: 'LAW', sourceKey: String(c!.no), plantCd: p.plantCd, deptCd: law.deptCd, title: `[법규 미준수] ${law.article} ${law.lawTitle}`,
            description: `${year}년 ${half === 'H1' ? '상반기' : '하반기'} 준수평가: 기한 경과 건 확인, 보완 필요`, assigneeUserId: law.ownerUserId ?? mgr, fromYmd: ymd, dueYmd: addDays(ymd, 30), by: mgr,
            result: '누락 건 보완 완료, 담당자 일정 알림 등록',
          });
          await tx.execute(sql`update mgt_law_check set action_no = ${actionNo} where check_no = ${c!.no}`);
        }
      }

      // 산업안전보건위원회 (quarterly) and the workers' hearings (each half), the last 18 months and the next one
      const workers = people.filter((u) => u.duty_cd === 'DUT01').slice(0, 4);
      const employer = [chief, ...people.filter((u) => [orgHead, safetyHead, healthMgr].includes(u.user_id))].slice(0, 4);
      const meetings: { ymd: string; type: 'OSH_COMMITTEE' | 'HEARING'; title: string }[] = [];
      for (let q = -6; q <= 1; q += 1) {
        const base = new Date(Date.UTC(Y, Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + q * 3 + 1, 1));
        const ymd = `${base.toISOString().slice(0, 8)}${String(14 + (q & 3)).padStart(2, '0')}`;
        const qn = Math.floor(base.getUTCMonth() / 3) + 1;
        meetings.push({ ymd, type: 'OSH_COMMITTEE', title: `${base.getUTCFullYear()}년 ${qn}분기 정기 산업안전보건위원회` });
        if (qn === 2 || qn === 4) meetings.push({ ymd: addDays(ymd, 12), type: 'HEARING', title: `${base.getUTCFullYear()}년 ${qn === 2 ? '상' : '하'}반기 종사자 안전보건 의견청취` });
      }
      const DECISIONS = p.plantCd === '1000'
        ? ['석탄취급설비 협착 위험구간 방호덮개 추가 설치', '하계 폭염 대비 옥외작업 휴게시설·음료 비치', '보일러 정비 시 밀폐공간 가스측정기 추가 구매', '협력업체 신규 근로자 안전교육 이수 확인 절차 강화', '야간 교대근무자 특수건강진단 결과 사후관리']
        : ['저장탱크 상부 작업 시 2인 1조 원칙 재교육', '하역 부두 정전기 제거 설비 점검 주기 단축', '가스검지기 경보 시 대피 동선 표지 보완', '소음 작업장 청력보호구 착용 실태 점검', '협력업체 작업허가 사전 위험성평가 공동 검토'];
      for (const [mi, m] of meetings.entries()) {
        const held = m.ymd < today;
        const [c] = await tx.insert(mgtCommittee).values({
          statusCd: held ? 'CONFIRMED' : 'DRAFT', plantCd: p.plantCd, deptCd: p.safetyDept, committeeTypeCd: m.type, meetingYmd: m.ymd, meetingTitle: m.title,
          place: `${p.plantNm} 본관 대회의실`,
          agenda: m.type === 'HEARING' ? '1. 현장 위험요인 제보 청취\n2. 지난 의견의 조치 결과 공유\n3. 작업중지권 행사 사례 공유' : '1. 전분기 산업재해·아차사고 현황 보고\n2. 안전보건 예산 집행 현황\n3. 위험성평가 결과와 감소대책 심의\n4. 근로자위원 건의사항',
          minutes: held ? (m.type === 'HEARING' ? '현장 근로자 의견 12건 접수, 그중 3건을 개선조치로 등록하기로 함. 나머지는 설명으로 해소.' : '전분기 재해 0건, 아차사고 보고 증가 추세 확인. 예산 집행률 보고 후 근로자위원 건의사항을 심의하여 아래와 같이 의결함.') : null,
          ...audit(mgr, addDays(m.ymd, -10)),
        }).returning({ no: mgtCommittee.committeeNo });
        await tx.insert(mgtCommitteeAttendee).values([
          ...workers.map((u, i) => ({ committeeNo: c!.no, sideCd: 'WORKER', attendeeNm: u.user_nm, positionNm: i === 0 ? '근로자대표' : '근로자위원', signedYn: held ? 'Y' : 'N', rowNo: i + 1, ...childAudit(mgr, m.ymd) })),
          ...employer.map((u, i) => ({ committeeNo: c!.no, sideCd: 'EMPLOYER', attendeeNm: u.user_nm, positionNm: i === 0 ? '위원장(안전보건관리책임자)' : '사용자위원', signedYn: held ? 'Y' : 'N', rowNo: workers.length + i + 1, ...childAudit(mgr, m.ymd) })),
        ]);
        const picks = [DECISIONS[mi % DECISIONS.length]!, DECISIONS[(mi + 2) % DECISIONS.length]!];
        for (const [di, content] of picks.entries()) {
          const owner = fieldHeads[(mi + di) % fieldHeads.length]!;
          const assign = di === 0;
          const dueYmd = assign ? addDays(m.ymd, 45) : null;
          const [d] = await tx.insert(mgtCommitteeDecision).values({
            committeeNo: c!.no, content, assigneeUserId: assign ? owner.userId : null, dueYmd, rowNo: di + 1, ...childAudit(mgr, m.ymd),
          }).returning({ no: mgtCommitteeDecision.decisionNo });
          if (!held || !assign) continue;
          const actionNo = await demoAction(tx, today, {
            sourceTypeCd: 'OSH_COMMITTEE', sourceKey: String(c!.no), plantCd: p.plantCd, deptCd: p.safetyDept, title: content, description: `${m.title} (${m.ymd}) 의결사항`,
            assigneeUserId: owner.userId, fromYmd: m.ymd, dueYmd: dueYmd!, by: mgr, result: '의결사항 이행 완료, 사진 첨부',
          });
          await tx.execute(sql`update mgt_committee_decision set action_no = ${actionNo} where decision_no = ${d!.no}`);
        }
      }

      // 비상대응 훈련: two a year (the last two years) and the next one planned
      const scenarios: [string, string, string][] = p.plantCd === '1000'
        ? [['FIRE', '석탄 저탄장 자연발화 화재 대응 훈련', '저탄장 B구역 자연발화 확산, 컨베이어로 연소 확대 우려. 초기 소화, 자위소방대 출동, 인근 작업자 대피와 119 연계.'],
          ['CHEM_SPILL', '암모니아 저장탱크 누출 대응 훈련', '탈질설비 암모니아 저장탱크 배관 플랜지 누출. 누출 감지, 긴급차단, 풍상측 대피, 살수 커튼과 방제, 관계기관 신고.'],
          ['RESCUE', '보일러 내부 밀폐공간 질식자 구조 훈련', '보일러 정비 중 작업자 의식 저하. 감시인 신고, 공기호흡기 착용 구조, 심폐소생술, 병원 이송.']]
        : [['GAS_LEAK', 'LNG 저장탱크 상부 배관 누출 대응 훈련', '저장탱크 상부 BOG 배관 누출로 가스검지기 경보. ESD 작동, 점화원 차단, 작업자 대피, 공동 방재기관 연계.'],
          ['FIRE', '하역 부두 화재 대응 훈련', 'LNG선 하역 중 로딩암 주변 화재. 하역 중단, 긴급 이안 절차, 고정식 소화설비 가동, 해경 연계.'],
          ['EVACUATION', '지진 발생 시 전 직원 대피 훈련', '규모 5.0 지진 가정. 설비 안전정지, 비상방송, 집결지 인원 확인, 협력업체 근로자 포함 전원 대피.']];
      const drillDates: string[] = [];
      for (const year of [Y - 1, Y]) drillDates.push(`${year}-05-22`, `${year}-10-16`);
      drillDates.push(addDays(today, 40));
      for (const [di, planYmd] of drillDates.entries()) {
        const [type, title, scenario] = scenarios[di % scenarios.length]!;
        const held = planYmd < today;
        const participants = (p.plantCd === '1000' ? 86 : 54) + (di * 7) % 19;
        const [d] = await tx.insert(mgtDrill).values({
          statusCd: held ? 'DONE' : 'PLANNED', plantCd: p.plantCd, deptCd: p.safetyDept, drillTypeCd: type, drillTitle: title, planYmd, scenario,
          manualRef: `비상대응 매뉴얼 Rev.${3 + Math.floor(di / 2)}`, doneYmd: held ? planYmd : null, participantCount: held ? participants : null,
          musterMinutes: held ? 6 + ((di * 3) % 5) + 0.5 : null,
          result: held ? `협력업체 근로자 포함 ${participants}명 참여. 상황 전파부터 집결 완료까지 목표 시간 이내. 무전 교신 혼선과 일부 구역 방송 청취 불량 확인.` : null,
          ...audit(mgr, addDays(planYmd, -30)),
        }).returning({ no: mgtDrill.drillNo });
        if (!held) continue;
        const lessons: [string, boolean][] = [['비상방송 스피커 청취 불량 구역 보강', true], ['무전 채널 운용 기준 재교육', true], ['집결지 인원 확인 명단 협력업체 포함 최신화', false]];
        for (const [li, [content, assign]] of lessons.entries()) {
          const owner = fieldHeads[(di + li) % fieldHeads.length]!;
          const dueYmd = assign ? addDays(planYmd, 30) : null;
          const [l] = await tx.insert(mgtDrillLesson).values({ drillNo: d!.no, content, assigneeUserId: assign ? owner.userId : null, dueYmd, rowNo: li + 1, ...childAudit(mgr, planYmd) })
            .returning({ no: mgtDrillLesson.lessonNo });
          if (!assign) continue;
          const actionNo = await demoAction(tx, today, {
            sourceTypeCd: 'DRILL', sourceKey: String(d!.no), plantCd: p.plantCd, deptCd: p.safetyDept, title: content, description: `${title} (${planYmd}) 훈련 교훈`,
            assigneeUserId: owner.userId, fromYmd: planYmd, dueYmd: dueYmd!, by: mgr, result: '보강 완료, 다음 훈련에서 확인 예정',
          });
          await tx.execute(sql`update mgt_drill_lesson set action_no = ${actionNo} where lesson_no = ${l!.no}`);
        }
      }
    }
    await seedDemoApprovals(tx, approvals);

    // the last half's binder, reviewed by the safety manager and signed (the CEO for plant 1000, the safety team's head
    // for 2000: the demo has no 처장) two weeks after the half ended, frozen as the real 결재 freezes it
    const [year, half] = Number(today.slice(5, 7)) >= 7 ? [Y, 'H1' as const] : [Y - 1, 'H2' as const];
    const drafted = half === 'H1' ? `${year}-07-15` : `${year + 1}-01-15`;
    const signers: Record<string, string> = { '1000': 'ceo01', '2000': (await demoDeptHead(tx, 'D2210')) ?? 'gas01' };
    const signed = new Set((await queryRows<{ user_id: string }>(tx, sql`select user_id from com_user where user_id in ('ceo01', ${signers['2000']!})`)).map((u) => u.user_id));
    for (const p of PLANTS) {
      const signer = signers[p.plantCd]!;
      if (!signed.has(signer) || signer === p.mgr) continue;
      const [rev] = await tx.insert(mgtSapaReview).values({
        plantCd: p.plantCd, year, half, apprStatusCd: 'APPROVED',
        reviewComment: `${year}년 ${half === 'H1' ? '상' : '하'}반기 이행점검 결과: 위험성평가·순회점검 지적 조치, 종사자 의견청취, 비상대응 훈련, 예산 집행은 이행 확인. `
          + '미준수 법규 의무는 개선조치로 등록하여 추적 중이며, 관리감독자 평가는 다음 반기 초에 보완한다.',
        ...audit(p.mgr, drafted),
      }).returning({ no: mgtSapaReview.reviewNo });
      await seedDemoApprovals(tx, [{
        apprTypeCd: 'MGT_SAPA', recordKey: rev!.no, plantCd: p.plantCd, deptCd: p.safetyDept, title: `${year}년 ${half === 'H1' ? '상' : '하'}반기 중대재해처벌법 이행점검 (${p.plantNm})`,
        requestUserId: p.mgr, approverUserIds: [signer], requestDt: at(drafted, 10),
      }]);
      await freezeBinder(tx, rev!.no);
      const signedYmd = addDays(drafted, 1);
      await tx.execute(sql`update mgt_sapa_review set signed_ymd = ${signedYmd}::date, frozen_dt = ${at(signedYmd, 11).toISOString()}::timestamptz where review_no = ${rev!.no}`);
    }
  });
}
