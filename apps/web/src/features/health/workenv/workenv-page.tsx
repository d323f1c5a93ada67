import { useMemo, useState } from 'react';
import { App, Button, Col, Input, Modal, Row, Select, Space, Table, Tabs, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { HEA_WORKENV_HALVES, isExceeded, type TWorkenvPlan, type TWorkenvPlanInput } from '@jikim/shared';
import { DataGrid, DateRangeInput, Field, NumberInput, TextInput, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { ChmHealthSuggestions } from '../components/chm-suggestions';
import { CARE_NS } from '../infirmary/care.i18n';
import { workenvApi } from './api';

type PlanDraft = TWorkenvPlanInput & { planNo?: number; version?: number };
type ResultRow = { key: number; processNo: number | null; hazardCd: string | null; measureYmd: string; measuredValue: string; unitNm: string; exposureLimit: string; remark: string | null };
const REASON_COLOR = { EXCEEDED: 'red', TWICE_BELOW: 'green', CARCINOGEN: 'purple', REGULAR: 'blue' } as const;
let seq = 0;

/** 작업환경측정 (/hea/workenvMeasure): half-year plans, results per process and factor (exceedance computed), next date per 시행규칙 제190조 */
export default function WorkenvPage() {
  const { t } = useT(CARE_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const plantCd = worker?.plantCd && worker.plantCd !== '0000' ? worker.plantCd : '1000';
  const [picked, setPicked] = useState<TWorkenvPlan | null>(null);
  const [draft, setDraft] = useState<PlanDraft | null>(null);
  const plans = useQuery({ queryKey: ['heaCare', 'workenv', 'plans'], queryFn: () => workenvApi.plans() });
  const detail = useQuery({ queryKey: ['heaCare', 'workenv', 'plan', picked?.planNo], enabled: !!picked, queryFn: () => workenvApi.plan(picked!.planNo) });
  const next = useQuery({ queryKey: ['heaCare', 'workenv', 'next'], queryFn: () => workenvApi.nextDates() });
  const hazards = useQuery({ queryKey: ['heaCare', 'workenv', 'hazards'], queryFn: () => workenvApi.hazards() });
  const procs = useQuery({ queryKey: ['heaCare', 'workenv', 'procs', picked?.plantCd ?? plantCd], queryFn: () => workenvApi.processes(picked?.plantCd ?? plantCd) });
  // rows being edited belong to the plan detail they were loaded from; a reload (other plan, after save) starts over
  const baseRows = useMemo<ResultRow[]>(() => (detail.data?.results ?? []).map((r) => ({ key: ++seq, processNo: r.processNo, hazardCd: r.hazardCd, measureYmd: r.measureYmd,
    measuredValue: String(r.measuredValue), unitNm: r.unitNm, exposureLimit: String(r.exposureLimit), remark: r.remark })), [detail.data]);
  const [edited, setEdited] = useState<{ at: number; rows: ResultRow[] } | null>(null);
  const rows = edited && edited.at === detail.dataUpdatedAt ? edited.rows : baseRows;
  const setRows = (f: (rs: ResultRow[]) => ResultRow[]) => setEdited({ at: detail.dataUpdatedAt, rows: f(rows) });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['heaCare', 'workenv'] });
  const savePlan = useMutation({
    mutationFn: (d: PlanDraft) => (d.planNo ? workenvApi.updatePlan(d.planNo, { ...d, version: d.version! }) : workenvApi.createPlan(d)),
    onSuccess: () => { setDraft(null); refresh(); void message.success(t('common.saved')); },
  });
  const saveResults = useMutation({
    mutationFn: () => workenvApi.saveResults(picked!.planNo, {
      version: detail.data!.version,
      results: rows.map((r) => ({ processNo: r.processNo ?? 0, hazardCd: r.hazardCd ?? '', measureYmd: r.measureYmd, measuredValue: Number(r.measuredValue), unitNm: r.unitNm,
        exposureLimit: Number(r.exposureLimit), remark: r.remark })),
    }),
    onSuccess: () => { refresh(); void message.success(t('common.saved')); },
  });
  const setRow = (key: number, p: Partial<ResultRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));

  const planCols: GridColumn[] = [
    { name: 'measureYear', text: t('workenv.year'), width: 90, align: 'center' },
    { name: 'halfCd', text: t('workenv.half'), width: 90, align: 'center', render: (r) => t(`workenv.halves.${String(r.halfCd)}`) },
    { name: 'period', text: t('workenv.period'), width: 210, align: 'center', render: (r) => `${String(r.startYmd)} ~ ${String(r.endYmd)}` },
    { name: 'agencyNm', text: t('workenv.agency'), type: 'link' },
    { name: 'resultCnt', text: t('workenv.resultCnt'), width: 90, align: 'right' },
    { name: 'exceedCnt', text: t('workenv.exceedCnt'), width: 90, align: 'right', render: (r) => (Number(r.exceedCnt) > 0 ? <Tag color="red">{String(r.exceedCnt)}</Tag> : '0') },
  ];
  const nextCols: GridColumn[] = [
    { name: 'processNm', text: t('workenv.process'), width: 220 },
    { name: 'hazardNm', text: t('workenv.hazard'), width: 130, render: (r) => <>{String(r.hazardNm)} {r.carcinogenYn === 'Y' && <Tag color="purple">{t('workenv.carcinogen')}</Tag>}</> },
    { name: 'lastMeasureYmd', text: t('workenv.lastMeasure'), width: 110, align: 'center' },
    { name: 'lastValue', text: t('workenv.lastValue'), width: 150, align: 'right', render: (r) => `${String(r.lastValue)} / ${String(r.exposureLimit)} ${String(r.unitNm)}` },
    { name: 'exceedYn', text: t('workenv.exceed'), width: 70, align: 'center', render: (r) => (r.exceedYn === 'Y' ? <Tag color="red">Y</Tag> : 'N') },
    { name: 'reasonCd', text: t('workenv.reason'), render: (r) => <Tag color={REASON_COLOR[r.reasonCd as keyof typeof REASON_COLOR]}>{t(`workenv.reasons.${String(r.reasonCd)}`)}</Tag> },
    { name: 'nextYmd', text: t('workenv.nextYmd'), width: 120, align: 'center' },
    { name: 'daysLeft', text: t('workenv.daysLeft'), width: 90, align: 'right', render: (r) => <span style={{ color: Number(r.daysLeft) < 0 ? '#cf1322' : undefined }}>{String(r.daysLeft)}</span> },
  ];

  const resultTable = picked && (
    <div style={{ marginTop: 16 }}>
      <Space style={{ marginBottom: 8 }}>
        <b>{t('workenv.resultsOf', { nm: `${picked.measureYear} ${t(`workenv.halves.${picked.halfCd}`)}` })}</b>
        {editable && <Button icon={<PlusOutlined />} onClick={() => setRows((rs) => [...rs, { key: ++seq, processNo: null, hazardCd: null, measureYmd: picked.startYmd, measuredValue: '', unitNm: '', exposureLimit: '', remark: null }])}>{t('workenv.addRow')}</Button>}
        {editable && <Button type="primary" loading={saveResults.isPending} disabled={!detail.data} onClick={() => saveResults.mutate()}>{t('workenv.saveResults')}</Button>}
      </Space>
      {editable && (
        // 작업환경측정 대상 of a department's chemicals: one click adds a result row for the factor
        <ChmHealthSuggestions plantCd={picked.plantCd} kind="measure" disabled={!detail.data}
          onPick={(sg) => setRows((rs) => [...rs, { key: ++seq, processNo: null, hazardCd: sg.hazardCd, measureYmd: picked.startYmd, measuredValue: '', unitNm: '', exposureLimit: '', remark: null }])} />
      )}
      <Table<ResultRow> size="small" rowKey="key" pagination={false} dataSource={rows} loading={detail.isFetching}
        columns={[
          { title: t('workenv.process'), key: 'p', width: 230, render: (_, r) => <Select aria-label={t('workenv.process')} style={{ width: '100%' }} disabled={!editable} value={r.processNo ?? undefined}
            onChange={(v: number) => setRow(r.key, { processNo: v })} options={(procs.data ?? []).map((p) => ({ value: p.processNo, label: p.processNm }))} /> },
          { title: t('workenv.hazard'), key: 'h', width: 150, render: (_, r) => <Select aria-label={t('workenv.hazard')} style={{ width: '100%' }} disabled={!editable} value={r.hazardCd ?? undefined}
            onChange={(v: string) => setRow(r.key, { hazardCd: v })} options={(hazards.data ?? []).map((h) => ({ value: h.hazardCd, label: h.hazardNm }))} /> },
          { title: t('workenv.measureYmd'), key: 'd', width: 130, render: (_, r) => <Input aria-label={t('workenv.measureYmd')} disabled={!editable} value={r.measureYmd} onChange={(e) => setRow(r.key, { measureYmd: e.target.value })} /> },
          { title: t('workenv.value'), key: 'v', width: 100, render: (_, r) => <Input aria-label={t('workenv.value')} disabled={!editable} inputMode="decimal" value={r.measuredValue} onChange={(e) => setRow(r.key, { measuredValue: e.target.value.replace(/[^\d.]/g, '') })} /> },
          { title: t('workenv.unit'), key: 'u', width: 90, render: (_, r) => <Input aria-label={t('workenv.unit')} disabled={!editable} value={r.unitNm} onChange={(e) => setRow(r.key, { unitNm: e.target.value.slice(0, 20) })} /> },
          { title: t('workenv.limit'), key: 'l', width: 100, render: (_, r) => <Input aria-label={t('workenv.limit')} disabled={!editable} inputMode="decimal" value={r.exposureLimit} onChange={(e) => setRow(r.key, { exposureLimit: e.target.value.replace(/[^\d.]/g, '') })} /> },
          { title: t('workenv.exceed'), key: 'x', width: 70, align: 'center', render: (_, r) => (r.measuredValue && r.exposureLimit && isExceeded({ measuredValue: Number(r.measuredValue), exposureLimit: Number(r.exposureLimit) }) ? <Tag color="red">Y</Tag> : 'N') },
          { title: t('common.remark'), key: 'r', render: (_, r) => <Input aria-label={t('common.remark')} disabled={!editable} value={r.remark ?? ''} onChange={(e) => setRow(r.key, { remark: e.target.value.slice(0, 500) })} /> },
          { title: '', key: 'del', width: 50, render: (_, r) => editable && <Button aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} /> },
        ]} />
    </div>
  );

  return (
    <div>
      <Tabs items={[
        { key: 'plan', label: t('workenv.tabPlan'), children: (
          <div>
            <DataGrid title={t('workenv.title')} columns={planCols} rows={(plans.data ?? []) as unknown as GridRow[]} rowKey="planNo" showRowNo paging="none" loading={plans.isFetching}
              onRowClick={(r) => setPicked(r as unknown as TWorkenvPlan)}
              onLinkClick={(r) => { const p = r as unknown as TWorkenvPlan; setDraft({ planNo: p.planNo, version: p.version, plantCd: p.plantCd, measureYear: p.measureYear, halfCd: p.halfCd, startYmd: p.startYmd, endYmd: p.endYmd, agencyNm: p.agencyNm, remark: p.remark }); }}
              toolbar={editable ? <Button type="primary" onClick={() => setDraft({ plantCd, measureYear: dayjs().year(), halfCd: dayjs().month() < 6 ? '1' : '2', startYmd: '', endYmd: '', agencyNm: '', remark: null })}>{t('workenv.newPlan')}</Button> : undefined} />
            {resultTable || <div style={{ marginTop: 12, color: '#595959' }}>{t('workenv.pickPlan')}</div>}
          </div>) },
        { key: 'next', label: t('workenv.tabNext'), children: (
          <DataGrid title={t('workenv.tabNext')} columns={nextCols} rows={(next.data ?? []) as unknown as GridRow[]} rowKey={(r) => `${String(r.processNo)}-${String(r.hazardCd)}`} showRowNo paging="none" loading={next.isFetching} />) },
      ]} />

      <Modal open={!!draft} title={draft?.planNo ? t('workenv.editPlan') : t('workenv.newPlan')} onCancel={() => setDraft(null)} width={640}
        footer={editable ? (
          <Space>
            {draft?.planNo && <Button danger onClick={() => modal.confirm({ title: t('common.confirmTitle'), content: t('common.deleteConfirm'), onOk: async () => {
              await workenvApi.deletePlan(draft.planNo!, draft.version!);
              setDraft(null);
              setPicked(null);
              refresh();
              void message.success(t('common.deleted'));
            } })}>{t('common.delete')}</Button>}
            <Button type="primary" loading={savePlan.isPending} onClick={() => draft && savePlan.mutate(draft)}>{t('common.save')}</Button>
          </Space>
        ) : null}>
        {draft && (
          <Row gutter={12}>
            <Col span={8}><NumberInput label={t('workenv.year')} required readonly={!editable} value={draft.measureYear} onChange={(v) => setDraft({ ...draft, measureYear: v })} /></Col>
            <Col span={8}>
              <Field label={t('workenv.half')} required htmlFor="hea-we-half">
                <Select id="hea-we-half" style={{ width: '100%' }} disabled={!editable} value={draft.halfCd} onChange={(v: PlanDraft['halfCd']) => setDraft({ ...draft, halfCd: v })}
                  options={HEA_WORKENV_HALVES.map((h) => ({ value: h, label: t(`workenv.halves.${h}`) }))} />
              </Field>
            </Col>
            <Col span={24}><DateRangeInput label={t('workenv.period')} required readonly={!editable} value={[draft.startYmd || null, draft.endYmd || null]} onChange={([a, b]) => setDraft({ ...draft, startYmd: a ?? '', endYmd: b ?? '' })} /></Col>
            <Col span={24}><TextInput label={t('workenv.agency')} required readonly={!editable} maxlength={200} value={draft.agencyNm} onChange={(v) => setDraft({ ...draft, agencyNm: v })} /></Col>
            <Col span={24}><TextInput label={t('common.remark')} textarea readonly={!editable} maxlength={1000} value={draft.remark ?? ''} onChange={(v) => setDraft({ ...draft, remark: v })} /></Col>
          </Row>
        )}
      </Modal>
    </div>
  );
}
