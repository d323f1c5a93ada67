import { useEffect, useRef, useState } from 'react';
import { Button, Carousel, Empty, Space } from 'antd';
import QRCode from 'qrcode';
import { clampQrWidth } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { guardSeek, IMAGE_AUTOPLAY_MS, IMAGE_MAX_HEIGHT, initialProgress, trackProgress, VIDEO_PROGRESS_INTERVAL_S } from '../rules';
import { UI_NS } from '../ui.i18n';

/** spec §2/§9 image viewer carousel: autoplay every 3000 ms, images at most 500 px high */
export function ImageViewer({ images, autoplay = true, maxHeight = IMAGE_MAX_HEIGHT }: { images: { src: string; alt?: string }[]; autoplay?: boolean; maxHeight?: number }) {
  const { t } = useT(UI_NS);
  if (images.length === 0) return <Empty description={t('noImage')} />;
  return (
    <Carousel autoplay={autoplay} autoplaySpeed={IMAGE_AUTOPLAY_MS} dots arrows style={{ background: '#1f1f1f' }}>
      {images.map((im, i) => (
        <div key={i}>
          <img src={im.src} alt={im.alt ?? ''} style={{ maxHeight, maxWidth: '100%', margin: '0 auto', display: 'block' }} />
        </div>
      ))}
    </Carousel>
  );
}

/** spec §2 signature pad: draw with mouse, pen or finger; save returns a PNG data URL */
export function SignaturePad({ width = 400, height = 180, onSave, disabled }: { width?: number; height?: number; onSave?: (dataUrl: string) => void; disabled?: boolean }) {
  const { t } = useT(UI_NS);
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);
  const pos = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) * width) / r.width, ((e.clientY - r.top) * height) / r.height] as const;
  };
  const clear = () => {
    const c = ref.current?.getContext('2d');
    if (!c) return;
    c.fillStyle = '#fff';
    c.fillRect(0, 0, width, height);
    setEmpty(true);
  };
  useEffect(clear, [width, height]);
  return (
    <div>
      <canvas
        ref={ref}
        width={width}
        height={height}
        aria-label="signature"
        data-testid="signature-pad"
        style={{ border: '1px solid #d9d9d9', borderRadius: 4, touchAction: 'none', width, maxWidth: '100%', cursor: disabled ? 'not-allowed' : 'crosshair' }}
        onPointerDown={(e) => {
          if (disabled) return;
          const c = ref.current!.getContext('2d')!;
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const [x, y] = pos(e);
          c.beginPath();
          c.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const c = ref.current!.getContext('2d')!;
          const [x, y] = pos(e);
          c.lineWidth = 2.5;
          c.lineCap = 'round';
          c.strokeStyle = '#111';
          c.lineTo(x, y);
          c.stroke();
          setEmpty(false);
        }}
        onPointerUp={() => (drawing.current = false)}
      />
      <Space style={{ marginTop: 6 }}>
        <Button size="small" onClick={clear} disabled={disabled}>{t('signatureClear')}</Button>
        <Button size="small" type="primary" disabled={disabled || empty} onClick={() => onSave?.(ref.current!.toDataURL('image/png'))}>{t('signatureSave')}</Button>
      </Space>
    </div>
  );
}

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

/** spec §2/§9 QR code: default width 150, capped at 475, error correction M */
export function QrCode({ text, width }: { text: string; width?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const w = clampQrWidth(width);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { width: w, errorCorrectionLevel: 'M', margin: 1 }).then((d) => live && setSrc(d), () => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, w]);
  return src ? <img src={src} width={w} height={w} alt={text} data-testid="qr-code" /> : null;
}
