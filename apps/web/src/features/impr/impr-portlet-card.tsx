import { Button, Card, Empty, List, Space, Statistic, Tag } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { imprActionWorkflow } from '@jikim/shared';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { useT } from '@/lib/i18n';
import { imprApi, imprKeys } from './impr-api';
import { DueText } from './impr-due';
import { IMPR_NS } from './impr.i18n';

/**
 * Landing card 개선조치 (GET /api/main/portlet/improvement): my open count, the overdue count in red, this month's
 * closure rate, and my five nearest actions; an action opens on the phone page when the user has it (the assignee
 * answers there, with the camera), else in the register. Loaded lazily by the landing page.
 */
export default function ImprPortletCard({ registerPath, myPath }: { registerPath: string; myPath: string | null }) {
  const { t } = useT(IMPR_NS);
  const navigate = useNavigate();
  const q = useQuery({ queryKey: imprKeys.portlet, queryFn: imprApi.portlet });
  const d = q.data;
  const openAction = (no: number) => navigate(`${myPath ?? registerPath}?key=${no}`);
  return (
    <Card size="small" data-testid="impr-portlet" loading={q.isLoading}
      title={<Space><ToolOutlined />{t('portlet.title')}</Space>}
      extra={<Button type="link" size="small" onClick={() => navigate(myPath ?? registerPath)}>{t('portlet.more')}</Button>}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', marginBottom: 8 }}>
        <Statistic title={t('portlet.myOpen')} value={d?.myOpenCount ?? 0} data-testid="impr-portlet-mine" />
        <Statistic title={t('portlet.overdue')} value={d?.overdueCount ?? 0} data-testid="impr-portlet-overdue"
          styles={{ content: { color: (d?.overdueCount ?? 0) > 0 ? '#cf1322' : undefined } }} />
        <Statistic title={t('portlet.closureRate')} value={d?.closureRate ?? '-'} suffix={d?.closureRate !== null && d?.closureRate !== undefined ? '%' : undefined}
          data-testid="impr-portlet-rate" />
      </div>
      {d && d.mine.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portlet.empty')} /> : (
        <List size="small" dataSource={d?.mine ?? []} renderItem={(m) => (
          <List.Item key={m.actionNo} style={{ paddingInline: 0, cursor: 'pointer' }} onClick={() => openAction(m.actionNo)} data-testid={`impr-portlet-${m.actionNo}`}>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Space size={4} wrap>
                <WorkflowStatusTag wf={imprActionWorkflow} code={m.statusCd} />
                {m.overdue && <Tag color="red">{t('portlet.overdue')}</Tag>}
                <a style={{ overflowWrap: 'anywhere' }}>{m.title}</a>
              </Space>
              <div><DueText dueYmd={m.dueYmd} open /></div>
            </div>
          </List.Item>
        )} />
      )}
    </Card>
  );
}
