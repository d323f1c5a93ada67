import { sql } from 'drizzle-orm';
import { HEA_CHECKUP_CLASSES, HEA_CODE_GROUP, HEA_RESULT_DIAGS } from '@jikim/shared';
import { queryRows, type Db } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { seedHealthBaseData } from './basedata.seed.js';
import { seedHealthYear } from './checkup-plan.seed.js';
import { heaCheckupOrg, heaCheckupPlan, heaCheckupPlanOrg, heaCheckupUser, heaHazard, heaProcessHazard } from './health.tables.js';

const SYS = { createUserId: 'system', updateUserId: 'system' };

const HAZARD_CLASSES = [
  { code: 'HZC01', codeNm: '화학적 인자', en: 'Chemical', zh: '化学因素', es: 'Químico' },
  { code: 'HZC02', codeNm: '분진', en: 'Dust', zh: '粉尘', es: 'Polvo' },
  { code: 'HZC03', codeNm: '물리적 인자', en: 'Physical', zh: '物理因素', es: 'Físico' },
  { code: 'HZC04', codeNm: '야간작업', en: 'Night work', zh: '夜间作业', es: 'Trabajo nocturno' },
];

/** 특수건강진단 대상 유해인자 and their cycle (산업안전보건법 시행규칙 별표 23: 배치 후 첫 검진 시기, 주기) */
const HAZARDS: [cd: string, nm: string, cls: string, first: number, repeat: number, carcinogen: 'Y' | 'N'][] = [
  ['NOISE', '소음', 'HZC03', 12, 24, 'N'],
  ['MINERAL_DUST', '광물성 분진', 'HZC02', 12, 24, 'N'],
  ['NIGHT_WORK', '야간작업', 'HZC04', 6, 12, 'N'],
  ['BENZENE', '벤젠', 'HZC01', 2, 6, 'Y'],
  ['WELDING_FUME', '용접흄', 'HZC01', 6, 12, 'N'],
  ['ASBESTOS', '석면 분진', 'HZC02', 12, 12, 'Y'],
];

/** process code → hazardous factors of the demo power plant */
const PROCESS_HAZARDS: [string, string[]][] = [
  ['P1001', ['NOISE', 'NIGHT_WORK']],
  ['P1002', ['NOISE', 'NIGHT_WORK']],
  ['P1003', ['MINERAL_DUST', 'NOISE']],
  ['P1004', ['MINERAL_DUST']],
  ['P1006', ['WELDING_FUME', 'NOISE']],
  ['P1009', ['BENZENE']],
];

const codeRows = (group: string, list: readonly { code: string; codeNm: string; en: string; zh: string; es: string }[]) =>
  list.map((c, i) => ({ codeGroupCd: group, code: c.code, codeNm: c.codeNm, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, sortOrder: i + 1, ...SYS }));

