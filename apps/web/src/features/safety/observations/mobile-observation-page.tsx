import { useState } from 'react';
import { Alert, Button, Input, Result, Switch } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ymdIn } from '@jikim/shared/src/ymd';
import { DEFAULT_PLANT_TIME_ZONE } from '@jikim/shared/src/excel-cells';
import { SAF_OBS_API, SAF_OBS_CODE_GROUPS, SAF_OBS_FILES } from '@jikim/shared/src/safety/observations/observation.resource';
import { safeRatio } from '@jikim/shared/src/safety/observations/observation-stats';
import { CodeSelect, useCodes } from '@/components/form/code-select';
import { MutedText } from '@/components/form/muted-text';
import { FileUploader, useTempAttachFileId } from '@/components/upload';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { SAF_OBS_MOBILE_NS } from './observation-mobile.i18n';

type TCount = { safe: number; risk: number; note: string };
const TAP = { minWidth: 44, height: 44 } as const;

/** a count with − and + buttons of 44 px (a gloved thumb), the number between them read out with its label */
function Stepper({ label, value, onChange, min = 0, max = 999, testId, tone }: {
  label: string; value: number; onChange: (v: number) => void; min?: number; max?: number; testId: string; tone?: 'safe' | 'risk';
}) {
  const { t } = useT(SAF_OBS_MOBILE_NS);
  const color = tone === 'risk' && value > 0 ? '#cf1322' : tone === 'safe' && value > 0 ? '#389e0d' : undefined;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }} data-testid={testId}>
      <Button style={TAP} icon={<MinusOutlined />} aria-label={t('less', { what: label })} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))} />
      <output aria-label={label} style={{ minWidth: 32, textAlign: 'center', fontSize: 18, fontWeight: 600, color }}>{value}</output>
      <Button style={TAP} icon={<PlusOutlined />} aria-label={t('more', { what: label })} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))} />
    </div>
  );
}

/**
 * 행동관찰 at 375 px (issue 31 item 3): area and task, then per category a safe and an at-risk count by taps, feedback
 * given, optional anonymity, photos — one request to the observation register (photos picked before the save are claimed
 * by it). The observer is the logged-in user (the server's); the action on at-risk behaviours stays on the register's detail.
 */
