import type { AxiosError, AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { MESSAGES, RETURN_CODES, type TErrorDetail } from '@jikim/shared';
import { tokens, type TokenPair } from './auth-store';
import { trackLoading } from './loading';

/**
 * Interceptors of the one HTTP client (spec §7, §8):
 * - every request: X-Authorization (access token; the refresh call sends the refresh token), no-cache;
 * - loading indicator only for requests still running after 200 ms (requests are never delayed);
 * - 401 ACCESS_EXPIRED: refresh once and retry; concurrent 401s share one refresh call;
 * - refresh failure (REFRESH_EXPIRED, CONCURRENT_EXPIRED): re-login popup; after a successful
 *   re-login the waiting requests are retried, so the user keeps the current page;
 * - other 401 (no/invalid token): to the login page;
 * - the §8 error catalogue through the UI bridge the shell installs (setHttpUi).
 * A caller that passes skipErrorHandler gets the error itself (token refresh still happens).
 */
export type HttpErrorKind = 'network' | 'badRequest' | 'warning' | 'server';

export type HttpUi = {
  /** spec §8 alerts: network error, 400 message, 403/409/423/429 warnings */
  error(kind: Exclude<HttpErrorKind, 'server'>, detail: Partial<TErrorDetail> | null): void;
  /** spec §8 other server exceptions: notification with the error detail table (logNo) */
  serverError(detail: Partial<TErrorDetail> | null, status: number): void;
  /** spec §8 success with a message: alert titled 안내 */
  success(message: string): void;
  /** re-login popup ('session time expired'); resolves true after a successful login */
  relogin(reason: string): Promise<boolean>;
  /** tokens are unusable: go to the login page */
  toLogin(): void;
  /** 403 PASSWORD_CHANGE_REQUIRED: logged in with a temporary password; ask for a new one */
  passwordChangeRequired?(message: string): void;
};

const noop: HttpUi = {
  error: () => undefined,
  serverError: () => undefined,
  success: () => undefined,
  relogin: async () => false,
  toLogin: () => undefined,
};
let ui: HttpUi = noop;
export function setHttpUi(next: HttpUi) {
  ui = next;
}

type Cfg = InternalAxiosRequestConfig & {
  _retried?: boolean;
  _refresh?: boolean;
  _sentToken?: string | null;
  _endLoading?: () => void;
};

const HANDLED = Symbol('handled');
/** true when the global error handler already showed this error to the user */
export const isHandledError = (e: unknown): boolean => typeof e === 'object' && e !== null && HANDLED in e;

export const REFRESH_URL = { U: '/api/auth/refresh', V: '/api/auth/refreshForVendorUser' } as const;

const SESSION_ENDED: string[] = [RETURN_CODES.refreshExpired, RETURN_CODES.concurrentExpired];

export function installInterceptors(client: AxiosInstance) {
  let refreshing: Promise<string> | null = null;
  let relogging: Promise<boolean> | null = null;

  /** one refresh at a time; every 401 that arrives meanwhile waits for the same answer */
  const refreshOnce = (): Promise<string> => {
    refreshing ??= (async () => {
      const rt = tokens.refresh();
      if (!rt) throw Object.assign(new Error('no refresh token'), { returnCode: RETURN_CODES.refreshExpired });
      const pair = await client.request<TokenPair>({
        url: REFRESH_URL[tokens.userType()],
        method: 'GET',
        headers: { 'X-Authorization': rt },
        _refresh: true,
        silent: true,
        skipErrorHandler: true,
      } as AxiosRequestConfig & { _refresh: boolean });
      tokens.store(pair.data);
      return pair.data.accessToken;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const reloginOnce = (reason: string): Promise<boolean> => {
    relogging ??= ui.relogin(reason).finally(() => {
      relogging = null;
    });
    return relogging;
  };

  client.interceptors.request.use((config) => {
    const c = config as Cfg;
    if (!c._refresh) {
      const at = tokens.access();
      c._sentToken = at;
      if (at) c.headers.set('X-Authorization', at);
      else c.headers.delete('X-Authorization');
    }
    c.headers.set('Cache-Control', 'no-cache');
    c._endLoading?.();
    c._endLoading = c.silent ? undefined : trackLoading();
    return c;
  });

  client.interceptors.response.use(
    (res) => {
      const c = res.config as Cfg;
      c._endLoading?.();
      const body = res.data as { message?: unknown } | null;
      if (c.notifySuccess && body && typeof body.message === 'string' && body.message) ui.success(body.message);
      return res;
    },
    async (error: AxiosError<Partial<TErrorDetail>>) => {
      const c = error.config as Cfg | undefined;
      c?._endLoading?.();
      if (!c || c._refresh) throw error;
      const status = error.response?.status;
      const data = error.response?.data && typeof error.response.data === 'object' ? error.response.data : null;
      const returnCode = data?.returnCode ?? null;

      if (status === 401 && !c._retried) {
        if (returnCode === RETURN_CODES.accessExpired) {
          c._retried = true;
          // another request may already have refreshed while this one was on the way
          if (tokens.access() && tokens.access() !== c._sentToken) return client.request(c);
          try {
            await refreshOnce();
            return client.request(c);
          } catch (e) {
            const refreshCode = (e as AxiosError<Partial<TErrorDetail>>).response?.data?.returnCode ?? (e as { returnCode?: string }).returnCode;
            const refreshStatus = (e as AxiosError).response?.status;
            if (!refreshStatus && !(e as { returnCode?: string }).returnCode) {
              if (!c.skipErrorHandler) {
                ui.error('network', null);
                Object.assign(e as object, { [HANDLED]: true });
              }
              throw e;
            }
            if (c.skipErrorHandler) throw e;
            if (await reloginOnce(refreshCode ?? RETURN_CODES.refreshExpired)) return client.request({ ...c, _retried: false } as Cfg);
            throw Object.assign(e as object, { [HANDLED]: true });
          }
        }
        if (returnCode && SESSION_ENDED.includes(returnCode) && !c.skipErrorHandler) {
          c._retried = true;
          if (await reloginOnce(returnCode)) return client.request({ ...c, _retried: false } as Cfg);
          throw Object.assign(error, { [HANDLED]: true });
        }
      }
      if (c.skipErrorHandler) throw error;

      if (!error.response) ui.error('network', null);
      else if (status === 401) {
        if (returnCode === RETURN_CODES.wrongPassword) ui.error('warning', data);
        else {
          tokens.clear();
          ui.toLogin();
        }
      } else if (status === 403 && returnCode === RETURN_CODES.passwordChangeRequired && ui.passwordChangeRequired) {
        ui.passwordChangeRequired(data?.message ?? MESSAGES.passwordChangeRequired);
      } else if (status === 400) ui.error('badRequest', { ...data, message: data?.message || MESSAGES.badRequest });
      else if (status && status < 500 && data?.message) ui.error('warning', data);
      else ui.serverError(data, status ?? 0);
      throw Object.assign(error, { [HANDLED]: true });
    },
  );
}
