import { sql } from 'drizzle-orm';
import {
  addDaysYmd, checkResultWorkflow, occurrenceYmd, SAF_CHECK_APPR_TYPE, SAF_ANSWER_SCALES, SAF_CHECK_ANSWERS, SAF_CHECK_CYCLES, SAF_CHECK_TYPES, SAF_CODE_GROUPS,
  mocWorkflow, patrolFindingWorkflow, SAF_MOC_REVIEWER_ME_GROUP, SAF_PATROL_CYCLE_GROUP, SAF_PATROL_CYCLES, tbmWorkflow, type TCheckCycleCd,
} from '@jikim/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';
import { seedFacilityDemo } from '../facilities/facilities.seed.js';
import { seedMocDemo } from '../moc/moc.seed.js';
import { seedPatrolDemo } from '../patrol/patrol.seed.js';
import { seedTbmDemo } from '../tbm/tbm.seed.js';
import { completeCheck } from './checks.service.js';
import { safCheckAnswer, safCheckPlan, safCheckResult, safCheckTemplate, safCheckTemplateItem, safCheckTemplateType } from './checks.tables.js';
import { demoDeptHead, seedDemoApprovals, type TDemoApproval } from '../../approvals/approvals.demo.js';

type TI18n = { code: string; ko: string; en: string; zh: string; es: string; attr1?: string; attr2?: string };

/**
 * 설비유형 (facility types; spec §3 facility type): attr1 = the legal inspection cycle in months where 산안법 제93조
 * 안전검사 applies (시행규칙 제126조: first within 3 years of installation, then every 2 years; PSM sites' pressure
 * vessels every 4 years). Data, not code: a plant edits the rows when the rule changes.
 */
export const SAF_FACILITY_TYPES: TI18n[] = [
  // the tree (spec §3 facility-type tree): attr2 = the parent group; groups carry no cycle and are not picked
  { code: 'G_LIFTING', ko: '양중·고소 설비', en: 'Lifting and aerial', zh: '起重·高空设备', es: 'Elevación y altura' },
  { code: 'CRANE', ko: '크레인', en: 'Crane', zh: '起重机', es: 'Grúa', attr1: '24', attr2: 'G_LIFTING' },
  { code: 'LIFT', ko: '리프트', en: 'Lift', zh: '升降机', es: 'Montacargas', attr1: '24', attr2: 'G_LIFTING' },
  { code: 'GONDOLA', ko: '곤돌라', en: 'Gondola', zh: '吊篮', es: 'Góndola', attr1: '24', attr2: 'G_LIFTING' },
  { code: 'AERIAL', ko: '고소작업대', en: 'Aerial work platform', zh: '高空作业平台', es: 'Plataforma elevadora', attr1: '24', attr2: 'G_LIFTING' },
  { code: 'G_PRESSURE', ko: '압력·환기 설비', en: 'Pressure and ventilation', zh: '压力·通风设备', es: 'Presión y ventilación' },
  { code: 'PRESSURE', ko: '압력용기', en: 'Pressure vessel', zh: '压力容器', es: 'Recipiente a presión', attr1: '24', attr2: 'G_PRESSURE' },
  { code: 'LEV', ko: '국소배기장치', en: 'Local exhaust ventilation', zh: '局部排气装置', es: 'Extracción localizada', attr1: '24', attr2: 'G_PRESSURE' },
  { code: 'G_MACHINE', ko: '기계 설비', en: 'Machinery', zh: '机械设备', es: 'Maquinaria' },
  { code: 'CONVEYOR', ko: '컨베이어', en: 'Conveyor', zh: '输送机', es: 'Transportador', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'ROBOT', ko: '산업용 로봇', en: 'Industrial robot', zh: '工业机器人', es: 'Robot industrial', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'CENTRIFUGE', ko: '원심기', en: 'Centrifuge', zh: '离心机', es: 'Centrífuga', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'ROLLER', ko: '롤러기', en: 'Roller machine', zh: '辊压机', es: 'Rodillo', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'MIXER', ko: '혼합기', en: 'Mixer', zh: '混合机', es: 'Mezcladora', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'CRUSHER', ko: '파쇄기·분쇄기', en: 'Crusher', zh: '破碎机', es: 'Trituradora', attr1: '24', attr2: 'G_MACHINE' },
  { code: 'G_UTILITY', ko: '공통 설비', en: 'Utilities', zh: '公用设备', es: 'Servicios generales' },
  { code: 'FIRE', ko: '소방·방재설비', en: 'Fire protection', zh: '消防设备', es: 'Protección contra incendios', attr2: 'G_UTILITY' },
  { code: 'ELEC', ko: '전기설비', en: 'Electrical equipment', zh: '电气设备', es: 'Equipo eléctrico', attr2: 'G_UTILITY' },
  { code: 'ETC', ko: '기타설비', en: 'Other', zh: '其他设备', es: 'Otros', attr2: 'G_UTILITY' },
];

