// zod-free: the phone pages and the landing load these without the resource definitions (web budgets)
/**
 * 안전보건교육 (issue 20; 산업안전보건법 제29조, 시행규칙 별표 4): legal categories and hours are code-master data
 * (EDU_CATEGORY, EDU_HOURS), courses and sessions are resources, attendance and video credit hours, exams are scored
 * on the server, and the ledger compares required with completed hours per worker, period and category.
 */
export const EDU_MENU = {
  group: 'SAF_EDU',
  course: 'SAF_EDU_COURSE',
  question: 'SAF_EDU_QUESTION',
  session: 'SAF_EDU_SESSION',
  worker: 'SAF_EDU_WORKER',
  ledger: 'SAF_EDU_LEDGER',
  my: 'SAF_EDU_MY',
  groups: 'SAF_EDU_GROUP',
  plan: 'SAF_EDU_PLAN',
  external: 'SAF_EDU_EXTERNAL',
  result: 'SAF_EDU_RESULT',
} as const;

export const EDU_API = {
  courses: '/api/saf/edu/courses',
  questions: '/api/saf/edu/questions',
  sessions: '/api/saf/edu/sessions',
  workers: '/api/saf/edu/workers',
  ledger: '/api/saf/edu/ledger',
  exams: '/api/saf/edu/exams',
  my: '/api/saf/edu/my',
  attend: '/api/saf/edu/attend',
  groups: '/api/saf/edu/groups',
  plans: '/api/saf/edu/plans',
  externals: '/api/saf/edu/externals',
  examResults: '/api/saf/edu/exam-results',
} as const;

/** code groups (all data, editable in 코드관리) */
export const EDU_CODE_GROUPS = {
  /** legal category; attr1 = period of the requirement: HALF (per half-year), YEAR, EVENT (once per event) */
  category: 'EDU_CATEGORY',
  /** hours per category and class; attr1 = category, attr2 = class (job type or employment length), attr3 = hours */
  hours: 'EDU_HOURS',
  /** job type for 정기교육: OFFICE (사무직), SALES (판매), OTHER (그 밖의 근로자) */
  jobType: 'EDU_JOB_TYPE',
  /** employment length for 채용 시 / 변경 시 / 특별: DAILY (일용·1주 이하), MONTH (1주 초과 1개월 이하), REGULAR */
  employ: 'EDU_EMPLOY_TYPE',
  /** duties (com_duty codes) that make a worker a 관리감독자 (16 h a year instead of 정기교육) */
  supervisorDuty: 'EDU_SUPERVISOR_DUTY',
  courseType: 'EDU_COURSE_TYPE',
  delivery: 'EDU_DELIVERY',
  questionType: 'EDU_QUESTION_TYPE',
  /** half-year of a plan: H1 (상반기), H2 (하반기) */
  half: 'EDU_HALF',
} as const;

export const EDU_CATEGORIES = ['REGULAR', 'SUPERVISOR', 'HIRE', 'CHANGE', 'SPECIAL'] as const;
export type TEduCategory = (typeof EDU_CATEGORIES)[number];
export const EDU_JOB_TYPES = ['OFFICE', 'SALES', 'OTHER'] as const;
export const EDU_EMPLOY_TYPES = ['DAILY', 'MONTH', 'REGULAR'] as const;
/** LEGAL counts towards the ledger; the short site courses are for entrants, visitors and gas-plant workers */
export const EDU_COURSE_TYPES = ['LEGAL', 'ENTRANT', 'VISITOR', 'GAS_WORKER'] as const;
export const EDU_DELIVERIES = ['CLASSROOM', 'VIDEO', 'EXTERNAL'] as const;
export const EDU_QUESTION_TYPES = ['SINGLE', 'MULTI', 'OX', 'SHORT'] as const;
export type TEduQuestionType = (typeof EDU_QUESTION_TYPES)[number];
/** attachment task class of a course's materials */
export const EDU_FILES = { material: 'EDU_MATERIAL', certificate: 'EDU_EXTERNAL_CERT' } as const;

export const EDU_MESSAGES = {
  examNotOpen: '이 과정에는 시험이 없습니다.',
  examPassed: '이미 합격한 시험입니다.',
  examNoRetake: '응시 가능 횟수를 모두 사용했습니다.',
  examSubmitted: '이미 제출한 시험입니다.',
  examExpired: '시험 시간이 지났습니다. 다시 응시하세요.',
  examTooFewQuestions: '문제은행의 문제 수가 출제 문항 수보다 적습니다.',
  examAnswerUnknown: '이 시험의 문제가 아닌 답안이 있습니다.',
  attendTokenInvalid: '출석 QR코드가 만료되었거나 올바르지 않습니다. 강사 화면의 QR코드를 다시 스캔하세요.',
  attendNotCheckedIn: '입실 확인을 먼저 하세요.',
  attendFull: '교육 정원이 찼습니다.',
  attendOutsideWindow: (ymd: string, from: string, to: string) => `교육 시간(${ymd} ${from}~${to})에만 QR로 입실·퇴실할 수 있습니다.`,
  sessionUserOtherPlant: '다른 사업장의 사용자는 이 교육에 출석할 수 없습니다.',
  halfInvalid: '반기는 H1 또는 H2입니다.',
  vendorCourseType: '협력업체 근로자는 출입자·방문자·가스기지 작업자 안전교육만 기록할 수 있습니다.',
  vendorWorkerOtherPlant: '해당 사업장의 협력업체 근로자가 아닙니다.',
  sessionNotInGroup: '이 교육의 대상 그룹에 속하지 않은 사용자는 출석할 수 없습니다.',
  groupOtherPlant: '해당 사업장의 교육 그룹이 아닙니다.',
  groupMemberOtherPlant: '해당 사업장의 근로자만 그룹에 넣을 수 있습니다.',
  externalUserOtherPlant: '해당 사업장의 근로자가 아닙니다.',
  externalNeedsCertificate: '수료증 파일을 첨부하세요.',
  externalManagerOnly: '교육 담당자(교육실시 쓰기 권한)만 확인할 수 있으며, 본인의 기록은 확인할 수 없습니다.',
  externalCourseNotExternal: '외부위탁 방식의 교육과정만 선택할 수 있습니다.',
} as const;

