import { describe, expect, it } from 'vitest';
import { advanceDueYmd, dueStateOf, firstDueAfter, isBadAnswer, occurrenceYmd } from './check.const.js';

describe('check plan due dates', () => {
  it('daily: the next day, across a month end and 29 February', () => {
    expect(advanceDueYmd('DAILY', '2026-01-01', '2026-01-31', '2026-01-31')).toBe('2026-02-01');
    expect(advanceDueYmd('DAILY', '2028-01-01', '2028-02-28', '2028-02-28')).toBe('2028-02-29');
    expect(advanceDueYmd('DAILY', '2027-01-01', '2027-02-28', '2027-02-28')).toBe('2027-03-01');
    expect(advanceDueYmd('DAILY', '2026-01-01', '2026-12-31', '2026-12-31')).toBe('2027-01-01');
  });

  it('weekly: seven days from the start, an early check satisfies the current week', () => {
    expect(advanceDueYmd('WEEKLY', '2026-11-02', '2026-11-09', '2026-11-09')).toBe('2026-11-16');
    expect(advanceDueYmd('WEEKLY', '2026-11-02', '2026-11-09', '2026-11-05')).toBe('2026-11-16');
    // late: the first due date after the check, the missed one is not due again
    expect(advanceDueYmd('WEEKLY', '2026-11-02', '2026-11-09', '2026-11-18')).toBe('2026-11-23');
    expect(advanceDueYmd('WEEKLY', '2028-02-22', '2028-02-22', '2028-02-22')).toBe('2028-02-29');
  });

  it('monthly: clamped to the month end and back to the 31st from the start (no drift)', () => {
    expect(occurrenceYmd('MONTHLY', '2026-01-31', 1)).toBe('2026-02-28');
    expect(occurrenceYmd('MONTHLY', '2028-01-31', 1)).toBe('2028-02-29');
    expect(advanceDueYmd('MONTHLY', '2026-01-31', '2026-02-28', '2026-02-28')).toBe('2026-03-31');
    expect(advanceDueYmd('MONTHLY', '2026-01-31', '2026-03-31', '2026-03-25')).toBe('2026-04-30');
    expect(advanceDueYmd('MONTHLY', '2026-01-31', '2026-11-30', '2026-12-02')).toBe('2026-12-31');
  });

  it('quarterly: three months from the start, clamped at month ends', () => {
    expect(advanceDueYmd('QUARTERLY', '2025-11-30', '2025-11-30', '2025-11-30')).toBe('2026-02-28');
    expect(advanceDueYmd('QUARTERLY', '2027-11-30', '2027-11-30', '2027-11-30')).toBe('2028-02-29');
    expect(advanceDueYmd('QUARTERLY', '2025-11-30', '2026-02-28', '2026-03-02')).toBe('2026-05-30');
  });

  it('half-yearly: six months; 31 August → end of February (leap or not)', () => {
    expect(advanceDueYmd('HALF_YEARLY', '2025-08-31', '2025-08-31', '2025-08-31')).toBe('2026-02-28');
    expect(advanceDueYmd('HALF_YEARLY', '2027-08-31', '2027-08-31', '2027-08-31')).toBe('2028-02-29');
    expect(advanceDueYmd('HALF_YEARLY', '2025-08-31', '2026-02-28', '2026-02-28')).toBe('2026-08-31');
  });

  it('yearly: 29 February → 28 February, and back to the 29th in the next leap year', () => {
    expect(advanceDueYmd('YEARLY', '2028-02-29', '2028-02-29', '2028-02-29')).toBe('2029-02-28');
    expect(occurrenceYmd('YEARLY', '2028-02-29', 4)).toBe('2032-02-29');
  });

  it('before the start the start is due; far after it the estimate still lands on the right date', () => {
    expect(firstDueAfter('MONTHLY', '2026-05-15', '2026-01-01')).toBe('2026-05-15');
    expect(firstDueAfter('MONTHLY', '2020-01-31', '2030-06-30')).toBe('2030-07-31');
    expect(firstDueAfter('DAILY', '2020-01-01', '2030-06-30')).toBe('2030-07-01');
  });

  it('due state: overdue after the date, due within the window', () => {
    expect(dueStateOf('2026-11-20', '2026-11-24')).toBe('OVERDUE');
    expect(dueStateOf('2026-11-24', '2026-11-24')).toBe('DUE');
    expect(dueStateOf('2026-12-20', '2026-11-24')).toBeNull();
  });

  it('bad answers: 불량, or a score of 2 or less', () => {
    expect(isBadAnswer({ answerCd: 'BAD' })).toBe(true);
    expect(isBadAnswer({ answerCd: 'GOOD' })).toBe(false);
    expect(isBadAnswer({ score: 2 })).toBe(true);
    expect(isBadAnswer({ score: 3 })).toBe(false);
  });
});
