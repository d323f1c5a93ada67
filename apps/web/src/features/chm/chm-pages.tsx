import { useRef, useState } from 'react';
import { App, Button, Card, Space, Table, Tabs, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { CHM_API } from '@jikim/shared/src/chm/chm.const';
import { PlantSelect } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CHM_NS } from './chm.i18n';

// the stock and the regulation upload pages; products, storages and new-chemical reviews have a module each

type TStock = { plantCd: string; storageNo: number; storageNm: string | null; chemProdNo: number; prodNm: string | null; qtyKg: number };

/** 재고현황: stock per storage and product (kg) of the caller's plant */
export function ChmStockPage() {
  const { t } = useT(CHM_NS);
  const worker = useWorker();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const q = useQuery({ queryKey: ['chmStock', plantCd], queryFn: () => http.get<{ list: TStock[] }>(CHM_API.stock, plantCd ? { plantCd } : {}) });
  const rows = (q.data?.list ?? []).filter((r) => r.qtyKg !== 0);
  return (
    <Card title={t('stockTitle')} data-testid="chm-stock">
      <Space style={{ marginBottom: 12 }}><PlantSelect label={t('storage')} filter="chm" value={plantCd} onChange={setPlantCd} /></Space>
      <Table size="small" rowKey={(r) => `${r.storageNo}-${r.chemProdNo}`} loading={q.isFetching} dataSource={rows} pagination={{ pageSize: 50 }} scroll={{ x: 640 }} columns={[
        { title: t('storage'), dataIndex: 'storageNm', width: 220 }, { title: t('product'), dataIndex: 'prodNm' },
        { title: t('stockKg'), dataIndex: 'qtyKg', width: 140, align: 'right', render: (v: number) => v.toLocaleString(undefined, { maximumFractionDigits: 3 }) },
      ]} />
    </Card>
  );
}

type TDiffRow = { casNo: string; chemNm: string; regCd: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null };
type TUpload = { uploadNo: number; fileNm: string; statusCd: string; addedCnt: number; changedCnt: number; removedCnt: number; flaggedProdCnt: number | null; createUserId: string; createDt: string; appliedUserId: string | null; appliedDt: string | null };
type TPreview = TUpload & { added: TDiffRow[]; changed: TDiffRow[]; removed: TDiffRow[] };

/** 규제물질 업로드·이력: upload the workbook, read the preview, apply it; every upload stays with its file and diff */
export function ChmRegUploadPage() {
  const { t } = useT(CHM_NS);
  const { message, modal } = App.useApp();
  const { editable } = usePageMeta();
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<TPreview | null>(null);
  const hist = useQuery({ queryKey: ['chmRegUploads'], queryFn: () => http.get<{ list: TUpload[] }>(CHM_API.regUpload) });
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      setPreview(await http.post<TPreview>(CHM_API.regUpload, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true }));
      await qc.invalidateQueries({ queryKey: ['chmRegUploads'] });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((f) => f.message) : [data?.message ?? String(err)];
      modal.error({ title: t('regUpload'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    }
  };
  const apply = useMutation({
    mutationFn: (no: number) => http.post<TUpload>(`${CHM_API.regUpload}/${no}/apply`, {}),
    onSuccess: async (u) => {
      void message.success(t('applied', { n: u.flaggedProdCnt ?? 0 }));
      setPreview(null);
      await qc.invalidateQueries({ queryKey: ['chmRegUploads'] });
    },
  });
  const diffCols = [
    { title: t('casNo'), dataIndex: 'casNo', width: 120 }, { title: t('chemNm'), dataIndex: 'chemNm' }, { title: t('regCd'), dataIndex: 'regCd', width: 140 },
    { title: t('before'), dataIndex: 'before', width: 220, render: (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '-') },
    { title: t('after'), dataIndex: 'after', width: 220, render: (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '-') },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title={t('regUpload')} extra={editable && (
        <>
          <Button icon={<UploadOutlined />} onClick={() => fileRef.current?.click()}>{t('choose')}</Button>
          <input ref={fileRef} type="file" accept=".xlsx" data-testid="chm-reg-file" style={{ display: 'none' }} onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
        </>
      )}>
        <p>{t('uploadHint')}</p>
        {preview && (
          <div data-testid="chm-reg-preview">
            <Tabs items={[
              { key: 'a', label: <>{t('added')} <Tag color="green">{preview.added.length}</Tag></>, children: <Table size="small" rowKey={(r) => `${r.casNo}${r.regCd}`} dataSource={preview.added} columns={diffCols} pagination={{ pageSize: 20 }} /> },
              { key: 'c', label: <>{t('changed')} <Tag color="orange">{preview.changed.length}</Tag></>, children: <Table size="small" rowKey={(r) => `${r.casNo}${r.regCd}`} dataSource={preview.changed} columns={diffCols} pagination={{ pageSize: 20 }} /> },
              { key: 'r', label: <>{t('removed')} <Tag color="red">{preview.removed.length}</Tag></>, children: <Table size="small" rowKey={(r) => `${r.casNo}${r.regCd}`} dataSource={preview.removed} columns={diffCols} pagination={{ pageSize: 20 }} /> },
            ]} />
            {editable && <Button type="primary" loading={apply.isPending} onClick={() => apply.mutate(preview.uploadNo)} data-testid="chm-reg-apply">{t('apply')}</Button>}
          </div>
        )}
      </Card>
      <Card title={t('uploads')}>
        <Table size="small" rowKey="uploadNo" loading={hist.isFetching} dataSource={hist.data?.list ?? []} scroll={{ x: 900 }} columns={[
          { title: 'No.', dataIndex: 'uploadNo', width: 70 }, { title: t('fileNm'), dataIndex: 'fileNm' }, { title: t('status'), dataIndex: 'statusCd', width: 100 },
          { title: t('added'), dataIndex: 'addedCnt', width: 70 }, { title: t('changed'), dataIndex: 'changedCnt', width: 70 }, { title: t('removed'), dataIndex: 'removedCnt', width: 70 },
          { title: t('flagged'), dataIndex: 'flaggedProdCnt', width: 90 }, { title: t('by'), dataIndex: 'createUserId', width: 100 },
          { title: t('at'), dataIndex: 'createDt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          { title: t('appliedBy'), dataIndex: 'appliedUserId', width: 100 },
          { title: t('download'), key: 'f', width: 80, render: (_: unknown, r: TUpload) => <Button size="small" icon={<DownloadOutlined />} onClick={() => void import('@/components/grid/grid-excel').then((m) => m.downloadServerExcel(`${CHM_API.regUpload}/${r.uploadNo}/file`, {}, r.fileNm))} /> },
        ]} />
      </Card>
    </Space>
  );
}

export default ChmStockPage;
