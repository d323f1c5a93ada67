import { rsaUnitWorkResource } from '@jikim/shared/src/rsa/unit-work.resource';
import { usePageMeta } from '@/app/page-context';
import { ResourceList } from '@/lib/resource/resource-list';
import { RsaUpload } from './rsa-upload';

const UPLOAD_KEYS = { button: 'uwUpload', columns: 'uwColumns', uploaded: 'uwUploaded' };

/** the 단위작업 tab of 위험성평가 결과: the unit-work master with its Excel upload (loaded when the tab is opened) */
export default function RsaUnitWorkTab() {
  const { editable } = usePageMeta();
  return (
    <ResourceList def={rsaUnitWorkResource} editable={editable} overrides={{
      toolbar: <RsaUpload url={`${rsaUnitWorkResource.basePath}/upload`} resourceName={rsaUnitWorkResource.name} testId="rsa-unitwork-upload" keys={UPLOAD_KEYS} />,
    }} />
  );
}
