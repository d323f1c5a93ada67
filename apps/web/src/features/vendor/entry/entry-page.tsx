import type { ComponentType } from 'react';
import { vendorEntryResource } from '@jikim/shared/src/vendor/entry.resource';
import { resourcePageWith } from '@/lib/resource';
import { EntryPassCard } from './entry-pass-card';

/** 출입신청 (/vendor/enterRequest): the page from the definition, plus the pass QR in an approved request's detail */
export const loadEntryPage = (): Promise<{ default: ComponentType }> =>
  resourcePageWith([vendorEntryResource], { vendorEntry: { detailExtras: ({ record }) => <EntryPassCard row={record} /> } });
