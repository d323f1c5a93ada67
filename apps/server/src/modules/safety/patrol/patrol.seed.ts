import { sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { safPatrolFinding, safPatrolPlan, safPatrolRound } from './patrol.tables.js';

const FINDINGS: [place: string, category: string, content: string, vendor: string | null, spot: boolean][] = [
  ['보일러동 3층 정비구역', 'FALL', '비계 작업발판 고정 불량, 안전난간 중간대 미설치', 'V0001', false],
  ['터빈동 1층 출입구', 'PPE', '협력업체 근로자 2명 안전모 턱끈 미체결', 'V0001', true],
  ['석탄취급설비 C-1A', 'MACHINE', '컨베이어 풀리 방호덮개 일부 탈거 상태로 운전', null, false],
  ['옥외 변전소', 'ELEC', '임시 분전반 문 열림, 누전차단기 시험버튼 미작동', 'V0002', false],
  ['저탄장 정비고', 'HOUSEKEEP', '통로에 자재 적치', null, true],
  ['보일러동 5층', 'FIRE', '화기작업 구역 소화기 미비치', 'V0001', false],
];

/**
 * weekly patrol findings of the last three months (산안법 제64조: the 도급인 patrols weekly), joint ones for V0001/V0002,
 * linked to the weekly plan's patrols
 */
export async function seedPatrolDemo(db: Db, today: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_patrol_finding limit 1`)).length) return;
  await db.transaction(async (tx) => {
    // the plans behind them: 안전팀's weekly patrol (done on the finding days: one patrol overdue by a day), and a
    // construction area patrolled every two days with 대한플랜트정비 (the last one 3 days ago: overdue)
    const weeklyStart = addDaysYmd(today, -7 * 12 - 1);
    const [weekly] = await tx.insert(safPatrolPlan).values({
      plantCd: '1000', deptCd: 'D1210', patrolTypeCd: 'PATROL', planNm: '도급인 정기 순회점검 (보일러동·터빈동)', cycleCd: 'WEEKLY', placeNm: '보일러동·터빈동 전 구역',
      patrolUserId: 'safety01', startYmd: weeklyStart, nextDueYmd: addDaysYmd(today, 6), lastPatrolYmd: addDaysYmd(today, -1), createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safPatrolPlan.planNo });
    await tx.insert(safPatrolRound).values(Array.from({ length: 13 }, (_, i) => ({
      planNo: weekly!.no, patrolYmd: addDaysYmd(weeklyStart, 7 * i), patrolUserId: 'safety01', findingCount: 1, note: i % 4 === 0 ? '협력업체 합동' : null, rowNo: i + 1,
      createUserId: 'safety01', updateUserId: 'safety01',
    })));
    // the findings, each linked to the weekly plan's patrol of its day (the plan's rows count them)
    for (let w = 12; w >= 0; w -= 1) {
      const ymd = addDaysYmd(today, -7 * w - 1);
      const [place, category, content, vendor, spot] = FINDINGS[w % FINDINGS.length]!;
      const old = w > 2;
      await tx.insert(safPatrolFinding).values({
        statusCd: spot || old ? 'CLOSED' : 'OPEN', plantCd: '1000', deptCd: 'D1210', patrolYmd: ymd, patrolTypeCd: vendor ? 'JOINT' : 'PATROL',
        placeNm: place, categoryCd: category, content, fixedOnSpotYn: spot ? 'Y' : 'N', vendorCd: vendor, planNo: weekly!.no, planDueYmd: ymd,
        vendorAnswer: vendor && old ? '지적사항 시정 완료, 작업자 재교육 실시' : null, createUserId: 'safety01', updateUserId: 'safety01', createDt: new Date(`${ymd}T14:00:00+09:00`),
      });
    }
    const buildStart = addDaysYmd(today, -21);
    const [build] = await tx.insert(safPatrolPlan).values({
      plantCd: '1000', deptCd: 'D1210', patrolTypeCd: 'JOINT', planNm: '탈황설비 개선공사 현장 순회점검', cycleCd: 'CONSTRUCTION', placeNm: '탈황설비 공사구역', vendorCd: 'V0001',
      patrolUserId: 'safety01', startYmd: buildStart, nextDueYmd: addDaysYmd(today, -1), lastPatrolYmd: addDaysYmd(today, -3), createUserId: 'safety01', updateUserId: 'safety01',
    }).returning({ no: safPatrolPlan.planNo });
    await tx.insert(safPatrolRound).values(Array.from({ length: 10 }, (_, i) => ({
      planNo: build!.no, patrolYmd: addDaysYmd(buildStart, 2 * i), patrolUserId: 'safety01', findingCount: 0, rowNo: i + 1,
      createUserId: 'safety01', updateUserId: 'safety01',
    })));
  });
}
