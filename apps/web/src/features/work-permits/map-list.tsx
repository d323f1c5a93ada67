import { wkodMapResource } from '@jikim/shared/src/work-permits/project.resource';
import { ResourceList } from '@/lib/resource/resource-list';

/** 배치도 관리: the plants' map images (the 현황 page's second tab) */
export default function MapList({ editable }: { editable: boolean }) {
  return <ResourceList def={wkodMapResource} editable={editable} />;
}
