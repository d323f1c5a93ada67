import { sql } from 'drizzle-orm';
import { addDaysYmd, ymdIn } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { createAction } from '../../impr/impr.service.js';
import { safObservation, safObservationTally } from './observation.tables.js';

type TPlantDemo = { plantCd: string; safety: string; tasks: [area: string, task: string][] };
const PLANTS: TPlantDemo[] = [
  {
    plantCd: '1000', safety: 'safety01', tasks: [
      ['E_BOILER', '보일러 수냉벽 튜브 누설 점검'], ['E_BOILER', '미분기 라이너 교체'], ['E_BOILER', '버너 노즐 청소'],
      ['E_TURBINE', '터빈 윤활유 필터 교체'], ['E_TURBINE', '급수펌프 메커니컬 실 교체'], ['E_TURBINE', '복수기 세관 작업'],
      ['E_COAL', '컨베이어 벨트 이음 작업'], ['E_COAL', '석탄 취급설비 낙탄 청소'], ['E_FGD', '흡수탑 순환펌프 임펠러 점검'],
      ['E_FGD', '석회석 슬러리 배관 막힘 제거'], ['E_SWITCHYARD', '변압기 절연유 시료 채취'], ['E_SWITCHYARD', '차단기 정기 점검'],
      ['E_WATER', '수처리 약품 보충'], ['E_WATER', '여과기 역세척 밸브 정비'],
    ],
  },
  {
    plantCd: '2000', safety: 'gas01', tasks: [
      ['G_JETTY', 'LNG 언로딩암 연결·분리'], ['G_JETTY', '부두 계류줄 정리'], ['G_TANK', '저장탱크 레벨계 교정'],
      ['G_TANK', '탱크 지붕 안전밸브 점검'], ['G_VAPORIZER', '해수식 기화기 스트레이너 청소'], ['G_VAPORIZER', '기화기 출구 밸브 그리스 주입'],
      ['G_BOG', 'BOG 압축기 흡입밸브 점검'], ['G_BOG', '압축기 윤활유 보충'], ['G_SENDOUT', '송출 배관 플랜지 볼트 조임'],
      ['G_SENDOUT', '부취제 주입설비 점검'],
    ],
  },
];
const CATEGORIES = ['PPE', 'POSITION', 'TOOLS', 'HOUSEKEEPING', 'PROCEDURE'] as const;
const AT_RISK: Record<(typeof CATEGORIES)[number], string[]> = {
  PPE: ['보안경 미착용', '안전대 고리 미체결', '방열장갑 대신 면장갑 착용'],
  POSITION: ['회전체 근접 위치에서 작업', '중량물을 허리 굽혀 인양', '인양물 하부 통과'],
  TOOLS: ['피복 손상 전선 사용', '규격 외 스패너에 파이프 끼워 사용', '사다리 미고정'],
  HOUSEKEEPING: ['통로에 자재 적치', '오일 누유 흔적 방치', '호스가 통로를 가로지름'],
  PROCEDURE: ['LOTO 잠금장치 미부착', '작업허가서 현장 미게시', '가스 측정 없이 작업 시작'],
};
const COMMENTS = ['작업자 전원 보호구 착용 양호', '작업 전 TBM 내용대로 진행', '협력업체 작업자와 함께 관찰', '작업 중 대화로 즉시 피드백', '신규 작업자 포함'];

/**
 * ~18 months of behaviour observations for both demo plants: a few a week per plant by people of the plant's departments,
 * mostly safe; about one in eight with an at-risk behaviour, a third of those turned into an improvement action (most
 * done on time by `settleDemoActions`, which closes the observation with its action).
 */
