import type { TResourceDefinition } from '@jikim/shared/src/resource/definition';
import { resourcePageWith } from '@/lib/resource';
import { PsmImportButton } from './psm-import';

/** a register's page: the definition's list and detail, with the Excel upload beside 추가 */
export const registerPage = (def: TResourceDefinition) => resourcePageWith([def], { [def.name]: { toolbar: <PsmImportButton def={def} /> } });
