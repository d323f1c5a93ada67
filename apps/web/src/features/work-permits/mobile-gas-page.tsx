import { useState } from 'react';
import { Card, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { statusOf } from '@jikim/shared/src/workflow/definition';
import { permitWorkflow } from '@jikim/shared/src/work-permits/permit.resource';
import { SAF_WKOD_API } from '@jikim/shared/src/work-permits/wkod.const';
import { useWorker } from '@/app/page-context';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { useLocale, useT } from '@/lib/i18n';
import { GasReadings } from './gas-form';
import { SAF_WKOD_NS } from './wkod.i18n';

type TToday = { list: { permitNo: number; workNm: string; kindCd: string; areaCd: string; statusCd: string; startDt: string; endDt: string }[] };
const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };

/** /mobile/wkodGas: pick one of today's hot-work / confined-space permits of the plant and record a gas reading */
export default function MobileGasPage() {
  const { t } = useT(SAF_WKOD_NS);
  const { lang } = useLocale();
  const w = useWorker();
  const plantCd = w?.plantCd ?? '1000';
  const [permitNo, setPermit] = useState<number | null>(null);
  const q = useQuery({ queryKey: ['safWkod', 'today', plantCd], queryFn: () => http.get<TToday>(SAF_WKOD_API.today, { plantCd }) });
  const list = (q.data?.list ?? []).filter((p) => !['COMPLETED', 'OVER', 'CANCELLED'].includes(p.statusCd));
  const chosen = list.find((p) => p.permitNo === permitNo) ?? null;
  return (
    <div style={wrap} data-testid="wkod-mobile-gas">
      <Typography.Title level={4}>{t('mobileTitle')}</Typography.Title>
      <Select style={{ width: '100%', minHeight: 44 }} size="large" aria-label={t('pick')} placeholder={t('pick')} value={permitNo} onChange={setPermit}
        notFoundContent={t('noPermits')}
        options={list.map((p) => ({ value: p.permitNo, label: `${p.permitNo} · ${p.workNm}` }))} />
      {chosen && (
        <Card size="small" style={{ marginTop: 12 }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap size={4}>
              <Tag color={statusOf(permitWorkflow, chosen.statusCd)?.color}>{statusOf(permitWorkflow, chosen.statusCd)?.label[lang] ?? chosen.statusCd}</Tag>
              <Typography.Text strong>{chosen.workNm}</Typography.Text>
            </Space>
            <Typography.Text type="secondary">{plantDateTime(chosen.startDt)} ~ {plantDateTime(chosen.endDt).slice(11)}</Typography.Text>
            <GasReadings permitNo={chosen.permitNo} canRecord compact />
          </Space>
        </Card>
      )}
    </div>
  );
}
