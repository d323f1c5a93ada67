import { z } from 'zod';
import { zText } from '../resource/definition.js';
import { zYmd } from '../dates.js';
import { HEA_DRUG_MOVE_TYPES, HEA_DRUG_MANUAL_MOVE_TYPES, HEA_INFIRMARY_MESSAGES } from './infirmary.const.js';
export * from './infirmary.const.js';

/**
 * Infirmary (보건실) and drugs (의약품): visits with prescriptions, the drug master per plant and its stock
 * movements (입고/출고/사용/폐기). Spec §7 catalogue: infirmary (usage), drug (drug manage).
 */

export const zRealYmd = zYmd;
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
