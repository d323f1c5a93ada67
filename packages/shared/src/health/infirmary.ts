import { z } from 'zod';
import { zText } from '../resource/definition.js';

/**
 * Infirmary (보건실) and drugs (의약품): visits with prescriptions, the drug master per plant and its stock
 * movements (입고/출고/사용/폐기). Spec §7 catalogue: infirmary (usage), drug (drug manage).
 */

export const HEA_INFIRMARY_MENU = {
  visit: 'HEA_INFIRMARY_VISIT',
  drug: 'HEA_DRUG',
  stat: 'HEA_INFIRMARY_STAT',
} as const;

export const HEA_INFIRMARY_CODE_GROUP = {
  complaint: 'HEA_COMPLAINT',
  drugClass: 'HEA_DRUG_CLASS',
} as const;

/** 주호소 분류 (code group HEA_COMPLAINT) */
export const HEA_COMPLAINTS = [
  { code: 'HCP01', codeNm: '두통·발열', en: 'Headache / fever', zh: '头痛·发热', es: 'Cefalea / fiebre' },
  { code: 'HCP02', codeNm: '감기·호흡기', en: 'Cold / respiratory', zh: '感冒·呼吸道', es: 'Resfriado / respiratorio' },
  { code: 'HCP03', codeNm: '소화기', en: 'Digestive', zh: '消化系统', es: 'Digestivo' },
  { code: 'HCP04', codeNm: '근골격계 통증', en: 'Musculoskeletal pain', zh: '肌肉骨骼疼痛', es: 'Dolor musculoesquelético' },
  { code: 'HCP05', codeNm: '외상(찰과상·베임)', en: 'Injury (abrasion, cut)', zh: '外伤(擦伤·割伤)', es: 'Lesión (abrasión, corte)' },
  { code: 'HCP06', codeNm: '화상', en: 'Burn', zh: '烧伤', es: 'Quemadura' },
  { code: 'HCP07', codeNm: '안과', en: 'Eye', zh: '眼科', es: 'Ocular' },
  { code: 'HCP08', codeNm: '피부', en: 'Skin', zh: '皮肤', es: 'Piel' },
  { code: 'HCP09', codeNm: '혈압·혈당 측정 및 상담', en: 'BP / glucose check and advice', zh: '血压·血糖测量及咨询', es: 'Control de tensión / glucosa' },
  { code: 'HCP99', codeNm: '기타', en: 'Other', zh: '其他', es: 'Otros' },
] as const;

/** 의약품 분류 (code group HEA_DRUG_CLASS) */
export const HEA_DRUG_CLASSES = [
  { code: 'HDC01', codeNm: '해열진통제', en: 'Analgesic / antipyretic', zh: '解热镇痛药', es: 'Analgésico / antipirético' },
  { code: 'HDC02', codeNm: '감기약', en: 'Cold medicine', zh: '感冒药', es: 'Antigripal' },
  { code: 'HDC03', codeNm: '소화제·위장약', en: 'Digestive', zh: '消化药·胃肠药', es: 'Digestivo' },
  { code: 'HDC04', codeNm: '외용제(연고·파스)', en: 'Topical (ointment, patch)', zh: '外用药(软膏·贴剂)', es: 'Tópico (pomada, parche)' },
  { code: 'HDC05', codeNm: '소독·위생재료', en: 'Disinfectant / dressing', zh: '消毒·卫生材料', es: 'Desinfectante / apósito' },
  { code: 'HDC06', codeNm: '안약', en: 'Eye drops', zh: '眼药', es: 'Colirio' },
  { code: 'HDC99', codeNm: '기타', en: 'Other', zh: '其他', es: 'Otros' },
] as const;

/** stock movement types: IN adds, the others take away */
export const HEA_DRUG_MOVE_TYPES = ['IN', 'OUT', 'USE', 'DISPOSE'] as const;
export type THeaDrugMoveType = (typeof HEA_DRUG_MOVE_TYPES)[number];
/** manual movements; USE is posted only by a visit's prescription (keeps usage statistics = prescriptions) */
export const HEA_DRUG_MANUAL_MOVE_TYPES = ['IN', 'OUT', 'DISPOSE'] as const;
export const drugMoveSign = (t: THeaDrugMoveType) => (t === 'IN' ? 1 : -1);

export const HEA_INFIRMARY_MESSAGES = {
  stockShort: '재고가 부족합니다. 현재 재고보다 많은 수량을 처방하거나 출고할 수 없습니다.',
  drugNotUsable: '사용할 수 없는 의약품입니다. (다른 사업장 또는 사용 중지)',
  workerRequired: '이용자를 선택하거나 협력업체 근로자 성명을 입력하세요.',
  workerNotInPlant: '해당 사업장의 사용자가 아닙니다.',
  drugDuplicate: '같은 사업장에 같은 이름의 의약품이 이미 있습니다.',
  drugHasMoves: '입출고 이력이 있는 의약품은 삭제할 수 없습니다. 사용여부를 N으로 바꾸세요.',
  rxDuplicate: '같은 의약품을 두 번 처방할 수 없습니다. 수량을 합쳐 입력하세요.',
  bpPair: '수축기와 이완기 혈압을 함께 입력하세요.',
} as const;

const ymdOk = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** YYYY-MM-DD that is a real calendar date (2026-02-30 is refused with 400, never reaches SQL) */
export const zRealYmd = z.string().refine(ymdOk, { message: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)' });
const zHm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '시간 형식이 올바르지 않습니다. (HH:MM)' });
const zId = z.number().int().min(1).max(2_147_483_647);

