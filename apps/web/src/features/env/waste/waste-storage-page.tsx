import { envWasteResource } from '@jikim/shared/src/env/waste/waste.resource';
import { resourcePageWith } from '@/lib/resource';
import { WasteLotUpload } from './waste-lot-upload';

/** 폐기물 발생·보관: the definition's page with the register upload beside 추가 */
export const loadWasteStoragePage = () => resourcePageWith([envWasteResource], { [envWasteResource.name]: { toolbar: <WasteLotUpload /> } });
