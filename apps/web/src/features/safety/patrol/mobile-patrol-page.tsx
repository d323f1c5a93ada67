import { useState } from 'react';
import { Alert, Button, Input, Result, Segmented, Select, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ymdIn } from '@jikim/shared/src/ymd';
import { DEFAULT_PLANT_TIME_ZONE } from '@jikim/shared/src/excel-cells';
import { patrolFindingResource, SAF_PATROL_DUE_PLANS_API, SAF_PATROL_FILES } from '@jikim/shared/src/safety/patrol/patrol.resource';
import { CodeSelect } from '@/components/form/code-select';
import { FileUploader, useTempAttachFileId } from '@/components/upload';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { VendorRefInput } from '@/lib/resource/resource-ref-inputs';
import { SAF_PATROL_MOBILE_NS } from './patrol-mobile.i18n';

/**
 * 순회점검 지적 at 375 px (issue 16 item 7): place, category, what is unsafe, camera photos, fixed on the spot or (joint
 * patrol) the contractor that answers it — one request to the finding register (photos picked before the save are
 * claimed by it). Turning a finding into an improvement action stays on the register's detail. The patrol plan due that
 * day may be picked (optional): the finding is linked to it and the plan counts the patrol as done.
 */
type TDuePlan = { planNo: number; planNm: string; patrolTypeCd: string; placeNm: string | null; vendorCd: string | null; vendorNm: string | null; nextDueYmd: string | null };

export default function MobilePatrolPage() {
  const { t } = useT(SAF_PATROL_MOBILE_NS);
  const navigate = useNavigate();
  const { worker } = useSession();
  const tempId = useTempAttachFileId();
  const [ymd, setYmd] = useState(ymdIn(new Date(), DEFAULT_PLANT_TIME_ZONE));
  const [type, setType] = useState<'PATROL' | 'JOINT'>('PATROL');
  const [place, setPlace] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [fixed, setFixed] = useState(false);
  const [vendor, setVendor] = useState<{ cd: string | null; nm: string | null }>({ cd: null, nm: null });
  const [due, setDue] = useState('');
  const [planNo, setPlanNo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const plantCd = worker?.plantCd ?? null;
  const deptCd = worker?.deptCd ?? null;
  const plans = useQuery({
    queryKey: ['safPatrol', 'duePlans', plantCd, ymd], enabled: !!plantCd && /^\d{4}-\d{2}-\d{2}$/.test(ymd),
    queryFn: () => http.get<{ list: TDuePlan[] }>(SAF_PATROL_DUE_PLANS_API, { plantCd: plantCd!, ymd }, { silent: true }),
  });
  // a plan picked: its patrol type, and its place when none is typed yet
  const pickPlan = (no: number | null) => {
    setPlanNo(no);
    const p = plans.data?.list.find((x) => x.planNo === no);
    if (!p) return;
    if (p.patrolTypeCd === 'PATROL' || p.patrolTypeCd === 'JOINT') setType(p.patrolTypeCd);
    if (!place.trim() && p.placeNm) setPlace(p.placeNm);
    if (p.vendorCd && !vendor.cd) setVendor({ cd: p.vendorCd, nm: p.vendorNm });
  };

  const submit = async () => {
    if (!place.trim() || !category || !content.trim()) return setError(t('required'));
    if (type === 'JOINT' && !vendor.cd) return setError(t('vendorRequired'));
    setError(null);
    setSending(true);
    try {
      const body = {
        plantCd, deptCd, patrolYmd: ymd, patrolTypeCd: type, placeNm: place.trim(), categoryCd: category, content: content.trim(),
        fixedOnSpotYn: fixed ? 'Y' : 'N', vendorCd: type === 'JOINT' ? vendor.cd : null, dueYmd: !fixed && due ? due : null,
        planNo,
      };
      const saved = await http.post<{ findingNo: number }>(`${patrolFindingResource.basePath}?attachTempId=${tempId}`, body, { silent: true, skipErrorHandler: true });
      setDone(saved.findingNo);
    } catch (e) {
      setError((e as { response?: { data?: { message?: string } } }).response?.data?.message ?? t('failed'));
    } finally {
      setSending(false);
    }
  };

  if (done !== null) {
    return (
      <main style={{ maxWidth: 560, margin: '0 auto', padding: 12 }}>
        <Result status="success" title={t('done')} subTitle={t('findingNo', { n: done })} data-testid="patrol-done"
          extra={[
            <Button key="open" type="primary" size="large" onClick={() => navigate(`/saf/patrolFinding?key=${done}`)}>{t('open')}</Button>,
            <Button key="new" size="large" onClick={() => window.location.reload()}>{t('another')}</Button>,
          ]} />
      </main>
    );
  }
  if (!plantCd || !deptCd) return <Result status="warning" title={t('noPlant')} />;
  const label = (s: string) => <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>{s}</Typography.Text>;
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 12, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }} data-testid="patrol-mobile">
      <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      <label>{label(t('date'))}<Input type="date" name="patrolYmd" size="large" value={ymd} onChange={(e) => { setYmd(e.target.value); setPlanNo(null); }} /></label>
      <label>{label(t('plan'))}
        <Select size="large" style={{ width: '100%' }} allowClear value={planNo} aria-label={t('plan')} data-testid="patrol-plan" loading={plans.isLoading}
          placeholder={t('planPh')} notFoundContent={t('noPlan')} onChange={(v?: number | null) => pickPlan(v ?? null)}
          options={(plans.data?.list ?? []).map((p) => ({ value: p.planNo, label: `${p.planNm} (${t('planDue', { ymd: p.nextDueYmd ?? '' })})` }))} />
      </label>
      <div>
        {label(t('type'))}
        <Segmented block size="large" value={type} onChange={(v) => setType(v as 'PATROL' | 'JOINT')}
          options={[{ label: t('patrol'), value: 'PATROL' }, { label: t('joint'), value: 'JOINT' }]} />
      </div>
      <label>{label(t('place'))}<Input name="placeNm" size="large" value={place} maxLength={200} placeholder={t('placePh')} onChange={(e) => setPlace(e.target.value)} /></label>
      <CodeSelect label={t('category')} codeGroupCd="SAF_PATROL_CATEGORY" required value={category} onChange={setCategory} />
      <label>{label(t('content'))}<Input.TextArea name="content" rows={3} value={content} maxLength={1000} placeholder={t('contentPh')} onChange={(e) => setContent(e.target.value)} /></label>
      <div>
        {label(t('photos'))}
        <FileUploader taskClassNm={SAF_PATROL_FILES.photo} attachFileId={tempId} editable capture="environment" listType="picture" />
      </div>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <Switch checked={fixed} onChange={setFixed} aria-label={t('fixed')} /><span>{t('fixed')}</span>
      </label>
      {type === 'JOINT' && (
        <VendorRefInput label={t('vendor')} name="vendorCd" readonly={false} required value={vendor.cd} displayName={vendor.nm} plantCd={plantCd}
          onChange={(cd, nm) => setVendor({ cd, nm })} />
      )}
      {!fixed && <label>{label(t('due'))}<Input type="date" name="dueYmd" size="large" value={due} onChange={(e) => setDue(e.target.value)} /></label>}
      {error && <Alert type="error" showIcon message={error} />}
      <Button type="primary" size="large" block loading={sending} onClick={() => void submit()} data-testid="patrol-submit">{sending ? t('sending') : t('submit')}</Button>
    </main>
  );
}
