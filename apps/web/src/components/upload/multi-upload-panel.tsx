import { createRef, useMemo, useState, type RefObject } from 'react';
import { Button, Space } from 'antd';
import { FileUploader, type FileUploaderProps, type UploaderHandle } from './file-uploader';
import { useT } from '@/lib/i18n';
import { UPLOAD_NS } from './upload.i18n';

export type MultiUploadPanelProps = {
  /** one uploader per group (spec §2 multi-file-upload panel) */
  groups: Omit<FileUploaderProps, 'autoUpload' | 'ref'>[];
  /** called after a submit that uploaded nothing, or after all pending groups uploaded */
  onClose(): void;
};

/** spec §4: on submit, groups with pending files are uploaded; if none has any, the panel closes */
export function MultiUploadPanel({ groups, onClose }: MultiUploadPanelProps) {
  const { t } = useT(UPLOAD_NS);
  const refs = useMemo<RefObject<UploaderHandle | null>[]>(() => groups.map(() => createRef<UploaderHandle>()), [groups]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const withPending = refs.map((r) => r.current).filter((h): h is UploaderHandle => Boolean(h?.hasPending()));
    if (withPending.length === 0) return onClose();
    setBusy(true);
    try {
      let allOk = true;
      for (const h of withPending) allOk = (await h.uploadPending()) && allOk;
      if (allOk) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="multi-upload-panel">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {groups.map((g, i) => <FileUploader key={`${g.taskClassNm}-${g.attachFileId}`} {...g} autoUpload={false} ref={refs[i]} />)}
      </Space>
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button type="primary" loading={busy} onClick={submit}>{t('upload')}</Button>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </Space>
    </div>
  );
}
