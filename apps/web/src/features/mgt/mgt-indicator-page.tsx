import { useState } from 'react';
import { Alert, Card, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isSumIndicator, MGT_API, MGT_CODE_GROUPS, MGT_INDICATORS, MGT_MANUAL_PREFIX } from '@jikim/shared/src/mgt/mgt.const';
import type { TMgtIndicatorRow } from '@jikim/shared/src/mgt/mgt.schemas';
import { useWorker } from '@/app/page-context';
import { useCodes } from '@/components/form/code-select';
import { DeptSelect, PlantSelect } from '@/components/pickers/plant-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import { MGT_IND_NS } from './indicator.i18n';
import { IndicatorChart } from './indicator-chart';

const MONTHS = Array.from({ length: 12 }, (_v, i) => i + 1);
const fmt = (v: number | null | undefined) => (v == null ? '-' : Number.isInteger(v) ? String(v) : v.toFixed(2));
type Row = { code: string; name: string; kind: string; unit: string; better: string; byMonth: Map<number | null, TMgtIndicatorRow> };

/**
 * 안전보건 지표 (`/mgt/mgtIndicator`, menu MGT_INDICATOR): the server-computed lagging and leading indicators of a plant
 * (or of one department with the departments below it) for a year, month by month and for the year, each against its
 * target (red where the target is missed). A count indicator's month is against its share of the year target.
 */
export default function MgtIndicatorPage() {
  const { t, i18n } = useT(MGT_NS);
  const ti = useT(MGT_IND_NS).t;
  const codes = useCodes(MGT_CODE_GROUPS.indicator);
  const [view, setView] = useState<'table' | 'chart'>('table');
  const lang = (['ko', 'en', 'zh', 'es'] as const).find((l) => l === i18n.language) ?? 'ko';
  const worker = useWorker();
  const thisYear = new Date().getFullYear();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [year, setYear] = useState(thisYear);
  const [deptCd, setDeptCd] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['mgtIndicators', plantCd, year, deptCd], enabled: !!plantCd,
    queryFn: () => http.get<{ list: TMgtIndicatorRow[] }>(MGT_API.indicators, { plantCd, year, ...(deptCd ? { deptCd } : {}) }),
  });
  const byMonth = (code: string) => new Map((q.data?.list ?? []).filter((r) => r.indicatorCd === code).map((r) => [r.month, r]));
  // the plant's own indicators (M_…, typed on the plans) after the computed ones, named by the indicator code group
  const own = [...new Set((q.data?.list ?? []).map((r) => r.indicatorCd).filter((c) => c.startsWith(MGT_MANUAL_PREFIX)))].sort();
  const rows: Row[] = [
    ...MGT_INDICATORS.map((d) => ({ code: d.code, name: d[lang], kind: d.kind, unit: d.unit, better: d.better, byMonth: byMonth(d.code) })),
    ...own.map((c) => ({ code: c, name: codes.data?.find((x) => x.code === c)?.codeNm ?? c, kind: 'OWN', unit: '', better: 'higher', byMonth: byMonth(c) })),
  ];
  const missed = (r: Row, v: TMgtIndicatorRow | undefined) =>
    !!v && v.actual != null && v.target != null && (r.better === 'lower' ? v.actual > v.target : v.actual < v.target);
  const cell = (r: Row, m: number | null) => {
    const v = r.byMonth.get(m);
    return (
      <span style={missed(r, v) ? { color: '#a8071a', fontWeight: 600 } : undefined}>
        {fmt(v?.actual)}{v?.target != null ? ` (${fmt(v.target)})` : ''}
      </span>
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="mgt-indicators">
      <Alert type="info" showIcon message={t('help')} />
      <Space wrap>
        <div style={{ width: 220, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={(v) => { setPlantCd(v); setDeptCd(null); }} /></div>
        <div style={{ width: 240, maxWidth: '100%' }} data-testid="mgt-indicator-dept"><DeptSelect label={ti('dept')} plantCd={plantCd} value={deptCd} onChange={setDeptCd} /></div>
        <Segmented<'table' | 'chart'> aria-label={ti('view')} value={view} onChange={setView} options={[{ value: 'table', label: ti('table') }, { value: 'chart', label: ti('chart') }]} />
        <Select<number> aria-label={t('year')} style={{ width: 120 }} value={year} onChange={setYear} options={[thisYear - 2, thisYear - 1, thisYear].map((y) => ({ value: y, label: String(y) }))} />
      </Space>
      {view === 'table' ? (
        <Table<Row>
          size="small" loading={q.isFetching} dataSource={rows} rowKey="code" pagination={false} scroll={{ x: 'max-content' }}
          columns={[
            { title: t('indicator'), width: 220, fixed: 'left', render: (_v, r) => <>{r.name}{r.unit ? ` (${r.unit})` : ''}</> },
            { title: t('kind'), width: 80, render: (_v, r) => <Tag color={r.kind === 'LAGGING' ? 'volcano' : r.kind === 'OWN' ? 'purple' : 'blue'}>{r.kind === 'OWN' ? ti('OWN') : t(r.kind)}</Tag> },
            { title: t('yearValue'), width: 110, render: (_v, r) => cell(r, null) },
            ...MONTHS.map((m) => ({ title: t('month', { m }), key: `m${m}`, width: 90, render: (_v: unknown, r: Row) => cell(r, m) })),
          ]}
        />
      ) : (
        <>
          <Typography.Text type="secondary">{ti('legend')}</Typography.Text>
          <Typography.Text type="secondary">{ti('sumNote')}</Typography.Text>
          <div className="jk-ind-grid" data-testid="mgt-indicator-charts">
            {rows.map((r) => {
              const yearRow = r.byMonth.get(null);
              const series = { actual: MONTHS.map((m) => r.byMonth.get(m)?.actual ?? null), target: MONTHS.map((m) => r.byMonth.get(m)?.target ?? null) };
              return (
                <Card key={r.code} size="small" data-indicator={r.code} title={<>{r.name}{r.unit ? ` (${r.unit})` : ''} <Tag color={r.kind === 'LAGGING' ? 'volcano' : r.kind === 'OWN' ? 'purple' : 'blue'}>{r.kind === 'OWN' ? ti('OWN') : t(r.kind)}</Tag></>}>
                  <Typography.Text style={missed(r, yearRow) ? { color: '#a8071a', fontWeight: 600 } : undefined}>
                    {isSumIndicator(r.code)
                      ? ti('sumLine', { actual: fmt(yearRow?.actual), target: fmt(yearRow?.target), share: fmt(r.byMonth.get(1)?.target) })
                      : ti('yearLine', { actual: fmt(yearRow?.actual), target: fmt(yearRow?.target) })}
                  </Typography.Text>
                  <IndicatorChart series={series} better={r.better === 'lower' ? 'lower' : 'higher'} monthLabel={(m) => t('month', { m })}
                    label={ti('chartLabel', { name: r.name, actual: fmt(yearRow?.actual), target: fmt(yearRow?.target) })} />
                </Card>
              );
            })}
          </div>
        </>
      )}
    </Space>
  );
}
