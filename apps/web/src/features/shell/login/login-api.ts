import type { AxiosError } from 'axios';
import { RETURN_CODES, type TErrorDetail, type TLoginResponse } from '@jikim/shared';
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

export type LoginFailure = 'wrongPassword' | 'locked' | 'tooMany' | 'network' | 'failed';

/** which of the login page's messages explains the failure */
export function loginFailure(e: unknown): LoginFailure {
  const err = e as AxiosError<Partial<TErrorDetail>>;
  if (!err?.response) return 'network';
  const { status } = err.response;
  const code = err.response.data?.returnCode;
  if (status === 423 || code === RETURN_CODES.accountLocked) return 'locked';
  if (status === 429) return 'tooMany';
  if (status === 401 || status === 400) return 'wrongPassword';
  return 'failed';
}
