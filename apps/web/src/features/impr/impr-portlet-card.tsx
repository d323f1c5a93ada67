import { Button, Card, Space } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { usePortletQuery } from '@/lib/portlet-query';
import { useNavigate } from 'react-router';
import { imprActionWorkflow } from '@jikim/shared';
import { StatusBadge } from '@/components/workflow/status-badge';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { useT } from '@/lib/i18n';
import { daysLeft, imprApi, imprKeys } from './impr-api';
import { IMPR_PORTLET_NS } from './impr-portlet.i18n';
import './impr-portlet.css';

/**
 * Landing card 개선조치 (GET /api/main/portlet/improvement): my open count, the overdue count in red, this month's
 * closure rate, and my five nearest actions; an action opens on the phone page when the user has it (the assignee
 * answers there, with the camera), else in the register. Loaded lazily by the landing page, and kept light (plain
 * markup instead of antd's List/Statistic: the shell + landing budget, apps/web/budgets.json).
 */
export default function ImprPortletCard({ registerPath, myPath }: { registerPath: string; myPath: string | null }) {
  const { t } = useT(IMPR_PORTLET_NS);
  const navigate = useNavigate();
  const q = usePortletQuery({ queryKey: imprKeys.portlet, queryFn: imprApi.portlet });
  const d = q.data;
  const openAction = (no: number) => navigate(`${myPath ?? registerPath}?key=${no}`);
  const overdue = d?.overdueCount ?? 0;
  return (
    <Card size="small" data-testid="impr-portlet" aria-busy={q.isLoading}
      title={<Space><ToolOutlined />{t('title')}</Space>}
      extra={<Button type="link" size="small" onClick={() => navigate(myPath ?? registerPath)}>{t('more')}</Button>}>
      <dl className="jk-impr-figures">
        <div><dt>{t('myOpen')}</dt><dd data-testid="impr-portlet-mine">{d?.myOpenCount ?? 0}</dd></div>
        <div><dt>{t('overdue')}</dt><dd data-testid="impr-portlet-overdue" className={overdue > 0 ? 'is-late' : undefined}>{overdue}</dd></div>
        <div>
          <dt>{t('closureRate')}</dt>
          <dd data-testid="impr-portlet-rate">{d?.closureRate ?? '-'}{d?.closureRate !== null && d?.closureRate !== undefined ? '%' : ''}</dd>
        </div>
      </dl>
      {d && d.mine.length === 0 ? <p className="jk-impr-empty">{t('empty')}</p> : (
        <ul className="jk-impr-mine">
          {(d?.mine ?? []).map((m) => {
            const left = daysLeft(m.dueYmd);
            return (
              <li key={m.actionNo} data-testid={`impr-portlet-${m.actionNo}`}>
                <button type="button" onClick={() => openAction(m.actionNo)}>
                  <span className="jk-impr-tags">
                    <WorkflowStatusTag wf={imprActionWorkflow} code={m.statusCd} />
                    {m.overdue && <StatusBadge color="red">{t('overdue')}</StatusBadge>}
                  </span>
                  <span className="jk-impr-title">{m.title}</span>
                  <span className={`jk-impr-due${left !== null && left < 0 ? ' is-late' : ''}`} data-testid="impr-due" data-overdue={left !== null && left < 0 ? 'Y' : 'N'}>
                    {m.dueYmd}
                    {left !== null && ` · ${left < 0 ? t('overdueDays', { n: -left }) : left === 0 ? t('today') : t('dday', { n: left })}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
