import { sql } from 'drizzle-orm';
import { addDaysYmd, type TDocCategory } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { plantToday } from '../../../lib/plant-time.js';
import { demoDeptHead, seedDemoApprovals, type TDemoApproval } from '../../approvals/approvals.demo.js';
import { nextReviewOf } from './documents.service.js';
import { mgtDocRevision, mgtDocument } from './documents.tables.js';

/**
 * [category, number, title, review cycle (months), revisions oldest first (제·개정 사유), days since the current one took
 * effect, purpose and scope]. The ages put a few reviews inside the next month and one past due, relative to the
 * plant's today, so the demo never goes stale.
 */
type TDocDemo = [TDocCategory, string, string, number, string[], number, string];

const POWER: TDocDemo[] = [
  ['POLICY', 'SH-A-001', '안전보건경영방침', 12, ['제정', '대표이사 변경에 따른 서명 개정', '중대재해처벌법 시행에 따른 경영책임자 의무 반영'], 120,
    '서해화력발전소 전 종사자(협력업체 포함)에게 적용하는 안전보건 경영방침과 목표 수립 원칙.'],
  ['PROCEDURE', 'SH-P-010', '위험성평가 절차서', 12, ['제정', '사업장 위험성평가에 관한 지침 개정(2023) 반영: 체크리스트법·3단계 판단법 추가'], 350,
    '정기·수시 위험성평가의 계획, 유해·위험요인 파악, 위험성 결정, 감소대책 수립과 근로자 참여 절차.'],
  ['PROCEDURE', 'SH-P-020', '작업허가 절차서', 12, ['제정', '화기작업 가스측정 주기 2시간→1시간 단축, 밀폐공간 보충허가 추가'], 200,
    '화기·밀폐공간·정전·고소·중량물 작업의 허가 신청, 승인, 작업 중 확인과 종료 절차.'],
  ['PROCEDURE', 'SH-P-021', '밀폐공간 작업 프로그램', 12, ['제정'], 395,
    '보일러 드럼, 탈황 흡수탑, 저탄조 등 밀폐공간의 출입 전 산소·유해가스 측정, 감시인 배치, 구조 장비 기준.'],
  ['EMERGENCY', 'SH-E-001', '비상대응 매뉴얼(화재·암모니아 누출)', 12, ['제정', 'SCR 암모니아 저장소 누출 시나리오 추가', '소방서 합동훈련 결과 반영: 비상연락망·대피경로 개정'], 60,
    '화재, 암모니아 누출, 수소 누출 시 초기 대응, 비상연락, 대피, 외부 기관 신고와 복구 절차(중처법 시행령 제4조 제8호).'],
  ['PROCEDURE', 'SH-P-030', '도급·용역 안전보건관리 절차서', 12, ['제정', '중처법 시행령 제4조 제9호: 수급인 안전보건 수준 평가기준 반영'], 280,
    '수급인 선정 시 안전보건 수준 평가, 작업 전 교육·협의체 운영, 합동점검과 평가 결과 반영 절차.'],
  ['PROCEDURE', 'SH-P-040', '변경관리(MOC) 절차서', 12, ['제정', '임시변경 기한 90일 관리와 가동 전 안전점검(PSSR) 추가'], 340,
    '설비·공정·원료·조직의 변경 요청, 위험성 검토, 승인, 시행과 가동 전 안전점검 절차.'],
  ['PROCEDURE', 'SH-P-050', '보호구 지급·관리 기준', 12, ['제정', '방진마스크 필터 교체주기 명확화'], 150,
    '작업별 보호구 지급 기준, 착용 관리, 점검과 교체 주기.'],
  ['PROCEDURE', 'SH-P-060', '안전보건교육 절차서', 12, ['제정', '산업안전보건법 시행규칙 교육시간 개정 반영'], 90,
    '정기·채용 시·작업내용 변경 시·특별교육의 대상, 시간, 실시와 기록 관리.'],
  ['PROCEDURE', 'SH-P-070', 'LOTO(잠금·표지) 절차서', 12, ['제정'], 240,
    '정비 작업 전 에너지원 차단, 잠금·표지 부착, 잔류에너지 확인과 해제 절차.'],
  ['MANUAL', 'SH-M-001', '화학물질 취급 매뉴얼(암모니아·염산·가성소다)', 24, ['제정', 'MSDS 개정 내용 반영, 누출 시 중화 절차 보완'], 300,
    '수처리·탈질설비에서 쓰는 유해화학물질의 입고, 저장, 이송, 취급과 누출 대응.'],
  ['PROCEDURE', 'SH-P-080', '사고조사 및 재발방지 절차서', 12, ['제정', '아차사고 익명 보고와 개선조치 연계 추가'], 30,
    '산업재해·아차사고의 보고, 조사, 원인 분석, 재발방지 대책과 산업재해조사표 제출.'],
  ['FORM', 'SH-F-001', '작업허가서 서식', 24, ['제정', '가스측정 기록란과 감시인 서명란 추가'], 200, '작업허가 절차서(SH-P-020)의 허가서 양식.'],
  ['FORM', 'SH-F-002', 'TBM 일지 서식', 24, ['제정'], 330, '작업 전 안전점검회의(TBM) 기록 양식.'],
  ['FORM', 'SH-F-003', '위험성평가표 서식', 12, ['제정', '개선 후 위험도 산정란 추가'], 352, '위험성평가 절차서(SH-P-010)의 평가표 양식.'],
];

