import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n';
import { openDownload, uploadApi } from '../upload/upload-api';
import { attachKeys } from '../upload/use-attachments';
import { CHILD_GRID_NS } from './child-grid.i18n';
import { MutedText } from '@/components/form/muted-text';

/** a file cell's name as a download link (a signed URL the browser saves under the file's own name) */
export function FileLink({ fileNo, name, aria }: { fileNo: unknown; name: unknown; aria: string }) {
  if (typeof fileNo !== 'number') return <span />;
  const text = typeof name === 'string' && name ? name : null;
  // a file that is gone (or not answered) has no name: nothing to download, and never its number
  if (!text) return <span />;
  return (
    <Button type="link" size="small" icon={<PaperClipOutlined />} aria-label={`${aria} ${text}`} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      onClick={() => void uploadApi.downUrl(fileNo).then((r) => openDownload(r.url))}>
      {text}
    </Button>
  );
}

/**
 * A child cell of type `file` (a drawing revision's file): one file uploaded into the record's attachment group `group`
 * (only for a saved record: a new one has no group yet), kept in the row as its number and shown by its name. The
 * server checks that the file is of this record's group and keeps a named file from being deleted.
 */
export function FileCell({ group, recordKey, value, name, onPick, aria, readonly }: {
  group: string; recordKey: string | null; value: unknown; name: unknown; onPick: (fileNo: number | null, name: string | null) => void; aria: string; readonly: boolean;
}) {
  const { t } = useT(CHILD_GRID_NS);
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const link = <FileLink fileNo={value} name={name} aria={aria} />;
  if (readonly) return link;
  if (recordKey === null) return <MutedText>{t('fileAfterSave')}</MutedText>;
  const g = { taskClassNm: group, attachFileId: recordKey };
  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const up = await uploadApi.upload(g, file);
      onPick(up.fileNo, up.fileOrgNm);
      // the record's file list (its uploader below the form) shows the new file too
      void qc.invalidateQueries({ queryKey: attachKeys.list(g) });
    } catch {
      // the http layer has told the person why (size, extension, rights)
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Space size={4} wrap>
      {link}
      <input ref={input} type="file" hidden aria-label={`${aria} ${t('uploadFile')}`} data-testid={`${aria}-file`} onChange={(e) => void pickFile(e.target.files?.[0])} />
      <Button size="small" icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {typeof value === 'number' ? t('replaceFile') : t('uploadFile')}
      </Button>
    </Space>
  );
}
