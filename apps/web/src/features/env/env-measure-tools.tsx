import { useState } from 'react';
import { Drawer, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ENV_CODE_GROUPS, envApi, type TEnvMedia } from '@jikim/shared/src/env/env.const';
import { useWorker } from '@/app/page-context';
import { LinkButton } from '@/components/a11y/link-button';
import { useCodes } from '@/components/form/code-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ENV_NS } from './env.i18n';
import { TrendChart, type TTrendPoint } from './env-trend-chart';

type TDue = { outletNo: number; outletCd: string; outletNm: string; cycleNm: string | null; cycleCd: string; lastMeasureYmd: string | null; nextDueYmd: string; overdueYn: 'Y' | 'N'; dueDays: number };

/** the plant's outlets with their next self-measurement (overdue first), and the trend of the chosen outlet against its limit */
export function DueDrawer({ media, onClose }: { media: TEnvMedia; onClose: () => void }) {
  const { t } = useT(ENV_NS);
  const worker = useWorker();
  const api = envApi(media);
  const plantCd = worker?.plantCd ?? '';
  const due = useQuery({ queryKey: ['envDue', media, plantCd], queryFn: () => http.get<{ list: TDue[] }>(api.due, { plantCd }), enabled: !!plantCd });
  const list = [...(due.data?.list ?? [])].sort((a, b) => a.nextDueYmd.localeCompare(b.nextDueYmd));
  const [outlet, setOutlet] = useState<TDue | null>(null);
  const [pollutant, setPollutant] = useState<string | null>(null);
  const pollutants = useCodes(ENV_CODE_GROUPS[media].pollutant);
  const to = dayjs().format('YYYY-MM-DD');
  const from = dayjs().subtract(1, 'year').format('YYYY-MM-DD');
  const p = pollutant ?? pollutants.data?.find((c) => c.code)?.code ?? null;
  const trend = useQuery({
    queryKey: ['envTrend', media, outlet?.outletNo, p, from],
    enabled: !!outlet && !!p,
    queryFn: () => http.get<{ list: TTrendPoint[] }>(api.trend, { outletNo: outlet!.outletNo, pollutantCd: p, fromYmd: from, toYmd: to }),
  });
  const pName = pollutants.data?.find((c) => c.code === p)?.codeNm ?? p ?? '';
  return (
    <Drawer open title={t('dueTitle')} width="min(900px, 100vw)" onClose={onClose} destroyOnHidden>
      <Table size="small" rowKey="outletNo" loading={due.isFetching} dataSource={list} pagination={false} scroll={{ x: 640 }} data-testid="env-due-table"
        rowClassName={(r) => (r.overdueYn === 'Y' ? 'jk-row-danger' : '')}
        columns={[
          { title: t('outlet'), dataIndex: 'outletNm', render: (v: string, r) => <LinkButton onClick={(e) => { e.stopPropagation(); setOutlet(r); }}>{`${r.outletCd} ${v}`}</LinkButton> },
          { title: t('cycle'), dataIndex: 'cycleNm', width: 220 },
          { title: t('last'), dataIndex: 'lastMeasureYmd', width: 110, render: (v: string | null) => v ?? t('never') },
          { title: t('next'), dataIndex: 'nextDueYmd', width: 110 },
          {
            title: '', key: 's', width: 110, render: (_: unknown, r: TDue) => (r.overdueYn === 'Y'
              ? <Tag color="red">{t('overdueBy', { n: -r.dueDays })}</Tag> : <Tag color={r.dueDays <= 7 ? 'orange' : 'default'}>{t('dueIn', { n: r.dueDays })}</Tag>),
          },
        ]} />
      {outlet && (
        <section style={{ marginTop: 16 }} aria-label={t('trendTitle', { outlet: outlet.outletNm })}>
          <Space wrap style={{ marginBottom: 8 }}>
            <strong>{t('trendTitle', { outlet: outlet.outletNm })}</strong>
            <Select style={{ minWidth: 200 }} aria-label={t('pollutant')} value={p ?? undefined} onChange={setPollutant}
              options={(pollutants.data ?? []).filter((c) => c.code).map((c) => ({ value: c.code!, label: c.codeNm }))} />
          </Space>
          {trend.data && trend.data.list.length === 0 ? <p>{t('noData')}</p> : <TrendChart points={trend.data?.list ?? []} label={t('trendAria', { pollutant: pName })} />}
        </section>
      )}
    </Drawer>
  );
}
