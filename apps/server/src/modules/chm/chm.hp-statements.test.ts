import { describe, expect, it } from 'vitest';
import { CHM_HP_FULL } from './chm.hp-statements.js';

describe('the H/P statement table', () => {
  const by = new Map(CHM_HP_FULL.map((r) => [r[0], r]));
  it('holds every GHS code once, each with Korean and English text', () => {
    expect(by.size).toBe(CHM_HP_FULL.length);
    for (const code of ['H200', 'H225', 'H290', 'H300', 'H334', 'H360', 'H373', 'H413', 'H420', 'P101', 'P210', 'P284', 'P391', 'P413', 'P503']) expect(by.has(code), code).toBe(true);
    for (const [code, ko, en] of CHM_HP_FULL) {
      expect(code).toMatch(/^[HP]\d{3}(\+[HP]\d{3})*$/);
      expect(ko, code).toMatch(/[가-힣]/);
      expect(en.length, code).toBeGreaterThan(3);
    }
    expect(CHM_HP_FULL.filter(([c]) => /^H\d{3}$/.test(c)).length).toBeGreaterThanOrEqual(80);
    expect(CHM_HP_FULL.filter(([c]) => /^P\d{3}$/.test(c)).length).toBeGreaterThanOrEqual(100);
  });
  it('reads combined codes as one statement', () => {
    expect(by.get('H300+H310+H330')!.slice(1)).toEqual(['삼키거나 피부와 접촉하거나 흡입하면 치명적임', 'Fatal if swallowed, in contact with skin or if inhaled']);
    expect(by.get('H302+H332')![1]).toBe('삼키거나 흡입하면 유해함');
    expect(by.get('P305+P351+P338')![1]).toBe('눈에 묻으면: 몇 분간 물로 조심해서 씻으시오. 가능하면 콘택트렌즈를 제거하시오. 계속 씻으시오.');
  });
});
