import { addDaysYmd, addMonthsYmd, daysBetween, ymdIn } from '../../ymd.js';

// zod-free: phone pages and portlets load these without the resource definitions (web budgets)
/**
 * 안전점검 (issue 16): check templates per check type, results with one answer per item, plans by cycle and the due
 * list, facility inspections. Menus of one check screen differ only by the menu's query value (spec §2), e.g.
 * `/saf/safetyCheck?checkTypeCd=DAILY` → route `/saf/safetyCheck_DAILY`.
 */
export const SAF_CHECK_MENUS = {
  group: 'SAF_CHK',
  template: 'SAF_CHK_TEMPLATE',
  result: 'SAF_CHK_RESULT',
  plan: 'SAF_CHK_PLAN',
  facility: 'SAF_FACILITY',
} as const;

/** check types (code data: code group SAF_CHECK_TYPE; a plant may add its own rows) */
export const SAF_CHECK_TYPES = [
  { code: 'DAILY', ko: '일상점검', en: 'Daily check', zh: '日常检查', es: 'Inspección diaria' },
  { code: 'REGULAR', ko: '정기점검', en: 'Periodic check', zh: '定期检查', es: 'Inspección periódica' },
  { code: 'SPECIAL', ko: '특별점검', en: 'Special check', zh: '特别检查', es: 'Inspección especial' },
  { code: 'JOINT', ko: '합동점검', en: 'Joint check with contractors', zh: '联合检查', es: 'Inspección conjunta' },
  { code: 'SUPERVISOR', ko: '관리감독자 점검', en: 'Supervisor check', zh: '管理监督者检查', es: 'Inspección del supervisor' },
] as const;
export type TCheckTypeCd = (typeof SAF_CHECK_TYPES)[number]['code'];

/** plan cycles: the step from one due date to the next */
export const SAF_CHECK_CYCLES = [
  { code: 'DAILY', ko: '매일', en: 'Daily', zh: '每日', es: 'Diario', days: 1, months: 0 },
  { code: 'WEEKLY', ko: '매주', en: 'Weekly', zh: '每周', es: 'Semanal', days: 7, months: 0 },
  { code: 'MONTHLY', ko: '매월', en: 'Monthly', zh: '每月', es: 'Mensual', days: 0, months: 1 },
  { code: 'QUARTERLY', ko: '분기', en: 'Quarterly', zh: '每季度', es: 'Trimestral', days: 0, months: 3 },
  { code: 'HALF_YEARLY', ko: '반기', en: 'Half-yearly', zh: '每半年', es: 'Semestral', days: 0, months: 6 },
  { code: 'YEARLY', ko: '매년', en: 'Yearly', zh: '每年', es: 'Anual', days: 0, months: 12 },
] as const;
export type TCheckCycleCd = (typeof SAF_CHECK_CYCLES)[number]['code'];
export const SAF_CHECK_CYCLE_CODES = SAF_CHECK_CYCLES.map((c) => c.code) as [TCheckCycleCd, ...TCheckCycleCd[]];

/** answers: 양호 / 불량 / 해당없음 (an item on the score scale answers a score instead, 1–5; ≤ 2 counts as bad) */
export const SAF_CHECK_ANSWERS = [
  { code: 'GOOD', ko: '양호', en: 'Good', zh: '良好', es: 'Bien' },
  { code: 'BAD', ko: '불량', en: 'Bad', zh: '不良', es: 'Mal' },
  { code: 'NA', ko: '해당없음', en: 'N/A', zh: '不适用', es: 'N/A' },
] as const;
export const SAF_ANSWER_SCALES = [
  { code: 'GBN', ko: '양호/불량/해당없음', en: 'Good / bad / N/A', zh: '良好/不良/不适用', es: 'Bien / mal / N/A' },
  { code: 'SCORE', ko: '점수(1~5)', en: 'Score (1–5)', zh: '分数(1~5)', es: 'Puntuación (1–5)' },
] as const;
export const SAF_SCORE_BAD_MAX = 2;

export const SAF_CODE_GROUPS = {
  checkType: 'SAF_CHECK_TYPE',
  cycle: 'SAF_CHECK_CYCLE',
  answer: 'SAF_CHECK_ANSWER',
  scale: 'SAF_ANSWER_SCALE',
  resultStatus: 'SAF_CHECK_STATUS',
  facilityType: 'SAF_FACILITY_TYPE',
  inspectionResult: 'SAF_INSPECTION_RESULT',
} as const;