/** the period a ledger row covers: a half-year (H1 = Jan–Jun, H2 = Jul–Dec) or the whole year */
export type TEduHalf = 'H1' | 'H2';
export function eduPeriod(year: number, half?: TEduHalf | null): { fromYmd: string; toYmd: string } {
  if (half === 'H1') return { fromYmd: `${year}-01-01`, toYmd: `${year}-06-30` };
  if (half === 'H2') return { fromYmd: `${year}-07-01`, toYmd: `${year}-12-31` };
  return { fromYmd: `${year}-01-01`, toYmd: `${year}-12-31` };
}

/** one EDU_HOURS row as the rule engine reads it */
export type TEduHourRule = { categoryCd: string; classCd: string; hours: number };

/**
 * Hours a worker owes for one category in one period (별표 4): 정기 by job type per half-year (twice that for a
 * year's ledger), 관리감독자 per year (the whole year also in a half-year ledger: the 16 h may fall in either half),
 * 채용 시 / 변경 시 / 특별 once per event by employment length. A class without its own row falls back to `OTHER`
 * (job type) or `REGULAR` (employment length); no rule → 0.
 */
export function requiredEduHours(
  rules: readonly TEduHourRule[],
  categoryCd: string,
  opts: { jobTypeCd: string; employTypeCd: string; half?: TEduHalf | null },
): number {
  const find = (cls: string, fallback: string) =>
    rules.find((r) => r.categoryCd === categoryCd && r.classCd === cls) ?? rules.find((r) => r.categoryCd === categoryCd && r.classCd === fallback);
  if (categoryCd === 'REGULAR') {
    const h = find(opts.jobTypeCd, 'OTHER')?.hours ?? 0;
    return opts.half ? h : h * 2;
  }
  if (categoryCd === 'SUPERVISOR') return find('ALL', 'ALL')?.hours ?? 0;
  return find(opts.employTypeCd, 'REGULAR')?.hours ?? 0;
}

/** the seeded hours of 시행규칙 별표 4 (DOMAIN.md "Education"); an administrator edits them in 코드관리 */
export const EDU_HOURS_SEED: readonly TEduHourRule[] = [
  { categoryCd: 'REGULAR', classCd: 'OFFICE', hours: 6 },
  { categoryCd: 'REGULAR', classCd: 'SALES', hours: 6 },
  { categoryCd: 'REGULAR', classCd: 'OTHER', hours: 12 },
  { categoryCd: 'SUPERVISOR', classCd: 'ALL', hours: 16 },
  { categoryCd: 'HIRE', classCd: 'DAILY', hours: 1 },
  { categoryCd: 'HIRE', classCd: 'MONTH', hours: 4 },
  { categoryCd: 'HIRE', classCd: 'REGULAR', hours: 8 },
  { categoryCd: 'CHANGE', classCd: 'DAILY', hours: 1 },
  { categoryCd: 'CHANGE', classCd: 'REGULAR', hours: 2 },
  { categoryCd: 'SPECIAL', classCd: 'DAILY', hours: 2 },
  { categoryCd: 'SPECIAL', classCd: 'REGULAR', hours: 16 },
];

/** exam answer normalisation shared by the server's scoring and the phone page: "3,1" → "1,3"; O/X upper-case */
export function normaliseEduAnswer(typeCd: string, answer: string | readonly string[] | null | undefined): string {
  const parts = (Array.isArray(answer) ? answer : String(answer ?? '').split(',')).map((s) => String(s).trim()).filter(Boolean);
  if (typeCd === 'MULTI') return [...new Set(parts)].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)).join(',');
  if (typeCd === 'OX') return (parts[0] ?? '').toUpperCase();
  if (typeCd === 'SHORT') return parts.join(',').replace(/\s+/g, '').toLowerCase();
  return parts[0] ?? '';
}

/** a short answer may list accepted variants separated by `|` (e.g. "안전모|헬멧") */
export function isEduAnswerCorrect(typeCd: string, correct: string, given: string | readonly string[] | null | undefined): boolean {
  const g = normaliseEduAnswer(typeCd, given);
  if (!g) return false;
  if (typeCd === 'SHORT') return correct.split('|').some((c) => normaliseEduAnswer('SHORT', c) === g);
  return normaliseEduAnswer(typeCd, correct) === g;
}

/** video completion threshold (issue 20: ≥ 95 % watched) and the progress interval (spec §9: 5 s) */
export const EDU_VIDEO = { completePct: 95, progressSec: 5 } as const;
/** issue 25: education settings (code group EDU_SETTING, attr1 = value) — minutes around a session's time in which its QR counts */
export const EDU_SETTING = { group: 'EDU_SETTING', attendGraceMin: 'ATTEND_GRACE_MIN' } as const;
export const EDU_SETTING_DEFAULTS = { attendGraceMin: 30 } as const;
