import { useEffect } from 'react';
import { Divider, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VND_NOTICE_API, vendorNoticeResource, type TVendorNoticeReceipt } from '@jikim/shared/src/vendor/notice.resource';
import { usePageMeta } from '@/app/page-context';
import { plantDateTime } from '@/components/grid/plant-time';
import { tokens } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ResourcePage } from '@/lib/resource/resource-page';
import { VND_NOTICE_NS } from './vendor-notice.i18n';

const readKeysKey = ['vendorNotice', 'readKeys'] as const;

/** the plant side: per target vendor, who read the notice and when, and who has not */
function Receipts({ noticeNo }: { noticeNo: string | number }) {
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
            render: (_v, r) => <><div>{r.vendorNm}</div><Typography.Text type="secondary">{r.summary}</Typography.Text></>,
          },
          { title: t('user'), dataIndex: 'userNm' },
          { title: t('readDt'), dataIndex: 'readDt', render: (v: string | null, r) => (r.hasUser ? (v ? plantDateTime(v) : <Tag color="orange">{t('unread')}</Tag>) : null) },
        ]}
      />
    </section>
  );
}

/** a vendor user opened a notice: the server recorded the receipt with the read, so the list drops the bold */
function MarkRead() {
  const qc = useQueryClient();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: readKeysKey });
  }, [qc]);
  return null;
}

/**
 * 협력업체 공지: the page of the definition; vendor users see their notices with the unread ones in bold, the plant side
 * (write on the menu) sees the read receipts under a notice.
 */
export function VendorNoticePage() {
  const { editable } = usePageMeta();
  const isVendor = tokens.userType() === 'V';
  const read = useQuery({ queryKey: readKeysKey, enabled: isVendor, queryFn: () => http.get<{ noticeNos: number[] }>(`${VND_NOTICE_API}/read-keys`) });
  const readSet = new Set(read.data?.noticeNos ?? []);
  return (
    <ResourcePage
      defs={[vendorNoticeResource]}
      overrides={{
        [vendorNoticeResource.name]: {
          rowClassName: isVendor && read.data ? (row) => (readSet.has(Number(row.noticeNo)) ? undefined : 'jk-row-strong') : undefined,
          detailExtras: ({ record }) => (isVendor ? <MarkRead /> : editable ? <Receipts noticeNo={record.noticeNo as number} /> : null),
        },
      }}
    />
  );
}

export default VendorNoticePage;
