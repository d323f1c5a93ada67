import { useRef, useState } from 'react';
import { App, Button, Card, DatePicker, Space, Statistic, Table, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { ENV_WASTE_API, type TAllbaroIssue, type TAllbaroReconDetail } from '@jikim/shared/src/env/waste/waste.const';
import { PlantSelect } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_WASTE_NS } from './waste.i18n';

type TRecon = Omit<TAllbaroReconDetail, 'issues'>;
const ISSUE_COLOR: Record<string, string> = { MISSING_ALLBARO: 'red', MISSING_PLANT: 'volcano', QTY: 'orange', KIND: 'gold', LATE_RECEIPT: 'purple', LATE_CORRECTION: 'blue' };

/** 올바로 대사: export a period's handovers for typing into Allbaro; upload Allbaro's download and read the findings */
export default function WasteAllbaroPage() {
  const { t } = useT(ENV_WASTE_NS);
  const { modal } = App.useApp();
  const { editable } = usePageMeta();
  const worker = useWorker();
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const lastMonth = dayjs().subtract(1, 'month');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([lastMonth.startOf('month'), lastMonth.endOf('month')]);
  const [shown, setShown] = useState<TAllbaroReconDetail | null>(null);
  const period = { plantCd: plantCd ?? '', fromYmd: range[0].format('YYYY-MM-DD'), toYmd: range[1].format('YYYY-MM-DD') };
  const hist = useQuery({ queryKey: ['envWasteAllbaro', plantCd], enabled: !!plantCd, queryFn: () => http.get<{ list: TRecon[] }>(ENV_WASTE_API.allbaro, { plantCd }) });
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      setShown(await http.post<TAllbaroReconDetail>(`${ENV_WASTE_API.allbaroReconcile}?${new URLSearchParams(period).toString()}`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true }));
      await qc.invalidateQueries({ queryKey: ['envWasteAllbaro'] });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((f) => f.message) : [data?.message ?? String(err)];
      modal.error({ title: t('upload'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    }
  };
  const exportFile = () => void import('@/components/grid/grid-excel').then((m) => m.downloadServerExcel(ENV_WASTE_API.allbaroExport, period, `올바로_인계서_${period.fromYmd}_${period.toYmd}`));
  const openRecon = async (no: number) => setShown(await http.get<TAllbaroReconDetail>(`${ENV_WASTE_API.allbaro}/${no}`));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="env-waste-allbaro">
      <Card>
        <Space wrap>
          <PlantSelect label={t('plant')} value={plantCd} onChange={setPlantCd} />
          <DatePicker.RangePicker aria-label={t('period')} value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
          <Button icon={<DownloadOutlined />} disabled={!plantCd} onClick={exportFile}>{t('exportAllbaro')}</Button>
          {editable && (
            <>
              <Button type="primary" icon={<UploadOutlined />} disabled={!plantCd} onClick={() => fileRef.current?.click()}>{t('upload')}</Button>
              <input ref={fileRef} type="file" accept=".xlsx" data-testid="env-allbaro-file" style={{ display: 'none' }} onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
            </>
          )}
        </Space>
        <p style={{ margin: '12px 0 0', color: '#666' }}>{t('uploadHint')}</p>
      </Card>
      {shown && (
        <Card title={`${t('result')} · ${shown.fromYmd} ~ ${shown.toYmd}`} data-testid="env-allbaro-result">
          <Space size={32} style={{ marginBottom: 12 }} wrap>
            <Statistic title={t('rows')} value={shown.rowCnt} />
            <Statistic title={t('matched')} value={shown.matchedCnt} />
            <Statistic title={t('issues')} value={shown.issueCnt} valueStyle={{ color: shown.issueCnt ? '#cf1322' : undefined }} />
          </Space>
          <Table<TAllbaroIssue> size="small" rowKey={(r, i) => `${r.issueCd}-${r.handoverNo}-${String(i)}`} dataSource={shown.issues} pagination={{ pageSize: 20 }} scroll={{ x: 820 }}
            locale={{ emptyText: t('noIssue') }} columns={[
              { title: t('issueCd'), dataIndex: 'issueCd', width: 140, render: (v: string) => <Tag color={ISSUE_COLOR[v]}>{t(v)}</Tag> },
              { title: t('handoverNo'), dataIndex: 'handoverNo', width: 160 },
              { title: t('plantValue'), dataIndex: 'plantValue', width: 140 }, { title: t('allbaroValue'), dataIndex: 'allbaroValue', width: 140 },
              { title: t('message'), dataIndex: 'message', width: 320 },
            ]} />
        </Card>
      )}
      <Card title={t('history')}>
        <Table<TRecon> size="small" rowKey="reconNo" loading={hist.isFetching} dataSource={hist.data?.list ?? []} scroll={{ x: 760 }} pagination={{ pageSize: 10 }} columns={[
          { title: 'No.', dataIndex: 'reconNo', width: 70 },
          { title: t('fromTo'), key: 'p', width: 200, render: (_: unknown, r) => `${r.fromYmd} ~ ${r.toYmd}` },
          { title: t('rows'), dataIndex: 'rowCnt', width: 90, align: 'right' }, { title: t('matched'), dataIndex: 'matchedCnt', width: 90, align: 'right' },
          { title: t('issues'), dataIndex: 'issueCnt', width: 90, align: 'right', render: (v: number) => (v ? <Tag color="red">{v}</Tag> : v) },
          { title: t('by'), dataIndex: 'createUserId', width: 100 }, { title: t('at'), dataIndex: 'createDt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
          { key: 'open', width: 80, render: (_: unknown, r) => <Button size="small" onClick={() => void openRecon(r.reconNo)}>{t('open')}</Button> },
        ]} />
      </Card>
    </Space>
  );
}
