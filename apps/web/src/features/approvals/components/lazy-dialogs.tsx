import { lazy, Suspense, type ComponentProps } from 'react';
import type { ProgressPopup as TProgressPopup } from './progress-popup';
import type { RequestDialog as TRequestDialog } from './request-dialog';

// The approval popups load when first opened: the line (Steps), the decision panel and the signature pad are not
// part of the list pages' first download (issue 13, page budget).

const ProgressPopupImpl = lazy(() => import('./progress-popup').then((m) => ({ default: m.ProgressPopup })));
const RequestDialogImpl = lazy(() => import('./request-dialog').then((m) => ({ default: m.RequestDialog })));

export function ProgressPopup(props: ComponentProps<typeof TProgressPopup>) {
  if (props.apprRequestNo === null) return null;
  return <Suspense fallback={null}><ProgressPopupImpl {...props} /></Suspense>;
}

export function RequestDialog(props: ComponentProps<typeof TRequestDialog>) {
  if (!props.open) return null;
  return <Suspense fallback={null}><RequestDialogImpl {...props} /></Suspense>;
}
