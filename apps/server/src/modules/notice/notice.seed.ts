import { sql } from 'drizzle-orm';
import { addDaysYmd, NOTICE_TYPE_CODE_GROUP } from '@jikim/shared';
import { plantToday } from '../../lib/plant-time.js';
import { queryRows, type Db } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { notice } from './notice.tables.js';

const TYPES: [string, string, string, string, string][] = [
  ['NT01', '일반', 'General', '一般', 'General'],
  ['NT02', '안전', 'Safety', '安全', 'Seguridad'],
  ['NT03', '보건', 'Health', '保健', 'Salud'],
  ['NT04', '환경', 'Environment', '环境', 'Medio ambiente'],
];

const TITLES: [string, string][] = [
  ['NT02', '동절기 보일러동 결빙 구간 통행 주의'],
  ['NT02', '밀폐공간 작업 전 산소·유해가스 농도 측정 의무화 안내'],
  ['NT03', '하반기 일반건강진단 일정 안내'],
  ['NT01', '사내 보안교육 이수 안내'],
  ['NT04', '탈황설비 폐수 처리 기준 변경 안내'],
  ['NT02', '중대재해처벌법 관련 위험성평가 재실시 계획'],
  ['NT02', '고소작업 안전대 착용 점검 결과 공유'],
  ['NT03', '근골격계 유해요인 조사 설문 참여 요청'],
  ['NT01', '정기 소방훈련 실시 안내'],
  ['NT04', '석탄 저탄장 비산먼지 저감 조치 안내'],
  ['NT02', '협력업체 출입 시 안전교육 이수 확인 강화'],
  ['NT01', '사내 식당 운영시간 변경'],
];

/** demo notices for both plants (idempotent: only when the table is empty) */
export async function seedNoticeDemo(db: Db): Promise<void> {
  await db.insert(codeGroup).values({ codeGroupCd: NOTICE_TYPE_CODE_GROUP, codeGroupNm: '공지구분', systemYn: 'N', createUserId: 'system', updateUserId: 'system' }).onConflictDoNothing();
  await db
    .insert(codeMaster)
    .values(TYPES.map(([code, codeNm, en, zh, es], i) => ({ codeGroupCd: NOTICE_TYPE_CODE_GROUP, code, codeNm, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system' })))
    .onConflictDoNothing();
  const has = await queryRows(db, sql`select 1 from com_notice limit 1`);
  if (has.length) return;
  const today = plantToday();
  const rows = [];
  for (let i = 0; i < 30; i += 1) {
    const [typeCd, title] = TITLES[i % TITLES.length]!;
    const gas = i % 4 === 3;
    // relative to the plant's today (a fixed year would empty the board once its dates pass): every 10 days back a
    // notice, posted for 45 to 105 days, so the newest are on the board now and older ones have come off it
    const start = addDaysYmd(today, -10 * i);
    const end = addDaysYmd(start, 45 + (i % 3) * 30);
    rows.push({
      plantCd: gas ? '2000' : '1000',
      noticeTypeCd: typeCd,
      importantYn: i % 5 === 0 ? 'Y' : 'N',
      noticeTitle: gas ? `[LNG기지] ${title}` : title,
      noticeContents: `${title}\n\n관련 부서는 내용을 확인하고 소속 직원에게 전파하여 주시기 바랍니다.`,
      postStartYmd: start,
      postEndYmd: end,
      useYn: i % 13 === 12 ? 'N' : 'Y',
      createUserId: gas ? 'gas01' : 'safety01',
      updateUserId: gas ? 'gas01' : 'safety01',
      createDt: new Date(Date.parse(`${start}T00:00:00Z`) + i * 60_000),
    });
  }
  await db.insert(notice).values(rows);
}
