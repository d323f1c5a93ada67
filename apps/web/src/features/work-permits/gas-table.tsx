import { Table, Tag } from 'antd';
import type { TWkodGasReading } from '@jikim/shared/src/work-permits/wkod.const';
import { plantDateTime } from '@/components/grid/plant-time';
import { useT } from '@/lib/i18n';
import { GASES } from './gas-form';
import { SAF_WKOD_NS } from './wkod.i18n';

/** the readings of a permit as a table (the permit's detail on the desktop) */
export function GasTable({ list }: { list: TWkodGasReading[] }) {
  const { t } = useT(SAF_WKOD_NS);
  return (
    <Table<TWkodGasReading> size="small" className="jk-grid" rowKey="readingNo" pagination={false} dataSource={list} scroll={{ x: 800 }}
      locale={{ emptyText: t('gasNone') }}
      columns={[
        { title: t('measuredDt'), dataIndex: 'measuredDt', width: 150, render: (x: string) => plantDateTime(x) },
        { title: t('result'), dataIndex: 'resultCd', width: 90, align: 'center', render: (x: string) => <Tag color={x === 'OK' ? 'green' : 'red'}>{x === 'OK' ? t('ok') : t('out')}</Tag> },
        ...GASES.map((g) => ({ title: t(g), dataIndex: g, width: 90, align: 'right' as const })),
        { title: t('measurer'), dataIndex: 'measurerNm', width: 100 },
        { title: t('pointDesc'), dataIndex: 'pointDesc', width: 160 },
      ]} />
  );
}
