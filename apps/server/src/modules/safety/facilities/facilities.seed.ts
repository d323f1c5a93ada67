import { sql } from 'drizzle-orm';
import { addDaysYmd, addMonthsYmd } from '@jikim/shared';
import { queryRows, type Db } from '../../../db/client.js';
import { safFacility, safFacilityInspection } from './facilities.tables.js';

type TFac = [plantCd: string, deptCd: string, code: string, name: string, type: string, place: string, legal: boolean, cycleMonths: number, lastDaysAgo: number];

// lastDaysAgo: the last passed inspection, so that some are overdue, some due within a month, most later
const FACILITIES: TFac[] = [
  ['1000', 'D1410', 'CR-101', '터빈동 천장크레인 50톤', 'CRANE', '터빈동 1층', true, 24, 700],
  ['1000', 'D1410', 'CR-102', '보일러동 호이스트 5톤', 'CRANE', '보일러동 3층', true, 24, 745],
  ['1000', 'D1410', 'CR-201', '석탄취급설비 정비용 크레인 10톤', 'CRANE', '저탄장 정비고', true, 24, 300],
  ['1000', 'D1410', 'LF-101', '보일러동 화물용 리프트', 'LIFT', '보일러동', true, 24, 720],
  ['1000', 'D1410', 'PV-301', '탈기기(Deaerator)', 'PRESSURE', '터빈동 5층', true, 24, 500],
  ['1000', 'D1410', 'PV-302', '압축공기 저장탱크 #1', 'PRESSURE', '압축기실', true, 24, 735],
  ['1000', 'D1420', 'PV-303', '수소 냉각 가스 저장용기', 'PRESSURE', '발전기동', true, 24, 100],
  ['1000', 'D1330', 'LEV-01', '석탄분석실 국소배기장치', 'LEV', '연료분석실', true, 24, 710],
  ['1000', 'D1330', 'CV-01', '석탄이송 컨베이어 C-1A', 'CONVEYOR', '저탄장~보일러동', true, 24, 400],
  ['1000', 'D1410', 'AW-01', '정비용 고소작업대', 'AERIAL', '정비고', true, 24, 650],
  ['1000', 'D1210', 'FR-01', '터빈동 스프링클러 설비', 'FIRE', '터빈동', false, 12, 330],
  ['1000', 'D1420', 'EL-01', '154kV 변전설비', 'ELEC', '옥외 변전소', false, 12, 200],
  ['2000', 'D2310', 'GC-01', '하역부두 겐트리 크레인', 'CRANE', '하역부두', true, 24, 710],
  ['2000', 'D2320', 'PV-B01', 'BOG 압축기 흡입드럼', 'PRESSURE', 'BOG 압축기동', true, 48, 1400],
  ['2000', 'D2320', 'PV-B02', 'LNG 재응축기', 'PRESSURE', '재응축기 구역', true, 48, 600],
  ['2000', 'D2220', 'LEV-21', '분석실 국소배기장치', 'LEV', '품질분석실', true, 24, 400],
  ['2000', 'D2330', 'EL-21', '송출설비 변전설비', 'ELEC', '송출동', false, 12, 380],
];

/** the facility master of both plants with two inspections each (legal ones by KOSHA, internal ones by the plant) */
export async function seedFacilityDemo(db: Db, today: string): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_facility limit 1`)).length) return;
  await db.transaction(async (tx) => {
    for (const [plantCd, deptCd, code, name, type, place, legal, cycle, daysAgo] of FACILITIES) {
      const last = addDaysYmd(today, -daysAgo);
      const prev = addMonthsYmd(last, -cycle);
      const user = plantCd === '1000' ? 'safety01' : 'gas01';
      const [f] = await tx.insert(safFacility).values({
        plantCd, deptCd, facilityCd: code, facilityNm: name, facilityTypeCd: type, placeNm: place, legalTargetYn: legal ? 'Y' : 'N',
        inspectionCycleMonths: cycle, lastInspectionYmd: last, nextInspectionYmd: addMonthsYmd(last, cycle), createUserId: user, updateUserId: user,
      }).returning({ no: safFacility.facilityNo });
      await tx.insert(safFacilityInspection).values([prev, last].map((ymd, i) => ({
        facilityNo: f!.no, inspectionYmd: ymd, inspectionKindCd: legal ? 'LEGAL' : 'INTERNAL', resultCd: 'PASS',
        agencyNm: legal ? '한국산업안전보건공단' : '자체 점검반', certNo: legal ? `KOSHA-${ymd.slice(0, 4)}-${code}-${i + 1}` : null,
        remark: i === 1 ? '지적사항 없음' : null, createUserId: user, updateUserId: user,
      })));
    }
  });
}
