import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Input, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { TEduExam } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import type { TLessonApi } from './lesson-api';
import { LESSON_NS } from './lesson.i18n';

type Answer = string | string[] | null;

/** the remaining time of a timed exam, ticking every second */
function useTimeLeft(deadlineDt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadlineDt) return undefined;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [deadlineDt]);
  return deadlineDt ? Math.max(0, Math.floor((Date.parse(deadlineDt) - now) / 1000)) : null;
}

/** one question with the widget its type needs; large touch targets for a phone */
function QuestionCard({ no, q, value, onChange }: { no: number; q: TEduExam['questions'][number]; value: Answer; onChange: (v: Answer) => void }) {
  const { t } = useT(LESSON_NS);
  const optStyle: React.CSSProperties = { display: 'flex', minHeight: 44, alignItems: 'center', padding: '4px 0', whiteSpace: 'normal' };
  return (
    <Card size="small" style={{ marginBottom: 10 }} data-testid={`edu-q-${no}`}>
      <div style={{ fontWeight: 600, marginBottom: 8, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
        <Tag color="blue">{t('exam.question', { n: no })}</Tag>{q.questionText}
      </div>
      {q.typeCd === 'SHORT' ? (
        <Input size="large" aria-label={t('exam.question', { n: no })} placeholder={t('exam.shortPlaceholder')} value={(value as string | null) ?? ''} maxLength={300}
          onChange={(e) => onChange(e.target.value)} />
      ) : q.typeCd === 'MULTI' ? (
        <Checkbox.Group value={(value as string[] | null) ?? []} onChange={(v) => onChange(v.map(String))} style={{ display: 'block' }}>
          {q.options.map((o, i) => <Checkbox key={i} value={String(i + 1)} style={optStyle}>{`${i + 1}. ${o}`}</Checkbox>)}
        </Checkbox.Group>
      ) : (
        <Radio.Group value={value ?? undefined} onChange={(e) => onChange(String(e.target.value))} style={{ display: 'block' }}>
          {q.options.map((o, i) => {
            const v = q.typeCd === 'OX' ? o : String(i + 1);
            return <Radio key={i} value={v} style={optStyle}>{q.typeCd === 'OX' ? o : `${i + 1}. ${o}`}</Radio>;
          })}
        </Radio.Group>
      )}
    </Card>
  );
}

/**
 * The phone exam of a course: the server draws the questions (never their answers), the worker answers within the time
 * limit, and the server scores the submission (합격 / 불합격). After a failure a retake starts a new draw while attempts remain.
 */
export function ExamView({ courseNo, api, onSubmitted, passedExtra }: {
  courseNo: number;
  /** the routes behind it (내 교육's or the entrant session's) */
  api: TLessonApi;
  /** called after each scored submission */
  onSubmitted?: (r: { score: number; passYn: 'Y' | 'N' }) => void;
  /** shown under a passing result (the entrant pages' next step) */
  passedExtra?: React.ReactNode;
}) {
  const { t } = useT(LESSON_NS);
  const { modal } = App.useApp();
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const start = useMutation({ mutationFn: api.startExam, onSuccess: () => setAnswers({}) });
  const exam = start.data;
  const submit = useMutation({
    mutationFn: () => api.submitExam(exam!.examNo, exam!.questions.map((q) => ({ questionNo: q.questionNo, answer: answers[q.questionNo] ?? null }))),
    onSuccess: (r) => onSubmitted?.(r),
  });
  const left = useTimeLeft(exam?.deadlineDt ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { start.mutate(); }, [courseNo]);
  if (start.isPending) return <Spin />;
  if (!exam) return null;
  if (submit.data) {
    const pass = submit.data.passYn === 'Y';
    return (
      <Result status={pass ? 'success' : 'warning'} data-testid="edu-exam-result"
        title={t('exam.result', { score: submit.data.score, pass: pass ? t('exam.passed') : t('exam.failed') })}
        subTitle={t('exam.passMark', { n: exam.passScore })}
        extra={pass ? passedExtra : <Button size="large" onClick={() => { submit.reset(); start.mutate(); }}>{t('exam.retake')}</Button>} />
    );
  }
  const unanswered = exam.questions.filter((q) => {
    const a = answers[q.questionNo];
    return a === null || a === undefined || (Array.isArray(a) ? a.length === 0 : a.trim() === '');
  }).length;
  const onSubmit = () => modal.confirm({
    title: t('exam.submit'), content: unanswered ? t('exam.unanswered', { n: unanswered }) : t('exam.confirm'), okText: t('exam.ok'), cancelText: t('exam.cancel'),
    onOk: () => submit.mutateAsync(),
  });
  return (
    <div data-testid="edu-exam">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0, wordBreak: 'keep-all' }}>{exam.courseNm}</Typography.Title>
        <Tag>{t('exam.attempt', { n: exam.attemptNo })}</Tag>
        <Tag>{t('exam.passMark', { n: exam.passScore })}</Tag>
        {left !== null && <Tag color={left < 60 ? 'red' : 'orange'}>{t('exam.timeLeft', { m: Math.floor(left / 60), s: String(left % 60).padStart(2, '0') })}</Tag>}
      </Space>
      {exam.questions.map((q, i) => (
        <QuestionCard key={q.questionNo} no={i + 1} q={q} value={answers[q.questionNo] ?? null} onChange={(v) => setAnswers((a) => ({ ...a, [q.questionNo]: v }))} />
      ))}
      <Button type="primary" size="large" block style={{ minHeight: 48 }} loading={submit.isPending} onClick={onSubmit}>{t('exam.submit')}</Button>
    </div>
  );
}