// ---- drug master ----

export const ZDrugInput = z.object({
  plantCd: z.string().trim().min(1).max(10),
  drugNm: zText(200, { required: true }),
  unitNm: zText(20, { required: true }),
  drugClassCd: z.string().trim().min(1).max(30),
  safetyStock: z.number().int().min(0).max(1_000_000),
  useYn: z.enum(['Y', 'N']).default('Y'),
  remark: zText(1000),
});
export type TDrugInput = z.input<typeof ZDrugInput>;

export const ZDrug = z.object({
  drugNo: z.number(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  drugNm: z.string(),
  unitNm: z.string(),
  drugClassCd: z.string(),
  drugClassNm: z.string().nullable(),
  safetyStock: z.number(),
  stockQty: z.number(),
  /** stock below the safety stock */
  shortYn: z.enum(['Y', 'N']),
  useYn: z.string(),
  remark: z.string().nullable(),
  version: z.number(),
  updateUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TDrug = z.infer<typeof ZDrug>;

export const ZDrugMoveInput = z.object({
  drugNo: zId,
  moveTypeCd: z.enum(HEA_DRUG_MANUAL_MOVE_TYPES),
  moveYmd: zRealYmd,
  qty: z.number().int().min(1).max(100_000),
  remark: zText(500),
});
export type TDrugMoveInput = z.input<typeof ZDrugMoveInput>;

export const ZDrugMove = z.object({
  moveNo: z.number(),
  plantCd: z.string(),
  drugNo: z.number(),
  drugNm: z.string(),
  unitNm: z.string(),
  moveTypeCd: z.enum(HEA_DRUG_MOVE_TYPES),
  moveYmd: z.string(),
  qty: z.number(),
  /** signed: + for IN, − otherwise */
  deltaQty: z.number(),
  visitNo: z.number().nullable(),
  remark: z.string().nullable(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
});
export type TDrugMove = z.infer<typeof ZDrugMove>;

// ---- visits ----

export const ZPrescriptionInput = z.object({ drugNo: zId, qty: z.number().int().min(1).max(1000) });

export const ZVisitInput = z
  .object({
    plantCd: z.string().trim().min(1).max(10),
    visitYmd: zRealYmd,
    visitHm: zHm,
    /** a user of the plant … */
    userId: z.string().trim().min(1).max(50).nullish(),
    /** … or a vendor worker by name (vendorCd optional) */
    workerNm: zText(100),
    vendorCd: z.string().trim().min(1).max(20).nullish(),
    complaintCd: z.string().trim().min(1).max(30),
    symptom: zText(1000),
    bpSystolic: z.number().int().min(40).max(300).nullish(),
    bpDiastolic: z.number().int().min(20).max(200).nullish(),
    pulse: z.number().int().min(20).max(250).nullish(),
    bodyTemp: z.number().min(30).max(45).nullish(),
    bloodSugar: z.number().int().min(10).max(1000).nullish(),
    treatment: zText(2000),
    prescriptions: z.array(ZPrescriptionInput).max(20).default([]),
  })
  .refine((v) => !!v.userId || !!v.workerNm, { message: HEA_INFIRMARY_MESSAGES.workerRequired, path: ['userId'] })
  .refine((v) => (v.bpSystolic == null) === (v.bpDiastolic == null), { message: HEA_INFIRMARY_MESSAGES.bpPair, path: ['bpDiastolic'] })
  .refine((v) => new Set(v.prescriptions.map((p) => p.drugNo)).size === v.prescriptions.length, { message: HEA_INFIRMARY_MESSAGES.rxDuplicate, path: ['prescriptions'] });
export type TVisitInput = z.input<typeof ZVisitInput>;

export const ZPrescription = z.object({ drugNo: z.number(), drugNm: z.string(), unitNm: z.string(), qty: z.number() });

export const ZVisit = z.object({
  visitNo: z.number(),
  plantCd: z.string(),
  visitYmd: z.string(),
  visitHm: z.string(),
  userId: z.string().nullable(),
  workerNm: z.string(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  vendorCd: z.string().nullable(),
  vendorNm: z.string().nullable(),
  complaintCd: z.string(),
  complaintNm: z.string().nullable(),
  symptom: z.string().nullable(),
  bpSystolic: z.number().nullable(),
  bpDiastolic: z.number().nullable(),
  pulse: z.number().nullable(),
  bodyTemp: z.number().nullable(),
  bloodSugar: z.number().nullable(),
  treatment: z.string().nullable(),
  prescriptions: z.array(ZPrescription),
  version: z.number(),
  createUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TVisit = z.infer<typeof ZVisit>;

// ---- usage statistics ----

export const ZInfirmaryUsage = z.object({
  year: z.number(),
  plantCd: z.string(),
  byMonth: z.array(z.object({ ym: z.string(), visitCnt: z.number(), rxQty: z.number() })),
  byDrug: z.array(z.object({ drugNo: z.number(), drugNm: z.string(), unitNm: z.string(), rxCnt: z.number(), useQty: z.number(), inQty: z.number(), disposeQty: z.number() })),
  byComplaint: z.array(z.object({ complaintCd: z.string(), complaintNm: z.string().nullable(), visitCnt: z.number() })),
});
export type TInfirmaryUsage = z.infer<typeof ZInfirmaryUsage>;
