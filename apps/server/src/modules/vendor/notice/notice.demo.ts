import { sql } from 'drizzle-orm';
import { addDaysYmd } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { user, userAuthGrp } from '../../../db/schema.js';
import { vendorNotice, vendorNoticeRead, vendorNoticeTarget } from './notice.tables.js';
import { plantToday } from '../../../lib/plant-time.js';

const at = (ymd: string, hour: number, minute = 0) => new Date(`${ymd}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

/** second users of V0001 and V0002 (same demo password as vendor01), so the receipts show read and unread people */
const MORE_VENDOR_USERS = [
  { userId: 'vendor11', userNm: '김도현', vendorCd: 'V0001', phoneNo: '010-3312-8840' },
  { userId: 'vendor21', userNm: '이수민', vendorCd: 'V0002', phoneNo: '010-7725-1193' },
];

type TDemoNotice = { ago: number; plantCd: string; important?: boolean; targets: string[] | 'ALL'; title: string; contents: string; readers: [userId: string, afterHours: number][] };

const NOTICES: TDemoNotice[] = [
  {
    ago: 78, plantCd: '1000', important: true, targets: 'ALL', title: '하반기 협력업체 안전보건협의체 개최 안내',
    contents: '일시: 매월 둘째 주 목요일 14:00, 장소: 본관 2층 대회의실\n참석: 각 협력업체 현장소장 및 안전관리자\n안건: 하반기 중점 위험작업, 작업허가 절차 개선, 건의사항',
    readers: [['vendor01', 3], ['vendor11', 26], ['vendor21', 5]],
  },
  {
    ago: 61, plantCd: '1000', targets: ['V0001'], title: '보일러 정비공사 작업허가 절차 변경 안내',
    contents: '10월부터 고소작업·화기작업 허가서는 작업 전일 16시까지 신청해야 합니다.\n허가서에 작업자 명단과 감시인을 반드시 기재하십시오.',
    readers: [['vendor01', 2]],
  },
  {
    ago: 44, plantCd: '1000', targets: 'ALL', title: '동절기 화기작업 및 밀폐공간 질식재해 예방 수칙',
    contents: '1. 화기작업 시 화재감시자 배치 및 소화기 2대 이상 비치\n2. 밀폐공간 출입 전 산소·유해가스 농도 측정 및 기록\n3. 갈탄·숯 난로 사용 금지',
    readers: [['vendor01', 4], ['vendor11', 50]],
  },
  {
    ago: 30, plantCd: '1000', targets: ['V0002'], title: '폐수처리장 밀폐공간 작업 사전 교육 일정',
    contents: '대상: 폐수처리장 정기 청소 투입 인원 전원\n일시: 다음 주 화요일 09:00~11:00, 장소: 안전교육장',
    readers: [['vendor21', 20]],
  },
  {
    ago: 15, plantCd: '1000', important: true, targets: 'ALL', title: '협력업체 안전보건 수준 평가(하반기) 실시 안내',
    contents: '중대재해처벌법 시행령 제4조 제9호에 따라 하반기 정기 평가를 실시합니다.\n제출 서류: 위험성평가 결과, 안전교육 실시 기록, 보호구 지급대장, 건강진단 실시 현황',
    readers: [['vendor01', 6]],
  },
  {
    ago: 6, plantCd: '1000', targets: ['V0001', 'V0002'], title: '출입증 갱신 및 보호구 지급 현황 제출 요청',
    contents: '연말 출입증 일괄 갱신을 위해 근로자 명부와 보호구 지급 현황을 이번 주 금요일까지 제출해 주십시오.',
    readers: [['vendor11', 30]],
  },
  {
    ago: 1, plantCd: '1000', targets: 'ALL', title: '12월 정기 안전점검 일정 안내',
    contents: '12월 첫째 주 전 설비 정기 안전점검을 실시합니다. 점검 기간 중 작업허가 발행 시간이 조정될 수 있습니다.',
    readers: [],
  },
  {
    ago: 20, plantCd: '2000', targets: 'ALL', title: 'LNG 저장탱크 주변 작업 시 가스 감지기 휴대 의무화',
    contents: '저장탱크 방류둑 내부 작업 시 개인용 가스 감지기를 반드시 휴대하십시오.',
    readers: [],
  },
];

/** contractor notices of the last months (to all vendors and to some) with receipts for part of the vendor users */
export async function seedVendorNoticeDemo(db: DbOrTx): Promise<void> {
  const [seeded] = await queryRows<{ n: string }>(db, sql`select count(*) as n from vnd_notice`);
  if (Number(seeded?.n ?? 0) > 0) return;
  const [pwd] = await queryRows<{ p: string }>(db, sql`select user_pwd as p from com_user where user_id = 'vendor01'`);
  if (pwd) {
    for (const u of MORE_VENDOR_USERS) {
      await db.insert(user).values({
        ...u, userType: 'V', userPwd: pwd.p, plantCd: '1000', deptAuthGrpCd: 'DAG_OWN', contType: 'work', createUserId: 'system', updateUserId: 'system',
      }).onConflictDoNothing();
      await db.insert(userAuthGrp).values({ userId: u.userId, authGrpCd: 'VENDOR' }).onConflictDoNothing();
    }
  }
  const today = plantToday();
  const now = Date.now();
  for (const n of NOTICES) {
    const postYmd = addDaysYmd(today, -n.ago);
    const author = n.plantCd === '1000' ? 'safety01' : 'gas01';
    const created = at(postYmd, 9, 10);
    const [row] = await db.insert(vendorNotice).values({
      plantCd: n.plantCd, postYmd, importantYn: n.important ? 'Y' : 'N', targetCd: n.targets === 'ALL' ? 'ALL' : 'SELECTED', title: n.title, contents: n.contents,
      createUserId: author, updateUserId: author, createDt: created, updateDt: created,
    }).returning({ noticeNo: vendorNotice.noticeNo });
    if (n.targets !== 'ALL') await db.insert(vendorNoticeTarget).values(n.targets.map((vendorCd) => ({ noticeNo: row!.noticeNo, vendorCd, createUserId: author, updateUserId: author })));
    const reads = n.readers.map(([userId, h]) => ({
      noticeNo: row!.noticeNo, userId, vendorCd: userId === 'vendor21' ? 'V0002' : 'V0001', readDt: new Date(Math.min(created.getTime() + h * 3_600_000, now - 60_000)),
    }));
    if (reads.length) await db.insert(vendorNoticeRead).values(reads).onConflictDoNothing();
  }
}
