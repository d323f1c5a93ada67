import { useMemo, useState } from 'react';
import { Button, Card, Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SAF_OBS_STATS_API, type TObservationStats } from '@jikim/shared/src/safety/observations/observation-stats';
import { ymdIn } from '@jikim/shared/src/ymd';
import { DEFAULT_PLANT_TIME_ZONE } from '@jikim/shared/src/excel-cells';
import { Field } from '@/components/form/field';
import { MutedText } from '@/components/form/muted-text';
import { PlantSelect } from '@/components/pickers/plant-select';
import { LazyChart, type ChartConfiguration } from '@/components/chart';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT, formatNumber } from '@/lib/i18n';
import { SAF_OBS_STAT_NS } from './observation-stat.i18n';

type TTally = TObservationStats['total'];
type TGroup = TTally & { code: string; name: string | null };
const GREEN = '#389e0d';
const RED = '#cf1322';
const BLUE = '#1677ff';
const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`, gap: 12 }) as const;
const cell = { padding: '4px 6px', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const pct = (v: number | null) => (v === null ? '-' : `${formatNumber(v, { maximumFractionDigits: 1 })}%`);

/** the last 36 months, newest first ('YYYY-MM') */
function recentMonths(): string[] {
  const [y, m] = ymdIn(new Date(), DEFAULT_PLANT_TIME_ZONE).split('-').map(Number) as [number, number];
  return Array.from({ length: 36 }, (_, i) => {
    const k = y * 12 + (m - 1) - i;
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** safe and at-risk counts stacked, with the safe ratio as a line on its own axis */
function chartOf(labels: string[], rows: TTally[], t: (k: string) => string, horizontal: boolean): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { type: 'bar', label: t('safeCnt'), data: rows.map((r) => r.safeCnt), backgroundColor: GREEN, stack: 'n', ...(horizontal ? { xAxisID: 'x' } : { yAxisID: 'y' }) },
        { type: 'bar', label: t('riskCnt'), data: rows.map((r) => r.riskCnt), backgroundColor: RED, stack: 'n', ...(horizontal ? { xAxisID: 'x' } : { yAxisID: 'y' }) },
        ...(horizontal ? [] : [{ type: 'line' as const, label: t('safeRatio'), data: rows.map((r) => r.safeRatio), borderColor: BLUE, backgroundColor: BLUE, yAxisID: 'y1', spanGaps: true }]),
      ],
    },
    options: horizontal
      ? { indexAxis: 'y', plugins: { legend: { position: 'bottom' } }, scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } } }
      : {
        plugins: { legend: { position: 'bottom' } },
        scales: {
          x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
          y1: { min: 0, max: 100, position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: t('safeRatio') } },
        },
      },
  };
}

/**
 * 행동관찰 통계 (/saf/observationStat, menu SAF_OBS_STAT; issue 31 item 3): the plant's observations over a span of months
 * — totals, by category, by area and by month (safe and at-risk counts, safe ratio = safe ÷ (safe + at risk)) as charts
 * and tables, in the caller's plant and department scope.
 */
export default function ObservationStatPage() {
  const { t } = useT(SAF_OBS_STAT_NS);
  const { worker } = useSession();
  const months = useMemo(() => recentMonths(), []);
  const [form, setForm] = useState({ plantCd: worker?.plantCd ?? '', fromYm: months[11]!, toYm: months[0]! });
  const [q, setQ] = useState(form);
  const stats = useQuery({
    queryKey: ['safObservation', 'stats', q], enabled: !!q.plantCd && q.fromYm <= q.toYm,
    queryFn: () => http.get<TObservationStats>(SAF_OBS_STATS_API, q),
  });
  const s = stats.data;
  const monthOptions = months.map((m) => ({ value: m, label: m }));
  const charts = useMemo(() => (s ? {
    month: chartOf(s.byMonth.map((m) => m.ym), s.byMonth, t, false),
    category: chartOf(s.byCategory.map((c) => c.name ?? c.code), s.byCategory, t, true),
    area: chartOf(s.byArea.map((c) => c.name ?? c.code), s.byArea, t, true),
  } : null), [s, t]);

  const table = (rows: (TTally & { key: string; label: string })[], head: string, testId: string) => (rows.length === 0 ? <p><MutedText>{t('none')}</MutedText></p> : (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', fontSize: 12, width: '100%' }} data-testid={testId}>
        <thead>
          <tr style={{ background: '#fafafa' }}>
            <th style={{ ...cell, textAlign: 'left' }}>{head}</th>
            {(['obsCount', 'safeCnt', 'riskCnt', 'safeRatio'] as const).map((k) => <th key={k} style={cell}>{t(k)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} style={{ borderBottom: '1px solid #f0f0f0' }}>
              <td style={{ ...cell, textAlign: 'left' }}>{r.label}</td>
              <td style={cell}>{formatNumber(r.obsCount)}</td><td style={cell}>{formatNumber(r.safeCnt)}</td>
              <td style={{ ...cell, color: r.riskCnt > 0 ? RED : undefined }}>{formatNumber(r.riskCnt)}</td><td style={cell}>{pct(r.safeRatio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ));
  const groupRows = (rows: TGroup[]) => rows.map((r) => ({ ...r, key: r.code, label: r.name ?? r.code }));

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="observation-stat">
      <Card size="small">
        <Space wrap align="end">
          <div style={{ width: 220 }}><PlantSelect label={t('plant')} value={form.plantCd || null} onChange={(plantCd) => setForm((f) => ({ ...f, plantCd: plantCd ?? '' }))} /></div>
          <Field label={t('from')} htmlFor="obs-stat-from">
            <Select id="obs-stat-from" aria-label={t('from')} style={{ width: 120 }} value={form.fromYm} options={monthOptions} onChange={(fromYm: string) => setForm((f) => ({ ...f, fromYm }))} />
          </Field>
          <Field label={t('to')} htmlFor="obs-stat-to">
            <Select id="obs-stat-to" aria-label={t('to')} style={{ width: 120 }} value={form.toYm} options={monthOptions} onChange={(toYm: string) => setForm((f) => ({ ...f, toYm }))} />
          </Field>
          <Field><Button type="primary" onClick={() => setQ(form)} data-testid="obs-stat-search">{t('search')}</Button></Field>
        </Space>
      </Card>
      {stats.isLoading && <Spin />}
      {s && charts && (
        <>
          <Card size="small" title={t('total')}>
            <div style={grid(140)} data-testid="obs-stat-total">
              {(['obsCount', 'safeCnt', 'riskCnt'] as const).map((k) => (
                <div key={k}><MutedText style={{ fontSize: 12 }}>{t(k)}</MutedText><div style={{ fontSize: 20, fontWeight: 600 }}>{formatNumber(s.total[k])}</div></div>
              ))}
              <div><MutedText style={{ fontSize: 12 }}>{t('safeRatio')}</MutedText><div style={{ fontSize: 20, fontWeight: 600, color: GREEN }}>{pct(s.total.safeRatio)}</div></div>
            </div>
            <MutedText style={{ fontSize: 12 }}>{t('ratioNote')}</MutedText>
          </Card>
          <Card size="small" title={t('byMonth')}>
            <LazyChart config={charts.month} label={t('byMonth')} height={260} testId="obs-chart-month" />
            {table(s.byMonth.map((m) => ({ ...m, key: m.ym, label: m.ym })), t('month'), 'obs-stat-month')}
          </Card>
          <div style={grid(320)}>
            <Card size="small" title={t('byCategory')}>
              {s.byCategory.length > 0 && <LazyChart config={charts.category} label={t('byCategory')} height={Math.max(140, 32 * s.byCategory.length + 60)} testId="obs-chart-category" />}
              {table(groupRows(s.byCategory), t('code'), 'obs-stat-category')}
            </Card>
            <Card size="small" title={t('byArea')}>
              {s.byArea.length > 0 && <LazyChart config={charts.area} label={t('byArea')} height={Math.max(140, 32 * s.byArea.length + 60)} testId="obs-chart-area" />}
              {table(groupRows(s.byArea), t('code'), 'obs-stat-area')}
            </Card>
          </div>
        </>
      )}
    </Space>
  );
}
