import { useRef } from 'react';
import { App, Button, Tooltip } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { usePageMeta, useWorker } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RSA_NS } from './rsa.i18n';

/**
 * An Excel upload of the risk-assessment masters (all or nothing): the writer's plant; every row error listed in a dialog.
 * `keys` are the rsa i18n keys of the button, the column hint and the success message (`{{inserted}}`, `{{updated}}`).
 */
export function RsaUpload({ url, resourceName, testId, keys }: {
  url: string; resourceName: string; testId: string; keys: { button: string; columns: string; uploaded: string };
}) {
  const { t } = useT(RSA_NS);
  const { message, modal } = App.useApp();
  const { editable } = usePageMeta();
  const plantCd = useWorker()?.plantCd ?? '';
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  if (!editable) return null;
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      const r = await http.post<{ insertedCnt: number; updatedCnt: number }>(`${url}?plantCd=${encodeURIComponent(plantCd)}`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true });
      void message.success(t(keys.uploaded, { inserted: r.insertedCnt, updated: r.updatedCnt }));
      await qc.invalidateQueries({ queryKey: ['resource', resourceName] });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((f) => f.message) : [data?.message ?? String(err)];
      modal.error({ title: t('uwUploadErrors'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    }
  };
  return (
    <>
      <Tooltip title={t(keys.columns)}><Button icon={<UploadOutlined />} onClick={() => fileRef.current?.click()}>{t(keys.button)}</Button></Tooltip>
      <input ref={fileRef} type="file" accept=".xlsx" data-testid={testId} style={{ display: 'none' }}
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
    </>
  );
}
