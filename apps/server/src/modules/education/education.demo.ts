import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { userMenu } from '../../db/schema.js';
import { eduAttend, eduCompletion, eduCourse, eduQuestion, eduSession, eduWorker } from './education.tables.js';
import { seedEducationPlanningDemo } from './planning.demo.js';

type CourseSeed = {
  plantCd: string; courseNm: string; courseTypeCd: string; categoryCd: string | null; deliveryCd: string; hours: number; instructorNm: string;
  exam?: { questionCnt: number; passScore: number; maxAttempts: number; timeLimitMin: number };
  questions?: [typeCd: string, text: string, options: string[], answer: string][];
  description: string;
};

const COURSES: CourseSeed[] = [
  { plantCd: '1000', courseNm: '정기 안전보건교육 (집체)', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'CLASSROOM', hours: 3, instructorNm: '김안전',
    description: '산업안전 및 사고 예방, 산업보건 및 직업병 예방, 위험성평가, 건강증진 및 질병 예방, 유해·위험 작업환경 관리' },
  { plantCd: '1000', courseNm: '관리감독자 정기교육', courseTypeCd: 'LEGAL', categoryCd: 'SUPERVISOR', deliveryCd: 'CLASSROOM', hours: 8, instructorNm: '한국산업안전보건공단 강사',
    description: '작업공정의 유해·위험과 재해 예방대책, 표준안전작업방법, 관리감독자의 역할과 임무, 위험성평가' },
  { plantCd: '1000', courseNm: '신규 채용자 안전보건교육', courseTypeCd: 'LEGAL', categoryCd: 'HIRE', deliveryCd: 'CLASSROOM', hours: 8, instructorNm: '김안전',
    description: '기계·기구의 위험성과 작업 순서, 정리정돈, 사고 발생 시 긴급조치, 물질안전보건자료' },
  { plantCd: '1000', courseNm: '밀폐공간 작업 특별교육', courseTypeCd: 'LEGAL', categoryCd: 'SPECIAL', deliveryCd: 'CLASSROOM', hours: 16, instructorNm: '외부 전문강사',
    description: '산소농도 측정, 환기설비, 송기마스크 착용, 사고 시 응급조치 (시행규칙 별표 5 제34호)' },
  { plantCd: '1000', courseNm: '전기작업 안전 (동영상)', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'VIDEO', hours: 2, instructorNm: '전기팀',
    description: '정전작업 절차(LOTO), 활선 근접작업, 절연용 보호구', exam: { questionCnt: 3, passScore: 60, maxAttempts: 3, timeLimitMin: 10 },
    questions: [
      ['SINGLE', '정전작업 시 가장 먼저 하는 일은?', ['작업 시작', '전원 차단 및 잠금·표지(LOTO)', '보호구 반납', '작업허가 종료'], '2'],
      ['OX', '검전기로 무전압을 확인한 뒤 접지를 설치한다.', [], 'O'],
      ['MULTI', '절연용 보호구를 모두 고르시오.', ['절연장갑', '절연화', '면장갑', '절연모'], '1,2,4'],
      ['SHORT', '잠금장치와 함께 부착하는 것은? (두 글자)', [], '표지|꼬리표'],
      ['OX', '활선 근접작업은 혼자 해도 된다.', [], 'X'],
    ] },
  { plantCd: '1000', courseNm: '발전소 출입자 안전교육', courseTypeCd: 'ENTRANT', categoryCd: null, deliveryCd: 'VIDEO', hours: 1, instructorNm: '안전팀',
    description: '출입 절차, 보호구, 비상대피로, 금지행위', exam: { questionCnt: 2, passScore: 50, maxAttempts: 5, timeLimitMin: 5 },
    questions: [
      ['OX', '발전소 구역 내에서는 안전모를 항상 착용한다.', [], 'O'],
      ['OX', '작업허가 없이 화기작업을 할 수 있다.', [], 'X'],
      ['SINGLE', '비상 경보가 울리면?', ['하던 작업을 마친다', '지정된 대피장소로 이동한다', '사무실로 간다', '무시한다'], '2'],
      ['OX', '작업허가서에 없는 사람도 작업구역에 들어갈 수 있다.', [], 'X'],
    ] },
  { plantCd: '1000', courseNm: '방문자 안전교육', courseTypeCd: 'VISITOR', categoryCd: null, deliveryCd: 'VIDEO', hours: 0.5, instructorNm: '안전팀',
    description: '방문 구역, 인솔자 동행, 사진촬영 제한, 비상대피', exam: { questionCnt: 2, passScore: 50, maxAttempts: 5, timeLimitMin: 5 },
    questions: [
      ['OX', '방문자는 인솔자와 함께 지정된 구역만 다닌다.', [], 'O'],
      ['OX', '발전설비는 허가 없이 사진을 찍어도 된다.', [], 'X'],
      ['SINGLE', '비상 경보가 울리면 방문자는?', ['혼자 출구를 찾는다', '인솔자를 따라 대피장소로 이동한다', '그 자리에서 기다린다', '차량으로 간다'], '2'],
    ] },
  { plantCd: '2000', courseNm: '가스기지 정기 안전보건교육', courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', deliveryCd: 'CLASSROOM', hours: 3, instructorNm: '최가스',
    description: 'LNG 특성과 위험성, 가스누출 대응, 정전기 예방, 방폭설비' },
  { plantCd: '2000', courseNm: '가스기지 작업자 안전교육', courseTypeCd: 'GAS_WORKER', categoryCd: null, deliveryCd: 'VIDEO', hours: 1, instructorNm: '가스안전팀',
    description: '출입 시 정전기 제거, 휴대전화·점화원 반입 금지, 가스검지기 휴대', exam: { questionCnt: 2, passScore: 50, maxAttempts: 5, timeLimitMin: 5 },
    questions: [
      ['OX', '가스기지 출입 전 정전기 제거판에 손을 댄다.', [], 'O'],
      ['OX', '방폭구역에 일반 휴대전화를 가지고 들어가도 된다.', [], 'X'],
      ['SINGLE', '가스 누출 경보가 울리면?', ['바람 불어오는 쪽(풍상)으로 대피한다', '누출 지점을 확인하러 간다', '전기 스위치를 끈다', '차량 시동을 건다'], '1'],
    ] },
];

