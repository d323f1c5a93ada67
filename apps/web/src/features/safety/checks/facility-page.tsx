import { useState } from 'react';
import { Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { facilityResource, type TFacilityDue } from '@jikim/shared';
import { usePageMeta } from '@/app/page-context';
import { ResourceList } from '@/lib/resource/resource-list';
import { useT } from '@/lib/i18n';
import { checkApi, checkKeys } from './check-api';
import { SAF_CHECK_NS } from './checks.i18n';

type TDueRow = TFacilityDue['list'][number];
const WITHIN = [7, 30, 60, 90, 180];

/** 검사 도래: facilities whose inspection falls within the chosen window, overdue ones first and red (GET /api/saf/facilities/due) */
function DueList() {
  const { t } = useT(SAF_CHECK_NS);
  const [within, setWithin] = useState(30);
  const q = useQuery({ queryKey: checkKeys.due(within), queryFn: () => checkApi.facilitiesDue(within) });
  const rows = q.data?.list ?? [];
  const overdue = rows.filter((r) => r.overdueYn === 'Y').length;
  return (
    <div data-testid="facility-due">
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text strong>{t('due.title')}</Typography.Text>
        <Typography.Text>{t('due.within')}</Typography.Text>
        <Select value={within} onChange={setWithin} style={{ width: 120 }} aria-label={t('due.within')} options={WITHIN.map((n) => ({ value: n, label: t('due.days', { n }) }))} />
        <Tag>{t('due.count', { n: q.data?.totalCount ?? 0 })}</Tag>
        {overdue > 0 && <Tag color="red">{t('due.overdue')} {t('due.count', { n: overdue })}</Tag>}
      </Space>
      <Table<TDueRow>
        className="jk-grid" size="small" rowKey="facilityNo" loading={q.isFetching} dataSource={rows} pagination={false} scroll={{ x: 1000 }}
        rowClassName={(r) => (r.overdueYn === 'Y' ? 'jk-row-danger' : r.daysLeft <= 7 ? 'jk-row-warning' : '')}
        columns={[
          { title: t('due.state'), width: 110, align: 'center', render: (_, r) => (r.overdueYn === 'Y' ? <Tag color="red">{t('due.over', { n: -r.daysLeft })}</Tag> : <Tag color={r.daysLeft <= 7 ? 'gold' : 'blue'}>{t('due.daysLeft', { n: r.daysLeft })}</Tag>) },
          { title: t('due.next'), dataIndex: 'nextInspectionYmd', width: 120, align: 'center' },
          { title: t('due.facilityCd'), dataIndex: 'facilityCd', width: 110 },
          { title: t('due.facilityNm'), dataIndex: 'facilityNm' },
          { title: t('due.type'), dataIndex: 'facilityTypeNm', width: 130 },
          { title: t('due.legal'), dataIndex: 'legalTargetYn', width: 110, align: 'center', render: (v: string) => (v === 'Y' ? <Tag color="purple">Y</Tag> : 'N') },
          { title: t('due.dept'), dataIndex: 'deptNm', width: 130 },
          { title: t('due.place'), dataIndex: 'placeNm', width: 150 },
          { title: t('due.last'), dataIndex: 'lastInspectionYmd', width: 120, align: 'center' },
        ]}
      />
    </div>
  );
}

/** /saf/facility (menu SAF_FACILITY): the facility master with its inspection history and certificates, and the due list */
export default function FacilityPage() {
  const { t } = useT(SAF_CHECK_NS);
  const { editable } = usePageMeta();
  return (
    <Tabs
      defaultActiveKey="due"
      items={[
        { key: 'due', label: t('tab.due'), children: <DueList /> },
        { key: 'master', label: t('tab.master'), children: <ResourceList def={facilityResource} editable={editable} /> },
      ]}
    />
  );
}
