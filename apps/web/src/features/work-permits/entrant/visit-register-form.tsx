import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Select } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { MutedText } from '@/components/form/muted-text';
import { entrantApi } from './entrant-api';
import { ENTRANT_NS } from './entrant.i18n';

type Stored = { accessToken: string; refreshToken: string; courseTypeCd: string };
const errMessage = (e: unknown): string | undefined => (e as { response?: { data?: { message?: string } } })?.response?.data?.message;

/**
 * 방문 등록 (/mobile/visitLogin, issue 31): a walk-in visitor of a power plant gives name, phone, company, purpose and the
 * employee they visit; the server finds the host (and tells them) and opens the visitor course. The refusals (unknown
 * host, two of that name without a department) are the server's messages, shown as they come.
 */
export default function VisitRegisterForm({ onLogin, onBack }: { onLogin: (s: Stored) => void; onBack: () => void }) {
  const { t } = useT(ENTRANT_NS);
  const plants = useQuery({ queryKey: ['entrant', 'plants', 'E'], queryFn: () => entrantApi.plants('E') });
  const [v, setV] = useState({ plantCd: '', visitorNm: '', visitorHp: '', companyNm: '', purpose: '', hostNm: '', hostDeptNm: '' });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const plantCd = v.plantCd || plants.data?.[0]?.plantCd || '';
  const missing = [[!plantCd, t('login.plant')], [!v.visitorNm.trim(), t('login.name')], [!v.visitorHp.trim(), t('login.phone')],
    [!v.purpose.trim(), t('visit.purpose')], [!v.hostNm.trim(), t('visit.host')]].filter(([m]) => m).map(([, f]) => f as string);
  const register = useMutation({
    mutationFn: () => entrantApi.registerVisit({
      plantCd, visitorNm: v.visitorNm.trim(), visitorHp: v.visitorHp.trim(), purpose: v.purpose.trim(), hostNm: v.hostNm.trim(),
      ...(v.companyNm.trim() ? { companyNm: v.companyNm.trim() } : {}), ...(v.hostDeptNm.trim() ? { hostDeptNm: v.hostDeptNm.trim() } : {}),
    }),
    onSuccess: (r) => onLogin({ accessToken: r.accessToken, refreshToken: r.refreshToken, courseTypeCd: 'VISITOR' }),
    onError: (e) => setFailure(errMessage(e) ?? t('login.failed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (missing.length === 0) register.mutate();
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  const field = (label: string, node: React.ReactNode) => (
    <label style={{ display: 'block', marginBottom: 14 }}>
      <span style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>{label}</span>
      {node}
    </label>
  );
  return (
    <form onSubmit={submit} data-testid="visit-register">
      <p style={{ wordBreak: 'keep-all' }}><MutedText>{t('visit.intro')}</MutedText></p>
      {field(t('login.plant'), (
        <Select size="large" style={{ width: '100%' }} value={plantCd || undefined} loading={plants.isLoading} aria-label={t('login.plant')}
          options={(plants.data ?? []).map((p) => ({ value: p.plantCd, label: p.plantNm }))} onChange={(plant: string) => setV((x) => ({ ...x, plantCd: plant }))} />
      ))}
      {field(t('login.name'), <Input size="large" name="visitorNm" autoComplete="name" maxLength={100} value={v.visitorNm} onChange={set('visitorNm')} />)}
      {field(t('login.phone'), <Input size="large" name="visitorHp" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} placeholder={t('login.phonePh')} value={v.visitorHp} onChange={set('visitorHp')} />)}
      {field(t('visit.company'), <Input size="large" name="companyNm" autoComplete="organization" maxLength={100} value={v.companyNm} onChange={set('companyNm')} />)}
      {field(t('visit.purpose'), <Input size="large" name="purpose" maxLength={200} value={v.purpose} onChange={set('purpose')} />)}
      {field(t('visit.host'), <Input size="large" name="hostNm" maxLength={100} value={v.hostNm} onChange={set('hostNm')} />)}
      {field(t('visit.hostDept'), <Input size="large" name="hostDeptNm" maxLength={100} value={v.hostDeptNm} onChange={set('hostDeptNm')} />)}
      {touched && missing.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('login.required', { f: missing.join(', ') })} />}
      {failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={failure} data-testid="visit-register-failed" />}
      <Button type="primary" htmlType="submit" size="large" block style={{ minHeight: 48 }} loading={register.isPending}>{t('visit.submit')}</Button>
      <Button type="link" block style={{ marginTop: 8, minHeight: 44 }} onClick={onBack}>{t('visit.back')}</Button>
    </form>
  );
}
