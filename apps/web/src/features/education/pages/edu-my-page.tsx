import { Button, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import { FormOutlined, LeftOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExamView } from '@/components/lesson/lesson-exam';
import { VideoView } from '@/components/lesson/lesson-video';
import { useT } from '@/lib/i18n';
import { AttendCard } from '../components/attend-card';
import { MyResults } from '../components/my-results';
import { eduApi, eduKeys, myLessonApi, type TMyCourse } from '../edu-api';
import { EDU_NS } from '../edu.i18n';

const wrap: React.CSSProperties = { maxWidth: 560, margin: '0 auto', padding: 8, minWidth: 0, overflowWrap: 'anywhere' };

function CourseCard({ c, onVideo, onExam }: { c: TMyCourse; onVideo: () => void; onExam: () => void }) {
  const { t } = useT(EDU_NS);
  const canRetake = c.passYn !== 'Y' && (c.maxAttempts === null || c.attemptCnt < c.maxAttempts);
  return (
    <Card size="small" style={{ marginBottom: 8 }} data-testid={`edu-course-${c.courseNo}`}>
      <div style={{ fontSize: 16, fontWeight: 600, wordBreak: 'keep-all' }}>{c.courseNm}</div>
      <Space size={4} wrap style={{ margin: '6px 0' }}>
        <Tag>{t('my.hours', { n: c.hours })}</Tag>
        {c.passYn && <Tag color={c.passYn === 'Y' ? 'green' : 'red'}>{c.passYn === 'Y' ? t('my.passed') : t('my.failed')}</Tag>}
        {c.examYn === 'Y' && <Tag>{c.maxAttempts ? t('my.attemptsMax', { n: c.attemptCnt, m: c.maxAttempts }) : t('my.attempts', { n: c.attemptCnt })}</Tag>}
        {c.completeYmd && <Tag color="blue">{t('my.completed', { ymd: c.completeYmd })}</Tag>}
      </Space>
      <Space wrap style={{ width: '100%' }}>
        {c.deliveryCd === 'VIDEO' && <Button size="large" icon={<PlayCircleOutlined />} onClick={onVideo} style={{ minHeight: 44 }}>{t('my.video')}</Button>}
        {c.examYn === 'Y' && canRetake && <Button size="large" type="primary" icon={<FormOutlined />} onClick={onExam} style={{ minHeight: 44 }}>{t('my.exam')}</Button>}
      </Space>
    </Card>
  );
}

/**
 * 내 교육 (/education/eduMy, menu SAF_EDU_MY): the worker's phone page. `?attend=<token>` is the session QR's link
 * (입실 / 퇴실); the list shows the online courses of my plant with my state; `?video=<course>` plays a lesson,
 * `?exam=<course>` takes its exam.
 */
export default function EduMyPage() {
  const { t } = useT(EDU_NS);
  const [params, setParams] = useSearchParams();
  const attend = params.get('attend');
  const num = (k: string) => (/^\d{1,10}$/.test(params.get(k) ?? '') ? Number(params.get(k)) : null);
  const video = num('video');
  const exam = num('exam');
  const list = useQuery({ queryKey: eduKeys.my, queryFn: () => eduApi.myCourses() });
  const qc = useQueryClient();
  const changed = () => void qc.invalidateQueries({ queryKey: eduKeys.my });
  const go = (k: 'video' | 'exam' | null, courseNo?: number) => setParams(() => (k ? new URLSearchParams({ [k]: String(courseNo) }) : new URLSearchParams()));
  const course = (no: number) => list.data?.list.find((c) => c.courseNo === no);

  if (video !== null || exam !== null) {
    return (
      <div style={wrap}>
        <Button size="large" icon={<LeftOutlined />} onClick={() => go(null)} style={{ marginBottom: 8, minHeight: 44 }}>{t('my.back')}</Button>
        {video !== null
          ? <VideoView courseNm={course(video)?.courseNm ?? ''} api={myLessonApi(video)} onComplete={changed} />
          : <ExamView courseNo={exam!} api={myLessonApi(exam!)} onSubmitted={changed} />}
      </div>
    );
  }
  return (
    <div style={wrap} data-testid="edu-my">
      {attend && <AttendCard token={attend} />}
      <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>{t('my.title')}</Typography.Title>
      {list.isLoading ? <Spin /> : !list.data?.list.length ? <Empty description={t('my.empty')} /> : list.data.list.map((c) => (
        <CourseCard key={c.courseNo} c={c} onVideo={() => go('video', c.courseNo)} onExam={() => go('exam', c.courseNo)} />
      ))}
      <MyResults />
    </div>
  );
}
