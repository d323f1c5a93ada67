import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { tokens } from '@/lib/auth-store';
import { login, loginFailure, ssoStatus, startSso, type LoginFailure } from '../login/login-api';
import { useShellT } from '../shell.i18n';
import '../login/login.i18n';

/** spec §4: re-login popup 'session time expired'; the current page stays as it is */
export default function ReloginPopup({ onDone }: { onDone: (ok: boolean) => void }) {
  const { t } = useShellT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const userType = tokens.userType();
  // issue 32: a user of single sign-on has no password here; SSO leaves the page and comes back to it (unsaved input is lost)
  const [sso, setSso] = useState(false);
  useEffect(() => {
    let live = true;
    if (userType === 'U') void ssoStatus().then((s) => live && setSso(s.sso));
    return () => {
      live = false;
    };
  }, [userType]);
  const submit = async (v: { userId: string; password: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      await login(userType, v.userId.trim(), v.password);
      onDone(true);
    } catch (e) {
      setFailure(loginFailure(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('session.title')} footer={null} maskClosable={false} keyboard={false} onCancel={() => onDone(false)} width={400} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('session.desc')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={t(`login.${failure}`)} style={{ marginBottom: 12 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} initialValues={{ userId: tokens.userId() ?? '' }} requiredMark={false}>
        <Form.Item name="userId" label={t('login.userId')} rules={[{ required: true, message: t('login.idRequired') }]}>
          <Input autoComplete="username" maxLength={50} />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.pwRequired') }]}>
          <Input.Password autoComplete="current-password" maxLength={100} autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('session.submit')}
        </Button>
      </Form>
      {sso && (
        <Button block style={{ marginTop: 12 }} onClick={() => startSso(`${window.location.pathname}${window.location.search}`)}>
          {t('login.sso.button')}
        </Button>
      )}
    </Modal>
  );
}
