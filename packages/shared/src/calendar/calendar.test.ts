import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './calendar.js';

describe('working days', () => {
  const holidays = new Set(['2026-09-24', '2026-09-25', '2026-10-05']);
  it('skips weekends', () => {
    expect(addWorkingDays('2026-11-27', 1, new Set())).toBe('2026-11-30'); // Fri → Mon
    expect(addWorkingDays('2026-11-27', 2, new Set())).toBe('2026-12-01');
  });
  it('skips holidays (추석 연휴, 대체공휴일)', () => {
    // Wed 9/23 + 2 working days: 9/24, 9/25 추석, 9/26–27 weekend → Mon 9/28, Tue 9/29
    expect(addWorkingDays('2026-09-23', 2, holidays)).toBe('2026-09-29');
    // Fri 10/2 + 1: 10/3–4 weekend, 10/5 대체공휴일 → Tue 10/6
    expect(addWorkingDays('2026-10-02', 1, holidays)).toBe('2026-10-06');
  });
  it('knows a working day', () => {
    expect(isWorkingDay('2026-09-25', holidays)).toBe(false);
    expect(isWorkingDay('2026-11-28', holidays)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-30', holidays)).toBe(true);
  });
});
