// Pure rules of the media widgets (spec §4 Video, §9). The text/number/date/tag/phone rules live in
// @jikim/shared (packages/shared/src/resource/rules.ts) so the server validates the same way.
export * from '@jikim/shared';

export const VIDEO_PROGRESS_INTERVAL_S = 5;
export const IMAGE_AUTOPLAY_MS = 3000;
export const IMAGE_MAX_HEIGHT = 500;

/**
 * Seeking guard: when seeking is not allowed, a jump beyond the furthest watched point is reverted
 * to that point (a small tolerance absorbs the player's own time-update granularity).
 */
export function guardSeek(target: number, maxWatched: number, allowSeek: boolean, tolerance = 0.5): { time: number; reverted: boolean } {
  if (allowSeek || target <= maxWatched + tolerance) return { time: target, reverted: false };
  return { time: maxWatched, reverted: true };
}

/**
 * Progress of new playback only: the state tracks the furthest point watched and how much new time has
 * accumulated since the last progress call; every `interval` seconds of NEW playback one call fires.
 * Re-watching earlier parts or seeking (a jump larger than `maxStep`) adds nothing.
 */
export type ProgressState = { maxWatched: number; pending: number; last: number };
/** a fresh state, or one resuming at the furthest point watched before (saved on the server) */
export const initialProgress = (resumeAt = 0): ProgressState => ({ maxWatched: resumeAt, pending: 0, last: resumeAt });

export function trackProgress(s: ProgressState, now: number, interval = VIDEO_PROGRESS_INTERVAL_S, maxStep = 1.5): { state: ProgressState; fire: number } {
  const step = now - s.last;
  let { maxWatched, pending } = s;
  if (step > 0 && step <= maxStep && now > maxWatched) {
    pending += now - Math.max(s.last, maxWatched);
    maxWatched = now;
  }
  let fire = 0;
  while (pending >= interval) {
    pending -= interval;
    fire += 1;
  }
  return { state: { maxWatched, pending, last: now }, fire };
}

/**
 * The server counts a lesson no faster than its clock (issue 25): when it accepts less than the player reported, the
 * player counts from the accepted point again, so that the part it refused is watched again (and seeking beyond it is
 * reverted) instead of being skipped for good. A shortfall within `tolerance` (the whole seconds sent) changes nothing.
 */
export function followAccepted(s: ProgressState, sentSec: number, acceptedSec: number, tolerance = 1): { state: ProgressState; rewound: boolean } {
  if (acceptedSec >= sentSec - tolerance || acceptedSec >= s.maxWatched) return { state: s, rewound: false };
  return { state: { maxWatched: acceptedSec, pending: 0, last: Math.min(s.last, acceptedSec) }, rewound: true };
}
