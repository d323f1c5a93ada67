/**
 * CHARM (Chemical Hazard Risk Management, KOSHA 2012; KOSHA GUIDE on the risk assessment of chemicals): the risk of a
 * chemical in a task is its hazard grade (유해성 1–4) × its exposure level (노출수준 1–4) = a score 1–16, banded into a
 * risk level 1–4.
 * - Hazard grade: a CMR H statement → 4; else the exposure limit's band (ppm for gases and vapours, mg/m³ for dusts and
 *   mists); else the highest grade of the H statements; else (rows entered before the rule) the grade entered then.
 * - Exposure level: a work-environment measurement → the band of measured / limit; else the daily amount's class (by
 *   its unit: g·mL / kg·L / t·m³) × volatility (liquids: boiling point; gases: high) or dustiness (solids), adjusted by
 *   the working time; else (older rows) the level entered then.
 * Every band is code data (`RSA_CHARM_*`, see rsa.seed.ts); the defaults below seed them. Pure: no database, no zod.
 */
export type TCharmTables = {
  /** `${amountCd}.${volatilityCd}` → exposure level 1–4 */
  exposure: Record<string, number>;
  /** working-time code → adjustment of the amount-based exposure level (0 or negative) */
  timeAdjust: Record<string, number>;
  /** exposure level → the measured / limit ratio (%) above which it applies (levels 2–4; below all: 1) */
  measured: Record<string, number>;
  /** `${oelUnitCd}.${grade}` → the highest exposure limit of that hazard grade (grades 2–4; above all: 1) */
  oel: Record<string, number>;
  /** H code (three digits, e.g. H350) → hazard grade 1–4; health H codes (H3xx) not listed count as 1 */
  hCodes: Record<string, number>;
  /** H codes of carcinogens, mutagens and reproductive toxicants (hazard grade 4 whatever the limit) */
  cmr: string[];
  /** amount class → the amount (in g or mL) below which it applies (SMALL, MEDIUM; above all: LARGE) */
  amount: Record<string, number>;
  /** volatility class of a liquid → the boiling point (℃) below which (HIGH) or up to which (MEDIUM) it applies */
  boiling: Record<string, number>;
  /** risk level → the lowest score (hazard × exposure) of the level (levels 2–4; below all: 1) */
  score: Record<string, number>;
  /** risk levels whose measures are required (become improvement actions) */
  actionLevels: number[];
};

export const CHARM_AMOUNTS = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export const CHARM_VOLATILITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const CHARM_TIMES = ['REGULAR', 'BRIEF'] as const;
export const CHARM_STATES = ['GAS', 'LIQUID', 'SOLID'] as const;
export const CHARM_OEL_UNITS = ['PPM', 'MG_M3'] as const;
/** units of the daily amount and their factor to g (solids) or mL (liquids, gases); 1 mL taken as 1 g */
export const CHARM_AMOUNT_UNITS = { G: 1, ML: 1, KG: 1e3, L: 1e3, TON: 1e6, M3: 1e6 } as const;
export const CHARM_BASES = ['CMR', 'OEL', 'HCODE', 'MEASURED', 'AMOUNT', 'ENTERED'] as const;

/** KOSHA's exposure table: amount class × volatility/dustiness → exposure level */
export const CHARM_DEFAULT_EXPOSURE: [string, number][] = [
  ['SMALL.LOW', 1], ['SMALL.MEDIUM', 2], ['SMALL.HIGH', 2],
  ['MEDIUM.LOW', 2], ['MEDIUM.MEDIUM', 3], ['MEDIUM.HIGH', 3],
  ['LARGE.LOW', 2], ['LARGE.MEDIUM', 3], ['LARGE.HIGH', 4],
];
export const CHARM_DEFAULT_TIME: [string, number][] = [['REGULAR', 0], ['BRIEF', -1]];
/** measured / limit: above 100 % → 4, above 50 % → 3, above 10 % → 2, else 1 */
export const CHARM_DEFAULT_MEASURED: [string, number][] = [['4', 100], ['3', 50], ['2', 10]];
/** exposure limit bands (the COSHH-essentials target ranges KOSHA adopted): ppm and mg/m³ */
export const CHARM_DEFAULT_OEL: [string, number][] = [
  ['PPM.4', 0.5], ['PPM.3', 5], ['PPM.2', 50],
  ['MG_M3.4', 0.01], ['MG_M3.3', 0.1], ['MG_M3.2', 1],
];
/**
 * H code → grade (COSHH essentials' hazard groups A–E as KOSHA took them: A → 1, B → 2, C → 3, D and E → 4); written out
 * as a literal so that bundles that only need the row's codes drop it. The CMR codes are flagged (attr2 `CMR`).
 */
