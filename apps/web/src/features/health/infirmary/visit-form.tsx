import { Button, Col, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { HEA_INFIRMARY_CODE_GROUP, type TVisitInput } from '@jikim/shared';
import { CodeSelect, DateInput, Field, NumberInput, TextInput, openUserSearch } from '@/components';
import { useT } from '@/lib/i18n';
import { infirmaryApi } from './api';
import { CARE_NS } from './care.i18n';

export type TVisitDraft = Omit<TVisitInput, 'prescriptions'> & {
  visitNo?: number;
  version?: number;
  kind: 'U' | 'V';
  userNm?: string | null;
  deptNm?: string | null;
  prescriptions: { drugNo: number | null; qty: number }[];
};

/** the visit form: who came (employee via user search, or a contractor worker by name), complaint, vitals, treatment, prescriptions */
export function VisitForm({ draft, onChange, readonly }: { draft: TVisitDraft; onChange: (update: (d: TVisitDraft) => TVisitDraft) => void; readonly: boolean }) {
  const { t } = useT(CARE_NS);
  const drugs = useQuery({ queryKey: ['heaCare', 'drugs', draft.plantCd, 'Y'], queryFn: () => infirmaryApi.drugs({ plantCd: draft.plantCd, useYn: 'Y' }) });
  const vendors = useQuery({ queryKey: ['heaCare', 'vendors', draft.plantCd], enabled: draft.kind === 'V', queryFn: () => infirmaryApi.vendors(draft.plantCd) });
  // updates apply to the latest draft, not to the one this render saw: inputs that commit later (IME, popups) never undo
  // a field changed in between
  const set = (p: Partial<TVisitDraft>) => onChange((d) => ({ ...d, ...p }));
  const rx = draft.prescriptions;
  const setRx = (i: number, p: Partial<TVisitDraft['prescriptions'][number]>) =>
    onChange((d) => ({ ...d, prescriptions: d.prescriptions.map((x, j) => (j === i ? { ...x, ...p } : x)) }));

  return (
    <div>
      <Row gutter={12}>
        <Col span={8}><DateInput label={t('visit.visitYmd')} required readonly={readonly} value={draft.visitYmd} onChange={(v) => set({ visitYmd: v ?? '' })} /></Col>
        <Col span={8}><DateInput kind="time" label={t('visit.visitHm')} required readonly={readonly} value={draft.visitHm} onChange={(v) => set({ visitHm: v ?? '' })} /></Col>
        <Col span={8}>
          <Field label={t('visit.workerKind')} required>
            <Radio.Group disabled={readonly} value={draft.kind} onChange={(e) => set({ kind: e.target.value as 'U' | 'V', userId: null, userNm: null, deptNm: null, workerNm: null, vendorCd: null })}
              options={[{ value: 'U', label: t('visit.employee') }, { value: 'V', label: t('visit.vendorWorker') }]} />
          </Field>
        </Col>
      </Row>
      {draft.kind === 'U' ? (
        <Row gutter={12}>
          <Col span={12}>
            <Field label={t('visit.worker')} required htmlFor="hea-visit-user">
              <Space.Compact style={{ width: '100%' }}>
                <Input id="hea-visit-user" readOnly value={draft.userNm ? `${draft.userNm} (${draft.userId})` : ''} />
                <Button disabled={readonly} onClick={() => openUserSearch((u) => set({ userId: u.userId, userNm: u.userNm, deptNm: u.deptNm }))}>{t('visit.pickUser')}</Button>
              </Space.Compact>
            </Field>
          </Col>
          <Col span={12}><Field label={t('visit.dept')}><Input readOnly value={draft.deptNm ?? ''} /></Field></Col>
        </Row>
      ) : (
        <Row gutter={12}>
          <Col span={12}>
            <Field label={t('visit.vendor')} htmlFor="hea-visit-vendor">
              <Select id="hea-visit-vendor" allowClear disabled={readonly} value={draft.vendorCd ?? undefined} onChange={(v?: string) => set({ vendorCd: v ?? null })}
                options={(vendors.data ?? []).map((v) => ({ value: v.vendorCd, label: v.vendorNm }))} style={{ width: '100%' }} />
            </Field>
          </Col>
          <Col span={12}><TextInput label={t('visit.workerNm')} required readonly={readonly} maxlength={100} value={draft.workerNm ?? ''} onChange={(v) => set({ workerNm: v })} /></Col>
        </Row>
      )}
      <Row gutter={12}>
        <Col span={8}><CodeSelect label={t('visit.complaint')} required readonly={readonly} codeGroupCd={HEA_INFIRMARY_CODE_GROUP.complaint} value={draft.complaintCd || null} onChange={(v) => set({ complaintCd: v ?? '' })} /></Col>
        <Col span={16}><TextInput label={t('visit.symptom')} readonly={readonly} maxlength={1000} value={draft.symptom ?? ''} onChange={(v) => set({ symptom: v })} /></Col>
      </Row>
      <Typography.Text type="secondary">{t('visit.vitals')}</Typography.Text>
      <Row gutter={12}>
        <Col span={5}><NumberInput label={t('visit.bpSys')} readonly={readonly} value={draft.bpSystolic ?? null} onChange={(v) => set({ bpSystolic: v || null })} /></Col>
        <Col span={5}><NumberInput label={t('visit.bpDia')} readonly={readonly} value={draft.bpDiastolic ?? null} onChange={(v) => set({ bpDiastolic: v || null })} /></Col>
        <Col span={4}><NumberInput label={t('visit.pulse')} readonly={readonly} value={draft.pulse ?? null} onChange={(v) => set({ pulse: v || null })} /></Col>
        <Col span={5}><NumberInput label={t('visit.temp')} decimals={1} readonly={readonly} value={draft.bodyTemp ?? null} onChange={(v) => set({ bodyTemp: v || null })} /></Col>
        <Col span={5}><NumberInput label={t('visit.sugar')} readonly={readonly} value={draft.bloodSugar ?? null} onChange={(v) => set({ bloodSugar: v || null })} /></Col>
      </Row>
      <TextInput label={t('visit.treatment')} textarea rows={2} readonly={readonly} maxlength={2000} value={draft.treatment ?? ''} onChange={(v) => set({ treatment: v })} />
      <Field label={t('visit.rx')}>
        <div>
          {rx.map((x, i) => {
            const d = drugs.data?.find((o) => o.drugNo === x.drugNo);
            return (
              <Space key={i} style={{ marginBottom: 6 }} align="center">
                <Select aria-label={`${t('visit.drug')} ${i + 1}`} style={{ width: 320 }} disabled={readonly} showSearch={{ optionFilterProp: 'label' }} value={x.drugNo ?? undefined}
                  onChange={(v: number) => setRx(i, { drugNo: v })}
                  options={(drugs.data ?? []).map((o) => ({ value: o.drugNo, label: `${o.drugNm} · ${t('visit.stockLeft', { n: o.stockQty, unit: o.unitNm })}` }))} />
                <Input aria-label={`${t('visit.qty')} ${i + 1}`} style={{ width: 90 }} inputMode="numeric" disabled={readonly} value={String(x.qty)}
                  onChange={(e) => setRx(i, { qty: Number(e.target.value.replace(/\D/g, '').slice(0, 4) || 0) })} suffix={d?.unitNm} />
                {!readonly && <Button aria-label={t('visit.remove')} icon={<DeleteOutlined />} onClick={() => onChange((d) => ({ ...d, prescriptions: d.prescriptions.filter((_, j) => j !== i) }))} />}
              </Space>
            );
          })}
          {!readonly && <div><Button icon={<PlusOutlined />} onClick={() => onChange((d) => ({ ...d, prescriptions: [...d.prescriptions, { drugNo: null, qty: 1 }] }))}>{t('visit.addRx')}</Button></div>}
          {readonly && rx.length === 0 && <Typography.Text type="secondary">{t('visit.noRx')}</Typography.Text>}
        </div>
      </Field>
    </div>
  );
}
