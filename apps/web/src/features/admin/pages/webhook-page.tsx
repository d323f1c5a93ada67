import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import {
  PAGE_SIZES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FORMATS, WEBHOOK_TEST_EVENT,
  type TWebhookDelivery, type TWebhookDeliveryStatus, type TWebhookSub, type TWebhookSubCreate,
} from '@jikim/shared';
import { plantDateTime } from '@/components/grid/plant-time';
import { MutedText } from '@/components/form/muted-text';
import { adminApi } from '../api';
import { PageFrame, useAdmin, withQuery } from '../components/admin-kit';

type Created = TWebhookSub & { secret: string };
type Filter = { subNo?: number; statusCd?: TWebhookDeliveryStatus; event?: string };
const STATUS_COLORS: Record<TWebhookDeliveryStatus, string> = { PENDING: 'default', SENDING: 'blue', RETRY: 'orange', DELIVERED: 'green', FAILED: 'red' };
const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
};

const pretty = (s: string) => {
  try {
    return JSON.stringify(JSON.parse(s), null, 2);
  } catch {
    return s;
  }
};

/** a delivery's attempts (status, answer excerpt, duration, error) and the body it carries */
function DeliveryDetail({ deliveryNo }: { deliveryNo: number }) {
  const { t } = useAdmin();
  const q = useQuery({ queryKey: ['admin', 'webhookDelivery', deliveryNo], queryFn: () => adminApi.webhookDelivery(deliveryNo) });
  const d = q.data;
  return (
    <div data-testid={`webhook-delivery-detail-${deliveryNo}`}>
      <Table
        rowKey="attemptNo" size="small" loading={q.isFetching} dataSource={d?.attempts ?? []} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('webhook.noAttempts') }}
        columns={[
          { title: t('webhook.tryNo'), dataIndex: 'tryNo', width: 60 },
          { title: t('webhook.startedDt'), dataIndex: 'startedDt', width: 160, render: (v: string) => plantDateTime(v, true) },
          { title: t('webhook.statusCode'), dataIndex: 'statusCode', width: 90, render: (v: number | null) => v ?? '-' },
          { title: t('webhook.duration'), dataIndex: 'durationMs', width: 90 },
          { title: t('webhook.response'), dataIndex: 'responseExcerpt', width: 240, render: (v: string | null) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
          { title: t('webhook.error'), dataIndex: 'error', width: 220, render: (v: string | null) => v && <span style={{ color: '#cf1322', wordBreak: 'break-all' }}>{v}</span> },
        ]}
      />
      {d && (
        <div style={{ marginTop: 8 }}>
          <MutedText>{t('webhook.payload')}</MutedText>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, margin: '4px 0 0', maxHeight: 240, overflow: 'auto' }}>{pretty(d.payload)}</pre>
        </div>
      )}
    </div>
  );
}

/**
 * 웹훅 (issue 32, administrators): subscriptions of a URL to events (the signing secret shown once), switched on and
 * off, tested; the delivery history with each attempt, and resend.
 */
