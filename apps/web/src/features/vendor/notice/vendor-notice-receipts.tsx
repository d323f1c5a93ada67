import { Divider, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { VND_NOTICE_API, type TVendorNoticeReceipt } from '@jikim/shared/src/vendor/notice.resource';
import { plantDateTime } from '@/components/grid/plant-time';
import { StatusBadge } from '@/components/workflow/status-badge';
import { MutedText } from '@/components/form/muted-text';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { VND_NOTICE_NS } from './vendor-notice.i18n';

/** the plant side: per target vendor, who read the notice and when, and who has not */
export default function Receipts({ noticeNo }: { noticeNo: string | number }) {
  const { t } = useT(VND_NOTICE_NS);
  const q = useQuery({ queryKey: ['vendorNotice', 'receipts', noticeNo], queryFn: () => http.get<{ list: TVendorNoticeReceipt[] }>(`${VND_NOTICE_API}/${noticeNo}/receipts`) });
  const rows = (q.data?.list ?? []).flatMap((g) => (g.users.length ? g.users : [null]).map((u, i) => ({
    key: `${g.vendorCd}:${u?.userId ?? '-'}`, vendorNm: i === 0 ? `${g.vendorNm ?? g.vendorCd}` : '', summary: i === 0 ? t('summary', { read: g.readCount, total: g.userCount }) : '',
    span: i === 0 ? Math.max(g.users.length, 1) : 0, userNm: u ? `${u.userNm ?? u.userId} (${u.userId})` : t('noUsers'), readDt: u?.readDt ?? null, hasUser: !!u,
  })));
  return (
    <section data-testid="notice-receipts">
      <Divider titlePlacement="start">{t('receipts')}</Divider>
      <Table
        size="small" pagination={false} loading={q.isFetching} dataSource={rows} scroll={{ x: 'max-content' }} locale={{ emptyText: t('none') }}
        columns={[
          {
            title: t('vendor'), dataIndex: 'vendorNm', onCell: (r) => ({ rowSpan: r.span }),
            render: (_v, r) => <><div>{r.vendorNm}</div><MutedText>{r.summary}</MutedText></>,
          },
          { title: t('user'), dataIndex: 'userNm' },
          { title: t('readDt'), dataIndex: 'readDt', render: (v: string | null, r) => (r.hasUser ? (v ? plantDateTime(v) : <StatusBadge color="orange">{t('unread')}</StatusBadge>) : null) },
        ]}
      />
    </section>
  );
}

