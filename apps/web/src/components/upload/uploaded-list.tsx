import { useState } from 'react';
import { Button, Empty, Image, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { IMAGE_EXTS, UPLOADED_LIST_MAX_HEIGHT, formatFileSize, type TUploadedFile } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { uploadApi } from './upload-api';
import { UPLOAD_NS } from './upload.i18n';
import { attachKeys } from './use-attachments';
import { LinkButton } from '../a11y/link-button';

/** one line, cut with … (a file name) */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export type UploadedListProps = {
  files: TUploadedFile[];
  /** delete/edit buttons: only when editable and not download-only (spec §6) */
  canEdit: boolean;
  preview: boolean;
  pictureExplain: boolean;
  picture: boolean;
  onDownload(f: TUploadedFile): void;
  onDelete(f: TUploadedFile): void;
  onCaption(f: TUploadedFile, text: string): Promise<void>;
};

function Thumb({ f, size }: { f: TUploadedFile; size: number }) {
  const isImage = IMAGE_EXTS.includes(f.fileExt);
  const q = useQuery({ queryKey: attachKeys.image(f.fileNo), queryFn: () => uploadApi.image64(f.fileNo), enabled: isImage, staleTime: 5 * 60_000 });
  if (!isImage) return <FileOutlined style={{ fontSize: size / 2, width: size, textAlign: 'center' }} />;
  return q.data ? <Image src={q.data.previewImage} width={size} height={size} style={{ objectFit: 'cover' }} alt={f.fileOrgNm} /> : <div style={{ width: size, height: size, background: '#f5f5f5' }} />;
}

function Caption({ f, canEdit, onSave }: { f: TUploadedFile; canEdit: boolean; onSave(text: string): Promise<void> }) {
  const { t } = useT(UPLOAD_NS);
  const [text, setText] = useState(f.pictureExplan ?? '');
  if (!canEdit) return f.pictureExplan ? <Typography.Text type="secondary" data-testid="caption">{f.pictureExplan}</Typography.Text> : null;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input size="small" maxLength={1000} value={text} placeholder={t('caption')} aria-label={`${t('caption')} ${f.fileOrgNm}`} onChange={(e) => setText(e.target.value)} />
      <Tooltip title={t('captionSave')}>
        <Button size="small" icon={<SaveOutlined />} aria-label={`${t('captionSave')} ${f.fileOrgNm}`} disabled={text === (f.pictureExplan ?? '')} onClick={() => onSave(text)} />
      </Tooltip>
    </Space.Compact>
  );
}

/** the uploaded files: a list (or picture cards) at most 180 px high (spec §9) */
export function UploadedList({ files, canEdit, preview, pictureExplain, picture, onDownload, onDelete, onCaption }: UploadedListProps) {
  const { t } = useT(UPLOAD_NS);
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFiles')} style={{ margin: 8 }} />;
  const actions = (f: TUploadedFile) => (
    <Space size={4}>
      <Button size="small" type="text" icon={<DownloadOutlined />} aria-label={`${t('download')} ${f.fileOrgNm}`} onClick={() => onDownload(f)} />
      {canEdit && <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('delete')} ${f.fileOrgNm}`} onClick={() => onDelete(f)} />}
    </Space>
  );
  return (
    <div style={{ maxHeight: UPLOADED_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="uploaded-list">
      {picture ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {files.map((f) => (
            // a card fits the 180 px list height: thumbnail, name, size and actions, caption
            <div key={f.fileNo} data-testid="uploaded-file" style={{ position: 'relative', width: 160, border: '1px solid #f0f0f0', borderRadius: 6, padding: 6 }}>
              {/* a file of a record not saved yet: marked on the card's corner, so the card keeps its height */}
              {f.tempYn === 'Y' && <Tag color="orange" style={{ position: 'absolute', top: 4, left: 4, marginInlineEnd: 0, zIndex: 1 }}>{t('temp')}</Tag>}
              {preview && <div style={{ display: 'flex', justifyContent: 'center' }}><Thumb f={f} size={72} /></div>}
              <LinkButton style={{ ...ELLIPSIS, display: 'block', width: 146 }} onClick={() => onDownload(f)} title={f.fileOrgNm}>{f.fileOrgNm}</LinkButton>
              <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatFileSize(f.fileSize)}</Typography.Text>
                {actions(f)}
              </Space>
              {pictureExplain && <Caption key={`${f.fileNo}-${f.version}`} f={f} canEdit={canEdit} onSave={(text) => onCaption(f, text)} />}
            </div>
          ))}
        </div>
      ) : (
        files.map((f) => (
          <div key={f.fileNo} data-testid="uploaded-file" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}>
            {preview && <Thumb f={f} size={28} />}
            <LinkButton style={{ ...ELLIPSIS, display: 'block', flex: 1, minWidth: 0 }} onClick={() => onDownload(f)} title={f.fileOrgNm}>{f.fileOrgNm}</LinkButton>
            {f.tempYn === 'Y' && <Tag color="orange">{t('temp')}</Tag>}
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{formatFileSize(f.fileSize)}</Typography.Text>
            {pictureExplain && <div style={{ width: 220 }}><Caption key={`${f.fileNo}-${f.version}`} f={f} canEdit={canEdit} onSave={(text) => onCaption(f, text)} /></div>}
            {actions(f)}
          </div>
        ))
      )}
    </div>
  );
}
