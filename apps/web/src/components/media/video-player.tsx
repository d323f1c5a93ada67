import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { followAccepted, guardSeek, initialProgress, trackProgress, VIDEO_PROGRESS_INTERVAL_S } from '../rules';
import { UI_NS } from '../ui.i18n';

/** what a report may answer: the point (seconds) the server accepted when it counted less, or nothing */
type TAccepted = void | undefined | number | Promise<number | undefined | void>;

/**
 * spec §4 video player: when seeking is not allowed a jump beyond the furthest watched point is reverted and playback
 * stays at normal speed; onProgress fires every `interval` seconds (default 5) of new playback only; onStart / onEnd
 * callbacks. A report (onProgress, onEnd) may answer the point the server accepted: when that is less than reported
 * (the server counts a lesson no faster than its clock), the player counts from there again.
 */
export function VideoPlayer({ src, allowSeek = false, interval = VIDEO_PROGRESS_INTERVAL_S, onProgress, onStart, onEnd, width = '100%', resumeAt = 0 }: {
  src: string; allowSeek?: boolean; interval?: number;
  onProgress?: (watchedSeconds: number, durationSeconds: number) => TAccepted; onStart?: () => void; onEnd?: () => TAccepted;
  width?: number | string;
  /** the furthest point watched before (e.g. saved on the server): playback resumes there and seeking up to it is allowed */
  resumeAt?: number;
}) {
  const { t } = useT(UI_NS);
  const video = useRef<HTMLVideoElement>(null);
  const state = useRef(initialProgress(resumeAt));
  const started = useRef(false);
  const [notice, setNotice] = useState<'seekBlocked' | 'speedBlocked' | 'notCounted' | null>(null);
  /** the server's answer to a report of `sent` seconds: a shortfall sends the player back to the accepted point */
  const follow = (sent: number, answer: TAccepted) => {
    void Promise.resolve(answer).then((accepted) => {
      const v = video.current;
      if (allowSeek || typeof accepted !== 'number' || !v) return;
      const r = followAccepted(state.current, sent, accepted);
      if (!r.rewound) return;
      state.current = r.state;
      if (v.currentTime > accepted) v.currentTime = accepted;
      setNotice('notCounted');
    }, () => undefined);
  };
  return (
    <div>
      <video
        ref={video}
        src={src}
        controls
        preload="metadata"
        style={{ width, maxHeight: 500, background: '#000' }}
        onPlay={() => {
          if (!started.current) {
            started.current = true;
            onStart?.();
          }
        }}
        onTimeUpdate={(e) => {
          const r = trackProgress(state.current, e.currentTarget.currentTime, interval);
          state.current = r.state;
          for (let i = 0; i < r.fire; i += 1) {
            const sent = Math.floor(r.state.maxWatched);
            follow(sent, onProgress?.(sent, e.currentTarget.duration));
          }
        }}
        onLoadedMetadata={(e) => {
          if (resumeAt > 0 && e.currentTarget.currentTime < resumeAt) e.currentTarget.currentTime = Math.min(resumeAt, e.currentTarget.duration || resumeAt);
        }}
        onSeeking={(e) => {
          const v = e.currentTarget;
          const g = guardSeek(v.currentTime, state.current.maxWatched, allowSeek);
          if (g.reverted) {
            v.currentTime = g.time;
            setNotice('seekBlocked');
          }
          state.current = { ...state.current, last: g.time };
        }}
        onRateChange={(e) => {
          // a faster playback would run ahead of the server's clock, which counts the lesson at normal speed
          if (!allowSeek && e.currentTarget.playbackRate > 1) {
            e.currentTarget.playbackRate = 1;
            setNotice('speedBlocked');
          }
        }}
        onEnded={() => follow(Math.floor(state.current.maxWatched), onEnd?.())}
      />
      {notice && !allowSeek && <div style={{ color: '#d4380d', fontSize: 12 }} role="status">{t(notice)}</div>}
    </div>
  );
}
