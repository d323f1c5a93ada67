import { sql } from 'drizzle-orm';
import { addDaysYmd, ALL_PLANTS_CODE, HOLIDAY_TYPE_CODE_GROUP, LICENSE_TYPE_CODE_GROUP, SCHEDULE_TYPE_CODE_GROUP } from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { plantToday } from '../../lib/plant-time.js';
import { mgtSchedule, mgtScheduleAttendee, safHoliday, safLicense, safLicenseStep } from './calendar.tables.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string];
const TYPES: Code[] = [
  ['PUBLIC', '공휴일', 'Public holiday', '公休日', 'Festivo'],
  ['SUBSTITUTE', '대체공휴일', 'Substitute holiday', '替代公休日', 'Festivo sustitutorio'],
  ['ELECTION', '선거일', 'Election day', '选举日', 'Día de elecciones'],
  ['PLANT', '사업장 휴무일', 'Plant day off', '工厂休息日', 'Día libre de la planta'],
];

/** 인허가 종류 (code data; a plant adds its own) */
const LICENSE_TYPES: Code[] = [
  ['ELECTRIC', '전기사업 허가', 'Electricity business licence', '电力事业许可', 'Licencia de negocio eléctrico'],
  ['HIGH_GAS', '고압가스 제조·저장 허가', 'High-pressure gas licence', '高压气体制造·储存许可', 'Licencia de gas a alta presión'],
  ['HAZMAT', '위험물 제조소등 설치허가', 'Hazardous materials facility permit', '危险物设施设置许可', 'Permiso de instalación de mercancías peligrosas'],
  ['AIR', '대기배출시설 설치허가', 'Air emission facility permit', '大气排放设施设置许可', 'Permiso de emisiones atmosféricas'],
  ['WATER', '폐수배출시설 설치허가', 'Wastewater discharge permit', '废水排放设施设置许可', 'Permiso de vertido de aguas residuales'],
  ['CHEM', '유해화학물질 영업허가', 'Hazardous chemicals business licence', '有害化学物质营业许可', 'Licencia de productos químicos peligrosos'],
  ['PUBLIC_WATER', '공유수면 점용·사용허가', 'Public waters occupancy permit', '公有水面占用·使用许可', 'Permiso de ocupación de aguas públicas'],
  ['GROUNDWATER', '지하수 개발·이용허가', 'Groundwater use permit', '地下水开发·利用许可', 'Permiso de uso de aguas subterráneas'],
  ['ETC', '기타 인허가', 'Other licence', '其他许可', 'Otra licencia'],
];
/** 일정 종류 (code data) */
const SCHEDULE_TYPES: Code[] = [
  ['AUDIT', '심사·감사', 'Audit', '审核', 'Auditoría'],
  ['INSPECTION', '관계기관 점검', 'Authority inspection', '政府检查', 'Inspección oficial'],
  ['DRILL', '비상대응 훈련', 'Emergency drill', '应急演练', 'Simulacro'],
  ['SHUTDOWN', '계획예방정비', 'Planned overhaul', '计划预防检修', 'Parada planificada'],
  ['COMMITTEE', '위원회·협의체', 'Committee meeting', '委员会会议', 'Reunión de comité'],
  ['EDUCATION', '교육', 'Training', '培训', 'Formación'],
  ['ETC', '기타', 'Other', '其他', 'Otro'],
];

/**
 * 관공서의 공휴일에 관한 규정 (대통령령): the public holidays, the substitute holidays of 제3조 (설날·추석 on a Sunday,
 * 삼일절·어린이날·광복절·개천절·한글날·부처님오신날·성탄절 on a weekend) and election days, per year. Lunar dates follow the
 * 한국천문연구원 월력요항; an administrator checks next year's list when it is published.
 */
