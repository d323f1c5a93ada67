import { rsaHazardLibResource } from '@jikim/shared/src/rsa/hazard-lib.resource';
import { ResourcePage } from '@/lib/resource/resource-page';
import { RsaUpload } from './rsa-upload';

const UPLOAD_KEYS = { button: 'hzUpload', columns: 'hzColumns', uploaded: 'hzUploaded' };

/** 유해·위험요인 목록: the plant's hazards with their standard controls (Excel export by the list, upload here) */
export default function RsaHazardPage() {
  return (
    <ResourcePage defs={[rsaHazardLibResource]} overrides={{
      [rsaHazardLibResource.name]: {
        toolbar: <RsaUpload url={`${rsaHazardLibResource.basePath}/upload`} resourceName={rsaHazardLibResource.name} testId="rsa-hazard-upload" keys={UPLOAD_KEYS} />,
      },
    }} />
  );
}
