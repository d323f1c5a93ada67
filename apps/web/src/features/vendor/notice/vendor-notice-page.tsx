import { lazy, Suspense, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VND_NOTICE_API, vendorNoticeResource } from '@jikim/shared/src/vendor/notice.resource';
import { usePageMeta } from '@/app/page-context';
import { tokens } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { ResourcePage } from '@/lib/resource/resource-page';
import './vendor-notice.i18n';

// the receipts load with a notice's detail, not with the list (the page budget, apps/web/budgets.json)
const Receipts = lazy(() => import('./vendor-notice-receipts'));

const readKeysKey = ['vendorNotice', 'readKeys'] as const;

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
          detailExtras: ({ record }) => (isVendor ? <MarkRead /> : editable ? <Suspense fallback={null}><Receipts noticeNo={record.noticeNo as number} /></Suspense> : null),
        },
      }}
    />
  );
}

export default VendorNoticePage;