const GAS: TDocDemo[] = [
  ['POLICY', 'NH-A-001', '안전보건경영방침', 12, ['제정', '중대재해처벌법 시행에 따른 경영책임자 의무 반영'], 130,
    '남해LNG기지 전 종사자(협력업체 포함)에게 적용하는 안전보건 경영방침.'],
  ['PROCEDURE', 'NH-P-010', '위험성평가 절차서', 12, ['제정', '가스 위험지역 작업의 위험성 결정 기준 보완'], 200,
    '저장·기화·송출설비 작업의 정기·수시 위험성평가 절차.'],
  ['PROCEDURE', 'NH-P-020', '작업허가 절차서(가스 위험지역)', 12, ['제정', '방폭구역 화기작업 시 가스 연속측정 의무화'], 355,
    '방폭구역의 화기·밀폐공간·정전 작업 허가와 가스측정 기준.'],
  ['PROCEDURE', 'NH-P-021', '밀폐공간 작업 절차서(저장탱크 내부 점검)', 24, ['제정'], 260,
    'LNG 저장탱크 개방 점검 시 질소 퍼지, 산소농도 측정, 감시인과 구조 기준.'],
  ['EMERGENCY', 'NH-E-001', '비상대응 매뉴얼(LNG 누출·화재)', 12, ['제정', '기화기 지역 누출 시나리오 추가', '하역 부두 해상 누출 대응과 해경 연락체계 추가'], 45,
    'LNG 누출, 화재, 하역 중 비상, 지진 시 긴급차단(ESD), 대피와 외부 기관 신고 절차(중처법 시행령 제4조 제8호).'],
  ['PROCEDURE', 'NH-P-030', '도급·용역 안전보건관리 절차서', 12, ['제정', '수급인 평가기준 반영'], 310,
    '정비·하역 협력업체의 선정 평가, 교육, 협의체와 합동점검.'],
  ['PROCEDURE', 'NH-P-040', '변경관리(MOC) 절차서', 12, ['제정', 'PSM 변경요소관리 기준과 일원화'], 170,
    '공정·설비 변경의 위험성 검토, 승인, 시행과 가동 전 안전점검.'],
  ['PROCEDURE', 'NH-P-050', '보호구 지급·관리 기준', 12, ['제정'], 220, '초저온 취급 보호구와 정전기 방지복의 지급·관리.'],
  ['PROCEDURE', 'NH-P-060', '안전보건교육 절차서', 12, ['제정', '교육시간 개정 반영'], 80, '법정 안전보건교육의 계획, 실시와 기록.'],
  ['PROCEDURE', 'NH-P-070', '공정안전보고서(PSM) 이행 절차서', 12, ['제정', '이행상태 자체감사 주기 명시'], 345,
    '공정안전자료, 공정위험성평가, 안전운전절차, 설비점검 등 PSM 12대 요소의 이행.'],
  ['MANUAL', 'NH-M-001', 'LNG 하역 작업 매뉴얼', 24, ['제정', '언로딩 암 긴급분리(ERC) 시험 절차 추가'], 150, 'LNG선 접안, 언로딩 암 연결, 하역과 이안 절차.'],
  ['MANUAL', 'NH-M-002', 'BOG 압축기 운전 매뉴얼', 24, ['제정'], 250, 'BOG 압축기 기동·정지, 이상 시 조치.'],
  ['FORM', 'NH-F-001', '가스검지 기록부 서식', 24, ['제정'], 190, '휴대용·고정식 가스검지기 측정 기록 양식.'],
  ['FORM', 'NH-F-002', '작업허가서 서식', 12, ['제정', '가스 연속측정 기록란 추가'], 357, '작업허가 절차서(NH-P-020)의 허가서 양식.'],
  ['PROCEDURE', 'NH-P-080', '사고조사 절차서', 12, ['제정'], 20, '가스사고·산업재해·아차사고의 보고와 조사.'],
];

