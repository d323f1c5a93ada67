import { MGT_INDICATORS_API } from './indicators.const.js';
// zod-free: the binder and indicator pages load these without the resource definitions (web budgets)
/**
 * 안전보건 경영 (issue 29): targets and indicators, the legal register and its half-yearly compliance evaluation
 * (중처법 시행령 제5조), the 산업안전보건위원회, emergency drills, the safety and health budget, appointments, and the
 * 중대재해처벌법 evidence binder that assembles the nine duties of 시행령 제4조 from live records.
 */
export const MGT_MENUS = {
  sapa: 'MGT_SAPA',
  indicators: 'MGT_INDICATOR',
  targets: 'MGT_TARGET',
  laws: 'MGT_LAW',
  lawChecks: 'MGT_LAW_CHECK',
  committees: 'MGT_COMMITTEE',
  drills: 'MGT_DRILL',
  budgets: 'MGT_BUDGET',
  appointments: 'MGT_APPOINT',
} as const;

export const MGT_API = {
  indicators: MGT_INDICATORS_API,
  sapa: '/api/mgt/sapa',
  sapaExcel: '/api/mgt/sapa/excel',
  sapaReviews: '/api/mgt/sapa-reviews',
  laws: '/api/mgt/laws',
  lawChecks: '/api/mgt/law-checks',
  targets: '/api/mgt/targets',
  committees: '/api/mgt/committees',
  drills: '/api/mgt/drills',
  budgets: '/api/mgt/budgets',
  appointments: '/api/mgt/appointments',
} as const;

/** 결재 types of the module */
export const MGT_APPR_TYPES = { target: 'MGT_TARGET', sapa: 'MGT_SAPA', lawCheck: 'MGT_LAW_CHECK' } as const;

/** improvement-action sources added by the module (the vendor council already holds COMMITTEE: README) */
export const MGT_ACTION_SOURCES = { law: 'LAW', committee: 'OSH_COMMITTEE', drill: 'DRILL' } as const;

export const MGT_HALVES = ['H1', 'H2'] as const;
export type TMgtHalf = (typeof MGT_HALVES)[number];
/** the calendar months of a half: H1 = January–June, H2 = July–December */
export function halfRange(year: number, half: TMgtHalf): { fromYmd: string; toYmd: string } {
  return half === 'H1' ? { fromYmd: `${year}-01-01`, toYmd: `${year}-06-30` } : { fromYmd: `${year}-07-01`, toYmd: `${year}-12-31` };
}

export const MGT_LAW_RESULTS = ['COMPLY', 'NONCOMPLY', 'NA'] as const;
export type TMgtLawResult = (typeof MGT_LAW_RESULTS)[number];

export const MGT_CODE_GROUPS = {
  indicator: 'MGT_INDICATOR',
  law: 'MGT_LAW_CD',
  lawResult: 'MGT_LAW_RESULT',
  half: 'MGT_HALF',
  evidenceModule: 'MGT_EVIDENCE_MODULE',
  committeeType: 'MGT_COMMITTEE_TYPE',
  attendeeSide: 'MGT_ATTENDEE_SIDE',
  drillType: 'MGT_DRILL_TYPE',
  budgetCategory: 'MGT_BUDGET_CATEGORY',
  appointRole: 'MGT_APPOINT_ROLE',
  sapaStatus: 'MGT_SAPA_STATUS',
  committeeStatus: 'MGT_COMMITTEE_STATUS',
  drillStatus: 'MGT_DRILL_STATUS',
} as const;

/**
 * Indicators the server computes (never typed). Lagging ones from the accident module's rates (the same computation as
 * `/api/saf/accidents/rates`), leading ones from the modules' records. `unit` is for display; `better` says which way
 * is good (a target is a ceiling for 'lower', a floor for 'higher'). `sum`: a count whose year is the sum of its months
 * (near misses, the plant's own M_ indicators): the plan's target is the year's total, and a month is compared with its
 * monthly share (target / 12; `indicatorMonthTarget`), never with the whole year's number.
 */
export { MGT_INDICATORS, MGT_COMPUTED_INDICATORS, MGT_MANUAL_PREFIX, isSumIndicator, indicatorMonthTarget, MGT_INDICATORS_API } from './indicators.const.js';
export type { TMgtIndicatorCd } from './indicators.const.js';

