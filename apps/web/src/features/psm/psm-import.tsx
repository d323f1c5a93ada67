import { useRef, useState } from 'react';
import { App, Button, Modal, Space, Table, Tag } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { psmImportUrl } from '@jikim/shared/src/psm/psm.const';
import type { TResourceDefinition } from '@jikim/shared/src/resource/definition';
import { usePageMeta } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { PSM_NS } from './psm.i18n';
import './psm.i18n';

type TImport = {
  appliedYn: 'Y' | 'N'; insertCnt: number; updateCnt: number; unchangedCnt: number;
  errors: { rowNo: number; message: string }[]; changes: { rowNo: number; op: 'INSERT' | 'UPDATE'; key: string }[];
};

/** a register's Excel upload: the preview (added, changed, unchanged, bad rows), then 반영 with the same file */
export function PsmImportButton({ def }: { def: TResourceDefinition }) {
  const { t } = useT(PSM_NS);
  const { message, modal } = App.useApp();
  const { editable } = usePageMeta();
  const qc = useQueryClient();
  const ref = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImport | null>(null);
  const [busy, setBusy] = useState(false);
  if (!editable) return null;
  const send = async (f: File, apply: boolean) => {
    const form = new FormData();
    form.append('file', f);
    setBusy(true);
    try {
      const res = await http.post<TImport>(`${psmImportUrl(def.basePath)}${apply ? '?apply=Y' : ''}`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true });
      if (apply) {
        void message.success(t('applied', { ins: res.insertCnt, upd: res.updateCnt }));
        setPreview(null);
        setFile(null);
        await qc.invalidateQueries();
      } else setPreview(res);
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((x) => x.message) : [data?.message ?? String(err)];
      modal.error({ title: t('import'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<UploadOutlined />} loading={busy && !preview} onClick={() => ref.current?.click()} data-testid="psm-import">{t('import')}</Button>
      <input ref={ref} type="file" accept=".xlsx" data-testid="psm-import-file" style={{ display: 'none' }}
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) { setFile(f); void send(f, false); } }} />
      <Modal open={!!preview} title={t('importTitle')} width={720} onCancel={() => setPreview(null)} destroyOnHidden
        okText={t('apply')} okButtonProps={{ disabled: !preview || preview.errors.length > 0 || preview.insertCnt + preview.updateCnt === 0, loading: busy }}
        onOk={() => { if (file) void send(file, true); }}>
        {preview && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <p>{t('importHint')}</p>
            <Space wrap>
              <Tag color="green">{t('insertCnt')} {preview.insertCnt}</Tag><Tag color="orange">{t('updateCnt')} {preview.updateCnt}</Tag>
              <Tag>{t('unchangedCnt')} {preview.unchangedCnt}</Tag>{preview.errors.length > 0 && <Tag color="red">{t('errors')} {preview.errors.length}</Tag>}
            </Space>
            {preview.errors.length > 0 && <ul style={{ paddingLeft: 18, maxHeight: 200, overflow: 'auto', color: 'var(--ant-color-error)' }}>{preview.errors.map((e) => <li key={e.rowNo}>{e.message}</li>)}</ul>}
            <Table size="small" rowKey="rowNo" dataSource={preview.changes} pagination={{ pageSize: 10 }} columns={[
              { title: t('rowNo'), dataIndex: 'rowNo', width: 70 }, { title: t('op'), dataIndex: 'op', width: 100, render: (v: string) => (v === 'INSERT' ? t('insertCnt') : t('updateCnt')) },
              { title: t('key'), dataIndex: 'key' },
            ]} />
          </Space>
        )}
      </Modal>
    </>
  );
}