/** attachment task classes: the photos of a check's items (one group per result), a facility's certificates */
export const SAF_FILES = { checkPhoto: 'SAF_CHECK_PHOTO', facilityCert: 'SAF_FACILITY_CERT' } as const;

export const SAF_CHECK_MESSAGES = {
  unanswered: (rowNo: number) => `${rowNo}번째 점검항목의 결과를 입력하세요.`,
  photoRequired: (rowNo: number) => `${rowNo}번째 점검항목은 불량일 때 사진이 필요합니다.`,
  badPhoto: (rowNo: number) => `${rowNo}번째 점검항목의 사진이 이 점검의 첨부파일이 아닙니다.`,
  signature: '점검자 서명을 입력하세요.',
  noItems: '점검항목이 없습니다. 점검표를 선택하세요.',
  templateType: '점검표의 점검구분이 점검구분과 다릅니다.',
  templateFacility: '점검표가 이 설비의 설비유형에 적용되지 않습니다.',
  facilityPlant: '설비가 이 사업장의 설비가 아닙니다.',
  duplicateType: (rowNo: number) => `${rowNo}번째 행의 설비유형이 이미 있습니다.`,
} as const;

/** an answer row counts as bad: 불량, or a score at or below SAF_SCORE_BAD_MAX */
export function isBadAnswer(row: { answerCd?: unknown; score?: unknown }): boolean {
  if (row.answerCd === 'BAD') return true;
  return typeof row.score === 'number' && row.score <= SAF_SCORE_BAD_MAX;
}

/**
 * The n-th due date of a plan that starts on `startYmd` (n = 0 is the start). Month steps are taken from the start,
 * not from the previous due date, so a plan starting 01-31 is due 02-28 (02-29 in a leap year), then 03-31 again.
 */
export function occurrenceYmd(cycleCd: TCheckCycleCd, startYmd: string, n: number): string {
  const c = SAF_CHECK_CYCLES.find((x) => x.code === cycleCd)!;
  return c.months ? addMonthsYmd(startYmd, c.months * n) : addDaysYmd(startYmd, c.days * n);
}

/** the plan's first due date strictly after `ymd` (the start itself when `ymd` is before it) */
export function firstDueAfter(cycleCd: TCheckCycleCd, startYmd: string, ymd: string): string {
  if (ymd < startYmd) return startYmd;
  const c = SAF_CHECK_CYCLES.find((x) => x.code === cycleCd)!;
  // an estimate at or below the answer (months are at most 31 days), then step forward a few times
  let n = Math.max(0, Math.floor(daysBetween(startYmd, ymd) / (c.months ? c.months * 31 : c.days)));
  while (occurrenceYmd(cycleCd, startYmd, n) <= ymd) n += 1;
  return occurrenceYmd(cycleCd, startYmd, n);
}

/**
 * The due date after a check: a check done on `checkYmd` satisfies the plan's current due date (early or late), so
 * the next one is the first due date after both. A late check does not make the missed dates due again; an early
 * one does not leave the current date open.
 */
export function advanceDueYmd(cycleCd: TCheckCycleCd, startYmd: string, currentDueYmd: string, checkYmd: string): string {
  return firstDueAfter(cycleCd, startYmd, checkYmd > currentDueYmd ? checkYmd : currentDueYmd);
}

/** the plan's due state on a day: overdue (due date passed), due (within `withinDays`) or not */
export function dueStateOf(dueYmd: string, todayYmd: string, withinDays = 7): 'OVERDUE' | 'DUE' | null {
  if (dueYmd < todayYmd) return 'OVERDUE';
  return daysBetween(todayYmd, dueYmd) <= withinDays ? 'DUE' : null;
}

/**
 * The due-list tone of a plan row (check plans, patrol plans): overdue red, due today amber (today in the plants'
 * calendar, Korean time); a plan out of use has none.
 */
export function dueRowTone(r: Record<string, unknown>): 'danger' | 'warning' | null {
  if (r.useYn === 'N' || typeof r.nextDueYmd !== 'string') return null;
  const today = ymdIn(new Date(), 'Asia/Seoul');
  if (r.nextDueYmd < today) return 'danger';
  return r.nextDueYmd === today ? 'warning' : null;
}

/** the facility-type tree of the facility master (code group SAF_FACILITY_TYPE: attr1 legal cycle, attr2 parent group) */
export const SAF_FACILITY_TYPE_TREE_API = '/api/saf/facilities/types';