/**
 * The evidence kinds of the binder: what each counts in the half (plant scope) and the list it links to. The counting
 * SQL lives on the server (`mgt.sapa.ts`, one query per kind); the list of kinds and their rules is data here.
 */
export const MGT_EVIDENCE_KINDS = {
  TARGET_APPROVED: { ko: '결재된 안전보건 목표·추진계획', en: 'Approved targets and plans', zh: '已审批的安全卫生目标·推进计划', es: 'Objetivos y planes aprobados', link: '/mgt/mgtTarget' },
  TARGET_REVIEWED: { ko: '반기 실적 검토', en: 'Half-year results reviewed', zh: '半年业绩评审', es: 'Revisión semestral de resultados', link: '/mgt/mgtTarget' },
  ORG_HEAD: { ko: '안전보건 전담조직 책임자 선임', en: 'Head of the safety organisation appointed', zh: '安全卫生专职组织负责人任命', es: 'Jefe de la organización de seguridad', link: '/mgt/mgtAppointment' },
  RSA_APPROVED: { ko: '결재된 위험성평가', en: 'Risk assessments approved', zh: '已审批的风险评估', es: 'Evaluaciones de riesgos aprobadas', link: '/rsa/rsaPlan' },
  PATROL_FINDING: { ko: '유해·위험요인 지적(순회점검)', en: 'Hazard findings (patrols)', zh: '危险因素指出(巡检)', es: 'Hallazgos de peligros (rondas)', link: '/saf/patrolFinding' },
  PATROL_CLOSED: { ko: '지적사항 종결', en: 'Findings closed', zh: '指出事项关闭', es: 'Hallazgos cerrados', link: '/saf/patrolFinding' },
  BUDGET_LINE: { ko: '안전보건 예산 편성', en: 'Budget lines', zh: '安全卫生预算编制', es: 'Partidas presupuestarias', link: '/mgt/mgtBudget' },
  BUDGET_EXECUTION: { ko: '예산 집행', en: 'Budget executions', zh: '预算执行', es: 'Ejecuciones del presupuesto', link: '/mgt/mgtBudget' },
  BUDGET_DEPT: { ko: '예산을 가진 부서', en: 'Departments with a budget', zh: '有预算的部门', es: 'Departamentos con presupuesto', link: '/mgt/mgtBudget' },
  APPOINT_ACTIVE: { ko: '유효한 선임', en: 'Valid appointments', zh: '有效任命', es: 'Nombramientos vigentes', link: '/mgt/mgtAppointment' },
  APPOINT_WARNING: { ko: '공석·자격만료 경고', en: 'Vacancies or expired qualifications', zh: '空缺·资格到期警告', es: 'Vacantes o titulaciones vencidas', link: '/mgt/mgtAppointment' },
  NEAR_MISS: { ko: '아차사고·제안 (종사자 의견)', en: 'Near misses and suggestions (workers\' opinions)', zh: '未遂事件·建议(从业人员意见)', es: 'Cuasi accidentes y sugerencias', link: '/saf/nearMiss' },
  COMMITTEE_HELD: { ko: '산업안전보건위원회 개최', en: 'Safety committee meetings', zh: '产业安全卫生委员会召开', es: 'Reuniones del comité', link: '/mgt/mgtCommittee' },
  DRILL_DONE: { ko: '비상대응 훈련 실시', en: 'Emergency drills held', zh: '应急演练实施', es: 'Simulacros realizados', link: '/mgt/mgtDrill' },
  VENDOR_EVAL: { ko: '협력업체 안전보건 수준 평가', en: 'Contractor evaluations', zh: '协力企业安全卫生水平评价', es: 'Evaluaciones de contratistas', link: '/vendor/vendorEval' },
  LAW_APPLICABLE: { ko: '적용 법규 의무', en: 'Applicable obligations', zh: '适用法规义务', es: 'Obligaciones aplicables', link: '/mgt/mgtLaw' },
  LAW_CHECKED: { ko: '준수평가 실시', en: 'Obligations evaluated', zh: '已实施合规评价', es: 'Obligaciones evaluadas', link: '/mgt/mgtLawCheck' },
  LAW_NONCOMPLY: { ko: '미준수', en: 'Non-compliant', zh: '未遵守', es: 'Incumplimientos', link: '/mgt/mgtLawCheck' },
} as const;
export type TMgtEvidenceKind = keyof typeof MGT_EVIDENCE_KINDS;
/** the code group of an evidence row's status where the server answers a code (the binder's drawer and print show its name) */
export const MGT_EVIDENCE_STATUS_GROUPS: Partial<Record<TMgtEvidenceKind, string>> = {
  PATROL_FINDING: 'SAF_PATROL_STATUS', PATROL_CLOSED: 'SAF_PATROL_STATUS', NEAR_MISS: 'SAF_NEARMISS_STATUS', VENDOR_EVAL: 'VND_EVAL_STATUS', LAW_CHECKED: 'MGT_LAW_RESULT',
  TARGET_APPROVED: 'MGT_APPR_STATUS', RSA_APPROVED: 'RSA_PLAN_STATUS', COMMITTEE_HELD: 'MGT_COMMITTEE_STATUS', DRILL_DONE: 'MGT_DRILL_STATUS',
};
export const MGT_LANGS = ['ko', 'en', 'zh', 'es'] as const;
export type TMgtLang = (typeof MGT_LANGS)[number];
/**
 * The texts the server writes into the binder's evidence rows and its Excel, per interface language (the rows are
 * stored language-neutral — codes, names typed by people, amounts — and put into words when answered).
 */
