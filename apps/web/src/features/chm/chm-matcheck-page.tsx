import { lazy, Suspense } from 'react';
import { chmMatcheckResource } from '@jikim/shared/src/chm/matcheck.resource';
import { tokens } from '@/lib/auth-store';
import { resourcePageWith } from '@/lib/resource';

const MatcheckReview = lazy(() => import('./chm-extras').then((m) => ({ default: m.MatcheckReview })));

/** 신규화학물질 사전검토: a reviewer named in a request answers their own row below its detail */
export const loadMatcheckPage = () => resourcePageWith([chmMatcheckResource], {
  [chmMatcheckResource.name]: { detailExtras: ({ record }) => <Suspense fallback={null}><MatcheckReview record={record} userId={tokens.userId()} /></Suspense> },
});
