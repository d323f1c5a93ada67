import { z } from 'zod';
import { zYmd } from '../../dates.js';

/**
 * 폐기물 (issue 27 item 4–5): waste lots from generation to storage, disposals (인계) with the carrier and the treater,
 * the disposal rate, and the 올바로 (Allbaro) reconciliation through files. Rules: apps/server/src/modules/env/waste/README.md.
 */
export const ENV_WASTE_MENUS = {
  storage: 'ENV_WASTE_STORAGE',
  disposal: 'ENV_WASTE_DISPOSAL',
  allbaro: 'ENV_WASTE_ALLBARO',
  rate: 'ENV_WASTE_RATE',
} as const;

export const ENV_WASTE_CODE_GROUPS = {
  /** waste kinds: attr1 = storage limit in days (폐기물관리법 시행규칙 별표 5), attr2 = DESIGNATED (지정) | GENERAL (일반) */
  kind: 'ENV_WASTE_KIND',
  /** treatment methods: attr1 = 'Y' when the method counts as recycling (the disposal rate's numerator) */
  treat: 'ENV_WASTE_TREAT',
  unit: 'ENV_WASTE_UNIT',
  lotStatus: 'ENV_WASTE_STATUS',
  disposalStatus: 'ENV_WASTE_DISPOSAL_STATUS',
  /** the Allbaro and storage rules: attr1 = the number (days or %) */
  rule: 'ENV_WASTE_RULE',
  /** the kinds of a reconciliation finding */
  issue: 'ENV_WASTE_ALLBARO_ISSUE',
} as const;

export const ENV_WASTE_UNITS = ['TON', 'KG'] as const;
export type TWasteUnit = (typeof ENV_WASTE_UNITS)[number];
/** a quantity in tonnes (Allbaro and the 실적보고 count tonnes) */
export const toTon = (qty: number, unitCd: string | null | undefined): number => (unitCd === 'KG' ? qty / 1000 : qty);

/** the rules as code data (ENV_WASTE_RULE, attr1); these are the defaults the seed writes (DOMAIN.md, "Environment") */
export const ENV_WASTE_RULES = {
  /** the receiver confirms a handover in Allbaro within 2 days */
  receiptDays: { code: 'RECEIPT_DAYS', value: 2 },
  /** a mismatch is corrected in Allbaro within 3 days */
  correctionDays: { code: 'CORRECTION_DAYS', value: 3 },
  /** storage warns this many days before its limit */
  warnDays: { code: 'WARN_DAYS', value: 7 },
  /** a quantity differing by more than this % from Allbaro's is a mismatch */
  qtyTolerancePct: { code: 'QTY_TOLERANCE_PCT', value: 0 },
} as const;

export const ENV_WASTE_ISSUES = ['MISSING_ALLBARO', 'MISSING_PLANT', 'QTY', 'KIND', 'LATE_RECEIPT', 'LATE_CORRECTION'] as const;
export type TWasteIssue = (typeof ENV_WASTE_ISSUES)[number];

export const ENV_WASTE_MESSAGES = {
  lotNotStored: '보관 중인 폐기물만 인계할 수 있습니다.',
  lotTaken: '이 폐기물에는 이미 진행 중인 인계가 있습니다.',
  lotHanded: '인계된 폐기물은 수정하거나 삭제할 수 없습니다.',
  handoverIncomplete: '인계서 번호, 인계일, 운반자, 처리자, 예상 인계량을 입력해야 처리요청할 수 있습니다.',
  resultIncomplete: '처리자가 계량한 수량, 인수확인일, 처리방법을 입력해야 처리결과를 등록할 수 있습니다.',
  noFile: '올바로 인계서 내려받기 엑셀 파일을 선택하세요.',
  periodOrder: '조회 시작일은 종료일보다 늦을 수 없습니다.',
  uploadEmpty: '엑셀 파일에 인계서 행이 없습니다.',
  uploadBadRow: (rowNo: number, why: string) => `${rowNo}번째 행: ${why}`,
  lotNoFile: '폐기물 관리대장 엑셀 파일을 선택하세요.',
} as const;

/** the columns of Allbaro's handover download that the reconciliation reads (row 1 titles) */
export const ALLBARO_IMPORT_COLS = {
  handoverNo: '인계번호', handoverYmd: '인계일자', kind: '폐기물종류', qty: '인계량', unit: '단위',
  carrier: '운반자', treater: '처리자', receiptYmd: '인수확인일자', correctedYmd: '최종수정일자',
} as const;
export const ALLBARO_IMPORT_MAX_ROWS = 20_000;

