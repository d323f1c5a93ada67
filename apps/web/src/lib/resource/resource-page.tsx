import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
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
  const [params] = useSearchParams();
  // a link (`?key=`) opens a record of the tab it names (`?tab=<definition name>`), else of the first tab
  const linkTab = defs.some((d) => d.name === params.get('tab')) ? params.get('tab')! : defs[0]!.name;
  const [active, setActive] = useState(linkTab);
  // a parent's detail opens its 1:1 sub-record (the accident → its investigation) in the sub-record's tab
  const [request, setRequest] = useState<{ name: string; key: string | number | null; presets?: Record<string, unknown>; seq: number } | null>(null);
  const relatedOf = (d: TResourceDefinition) => defs.filter((s) => s.parent?.name === d.name).map((s) => ({
    def: s,
    open: (key: string | number) => {
      setActive(s.name);
      setRequest((r) => ({ name: s.name, key, seq: (r?.seq ?? 0) + 1 }));
    },
  }));
  // a record's detail starts a new record of another tab (a document's 개정안 작성 → a revision with the document filled)
  const startsOf = (d: TResourceDefinition) => (d.starts ?? []).flatMap((s) => {
    const target = defs.find((x) => x.name === s.name);
    return target ? [{
      ...s, def: target,
      open: (presets: Record<string, unknown>) => {
        setActive(target.name);
        setRequest((r) => ({ name: target.name, key: null, presets, seq: (r?.seq ?? 0) + 1 }));
      },
    }] : [];
  });
  if (defs.length === 1) return <ResourceList def={defs[0]!} editable={editable} overrides={overrides?.[defs[0]!.name]} />;
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={defs.map((d) => ({
        key: d.name, label: <ResourceTitle def={d} />,
        children: <ResourceList def={d} editable={editable} overrides={overrides?.[d.name]} linkable={d.name === linkTab}
          openRequest={request?.name === d.name ? request : null} related={relatedOf(d)} starts={startsOf(d)} />,
      }))}
    />
  );
}

export default ResourcePage;
