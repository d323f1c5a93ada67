import { lazy, Suspense, useState } from 'react';
import type { TResourceDefinition } from '@jikim/shared/src/resource/definition';
import { usePageMeta } from '@/app/page-context';
import { resourcePageWith } from '@/lib/resource';
import { useT } from '@/lib/i18n';
import { PsmImportButton } from './psm-import';
import { PSM_NS } from './psm.i18n';

// the register's map (감지기 배치도): loaded by the pages of a register placed on plant maps only
const ResourceMapPins = lazy(() => import('@/lib/resource/resource-map-pins'));
const ResourceList = lazy(() => import('@/lib/resource/resource-list').then((m) => ({ default: m.ResourceList })));

/** a register on plant maps: its list, and its pins below it; a pin opens the record's detail (again on every click) */
function MapRegisterPage({ def }: { def: TResourceDefinition }) {
  const { t } = useT(PSM_NS);
  const { editable } = usePageMeta();
  const [request, setRequest] = useState<{ key: string | number; seq: number } | null>(null);
  return (
    <Suspense fallback={null}>
      <ResourceList def={def} editable={editable} overrides={{ toolbar: <PsmImportButton def={def} /> }} openRequest={request} />
      <ResourceMapPins def={def} title={t('detectorMap')} onOpen={(key) => setRequest((r) => ({ key, seq: (r?.seq ?? 0) + 1 }))} />
    </Suspense>
  );
}

/** a register's page: the definition's list and detail, with the Excel upload beside 추가 (and its map, when it has one) */
export const registerPage = (def: TResourceDefinition) =>
  def.mapPoint
    ? Promise.resolve({ default: () => <MapRegisterPage def={def} /> })
    : resourcePageWith([def], { [def.name]: { toolbar: <PsmImportButton def={def} /> } });
