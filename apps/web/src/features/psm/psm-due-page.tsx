import { useState } from 'react';
import { Card, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PSM_API, PSM_DUE_KINDS, type TPsmDueKind } from '@jikim/shared/src/psm/psm.const';
import type { TPsmDueItem } from '@jikim/shared/src/psm/bypass.resource';
import { addDaysYmd } from '@jikim/shared/src/ymd';
import { useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { PSM_NS } from './psm.i18n';

const ROUTE: Record<TPsmDueKind, string> = { VALVE_TEST: '/psm/valve', INTERLOCK_TEST: '/psm/interlock', DETECTOR_CAL: '/psm/detector', EQUIP_INSPECT: '/psm/equipment' };
const today = () => new Date().toISOString().slice(0, 10);

/** 시험·검사 도래 현황: GET /api/psm/due — every valve test, interlock test, calibration and inspection, soonest first */
export default function PsmDuePage() {
  const { t } = useT(PSM_NS);
  const worker = useWorker();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [kindCd, setKindCd] = useState<TPsmDueKind | null>(null);
  const q = useQuery({
    queryKey: ['psmDue', plantCd, kindCd],
    queryFn: () => http.get<{ list: TPsmDueItem[] }>(PSM_API.due, { ...(plantCd ? { plantCd } : {}), ...(kindCd ? { kindCd } : {}) }),
  });
  const soon = addDaysYmd(today(), 30);
  const status = (r: TPsmDueItem) => (!r.dueYmd ? <Tag color="red">{t('never')}</Tag> : r.overdueYn === 'Y' ? <Tag color="red">{t('overdue')}</Tag>
    : r.dueYmd <= soon ? <Tag color="orange">{t('dueSoon')}</Tag> : <Tag color="green">{t('ok')}</Tag>);
  const list = q.data?.list ?? [];
  return (
    <Card title={t('dueTitle')} data-testid="psm-due" extra={<span>{t('count', { n: list.length })}</span>}>
      <Space wrap style={{ marginBottom: 12 }}>
        <PlantSelect value={plantCd} onChange={setPlantCd} />
        <Select allowClear placeholder={t('allKinds')} style={{ width: 180 }} value={kindCd} onChange={(v) => setKindCd(v ?? null)} aria-label={t('kindCd')}
          options={PSM_DUE_KINDS.map((k) => ({ value: k, label: t(k) }))} />
      </Space>
      <Table className="jk-grid" size="small" rowKey={(r) => `${r.kindCd}-${String(r.itemNo)}`} loading={q.isFetching} dataSource={list} pagination={{ pageSize: 50 }} scroll={{ x: 760 }}
        rowClassName={(r) => (r.overdueYn === 'Y' ? 'jk-row-danger' : '')} columns={[
          { title: t('overdueYn'), key: 's', width: 120, align: 'center', render: (_: unknown, r: TPsmDueItem) => status(r) },
          { title: t('kindCd'), dataIndex: 'kindCd', width: 140, render: (v: TPsmDueKind) => t(v) },
          { title: t('tagNo'), dataIndex: 'tagNo', width: 160, render: (v: string, r: TPsmDueItem) => <Link to={`${ROUTE[r.kindCd]}?key=${String(r.itemNo)}`}>{v}</Link> },
          { title: t('lastYmd'), dataIndex: 'lastYmd', width: 120, align: 'center' },
          { title: t('cycleMonths'), dataIndex: 'cycleMonths', width: 110, align: 'right' },
          { title: t('dueYmd'), dataIndex: 'dueYmd', width: 120, align: 'center' },
          { title: '', key: 'rec', width: 100, render: () => <Link to="/psm/test">{t('record')}</Link> },
        ]} />
    </Card>
  );
}
