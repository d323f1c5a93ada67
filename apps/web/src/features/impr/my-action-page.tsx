import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Card, Empty, Space, Spin, Switch, Typography } from 'antd';
import { EnvironmentOutlined, LeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { IMPR_OPEN_STATUSES, imprActionWorkflow } from '@jikim/shared';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { useT } from '@/lib/i18n';
import { imprApi, imprKeys, type TImprRow } from './impr-api';
import { DueText } from './impr-due';
import { IMPR_NS } from './impr.i18n';
import { MyActionDetail } from './my-action-detail';

const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };

/** one of my actions as a card: status, title, location, due date (D-day, overdue in red) */
function ActionCard({ a, onOpen }: { a: TImprRow; onOpen: () => void }) {
  const open = (IMPR_OPEN_STATUSES as readonly string[]).includes(a.statusCd);
  return (
    <Card size="small" hoverable onClick={onOpen} style={{ marginBottom: 8, cursor: 'pointer' }} data-testid={`impr-card-${a.actionNo}`}
      role="button" tabIndex={0} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') onOpen(); }}>
      <Space size={6} wrap>
        <WorkflowStatusTag wf={imprActionWorkflow} code={a.statusCd} />
        <Typography.Text type="secondary">#{a.actionNo}</Typography.Text>
      </Space>
      <div style={{ margin: '4px 0', fontSize: 16, fontWeight: 600, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>{a.title}</div>
      {a.location && <div><Typography.Text type="secondary"><EnvironmentOutlined /> {a.location}</Typography.Text></div>}
      <DueText dueYmd={a.dueYmd} open={open} />
    </Card>
  );
}

/**
 * /mobile/imprMyAction (menu IMPR_MY, 내 개선조치): the assignee's phone page. Cards of my open actions (nearest due
 * first); a card opens the action (?key=<actionNo>, also the link of a notification or the landing card): its facts,
 * the photos before, 접수 / 반려, and while in progress the camera, the result and 확인요청.
 */
export default function MyActionPage() {
  const { t } = useT(IMPR_NS);
  const [params, setParams] = useSearchParams();
  const [all, setAll] = useState(false);
  const key = params.get('key') ?? '';
  const opened = /^\d{1,10}$/.test(key) ? Number(key) : null;
  const list = useQuery({ queryKey: imprKeys.mine(all), queryFn: () => imprApi.mine(all), enabled: opened === null });
  const openAction = (no: number | null) => setParams((p) => {
    const n = new URLSearchParams(p);
    if (no === null) n.delete('key');
    else n.set('key', String(no));
    return n;
  });

  if (opened !== null) {
    return (
      <div style={wrap}>
        <Button size="large" icon={<LeftOutlined />} onClick={() => openAction(null)} style={{ marginBottom: 8, minHeight: 44 }}>{t('my.back')}</Button>
        <MyActionDetail key={opened} actionNo={opened} />
      </div>
    );
  }
  return (
    <div style={wrap} data-testid="impr-my-list">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', margin: '4px 0 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('my.title')} <Badge count={list.data?.totalCount ?? 0} showZero color="#1677ff" overflowCount={999} />
        </Typography.Title>
        <Space size={6}>
          <Typography.Text>{t('my.showAll')}</Typography.Text>
          <Switch aria-label={t('my.showAll')} checked={all} onChange={setAll} />
        </Space>
      </div>
      {list.isLoading ? <Spin /> : !list.data?.list.length ? <Empty description={t('my.empty')} /> : (
        list.data.list.map((a) => <ActionCard key={a.actionNo} a={a} onOpen={() => openAction(a.actionNo)} />)
      )}
    </div>
  );
}
