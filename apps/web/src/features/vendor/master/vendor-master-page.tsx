import { vendorResource } from '@jikim/shared/src/vendor/vendor.resource';
import { usePageMeta } from '@/app/page-context';
import { ResourceList } from '@/lib/resource/resource-list';
import { VendorUsersPanel } from './vendor-users-panel';
import './vendor-master.i18n';

const overrides = { detailExtras: (p: Parameters<typeof VendorUsersPanel>[0]) => <VendorUsersPanel {...p} /> };

/** 업체관리 (/vendor/vendorMaster): the vendor master from its definition, with the accounts panel in a saved vendor's detail */
export default function VendorMasterPage() {
  const { editable } = usePageMeta();
  return <ResourceList def={vendorResource} editable={editable} overrides={overrides} />;
}
