import { useState } from 'react';
import { Alert, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CALENDAR_API, CALENDAR_KIND_LABELS, CALENDAR_KINDS, type TCalendarFeed, type TCalendarItem, type TCalendarKind, type TCalendarList } from '@jikim/shared/src/calendar/calendar';
import { addMonthsYmd } from '@jikim/shared/src/ymd';
import { useWorker } from '@/app/page-context';
import { PlantSelect } from '@/components/pickers/plant-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CALENDAR_NS } from './calendar.i18n';

const firstOfMonth = (ymd: string) => `${ymd.slice(0, 7)}-01`;
const lastOfMonth = (first: string) => new Date(Date.parse(`${addMonthsYmd(first, 1)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const todayYmd = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * 법정 일정 캘린더 (`/mgt/calendar`, menu MGT_CALENDAR): every module's due dates of a plant for a month, in date order,
 * overdue in red, each opening its record; the kind filter; the caller's iCalendar subscription.
 */
export default function CalendarPage() {
  const { t, i18n } = useT(CALENDAR_NS);
  const lang = (['ko', 'en', 'zh', 'es'] as const).find((l) => l === i18n.language) ?? 'ko';
  const worker = useWorker();
  const qc = useQueryClient();
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [month, setMonth] = useState(firstOfMonth(todayYmd()));
  const [kindCd, setKindCd] = useState<TCalendarKind | ''>('');
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const params = { plantCd, fromYmd: month, toYmd: lastOfMonth(month), ...(kindCd ? { kindCd } : {}) };
  const q = useQuery({ queryKey: ['calendar', params], enabled: !!plantCd, queryFn: () => http.get<TCalendarList>(CALENDAR_API.list, params) });
  const feed = useQuery({ queryKey: ['calendar', 'feed'], queryFn: () => http.get<TCalendarFeed>(CALENDAR_API.feed) });
  const issue = useMutation({
    mutationFn: () => http.post<TCalendarFeed>(CALENDAR_API.feed, {}),
    onSuccess: (f) => { setFeedUrl(f.url ? `${window.location.origin}${f.url}` : null); void qc.invalidateQueries({ queryKey: ['calendar', 'feed'] }); },
  });
  const revoke = useMutation({
    mutationFn: () => http.delete<TCalendarFeed>(CALENDAR_API.feed),
    onSuccess: () => { setFeedUrl(null); void qc.invalidateQueries({ queryKey: ['calendar', 'feed'] }); },
  });
  const list = q.data?.list ?? [];
  const overdue = list.filter((i) => i.overdueYn === 'Y').length;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="calendar-page">
      <Space wrap>
        <div style={{ width: 220, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
        <Button onClick={() => setMonth(addMonthsYmd(month, -1))}>{t('prev')}</Button>
        <Typography.Text strong data-testid="calendar-month">{month.slice(0, 7)}</Typography.Text>
        <Button onClick={() => setMonth(addMonthsYmd(month, 1))}>{t('next')}</Button>
        <Select<TCalendarKind | ''>
          aria-label={t('kind')} style={{ width: 220 }} value={kindCd} onChange={setKindCd}
          options={[{ value: '', label: t('all') }, ...CALENDAR_KINDS.map((k) => ({ value: k, label: CALENDAR_KIND_LABELS[k][lang] }))]}
        />
        <Typography.Text>{t('count', { n: list.length, o: overdue })}</Typography.Text>
      </Space>
      <Table<TCalendarItem>
        size="small" loading={q.isFetching} dataSource={list} rowKey={(r) => `${r.kindCd}-${r.link ?? ''}-${r.dueYmd}`} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('none') }}
        onRow={(r) => ({ 'data-overdue': r.overdueYn, style: r.overdueYn === 'Y' ? { background: '#fff1f0' } : undefined } as React.HTMLAttributes<HTMLElement>)}
        columns={[
          { title: t('due'), dataIndex: 'dueYmd', width: 110 },
          { title: t('kind'), width: 190, render: (_v, r) => CALENDAR_KIND_LABELS[r.kindCd][lang] },
          { title: t('title'), width: 420, render: (_v, r) => (r.link ? <Link to={r.link}>{r.title}</Link> : r.title) },
          { title: t('owner'), width: 120, render: (_v, r) => r.ownerUserId ?? r.ownerDeptCd ?? '-' },
          {
            title: t('status'), width: 110,
            render: (_v, r) => (r.doneYn === 'Y' ? <Tag color="green">{t('done')}</Tag> : r.overdueYn === 'Y' ? <Tag color="red">{t('overdue')}</Tag> : <Tag>{t('planned')}</Tag>),
          },
        ]}
      />
      <Space wrap>
        <Button onClick={() => issue.mutate()} loading={issue.isPending}>{t('feed')}</Button>
        {feed.data?.activeYn === 'Y' && (
          <>
            <Typography.Text>{t('feedActive', { dt: (feed.data.createDt ?? '').slice(0, 10) })}</Typography.Text>
            <Button danger onClick={() => revoke.mutate()} loading={revoke.isPending}>{t('feedRevoke')}</Button>
          </>
        )}
      </Space>
      {feedUrl && <Alert type="success" showIcon message={t('feedMade')} description={<Typography.Text copyable data-testid="calendar-feed-url">{feedUrl}</Typography.Text>} />}
    </Space>
  );
}
