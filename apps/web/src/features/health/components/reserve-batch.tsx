import { useState } from 'react';
import { Alert, App, Checkbox, Modal, Select, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DateInput, Field } from '@/components';
import { useT } from '@/lib/i18n';
import { heaApi, type TReserveRow } from '../api';
import { HEA_NS } from '../health.i18n';
import { openConsentPopup } from './consent-popup';
import { planApi } from './plan-api';
import './plan.i18n';

type Hospital = TReserveRow['hospitals'][number];

/** the places left on a hospital day (one request per hospital and month) */
export function useDayLeft(orgNo: number | null, ymd: string | null) {
  const days = useQuery({
    queryKey: ['hea', 'rsrvdates', orgNo, ymd?.slice(0, 7)],
    enabled: !!orgNo && !!ymd,
    queryFn: () => {
      const month = ymd!.slice(0, 7);
      const last = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();
      return heaApi.rsrvDates(orgNo!, `${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
    },
  });
  return days.data?.find((d) => d.rsrvYmd === ymd) ?? null;
}

/** hospital of the plan + day, with the places left (spec: hospital calendar with capacity per day) */
export function HospitalDay({ hospitals, orgNo, ymd, onChange, idPrefix }: {
  hospitals: Hospital[]; orgNo: number | null; ymd: string | null; onChange: (v: { orgNo: number | null; ymd: string | null }) => void; idPrefix: string;
}) {
  const { t } = useT(HEA_NS);
  const day = useDayLeft(orgNo, ymd);
  return (
    <div>
      <Field label={t('reserve.org')} htmlFor={`${idPrefix}-org`} required>
        <Select id={`${idPrefix}-org`} value={orgNo ?? undefined} onChange={(v: number) => onChange({ orgNo: v, ymd })}
          options={hospitals.map((h) => ({ value: h.heaCheckupOrgNo, label: h.heaCheckupOrgNm }))} />
      </Field>
      <DateInput label={t('reserve.date')} required value={ymd} onChange={(v) => onChange({ orgNo, ymd: v ?? null })} />
      {day && <Tag color={day.availableCnt > 0 ? 'blue' : 'red'}>{day.availableCnt > 0 ? t('reserve.left', { n: day.availableCnt }) : t('reserve.full')}</Tag>}
    </div>
  );
}

/**
 * 일괄 예약: one hospital and day for several targets of one plan. Each worker's consent form must be on file (a check
 * per worker); then the consent popup (spec §2, unchanged) registers the batch, all or nothing against the capacity.
 */
export function BatchReserveModal({ rows, onClose, onDone }: { rows: TReserveRow[]; onClose: () => void; onDone: () => void }) {
  const { t } = useT(HEA_NS);
  const { message } = App.useApp();
  const first = rows[0]!;
  const [pick, setPick] = useState<{ orgNo: number | null; ymd: string | null }>({ orgNo: first.hospitals[0]?.heaCheckupOrgNo ?? null, ymd: first.heaCheckupPlanPeriod.slice(0, 10) });
  const [consented, setConsented] = useState<string[]>([]);
  const day = useDayLeft(pick.orgNo, pick.ymd);
  const allConsented = rows.every((r) => consented.includes(r.userId));
  const enough = !!day && day.availableCnt >= rows.length;
  return (
    <Modal open title={t('batch.title')} onCancel={onClose} okText={t('reserve.reserve')} width={720}
      okButtonProps={{ disabled: !pick.orgNo || !pick.ymd || !allConsented || !enough }}
      onOk={() => {
        const { orgNo, ymd } = pick;
        if (!orgNo || !ymd) return;
        openConsentPopup({
          heaCheckupPlanNo: first.heaCheckupPlanNo, heaCheckedOrgNo: orgNo, userId: first.userId, rsrvYmd: ymd,
          register: () => planApi.reserveBatch({ heaCheckupPlanNo: first.heaCheckupPlanNo, heaCheckedOrgNo: orgNo, rsrvYmd: ymd, users: rows.map((r) => ({ userId: r.userId, agreeYn: 'Y' })) }),
          onDone: () => {
            void message.success(t('batch.done', { n: rows.length }));
            onDone();
          },
        });
      }}>
      <div style={{ marginBottom: 8 }}>{first.heaCheckupPlanNm} ({first.heaCheckupPlanPeriod})</div>
      <HospitalDay idPrefix="hea-batch" hospitals={first.hospitals} orgNo={pick.orgNo} ymd={pick.ymd} onChange={setPick} />
      {day && !enough && <Alert type="warning" showIcon style={{ margin: '8px 0' }} message={t('batch.notEnough', { n: day.availableCnt })} />}
      <Alert type="info" showIcon style={{ margin: '8px 0' }} message={t('batch.needAll')} />
      <Table<TReserveRow> size="small" rowKey="userId" pagination={false} dataSource={rows} columns={[
        { title: t('reserve.userNm'), dataIndex: 'userNm', render: (v: string | null, r) => `${v ?? ''} (${r.userId})` },
        { title: t('batch.consentGot'), key: 'c', width: 140, align: 'center', render: (_v, r) => (
          <Checkbox aria-label={`${t('batch.consentGot')} ${r.userNm ?? r.userId}`} checked={consented.includes(r.userId)}
            onChange={(e) => setConsented((c) => (e.target.checked ? [...c, r.userId] : c.filter((x) => x !== r.userId)))} />) },
      ]} />
    </Modal>
  );
}

/**
 * 예약 변경: another day and/or hospital. The server takes the new place before freeing the old one; a hospital change
 * needs the consent again (the consent names the hospital that reports the results), so it goes through the consent popup.
 */
export function ChangeReserveModal({ row, onClose, onDone }: { row: TReserveRow; onClose: () => void; onDone: () => void }) {
  const { t } = useT(HEA_NS);
  const { message } = App.useApp();
  const [pick, setPick] = useState<{ orgNo: number | null; ymd: string | null }>({ orgNo: row.heaCheckedOrgNo, ymd: row.rsrvYmd });
  const day = useDayLeft(pick.orgNo, pick.ymd);
  const unchanged = pick.orgNo === row.heaCheckedOrgNo && pick.ymd === row.rsrvYmd;
  const done = () => {
    void message.success(t('change.done'));
    onDone();
  };
  return (
    <Modal open title={t('change.title')} onCancel={onClose} okText={t('change.button')}
      okButtonProps={{ disabled: !pick.orgNo || !pick.ymd || unchanged || !day || day.availableCnt < 1 }}
      onOk={async () => {
        const { orgNo, ymd } = pick;
        if (!orgNo || !ymd || !row.heaCheckupReserveNo) return;
        if (orgNo === row.heaCheckedOrgNo) {
          await planApi.changeReserve(row.heaCheckupReserveNo, { heaCheckedOrgNo: orgNo, rsrvYmd: ymd, version: row.version! });
          done();
          return;
        }
        openConsentPopup({
          heaCheckupPlanNo: row.heaCheckupPlanNo, heaCheckedOrgNo: orgNo, userId: row.userId, rsrvYmd: ymd,
          register: () => planApi.changeReserve(row.heaCheckupReserveNo!, { heaCheckedOrgNo: orgNo, rsrvYmd: ymd, version: row.version!, agreeYn: 'Y' }),
          onDone: done,
        });
      }}>
      <div style={{ marginBottom: 8 }}>{row.heaCheckupPlanNm} — {row.userNm} ({row.heaCheckupOrgNm} {row.rsrvYmd})</div>
      <HospitalDay idPrefix="hea-change" hospitals={row.hospitals} orgNo={pick.orgNo} ymd={pick.ymd} onChange={setPick} />
    </Modal>
  );
}
