import { sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { safMoc, safMocPssr, safMocReview } from './moc.tables.js';

/** two changes in different stages: a permanent one in PSSR, a temporary one under technical review */
export async function seedMocDemo(db: Db, today: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_moc limit 1`)).length) return;
  await db.transaction(async (tx) => {
    const [a] = await tx.insert(safMoc).values({
      statusCd: 'PSSR', plantCd: '1000', deptCd: 'D1410', mocTypeCd: 'PERMANENT', mocTitle: '급수펌프 B 임펠러 재질 변경 (주철 → STS)',
      description: '캐비테이션 마모가 반복되는 급수펌프 B의 임펠러를 스테인리스로 교체', reason: '최근 1년 3회 마모 교체', documentsChanged: 'P&ID 1-FW-002 Rev.3, 정비절차서 MP-FW-07',
      riskAssessmentRef: 'RA-2026-031', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safMoc.mocNo });
    await tx.insert(safMocReview).values([['기계', 'APPROVE', '재질 적합'], ['운전', 'APPROVE', '운전 조건 변화 없음'], ['안전', 'COMMENT', '교체 작업 시 LOTO 절차 준수']]
      .map(([d, c, m], i) => ({ mocNo: a!.no, disciplineNm: d!, reviewerUserId: 'safety01', decisionCd: c!, reviewComment: m!, rowNo: i + 1 })));
    await tx.insert(safMocPssr).values([['설계 조건대로 설치되었는가', 'PASS'], ['운전 절차서가 개정되고 교육되었는가', null], ['시운전 진동 측정값이 기준 이내인가', null]]
      .map(([n, r], i) => ({ mocNo: a!.no, itemNm: n!, resultCd: r, rowNo: i + 1 })));
    const [b] = await tx.insert(safMoc).values({
      statusCd: 'REVIEW', plantCd: '1000', deptCd: 'D1330', mocTypeCd: 'TEMPORARY', mocTitle: '저탄장 임시 우회 컨베이어 설치', expiryYmd: addDaysYmd(today, 45),
      description: 'C-1A 정비 기간 중 임시 우회 라인 운영', reason: '계획예방정비', createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safMoc.mocNo });
    await tx.insert(safMocReview).values([{ mocNo: b!.no, disciplineNm: '기계', reviewerUserId: 'safety01', rowNo: 1 }, { mocNo: b!.no, disciplineNm: '안전', reviewerUserId: 'safety01', rowNo: 2 }]);
  });
}
