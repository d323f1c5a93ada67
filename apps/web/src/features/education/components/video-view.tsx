import { useRef, useState } from 'react';
import { Alert, Empty, Progress, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VideoPlayer } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys, type TVideoState } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

/**
 * A lesson video (spec §4): seeking beyond the furthest point watched is reverted, every 5 s of new playback the point is
 * saved on the server (which lets it grow only as fast as the clock), playback resumes there, and ≥ 95 % completes it.
 */
export function VideoView({ courseNo, courseNm }: { courseNo: number; courseNm: string }) {
  const { t } = useT(EDU_NS);
  const qc = useQueryClient();
  const state = useQuery({ queryKey: eduKeys.video(courseNo), queryFn: () => eduApi.video(courseNo) });
  const src = useQuery({ queryKey: ['edu', 'videoUrl', courseNo], staleTime: 3 * 3600_000, queryFn: () => http.get<{ url: string | null }>(`/api/saf/edu/my/courses/${courseNo}/video/url`) });
  const [saved, setSaved] = useState<TVideoState | null>(null);
  const duration = useRef(0);
  const save = (sec: number, dur: number) => {
    if (!Number.isFinite(dur) || dur <= 0) return;
    duration.current = dur;
    void eduApi.saveVideo(courseNo, sec, dur).then((r) => {
      setSaved(r);
      if (r.completeYn === 'Y') void qc.invalidateQueries({ queryKey: eduKeys.my });
    });
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
