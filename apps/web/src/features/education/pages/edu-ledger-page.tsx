import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Space, Switch, Tag, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { EDU_API, EDU_CODE_GROUPS } from '@jikim/shared';
import { DataGrid, DeptTreePicker, downloadServerExcel, Field, SearchBox, type GridColumn, type GridRow } from '@/components';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys, type TLedgerQuery } from '../edu-api';
import { EDU_NS } from '../edu.i18n';
import { periodSearchOptions, thisHalf } from '../components/period-search';

const thisYear = () => new Date().getFullYear();

/**
 * 법정교육 이수현황 (/education/eduLedger, menu SAF_EDU_LEDGER): required vs completed hours per worker, legal category and
 * half-year (산안법 제29조, 시행규칙 별표 4), in the caller's scope (a worker-level user: own department). 부족자만 gives the
 * department's shortfall list; Excel is the server's export of the same rows.
 */
export default function EduLedgerPage() {
  const { t } = useT(EDU_NS);
  const worker = useWorker();
  // the compliance calendar opens a department's half: ?year=&half=&deptCd=
  const [params] = useSearchParams();
  const [form, setForm] = useState<TLedgerQuery>(() => {
    const y = Number(params.get('year'));
    const h = params.get('half');
    const d = params.get('deptCd');
    return {
      year: y >= 2000 && y <= 2100 ? y : thisYear(), half: h === 'H1' || h === 'H2' ? h : thisHalf(),
      ...(worker?.plantCd ? { plantCd: worker.plantCd } : {}), ...(d ? { deptCd: d } : {}),
    };
  });
  const [q, setQ] = useState<TLedgerQuery>(form);
  const list = useQuery({ queryKey: eduKeys.ledger(q), queryFn: () => eduApi.ledger(q) });
  const rows = (list.data?.list ?? []) as unknown as GridRow[];
  const short = (list.data?.list ?? []).filter((r) => r.shortfallHours > 0);

  const columns: GridColumn[] = [
    { name: 'deptNm', text: t('ledger.deptNm'), width: 140 },
    { name: 'userId', text: t('ledger.userId'), width: 100, align: 'center' },
    { name: 'userNm', text: t('ledger.userNm'), width: 100, align: 'center' },
    { name: 'categoryCd', text: t('ledger.category'), width: 180, type: 'select', codeGroupCd: EDU_CODE_GROUPS.category, editable: false },
    { name: 'requiredHours', text: t('ledger.required'), width: 100, align: 'right', type: 'number', editable: false },
    { name: 'completedHours', text: t('ledger.completed'), width: 100, align: 'right', type: 'number', editable: false },
    { name: 'shortfallHours', text: t('ledger.shortfall'), width: 100, align: 'right', type: 'number', editable: false },
    {
      name: 'status', text: t('ledger.status'), width: 90, align: 'center', value: (r) => (Number(r.shortfallHours) > 0 ? t('ledger.short') : t('ledger.done')),
      render: (r) => (Number(r.shortfallHours) > 0 ? <Tag color="red">{t('ledger.short')}</Tag> : <Tag color="green">{t('ledger.done')}</Tag>),
    },
  ];

  return (
    <div data-testid="edu-ledger">
      <SearchBox
        onSearch={() => setQ(form)}
        options={[
          ...periodSearchOptions('edu-ledger', form, setForm, t),
          { id: 'dept', type: 'dept', label: t('ledger.dept'), render: () => (
            <DeptTreePicker label={t('ledger.dept')} plantCd={form.plantCd ?? null} value={form.deptCd ?? null} onChange={(deptCd) => setForm((f) => ({ ...f, deptCd: deptCd ?? undefined }))} />) },
          { id: 'short', type: 'switch', label: t('ledger.shortOnly'), render: () => (
            <Field label={t('ledger.shortOnly')} htmlFor="edu-ledger-short">
              <Switch id="edu-ledger-short" aria-label={t('ledger.shortOnly')} checked={form.shortfallYn === 'Y'} onChange={(on) => setForm((f) => ({ ...f, shortfallYn: on ? 'Y' : undefined }))} />
            </Field>) },
        ]}
      />
      <DataGrid
        title={<Space wrap><span>{t('ledger.title')}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 400 }} data-testid="edu-ledger-summary">
            {t('ledger.summary', { n: rows.length, s: short.length, h: short.reduce((a, r) => a + r.shortfallHours, 0) })}
          </Typography.Text></Space>}
        columns={columns} rows={rows} rowKey={(r) => `${String(r.userId)}:${String(r.categoryCd)}`} showRowNo loading={list.isFetching} paging="local"
        rowClassName={(r) => (Number(r.shortfallHours) > 0 ? 'jk-row-danger' : undefined)}
        toolbar={<Button icon={<FileExcelOutlined />} onClick={() => void downloadServerExcel(`${EDU_API.ledger}/excel`, q, t('ledger.title'))}>Excel</Button>}
      />
    </div>
  );
}
