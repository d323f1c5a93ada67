import { Card } from 'antd';
import { apprApi } from '../api';
import { withApprQuery } from '../query';
import { InboxTable } from './appr-inbox-page';

/** 전체 결재현황: every submitted request of the caller's plant/department scope (the frame shows the title) */
function ApprAllPage() {
  return (
    <Card styles={{ body: { padding: 12 } }}>
      <InboxTable box="all" fetcher={(q) => apprApi.all(q)} />
    </Card>
  );
}

export default withApprQuery(ApprAllPage);
