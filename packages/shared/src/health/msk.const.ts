import { addMonthsYmd, daysBetween } from '../ymd.js';
// Values the web pages need; no zod here, so a page that needs only these does not load it (issue 13, web delivery).
export const HEA_MSK_MENU = { survey: 'HEA_MSK_SURVEY' } as const;

/** 근골격계 부담작업 제1호~제11호 (short forms of the notice's wording) */
export const HEA_MSK_BURDEN_TASKS = [
  { no: 1, ko: '하루 4시간 이상 집중적으로 키보드 또는 마우스를 조작하는 작업', en: 'Keyboard or mouse work, 4 h or more a day' },
  { no: 2, ko: '하루 총 2시간 이상 목·어깨·팔꿈치·손목 또는 손을 사용하여 같은 동작을 반복하는 작업', en: 'Same motion of neck, shoulder, elbow, wrist or hand repeated, 2 h or more a day' },
  { no: 3, ko: '하루 총 2시간 이상 머리 위에 손이 있거나 팔꿈치가 어깨 위에 있거나 몸통에서 들거나 뒤쪽에 위치하는 작업', en: 'Hands above the head or elbows above the shoulder or away from the body, 2 h or more a day' },
  { no: 4, ko: '지지되지 않거나 자세를 바꿀 수 없는 조건에서 하루 총 2시간 이상 목이나 허리를 구부리거나 트는 작업', en: 'Neck or back bent or twisted without support, 2 h or more a day' },
  { no: 5, ko: '하루 총 2시간 이상 쪼그리고 앉거나 무릎을 굽힌 자세의 작업', en: 'Squatting or kneeling, 2 h or more a day' },
  { no: 6, ko: '하루 총 2시간 이상 지지되지 않은 상태에서 1kg 이상을 한 손 손가락으로 집어 옮기거나 2kg 이상의 힘으로 쥐는 작업', en: 'Pinching 1 kg or gripping with 2 kg force with the fingers of one hand, 2 h or more a day' },
  { no: 7, ko: '하루 총 2시간 이상 지지되지 않은 상태에서 4.5kg 이상의 물건을 한 손으로 들거나 같은 힘으로 쥐는 작업', en: 'Holding 4.5 kg or more with one hand, 2 h or more a day' },
  { no: 8, ko: '하루 10회 이상 25kg 이상의 물체를 드는 작업', en: 'Lifting 25 kg or more, 10 times or more a day' },
  { no: 9, ko: '하루 25회 이상 10kg 이상의 물체를 무릎 아래·어깨 위에서 또는 팔을 뻗은 상태에서 드는 작업', en: 'Lifting 10 kg or more below the knee, above the shoulder or at arm’s length, 25 times or more a day' },
  { no: 10, ko: '하루 총 2시간 이상, 분당 2회 이상 4.5kg 이상의 물체를 드는 작업', en: 'Lifting 4.5 kg or more twice a minute, 2 h or more a day' },
  { no: 11, ko: '하루 총 2시간 이상 시간당 10회 이상 손 또는 무릎으로 반복적인 충격을 가하는 작업', en: 'Striking with the hand or knee 10 times an hour or more, 2 h or more a day' },
] as const;

/** REGULAR 정기조사 (every 3 years), NEW 최초조사 (new site / new work, within 1 year), OCCASIONAL 수시조사 (does not reset the 3-year cycle) */
export const HEA_MSK_SURVEY_TYPES = ['REGULAR', 'NEW', 'OCCASIONAL'] as const;
export const HEA_MSK_ACTION_STATUSES = ['PLANNED', 'IN_PROGRESS', 'DONE'] as const;
export const HEA_MSK_CYCLE_YEARS = 3;
export const HEA_MSK_NEW_WORK_YEARS = 1;
/** due within this many days shows as 'due soon' */
export const HEA_MSK_DUE_SOON_DAYS = 90;

export const HEA_MSK_MESSAGES = {
  unitWorkDuplicate: '같은 부서에 같은 이름의 단위작업이 이미 있습니다.',
  unitWorkHasSurveys: '조사 이력이 있는 단위작업은 삭제할 수 없습니다. 사용여부를 N으로 바꾸세요.',
  surveyBeforeStart: '조사일은 단위작업 시작일보다 빠를 수 없습니다.',
  actionDoneNeedsResult: '완료된 개선조치는 개선결과와 완료일을 입력해야 합니다.',
  symptomCnt: '증상 호소자·관리대상자 수는 응답자 수보다 클 수 없습니다.',
  deptNotInPlant: '선택한 부서가 해당 사업장에 없습니다.',
} as const;

// date arithmetic: ../ymd.ts (addMonthsYmd, daysBetween)

export type TMskDueStatus = 'OVERDUE' | 'DUE_SOON' | 'OK';
export type TMskDue = { nextDueYmd: string; basisCd: 'REGULAR' | 'NEW'; statusCd: TMskDueStatus; daysLeft: number };

/**
 * Next survey date of a unit work: the last regular or first survey + 3 years; a unit work never surveyed is a new work
 * and is due within 1 year of its start (신설 사업장·신규 작업). Occasional surveys (수시조사) are not passed here.
 */
export function mskNextSurvey(u: { startYmd: string; lastSurveyYmd: string | null }, todayYmd: string): TMskDue {
  const nextDueYmd = u.lastSurveyYmd ? addMonthsYmd(u.lastSurveyYmd, HEA_MSK_CYCLE_YEARS * 12) : addMonthsYmd(u.startYmd, HEA_MSK_NEW_WORK_YEARS * 12);
  const daysLeft = daysBetween(todayYmd, nextDueYmd);
  const statusCd: TMskDueStatus = daysLeft < 0 ? 'OVERDUE' : daysLeft <= HEA_MSK_DUE_SOON_DAYS ? 'DUE_SOON' : 'OK';
  return { nextDueYmd, basisCd: u.lastSurveyYmd ? 'REGULAR' : 'NEW', statusCd, daysLeft };
}

