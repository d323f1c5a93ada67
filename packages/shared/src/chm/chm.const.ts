import { z } from 'zod';
import { zYmd } from '../dates.js';

/**
 * 화학물질·MSDS (issue 26). Menus of the 화학물질 area, messages, code groups and the pure rules the server and the web
 * share: which regulations a product falls under (a component's maximum content at or above the substance's threshold),
 * kg/L conversion with the density, and the GHS pictograms of a label from the SDS's H codes (precedence rules).
 */
export const CHM_MENUS = {
  chemical: 'CHM_CHEMICAL',
  product: 'CHM_PROD',
  storage: 'CHM_STORAGE',
  item: 'CHM_ITEM',
  inout: 'CHM_INOUT',
  stock: 'CHM_STOCK',
  limit: 'CHM_LIMIT',
  matcheck: 'CHM_MATCHECK',
  regUpload: 'CHM_REG_UPLOAD',
  dispense: 'CHM_DISPENSE',
} as const;

/** the SDS file of a product (attachment setting seeded by the attachments module) */
export const CHM_MSDS_FILES = { sds: 'CHM_MSDS' } as const;

/** code groups */
export const CHM_CODE_GROUPS = {
  /** regulation categories; attr1 = default mixture threshold %, attr2 = cycle in months (측정·특수건강진단), attr3 = law */
  reg: 'CHM_REG',
  state: 'CHM_STATE',
  signalWord: 'CHM_SIGNAL_WORD',
  storageType: 'CHM_STORAGE_TYPE',
  inoutType: 'CHM_INOUT_TYPE',
  unit: 'CHM_UNIT',
  matcheckStatus: 'CHM_MATCHECK_STATUS',
  dispenseStatus: 'CHM_DISPENSE_STATUS',
  discipline: 'CHM_REVIEW_DISCIPLINE',
  decision: 'CHM_REVIEW_DECISION',
  /** site settings: code SDS_REVIEW_MONTHS attr1 = months after which an SDS is due for review (36) */
  setting: 'CHM_SETTING',
} as const;

export const CHM_SDS_REVIEW_SETTING = 'SDS_REVIEW_MONTHS';
export const CHM_SDS_REVIEW_MONTHS_DEFAULT = 36;
/**
 * The MSDS training a confirmed new-chemical review opens for the department (시행규칙 제169조): code MSDS_EDU of
 * CHM_SETTING, attr1 = the plant's LEGAL course that gives it (made when missing), attr2 = hours, attr3 = the ledger
 * category it counts in (정기교육: 별표 5 lists the MSDS matters among its contents).
 */
export const CHM_MSDS_EDU_SETTING = 'MSDS_EDU';
export const CHM_MSDS_EDU_DEFAULTS = { courseNm: 'MSDS 교육 (물질안전보건자료)', hours: 1, categoryCd: 'REGULAR' } as const;
/** a receipt that takes the stock above this share of a permitted amount warns */
export const CHM_LIMIT_WARN_RATIO = 0.8;

export const CHM_INOUT_TYPES = ['IN', 'OUT', 'DISPOSE', 'ADJUST'] as const;
export type TChmInoutType = (typeof CHM_INOUT_TYPES)[number];
export const CHM_UNITS = ['KG', 'L'] as const;
export type TChmUnit = (typeof CHM_UNITS)[number];
export const CHM_SIGNAL_WORDS = ['DANGER', 'WARNING'] as const;
export const CHM_STATES = ['SOLID', 'LIQUID', 'GAS'] as const;
export const CHM_DISCIPLINES = ['SAFETY', 'HEALTH', 'ENV'] as const;
export const CHM_MATCHECK_STATUSES = ['REVIEW', 'CONFIRMED', 'REJECTED'] as const;

/** the 위험물 category: its rows carry 류별 and 지정수량 */
export const CHM_HAZMAT_REG = 'HAZMAT';

