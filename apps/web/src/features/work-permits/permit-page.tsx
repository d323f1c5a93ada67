import { lazy, Suspense } from 'react';
import { permitResource } from '@jikim/shared/src/work-permits/permit.resource';
import { ResourcePage } from '@/lib/resource/resource-page';

// the permit's panels (issue and SIMOPS, gas, LOTO, windows, signatures) load with the detail, not with the list
const PermitPanels = lazy(() => import('./permit-panels').then((m) => ({ default: m.PermitPanels })));

/** 작업허가서: the definition's list and detail (workflow buttons post to the step endpoints), with the permit's panels */
export default function PermitPage() {
  return (
    <ResourcePage defs={[permitResource]}
      overrides={{ [permitResource.name]: { detailExtras: (p) => <Suspense fallback={null}><PermitPanels {...p} /></Suspense> } }} />
  );
}
