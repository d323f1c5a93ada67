import { useRef, useState } from 'react';
import { App, Button, Select, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HEA_CODE_GROUP, HEA_RESULT_COUNT_CAP, type TCheckupResultSearch } from '@jikim/shared';
import { CodeSelect, DataGrid, DeptTreePicker, Field, PlantSelect, SearchBox, TextInput, saveBlob, type GridColumn, type GridRow } from '@/components';
import { usePageMeta } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { resultsApi } from './api';
import { ResultEntryModal } from './result-entry';
import { HEA_RESULT_NS } from './results.i18n';

type Filters = { plantCd: string | null; deptCd: string | null; year: number | null; diagCd: string | null; userNm: string };
const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 11 }, (_, i) => THIS_YEAR - i);

/**
 * 검진결과 (/hea/checkupResult): the result list (plant, department, year, diagnosis; newest first; 20 rows), per-worker
 * entry, Excel template / upload / download. Read-only users (workers) see only their own results: the server decides.
 */
export default function CheckupResultPage() {
  const { t } = useT(HEA_RESULT_NS);
  const { editable } = usePageMeta();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ plantCd: null, deptCd: null, year: null, diagCd: null, userNm: '' });
  const [applied, setApplied] = useState<Filters>(filters);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [planNo, setPlanNo] = useState<number | null>(null);
  const [entry, setEntry] = useState<{ planNo: number | null; resultNo: number | null } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const params: Omit<TCheckupResultSearch, 'page' | 'limit'> = {
    ...(applied.plantCd ? { plantCd: applied.plantCd } : {}), ...(applied.deptCd ? { deptCd: applied.deptCd } : {}), ...(applied.year ? { year: applied.year } : {}),
    ...(applied.diagCd ? { diagCd: applied.diagCd as TCheckupResultSearch['diagCd'] } : {}), ...(applied.userNm.trim() ? { userNm: applied.userNm.trim() } : {}),
  };
  const list = useQuery({ queryKey: ['hea', 'results', params, paging], queryFn: () => resultsApi.find({ ...params, page: paging.page, limit: paging.limit }) });
  const plans = useQuery({ queryKey: ['hea', 'resultPlans'], enabled: editable, queryFn: () => resultsApi.plans() });
  const reload = () => void qc.invalidateQueries({ queryKey: ['hea'] });

  const needPlan = () => {
    if (!planNo) void message.warning(t('list.pickPlan'));
    return planNo;
  };
  const downloadTemplate = async () => {
    const no = needPlan();
    if (!no) return;
    const nm = plans.data?.list.find((p) => p.heaCheckupPlanNo === no)?.heaCheckupPlanNm ?? String(no);
    saveBlob(await resultsApi.template(no), `검진결과_양식_${nm}.xlsx`);
  };
  const upload = async (file: File) => {
    const no = needPlan();
    if (!no) return;
    try {
      const r = await resultsApi.upload(no, file);
      void message.success(t('list.uploaded', { inserted: r.insertedCnt, updated: r.updatedCnt }));
      reload();
    } catch (err) {
      const data = (err as { response?: { data?: { message?: string; fields?: { message: string }[] } } }).response?.data;
      const lines = data?.fields?.length ? data.fields.map((f) => f.message) : [data?.message ?? String(err)];
      modal.error({ title: t('list.uploadErrors'), width: 640, content: <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul> });
    }
  };

  const columns: GridColumn[] = [
    { name: 'checkupYmd', text: t('col.checkupYmd'), width: 110, align: 'center' },
    { name: 'plantNm', text: t('col.plantNm'), width: 130, align: 'center' },
    { name: 'deptNm', text: t('col.deptNm'), width: 120, align: 'center' },
    { name: 'userId', text: t('col.userId'), width: 100, align: 'center' },
    { name: 'userNm', text: t('col.userNm'), width: 100, align: 'center', type: 'link' },
    { name: 'heaCheckupPlanNm', text: t('col.heaCheckupPlanNm') },
    { name: 'heaCheckupOrgNm', text: t('col.heaCheckupOrgNm'), width: 190 },
    { name: 'diagCd', text: t('col.diagCd'), width: 80, align: 'center', render: (r) => (
      <Tag color={['D1', 'D2'].includes(String(r.diagCd)) ? 'red' : ['C1', 'C2', 'R'].includes(String(r.diagCd)) ? 'orange' : 'default'} title={String(r.diagNm ?? '')}>{String(r.diagCd)}</Tag>) },
    { name: 'workFitnessCd', text: t('col.workFitnessCd'), width: 100, align: 'center' },
    { name: 'followupActionNm', text: t('col.followupActionNm'), width: 140 },
    { name: 'abnormalCnt', text: t('col.abnormalCnt'), width: 90, align: 'right' },
    { name: 'retentionUntilYmd', text: t('col.retentionUntilYmd'), width: 110, align: 'center' },
  ];
  const total = list.data?.totalCount ?? 0;

  return (
    <div>
      <SearchBox
        onSearch={() => { setPaging((p) => ({ ...p, page: 1 })); setApplied(filters); }}
        options={[
          { id: 'plant', type: 'select', label: t('list.plant'), render: () => <PlantSelect label={t('list.plant')} leadingAll value={filters.plantCd} onChange={(v) => setFilters((f) => ({ ...f, plantCd: v || null, deptCd: null }))} /> },
          { id: 'dept', type: 'dept', label: t('list.dept'), render: () => <DeptTreePicker label={t('list.dept')} plantCd={filters.plantCd} value={filters.deptCd} onChange={(v) => setFilters((f) => ({ ...f, deptCd: v }))} /> },
          { id: 'year', type: 'select', label: t('list.year'), render: () => (
            <Field label={t('list.year')} htmlFor="hea-res-year">
              <Select id="hea-res-year" style={{ width: '100%' }} value={filters.year ?? 0} onChange={(v: number) => setFilters((f) => ({ ...f, year: v || null }))}
                options={[{ value: 0, label: t('list.all') }, ...YEARS.map((y) => ({ value: y, label: String(y) }))]} />
            </Field>) },
          { id: 'diag', type: 'select', label: t('list.diag'), render: () => (
            <CodeSelect label={t('list.diag')} leading="all" codeGroupCd={HEA_CODE_GROUP.resultDiag} value={filters.diagCd} onChange={(v) => setFilters((f) => ({ ...f, diagCd: v || null }))} />) },
          { id: 'nm', type: 'text', label: t('list.userNm'), render: () => <TextInput label={t('list.userNm')} maxlength={100} value={filters.userNm} onChange={(v) => setFilters((f) => ({ ...f, userNm: v }))} /> },
        ]}
      />
      <DataGrid
        title={<Space>{t('list.title')}{list.data?.totalCappedYn === 'Y' && <Tag color="blue">{t('list.capped', { n: HEA_RESULT_COUNT_CAP.toLocaleString() })}</Tag>}{!editable && <Tag>{t('list.ownOnly')}</Tag>}</Space>}
        columns={columns}
        rows={(list.data?.list ?? []) as unknown as GridRow[]}
        rowKey="heaCheckupResultNo"
        showRowNo
        loading={list.isFetching}
        onLinkClick={(r) => setEntry({ planNo: null, resultNo: Number(r.heaCheckupResultNo) })}
        excelFileName={t('list.title')}
        paging={{ totalCount: total, page: paging.page, limit: paging.limit, onChange: (page, limit) => setPaging({ page, limit }), excelUrl: '/api/hea/checkup/checkupresultexceldownload', excelParams: params }}
        toolbar={editable ? (
          <Space wrap>
            <Select aria-label={t('list.plan')} placeholder={t('list.plan')} style={{ width: 280 }} value={planNo ?? undefined} onChange={(v: number) => setPlanNo(v)}
              options={(plans.data?.list ?? []).map((p) => ({ value: p.heaCheckupPlanNo, label: `${p.heaCheckupPlanNm} (${p.heaCheckupPlanPeriod})` }))} />
            <Button onClick={() => { const no = needPlan(); if (no) setEntry({ planNo: no, resultNo: null }); }}>{t('list.enter')}</Button>
            <Button onClick={() => void downloadTemplate()}>{t('list.template')}</Button>
            <Button type="primary" onClick={() => { if (needPlan()) fileRef.current?.click(); }}>{t('list.upload')}</Button>
            <input ref={fileRef} type="file" accept=".xlsx" data-testid="hea-result-upload" style={{ display: 'none' }}
              onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
          </Space>
        ) : undefined}
      />
      {entry && (
        <ResultEntryModal planNo={entry.planNo} resultNo={entry.resultNo} editable={editable} onClose={() => setEntry(null)}
          onSaved={() => { setEntry(null); reload(); }} />
      )}
    </div>
  );
}
