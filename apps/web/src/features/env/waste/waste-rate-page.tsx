import { useState } from 'react';
import { Button, Card, InputNumber, Space, Statistic, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ENV_WASTE_API, type TWasteRateAnswer } from '@jikim/shared/src/env/waste/waste.const';
import { PlantSelect } from '@/components';
import { useWorker } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_WASTE_NS } from './waste.i18n';

const num = (v: number | null) => (v === null ? '-' : v.toLocaleString(undefined, { maximumFractionDigits: 3 }));

/** 폐기물 재활용률·실적: recycled ÷ disposed per kind in a year, and the yearly 실적보고 workbook */
export default function WasteRatePage() {
  const { t } = useT(ENV_WASTE_NS);
  const worker = useWorker();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [year, setYear] = useState<number>(dayjs().year());
  const q = useQuery({ queryKey: ['envWasteRate', plantCd, year], enabled: !!plantCd, queryFn: () => http.get<TWasteRateAnswer>(ENV_WASTE_API.rate, { plantCd, year }) });
  const d = q.data;
  const report = () => void import('@/components/grid/grid-excel').then((m) => m.downloadServerExcel(ENV_WASTE_API.report, { plantCd, year }, `폐기물처리실적보고_${String(year)}`));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="env-waste-rate">
      <Card>
        <Space wrap>
          <PlantSelect label={t('plant')} value={plantCd} onChange={setPlantCd} />
          <InputNumber aria-label={t('year')} addonBefore={t('year')} min={2000} max={2100} value={year} onChange={(v) => v && setYear(v)} />
          <Button icon={<DownloadOutlined />} disabled={!plantCd} onClick={report}>{t('report')}</Button>
        </Space>
        <p style={{ margin: '12px 0 0', color: '#666' }}>{t('reportHint')}</p>
      </Card>
      <Card title={t('rateTitle')}>
        <Space size={32} style={{ marginBottom: 12 }} wrap>
          <Statistic title={t('totalTon')} value={d ? num(d.totalTon) : '-'} />
          <Statistic title={t('recycledTon')} value={d ? num(d.recycledTon) : '-'} />
          <Statistic title={t('rate')} value={d?.rate ?? '-'} suffix={d?.rate !== null && d ? '%' : undefined} />
        </Space>
        <Table size="small" rowKey="wasteKindCd" loading={q.isFetching} dataSource={d?.list ?? []} pagination={false} scroll={{ x: 560 }} columns={[
          { title: t('kind'), dataIndex: 'wasteKindNm', width: 200 },
          { title: t('totalTon'), dataIndex: 'totalTon', width: 130, align: 'right', render: num },
          { title: t('recycledTon'), dataIndex: 'recycledTon', width: 130, align: 'right', render: num },
          { title: t('rate'), dataIndex: 'rate', width: 120, align: 'right', render: (v: number | null) => (v === null ? '-' : `${String(v)}%`) },
        ]} />
      </Card>
    </Space>
  );
}
