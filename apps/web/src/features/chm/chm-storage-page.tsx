import { lazy, Suspense } from 'react';
import { chmStorageResource } from '@jikim/shared/src/chm/storage.resource';
import { resourcePageWith } from '@/lib/resource';

const ContainerQrCards = lazy(() => import('./chm-extras').then((m) => ({ default: m.ContainerQrCards })));

/** 저장소: the definition's page with one QR per container (lot) below a saved storage */
export const loadStoragePage = () => resourcePageWith([chmStorageResource], {
  [chmStorageResource.name]: { detailExtras: ({ record }) => <Suspense fallback={null}><ContainerQrCards record={record} /></Suspense> },
});
