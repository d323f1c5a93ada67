import { describe, expect, it } from 'vitest';
import { resolveProcessNo, TARGET_GRID_ROWS } from './target-rules';

describe('target screen rules', () => {
  it('keeps a process that is still listed, resets one that is not to 0 (spec §4)', () => {
    expect(resolveProcessNo(7, [3, 7, 9])).toBe(7);
    expect(resolveProcessNo(7, [3, 9])).toBe(0);
    expect(resolveProcessNo(0, [])).toBe(0);
  });
  it('shows 5 rows (spec §9)', () => expect(TARGET_GRID_ROWS).toBe(5));
});
