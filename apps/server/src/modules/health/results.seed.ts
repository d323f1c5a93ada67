import { sql } from 'drizzle-orm';
import {
  HEA_FOLLOWUP_ACTIONS, HEA_RANGE_SEXES, HEA_RESULT_CODE_GROUP, HEA_SUSPECT_APPR, HEA_TEST_ITEM_CATEGORIES, HEA_WORK_FITNESS, isOutsideRange, retentionUntil,
} from '@jikim/shared';
import { queryRows, type Db } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { apprLine, apprLineSlot } from '../approvals/approvals.tables.js';
import { heaCheckupResult, heaCheckupResultItem } from './results.tables.js';
import { heaTestItem, heaTestItemRange } from './testitem.tables.js';

const SYS = { createUserId: 'system', updateUserId: 'system' };

/** 일반건강진단 1차 검사항목 and common reference ranges (A = both sexes) */
const ITEMS: [cd: string, nm: string, cat: string, unit: string | null, ranges: [sex: 'A' | 'M' | 'F', lo: number | null, hi: number | null][]][] = [
  ['HEIGHT', '신장', 'TIC01', 'cm', []],
  ['WEIGHT', '체중', 'TIC01', 'kg', []],
  ['BMI', '체질량지수', 'TIC01', 'kg/㎡', [['A', 18.5, 24.9]]],
  ['SBP', '수축기 혈압', 'TIC01', 'mmHg', [['A', 90, 139]]],
  ['DBP', '이완기 혈압', 'TIC01', 'mmHg', [['A', 60, 89]]],
  ['FBS', '공복혈당', 'TIC02', 'mg/dL', [['A', 70, 99]]],
  ['TCHOL', '총콜레스테롤', 'TIC02', 'mg/dL', [['A', null, 199]]],
  ['AST', 'AST(SGOT)', 'TIC02', 'IU/L', [['A', null, 40]]],
  ['ALT', 'ALT(SGPT)', 'TIC02', 'IU/L', [['A', null, 35]]],
  ['GGT', '감마지티피', 'TIC02', 'IU/L', [['M', 11, 63], ['F', 8, 35]]],
  ['HB', '혈색소', 'TIC02', 'g/dL', [['M', 13, 16.5], ['F', 12, 15.5]]],
  ['CREAT', '혈청 크레아티닌', 'TIC02', 'mg/dL', [['A', null, 1.5]]],
  ['UPROT', '요단백', 'TIC03', null, []],
  ['HEAR_R4K', '청력(우) 4kHz', 'TIC04', 'dB', [['A', null, 40]]],
  ['HEAR_L4K', '청력(좌) 4kHz', 'TIC04', 'dB', [['A', null, 40]]],
  ['U_TTMA', '요중 t,t-뮤코닉산', 'TIC05', 'mg/g crea', [['A', null, 1]]],
];