export const CHM_MESSAGES = {
  dispenseNoIssuer: '이 저장소에는 불출을 맡을 관리자가 지정되어 있지 않습니다. 저장소 관리자를 먼저 지정하세요.',
  negativeStock: '재고가 부족합니다. 출고·폐기 후 재고가 0보다 작아질 수 없습니다.',
  limitExceeded: (name: string, pct: number) => `허가량(지정수량)을 초과합니다: ${name} — 입고 후 ${pct.toFixed(1)}%. 안전팀의 초과 승인(사유)이 필요합니다.`,
  limitWarning: (name: string, pct: number) => `허가량(지정수량)의 ${pct.toFixed(1)}%에 이릅니다: ${name}`,
  overrideReasonRequired: '허가량 초과 입고는 사유를 입력해야 합니다.',
  overrideNoRight: '허가량 초과 입고는 허가량 관리 쓰기 권한이 있는 안전팀만 승인할 수 있습니다.',
  notReviewed: '신규화학물질 사전검토가 완료(모든 검토자 확인)되지 않은 제품은 입고할 수 없습니다.',
  densityRequired: '리터(L) 단위는 제품의 밀도(kg/L)가 있어야 환산할 수 있습니다.',
  qtyPositive: '수량은 0보다 커야 합니다. (재고조정만 음수를 입력할 수 있습니다.)',
  storagePlant: '저장소와 제품은 같은 사업장이어야 합니다.',
  contentRange: '함량 최소값은 최대값보다 클 수 없고, 함량은 0~100% 사이여야 합니다.',
  notReviewer: '이 요청의 검토자로 지정된 본인만 확인하거나 반려할 수 있습니다.',
  reviewDone: '이미 검토를 마친 요청입니다.',
  commentRequired: '반려할 때는 의견을 입력해야 합니다.',
  reviewerMissing: '안전·보건·환경 검토자를 모두 지정해야 합니다.',
  uploadEmpty: '규제물질 엑셀에 반영할 행이 없습니다. 양식(CAS번호, 물질명, 규제구분, 함량기준%)을 확인하세요.',
  uploadBadRow: (rowNo: number, why: string) => `${rowNo}행: ${why}`,
  uploadApplied: '이미 반영되었거나 취소된 업로드입니다.',
  regChanged: (prodNm: string) => `규제 정보가 바뀐 제품: ${prodNm}`,
  sdsDue: (prodNm: string, ymd: string) => `MSDS 검토 주기가 도래했습니다: ${prodNm} (개정일 ${ymd})`,
  koshaOff: 'KOSHA MSDS 연계가 설정되어 있지 않습니다. (KOSHA_MSDS_API_KEY)',
  koshaFailed: 'KOSHA MSDS 조회에 실패했습니다. 잠시 후 다시 시도하세요.',
  koshaTimeout: 'KOSHA MSDS 서비스가 응답하지 않습니다. 잠시 후 다시 시도하세요.',
  koshaNotFound: 'KOSHA MSDS 조회 결과를 찾을 수 없습니다. 다시 조회하세요.',
} as const;

// ---- pure rules ------------------------------------------------------------------------------------------------

export type TChmComponent = { casNo: string; chemNm?: string | null; contentMinPct?: number | null; contentMaxPct: number | null };
export type TChmRegRow = { casNo: string; regCd: string; thresholdPct: number };
export type TChmProdReg = { regCd: string; casNo: string; contentMaxPct: number; thresholdPct: number };

/**
 * The regulations a product falls under: for every component, every category of its substance whose mixture threshold
 * its maximum content reaches (content ≥ threshold). Several components of one category each give a row (the label and
 * the statistics name the substance); ordered by category, then CAS number.
 */
export function productRegs(components: TChmComponent[], regs: TChmRegRow[]): TChmProdReg[] {
  const byCas = new Map<string, TChmRegRow[]>();
  for (const r of regs) byCas.set(normCas(r.casNo), [...(byCas.get(normCas(r.casNo)) ?? []), r]);
  const out = new Map<string, TChmProdReg>();
  for (const c of components) {
    const max = c.contentMaxPct;
    if (max === null || max === undefined || !Number.isFinite(max)) continue;
    for (const r of byCas.get(normCas(c.casNo)) ?? []) {
      if (max + 1e-9 < r.thresholdPct) continue;
      const k = `${r.regCd}|${normCas(c.casNo)}`;
      const prev = out.get(k);
      if (!prev || prev.contentMaxPct < max) out.set(k, { regCd: r.regCd, casNo: normCas(c.casNo), contentMaxPct: max, thresholdPct: r.thresholdPct });
    }
  }
  return [...out.values()].sort((a, b) => a.regCd.localeCompare(b.regCd) || a.casNo.localeCompare(b.casNo));
}

export const CAS_RE = /^\d{2,7}-\d{2}-\d$/;
export const normCas = (s: string) => s.trim();

/** kg from a quantity in kg or L (L needs the product's density in kg/L); null when it cannot be converted */
export function toKg(qty: number, unit: TChmUnit, densityKgL: number | null | undefined): number | null {
  if (unit === 'KG') return qty;
  if (!densityKgL || densityKgL <= 0) return null;
  return qty * densityKgL;
}

