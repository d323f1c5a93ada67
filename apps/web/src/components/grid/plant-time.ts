import { DEFAULT_PLANT_TIME_ZONE, formatInZone, isTimeZone } from '@jikim/shared';

/** the plants' time zone (server setting PLANT_TIME_ZONE, sent by /api/common/env): grids and exports show date-times in it */
let zone = DEFAULT_PLANT_TIME_ZONE;

export function setPlantTimeZone(tz: string | undefined): void {
  zone = tz && isTimeZone(tz) ? tz : DEFAULT_PLANT_TIME_ZONE;
}

export const plantTimeZone = () => zone;

/** 'YYYY-MM-DD HH:mm' of an ISO instant in the plant's zone ('' when empty or not a date) */
export function plantDateTime(v: unknown, withSeconds = false): string {
  if (v === null || v === undefined || v === '') return '';
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : formatInZone(d, zone, withSeconds);
}