export async function seedObservationDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_observation limit 1`)).length) return;
  const today = ymdIn(new Date(), 'Asia/Seoul');
  let seed = 20261129;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  await db.transaction(async (tx) => {
    for (const plant of PLANTS) {
      const people = await queryRows<{ user_id: string; dept_cd: string; duty_cd: string | null }>(tx, sql`
        select user_id, dept_cd, duty_cd from com_user where plant_cd = ${plant.plantCd} and user_type = 'U' and use_yn = 'Y' and dept_cd is not null order by user_id`);
      if (!people.length) continue;
      const leaders = new Map(people.filter((p) => p.duty_cd === 'DUT03').map((p) => [p.dept_cd, p.user_id]));
      for (let day = 548; day >= 1; day -= 1) {
        // about three a week (fewer at weekends), none most days
        if (rand() > 0.42) continue;
        const ymd = addDaysYmd(today, -day);
        const who = pick(people);
        const [area, task] = pick(plant.tasks);
        const hour = 8 + Math.floor(rand() * 9);
        const time = `${String(hour).padStart(2, '0')}:${pick(['00', '10', '20', '30', '40', '50'])}`;
        const risky = rand() < 0.13;
        const riskCat = risky ? pick(CATEGORIES) : null;
        const tallies = CATEGORIES.filter((c) => c === riskCat || rand() < 0.8).map((c, i) => ({
          categoryCd: c, safeCnt: 1 + Math.floor(rand() * 4), riskCnt: c === riskCat ? 1 + Math.floor(rand() * 2) : 0,
          note: c === riskCat ? pick(AT_RISK[c]) : null, rowNo: i + 1,
        }));
        const safe = tallies.reduce((a, r) => a + r.safeCnt, 0);
        const risk = tallies.reduce((a, r) => a + r.riskCnt, 0);
        const withAction = risky && rand() < 0.4;
        const assignee = leaders.get(who.dept_cd) ?? plant.safety;
        const due = withAction ? addDaysYmd(ymd, 14) : null;
        const at = new Date(`${ymd}T${time}:00+09:00`);
        // all-safe and fed-back at-risk observations are closed after a week; recent ones wait for the safety team
        const status = withAction ? 'ACTION' : day > 7 ? 'CLOSED' : 'OPEN';
        const [o] = await tx.insert(safObservation).values({
          statusCd: status, plantCd: plant.plantCd, deptCd: who.dept_cd, areaCd: area, taskNm: task, obsYmd: ymd, obsTime: time,
          observerUserId: who.user_id, anonymousYn: rand() < 0.1 ? 'Y' : 'N', peopleCnt: 1 + Math.floor(rand() * 5), feedbackYn: risky || rand() < 0.7 ? 'Y' : 'N',
          safeCnt: safe, riskCnt: risk, comment: risky ? `${tallies.find((r) => r.riskCnt)!.note} — 현장에서 즉시 시정 요청` : pick(COMMENTS),
          assigneeUserId: withAction ? assignee : null, dueYmd: due, version: 1,
          createUserId: who.user_id, updateUserId: who.user_id, createDt: at, updateDt: at,
        }).returning({ no: safObservation.obsNo });
        await tx.insert(safObservationTally).values(tallies.map((r) => ({ ...r, obsNo: o!.no, createUserId: who.user_id, updateUserId: who.user_id, updateDt: at })));
        const closer = withAction ? plant.safety : plant.safety;
        if (withAction) {
          const a = await createAction(tx, {
            sourceTypeCd: 'OBSERVATION', sourceKey: String(o!.no), actionTypeCd: 'REQUEST', plantCd: plant.plantCd, deptCd: who.dept_cd,
            title: `행동관찰 불안전 행동 개선: ${task}`, assigneeUserId: assignee, dueYmd: due!,
            description: `${ymd} ${time} 행동관찰\n- ${tallies.find((r) => r.riskCnt)!.note}`,
          }, plant.safety);
          await tx.update(safObservation).set({ actionNo: Number(a.actionNo) }).where(sql`obs_no = ${o!.no}`);
          await queryRows(tx, sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
            values ('safObservation', ${String(o!.no)}, 'TO_ACTION', 'OPEN', 'ACTION', null, ${closer}, ${new Date(at.getTime() + 3_600_000)})`);
        } else if (status === 'CLOSED') {
          await queryRows(tx, sql`insert into com_status_history (entity, entity_key, action_cd, from_status_cd, to_status_cd, comment, user_id, create_dt)
            values ('safObservation', ${String(o!.no)}, 'CLOSE', 'OPEN', 'CLOSED', null, ${closer}, ${new Date(at.getTime() + 86_400_000)})`);
        }
      }
    }
  });
}
