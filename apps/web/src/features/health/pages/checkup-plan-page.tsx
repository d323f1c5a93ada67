import { lazy, Suspense, useState } from 'react';
import { App, Button, Input, Modal, Select, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HEA_CODE_GROUP, type TCheckupPlan, type TCheckupPlanInput } from '@jikim/shared';
import { CodeSelect, DataGrid, DateRangeInput, Field, SearchBox, TextInput, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { i18n, useT } from '@/lib/i18n';
import { openPopup } from '@/lib/popup';
import { heaApi } from '../api';
import { CheckupTargetScreen } from '../components/checkup-target-screen';
import { planApi } from '../components/plan-api';
import '../components/plan.i18n';
import { openPlanTargets } from '../components/plan-targets';
import { HEA_NS } from '../health.i18n';

// the option rules (number inputs) load with the plan's edit dialog, not with the list
const PlanOptionRules = lazy(() => import('../components/plan-option-rules').then((m) => ({ default: m.PlanOptionRules })));

/** spec §2: the target screen opens in the popup host, 60% wide, 100px from the top */
export function openTargetScreen(heaCheckupPlanNo: number, editable: boolean, onChanged: () => void) {
  return openPopup({
    title: i18n.getFixedT(null, HEA_NS)('target.title'),
    width: '60%',
    top: 100,
    render: () => <CheckupTargetScreen heaCheckupPlanNo={heaCheckupPlanNo} editable={editable} onChanged={onChanged} />,
  });
}

type Draft = TCheckupPlanInput & { version?: number; heaCheckupPlanNo?: number; apprStatusCd?: string | null };

/** 검진계획 (/hea/checkupPlan): plan list, plan form, and the button opening the target-selection screen */
export default function CheckupPlanPage() {
  const { t } = useT(HEA_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<{ heaCheckupClassCd: string | null; heaCheckupPlanNm: string }>({ heaCheckupClassCd: null, heaCheckupPlanNm: '' });
  const [applied, setApplied] = useState(filters);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [draft, setDraft] = useState<Draft | null>(null);

  const q = {
    page: paging.page, limit: paging.limit, ...(applied.heaCheckupClassCd ? { heaCheckupClassCd: applied.heaCheckupClassCd } : {}),
    ...(applied.heaCheckupPlanNm.trim() ? { heaCheckupPlanNm: applied.heaCheckupPlanNm.trim() } : {}),
  };
  const plans = useQuery({ queryKey: ['hea', 'plans', q], queryFn: () => heaApi.findPlans(q) });
  const plantCd = draft?.plantCd ?? worker?.plantCd ?? '';
  const orgs = useQuery({ queryKey: ['hea', 'orgs', plantCd], enabled: !!draft && !!plantCd, queryFn: () => heaApi.orgs(plantCd) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['hea', 'plans'] });

  const save = useMutation({
    mutationFn: (d: Draft) => (d.heaCheckupPlanNo ? heaApi.updatePlan(d.heaCheckupPlanNo, { ...d, version: d.version! }) : heaApi.createPlan(d)),
    onSuccess: () => {
      setDraft(null);
      refresh();
      void message.success(t('plan.saved'));
    },
  });

  // plan approval through the approvals framework: preview the plant's line, then request with recordKey = plan number
  const requestApproval = async (no: number) => {
    const line = await planApi.resolveLine(no);
    if (!line.slots.length) {
      modal.warning({ title: t('target.noneTitle'), content: t('planx.noLine') });
      return;
    }
    modal.confirm({
      title: t('planx.requestApprTitle'),
      content: (
        <div>
          <div>{t('planx.requestApprConfirm')}</div>
          <div style={{ marginTop: 8, color: '#555' }}>
            {t('planx.apprLine')}: {line.slots.map((s) => `${t(`planx.slot.${s.slotKind}`)} ${s.approver?.userNm ?? '-'}`).join(' → ')}
          </div>
        </div>
      ),
      onOk: async () => {
        await planApi.requestApproval(no);
        setDraft(null);
        refresh();
        void message.success(t('planx.apprRequested'));
      },
    });
  };

  const edit = (p: TCheckupPlan) => setDraft({
    heaCheckupPlanNo: p.heaCheckupPlanNo, version: p.version, plantCd: p.plantCd, heaCheckupClassCd: p.heaCheckupClassCd, heaCheckupPlanNm: p.heaCheckupPlanNm,
    heaCheckupStartYmd: p.heaCheckupStartYmd, heaCheckupEndYmd: p.heaCheckupEndYmd, heaCheckupOrgNos: p.hospitals.map((h) => h.heaCheckupOrgNo), remark: p.remark,
    apprStatusCd: p.apprStatusCd,
  });

  const columns: GridColumn[] = [
    { name: 'plantNm', text: t('plan.plantNm'), width: 140, align: 'center' },
    { name: 'heaCheckupClassNm', text: t('plan.classNm'), width: 90, align: 'center' },
    { name: 'heaCheckupPlanNm', text: t('plan.planNm'), type: 'link' },
    { name: 'heaCheckupPlanPeriod', text: t('plan.period'), width: 210, align: 'center' },
    { name: 'hospitalsNm', text: t('plan.hospitals'), width: 260 },
    { name: 'targetCnt', text: t('plan.targetCnt'), width: 90, align: 'right' },
    { name: 'apprStatusCd', text: t('plan.appr'), width: 100, align: 'center', render: (r) => (r.apprStatusCd ? <Tag>{t(`appr.${String(r.apprStatusCd)}`)}</Tag> : null) },
    { name: 'targets', text: t('plan.targets'), width: 210, align: 'center', render: (r) => (
      <Space size={4}>
        <Button size="small" onClick={() => openTargetScreen(Number(r.heaCheckupPlanNo), editable, refresh)}>{t('plan.targets')}</Button>
        <Button size="small" onClick={() => openPlanTargets(Number(r.heaCheckupPlanNo), editable, refresh)}>{t('planx.targetList')}</Button>
      </Space>) },
  ];
  const rows = (plans.data?.list ?? []).map((p) => ({ ...p, hospitalsNm: p.hospitals.map((h) => h.heaCheckupOrgNm).join(', ') })) as unknown as GridRow[];

  return (
    <div>
      <SearchBox
        onSearch={() => { setPaging((p) => ({ ...p, page: 1 })); setApplied(filters); }}
        options={[
          { id: 'cls', type: 'select', label: t('plan.classNm'), render: () => (
            <CodeSelect label={t('plan.classNm')} leading="all" codeGroupCd={HEA_CODE_GROUP.checkupClass} value={filters.heaCheckupClassCd} onChange={(v) => setFilters((f) => ({ ...f, heaCheckupClassCd: v }))} />) },
          { id: 'nm', type: 'text', label: t('plan.planNm'), render: () => (
            <Field label={t('plan.planNm')} htmlFor="hea-plan-nm">
              <Input id="hea-plan-nm" value={filters.heaCheckupPlanNm} onChange={(e) => setFilters((f) => ({ ...f, heaCheckupPlanNm: e.target.value }))} />
            </Field>) },
        ]}
      />
      <DataGrid
        title={t('plan.title')}
        columns={columns}
        rows={rows}
        rowKey="heaCheckupPlanNo"
        showRowNo
        loading={plans.isFetching}
        onLinkClick={(r) => edit(r as unknown as TCheckupPlan)}
        paging={{ totalCount: plans.data?.totalCount ?? 0, page: paging.page, limit: paging.limit, onChange: (page, limit) => setPaging({ page, limit }) }}
        toolbar={editable ? <Button type="primary" onClick={() => setDraft({ plantCd: worker?.plantCd ?? '', heaCheckupClassCd: 'HCC01', heaCheckupPlanNm: '', heaCheckupStartYmd: '', heaCheckupEndYmd: '', heaCheckupOrgNos: [], remark: null })}>{t('plan.new')}</Button> : undefined}
      />
      <Modal
        open={!!draft}
        title={draft?.heaCheckupPlanNo ? t('plan.edit') : t('plan.new')}
        onCancel={() => setDraft(null)}
        width={720}
        footer={editable ? (
          <Space>
            {draft?.heaCheckupPlanNo && (
              <Button danger onClick={() => modal.confirm({ title: t('target.confirmTitle'), content: t('plan.deleteConfirm'), onOk: async () => {
                await heaApi.deletePlan(draft.heaCheckupPlanNo!, draft.version!);
                setDraft(null);
                refresh();
                void message.success(t('plan.deleted'));
              } })}>{t('plan.delete')}</Button>
            )}
            {draft?.heaCheckupPlanNo && !['REQUESTED', 'APPROVED'].includes(draft.apprStatusCd ?? '') && (
              <Button onClick={() => void requestApproval(draft.heaCheckupPlanNo!)}>{t('planx.requestAppr')}</Button>
            )}
            <Button type="primary" loading={save.isPending} onClick={() => draft && save.mutate(draft)}>{t('plan.save')}</Button>
          </Space>
        ) : null}
      >
        {draft && (
          <div>
            <CodeSelect label={t('plan.classNm')} required readonly={!editable} codeGroupCd={HEA_CODE_GROUP.checkupClass} value={draft.heaCheckupClassCd}
              onChange={(v) => setDraft({ ...draft, heaCheckupClassCd: v ?? '' })} />
            <TextInput label={t('plan.planNm')} required readonly={!editable} maxlength={200} value={draft.heaCheckupPlanNm ?? ''}
              onChange={(v) => setDraft({ ...draft, heaCheckupPlanNm: v })} />
            <DateRangeInput label={t('plan.period')} required readonly={!editable} value={[draft.heaCheckupStartYmd || null, draft.heaCheckupEndYmd || null]}
              onChange={([a, b]) => setDraft({ ...draft, heaCheckupStartYmd: a ?? '', heaCheckupEndYmd: b ?? '' })} />
            <Field label={t('plan.hospitals')} htmlFor="hea-plan-orgs">
              <Select id="hea-plan-orgs" mode="multiple" disabled={!editable} value={draft.heaCheckupOrgNos ?? []} onChange={(v: number[]) => setDraft({ ...draft, heaCheckupOrgNos: v })}
                options={(orgs.data?.list ?? []).map((o) => ({ value: o.heaCheckupOrgNo, label: o.heaCheckupOrgNm }))} />
            </Field>
            <TextInput label={t('plan.remark')} textarea readonly={!editable} maxlength={2000} value={draft.remark ?? ''} onChange={(v) => setDraft({ ...draft, remark: v })} />
            {draft.heaCheckupPlanNo && draft.version && (
              <Suspense fallback={null}>
                <PlanOptionRules heaCheckupPlanNo={draft.heaCheckupPlanNo} version={draft.version} editable={editable && !['REQUESTED', 'APPROVED'].includes(draft.apprStatusCd ?? '')}
                  onSaved={(version) => setDraft((d) => (d ? { ...d, version } : d))} />
              </Suspense>
            )}
          </div>
        )}
      </Modal>
    </div>
  );
}
