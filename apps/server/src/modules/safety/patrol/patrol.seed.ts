import { sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { safPatrolFinding } from './patrol.tables.js';

const FINDINGS: [place: string, category: string, content: string, vendor: string | null, spot: boolean][] = [
  ['보일러동 3층 정비구역', 'FALL', '비계 작업발판 고정 불량, 안전난간 중간대 미설치', 'V0001', false],
  ['터빈동 1층 출입구', 'PPE', '협력업체 근로자 2명 안전모 턱끈 미체결', 'V0001', true],
  ['석탄취급설비 C-1A', 'MACHINE', '컨베이어 풀리 방호덮개 일부 탈거 상태로 운전', null, false],
  ['옥외 변전소', 'ELEC', '임시 분전반 문 열림, 누전차단기 시험버튼 미작동', 'V0002', false],
  ['저탄장 정비고', 'HOUSEKEEP', '통로에 자재 적치', null, true],
  ['보일러동 5층', 'FIRE', '화기작업 구역 소화기 미비치', 'V0001', false],
];

/** weekly patrol findings of the last three months (산안법 제64조: the 도급인 patrols weekly), joint ones for V0001/V0002 */
export async function seedPatrolDemo(db: Db, today: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_patrol_finding limit 1`)).length) return;
  await db.transaction(async (tx) => {
    for (let w = 12; w >= 0; w -= 1) {
      const ymd = addDaysYmd(today, -7 * w - 1);
      const [place, category, content, vendor, spot] = FINDINGS[w % FINDINGS.length]!;
      const old = w > 2;
      await tx.insert(safPatrolFinding).values({
        statusCd: spot || old ? 'CLOSED' : 'OPEN', plantCd: '1000', deptCd: 'D1210', patrolYmd: ymd, patrolTypeCd: vendor ? 'JOINT' : 'PATROL',
        placeNm: place, categoryCd: category, content, fixedOnSpotYn: spot ? 'Y' : 'N', vendorCd: vendor,
        vendorAnswer: vendor && old ? '지적사항 시정 완료, 작업자 재교육 실시' : null, createUserId: 'safety01', updateUserId: 'safety01', createDt: new Date(`${ymd}T14:00:00+09:00`),
      });
    }
  });
}
