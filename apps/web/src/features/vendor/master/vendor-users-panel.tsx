import { useState } from 'react';
import { App, Button, Divider, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { StatusBadge } from '@/components/workflow/status-badge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VND_ACCOUNT_API, type TResourceRow, type TTempPassword, type TVendorUser, type TVendorUserCreate } from '@jikim/shared';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { VND_MASTER_NS } from './vendor-master.i18n';

const usersKey = (vendorCd: string) => ['vendorMaster', 'users', vendorCd] as const;

/**
 * 업체관리 detail: the vendor's login accounts. Adding an account or resetting a password answers a temporary password
 * that is shown once, in a dialog; the user must change it at the first login (server: com_user_temp_pwd).
 */
export function VendorUsersPanel({ record, editable }: { record: TResourceRow; editable: boolean }) {
  const vendorCd = String(record.vendorCd);
  const { t } = useT(VND_MASTER_NS);
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [temp, setTemp] = useState<TTempPassword | null>(null);
  const [form] = Form.useForm<TVendorUserCreate>();
  const list = useQuery({ queryKey: usersKey(vendorCd), queryFn: () => http.get<TVendorUser[]>(VND_ACCOUNT_API.users(vendorCd)) });
  const refresh = () => qc.invalidateQueries({ queryKey: usersKey(vendorCd) });
  const create = useMutation({
    mutationFn: (body: TVendorUserCreate) => http.post<TTempPassword>(VND_ACCOUNT_API.users(vendorCd), body),
    onSuccess: async (r) => {
      setAdding(false);
      form.resetFields();
      setTemp(r);
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: (userId: string) => http.put<TTempPassword>(VND_ACCOUNT_API.passwordReset(vendorCd, userId)),
    onSuccess: async (r) => {
      setTemp(r);
      await refresh();
    },
  });
  const lock = useMutation({
    mutationFn: ({ userId, locked }: { userId: string; locked: boolean }) =>
      http.put(locked ? VND_ACCOUNT_API.lock(vendorCd, userId) : VND_ACCOUNT_API.unlock(vendorCd, userId)),
    onSuccess: async () => {
      void message.success(t('users.done'));
      await refresh();
    },
  });

  return (
    <div data-testid="vendor-users-panel" style={{ marginTop: 16 }}>
      <Divider titlePlacement="start" plain>{t('users.title')}</Divider>
      {editable && (
        <Space style={{ marginBottom: 8 }}>
          <Button onClick={() => setAdding(true)} data-testid="vendor-user-add">{t('users.add')}</Button>
        </Space>
      )}
      <Table<TVendorUser>
        size="small" rowKey="userId" pagination={false} loading={list.isLoading} dataSource={list.data ?? []} scroll={{ x: 560 }}
        locale={{ emptyText: t('users.empty') }}
        columns={[
          { title: t('users.userId'), dataIndex: 'userId', width: 110 },
          { title: t('users.userNm'), dataIndex: 'userNm', width: 100 },
          { title: t('users.phoneNo'), dataIndex: 'phoneNo', width: 120 },
          {
            title: t('users.status'), key: 'status', width: 150,
            render: (_v, u) => (
              <Space size={4} wrap>
                {u.isLocked ? <StatusBadge color="red">{t('users.locked')}</StatusBadge> : <StatusBadge color="green">{t('users.active')}</StatusBadge>}
                {u.mustChangePwd && <StatusBadge color="orange">{t('users.mustChange')}</StatusBadge>}
              </Space>
            ),
          },
          ...(editable ? [{
            title: '', key: 'actions', width: 210,
            render: (_v: unknown, u: TVendorUser) => (
              <Space size={4} wrap>
                <Popconfirm title={t('users.resetConfirm', { userId: u.userId })} okText={t('users.ok')} cancelText={t('users.cancel')} onConfirm={() => reset.mutate(u.userId)}>
                  <Button size="small" data-testid={`vendor-user-reset-${u.userId}`}>{t('users.reset')}</Button>
                </Popconfirm>
                {u.isLocked ? (
                  <Button size="small" onClick={() => lock.mutate({ userId: u.userId, locked: false })}>{t('users.unlock')}</Button>
                ) : (
                  <Popconfirm title={t('users.lockConfirm', { userId: u.userId })} okText={t('users.ok')} cancelText={t('users.cancel')} onConfirm={() => lock.mutate({ userId: u.userId, locked: true })}>
                    <Button size="small" danger>{t('users.lock')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          }] : []),
        ]}
      />
      <Modal open={adding} title={t('users.add')} okText={t('users.save')} cancelText={t('users.cancel')} confirmLoading={create.isPending}
        onCancel={() => setAdding(false)} onOk={() => void form.validateFields().then((v) => create.mutate(v))} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="userId" label={t('users.userId')} rules={[{ required: true, whitespace: true, message: t('users.required') }]}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <Form.Item name="userNm" label={t('users.userNm')} rules={[{ required: true, whitespace: true, message: t('users.required') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="phoneNo" label={t('users.phoneNo')}><Input maxLength={30} /></Form.Item>
          <Form.Item name="email" label={t('users.email')}><Input maxLength={200} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={temp !== null} title={t('users.tempTitle')} onCancel={() => setTemp(null)} closable
        footer={<Button type="primary" onClick={() => setTemp(null)}>{t('users.ok')}</Button>}>
        {temp && (
          <>
            <p>{t('users.tempBody', { userId: temp.userId })}</p>
            <Space>
              <span style={{ fontSize: 20, fontFamily: 'monospace' }} data-testid="vendor-temp-password">{temp.tempPassword}</span>
              <Button icon={<CopyOutlined />} aria-label={t('users.copy')}
                onClick={() => void navigator.clipboard?.writeText(temp.tempPassword).then(() => message.success(t('users.copied')))} />
            </Space>
          </>
        )}
      </Modal>
    </div>
  );
}
