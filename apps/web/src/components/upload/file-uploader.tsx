import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Alert, Button, Progress, Space, Spin, Typography, Upload } from 'antd';
import { CameraOutlined, CloudUploadOutlined, DeleteOutlined, FileZipOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { formatFileSize, type TAttachGroup } from '@jikim/shared';
import { acceptAttr, admitBatch, effectiveLimits } from './upload-rules';
import { UploadedList } from './uploaded-list';
import { useAttachments } from './use-attachments';
import './upload.i18n';

export type UploaderHandle = {
  /** files picked but not uploaded yet (autoUpload = false) */
  hasPending(): boolean;
  /** upload the pending files; true when all went through */
  uploadPending(): Promise<boolean>;
};

export type FileUploaderProps = {
  /**
   * spec §3 attachment group. attachFileId is the owning record's key; for a record not saved yet pass a temporary
   * group id (useTempAttachFileId) and send it with the record's create (`?attachTempId=`), which claims the files.
   * Files of an existing record are kept as soon as they are uploaded (no save step); null disables the widget.
   */
  taskClassNm: string;
  attachFileId: string | null;
  taskFlag?: string;
  label?: string;
  /** spec §6: delete and edit only when editable and not download-only */
  editable?: boolean;
  onlyDownload?: boolean;
  disabled?: boolean;
  /** a screen may narrow the setting (manualSetting), never widen it */
  manualSetting?: { acceptExt?: string; limitCnt?: number; limitSize?: number };
  /** upload at once after selection (default); false keeps files pending for a panel's submit */
  autoUpload?: boolean;
  /**
   * a phone's camera (the input's `capture`): one large '사진 촬영' button instead of the drop zone, accepting images
   * (the setting's extensions and limits are still checked before upload and by the server)
   */
  capture?: 'environment' | 'user';
  /** picture cards instead of a list; defaults to the setting's previewYn */
  listType?: 'text' | 'picture';
  onChange?(count: number): void;
  ref?: Ref<UploaderHandle>;
};

/**
 * The uploader (spec §2, §4, §5): setting by task class, drag and drop, multiple selection, limit checks before
 * upload (the server checks again), picture list with preview and captions, zip download, delete with confirmation.
 */
export function FileUploader({
  taskClassNm, attachFileId, taskFlag, label, editable = true, onlyDownload = false, disabled = false, manualSetting, autoUpload = true, listType, capture, onChange, ref,
}: FileUploaderProps) {
  const group: TAttachGroup | null = attachFileId ? { taskClassNm, attachFileId, ...(taskFlag ? { taskFlag } : {}) } : null;
  const { setting, files, actions, warn, t } = useAttachments(group, taskClassNm);
  const [pending, setPending] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const batch = useRef<File[] | null>(null);
  const s = setting.data;
  const limits = useMemo(() => effectiveLimits(s ?? null, manualSetting), [s, manualSetting]);
  const uploaded = files.data ?? [];
  const canEdit = editable && !onlyDownload && !disabled;

  const run = async (list: File[]) => {
    setBusy(true);
    try {
      const ok = await actions.uploadAll(list, (name, pct) => setProgress((p) => ({ ...p, [name]: pct })));
      if (ok) setPending([]);
      onChange?.((await files.refetch()).data?.length ?? 0);
      return ok;
    } finally {
      setBusy(false);
      setProgress({});
    }
  };

  useImperativeHandle(ref, () => ({
    hasPending: () => pending.length > 0,
    uploadPending: () => (pending.length ? run(pending) : Promise.resolve(true)),
  }));

  if (setting.isLoading) return <Spin size="small" />;
  if (s && s.useYn === 'N') return <Alert type="info" showIcon title={t('notUsed')} />;

  const pick = (list: File[]) => {
    const { accepted, error } = admitBatch(list, { pending: pending.length, uploaded: uploaded.length }, limits);
    if (error) return warn(error);
    if (autoUpload) void run(accepted);
    else setPending((p) => [...p, ...accepted]);
  };
  // antd calls beforeUpload once per file with the whole selection: act once per selection
  const beforeUpload = (file: File, list: File[]) => {
    if (batch.current !== list) {
      batch.current = list;
      queueMicrotask(() => pick(list));
    }
    void file;
    return false;
  };
  const picture = (listType ?? (s?.previewYn === 'Y' ? 'picture' : 'text')) === 'picture';
  const uploadProps = {
    multiple: s?.multipleSelYn === 'Y' && limits.limitCnt > 1,
    accept: capture ? 'image/*' : acceptAttr(limits.acceptExt),
    ...(capture ? { capture } : {}),
    beforeUpload,
    showUploadList: false,
    fileList: [],
    disabled: busy || !group,
  };

  return (
    <div data-testid={`uploader-${taskClassNm}`}>
      {label && <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>{label}</Typography.Text>}
      {canEdit && (capture ? (
        <Upload {...uploadProps} className="jk-upload-camera" style={{ display: 'block' }}>
          <Button block size="large" type="primary" ghost icon={<CameraOutlined />} loading={busy} style={{ minHeight: 48 }} data-testid={`camera-${taskClassNm}`}>{t('takePhoto')}</Button>
        </Upload>
      ) : s?.dragDropYn === 'Y' ? (
        <Upload.Dragger {...uploadProps} style={{ padding: 4 }}>
          <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}><InboxOutlined /></p>
          <p className="ant-upload-text" style={{ fontSize: 13 }}>{t('dropHere')}</p>
          <p className="ant-upload-hint" style={{ fontSize: 12 }}>{t('limits', { ext: limits.acceptExt.join(', '), cnt: limits.limitCnt, size: limits.limitSize })}</p>
        </Upload.Dragger>
      ) : (
        <Space>
          <Upload {...uploadProps}><Button icon={<UploadOutlined />}>{t('choose')}</Button></Upload>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('limits', { ext: limits.acceptExt.join(', '), cnt: limits.limitCnt, size: limits.limitSize })}</Typography.Text>
        </Space>
      ))}
      {pending.length > 0 && (
        <div style={{ margin: '6px 0' }} data-testid="pending-list">
          {pending.map((f, i) => (
            <div key={`${f.name}-${i}`} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Typography.Text type="warning">{t('pending')}</Typography.Text>
              <Typography.Text ellipsis style={{ flex: 1 }}>{f.name}</Typography.Text>
              <Typography.Text type="secondary">{formatFileSize(f.size)}</Typography.Text>
              <Button size="small" type="text" onClick={() => setPending((p) => p.filter((_, j) => j !== i))}>{t('remove')}</Button>
            </div>
          ))}
          {!autoUpload && <Button size="small" icon={<CloudUploadOutlined />} loading={busy} onClick={() => run(pending)}>{t('upload')}</Button>}
        </div>
      )}
      {Object.entries(progress).map(([name, pct]) => <Progress key={name} percent={pct} size="small" format={() => name} />)}
      <Space style={{ margin: '6px 0', display: uploaded.length ? 'flex' : 'none' }}>
        <Button size="small" icon={<FileZipOutlined />} onClick={() => actions.zip()}>{t('zip')}</Button>
        {canEdit && <Button size="small" danger icon={<DeleteOutlined />} onClick={async () => { if (await actions.removeAll()) onChange?.(0); }}>{t('deleteAll')}</Button>}
      </Space>
      <UploadedList
        files={uploaded}
        canEdit={canEdit}
        preview={s?.previewYn === 'Y'}
        pictureExplain={s?.pictureExplainYn === 'Y'}
        picture={picture}
        onDownload={(f) => actions.download(f)}
        onDelete={async (f) => { if (await actions.remove(f, taskFlag)) onChange?.(uploaded.length - 1); }}
        onCaption={(f, text) => actions.caption(f, text)}
      />
    </div>
  );
}
