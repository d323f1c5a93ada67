import { useState } from 'react';
import { App, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { HEA_CODE_GROUP, HEA_RESULT_CODE_GROUP, type TCheckupResult, type TCheckupResultInput } from '@jikim/shared';
import { CodeSelect, DateInput, Field, TextInput } from '@/components';
import { useT } from '@/lib/i18n';
import { resultsApi } from './api';
import { HEA_RESULT_NS } from './results.i18n';

type Props = {
  /** the plan a new result is entered for */
  planNo: number | null;
  /** an existing result to show or correct */
  resultNo: number | null;
  editable: boolean;
  onClose: () => void;
  onSaved: () => void;
};

type Draft = Omit<TCheckupResultInput, 'items'> & { values: Record<string, string>; version?: number };

const initialDraft = (r: TCheckupResult | undefined, planNo: number | null): Draft => (r ? {
  heaCheckupPlanNo: r.heaCheckupPlanNo, userId: r.userId, checkupYmd: r.checkupYmd, heaCheckupOrgNo: r.heaCheckupOrgNo, diagCd: r.diagCd as Draft['diagCd'],
  workFitnessCd: r.workFitnessCd as Draft['workFitnessCd'], followupActionCd: r.followupActionCd as Draft['followupActionCd'], followupOpinion: r.followupOpinion,
  values: Object.fromEntries(r.items.map((i) => [i.testItemCd, i.resultValue ?? ''])), version: r.version,
} : { heaCheckupPlanNo: planNo ?? 0, userId: '', checkupYmd: '', heaCheckupOrgNo: null, diagCd: 'A', workFitnessCd: '가', followupActionCd: '0', followupOpinion: '', values: {} });

/** per-worker entry form (or the read-only view of one result): target, date, hospital, diagnosis, fitness, follow-up, item values */
export function ResultEntryModal(props: Props) {
  const { t } = useT(HEA_RESULT_NS);
  const existing = useQuery({ queryKey: ['hea', 'result', props.resultNo], enabled: !!props.resultNo, queryFn: () => resultsApi.get(props.resultNo!) });
  if (props.resultNo && !existing.data) return <Modal open loading title={t('form.detail')} onCancel={props.onClose} footer={null} />;
  return <ResultForm {...props} existing={existing.data} />;
}

function ResultForm({ planNo, resultNo, editable, onClose, onSaved, existing }: Props & { existing: TCheckupResult | undefined }) {
  const { t } = useT(HEA_RESULT_NS);
  const { message, modal } = App.useApp();
  const plan = existing?.heaCheckupPlanNo ?? planNo;
  const planQ = useQuery({ queryKey: ['hea', 'plan', plan], enabled: !!plan && editable, queryFn: () => resultsApi.plan(plan!) });
  const targets = useQuery({ queryKey: ['hea', 'resultTargets', plan], enabled: !!plan && editable, queryFn: () => resultsApi.targets(plan!) });
  const items = useQuery({ queryKey: ['hea', 'testItems'], enabled: editable, queryFn: () => resultsApi.testItems() });
  const [draft, setDraft] = useState<Draft>(() => initialDraft(existing, planNo));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const { values, version, ...rest } = draft;
      const body = { ...rest, items: Object.entries(values).filter(([, v]) => v.trim() !== '').map(([testItemCd, resultValue]) => ({ testItemCd, resultValue })) };
      if (resultNo && version) await resultsApi.update(resultNo, { ...body, version });
      else await resultsApi.create(body);
      void message.success(t('form.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  const r: TCheckupResult | undefined = existing;
  const readOnly = !editable;
  const itemRows = readOnly
    ? (r?.items ?? [])
    : (items.data?.list ?? []).map((i) => {
      const cur = r?.items.find((x) => x.testItemCd === i.testItemCd);
      return { testItemCd: i.testItemCd, testItemNm: i.testItemNm, unit: i.unit, resultValue: draft.values[i.testItemCd] ?? '', normalLow: cur?.normalLow ?? null, normalHigh: cur?.normalHigh ?? null, abnormalYn: cur?.abnormalYn ?? '' };
    });
  const range = (lo: number | null, hi: number | null) => (lo === null && hi === null ? '' : `${lo ?? ''} ~ ${hi ?? ''}`);

  return (
    <Modal open title={resultNo ? t('form.detail') : t('form.title')} width={880} onCancel={onClose}
      footer={editable ? (
        <Space>
          {r && (
            <Button danger onClick={() => modal.confirm({ title: t('form.confirmTitle'), content: t('form.deleteConfirm'), onOk: async () => {
              await resultsApi.remove(r.heaCheckupResultNo, r.version);
              void message.success(t('form.deleted'));
              onSaved();
            } })}>{t('form.delete')}</Button>
          )}
          <Button type="primary" loading={saving} onClick={() => void save()}>{t('form.save')}</Button>
        </Space>
      ) : null}>
      <div>
          <Space wrap size="middle" style={{ width: '100%' }}>
            <Field label={t('form.target')} required htmlFor="hea-res-target">
              {resultNo || readOnly ? <Input id="hea-res-target" readOnly value={`${r?.userNm ?? ''} (${draft.userId}) ${r?.deptNm ?? ''}`} style={{ width: 260 }} /> : (
                <Select id="hea-res-target" showSearch optionFilterProp="label" style={{ width: 260 }} value={draft.userId || undefined} onChange={(userId: string) => setDraft({ ...draft, userId })}
                  options={(targets.data ?? []).map((x) => ({ value: x.userId, label: `${x.userNm ?? ''} (${x.userId}) ${x.deptNm ?? ''}${x.heaCheckupResultNo ? ` · ${t('form.hasResult')}` : ''}`, disabled: !!x.heaCheckupResultNo }))} />
              )}
            </Field>
            <DateInput label={t('form.date')} required readonly={readOnly} value={draft.checkupYmd || null} onChange={(v) => setDraft({ ...draft, checkupYmd: v ?? '' })} />
            <Field label={t('form.org')} htmlFor="hea-res-org">
              {readOnly ? <Input id="hea-res-org" readOnly value={r?.heaCheckupOrgNm ?? ''} style={{ width: 240 }} /> : (
                <Select id="hea-res-org" allowClear style={{ width: 240 }} value={draft.heaCheckupOrgNo ?? undefined} onChange={(v?: number) => setDraft({ ...draft, heaCheckupOrgNo: v ?? null })}
                  options={(planQ.data?.hospitals ?? []).map((h) => ({ value: h.heaCheckupOrgNo, label: h.heaCheckupOrgNm }))} />
              )}
            </Field>
          </Space>
          <Space wrap size="middle" style={{ width: '100%' }}>
            <CodeSelect label={t('form.diag')} required readonly={readOnly} codeGroupCd={HEA_CODE_GROUP.resultDiag} value={draft.diagCd} onChange={(v) => setDraft({ ...draft, diagCd: (v ?? 'A') as Draft['diagCd'] })} />
            <CodeSelect label={t('form.fitness')} readonly={readOnly} codeGroupCd={HEA_RESULT_CODE_GROUP.workFitness} value={draft.workFitnessCd ?? null} onChange={(v) => setDraft({ ...draft, workFitnessCd: v as Draft['workFitnessCd'] })} />
            <CodeSelect label={t('form.followup')} readonly={readOnly} codeGroupCd={HEA_RESULT_CODE_GROUP.followupAction} value={draft.followupActionCd ?? null} onChange={(v) => setDraft({ ...draft, followupActionCd: v as Draft['followupActionCd'] })} />
          </Space>
          <TextInput label={t('form.opinion')} textarea readonly={readOnly} maxlength={1000} value={draft.followupOpinion ?? ''} onChange={(v) => setDraft({ ...draft, followupOpinion: v })} />
          {r && (
            <Space style={{ marginBottom: 8 }}>
              <Tag>{t('form.retention')}: {r.retentionUntilYmd}</Tag>
              {r.carcinogenYn === 'Y' && <Tag color="volcano">{t('form.carcinogen')}</Tag>}
            </Space>
          )}
          <Table size="small" rowKey="testItemCd" pagination={false} scroll={{ y: 320 }} title={() => t('form.items')} dataSource={itemRows}
            columns={[
              { title: t('form.item'), dataIndex: 'testItemNm' },
              { title: t('form.value'), dataIndex: 'resultValue', width: 160, render: (v: string | null, row) => (readOnly ? v : (
                <Input aria-label={`${row.testItemNm ?? row.testItemCd} ${t('form.value')}`} value={draft.values[row.testItemCd] ?? ''} maxLength={100}
                  onChange={(e) => setDraft({ ...draft, values: { ...draft.values, [row.testItemCd]: e.target.value } })} />)) },
              { title: t('form.unit'), dataIndex: 'unit', width: 100 },
              { title: t('form.range'), width: 130, render: (_: unknown, row) => range(row.normalLow, row.normalHigh) },
              { title: t('form.abnormal'), dataIndex: 'abnormalYn', width: 90, render: (v: string) => (v === 'Y' ? <Tag color="red">{t('form.abnormalY')}</Tag> : v === 'N' ? <Tag>{t('form.abnormalN')}</Tag> : null) },
            ]} />
        </div>
    </Modal>
  );
}
