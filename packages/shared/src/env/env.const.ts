import { addDaysYmd, addMonthsYmd } from '../ymd.js';

// zod-free: the landing cards and the custom pages load these without the resource definitions (web budgets)
/**
 * 환경 (issue 27), air and water: outlets with their permit limits (valid from–to: a new permit never rewrites
 * history), prevention facilities, daily operation logs (readings per facility type are code data), self-measurements
 * compared with the limit valid on the measuring day, the due list by the outlet's class, and impact-assessment follow-up.
 * Waste lives in ./waste.
 */
export { ENV_MEDIA, envApi, envSeg, type TEnvMedia } from './env.paths.js';
import type { TEnvMedia } from './env.paths.js';

export const ENV_MENUS = {
  AIR: { outlet: 'ENV_AIR_OUTLET', facility: 'ENV_AIR_FACILITY', log: 'ENV_AIR_LOG', measure: 'ENV_AIR_MEASURE' },
  WATER: { outlet: 'ENV_WATER_OUTLET', facility: 'ENV_WATER_FACILITY', log: 'ENV_WATER_LOG', measure: 'ENV_WATER_MEASURE' },
  eia: 'ENV_EIA',
} as const;

export const ENV_EIA_API = '/api/env/eia';

export const ENV_CODE_GROUPS = {
  AIR: { pollutant: 'ENV_AIR_POLLUTANT', facilityType: 'ENV_AIR_FACILITY_TYPE', outletClass: 'ENV_AIR_CLASS' },
  WATER: { pollutant: 'ENV_WATER_POLLUTANT', facilityType: 'ENV_WATER_FACILITY_TYPE', outletClass: 'ENV_WATER_CLASS' },
  /** reading items of the operation logs: code `<facility type>.<item>`, attr1 the facility type, attr2 the unit */
  logItem: 'ENV_LOG_ITEM',
  unit: 'ENV_UNIT',
  logStatus: 'ENV_LOG_STATUS',
  /** measurement cycles: code `<AIR|WATER>_<class>` (+ `AIR_SPECIAL`, `AIR_TMS`), attr1 the amount, attr2 D (days) or M (months) */
  cycle: 'ENV_MEASURE_CYCLE',
  eiaCategory: 'ENV_EIA_CATEGORY',
  /** follow-up cycles of agreed items: attr1 months */
  eiaCycle: 'ENV_EIA_CYCLE',
  eiaResult: 'ENV_EIA_RESULT',
  eiaStatus: 'ENV_EIA_STATUS',
  /** Y 초과 / N 적합 */
  exceed: 'ENV_EXCEED',
} as const;

/** the improvement-action source of an exceedance */
export const ENV_ACTION_SOURCE = 'ENV' as const;
export const ENV_NOTICE_KINDS = { exceed: 'ENV_EXCEED', eiaDue: 'ENV_EIA_DUE' } as const;
/** attachment task classes: the measurement report (성적서), the operation log's sheet, the follow-up evidence */
export const ENV_FILES = {
  measureReport: (m: TEnvMedia) => `ENV_${m}_MEASURE_REPORT`,
  logSheet: (m: TEnvMedia) => `ENV_${m}_LOG_SHEET`,
  eiaEvidence: 'ENV_EIA_EVIDENCE',
} as const;

export const ENV_MESSAGES = {
  limitOverlap: (pollutant: string) => `${pollutant}의 허용기준 적용기간이 겹칩니다. 새 허가는 이전 기준의 종료일 다음 날부터 등록하세요.`,
  limitRange: '적용 시작일은 종료일보다 늦을 수 없습니다.',
  logDuplicate: '해당 시설의 같은 날짜 운영일지가 이미 있습니다.',
  logFuture: '운영일지는 오늘 이후 날짜로 작성할 수 없습니다.',
  measureFuture: '측정일은 오늘 이후일 수 없습니다.',
  measureDupPollutant: '같은 측정에 같은 항목을 두 번 입력할 수 없습니다.',
  measureNoValues: '측정값을 한 건 이상 입력하세요.',
  measureHasAction: '초과로 개선조치가 열린 측정은 삭제할 수 없습니다.',
  facilityOtherPlant: '다른 사업장의 시설입니다.',
  outletOtherPlant: '다른 사업장의 배출구입니다.',
  uploadNoFacility: '시설을 선택하세요.',
  uploadBadDay: (row: number) => `${row}행: 날짜가 해당 월의 날짜가 아닙니다.`,
  uploadBadValue: (row: number, item: string) => `${row}행: ${item} 값이 숫자가 아닙니다.`,
  uploadLocked: (row: number) => `${row}행: 승인된 운영일지는 바꿀 수 없습니다.`,
  uploadUnknownItem: (col: string) => `알 수 없는 항목 열입니다: ${col}`,
} as const;

/** the next measurement due after `lastYmd` for a cycle (`amount` days or months; months clamp to the month's end) */
export function nextDueYmd(lastYmd: string, cycle: { amount: number; unit: 'D' | 'M' }): string {
  return cycle.unit === 'D' ? addDaysYmd(lastYmd, cycle.amount) : addMonthsYmd(lastYmd, cycle.amount);
}

/**
 * the cycle code of an outlet (DOMAIN.md, 대기환경보전법 시행규칙 별표 11): air outlets of 3–5종 with 특정대기유해물질 above the
 * threshold are measured twice a month (AIR_SPECIAL); outlets sending to the control centre (TMS) take AIR_TMS for the
 * pollutants measured by hand; otherwise `<media>_<class>`
 */
export function cycleCodeOf(media: TEnvMedia, classCd: string, flags: { specialYn?: string | null; tmsYn?: string | null }): string {
  if (media === 'AIR' && flags.tmsYn === 'Y') return 'AIR_TMS';
  if (media === 'AIR' && flags.specialYn === 'Y' && ['3', '4', '5'].includes(classCd)) return 'AIR_SPECIAL';
  return `${media}_${classCd}`;
}

/** a value exceeds its limit when above the maximum, or below the minimum of a range (pH 5.8–8.6) */
export function isLimitExceeded(value: number, limit: { limitValue: number | null; minValue?: number | null }): boolean {
  if (limit.limitValue !== null && value > limit.limitValue) return true;
  return limit.minValue !== null && limit.minValue !== undefined && value < limit.minValue;
}
