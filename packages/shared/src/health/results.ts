import { z } from 'zod';
import { defineResource, zText, zYmd, zYn } from '../resource/definition.js';
import { HEA_DIAG_CODES, HEA_RESULT_CODE_GROUP, HEA_RESULT_MENU, HEA_RESULT_MESSAGES, HEA_WORK_FITNESS_CODES } from './results.const.js';
export * from './results.const.js';

/**
 * Health results contract (spec §7 /api/hea/...: baseinfo testitems, testitemresult, checkupresultdiag;
 * checkup checkupresults, checkupresultexceldownload, excel upload, suspect user create/delete).
 */

// ---- base data: test items and result ranges (resource framework) ----

export const testItemResource = defineResource({
  name: 'heaTestItem',
  title: 'title',
  basePath: '/api/hea/baseinfo/testitems',
  menuId: HEA_RESULT_MENU.testItem,
  key: { name: 'testItemCd', type: 'string', generated: false },
  fields: [
    { name: 'testItemCd', type: 'text', label: 'testItemCd', schema: z.string().trim().regex(/^[A-Z0-9_]{2,30}$/), required: true, createOnly: true, maxLength: 30, span: 8 },
    { name: 'testItemNm', type: 'text', label: 'testItemNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 16 },
    { name: 'testItemCategoryCd', type: 'select', label: 'testItemCategoryCd', schema: z.string().trim().min(1).max(30), required: true, codeGroup: HEA_RESULT_CODE_GROUP.testItemCategory, span: 8 },
    { name: 'unit', type: 'text', label: 'unit', schema: zText(30), maxLength: 30, span: 8 },
    { name: 'sortOrder', type: 'number', label: 'sortOrder', schema: z.number().int().min(0).max(9999).default(0), span: 8 },
    { name: 'useYn', type: 'checkbox', label: 'useYn', schema: zYn.default('Y'), span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'testItemCd', width: 140, align: 'center', sortable: true },
    { name: 'testItemNm', link: true, sortable: true },
    { name: 'testItemCategoryCd', width: 150, align: 'center' },
    { name: 'unit', width: 110, align: 'center' },
    { name: 'sortOrder', width: 90, align: 'right', sortable: true },
    { name: 'useYn', width: 90, align: 'center' },
  ],
  searchFields: [
    { name: 'testItemNm', type: 'text', op: 'contains', label: 'testItemNm', width: 6 },
    { name: 'testItemCategoryCd', type: 'select', op: 'eq', label: 'testItemCategoryCd', codeGroup: HEA_RESULT_CODE_GROUP.testItemCategory, width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 6 },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  approvalType: null,
  i18n: {
    ko: { title: '검사항목', testItemCd: '검사항목코드', testItemNm: '검사항목명', testItemCategoryCd: '분류', testItemCategoryNm: '분류', unit: '단위', sortOrder: '정렬순서', useYn: '사용여부', remark: '비고' },
    en: { title: 'Test items', testItemCd: 'Code', testItemNm: 'Test item', testItemCategoryCd: 'Category', testItemCategoryNm: 'Category', unit: 'Unit', sortOrder: 'Order', useYn: 'In use', remark: 'Remarks' },
    zh: { title: '检查项目', testItemCd: '项目代码', testItemNm: '检查项目', testItemCategoryCd: '分类', testItemCategoryNm: '分类', unit: '单位', sortOrder: '排序', useYn: '是否使用', remark: '备注' },
    es: { title: 'Pruebas', testItemCd: 'Código', testItemNm: 'Prueba', testItemCategoryCd: 'Categoría', testItemCategoryNm: 'Categoría', unit: 'Unidad', sortOrder: 'Orden', useYn: 'En uso', remark: 'Observaciones' },
  },
});

const zBound = z.number().min(-1_000_000).max(1_000_000).nullish();

export const testItemRangeResource = defineResource({
  name: 'heaTestItemRange',
  title: 'title',
  basePath: '/api/hea/baseinfo/testitemresult',
  menuId: HEA_RESULT_MENU.testItemRange,
  key: { name: 'heaTestItemRangeNo', type: 'number', generated: true },
  fields: [
    { name: 'testItemCd', type: 'text', label: 'testItemCd', schema: z.string().trim().regex(/^[A-Z0-9_]{2,30}$/), required: true, maxLength: 30, span: 8 },
    { name: 'sexCd', type: 'select', label: 'sexCd', schema: z.enum(['A', 'M', 'F']).default('A'), required: true, codeGroup: HEA_RESULT_CODE_GROUP.rangeSex, span: 8 },
    { name: 'normalLow', type: 'number', label: 'normalLow', schema: zBound, span: 8 },
    { name: 'normalHigh', type: 'number', label: 'normalHigh', schema: zBound, span: 8 },
    { name: 'remark', type: 'textarea', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'testItemCd', width: 160, align: 'center', sortable: true, link: true },
    { name: 'sexCd', width: 100, align: 'center' },
    { name: 'normalLow', width: 130, align: 'right' },
    { name: 'normalHigh', width: 130, align: 'right' },
    { name: 'remark' },
  ],
  searchFields: [
    { name: 'testItemCd', type: 'text', op: 'eq', label: 'testItemCd', width: 6 },
    { name: 'sexCd', type: 'select', op: 'eq', label: 'sexCd', codeGroup: HEA_RESULT_CODE_GROUP.rangeSex, width: 6 },
  ],
  defaultSort: { field: 'testItemCd', order: 'asc' },
  approvalType: null,
  validate: (v) => {
    const lo = v.normalLow;
    const hi = v.normalHigh;
    if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) return { field: 'normalHigh', message: HEA_RESULT_MESSAGES.rangeBounds };
    return null;
  },
  i18n: {
    ko: { title: '검사항목 결과범위', testItemCd: '검사항목코드', sexCd: '성별', sexNm: '성별', normalLow: '정상 하한', normalHigh: '정상 상한', remark: '비고' },
    en: { title: 'Test item result ranges', testItemCd: 'Test item code', sexCd: 'Sex', sexNm: 'Sex', normalLow: 'Normal low', normalHigh: 'Normal high', remark: 'Remarks' },
    zh: { title: '检查项目结果范围', testItemCd: '项目代码', sexCd: '性别', sexNm: '性别', normalLow: '正常下限', normalHigh: '正常上限', remark: '备注' },
    es: { title: 'Rangos de resultados', testItemCd: 'Código de prueba', sexCd: 'Sexo', sexNm: 'Sexo', normalLow: 'Normal mínimo', normalHigh: 'Normal máximo', remark: 'Observaciones' },
  },
});

// ---- checkup results ----

const zCode = (max: number) => z.string().trim().min(1).max(max);

export const ZCheckupResultItemInput = z.object({
  testItemCd: zCode(30),
  /** as entered (numbers for measured items; text such as 음성 for qualitative ones) */
  resultValue: z.string().trim().max(100).nullish(),
});

export const ZCheckupResultInput = z.object({
  heaCheckupPlanNo: z.number().int().min(1).max(2_147_483_647),
  userId: zCode(50),
  checkupYmd: zYmd,
  heaCheckupOrgNo: z.number().int().min(1).max(2_147_483_647).nullish(),
  diagCd: z.enum(HEA_DIAG_CODES),
  workFitnessCd: z.enum(HEA_WORK_FITNESS_CODES).nullish(),
  followupActionCd: z.enum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).nullish(),
  followupOpinion: zText(1000),
  items: z.array(ZCheckupResultItemInput).max(200).default([]),
});
export type TCheckupResultInput = z.input<typeof ZCheckupResultInput>;

