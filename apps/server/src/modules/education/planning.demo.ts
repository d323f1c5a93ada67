import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { eduCompletion, eduExternal, eduGroup, eduGroupMember, eduPlan, eduPlanItem } from './education.tables.js';

const ACTIVE = sql`u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.admin_yn = 'N'`;

/**
 * Demo of issue 20 item 2/5 (once, after the year of sessions): a group per plant (기계팀's confined-space workers, the gas
 * terminal's tank crew), each department's 정기교육 plan for both halves of 2026 (the H2 one still running), the confined
 * space plan for the group, and two external courses — one confirmed into the ledger, worker01's awaiting confirmation.
 */
export async function seedEducationPlanningDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_edu_plan limit 1`)).length > 0) return;
  const course = async (nm: string) => (await queryRows<{ n: number }>(db, sql`select course_no as n from saf_edu_course where course_nm = ${nm} order by course_no limit 1`))[0]?.n;
  const regular1000 = await course('정기 안전보건교육 (집체)');
  const video1000 = await course('전기작업 안전 (동영상)');
  const special1000 = await course('밀폐공간 작업 특별교육');
  const regular2000 = await course('가스기지 정기 안전보건교육');
  if (!regular1000 || !regular2000 || !special1000 || !video1000) return;
  await db.transaction(async (tx) => {
    const by = { createUserId: 'safety01', updateUserId: 'safety01' };
    const group = async (plantCd: string, groupNm: string, description: string, members: string[]) => {
      const [g] = await tx.insert(eduGroup).values({ plantCd, groupNm, description, memberCnt: members.length, ...by }).returning({ n: eduGroup.groupNo });
      if (members.length) await tx.insert(eduGroupMember).values(members.map((userId) => ({ groupNo: g!.n, userId, ...by })));
      return g!.n;
    };
    const ids = async (where: ReturnType<typeof sql>) => (await queryRows<{ user_id: string }>(tx, sql`select u.user_id from com_user u where ${ACTIVE} and ${where} order by u.user_id`)).map((r) => r.user_id);
    const confined = await group('1000', '밀폐공간 작업자 (기계팀)', '시행규칙 별표 5 제34호 밀폐공간 작업 — 특별교육 16시간 대상', await ids(sql`u.dept_cd = 'D1410'`));
    await group('2000', 'LNG 저장탱크 작업자', '저장탱크 내부 점검·정비 작업조', (await ids(sql`u.plant_cd = '2000' and u.duty_cd not in ('DUT02', 'DUT03', 'DUT04', 'DUT05')`)).slice(0, 6));
    // every department with workers: 정기교육 per half-year (six monthly 3 h sessions = 18 h; plant 1000 adds the e-learning)
    const depts = await queryRows<{ plant_cd: string; dept_cd: string; dept_nm: string }>(tx, sql`
      select distinct u.plant_cd, u.dept_cd, d.dept_nm from com_user u join com_dept d on d.dept_cd = u.dept_cd
       where ${ACTIVE} and u.plant_cd in ('1000', '2000') order by u.plant_cd, u.dept_cd`);
    for (const d of depts) {
      for (const half of ['H1', 'H2'] as const) {
        const first = half === 'H1' ? '01' : '07';
        const items = d.plant_cd === '1000'
          ? [{ courseNo: regular1000, plannedHours: 18, plannedYmd: `2026-${first}-15`, note: '월 1회 3시간 × 6회' }, { courseNo: video1000, plannedHours: 2, plannedYmd: `2026-${half === 'H1' ? '03' : '09'}-30`, note: '동영상 + 시험' }]
          : [{ courseNo: regular2000, plannedHours: 18, plannedYmd: `2026-${first}-15`, note: '월 1회 3시간 × 6회' }];
        const [p] = await tx.insert(eduPlan).values({
          plantCd: d.plant_cd, deptCd: d.dept_cd, planYear: 2026, halfCd: half, planNm: `2026 ${half === 'H1' ? '상반기' : '하반기'} ${d.dept_nm} 정기교육 계획`,
          plannedHours: items.reduce((a, i) => a + i.plannedHours, 0), ...by,
        }).returning({ n: eduPlan.planNo });
        await tx.insert(eduPlanItem).values(items.map((i, k) => ({ planNo: p!.n, rowNo: k + 1, ...i, ...by })));
      }
    }
    const [sp] = await tx.insert(eduPlan).values({
      plantCd: '1000', deptCd: 'D1410', planYear: 2026, halfCd: 'H1', planNm: '2026 상반기 밀폐공간 작업 특별교육 계획', groupNo: confined, plannedHours: 16, ...by,
    }).returning({ n: eduPlan.planNo });
    await tx.insert(eduPlanItem).values({ planNo: sp!.n, rowNo: 1, courseNo: special1000, plannedHours: 16, plannedYmd: '2026-05-12', ...by });
    // external courses: one confirmed (credited once), worker01's awaiting the education manager
    const [done] = await ids(sql`u.dept_cd = 'D1320'`);
    if (done) {
      const [u] = await queryRows<{ dept_cd: string }>(tx, sql`select dept_cd from com_user where user_id = ${done}`);
      const [e] = await tx.insert(eduExternal).values({
        statusCd: 'CONFIRMED', plantCd: '1000', deptCd: u!.dept_cd, userId: done, courseNm: '전기설비 안전관리 실무과정', provider: '한국전기안전공사 교육원', categoryCd: 'REGULAR',
        hours: 4, completeYmd: '2026-06-11', certNo: 'KESCO-2026-0611-031', creditedYn: 'Y', createUserId: done, updateUserId: 'safety01',
      }).returning({ n: eduExternal.extNo });
      await tx.insert(eduCompletion).values({
        plantCd: '1000', deptCd: u!.dept_cd, userId: done, courseNo: null, courseTypeCd: 'LEGAL', categoryCd: 'REGULAR', completeYmd: '2026-06-11', hours: 4,
        sourceCd: 'EXTERNAL', sourceKey: `EXTERNAL:${e!.n}`, createUserId: 'safety01',
      }).onConflictDoNothing();
    }
    await tx.insert(eduExternal).values({
      statusCd: 'REQUESTED', plantCd: '1000', deptCd: 'D1310', userId: 'worker01', courseNm: '산업안전보건법 개정 설명회', provider: '안전보건공단 경기지역본부', categoryCd: 'REGULAR',
      hours: 3, completeYmd: '2026-10-22', note: '수료증 사본 첨부 예정', createUserId: 'worker01', updateUserId: 'worker01',
    });
  });
}