/** deterministic pseudo-random numbers (the demo is the same on every machine) */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A year (2026) of education: courses with question banks, monthly 정기교육 sessions at both plants, two 관리감독자 sessions,
 * attendance credited as completions — most workers complete, some fall short (the ledger's shortfall list), office
 * departments keyed as 사무직. gas01 keeps plant 2000's education (per-user write).
 */
export async function seedEducationDemo(db: Db): Promise<void> {
  await db.insert(userMenu).values(['SAF_EDU_COURSE', 'SAF_EDU_QUESTION', 'SAF_EDU_SESSION', 'SAF_EDU_WORKER', 'SAF_EDU_PLAN', 'SAF_EDU_GROUP', 'SAF_EDU_EXTERNAL', 'SAF_EDU_RESULT'].map((menuId) => (
    { userId: 'gas01', menuId, accessYn: 'Y', writeYn: 'Y', createUserId: 'system', updateUserId: 'system' }))).onConflictDoNothing();
  if ((await queryRows(db, sql`select 1 from saf_edu_course limit 1`)).length > 0) {
    await seedEducationPlanningDemo(db);
    return;
  }
  const rand = rng(20260120);
  await db.transaction(async (tx) => {
    const courseNo: Record<string, number> = {};
    for (const c of COURSES) {
      const [row] = await tx.insert(eduCourse).values({
        plantCd: c.plantCd, courseNm: c.courseNm, courseTypeCd: c.courseTypeCd, categoryCd: c.categoryCd, deliveryCd: c.deliveryCd, hours: c.hours,
        instructorNm: c.instructorNm, description: c.description, examYn: c.exam ? 'Y' : 'N', questionCnt: c.exam?.questionCnt ?? null, passScore: c.exam?.passScore ?? null,
        maxAttempts: c.exam?.maxAttempts ?? null, timeLimitMin: c.exam?.timeLimitMin ?? null, createUserId: 'safety01', updateUserId: 'safety01',
      }).returning({ n: eduCourse.courseNo });
      courseNo[c.courseNm] = row!.n;
      if (c.questions?.length) {
        await tx.insert(eduQuestion).values(c.questions.map(([typeCd, questionText, o, answer]) => ({
          plantCd: c.plantCd, courseNo: row!.n, typeCd, questionText, option1: o[0] ?? null, option2: o[1] ?? null, option3: o[2] ?? null, option4: o[3] ?? null,
          answer, createUserId: 'safety01', updateUserId: 'safety01',
        })));
      }
    }
    // office departments: 사무직 (6 h a half-year instead of 12)
    await tx.execute(sql`insert into saf_edu_worker (user_id, plant_cd, dept_cd, job_type_cd, employ_type_cd, supervisor_yn, create_user_id, update_user_id)
      select u.user_id, u.plant_cd, u.dept_cd, 'OFFICE', 'REGULAR', case when u.duty_cd in ('DUT02', 'DUT03', 'DUT04', 'DUT05') then 'Y' else 'N' end, 'safety01', 'safety01'
        from com_user u where u.dept_cd in ('D1110', 'D1120', 'D1210', 'D1220', 'D2110', 'D2220') and u.user_type = 'U' on conflict do nothing`);
    const users = await queryRows<{ user_id: string; plant_cd: string; dept_cd: string; duty_cd: string | null }>(tx, sql`
      select user_id, plant_cd, dept_cd, duty_cd from com_user where user_type = 'U' and admin_yn = 'N' and plant_cd in ('1000', '2000') order by user_id`);
    const completions: (typeof eduCompletion.$inferInsert)[] = [];
    const attends: (typeof eduAttend.$inferInsert)[] = [];
    // each worker's reliability: most attend nearly all sessions, a few skip often (the shortfall list)
    const habit = new Map(users.map((u) => [u.user_id, u.user_id === 'worker01' ? 0.55 : rand() < 0.15 ? 0.45 : 0.92]));
    const addSession = async (plantCd: string, deptCd: string, name: string, eduYmd: string, hours: number, place: string, who: typeof users) => {
      const c = COURSES.find((x) => x.courseNm === name)!;
      const [s] = await tx.insert(eduSession).values({
        plantCd, deptCd, courseNo: courseNo[name]!, courseNm: name, eduYmd, startHm: '14:00', endHm: hours >= 8 ? '18:00' : '17:00', hours, place,
        instructorNm: c.instructorNm, capacity: 60, createUserId: 'safety01', updateUserId: 'safety01',
      }).returning({ n: eduSession.sessionNo });
      let n = 0;
      for (const u of who) {
        if (rand() > (habit.get(u.user_id) ?? 0.9)) continue;
        const at = new Date(`${eduYmd}T14:0${Math.floor(rand() * 9)}:00+09:00`);
        attends.push({ sessionNo: s!.n, userId: u.user_id, checkInDt: at, checkOutDt: new Date(at.getTime() + hours * 3600_000), methodCd: 'QR', creditedHours: hours });
        completions.push({
          plantCd, deptCd: u.dept_cd, userId: u.user_id, courseNo: courseNo[name]!, sessionNo: s!.n, courseTypeCd: c.courseTypeCd, categoryCd: c.categoryCd,
          completeYmd: eduYmd, hours, sourceCd: 'ATTEND', sourceKey: `ATTEND:${s!.n}:${u.user_id}`, createUserId: 'safety01',
        });
        n += 1;
      }
      await tx.update(eduSession).set({ attendCnt: n }).where(sql`${eduSession.sessionNo} = ${s!.n}`);
    };
    const supervisors = (p: string) => users.filter((u) => u.plant_cd === p && ['DUT02', 'DUT03', 'DUT04', 'DUT05'].includes(u.duty_cd ?? ''));
    const workers = (p: string) => users.filter((u) => u.plant_cd === p && !['DUT02', 'DUT03', 'DUT04', 'DUT05'].includes(u.duty_cd ?? ''));
    // 정기교육: a 3 h session every month January–October (six per half-year cover 12 h; missing two leaves a shortfall)
    for (let m = 1; m <= 10; m += 1) {
      const ymd = `2026-${String(m).padStart(2, '0')}-${m % 2 ? '15' : '20'}`;
      await addSession('1000', 'D1210', '정기 안전보건교육 (집체)', ymd, 3, '본관 3층 대회의실', workers('1000'));
      await addSession('2000', 'D2210', '가스기지 정기 안전보건교육', ymd, 3, '관리동 교육장', workers('2000'));
    }
    await addSession('1000', 'D1210', '관리감독자 정기교육', '2026-04-09', 8, '본관 3층 대회의실', supervisors('1000'));
    await addSession('1000', 'D1210', '관리감독자 정기교육', '2026-09-17', 8, '본관 3층 대회의실', supervisors('1000'));
    await addSession('1000', 'D1210', '밀폐공간 작업 특별교육', '2026-05-12', 16, '정비동 교육장', users.filter((u) => u.dept_cd === 'D1410'));
    for (let i = 0; i < attends.length; i += 500) await tx.insert(eduAttend).values(attends.slice(i, i + 500));
    for (let i = 0; i < completions.length; i += 500) await tx.insert(eduCompletion).values(completions.slice(i, i + 500));
    // 기계팀 works in confined spaces from May (특별교육 owed), worker e0001 changed jobs in August (변경 시 교육 owed)
    await tx.execute(sql`insert into saf_edu_worker (user_id, plant_cd, dept_cd, job_type_cd, employ_type_cd, special_ymd, create_user_id, update_user_id)
      select user_id, plant_cd, dept_cd, 'OTHER', 'REGULAR', '2026-05-01', 'safety01', 'safety01' from com_user where dept_cd = 'D1410' and user_type = 'U'
      on conflict (user_id) do update set special_ymd = excluded.special_ymd`);
    await tx.update(eduWorker).set({ changeYmd: '2026-08-03' }).where(sql`${eduWorker.userId} = 'e0001'`);
  });
  await seedEducationPlanningDemo(db);
}
