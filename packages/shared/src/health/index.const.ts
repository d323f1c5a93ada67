// Values the web pages need; no zod here, so a page that needs only these does not load it (issue 13, web delivery).

export const HEA_MENU = {
  checkupOrg: 'HEA_CHECKUP_ORG',
  hazard: 'HEA_HAZARD',
  checkupPlan: 'HEA_CHECKUP_PLAN',
  checkupReserve: 'HEA_CHECKUP_RESERVE',
} as const;

export const HEA_CODE_GROUP = {
  checkupClass: 'HEA_CHECKUP_CLASS',
  resultDiag: 'HEA_RESULT_DIAG',
  hazardClass: 'HEA_HAZARD_CLASS',
} as const;

/** 산업안전보건법 건강진단 종류 (code group HEA_CHECKUP_CLASS) */
export const HEA_CHECKUP_CLASSES = [
  { code: 'HCC01', codeNm: '일반', en: 'General', zh: '一般', es: 'General' },
  { code: 'HCC02', codeNm: '배치전', en: 'Pre-placement', zh: '配置前', es: 'Previo a la asignación' },
  { code: 'HCC03', codeNm: '특수', en: 'Special', zh: '特殊', es: 'Especial' },
  { code: 'HCC04', codeNm: '수시', en: 'Occasional', zh: '随时', es: 'Ocasional' },
  { code: 'HCC05', codeNm: '임시', en: 'Temporary', zh: '临时', es: 'Temporal' },
] as const;

/** 건강진단 결과 판정 구분 (code group HEA_RESULT_DIAG; 근로자 건강진단 실시기준) */
export const HEA_RESULT_DIAGS = [
  { code: 'A', codeNm: '정상자', en: 'Healthy', zh: '正常', es: 'Sano' },
  { code: 'B', codeNm: '경미한 이상소견', en: 'Minor abnormal findings', zh: '轻微异常', es: 'Hallazgos leves' },
  { code: 'C1', codeNm: '직업병 요관찰자', en: 'Occupational disease under observation', zh: '职业病需观察者', es: 'Observación: enfermedad laboral' },
  { code: 'C2', codeNm: '일반질병 요관찰자', en: 'General disease under observation', zh: '一般疾病需观察者', es: 'Observación: enfermedad general' },
  { code: 'D1', codeNm: '직업병 유소견자', en: 'Occupational disease finding', zh: '职业病有所见者', es: 'Hallazgo de enfermedad laboral' },
  { code: 'D2', codeNm: '일반질병 유소견자', en: 'General disease finding', zh: '一般疾病有所见者', es: 'Hallazgo de enfermedad general' },
  { code: 'R', codeNm: '질환의심자(2차 건강진단 대상)', en: 'Suspected disease (second examination)', zh: '疑似疾病(二次检查对象)', es: 'Sospecha (segundo examen)' },
  { code: 'U', codeNm: '판정불가(2차 건강진단 미실시 등)', en: 'Undeterminable', zh: '无法判定', es: 'No determinable' },
] as const;

/** spec §3 age codes: 0 all, 2 twenties, 3 thirties, 4 forties, 5 fifty and over */
export const HEA_AGE_CODES = ['0', '2', '3', '4', '5'] as const;
export type THeaAgeCode = (typeof HEA_AGE_CODES)[number];

/** full age (만 나이) on a date; birthYmd as YYYYMMDD, onYmd as YYYY-MM-DD */
export function fullAge(birthYmd: string, onYmd: string): number {
  const by = Number(birthYmd.slice(0, 4));
  const bmd = birthYmd.slice(4, 8);
  const oy = Number(onYmd.slice(0, 4));
  const omd = onYmd.slice(5, 7) + onYmd.slice(8, 10);
  return oy - by - (omd < bmd ? 1 : 0);
}

/** the spec age code of an age: under 20 has no band (only 'all' lists it) */
export function ageBand(age: number): THeaAgeCode | null {
  if (age >= 50) return '5';
  if (age >= 40) return '4';
  if (age >= 30) return '3';
  if (age >= 20) return '2';
  return null;
}

/** spec §5 texts (kept exactly, including the spelling 검제) */
export const HEA_MESSAGES = {
  noTargetSelectedTitle: '안내',
  noTargetSelected: '선택된 검제 대상자가 없습니다',
  noTargetSelectedHint: '선택 박스를 확인하세요.',
  addTargetsConfirmTitle: '확인',
  addTargetsConfirm: '검진 대상자를 추가 하시겠습니까?',
  duplicateTarget: '이미 검진 대상자로 등록된 사용자가 포함되어 있습니다.',
  notCandidate: '검진 대상자로 추가할 수 없는 사용자가 포함되어 있습니다. (다른 사업장, 퇴직 또는 조회 권한 밖)',
  reserveFull: '선택한 날짜의 검진기관 예약 인원이 모두 찼습니다. 다른 날짜를 선택하세요.',
  reserveOnlySelf: '본인의 검진만 예약할 수 있습니다.',
  reserveNotTarget: '해당 검진계획의 대상자가 아닙니다.',
  reserveOutsidePlan: '예약일은 검진계획 기간 안이어야 합니다.',
  reserveOrgNotInPlan: '검진계획에 지정되지 않은 검진기관입니다.',
  reserveDuplicate: '이미 예약된 검진입니다.',
  consentRequired: '검진결과 활용 동의서에 동의해야 예약할 수 있습니다.',
  planPeriod: '검진 종료일은 검진 시작일보다 빠를 수 없습니다.',
  planHasTargets: '검진 대상자가 등록된 계획은 삭제할 수 없습니다.',
} as const;

/** the consent form's legal text (spec §2 checkup result use consent form) */
export const HEA_CONSENT_TEXT = [
  '건강검진 결과 활용 동의서',
  '',
  '회사는 「산업안전보건법」 제129조부터 제132조까지에 따른 근로자 건강진단의 실시와 사후관리를 위하여, 「국민건강보험법」 제52조에 따른 일반건강검진 및 검진기관이 실시한 건강진단의 결과를 아래와 같이 제공받아 활용하고자 합니다.',
  '',
  '1. 수집·이용 목적: 근로자 건강진단 결과에 따른 작업장소 변경, 작업 전환, 근로시간 단축, 야간근로 제한 등 사후관리 조치와 보건관리자의 건강상담',
  '2. 수집 항목: 검진일, 검진기관, 검사 항목별 결과, 판정(A·B·C1·C2·D1·D2·R·U), 업무수행 적합여부 및 사후관리 소견',
  '3. 보유·이용 기간: 건강진단 결과 보존 기간(5년, 「산업안전보건법 시행규칙」 제241조에 따른 발암성 확인물질 취급 근로자는 30년) 동안 보관 후 파기',
  '4. 제공받는 자: 사업장 보건관리자 및 산업보건의 (건강정보는 「개인정보 보호법」 제23조의 민감정보로서 필요한 최소 범위에서만 열람합니다)',
  '5. 동의를 거부할 권리: 귀하는 동의를 거부할 수 있습니다. 다만 「산업안전보건법」에 따라 사업주가 실시하는 건강진단은 근로자가 받아야 하며, 동의하지 않으면 검진기관이 결과를 회사에 제공할 수 없어 회사가 실시하는 검진 예약을 진행할 수 없습니다.',
  '',
  '위 내용을 확인하였으며, 건강검진 결과의 수집·이용 및 제공에 동의합니다.',
].join('\n');

// ---- base data resources ----
