import type { AxiosError } from 'axios';
import { RETURN_CODES, type TErrorDetail, type TLoginResponse, type TSsoStatus } from '@jikim/shared';
import { http } from '@/lib/http';
import { sha256Hex, tokens, type UserType } from '@/lib/auth-store';

/** employee login (POST /login/login) or vendor login (POST /api/auth/vendorlogin with userPwdSHA) */
export async function login(userType: UserType, userId: string, password: string): Promise<void> {
  const opts = { skipErrorHandler: true };
  const res =
    userType === 'V'
      ? await http.post<TLoginResponse>('/api/auth/vendorlogin', { userId, userPwdSHA: await sha256Hex(password) }, opts)
      : await http.post<TLoginResponse>('/login/login', { username: userId, password }, opts);
  tokens.login(res.userId, userType, res);
}

export type LoginFailure = 'wrongPassword' | 'locked' | 'tooMany' | 'network' | 'failed' | 'localOff';

/** which of the login page's messages explains the failure */
export function loginFailure(e: unknown): LoginFailure {
  const err = e as AxiosError<Partial<TErrorDetail>>;
  if (!err?.response) return 'network';
  const { status } = err.response;
  const code = err.response.data?.returnCode;
  if (status === 423 || code === RETURN_CODES.accountLocked) return 'locked';
  if (code === RETURN_CODES.localLoginOff) return 'localOff';
  if (status === 429) return 'tooMany';
  if (status === 401 || status === 400) return 'wrongPassword';
  return 'failed';
}

/** issue 32: whether the server offers single sign-on, and the id/password login (GET /api/auth/sso) */
export async function ssoStatus(): Promise<TSsoStatus> {
  try {
    return await http.get<TSsoStatus>('/api/auth/sso', undefined, { silent: true, skipErrorHandler: true });
  } catch {
    return { sso: false, localLogin: true };
  }
}

const SSO_REDIRECT = 'jikim.ssoRedirect';

/** leaves for the provider (GET /login/sso, a server route); the page to open afterwards is kept for /auth-redirect */
export function startSso(redirect: string) {
  sessionStorage.setItem(SSO_REDIRECT, redirect);
  window.location.assign('/login/sso');
}

/** /auth-redirect#sso=<ticket>: the one-time ticket → the usual tokens, stored as the password login stores them */
export async function completeSso(ticket: string): Promise<string> {
  const res = await http.post<TLoginResponse>('/login/sso/token', { ticket }, { silent: true, skipErrorHandler: true });
  tokens.login(res.userId, 'U', res);
  const to = sessionStorage.getItem(SSO_REDIRECT) ?? '/';
  sessionStorage.removeItem(SSO_REDIRECT);
  return to;
}
