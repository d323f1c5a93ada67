import { useMemo, useState } from 'react';
import { Alert, App, Button, Input, InputNumber, Select, Space, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOptionRuleInput } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { HEA_NS } from '../health.i18n';
import { planApi } from './plan-api';
import './plan.i18n';

type Rule = TOptionRuleInput & { key: number };
/** keys of rows added in the form (server rows use their rule number) */
let seq = 0;

/**
 * 선택검사항목 규칙 of one plan: name, sex, age band (full age on the plan start), the optional test items (codes) and how
 * many a target may choose. Saved as a whole with the plan's version; the new version goes back to the plan form.
 */
export function PlanOptionRules({ heaCheckupPlanNo, version, editable, onSaved }: { heaCheckupPlanNo: number; version: number; editable: boolean; onSaved: (version: number) => void }) {
  const { t } = useT(HEA_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['hea', 'rules', heaCheckupPlanNo], queryFn: () => planApi.rules(heaCheckupPlanNo) });
  const base = useMemo<Rule[]>(() => (q.data ?? []).map((r) => ({
    key: r.ruleNo, ruleNm: r.ruleNm, sexCd: r.sexCd as 'A' | 'M' | 'F', ageFrom: r.ageFrom, ageTo: r.ageTo, testItemCds: r.testItemCds, chooseCnt: r.chooseCnt,
  })), [q.data]);
  // the server's list until the first edit; then the edited copy until it is saved
  const [edited, setEdited] = useState<Rule[] | null>(null);
  const rules = edited ?? base;
  const setRules = (fn: (rs: Rule[]) => Rule[]) => setEdited(fn(rules));
  const [busy, setBusy] = useState(false);
  const patch = (key: number, p: Partial<Rule>) => setRules((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));

  const save = async () => {
    setBusy(true);
    try {
      const res = await planApi.saveRules(heaCheckupPlanNo, version, rules.map(({ key: _key, ...r }) => r));
      onSaved(res.version);
      setEdited(null);
      void qc.invalidateQueries({ queryKey: ['hea', 'rules', heaCheckupPlanNo] });
      void qc.invalidateQueries({ queryKey: ['hea', 'plans'] });
      void message.success(t('rules.saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ marginTop: 16 }}>
      <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('rules.title')}</div>
      <Alert type="info" showIcon message={t('rules.hint')} style={{ marginBottom: 8 }} />
      <Table<Rule> size="small" rowKey="key" pagination={false} dataSource={rules} loading={q.isFetching} columns={[
        { title: t('rules.ruleNm'), dataIndex: 'ruleNm', render: (_v, r) => <Input aria-label={t('rules.ruleNm')} disabled={!editable} maxLength={100} value={r.ruleNm ?? ''} onChange={(e) => patch(r.key, { ruleNm: e.target.value })} /> },
        { title: t('rules.sex'), dataIndex: 'sexCd', width: 90, render: (_v, r) => (
          <Select aria-label={t('rules.sex')} disabled={!editable} value={r.sexCd} onChange={(sexCd: 'A' | 'M' | 'F') => patch(r.key, { sexCd })} style={{ width: '100%' }}
            options={(['A', 'M', 'F'] as const).map((s) => ({ value: s, label: t(`rules.sex${s}`) }))} />) },
        { title: t('rules.ageFrom'), dataIndex: 'ageFrom', width: 90, render: (_v, r) => <InputNumber aria-label={t('rules.ageFrom')} disabled={!editable} min={0} max={120} value={r.ageFrom} onChange={(v) => patch(r.key, { ageFrom: v ?? null })} /> },
        { title: t('rules.ageTo'), dataIndex: 'ageTo', width: 90, render: (_v, r) => <InputNumber aria-label={t('rules.ageTo')} disabled={!editable} min={0} max={120} value={r.ageTo} onChange={(v) => patch(r.key, { ageTo: v ?? null })} /> },
        { title: t('rules.items'), dataIndex: 'testItemCds', render: (_v, r) => (
          <Select aria-label={t('rules.items')} mode="tags" disabled={!editable} value={r.testItemCds} style={{ width: '100%' }} tokenSeparators={[',', ' ']}
            onChange={(v: string[]) => patch(r.key, { testItemCds: v.map((x) => x.trim().toUpperCase()).filter(Boolean) })} />) },
        { title: t('rules.chooseCnt'), dataIndex: 'chooseCnt', width: 90, render: (_v, r) => <InputNumber aria-label={t('rules.chooseCnt')} disabled={!editable} min={1} max={50} value={r.chooseCnt} onChange={(v) => patch(r.key, { chooseCnt: v ?? 1 })} /> },
        ...(editable ? [{ title: '', key: 'x', width: 50, render: (_v: unknown, r: Rule) => (
          <Button aria-label={t('rules.remove')} size="small" danger icon={<DeleteOutlined />} onClick={() => setRules((rs) => rs.filter((x) => x.key !== r.key))} />) }] : []),
      ]} />
      {editable && (
        <Space style={{ marginTop: 8 }}>
          <Button icon={<PlusOutlined />} onClick={() => setRules((rs) => [...rs, { key: --seq, ruleNm: '', sexCd: 'A', ageFrom: null, ageTo: null, testItemCds: [], chooseCnt: 1 }])}>{t('rules.add')}</Button>
          <Button type="primary" loading={busy} onClick={() => void save()}>{t('rules.save')}</Button>
        </Space>
      )}
    </div>
  );
}