/** the GHS pictograms GHS01–GHS09 */
export const GHS_PICTOGRAMS = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'] as const;
export type TGhsPictogram = (typeof GHS_PICTOGRAMS)[number];

/** the pictogram an H code brings (UN GHS Annex 1/3); codes without one (H303, H333, H413 …) bring none */
export function pictogramOfH(h: string): TGhsPictogram | null {
  const c = h.trim().toUpperCase();
  const n = Number(c.slice(1, 4));
  if (!/^H\d{3}/.test(c)) return null;
  if (n >= 200 && n <= 205) return 'GHS01';
  if (c === 'H206' || c === 'H207' || c === 'H208') return 'GHS02';
  if ([220, 221, 222, 223, 224, 225, 226, 228, 229, 230, 231, 232, 241, 242, 250, 251, 252, 260, 261].includes(n)) return 'GHS02';
  if (n >= 270 && n <= 272) return 'GHS03';
  if (n === 280 || n === 281) return 'GHS04';
  if (n === 290 || n === 314 || n === 318) return 'GHS05';
  if ([300, 301, 310, 311, 330, 331].includes(n)) return 'GHS06';
  if ([302, 312, 315, 317, 319, 332, 335, 336].includes(n)) return 'GHS07';
  if ([304, 334, 340, 341, 350, 351, 360, 361, 362, 370, 371, 372, 373].includes(n)) return n === 362 ? null : 'GHS08';
  if (n === 400 || n === 410 || n === 411) return 'GHS09';
  if (n === 420) return 'GHS07';
  return null;
}

/**
 * The pictograms of a label from the SDS's own H codes (we never classify a mixture), with the precedence of the GHS
 * (DOMAIN.md): GHS06 drops GHS07; GHS05 drops GHS07 when GHS07 comes only from skin/eye irritation (H315, H319);
 * GHS08 for respiratory sensitisation (H334) drops GHS07 when it comes only from skin sensitisation/irritation (H317,
 * H315, H319). Ordered GHS01 … GHS09.
 */
export function labelPictograms(hCodes: readonly string[]): TGhsPictogram[] {
  const codes = hCodes.map((h) => h.trim().toUpperCase().slice(0, 4));
  const set = new Set(codes.map(pictogramOfH).filter((p): p is TGhsPictogram => p !== null));
  if (set.has('GHS07')) {
    const g07 = codes.filter((h) => pictogramOfH(h) === 'GHS07');
    const skinEye = ['H315', 'H319'];
    const skinSens = ['H317', 'H315', 'H319'];
    if (set.has('GHS06')) set.delete('GHS07');
    else if (set.has('GHS05') && g07.every((h) => skinEye.includes(h))) set.delete('GHS07');
    else if (codes.includes('H334') && g07.every((h) => skinSens.includes(h))) set.delete('GHS07');
  }
  return GHS_PICTOGRAMS.filter((p) => set.has(p));
}

/** H statements a label leaves out because a stronger one of the same kind is present (H410 drops H400, …) */
const H_DROPS: [string, string][] = [['H410', 'H400'], ['H411', 'H401'], ['H412', 'H402'], ['H314', 'H318']];
export function labelHCodes(hCodes: readonly string[]): string[] {
  const codes = [...new Set(hCodes.map((h) => h.trim().toUpperCase()).filter(Boolean))];
  return codes.filter((h) => !H_DROPS.some(([strong, weak]) => h === weak && codes.includes(strong)));
}

/** 위험 beats 경고 (several sources: the SDS's own word, as typed, otherwise the strongest) */
export const strongerSignalWord = (a: string | null | undefined, b: string | null | undefined) => (a === 'DANGER' || b === 'DANGER' ? 'DANGER' : a ?? b ?? null);

// ---- contract schemas ------------------------------------------------------------------------------------------

export const ZChmInoutBody = z.object({
  plantCd: z.string().trim().min(1).max(10),
  storageNo: z.number().int().min(1),
  chemProdNo: z.number().int().min(1),
  itemNo: z.number().int().min(1).nullish(),
  inoutTypeCd: z.enum(CHM_INOUT_TYPES),
  qty: z.number().finite().refine((n) => n !== 0 && Math.abs(n) < 1e9),
  unitCd: z.enum(CHM_UNITS),
  inoutYmd: zYmd,
  remark: z.string().trim().max(500).nullish(),
  /** over a permitted amount: the safety team's override (write on 허가량 관리) with its reason */
  overrideYn: z.enum(['Y', 'N']).nullish(),
  overrideReason: z.string().trim().max(500).nullish(),
});
export type TChmInoutBody = z.infer<typeof ZChmInoutBody>;