export const MGT_SERVER_TEXTS: Record<TMgtLang, {
  vacant: string; expired: string; action: (no: number) => string; amount: (n: string) => string; duty: (no: number) => string; lawCheck: string;
  status: Record<'DONE' | 'PARTIAL' | 'NOT_DONE', string>; sheet: string; file: string; count: (n: number) => string;
  headers: { duty: string; article: string; status: string; kind: string; no: string; title: string; ymd: string; statusNm: string };
}> = {
  ko: {
    vacant: '공석', expired: '자격만료', action: (no) => `개선조치 ${no}`, amount: (n) => `${n}원`, duty: (no) => `제4조 제${no}호`, lawCheck: '제5조',
    status: { DONE: '이행', PARTIAL: '일부 이행', NOT_DONE: '미이행' }, sheet: '증빙', file: '중처법_이행점검_증빙', count: (n) => `${n}건`,
    headers: { duty: '의무', article: '근거', status: '이행상태', kind: '증빙 구분', no: '번호', title: '내용', ymd: '일자', statusNm: '상태' },
  },
  en: {
    vacant: 'Vacant', expired: 'Qualification expired', action: (no) => `Action ${no}`, amount: (n) => `KRW ${n}`, duty: (no) => `Art. 4 No. ${no}`, lawCheck: 'Art. 5',
    status: { DONE: 'Done', PARTIAL: 'Partly done', NOT_DONE: 'Not done' }, sheet: 'Evidence', file: 'SAPA_binder_evidence', count: (n) => `${n}`,
    headers: { duty: 'Duty', article: 'Basis', status: 'Status', kind: 'Evidence', no: 'No.', title: 'Record', ymd: 'Date', statusNm: 'Record status' },
  },
  zh: {
    vacant: '空缺', expired: '资格到期', action: (no) => `整改 ${no}`, amount: (n) => `${n} 韩元`, duty: (no) => `第4条第${no}项`, lawCheck: '第5条',
    status: { DONE: '已履行', PARTIAL: '部分履行', NOT_DONE: '未履行' }, sheet: '证据', file: '重大灾害处罚法_履行检查_证据', count: (n) => `${n}件`,
    headers: { duty: '义务', article: '依据', status: '履行状态', kind: '证据类别', no: '编号', title: '内容', ymd: '日期', statusNm: '状态' },
  },
  es: {
    vacant: 'Vacante', expired: 'Titulación vencida', action: (no) => `Acción ${no}`, amount: (n) => `${n} KRW`, duty: (no) => `Art. 4 n.º ${no}`, lawCheck: 'Art. 5',
    status: { DONE: 'Cumplido', PARTIAL: 'Parcial', NOT_DONE: 'No cumplido' }, sheet: 'Evidencias', file: 'SAPA_evidencias', count: (n) => `${n}`,
    headers: { duty: 'Deber', article: 'Base', status: 'Estado', kind: 'Evidencia', no: 'N.º', title: 'Registro', ymd: 'Fecha', statusNm: 'Estado del registro' },
  },
};
/**
 * The list an evidence row opens as `?key=<row key>` when the row's key is not a record of the kind's list: a law check
 * row carries its obligation (the register), a budget department row a department (no record: the list only, null).
 */
