import { useState } from 'react';
import { Alert, Button, Input, Radio, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { HEA_CONSENT_TEXT, HEA_MESSAGES } from '@jikim/shared';
import { Field } from '@/components';
import { i18n, useT } from '@/lib/i18n';
import { openPopup } from '@/lib/popup';
import { heaApi } from '../api';
import { HEA_NS } from '../health.i18n';

export type ConsentResult = { heaCheckupPlanNo: number; heaCheckedOrgNo: number };
type ConsentProps = {
  heaCheckupPlanNo: number; heaCheckedOrgNo: number; userId: string; rsrvYmd: string; onDone: (r: ConsentResult) => void; onClose: () => void;
  /** what the register button posts (default: the single reservation); batch booking and a hospital change pass their own */
  register?: () => Promise<unknown>;
};

/**
 * Checkup result use consent form (spec §2, §4, §5): read-only legal text, a required agree radio that starts empty,
 * the register-reservation button (POST) only after Y, and a close button that is always there.
 */
export function ConsentBody({ heaCheckupPlanNo, heaCheckedOrgNo, userId, rsrvYmd, onDone, onClose, register }: ConsentProps) {
  const { t } = useT(HEA_NS);
  const [agreeYn, setAgreeYn] = useState<'Y' | 'N' | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = useQuery({ queryKey: ['hea', 'consent-text'], staleTime: Infinity, queryFn: () => heaApi.consentText() });
  const submit = async () => {
    if (agreeYn !== 'Y') {
      setError(HEA_MESSAGES.consentRequired);
      return;
    }
    setBusy(true);
    try {
      if (register) await register();
      else await heaApi.reserve({ heaCheckupPlanNo, heaCheckedOrgNo, agreeYn, userId, rsrvYmd });
      setAgreeYn(undefined);
      onDone({ heaCheckupPlanNo, heaCheckedOrgNo });
    } finally {
      setTimeout(() => setBusy(false), 600);
    }
  };
  return (
    <div>
      <Input.TextArea aria-label={t('consent.title')} readOnly value={text.data?.consentText ?? HEA_CONSENT_TEXT} autoSize={{ minRows: 12, maxRows: 18 }} style={{ marginBottom: 12 }} />
      <Field label={t('consent.agreeLabel')} required error={error}>
        <Radio.Group aria-label={t('consent.agreeLabel')} value={agreeYn} onChange={(e) => { setAgreeYn(e.target.value as 'Y' | 'N'); setError(null); }}
          options={[{ value: 'Y', label: t('consent.agree') }, { value: 'N', label: t('consent.disagree') }]} />
      </Field>
      {error && <Alert type="warning" showIcon message={error} style={{ marginBottom: 8 }} />}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        {agreeYn === 'Y' && <Button type="primary" loading={busy} onClick={() => void submit()}>{t('consent.register')}</Button>}
        <Button onClick={onClose}>{t('consent.close')}</Button>
      </Space>
    </div>
  );
}

/** opens the consent popup in the shell's popup host; onDone runs after the reservation was registered */
export function openConsentPopup(p: Omit<ConsentProps, 'onDone' | 'onClose'> & { onDone: (r: ConsentResult) => void }) {
  return openPopup<ConsentResult>({
    title: i18n.getFixedT(null, HEA_NS)('consent.title'),
    width: '60%',
    top: 100,
    footer: false,
    render: ({ confirm, close }) => <ConsentBody {...p} onDone={(r) => confirm(r)} onClose={close} />,
    onConfirm: (r) => r && p.onDone(r),
  });
}