export const ZCheckupResultItem = z.object({
  testItemCd: z.string(),
  testItemNm: z.string().nullable(),
  unit: z.string().nullable(),
  resultValue: z.string().nullable(),
  normalLow: z.number().nullable(),
  normalHigh: z.number().nullable(),
  abnormalYn: z.string(),
});
export type TCheckupResultItem = z.infer<typeof ZCheckupResultItem>;

export const ZCheckupResultRow = z.object({
  heaCheckupResultNo: z.number(),
  heaCheckupPlanNo: z.number(),
  heaCheckupPlanNm: z.string().nullable(),
  plantCd: z.string(),
  plantNm: z.string().nullable(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  userId: z.string(),
  userNm: z.string().nullable(),
  checkupYear: z.number(),
  checkupYmd: z.string(),
  heaCheckupOrgNo: z.number().nullable(),
  heaCheckupOrgNm: z.string().nullable(),
  diagCd: z.string(),
  diagNm: z.string().nullable(),
  workFitnessCd: z.string().nullable(),
  followupActionCd: z.string().nullable(),
  followupActionNm: z.string().nullable(),
  followupOpinion: z.string().nullable(),
  abnormalCnt: z.number(),
  carcinogenYn: z.string(),
  retentionUntilYmd: z.string(),
  version: z.number(),
  updateUserId: z.string().nullable(),
  updateDt: z.string(),
});
export type TCheckupResultRow = z.infer<typeof ZCheckupResultRow>;

export const ZCheckupResult = ZCheckupResultRow.extend({ items: z.array(ZCheckupResultItem) });
export type TCheckupResult = z.infer<typeof ZCheckupResult>;

/** list filters: plant, department (with sub-departments), year, diagnosis; newest first */
export const ZCheckupResultSearch = z.object({
  /** offset paging inside the counted window: (page - 1) × limit < HEA_RESULT_COUNT_CAP (checked by the server) */
  page: z.coerce.number().int().min(1).max(500).default(1),
  limit: z.coerce.number().int().refine((n) => [20, 50, 100, 200, 300].includes(n)).default(20),
  plantCd: z.string().trim().max(10).optional(),
  deptCd: z.string().trim().max(30).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  diagCd: z.enum(HEA_DIAG_CODES).optional(),
  heaCheckupPlanNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  userNm: z.string().trim().max(100).optional(),
});
export type TCheckupResultSearch = z.input<typeof ZCheckupResultSearch>;


export const ZCheckupResultList = z.object({
  list: z.array(ZCheckupResultRow),
  totalCount: z.number(),
  /** Y when totalCount stopped at HEA_RESULT_COUNT_CAP */
  totalCappedYn: zYn,
  page: z.number(),
  limit: z.number(),
});
export type TCheckupResultList = z.infer<typeof ZCheckupResultList>;

export const ZResultTarget = z.object({
  userId: z.string(),
  userNm: z.string().nullable(),
  deptNm: z.string().nullable(),
  genderCd: z.string().nullable(),
  heaCheckupResultNo: z.number().nullable(),
  diagCd: z.string().nullable(),
});
export type TResultTarget = z.infer<typeof ZResultTarget>;

export const ZUploadResult = z.object({ insertedCnt: z.number(), updatedCnt: z.number() });

// ---- suspects (유소견자·요관찰자) ----


export const ZSuspectCandidate = z.object({
  heaCheckupResultNo: z.number(),
  heaCheckupPlanNm: z.string().nullable(),
  plantCd: z.string(),
  userId: z.string(),
  userNm: z.string().nullable(),
  deptNm: z.string().nullable(),
  checkupYmd: z.string(),
  diagCd: z.string(),
  diagNm: z.string().nullable(),
  workFitnessCd: z.string().nullable(),
  abnormalItems: z.string().nullable(),
});
export type TSuspectCandidate = z.infer<typeof ZSuspectCandidate>;

export const ZSuspectCreate = z.object({
  heaCheckupResultNo: z.number().int().min(1).max(2_147_483_647),
  designateReason: zText(1000),
});

export const ZSuspectRelease = z.object({ releaseReason: zText(1000, { required: true }), version: z.number().int().min(1) });

export const ZSuspect = z.object({
  heaSuspectUserNo: z.number(),
  heaCheckupResultNo: z.number(),
  plantCd: z.string(),
  userId: z.string(),
  userNm: z.string().nullable(),
  deptNm: z.string().nullable(),
  checkupYmd: z.string().nullable(),
  diagCd: z.string(),
  diagNm: z.string().nullable(),
  statusCd: z.string(),
  designateReason: z.string().nullable(),
  designateYmd: z.string().nullable(),
  releaseReason: z.string().nullable(),
  releaseYmd: z.string().nullable(),
  consultCnt: z.number(),
  lastConsultYmd: z.string().nullable(),
  version: z.number(),
  createDt: z.string(),
});
export type TSuspect = z.infer<typeof ZSuspect>;

export const ZSuspectConsultInput = z.object({
  consultYmd: zYmd,
  consultantNm: zText(100, { required: true }),
  consultContent: zText(4000, { required: true }),
  nextAction: zText(1000),
  nextConsultYmd: zYmd.nullish(),
});
export const ZSuspectConsult = z.object({
  heaSuspectConsultNo: z.number(),
  heaSuspectUserNo: z.number(),
  consultYmd: z.string(),
  consultantNm: z.string(),
  consultContent: z.string(),
  nextAction: z.string().nullable(),
  nextConsultYmd: z.string().nullable(),
  version: z.number(),
  createUserId: z.string().nullable(),
  createDt: z.string(),
});
export type TSuspectConsult = z.infer<typeof ZSuspectConsult>;
