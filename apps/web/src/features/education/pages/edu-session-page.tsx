import { lazy, Suspense } from 'react';
import { eduSessionResource } from '@jikim/shared/src/education/session.resource';
import { resourcePageWith } from '@/lib/resource';
import '../edu.i18n';

const Panel = lazy(() => import('../components/session-attend-panel').then((m) => ({ default: m.SessionAttendPanel })));

/** 교육실시 (/education/eduSession): the session register with each saved session's QR attendance, signatures and sign-in list */
export const loadSessionPage = () =>
  resourcePageWith([eduSessionResource], { eduSession: { detailExtras: (p) => <Suspense fallback={null}><Panel {...p} /></Suspense> } });
