import { useRef, useState } from 'react';
import { App, Button, Modal, Table } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ENV_WASTE_API, type TWasteLotUploadAnswer } from '@jikim/shared/src/env/waste/waste.const';
import { usePageMeta, useWorker } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_WASTE_NS } from './waste.i18n';

/** 폐기물 관리대장 업로드 (the storage list's toolbar): the rows previewed, then saved as lots of the user's plant */
export function WasteLotUpload() {
  const { t } = useT(ENV_WASTE_NS);
  const { message, modal } = App.useApp();
  const { editable } = usePageMeta();
  const plantCd = useWorker()?.plantCd ?? '';
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TWasteLotUploadAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (f: File, apply: 'Y' | 'N') => {
    const form = new FormData();
    form.append('file', f);
    setBusy(true);
    try {
      return await http.post<TWasteLotUploadAnswer>(`${ENV_WASTE_API.lotUpload}?plantCd=${encodeURIComponent(plantCd)}&apply=${apply}`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((x) => x.message) : [data?.message ?? String(err)];
      modal.error({ title: t('lotUpload'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
      return null;
    } finally {
      setBusy(false);
    }
  };
  if (!editable) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => fileRef.current?.click()} loading={busy && !preview}>{t('lotUpload')}</Button>
      <input ref={fileRef} type="file" accept=".xlsx" data-testid="env-lot-file" style={{ display: 'none' }}
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) { setFile(f); void send(f, 'N').then(setPreview); } }} />
      <Modal open={!!preview} title={t('lotUpload')} width={900} onCancel={() => setPreview(null)} okText={t('lotApply')} confirmLoading={busy}
        onOk={() => void (file && send(file, 'Y').then(async (r) => {
          if (!r) return;
          setPreview(null);
          void message.success(t('lotApplied', { n: r.wasteNos.length }));
          await qc.invalidateQueries();
        }))}>
        <p>{t('lotHint')}</p>
        <Table size="small" rowKey="rowNo" dataSource={preview?.rows ?? []} pagination={{ pageSize: 10 }} scroll={{ x: 760 }} columns={[
          { title: t('lotRow'), dataIndex: 'rowNo', width: 70 }, { title: t('lotDept'), dataIndex: 'deptNm', width: 120 }, { title: t('kind'), dataIndex: 'wasteKindNm', width: 140 },
          { title: t('lotPlace'), dataIndex: 'storagePlaceNm', width: 200 }, { title: t('lotSince'), dataIndex: 'storedSinceYmd', width: 110 },
          { title: t('lotQty'), dataIndex: 'qty', width: 90, align: 'right' }, { title: t('lotUnit'), dataIndex: 'unitCd', width: 70, render: (v: string) => (v === 'KG' ? 'kg' : t('ton')) },
        ]} />
      </Modal>
    </>
  );
}
