import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';

export * from './basedata.js';
export * from './plan.js';

/**
 * Health module (hea) contract: spec §2 checkup target selection and consent popup, §3 checkup plan,
 * candidate target row, search parameters, age codes, consent form, §5 texts, §7 /api/hea/... catalogue.
 */

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

export const checkupOrgResource = defineResource({
  name: 'heaCheckupOrg',
  title: 'title',
  basePath: '/api/hea/baseinfo/checkuporgs',
  menuId: HEA_MENU.checkupOrg,
  key: { name: 'heaCheckupOrgNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'heaCheckupOrgNm', type: 'text', label: 'heaCheckupOrgNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'dailyCapacity', type: 'number', label: 'dailyCapacity', schema: z.number().int().min(1).max(1000), required: true, span: 8 },
    { name: 'telNo', type: 'text', label: 'telNo', schema: zText(30), maxLength: 30, span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'address', type: 'text', label: 'address', schema: zText(300), maxLength: 300, span: 24 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'plantCd', width: 150, align: 'center' },
    { name: 'heaCheckupOrgNm', link: true, sortable: true },
    { name: 'dailyCapacity', width: 120, align: 'right', sortable: true },
    { name: 'telNo', width: 140, align: 'center' },
    { name: 'address' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'heaCheckupOrgNm', type: 'text', op: 'contains', label: 'heaCheckupOrgNm', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'heaCheckupOrgNm', order: 'asc' },
  scope: { plant: 'plantCd' },
  approvalType: null,
  i18n: {
    ko: { title: '검진기관', plantCd: '사업장', plantNm: '사업장', heaCheckupOrgNm: '검진기관명', dailyCapacity: '일일 예약 가능 인원', telNo: '전화번호', useYn: '사용여부', address: '주소', remark: '비고' },
    en: { title: 'Checkup organisations', plantCd: 'Plant', plantNm: 'Plant', heaCheckupOrgNm: 'Organisation', dailyCapacity: 'Daily capacity', telNo: 'Phone', useYn: 'In use', address: 'Address', remark: 'Remarks' },
    zh: { title: '体检机构', plantCd: '工厂', plantNm: '工厂', heaCheckupOrgNm: '机构名称', dailyCapacity: '每日可预约人数', telNo: '电话', useYn: '是否使用', address: '地址', remark: '备注' },
    es: { title: 'Centros de chequeo', plantCd: 'Planta', plantNm: 'Planta', heaCheckupOrgNm: 'Centro', dailyCapacity: 'Capacidad diaria', telNo: 'Teléfono', useYn: 'En uso', address: 'Dirección', remark: 'Observaciones' },
  },
});

