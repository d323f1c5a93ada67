import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { ImageViewer } from '@/components/media/image-viewer';
import { QrCode } from '@/components/media/qr-code';
import { SignaturePad } from '@/components/media/signature-pad';
import { VideoPlayer } from '@/components/media/video-player';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';

/** sample pictures drawn as SVG, so the catalogue needs no image files */
const slide = (bg: string, text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="${bg}"/><text x="400" y="210" font-size="40" fill="#fff" text-anchor="middle" font-family="Noto Sans KR, sans-serif">${text}</text></svg>`)}`;
const IMAGES = [{ src: slide('#1d4ed8', '보일러동 순찰 사진 1'), alt: '1' }, { src: slide('#047857', '저탄장 살수 설비 2'), alt: '2' }, { src: slide('#b45309', 'LNG 하역 부두 3'), alt: '3' }];

/** an 8-second demo clip recorded from a canvas (the catalogue ships no video file) */
async function recordDemoVideo(): Promise<string> {
  const c = document.createElement('canvas');
  c.width = 320;
  c.height = 180;
  const g = c.getContext('2d')!;
  const rec = new MediaRecorder(c.captureStream(15), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise<void>((r) => (rec.onstop = () => r()));
  rec.start();
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const s = (performance.now() - t0) / 1000;
      g.fillStyle = '#0f172a';
      g.fillRect(0, 0, 320, 180);
      g.fillStyle = '#facc15';
      g.font = '28px sans-serif';
      g.fillText(`안전교육 ${s.toFixed(1)}s`, 60, 100);
      if (s < 8) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  rec.stop();
  await stopped;
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
}

export function MediaSection() {
  const { t } = useT(CATALOG_NS);
  const [sig, setSig] = useState<string | null>(null);
  const [video, setVideo] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [qrText, setQrText] = useState('https://jikim.example/qr?wkodNo=WO-2026-001');
  const [qrWidth, setQrWidth] = useState<number | null>(150);
  const add = (s: string) => setLog((l) => [...l.slice(-5), s]);
  return (
    <Row gutter={12}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('images')} style={{ marginBottom: 12 }}><ImageViewer images={IMAGES} /></Card>
        <Card size="small" title={t('signature')} style={{ marginBottom: 12 }}>
          <SignaturePad onSave={(d) => setSig(d)} />
          {sig && <Typography.Text data-testid="signature-result">{t('signed', { n: sig.length })}</Typography.Text>}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('video')} style={{ marginBottom: 12 }}>
          {video
            ? <VideoPlayer src={video} interval={2} onStart={() => add(t('started'))} onEnd={() => add(t('ended'))} onProgress={(n) => add(t('progress', { n }))} />
            : <Button onClick={() => void recordDemoVideo().then(setVideo)}>{t('makeVideo')}</Button>}
          <div data-testid="video-log">{log.map((l, i) => <div key={i}>{l}</div>)}</div>
        </Card>
        <Card size="small" title={t('qr')}>
          <Form layout="vertical" component="div">
            <Form.Item label={t('qrText')}><Input value={qrText} onChange={(e) => setQrText(e.target.value)} /></Form.Item>
            <Form.Item label={t('qrWidth')}><InputNumber aria-label={t('qrWidth')} value={qrWidth} onChange={(v) => setQrWidth(v)} /></Form.Item>
          </Form>
          <QrCode text={qrText} width={qrWidth ?? undefined} />
        </Card>
      </Col>
    </Row>
  );
}
