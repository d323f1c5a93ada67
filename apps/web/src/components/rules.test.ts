import { describe, expect, it } from 'vitest';
import { followAccepted, guardSeek, initialProgress, trackProgress, type ProgressState } from './rules';

describe('video seeking guard (spec §4)', () => {
  it('reverts a jump beyond the furthest watched point when seeking is not allowed', () => {
    expect(guardSeek(30, 10, false)).toEqual({ time: 10, reverted: true });
    expect(guardSeek(8, 10, false)).toEqual({ time: 8, reverted: false });
    expect(guardSeek(30, 10, true)).toEqual({ time: 30, reverted: false });
  });
});

describe('video progress every N seconds of new playback only', () => {
  const play = (s: ProgressState, from: number, to: number, step = 0.25) => {
    let fired = 0;
    for (let t = from + step; t <= to + 1e-9; t += step) {
      const r = trackProgress(s, Number(t.toFixed(3)));
      s = r.state;
      fired += r.fire;
    }
    return { s, fired };
  };
  it('fires once per 5 s of new playback (default interval)', () => {
    const { fired, s } = play(initialProgress(), 0, 12);
    expect(fired).toBe(2);
    expect(s.maxWatched).toBeCloseTo(12);
  });
  it('re-watching an earlier part does not fire again', () => {
    let { s } = play(initialProgress(), 0, 10);
    s = trackProgress(s, 0).state; // seek back to start
    const again = play(s, 0, 10);
    expect(again.fired).toBe(0);
    const more = play(again.s, 10, 15);
    expect(more.fired).toBe(1);
  });
  it('a seek forward (large jump) adds no watched time', () => {
    const s = trackProgress(initialProgress(), 60).state;
    expect(s.maxWatched).toBe(0);
  });
  it('resuming at a saved point: seeking up to it is allowed, beyond it reverted; new playback after it fires', () => {
    const s = initialProgress(120);
    expect(guardSeek(100, s.maxWatched, false)).toEqual({ time: 100, reverted: false });
    expect(guardSeek(200, s.maxWatched, false)).toEqual({ time: 120, reverted: true });
    const { fired, s: after } = play(s, 120, 126);
    expect(fired).toBe(1);
    expect(after.maxWatched).toBeCloseTo(126);
  });
});

describe('the player follows the point the server accepted (issue 25)', () => {
  it('counts from the accepted point again when the server counted less than reported', () => {
    const s: ProgressState = { maxWatched: 10.2, pending: 0.2, last: 10.2 };
    const r = followAccepted(s, 10, 4);
    expect(r.rewound).toBe(true);
    expect(r.state).toEqual({ maxWatched: 4, pending: 0, last: 4 });
    // seeking beyond the accepted point is reverted, and playing it again counts (one report after 5 s more)
    expect(guardSeek(9, r.state.maxWatched, false)).toEqual({ time: 4, reverted: true });
    let st = r.state;
    let fired = 0;
    for (let t = 4.25; t <= 9.001; t += 0.25) {
      const x = trackProgress(st, Number(t.toFixed(2)));
      st = x.state;
      fired += x.fire;
    }
    expect(fired).toBe(1);
  });
  it('a shortfall of the whole seconds sent, or an answer at or past the count, changes nothing', () => {
    const s: ProgressState = { maxWatched: 5.6, pending: 0.6, last: 5.6 };
    expect(followAccepted(s, 5, 5)).toEqual({ state: s, rewound: false });
    expect(followAccepted(s, 5, 4.2)).toEqual({ state: s, rewound: false });
    expect(followAccepted(s, 8, 6)).toEqual({ state: s, rewound: false });
  });
});