export const MGT_EVIDENCE_RECORD_LINKS: Partial<Record<TMgtEvidenceKind, string | null>> = {
  LAW_CHECKED: '/mgt/mgtLaw', LAW_NONCOMPLY: '/mgt/mgtLaw', BUDGET_DEPT: null,
};

/**
 * A rule over the half's evidence: `min` a count at least this, `max` a count at most this (warnings), `rateOf` with
 * `minRate` this kind's count divided by another kind's count . A kind without a rule
 * is shown as evidence only. `emptyMet`: a zero denominator counts as met (no findings, nothing to close).
 */
export type TSapaRule = { kindCd: TMgtEvidenceKind; min?: number; max?: number; rateOf?: TMgtEvidenceKind; minRate?: number; emptyMet?: boolean };
export type TSapaDuty = { dutyNo: number; article: string; ko: string; en: string; zh: string; es: string; evidence: TSapaRule[] };

/**
 * 중대재해처벌법 시행령 제4조 제1호–제9호 as data: each duty, the article, the evidence kinds gathered and the rules that
 * decide its status. DONE = every rule met; PARTIAL = some rule met or some evidence present; NOT_DONE = nothing.
 * Thresholds are the company's reading of "at least twice a year" (반기 1회 이상) and the quarterly committee
 * (산안법 시행령 제37조: 분기마다); the module README gives the reasoning per duty.
 */
export const MGT_SAPA_DUTIES: readonly TSapaDuty[] = [
  { dutyNo: 1, article: '시행령 제4조 제1호', ko: '안전보건 목표와 경영방침 설정', en: 'Safety and health goals and policy', zh: '设定安全卫生目标和经营方针', es: 'Objetivos y política de SST',
    evidence: [{ kindCd: 'TARGET_APPROVED', min: 1 }] },
  { dutyNo: 2, article: '시행령 제4조 제2호', ko: '안전보건 업무 전담 조직', en: 'Dedicated safety and health organisation', zh: '安全卫生专职组织', es: 'Organización dedicada de SST',
    evidence: [{ kindCd: 'ORG_HEAD', min: 1 }] },
  { dutyNo: 3, article: '시행령 제4조 제3호', ko: '유해·위험요인 확인·개선 절차 마련 및 반기 1회 이상 점검', en: 'Procedures to find and fix hazards, checked each half', zh: '危险因素确认·改善程序及每半年检查', es: 'Procedimientos de identificación y corrección de peligros',
    evidence: [{ kindCd: 'RSA_APPROVED', min: 1 }, { kindCd: 'PATROL_FINDING' }, { kindCd: 'PATROL_CLOSED', rateOf: 'PATROL_FINDING', minRate: 0.8, emptyMet: true }] },
  { dutyNo: 4, article: '시행령 제4조 제4호', ko: '안전보건 예산 편성 및 집행', en: 'Safety and health budget and its execution', zh: '安全卫生预算编制及执行', es: 'Presupuesto de SST y su ejecución',
    evidence: [{ kindCd: 'BUDGET_LINE', min: 1 }, { kindCd: 'BUDGET_EXECUTION', min: 1 }] },
  { dutyNo: 5, article: '시행령 제4조 제5호', ko: '안전보건관리책임자 등의 권한·예산 부여 및 반기 1회 이상 평가', en: 'Authority and budget of the responsible managers, evaluated each half', zh: '安全卫生管理负责人的权限·预算及每半年评价', es: 'Autoridad y presupuesto de los responsables, evaluados cada semestre',
    evidence: [{ kindCd: 'BUDGET_DEPT', min: 1 }, { kindCd: 'TARGET_REVIEWED', min: 1 }] },
  { dutyNo: 6, article: '시행령 제4조 제6호', ko: '안전관리자·보건관리자 등 전문인력 배치', en: 'Safety and health staff appointed', zh: '配置安全·保健管理者等专业人员', es: 'Personal de SST designado',
    evidence: [{ kindCd: 'APPOINT_ACTIVE', min: 1 }, { kindCd: 'APPOINT_WARNING', max: 0 }] },
  { dutyNo: 7, article: '시행령 제4조 제7호', ko: '종사자 의견 청취 및 반기 1회 이상 점검', en: 'Workers\' opinions heard, checked each half', zh: '听取从业人员意见及每半年检查', es: 'Opiniones de los trabajadores escuchadas',
    evidence: [{ kindCd: 'NEAR_MISS', min: 1 }, { kindCd: 'COMMITTEE_HELD', min: 2 }] },
  { dutyNo: 8, article: '시행령 제4조 제8호', ko: '중대산업재해 대비 매뉴얼 마련 및 반기 1회 이상 점검(훈련)', en: 'Emergency manual for serious accidents, checked each half (drills)', zh: '重大产业灾害应对手册及每半年检查(演练)', es: 'Manual de emergencia y simulacros semestrales',
    evidence: [{ kindCd: 'DRILL_DONE', min: 1 }] },
  { dutyNo: 9, article: '시행령 제4조 제9호', ko: '도급·용역·위탁 시 안전보건 평가 기준 마련 및 반기 1회 이상 점검', en: 'Contractor evaluation criteria, checked each half', zh: '承包·劳务·委托安全卫生评价标准及每半年检查', es: 'Criterios de evaluación de contratistas',
    evidence: [{ kindCd: 'VENDOR_EVAL', min: 1 }] },
];
/** 시행령 제5조: every applicable obligation of the register evaluated in the half */
export const MGT_SAPA_LAW_CHECK: TSapaDuty = {
  dutyNo: 0, article: '시행령 제5조', ko: '안전·보건 관계 법령에 따른 의무이행 점검(반기 1회 이상)', en: 'Compliance with safety and health laws, checked each half', zh: '安全·保健相关法令义务履行检查', es: 'Cumplimiento de la normativa de SST',
  evidence: [{ kindCd: 'LAW_APPLICABLE' }, { kindCd: 'LAW_CHECKED', rateOf: 'LAW_APPLICABLE', minRate: 1 }, { kindCd: 'LAW_NONCOMPLY' }],
};

