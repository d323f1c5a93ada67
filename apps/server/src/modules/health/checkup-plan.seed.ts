import { sql } from 'drizzle-orm';
import { HEA_CHECKUP_CLASSES, HEA_CONSENT_TEXT } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { heaCheckupOrgSchedule } from './basedata.tables.js';
import { heaPlanOptionRule } from './checkup-plan.tables.js';
import { heaCheckupConsent, heaCheckupPlan, heaCheckupPlanOrg, heaCheckupReserve, heaCheckupUser } from './health.tables.js';

const MGR = { createUserId: 'health01', updateUserId: 'health01' };
const SEOSAN = '서산중앙병원 건강검진센터';
const CHUNGNAM = '충남산업보건센터';

/** closures of the demo hospitals (추석 연휴, 성탄절, 설 연휴): nothing is booked on them */
const CLOSURES: [org: string, s: string, e: string, remark: string][] = [
  [SEOSAN, '2026-02-16', '2026-02-18', '설 연휴 휴진'],
  [SEOSAN, '2026-09-24', '2026-09-26', '추석 연휴 휴진'],
  [SEOSAN, '2026-12-25', '2026-12-25', '성탄절 휴진'],
  [CHUNGNAM, '2026-09-24', '2026-09-26', '추석 연휴 휴진'],
];

type PlanSeed = {
  nm: string; cls: string; s: string; e: string;
  /** existing plan (seeded by health.seed.ts) → only its reservations are added */
  existing?: boolean;
  users: string[];
  /** users booked: the first n of users, from the given day on (every `step` working days) */
  booked: { n: number; from: string; step: number; skip?: number };
};

/**
 * A year of plant 1000 (서해화력발전소) health checkups, by quarter: Q1 배치전, Q2–Q4 일반 (2026 plan already seeded),
 * Q3–Q4 특수 (the 2026 special plan is left empty for the due list), Q4 수시, and last year's special checkup whose
 * reservation days make the due list's "last checkup". Reservations are spread over working days of the hospitals'
 * calendars, alternate between the two hospitals, keep hea_rsrv_day counts exact and carry the consent.
 */
const PLANS: PlanSeed[] = [
  { nm: '2025년 일반건강진단', cls: 'HCC01', s: '2025-04-01', e: '2025-11-30', existing: true, users: ['e0005', 'e0006', 'e0007', 'e0008', 'e0021', 'e0022'],
    booked: { n: 6, from: '2025-05-12', step: 7 } },
  { nm: '2025년 특수건강진단(소음·분진·야간작업·벤젠)', cls: 'HCC03', s: '2025-09-01', e: '2025-11-28',
    // every worker of the exposed departments (발전1·2팀 소음·야간, 연료팀 분진·소음, 기계팀 용접흄·소음, 환경팀 벤젠)
    users: ['worker01', 'e0021', 'e0022', 'e0023', 'e0024', 'e0025', 'e0026', 'e0027', 'e0028', 'e0029', 'e0030', 'e0031', 'e0032', 'e0033', 'e0034', 'e0035',
      'e0036', 'e0017', 'e0018', 'e0019', 'e0020'],
    booked: { n: 21, from: '2025-09-08', step: 2 } },
  { nm: '2026년 1분기 배치전건강진단', cls: 'HCC02', s: '2026-01-05', e: '2026-03-31', users: ['e0041', 'e0042'], booked: { n: 2, from: '2026-01-12', step: 4 } },
  { nm: '2026년 일반건강진단', cls: 'HCC01', s: '2026-04-01', e: '2026-12-31', existing: true, users: ['e0001', 'e0002', 'e0003', 'e0004'],
    // e0001/e0002 stay unbooked (the reservation screen starts with open rows)
    booked: { n: 4, skip: 2, from: '2026-05-11', step: 6 } },
  { nm: '2026년 4분기 수시건강진단', cls: 'HCC04', s: '2026-10-05', e: '2026-12-18', users: ['e0029', 'e0030', 'e0018'], booked: { n: 2, from: '2026-11-24', step: 2 } },
];

