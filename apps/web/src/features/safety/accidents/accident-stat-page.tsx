import { useState } from 'react';
import { Alert, Card, Col, InputNumber, Row, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SAF_ACC_RATES_API } from '@jikim/shared/src/safety/accidents/accident.const';
import { SAF_ACC_STATS_API, type TAccidentRates, type TAccidentStats } from '@jikim/shared/src/safety/accidents/workhours.resource';
import { PlantSelect } from '@/components';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_STAT_NS } from './stat.i18n';

type Count = TAccidentStats['byType'][number];
const fmt = (n: number | null) => (n === null ? '-' : n.toLocaleString('ko-KR', { maximumFractionDigits: 2 }));

/**
 * 사고 통계 (issue 15): the contract rates of a plant and year, counts by type, cause and body part, the month trend
 * and the leading indicators. Plain markup and CSS bars (no chart library).
 */
export default function AccidentStatPage() {
  const { t } = useT(SAF_STAT_NS);
  const { worker } = useSession();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [year, setYear] = useState(new Date().getFullYear());
  const params = { plantCd: plantCd ?? '', year };
  const rates = useQuery({ queryKey: ['safAccident', 'rates', params], enabled: !!plantCd, queryFn: () => http.get<TAccidentRates>(SAF_ACC_RATES_API, params) });
  const stats = useQuery({ queryKey: ['safAccident', 'stats', params], enabled: !!plantCd, queryFn: () => http.get<TAccidentStats>(SAF_ACC_STATS_API, params) });
  const r = rates.data;
  const s = stats.data;
  const maxMonth = Math.max(1, ...(s?.byMonth ?? []).map((m) => Math.max(m.accidentCount, m.nearMissCount)));
  const list = (rows: Count[]) => (rows.length === 0 ? <p style={{ color: '#8c8c8c' }}>{t('none')}</p> : (
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
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="accident-stat">
      <Card size="small">
        <Space wrap>
          <div style={{ width: 240 }}><PlantSelect label={t('plant')} value={plantCd} onChange={setPlantCd} /></div>
          <span>{t('year')}</span><InputNumber aria-label={t('year')} min={2000} max={2100} value={year} onChange={(v) => v && setYear(v)} />
        </Space>
      </Card>
      {(rates.isLoading || stats.isLoading) && <Spin />}
      {r && (
        <Card size="small" title={t('rates')}>
          <Row gutter={[12, 12]}>
            {(['frequencyRate', 'severityRate', 'accidentRate', 'trir', 'ltifr', 'workHours', 'workerCount', 'accidentCount', 'victimCount', 'lostWorkDays'] as const).map((k) => (
              <Col key={k} xs={12} md={6} lg={4}>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>{t(k)}</div>
                <div style={{ fontSize: 20, fontWeight: 600 }} data-testid={`stat-${k}`}>{fmt(r[k])}</div>
              </Col>
            ))}
          </Row>
          <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('note')} />
        </Card>
      )}
      {s && (
        <>
          <Row gutter={[12, 12]}>
            <Col xs={24} md={8}><Card size="small" title={t('byType')}>{list(s.byType)}</Card></Col>
            <Col xs={24} md={8}><Card size="small" title={t('byCause')}>{list(s.byCause)}</Card></Col>
            <Col xs={24} md={8}><Card size="small" title={t('byBodyPart')}>{list(s.byBodyPart)}</Card></Col>
          </Row>
          <Card size="small" title={t('byMonth')}>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 6, alignItems: 'end', height: 140 }}>
              {s.byMonth.map((m) => (
                <div key={m.month} title={`${t('accidents')} ${m.accidentCount} · ${t('victims')} ${m.victimCount} · ${t('nearMisses')} ${m.nearMissCount}`}
                  style={{ display: 'flex', gap: 2, alignItems: 'flex-end', height: '100%' }}>
                  <div style={{ flex: 1, background: '#cf1322', height: `${(m.accidentCount / maxMonth) * 100}%`, minHeight: m.accidentCount ? 4 : 0 }} />
                  <div style={{ flex: 1, background: '#faad14', height: `${(m.nearMissCount / maxMonth) * 100}%`, minHeight: m.nearMissCount ? 4 : 0 }} />
                </div>
              ))}
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 6, textAlign: 'center', fontSize: 12, color: '#8c8c8c' }}>
              {s.byMonth.map((m) => <span key={m.month}>{t('month', { n: m.month })}</span>)}
            </div>
            <Space style={{ marginTop: 8, fontSize: 12 }}>
              <span><span style={{ display: 'inline-block', width: 10, height: 10, background: '#cf1322' }} /> {t('accidents')}</span>
              <span><span style={{ display: 'inline-block', width: 10, height: 10, background: '#faad14' }} /> {t('nearMisses')}</span>
            </Space>
          </Card>
          <Card size="small" title={t('leading')}>
            <Row gutter={12}>
              <Col span={12}><div style={{ color: '#8c8c8c', fontSize: 12 }}>{t('nearMissCount')}</div><div style={{ fontSize: 20, fontWeight: 600 }}>{s.leading.nearMissCount}</div></Col>
              <Col span={12}>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>{t('onTime')}</div>
                <div style={{ fontSize: 20, fontWeight: 600 }}>{s.leading.onTimeRate === null ? '-' : `${s.leading.onTimeRate}%`}</div>
                <small>{t('onTimeDetail', { done: s.leading.actionsClosedOnTime, due: s.leading.actionsDue })}</small>
              </Col>
            </Row>
          </Card>
        </>
      )}
    </Space>
  );
}
