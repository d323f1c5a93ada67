import { useState, type Key } from 'react';
import { App, Button, Modal, Select, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataGrid, DateInput, Field, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { heaApi, type TReserveRow } from '../api';
import { openConsentPopup } from '../components/consent-popup';
import { BatchReserveModal, ChangeReserveModal } from '../components/reserve-batch';
import '../components/plan.i18n';
import { HEA_NS } from '../health.i18n';

/**
 * 검진예약 (/hea/checkupReserve): a worker sees and books their own checkups; the health manager (write rights) books
 * for every target in scope. Booking = hospital + day (capacity shown) → consent popup → POST.
 */
export default function CheckupReservePage() {
  const { t } = useT(HEA_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['hea', 'reserves'], queryFn: () => heaApi.reserves({}) });
  const [pick, setPick] = useState<{ row: TReserveRow; orgNo: number | null; ymd: string | null } | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const [batch, setBatch] = useState<TReserveRow[] | null>(null);
  const [changing, setChanging] = useState<TReserveRow | null>(null);
  const from = pick?.row.heaCheckupPlanPeriod.slice(0, 10) ?? '';
  const days = useQuery({
    queryKey: ['hea', 'rsrvdates', pick?.orgNo, pick?.ymd?.slice(0, 7)],
    enabled: !!pick?.orgNo && !!pick?.ymd,
    queryFn: () => {
      const month = pick!.ymd!.slice(0, 7);
      const last = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();
      return heaApi.rsrvDates(pick!.orgNo!, `${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
    },
  });
  const day = days.data?.find((d) => d.rsrvYmd === pick?.ymd);
  const reload = () => void qc.invalidateQueries({ queryKey: ['hea'] });
  const canBook = (r: TReserveRow) => !r.heaCheckupReserveNo && (editable || r.userId === worker?.userId);

  const columns: GridColumn[] = [
    { name: 'heaCheckupPlanNm', text: t('reserve.plan') },
    { name: 'heaCheckupPlanPeriod', text: t('reserve.period'), width: 210, align: 'center' },
    { name: 'userNm', text: t('reserve.userNm'), width: 110, align: 'center' },
    { name: 'heaCheckupOrgNm', text: t('reserve.org'), width: 200 },
    { name: 'rsrvYmd', text: t('reserve.date'), width: 120, align: 'center' },
    { name: 'status', text: t('reserve.status'), width: 120, align: 'center', render: (r) => (r.heaCheckupReserveNo ? <Tag color="green">{t('reserve.reserved')}</Tag> : <Tag>{t('reserve.none')}</Tag>) },
    { name: 'action', text: '', width: 190, align: 'center', render: (r) => {
      const row = r as unknown as TReserveRow;
      if (canBook(row)) return <Button size="small" type="primary" onClick={() => setPick({ row, orgNo: row.hospitals[0]?.heaCheckupOrgNo ?? null, ymd: from || null })}>{t('reserve.reserve')}</Button>;
      if (row.heaCheckupReserveNo && (editable || row.userId === worker?.userId)) {
        return <Space size={4}><Button size="small" onClick={() => setChanging(row)}>{t('change.button')}</Button><Button size="small" danger onClick={() => modal.confirm({ title: t('target.confirmTitle'), content: t('reserve.cancelConfirm'), onOk: async () => {
          await heaApi.cancelReserve(row.heaCheckupReserveNo!, row.version!);
          reload();
          void message.success(t('reserve.canceled'));
        } })}>{t('reserve.cancel')}</Button></Space>;
      }
      return null;
    } },
  ];

  return (
    <div>
      <DataGrid title={t('reserve.title')} columns={columns} rows={(list.data ?? []) as unknown as GridRow[]} showRowNo loading={list.isFetching}
        rowKey={(r) => `${String(r.heaCheckupPlanNo)}-${String(r.userId)}`}
        {...(editable ? { selection: 'multiple' as const, selectedKeys: selected, onSelectionChange: (keys: Key[]) => setSelected(keys) } : {})}
        toolbar={editable ? <Button onClick={() => {
          const rows = (list.data ?? []).filter((r) => selected.includes(`${r.heaCheckupPlanNo}-${r.userId}`) && !r.heaCheckupReserveNo);
          if (!rows.length) return void message.warning(t('batch.noneSelected'));
          if (new Set(rows.map((r) => r.heaCheckupPlanNo)).size > 1) return void message.warning(t('batch.samePlan'));
          setBatch(rows);
        }}>{t('batch.button')}</Button> : undefined} />
      {batch && <BatchReserveModal rows={batch} onClose={() => setBatch(null)} onDone={() => { setBatch(null); setSelected([]); reload(); }} />}
      {changing && <ChangeReserveModal row={changing} onClose={() => setChanging(null)} onDone={() => { setChanging(null); reload(); }} />}
      <Modal open={!!pick} title={t('reserve.reserve')} onCancel={() => setPick(null)} okText={t('reserve.reserve')}
        okButtonProps={{ disabled: !pick?.orgNo || !pick?.ymd || !day || day.availableCnt < 1 }}
        onOk={() => {
          if (!pick?.orgNo || !pick.ymd) {
            void message.warning(t('reserve.pick'));
            return;
          }
          const { row, orgNo, ymd } = pick;
          openConsentPopup({
            heaCheckupPlanNo: row.heaCheckupPlanNo, heaCheckedOrgNo: orgNo, userId: row.userId, rsrvYmd: ymd,
            onDone: () => {
              setPick(null);
              reload();
              void message.success(t('reserve.done'));
            },
          });
        }}>
        {pick && (
          <div>
            <Field label={t('reserve.org')} htmlFor="hea-rsv-org" required>
              <Select id="hea-rsv-org" value={pick.orgNo} onChange={(orgNo: number) => setPick({ ...pick, orgNo })}
                options={pick.row.hospitals.map((h) => ({ value: h.heaCheckupOrgNo, label: h.heaCheckupOrgNm }))} />
            </Field>
            <DateInput label={t('reserve.date')} required value={pick.ymd} onChange={(ymd) => setPick({ ...pick, ymd: ymd ?? null })} />
            {day && <Tag color={day.availableCnt > 0 ? 'blue' : 'red'}>{day.availableCnt > 0 ? t('reserve.left', { n: day.availableCnt }) : t('reserve.full')}</Tag>}
          </div>
        )}
      </Modal>
    </div>
  );
}
