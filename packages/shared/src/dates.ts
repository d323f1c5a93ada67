import { z } from 'zod';
import { wallClock } from './excel-cells.js';
import { MESSAGES } from './messages.js';

// The one date schema family of every route (query and body). A day that is not on the calendar
// (2026-02-30, 2026-13-01, 2025-02-29) is refused with the §8 400 text before any handler or SQL runs.
// Each carries an OpenAPI `format` so tests can find every date field in /api/docs/json.

/** true when s is YYYY-MM-DD naming a real calendar day */
export function isCalendarYmd(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** YYYY-MM-DD on the calendar; OpenAPI format 'date' */
export const zYmd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGES.badRequest })
  .refine(isCalendarYmd, { message: MESSAGES.badRequest })
  .meta({ format: 'date', example: '2026-02-28' });

/** YYYYMMDD on the calendar (the spec's compact form, e.g. birthYmd); OpenAPI format 'date-compact' */
export const zYmdCompact = z
  .string()
  .regex(/^\d{8}$/, { message: MESSAGES.badRequest })
  .refine((s) => isCalendarYmd(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`), { message: MESSAGES.badRequest })
  .meta({ format: 'date-compact', example: '20260228' });

/** a plant date-time as the forms send it: `YYYY-MM-DD HH:mm` (plant time) or an ISO instant with its offset */
export const PLANT_DT_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
/** OpenAPI format of a planned plant date-time (a future time is allowed: it is planned, not witnessed), calendar-checked */
export const PLANT_DATE_TIME_FORMAT = 'plant-date-time';

/** true when s is a plant date-time on the calendar (hour < 24, minute < 60) */
export const isPlantDateTime = (s: string): boolean =>
  PLANT_DT_RE.test(s) && isCalendarYmd(s.slice(0, 10)) && Number(s.slice(11, 13)) < 24 && Number(s.slice(14, 16)) < 60;

/** the schema of a `datetime` field of a definition: a plant date-time, calendar-checked; OpenAPI format 'plant-date-time' */
export const zPlantDateTime = z.string().trim()
  .refine(isPlantDateTime, { message: MESSAGES.badRequest })
  .meta({ format: PLANT_DATE_TIME_FORMAT, example: '2026-12-01 08:00' });

/**
 * The instant of a plant date-time: with an offset or Z as given; without one, the wall-clock time in the zone `tz`
 * (what the plant's clocks show). Invalid text gives an invalid Date.
 */
export function instantOfPlantTime(s: string, tz: string): Date {
  const t = s.trim().replace(' ', 'T');
  if (/(Z|[+-]\d{2}:\d{2})$/.test(t)) return new Date(t);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(t);
  if (!m) return new Date(NaN);
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  // the zone's offset at that moment (twice: a guess near a daylight-saving change moves once)
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (wallClock(new Date(at), tz).getTime() - at);
  return new Date(at);
}

/**
 * Where the server takes the time of an event it witnesses (issue 25): the request may name an instant only within
 * the past window of the setting `setting` (code group / code, attr1 minutes; `defaultMin` when missing) and never
 * ahead of the server's clock (a value up to `CLOCK_SKEW_SEC` ahead — a phone's clock — is taken as the server's
 * now). The server's `server-time` plugin enforces it on every route whose body carries the marker; the test
 * `server-witnessed.openapi.test.ts` fails for a request date-time field without it (or an exemption).
 */
export type TServerWitnessed = { group: string; code: string; defaultMin: number };
export const SERVER_WITNESSED_KEY = 'x-server-witnessed';
export const CLOCK_SKEW_SEC = 60;
export const SERVER_TIME_MESSAGES = {
  future: '미래 시각은 입력할 수 없습니다.',
  tooOld: (min: number) => `${min}분보다 이전 시각은 입력할 수 없습니다.`,
} as const;
export const zServerWitnessedAt = (w: TServerWitnessed) =>
  z.string().datetime({ offset: true, message: MESSAGES.badRequest }).meta({ format: 'date-time', [SERVER_WITNESSED_KEY]: w, example: '2026-02-28T09:00:00+09:00' });
