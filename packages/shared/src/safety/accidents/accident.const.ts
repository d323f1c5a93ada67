import { defineWorkflow, type TWorkflowLabel } from '../../workflow/definition.js';
import { addMonthsYmd } from '../../ymd.js';

// zod-free: the landing card, the phone flash page and the rates code load these without the resource definition
/**
 * 사고 (accidents, issue 15): the register from the phone flash report to the closed investigation, the legal
 * classification the server computes from the victims, working hours and the accident rates.
 */
export const SAF_ACC_MENUS = {
  group: 'SAF_ACC',
  accident: 'SAF_ACCIDENT',
  workHours: 'SAF_WORKHOURS',
  stat: 'SAF_ACC_STAT',
  flash: 'SAF_ACC_FLASH',
} as const;
export const SAF_ACC_API = '/api/saf/accidents';
/** 사고번호 picked from the accident register (number · title · date), of the record's plant */
export const SAF_ACC_PICK = { url: SAF_ACC_API, value: 'accidentNo', label: ['accidentNo', 'title', 'occurredYmd'], search: 'title', plant: 'plantCd' } as const;
export const SAF_ACC_INVEST_API = '/api/saf/accident-investigations';
export const SAF_ACC_RATES_API = '/api/saf/accidents/rates';
export const SAF_WORKHOURS_API = '/api/saf/workhours';
export const SAF_ACC_APPR_TYPE = 'SAF_ACCIDENT';
export const SAF_ACC_INVEST_APPR_TYPE = 'SAF_ACC_INVEST';
/** photos use the seeded setting SAF_ACCIDENT_PHOTO (images, 10 files) */
export const SAF_ACC_FILES = { photo: 'SAF_ACCIDENT_PHOTO', doc: 'SAF_ACC_DOC' } as const;

export const SAF_ACC_CODE_GROUPS = {
  status: 'SAF_ACC_STATUS',
  type: 'SAF_ACC_TYPE',
  object: 'SAF_ACC_OBJECT',
  weather: 'SAF_WEATHER',
  victimType: 'SAF_VICTIM_TYPE',
  employType: 'SAF_EMPLOY_TYPE',
  injuryKind: 'SAF_INJURY_KIND',
  bodyPart: 'SAF_BODY_PART',
  hazardFactor: 'SAF_HAZARD_FACTOR',
  causeKind: 'SAF_CAUSE_KIND',
  cause: 'SAF_CAUSE',
  /** 근로손실일수 (attr1 = days): DEATH, GRADE_1 … GRADE_14 */
  lostDays: 'SAF_LOST_DAYS',
  /** thresholds of the legal classification (attr1 = number), data a regulator can change */
  rule: 'SAF_ACC_RULE',
} as const;

export const SAF_VICTIM_TYPES = ['EMPLOYEE', 'VENDOR'] as const;
export type TVictimType = (typeof SAF_VICTIM_TYPES)[number];

export const SAF_ACC_MESSAGES = {
  employeeMissing: (rowNo: number) => `${rowNo}번째 재해자의 직원을 선택하세요.`,
  vendorMissing: (rowNo: number) => `${rowNo}번째 재해자의 협력업체와 성명을 입력하세요.`,
  badTime: '발생시각은 HH:MM 형식으로 입력하세요.',
  incomplete: '재해발생형태와 사고 개요를 입력한 후 등록하세요.',
  openActions: '완료되지 않은 개선조치가 있어 종결할 수 없습니다.',
  notReceived: '접수된 사고만 조사 결과를 작성할 수 있습니다.',
  countermeasureIncomplete: (rowNo: number) => `${rowNo}번째 대책의 담당자와 조치기한을 함께 입력하세요.`,
  investigationMissing: '사고조사 결과가 없습니다.',
  unknownDept: '해당 사업장의 부서가 아닙니다.',
} as const;

/**
 * Legal thresholds (DOMAIN.md "Accidents"), seeded as code master rows of SAF_ACC_RULE (attr1) so an amendment is
 * a data change; these defaults are the seed values and the fallback when a row is missing.
 */
