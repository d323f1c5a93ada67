import { sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { safTbm, safTbmAttendee } from './tbm.tables.js';

const WORKS: [work: string, place: string, hazards: string, controls: string][] = [
  ['보일러 급수펌프 베어링 교체', '보일러동 1층 급수펌프실', '회전체 끼임, 중량물 인양 중 낙하', 'LOTO 후 잔류압력 확인, 체인블록 정격하중 확인·신호수 배치'],
  ['석탄 컨베이어 벨트 정렬 조정', '저탄장 C-1A 컨베이어', '벨트 말림, 분진 흡입', '비상정지 스위치 위치 공유, 방진마스크 착용'],
  ['터빈동 5층 배관 보온재 교체', '터빈동 5층', '고소 추락, 고온 배관 화상', '안전대 체결, 배관 온도 측정 후 작업'],
  ['변압기 주변 제초 작업', '옥외 변전소', '감전, 예초기 비산물', '충전부 이격거리 확보, 보안면 착용'],
];

/**
 * TBMs of the last 60 days (weekdays) of 발전1팀, led by worker01 with two employees and a contractor worker, all signed.
 */
export async function seedTbmDemo(db: Db, today: string, signature: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_tbm limit 1`)).length) return;
  await db.transaction(async (tx) => {
    for (let d = 60; d >= 1; d -= 1) {
      const ymd = addDaysYmd(today, -d);
      const dow = new Date(`${ymd}T00:00:00Z`).getUTCDay();
      if (dow === 0 || dow === 6) continue;
      const [work, place, hazards, controls] = WORKS[d % WORKS.length]!;
      const [row] = await tx.insert(safTbm).values({
        statusCd: 'DONE', plantCd: '1000', deptCd: 'D1310', leaderUserId: 'worker01', tbmYmd: ymd, tbmTime: '08:10', vendorCd: d % 3 === 0 ? 'V0001' : null,
        workNm: work, placeNm: place, hazards, controls, ppeCheckedYn: 'Y', healthCheckedYn: 'Y', ppeNote: '안전모·안전화·보안경',
        createUserId: 'worker01', updateUserId: 'worker01', createDt: new Date(`${ymd}T08:10:00+09:00`),
      }).returning({ no: safTbm.tbmNo });
      await tx.insert(safTbmAttendee).values([
        ['EMP', '박현장', '발전1팀'], ['EMP', '이운전', '발전1팀'], ['VENDOR', '한정비', '(주)대한플랜트정비'],
      ].map(([type, nm, org], i) => ({ tbmNo: row!.no, attendeeTypeCd: type!, attendeeNm: nm!, orgNm: org!, healthOkYn: 'Y', signature, rowNo: i + 1, createUserId: 'worker01', updateUserId: 'worker01' })));
    }
  });
}

