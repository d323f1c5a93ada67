import { useState } from 'react';
import { Alert, App, Button, Checkbox, Modal, Select, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrgSchedule, TOrgScheduleInput } from '@jikim/shared';
import { DataGrid, DateRangeInput, Field, NumberInput, TextInput, YnSwitch, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { heaApi } from '../api';
import { planApi } from '../components/plan-api';
import '../components/plan.i18n';
import { HEA_NS } from '../health.i18n';

type Draft = TOrgScheduleInput & { scheduleNo?: number; version?: number };
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** 검진기관 일정 (/hea/checkupOrgSchedule): per hospital, open ranges (capacity, closed weekdays) and closures */
export default function CheckupOrgSchedulePage() {
  const { t } = useT(HEA_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const plantCd = worker?.plantCd ?? '';
  const orgs = useQuery({ queryKey: ['hea', 'orgs', plantCd], enabled: !!plantCd, queryFn: () => heaApi.orgs(plantCd) });
  const [orgNo, setOrgNo] = useState<number | null>(null);
  const current = orgNo ?? orgs.data?.list[0]?.heaCheckupOrgNo ?? null;
  const org = orgs.data?.list.find((o) => o.heaCheckupOrgNo === current) as ({ dailyCapacity?: number } & { heaCheckupOrgNo: number }) | undefined;
  const list = useQuery({ queryKey: ['hea', 'schedules', current], enabled: !!current, queryFn: () => planApi.schedules(current!) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const reload = () => void qc.invalidateQueries({ queryKey: ['hea', 'schedules'] });

  const save = useMutation({
    mutationFn: (d: Draft) => {
      const { scheduleNo, version, ...body } = d;
      return scheduleNo ? planApi.updateSchedule(scheduleNo, { ...body, version: version! }) : planApi.createSchedule(body);
    },
    onSuccess: () => {
      setDraft(null);
      reload();
      void message.success(t('sched.saved'));
    },
  });

  const columns: GridColumn[] = [
    { name: 'period', text: t('sched.period'), width: 220, align: 'center', render: (r) => `${String(r.startYmd)} ~ ${String(r.endYmd)}`, type: 'link' },
    { name: 'kind', text: t('sched.kind'), width: 90, align: 'center', render: (r) => (r.closedYn === 'Y' ? <Tag color="red">{t('sched.closed')}</Tag> : <Tag color="blue">{t('sched.open')}</Tag>) },
    { name: 'dailyCapacity', text: t('sched.capacity'), width: 160, align: 'right', render: (r) => (r.closedYn === 'Y' ? '-' : r.dailyCapacity === null ? t('sched.capacityDefault', { n: org?.dailyCapacity ?? '' }) : String(r.dailyCapacity)) },
    { name: 'closedWeekdays', text: t('sched.weekdays'), width: 160, align: 'center', render: (r) => (r.closedWeekdays as number[]).map((d) => t(`sched.wd.${d}`)).join(', ') },
    { name: 'remark', text: t('sched.remark') },
  ];

  const edit = (r: TOrgSchedule) => setDraft({ scheduleNo: r.scheduleNo, version: r.version, heaCheckupOrgNo: r.heaCheckupOrgNo, startYmd: r.startYmd, endYmd: r.endYmd,
    dailyCapacity: r.dailyCapacity, closedYn: r.closedYn as 'Y' | 'N', closedWeekdays: r.closedWeekdays, remark: r.remark });

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Field label={t('sched.org')} htmlFor="hea-sched-org">
          <Select id="hea-sched-org" aria-label={t('sched.org')} style={{ minWidth: 280 }} value={current ?? undefined} placeholder={t('sched.pickOrg')}
            onChange={(v: number) => setOrgNo(v)} options={(orgs.data?.list ?? []).map((o) => ({ value: o.heaCheckupOrgNo, label: o.heaCheckupOrgNm }))} />
        </Field>
      </Space>
      <Alert type="info" showIcon message={t('sched.hint')} style={{ marginBottom: 12 }} />
      <DataGrid title={t('sched.title')} columns={columns} rows={(list.data ?? []) as unknown as GridRow[]} rowKey="scheduleNo" showRowNo loading={list.isFetching}
        onLinkClick={(r) => edit(r as unknown as TOrgSchedule)}
        toolbar={editable && current ? <Button type="primary" onClick={() => setDraft({ heaCheckupOrgNo: current, startYmd: '', endYmd: '', dailyCapacity: null, closedYn: 'N', closedWeekdays: [0], remark: null })}>{t('sched.new')}</Button> : undefined} />
      <Modal open={!!draft} title={draft?.scheduleNo ? t('sched.edit') : t('sched.new')} onCancel={() => setDraft(null)} width={640}
        footer={editable ? (
          <Space>
            {draft?.scheduleNo && (
              <Button danger onClick={() => modal.confirm({ title: t('target.confirmTitle'), content: t('sched.deleteConfirm'), onOk: async () => {
                await planApi.deleteSchedule(draft.scheduleNo!, draft.version!);
                setDraft(null);
                reload();
                void message.success(t('sched.deleted'));
              } })}>{t('sched.delete')}</Button>
            )}
            <Button type="primary" loading={save.isPending} onClick={() => draft && save.mutate(draft)}>{t('sched.save')}</Button>
          </Space>
        ) : null}>
        {draft && (
          <div>
            <DateRangeInput label={t('sched.period')} required readonly={!editable} value={[draft.startYmd || null, draft.endYmd || null]}
              onChange={([a, b]) => setDraft({ ...draft, startYmd: a ?? '', endYmd: b ?? '' })} />
            <YnSwitch label={t('sched.closedYn')} readonly={!editable} value={draft.closedYn ?? 'N'} onChange={(v) => setDraft({ ...draft, closedYn: v })} />
            {draft.closedYn !== 'Y' && (
              <>
                <Field label={t('sched.capacity')}>
                  <Checkbox disabled={!editable} checked={draft.dailyCapacity === null}
                    onChange={(e) => setDraft({ ...draft, dailyCapacity: e.target.checked ? null : (org?.dailyCapacity ?? 1) })}>
                    {t('sched.capacityDefault', { n: org?.dailyCapacity ?? '' })}
                  </Checkbox>
                </Field>
                {draft.dailyCapacity !== null && (
                  <NumberInput label={t('sched.capacity')} readonly={!editable} value={draft.dailyCapacity ?? 0}
                    onChange={(v) => setDraft({ ...draft, dailyCapacity: Number.isFinite(v) ? v : 0 })} />
                )}
                <Field label={t('sched.weekdays')}>
                  <Checkbox.Group disabled={!editable} value={draft.closedWeekdays ?? []} onChange={(v) => setDraft({ ...draft, closedWeekdays: v as number[] })}
                    options={WEEKDAYS.map((d) => ({ value: d, label: t(`sched.wd.${d}`) }))} />
                </Field>
              </>
            )}
            <TextInput label={t('sched.remark')} readonly={!editable} maxlength={500} value={draft.remark ?? ''} onChange={(v) => setDraft({ ...draft, remark: v })} />
          </div>
        )}
      </Modal>
    </div>
  );
}
