import { useState } from 'react';
import { App, Button, Modal, Select, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HEA_SPECIAL_CLASS } from '@jikim/shared';
import { DataGrid, DateInput, DeptTreePicker, Field, SearchBox, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { heaApi } from '../api';
import { ChmHealthSuggestions } from '../components/chm-suggestions';
import { planApi } from '../components/plan-api';
import '../components/plan.i18n';
import { HEA_NS } from '../health.i18n';

type Filters = { deptCd: string | null; hazardCd: string | null; dueBeforeYmd: string | null };
const toQuery = (f: Filters) => ({
  ...(f.deptCd ? { deptCd: f.deptCd } : {}), ...(f.hazardCd ? { hazardCd: f.hazardCd } : {}), ...(f.dueBeforeYmd ? { dueBeforeYmd: f.dueBeforeYmd } : {}),
});

/**
 * 특수건강진단 대상 도래 목록 (/hea/specialDueList): workers exposed to a hazardous factor whose next special checkup
 * (legal cycle from placement or the last special checkup) is due; the manager adds all of them to a special plan at once.
 */
export default function SpecialDueListPage() {
  const { t } = useT(HEA_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ deptCd: null, hazardCd: null, dueBeforeYmd: null });
  const [applied, setApplied] = useState<Filters>(filters);
  const [planPick, setPlanPick] = useState<number | null | undefined>(undefined);
  const hazards = useQuery({ queryKey: ['hea', 'hazards'], staleTime: 60_000, queryFn: () => planApi.hazards() });
  const list = useQuery({ queryKey: ['hea', 'duelist', applied], queryFn: () => planApi.dueList(toQuery(applied)) });
  const plans = useQuery({
    queryKey: ['hea', 'plans', 'special'], enabled: planPick !== undefined,
    queryFn: () => heaApi.findPlans({ heaCheckupClassCd: HEA_SPECIAL_CLASS, page: 1, limit: 50 }),
  });
  const add = useMutation({
    mutationFn: (heaCheckupPlanNo: number) => planApi.addDueToPlan({ heaCheckupPlanNo, ...toQuery(applied) }),
    onSuccess: (r) => {
      setPlanPick(undefined);
      void qc.invalidateQueries({ queryKey: ['hea'] });
      if (r.insertedCnt === 0) void message.info(t('due.none'));
      else void message.success(t('due.added', { n: r.insertedCnt, s: r.skippedCnt }));
    },
  });

  const columns: GridColumn[] = [
    { name: 'status', text: t('due.status'), width: 110, align: 'center', render: (r) => (r.overdueYn === 'Y' ? <Tag color="red">{t('due.overdue')}</Tag> : <Tag color="orange">{t('due.soon')}</Tag>) },
    { name: 'nextDueYmd', text: t('due.nextDueYmd'), width: 120, align: 'center' },
    { name: 'daysLeft', text: t('due.daysLeft'), width: 100, align: 'right', render: (r) => t('due.days', { n: r.daysLeft }), value: (r) => r.daysLeft },
    { name: 'deptNm', text: t('due.deptNm'), width: 120 },
    { name: 'userId', text: t('due.userId'), width: 100, align: 'center' },
    { name: 'userNm', text: t('due.userNm'), width: 100, align: 'center' },
    { name: 'hazardNm', text: t('due.hazardNm'), width: 120, align: 'center' },
    { name: 'hazardNms', text: t('due.hazardNms'), width: 180 },
    { name: 'placementYmd', text: t('due.placementYmd'), width: 120, align: 'center' },
    { name: 'lastCheckupYmd', text: t('due.lastCheckupYmd'), width: 130, align: 'center' },
    { name: 'plannedPlanNm', text: t('due.planned'), width: 220, render: (r) => (r.plannedPlanNm ? <Tag color="green">{String(r.plannedPlanNm)}</Tag> : null) },
  ];

  return (
    <div>
      <SearchBox
        onSearch={() => setApplied(filters)}
        options={[
          { id: 'dept', type: 'dept', label: t('due.dept'), render: () => (
            <DeptTreePicker label={t('due.dept')} plantCd={worker?.plantCd ?? null} value={filters.deptCd} onChange={(deptCd) => setFilters((f) => ({ ...f, deptCd }))} />) },
          { id: 'hazard', type: 'select', label: t('due.hazard'), render: () => (
            <Field label={t('due.hazard')} htmlFor="hea-due-hazard">
              <Select id="hea-due-hazard" aria-label={t('due.hazard')} allowClear value={filters.hazardCd ?? undefined} placeholder={t('age.0')}
                onChange={(v?: string) => setFilters((f) => ({ ...f, hazardCd: v ?? null }))}
                options={(hazards.data?.list ?? []).map((h) => ({ value: h.hazardCd, label: h.hazardNm }))} />
            </Field>) },
          { id: 'due', type: 'date', label: t('due.dueBefore'), render: () => (
            <DateInput label={t('due.dueBefore')} value={filters.dueBeforeYmd} onChange={(v) => setFilters((f) => ({ ...f, dueBeforeYmd: v ?? null }))} />) },
        ]}
      />
      {/* 특수건강진단 유해인자 of a department's chemicals: one click lists the workers due for that factor */}
      {worker?.plantCd && worker.plantCd !== '0000' && (
        <ChmHealthSuggestions plantCd={worker.plantCd} kind="checkup" onPick={(sg) => { const f = { ...filters, hazardCd: sg.hazardCd }; setFilters(f); setApplied(f); }} />
      )}
      <DataGrid title={t('due.title')} columns={columns} rows={(list.data ?? []) as unknown as GridRow[]} rowKey="userId" showRowNo loading={list.isFetching}
        excelFileName={t('due.title')}
        toolbar={editable ? <Button type="primary" disabled={!list.data?.length} onClick={() => setPlanPick(null)}>{t('due.addToPlan')}</Button> : undefined} />
      <Modal open={planPick !== undefined} title={t('due.addToPlan')} onCancel={() => setPlanPick(undefined)} okText={t('due.addToPlan')}
        okButtonProps={{ disabled: !planPick, loading: add.isPending }}
        onOk={() => planPick && modal.confirm({ title: t('target.confirmTitle'), content: t('due.addConfirm'), onOk: () => add.mutateAsync(planPick) })}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Field label={t('due.plan')} htmlFor="hea-due-plan" required>
            <Select id="hea-due-plan" aria-label={t('due.plan')} value={planPick ?? undefined} placeholder={t('due.pickPlan')} onChange={(v: number) => setPlanPick(v)}
              options={(plans.data?.list ?? []).map((p) => ({ value: p.heaCheckupPlanNo, label: `${p.heaCheckupPlanNm} (${p.heaCheckupPlanPeriod})` }))} />
          </Field>
        </Space>
      </Modal>
    </div>
  );
}
