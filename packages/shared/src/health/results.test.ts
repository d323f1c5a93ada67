import { describe, expect, it } from 'vitest';
import { fmtUploadError, HEA_SUSPECT_DIAGS, isOutsideRange, retentionUntil } from './results.js';

describe('checkup result rules', () => {
  it('keeps results 5 years, 30 years for carcinogen exposure; 29 February falls back to 28 February', () => {
    expect(retentionUntil('2026-05-14', false)).toBe('2031-05-14');
    expect(retentionUntil('2026-05-14', true)).toBe('2056-05-14');
    expect(retentionUntil('2024-02-29', false)).toBe('2029-02-28');
    expect(retentionUntil('2024-02-29', true)).toBe('2054-02-28');
    expect(retentionUntil('2020-02-29', false)).toBe('2025-02-28');
    expect(retentionUntil('2023-02-28', true)).toBe('2053-02-28');
  });

  it('flags values outside the normal range, bounds included as normal, open bounds ignored', () => {
    const r = { normalLow: 13, normalHigh: 16.5 };
    expect(isOutsideRange(12.9, r)).toBe(true);
    expect(isOutsideRange(13, r)).toBe(false);
    expect(isOutsideRange(16.5, r)).toBe(false);
    expect(isOutsideRange(16.6, r)).toBe(true);
    expect(isOutsideRange(-5, { normalLow: null, normalHigh: 40 })).toBe(false);
    expect(isOutsideRange(41, { normalLow: null, normalHigh: 40 })).toBe(true);
    expect(isOutsideRange(1e9, { normalLow: 0, normalHigh: null })).toBe(false);
  });

  it('names the row and column of an upload error; suspects are C1, C2, D1, D2 and R', () => {
    expect(fmtUploadError(3, '판정', '오류')).toBe('3행 「판정」: 오류');
    expect([...HEA_SUSPECT_DIAGS]).toEqual(['C1', 'C2', 'D1', 'D2', 'R']);
  });
});
