import { describe, expect, it } from 'vitest';
import { instantOfPlantTime, isPlantDateTime, zPlantDateTime } from './dates.js';

describe('plant date-times (the `datetime` field type)', () => {
  it('reads the plant\'s wall clock in its zone; an offset as given', () => {
    expect(instantOfPlantTime('2026-12-01 08:00', 'Asia/Seoul').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(instantOfPlantTime('2026-12-01T08:00', 'Asia/Seoul').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(instantOfPlantTime('2026-12-01 08:00:30', 'UTC').toISOString()).toBe('2026-12-01T08:00:30.000Z');
    expect(instantOfPlantTime('2026-12-01T08:00:00+02:00', 'Asia/Seoul').toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(instantOfPlantTime('2026-12-01T08:00:00Z', 'Asia/Seoul').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('follows a zone with daylight saving (a plant abroad): summer and winter offsets differ', () => {
    expect(instantOfPlantTime('2026-07-01 12:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(instantOfPlantTime('2026-12-01 12:00', 'Europe/Berlin').toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });

  it('refuses what is not on the calendar or the clock', () => {
    for (const bad of ['2026-02-30 08:00', '2026-12-01 24:00', '2026-12-01 08:60', '2026-12-01', '08:00', '']) {
      expect(isPlantDateTime(bad), bad).toBe(false);
      expect(zPlantDateTime.safeParse(bad).success, bad).toBe(false);
    }
    expect(zPlantDateTime.safeParse(' 2026-12-01 08:00 ').data).toBe('2026-12-01 08:00');
    expect(Number.isNaN(instantOfPlantTime('soon', 'Asia/Seoul').getTime())).toBe(true);
  });
});
