import { useState } from 'react';
import { App, Button, Input, Modal, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { HEA_INFIRMARY_CODE_GROUP, type TVisit } from '@jikim/shared';
import { CodeSelect, DataGrid, DateRangeInput, Field, SearchBox, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { infirmaryApi } from './api';
import { CARE_NS } from './care.i18n';
import { VisitForm, type TVisitDraft } from './visit-form';

const toInput = (d: TVisitDraft) => ({
  plantCd: d.plantCd, visitYmd: d.visitYmd, visitHm: d.visitHm, userId: d.kind === 'U' ? d.userId ?? null : null, workerNm: d.kind === 'V' ? d.workerNm ?? null : null,
  vendorCd: d.kind === 'V' ? d.vendorCd ?? null : null, complaintCd: d.complaintCd, symptom: d.symptom ?? null, bpSystolic: d.bpSystolic ?? null, bpDiastolic: d.bpDiastolic ?? null,
  pulse: d.pulse ?? null, bodyTemp: d.bodyTemp ?? null, bloodSugar: d.bloodSugar ?? null, treatment: d.treatment ?? null,
  prescriptions: d.prescriptions.filter((p) => p.drugNo !== null).map((p) => ({ drugNo: p.drugNo!, qty: p.qty })),
});

/** 보건실 이용 (/hea/infirmaryVisit): visits of the scope, newest first; the form records prescriptions, which take stock */
export default function InfirmaryVisitPage() {
  const { t } = useT(CARE_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<{ range: [string | null, string | null]; workerNm: string; complaintCd: string | null }>({
    range: [dayjs().subtract(1, 'month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')], workerNm: '', complaintCd: null,
  });
  const [applied, setApplied] = useState(filters);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [draft, setDraft] = useState<TVisitDraft | null>(null);
  const q = {
    page: paging.page, limit: paging.limit, ...(applied.range[0] ? { fromYmd: applied.range[0] } : {}), ...(applied.range[1] ? { toYmd: applied.range[1] } : {}),
    ...(applied.workerNm.trim() ? { workerNm: applied.workerNm.trim() } : {}), ...(applied.complaintCd ? { complaintCd: applied.complaintCd } : {}),
  };
  const list = useQuery({ queryKey: ['heaCare', 'visits', q], queryFn: () => infirmaryApi.visits(q) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['heaCare'] });

  const save = useMutation({
    mutationFn: (d: TVisitDraft) => (d.visitNo ? infirmaryApi.updateVisit(d.visitNo, { ...toInput(d), version: d.version! }) : infirmaryApi.createVisit(toInput(d))),
    onSuccess: () => {
      setDraft(null);
      refresh();
      void message.success(t('common.saved'));
    },
    // a refused prescription (stock) changes nothing; fresh stock figures help the next try
    onError: () => void qc.invalidateQueries({ queryKey: ['heaCare', 'drugs'] }),
  });

  const open = (v: TVisit) => setDraft({
    visitNo: v.visitNo, version: v.version, plantCd: v.plantCd, visitYmd: v.visitYmd, visitHm: v.visitHm, kind: v.userId ? 'U' : 'V', userId: v.userId, userNm: v.userId ? v.workerNm : null,
    deptNm: v.deptNm, workerNm: v.userId ? null : v.workerNm, vendorCd: v.vendorCd, complaintCd: v.complaintCd, symptom: v.symptom, bpSystolic: v.bpSystolic, bpDiastolic: v.bpDiastolic,
    pulse: v.pulse, bodyTemp: v.bodyTemp, bloodSugar: v.bloodSugar, treatment: v.treatment, prescriptions: v.prescriptions.map((p) => ({ drugNo: p.drugNo, qty: p.qty })),
  });
  const blank = (): TVisitDraft => ({
    plantCd: worker?.plantCd && worker.plantCd !== '0000' ? worker.plantCd : '1000', visitYmd: dayjs().format('YYYY-MM-DD'), visitHm: dayjs().format('HH:mm'), kind: 'U',
    complaintCd: '', workerNm: null, symptom: null, treatment: null, prescriptions: [{ drugNo: null, qty: 1 }],
  });

  const columns: GridColumn[] = [
    { name: 'visitYmd', text: t('visit.visitYmd'), width: 110, align: 'center', type: 'link' },
    { name: 'visitHm', text: t('visit.visitHm'), width: 80, align: 'center' },
    { name: 'workerNm', text: t('visit.worker'), width: 110, align: 'center' },
    { name: 'org', text: t('visit.dept'), width: 170, render: (r) => String(r.deptNm ?? r.vendorNm ?? '') },
    { name: 'complaintNm', text: t('visit.complaint'), width: 150 },
    { name: 'symptom', text: t('visit.symptom') },
    { name: 'bp', text: t('visit.bp'), width: 90, align: 'center', render: (r) => (r.bpSystolic ? `${String(r.bpSystolic)}/${String(r.bpDiastolic)}` : '') },
    { name: 'rx', text: t('visit.rx'), width: 260, render: (r) => (r.prescriptions as TVisit['prescriptions']).map((p) => `${p.drugNm} ${p.qty}${p.unitNm}`).join(', ') },
  ];

  return (
    <div>
      <SearchBox
        onSearch={() => { setPaging((p) => ({ ...p, page: 1 })); setApplied(filters); }}
        options={[
          { id: 'range', type: 'daterange', label: t('visit.period'), render: () => <DateRangeInput label={t('visit.period')} value={filters.range} onChange={(range) => setFilters((f) => ({ ...f, range }))} /> },
          { id: 'nm', type: 'text', label: t('visit.workerNm'), render: () => (
            <Field label={t('visit.workerNm')} htmlFor="hea-visit-q-nm"><Input id="hea-visit-q-nm" value={filters.workerNm} onChange={(e) => setFilters((f) => ({ ...f, workerNm: e.target.value }))} /></Field>) },
          { id: 'cp', type: 'select', label: t('visit.complaint'), render: () => (
            <CodeSelect label={t('visit.complaint')} leading="all" codeGroupCd={HEA_INFIRMARY_CODE_GROUP.complaint} value={filters.complaintCd} onChange={(v) => setFilters((f) => ({ ...f, complaintCd: v }))} />) },
        ]}
      />
      <DataGrid
        title={t('visit.title')}
        columns={columns}
        rows={(list.data?.list ?? []) as unknown as GridRow[]}
        rowKey="visitNo"
        showRowNo
        loading={list.isFetching}
        onLinkClick={(r) => open(r as unknown as TVisit)}
        paging={{ totalCount: list.data?.totalCount ?? 0, page: paging.page, limit: paging.limit, onChange: (page, limit) => setPaging({ page, limit }) }}
        toolbar={editable ? <Button type="primary" onClick={() => setDraft(blank())}>{t('visit.new')}</Button> : undefined}
      />
      <Modal
        open={!!draft}
        title={draft?.visitNo ? t('visit.edit') : t('visit.new')}
        width={820}
        onCancel={() => setDraft(null)}
        footer={editable ? (
          <Space>
            {draft?.visitNo && (
              <Button danger onClick={() => modal.confirm({ title: t('common.confirmTitle'), content: t('common.deleteConfirm'), onOk: async () => {
                await infirmaryApi.deleteVisit(draft.visitNo!, draft.version!);
                setDraft(null);
                refresh();
                void message.success(t('common.deleted'));
              } })}>{t('common.delete')}</Button>
            )}
            <Button type="primary" loading={save.isPending} onClick={() => {
              if (!draft) return;
              if (draft.kind === 'U' ? !draft.userId : !draft.workerNm?.trim()) {
                void message.warning(t('visit.workerRequired'));
                return;
              }
              if (!draft.complaintCd) {
                void message.warning(t('visit.complaintRequired'));
                return;
              }
              save.mutate(draft);
            }}>{t('common.save')}</Button>
          </Space>
        ) : null}
      >
        {draft && <VisitForm draft={draft} onChange={(update) => setDraft((d) => (d ? update(d) : d))} readonly={!editable} />}
      </Modal>
    </div>
  );
}