export const SAF_ACC_RULE_DEFAULTS = {
  /** 산안법 시행규칙 제3조: 2+ people each needing 3+ months of treatment */
  OSHA_TREAT_DAYS: 90,
  OSHA_TREAT_PEOPLE: 2,
  /** 산안법 시행규칙 제3조: 10+ injured or ill at once */
  OSHA_INJURED: 10,
  /** 중처법 제2조: 2+ people from the same accident needing 6+ months of treatment */
  SAPA_TREAT_DAYS: 180,
  SAPA_TREAT_PEOPLE: 2,
  /** 중처법 제2조: 3+ listed occupational illnesses from the same hazardous factor within 1 year */
  SAPA_ILLNESS_COUNT: 3,
  SAPA_ILLNESS_MONTHS: 12,
  /** 산안법 시행규칙 제73조: 산업재해조사표 for a death or 3+ days off work, within 1 month */
  REPORT_LOST_DAYS: 3,
  REPORT_DUE_MONTHS: 1,
} as const;
export type TAccRules = { -readonly [K in keyof typeof SAF_ACC_RULE_DEFAULTS]: number };

/** 근로손실일수 (DOMAIN.md): death / grades 1–3 = 7,500; grades 4–14; seeded as SAF_LOST_DAYS rows */
export const SAF_LOST_DAYS_DEFAULTS: Record<string, number> = {
  DEATH: 7500, GRADE_1: 7500, GRADE_2: 7500, GRADE_3: 7500, GRADE_4: 5500, GRADE_5: 4000, GRADE_6: 3000, GRADE_7: 2200,
  GRADE_8: 1500, GRADE_9: 1000, GRADE_10: 600, GRADE_11: 400, GRADE_12: 200, GRADE_13: 100, GRADE_14: 50,
};

export type TVictimFacts = {
  deathYn?: string | null;
  treatmentDays?: number | null;
  lostDays?: number | null;
  disabilityGrade?: number | null;
  illnessYn?: string | null;
};

export type TAccClassification = {
  oshaSeriousYn: 'Y' | 'N';
  sapaSeriousYn: 'Y' | 'N';
  investigationReportRequiredYn: 'Y' | 'N';
  investigationReportDueYmd: string | null;
};

/**
 * The legal classification of one accident from its victims (pure; the server calls it and stores the result).
 * `illnessClusterCount`: the listed occupational illnesses of one hazardous factor in the plant within the window
 * ending at this accident (this accident's included), the largest over its factors — computed by the server.
 */
export function classifyAccident(
  occurredYmd: string, victims: TVictimFacts[], rules: TAccRules, illnessClusterCount = 0,
): TAccClassification {
  const deaths = victims.filter((v) => v.deathYn === 'Y').length;
  const treated = (days: number) => victims.filter((v) => (v.treatmentDays ?? 0) >= days).length;
  const osha = deaths >= 1 || treated(rules.OSHA_TREAT_DAYS) >= rules.OSHA_TREAT_PEOPLE || victims.length >= rules.OSHA_INJURED;
  const sapa = deaths >= 1 || treated(rules.SAPA_TREAT_DAYS) >= rules.SAPA_TREAT_PEOPLE || illnessClusterCount >= rules.SAPA_ILLNESS_COUNT;
  const report = deaths >= 1 || victims.some((v) => (v.lostDays ?? 0) >= rules.REPORT_LOST_DAYS);
  return {
    oshaSeriousYn: osha ? 'Y' : 'N',
    sapaSeriousYn: sapa ? 'Y' : 'N',
    investigationReportRequiredYn: report ? 'Y' : 'N',
    investigationReportDueYmd: report ? addMonthsYmd(occurredYmd, rules.REPORT_DUE_MONTHS) : null,
  };
}

