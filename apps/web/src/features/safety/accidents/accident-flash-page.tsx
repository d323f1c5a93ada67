import { useState } from 'react';
import { Alert, Button, Card, Input, Result, Segmented, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SAF_ACC_API, SAF_ACC_FILES } from '@jikim/shared/src/safety/accidents/accident.const';
import { FileUploader, useTempAttachFileId } from '@/components/upload';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { UserRefInput, VendorRefInput } from '@/lib/resource/resource-ref-inputs';
import { SAF_FLASH_NS } from './flash.i18n';

type Victim = { victimTypeCd: 'EMPLOYEE' | 'VENDOR'; victimUserId: string | null; victimUserNm: string | null; vendorCd: string | null; vendorNm: string | null; victimNm: string; phoneNo: string };
const blankVictim = (): Victim => ({ victimTypeCd: 'EMPLOYEE', victimUserId: null, victimUserNm: null, vendorCd: null, vendorNm: null, victimNm: '', phoneNo: '' });
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 사고 속보 at 375 px (issue 15): when, where, what happened, who is hurt, camera photos — saved as a FLASH accident of
 * the reporter's plant and department in one request (photos picked before the save are claimed by it).
 */
export default function AccidentFlashPage() {
  const { t } = useT(SAF_FLASH_NS);
  const navigate = useNavigate();
  const { worker } = useSession();
  const now = new Date();
  const tempId = useTempAttachFileId();
  const [ymd, setYmd] = useState(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  const [time, setTime] = useState(`${pad(now.getHours())}:${pad(now.getMinutes())}`);
  const [place, setPlace] = useState('');
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [victims, setVictims] = useState<Victim[]>([blankVictim()]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const plantCd = worker?.plantCd ?? null;
  const deptCd = worker?.deptCd ?? null;
  const setVictim = (i: number, patch: Partial<Victim>) => setVictims((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));

  const submit = async () => {
    if (!ymd || !time || !place.trim() || !title.trim()) return setError(t('required'));
    const filled = victims.filter((v) => v.victimUserId || v.vendorCd || v.victimNm.trim());
    const bad = filled.findIndex((v) => (v.victimTypeCd === 'EMPLOYEE' ? !v.victimUserId : !v.vendorCd || !v.victimNm.trim()));
    if (bad >= 0) return setError(t('victimRequired', { n: bad + 1 }));
    setError(null);
    setSending(true);
    try {
      const body = {
        plantCd, deptCd, reporterUserId: worker?.userId ?? null, title: title.trim(), occurredYmd: ymd, occurredTime: time, place: place.trim(), summary: summary.trim() || null,
        victims: filled.map((v) => (v.victimTypeCd === 'EMPLOYEE'
          ? { victimTypeCd: 'EMPLOYEE', victimUserId: v.victimUserId }
          : { victimTypeCd: 'VENDOR', vendorCd: v.vendorCd, victimNm: v.victimNm.trim(), phoneNo: v.phoneNo.trim() || null })),
      };
      const saved = await http.post<{ accidentNo: number }>(`${SAF_ACC_API}?attachTempId=${tempId}`, body, { silent: true, skipErrorHandler: true });
      setDone(saved.accidentNo);
    } catch (e) {
      setError((e as { response?: { data?: { message?: string } } }).response?.data?.message ?? t('failed'));
    } finally {
      setSending(false);
    }
  };

  if (done !== null) {
    return (
      <main style={{ maxWidth: 560, margin: '0 auto', padding: 12 }}>
        <Result status="success" title={t('done')} subTitle={t('accidentNo', { n: done })} data-testid="flash-done"
          extra={[
            <Button key="open" type="primary" size="large" onClick={() => navigate(`/saf/accident?key=${done}`)}>{t('open')}</Button>,
            <Button key="new" size="large" onClick={() => window.location.reload()}>{t('another')}</Button>,
          ]} />
      </main>
    );
  }
  if (!plantCd || !deptCd) return <Result status="warning" title={t('noPlant')} />;
  const label = (s: string) => <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>{s}</Typography.Text>;
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 12, display: 'grid', gap: 12 }}>
      <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      <div>
        {label(t('when'))}
        <div style={{ display: 'flex', gap: 8 }}>
          <Input type="date" name="occurredYmd" aria-label={t('when')} value={ymd} onChange={(e) => setYmd(e.target.value)} size="large" />
          <Input type="time" name="occurredTime" aria-label={t('when')} value={time} onChange={(e) => setTime(e.target.value)} size="large" style={{ maxWidth: 130 }} />
        </div>
      </div>
      <label>{label(t('where'))}<Input name="place" size="large" value={place} maxLength={200} placeholder={t('placePh')} onChange={(e) => setPlace(e.target.value)} /></label>
      <label>{label(t('what'))}<Input name="title" size="large" value={title} maxLength={200} placeholder={t('titlePh')} onChange={(e) => setTitle(e.target.value)} /></label>
      <Input.TextArea name="summary" aria-label={t('what')} rows={3} value={summary} maxLength={4000} placeholder={t('summaryPh')} onChange={(e) => setSummary(e.target.value)} />
      <div>
        {label(t('who'))}
        <div style={{ display: 'grid', gap: 8 }}>
          {victims.map((v, i) => (
            <Card key={i} size="small" data-testid={`flash-victim-${i + 1}`}
              extra={<Button type="text" aria-label={t('remove')} icon={<DeleteOutlined />} onClick={() => setVictims((vs) => vs.filter((_, j) => j !== i))} />}
              title={<Segmented size="large" value={v.victimTypeCd} onChange={(x) => setVictim(i, { victimTypeCd: x as Victim['victimTypeCd'] })}
                options={[{ label: t('employee'), value: 'EMPLOYEE' }, { label: t('vendor'), value: 'VENDOR' }]} />}>
              {v.victimTypeCd === 'EMPLOYEE' ? (
                <UserRefInput label={t('pickUser')} name={`victimUserId${i + 1}`} readonly={false} value={v.victimUserId} displayName={v.victimUserNm}
                  onChange={(id, nm) => setVictim(i, { victimUserId: id, victimUserNm: nm })} />
              ) : (
                <div style={{ display: 'grid', gap: 8 }}>
                  <VendorRefInput label={t('vendorSel')} name={`vendorCd${i + 1}`} readonly={false} value={v.vendorCd} displayName={v.vendorNm} plantCd={plantCd}
                    onChange={(cd, nm) => setVictim(i, { vendorCd: cd, vendorNm: nm })} />
                  <Input name={`victimNm${i + 1}`} aria-label={t('victimNm')} placeholder={t('victimNm')} value={v.victimNm} maxLength={100} onChange={(e) => setVictim(i, { victimNm: e.target.value })} />
                  <Input name={`phoneNo${i + 1}`} aria-label={t('phone')} placeholder={t('phone')} type="tel" value={v.phoneNo} maxLength={20} onChange={(e) => setVictim(i, { phoneNo: e.target.value })} />
                </div>
              )}
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => setVictims((vs) => [...vs, blankVictim()])}>{t('addVictim')}</Button>
        </div>
      </div>
      <div>
        {label(t('photos'))}
        <FileUploader taskClassNm={SAF_ACC_FILES.photo} attachFileId={tempId} editable capture="environment" listType="picture" />
      </div>
      {error && <Alert type="error" showIcon message={error} />}
      <Button type="primary" danger size="large" block loading={sending} onClick={() => void submit()} data-testid="flash-submit">{sending ? t('sending') : t('submit')}</Button>
    </main>
  );
}
