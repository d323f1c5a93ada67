import { useState } from 'react';
import { Alert, Button, Input, Result, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { SAF_NEARMISS_PUBLIC_API, SAF_NEARMISS_PUBLIC_LIMITS as LIM } from '@jikim/shared/src/safety/accidents/nearmiss.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_NEARMISS_NS } from './nearmiss.i18n';

/**
 * public /qr?nearMiss=<plantCd>&area=<areaCd> (spec §2): the phone form a plant area's QR code opens — no login, no
 * name; the answer says only that the report was received.
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

  const send = async () => {
    if (!title.trim() || !contents.trim()) return setError(t('required'));
    setState('sending');
    setError(null);
    try {
      await http.post(SAF_NEARMISS_PUBLIC_API, { plantCd, areaCd: areaCd || null, title: title.trim(), contents: contents.trim() }, { silent: true, skipErrorHandler: true });
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
        extra={<Button size="large" onClick={() => { setTitle(''); setContents(''); setState('edit'); }}>{t('again')}</Button>} />
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
