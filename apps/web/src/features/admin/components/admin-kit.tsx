import { type ComponentType, type ReactNode, useMemo } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Space, Tag, TreeSelect, Select } from 'antd';
import type { TDeptTreeNode } from '@jikim/shared';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useExpandAll } from '@/components';
import { useT } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { adminApi } from '../api';
import '../admin.i18n';
import '@/components/grid/grid.css';

// the app's one query cache (an explicit search or a tab refresh re-queries it; lib/query-client)
const client = queryClient;

export function withQuery<P extends object>(Page: ComponentType<P>) {
  return function AdminPage(props: P) {
    return (
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}

/** t of the admin namespace, the page's editable flag (spec §6: writeYn Y), and the toast helpers */
export function useAdmin() {
  const { t } = useT('admin');
  const meta = usePageMeta();
  const { message } = App.useApp();
  return {
    t,
    editable: meta.editable,
    meta,
    saved: () => message.success(t('common.saved')),
    done: () => message.success(t('common.deleted')),
  };
}

/** the page body: the shell's frame already shows the title; this adds the read-only marker and the page actions */
export function PageFrame({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  const { t, editable } = useAdmin();
  return (
    <Card aria-label={title} styles={{ body: { padding: 12 } }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8, minHeight: 8 }}>
        <Space>{!editable && <Tag color="default">{t('common.readOnly')}</Tag>}{extra}</Space>
      </div>
      {children}
    </Card>
  );
}

export function YnTag({ value, yes, no }: { value: string; yes?: string; no?: string }) {
  const { t } = useAdmin();
  return value === 'Y' ? <Tag color="blue">{yes ?? t('common.use')}</Tag> : <Tag>{no ?? t('common.unused')}</Tag>;
}

export const ynOptions = (t: (k: string) => string) => [
  { value: 'Y', label: t('common.use') },
  { value: 'N', label: t('common.unused') },
];

export function usePlants() {
  return useQuery({ queryKey: ['admin', 'plants'], queryFn: adminApi.plants, staleTime: 300_000 });
}

/** spec §4 plant selector: without plantAccessYn Y it is fixed to the user's own plant */
export function PlantSelect({ value, onChange, allowAll, disabled, style }: { value?: string; onChange?: (v: string | undefined) => void; allowAll?: boolean; disabled?: boolean; style?: React.CSSProperties }) {
  const { t } = useAdmin();
  const worker = useWorker();
  const plants = usePlants();
  const locked = worker?.deptAuthGrp.plantAccessYn !== 'Y';
  return (
    <Select
      aria-label={t('common.plant')}
      style={{ minWidth: 160, ...style }}
      value={locked ? (worker?.plantCd ?? value) : value}
      disabled={disabled || locked}
      allowClear={allowAll && !locked}
      placeholder={allowAll ? t('common.all') : t('common.choose')}
      onChange={(v) => onChange?.(v)}
      options={(plants.data ?? []).map((p) => ({ value: p.plantCd, label: p.plantNm }))}
    />
  );
}

export type DeptNode = TDeptTreeNode & { children?: DeptNode[] };
export function buildDeptTree(rows: TDeptTreeNode[]): DeptNode[] {
  const by = new Map<string, DeptNode>(rows.map((r) => [r.deptCd, { ...r }]));
  const roots: DeptNode[] = [];
  for (const n of by.values()) {
    const p = n.pdeptCd ? by.get(n.pdeptCd) : undefined;
    if (p) (p.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

export function useDeptTree(plantCd?: string) {
  return useQuery({ queryKey: ['admin', 'deptTree', plantCd ?? ''], queryFn: () => adminApi.deptTree(plantCd) });
}

/** department tree picker (spec §4): switched-off departments are not offered, but a stored one still shows its name */
export function DeptTreeSelect({ plantCd, value, onChange, disabled, allowClear = true }: { plantCd?: string; value?: string | null; onChange?: (v: string | undefined) => void; disabled?: boolean; allowClear?: boolean }) {
  const { t } = useAdmin();
  const tree = useDeptTree(plantCd);
  const data = useMemo(() => {
    const toNode = (n: DeptNode): object => ({ value: n.deptCd, title: n.deptNm, disabled: n.useYn !== 'Y', children: n.children?.map(toNode) });
    return buildDeptTree((tree.data ?? []).filter((d) => d.useYn === 'Y' || d.deptCd === value)).map(toNode);
  }, [tree.data, value]);
  const { expanded, onExpand } = useExpandAll(data);
  return (
    <TreeSelect
      aria-label={t('common.dept')}
      style={{ minWidth: 200 }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v as string | undefined)}
      treeData={data}
      treeExpandedKeys={expanded}
      onTreeExpand={onExpand}
      allowClear={allowClear}
      showSearch
      treeNodeFilterProp="title"
      disabled={disabled}
      placeholder={t('common.choose')}
      popupMatchSelectWidth={320}
    />
  );
}

export function NoSelection() {
  const { t } = useAdmin();
  return <Alert type="info" showIcon title={t('common.noSelection')} />;
}
