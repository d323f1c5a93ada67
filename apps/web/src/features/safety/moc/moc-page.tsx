import { lazy, Suspense } from 'react';
import { mocResource } from '@jikim/shared/src/safety/moc/moc.resource';
import { tokens } from '@/lib/auth-store';
import { resourcePageWith } from '@/lib/resource';
import { myPendingReview } from './moc-review';

const AnswerForm = lazy(() => import('./moc-review-answer').then((m) => ({ default: m.MocReviewAnswer })));

/**
 * 변경관리 (/saf/moc): the definition-driven page; a reviewer of a change under review gets, below its detail, the form
 * for their own review row (loaded only then). Everyone else sees the review rows read-only in the grid.
 */
export const loadMocPage = () =>
  resourcePageWith([mocResource], {
    [mocResource.name]: {
      detailExtras: ({ record }) => {
        const row = myPendingReview(record, tokens.userId());
        return row ? <Suspense fallback={null}><AnswerForm record={record} review={row} /></Suspense> : null;
      },
    },
  });