/** the plant's waste register (폐기물 관리대장) uploaded as lots: row 1 titles; kind and department by code or name */
export const WASTE_LOT_IMPORT_COLS = { dept: '배출부서', kind: '폐기물종류', place: '보관장소', since: '보관시작일', qty: '보관량', unit: '단위', remark: '비고' } as const;
export const WASTE_LOT_IMPORT_MAX_ROWS = 2000;
export const ZWasteLotUploadQuery = z.object({ plantCd: z.string().trim().min(1).max(10), apply: z.enum(['Y', 'N']).default('N') });
export const ZWasteLotUploadAnswer = z.object({
  applied: z.enum(['Y', 'N']),
  rows: z.array(z.object({ rowNo: z.number(), deptCd: z.string(), deptNm: z.string(), wasteKindCd: z.string(), wasteKindNm: z.string(), storagePlaceNm: z.string(), storedSinceYmd: z.string(), qty: z.number(), unitCd: z.string(), remark: z.string().nullable() })),
  wasteNos: z.array(z.number()),
});
export type TWasteLotUploadAnswer = z.infer<typeof ZWasteLotUploadAnswer>;

// ---- contracts of the custom routes ----

export const ZWasteStorageQuery = z.object({ plantCd: z.string().trim().min(1).max(10).optional() });
/** GET /api/env/waste/storage (issue 27 contract, exact) */
export const ZWasteStorageAnswer = z.object({
  list: z.array(z.object({
    wasteNo: z.number(), wasteKindCd: z.string(), storedSinceYmd: z.string(), storedDays: z.number(), limitDays: z.number(), overdueYn: z.enum(['Y', 'N']),
  })),
});
export type TWasteStorageAnswer = z.infer<typeof ZWasteStorageAnswer>;

export const ZWasteRateQuery = z.object({ plantCd: z.string().trim().min(1).max(10), year: z.coerce.number().int().min(2000).max(2100) });
const ZRateLine = z.object({ wasteKindCd: z.string(), wasteKindNm: z.string().nullable(), totalTon: z.number(), recycledTon: z.number(), rate: z.number().nullable() });
export const ZWasteRateAnswer = ZRateLine.omit({ wasteKindCd: true, wasteKindNm: true }).extend({ plantCd: z.string(), year: z.number(), list: z.array(ZRateLine) });
export type TWasteRateAnswer = z.infer<typeof ZWasteRateAnswer>;

export const ZWastePeriodQuery = z.object({ plantCd: z.string().trim().min(1).max(10), fromYmd: zYmd, toYmd: zYmd });

export const ZAllbaroIssue = z.object({
  issueCd: z.enum(ENV_WASTE_ISSUES), handoverNo: z.string(), disposalNo: z.number().nullable(), rowNo: z.number().nullable(),
  plantValue: z.string().nullable(), allbaroValue: z.string().nullable(), message: z.string(),
});
export type TAllbaroIssue = z.infer<typeof ZAllbaroIssue>;
export const ZAllbaroRecon = z.object({
  reconNo: z.number(), plantCd: z.string(), fromYmd: z.string(), toYmd: z.string(), fileNm: z.string(), rowCnt: z.number(), matchedCnt: z.number(), issueCnt: z.number(),
  createUserId: z.string().nullable(), createDt: z.string(),
});
export const ZAllbaroReconDetail = ZAllbaroRecon.extend({ issues: z.array(ZAllbaroIssue) });
export type TAllbaroReconDetail = z.infer<typeof ZAllbaroReconDetail>;

export const ZWastePortlet = z.object({
  nearCount: z.number(), overdueCount: z.number(),
  list: z.array(z.object({ wasteNo: z.number(), plantCd: z.string(), wasteKindCd: z.string(), wasteKindNm: z.string().nullable(), storedDays: z.number(), limitDays: z.number(), overdueYn: z.enum(['Y', 'N']) })),
  allbaro: z.array(z.object({ plantCd: z.string(), plantNm: z.string().nullable(), reconNo: z.number(), createDt: z.string(), issueCnt: z.number() })),
});
export type TWastePortlet = z.infer<typeof ZWastePortlet>;

// the paths live in a zod-free module: the landing card loads them without zod (the shell's budget)
export { ENV_WASTE_API } from './waste.paths.js';
