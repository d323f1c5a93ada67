import { z } from 'zod';
import { zText, zYmd, zYn } from '../resource/definition.js';
import { HEA_AGE_CODES, HEA_MESSAGES } from './index.const.js';
export * from './index.const.js';

export * from './basedata.js';
export * from './plan.js';
export * from './resources.js';

/**
 * Health module (hea) contract: spec §2 checkup target selection and consent popup, §3 checkup plan,
 * candidate target row, search parameters, age codes, consent form, §5 texts, §7 /api/hea/... catalogue.
 */
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
