// Values the web pages need; no zod here, so a page that needs only these does not load it (issue 13, web delivery).

export const HEA_RESULT_MENU = {
  testItem: 'HEA_TEST_ITEM',
  testItemRange: 'HEA_TEST_ITEM_RANGE',
  checkupResult: 'HEA_CHECKUP_RESULT',
  suspect: 'HEA_SUSPECT',
} as const;

export const HEA_RESULT_CODE_GROUP = {
  testItemCategory: 'HEA_TEST_ITEM_CATEGORY',
  workFitness: 'HEA_WORK_FITNESS',
  followupAction: 'HEA_FOLLOWUP_ACTION',
  rangeSex: 'HEA_RANGE_SEX',
} as const;

export const HEA_DIAG_CODES = ['A', 'B', 'C1', 'C2', 'D1', 'D2', 'R', 'U'] as const;
export type THeaDiagCode = (typeof HEA_DIAG_CODES)[number];
/** diagnoses that make a worker a suspect candidate (요관찰자 C1/C2, 유소견자 D1/D2, 질환의심자 R) */
export const HEA_SUSPECT_DIAGS: readonly THeaDiagCode[] = ['C1', 'C2', 'D1', 'D2', 'R'];

/** 업무수행 적합여부 (근로자 건강진단 실시기준) */
export const HEA_WORK_FITNESS = [
  { code: '가', codeNm: '가: 현재 조건에서 작업 가능', en: 'A: fit under current conditions', zh: '가: 现条件下可作业', es: 'A: apto en las condiciones actuales' },
  { code: '나', codeNm: '나: 일정 조건(환경개선·보호구·주기단축 등)에서 작업 가능', en: 'B: fit under conditions', zh: '나: 一定条件下可作业', es: 'B: apto con condiciones' },
  { code: '다', codeNm: '다: 한시적으로 현재 작업 불가', en: 'C: temporarily unfit', zh: '다: 暂时不可作业', es: 'C: no apto temporalmente' },
  { code: '라', codeNm: '라: 영구적으로 현재 작업 불가', en: 'D: permanently unfit', zh: '라: 永久不可作业', es: 'D: no apto permanentemente' },
] as const;
export const HEA_WORK_FITNESS_CODES = ['가', '나', '다', '라'] as const;

/** 사후관리 소견 (근로자 건강진단 실시기준) */
export const HEA_FOLLOWUP_ACTIONS = [
  { code: '0', codeNm: '필요 없음', en: 'None needed', zh: '不需要', es: 'No necesario' },
  { code: '1', codeNm: '건강상담', en: 'Health counselling', zh: '健康咨询', es: 'Asesoramiento de salud' },
  { code: '2', codeNm: '보호구 지급 및 착용 지도', en: 'Protective equipment and guidance', zh: '发放防护用品及指导', es: 'Equipo de protección y guía' },
  { code: '3', codeNm: '추적검사', en: 'Follow-up examination', zh: '追踪检查', es: 'Examen de seguimiento' },
  { code: '4', codeNm: '근무 중 치료', en: 'Treatment while working', zh: '在职治疗', es: 'Tratamiento durante el trabajo' },
  { code: '5', codeNm: '근로시간 단축', en: 'Reduced working hours', zh: '缩短工作时间', es: 'Reducción de jornada' },
  { code: '6', codeNm: '작업 전환', en: 'Change of work', zh: '调换作业', es: 'Cambio de puesto' },
  { code: '7', codeNm: '근로 제한 및 금지', en: 'Work restriction or prohibition', zh: '限制及禁止作业', es: 'Restricción o prohibición' },
  { code: '8', codeNm: '직업병 확진 의뢰 안내', en: 'Referral for occupational disease confirmation', zh: '职业病确诊委托指导', es: 'Derivación para confirmar enfermedad laboral' },
  { code: '9', codeNm: '기타', en: 'Other', zh: '其他', es: 'Otro' },
] as const;

export const HEA_TEST_ITEM_CATEGORIES = [
  { code: 'TIC01', codeNm: '신체계측', en: 'Body measurement', zh: '身体测量', es: 'Medidas corporales' },
  { code: 'TIC02', codeNm: '혈액검사', en: 'Blood test', zh: '血液检查', es: 'Análisis de sangre' },
  { code: 'TIC03', codeNm: '소변검사', en: 'Urine test', zh: '尿液检查', es: 'Análisis de orina' },
  { code: 'TIC04', codeNm: '청력·시력', en: 'Hearing and vision', zh: '听力·视力', es: 'Audición y visión' },
  { code: 'TIC05', codeNm: '생물학적 노출지표', en: 'Biological exposure index', zh: '生物接触指标', es: 'Índice biológico de exposición' },
] as const;

