import { useMemo, useState } from 'react';
import { Alert, Button, Card, Select, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SAF_ACC_RATES_API } from '@jikim/shared/src/safety/accidents/accident.const';
import {
  SAF_ACC_MONTHLY_RATES_API, SAF_ACC_STATS_API, SAF_ACC_STATS_EXCEL_API, type TAccidentMonthlyRates, type TAccidentRates, type TAccidentStats,
} from '@jikim/shared/src/safety/accidents/workhours.resource';
import { Field } from '@/components/form/field';
import { DeptSelect, PlantSelect } from '@/components/pickers/plant-select';
import { LazyChart, type ChartConfiguration } from '@/components/chart';
import { downloadServerExcel } from '@/components/grid/grid-excel';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT, formatNumber } from '@/lib/i18n';
import { SAF_STAT_NS } from './stat.i18n';

type Count = TAccidentStats['byType'][number];
type Month = TAccidentMonthlyRates['months'][number];
const fmt = (n: number | null) => (n === null ? '-' : formatNumber(n, { maximumFractionDigits: 2 }));
const RED = '#cf1322';
const AMBER = '#faad14';
const BLUE = '#1677ff';
const label = { color: '#666', fontSize: 12 } as const;
const big = { fontSize: 20, fontWeight: 600 } as const;
/** responsive columns without antd's grid (this page stays off the list pages' library chunk) */
const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 12 }) as const;
const cell = { padding: '4px 6px', textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** a horizontal bar chart of one count list */
function countChart(rows: Count[], title: string, none: string, color: string): ChartConfiguration {
  return {
    type: 'bar',
    data: { labels: rows.map((c) => c.name ?? none), datasets: [{ label: title, data: rows.map((c) => c.count), backgroundColor: color }] },
    options: { indexAxis: 'y', plugins: { legend: { display: false } }, scales: { x: { beginAtZero: true, grace: '10%', ticks: { precision: 0 } } } },
  };
}

/**
 * 사고 통계 (issue 15): the contract rates of a plant and year; per month and year to date of the plant or a
 * department with its sub-departments (table and chart); counts by type, causing object, cause and body part (charts
 * and lists); the leading indicators; Excel of it all. Charts through the product's lazily loaded chart component.
 */
export default function AccidentStatPage() {
  const { t } = useT(SAF_STAT_NS);
  const { worker } = useSession();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [deptCd, setDeptCd] = useState<string | null>(null);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const years = useMemo(() => Array.from({ length: 11 }, (_, i) => thisYear - i), [thisYear]);
  const params = { plantCd: plantCd ?? '', year };
  const rates = useQuery({ queryKey: ['safAccident', 'rates', params], enabled: !!plantCd, queryFn: () => http.get<TAccidentRates>(SAF_ACC_RATES_API, params) });
  const stats = useQuery({ queryKey: ['safAccident', 'stats', params], enabled: !!plantCd, queryFn: () => http.get<TAccidentStats>(SAF_ACC_STATS_API, params) });
  const monthlyParams = { ...params, ...(deptCd ? { deptCd } : {}) };
  const monthly = useQuery({
    queryKey: ['safAccident', 'monthly', monthlyParams], enabled: !!plantCd,
    queryFn: () => http.get<TAccidentMonthlyRates>(SAF_ACC_MONTHLY_RATES_API, monthlyParams),
  });
  const r = rates.data;
  const s = stats.data;
  const months = monthly.data?.months;
  const monthLabels = useMemo(() => Array.from({ length: 12 }, (_, i) => t('month', { n: i + 1 })), [t]);
  const trend = useMemo<ChartConfiguration | null>(() => (months ? {
    type: 'bar',
    data: {
      labels: monthLabels,
      datasets: [
        { type: 'bar', label: t('accidents'), data: months.map((m) => m.accidentCount), backgroundColor: RED, yAxisID: 'y' },
        { type: 'bar', label: t('nearMisses'), data: months.map((m) => m.nearMissCount), backgroundColor: AMBER, yAxisID: 'y' },
        { type: 'line', label: t('ytdFrequency'), data: months.map((m) => m.ytd.frequencyRate), borderColor: BLUE, backgroundColor: BLUE, yAxisID: 'y1', spanGaps: true },
      ],
    },
    options: {
      plugins: { legend: { position: 'bottom' } },
      scales: {
        y: { beginAtZero: true, grace: '10%', ticks: { precision: 0 }, title: { display: true, text: t('count') } },
        y1: { beginAtZero: true, grace: '10%', position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: t('frequencyRate') } },
      },
    },
  } : null), [months, monthLabels, t]);
  const counts = useMemo(() => (s ? ([
    ['byType', s.byType, RED], ['byObject', s.byObject, '#d4380d'], ['byCause', s.byCause, '#531dab'], ['byBodyPart', s.byBodyPart, '#08979c'],
  ] as const).map(([k, rows, color]) => ({ k, rows, config: countChart(rows, t(k), t('unknown'), color) })) : []), [s, t]);

  const list = (rows: Count[]) => (rows.length === 0 ? <p style={{ color: '#666' }}>{t('none')}</p> : (
    <table className="jk-stat-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map((c) => (
          <tr key={c.code ?? '-'} style={{ borderBottom: '1px solid #f0f0f0' }}>
            <td style={{ padding: '4px 0' }}>{c.name ?? t('unknown')}</td><td style={{ textAlign: 'right', fontWeight: 600 }}>{c.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ));
  const monthCols: { key: string; head: string; v: (m: Month) => number | null }[] = [
    { key: 'workHours', head: t('workHours'), v: (m) => m.workHours },
    { key: 'accidentCount', head: t('accidentCount'), v: (m) => m.accidentCount },
    { key: 'victimCount', head: t('victimCount'), v: (m) => m.victimCount },
    { key: 'lostWorkDays', head: t('lostWorkDays'), v: (m) => m.lostWorkDays },
    { key: 'frequencyRate', head: t('frequencyRate'), v: (m) => m.frequencyRate },
    { key: 'severityRate', head: t('severityRate'), v: (m) => m.severityRate },
    { key: 'accidentRate', head: t('accidentRate'), v: (m) => m.accidentRate },
    { key: 'trir', head: 'TRIR', v: (m) => m.trir },
    { key: 'ltifr', head: 'LTIFR', v: (m) => m.ltifr },
    { key: 'ytdFrequency', head: t('ytdFrequency'), v: (m) => m.ytd.frequencyRate },
    { key: 'ytdSeverity', head: t('ytdSeverity'), v: (m) => m.ytd.severityRate },
    { key: 'nearMissCount', head: t('nearMisses'), v: (m) => m.nearMissCount },
    { key: 'onTime', head: t('onTimePct'), v: (m) => m.onTimeRate },
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="accident-stat">
      <Card size="small">
        <Space wrap align="start">
          <div style={{ width: 220 }}><PlantSelect label={t('plant')} value={plantCd} onChange={(v) => { setPlantCd(v); setDeptCd(null); }} /></div>
          <div style={{ width: 220 }}><DeptSelect label={t('dept')} plantCd={plantCd} value={deptCd} onChange={setDeptCd} /></div>
          <Field label={t('year')} htmlFor="stat-year">
            <Select id="stat-year" aria-label={t('year')} style={{ width: 100 }} value={year} onChange={setYear}
              options={years.map((y) => ({ value: y, label: String(y) }))} />
          </Field>
          <Field>
            <Button icon={<DownloadOutlined />} disabled={!plantCd} data-testid="stat-excel"
              onClick={() => void downloadServerExcel(SAF_ACC_STATS_EXCEL_API, params, t('excelName', { year }))}>{t('excel')}</Button>
          </Field>
        </Space>
      </Card>
      {(rates.isLoading || stats.isLoading) && <Spin />}
      {r && (
        <Card size="small" title={t('rates')}>
          <div style={grid(150)}>
            {(['frequencyRate', 'severityRate', 'accidentRate', 'trir', 'ltifr', 'workHours', 'workerCount', 'accidentCount', 'victimCount', 'lostWorkDays'] as const).map((k) => (
              <div key={k}>
                <div style={label}>{t(k)}</div>
                <div style={big} data-testid={`stat-${k}`}>{fmt(r[k])}</div>
              </div>
            ))}
          </div>
          <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('note')} />
        </Card>
      )}
      {months && trend && (
        <Card size="small" title={deptCd ? t('byMonthDept') : t('byMonth')}>
          <LazyChart config={trend} label={t('byMonth')} height={260} testId="stat-chart-month" />
          <div style={{ overflowX: 'auto', marginTop: 12 }}>
            <table style={{ borderCollapse: 'collapse', fontSize: 12, width: '100%' }} data-testid="stat-month-table">
              <thead>
                <tr style={{ background: '#fafafa' }}>
                  <th style={{ ...cell, textAlign: 'left' }}>{t('monthCol')}</th>
                  {monthCols.map((c) => <th key={c.key} style={cell}>{c.head}</th>)}
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month} style={{ borderBottom: '1px solid #f0f0f0' }}>
                    <td style={{ ...cell, textAlign: 'left' }}>{monthLabels[m.month - 1]}</td>
                    {monthCols.map((c) => <td key={c.key} style={cell}>{fmt(c.v(m))}</td>)}
                  </tr>
                ))}
                <tr style={{ fontWeight: 600, background: '#fafafa' }} data-testid="stat-ytd-row">
                  <td style={{ ...cell, textAlign: 'left' }}>{t('ytd')}</td>
                  {monthCols.map((c) => <td key={c.key} style={cell}>{fmt(c.v({ ...months[11]!.ytd, month: 12, ytd: months[11]!.ytd }))}</td>)}
                </tr>
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {s && (
        <>
          <div style={grid(250)}>
            {counts.map(({ k, rows, config }) => (
              <Card key={k} size="small" title={t(k)}>
                {rows.length > 0 && <LazyChart config={config} label={t(k)} height={Math.max(120, 28 * rows.length + 40)} testId={`stat-chart-${k}`} />}
                {list(rows)}
              </Card>
            ))}
          </div>
          <Card size="small" title={t('leading')}>
            <div style={grid(150)}>
              <div><div style={label}>{t('nearMissCount')}</div><div style={big}>{s.leading.nearMissCount}</div></div>
              <div>
                <div style={label}>{t('onTime')}</div>
                <div style={big}>{s.leading.onTimeRate === null ? '-' : `${s.leading.onTimeRate}%`}</div>
                <small>{t('onTimeDetail', { done: s.leading.actionsClosedOnTime, due: s.leading.actionsDue })}</small>
              </div>
            </div>
          </Card>
        </>
      )}
    </Space>
  );
}
