// Values the web pages need; no zod here, so a page that needs only these does not load it (issue 13, web delivery).

export const HEA_DUE_MENU = 'HEA_DUE_LIST';
/** the class a due list is added to (특수건강진단) */
export const HEA_SPECIAL_CLASS = 'HCC03';

export const HEA_PLAN_MESSAGES = {
  targetHasReserve: '검진 예약 또는 검진 결과가 있는 대상자는 제외할 수 없습니다. 예약을 먼저 취소하세요.',
  targetNotFound: '해당 검진계획의 대상자가 아닙니다.',
  ruleAgeRange: '시작 연령은 종료 연령보다 클 수 없습니다.',
  ruleChooseCnt: '선택 가능 개수는 1개 이상, 지정한 검사항목 수 이하이어야 합니다.',
  ruleDuplicateItem: '같은 검사항목이 한 규칙에 두 번 들어 있습니다.',
  dueNotSpecialPlan: '대상 도래자는 특수건강진단 계획에만 추가할 수 있습니다.',
  dueNoneToAdd: '추가할 대상 도래자가 없습니다.',
  batchConsentRequired: '모든 대상자의 검진결과 활용 동의서를 받아야 일괄 예약할 수 있습니다.',
  batchDuplicateUser: '같은 대상자가 두 번 포함되어 있습니다.',
  batchFull: '선택한 날짜의 검진기관 잔여 인원이 부족합니다. (잔여 {available}명, 요청 {requested}명)',
  reserveClosedDay: '선택한 날짜는 검진기관 휴진일입니다. 다른 날짜를 선택하세요.',
  reserveUnchanged: '기존 예약과 같은 검진기관과 날짜입니다.',
  reserveChangeConsent: '검진기관을 바꾸려면 검진결과 활용 동의서에 다시 동의해야 합니다.',
} as const;

// ---- optional-item rules (선택검사항목 규칙) ----