export const ZChmInoutAnswer = z.object({
  inoutNo: z.number(), plantCd: z.string(), storageNo: z.number(), chemProdNo: z.number(), itemNo: z.number().nullable(),
  inoutTypeCd: z.string(), qty: z.number(), unitCd: z.string(), qtyKg: z.number(), deltaKg: z.number(), balanceKg: z.number(),
  inoutYmd: z.string(), overrideYn: z.string(), overrideReason: z.string().nullable(), remark: z.string().nullable(),
  warnings: z.array(z.string()),
});

export const ZChmStockQuery = z.object({
  plantCd: z.string().trim().max(10).optional(),
  storageNo: z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)]).optional(),
  chemProdNo: z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)]).optional(),
});
export const ZChmStockAnswer = z.object({
  list: z.array(z.object({
    plantCd: z.string(), storageNo: z.number(), storageNm: z.string().nullable(), chemProdNo: z.number(), prodNm: z.string().nullable(), qtyKg: z.number(),
  })),
});

export const ZChmReviewBody = z.object({ comment: z.string().trim().max(1000).nullish(), version: z.number().int().min(1) });

/** renewal: a new SDS revision (the old one is kept) */
export const ZChmRenewalBody = z.object({
  version: z.number().int().min(1),
  sdsRevYmd: zYmd,
  koshaNo: z.string().trim().max(50).nullish(),
  signalWordCd: z.enum(CHM_SIGNAL_WORDS).nullish(),
  hCodes: z.array(z.string().trim().min(1).max(20)).max(60).nullish(),
  pCodes: z.array(z.string().trim().min(1).max(30)).max(80).nullish(),
  euhCodes: z.array(z.string().trim().min(1).max(20)).max(20).nullish(),
  components: z.array(z.object({
    casNo: z.string().trim().min(1).max(20), chemNm: z.string().trim().max(200).nullish(),
    contentMinPct: z.number().min(0).max(100).nullish(), contentMaxPct: z.number().min(0).max(100).nullish(),
  })).max(60).nullish(),
  renewalReason: z.string().trim().max(500).nullish(),
});
export type TChmRenewalBody = z.infer<typeof ZChmRenewalBody>;

/** what a label, a warning sign and the shelf's phone page show of a product (its current SDS revision) */
export type TChmStatement = { code: string; textKo: string | null; textEn: string | null };
export type TChmLabel = {
  chemProdNo: number; prodNm: string; plantNm: string | null; supplierNm: string | null; makerNm: string | null; emergencyTel: string | null;
  signalWordCd: string | null; sdsRevNo: number; sdsRevYmd: string | null; koshaNo: string | null;
  pictograms: TGhsPictogram[]; hStatements: TChmStatement[]; pStatements: TChmStatement[]; statementVersion: string;
  components: { casNo: string; chemNm: string | null; contentMinPct: number | null; contentMaxPct: number | null }[];
  firstAidTxt: string | null; spillTxt: string | null; ppeTxt: string | null; storageTxt: string | null;
  regs: { regCd: string; regNm: string | null }[];
  publicToken: string;
};
/** a container's QR page: the lot and where it stands, with its product's SDS summary */
export type TChmPublicContainer = TChmLabel & {
  container: { lotNo: string; containerNm: string | null; storageNm: string; locationDesc: string | null; receivedYmd: string | null; expiryYmd: string | null; useYn: string };
};
export type TChmPublicStorage = { storageNm: string; plantNm: string | null; storageTypeNm: string | null; locationDesc: string | null; products: (TChmLabel & { qtyKg: number })[] };
export const CHM_API = {
  label: (no: number | string) => `/api/baseinfo/chemprod/${String(no)}/label`,
  renewal: (no: number | string) => `/api/baseinfo/chemprod/${String(no)}/renewal`,
  sdsHistory: (no: number | string) => `/api/baseinfo/chemprod/${String(no)}/sds`,
  publicStorage: (token: string) => `/api/public/chm/storage/${token}`,
  publicProd: (token: string) => `/api/public/chm/prod/${token}`,
  publicContainer: (token: string) => `/api/public/chm/container/${token}`,
  stock: '/api/chm/stock',
  ledger: '/api/chm/inout/ledger',
  regUpload: '/api/chm/regupload',
} as const;
/** the phone page of a storage's or a container's QR code (public token, never the number) */
export const chmStoragePublicPath = (token: string) => `/qr?chmStorage=${token}`;
export const chmContainerPublicPath = (token: string) => `/qr?chmContainer=${token}`;
export const chmProdPublicPath = (token: string) => `/qr?chmProd=${token}`;
