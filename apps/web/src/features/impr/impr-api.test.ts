import { describe, expect, it } from 'vitest';
import { daysLeft } from './impr-api';

describe('D-day of an action', () => {
  it('counts calendar days from the plant’s today: ahead, today, overdue; nothing without a date', () => {
    expect(daysLeft('2026-11-27', '2026-11-24')).toBe(3);
    expect(daysLeft('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysLeft('2026-11-19', '2026-11-24')).toBe(-5);
    // across a month and a year end
    expect(daysLeft('2027-01-02', '2026-12-30')).toBe(3);
    expect(daysLeft(null, '2026-11-24')).toBeNull();
    expect(daysLeft('2026-11', '2026-11-24')).toBeNull();
  });
});