/** demo results of the 2025 general checkup (plant 1000): values → diagnosis as a hospital would judge */
const RESULTS: [userId: string, ymd: string, diag: string, fit: string, action: string, opinion: string | null, values: Record<string, string>][] = [
  ['e0005', '2025-05-13', 'A', '가', '0', null, { HEIGHT: '172.4', WEIGHT: '68.1', BMI: '22.9', SBP: '118', DBP: '76', FBS: '92', TCHOL: '182', AST: '24', ALT: '21', GGT: '30', HB: '14.8', UPROT: '음성' }],
  ['e0006', '2025-05-13', 'B', '가', '1', '체중 관리 및 금주 권고', { HEIGHT: '168.0', WEIGHT: '79.5', BMI: '28.2', SBP: '132', DBP: '84', FBS: '97', TCHOL: '214', AST: '33', ALT: '38', GGT: '58', HB: '15.1', UPROT: '음성' }],
  ['e0007', '2025-05-20', 'C2', '가', '3', '고혈압 의심: 3개월 후 혈압 재측정', { HEIGHT: '175.2', WEIGHT: '81.0', BMI: '26.4', SBP: '146', DBP: '94', FBS: '104', TCHOL: '221', AST: '29', ALT: '31', GGT: '49', HB: '15.6', UPROT: '음성' }],
  ['e0008', '2025-05-20', 'A', '가', '0', null, { HEIGHT: '160.3', WEIGHT: '54.2', BMI: '21.1', SBP: '108', DBP: '70', FBS: '88', TCHOL: '176', AST: '19', ALT: '14', GGT: '15', HB: '12.9', UPROT: '음성' }],
  ['e0021', '2025-06-03', 'D2', '나', '4', '당뇨병: 약물치료 및 야간작업 시 혈당 관리', { HEIGHT: '170.1', WEIGHT: '84.7', BMI: '29.3', SBP: '138', DBP: '88', FBS: '158', TCHOL: '236', AST: '42', ALT: '51', GGT: '88', HB: '15.9', UPROT: '±' }],
  ['e0022', '2025-06-03', 'C1', '나', '2', '소음성 난청 요관찰: 귀마개 착용 지도, 1년 후 청력검사', { HEIGHT: '174.8', WEIGHT: '72.3', BMI: '23.7', SBP: '124', DBP: '80', FBS: '95', TCHOL: '190', AST: '22', ALT: '25', GGT: '33', HB: '15.2', UPROT: '음성', HEAR_R4K: '45', HEAR_L4K: '38' }],
];

const codeRows = (group: string, list: readonly { code: string; codeNm: string; en: string; zh: string; es: string }[]) =>
  list.map((c, i) => ({ codeGroupCd: group, code: c.code, codeNm: c.codeNm, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, sortOrder: i + 1, ...SYS }));

