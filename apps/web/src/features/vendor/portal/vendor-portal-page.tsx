import type { ReactNode } from 'react';
import { Badge, Button, Card, Col, Empty, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { AlertOutlined, BellOutlined, FireOutlined, IdcardOutlined, LoginOutlined, SafetyCertificateOutlined, ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { imprActionWorkflow } from '@jikim/shared/src/impr/action.const';
import { vendorEntryWorkflow } from '@jikim/shared/src/vendor/entry.resource';
import { patrolFindingWorkflow } from '@jikim/shared/src/safety/patrol/patrol.resource';
import { permitWorkflow } from '@jikim/shared/src/work-permits/permit.resource';
import { VND_PORTAL_API, type TVendorPortal } from '@jikim/shared/src/vendor/portal';
import { WorkflowStatusTag } from '@/components/workflow/workflow-status-tag';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { VND_PORTAL_NS } from './vendor-portal.i18n';

const GRADE_COLOR: Record<string, string> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };

function Section<T>({ id, icon, title, count, items, render, onMore, emptyText }: {
  id: string; icon: ReactNode; title: string; count: number; items: T[]; render: (x: T) => ReactNode; onMore: () => void; emptyText: string;
}) {
  const { t } = useT(VND_PORTAL_NS);
  return (
    <Card size="small" data-testid={`portal-${id}`} title={<Space>{icon}{title}<Badge count={count} showZero color={count ? '#1677ff' : '#bfbfbf'} data-testid={`portal-${id}-count`} /></Space>}
      extra={<Button type="link" size="small" onClick={onMore}>{t('more')}</Button>}>
      {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : (
        <List size="small" dataSource={items} renderItem={(x) => <List.Item style={{ paddingInline: 0 }}>{render(x)}</List.Item>} />
      )}
    </Card>
  );
}

/** 협력업체 홈: a vendor user's own notices, expiring licences, open actions and latest grade (phone-friendly cards) */
export function VendorPortalPage() {
  const { t } = useT(VND_PORTAL_NS);
  const navigate = useNavigate();
  const q = useQuery({ queryKey: ['vendorPortal'], queryFn: () => http.get<TVendorPortal>(VND_PORTAL_API) });
  const d = q.data;
  if (!d) return <Card loading={q.isLoading} />;
  if (!d.vendorCd) return <Empty data-testid="vendor-portal-empty" description={t('vendorOnly')} />;
  const e = d.latestEval;
  const wrap = { overflowWrap: 'anywhere' as const, minWidth: 0, flex: 1 };
  return (
    <div data-testid="vendor-portal">
      <Typography.Title level={4} style={{ marginTop: 0 }}>{t('title', { vendor: d.vendorNm ?? d.vendorCd })}</Typography.Title>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Section id="notices" icon={<BellOutlined />} title={t('notices')} count={d.unreadNotices.count} items={d.unreadNotices.list} emptyText={t('empty')}
            onMore={() => navigate('/vendor/vendorNotice')}
            render={(x) => (
              <a style={wrap} href={`/vendor/vendorNotice?key=${x.noticeNo}`} onClick={(e) => { e.preventDefault(); navigate(`/vendor/vendorNotice?key=${x.noticeNo}`); }} data-testid={`portal-notice-${x.noticeNo}`}>
                {x.importantYn === 'Y' && <Tag color="red">{t('important')}</Tag>}<strong>{x.title}</strong>
                <div><Typography.Text type="secondary">{x.postYmd}</Typography.Text></div>
              </a>
            )} />
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" data-testid="portal-eval" title={<Space><SafetyCertificateOutlined />{t('eval')}</Space>}
            extra={<Button type="link" size="small" onClick={() => navigate('/vendor/vendorEval')}>{t('more')}</Button>}>
            {e ? (
              <Space size={24} wrap>
                <Statistic title={t('period', { year: e.evalYear, half: e.evalHalf ? t(e.evalHalf) : '' })} value={e.gradeCd ?? '-'}
                  styles={{ content: { color: e.gradeCd ? GRADE_COLOR[e.gradeCd] : undefined, fontWeight: 700 } }} data-testid="portal-grade" />
                <div>
                  <div>{e.totalScore !== null ? t('score', { score: e.totalScore }) : '-'}</div>
                  {e.consequenceNm && <Tag color={e.gradeCd ? GRADE_COLOR[e.gradeCd] : undefined}>{e.consequenceNm}</Tag>}
                </div>
              </Space>
            ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEval')} />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Section id="licences" icon={<IdcardOutlined />} title={t('licences')} count={d.expiringLicences.count} items={d.expiringLicences.list} emptyText={t('empty')}
            onMore={() => navigate('/vendor/vendorWorker')}
            render={(x) => (
              <div style={wrap}>
                <strong>{x.workerNm}</strong> · {x.licenceKindNm ?? x.licenceKindCd}
                <div><Typography.Text type="warning">{t('expiry', { ymd: x.expiryYmd })}</Typography.Text></div>
              </div>
            )} />
        </Col>
        <Col xs={24} lg={12}>
          <Section id="actions" icon={<ToolOutlined />} title={t('actions')} count={d.openActions.count} items={d.openActions.list} emptyText={t('empty')}
            onMore={() => navigate('/impr/imprAction')}
            render={(x) => (
              <a style={wrap} href={`/impr/imprAction?key=${x.actionNo}`} onClick={(e) => { e.preventDefault(); navigate(`/impr/imprAction?key=${x.actionNo}`); }}>
                <Space size={4} wrap><WorkflowStatusTag wf={imprActionWorkflow} code={x.statusCd} />{x.overdue && <Tag color="red">{t('overdue')}</Tag>}{x.title}</Space>
                <div><Typography.Text type={x.overdue ? 'danger' : 'secondary'}>{t('due', { ymd: x.dueYmd })}</Typography.Text></div>
              </a>
            )} />
        </Col>
        <Col xs={24} lg={12}>
          <Section id="entries" icon={<LoginOutlined />} title={t('entries')} count={d.entries.count} items={d.entries.list} emptyText={t('empty')}
            onMore={() => navigate('/vendor/enterRequest')}
            render={(x) => (
              <a style={wrap} href={`/vendor/enterRequest?key=${x.entryNo}`} onClick={(e) => { e.preventDefault(); navigate(`/vendor/enterRequest?key=${x.entryNo}`); }}>
                <Space size={4} wrap><WorkflowStatusTag wf={vendorEntryWorkflow} code={x.statusCd} />{x.workDesc}</Space>
                <div><Typography.Text type="secondary">{t('entryPeriod', { from: x.entryFromYmd, to: x.entryToYmd })}</Typography.Text></div>
              </a>
            )} />
        </Col>
        <Col xs={24} lg={12}>
          <Section id="permits" icon={<FireOutlined />} title={t('permits')} count={d.permits.count} items={d.permits.list} emptyText={t('empty')}
            onMore={() => navigate('/saf/wkodPermit')}
            render={(x) => (
              <a style={wrap} href={`/saf/wkodPermit?key=${x.permitNo}`} onClick={(e) => { e.preventDefault(); navigate(`/saf/wkodPermit?key=${x.permitNo}`); }} data-testid={`portal-permit-${x.permitNo}`}>
                <Space size={4} wrap><WorkflowStatusTag wf={permitWorkflow} code={x.statusCd} /><strong>{x.workNm}</strong></Space>
                <div><Typography.Text type="secondary">{x.workYmd} {x.startTm}~{x.endTm}{x.areaNm ? ` · ${x.areaNm}` : ''}</Typography.Text></div>
              </a>
            )} />
        </Col>
        <Col xs={24} lg={12}>
          <Section id="findings" icon={<AlertOutlined />} title={t('findings')} count={d.findings.count} items={d.findings.list} emptyText={t('empty')}
            onMore={() => navigate('/saf/patrolFinding')}
            render={(x) => (
              <a style={wrap} href={`/saf/patrolFinding?key=${x.findingNo}`} onClick={(e) => { e.preventDefault(); navigate(`/saf/patrolFinding?key=${x.findingNo}`); }} data-testid={`portal-finding-${x.findingNo}`}>
                <Space size={4} wrap><WorkflowStatusTag wf={patrolFindingWorkflow} code={x.statusCd} />{x.overdue && <Tag color="red">{t('overdue')}</Tag>}<strong>{x.placeNm}</strong></Space>
                <div>{x.content}</div>
                <div><Typography.Text type={x.overdue ? 'danger' : 'secondary'}>{x.patrolYmd}{x.dueYmd ? ` · ${t('due', { ymd: x.dueYmd })}` : ''}</Typography.Text></div>
              </a>
            )} />
        </Col>
      </Row>
    </div>
  );
}

export default VendorPortalPage;
