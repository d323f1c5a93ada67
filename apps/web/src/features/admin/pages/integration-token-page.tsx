import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { INTEGRATION_SCOPES, type TIntegrationTokenRow } from '@jikim/shared';
import { plantDateTime } from '@/components/grid/plant-time';
import { adminApi } from '../api';
import { PageFrame, useAdmin, withQuery } from '../components/admin-kit';

type Issued = TIntegrationTokenRow & { token: string };

/**
 * 연동 토큰 (issue 32, administrators): the tokens other systems (the plant's HR) use on /api/integration. Issuing shows
 * the token once, to copy into that system; the server keeps only its hash. Revoking stops that system at once.
 */
function IntegrationTokenPage() {
  const { t } = useAdmin();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ tokenNm: string; scopeCd: 'HR_SYNC' }>();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<Issued | null>(null);
  const list = useQuery({ queryKey: ['admin', 'integrationTokens'], queryFn: adminApi.integrationTokens });
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'integrationTokens'] });
  const issue = useMutation({
    mutationFn: adminApi.issueIntegrationToken,
    onSuccess: (r) => { setOpen(false); form.resetFields(); setIssued(r); void message.success(t('integration.issued')); void refresh(); },
  });
  const revoke = useMutation({
    mutationFn: adminApi.revokeIntegrationToken,
    onSuccess: () => { void message.success(t('integration.revokedDone')); void refresh(); },
  });
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    void message.success(t('integration.copied'));
  };
  return (
    <PageFrame title={t('integration.title')} extra={<Button type="primary" onClick={() => setOpen(true)} data-testid="integration-issue">{t('integration.issue')}</Button>}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('integration.howTo')} />
      <Table<TIntegrationTokenRow>
        rowKey="tokenNo" size="small" loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 'max-content' }} pagination={false}
        columns={[
          { title: t('integration.tokenNm'), dataIndex: 'tokenNm', width: 220 },
          { title: t('integration.scopeCd'), dataIndex: 'scopeCd', width: 160, render: (v: string) => t(`integration.scope${v}`) },
          { title: t('integration.createUserId'), dataIndex: 'createUserId', width: 110 },
          { title: t('integration.createDt'), dataIndex: 'createDt', width: 150, render: (v: string) => plantDateTime(v) },
          { title: t('integration.lastUsedDt'), dataIndex: 'lastUsedDt', width: 150, render: (v: string | null) => plantDateTime(v) },
          {
            title: t('integration.status'), dataIndex: 'revokeYn', width: 170,
            render: (v: string, r) => (v === 'Y' ? <Tag>{`${t('integration.revoked')} ${plantDateTime(r.revokeDt)}`}</Tag> : <Tag color="green">{t('integration.live')}</Tag>),
          },
          {
            title: '', key: 'actions', width: 90,
            render: (_, r) => r.revokeYn === 'N' && (
              <Popconfirm title={t('integration.confirmRevoke')} okText={t('integration.revoke')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }} onConfirm={() => revoke.mutate(r.tokenNo)}>
                <Button size="small" danger data-testid={`integration-revoke-${r.tokenNo}`}>{t('integration.revoke')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal open={open} title={t('integration.issue')} okText={t('integration.issue')} cancelText={t('common.cancel')} confirmLoading={issue.isPending}
        onOk={() => void form.validateFields().then((v) => issue.mutate(v))} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ scopeCd: 'HR_SYNC' }}>
          <Form.Item name="tokenNm" label={t('integration.tokenNm')} rules={[{ required: true, whitespace: true, max: 100 }]}><Input maxLength={100} /></Form.Item>
          <Form.Item name="scopeCd" label={t('integration.scopeCd')} rules={[{ required: true }]}>
            <Select options={INTEGRATION_SCOPES.map((s) => ({ value: s, label: t(`integration.scope${s}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={issued !== null} title={t('integration.issued')} footer={<Button type="primary" onClick={() => setIssued(null)}>{t('common.close')}</Button>} onCancel={() => setIssued(null)}>
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('integration.shownOnce')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly aria-label={t('integration.token')} value={issued?.token ?? ''} data-testid="integration-token" />
          <Button onClick={() => void copy(issued?.token ?? '')}>{t('integration.copy')}</Button>
        </Space.Compact>
      </Modal>
    </PageFrame>
  );
}

export default withQuery(IntegrationTokenPage);
