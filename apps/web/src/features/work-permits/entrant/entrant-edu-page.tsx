import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, App as AntApp, Button, Card, Descriptions, Input, Result, Select, Spin, Steps, Typography } from 'antd';
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entrantCourseType, LANGUAGES, type TEntrantContType, type TEntrantState } from '@jikim/shared';
import { SignaturePad } from '@/components/media/signature-pad';
import { ExamView } from '@/components/lesson/lesson-exam';
import { VideoView } from '@/components/lesson/lesson-video';
import { LANG_TO_STORED, setLanguage, useLocale, useT } from '@/lib/i18n';
import { bindEntrantSession, entrantApi, entrantLessonApi, entrantTokens } from './entrant-api';
import { ENTRANT_NS } from './entrant.i18n';

const VisitRegisterForm = lazy(() => import('./visit-register-form'));
const VisitPassCard = lazy(() => import('./visit-pass-card'));

type Props = { plantType: 'E' | 'G'; contType: TEntrantContType };
type Stored = NonNullable<ReturnType<typeof entrantTokens.get>>;

const errMessage = (e: unknown): string | undefined => (e as { response?: { data?: { message?: string } } })?.response?.data?.message;
const hm = (iso: string, lang: string) => new Date(iso).toLocaleString(lang === 'ko' ? 'ko-KR' : lang, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
/** the names of the languages in themselves: a foreign worker finds theirs whatever is shown */
const LANG_NAMES: Record<string, string> = { kr: '한국어', us: 'English', zh: '中文', es: 'Español' };

/** name, phone, permit (entry request) number and the entrant code printed on it → the entrant session of this page's course type */
function LoginForm({ plantType, contType, onLogin }: Props & { onLogin: (s: Stored) => void }) {
  const { t } = useT(ENTRANT_NS);
  const plants = useQuery({ queryKey: ['entrant', 'plants', plantType], queryFn: () => entrantApi.plants(plantType) });
  const [v, setV] = useState({ plantCd: '', userName: '', userHp: '', wkodNo: '', entrantCd: '' });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const plantCd = v.plantCd || plants.data?.[0]?.plantCd || '';
  const noLabel = contType === 'visit' ? t('login.entryNo') : t('login.wkodNo');
  const missing = [[!plantCd, t('login.plant')], [!v.userName.trim(), t('login.name')], [!v.userHp.trim(), t('login.phone')], [!/^\d+$/.test(v.wkodNo.trim()), noLabel], [!/^\d{8}$/.test(v.entrantCd.trim()), t('login.entrantCd')]]
    .filter(([m]) => m).map(([, f]) => f as string);
  const login = useMutation({
    mutationFn: () => entrantApi.login({ plantCd, plantType, userName: v.userName.trim(), userHp: v.userHp.trim(), wkodNo: v.wkodNo.trim(), entrantCd: v.entrantCd.trim(), contType }),
    onSuccess: (r) => onLogin({ accessToken: r.accessToken, refreshToken: r.refreshToken, courseTypeCd: entrantCourseType(plantType, contType) }),
    onError: (e) => setFailure((e as { response?: { status?: number } }).response?.status === 423 || (e as { response?: { status?: number } }).response?.status === 429 ? t('login.locked') : t('login.failed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFailure(null);
    if (missing.length === 0) login.mutate();
  };
  const field = (label: string, node: React.ReactNode) => (
    <label style={{ display: 'block', marginBottom: 14 }}>
      <span style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>{label}</span>
      {node}
    </label>
  );
  return (
    <form onSubmit={submit} data-testid="entrant-login">
      <Typography.Paragraph type="secondary" style={{ wordBreak: 'keep-all' }}>{contType === 'visit' ? t('login.introVisit') : t('login.intro')}</Typography.Paragraph>
      {field(t('login.plant'), (
        <Select size="large" style={{ width: '100%' }} value={plantCd || undefined} loading={plants.isLoading} aria-label={t('login.plant')}
          options={(plants.data ?? []).map((p) => ({ value: p.plantCd, label: p.plantNm }))} onChange={(plant: string) => setV((x) => ({ ...x, plantCd: plant }))} />
      ))}
      {field(t('login.name'), <Input size="large" name="userName" autoComplete="name" maxLength={100} value={v.userName} onChange={(e) => setV((x) => ({ ...x, userName: e.target.value }))} />)}
      {field(t('login.phone'), (
        <Input size="large" name="userHp" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} placeholder={t('login.phonePh')} value={v.userHp}
          onChange={(e) => setV((x) => ({ ...x, userHp: e.target.value }))} />
      ))}
      {field(noLabel, <Input size="large" name="wkodNo" inputMode="numeric" maxLength={9} value={v.wkodNo} onChange={(e) => setV((x) => ({ ...x, wkodNo: e.target.value }))} />)}
      {field(t('login.entrantCd'), (
        <Input size="large" name="entrantCd" inputMode="numeric" autoComplete="one-time-code" maxLength={8} placeholder={t('login.entrantCdPh')} value={v.entrantCd}
          onChange={(e) => setV((x) => ({ ...x, entrantCd: e.target.value.replace(/\D/g, '') }))} />
      ))}
      {touched && missing.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('login.required', { f: missing.join(', ') })} />}
      {failure && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={failure} data-testid="entrant-login-failed" />}
      <Button type="primary" htmlType="submit" size="large" block style={{ minHeight: 48 }} loading={login.isPending}>{t('login.submit')}</Button>
    </form>
  );
}

type Step = 'video' | 'exam' | 'sign' | 'done';
function stepOf(s: TEntrantState): Step {
  if (s.signedYn === 'Y') return 'done';
  if (s.course?.videoYn === 'Y' && s.videoCompleteYn !== 'Y') return 'video';
  if (s.course?.examYn === 'Y' && s.examPassYn !== 'Y') return 'exam';
  return 'sign';
}

/** the site course: video (seeking ahead reverted), quiz scored on the server, signature, 이수 완료 */
function Course({ onEnd }: { onEnd: () => void }) {
  const { t } = useT(ENTRANT_NS);
  const { message } = AntApp.useApp();
  const { lang } = useLocale();
  const qc = useQueryClient();
  const state = useQuery({ queryKey: ['entrant', 'state'], queryFn: entrantApi.state });
  const [videoDone, setVideoDone] = useState(false);
  const refresh = () => void qc.invalidateQueries({ queryKey: ['entrant', 'state'] });
  const sign = useMutation({
    mutationFn: entrantApi.complete,
    onSuccess: (s) => qc.setQueryData(['entrant', 'state'], s),
    onError: (e) => void message.error(errMessage(e) ?? t('login.failed')),
  });
  const s = state.data;
  const lesson = s?.course ? entrantLessonApi(s.course.courseNo) : null;
  if (state.isLoading) return <Spin />;
  if (!s) return <Alert type="error" message={errMessage(state.error) ?? t('sessionOver')} />;
  const step = stepOf(s);
  const steps: Step[] = [...(s.course?.videoYn === 'Y' ? (['video'] as const) : []), ...(s.course?.examYn === 'Y' ? (['exam'] as const) : []), 'sign', 'done'];
  return (
    <div>
      <Card size="small" style={{ marginBottom: 12 }} data-testid="entrant-info">
        <Descriptions size="small" column={1} items={[
          { key: 'who', label: t('login.name'), children: [s.workerNm, s.vendorNm].filter(Boolean).join(' · ') },
          { key: 'ref', label: s.refKindCd === 'WKOD' ? t('info.permit', { no: s.refNo }) : s.refKindCd === 'VISIT' ? t('info.visit', { no: s.refNo }) : t('info.entry', { no: s.refNo }), children: s.workNm ?? '' },
          { key: 'end', label: s.plantNm ?? s.plantCd, children: t('info.until', { t: hm(s.endDt ?? s.sessionEndDt, lang) }) },
        ]} />
      </Card>
      {!s.course ? <Alert type="warning" showIcon message={t('noCourse')} /> : (
        <>
          <Steps size="small" direction="horizontal" responsive={false} current={steps.indexOf(step)} style={{ marginBottom: 16 }}
            items={steps.map((x) => ({ title: t(`step.${x}`) }))} />
          {step === 'video' && lesson && (
            <>
              <VideoView courseNm={s.course.courseNm} api={lesson} onComplete={() => setVideoDone(true)} />
              {videoDone && <Button type="primary" size="large" block style={{ minHeight: 48, marginTop: 12 }} onClick={refresh}>{t('video.next')}</Button>}
            </>
          )}
          {step === 'exam' && lesson && (
            <ExamView courseNo={s.course.courseNo} api={lesson} passedExtra={<Button type="primary" size="large" onClick={refresh}>{t('exam.next')}</Button>} />
          )}
          {step === 'sign' && (
            <Card size="small" title={t('sign.title')} data-testid="entrant-sign">
              <Typography.Paragraph style={{ wordBreak: 'keep-all' }}>{t('sign.hint')}</Typography.Paragraph>
              <SignaturePad width={320} height={160} disabled={sign.isPending} onSave={(png) => sign.mutate(png)} />
            </Card>
          )}
          {step === 'done' && (
            <Result status="success" title={t('done.title')} data-testid="entrant-done"
              subTitle={t('done.sub', { name: s.workerNm, ymd: s.completeYmd ?? '' })} />
          )}
          {/* a walk-in visitor's day pass: the QR code the guard scans */}
          {step === 'done' && s.refKindCd === 'VISIT' && <Suspense fallback={<Spin />}><VisitPassCard /></Suspense>}
        </>
      )}
      <Button type="link" block style={{ marginTop: 16 }} onClick={() => void entrantApi.logout().catch(() => undefined).finally(onEnd)}>{t('logout')}</Button>
    </div>
  );
}

function EntrantEdu({ plantType, contType }: Props) {
  const { t } = useT(ENTRANT_NS);
  const courseTypeCd = entrantCourseType(plantType, contType);
  const [stored, setStored] = useState<Stored | null>(() => entrantTokens.get(courseTypeCd));
  const [expired, setExpired] = useState(false);
  const qc = useQueryClient();
  const end = (over = false) => {
    entrantTokens.set(null);
    qc.removeQueries({ queryKey: ['entrant'] });
    setStored(null);
    setExpired(over);
  };
  bindEntrantSession(stored, () => end(true));
  const [walkIn, setWalkIn] = useState(false);
  const login = (x: Stored) => {
    entrantTokens.set(x);
    setExpired(false);
    setWalkIn(false);
    setStored(x);
  };
  const { lang } = useLocale();
  return (
    <main style={{ maxWidth: 520, margin: '0 auto', padding: '16px 14px 32px', minHeight: '100vh', background: '#fff' }}>
      <div role="group" aria-label="Language" style={{ display: 'flex', justifyContent: 'flex-end', gap: 4, flexWrap: 'wrap' }}>
        {LANGUAGES.map((l) => (
          <Button key={l} size="small" type={LANG_TO_STORED[lang] === l ? 'primary' : 'text'} aria-pressed={LANG_TO_STORED[lang] === l} onClick={() => void setLanguage(l)}>
            {LANG_NAMES[l] ?? l}
          </Button>
        ))}
      </div>
      <Typography.Title level={4} style={{ wordBreak: 'keep-all', marginTop: 4 }}>{t(`title.${courseTypeCd}`)}</Typography.Title>
      {expired && !stored && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('sessionOver')} />}
      {stored ? <Course key={stored.accessToken.slice(-12)} onEnd={() => end(false)} /> : walkIn ? (
        <Suspense fallback={<Spin />}>
          <VisitRegisterForm onLogin={login} onBack={() => setWalkIn(false)} />
        </Suspense>
      ) : (
        <>
          <LoginForm plantType={plantType} contType={contType} onLogin={login} />
          {/* a power-plant visitor without an entry request registers here (issue 31) */}
          {plantType === 'E' && contType === 'visit' && (
            <div style={{ marginTop: 20, textAlign: 'center' }}>
              <span>{t('visit.ask')}</span>
              <Button size="large" block style={{ minHeight: 48, marginTop: 8 }} onClick={() => setWalkIn(true)} data-testid="visit-walk-in">{t('visit.open')}</Button>
            </div>
          )}
        </>
      )}
    </main>
  );
}

/**
 * Public pages of spec §2 (no login, no shell): /mobile/entrantLogin (plant type E, work), /mobile/visitLogin (E, visit),
 * /mobile/gworkSafetyEdu (G). Their own query client and token (entrant-api.ts): the app's session is never touched.
 */
export default function EntrantEduPage(props: Props) {
  const [qc] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={qc}>
      <AntApp>
        <EntrantEdu {...props} />
      </AntApp>
    </QueryClientProvider>
  );
}
