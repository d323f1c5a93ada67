// zod-free and small: menus, routes and code lists of 위험성평가 — what the assessment and library pages need (the plan
// workflow and the messages stay in rsa.const.ts, which re-exports this module)
/**
 * 위험성평가 (산업안전보건법 제36조, 고용노동부 고시 「사업장 위험성평가에 관한 지침」 2023): a plan per round (최초 ·
 * 정기 · 수시 · 상시) with its method, targets, team and the workers' participation; assessments per department and
 * unit work on the plan's method; every measure the result requires becomes an improvement action.
 */
export const RSA_MENUS = {
  group: 'SAF_RSA',
  matrix: 'RSA_MATRIX',
  plan: 'RSA_PLAN',
  assessment: 'RSA_ASSESS',
  register: 'RSA_REGISTER',
  /** 유해·위험요인 목록 (the hazard and standard-controls library) */
  hazard: 'RSA_HAZARD',
} as const;
export const RSA_API = {
  matrix: '/api/rsa/matrix',
  matrixVersions: '/api/rsa/matrix/versions',
  plans: '/api/rsa/plans',
  /** 정기 위험성평가 due list (derived, read-only) */
  due: '/api/rsa/plans/due',
  assessments: '/api/rsa/assessments',
  register: '/api/rsa/register',
  book: '/api/rsa/book',
  unitWorks: '/api/rsa/unit-works',
  hazards: '/api/rsa/hazards',
} as const;
/** 위험성평가 계획 번호 picked from the plans (number · title · start date), of the record's plant */
export const RSA_PLAN_PICK = { url: RSA_API.plans, value: 'planNo', label: ['planNo', 'planTitle', 'planFromYmd'], search: 'planTitle', plant: 'plantCd' } as const;
export const RSA_APPR_TYPES = { plan: 'RSA_PLAN', result: 'RSA_RESULT' } as const;

export const RSA_CODE_GROUPS = {
  kind: 'RSA_KIND',
  method: 'RSA_METHOD',
  status: 'RSA_PLAN_STATUS',
  hazardClass: 'RSA_HAZARD_CLASS',
  hazard: 'RSA_HAZARD',
  disasterType: 'RSA_DISASTER_TYPE',
  level3: 'RSA_LEVEL3',
  checkResult: 'RSA_CHECK_RESULT',
  stage: 'RSA_PART_STAGE',
  partMethod: 'RSA_PART_METHOD',
  teamRole: 'RSA_TEAM_ROLE',
  yn: 'RSA_YN',
  guideWord: 'RSA_HAZOP_GUIDE',
  charmAmount: 'RSA_CHARM_AMOUNT',
  charmVolatility: 'RSA_CHARM_VOLATILITY',
  charmTime: 'RSA_CHARM_TIME',
  /** attr1 = exposure level of `${amount}.${volatility}` */
  charmExposure: 'RSA_CHARM_EXPOSURE',
  /** risk levels 2–4; attr1 = the lowest score (hazard grade × exposure level) of the level */
  charmScore: 'RSA_CHARM_SCORE',
  /** exposure levels 2–4; attr1 = the measured / exposure-limit ratio (%) above which the level applies */
  charmMeasured: 'RSA_CHARM_MEASURED',
  /** `${unit}.${grade}` (grades 2–4); attr1 = the highest exposure limit of the hazard grade */
  charmOel: 'RSA_CHARM_OEL',
  /** H codes; attr1 = hazard grade, attr2 = CMR when carcinogenic, mutagenic or toxic to reproduction */
  charmHCode: 'RSA_CHARM_HCODE',
  charmOelUnit: 'RSA_CHARM_OEL_UNIT',
  charmAmountUnit: 'RSA_CHARM_AMOUNT_UNIT',
  charmState: 'RSA_CHARM_STATE',
  /** where a row's hazard grade or exposure level came from */
  charmBasis: 'RSA_CHARM_BASIS',
  /** risk levels 1–4; attr1 = Y when the level requires a measure */
  charmLevel: 'RSA_CHARM_LEVEL',
  /** 표준 안전대책 구분 (hierarchy of controls): 제거·대체 / 공학적 / 관리적 / 보호구 */
  controlKind: 'RSA_CONTROL_KIND',
} as const;

/** 평가 종류 (지침 제15조): 최초 · 정기 · 수시 · 상시 */
export const RSA_KINDS = ['INITIAL', 'REGULAR', 'OCCASIONAL', 'CONTINUOUS'] as const;
/**
 * 평가 방법 (지침 제7조 제1항): 빈도·강도법, 체크리스트법, 위험성 수준 3단계 판단법, 핵심요인 기술법, and other
 * methods (JSA, HAZOP — KOSHA GUIDE; CHARM — chemical exposure). Each has its own rows in the assessment form.
 */
export const RSA_METHODS = ['FREQ_SEV', 'CHECKLIST', 'THREE_STEP', 'ONE_POINT', 'JSA', 'HAZOP', 'CHARM'] as const;
export type TRsaMethod = (typeof RSA_METHODS)[number];
/** the methods whose assessment form is built (a plan of another method is refused) */
export const RSA_BUILT_METHODS: readonly TRsaMethod[] = RSA_METHODS;
/** the methods rated on the plan's likelihood × severity matrix */
export const RSA_MATRIX_METHODS: readonly TRsaMethod[] = ['FREQ_SEV', 'JSA', 'HAZOP'];
/** HAZOP guide words (code data) */
export const RSA_GUIDE_WORDS = ['NONE', 'MORE', 'LESS', 'REVERSE', 'PART', 'OTHER'] as const;
/** 3단계 판단: 상 requires measures */
export const RSA_LEVEL3 = ['HIGH', 'MEDIUM', 'LOW'] as const;
/** 체크리스트: 적정 / 보완 / 해당없음; 보완 requires a measure */
export const RSA_CHECK_RESULTS = ['OK', 'IMPROVE', 'NA'] as const;
/** 근로자 참여 (지침 제6조): the stage and the way */
export const RSA_PART_STAGES = ['FINDING', 'REVIEW', 'SHARE'] as const;
export const RSA_PART_METHODS = ['MEETING', 'SURVEY', 'TBM', 'SUGGESTION', 'EDUCATION'] as const;

/** 표준 안전대책 구분, in the order of the hierarchy of controls */
export const RSA_CONTROL_KINDS = ['ELIMINATE', 'ENGINEERING', 'ADMIN', 'PPE'] as const;