/** health codes and demo records (idempotent: codes upsert-ignore, records only on the first run) */
export async function seedHealthDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(codeGroup).values([
      { codeGroupCd: HEA_CODE_GROUP.checkupClass, codeGroupNm: '건강진단 구분', systemYn: 'Y', ...SYS },
      { codeGroupCd: HEA_CODE_GROUP.resultDiag, codeGroupNm: '건강진단 판정 구분', systemYn: 'Y', codeGroupDesc: '근로자 건강진단 실시기준의 건강관리구분', ...SYS },
      { codeGroupCd: HEA_CODE_GROUP.hazardClass, codeGroupNm: '유해인자 분류', systemYn: 'N', ...SYS },
    ]).onConflictDoNothing();
    await tx.insert(codeMaster).values([
      ...codeRows(HEA_CODE_GROUP.checkupClass, HEA_CHECKUP_CLASSES),
      ...codeRows(HEA_CODE_GROUP.resultDiag, HEA_RESULT_DIAGS),
      ...codeRows(HEA_CODE_GROUP.hazardClass, HAZARD_CLASSES),
    ]).onConflictDoNothing();
    await tx.insert(heaHazard).values(HAZARDS.map(([hazardCd, hazardNm, hazardClassCd, firstExamMonths, repeatMonths, carcinogenYn]) =>
      ({ hazardCd, hazardNm, hazardClassCd, firstExamMonths, repeatMonths, carcinogenYn, ...SYS }))).onConflictDoNothing();

    if ((await queryRows(tx, sql`select 1 from hea_checkup_org limit 1`)).length > 0) return;
    const procs = await queryRows<{ process_no: number; process_cd: string }>(tx, sql`select process_no, process_cd from com_process`);
    const procNo = new Map(procs.map((p) => [p.process_cd, Number(p.process_no)]));
    for (const [cd, hz] of PROCESS_HAZARDS) {
      const no = procNo.get(cd);
      if (no) await tx.insert(heaProcessHazard).values(hz.map((hazardCd) => ({ processNo: no, hazardCd, ...SYS }))).onConflictDoNothing();
    }
    const orgs = await tx.insert(heaCheckupOrg).values([
      { plantCd: '1000', heaCheckupOrgNm: '서산중앙병원 건강검진센터', dailyCapacity: 30, telNo: '041-660-7000', address: '충청남도 서산시 중앙로 101', ...SYS },
      { plantCd: '1000', heaCheckupOrgNm: '충남산업보건센터', dailyCapacity: 20, telNo: '041-350-8800', address: '충청남도 당진시 송악읍 산업로 55', ...SYS },
      { plantCd: '2000', heaCheckupOrgNm: '통영적십자병원 검진센터', dailyCapacity: 15, telNo: '055-640-3300', address: '경상남도 통영시 광도면 죽림로 20', ...SYS },
    ]).returning({ no: heaCheckupOrg.heaCheckupOrgNo, plantCd: heaCheckupOrg.plantCd });
    const plantOrgs = (plantCd: string) => orgs.filter((o) => o.plantCd === plantCd).map((o) => o.no);

    const plans: [plantCd: string, cls: string, nm: string, s: string, e: string, users: string[]][] = [
      ['1000', 'HCC01', '2025년 일반건강진단', '2025-04-01', '2025-11-30', ['e0005', 'e0006', 'e0007', 'e0008', 'e0021', 'e0022']],
      ['1000', 'HCC01', '2026년 일반건강진단', '2026-04-01', '2026-12-31', ['e0001', 'e0002', 'e0003', 'e0004']],
      ['1000', 'HCC03', '2026년 특수건강진단(소음·분진)', '2026-09-01', '2026-12-15', []],
      ['2000', 'HCC01', '2026년 일반건강진단(남해LNG기지)', '2026-05-01', '2026-12-31', ['g0001', 'g0002']],
    ];
    for (const [plantCd, cls, nm, s, e, users] of plans) {
      const [p] = await tx.insert(heaCheckupPlan).values({
        plantCd, heaCheckupClassCd: cls, heaCheckupPlanNm: nm, heaCheckupStartYmd: s, heaCheckupEndYmd: e, createUserId: 'health01', updateUserId: 'health01',
      }).returning({ no: heaCheckupPlan.heaCheckupPlanNo });
      await tx.insert(heaCheckupPlanOrg).values(plantOrgs(plantCd).map((o) => ({ heaCheckupPlanNo: p!.no, heaCheckupOrgNo: o, ...SYS })));
      if (users.length) {
        const rows = await queryRows<{ user_id: string; dept_cd: string | null }>(tx, sql`select user_id, dept_cd from com_user
          where user_id in (${sql.join(users.map((u) => sql`${u}`), sql`, `)})`);
        const clsNm = HEA_CHECKUP_CLASSES.find((c) => c.code === cls)!.codeNm;
        if (rows.length) {
          await tx.insert(heaCheckupUser).values(rows.map((r) => ({
            heaCheckupPlanNo: p!.no, userId: r.user_id, deptCd: r.dept_cd, heaCheckupTypeNm: clsNm, createUserId: 'health01', updateUserId: 'health01',
          })));
        }
      }
    }
  });
  // base data (diseases, interview items, consultation types) and a year of plant 1000 records
  await db.transaction(async (tx) => {
    await seedHealthBaseData(tx);
    await seedHealthYear(tx);
  });
}