const PLANTS: { plantCd: string; deptCd: string; ownerUserId: string; docs: TDocDemo[] }[] = [
  { plantCd: '1000', deptCd: 'D1210', ownerUserId: 'safety01', docs: POWER },
  { plantCd: '2000', deptCd: 'D2210', ownerUserId: 'gas01', docs: GAS },
];
/** revisions before the current one took effect this many days apart */
const REVISION_GAP_DAYS = 410;
/** the overdue procedure is being revised: a draft of its next revision */
const DRAFTING = { docNumber: 'SH-P-021', changeSummary: '출입 전 가스측정 항목에 일산화탄소·황화수소 추가, 구조 장비 목록 보완' };

/** drafted the working day before a revision took effect; approved (and in force) the next day */
const draftedAt = (effectiveYmd: string) => new Date(`${addDaysYmd(effectiveYmd, -1)}T09:30:00+09:00`);

const contentOf = (title: string, scope: string, summary: string) =>
  [`1. 목적: ${title}의 기준과 절차를 정한다.`, `2. 적용 범위: ${scope}`, '3. 책임과 권한: 주관부서장, 관리감독자, 작업자, 안전관리자의 역할.', '4. 세부 절차: 본문 파일 참조.',
    '5. 기록 및 보존: 관련 기록은 3년 이상 보존한다.', `(이번 제·개정: ${summary})`].join('\n');

/** the demo's controlled documents with their revisions, each approved through a completed 결재 (idempotent) */
export async function seedDocumentsDemo(db: Db): Promise<void> {
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mgt_document`);
  if ((have?.n ?? 0) > 0) return;
  const today = plantToday();
  const sys = { createUserId: 'system', updateUserId: 'system' };
  await db.transaction(async (tx) => {
    const approvals: TDemoApproval[] = [];
    for (const p of PLANTS) {
      const head = await demoDeptHead(tx, p.deptCd);
      for (const [categoryCd, docNumber, docTitle, cycle, revs, age, scopeNote] of p.docs) {
        const effective = (i: number) => addDaysYmd(today, -age - (revs.length - 1 - i) * REVISION_GAP_DAYS);
        const current = effective(revs.length - 1);
        const [d] = await tx.insert(mgtDocument).values({
          plantCd: p.plantCd, deptCd: p.deptCd, categoryCd, docNumber, docTitle, ownerUserId: p.ownerUserId, reviewCycleMonths: cycle, statusCd: 'ACTIVE',
          currentRevNo: revs.length - 1, effectiveYmd: current, lastReviewYmd: current, nextReviewYmd: nextReviewOf(current, cycle), scopeNote, ...sys,
          createDt: draftedAt(effective(0)), updateDt: draftedAt(current),
        }).returning({ no: mgtDocument.docNo });
        const rows = await tx.insert(mgtDocRevision).values(revs.map((changeSummary, i) => ({
          docNo: d!.no, revNo: i, plantCd: p.plantCd, changeSummary, content: contentOf(docTitle, scopeNote, changeSummary),
          revStatusCd: i === revs.length - 1 ? 'CURRENT' : 'SUPERSEDED', apprStatusCd: 'APPROVED', effectiveYmd: effective(i),
          supersededYmd: i === revs.length - 1 ? null : effective(i + 1), createUserId: p.ownerUserId, updateUserId: p.ownerUserId, createDt: draftedAt(effective(i)),
        }))).returning({ no: mgtDocRevision.revisionNo, revNo: mgtDocRevision.revNo, changeSummary: mgtDocRevision.changeSummary });
        for (const r of rows) {
          approvals.push({
            apprTypeCd: 'MGT_DOC', recordKey: r.no, plantCd: p.plantCd, deptCd: p.deptCd, requestUserId: p.ownerUserId, approverUserIds: head ? [head] : [],
            title: `[문서 ${r.revNo === 0 ? '제정' : '개정'}] ${docNumber} ${docTitle} Rev.${r.revNo}`,
            summary: [`문서: ${docNumber} ${docTitle}`, `개정번호: ${r.revNo}`, `제·개정 사유 및 내용: ${r.changeSummary}`],
            requestDt: draftedAt(effective(r.revNo)),
          });
        }
        if (docNumber === DRAFTING.docNumber) {
          await tx.insert(mgtDocRevision).values({
            docNo: d!.no, revNo: revs.length, plantCd: p.plantCd, changeSummary: DRAFTING.changeSummary, content: contentOf(docTitle, scopeNote, DRAFTING.changeSummary),
            revStatusCd: 'DRAFT', createUserId: p.ownerUserId, updateUserId: p.ownerUserId,
          });
        }
      }
    }
    await seedDemoApprovals(tx, approvals);
  });
}
