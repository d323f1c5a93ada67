import { useState } from 'react';
import { App as AntApp, Button, Form, Input, Space } from 'antd';
import type { TFunction } from 'i18next';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '@jikim/shared';
import { http } from '@/lib/http';
import { openPopup } from '@/lib/popup';
import { useShellT } from '../shell.i18n';

type Values = { currentPwd: string; userPwd: string; userPwdRepeat: string };

/** spec §2 password-change popup and §5 rules; PATCH /api/manage/password. Own password: the current one is asked first (issue 13). */
export function PasswordChangeBody({ userId, close, onChanged }: { userId: string; close: () => void; onChanged?: () => void }) {
  const { t } = useShellT();
  const { modal } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const save = async (v: Values) => {
    setBusy(true);
    try {
      const res = await http.patch<{ success: boolean; message: string }>('/api/manage/password', { userId, ...v });
      if (res?.success) {
        modal.success({ title: t('http.noticeTitle'), content: t('password.changed'), onOk: onChanged });
        close();
      } else modal.warning({ title: t('http.noticeTitle'), content: t('password.notChanged') });
    } catch {
      // the HTTP client already showed the server's message (400 policy / mismatch / wrong current password, 423 locked)
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> layout="vertical" onFinish={save} requiredMark>
      <Form.Item
        name="currentPwd"
        label={t('password.currentPwd')}
        rules={[{ required: true, message: t('password.currentRequired') }]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="userPwd"
        label={t('password.userPwd')}
        rules={[
          { required: true, whitespace: true, message: t('password.required') },
          { validator: async (_r, v: string) => { if (v && v.trim() && !isStrongPassword(v)) throw new Error(t('password.policy')); } },
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="userPwdRepeat"
        label={t('password.userPwdRepeat')}
        dependencies={['userPwd']}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (v && v !== getFieldValue('userPwd')) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('password.save')}
        </Button>
        <Button onClick={close}>{t('popup.close')}</Button>
      </Space>
    </Form>
  );
}

export function openPasswordChange(userId: string, t: TFunction, onChanged?: () => void) {
  openPopup({ title: t('password.title'), width: 500, footer: false, render: ({ close }) => <PasswordChangeBody userId={userId} close={close} onChanged={onChanged} /> });
}
