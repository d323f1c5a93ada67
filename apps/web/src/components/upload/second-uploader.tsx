import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Alert, Button, Space, Spin, Typography, Upload } from 'antd';
import { CloudUploadOutlined, FileZipOutlined, InboxOutlined } from '@ant-design/icons';
import { formatFileSize, parseAcceptExt, type TAttachGroup } from '@jikim/shared';
import type { UploaderHandle } from './file-uploader';
import { SECOND_DEFAULT_LIMITS, acceptAttr, admitSecond, type TEffectiveLimits } from './upload-rules';
import { UploadedList } from './uploaded-list';
import { useAttachments } from './use-attachments';
import './upload.i18n';

export type SecondUploaderProps = {
  taskClassNm: string;
  attachFileId: string | null;
  taskFlag?: string;
  label?: string;
  editable?: boolean;
  onlyDownload?: boolean;
  /** defaults 10 files / 200 MB in total (spec §9); the extensions come from the task class setting */
  limitCnt?: number;
  limitSize?: number;
  ref?: Ref<UploaderHandle>;
};

/**
 * The second uploader variant (spec §5): files are collected first; the total size of all of them is limited,
 * same-name-and-size duplicates are dropped with the spec message, then everything is uploaded at once.
 * Drag, multiple, preview, description and zip are on.
 */
export function SecondUploader({ taskClassNm, attachFileId, taskFlag, label, editable = true, onlyDownload = false, limitCnt, limitSize, ref }: SecondUploaderProps) {
  const group: TAttachGroup | null = attachFileId ? { taskClassNm, attachFileId, ...(taskFlag ? { taskFlag } : {}) } : null;
  const { setting, files, actions, warn, t } = useAttachments(group, taskClassNm);
  const [pending, setPending] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const batch = useRef<File[] | null>(null);
  const s = setting.data;
  const uploaded = files.data ?? [];
  const limits: TEffectiveLimits = useMemo(() => ({
    acceptExt: s ? parseAcceptExt(s.acceptExt) : SECOND_DEFAULT_LIMITS.acceptExt,
    limitCnt: limitCnt ?? SECOND_DEFAULT_LIMITS.limitCnt,
    limitSize: limitSize ?? SECOND_DEFAULT_LIMITS.limitSize,
  }), [s, limitCnt, limitSize]);
  const canEdit = editable && !onlyDownload;

  const run = async () => {
    setBusy(true);
    try {
      const ok = await actions.uploadAll(pending);
      if (ok) setPending([]);
      return ok;
    } finally {
      setBusy(false);
    }
  };
  useImperativeHandle(ref, () => ({ hasPending: () => pending.length > 0, uploadPending: () => (pending.length ? run() : Promise.resolve(true)) }));

  if (setting.isLoading) return <Spin size="small" />;
  if (s && s.useYn === 'N') return <Alert type="info" showIcon title={t('notUsed')} />;

  const pick = (list: File[]) => {
    const existing = [...uploaded.map((f) => ({ name: f.fileOrgNm, size: f.fileSize })), ...pending];
    const { accepted, messages } = admitSecond(existing, list, limits);
    if (accepted.length) setPending((p) => [...p, ...accepted]);
    if (messages.length) warn(messages.join('\n'));
  };
  const total = [...uploaded.map((f) => f.fileSize), ...pending.map((f) => f.size)].reduce((a, b) => a + b, 0);

  return (
    <div data-testid={`second-uploader-${taskClassNm}`}>
      {label && <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>{label}</Typography.Text>}
      {canEdit && (
        <Upload.Dragger
          multiple
          accept={acceptAttr(limits.acceptExt)}
          showUploadList={false}
          fileList={[]}
          disabled={busy || !group}
          beforeUpload={(_f, list) => {
            if (batch.current !== list) {
              batch.current = list;
              queueMicrotask(() => pick(list));
            }
            return false;
          }}
        >
          <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}><InboxOutlined /></p>
          <p className="ant-upload-text" style={{ fontSize: 13 }}>{t('dropHere')}</p>
          <p className="ant-upload-hint" style={{ fontSize: 12 }}>{t('totalLimits', { ext: limits.acceptExt.join(', '), cnt: limits.limitCnt, size: limits.limitSize })}</p>
        </Upload.Dragger>
      )}
      {pending.map((f, i) => (
        <div key={`${f.name}-${f.size}`} style={{ display: 'flex', gap: 8 }} data-testid="pending-file">
          <Typography.Text type="warning">{t('pending')}</Typography.Text>
          <Typography.Text ellipsis style={{ flex: 1 }}>{f.name}</Typography.Text>
          <Typography.Text type="secondary">{formatFileSize(f.size)}</Typography.Text>
          <Button size="small" type="text" onClick={() => setPending((p) => p.filter((_, j) => j !== i))}>{t('remove')}</Button>
        </div>
      ))}
      <Space style={{ margin: '6px 0' }}>
        {canEdit && pending.length > 0 && <Button size="small" type="primary" icon={<CloudUploadOutlined />} loading={busy} onClick={run}>{t('upload')}</Button>}
        {uploaded.length > 0 && <Button size="small" icon={<FileZipOutlined />} onClick={() => actions.zip()}>{t('zip')}</Button>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('totalSize', { size: formatFileSize(total) })}</Typography.Text>
      </Space>
      <UploadedList
        files={uploaded}
        canEdit={canEdit}
        preview
        pictureExplain
        picture={false}
        onDownload={(f) => actions.download(f)}
        onDelete={(f) => actions.remove(f, taskFlag)}
        onCaption={(f, text) => actions.caption(f, text)}
      />
    </div>
  );
}
