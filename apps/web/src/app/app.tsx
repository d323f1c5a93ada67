import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import './overlays.css';
import { ConfigProvider, theme as antTheme } from 'antd';
import { client } from '@/lib/http';
import { installInterceptors } from '@/lib/http-interceptors';
import { useLocale } from '@/lib/i18n';
import { tokens } from '@/lib/auth-store';
import { useReducedMotion, useUiPrefs } from '@/lib/ui-prefs';
import { FullPageLoading } from './full-page-loading';
import { Guard } from './guard';

installInterceptors(client);

const LoginPage = lazy(() => import('@/features/shell/login/login-page'));
const ErrorPage = lazy(() => import('@/features/shell/errors/error-page'));
const LogoutPage = lazy(() => import('@/features/shell/login/logout-page'));
// the page registry (and every module's page code) stays out of the first chunk
const QrRoute = lazy(() => import('./qr-route'));
// A4 print view of one record, outside the app frame (its own token check)
const PrintRoute = lazy(() => import('./print-route'));
// 작업위험성 대장 of a department (issue 18): a hand-written print outside the app frame
const RsaBookPrint = lazy(() => import('@/features/rsa/rsa-book-print'));
// 산업재해조사표 (issue 15): a hand-written A4 form of an accident
const AccidentReportRoute = lazy(() => import('./accident-report-route'));
// public site safety education of entrants (spec §2 mobile routes; issue 17): no login, no shell
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
  const { search } = useLocation();
  const to = new URLSearchParams(search).get('redirect');
  return <Navigate to={to && to.startsWith('/') && !to.startsWith('//') ? to : '/'} replace />;
}

export function App() {
  const { antd } = useLocale();
  const { size, themeColor } = useUiPrefs();
  const reducedMotion = useReducedMotion();
  const mini = size === 'mini';
  return (
    <ConfigProvider
      locale={antd}
      componentSize={size === 'medium' ? 'middle' : 'small'}
      theme={{
        algorithm: mini ? antTheme.compactAlgorithm : antTheme.defaultAlgorithm,
        token: {
          colorPrimary: themeColor,
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
              <Route path="*" element={<Guard />} />
            </Routes>
          </BrowserRouter>
    </ConfigProvider>
  );
}
