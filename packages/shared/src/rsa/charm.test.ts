import { describe, expect, it } from 'vitest';
import {
  charmAmountClass, charmBoilingClass, charmDefaultTables, charmMeasuredLevel, charmOelGrade, charmRate, charmScoreLevel, parseHCodes,
} from './charm.js';

const t = charmDefaultTables();
/** a row whose exposure comes from a measurement (level 1) and whose hazard comes from what the test adds */
const rated = (row: Record<string, unknown>) => charmRate(t, row);

describe('CHARM exposure level (노출수준)', () => {
  it('from a measurement: measured / limit above 100 % → 4, above 50 % → 3, above 10 % → 2, else 1 (band edges)', () => {
    expect([0, 1, 1.01, 5, 5.01, 10, 10.01, 20].map((m) => charmMeasuredLevel(t, m, 10))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    const row = { oelValue: 1, oelUnitCd: 'PPM', measuredConc: 0.12 };
    expect(charmRate(t, row)).toMatchObject({ exposureLevel: 2, exposureBasisCd: 'MEASURED' });
  });
  it('a measurement wins over the amount, with no working-time adjustment', () => {
    const row = { oelValue: 1, oelUnitCd: 'PPM', measuredConc: 0.6, dailyAmount: 5, amountUnitCd: 'TON', physStateCd: 'GAS', workTimeCd: 'BRIEF' };
    expect(rated(row)).toMatchObject({ exposureLevel: 3, exposureBasisCd: 'MEASURED', amountCd: 'LARGE', volatilityCd: 'HIGH' });
  });
  it('a measurement needs the exposure limit with its unit', () => {
    expect(rated({ hStatements: 'H314', measuredConc: 0.1 })).toEqual({ error: 'measuredLimit' });
    expect(rated({ hStatements: 'H314', measuredConc: 0.1, oelValue: 1 })).toEqual({ error: 'oelUnit' });
  });
  it('amount class by unit: below 1 kg / L a day small, below 1 t / m³ medium, else large (band edges)', () => {
    expect(charmAmountClass(t, 999, 'G')).toBe('SMALL');
    expect(charmAmountClass(t, 1000, 'ML')).toBe('MEDIUM');
    expect(charmAmountClass(t, 1, 'KG')).toBe('MEDIUM');
    expect(charmAmountClass(t, 999.9, 'L')).toBe('MEDIUM');
    expect(charmAmountClass(t, 1000, 'KG')).toBe('LARGE');
    expect(charmAmountClass(t, 0.5, 'TON')).toBe('MEDIUM');
    expect(charmAmountClass(t, 1, 'M3')).toBe('LARGE');
  });
  it('volatility of a liquid by boiling point: below 50 ℃ high, 50–150 ℃ medium, above 150 ℃ low (band edges)', () => {
    expect([49.9, 50, 150, 150.1].map((bp) => charmBoilingClass(t, bp))).toEqual(['HIGH', 'MEDIUM', 'MEDIUM', 'LOW']);
  });
  it('amount × volatility table, KOSHA', () => {
    const level = (amountCd: string, volatilityCd: string) => (charmRate(t, { hStatements: 'H315', amountCd, volatilityCd }) as { exposureLevel: number }).exposureLevel;
    expect(['LOW', 'MEDIUM', 'HIGH'].map((v) => level('SMALL', v))).toEqual([1, 2, 2]);
    expect(['LOW', 'MEDIUM', 'HIGH'].map((v) => level('MEDIUM', v))).toEqual([2, 3, 3]);
    expect(['LOW', 'MEDIUM', 'HIGH'].map((v) => level('LARGE', v))).toEqual([2, 3, 4]);
  });
  it('derives the classes from amount + unit, the state and the boiling point; a gas is highly volatile; a solid takes its dustiness', () => {
    expect(rated({ hStatements: 'H315', dailyAmount: 2, amountUnitCd: 'TON', physStateCd: 'LIQUID', boilingPoint: 40, volatilityCd: 'LOW' }))
      .toMatchObject({ amountCd: 'LARGE', volatilityCd: 'HIGH', exposureLevel: 4, exposureBasisCd: 'AMOUNT' });
    expect(rated({ hStatements: 'H315', dailyAmount: 200, amountUnitCd: 'G', physStateCd: 'GAS' })).toMatchObject({ amountCd: 'SMALL', volatilityCd: 'HIGH', exposureLevel: 2 });
    expect(rated({ hStatements: 'H315', dailyAmount: 25, amountUnitCd: 'KG', physStateCd: 'SOLID', boilingPoint: 1388, volatilityCd: 'LOW' }))
      .toMatchObject({ amountCd: 'MEDIUM', volatilityCd: 'LOW', exposureLevel: 2 });
    // a liquid without its boiling point: the volatility chosen
    expect(rated({ hStatements: 'H315', dailyAmount: 25, amountUnitCd: 'L', physStateCd: 'LIQUID', volatilityCd: 'MEDIUM' })).toMatchObject({ volatilityCd: 'MEDIUM', exposureLevel: 3 });
  });
  it('working time: brief work lowers the amount-based level one step, never below 1', () => {
    const row = { hStatements: 'H315', amountCd: 'LARGE', volatilityCd: 'HIGH' };
    expect(rated({ ...row, workTimeCd: 'REGULAR' })).toMatchObject({ exposureLevel: 4 });
    expect(rated({ ...row, workTimeCd: 'BRIEF' })).toMatchObject({ exposureLevel: 3 });
    expect(rated({ ...row, amountCd: 'SMALL', volatilityCd: 'LOW', workTimeCd: 'BRIEF' })).toMatchObject({ exposureLevel: 1 });
  });
  it('refuses an amount without its unit and a row with nothing to decide the exposure from', () => {
    expect(rated({ hStatements: 'H315', dailyAmount: 3 })).toEqual({ error: 'amountUnit' });
    expect(rated({ hStatements: 'H315', dailyAmount: 3, amountUnitCd: 'KG' })).toEqual({ error: 'exposure' });
    expect(rated({ hStatements: 'H315', amountCd: 'HUGE', volatilityCd: 'LOW' })).toEqual({ error: 'exposure' });
  });
});

describe('CHARM hazard grade (유해성)', () => {
  it('exposure-limit bands in ppm (gases, vapours): ≤0.5 → 4, ≤5 → 3, ≤50 → 2, else 1 (band edges)', () => {
    expect([0.05, 0.5, 0.51, 5, 5.1, 50, 50.1, 500, 1000].map((v) => charmOelGrade(t, v, 'PPM'))).toEqual([4, 4, 3, 3, 2, 2, 1, 1, 1]);
  });
  it('exposure-limit bands in mg/m³ (dusts, mists): ≤0.01 → 4, ≤0.1 → 3, ≤1 → 2, else 1 (band edges)', () => {
    expect([0.01, 0.011, 0.1, 0.11, 1, 1.1, 10].map((v) => charmOelGrade(t, v, 'MG_M3'))).toEqual([4, 3, 3, 2, 2, 1, 1]);
  });
  it('reads H codes from free text, suffixes and combinations included', () => {
    expect(parseHCodes('H225, H301+H311+H331; h350i, H360FD H 314')).toEqual(['H225', 'H301', 'H311', 'H331', 'H350', 'H360', 'H314']);
    expect(parseHCodes(null)).toEqual([]);
  });
  it('H codes: the highest grade of those named; other health codes 1; physical and environmental codes none', () => {
    const grade = (h: string) => charmRate(t, { hStatements: h, amountCd: 'SMALL', volatilityCd: 'LOW' });
    expect(grade('H319, H336')).toMatchObject({ hazardGrade: 1, hazardBasisCd: 'HCODE' });
    expect(grade('H302, H315')).toMatchObject({ hazardGrade: 2 });
    expect(grade('H290, H314, H335')).toMatchObject({ hazardGrade: 3 });
    expect(grade('H330')).toMatchObject({ hazardGrade: 4 });
    expect(grade('H334')).toMatchObject({ hazardGrade: 4, hazardBasisCd: 'HCODE' });
    expect(grade('H399')).toMatchObject({ hazardGrade: 1 });
    expect(grade('H225, H411')).toEqual({ error: 'hazard' });
  });
  it('the exposure limit comes before the H codes; a CMR code is grade 4 whatever the limit', () => {
    const row = { amountCd: 'SMALL', volatilityCd: 'LOW' };
    expect(rated({ ...row, hStatements: 'H225, H301, H311, H331, H370', oelValue: 200, oelUnitCd: 'PPM' })).toMatchObject({ hazardGrade: 1, hazardBasisCd: 'OEL' });
    expect(rated({ ...row, hStatements: 'H226, H301, H314, H350', oelValue: 200, oelUnitCd: 'PPM' })).toMatchObject({ hazardGrade: 4, hazardBasisCd: 'CMR' });
    for (const cmr of ['H340', 'H341', 'H350i', 'H351', 'H360Df', 'H361', 'H362']) expect(rated({ ...row, hStatements: cmr })).toMatchObject({ hazardGrade: 4, hazardBasisCd: 'CMR' });
    expect(rated({ ...row, oelValue: 2 })).toEqual({ error: 'oelUnit' });
  });
});

describe('CHARM risk (위험성 = 유해성 × 노출수준) and its level', () => {
  it('score bands: 1–3 → 1, 4–6 → 2, 8–9 → 3, 12–16 → 4', () => {
    expect([1, 2, 3, 4, 6, 8, 9, 12, 16].map((s) => charmScoreLevel(t, s))).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('levels 3 and 4 require a measure', () => {
    // hydrazine: CMR (4) × medium amount of a liquid boiling at 114 ℃ (3) = 12 → 4
    expect(rated({ hStatements: 'H226, H301, H311, H314, H317, H330, H350, H410', oelValue: 0.05, oelUnitCd: 'PPM', dailyAmount: 20, amountUnitCd: 'L', physStateCd: 'LIQUID', boilingPoint: 114 }))
      .toEqual({ hazardGrade: 4, hazardBasisCd: 'CMR', amountCd: 'MEDIUM', volatilityCd: 'MEDIUM', exposureLevel: 3, exposureBasisCd: 'AMOUNT', riskScore: 12, riskLevel: 4, actionRequiredYn: 'Y' });
    // ammonia water: limit 25 ppm (2) × measured 3 ppm = 12 % (2) = 4 → 2
    expect(rated({ hStatements: 'H314, H335', oelValue: 25, oelUnitCd: 'PPM', measuredConc: 3 })).toMatchObject({ riskScore: 4, riskLevel: 2, actionRequiredYn: 'N' });
    // H314 (3) × large, medium volatility (3) = 9 → 3
    expect(rated({ hStatements: 'H314', amountCd: 'LARGE', volatilityCd: 'MEDIUM' })).toMatchObject({ riskScore: 9, riskLevel: 3, actionRequiredYn: 'Y' });
  });
  it('an older row keeps the grade and level entered then while it gives nothing to compute from', () => {
    expect(charmRate(t, { hStatements: 'H225' }, { hazardGrade: 3, exposureLevel: 2 }))
      .toMatchObject({ hazardGrade: 3, hazardBasisCd: 'ENTERED', exposureLevel: 2, exposureBasisCd: 'ENTERED', riskScore: 6, riskLevel: 2 });
    expect(charmRate(t, { hStatements: 'H350', amountCd: 'LARGE', volatilityCd: 'HIGH' }, { hazardGrade: 1, exposureLevel: 1 }))
      .toMatchObject({ hazardGrade: 4, exposureLevel: 4, riskScore: 16 });
    expect(charmRate(t, {}, { hazardGrade: 5, exposureLevel: 2 })).toEqual({ error: 'hazard' });
  });
  it('follows a site table (code data)', () => {
    const site = { ...t, score: { ...t.score, 3: 6 }, actionLevels: [2, 3, 4] };
    expect(charmRate(site, { hStatements: 'H302', amountCd: 'MEDIUM', volatilityCd: 'MEDIUM' })).toMatchObject({ riskScore: 6, riskLevel: 3, actionRequiredYn: 'Y' });
  });
});