export const MGT_SAPA_STATUSES = ['DONE', 'PARTIAL', 'NOT_DONE'] as const;
export type TMgtSapaStatus = (typeof MGT_SAPA_STATUSES)[number];

/** the status of a duty from its evidence counts (pure: the web shows the same verdict the server answers) */
export function sapaStatus(duty: TSapaDuty, counts: Partial<Record<TMgtEvidenceKind, number>>): TMgtSapaStatus {
  const rules = duty.evidence.filter((r) => r.min !== undefined || r.max !== undefined || r.minRate !== undefined);
  let met = 0;
  let metWithEvidence = 0;
  for (const r of rules) {
    const n = counts[r.kindCd] ?? 0;
    if (r.min !== undefined && n < r.min) continue;
    if (r.max !== undefined && n > r.max) continue;
    if (r.rateOf && r.minRate !== undefined) {
      const d = counts[r.rateOf] ?? 0;
      if (d === 0 ? !r.emptyMet : n / d < r.minRate) continue;
    }
    met += 1;
    // a ceiling kept (no warnings) or a rate over nothing is no evidence that anything was done
    if (r.max === undefined && n > 0) metWithEvidence += 1;
  }
  if (met === rules.length && (metWithEvidence > 0 || rules.length === 0)) return 'DONE';
  const anyEvidence = duty.evidence.some((r) => r.max === undefined && (counts[r.kindCd] ?? 0) > 0);
  return metWithEvidence > 0 || anyEvidence ? 'PARTIAL' : 'NOT_DONE';
}

export const MGT_MESSAGES = {
  lawNotFound: '법규 의무를 찾을 수 없습니다.',
  lawNotApplicable: '이 사업장에 적용되지 않는 법규 의무입니다.',
  checkExists: '이 반기의 준수평가가 이미 등록되어 있습니다.',
  noOwner: '미준수 개선조치를 맡을 담당자가 없습니다. 법규 등록부에 담당자를 지정하세요.',
  reviewExists: '이 사업장·반기의 서류철 검토가 이미 있습니다.',
  signed: '결재된 서류철은 바꿀 수 없습니다.',
  deptOtherPlant: '선택한 부서는 이 사업장의 부서가 아닙니다.',
  ownIndicator: '월 실적은 사업장 자체 지표(M_로 시작하는 코드)만 입력합니다. 다른 지표는 서버가 계산합니다.',
  decisionIncomplete: (rowNo: number) => `${rowNo}번째 결정사항에 담당자와 조치기한을 모두 입력하거나 모두 비워 두세요.`,
  lessonIncomplete: (rowNo: number) => `${rowNo}번째 교훈에 담당자와 조치기한을 모두 입력하거나 모두 비워 두세요.`,
} as const;
