import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, List, Spin, Typography } from 'antd';
import { apprBadgeRange } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { apprApi } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { ApprovalLine, DecisionPanel, fmtDt, RequestSummary, useTypeName } from '../components/appr-parts';
import { withApprQuery } from '../query';

/**
 * /mobile/apprWhich (spec §2 "pending approvals target", the badge's destination): a phone-sized inbox
 * (375 px) — the pending list, then one document with its line, comment and a signature pad.
 */
function MobileApprWhichPage() {
  const { t } = useT(APPR_NS);
  const typeName = useTypeName();
  const [open, setOpen] = useState<number | null>(null);
  const range = apprBadgeRange();
  const list = useQuery({ queryKey: ['appr', 'box', 'pending', 'mobile', range], queryFn: () => apprApi.inbox({ box: 'pending', ...range, page: 1, limit: 100 }) });
  const req = useQuery({ queryKey: ['appr', 'request', open], queryFn: () => apprApi.request(open!), enabled: open !== null });
  const wrap: React.CSSProperties = { maxWidth: 480, margin: '0 auto', padding: 8 };

  if (open !== null) {
    return (
      <div style={wrap} data-testid="mobile-appr-detail">
        <Button onClick={() => setOpen(null)} style={{ marginBottom: 8 }}>‹ {t('mobile.back')}</Button>
        {!req.data ? <Spin /> : (
          <>
            <RequestSummary req={req.data} />
            <Card size="small" title={t('popup.line')} style={{ marginTop: 8 }}>
              <ApprovalLine steps={req.data.steps} compact />
            </Card>
            <DecisionPanel req={req.data} padWidth={300} onDone={() => setOpen(null)} />
          </>
        )}
      </div>
    );
  }
  return (
    <div style={wrap} data-testid="mobile-appr-list">
      <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>
        {t('mobile.title')} <Badge count={list.data?.totalCount ?? 0} showZero color="#1677ff" />
      </Typography.Title>
      {list.isLoading ? <Spin /> : !list.data?.list.length ? <Empty description={t('mobile.empty')} /> : (
        <List
          dataSource={list.data.list}
          renderItem={(r) => (
            <Card size="small" hoverable style={{ marginBottom: 8 }} onClick={() => setOpen(r.apprRequestNo)} data-testid={`mobile-appr-${r.apprRequestNo}`}>
              <Typography.Text type="secondary">{typeName(r.apprTypeCd, r.apprTypeNm)} · #{r.apprRequestNo}</Typography.Text>
              <div><Typography.Text strong>{r.title}</Typography.Text></div>
              <Typography.Text type="secondary">{r.requestUserNm} · {r.requestDeptNm} · {fmtDt(r.requestDt)}</Typography.Text>
              {r.delegatedYn === 'Y' && <div><Typography.Text type="warning">{t('col.delegated')}</Typography.Text></div>}
            </Card>
          )}
        />
      )}
    </div>
  );
}

export default withApprQuery(MobileApprWhichPage);