/** 근로손실일수 of one victim: death or a disability grade from the table, otherwise days off × 300 / 365 */
export function victimLostWorkDays(v: TVictimFacts, table: Record<string, number>): number {
  if (v.deathYn === 'Y') return table.DEATH ?? 7500;
  if (v.disabilityGrade) return table[`GRADE_${v.disabilityGrade}`] ?? 0;
  return ((v.lostDays ?? 0) * 300) / 365;
}

export type TRateInput = { workHours: number; workerCount: number; accidentCount: number; victimCount: number; lostWorkDays: number; recordableCount: number; lostTimeCount: number };
export type TRates = { frequencyRate: number | null; severityRate: number | null; accidentRate: number | null; trir: number | null; ltifr: number | null };

const r2 = (n: number) => Math.round(n * 100) / 100;

/** 도수율, 강도율, 재해율, TRIR, LTIFR (DOMAIN.md), rounded to 2 decimals; null without hours / workers */
export function accidentRates(i: TRateInput): TRates {
  const h = i.workHours;
  return {
    frequencyRate: h > 0 ? r2((i.accidentCount * 1_000_000) / h) : null,
    severityRate: h > 0 ? r2((i.lostWorkDays * 1_000) / h) : null,
    accidentRate: i.workerCount > 0 ? r2((i.victimCount / i.workerCount) * 100) : null,
    trir: h > 0 ? r2((i.recordableCount * 200_000) / h) : null,
    ltifr: h > 0 ? r2((i.lostTimeCount * 1_000_000) / h) : null,
  };
}

const L = (ko: string, en: string, zh: string, es: string): TWorkflowLabel => ({ ko, en, zh, es });
const writer = [{ kind: 'menuWrite' as const }];

/**
 * FLASH 속보 → REGISTERED 등록 → (registration approval) RECEIVED 접수 → (investigation approval) INVESTIGATED
 * 조사완료 → CLOSED 종결 (refused while improvement actions are open).
 */
export const accidentWorkflow = defineWorkflow({
  statusField: 'statusCd',
  // issue 25: in which statuses each child collection may change ('record' = while the record is editable)
  children: { victims: 'record', chemProds: 'record' },
  initial: 'FLASH',
  statuses: [
    { code: 'FLASH', label: L('속보', 'Flash report', '速报', 'Aviso inmediato'), color: 'red' },
    { code: 'REGISTERED', label: L('등록', 'Registered', '已登记', 'Registrado'), color: 'blue' },
    { code: 'RECEIVED', label: L('접수', 'Received', '已受理', 'Recibido'), color: 'orange', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'INVESTIGATED', label: L('조사완료', 'Investigated', '调查完成', 'Investigado'), color: 'purple', onEnter: [{ kind: 'notify', to: ['owner'] }] },
    { code: 'CLOSED', label: L('종결', 'Closed', '已结案', 'Cerrado'), color: 'green', final: true },
  ],
  transitions: [
    {
      action: 'REGISTER', label: L('등록', 'Register', '登记', 'Registrar'), from: ['FLASH'], to: 'REGISTERED', who: writer,
      guards: [{ name: 'complete', message: SAF_ACC_MESSAGES.incomplete, test: (r) => !!r.accidentTypeCd && !!r.summary }],
    },
    // the registration approval (결재 line incl. the safety team) is the 접수
    { action: 'RECEIVE', label: L('접수', 'Receive', '受理', 'Recibir'), from: ['REGISTERED'], to: 'RECEIVED', who: [{ kind: 'approval', on: 'APPROVED' }] },
    // the investigation result's approval (approval type SAF_ACC_INVEST on the investigation record)
    { action: 'INVESTIGATE', label: L('조사완료', 'Investigation approved', '调查完成', 'Investigación aprobada'), from: ['RECEIVED'], to: 'INVESTIGATED', who: [{ kind: 'approval', on: 'APPROVED' }] },
    {
      action: 'CLOSE', label: L('종결', 'Close', '结案', 'Cerrar'), from: ['INVESTIGATED'], to: 'CLOSED', who: writer,
      guards: [{ name: 'noOpenActions', message: SAF_ACC_MESSAGES.openActions }],
    },
  ],
});