export const CHARM_DEFAULT_HCODES: [string, number][] = [
  ['H303', 1], ['H304', 1], ['H305', 1], ['H313', 1], ['H315', 1], ['H316', 1], ['H319', 1], ['H320', 1], ['H333', 1], ['H336', 1],
  ['H302', 2], ['H312', 2], ['H332', 2], ['H371', 2],
  ['H301', 3], ['H311', 3], ['H314', 3], ['H317', 3], ['H318', 3], ['H331', 3], ['H335', 3], ['H370', 3], ['H373', 3],
  ['H300', 4], ['H310', 4], ['H330', 4], ['H334', 4], ['H340', 4], ['H341', 4], ['H350', 4], ['H351', 4], ['H360', 4], ['H361', 4], ['H362', 4], ['H372', 4],
];
export const CHARM_DEFAULT_CMR = ['H340', 'H341', 'H350', 'H351', 'H360', 'H361', 'H362'];
/** below 1 kg (L) a day: small; below 1 t (m³): medium; else large */
export const CHARM_DEFAULT_AMOUNT: [string, number][] = [['SMALL', 1e3], ['MEDIUM', 1e6]];
/** a liquid boiling below 50 ℃: high volatility; up to 150 ℃: medium; above: low */
export const CHARM_DEFAULT_BOILING: [string, number][] = [['HIGH', 50], ['MEDIUM', 150]];
/** score 1–3 → 1, 4–6 → 2, 8–9 → 3, 12–16 → 4 */
export const CHARM_DEFAULT_SCORE: [string, number][] = [['2', 4], ['3', 8], ['4', 12]];
export const CHARM_DEFAULT_ACTION_LEVELS = [3, 4];

export const charmDefaultTables = (): TCharmTables => ({
  exposure: Object.fromEntries(CHARM_DEFAULT_EXPOSURE), timeAdjust: Object.fromEntries(CHARM_DEFAULT_TIME),
  measured: Object.fromEntries(CHARM_DEFAULT_MEASURED), oel: Object.fromEntries(CHARM_DEFAULT_OEL),
  hCodes: Object.fromEntries(CHARM_DEFAULT_HCODES), cmr: [...CHARM_DEFAULT_CMR],
  amount: Object.fromEntries(CHARM_DEFAULT_AMOUNT), boiling: Object.fromEntries(CHARM_DEFAULT_BOILING),
  score: Object.fromEntries(CHARM_DEFAULT_SCORE), actionLevels: [...CHARM_DEFAULT_ACTION_LEVELS],
});

const isLevel4 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 4;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** the H codes named in a free text ("H225, H301+H311, H350i" → H225, H301, H311, H350); suffixes (i, F, D, f, d) dropped */
export function parseHCodes(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set([...text.matchAll(/H\s?(\d{3})/gi)].map((m) => `H${m[1]!}`))];
}

/** the level of the bands (level → bound) whose bound `passes`, the highest first; 1 when none does */
function band(bounds: Record<string, number>, passes: (bound: number) => boolean): number {
  for (const lvl of [4, 3, 2]) {
    const b = bounds[String(lvl)];
    if (b !== undefined && passes(b)) return lvl;
  }
  return 1;
}

/** hazard grade of an exposure limit: the highest grade whose bound the limit does not exceed */
export function charmOelGrade(t: TCharmTables, value: number, unitCd: string): number {
  const bounds = Object.fromEntries(Object.entries(t.oel).filter(([k]) => k.startsWith(`${unitCd}.`)).map(([k, v]) => [k.slice(unitCd.length + 1), v]));
  return band(bounds, (b) => value <= b);
}

/** exposure level of a measurement: the band of measured / limit (%) */
export const charmMeasuredLevel = (t: TCharmTables, measured: number, limit: number): number => band(t.measured, (b) => (measured / limit) * 100 > b);

/** amount class of a daily amount in a unit (g, mL, kg, L, t, m³) */
export function charmAmountClass(t: TCharmTables, amount: number, unitCd: keyof typeof CHARM_AMOUNT_UNITS): string {
  const base = amount * CHARM_AMOUNT_UNITS[unitCd];
  if (base < (t.amount.SMALL ?? 1e3)) return 'SMALL';
  return base < (t.amount.MEDIUM ?? 1e6) ? 'MEDIUM' : 'LARGE';
}

/** volatility class of a liquid from its boiling point (℃) */
export function charmBoilingClass(t: TCharmTables, bp: number): string {
  if (bp < (t.boiling.HIGH ?? 50)) return 'HIGH';
  return bp <= (t.boiling.MEDIUM ?? 150) ? 'MEDIUM' : 'LOW';
}

/** risk level of a score (hazard × exposure) */
export const charmScoreLevel = (t: TCharmTables, score: number): number => band(t.score, (b) => score >= b);

