import { lazy, Suspense, useState } from 'react';
import { Card, Empty, Select, Space, Table, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { statusOf } from '@jikim/shared/src/workflow/definition';
import { permitWorkflow } from '@jikim/shared/src/work-permits/permit.resource';
import { SAF_WKOD_API } from '@jikim/shared/src/work-permits/wkod.const';
import { usePageMeta, useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components/pickers/org-pickers';
import { CodeText } from '@/components';
import { plantDateTime } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { useLocale, useT } from '@/lib/i18n';
import { MapImage, PIN } from './map-image';
import { SAF_WKOD_NS } from './wkod.i18n';

// the map register (a definition-driven list) loads when its tab is opened
const MapList = lazy(() => import('./map-list'));

type TToday = { list: { permitNo: number; workNm: string; kindCd: string; areaCd: string; statusCd: string; startDt: string; endDt: string; mapNo: number | null; mapX: number | null; mapY: number | null; lastGasDt: string | null; vendorNm: string | null }[] };

/** today's permits as pins coloured by status over the map */
function MapView({ mapNo, permits }: { mapNo: number; permits: TToday['list'] }) {
  const { lang } = useLocale();
  const pins = permits.filter((p) => p.mapNo === mapNo && p.mapX != null && p.mapY != null).map((p) => {
    const st = statusOf(permitWorkflow, p.statusCd);
    return { key: p.permitNo, x: p.mapX ?? 0, y: p.mapY ?? 0, color: PIN[st?.color ?? 'default'] ?? PIN.default!, title: `${p.permitNo} ${p.workNm} (${st?.label[lang] ?? p.statusCd})`, status: p.statusCd };
  });
  return <MapImage mapNo={mapNo} pins={pins} />;
}

function Today() {
  const { t } = useT(SAF_WKOD_NS);
  const { lang } = useLocale();
  const w = useWorker();
  const [plantCd, setPlant] = useState<string | null>(w?.plantCd ?? '1000');
  const [mapNo, setMap] = useState<number | null>(null);
  const today = useQuery({ queryKey: ['safWkod', 'today', plantCd], enabled: !!plantCd, queryFn: () => http.get<TToday>(SAF_WKOD_API.today, { plantCd }) });
  const maps = useQuery({ queryKey: ['safWkod', 'maps', plantCd], enabled: !!plantCd, queryFn: () => http.get<{ list: { mapNo: number; mapNm: string }[] }>(`${SAF_WKOD_API.maps}/options`, { plantCd }) });
  const chosen = mapNo ?? maps.data?.list[0]?.mapNo ?? null;
  const list = today.data?.list ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <div style={{ width: 220 }}><PlantSelect label="" value={plantCd} onChange={(v) => { setPlant(v); setMap(null); }} /></div>
        <Select style={{ width: 240 }} aria-label={t('map')} value={chosen} onChange={setMap} options={(maps.data?.list ?? []).map((m) => ({ value: m.mapNo, label: m.mapNm }))} />
        <Space size={4} wrap>{permitWorkflow.statuses.map((s) => <Tag key={s.code} color={s.color}>{s.label[lang]}</Tag>)}</Space>
      </Space>
      <Card size="small" title={t('map')}>{chosen ? <MapView mapNo={chosen} permits={list} /> : <Empty description={t('noMap')} />}</Card>
      <Card size="small" title={t('today')}>
        <Table size="small" className="jk-grid" rowKey="permitNo" pagination={false} dataSource={list} scroll={{ x: 900 }} locale={{ emptyText: t('noPermits') }}
          columns={[
            { title: 'No.', dataIndex: 'permitNo', width: 70 },
            { title: t('status'), dataIndex: 'statusCd', width: 120, render: (c: string) => { const st = statusOf(permitWorkflow, c); return <Tag color={st?.color}>{st?.label[lang] ?? c}</Tag>; } },
            { title: t('kind'), dataIndex: 'kindCd', width: 110, render: (c: string) => <CodeText codeGroupCd="SAF_WKOD_KIND" code={c} /> },
            { title: t('area'), dataIndex: 'areaCd', width: 120, render: (c: string) => <CodeText codeGroupCd="SAF_WKOD_AREA" code={c} /> },
            { title: t('window'), width: 260, render: (_, r) => `${plantDateTime(r.startDt)} ~ ${plantDateTime(r.endDt).slice(11)}` },
            { title: t('work'), dataIndex: 'workNm' },
            { title: t('lastGas'), dataIndex: 'lastGasDt', width: 150, render: (x: string | null) => (x ? plantDateTime(x) : '') },
          ]} />
      </Card>
    </Space>
  );
}

/** 작업허가 현황: today's permits on the plant map; the maps (administrators upload the images) in the second tab */
export default function StatusPage() {
  const { t } = useT(SAF_WKOD_NS);
  const { editable } = usePageMeta();
  return <Tabs items={[{ key: 'today', label: t('today'), children: <Today /> }, { key: 'maps', label: t('maps'), children: <Suspense fallback={null}><MapList editable={editable} /></Suspense> }]} />;
}
