import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { guardSeek, initialProgress, trackProgress, VIDEO_PROGRESS_INTERVAL_S } from '../rules';
import { UI_NS } from '../ui.i18n';

/**
 * spec §4 video player: when seeking is not allowed a jump beyond the furthest watched point is reverted;
 * onProgress fires every `interval` seconds (default 5) of new playback only; onStart / onEnd callbacks.
 */
export function VideoPlayer({ src, allowSeek = false, interval = VIDEO_PROGRESS_INTERVAL_S, onProgress, onStart, onEnd, width = '100%', resumeAt = 0 }: {
  src: string; allowSeek?: boolean; interval?: number; onProgress?: (watchedSeconds: number, durationSeconds: number) => void; onStart?: () => void; onEnd?: () => void;
  width?: number | string;
  /** the furthest point watched before (e.g. saved on the server): playback resumes there and seeking up to it is allowed */
  resumeAt?: number;
}) {
  const { t } = useT(UI_NS);
  const state = useRef(initialProgress(resumeAt));
  const started = useRef(false);
  const [blocked, setBlocked] = useState(false);
  return (
    <div>
      <video
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
          for (let i = 0; i < r.fire; i += 1) onProgress?.(Math.floor(r.state.maxWatched), e.currentTarget.duration);
        }}
        onLoadedMetadata={(e) => {
          if (resumeAt > 0 && e.currentTarget.currentTime < resumeAt) e.currentTarget.currentTime = Math.min(resumeAt, e.currentTarget.duration || resumeAt);
        }}
        onSeeking={(e) => {
          const v = e.currentTarget;
          const g = guardSeek(v.currentTime, state.current.maxWatched, allowSeek);
          if (g.reverted) {
            v.currentTime = g.time;
            setBlocked(true);
          }
          state.current = { ...state.current, last: g.time };
        }}
        onEnded={() => onEnd?.()}
      />
      {blocked && !allowSeek && <div style={{ color: '#d4380d', fontSize: 12 }}>{t('seekBlocked')}</div>}
    </div>
  );
}
