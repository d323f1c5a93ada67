import { DEFAULT_PLANT_TIME_ZONE, ymdIn } from '@jikim/shared';

// The plant's calendar (PLANT_TIME_ZONE, Asia/Seoul by default): "today" of due dates, delegations and reminders.
// Set once when the app is built (app.ts); every instance reads the same configuration.

let zone: string = DEFAULT_PLANT_TIME_ZONE;

export function setPlantTimeZone(timeZone: string | undefined): void {
  zone = timeZone ?? DEFAULT_PLANT_TIME_ZONE;
}

export const plantTimeZone = (): string => zone;

/** the plant's calendar day (YYYY-MM-DD) of an instant, now by default */
export const plantToday = (now: Date = new Date()): string => ymdIn(now, zone);