export const hazardResource = defineResource({
  name: 'heaHazard',
  title: 'title',
  basePath: '/api/hea/baseinfo/hazard',
  menuId: HEA_MENU.hazard,
  key: { name: 'hazardCd', type: 'string', generated: false },
  fields: [
    { name: 'hazardCd', type: 'text', label: 'hazardCd', schema: z.string().trim().regex(/^[A-Z0-9_]{2,30}$/), required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'hazardNm', type: 'text', label: 'hazardNm', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'hazardClassCd', type: 'select', label: 'hazardClassCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: HEA_CODE_GROUP.hazardClass, span: 8 },
    { name: 'firstExamMonths', type: 'number', label: 'firstExamMonths', schema: z.number().int().min(0).max(60), required: true, span: 8 },
    { name: 'repeatMonths', type: 'number', label: 'repeatMonths', schema: z.number().int().min(1).max(60), required: true, span: 8 },
    { name: 'carcinogenYn', type: 'switch', label: 'carcinogenYn', schema: zYn.default('N'), span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'hazardCd', width: 120, align: 'center', sortable: true },
    { name: 'hazardNm', link: true, sortable: true },
    { name: 'hazardClassCd', width: 120, align: 'center' },
    { name: 'firstExamMonths', width: 140, align: 'right', sortable: true },
    { name: 'repeatMonths', width: 140, align: 'right', sortable: true },
    { name: 'carcinogenYn', width: 100, align: 'center' },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'hazardNm', type: 'text', op: 'contains', label: 'hazardNm', width: 6 },
    { name: 'hazardClassCd', type: 'select', op: 'eq', label: 'hazardClassCd', codeGroup: HEA_CODE_GROUP.hazardClass, width: 6 },
    { name: 'carcinogenYn', type: 'yn', op: 'eq', label: 'carcinogenYn', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'hazardCd', order: 'asc' },
  approvalType: null,
  i18n: {
    ko: { title: '유해인자', hazardCd: '유해인자코드', hazardNm: '유해인자명', hazardClassCd: '분류', hazardClassNm: '분류', firstExamMonths: '배치 후 첫 검진(개월)', repeatMonths: '검진 주기(개월)', carcinogenYn: '발암성', useYn: '사용여부', remark: '비고' },
    en: { title: 'Hazardous factors', hazardCd: 'Code', hazardNm: 'Factor', hazardClassCd: 'Class', hazardClassNm: 'Class', firstExamMonths: 'First exam (months)', repeatMonths: 'Repeat (months)', carcinogenYn: 'Carcinogen', useYn: 'In use', remark: 'Remarks' },
    zh: { title: '有害因素', hazardCd: '代码', hazardNm: '有害因素', hazardClassCd: '分类', hazardClassNm: '分类', firstExamMonths: '配置后首次检查(月)', repeatMonths: '检查周期(月)', carcinogenYn: '致癌性', useYn: '是否使用', remark: '备注' },
    es: { title: 'Factores de riesgo', hazardCd: 'Código', hazardNm: 'Factor', hazardClassCd: 'Clase', hazardClassNm: 'Clase', firstExamMonths: 'Primer examen (meses)', repeatMonths: 'Periodicidad (meses)', carcinogenYn: 'Cancerígeno', useYn: 'En uso', remark: 'Observaciones' },
  },
});

// ---- checkup plans ----

export const ZCheckupPlanInput = z
  .object({
    plantCd: z.string().trim().min(1).max(10),
    heaCheckupClassCd: z.string().trim().min(1).max(30),
    heaCheckupPlanNm: zText(200, { required: true }),
    heaCheckupStartYmd: zYmd,
    heaCheckupEndYmd: zYmd,
    heaCheckupOrgNos: z.array(z.number().int().min(1)).max(50).default([]),
    remark: zText(2000),
  })
  .refine((v) => v.heaCheckupStartYmd <= v.heaCheckupEndYmd, { message: HEA_MESSAGES.planPeriod, path: ['heaCheckupEndYmd'] });
export type TCheckupPlanInput = z.input<typeof ZCheckupPlanInput>;

export const ZCheckupPlanOrg = z.object({ heaCheckupOrgNo: z.number(), heaCheckupOrgNm: z.string() });

export const ZCheckupPlan = z.object({
  heaCheckupPlanNo: z.number(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  heaCheckupClassCd: z.string(),
  heaCheckupClassNm: z.string().nullable(),
  heaCheckupPlanNm: z.string(),
  heaCheckupStartYmd: z.string(),
  heaCheckupEndYmd: z.string(),
  /** spec §3: 'YYYY-MM-DD ~ YYYY-MM-DD' */
  heaCheckupPlanPeriod: z.string(),
  hospitals: z.array(ZCheckupPlanOrg),
  targetCnt: z.number(),
  remark: z.string().nullable(),
  apprStatusCd: z.string().nullable(),
  version: z.number(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
  updateUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TCheckupPlan = z.infer<typeof ZCheckupPlan>;

// ---- target selection (spec §3 candidate target row, search parameters) ----

export const ZCandidateSearch = z.object({
  heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647),
  deptCd: z.string().trim().max(30).optional(),
  processNo: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  userNm: z.string().trim().max(100).optional(),
  age: z.enum(HEA_AGE_CODES).default('0'),
  prevYearCheckupUserYn: zYn.default('N'),
});
export type TCandidateSearch = z.input<typeof ZCandidateSearch>;

export const ZCandidateRow = z.object({
  heaCheckupTypeNm: z.string(),
  processNm: z.string().nullable(),
  deptNm: z.string().nullable(),
  userId: z.string(),
  userNm: z.string(),
  entryYmd: z.string().nullable(),
  phoneNo: z.string().nullable(),
  officeTel: z.string().nullable(),
  deptCd: z.string().nullable(),
  age: z.number().nullable(),
});
export type TCandidateRow = z.infer<typeof ZCandidateRow>;

/** selected rows posted back; extra row fields (and any createUserId/updateUserId) are ignored */
export const ZCheckupUserAdd = z
  .array(z.object({ heaCheckupPlanNo: z.number().int().min(1), userId: z.string().trim().min(1).max(50) }))
  .min(1)
  .max(1000);

export const ZCheckupUser = z.object({
  heaCheckupPlanNo: z.number(),
  userId: z.string(),
  userNm: z.string().nullable(),
  deptNm: z.string().nullable(),
  heaCheckupTypeNm: z.string(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
});

// ---- reservations and consent ----

export const ZConsentForm = z.object({
  heaCheckupPlanNo: z.number().int().min(1),
  heaCheckedOrgNo: z.number().int().min(1),
  agreeYn: zYn.optional(),
});

export const ZReserveInput = ZConsentForm.extend({
  userId: z.string().trim().min(1).max(50).optional(),
  rsrvYmd: zYmd,
});

export const ZReserve = z.object({
  heaCheckupReserveNo: z.number(),
  heaCheckupPlanNo: z.number(),
  heaCheckupPlanNm: z.string().nullable(),
  userId: z.string(),
  userNm: z.string().nullable(),
  heaCheckedOrgNo: z.number(),
  heaCheckupOrgNm: z.string().nullable(),
  rsrvYmd: z.string(),
  agreeYn: z.string().nullable(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
});
export type TReserve = z.infer<typeof ZReserve>;

export const ZRsrvDate = z.object({ rsrvYmd: z.string(), capacity: z.number(), reservedCnt: z.number(), availableCnt: z.number() });
export type TRsrvDate = z.infer<typeof ZRsrvDate>;
export * from './infirmary.js';
export * from './msk.js';
export * from './workenv.js';
export * from './results.js';
