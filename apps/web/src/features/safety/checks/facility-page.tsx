import { useRef, useState } from 'react';
import { App, Button, Select, Space, Table, Tabs, Tag } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { facilityResource, SAF_FACILITY_UPLOAD_API, SAF_FACILITY_UPLOAD_TEMPLATE, type TFacilityDue } from '@jikim/shared';
import { saveBase64, uploadApi } from '@/components/upload/upload-api';
import { usePageMeta, useWorker } from '@/app/page-context';
import { http, UPLOAD_TIMEOUT_MS } from '@/lib/http';
import { ResourceList } from '@/lib/resource/resource-list';
import { useT } from '@/lib/i18n';
import { checkApi, checkKeys } from './check-api';
import { SAF_CHECK_NS } from './checks.i18n';

type TDueRow = TFacilityDue['list'][number];
const WITHIN = [7, 30, 60, 90, 180];

/** 검사 도래: facilities whose inspection falls within the chosen window, overdue ones first and red (GET /api/saf/facilities/due) */
function DueList() {
  const { t } = useT(SAF_CHECK_NS);
  const [within, setWithin] = useState(30);
  const q = useQuery({ queryKey: checkKeys.due(within), queryFn: () => checkApi.facilitiesDue(within) });
  const rows = q.data?.list ?? [];
  const overdue = rows.filter((r) => r.overdueYn === 'Y').length;
  return (
    <div data-testid="facility-due">
      <Space style={{ marginBottom: 8 }} wrap>
        <strong>{t('due.title')}</strong>
        <span>{t('due.within')}</span>
        <Select value={within} onChange={setWithin} style={{ width: 120 }} aria-label={t('due.within')} options={WITHIN.map((n) => ({ value: n, label: t('due.days', { n }) }))} />
        <Tag>{t('due.count', { n: q.data?.totalCount ?? 0 })}</Tag>
        {overdue > 0 && <Tag color="red">{t('due.overdue')} {t('due.count', { n: overdue })}</Tag>}
      </Space>
      <Table<TDueRow>
        className="jk-grid" size="small" rowKey="facilityNo" loading={q.isFetching} dataSource={rows} pagination={false} scroll={{ x: 1000 }}
        rowClassName={(r) => (r.overdueYn === 'Y' ? 'jk-row-danger' : r.daysLeft <= 7 ? 'jk-row-warning' : '')}
        columns={[
          { title: t('due.state'), width: 110, align: 'center', render: (_, r) => (r.overdueYn === 'Y' ? <Tag color="red">{t('due.over', { n: -r.daysLeft })}</Tag> : <Tag color={r.daysLeft <= 7 ? 'gold' : 'blue'}>{t('due.daysLeft', { n: r.daysLeft })}</Tag>) },
          { title: t('due.next'), dataIndex: 'nextInspectionYmd', width: 120, align: 'center' },
          { title: t('due.facilityCd'), dataIndex: 'facilityCd', width: 110 },
          { title: t('due.facilityNm'), dataIndex: 'facilityNm' },
          { title: t('due.type'), dataIndex: 'facilityTypeNm', width: 130 },
          { title: t('due.legal'), dataIndex: 'legalTargetYn', width: 110, align: 'center', render: (v: string) => (v === 'Y' ? <Tag color="purple">Y</Tag> : 'N') },
          { title: t('due.dept'), dataIndex: 'deptNm', width: 130 },
          { title: t('due.place'), dataIndex: 'placeNm', width: 150 },
          { title: t('due.last'), dataIndex: 'lastInspectionYmd', width: 120, align: 'center' },
        ]}
      />
    </div>
  );
}

/** 설비 엑셀 업로드: the template, then the file for the user's plant; refused rows are listed by row number (nothing saved) */
function FacilityImport() {
  const { t } = useT(SAF_CHECK_NS);
  const { message, modal } = App.useApp();
  const worker = useWorker();
  const qc = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const r = await http.post<{ insertedCnt: number }>(`${SAF_FACILITY_UPLOAD_API}?plantCd=${encodeURIComponent(worker?.plantCd ?? '')}`, form, { timeout: UPLOAD_TIMEOUT_MS, skipErrorHandler: true });
      void message.success(t('import.done', { n: r.insertedCnt }));
      void qc.invalidateQueries({ queryKey: ['resource', facilityResource.name] });
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((f) => f.message) : [data?.message ?? String(err)];
      modal.error({ title: t('import.errors'), width: 640, content: <ul data-testid="facility-import-errors" style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space style={{ marginBottom: 8 }} wrap>
      <Button icon={<DownloadOutlined />} onClick={async () => { const r = await uploadApi.excelTemplate(SAF_FACILITY_UPLOAD_TEMPLATE); saveBase64(r.fileNm, r.data); }}>{t('import.template')}</Button>
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => fileRef.current?.click()}>{t('import.upload')}</Button>
      <input ref={fileRef} type="file" accept=".xlsx" data-testid="facility-upload" style={{ display: 'none' }}
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
    </Space>
  );
}

/** /saf/facility (menu SAF_FACILITY): the facility master with its inspection history and certificates, and the due list */
export default function FacilityPage() {
  const { t } = useT(SAF_CHECK_NS);
  const { editable } = usePageMeta();
  return (
    <Tabs
      defaultActiveKey="due"
      items={[
        { key: 'due', label: t('tab.due'), children: <DueList /> },
        { key: 'master', label: t('tab.master'), children: <>{editable && <FacilityImport />}<ResourceList def={facilityResource} editable={editable} /></> },
      ]}
    />
  );
}