/** codes, test items, ranges, approval line templates for suspects, and the 2025 demo results (idempotent) */
export async function seedHealthResultsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(codeGroup).values([
      { codeGroupCd: HEA_RESULT_CODE_GROUP.testItemCategory, codeGroupNm: '검사항목 분류', systemYn: 'N', ...SYS },
      { codeGroupCd: HEA_RESULT_CODE_GROUP.workFitness, codeGroupNm: '업무수행 적합여부', systemYn: 'Y', codeGroupDesc: '근로자 건강진단 실시기준', ...SYS },
      { codeGroupCd: HEA_RESULT_CODE_GROUP.followupAction, codeGroupNm: '사후관리 조치', systemYn: 'Y', codeGroupDesc: '근로자 건강진단 실시기준의 사후관리 소견', ...SYS },
      { codeGroupCd: HEA_RESULT_CODE_GROUP.rangeSex, codeGroupNm: '결과범위 성별', systemYn: 'Y', ...SYS },
    ]).onConflictDoNothing();
    await tx.insert(codeMaster).values([
      ...codeRows(HEA_RESULT_CODE_GROUP.testItemCategory, HEA_TEST_ITEM_CATEGORIES),
      ...codeRows(HEA_RESULT_CODE_GROUP.workFitness, HEA_WORK_FITNESS),
      ...codeRows(HEA_RESULT_CODE_GROUP.followupAction, HEA_FOLLOWUP_ACTIONS),
      ...codeRows(HEA_RESULT_CODE_GROUP.rangeSex, HEA_RANGE_SEXES),
    ]).onConflictDoNothing();
    // suspect designation and release: 팀장 결재 → 처장 결재 in each plant
    for (const plantCd of ['1000', '2000']) {
      for (const [type, nm] of [[HEA_SUSPECT_APPR.designate, '유소견자 지정 결재선'], [HEA_SUSPECT_APPR.release, '유소견자 해제 결재선']] as const) {
        const [h] = await tx.insert(apprLine).values({ plantCd, apprTypeCd: type, apprLineNm: nm, addableYn: 'Y', ...SYS }).onConflictDoNothing().returning({ no: apprLine.apprLineNo });
        if (!h) continue;
        await tx.insert(apprLineSlot).values([
          { apprLineNo: h.no, slotNo: 1, slotKind: 'APPROVE', resolveType: 'OWN_DEPT_DUTY', dutyCd: 'DUT03', requiredYn: 'Y', changeableYn: 'N' },
          { apprLineNo: h.no, slotNo: 2, slotKind: 'APPROVE', resolveType: 'PARENT_DEPT_DUTY', dutyCd: 'DUT04', requiredYn: 'Y', changeableYn: 'N' },
        ]);
      }
    }
    if ((await queryRows(tx, sql`select 1 from hea_test_item limit 1`)).length > 0) return;
    await tx.insert(heaTestItem).values(ITEMS.map(([testItemCd, testItemNm, testItemCategoryCd, unit], i) => ({ testItemCd, testItemNm, testItemCategoryCd, unit, sortOrder: (i + 1) * 10, ...SYS })));
    const ranges = ITEMS.flatMap(([cd, , , , rs]) => rs.map(([sexCd, normalLow, normalHigh]) => ({ testItemCd: cd, sexCd, normalLow, normalHigh, ...SYS })));
    await tx.insert(heaTestItemRange).values(ranges);

    const plan = await queryRows<{ no: number }>(tx, sql`select hea_checkup_plan_no as no from hea_checkup_plan where plant_cd = '1000' and hea_checkup_plan_nm = '2025년 일반건강진단'`);
    const org = await queryRows<{ no: number }>(tx, sql`select hea_checkup_org_no as no from hea_checkup_org where hea_checkup_org_nm = '서산중앙병원 건강검진센터'`);
    if (!plan[0]) return;
    const planNo = Number(plan[0].no);
    const users = await queryRows<{ user_id: string; dept_cd: string | null; gender_cd: string | null }>(tx, sql`select cu.user_id, cu.dept_cd, u.gender_cd
      from hea_checkup_user cu join com_user u on u.user_id = cu.user_id where cu.hea_checkup_plan_no = ${planNo}`);
    const byUser = new Map(users.map((u) => [u.user_id, u]));
    for (const [userId, ymd, diag, fit, action, opinion, values] of RESULTS) {
      const u = byUser.get(userId);
      if (!u) continue;
      const items = Object.entries(values).map(([cd, v]) => {
        const rs = ranges.filter((r) => r.testItemCd === cd);
        const range = rs.find((r) => r.sexCd === u.gender_cd) ?? rs.find((r) => r.sexCd === 'A') ?? null;
        const num = /^[-+]?\d+(\.\d+)?$/.test(v) ? Number(v) : null;
        return { testItemCd: cd, resultValue: v, resultNum: num, normalLow: range?.normalLow ?? null, normalHigh: range?.normalHigh ?? null,
          abnormalYn: (range && num !== null && isOutsideRange(num, range) ? 'Y' : 'N') as 'Y' | 'N', createUserId: 'health01', updateUserId: 'health01' };
      });
      const [r] = await tx.insert(heaCheckupResult).values({
        heaCheckupPlanNo: planNo, userId, plantCd: '1000', deptCd: u.dept_cd, checkupYear: 2025, checkupYmd: ymd, heaCheckupOrgNo: org[0] ? Number(org[0].no) : null,
        diagCd: diag, workFitnessCd: fit, followupActionCd: action, followupOpinion: opinion, abnormalCnt: items.filter((x) => x.abnormalYn === 'Y').length,
        carcinogenYn: 'N', retentionUntilYmd: retentionUntil(ymd, false), createUserId: 'health01', updateUserId: 'health01',
      }).returning({ no: heaCheckupResult.heaCheckupResultNo });
      await tx.insert(heaCheckupResultItem).values(items.map((x) => ({ ...x, heaCheckupResultNo: r!.no })));
    }
  });
}
