import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Result, Typography } from 'antd';
import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { PUBLIC_UPLOAD_API } from '@jikim/shared/src/attachments/public-upload';
import { SAF_NEARMISS_PUBLIC_API, SAF_NEARMISS_PUBLIC_LIMITS as LIM, SAF_NEARMISS_PUBLIC_PHOTOS as PHOTOS } from '@jikim/shared/src/safety/accidents/nearmiss.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_NEARMISS_NS } from './nearmiss.i18n';

type Photo = { file: File; url: string };
const extOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * public /qr?nearMiss=<plantCd>&area=<areaCd> (spec §2): the phone form a plant area's QR code opens — no login, no
 * name; the answer says only that the report was received. Up to 3 camera photos are sent after the report with the
 * one-shot grant its answer carries (images only, 10 MB each; checked here first, enforced by the server).
 */
export default function NearMissQrPage() {
  const { t } = useT(SAF_NEARMISS_NS);
  const [params] = useSearchParams();
  const plantCd = (params.get('nearMiss') ?? '').slice(0, 10);
  const areaCd = (params.get('area') ?? '').slice(0, LIM.areaCd);
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');
  const [state, setState] = useState<'edit' | 'sending' | 'done'>('edit');
  const [error, setError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [failedPhotos, setFailedPhotos] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  useEffect(() => {
    urls.current = photos.map((p) => p.url);
  }, [photos]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const addPhotos = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const ok = picked.filter((f) => (PHOTOS.exts as readonly string[]).includes(extOf(f.name)) && f.size > 0 && f.size <= PHOTOS.maxMb * 1_000_000);
    const room = PHOTOS.maxFiles - photos.length;
    setError(ok.length < picked.length ? t('photoBad', { mb: PHOTOS.maxMb }) : ok.length > room ? t('photoMax', { n: PHOTOS.maxFiles }) : null);
    setPhotos((prev) => [...prev, ...ok.slice(0, Math.max(0, room)).map((file) => ({ file, url: URL.createObjectURL(file) }))]);
    if (fileInput.current) fileInput.current.value = '';
  };
  const removePhoto = (i: number) => setPhotos((prev) => {
    URL.revokeObjectURL(prev[i]!.url);
    return prev.filter((_, j) => j !== i);
  });
  /** the photos after the report, with its grant; the report stands even when a photo is refused */
  const sendPhotos = async (grant: string) => {
    let failed = 0;
    for (const p of photos) {
      const form = new FormData();
      form.append('grant', grant);
      form.append('file', p.file, p.file.name);
      try {
        await http.post(PUBLIC_UPLOAD_API, form, { silent: true, skipErrorHandler: true, timeout: 120_000 });
      } catch {
        failed += 1;
      }
    }
    return failed;
  };

  const send = async () => {
    if (!title.trim() || !contents.trim()) return setError(t('required'));
    setState('sending');
    setError(null);
    try {
      const res = await http.post<{ photoGrant: string }>(SAF_NEARMISS_PUBLIC_API, { plantCd, areaCd: areaCd || null, title: title.trim(), contents: contents.trim() }, { silent: true, skipErrorHandler: true });
      setFailedPhotos(photos.length > 0 ? await sendPhotos(res.photoGrant) : 0);
      setState('done');
    } catch (e) {
      const status = (e as { response?: { status?: number } }).response?.status;
      setError(status === 429 ? t('tooMany') : t('failed'));
      setState('edit');
    }
  };

  let body;
  if (!plantCd) body = <Result status="info" title={t('noPlant')} />;
  else if (state === 'done') {
    body = (
      <Result status="success" title={t('done')} data-testid="nearmiss-done"
        subTitle={photos.length > 0 && (failedPhotos > 0 ? <Alert type="warning" showIcon message={t('photoFailed', { n: failedPhotos })} /> : t('photoSent', { n: photos.length }))}
        extra={<Button size="large" onClick={() => { setTitle(''); setContents(''); photos.forEach((p) => URL.revokeObjectURL(p.url)); setPhotos([]); setState('edit'); }}>{t('again')}</Button>} />
    );
  } else {
    body = (
      <form onSubmit={(e) => { e.preventDefault(); void send(); }} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        {areaCd && <Typography.Text><b>{t('area')}</b> {areaCd}</Typography.Text>}
        <label>
          <Typography.Text strong>{t('what')}</Typography.Text>
          <Input size="large" name="title" value={title} maxLength={LIM.title} placeholder={t('whatPh')} onChange={(e) => { setTitle(e.target.value); setError(null); }} />
        </label>
        <label>
          <Typography.Text strong>{t('contents')}</Typography.Text>
          <Input.TextArea name="contents" value={contents} maxLength={LIM.contents} showCount rows={6} placeholder={t('contentsPh')} onChange={(e) => { setContents(e.target.value); setError(null); }} />
        </label>
        <div>
          <Typography.Text strong>{t('photos', { n: PHOTOS.maxFiles })}</Typography.Text>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 4 }} data-testid="nearmiss-photos">
            {photos.map((p, i) => (
              <div key={p.url} style={{ position: 'relative', width: 96, height: 96 }}>
                <img src={p.url} alt={t('photoAlt', { n: i + 1 })} style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 6, border: '1px solid #d9d9d9' }} />
                <Button size="small" shape="circle" icon={<CloseOutlined />} aria-label={t('photoRemove', { n: i + 1 })} onClick={() => removePhoto(i)}
                  style={{ position: 'absolute', top: 2, right: 2 }} />
              </div>
            ))}
            {photos.length < PHOTOS.maxFiles && (
              <Button icon={<CameraOutlined />} style={{ width: 96, height: 96 }} onClick={() => fileInput.current?.click()}>{t('photoAdd')}</Button>
            )}
          </div>
          <input ref={fileInput} type="file" accept={PHOTOS.exts.map((e) => `.${e}`).join(',')} capture="environment" multiple hidden
            aria-label={t('photoAdd')} data-testid="nearmiss-photo-input" onChange={(e) => addPhotos(e.target.files)} />
        </div>
        {error && <Alert type="error" message={error} showIcon />}
        <Button type="primary" size="large" htmlType="submit" block loading={state === 'sending'}>{t('submit')}</Button>
        <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>
      </form>
    );
  }
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>{t('title')}</Typography.Title>
      {body}
    </main>
  );
}
