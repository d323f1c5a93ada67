import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { LANGUAGES } from '@jikim/shared';
import { session, tokens, type UserType } from '@/lib/auth-store';
import { LANG_TO_STORED, setLanguage, useLocale } from '@/lib/i18n';
import { flash, safeRedirect } from '@/app/session-actions';
import { login, loginFailure, ssoStatus, startSso, type LoginFailure } from './login-api';
import { useShellT } from '../shell.i18n';
import './login.i18n';
import './login-page.css';

type Values = { userId: string; password: string };

/** spec §2 /login: id/password, language (kr default, us, zh, es), vendor login tab */
export default function LoginPage() {
  const { t } = useShellT();
  const { lang } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [userType, setUserType] = useState<UserType>('U');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // e.g. the route guard's 'Verification failed, please login again'
  const [notice] = useState(() => flash.take());
  // a plain form (no Ant Design Form) keeps the /login chunk small
  const [values, setValues] = useState<Values>(() => ({ userId: tokens.userId() ?? '', password: '' }));
  const [touched, setTouched] = useState(false);
  // issue 32: single sign-on when the server has a provider; OIDC_LOCAL_LOGIN=off hides the form (admin only, on demand)
  const [sso, setSso] = useState<{ sso: boolean; localLogin: boolean }>({ sso: false, localLogin: true });
  const [adminForm, setAdminForm] = useState(false);
  useEffect(() => {
    let live = true;
    void ssoStatus().then((s) => live && setSso(s));
    return () => {
      live = false;
    };
  }, []);
  const showSso = sso.sso && userType === 'U';
  const showForm = userType === 'V' || sso.localLogin || adminForm;
  const ids = { userId: useId(), password: useId() };
  const errors = {
    userId: touched && !values.userId.trim() ? t('login.idRequired') : null,
    password: touched && !values.password ? t('login.pwRequired') : null,
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (values.userId.trim() && values.password) void submit(values);
  };
  const submit = async (v: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      await login(userType, v.userId.trim(), v.password);
      session.reset();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setFailure(loginFailure(e));
      setValues((x) => ({ ...x, password: '' }));
      setTouched(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="jk-login">
      <div className="jk-login-lang" role="group" aria-label={t('lang.label')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" aria-pressed={LANG_TO_STORED[lang] === l} onClick={() => void setLanguage(l)}>
            {t(`lang.${l}`)}
          </button>
        ))}
      </div>
      <section className="jk-login-card">
        <header className="jk-login-head">
          <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2z" fill="var(--jk-primary, #409EFF)" />
            <path d="m11 16 3.5 3.5L21.5 12" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <h1>{t('appName')}</h1>
            <p>{t('appTagline')}</p>
          </div>
        </header>
        <div className="jk-login-tabs" role="tablist">
          {(['U', 'V'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={userType === k}
              onClick={() => {
                setUserType(k as UserType);
                setFailure(null);
              }}
            >
              {k === 'U' ? t('login.employee') : t('login.vendor')}
            </button>
          ))}
        </div>
        {notice && !failure && <Alert type="warning" showIcon title={t(notice)} style={{ marginBottom: 16 }} role="alert" />}
        {failure && <Alert type="error" showIcon title={t(`login.${failure}`)} style={{ marginBottom: 16 }} role="alert" />}
        {showSso && (
          <div className="jk-login-sso">
            <Button size="large" block type={sso.localLogin ? 'default' : 'primary'} onClick={() => startSso(safeRedirect(params.get('redirect')))}>
              {t('login.sso.button')}
            </Button>
            {showForm ? (
              <div className="jk-login-or" aria-hidden="true"><span>{t('login.sso.or')}</span></div>
            ) : (
              <button type="button" className="jk-login-admin" onClick={() => setAdminForm(true)}>{t('login.sso.adminLogin')}</button>
            )}
          </div>
        )}
        {showForm && (
        <form onSubmit={onSubmit} noValidate className="jk-login-form">
          <label htmlFor={ids.userId}>{t('login.userId')}</label>
          <Input
            id={ids.userId}
            size="large"
            autoComplete="username"
            maxLength={50}
            autoFocus
            value={values.userId}
            status={errors.userId ? 'error' : undefined}
            aria-invalid={!!errors.userId}
            onChange={(e) => setValues((x) => ({ ...x, userId: e.target.value }))}
          />
          <div className="jk-login-error">{errors.userId}</div>
          <label htmlFor={ids.password}>{t('login.password')}</label>
          <Input.Password
            id={ids.password}
            size="large"
            autoComplete="current-password"
            maxLength={100}
            value={values.password}
            status={errors.password ? 'error' : undefined}
            aria-invalid={!!errors.password}
            onChange={(e) => setValues((x) => ({ ...x, password: e.target.value }))}
          />
          <div className="jk-login-error">{errors.password}</div>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t('login.submit')}
          </Button>
        </form>
        )}
      </section>
      <footer className="jk-login-foot">© Jikim EHS · Apache-2.0</footer>
    </main>
  );
}
