import { useState } from 'react';
import { Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  SAF_PATROL_STATS_API, SAF_TBM_STATS_API, type TPatrolMonthlyStats, type TTbmMonthlyStats,
} from '@jikim/shared/src/safety/patrol/patrol-stats';
import { ymdIn } from '@jikim/shared/src/ymd';
import { DataGrid, Field, PlantSelect, SearchBox, type GridColumn, type GridRow } from '@/components';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT, formatNumber } from '@/lib/i18n';
import { SAF_PATROL_STAT_NS } from './patrol-stat.i18n';

/** the last 24 months, newest first ('YYYY-MM') */
function recentMonths(): string[] {
  const [y, m] = ymdIn(new Date(), 'Asia/Seoul').split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const k = y * 12 + (m - 1) - i;
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** the sums of the numeric columns over the departments (shown with the grid's title; the rows stay one per department) */
function totalsOf(rows: GridRow[], keys: string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((a, r) => a + Number(r[k] ?? 0), 0)]));
}

const PATROL_KEYS = ['patrolCount', 'findingCount', 'fixedOnSpotCount', 'actionCount', 'openCount'];
const TBM_KEYS = ['tbmCount', 'doneCount', 'attendeeCount', 'vendorAttendeeCount', 'followUpCount'];

/**
 * 순회점검·TBM 통계 (/saf/patrolTbmStat, menu SAF_CHK_STAT; issue 16 items 3 and 5): per department of the caller's
 * scope, the month's patrols (done, findings, fixed on the spot, actions, open) and TBMs (held, completed, attendees,
 * follow-ups), each grid with the totals beside its title and Excel.
 */
export default function PatrolTbmStatPage() {
  const { t } = useT(SAF_PATROL_STAT_NS);
  const worker = useWorker();
  const months = recentMonths();
  const [form, setForm] = useState({ plantCd: worker?.plantCd ?? '', ym: months[0]! });
  const [q, setQ] = useState(form);
  const enabled = !!q.plantCd;
  const patrol = useQuery({ queryKey: ['safPatrolFinding', 'stats', q], enabled, queryFn: () => http.get<TPatrolMonthlyStats>(SAF_PATROL_STATS_API, q) });
  const tbm = useQuery({ queryKey: ['safTbm', 'stats', q], enabled, queryFn: () => http.get<TTbmMonthlyStats>(SAF_TBM_STATS_API, q) });
  const num = (name: string, width = 130): GridColumn => ({ name, text: t(name), type: 'number', align: 'right', width });
  const dept: GridColumn = { name: 'deptNm', text: t('dept') };
  const patrolRows = (patrol.data?.list ?? []) as unknown as GridRow[];
  const tbmRows = (tbm.data?.list ?? []) as unknown as GridRow[];
  const titled = (title: string, rows: GridRow[], keys: string[], testId: string) => {
    const sums = totalsOf(rows, keys);
    return (
      <Space wrap size={12}>
        <span>{title}</span>
        <Typography.Text type="secondary" style={{ fontWeight: 400 }} data-testid={testId}>
          {t('total')}: {keys.map((k) => `${t(k)} ${formatNumber(sums[k]!)}`).join(' · ')}
        </Typography.Text>
      </Space>
    );
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="patrol-tbm-stat">
      <SearchBox
        onSearch={() => setQ(form)}
        options={[
          { id: 'plant', type: 'plant', label: t('plant'), render: () => (
            <PlantSelect label={t('plant')} value={form.plantCd || null} onChange={(plantCd) => setForm((f) => ({ ...f, plantCd: plantCd ?? '' }))} />) },
          { id: 'month', type: 'select', label: t('month'), render: () => (
            <Field label={t('month')} htmlFor="saf-stat-month">
              <Select id="saf-stat-month" aria-label={t('month')} value={form.ym} onChange={(ym: string) => setForm((f) => ({ ...f, ym }))}
                options={months.map((m) => ({ value: m, label: m }))} />
            </Field>) },
        ]}
      />
      <div data-testid="patrol-stat-grid">
        <DataGrid title={titled(t('patrolTitle', { ym: q.ym }), patrolRows, PATROL_KEYS, 'patrol-stat-total')} columns={[dept, ...PATROL_KEYS.map((k) => num(k))]} rowKey="deptCd"
          paging="none" loading={patrol.isFetching} rows={patrolRows} excelFileName={t('patrolTitle', { ym: q.ym })} />
      </div>
      <div data-testid="tbm-stat-grid">
        <DataGrid title={titled(t('tbmTitle', { ym: q.ym }), tbmRows, TBM_KEYS, 'tbm-stat-total')} columns={[dept, ...TBM_KEYS.map((k) => num(k, 150))]} rowKey="deptCd"
          paging="none" loading={tbm.isFetching} rows={tbmRows} excelFileName={t('tbmTitle', { ym: q.ym })} />
      </div>
    </Space>
  );
}
