import { Tabs } from 'antd';
import type { TResourceDefinition } from '@jikim/shared';
import { usePageMeta } from '@/app/page-context';
import { ResourceList, ResourceTitle, type ResourceListOverrides } from './resource-list';

export { ResourceTitle };

/**
 * A whole page from one or more definitions; several definitions become tabs (e.g. positions | duties).
 * The page is editable only when the menu's writeYn is Y (spec §6).
 */
export function ResourcePage({ defs, overrides }: { defs: TResourceDefinition[]; overrides?: Record<string, ResourceListOverrides> }) {
  const { editable } = usePageMeta();
  if (defs.length === 1) return <ResourceList def={defs[0]!} editable={editable} overrides={overrides?.[defs[0]!.name]} />;
  return (
    <Tabs
      items={defs.map((d) => ({ key: d.name, label: <ResourceTitle def={d} />, children: <ResourceList def={d} editable={editable} overrides={overrides?.[d.name]} /> }))}
    />
  );
}

export default ResourcePage;
