import { lazy, Suspense, useState } from 'react';
import { Alert, App, Button, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAF_WKOD_API, type TWkodGasReading } from '@jikim/shared/src/work-permits/wkod.const';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_WKOD_NS } from './wkod.i18n';

// the desktop table of readings loads with the permit's detail only: the phone page lists cards and never pays for the grid
const GasTable = lazy(() => import('./gas-table').then((m) => ({ default: m.GasTable })));

type TGasList = { list: TWkodGasReading[]; nextDueDt: string | null; overdue: boolean; statusCd: string; version: number };
export const GASES = ['o2Pct', 'lelPct', 'h2sPpm', 'coPpm', 'co2Pct'] as const;
export const gasKey = (permitNo: number) => ['safWkod', 'gas', permitNo] as const;

/** a permit's gas readings (newest first), the next one due, and the form that records one (the server judges it) */
export function GasReadings({ permitNo, canRecord, compact }: { permitNo: number; canRecord: boolean; compact?: boolean }) {
  const { t } = useT(SAF_WKOD_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: gasKey(permitNo), queryFn: () => http.get<TGasList>(`${SAF_WKOD_API.permits}/${permitNo}/gas-readings`) });
  const [v, setV] = useState<Record<string, number | null>>({});
  const [pointDesc, setPoint] = useState('');
  const rec = useMutation({
    mutationFn: () => http.post<TGasList>(`${SAF_WKOD_API.permits}/${permitNo}/gas-readings`, { ...v, pointDesc: pointDesc || null }),
    onSuccess: async (r) => {
      qc.setQueryData(gasKey(permitNo), r);
      setV({});
      void message.success(r.list[0]?.resultCd === 'OUT' && r.statusCd === 'SUSPENDED' ? t('suspended') : t('saved'));
      await qc.invalidateQueries({ queryKey: ['resource'] });
    },
  });
  const d = q.data;
  return (
    <div data-testid="wkod-gas">
      {d?.nextDueDt && (
        <Alert style={{ marginBottom: 8 }} type={d.overdue ? 'error' : 'info'} showIcon
          title={`${d.overdue ? t('gasOverdue') : t('gasNext')}: ${plantDateTime(d.nextDueDt)}`} data-testid="wkod-gas-next" />
      )}
      {canRecord && (
        <Space wrap align="end" style={{ marginBottom: 8 }}>
          {GASES.map((g) => (
            <div key={g} style={{ width: compact ? 150 : 110 }}>
              <Typography.Text>{t(g)}</Typography.Text>
              <InputNumber aria-label={t(g)} style={{ width: '100%', minHeight: compact ? 44 : undefined }} min={0} step={0.1} value={v[g] ?? null}
                onChange={(x) => setV((o) => ({ ...o, [g]: x === null ? null : Number(x) }))} inputMode="decimal" />
            </div>
          ))}
          <Input style={{ width: compact ? 310 : 200, minHeight: compact ? 44 : undefined }} aria-label={t('pointDesc')} placeholder={t('pointDesc')} value={pointDesc} maxLength={200} onChange={(e) => setPoint(e.target.value)} />
          <Button type="primary" style={{ minHeight: compact ? 44 : undefined }} loading={rec.isPending} onClick={() => rec.mutate()} data-testid="wkod-gas-record">{t('record')}</Button>
        </Space>
      )}
      {compact ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {(d?.list ?? []).slice(0, 5).map((g) => (
            <div key={g.readingNo} style={{ borderBottom: '1px solid #eee', paddingBottom: 4 }}>
              <Tag color={g.resultCd === 'OK' ? 'green' : 'red'}>{g.resultCd === 'OK' ? t('ok') : t('out')}</Tag> {plantDateTime(g.measuredDt)}
              <div>O₂ {g.o2Pct ?? '-'} · LEL {g.lelPct ?? '-'} · H₂S {g.h2sPpm ?? '-'} · CO {g.coPpm ?? '-'}{g.co2Pct != null ? ` · CO₂ ${g.co2Pct}` : ''}</div>
            </div>
          ))}
          {d && d.list.length === 0 && <Typography.Text type="secondary">{t('gasNone')}</Typography.Text>}
        </Space>
      ) : (
        <Suspense fallback={null}><GasTable list={d?.list ?? []} /></Suspense>
      )}
    </div>
  );
}
