import { useRef, useState } from 'react';
import { Alert, Empty, Progress, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { VideoPlayer } from '../media/video-player';
import { useT } from '@/lib/i18n';
import type { TLessonApi, TVideoState } from './lesson-api';
import { LESSON_NS } from './lesson.i18n';

/**
 * A lesson video (spec §4): seeking beyond the furthest point watched is reverted, every 5 s of new playback the point is
 * saved on the server (which lets it grow only as fast as the clock: a point it cut back is played again from there),
 * playback resumes there, and ≥ 95 % of the server's lesson length completes it.
 */
export function VideoView({ courseNm, api, onComplete }: {
  courseNm: string;
  /** the routes behind it (내 교육's or the entrant session's) */
  api: TLessonApi;
  /** called once the server reports the video complete */
  onComplete?: () => void;
}) {
  const { t } = useT(LESSON_NS);
  const state = useQuery({ queryKey: [...api.key, 'state'], queryFn: api.video });
  const src = useQuery({ queryKey: [...api.key, 'url'], staleTime: 3 * 3600_000, queryFn: api.videoUrl });
  const [saved, setSaved] = useState<TVideoState | null>(null);
  const duration = useRef(0);
  /** saves the furthest point; answers the point the server accepted while the lesson is not complete (the player follows it) */
  const save = async (sec: number, dur: number): Promise<number | undefined> => {
    if (!Number.isFinite(dur) || dur <= 0) return undefined;
    duration.current = dur;
    const r = await api.saveVideo(sec, dur);
    setSaved(r);
    if (r.completeYn === 'Y') {
      onComplete?.();
      return undefined;
    }
    return r.maxSec;
  };
  if (state.isLoading || src.isLoading) return <Spin />;
  const v = saved ?? state.data;
  const pct = v?.durationSec ? Math.min(100, Math.floor((v.maxSec * 100) / v.durationSec)) : 0;
  return (
    <div data-testid="edu-video">
      <Typography.Title level={5} style={{ wordBreak: 'keep-all' }}>{courseNm}</Typography.Title>
      {src.data?.url ? (
        <VideoPlayer src={src.data.url} resumeAt={state.data?.maxSec ?? 0} interval={state.data?.progressSec ?? 5}
          onProgress={(sec, dur) => save(sec, dur)} onEnd={() => save(duration.current, duration.current)} />
      ) : <Empty description={t('video.noFile')} />}
      <Progress percent={pct} status={v?.completeYn === 'Y' ? 'success' : 'active'} format={() => t('video.progress', { pct })} data-testid="edu-video-progress" />
      {v?.completeYn === 'Y'
        ? <Alert type="success" showIcon message={t('video.done')} data-testid="edu-video-done" />
        : <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>{t('video.hint')}</Typography.Paragraph>}
    </div>
  );
}
