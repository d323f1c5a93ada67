import { sql } from 'drizzle-orm';
import { addDaysYmd, SAF_MOC_APPR_TYPE } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { demoDeptHead, seedDemoApproval } from '../../approvals/approvals.demo.js';
import { safMoc, safMocPssr, safMocReview } from './moc.tables.js';

/**
 * two changes in different stages: a permanent one in PSSR (reviewed by the mechanical and operations team leaders and
 * a safety engineer), a temporary one under technical review (the mechanical team leader answered; the fuel team
 * leader and the safety engineer still have to). Reviewers are demo users (e0033 기계팀장, e0029 연료팀장, e0021 발전1팀장,
 * e0010 안전팀), who read the MOC menu and answer their own rows.
 */
export async function seedMocDemo(db: Db, today: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_moc limit 1`)).length) return;
  await db.transaction(async (tx) => {
    const [a] = await tx.insert(safMoc).values({
      statusCd: 'PSSR', plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: '급수펌프 B 임펠러 재질 변경 (주철 → STS)',
      description: '캐비테이션 마모가 반복되는 급수펌프 B의 임펠러를 스테인리스로 교체', reason: '최근 1년 3회 마모 교체', documentsChanged: 'P&ID 1-FW-002 Rev.3, 정비절차서 MP-FW-07',
      riskAssessmentRef: 'RA-2026-031', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safMoc.mocNo });
    await tx.insert(safMocReview).values([['기계', 'e0033', 'APPROVE', '재질 적합'], ['운전', 'e0021', 'APPROVE', '운전 조건 변화 없음'], ['안전', 'e0010', 'COMMENT', '교체 작업 시 LOTO 절차 준수']]
      .map(([d, u, c, m], i) => ({ mocNo: a!.no, disciplineNm: d!, reviewerUserId: u!, decisionCd: c!, reviewComment: m!, rowNo: i + 1, updateUserId: u! })));
    await tx.insert(safMocPssr).values([['설계 조건대로 설치되었는가', 'PASS'], ['운전 절차서가 개정되고 교육되었는가', null], ['시운전 진동 측정값이 기준 이내인가', null]]
      .map(([n, r], i) => ({ mocNo: a!.no, itemNm: n!, resultCd: r, rowNo: i + 1 })));
    // in PSSR, so its change was approved: the request behind it (the requesting team's leader, then the safety team's)
    const approvers = [await demoDeptHead(tx, 'D1410'), await demoDeptHead(tx, 'D1210')].filter((x): x is string => !!x);
    await seedDemoApproval(tx, {
      apprTypeCd: SAF_MOC_APPR_TYPE, recordKey: a!.no, plantCd: '1000', deptCd: 'D1410', title: '급수펌프 B 임펠러 재질 변경 (주철 → STS)',
      requestUserId: 'safety01', approverUserIds: approvers, requestDt: new Date(`${addDaysYmd(today, -20)}T14:00:00+09:00`),
    });
    const [b] = await tx.insert(safMoc).values({
      statusCd: 'REVIEW', plantCd: '1000', deptCd: 'D1330', mocTypeCd: 'TEMPORARY', mocTitle: '저탄장 임시 우회 컨베이어 설치', expiryYmd: addDaysYmd(today, 45),
      description: 'C-1A 정비 기간 중 임시 우회 라인 운영', reason: '계획예방정비', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safMoc.mocNo });
    await tx.insert(safMocReview).values([
      { mocNo: b!.no, disciplineNm: '기계', reviewerUserId: 'e0033', decisionCd: 'APPROVE', reviewComment: '우회 컨베이어 지지대 구조 검토 완료', rowNo: 1, updateUserId: 'e0033' },
      { mocNo: b!.no, disciplineNm: '운전', reviewerUserId: 'e0029', rowNo: 2 },
      { mocNo: b!.no, disciplineNm: '안전', reviewerUserId: 'e0010', rowNo: 3 },
    ]);
  });
}
