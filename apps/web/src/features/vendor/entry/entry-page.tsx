import { lazy, Suspense, type ComponentType } from 'react';
import { vendorEntryResource } from '@jikim/shared/src/vendor/entry.resource';
import { resourcePageWith } from '@/lib/resource';

// the pass card (QR code library, ~9 kB) loads with an opened request's detail, not with the list (the page budget)
const EntryPassCard = lazy(() => import('./entry-pass-card').then((m) => ({ default: m.EntryPassCard })));

/** 출입신청 (/vendor/enterRequest): the page from the definition, plus the pass QR in an approved request's detail */
export const loadEntryPage = (): Promise<{ default: ComponentType }> =>
  resourcePageWith([vendorEntryResource], { vendorEntry: { detailExtras: ({ record }) => <Suspense fallback={null}><EntryPassCard row={record} /></Suspense> } });
