import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Space, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PSM_API } from '@jikim/shared/src/psm/psm.const';
import type { TPsmActiveBypass } from '@jikim/shared/src/psm/bypass.resource';
import { useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { PSM_NS } from './psm.i18n';

type TStat = { interlockNo: number; tagNo: string; bypassCnt: number; totalHours: number; overdueCnt: number };
const fmt = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Seoul' }).slice(0, 16);

/** 우회 현황판: the active bypasses of a plant (GET /api/psm/bypasses/active), the overdue ones first, refreshed every minute */
export default function PsmBypassBoardPage() {
  const { t } = useT(PSM_NS);
  const worker = useWorker();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const q = useQuery({
    queryKey: ['psmBypassActive', plantCd], refetchInterval: 60_000,
    queryFn: () => http.get<{ list: TPsmActiveBypass[] }>(PSM_API.bypassActive, plantCd ? { plantCd } : {}),
  });
  // statistics per interlock (the register's read right; without it the table stays away)
  const stats = useQuery({
    queryKey: ['psmBypassStats', plantCd], retry: false,
    queryFn: () => http.get<{ list: TStat[] }>(`${PSM_API.bypass}/stats`, plantCd ? { plantCd } : {}, { silent: true, skipErrorHandler: true }),
  });
  const list = q.data?.list ?? [];
  const over = list.filter((b) => b.overdueYn === 'Y').length;
  // hours counted from the board's last fetch (it refreshes every minute)
  const hours = (b: TPsmActiveBypass) => Math.abs(Math.round((Date.parse(b.endDt) - q.dataUpdatedAt) / 3_600_000));
  return (
    <Card title={t('boardTitle')} data-testid="psm-board" extra={(
      <Space><Tag color="orange">{t('activeCnt', { n: list.length })}</Tag>{over > 0 && <Tag color="red">{t('overdueCnt', { n: over })}</Tag>}
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} aria-label={t('refresh')} /></Space>
    )}>
      <Space style={{ marginBottom: 12 }}><PlantSelect value={plantCd} onChange={setPlantCd} /></Space>
      {list.length === 0 && !q.isFetching && <Empty description={t('boardEmpty')} />}
      <Row gutter={[12, 12]}>
        {list.map((b) => (
          <Col key={b.bypassNo} xs={24} md={12} xl={8}>
            <Card size="small" data-testid={`psm-board-${String(b.bypassNo)}`} style={{ borderColor: b.overdueYn === 'Y' ? 'var(--ant-color-error)' : 'var(--ant-color-warning)', borderWidth: 2 }}
              title={<Space><strong>{b.tagNo}</strong>{b.silCd && <Tag>{b.silCd}</Tag>}</Space>}
              extra={<Link to={`/psm/bypass?key=${String(b.bypassNo)}`}>{t('open')}</Link>}>
              <div style={{ marginBottom: 6 }}>{b.interlockNm}</div>
              {b.overdueYn === 'Y'
                ? <Alert type="error" showIcon message={t('overHours', { h: hours(b) })} style={{ marginBottom: 6 }} />
                : <Alert type="warning" showIcon message={t('leftHours', { h: hours(b) })} style={{ marginBottom: 6 }} />}
              <div><span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('startDt')}</span> {fmt(b.startDt)} → <span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('endDt')}</span> {fmt(b.endDt)}</div>
              <div><span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('reason')}</span> {b.reason}</div>
              <div><span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('measures')}</span> {b.interimMeasures}</div>
              {b.approveUserNm && <div><span style={{ color: 'var(--ant-color-text-secondary)' }}>{t('approver')}</span> {b.approveUserNm}</div>}
            </Card>
          </Col>
        ))}
      </Row>
      {!!stats.data?.list.length && (
        <Card size="small" title={t('statsTitle')} style={{ marginTop: 16 }} data-testid="psm-bypass-stats">
          <Table size="small" rowKey="interlockNo" dataSource={stats.data.list} pagination={{ pageSize: 10 }} scroll={{ x: 480 }} columns={[
            { title: t('interlock'), dataIndex: 'tagNo' }, { title: t('bypassCnt'), dataIndex: 'bypassCnt', width: 110, align: 'right' },
            { title: t('totalHours'), dataIndex: 'totalHours', width: 130, align: 'right' },
            { title: t('statOverdue'), dataIndex: 'overdueCnt', width: 110, align: 'right', render: (v: number) => (v > 0 ? <Tag color="red">{v}</Tag> : v) },
          ]} />
        </Card>
      )}
    </Card>
  );
}
