import { App, Button } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataGrid, type GridColumn, type GridRow } from '@/components';
import { i18n, useT } from '@/lib/i18n';
import { openPopup } from '@/lib/popup';
import { HEA_NS } from '../health.i18n';
import { planApi, type TPlanTarget } from './plan-api';
import './plan.i18n';

/** targets of a plan with a remove button (the server refuses targets with a reservation or a result: 409) */
export function PlanTargets({ heaCheckupPlanNo, editable, onChanged }: { heaCheckupPlanNo: number; editable: boolean; onChanged?: () => void }) {
  const { t } = useT(HEA_NS);
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['hea', 'targets', heaCheckupPlanNo], queryFn: () => planApi.targets(heaCheckupPlanNo) });
  const remove = (r: TPlanTarget) => modal.confirm({
    title: t('target.confirmTitle'),
    content: t('targets.removeConfirm', { nm: r.userNm ?? r.userId }),
    onOk: async () => {
      await planApi.removeTarget(heaCheckupPlanNo, r.userId);
      await list.refetch();
      void qc.invalidateQueries({ queryKey: ['hea', 'plans'] });
      void qc.invalidateQueries({ queryKey: ['hea', 'candidates'] });
      onChanged?.();
      void message.success(t('targets.removed'));
    },
  });
  const columns: GridColumn[] = [
    { name: 'deptNm', text: t('targets.deptNm'), width: 140 },
    { name: 'userId', text: t('targets.userId'), width: 110, align: 'center' },
    { name: 'userNm', text: t('targets.userNm'), width: 110, align: 'center' },
    { name: 'heaCheckupTypeNm', text: t('targets.type'), width: 110, align: 'center' },
    ...(editable ? [{ name: 'x', text: '', width: 90, align: 'center' as const, render: (r: GridRow) => (
      <Button size="small" danger onClick={() => remove(r as unknown as TPlanTarget)}>{t('targets.remove')}</Button>) }] : []),
  ];
  return <DataGrid title={t('targets.title')} columns={columns} rows={(list.data ?? []) as unknown as GridRow[]} rowKey="userId" showRowNo loading={list.isFetching} />;
}

export function openPlanTargets(heaCheckupPlanNo: number, editable: boolean, onChanged: () => void) {
  return openPopup({
    title: i18n.getFixedT(null, HEA_NS)('targets.title'),
    width: '60%',
    top: 100,
    render: () => <PlanTargets heaCheckupPlanNo={heaCheckupPlanNo} editable={editable} onChanged={onChanged} />,
  });
}
