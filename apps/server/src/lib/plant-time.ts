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

/** the plant's wall-clock day + HH:MM as an instant (PLANT_TIME_ZONE) */
export function zonedInstant(ymd: string, hm: string, timeZone: string): Date {
  const guess = Date.parse(`${ymd}T${hm}:00Z`);
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
  const asZone = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(guess - (asZone - guess));
}
