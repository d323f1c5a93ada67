import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player';

afterEach(cleanup);

/** jsdom plays nothing: the test moves the element's clock and fires what a browser fires */
function videoOf(container: HTMLElement) {
  const v = container.querySelector('video')!;
  let now = 0;
  Object.defineProperty(v, 'currentTime', { configurable: true, get: () => now, set: (x: number) => { now = x; fireEvent.seeking(v); } });
  Object.defineProperty(v, 'duration', { configurable: true, get: () => 20 });
  const playTo = (to: number) => {
    while (now < to - 1e-9) {
      now = Number((now + 0.25).toFixed(2));
      fireEvent.timeUpdate(v);
    }
  };
  return { v, playTo, at: () => now };
}

describe('VideoPlayer follows the server (issue 25: the server counts a lesson no faster than its clock)', () => {
  it('goes back to the point the server accepted when it counted less, and counts that part again', async () => {
    const answers = [3, undefined];
    const onProgress = vi.fn(() => Promise.resolve(answers.shift()));
    const { container } = render(<VideoPlayer src="/lesson.webm" onProgress={onProgress} />);
    const { v, playTo, at } = videoOf(container);
    playTo(5.5);
    expect(onProgress).toHaveBeenCalledWith(5, 20);
    await act(async () => { await Promise.resolve(); });
    // the server accepted 3 of 5 s: the player is put back there and says why
    expect(at()).toBe(3);
    expect(screen.getByRole('status').textContent).toBe('시청 시간으로 인정되지 않은 구간부터 다시 재생합니다.');
    // a jump back to where it was is now a jump ahead of the accepted point: reverted
    v.currentTime = 5.5;
    expect(at()).toBe(3);
    // 5 s of playback from the accepted point is reported again (as 8 s)
    playTo(8);
    expect(onProgress).toHaveBeenLastCalledWith(8, 20);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('an answer at the point reported (or none) leaves playback alone', async () => {
    const onProgress = vi.fn((sec: number) => Promise.resolve(sec));
    const { container } = render(<VideoPlayer src="/lesson.webm" onProgress={onProgress} />);
    const { playTo, at } = videoOf(container);
    playTo(5.5);
    await act(async () => { await Promise.resolve(); });
    expect(at()).toBe(5.5);
    expect(screen.queryByRole('status')).toBeNull();
  });

  /** jsdom keeps no playback rate: a plain property stands for it */
  const rated = (v: HTMLVideoElement) => {
    let rate = 1;
    Object.defineProperty(v, 'playbackRate', { configurable: true, get: () => rate, set: (x: number) => { rate = x; } });
    return v;
  };
  it('keeps a lesson at normal speed; a course that allows seeking may play faster', () => {
    const { container, unmount } = render(<VideoPlayer src="/lesson.webm" />);
    const v = rated(container.querySelector('video')!);
    v.playbackRate = 2;
    fireEvent.rateChange(v);
    expect(v.playbackRate).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('교육 동영상은 빠르게 재생할 수 없습니다.');
    unmount();
    const free = rated(render(<VideoPlayer src="/lesson.webm" allowSeek />).container.querySelector('video')!);
    free.playbackRate = 2;
    fireEvent.rateChange(free);
    expect(free.playbackRate).toBe(2);
  });
});
