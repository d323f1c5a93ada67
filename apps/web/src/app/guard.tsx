import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import { isAxiosError } from 'axios';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { TWorker } from '@jikim/shared';
import { setPlantTimeZone } from '@/components/grid/plant-time';
import { http } from '@/lib/http';
import { session, tokens, useSession, type TUserMenu } from '@/lib/auth-store';
import { FullPageLoading } from './full-page-loading';
import { flash, lastPath } from './session-actions';

const AppLayout = lazy(() => import('@/features/shell/layout/app-layout'));

/** load worker, menus and environment after a login or a page load */
export async function loadSession(): Promise<void> {
  const opts = { skipErrorHandler: true, silent: true };
  const [worker, menus, env] = await Promise.all([
    http.get<TWorker>('/api/manage/wokerinfo', undefined, opts),
    http.get<TUserMenu[]>('/api/common/menu/usermenus', undefined, opts),
    http.get<{ appEnv: string; plantTimeZone?: string }>('/api/common/env', undefined, opts).catch(() => ({ appEnv: 'production', plantTimeZone: undefined })),
  ]);
  setPlantTimeZone(env.plantTimeZone);
  session.set({ worker, menus, appEnv: env.appEnv });
}

/** no answer at all (the 5 s timeout on a slow line, the network gone): not a failed verification, so worth asking again */
const noAnswer = (e: unknown) => isAxiosError(e) && !e.response;

/**
 * loadSession, asked again up to `tries` times while the server does not answer: a user on a slow plant network is not
 * logged out because one request outlasted the timeout. An answer that refuses (401, 403, 5xx) fails at once.
 */
export async function loadSessionPatiently(tries = 3): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await loadSession();
    } catch (e) {
      if (i >= tries || !noAnswer(e)) throw e;
    }
  }
}

/**
 * The session a page outside the public routes needs (the app frame, the print tab): for a token holder without a
 * loaded session it loads one (once); a failure logs out with the spec's message and goes to /. Answers what to
 * show instead of the page (the login redirect, the loading screen) or, when ready, the worker.
 */
export function useRequiredSession(here: string): { gate: ReactElement | null; worker: TWorker | null } {
  const navigate = useNavigate();
  const { worker } = useSession();
  const loading = useRef(false);
  const hasToken = tokens.has();
  useEffect(() => {
    if (!hasToken || worker || loading.current) return;
    loading.current = true;
    loadSessionPatiently()
      .catch(() => {
        // spec §2: on failure log out with 'Verification failed, please login again' and go to /
        flash.set('guard.verifyFailed'); // shown by the login page that / leads to
        tokens.clear();
        session.reset();
        navigate('/', { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [hasToken, worker, navigate]);
  if (!hasToken) return { gate: <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />, worker: null };
  if (!worker) return { gate: <FullPageLoading />, worker: null };
  return { gate: null, worker };
}

/** spec §2 route guard for every route that needs a token */
export function Guard() {
  const loc = useLocation();
  const here = loc.pathname + loc.search;
  const { gate } = useRequiredSession(here);

  useEffect(() => {
    if (!loc.pathname.startsWith('/redirect/')) lastPath.set(here);
  }, [here, loc.pathname]);

  if (gate) return gate;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <AppLayout />
    </Suspense>
  );
}
