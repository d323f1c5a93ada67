import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App as AntApp } from 'antd';
import type { TErrorDetail } from '@jikim/shared';
import { setHttpUi } from '@/lib/http-interceptors';
import { lastPath } from '@/app/session-actions';
import { session, tokens } from '@/lib/auth-store';
import { useShellT } from './shell.i18n';

const ReloginPopup = lazy(() => import('./popups/relogin-popup'));
const ErrorDetailTable = lazy(() => import('./popups/error-detail-table'));

let pwOpen = false;

const MESSAGE_MS = 3000; // spec §9: message and notification duration

/** connects the HTTP client's §8 error catalogue to Ant Design's modal/notification and the router */
export function HttpUiBridge() {
  const { modal, notification } = AntApp.useApp();
  const navigate = useNavigate();
  const { t } = useShellT();
  const [relogin, setRelogin] = useState<{ resolve: (ok: boolean) => void } | null>(null);

  useEffect(() => {
    setHttpUi({
      error(kind, d) {
        if (kind === 'network') {
          modal.error({ title: t('http.networkTitle'), content: t('http.networkBody'), okText: '확인' });
          return;
        }
        const fields = d?.fields?.length ? d.fields.map((f) => f.message).filter((m) => m && m !== d.message) : [];
        modal.warning({
          title: t('http.warningTitle'),
          content: (
            <div>
              <div>{d?.message || t('http.generic')}</div>
              {fields.length > 0 && <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>{fields.map((m) => <li key={m}>{m}</li>)}</ul>}
            </div>
          ),
        });
      },
      serverError(d: Partial<TErrorDetail> | null) {
        notification.error({
          title: t('http.serverTitle'),
          description: (
            <Suspense fallback={d?.message ?? t('http.generic')}>
              <ErrorDetailTable detail={d} />
            </Suspense>
          ),
          duration: MESSAGE_MS / 100, // the detail table needs reading time (logNo)
          style: { width: 480 },
        });
      },
      success(msg) {
        modal.success({ title: t('http.noticeTitle'), content: msg });
      },
      // a temporary password (issued by an administrator): one password form, however many requests were refused
      passwordChangeRequired(msg) {
        if (pwOpen) return;
        pwOpen = true;
        modal.warning({
          title: t('http.noticeTitle'), content: msg,
          onOk: () => void import('./popups/password-change-popup').then((m) => m.openPasswordChange(tokens.userId() ?? '', t, () => {
            pwOpen = false;
            window.location.reload();
          })),
        });
      },
      relogin: () => new Promise<boolean>((resolve) => setRelogin({ resolve })),
      toLogin() {
        const here = window.location.pathname + window.location.search;
        navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      },
    });
  }, [modal, notification, navigate, t]);

  if (!relogin) return null;
  return (
    <Suspense fallback={null}>
      <ReloginPopup
        onDone={(ok) => {
          relogin.resolve(ok);
          setRelogin(null);
          // spec §4: closing the popup with X returns the user to the stored path (the guard then asks for a login)
          if (!ok) {
            tokens.clear();
            session.reset();
            navigate(lastPath.get(), { replace: true });
          }
        }}
      />
    </Suspense>
  );
}
