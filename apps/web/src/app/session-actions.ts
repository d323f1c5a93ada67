import { http } from '@/lib/http';
import { session, tokens } from '@/lib/auth-store';

const LAST_PATH = 'jikim.lastPath';

/** spec §2 route guard: the last requested path is remembered */
export const lastPath = {
  get: () => sessionStorage.getItem(LAST_PATH) || '/',
  set: (p: string) => sessionStorage.setItem(LAST_PATH, p),
};

/** a one-time message key (shell namespace) for the next page, e.g. the login page */
export const flash = {
  set: (key: string) => sessionStorage.setItem('jikim.flash', key),
  take: (): string | null => {
    const v = sessionStorage.getItem('jikim.flash');
    sessionStorage.removeItem('jikim.flash');
    return v;
  },
};

/** a redirect target from ?redirect= that stays inside the app */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/login')) return '/';
  return raw;
}

/** spec §4: logout clears tokens, roles and local memory, then reloads the page */
export async function logout(target = '/login'): Promise<void> {
  // issue 32: a session opened by SSO also ends at the provider when it offers end-session (it sends the browser back)
  const res = tokens.has()
    ? await http.post<{ ssoLogoutUrl?: string }>('/login/logout', undefined, { silent: true, skipErrorHandler: true, timeout: 2000 }).catch(() => undefined)
    : undefined;
  tokens.clear();
  session.reset();
  sessionStorage.clear();
  window.location.assign(res?.ssoLogoutUrl ?? target);
}
