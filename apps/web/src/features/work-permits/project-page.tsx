import { lazy, Suspense } from 'react';
import { projectResource } from '@jikim/shared/src/work-permits/project.resource';
import { ResourcePage } from '@/lib/resource/resource-page';

// the roster card (its table and texts) loads with the project's detail, not with the list
const RosterCard = lazy(() => import('./roster-card'));

/** 공사관리: the definition's list and detail, with the roster's education and licence state under a saved project */
export default function ProjectPage() {
  return (
    <ResourcePage defs={[projectResource]}
      overrides={{ [projectResource.name]: { detailExtras: (p) => <Suspense fallback={null}><RosterCard {...p} /></Suspense> } }} />
  );
}