export default function MobileObservationPage() {
  const { t } = useT(SAF_OBS_MOBILE_NS);
  const navigate = useNavigate();
  const { worker } = useSession();
  const tempId = useTempAttachFileId();
  const now = new Date();
  const [ymd, setYmd] = useState(ymdIn(now, DEFAULT_PLANT_TIME_ZONE));
  const [time, setTime] = useState(() => new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_PLANT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(now));
  const [area, setArea] = useState<string | null>(null);
  const [task, setTask] = useState('');
  const [people, setPeople] = useState(1);
  const [counts, setCounts] = useState<Record<string, TCount>>({});
  const [feedback, setFeedback] = useState(true);
  const [anonymous, setAnonymous] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ obsNo: number; safeCnt: number; riskCnt: number } | null>(null);
  const categories = useCodes(SAF_OBS_CODE_GROUPS.category);
  const plantCd = worker?.plantCd ?? null;
  const deptCd = worker?.deptCd ?? null;
  const cats = (categories.data ?? []).filter((c) => c.code !== null) as { code: string; codeNm: string }[];
  const countOf = (code: string): TCount => counts[code] ?? { safe: 0, risk: 0, note: '' };
  const setCount = (code: string, patch: Partial<TCount>) => setCounts((c) => ({ ...c, [code]: { ...countOf(code), ...patch } }));
  const safe = cats.reduce((a, c) => a + countOf(c.code).safe, 0);
  const risk = cats.reduce((a, c) => a + countOf(c.code).risk, 0);
  const ratio = safeRatio(safe, risk);

  const submit = async () => {
    if (!area || !task.trim()) return setError(t('required'));
    if (safe + risk === 0) return setError(t('noBehaviour'));
    setError(null);
    setSending(true);
    try {
      const tallies = cats.filter((c) => countOf(c.code).safe + countOf(c.code).risk > 0)
        .map((c) => ({ categoryCd: c.code, safeCnt: countOf(c.code).safe, riskCnt: countOf(c.code).risk, note: countOf(c.code).risk > 0 && countOf(c.code).note.trim() ? countOf(c.code).note.trim() : null }));
      const body = {
        plantCd, deptCd, areaCd: area, taskNm: task.trim(), obsYmd: ymd, obsTime: time, peopleCnt: people, feedbackYn: feedback ? 'Y' : 'N',
        anonymousYn: anonymous ? 'Y' : 'N', comment: comment.trim() || null, tallies,
      };
      const saved = await http.post<{ obsNo: number; safeCnt: number; riskCnt: number }>(`${SAF_OBS_API}?attachTempId=${tempId}`, body, { silent: true, skipErrorHandler: true });
      setDone(saved);
    } catch (e) {
      setError((e as { response?: { data?: { message?: string } } }).response?.data?.message ?? t('failed'));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <main style={{ maxWidth: 560, margin: '0 auto', padding: 12 }}>
        <Result status="success" title={t('done')} subTitle={t('obsNo', { n: done.obsNo, safe: done.safeCnt, risk: done.riskCnt })} data-testid="observation-done"
          extra={[
            <Button key="open" type="primary" size="large" onClick={() => navigate(`/saf/observation?key=${done.obsNo}`)}>{t('open')}</Button>,
            <Button key="new" size="large" onClick={() => window.location.reload()}>{t('another')}</Button>,
          ]} />
      </main>
    );
  }
  if (!plantCd || !deptCd) return <Result status="warning" title={t('noPlant')} />;
  const label = (s: string) => <strong style={{ display: 'block', marginBottom: 4 }}>{s}</strong>;
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 12, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }} data-testid="observation-mobile">
      <MutedText>{t('intro')}</MutedText>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 8 }}>
        <label>{label(t('date'))}<Input type="date" name="obsYmd" size="large" value={ymd} onChange={(e) => setYmd(e.target.value)} /></label>
        <label>{label(t('time'))}<Input type="time" name="obsTime" size="large" value={time} onChange={(e) => setTime(e.target.value)} /></label>
      </div>
      <CodeSelect label={t('area')} codeGroupCd={SAF_OBS_CODE_GROUPS.area} owner={{ attr: 'attr1', value: plantCd }} required value={area} onChange={setArea} />
      <label>{label(t('task'))}<Input name="taskNm" size="large" value={task} maxLength={200} placeholder={t('taskPh')} onChange={(e) => setTask(e.target.value)} /></label>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <strong>{t('people')}</strong>
        <Stepper label={t('people')} value={people} min={1} onChange={setPeople} testId="obs-people" />
      </div>
      <section aria-label={t('tally')} style={{ display: 'grid', gap: 8 }}>
        {label(t('tally'))}
        {cats.map((c) => {
          const v = countOf(c.code);
          return (
            <div key={c.code} data-testid={`obs-cat-${c.code}`} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 8, display: 'grid', gap: 6 }}>
              <strong>{c.codeNm}</strong>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))', gap: 8 }}>
                <div>
                  <MutedText style={{ fontSize: 12 }}>{t('safe')}</MutedText>
                  <Stepper label={`${c.codeNm} ${t('safe')}`} value={v.safe} onChange={(n) => setCount(c.code, { safe: n })} testId={`obs-safe-${c.code}`} tone="safe" />
                </div>
                <div>
                  <MutedText style={{ fontSize: 12 }}>{t('risk')}</MutedText>
                  <Stepper label={`${c.codeNm} ${t('risk')}`} value={v.risk} onChange={(n) => setCount(c.code, { risk: n })} testId={`obs-risk-${c.code}`} tone="risk" />
                </div>
              </div>
              {v.risk > 0 && (
                <Input aria-label={`${c.codeNm} ${t('riskNote')}`} placeholder={t('riskNotePh')} maxLength={300} value={v.note} onChange={(e) => setCount(c.code, { note: e.target.value })} />
              )}
            </div>
          );
        })}
        <MutedText testId="obs-totals">{t('totals', { safe, risk, ratio: ratio === null ? '-' : `${ratio}%` })}</MutedText>
      </section>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <Switch checked={feedback} onChange={setFeedback} aria-label={t('feedback')} /><span>{t('feedback')}</span>
      </label>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <Switch checked={anonymous} onChange={setAnonymous} aria-label={t('anonymous')} /><span>{t('anonymous')}</span>
      </label>
      <label>{label(t('comment'))}<Input.TextArea name="comment" rows={2} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} /></label>
      <div>
        {label(t('photos'))}
        <FileUploader taskClassNm={SAF_OBS_FILES.photo} attachFileId={tempId} editable capture="environment" listType="picture" />
      </div>
      {error && <Alert type="error" showIcon message={error} />}
      <Button type="primary" size="large" block loading={sending} onClick={() => void submit()} data-testid="observation-submit">{sending ? t('sending') : t('submit')}</Button>
    </main>
  );
}