const isWeekend = (ymd: string) => [0, 6].includes(new Date(`${ymd}T00:00:00Z`).getUTCDay());
const nextDay = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function seedHealthYear(tx: DbOrTx): Promise<void> {
  if ((await queryRows(tx, sql`select 1 from hea_checkup_plan where hea_checkup_plan_nm = '2026년 1분기 배치전건강진단'`)).length) return;
  const orgRows = await queryRows<{ no: number; nm: string }>(tx, sql`select hea_checkup_org_no as no, hea_checkup_org_nm as nm from hea_checkup_org where plant_cd = '1000'`);
  const org = new Map(orgRows.map((o) => [o.nm, Number(o.no)]));
  const seosan = org.get(SEOSAN);
  const chungnam = org.get(CHUNGNAM);
  if (!seosan || !chungnam) return;

  // hospital calendars: 서산 closes on Sundays (하반기 성수기 40명/일), 충남 on weekends; holidays as closures
  await tx.insert(heaCheckupOrgSchedule).values([
    { heaCheckupOrgNo: seosan, plantCd: '1000', startYmd: '2026-01-01', endYmd: '2026-09-30', dailyCapacity: null, closedWeekdays: '0', remark: '일요일 휴진', ...MGR },
    { heaCheckupOrgNo: seosan, plantCd: '1000', startYmd: '2026-10-01', endYmd: '2026-12-31', dailyCapacity: 40, closedWeekdays: '0', remark: '하반기 검진 성수기 증원', ...MGR },
    { heaCheckupOrgNo: chungnam, plantCd: '1000', startYmd: '2026-01-01', endYmd: '2026-12-31', dailyCapacity: null, closedWeekdays: '06', remark: '주말 휴진', ...MGR },
    ...CLOSURES.map(([o, s, e, remark]) => ({ heaCheckupOrgNo: org.get(o)!, plantCd: '1000', startYmd: s, endYmd: e, closedYn: 'Y', remark, ...MGR })),
  ]);
  const closed = new Set<string>();
  for (const [, s, e] of CLOSURES) for (let d = s; d <= e; d = nextDay(d)) closed.add(d);

  const classNm = (cls: string) => HEA_CHECKUP_CLASSES.find((c) => c.code === cls)!.codeNm;
  for (const p of PLANS) {
    let planNo: number;
    if (p.existing) {
      const r = await queryRows<{ no: number }>(tx, sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = ${p.nm} and plant_cd = '1000'`);
      if (!r[0]) continue;
      planNo = Number(r[0].no);
    } else {
      const [ins] = await tx.insert(heaCheckupPlan).values({
        plantCd: '1000', heaCheckupClassCd: p.cls, heaCheckupPlanNm: p.nm, heaCheckupStartYmd: p.s, heaCheckupEndYmd: p.e,
        ...MGR,
      }).returning({ no: heaCheckupPlan.heaCheckupPlanNo });
      planNo = ins!.no;
      await tx.insert(heaCheckupPlanOrg).values([seosan, chungnam].map((o) => ({ heaCheckupPlanNo: planNo, heaCheckupOrgNo: o, ...MGR })));
      const users = await queryRows<{ user_id: string; dept_cd: string | null }>(tx, sql`select user_id, dept_cd from com_user
        where user_id in (${sql.join(p.users.map((u) => sql`${u}`), sql`, `)})`);
      if (users.length) {
        await tx.insert(heaCheckupUser).values(users.map((u) => ({ heaCheckupPlanNo: planNo, userId: u.user_id, deptCd: u.dept_cd, heaCheckupTypeNm: classNm(p.cls), ...MGR })));
      }
    }
    let day = p.booked.from;
    const booked = p.users.slice(p.booked.skip ?? 0, p.booked.n);
    for (let i = 0; i < booked.length; i += 1) {
      const userId = booked[i]!;
      while (isWeekend(day) || closed.has(day)) day = nextDay(day);
      if (day > p.e) break;
      const orgNo = i % 2 === 0 ? seosan : chungnam;
      const [rv] = await tx.insert(heaCheckupReserve).values({ heaCheckupPlanNo: planNo, userId, heaCheckedOrgNo: orgNo, rsrvYmd: day, plantCd: '1000', ...MGR })
        .onConflictDoNothing().returning({ no: heaCheckupReserve.heaCheckupReserveNo });
      if (rv) {
        await tx.insert(heaCheckupConsent).values({ heaCheckupReserveNo: rv.no, heaCheckupPlanNo: planNo, heaCheckedOrgNo: orgNo, userId, agreeYn: 'Y',
          consentText: HEA_CONSENT_TEXT, agreeDt: new Date(`${day}T09:00:00+09:00`), ...MGR });
        await queryRows(tx, sql`insert into hea_rsrv_day (hea_checkup_org_no, rsrv_ymd, reserved_cnt) values (${orgNo}, ${day}::date, 1)
          on conflict (hea_checkup_org_no, rsrv_ymd) do update set reserved_cnt = hea_rsrv_day.reserved_cnt + 1`);
      }
      for (let k = 0; k < p.booked.step; k += 1) {
        day = nextDay(day);
        while (isWeekend(day) || closed.has(day)) day = nextDay(day);
      }
    }
  }

  // plan approval line of the power plant (approvals framework template): 보건팀장 결재 → 안전환경처장 결재
  const line = await queryRows<{ no: number }>(tx, sql`insert into com_appr_line (plant_cd, appr_type_cd, appr_line_nm, addable_yn, create_user_id, update_user_id)
    values ('1000', 'HEA_CHECKUP_PLAN', '건강검진 계획 결재선 (서해화력)', 'Y', 'system', 'system') on conflict do nothing returning appr_line_no as no`);
  if (line[0]) {
    await queryRows(tx, sql`insert into com_appr_line_slot (appr_line_no, slot_no, slot_kind, resolve_type, duty_cd, required_yn, changeable_yn)
      values (${line[0].no}, 1, 'APPROVE', 'OWN_DEPT_DUTY', 'DUT03', 'Y', 'N'), (${line[0].no}, 2, 'APPROVE', 'PARENT_DEPT_DUTY', 'DUT04', 'Y', 'N')`);
  }

  // optional-item rules of the 2026 general plan (test items by code: the test-item master)
  const g = await queryRows<{ no: number }>(tx, sql`select hea_checkup_plan_no as no from hea_checkup_plan where hea_checkup_plan_nm = '2026년 일반건강진단' and plant_cd = '1000'`);
  if (g[0]) {
    await tx.insert(heaPlanOptionRule).values([
      { heaCheckupPlanNo: Number(g[0].no), ruleNm: '40세 이상 선택검사', sexCd: 'A', ageFrom: 40, ageTo: null, testItemCds: ['GASTROSCOPY', 'ABDOMINAL_US', 'CAROTID_US'], chooseCnt: 1, sortOrder: 1, ...MGR },
      { heaCheckupPlanNo: Number(g[0].no), ruleNm: '여성 선택검사', sexCd: 'F', ageFrom: 20, ageTo: null, testItemCds: ['PAP_SMEAR', 'BREAST_US'], chooseCnt: 1, sortOrder: 2, ...MGR },
    ]);
  }
}
