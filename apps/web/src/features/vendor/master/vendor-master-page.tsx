import { lazy, Suspense, type ComponentProps } from 'react';
import { vendorResource } from '@jikim/shared/src/vendor/vendor.resource';
import { usePageMeta } from '@/app/page-context';
import { ResourceList } from '@/lib/resource/resource-list';
import './vendor-master.i18n';

// the accounts panel loads with a vendor's detail, not with the list (the page budget, apps/web/budgets.json)
const VendorUsersPanel = lazy(() => import('./vendor-users-panel').then((m) => ({ default: m.VendorUsersPanel })));
const overrides = {
  detailExtras: (p: ComponentProps<typeof VendorUsersPanel>) => <Suspense fallback={null}><VendorUsersPanel {...p} /></Suspense>,
};

/** 업체관리 (/vendor/vendorMaster): the vendor master from its definition, with the accounts panel in a saved vendor's detail */
export default function VendorMasterPage() {
  const { editable } = usePageMeta();
  return <ResourceList def={vendorResource} editable={editable} overrides={overrides} />;
}