function WebhookPage() {
  const { t } = useAdmin();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<TWebhookSubCreate>();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const subs = useQuery({ queryKey: ['admin', 'webhooks'], queryFn: adminApi.webhooks });
  const dq = { ...filter, ...paging };
  const deliveries = useQuery({ queryKey: ['admin', 'webhookDeliveries', dq], queryFn: () => adminApi.webhookDeliveries(dq) });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'webhooks'] }), qc.invalidateQueries({ queryKey: ['admin', 'webhookDeliveries'] }), qc.invalidateQueries({ queryKey: ['admin', 'webhookDelivery'] })]);
  const statusLabel = (s: string) => t(`webhook.status${s}`);
  const eventLabel = (e: string) => t(`webhook.event${e}`);

  const create = useMutation({
    mutationFn: adminApi.createWebhook,
    onSuccess: (r) => { setOpen(false); form.resetFields(); setCreated(r); void message.success(t('webhook.created')); void refresh(); },
  });
  const toggle = useMutation({
    mutationFn: (v: { subNo: number; activeYn: 'Y' | 'N' }) => adminApi.updateWebhook(v.subNo, { activeYn: v.activeYn }),
    onSuccess: () => { void message.success(t('webhook.saved')); void refresh(); },
  });
  const remove = useMutation({ mutationFn: adminApi.deleteWebhook, onSuccess: () => { void message.success(t('webhook.deleted')); void refresh(); } });
  const test = useMutation({
    mutationFn: adminApi.testWebhook,
    onSuccess: (d) => { void message.info(t('webhook.testSent', { status: statusLabel(d.statusCd) })); void refresh(); },
  });
  const resend = useMutation({
    mutationFn: adminApi.resendWebhookDelivery,
    onSuccess: (d) => { void message.info(t('webhook.resent', { status: statusLabel(d.statusCd) })); void refresh(); },
  });
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    void message.success(t('webhook.copied'));
  };
  const subList = subs.data?.list ?? [];

  return (
    <PageFrame title={t('webhook.title')} extra={<Button type="primary" onClick={() => setOpen(true)} data-testid="webhook-add">{t('webhook.add')}</Button>}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('webhook.howTo')} />
      <Table<TWebhookSub>
        rowKey="subNo" size="small" loading={subs.isFetching} dataSource={subList} scroll={{ x: 'max-content' }} pagination={false}
        columns={[
          { title: t('webhook.subNm'), dataIndex: 'subNm', width: 180 },
          { title: t('webhook.url'), dataIndex: 'url', width: 260, render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span> },
          { title: t('webhook.events'), dataIndex: 'events', width: 260, render: (v: string[]) => v.map((e) => <Tag key={e}>{eventLabel(e)}</Tag>) },
          { title: t('webhook.formatCd'), dataIndex: 'formatCd', width: 150, render: (v: string) => t(`webhook.format${v}`) },
          { title: t('webhook.secretHint'), dataIndex: 'secretHint', width: 100, render: (v: string) => `…${v}` },
          {
            title: t('webhook.activeYn'), dataIndex: 'activeYn', width: 80,
            render: (v: string, r) => (
              <Switch size="small" checked={v === 'Y'} aria-label={`${t('webhook.activeYn')} ${r.subNm}`} loading={toggle.isPending && toggle.variables?.subNo === r.subNo}
                onChange={(on) => toggle.mutate({ subNo: r.subNo, activeYn: on ? 'Y' : 'N' })} data-testid={`webhook-active-${r.subNo}`} />
            ),
          },
          {
            title: t('webhook.lastDelivery'), key: 'last', width: 200,
            render: (_, r) => r.lastDeliveryDt && <span>{plantDateTime(r.lastDeliveryDt)} {r.lastStatusCd && <Tag color={STATUS_COLORS[r.lastStatusCd as TWebhookDeliveryStatus]}>{statusLabel(r.lastStatusCd)}</Tag>}</span>,
          },
          {
            title: '', key: 'actions', width: 190,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" disabled={r.activeYn !== 'Y'} loading={test.isPending && test.variables === r.subNo} onClick={() => test.mutate(r.subNo)} data-testid={`webhook-test-${r.subNo}`}>{t('webhook.test')}</Button>
                <Popconfirm title={t('webhook.confirmDelete')} okText={t('webhook.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(r.subNo)}>
                  <Button size="small" danger>{t('webhook.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />

      <Card size="small" style={{ marginTop: 16 }} title={t('webhook.deliveries')} extra={<Button size="small" onClick={() => void refresh()}>{t('webhook.refresh')}</Button>}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select allowClear style={{ width: 200 }} placeholder={t('webhook.subscription')} aria-label={t('webhook.subscription')} value={filter.subNo}
            options={subList.map((s) => ({ value: s.subNo, label: s.subNm }))} onChange={(v?: number) => { setFilter((f) => ({ ...f, subNo: v })); setPaging((p) => ({ ...p, page: 1 })); }} />
          <Select allowClear style={{ width: 150 }} placeholder={t('webhook.status')} aria-label={t('webhook.status')} value={filter.statusCd}
            options={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} onChange={(v?: TWebhookDeliveryStatus) => { setFilter((f) => ({ ...f, statusCd: v })); setPaging((p) => ({ ...p, page: 1 })); }} />
          <Select allowClear style={{ width: 200 }} placeholder={t('webhook.events')} aria-label={t('webhook.events')} value={filter.event}
            options={[...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].map((e) => ({ value: e, label: eventLabel(e) }))} onChange={(v?: string) => { setFilter((f) => ({ ...f, event: v })); setPaging((p) => ({ ...p, page: 1 })); }} />
        </Space>
        <Table<TWebhookDelivery>
          rowKey="deliveryNo" size="small" loading={deliveries.isFetching} dataSource={deliveries.data?.list ?? []} scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (r) => <DeliveryDetail deliveryNo={r.deliveryNo} /> }}
          pagination={{
            current: paging.page, pageSize: paging.limit, total: deliveries.data?.totalCount ?? 0, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true,
            showTotal: (n) => t('common.count', { n }), onChange: (page, limit) => setPaging({ page, limit }),
          }}
          columns={[
            { title: t('webhook.deliveryNo'), dataIndex: 'deliveryNo', width: 70 },
            { title: t('webhook.createDt'), dataIndex: 'createDt', width: 150, render: (v: string) => plantDateTime(v) },
            { title: t('webhook.subscription'), dataIndex: 'subNm', width: 150 },
            { title: t('webhook.events'), dataIndex: 'event', width: 170, render: (v: string) => eventLabel(v) },
            { title: t('webhook.status'), dataIndex: 'statusCd', width: 110, render: (v: TWebhookDeliveryStatus) => <Tag color={STATUS_COLORS[v]}>{statusLabel(v)}</Tag> },
            { title: t('webhook.attempts'), dataIndex: 'attemptCnt', width: 60 },
            {
              title: t('webhook.lastResult'), key: 'result', width: 220,
              render: (_, r) => <span style={{ wordBreak: 'break-all' }}>{[r.lastStatusCode, r.lastError].filter((x) => x !== null && x !== undefined).join(' · ')}</span>,
            },
            {
              title: '', key: 'actions', width: 110,
              render: (_, r) => (
                <Button size="small" loading={resend.isPending && resend.variables === r.deliveryNo} onClick={() => resend.mutate(r.deliveryNo)}>{t('webhook.resend')}</Button>
              ),
            },
          ]}
        />
      </Card>

      <Modal open={open} title={t('webhook.add')} okText={t('webhook.add')} cancelText={t('common.cancel')} confirmLoading={create.isPending}
        onOk={() => void form.validateFields().then((v) => create.mutate(v))} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ formatCd: 'JSON', events: [] }}>
          <Form.Item name="subNm" label={t('webhook.subNm')} rules={[{ required: true, whitespace: true, max: 100 }]}><Input maxLength={100} /></Form.Item>
          <Form.Item name="url" label={t('webhook.url')} rules={[{ required: true, message: t('webhook.badUrl') }, { validator: async (_, v?: string) => (!v || isHttpUrl(v) ? undefined : Promise.reject(new Error(t('webhook.badUrl')))) }]}>
            <Input maxLength={1000} placeholder="https://" inputMode="url" />
          </Form.Item>
          <Form.Item name="events" label={t('webhook.events')} rules={[{ required: true, type: 'array', min: 1 }]}>
            <Checkbox.Group options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: eventLabel(e) }))} />
          </Form.Item>
          <Form.Item name="formatCd" label={t('webhook.formatCd')} rules={[{ required: true }]}>
            <Select options={WEBHOOK_FORMATS.map((f) => ({ value: f, label: t(`webhook.format${f}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={created !== null} title={t('webhook.created')} footer={<Button type="primary" onClick={() => setCreated(null)}>{t('common.close')}</Button>} onCancel={() => setCreated(null)}>
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('webhook.shownOnce')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly aria-label={t('webhook.secret')} value={created?.secret ?? ''} data-testid="webhook-secret" />
          <Button onClick={() => void copy(created?.secret ?? '')}>{t('webhook.copy')}</Button>
        </Space.Compact>
      </Modal>
    </PageFrame>
  );
}

export default withQuery(WebhookPage);
