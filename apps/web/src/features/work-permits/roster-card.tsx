import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TResourceRow } from '@jikim/shared';
import { SAF_WKOD_API } from '@jikim/shared/src/work-permits/wkod.const';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_WKOD_NS } from './wkod.i18n';

type TRoster = { workerNo: number; workerNm: string; vendorNm: string | null; onRoster: boolean; eduYmd: string | null; eduValid: boolean; licences: string | null; licencesValid: boolean };

/** the project's roster as the permits will check it: site education valid, licences not expired */
export default function RosterCard({ record }: { record: TResourceRow; editable: boolean }) {
  const { t } = useT(SAF_WKOD_NS);
  const no = Number(record.projectNo);
  const q = useQuery({ queryKey: ['safWkod', 'roster', no, record.version], queryFn: () => http.get<{ list: TRoster[] }>(SAF_WKOD_API.roster, { projectNo: no, onRoster: 'Y' }) });
  const yes = (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? t('valid') : t('invalid')}</Tag>;
  return (
    <Card size="small" title={t('roster')} style={{ marginTop: 12 }} data-testid="wkod-roster">
      <Table<TRoster> size="small" className="jk-grid" rowKey="workerNo" pagination={false} dataSource={q.data?.list ?? []} scroll={{ x: 820 }}
        columns={[
          { title: t('workerNm'), dataIndex: 'workerNm', width: 110 },
          { title: t('vendorNm'), dataIndex: 'vendorNm', width: 180 },
          { title: t('edu'), width: 170, render: (_, r) => <>{yes(r.eduValid)} {r.eduYmd ?? ''}</> },
          { title: t('licencesValid'), width: 100, align: 'center', render: (_, r) => yes(r.licencesValid) },
          { title: t('licences'), dataIndex: 'licences', width: 260 },
        ]} />
    </Card>
  );
}
