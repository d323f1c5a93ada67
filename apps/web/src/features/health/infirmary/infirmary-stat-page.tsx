import { useState } from 'react';
import { Card, Col, Row, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DataGrid, Field, PlantSelect, type GridColumn, type GridRow } from '@/components';
import { useT, formatNumber } from '@/lib/i18n';
import { infirmaryApi } from './api';
import { CARE_NS } from './care.i18n';

/** a proportional bar inside a grid cell (no chart library in this chunk) */
const Bar = ({ value, max, color }: { value: number; max: number; color: string }) => (
  <Space size={6} style={{ width: '100%' }}>
    <div style={{ width: 140, background: '#f0f0f0', height: 10, borderRadius: 2 }}>
      <div style={{ width: `${max ? Math.round((value / max) * 100) : 0}%`, background: color, height: 10, borderRadius: 2 }} />
    </div>
    <span>{formatNumber(value)}</span>
  </Space>
);

/** 이용 통계 (/hea/infirmaryStat): visits per month, use per drug and visits per complaint of a year */
export default function InfirmaryStatPage() {
  const { t } = useT(CARE_NS);
  const [year, setYear] = useState(dayjs().year());
  const [plantCd, setPlantCd] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['heaCare', 'usage', year, plantCd], enabled: !!plantCd, queryFn: () => infirmaryApi.usage(year, plantCd ?? undefined) });
  const u = q.data;
  const maxVisit = Math.max(0, ...(u?.byMonth ?? []).map((m) => m.visitCnt));
  const maxUse = Math.max(0, ...(u?.byDrug ?? []).map((m) => m.useQty));
  const maxCp = Math.max(0, ...(u?.byComplaint ?? []).map((m) => m.visitCnt));
  const totalVisits = (u?.byMonth ?? []).reduce((a, m) => a + m.visitCnt, 0);

  const monthCols: GridColumn[] = [
    { name: 'ym', text: t('stat.month'), width: 90, align: 'center' },
    { name: 'visitCnt', text: t('stat.visitCnt'), render: (r) => <Bar value={Number(r.visitCnt)} max={maxVisit} color="#1677ff" /> },
    { name: 'rxQty', text: t('stat.rxQty'), width: 110, align: 'right' },
  ];
  const drugCols: GridColumn[] = [
    { name: 'drugNm', text: t('drug.drugNm') },
    { name: 'useQty', text: t('stat.useQty'), width: 230, render: (r) => <Bar value={Number(r.useQty)} max={maxUse} color="#13a8a8" /> },
    { name: 'rxCnt', text: t('stat.rxCnt'), width: 90, align: 'right' },
    { name: 'inQty', text: t('stat.inQty'), width: 90, align: 'right' },
    { name: 'disposeQty', text: t('stat.disposeQty'), width: 90, align: 'right' },
    { name: 'unitNm', text: t('drug.unitNm'), width: 70, align: 'center' },
  ];
  const cpCols: GridColumn[] = [
    { name: 'complaintNm', text: t('visit.complaint') },
    { name: 'visitCnt', text: t('stat.visitCnt'), width: 230, render: (r) => <Bar value={Number(r.visitCnt)} max={maxCp} color="#fa8c16" /> },
  ];

  return (
    <div>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space size={24} align="end">
          <div style={{ width: 220 }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
          <Field label={t('stat.year')} htmlFor="hea-stat-year">
            <Select id="hea-stat-year" style={{ width: 120 }} value={year} onChange={setYear}
              options={Array.from({ length: 5 }, (_, i) => dayjs().year() - i).map((y) => ({ value: y, label: String(y) }))} />
          </Field>
          <b>{t('stat.totalVisits', { n: formatNumber(totalVisits) })}</b>
        </Space>
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <DataGrid title={t('stat.byMonth')} columns={monthCols} rows={(u?.byMonth ?? []) as unknown as GridRow[]} rowKey="ym" paging="none" loading={q.isFetching} />
        </Col>
        <Col span={12}>
          <DataGrid title={t('stat.byComplaint')} columns={cpCols} rows={(u?.byComplaint ?? []) as unknown as GridRow[]} rowKey="complaintCd" paging="none" loading={q.isFetching} />
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <DataGrid title={t('stat.byDrug')} columns={drugCols} rows={(u?.byDrug ?? []) as unknown as GridRow[]} rowKey="drugNo" paging="none" loading={q.isFetching} excelFileName={`infirmary-usage-${year}`} />
      </div>
    </div>
  );
}
