import { useEffect, useId, useMemo, useState } from 'react';
import { App, Button, Input, Popover, Space, Table, Tree, TreeSelect } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { i18n, useT } from '@/lib/i18n';
import { openPopup } from '@/lib/popup';
import { Field } from '../form/field';
import { UI_NS } from '../ui.i18n';
import { useAccess, useDepts, type Common, type Dept } from './plant-select';
import { buildTree, type TreeNode } from './tree-rules';
import { useExpandAll } from './use-expand-all';

export { DeptSelect, PlantSelect } from './plant-select';

type Process = { processNo: number; processCd: string; processNm: string; plantCd: string; useYn: string };
type FacilityType = { safFacilityTypeCd: string; safFacilityTypeNm: string; psafFacilityTypeCd: string | null };

type DeptTreeData = TreeNode<Dept & { key: string; title: string; value: string }>;

/**
 * spec §2/§4 department tree picker, as a popover (width 400) or a dropdown. Locked to the own department
 * when deptAccessYn is not Y (and filled with it when empty); a node click selects and closes; clear resets.
 */
export function DeptTreePicker({ value, onChange, plantCd, mode = 'popover', clearable = true, ...p }: Common & {
  value?: string | null; onChange?: (deptCd: string | null, dept?: Dept) => void; plantCd?: string | null; mode?: 'popover' | 'dropdown'; clearable?: boolean;
}) {
  const id = useId();
  const { t } = useT(UI_NS);
  const { worker, deptLocked } = useAccess();
  const q = useDepts(plantCd);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (deptLocked && !value && worker?.deptCd) onChange?.(worker.deptCd);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deptLocked, worker?.deptCd]);
  const tree = useMemo(
    () => buildTree((q.data ?? []).map((d) => ({ ...d, key: d.deptCd, title: d.deptNm, value: d.deptCd })), 'deptCd', 'pdeptCd') as DeptTreeData[],
    [q.data],
  );
  const { expanded, onExpand } = useExpandAll(tree);
  const name = q.data?.find((d) => d.deptCd === value)?.deptNm ?? (value === worker?.deptCd ? worker?.deptNm : value) ?? '';
  const locked = deptLocked || p.disabled || p.readonly;
  if (mode === 'dropdown') {
    return (
      <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
        <TreeSelect id={id} aria-label={p.label} style={{ width: '100%' }} treeData={tree} value={value ?? undefined} disabled={locked} allowClear={clearable}
          treeExpandedKeys={expanded} onTreeExpand={onExpand} loading={q.isLoading} notFoundContent={q.isLoading ? t('loading') : undefined} showSearch={{ treeNodeFilterProp: 'title' }} maxTagCount={5} status={p.error ? 'error' : undefined}
          onChange={(v?: string) => onChange?.(v ?? null, q.data?.find((d) => d.deptCd === v))} />
      </Field>
    );
  }
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Popover
        open={open && !locked}
        onOpenChange={(o) => setOpen(o)}
        trigger="click"
        placement="bottomLeft"
        styles={{ root: { width: 400 } }}
        content={
          <div style={{ maxHeight: 360, overflow: 'auto' }}>
            {q.isLoading && <span role="status">{t('loading')}</span>}
            <Tree<DeptTreeData> treeData={tree} expandedKeys={expanded} onExpand={onExpand} selectedKeys={value ? [value] : []}
              onSelect={(keys) => {
                const k = keys[0] as string | undefined;
                if (!k) return;
                onChange?.(k, q.data?.find((d) => d.deptCd === k));
                setOpen(false);
              }} />
          </div>
        }
      >
        <Input id={id} aria-label={p.label} readOnly value={name} disabled={locked} status={p.error ? 'error' : undefined}
          placeholder={t('deptSearch')} suffix={
            <Space size={4}>
              {clearable && value && !locked && <CloseCircleFilled aria-label={t('clear')} style={{ color: '#bbb' }} onClick={(e) => { e.stopPropagation(); onChange?.(null); }} />}
              <SearchOutlined />
            </Space>
          } />
      </Popover>
    </Field>
  );
}

