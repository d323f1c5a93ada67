import { useRef, useState } from 'react';
import { Button, Card, Input, Radio, Space, Tag, Typography } from 'antd';
import { CameraOutlined, CheckCircleFilled } from '@ant-design/icons';
import { isBadAnswer, SAF_FILES } from '@jikim/shared';
import { uploadApi } from '@/components/upload';
import { useT } from '@/lib/i18n';
import type { TCheckAnswer } from './check-api';
import { SAF_CHECK_NS } from './checks.i18n';

type Props = { checkNo: number; rowNo: number; a: TCheckAnswer; editable: boolean; onChange: (next: TCheckAnswer) => void };

/** one item on the phone: 양호 / 불량 / 해당없음 (or a score), and when bad the defect and a camera photo */
export function CheckItemCard({ checkNo, rowNo, a, editable, onChange }: Props) {
  const { t } = useT(SAF_CHECK_NS);
  const file = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bad = isBadAnswer(a);
  const needsPhoto = bad && a.photoRequiredYn === 'Y' && !a.photoFileNo;
  const take = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      const up = await uploadApi.upload({ taskClassNm: SAF_FILES.checkPhoto, attachFileId: String(checkNo) }, f);
      setPreview(URL.createObjectURL(f));
      onChange({ ...a, photoFileNo: up.fileNo });
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <Card size="small" style={{ marginBottom: 8, borderColor: bad ? '#ff4d4f' : undefined }} data-testid={`check-item-${rowNo}`}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{rowNo}. {a.categoryNm}</Typography.Text>
      <div style={{ fontSize: 15, fontWeight: 600, margin: '2px 0 8px', wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{a.itemNm}</div>
      {a.answerScaleCd === 'SCORE' ? (
        <Radio.Group disabled={!editable} value={a.answerCd === 'NA' ? 'NA' : a.score} buttonStyle="solid" aria-label={a.itemNm}
          onChange={(e) => onChange(e.target.value === 'NA' ? { ...a, answerCd: 'NA', score: null } : { ...a, answerCd: null, score: Number(e.target.value) })}>
          {[1, 2, 3, 4, 5].map((n) => <Radio.Button key={n} value={n} style={{ minWidth: 40, textAlign: 'center' }}>{n}</Radio.Button>)}
          <Radio.Button value="NA">{t('m.na')}</Radio.Button>
        </Radio.Group>
      ) : (
        <Radio.Group disabled={!editable} value={a.answerCd} buttonStyle="solid" aria-label={a.itemNm} style={{ display: 'flex' }}
          onChange={(e) => onChange({ ...a, answerCd: e.target.value as string, score: null })}>
          <Radio.Button value="GOOD" style={{ flex: 1, textAlign: 'center', height: 40, lineHeight: '38px' }}>{t('m.good')}</Radio.Button>
          <Radio.Button value="BAD" style={{ flex: 1, textAlign: 'center', height: 40, lineHeight: '38px' }}>{t('m.bad')}</Radio.Button>
          <Radio.Button value="NA" style={{ flex: 1, textAlign: 'center', height: 40, lineHeight: '38px' }}>{t('m.na')}</Radio.Button>
        </Radio.Group>
      )}
      {bad && (
        <div style={{ marginTop: 8 }}>
          <Input.TextArea disabled={!editable} rows={2} maxLength={500} value={a.comment ?? ''} placeholder={t('m.commentPh')} aria-label={t('m.comment')}
            onChange={(e) => onChange({ ...a, comment: e.target.value })} />
          <Space style={{ marginTop: 6 }} wrap>
            {editable && (
              <>
                <input ref={file} type="file" accept="image/*" capture="environment" hidden data-testid={`check-photo-${rowNo}`} onChange={(e) => void take(e.target.files?.[0])} />
                <Button icon={<CameraOutlined />} loading={busy} onClick={() => file.current?.click()} style={{ minHeight: 40 }}>{t('m.photo')}</Button>
              </>
            )}
            {a.photoFileNo ? <Tag color="green" icon={<CheckCircleFilled />}>{t('m.photoDone')}</Tag> : needsPhoto && <Tag color="red">{t('m.photoNeeded')}</Tag>}
            {a.actionNo ? <Tag color="orange">{t('m.actionNo', { no: a.actionNo })}</Tag> : null}
          </Space>
          {preview && <img src={preview} alt={t('m.photoDone')} style={{ display: 'block', marginTop: 6, maxWidth: 160, maxHeight: 120, borderRadius: 4 }} />}
        </div>
      )}
    </Card>
  );
}