export const KOREAN_HOLIDAYS: [ymd: string, type: string, name: string][] = [
  ['2026-01-01', 'PUBLIC', '신정'],
  ['2026-02-16', 'PUBLIC', '설날 연휴'], ['2026-02-17', 'PUBLIC', '설날'], ['2026-02-18', 'PUBLIC', '설날 연휴'],
  ['2026-03-01', 'PUBLIC', '삼일절'], ['2026-03-02', 'SUBSTITUTE', '대체공휴일(삼일절)'],
  ['2026-05-05', 'PUBLIC', '어린이날'],
  ['2026-05-24', 'PUBLIC', '부처님오신날'], ['2026-05-25', 'SUBSTITUTE', '대체공휴일(부처님오신날)'],
  ['2026-06-03', 'ELECTION', '제9회 전국동시지방선거'],
  ['2026-06-06', 'PUBLIC', '현충일'],
  ['2026-08-15', 'PUBLIC', '광복절'], ['2026-08-17', 'SUBSTITUTE', '대체공휴일(광복절)'],
  ['2026-09-24', 'PUBLIC', '추석 연휴'], ['2026-09-25', 'PUBLIC', '추석'], ['2026-09-26', 'PUBLIC', '추석 연휴'],
  ['2026-10-03', 'PUBLIC', '개천절'], ['2026-10-05', 'SUBSTITUTE', '대체공휴일(개천절)'],
  ['2026-10-09', 'PUBLIC', '한글날'],
  ['2026-12-25', 'PUBLIC', '기독탄신일'],
  ['2027-01-01', 'PUBLIC', '신정'],
  ['2027-02-05', 'PUBLIC', '설날 연휴'], ['2027-02-06', 'PUBLIC', '설날'], ['2027-02-07', 'PUBLIC', '설날 연휴'], ['2027-02-08', 'SUBSTITUTE', '대체공휴일(설날)'],
  ['2027-03-01', 'PUBLIC', '삼일절'],
  ['2027-05-05', 'PUBLIC', '어린이날'],
  ['2027-05-13', 'PUBLIC', '부처님오신날'],
  ['2027-06-06', 'PUBLIC', '현충일'],
  ['2027-08-15', 'PUBLIC', '광복절'], ['2027-08-16', 'SUBSTITUTE', '대체공휴일(광복절)'],
  ['2027-09-14', 'PUBLIC', '추석 연휴'], ['2027-09-15', 'PUBLIC', '추석'], ['2027-09-16', 'PUBLIC', '추석 연휴'],
  ['2027-10-03', 'PUBLIC', '개천절'], ['2027-10-04', 'SUBSTITUTE', '대체공휴일(개천절)'],
  ['2027-10-09', 'PUBLIC', '한글날'], ['2027-10-11', 'SUBSTITUTE', '대체공휴일(한글날)'],
  ['2027-12-25', 'PUBLIC', '기독탄신일'], ['2027-12-27', 'SUBSTITUTE', '대체공휴일(기독탄신일)'],
];

/** every installation: the holiday kinds and the national holidays of the current and next year (plant 0000) */
export async function seedCalendarBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values({ codeGroupCd: HOLIDAY_TYPE_CODE_GROUP, codeGroupNm: '휴일 종류', systemYn: 'Y' }).onConflictDoNothing();
  await tx.insert(codeMaster).values(TYPES.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: HOLIDAY_TYPE_CODE_GROUP, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }))).onConflictDoNothing();
  for (const [grp, nm, codes] of [[LICENSE_TYPE_CODE_GROUP, '인허가 종류', LICENSE_TYPES], [SCHEDULE_TYPE_CODE_GROUP, '일정 종류', SCHEDULE_TYPES]] as const) {
    await tx.insert(codeGroup).values({ codeGroupCd: grp, codeGroupNm: nm, systemYn: 'N' }).onConflictDoNothing();
    await tx.insert(codeMaster).values(codes.map(([code, ko, en, zh, es], i) => ({
      codeGroupCd: grp, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
    }))).onConflictDoNothing();
  }
  await tx.insert(safHoliday).values(KOREAN_HOLIDAYS.map(([ymd, holidayTypeCd, holidayNm]) => ({
    plantCd: ALL_PLANTS_CODE, ymd, holidayTypeCd, holidayNm, createUserId: 'system', updateUserId: 'system',
  }))).onConflictDoNothing();
}

/** demo: each plant's own days off (근로자의 날, the plant's founding day, the planned overhaul's shutdown days) */
export async function seedCalendarDemo(db: Db): Promise<void> {
  const plants = await queryRows<{ code: string }>(db, sql`select code from com_code_master where code_group_cd = 'COM_PLANT_CD' and code <> '0000' and use_yn = 'Y' order by code`);
  const rows = plants.flatMap(({ code }, i) => [
    { plantCd: code, ymd: '2026-05-01', holidayTypeCd: 'PLANT', holidayNm: '근로자의 날' },
    { plantCd: code, ymd: '2027-05-01', holidayTypeCd: 'PLANT', holidayNm: '근로자의 날' },
    { plantCd: code, ymd: i === 0 ? '2026-07-01' : '2026-11-02', holidayTypeCd: 'PLANT', holidayNm: '창립기념일' },
    { plantCd: code, ymd: i === 0 ? '2027-07-01' : '2027-11-02', holidayTypeCd: 'PLANT', holidayNm: '창립기념일' },
  ]);
  if (rows.length) await db.insert(safHoliday).values(rows.map((r) => ({ ...r, createUserId: 'system', updateUserId: 'system' }))).onConflictDoNothing();
  await seedRegistersDemo(db);
}

