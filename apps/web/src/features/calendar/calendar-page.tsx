import { useState } from 'react';
import { Alert, Button, Grid, Segmented, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CALENDAR_API, CALENDAR_KIND_LABELS, CALENDAR_KINDS, type TCalendarFeed, type TCalendarItem, type TCalendarKind, type TCalendarList } from '@jikim/shared/src/calendar/calendar';
import { addDaysYmd, addMonthsYmd } from '@jikim/shared/src/ymd';
import { useWorker } from '@/app/page-context';
import { DeptTreePicker } from '@/components/pickers/org-pickers';
import { PlantSelect } from '@/components/pickers/plant-select';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { CALENDAR_NS } from './calendar.i18n';
import { CalendarGrid, monthGrid, ownerText, StateTag, weekStart } from './calendar-views';

const firstOfMonth = (ymd: string) => `${ymd.slice(0, 7)}-01`;
const lastOfMonth = (first: string) => addDaysYmd(addMonthsYmd(first, 1), -1);
const todayYmd = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
type View = 'month' | 'week' | 'list';

/**
 * 법정 일정 캘린더 (`/mgt/calendar`, menu MGT_CALENDAR): every module's due dates of a plant in a month grid, a week or a
 * list, overdue in red and done struck through, each opening its record; filters by kind, department and owner (내 담당);
 * the caller's iCalendar subscription. A phone opens on the list.
 */
