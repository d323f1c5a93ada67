import { useEffect, useMemo, useState, type Key } from 'react';
import { App, Button, Descriptions, Input, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HEA_AGE_CODES, type TCandidateSearch } from '@jikim/shared';
import { DataGrid, DeptTreePicker, Field, openUserSearch, SearchBox, YnSwitch, type GridColumn, type GridRow } from '@/components';
import { useT } from '@/lib/i18n';
import { heaApi } from '../api';
import { HEA_NS } from '../health.i18n';
import { INIT_DELAY_MS, resolveProcessNo, TARGET_GRID_ROWS } from '../target-rules';

const COLS = ['heaCheckupTypeNm', 'processNm', 'deptNm', 'userId', 'userNm', 'entryYmd', 'phoneNo', 'officeTel'] as const;

/**
 * Checkup target-selection screen (spec §2, §4, §5, §9) for one plan number. Read-only header, collapsible search
 * box, 5-row printable grid with selection; search and add buttons only when editable and the plan number > 0.
 */
export function CheckupTargetScreen({ heaCheckupPlanNo, editable, onChanged }: { heaCheckupPlanNo: number; editable: boolean; onChanged?: () => void }) {
  const { t } = useT(HEA_NS);
  const { modal, message } = App.useApp();
  const qc = useQueryClient();
  const hasPlan = heaCheckupPlanNo > 0;
  // spec §4: wait 200 ms, then load the options, the plan detail and the candidates
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const h = setTimeout(() => setReady(true), INIT_DELAY_MS);
    return () => clearTimeout(h);
  }, []);
  const [form, setForm] = useState<{ deptCd: string | null; processNo: number; userNm: string; age: string; prevYearCheckupUserYn: 'Y' | 'N' }>(
    { deptCd: null, processNo: 0, userNm: '', age: '0', prevYearCheckupUserYn: 'N' });
  const [query, setQuery] = useState<TCandidateSearch | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);

  const plan = useQuery({ queryKey: ['hea', 'plan', heaCheckupPlanNo], enabled: ready && hasPlan, queryFn: () => heaApi.getPlan(heaCheckupPlanNo) });
  const plantCd = plan.data?.plantCd ?? null;
  const processes = useQuery({
    queryKey: ['hea', 'processes', plantCd, form.deptCd],
    enabled: ready && !!plantCd,
    queryFn: () => heaApi.processes(plantCd!, form.deptCd),
  });
  // spec §4: the process list reloads when the department changes; a process no longer listed resets to 0 (derived, so
  // the shown value and the searched value can never disagree)
  const processNo = processes.data ? resolveProcessNo(form.processNo, processes.data.map((p) => p.processNo)) : form.processNo;

  const initialQuery = useMemo<TCandidateSearch>(() => ({ heaCheckupPlanNo, age: '0', prevYearCheckupUserYn: 'N' }), [heaCheckupPlanNo]);
  const activeQuery = query ?? initialQuery;
  const candidates = useQuery({
    queryKey: ['hea', 'candidates', activeQuery],
    enabled: ready && hasPlan,
    queryFn: () => heaApi.findCandidates(activeQuery),
  });
  const rows = useMemo(() => candidates.data ?? [], [candidates.data]);

  const search = () => {
    setPage(1);
    setSelected([]);
    setQuery({
      heaCheckupPlanNo, age: form.age as TCandidateSearch['age'], prevYearCheckupUserYn: form.prevYearCheckupUserYn,
      ...(form.deptCd ? { deptCd: form.deptCd } : {}), ...(processNo ? { processNo } : {}), ...(form.userNm.trim() ? { userNm: form.userNm.trim() } : {}),
    });
    void qc.invalidateQueries({ queryKey: ['hea', 'candidates'] });
  };

  const add = () => {
    const picked = rows.filter((r) => selected.includes(r.userId));
    if (picked.length === 0) {
      modal.warning({ title: t('target.noneTitle'), content: <div><div>{t('target.none')}</div><div style={{ color: '#666' }}>{t('target.noneHint')}</div></div> });
      return;
    }
    modal.confirm({
      title: t('target.confirmTitle'),
      content: t('target.confirm'),
      onOk: async () => {
        setBusy(true);
        try {
          await heaApi.addTargets(picked.map((r) => ({ ...r, heaCheckupPlanNo })));
          setSelected([]);
          await candidates.refetch();
          void qc.invalidateQueries({ queryKey: ['hea', 'plans'] });
          onChanged?.();
          void message.success(t('target.added'));
        } finally {
          // spec §4: button loading resets after 600 ms; on error the submit flag resets
          setTimeout(() => setBusy(false), 600);
        }
      },
    });
  };

  const columns: GridColumn[] = COLS.map((name) => ({
    name, text: t(`col.${name}`), align: name === 'processNm' || name === 'deptNm' ? 'left' : 'center',
    width: name === 'processNm' ? 200 : name === 'heaCheckupTypeNm' ? 110 : 120, editable: false,
  }));
  const pageRows = rows.slice((page - 1) * TARGET_GRID_ROWS, page * TARGET_GRID_ROWS) as unknown as GridRow[];
  const showButtons = editable && hasPlan;

  return (
    <div className="hea-target-screen">
      <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }} items={[
        { key: 'c', label: t('target.classNm'), children: plan.data?.heaCheckupClassNm ?? '' },
        { key: 'n', label: t('target.planNm'), children: plan.data?.heaCheckupPlanNm ?? '' },
        { key: 'p', label: t('target.period'), children: plan.data?.heaCheckupPlanPeriod ?? '' },
      ]} />
      <SearchBox
        onSearch={search}
        showSearch={showButtons}
        options={[
          { id: 'deptCd', type: 'dept', label: t('target.dept'), render: () => (
            <DeptTreePicker label={t('target.dept')} plantCd={plantCd} value={form.deptCd} onChange={(deptCd) => setForm((f) => ({ ...f, deptCd }))} />) },
          { id: 'processNo', type: 'select', label: t('target.process'), render: () => (
            <Field label={t('target.process')} htmlFor="hea-process">
              <Select id="hea-process" aria-label={t('target.process')} value={processNo} onChange={(processNo: number) => setForm((f) => ({ ...f, processNo }))}
                options={[{ value: 0, label: t('age.0') }, ...(processes.data ?? []).map((p) => ({ value: p.processNo, label: p.processNm }))]} />
            </Field>) },
          { id: 'userNm', type: 'text', label: t('target.userNm'), render: () => (
            <Field label={t('target.userNm')} htmlFor="hea-user-nm">
              <Input id="hea-user-nm" aria-label={t('target.userNm')} value={form.userNm} maxLength={100} onChange={(e) => setForm((f) => ({ ...f, userNm: e.target.value }))}
                suffix={<SearchOutlined role="button" aria-label={t('target.userNm')} onClick={() => openUserSearch((u) => setForm((f) => ({ ...f, userNm: u.userNm })), form.userNm)} />} />
            </Field>) },
          { id: 'age', type: 'select', label: t('target.age'), render: () => (
            <Field label={t('target.age')} htmlFor="hea-age">
              <Select id="hea-age" aria-label={t('target.age')} value={form.age} onChange={(age: string) => setForm((f) => ({ ...f, age }))}
                options={HEA_AGE_CODES.map((c) => ({ value: c, label: t(`age.${c}`) }))} />
            </Field>) },
          { id: 'prevYear', type: 'switch', label: t('target.prevYear'), render: () => (
            <YnSwitch label={t('target.prevYear')} value={form.prevYearCheckupUserYn} onChange={(v) => setForm((f) => ({ ...f, prevYearCheckupUserYn: v }))} />) },
        ]}
      />
      <DataGrid
        title={t('target.grid')}
        columns={columns}
        rows={pageRows}
        rowKey="userId"
        showRowNo
        selection="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          // keep selections on other pages; replace the current page's part
          const onPage = new Set(pageRows.map((r) => String(r.userId)));
          setSelected([...selected.filter((k) => !onPage.has(String(k))), ...keys]);
        }}
        loading={candidates.isFetching || busy}
        printable
        paging={{ totalCount: rows.length, page, limit: TARGET_GRID_ROWS, onChange: (p) => setPage(p) }}
        toolbar={showButtons ? <Space><Button type="primary" loading={busy} onClick={add}>{t('target.add')}</Button></Space> : undefined}
      />
    </div>
  );
}