type TLicenseDemo = [plantCd: string, deptCd: string, type: string, nm: string, issuer: string, no: string, issuedDaysAgo: number, expiresInDays: number | null, owner: string, conditions: string];
/** the plants' licences; expiries relative to the plant's today so that the calendar always has some ahead */
const LICENSES: TLicenseDemo[] = [
  ['1000', 'D1210', 'ELECTRIC', '발전사업 허가 (서해화력 1~4호기)', '산업통상자원부', '전기-1998-0412', 9_800, null, 'safety01', '전기사업법 제7조. 설비용량 변경 시 변경허가.'],
  ['1000', 'D1210', 'AIR', '대기배출시설 설치허가 (보일러 1~4호기)', '충청남도', '충남-대기-2019-0087', 2_600, null, 'safety01', '배출허용기준: 먼지 10, SOx 50, NOx 50 ppm. 굴뚝자동측정기기(TMS) 상시 운영.'],
  ['1000', 'D1210', 'WATER', '폐수배출시설 설치허가 (종합폐수처리장)', '충청남도', '충남-수질-2017-0031', 3_300, null, 'safety01', '1종 사업장. 방류수 수질기준 준수, 수질TMS 운영.'],
  ['1000', 'D1210', 'CHEM', '유해화학물질 영업허가 (사용업: 암모니아, 염산, 가성소다)', '금강유역환경청', '금강-유해-2020-0019', 2_200, null, 'safety01', '취급시설 정기검사 매년, 안전진단 4년마다(화학물질관리법 제24조·제26조).'],
  ['1000', 'D1210', 'HIGH_GAS', '고압가스 저장소 허가 (발전기 냉각용 수소)', '당진시', '당진-고압-2016-0005', 3_700, null, 'safety01', '저장능력 3,000 ㎥. 정기검사 매년(한국가스안전공사).'],
  ['1000', 'D1210', 'HAZMAT', '위험물 옥외탱크저장소 설치허가 (경유 5,000 kL)', '당진소방서', '당진소방-위-2012-11', 5_100, null, 'safety01', '정기점검 연 1회, 정밀정기검사 11년 주기(위험물안전관리법 제18조).'],
  ['1000', 'D1210', 'PUBLIC_WATER', '공유수면 점용·사용허가 (냉각수 취수로·방수로)', '해양수산부 대산지방해양수산청', '대산-공유-2017-03', 3_400, 45, 'safety01', '점용료 연납. 기간 만료 1개월 전까지 기간연장 신청(공유수면법 제8조·제10조).'],
  ['1000', 'D1210', 'GROUNDWATER', '지하수 이용허가 (보충수 관정 2공)', '당진시', '당진-지하수-2022-014', 1_600, 230, 'safety01', '유효기간 5년(지하수법 제7조의3). 만료 전 연장허가 신청, 수질검사 결과 첨부.'],
  ['2000', 'D2210', 'HIGH_GAS', '고압가스 제조허가 (LNG 저장·기화·송출)', '통영시', '통영-고압-2002-0001', 8_700, null, 'gas01', '저장탱크 16기. 정기검사 매년, 안전성향상계획(SMS) 이행.'],
  ['2000', 'D2210', 'PUBLIC_WATER', '공유수면 점용·사용허가 (LNG 선석·해수 취수)', '해양수산부 마산지방해양수산청', '마산-공유-2016-07', 3_800, 20, 'gas01', '기간 만료 1개월 전까지 기간연장 신청.'],
  ['2000', 'D2210', 'WATER', '폐수배출시설 설치허가 (해수 방류)', '경상남도', '경남-수질-2015-0044', 4_000, null, 'gas01', '잔류염소 관리, 방류수 온도차 관리.'],
  ['2000', 'D2210', 'GROUNDWATER', '지하수 이용허가 (소방용수 관정)', '통영시', '통영-지하수-2021-006', 1_900, 120, 'gas01', '유효기간 5년(지하수법 제7조의3).'],
];