/** body of the 공정검색 popup */
function ProcessSearchBody({ plantCd, deptCd, onPick }: { plantCd?: string | null; deptCd?: string | null; onPick: (p: Process) => void }) {
  const { t } = useT(UI_NS);
  const [kw, setKw] = useState('');
  const q = useQuery({
    queryKey: ['process-list', plantCd ?? '', deptCd ?? ''],
    queryFn: () => http.get<Process[]>('/api/manage/process/list', { ...(plantCd ? { plantCd } : {}), ...(deptCd ? { deptCd } : {}), useYn: 'Y' }),
  });
  const rows = (q.data ?? []).filter((r) => !kw || r.processNm.includes(kw) || r.processCd.includes(kw));
  return (
    <div>
      <Input.Search aria-label={t('processNm')} style={{ maxWidth: 320, marginBottom: 8 }} onSearch={setKw} allowClear />
      <Table<Process> size="small" rowKey="processCd" loading={q.isLoading} dataSource={rows} pagination={{ pageSize: 20 }}
        onRow={(r) => ({ onDoubleClick: () => onPick(r) })}
        columns={[
          { title: t('processCd'), dataIndex: 'processCd', width: 140 },
          { title: t('processNm'), dataIndex: 'processNm' },
          { title: '', key: 'pick', width: 80, render: (_, r) => <Button size="small" onClick={() => onPick(r)}>{t('pick')}</Button> },
        ]} />
    </div>
  );
}

/**
 * spec §2/§4 process picker: a full-screen popup titled 공정검색. A given code that is not assigned to the
 * plant and department is reported ('not assigned to the entered plant and department') and cleared.
 */
export function ProcessPicker({ value, onChange, plantCd, deptCd, ...p }: Common & {
  value?: string | null; onChange?: (processCd: string | null, processNm?: string) => void; plantCd?: string | null; deptCd?: string | null;
}) {
  const id = useId();
  const { t } = useT(UI_NS);
  const { message } = App.useApp();
  const q = useQuery({
    queryKey: ['process-list', plantCd ?? '', deptCd ?? ''],
    enabled: !!value && !!(plantCd || deptCd),
    queryFn: () => http.get<Process[]>('/api/manage/process/list', { ...(plantCd ? { plantCd } : {}), ...(deptCd ? { deptCd } : {}), useYn: 'Y' }, { silent: true }),
  });
  const found = q.data?.find((x) => x.processCd === value);
  useEffect(() => {
    if (value && q.data && !found) {
      void message.warning(t('processNotAssigned'));
      onChange?.(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, q.data]);
  const locked = p.disabled || p.readonly;
  const pick = () =>
    openPopup<Process>({
      title: i18n.getFixedT(null, UI_NS)('processSearch'),
      fullScreen: true,
      footer: false,
      render: ({ confirm }) => <ProcessSearchBody plantCd={plantCd} deptCd={deptCd} onPick={(x) => confirm(x)} />,
      onConfirm: (x) => x && onChange?.(x.processCd, x.processNm),
    });
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Input id={id} aria-label={p.label} readOnly disabled={locked} value={found ? `${found.processNm} (${found.processCd})` : (value ?? '')}
        status={p.error ? 'error' : undefined} onClick={() => !locked && pick()}
        suffix={<Space size={4}>{value && !locked && <CloseCircleFilled aria-label={t('clear')} style={{ color: '#bbb' }} onClick={(e) => { e.stopPropagation(); onChange?.(null); }} />}<SearchOutlined /></Space>} />
    </Field>
  );
}

/** spec §2 facility-type tree picker (safFacilityTypeCd / psafFacilityTypeCd) */
export function FacilityTypePicker({ value, onChange, ...p }: Common & { value?: string | null; onChange?: (cd: string | null) => void }) {
  const id = useId();
  const { t } = useT(UI_NS);
  const q = useQuery({
    queryKey: ['facility-types'],
    staleTime: 5 * 60_000,
    queryFn: () => http.get<FacilityType[]>('/api/baseinfo/facilitytype', { useYn: 'Y' }, { silent: true }),
  });
  const tree = useMemo(
    () => buildTree((q.data ?? []).map((f) => ({ ...f, key: f.safFacilityTypeCd, value: f.safFacilityTypeCd, title: f.safFacilityTypeNm })), 'safFacilityTypeCd', 'psafFacilityTypeCd'),
    [q.data],
  );
  const { expanded, onExpand } = useExpandAll(tree);
  return (
    <Field label={p.label ?? t('facilityType')} required={p.required} error={p.error} htmlFor={id}>
      <TreeSelect id={id} aria-label={p.label ?? t('facilityType')} style={{ width: '100%' }} treeData={tree} value={value ?? undefined} allowClear
        disabled={p.disabled || p.readonly} treeExpandedKeys={expanded} onTreeExpand={onExpand} status={p.error ? 'error' : undefined} onChange={(v?: string) => onChange?.(v ?? null)} />
    </Field>
  );
}
