import { useState } from 'react';
import { Button, Progress } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { EDU_API } from '@jikim/shared';
import { DataGrid, downloadServerExcel, SearchBox, type GridColumn, type GridRow } from '@/components';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { eduApi, eduKeys, type TPlanActualQuery } from '../edu-api';
import { EDU_NS } from '../edu.i18n';
import { periodSearchOptions, thisHalf } from './period-search';

const thisYear = () => new Date().getFullYear();

/** 부서별 계획 대비 실적: one row a department's plan of the half-year (planned person-hours against completed), Excel */
export function PlanSummary() {
  const { t } = useT(EDU_NS);
  const worker = useWorker();
  const [form, setForm] = useState<TPlanActualQuery>({ year: thisYear(), half: thisHalf(), ...(worker?.plantCd ? { plantCd: worker.plantCd } : {}) });
  const [q, setQ] = useState<TPlanActualQuery>(form);
  const list = useQuery({ queryKey: eduKeys.planSummary(q), queryFn: () => eduApi.planSummary(q) });
  const columns: GridColumn[] = [
    { name: 'deptNm', text: t('plan.dept'), width: 150 },
    { name: 'planNm', text: t('plan.planNm'), width: 260 },
    { name: 'halfCd', text: t('plan.half'), width: 80, align: 'center', value: (r) => t(`ledger.${String(r.halfCd)}`), render: (r) => t(`ledger.${String(r.halfCd)}`) },
    { name: 'groupNm', text: t('plan.group'), width: 130 },
    { name: 'targetCnt', text: t('plan.targetCnt'), width: 90, align: 'right', type: 'number', editable: false },
    { name: 'plannedTotalHours', text: t('plan.plannedTotal'), width: 100, align: 'right', type: 'number', editable: false },
    { name: 'completedHours', text: t('plan.completed'), width: 100, align: 'right', type: 'number', editable: false },
    { name: 'ratePct', text: t('plan.rate'), width: 150, value: (r) => `${String(r.ratePct)}%`, render: (r) => <Progress percent={Math.min(100, Number(r.ratePct))} format={() => `${String(r.ratePct)}%`} size="small" /> },
  ];
  return (
    <div data-testid="edu-plan-summary">
      <SearchBox
        onSearch={() => setQ(form)}
        options={periodSearchOptions('edu-plan', form, setForm, t)}
      />
      <DataGrid title={t('plan.tabActual')} columns={columns} rows={(list.data?.list ?? []) as unknown as GridRow[]} rowKey={(r) => String(r.planNo)} showRowNo loading={list.isFetching} paging="local"
        rowClassName={(r) => (Number(r.ratePct) < 50 ? 'jk-row-danger' : undefined)}
        toolbar={<Button icon={<FileExcelOutlined />} onClick={() => void downloadServerExcel(`${EDU_API.plans}/actual/excel`, q, t('plan.tabActual'))}>Excel</Button>} />
    </div>
  );
}

