import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import './overlays.css';
import { ConfigProvider, theme as antTheme } from 'antd';
import { client } from '@/lib/http';
import { installInterceptors } from '@/lib/http-interceptors';
import { useLocale } from '@/lib/i18n';
import { tokens } from '@/lib/auth-store';
import { useReducedMotion, useUiPrefs } from '@/lib/ui-prefs';
import { readableComponents, readableTheme } from '@/lib/readable-theme';
import { installA11yLayer } from '@/components/a11y/antd-a11y';
import { FullPageLoading } from './full-page-loading';
import { Guard } from './guard';

installInterceptors(client);
// issue 33: names and keyboard stops for Ant Design's parts on every page
installA11yLayer();

const LoginPage = lazy(() => import('@/features/shell/login/login-page'));
const ErrorPage = lazy(() => import('@/features/shell/errors/error-page'));
const LogoutPage = lazy(() => import('@/features/shell/login/logout-page'));
const SsoComplete = lazy(() => import('@/features/shell/login/sso-complete'));
// the page registry (and every module's page code) stays out of the first chunk
const QrRoute = lazy(() => import('./qr-route'));
// A4 print view of one record, outside the app frame (its own token check)
const PrintRoute = lazy(() => import('./print-route'));
// 작업위험성 대장 of a department (issue 18): a hand-written print outside the app frame
const RsaBookPrint = lazy(() => import('@/features/rsa/rsa-book-print'));
// 산업재해조사표 (issue 15): a hand-written A4 form of an accident
const AccidentReportRoute = lazy(() => import('./accident-report-route'));
// 중대재해처벌법 이행점검 서류철 of a plant's half (issue 29): cover, contents, a chapter per duty
const SapaPrint = lazy(() => import('@/features/mgt/mgt-sapa-print'));
// public site safety education of entrants (spec §2 mobile routes; issue 17): no login, no shell
const ChmLabelPrint = lazy(() => import('@/features/chm/chm-label-print'));
const EntrantEduPage = lazy(() => import('@/features/work-permits/entrant/entrant-edu-page'));

/** history mode scrolls to top on navigation (spec §2) */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const lazyEl = (node: ReactNode) => <Suspense fallback={<FullPageLoading />}>{node}</Suspense>;

function PublicOnly({ children }: { children: ReactNode }) {
  // spec §2: a user with a token who requests /login is sent to /
  return tokens.has() ? <Navigate to="/" replace /> : lazyEl(children);
}

function AuthRedirect() {
  const { search, hash } = useLocation();
  // issue 32: the server's single sign-on callback lands here with a one-time ticket (or the reason it refused)
  const sso = new URLSearchParams(hash.slice(1));
  if (sso.has('sso') || sso.has('ssoError')) return lazyEl(<SsoComplete ticket={sso.get('sso')} error={sso.get('ssoError')} />);
  const to = new URLSearchParams(search).get('redirect');
  return <Navigate to={to && to.startsWith('/') && !to.startsWith('//') ? to : '/'} replace />;
}

const READABLE_COMPONENTS = readableComponents();

export function App() {
  const { antd } = useLocale();
  const { size, themeColor } = useUiPrefs();
  const reducedMotion = useReducedMotion();
  const mini = size === 'mini';
  // issue 33: the chosen colour (default #409EFF) is drawn in a shade that keeps text readable (WCAG AA)
  const readable = useMemo(() => readableTheme(themeColor), [themeColor]);
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--jk-primary', readable.colorPrimary);
    // the fallback of the app's own CSS outside Ant Design's components (var(--ant-color-primary, …))
    document.documentElement.style.setProperty('--ant-color-primary', readable.colorPrimary);
    document.documentElement.style.setProperty('--jk-theme-chosen', themeColor);
  }, [readable, themeColor]);
  return (
    <ConfigProvider
      locale={antd}
      componentSize={size === 'medium' ? 'middle' : 'small'}
      theme={{
        components: READABLE_COMPONENTS,
        algorithm: mini ? antTheme.compactAlgorithm : antTheme.defaultAlgorithm,
        token: {
          ...readable,
          motion: !reducedMotion,
          fontFamily: "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', 'Apple SD Gothic Neo', system-ui, sans-serif",
          ...(mini ? { fontSize: 12 } : size === 'small' ? { fontSize: 13 } : {}),
        },
      }}
    >
        <BrowserRouter>
            <ScrollToTop />
            <Routes>
              <Route path="/login" element={<PublicOnly><LoginPage /></PublicOnly>} />
              <Route path="/logout" element={lazyEl(<LogoutPage />)} />
              <Route path="/auth-redirect" element={<AuthRedirect />} />
              <Route path="/404" element={lazyEl(<ErrorPage kind="notFound" standalone />)} />
              <Route path="/401" element={lazyEl(<ErrorPage kind="unauthorized" standalone />)} />
              <Route path="/qr" element={lazyEl(<QrRoute />)} />
              <Route path="/mobile/entrantLogin" element={lazyEl(<EntrantEduPage plantType="E" contType="work" />)} />
              <Route path="/mobile/visitLogin" element={lazyEl(<EntrantEduPage plantType="E" contType="visit" />)} />
              <Route path="/mobile/gworkSafetyEdu" element={lazyEl(<EntrantEduPage plantType="G" contType="work" />)} />
              <Route path="/print/safAccidentReport/:key" element={lazyEl(<AccidentReportRoute />)} />
              <Route path="/print/:resource/:key" element={lazyEl(<PrintRoute />)} />
              <Route path="/print/rsaBook/:plantCd/:deptCd" element={lazyEl(<RsaBookPrint />)} />
              <Route path="/print/mgtSapa/:plantCd/:year/:half" element={lazyEl(<SapaPrint />)} />
              <Route path="/print/chmLabel/:key" element={lazyEl(<ChmLabelPrint kind="label" />)} />
              <Route path="/print/chmSign/:key" element={lazyEl(<ChmLabelPrint kind="sign" />)} />
              <Route path="*" element={<Guard />} />
            </Routes>
          </BrowserRouter>
    </ConfigProvider>
  );
}