/** structural codes of checks and facilities (every installation) */
export async function seedSafetyCheckBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: SAF_CODE_GROUPS.checkType, codeGroupNm: '안전점검 구분', systemYn: 'N', codeGroupDesc: '사업장이 점검구분을 추가할 수 있습니다 (메뉴의 checkTypeCd 값)' },
    { codeGroupCd: SAF_CODE_GROUPS.cycle, codeGroupNm: '점검 주기', systemYn: 'Y' },
    { codeGroupCd: SAF_CODE_GROUPS.answer, codeGroupNm: '점검 결과', systemYn: 'Y' },
    { codeGroupCd: SAF_CODE_GROUPS.scale, codeGroupNm: '점검 판정방식', systemYn: 'Y' },
    { codeGroupCd: SAF_CODE_GROUPS.resultStatus, codeGroupNm: '점검결과 상태', systemYn: 'Y' },
    { codeGroupCd: SAF_CODE_GROUPS.facilityType, codeGroupNm: '설비유형', systemYn: 'N', codeGroupDesc: 'attr1: 안전검사 주기(개월), 산안법 시행규칙 제126조; attr2: 상위 유형(트리)' },
    { codeGroupCd: SAF_CODE_GROUPS.inspectionResult, codeGroupNm: '설비 검사 판정', systemYn: 'Y' },
    { codeGroupCd: 'SAF_INSPECTION_KIND', codeGroupNm: '설비 검사 구분', systemYn: 'Y' },
    { codeGroupCd: 'SAF_TBM_STATUS', codeGroupNm: 'TBM 상태', systemYn: 'Y' },
    { codeGroupCd: 'SAF_MOC_STATUS', codeGroupNm: '변경관리 상태', systemYn: 'Y' },
    { codeGroupCd: 'SAF_MOC_TYPE', codeGroupNm: '변경관리 구분', systemYn: 'Y' },
    { codeGroupCd: 'SAF_MOC_DECISION', codeGroupNm: '변경관리 검토결과', systemYn: 'Y' },
    { codeGroupCd: SAF_MOC_REVIEWER_ME_GROUP, codeGroupNm: '변경관리 내 검토 (목록 조건)', systemYn: 'Y' },
    { codeGroupCd: 'SAF_PATROL_STATUS', codeGroupNm: '순회점검 지적 상태', systemYn: 'Y' },
    { codeGroupCd: 'SAF_PATROL_TYPE', codeGroupNm: '순회점검 구분', systemYn: 'Y' },
    { codeGroupCd: 'SAF_PATROL_CATEGORY', codeGroupNm: '순회점검 지적 분류', systemYn: 'N' },
    { codeGroupCd: SAF_PATROL_CYCLE_GROUP, codeGroupNm: '순회점검 주기', systemYn: 'N', codeGroupDesc: 'attr1: 주기(일), 산안법 시행규칙 제80조 (매주, 건설업 등 2일에 1회)' },
    { codeGroupCd: 'SAF_TBM_ATTENDEE_TYPE', codeGroupNm: 'TBM 참석자 구분', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: readonly TI18n[]) => codes.map((c, i) => ({
    codeGroupCd: group, code: c.code, codeNm: c.ko, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, attr1: c.attr1 ?? null, attr2: c.attr2 ?? null, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  await tx.insert(codeMaster).values([
    ...rows(SAF_CODE_GROUPS.checkType, SAF_CHECK_TYPES), ...rows(SAF_CODE_GROUPS.cycle, SAF_CHECK_CYCLES), ...rows(SAF_CODE_GROUPS.answer, SAF_CHECK_ANSWERS),
    ...rows(SAF_CODE_GROUPS.scale, SAF_ANSWER_SCALES), ...rows(SAF_CODE_GROUPS.facilityType, SAF_FACILITY_TYPES),
    ...rows(SAF_CODE_GROUPS.resultStatus, checkResultWorkflow.statuses.map((s) => ({ code: s.code, ...s.label }))),
    ...rows(SAF_CODE_GROUPS.inspectionResult, [{ code: 'PASS', ko: '합격', en: 'Pass', zh: '合格', es: 'Apto' }, { code: 'FAIL', ko: '불합격', en: 'Fail', zh: '不合格', es: 'No apto' }]),
    ...rows('SAF_MOC_STATUS', mocWorkflow.statuses.map((s) => ({ code: s.code, ...s.label }))),
    ...rows('SAF_MOC_TYPE', [
      { code: 'PERMANENT', ko: '영구 변경', en: 'Permanent', zh: '永久变更', es: 'Permanente' },
      { code: 'TEMPORARY', ko: '임시 변경', en: 'Temporary', zh: '临时变更', es: 'Temporal' },
      { code: 'EMERGENCY', ko: '긴급 변경', en: 'Emergency', zh: '紧急变更', es: 'Emergencia' },
    ]),
    ...rows('SAF_MOC_DECISION', [{ code: 'APPROVE', ko: '승인', en: 'Approve', zh: '批准', es: 'Aprobar' }, { code: 'COMMENT', ko: '의견', en: 'Comment', zh: '意见', es: 'Comentario' }]),
    ...rows(SAF_MOC_REVIEWER_ME_GROUP, [
      { code: 'Y', ko: '내 검토 대기', en: 'Waiting for my review', zh: '待我审查', es: 'Pendiente de mi revisión' },
      { code: 'A', ko: '내 검토 답변함', en: 'Reviewed by me', zh: '我已审查', es: 'Revisado por mí' },
    ]),
    ...rows('SAF_PATROL_STATUS', patrolFindingWorkflow.statuses.map((s) => ({ code: s.code, ...s.label }))),
    ...rows('SAF_PATROL_TYPE', [{ code: 'PATROL', ko: '순회점검', en: 'Patrol', zh: '巡检', es: 'Ronda' }, { code: 'JOINT', ko: '합동점검', en: 'Joint patrol', zh: '联合检查', es: 'Ronda conjunta' }]),
    ...rows('SAF_PATROL_CATEGORY', [
      { code: 'FALL', ko: '추락·개구부', en: 'Falls and openings', zh: '坠落·开口', es: 'Caídas y aberturas' },
      { code: 'PPE', ko: '보호구', en: 'PPE', zh: '防护用品', es: 'EPP' },
      { code: 'ELEC', ko: '전기', en: 'Electrical', zh: '电气', es: 'Eléctrico' },
      { code: 'FIRE', ko: '화재·화기', en: 'Fire and hot work', zh: '火灾·动火', es: 'Incendio' },
      { code: 'MACHINE', ko: '기계·끼임', en: 'Machinery', zh: '机械·夹伤', es: 'Maquinaria' },
      { code: 'HOUSEKEEP', ko: '정리정돈', en: 'Housekeeping', zh: '整理整顿', es: 'Orden y limpieza' },
      { code: 'ETC', ko: '기타', en: 'Other', zh: '其他', es: 'Otros' },
    ]),
    ...rows(SAF_PATROL_CYCLE_GROUP, SAF_PATROL_CYCLES.map((c) => ({ ...c, attr1: String(c.days) }))),
    ...rows('SAF_TBM_STATUS', tbmWorkflow.statuses.map((s) => ({ code: s.code, ...s.label }))),
    ...rows('SAF_TBM_ATTENDEE_TYPE', [{ code: 'EMP', ko: '임직원', en: 'Employee', zh: '员工', es: 'Empleado' }, { code: 'VENDOR', ko: '협력업체', en: 'Contractor', zh: '协力企业', es: 'Contratista' }]),
    ...rows('SAF_INSPECTION_KIND', [{ code: 'LEGAL', ko: '안전검사(법정)', en: 'Legal inspection', zh: '法定安全检验', es: 'Inspección legal' }, { code: 'INTERNAL', ko: '자체검사', en: 'Internal inspection', zh: '自主检验', es: 'Inspección interna' }]),
  ]).onConflictDoNothing();
}

type TItem = [category: string, item: string, photoRequired?: boolean, score?: boolean];
const DAILY_ITEMS: TItem[] = [
  ['통로·작업장', '통로에 적치물이 없고 바닥이 미끄럽지 않은가'],
  ['통로·작업장', '개구부·단부에 안전난간 또는 덮개가 설치되어 있는가', true],
  ['기계·설비', '회전체(커플링·벨트)의 방호덮개가 제자리에 있는가', true],
  ['기계·설비', '배관·밸브에서 누설(증기·오일·가스)이 없는가', true],
  ['전기', '분전반 문이 닫혀 있고 접지·누전차단기가 정상인가'],
  ['전기', '임시 전선이 통로를 가로지르거나 손상되지 않았는가'],
  ['화재예방', '소화기 압력이 정상이고 비치 위치가 확보되어 있는가'],
  ['화재예방', '가연물 주변에서 화기작업이 허가 없이 진행되지 않는가', true],
  ['보호구', '작업자가 안전모·안전화·보안경을 착용하고 있는가'],
  ['정리정돈', '작업장 정리정돈 상태', false, true],
];
const SUPERVISOR_ITEMS: TItem[] = [
  ['작업 전', '작업 절차와 위험요인을 작업자에게 설명하였는가'],
  ['작업 전', '작업허가서가 발급되고 현장에 게시되어 있는가', true],
  ['작업 중', '추락 위험 작업에서 안전대를 체결하고 있는가', true],
  ['작업 중', '중량물 인양 시 신호수와 출입통제가 있는가'],
  ['작업 후', '작업 종료 후 잔류 화기·전원 차단을 확인하였는가'],
];
const REGULAR_ITEMS: TItem[] = [
  ['안전시설', '비상조명·유도등이 점등되는가'],
  ['안전시설', '비상샤워·세안설비가 작동하는가', true],
  ['기계·설비', '크레인 훅 해지장치와 와이어로프 상태', true],
  ['전기', '고압 수배전반 절연·발열 상태(열화상)', true],
  ['화학물질', 'MSDS 게시와 경고표지 부착 상태'],
  ['관리', '안전보건 관리 수준', false, true],
];
const JOINT_ITEMS: TItem[] = [
  ['협력업체', '신규 근로자 채용 시 안전교육을 이수하였는가'],
  ['협력업체', '작업 구간에 출입통제와 안전표지가 있는가', true],
  ['협력업체', '사다리·비계의 고정과 작업발판 상태', true],
  ['협력업체', '보호구 지급과 착용 상태'],
];

const LIFTING_ITEMS: TItem[] = [
  ['양중', '훅 해지장치와 와이어로프(소선 절단·킹크)에 이상이 없는가', true],
  ['양중', '과부하방지장치·권과방지장치가 작동하는가', true],
  ['운전', '정격하중 표지가 부착되어 있고 운전자가 자격을 갖추었는가'],
  ['운전', '작업반경 내 출입통제가 되어 있는가'],
];
const PRESSURE_ITEMS: TItem[] = [
  ['압력', '안전밸브 봉인과 작동 시험 기록이 유효한가', true],
  ['압력', '압력계 지시가 정상 범위이고 검정 기한 내인가'],
  ['환기', '후드 제어풍속이 기준 이상인가(측정값 기록)', true],
  ['환기', '덕트·댐퍼 손상이나 분진 퇴적이 없는가'],
];

// `types`: the facility types the template applies to (a group covers every type under it in the facility-type tree)
const TEMPLATES: { plantCd: string; type: string; name: string; area: string | null; items: TItem[]; types?: string[] }[] = [
  { plantCd: '1000', type: 'DAILY', name: '보일러동 일상 안전점검표', area: '보일러동 1~5층', items: DAILY_ITEMS },
  { plantCd: '1000', type: 'SUPERVISOR', name: '관리감독자 작업 전 점검표', area: '정비작업 구역', items: SUPERVISOR_ITEMS },
  { plantCd: '1000', type: 'REGULAR', name: '월간 정기 안전점검표', area: '발전소 전 구역', items: REGULAR_ITEMS },
  { plantCd: '1000', type: 'JOINT', name: '협력업체 합동 안전점검표', area: '계획예방정비 구역', items: JOINT_ITEMS },
  { plantCd: '1000', type: 'SPECIAL', name: '동절기 특별점검표', area: '옥외 설비', items: DAILY_ITEMS.slice(0, 6) },
  { plantCd: '2000', type: 'DAILY', name: 'LNG 하역설비 일상점검표', area: '하역부두·언로딩암', items: DAILY_ITEMS },
  { plantCd: '2000', type: 'REGULAR', name: '저장탱크 월간 정기점검표', area: '저장탱크 TK-101~104', items: REGULAR_ITEMS },
  { plantCd: '1000', type: 'REGULAR', name: '양중·고소 설비 월간 점검표', area: null, items: LIFTING_ITEMS, types: ['G_LIFTING'] },
  { plantCd: '2000', type: 'REGULAR', name: '압력용기·국소배기장치 월간 점검표', area: null, items: PRESSURE_ITEMS, types: ['PRESSURE', 'LEV'] },
];

const PLANS: { tpl: number; plantCd: string; deptCd: string; name: string; place: string; cycle: TCheckCycleCd; checker: string; daysBack: number }[] = [
  { tpl: 0, plantCd: '1000', deptCd: 'D1310', name: '보일러동 일상점검', place: '보일러동', cycle: 'DAILY', checker: 'worker01', daysBack: 90 },
  { tpl: 1, plantCd: '1000', deptCd: 'D1310', name: '발전1팀 관리감독자 주간점검', place: '보일러·터빈 정비구역', cycle: 'WEEKLY', checker: 'worker01', daysBack: 365 },
  { tpl: 2, plantCd: '1000', deptCd: 'D1210', name: '발전소 월간 정기점검', place: '발전소 전 구역', cycle: 'MONTHLY', checker: 'safety01', daysBack: 365 },
  { tpl: 3, plantCd: '1000', deptCd: 'D1210', name: '협력업체 분기 합동점검', place: '계획예방정비 구역', cycle: 'QUARTERLY', checker: 'safety01', daysBack: 365 },
  { tpl: 4, plantCd: '1000', deptCd: 'D1210', name: '동절기·하절기 특별점검', place: '옥외 설비', cycle: 'HALF_YEARLY', checker: 'safety01', daysBack: 365 },
  { tpl: 5, plantCd: '2000', deptCd: 'D2210', name: '하역설비 일상점검', place: '하역부두', cycle: 'DAILY', checker: 'gas01', daysBack: 60 },
  { tpl: 6, plantCd: '2000', deptCd: 'D2210', name: '저장탱크 월간 정기점검', place: '저장탱크 구역', cycle: 'MONTHLY', checker: 'gas01', daysBack: 365 },
];

const COMMENTS = ['바닥 오일 누유 흔적, 흡착포 비치 필요', '방호덮개 고정볼트 1개 탈락', '소화기 압력 게이지 적색 구간', '임시 전선 피복 손상', '안전난간 중간대 미설치'];

/**
 * A year of checks (the daily plans: the last two or three months), plans with their due dates, templates per check
 * type, and the facility master with its inspections. About one check in twelve has a bad item: completing it makes
 * the improvement action (as a real completion does). The last few days are missing, so the due list shows overdue.
 */
export async function seedSafetyCheckDemo(db: Db): Promise<void> {
  if ((await queryRows(db, sql`select 1 from saf_check_template limit 1`)).length) return;
  const users = new Set((await queryRows<{ user_id: string }>(db, sql`select user_id from com_user where user_id in ('worker01', 'safety01', 'gas01')`)).map((u) => u.user_id));
  if (users.size < 3) return;
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const tplNos: number[] = [];
    for (const t of TEMPLATES) {
      const [row] = await tx.insert(safCheckTemplate).values({
        plantCd: t.plantCd, checkTypeCd: t.type, templateNm: t.name, areaNm: t.area, createUserId: 'system', updateUserId: 'system',
      }).returning({ no: safCheckTemplate.templateNo });
      tplNos.push(row!.no);
      if (t.types?.length) {
        await tx.insert(safCheckTemplateType).values(t.types.map((facilityTypeCd, i) => ({ templateNo: row!.no, facilityTypeCd, rowNo: i + 1, createUserId: 'system', updateUserId: 'system' })));
      }
      await tx.insert(safCheckTemplateItem).values(t.items.map(([categoryNm, itemNm, photo, score], i) => ({
        templateNo: row!.no, categoryNm, itemNm, answerScaleCd: score ? 'SCORE' : 'GBN', photoRequiredYn: photo ? 'Y' : 'N', rowNo: i + 1, createUserId: 'system', updateUserId: 'system',
      })));
    }
    let seq = 0;
    const heads = new Map<string, string | null>();
    const approvals: TDemoApproval[] = [];
    for (const p of PLANS) {
      const t = TEMPLATES[p.tpl]!;
      const start = addDaysYmd(today, -p.daysBack);
      const [plan] = await tx.insert(safCheckPlan).values({
        plantCd: p.plantCd, deptCd: p.deptCd, checkTypeCd: t.type, planNm: p.name, templateNo: tplNos[p.tpl]!, placeNm: p.place,
        checkerUserId: p.checker, cycleCd: p.cycle, startYmd: start, nextDueYmd: start, createUserId: p.checker, updateUserId: p.checker,
      }).returning({ no: safCheckPlan.planNo });
      // every due date up to a few days ago (the daily plans miss the last two days: overdue on the due list)
      const stopBefore = addDaysYmd(today, p.cycle === 'DAILY' ? -2 : 0);
      for (let n = 0; ; n += 1) {
        const ymd = occurrenceYmd(p.cycle, start, n);
        if (ymd >= stopBefore) break;
        seq += 1;
        const bad = seq % 12 === 0;
        const [res] = await tx.insert(safCheckResult).values({
          statusCd: 'DRAFT', plantCd: p.plantCd, deptCd: p.deptCd, checkTypeCd: t.type, checkYmd: ymd, checkerUserId: p.checker,
          templateNo: tplNos[p.tpl]!, checkTitle: `${p.name} (${ymd})`, placeNm: p.place, planNo: plan!.no,
          opinion: bad ? '불량 항목은 개선조치로 등록함' : '특이사항 없음', createUserId: p.checker, updateUserId: p.checker, createDt: new Date(`${ymd}T10:00:00+09:00`),
        }).returning({ no: safCheckResult.checkNo });
        const badRow = bad ? seq % t.items.filter(([, , , s]) => !s).length : -1;
        await tx.insert(safCheckAnswer).values(t.items.map(([categoryNm, itemNm, photo, score], i) => ({
          checkNo: res!.no, categoryNm, itemNm, answerScaleCd: score ? 'SCORE' : 'GBN', photoRequiredYn: photo ? 'Y' : 'N',
          answerCd: score ? null : i === badRow ? 'BAD' : 'GOOD', score: score ? 3 + (seq % 3) : null,
          comment: i === badRow ? COMMENTS[seq % COMMENTS.length]! : null, rowNo: i + 1, createUserId: p.checker, updateUserId: p.checker,
        })));
        await completeCheck(tx, res!.no, p.checker, ymd);
        // 종결 once nothing is open: checks without a bad item older than a week
        const closed = !bad && ymd < addDaysYmd(today, -7);
        await tx.update(safCheckResult).set({ statusCd: closed ? 'CLOSED' : 'APPROVED', signature: DEMO_SIGNATURE }).where(sql`check_no = ${res!.no}`);
        // 결재완료: the checker's request, approved by the department's team leader the next day
        if (!heads.has(p.deptCd)) heads.set(p.deptCd, await demoDeptHead(tx, p.deptCd));
        const head = heads.get(p.deptCd);
        if (head) {
          approvals.push({
            apprTypeCd: SAF_CHECK_APPR_TYPE, recordKey: res!.no, plantCd: p.plantCd, deptCd: p.deptCd, title: `${p.name} (${ymd})`,
            requestUserId: p.checker, approverUserIds: [head], requestDt: new Date(`${ymd}T17:00:00+09:00`),
          });
        }
      }
    }
    await seedDemoApprovals(tx, approvals);
  });
  await seedFacilityDemo(db, today);
  await seedTbmDemo(db, today, DEMO_SIGNATURE);
  await seedPatrolDemo(db, today);
  await seedMocDemo(db, today);
}

/** a 1×1 transparent PNG: the demo's stand-in for a drawn signature */
const DEMO_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