export type TCharmInput = {
  hStatements?: unknown; oelValue?: unknown; oelUnitCd?: unknown; measuredConc?: unknown;
  dailyAmount?: unknown; amountUnitCd?: unknown; amountCd?: unknown; physStateCd?: unknown; boilingPoint?: unknown; volatilityCd?: unknown; workTimeCd?: unknown;
};
/** the grade and level entered before CHARM was computed (kept while the row gives nothing to compute them from) */
export type TCharmEntered = { hazardGrade?: unknown; exposureLevel?: unknown };
export type TCharmError = 'hazard' | 'exposure' | 'oelUnit' | 'measuredLimit' | 'amountUnit';
export type TCharmRating = {
  hazardGrade: number; hazardBasisCd: (typeof CHARM_BASES)[number]; amountCd: string | null; volatilityCd: string | null;
  exposureLevel: number; exposureBasisCd: (typeof CHARM_BASES)[number]; riskScore: number; riskLevel: number; actionRequiredYn: 'Y' | 'N';
};
export type TCharmResult = TCharmRating | { error: TCharmError };

function hazardOf(t: TCharmTables, row: TCharmInput, entered: TCharmEntered): Pick<TCharmRating, 'hazardGrade' | 'hazardBasisCd'> | TCharmError {
  const codes = parseHCodes(row.hStatements);
  const oel = num(row.oelValue);
  if (oel !== null && !str(row.oelUnitCd)) return 'oelUnit';
  if (codes.some((c) => t.cmr.includes(c))) return { hazardGrade: 4, hazardBasisCd: 'CMR' };
  if (oel !== null && oel > 0) return { hazardGrade: charmOelGrade(t, oel, String(row.oelUnitCd)), hazardBasisCd: 'OEL' };
  const graded = codes.map((c) => t.hCodes[c] ?? (c.startsWith('H3') ? 1 : 0)).filter((g) => g > 0);
  if (graded.length) return { hazardGrade: Math.max(...graded), hazardBasisCd: 'HCODE' };
  if (isLevel4(entered.hazardGrade)) return { hazardGrade: entered.hazardGrade, hazardBasisCd: 'ENTERED' };
  return 'hazard';
}

function exposureOf(t: TCharmTables, row: TCharmInput, entered: TCharmEntered): Pick<TCharmRating, 'amountCd' | 'volatilityCd' | 'exposureLevel' | 'exposureBasisCd'> | TCharmError {
  const measured = num(row.measuredConc);
  const oel = num(row.oelValue);
  const amount = num(row.dailyAmount);
  const unit = str(row.amountUnitCd);
  if (amount !== null && !(unit && unit in CHARM_AMOUNT_UNITS)) return 'amountUnit';
  const amountCd = amount !== null ? charmAmountClass(t, amount, unit as keyof typeof CHARM_AMOUNT_UNITS) : str(row.amountCd);
  const bp = num(row.boilingPoint);
  const volatilityCd = row.physStateCd === 'GAS' ? 'HIGH' : row.physStateCd === 'LIQUID' && bp !== null ? charmBoilingClass(t, bp) : str(row.volatilityCd);
  if (measured !== null) {
    if (oel === null || oel <= 0 || !str(row.oelUnitCd)) return 'measuredLimit';
    // a work-environment measurement is a time-weighted average: no working-time adjustment
    return { amountCd, volatilityCd, exposureLevel: charmMeasuredLevel(t, measured, oel), exposureBasisCd: 'MEASURED' };
  }
  if (amountCd && volatilityCd) {
    const base = t.exposure[`${amountCd}.${volatilityCd}`];
    if (base === undefined) return 'exposure';
    const adj = str(row.workTimeCd) ? (t.timeAdjust[String(row.workTimeCd)] ?? 0) : 0;
    return { amountCd, volatilityCd, exposureLevel: Math.min(4, Math.max(1, base + adj)), exposureBasisCd: 'AMOUNT' };
  }
  if (isLevel4(entered.exposureLevel)) return { amountCd, volatilityCd, exposureLevel: entered.exposureLevel, exposureBasisCd: 'ENTERED' };
  return 'exposure';
}

/**
 * The server's CHARM rating of a row from what the user entered (see the module comment for the order of the rules).
 * `entered` holds a grade and level entered before these rules (older rows); they are used only when the row gives
 * nothing to compute from.
 */
export function charmRate(t: TCharmTables, row: TCharmInput, entered: TCharmEntered = {}): TCharmResult {
  const h = hazardOf(t, row, entered);
  if (typeof h === 'string') return { error: h };
  const e = exposureOf(t, row, entered);
  if (typeof e === 'string') return { error: e };
  const riskScore = h.hazardGrade * e.exposureLevel;
  const riskLevel = charmScoreLevel(t, riskScore);
  return { ...h, ...e, riskScore, riskLevel, actionRequiredYn: t.actionLevels.includes(riskLevel) ? 'Y' : 'N' };
}