export default function CalendarPage() {
  const { t, i18n } = useT(CALENDAR_NS);
  const lang = (['ko', 'en', 'zh', 'es'] as const).find((l) => l === i18n.language) ?? 'ko';
  const worker = useWorker();
  const qc = useQueryClient();
  const wide = Grid.useBreakpoint().md ?? true;
  const today = todayYmd();
  const [view, setView] = useState<View>(() => (typeof window !== 'undefined' && window.innerWidth < 768 ? 'list' : 'month'));
  const [plantCd, setPlantCd] = useState<string | null>(worker?.plantCd ?? null);
  const [anchor, setAnchor] = useState(today);
  const [day, setDay] = useState<string | null>(null);
  const [kindCd, setKindCd] = useState<TCalendarKind | ''>('');
  const [deptCd, setDeptCd] = useState<string | null>(null);
  const [mine, setMine] = useState(false);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);

  const month = firstOfMonth(anchor);
  const days = view === 'week' ? Array.from({ length: 7 }, (_v, i) => addDaysYmd(weekStart(anchor), i)) : view === 'month' ? monthGrid(month) : [];
  const fromYmd = day ?? (view === 'list' ? month : days[0]!);
  const toYmd = day ?? (view === 'list' ? lastOfMonth(month) : days[days.length - 1]!);
  const params = { plantCd, fromYmd, toYmd, ...(kindCd ? { kindCd } : {}), ...(deptCd ? { deptCd } : {}), ...(mine && worker ? { ownerUserId: worker.userId } : {}) };
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
  const kindName = (i: TCalendarItem) => CALENDAR_KIND_LABELS[i.kindCd][lang];
  const states = { done: t('done'), overdue: t('overdue'), open: t('planned') };
  const step = (n: number) => { setDay(null); setAnchor(view === 'week' ? addDaysYmd(anchor, 7 * n) : addMonthsYmd(month, n)); };
  const heading = day ?? (view === 'week' ? `${days[0]} ~ ${days[6]}` : month.slice(0, 7));
  const weekdays = t('weekdays').split(',');

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="calendar-page">
      <Space wrap>
        <div style={{ width: 220, maxWidth: '100%' }}><PlantSelect value={plantCd} onChange={(v) => { setPlantCd(v); setDeptCd(null); }} /></div>
        <Segmented<View>
          aria-label={t('view')} value={view} onChange={(v) => { setView(v); setDay(null); }}
          options={[{ value: 'month', label: t('viewMonth') }, { value: 'week', label: t('viewWeek') }, { value: 'list', label: t('viewList') }]}
        />
        <Button onClick={() => step(-1)}>{view === 'week' ? t('prevWeek') : t('prev')}</Button>
        <Typography.Text strong data-testid="calendar-month">{heading}</Typography.Text>
        <Button onClick={() => step(1)}>{view === 'week' ? t('nextWeek') : t('next')}</Button>
        <Button onClick={() => { setDay(null); setAnchor(today); }}>{t('today')}</Button>
        {day && <Button onClick={() => setDay(null)}>{t('allDays')}</Button>}
      </Space>
      <Space wrap>
        <Select<TCalendarKind | ''>
          aria-label={t('kind')} style={{ width: 220, maxWidth: '100%' }} value={kindCd} onChange={setKindCd}
          options={[{ value: '', label: t('allKinds') }, ...CALENDAR_KINDS.map((k) => ({ value: k, label: CALENDAR_KIND_LABELS[k][lang] }))]}
        />
        <div style={{ width: 240, maxWidth: '100%' }}><DeptTreePicker label={t('dept')} plantCd={plantCd} value={deptCd} onChange={(d) => setDeptCd(d)} /></div>
        <Space><Switch aria-label={t('mine')} checked={mine} onChange={setMine} /><Typography.Text>{t('mine')}</Typography.Text></Space>
        <Typography.Text>{t('count', { n: list.length, o: overdue })}</Typography.Text>
      </Space>
      {view !== 'list' && !day ? (
        <div className={view === 'week' ? 'jk-cal-week' : undefined} style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: wide ? undefined : 700 }}>
            <CalendarGrid
              days={days} items={list} today={today} {...(view === 'month' ? { month: month.slice(0, 7) } : {})} weekdays={weekdays} kindName={kindName}
              max={view === 'week' ? 50 : 3} more={(n) => t('more', { n })} onMore={(d) => setDay(d)} stateName={(i) => states[i.doneYn === 'Y' ? 'done' : i.overdueYn === 'Y' ? 'overdue' : 'open']}
            />
          </div>
        </div>
      ) : (
        <Table<TCalendarItem>
          size="small" loading={q.isFetching} dataSource={list} rowKey={(r) => `${r.kindCd}-${r.link ?? ''}-${r.dueYmd}-${r.title}`} pagination={false} {...(wide ? { scroll: { x: 'max-content' } } : {})}
          locale={{ emptyText: t('none') }}
          onRow={(r) => ({ 'data-overdue': r.overdueYn, style: r.overdueYn === 'Y' ? { background: '#fff1f0' } : undefined } as React.HTMLAttributes<HTMLElement>)}
          columns={wide ? [
            { title: t('due'), dataIndex: 'dueYmd', width: 110 },
            { title: t('kind'), width: 190, render: (_v, r) => kindName(r) },
            { title: t('title'), width: 420, render: (_v, r) => (r.link ? <Link to={r.link}>{r.title}</Link> : r.title) },
            { title: t('owner'), width: 140, render: (_v, r) => ownerText(r) },
            { title: t('status'), width: 110, render: (_v, r) => <StateTag item={r} names={states} /> },
          ] : [
            // a phone: the date, the item with its kind and owner under it, the state
            { title: t('due'), width: 62, render: (_v, r) => r.dueYmd.slice(5).replace('-', '.') },
            {
              title: t('title'), render: (_v, r) => (
                <Space direction="vertical" size={0}>
                  {r.link ? <Link to={r.link}>{r.title}</Link> : r.title}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{kindName(r)} · {ownerText(r)}</Typography.Text>
                </Space>
              ),
            },
            { title: t('status'), width: 76, render: (_v, r) => <StateTag item={r} names={states} /> },
          ]}
        />
      )}
      <Space wrap>
        <Button onClick={() => issue.mutate()} loading={issue.isPending}>{t('feed')}</Button>
        {feed.data?.activeYn === 'Y' && (
          <>
            <Typography.Text>{t('feedActive', { dt: (feed.data.createDt ?? '').slice(0, 10) })}</Typography.Text>
            <Button danger onClick={() => revoke.mutate()} loading={revoke.isPending}>{t('feedRevoke')}</Button>
          </>
        )}
        <Tag>{t('legend')}</Tag>
      </Space>
      {feedUrl && <Alert type="success" showIcon message={t('feedMade')} description={<Typography.Text copyable data-testid="calendar-feed-url">{feedUrl}</Typography.Text>} />}
    </Space>
  );
}
