import { useSearchBoxOpen } from '@/app/page-context';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { JOB_STATES, PAGE_SIZES, type TJobRun } from '@jikim/shared';
import { adminApi } from '../api';
import { PageFrame, useAdmin, withQuery } from '../components/admin-kit';

type Search = { name?: string; state?: TJobRun['state'] };
const COLORS: Record<TJobRun['state'], string> = { created: 'default', retry: 'orange', active: 'blue', completed: 'green', cancelled: 'default', failed: 'red' };
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

/** the job queue's runs (administrators): state, times, retries, the error of a failed attempt */
function JobHistoryPage() {
  const { t, } = useAdmin();
  const searchBoxOpen = useSearchBoxOpen();
  const [search, setSearch] = useState<Search>({});
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const q = { name: search.name, state: search.state, ...paging };
  const list = useQuery({ queryKey: ['admin', 'jobs', q], queryFn: () => adminApi.jobs(q) });
  const stateLabel = (s: TJobRun['state']) => t(`jobs.${s === 'retry' ? 'retryState' : s}`);
  const { message } = App.useApp();
  const qc = useQueryClient();
  // run a job again now (queued like a scheduled run); errors are shown by the shared HTTP client. 조회 always refetches
  // (the same criteria would otherwise answer from the cache, and runs change state by themselves)
  const run = useMutation({
    mutationFn: adminApi.runJob,
    onSuccess: () => { void message.success(t('jobs.queued')); void qc.invalidateQueries({ queryKey: ['admin', 'jobs'] }); },
  });
  return (
    <PageFrame title={t('jobs.title')}>
      {searchBoxOpen && (
      <Form name="job_history_1" layout="inline" initialValues={search} onFinish={(v: Search) => { setSearch(v); setPaging((p) => ({ ...p, page: 1 })); void qc.invalidateQueries({ queryKey: ['admin', 'jobs'] }); }} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="name" label={t('jobs.name')}><Input allowClear maxLength={100} style={{ width: 180 }} /></Form.Item>
        <Form.Item name="state" label={t('jobs.state')}>
          <Select allowClear style={{ width: 140 }} placeholder={t('common.all')} options={JOB_STATES.map((s) => ({ value: s, label: stateLabel(s) }))} />
        </Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">{t('common.search')}</Button></Form.Item>
      </Form>)}
      <Table<TJobRun>
        rowKey="id" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
          showTotal: (n) => t('common.count', { n }), onChange: (page, limit) => setPaging({ page, limit }),
        }}
        columns={[
          {
            title: t('jobs.name'), dataIndex: 'name', width: 220,
            render: (v: string) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {v} <Button size="small" type="link" loading={run.isPending && run.variables === v} onClick={() => run.mutate(v)}>{t('jobs.runNow')}</Button>
              </span>
            ),
          },
          { title: t('jobs.state'), dataIndex: 'state', width: 120, render: (v: TJobRun['state']) => <Tag color={COLORS[v]}>{stateLabel(v)}</Tag> },
          { title: t('jobs.createdOn'), dataIndex: 'createdOn', width: 170, render: when },
          { title: t('jobs.startedOn'), dataIndex: 'startedOn', width: 170, render: when },
          { title: t('jobs.completedOn'), dataIndex: 'completedOn', width: 170, render: when },
          { title: t('jobs.retry'), key: 'retry', width: 90, render: (_, r) => `${r.retryCount} / ${r.retryLimit}` },
          {
            title: `${t('jobs.output')} / ${t('jobs.error')}`, key: 'result', width: 320,
            render: (_, r) => (r.error
              ? <Typography.Text type="danger" style={{ wordBreak: 'break-all' }}>{r.error}</Typography.Text>
              : <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>{r.output ? JSON.stringify(r.output) : ''}</Typography.Text>),
          },
        ]}
      />
    </PageFrame>
  );
}

export default withQuery(JobHistoryPage);