type TScheduleDemo = [plantCd: string, deptCd: string, type: string, title: string, startOffset: number, days: number, place: string, owner: string, attendees: string[]];
/** a year of plant events around today: committees every quarter, drills, the overhaul, audits and inspections */
const SCHEDULES: TScheduleDemo[] = [
  ['1000', 'D1210', 'COMMITTEE', '정기 산업안전보건위원회 (분기)', -75, 1, '본관 대회의실', 'safety01', ['e0009', 'worker01']],
  ['1000', 'D1210', 'COMMITTEE', '정기 산업안전보건위원회 (분기)', 16, 1, '본관 대회의실', 'safety01', ['e0009', 'worker01']],
  ['1000', 'D1210', 'COMMITTEE', '정기 산업안전보건위원회 (분기)', 107, 1, '본관 대회의실', 'safety01', ['e0009', 'worker01']],
  ['1000', 'D1210', 'DRILL', '암모니아 누출 비상대응 합동훈련 (소방서 합동)', 9, 1, '탈질설비(SCR) 암모니아 저장소', 'safety01', ['e0009', 'worker01']],
  ['1000', 'D1210', 'DRILL', '하반기 소방 종합훈련', -40, 1, '보일러동 및 석탄취급설비', 'safety01', ['worker01']],
  ['1000', 'D1210', 'SHUTDOWN', '3호기 계획예방정비 (O/H)', 38, 42, '3호기 보일러·터빈', 'safety01', ['e0009']],
  ['1000', 'D1210', 'AUDIT', 'ISO 45001 사후심사', 60, 2, '본관', 'safety01', ['e0009']],
  ['1000', 'D1210', 'INSPECTION', '고용노동부 보령지청 사업장 감독', 24, 2, '전 사업장', 'safety01', ['e0009']],
  ['1000', 'D1210', 'EDUCATION', '관리감독자 정기교육 (하반기)', 4, 1, '교육관 2층', 'safety01', ['worker01']],
  ['2000', 'D2210', 'COMMITTEE', '정기 산업안전보건위원회 (분기)', 18, 1, '관리동 회의실', 'gas01', []],
  ['2000', 'D2210', 'DRILL', 'LNG 저장탱크 누출 가상 비상훈련', 12, 1, '저장탱크 TK-07 주변', 'gas01', []],
  ['2000', 'D2210', 'INSPECTION', '한국가스안전공사 정기검사', 30, 5, '저장·기화·송출설비', 'gas01', []],
  ['2000', 'D2210', 'AUDIT', 'PSM 이행상태 자체감사', -20, 3, '기지 전역', 'gas01', []],
];

/** demo licences and schedules (idempotent: once per plant) */
async function seedRegistersDemo(db: Db): Promise<void> {
  const today = plantToday();
  const have = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saf_license`);
  if ((have[0]?.n ?? 0) > 0) return;
  const sys = { createUserId: 'system', updateUserId: 'system' };
  await db.transaction(async (tx) => {
    for (const [plantCd, deptCd, licenseTypeCd, licenseNm, issuerNm, licenseNumber, ago, expires, ownerUserId, conditions] of LICENSES) {
      const expiryYmd = expires === null ? null : addDaysYmd(today, expires);
      const [l] = await tx.insert(safLicense).values({
        plantCd, deptCd, licenseTypeCd, licenseNm, issuerNm, licenseNumber, issueYmd: addDaysYmd(today, -ago), expiryYmd, ownerUserId, conditions, ...sys,
      }).returning({ no: safLicense.licenseNo });
      if (expiryYmd) {
        await tx.insert(safLicenseStep).values([
          { licenseNo: l!.no, rowNo: 1, stepNm: '연장 신청 서류 준비 (측량도, 사용 실적)', dueYmd: addDaysYmd(expiryYmd, -60), doneYmd: (expires ?? 0) > 60 ? null : addDaysYmd(expiryYmd, -62), ...sys },
          { licenseNo: l!.no, rowNo: 2, stepNm: '허가기관에 기간연장 신청', dueYmd: addDaysYmd(expiryYmd, -30), doneYmd: null, ...sys },
          { licenseNo: l!.no, rowNo: 3, stepNm: '연장 허가증 수령·등록', dueYmd: expiryYmd, doneYmd: null, ...sys },
        ]);
      }
    }
    for (const [plantCd, deptCd, scheduleTypeCd, scheduleTitle, offset, days, place, ownerUserId, attendees] of SCHEDULES) {
      const startYmd = addDaysYmd(today, offset);
      const [s] = await tx.insert(mgtSchedule).values({
        plantCd, deptCd, scheduleTypeCd, scheduleTitle, startYmd, endYmd: addDaysYmd(startYmd, days - 1), place, ownerUserId, ...sys,
      }).returning({ no: mgtSchedule.scheduleNo });
      if (attendees.length) await tx.insert(mgtScheduleAttendee).values(attendees.map((userId) => ({ scheduleNo: s!.no, userId, roleNm: '참석', ...sys })));
    }
  });
}

/** the days off of a plant (national and its own, in use) between two dates: for working-day rules */
export async function holidaySet(db: DbOrTx, plantCd: string, fromYmd: string, toYmd: string): Promise<Set<string>> {
  const rows = await queryRows<{ ymd: string }>(db, sql`
    select ymd::text as ymd from saf_holiday where plant_cd in (${plantCd}, ${ALL_PLANTS_CODE}) and use_yn = 'Y' and ymd between ${fromYmd} and ${toYmd}`);
  return new Set(rows.map((r) => r.ymd));
}