export const HEA_RANGE_SEXES = [
  { code: 'A', codeNm: '공통', en: 'Both', zh: '通用', es: 'Ambos' },
  { code: 'M', codeNm: '남', en: 'Male', zh: '男', es: 'Hombre' },
  { code: 'F', codeNm: '여', en: 'Female', zh: '女', es: 'Mujer' },
] as const;

/** legal retention of checkup results (산업안전보건법 시행규칙 제241조) */
export const HEA_RETENTION_YEARS = { normal: 5, carcinogen: 30 } as const;

/** checkup date + 5 years, or + 30 years for a worker exposed to a carcinogen; Feb 29 falls back to Feb 28 */
export function retentionUntil(checkupYmd: string, carcinogen: boolean): string {
  const y = Number(checkupYmd.slice(0, 4)) + (carcinogen ? HEA_RETENTION_YEARS.carcinogen : HEA_RETENTION_YEARS.normal);
  let md = checkupYmd.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (md === '02-29' && !leap) md = '02-28';
  return `${y}-${md}`;
}

/** abnormal when a numeric value lies outside [normalLow, normalHigh] (either bound may be open) */
export function isOutsideRange(value: number, range: { normalLow: number | null; normalHigh: number | null }): boolean {
  if (range.normalLow !== null && value < range.normalLow) return true;
  if (range.normalHigh !== null && value > range.normalHigh) return true;
  return false;
}

export const HEA_RESULT_MESSAGES = {
  notTarget: '해당 검진계획의 대상자가 아닙니다.',
  duplicateResult: '이미 검진결과가 등록된 대상자입니다.',
  badDiag: '판정 코드가 올바르지 않습니다. (A, B, C1, C2, D1, D2, R, U)',
  badFitness: '업무적합성은 가, 나, 다, 라 중 하나여야 합니다.',
  badFollowup: '사후관리 조치 코드가 올바르지 않습니다. (0~9)',
  badDate: '검진일은 YYYY-MM-DD 형식의 날짜여야 합니다.',
  badOrg: '검진계획에 지정되지 않은 검진기관입니다.',
  badItem: '사용 중인 검사항목이 아닙니다.',
  notNumber: '숫자여야 합니다.',
  required: '필수 입력 항목입니다.',
  tooLong: '입력 길이를 초과했습니다.',
  uploadRow: '{row}행 「{column}」: {message}',
  uploadNoFile: '업로드할 엑셀 파일(.xlsx)을 선택하세요.',
  uploadBadFile: '엑셀 파일(.xlsx)을 읽을 수 없습니다. 검진결과 양식을 내려받아 작성하세요.',
  uploadNoRows: '업로드할 결과 행이 없습니다.',
  uploadTooMany: '한 번에 5,000행까지 업로드할 수 있습니다.',
  pageBeyondCap: '조회 결과가 많아 10,000건 이후는 볼 수 없습니다. 부서·연도·판정 조건을 좁혀 조회하세요.',
  uploadDuplicateRow: '같은 사번이 파일에 두 번 있습니다.',
  rangeBounds: '정상 하한은 정상 상한보다 클 수 없습니다.',
  rangeDuplicate: '같은 검사항목과 성별의 결과범위가 이미 있습니다.',
  itemInUse: '검진결과에 사용된 검사항목은 삭제할 수 없습니다. 사용여부를 N으로 바꾸세요.',
  suspectNotCandidate: '유소견자 지정 대상(C1, C2, D1, D2, R 판정)이 아닙니다.',
  suspectDuplicate: '이미 유소견자로 관리 중인 근로자입니다.',
  suspectNotDesignated: '지정이 완료된 유소견자만 해제할 수 있습니다.',
  suspectLocked: '결재가 진행 중이거나 완료된 유소견자는 삭제할 수 없습니다.',
  consultDate: '상담일은 미래일 수 없습니다.',
} as const;

export const fmtUploadError = (row: number, column: string, message: string) =>
  HEA_RESULT_MESSAGES.uploadRow.replace('{row}', String(row)).replace('{column}', column).replace('{message}', message);

/** totals are counted up to this many rows (the label then shows 10,000+) */
export const HEA_RESULT_COUNT_CAP = 10_000;
export const HEA_SUSPECT_STATUS = ['DRAFT', 'DESIGNATE_REQ', 'DESIGNATED', 'RELEASE_REQ', 'RELEASED'] as const;
export type THeaSuspectStatus = (typeof HEA_SUSPECT_STATUS)[number];
export const HEA_SUSPECT_APPR = { designate: 'HEA_SUSPECT_DESIGNATE', release: 'HEA_SUSPECT_RELEASE' } as const;
