import { useSearchBoxOpen } from '@/app/page-context';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PAGE_SIZES, type TAuditRow } from '@jikim/shared';
import { adminApi } from '../api';
import { PageFrame, useAdmin, withQuery } from '../components/admin-kit';
import { auditActionName, auditEntityName, AUDIT_ACTIONS } from '../audit-labels';
import { useLocale } from '@/lib/i18n';
import { applySearch } from '@/lib/query-client';

type Search = { userId?: string; entity?: string; entityKey?: string; action?: string; period?: [Dayjs, Dayjs] };
const ACTIONS = Object.keys(AUDIT_ACTIONS);
const COLORS: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red' };

/** before/after side by side; changed keys are highlighted */
function Diff({ row }: { row: TAuditRow }) {
  const { t } = useAdmin();
  const b = (row.beforeData ?? {}) as Record<string, unknown>;
  const a = (row.afterData ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Table
      size="small" pagination={false} rowKey="k"
      dataSource={keys.map((k) => ({ k, before: show(b[k]), after: show(a[k]), changed: show(b[k]) !== show(a[k]) }))}
      columns={[
        { title: '', dataIndex: 'k', width: 180 },
        { title: t('audit.before'), dataIndex: 'before', render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
        { title: t('audit.after'), dataIndex: 'after', render: (v: string, r) => <Typography.Text mark={r.changed} style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
      ]}
    />
  );
}

function AuditLogPage() {
  const { t, } = useAdmin();
  const searchBoxOpen = useSearchBoxOpen();
  const { lang } = useLocale();
  const [search, setSearch] = useState<Search>({ period: [dayjs().subtract(1, 'month'), dayjs()] });
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const entities = useQuery({ queryKey: ['admin', 'auditEntities'], queryFn: adminApi.auditEntities, staleTime: 60_000 });
  const q = {
    userId: search.userId, entity: search.entity, entityKey: search.entityKey, action: search.action,
    fromDt: search.period?.[0]?.format('YYYY-MM-DD'), toDt: search.period?.[1]?.format('YYYY-MM-DD'), ...paging,
  };
  const list = useQuery({ queryKey: ['admin', 'audit', q], queryFn: () => adminApi.audit(q) });
  return (
    <PageFrame title={t('audit.title')}>
      {searchBoxOpen && (
      <Form name="audit_log_1" layout="inline" initialValues={search} onFinish={(v: Search) => applySearch(() => { setSearch(v); setPaging((p) => ({ ...p, page: 1 })); })} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="period" label={t('audit.period')}><DatePicker.RangePicker /></Form.Item>
        <Form.Item name="userId" label={t('audit.userId')}><Input allowClear maxLength={50} style={{ width: 130 }} /></Form.Item>
        <Form.Item name="entity" label={t('audit.entity')}>
          <Select allowClear showSearch style={{ width: 200 }} placeholder={t('common.all')} optionFilterProp="label" options={(entities.data ?? []).map((e) => ({ value: e.entity, label: auditEntityName(e.entity, lang) }))} />
        </Form.Item>
        <Form.Item name="entityKey" label={t('audit.entityKey')}><Input allowClear maxLength={200} style={{ width: 130 }} /></Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Select allowClear style={{ width: 120 }} placeholder={t('common.all')} options={ACTIONS.map((a) => ({ value: a, label: auditActionName(a, lang) }))} />
        </Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">{t('common.search')}</Button></Form.Item>
      </Form>)}
      <Table<TAuditRow>
        rowKey="auditNo" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []}
        expandable={{ expandedRowRender: (r) => <Diff row={r} /> }}
        pagination={{
          current: paging.page, pageSize: paging.limit, total: list.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
          showTotal: (n) => (n > 10_000 ? t('audit.more', { n: '10,000' }) : t('common.count', { n })), onChange: (page, limit) => setPaging({ page, limit }),
        }}
        columns={[
          { title: t('audit.auditDt'), dataIndex: 'auditDt', width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('audit.userId'), key: 'u', width: 160, render: (_, r) => (r.userNm ? `${r.userNm} (${r.userId})` : r.userId) },
          { title: t('audit.action'), dataIndex: 'action', width: 110, render: (v: string) => <Tag color={COLORS[v]} title={v}>{auditActionName(v, lang)}</Tag> },
          { title: t('audit.entity'), dataIndex: 'entity', width: 200, render: (v: string) => <span title={v}>{auditEntityName(v, lang)}</span> },
          { title: t('audit.entityKey'), dataIndex: 'entityKey' },
          { title: t('audit.ip'), dataIndex: 'ip', width: 130 },
        ]}
      />
    </PageFrame>
  );
}

export default withQuery(AuditLogPage);
