import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { TResourceDefinition } from '@jikim/shared/src/resource/definition';
import { resourcePageWith } from '@/lib/resource';
import { useT } from '@/lib/i18n';
import { PsmImportButton } from './psm-import';
import { PSM_NS } from './psm.i18n';

// the register's map (감지기 배치도): loaded by the pages of a register placed on plant maps only
const ResourceMapPins = lazy(() => import('@/lib/resource/resource-map-pins'));

/** a register on plant maps: its pins below the list; a pin opens the record (`?key=`, as a link does) */
function RegisterMap({ def }: { def: TResourceDefinition }) {
  const { t } = useT(PSM_NS);
  const [, setParams] = useSearchParams();
  return (
    <Suspense fallback={null}>
      <ResourceMapPins def={def} title={t('detectorMap')} onOpen={(key) => setParams({ key: String(key) })} />
    </Suspense>
  );
}

/** a register's page: the definition's list and detail, with the Excel upload beside 추가 (and its map, when it has one) */
export const registerPage = (def: TResourceDefinition) => {
  const page = resourcePageWith([def], { [def.name]: { toolbar: <PsmImportButton def={def} /> } });
  if (!def.mapPoint) return page;
  return page.then(({ default: Page }) => ({ default: () => <><Page /><RegisterMap def={def} /></> }));
};
