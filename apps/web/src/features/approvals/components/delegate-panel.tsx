import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Popconfirm, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { apprApi, type TDelegate } from '../api';
import { APPR_NS } from '../approvals.i18n';
import { apprQueryClient } from '../query';
import { UserSelect } from './user-select';

/** 대결 설정: delegate my approvals for a date range; the delegations given to me */
export function DelegatePanel({ editable }: { editable: boolean }) {
  const { t } = useT(APPR_NS);
  const { message } = App.useApp();
  const worker = useWorker();
  const [form] = Form.useForm<{ delegateUserId: string; period: [Dayjs, Dayjs]; reason?: string }>();
  const list = useQuery({ queryKey: ['appr', 'delegates'], queryFn: apprApi.delegates });
  const refresh = () => apprQueryClient.invalidateQueries({ queryKey: ['appr'] });
  const me = worker?.userId;
  const cols = [
    { title: t('delegate.from'), dataIndex: 'userNm' },
    { title: t('delegate.to'), dataIndex: 'delegateUserNm' },
    { title: t('delegate.period'), key: 'p', render: (_: unknown, r: TDelegate) => `${r.fromYmd} ~ ${r.toYmd}` },
    { title: t('delegate.reason'), dataIndex: 'reason' },
    { title: '', dataIndex: 'activeYn', width: 80, render: (v: string) => (v === 'Y' ? <Tag color="green">{t('delegate.active')}</Tag> : null) },
    {
      title: '', key: 'end', width: 80,
      render: (_: unknown, r: TDelegate) => editable && r.userId === me && (
        <Popconfirm title={t('delegate.end')} onConfirm={async () => { await apprApi.endDelegate(r.delegateNo); await refresh(); }}>
          <Button size="small" danger>{t('delegate.end')}</Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <div>
      {editable && (
        <Form form={form} layout="inline" style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={async (v) => {
            await apprApi.addDelegate({ delegateUserId: v.delegateUserId, fromYmd: v.period[0].format('YYYY-MM-DD'), toYmd: v.period[1].format('YYYY-MM-DD'), reason: v.reason?.trim() || undefined });
            void message.success(t('delegate.saved'));
            form.resetFields();
            await refresh();
          }}>
          <Form.Item name="delegateUserId" label={t('delegate.to')} rules={[{ required: true }]}><UserSelect ariaLabel={t('delegate.to')} /></Form.Item>
          <Form.Item name="period" label={t('delegate.period')} rules={[{ required: true }]}><DatePicker.RangePicker /></Form.Item>
          <Form.Item name="reason" label={t('delegate.reason')}><Input maxLength={500} style={{ width: 200 }} /></Form.Item>
          <Form.Item><Button type="primary" htmlType="submit">{t('delegate.add')}</Button></Form.Item>
        </Form>
      )}
      <Table<TDelegate> rowKey="delegateNo" size="small" loading={list.isFetching} dataSource={list.data ?? []} columns={cols} pagination={false} />
    </div>
  );
}
