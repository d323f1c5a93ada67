import { useState } from 'react';
import { Alert, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MGT_API, MGT_INDICATORS } from '@jikim/shared/src/mgt/mgt.const';
import type { TMgtIndicatorRow } from '@jikim/shared/src/mgt/mgt.schemas';
import { useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components/pickers/plant-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';

const MONTHS = Array.from({ length: 12 }, (_v, i) => i + 1);
const fmt = (v: number | null | undefined) => (v == null ? '-' : Number.isInteger(v) ? String(v) : v.toFixed(2));
type Row = { code: string; name: string; kind: string; unit: string; better: string; byMonth: Map<number | null, TMgtIndicatorRow> };

/**
 * 안전보건 지표 (`/mgt/mgtIndicator`, menu MGT_INDICATOR): the server-computed lagging and leading indicators of a plant
 * for a year, month by month and for the year, each against its target (red where the target is missed).
 */
export default function MgtIndicatorPage() {
  const { t, i18n } = useT(MGT_NS);
  const lang = (['ko', 'en', 'zh', 'es'] as const).find((l) => l === i18n.language) ?? 'ko';
  const worker = useWorker();
  const thisYear = new Date().getFullYear();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [year, setYear] = useState(thisYear);
  const q = useQuery({
    queryKey: ['mgtIndicators', plantCd, year], enabled: !!plantCd,
    queryFn: () => http.get<{ list: TMgtIndicatorRow[] }>(MGT_API.indicators, { plantCd, year }),
  });
  const rows: Row[] = MGT_INDICATORS.map((d) => ({
    code: d.code, name: d[lang], kind: d.kind, unit: d.unit, better: d.better,
    byMonth: new Map((q.data?.list ?? []).filter((r) => r.indicatorCd === d.code).map((r) => [r.month, r])),
  }));
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
        <div style={{ width: 220, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
        <Select<number> aria-label={t('year')} style={{ width: 120 }} value={year} onChange={setYear} options={[thisYear - 2, thisYear - 1, thisYear].map((y) => ({ value: y, label: String(y) }))} />
      </Space>
      <Table<Row>
        size="small" loading={q.isFetching} dataSource={rows} rowKey="code" pagination={false} scroll={{ x: 'max-content' }}
        columns={[
          { title: t('indicator'), width: 220, fixed: 'left', render: (_v, r) => <>{r.name}{r.unit ? ` (${r.unit})` : ''}</> },
          { title: t('kind'), width: 80, render: (_v, r) => <Tag color={r.kind === 'LAGGING' ? 'volcano' : 'blue'}>{t(r.kind)}</Tag> },
          { title: t('yearValue'), width: 110, render: (_v, r) => cell(r, null) },
          ...MONTHS.map((m) => ({ title: t('month', { m }), key: `m${m}`, width: 90, render: (_v: unknown, r: Row) => cell(r, m) })),
        ]}
      />
    </Space>
  );
}
