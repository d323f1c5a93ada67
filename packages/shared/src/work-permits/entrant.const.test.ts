import { describe, expect, it } from 'vitest';
import { entrantCourseType, phoneDigits, ZEntrantLoginSchema } from './entrant.const.js';

describe('entrant login helpers', () => {
  it('maps the page (plant type, contract type) to the site course type', () => {
    expect(entrantCourseType('E', 'work')).toBe('ENTRANT');
    expect(entrantCourseType('E', 'visit')).toBe('VISITOR');
    expect(entrantCourseType('G', 'work')).toBe('GAS_WORKER');
    expect(entrantCourseType('G', 'visit')).toBe('GAS_WORKER');
  });
  it('compares phones by their digits', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits(' 010 1234 5678 ')).toBe('01012345678');
    expect(phoneDigits(null)).toBe('');
  });
  it('takes the permit number as digits (string or number) and refuses anything else', () => {
    const base = { plantCd: '1000', plantType: 'E', userName: '홍길동', userHp: '010-1234-5678', entrantCd: '12345678' };
    expect(ZEntrantLoginSchema.parse({ ...base, wkodNo: '0042' }).wkodNo).toBe(42);
    expect(ZEntrantLoginSchema.parse({ ...base, wkodNo: 7 }).wkodNo).toBe(7);
    expect(ZEntrantLoginSchema.safeParse({ ...base, wkodNo: 'W-1' }).success).toBe(false);
    expect(ZEntrantLoginSchema.safeParse({ ...base, plantType: 'X', wkodNo: '1' }).success).toBe(false);
  });
  it('needs the eight-digit entrant code printed on the permit', () => {
    const base = { plantCd: '1000', plantType: 'E', userName: '홍길동', userHp: '010-1234-5678', wkodNo: 42 };
    expect(ZEntrantLoginSchema.safeParse({ ...base, entrantCd: '12345678' }).success).toBe(true);
    expect(ZEntrantLoginSchema.safeParse(base).success).toBe(false);
    expect(ZEntrantLoginSchema.safeParse({ ...base, entrantCd: '1234567' }).success).toBe(false);
    expect(ZEntrantLoginSchema.safeParse({ ...base, entrantCd: 'abcdefgh' }).success).toBe(false);
  });
});
