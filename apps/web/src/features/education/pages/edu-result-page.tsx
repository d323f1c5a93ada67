import { useState } from 'react';
import { Button, Input, Select, Space, Tag, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { EDU_API } from '@jikim/shared';
import { DataGrid, DeptTreePicker, downloadServerExcel, Field, PlantSelect, SearchBox, type GridColumn, type GridRow } from '@/components';
import { plantDateTime } from '@/components/grid/plant-time';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys, type TResultQuery } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

/**
 * 시험결과 (/education/eduResult, menu SAF_EDU_RESULT): every attempt of each person per course (attempt, day, score, pass),
 * in the caller's scope (a department-level user: own department); Excel is the server's export of the same rows.
 */
export default function EduResultPage() {
  const { t } = useT(EDU_NS);
  const worker = useWorker();
  const [form, setForm] = useState<TResultQuery>(worker?.plantCd ? { plantCd: worker.plantCd } : {});
  const [q, setQ] = useState<TResultQuery>(form);
  const list = useQuery({ queryKey: eduKeys.results(q), queryFn: () => eduApi.results(q) });
  const courses = useQuery({ queryKey: ['edu', 'courseOptions', form.plantCd], enabled: !!form.plantCd, queryFn: () => eduApi.courseOptions(form.plantCd!) });
  const rows = (list.data?.list ?? []) as unknown as GridRow[];
  const data = list.data?.list ?? [];
  const columns: GridColumn[] = [
    { name: 'courseNm', text: t('result.course'), width: 220 },
    { name: 'deptNm', text: t('ledger.deptNm'), width: 130 },
    { name: 'userId', text: t('ledger.userId'), width: 90, align: 'center' },
    { name: 'userNm', text: t('result.userNm'), width: 90, align: 'center' },
    { name: 'attemptNo', text: t('result.attempt'), width: 70, align: 'right', type: 'number', editable: false },
    { name: 'examYmd', text: t('result.examYmd'), width: 110, align: 'center' },
    { name: 'submitDt', text: t('result.status'), width: 100, align: 'center', value: (r) => t(`result.${String(r.statusCd)}`),
      render: (r) => <span title={r.submitDt ? plantDateTime(String(r.submitDt)) : undefined}>{t(`result.${String(r.statusCd)}`)}</span> },
    { name: 'score', text: t('result.score'), width: 70, align: 'right', type: 'number', editable: false },
    { name: 'passScore', text: t('result.passScore'), width: 90, align: 'right', type: 'number', editable: false },
    { name: 'passYn', text: t('result.pass'), width: 90, align: 'center', value: (r) => (r.passYn === 'Y' ? t('my.passed') : r.passYn === 'N' ? t('my.failed') : ''),
      render: (r) => (r.passYn ? <Tag color={r.passYn === 'Y' ? 'green' : 'red'}>{r.passYn === 'Y' ? t('my.passed') : t('my.failed')}</Tag> : null) },
  ];
  return (
    <div data-testid="edu-result">
      <SearchBox
        onSearch={() => setQ(form)}
        options={[
          { id: 'plant', type: 'plant', label: t('ledger.plant'), render: () => (
            <PlantSelect label={t('ledger.plant')} value={form.plantCd ?? null} onChange={(plantCd) => setForm((f) => ({ ...f, ...(plantCd ? { plantCd } : {}), courseNo: undefined, deptCd: undefined }))} />) },
          { id: 'course', type: 'select', label: t('result.course'), render: () => (
            <Field label={t('result.course')} htmlFor="edu-result-course">
              <Select id="edu-result-course" aria-label={t('result.course')} allowClear showSearch optionFilterProp="label" value={form.courseNo} placeholder={t('result.all')}
                onChange={(courseNo?: number) => setForm((f) => ({ ...f, courseNo }))} options={(courses.data?.list ?? []).map((c) => ({ value: c.courseNo, label: c.courseNm }))} />
            </Field>) },
          { id: 'dept', type: 'dept', label: t('ledger.dept'), render: () => (
            <DeptTreePicker label={t('ledger.dept')} plantCd={form.plantCd ?? null} value={form.deptCd ?? null} onChange={(deptCd) => setForm((f) => ({ ...f, deptCd: deptCd ?? undefined }))} />) },
          { id: 'userNm', type: 'text', label: t('result.userNm'), render: () => (
            <Field label={t('result.userNm')} htmlFor="edu-result-user">
              <Input id="edu-result-user" value={form.userNm ?? ''} maxLength={50} onChange={(e) => setForm((f) => ({ ...f, userNm: e.target.value.trim() || undefined }))} />
            </Field>) },
          { id: 'pass', type: 'select', label: t('result.pass'), render: () => (
            <Field label={t('result.pass')} htmlFor="edu-result-pass">
              <Select id="edu-result-pass" aria-label={t('result.pass')} value={form.passYn ?? ''} onChange={(v: string) => setForm((f) => ({ ...f, passYn: v === 'Y' || v === 'N' ? v : undefined }))}
                options={[{ value: '', label: t('result.all') }, { value: 'Y', label: t('my.passed') }, { value: 'N', label: t('my.failed') }]} />
            </Field>) },
        ]}
      />
      <DataGrid
        title={<Space wrap><span>{t('result.title')}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 400 }} data-testid="edu-result-summary">
            {t('result.summary', { n: data.length, p: data.filter((r) => r.passYn === 'Y').length, u: new Set(data.map((r) => r.userId)).size })}
          </Typography.Text></Space>}
        columns={columns} rows={rows} rowKey={(r) => String(r.examNo)} showRowNo loading={list.isFetching} paging="local"
        rowClassName={(r) => (r.passYn === 'N' ? 'jk-row-danger' : undefined)}
        toolbar={<Button icon={<FileExcelOutlined />} onClick={() => void downloadServerExcel(`${EDU_API.examResults}/excel`, q, t('result.title'))}>Excel</Button>}
      />
    </div>
  );
}
