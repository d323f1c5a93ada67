import { useEffect, useId, useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ALL_PLANTS_CODE, visiblePlants } from '@jikim/shared';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { Field } from '../form/field';
import { UI_NS } from '../ui.i18n';
import { buildTree, type TreeNode } from './tree-rules';

// The light pickers (a Select each): pages without lists (statistics, phone pages) use them without loading the tree,
// table and popover code of org-pickers.tsx.

export type Dept = { deptCd: string; deptNm: string; pdeptCd: string | null; plantCd: string; useYn?: string };
type Plant = { plantCd: string; plantNm: string; plantType: string | null; code: string; codeNm: string };

export type Common = { label?: string; required?: boolean; disabled?: boolean; readonly?: boolean; error?: string | null };

/** the current worker's data-scope flags (spec §3 deptAuthGrp); missing → locked (spec §4: N or unset) */
export function useAccess() {
  const w = useSession().worker;
  return {
    worker: w,
    plantLocked: w?.deptAuthGrp?.plantAccessYn !== 'Y',
    deptLocked: w?.deptAuthGrp?.deptAccessYn !== 'Y',
  };
}

export const useDepts = (plantCd?: string | null) =>
  useQuery({
    queryKey: ['dept-tree', plantCd ?? ''],
    staleTime: 5 * 60_000,
    queryFn: () => http.get<Dept[]>('/api/manage/depts/treelist', plantCd ? { plantCd } : {}, { silent: true }),
  });

/**
 * spec §4/§6 plant selector: empty → the worker's own plant; locked when plantAccessYn is not Y; plant
 * 0000 (all plants) only when filter is 'chm'.
 */
export function PlantSelect({ value, onChange, filter, leadingAll, unlocked, ...p }: Common & {
  value?: string | null; onChange?: (plantCd: string | null) => void; filter?: string; leadingAll?: boolean;
  /** not held to the own plant (a contractor's lists span every plant its vendor works at; the server keeps them to the vendor) */
  unlocked?: boolean;
}) {
  const id = useId();
  const { t } = useT(UI_NS);
  const access = useAccess();
  const worker = access.worker;
  const plantLocked = access.plantLocked && !unlocked;
  const q = useQuery({
    queryKey: ['plants', filter ?? ''],
    staleTime: 5 * 60_000,
    queryFn: () => http.get<Plant[]>('/api/sync/plant/list', filter ? { filter } : {}, { silent: true }),
  });
  useEffect(() => {
    // the all-plants code of an administrator is not a selectable plant (except for chemicals)
    const own = worker?.plantCd && (worker.plantCd !== ALL_PLANTS_CODE || filter === 'chm') ? worker.plantCd : null;
    if (!value && own && (plantLocked || !leadingAll)) onChange?.(own);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [worker?.plantCd, plantLocked]);
  const items = visiblePlants((q.data ?? []).map((x) => ({ code: x.plantCd, name: x.plantNm })), filter);
  const options = [...(leadingAll && !plantLocked ? [{ value: '', label: t('all') }] : []), ...items.map((x) => ({ value: x.code, label: x.name }))];
  return (
    <Field label={p.label ?? t('plant')} required={p.required} error={p.error} htmlFor={id}>
      <Select id={id} aria-label={p.label ?? t('plant')} style={{ width: '100%' }} value={value ?? (leadingAll ? '' : undefined)} options={options}
        disabled={plantLocked || p.disabled} open={p.readonly ? false : undefined} status={p.error ? 'error' : undefined}
        onChange={(v: string) => onChange?.(v || null)} />
    </Field>
  );
}

/**
 * A department as a searchable select whose options follow the tree (indented by depth): the light form of
 * DeptTreePicker, with the same lock (own department, filled when empty, when deptAccessYn is not Y).
 */
export function DeptSelect({ value, onChange, plantCd, ...p }: Common & { value?: string | null; onChange?: (deptCd: string | null) => void; plantCd?: string | null }) {
  const id = useId();
  const { t } = useT(UI_NS);
  const { worker, deptLocked } = useAccess();
  const q = useDepts(plantCd);
  useEffect(() => {
    if (deptLocked && !value && worker?.deptCd) onChange?.(worker.deptCd);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deptLocked, worker?.deptCd]);
  const options = useMemo(() => {
    const out: { value: string; label: string; depth: number }[] = [];
    const walk = (nodes: TreeNode<Dept>[], depth: number) => {
      for (const n of nodes) {
        out.push({ value: n.deptCd, label: n.deptNm, depth });
        walk(n.children ?? [], depth + 1);
      }
    };
    walk(buildTree(q.data ?? [], 'deptCd', 'pdeptCd'), 0);
    return out;
  }, [q.data]);
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Select id={id} aria-label={p.label} style={{ width: '100%' }} value={value ?? undefined} options={options} allowClear={!deptLocked}
        showSearch={{ optionFilterProp: 'label' }} optionRender={(o) => <span style={{ paddingLeft: 12 * (o.data.depth ?? 0) }}>{o.label}</span>} placeholder={t('deptSearch')} disabled={deptLocked || p.disabled} status={p.error ? 'error' : undefined}
        onChange={(v?: string) => onChange?.(v ?? null)} />
    </Field>
  );
}
