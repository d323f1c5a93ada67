import { useSyncExternalStore } from 'react';
import type { TWorker } from '@jikim/shared';

/**
 * Session state of the browser (spec §4 Session): user id, access and refresh token live in
 * localStorage so that every tab of the browser shares one session; the worker and the permitted
 * menus live in memory and are reloaded by the route guard after a page load.
 */
const KEYS = {
  userId: 'jikim.userId',
  userType: 'jikim.userType',
  access: 'jikim.accessToken',
  refresh: 'jikim.refreshToken',
} as const;

export type UserType = 'U' | 'V';
export type TokenPair = { accessToken: string; refreshToken: string };

const read = (k: string): string | null => {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
};

export const tokens = {
  access: () => read(KEYS.access),
  refresh: () => read(KEYS.refresh),
  userId: () => read(KEYS.userId),
  userType: (): UserType => (read(KEYS.userType) === 'V' ? 'V' : 'U'),
  has: () => !!read(KEYS.access),
  /** after a login: who logged in and the token pair */
  login(userId: string, userType: UserType, pair: TokenPair) {
    localStorage.setItem(KEYS.userId, userId);
    localStorage.setItem(KEYS.userType, userType);
    this.store(pair);
  },
  /** after a refresh (the refresh token rotates on every use) */
  store(pair: TokenPair) {
    localStorage.setItem(KEYS.access, pair.accessToken);
    localStorage.setItem(KEYS.refresh, pair.refreshToken);
  },
  clear() {
    localStorage.removeItem(KEYS.access);
    localStorage.removeItem(KEYS.refresh);
    // the user id stays: the login form and the re-login popup offer it again
  },
};

/** one menu as GET /api/common/menu/usermenus returns it */
export type TUserMenu = {
  menuId: string;
  menuNm: string;
  menuNmI18n: Record<string, string>;
  upMenuId: string | null;
  menuLvl: number;
  frontEndUrl: string | null;
  sortOrder: number;
  accessYn: 'Y' | 'N';
  writeYn: 'Y' | 'N';
  allPlantAccessCd: string;
  plantTypeAuth: string | null;
  contTypeAuth: string | null;
  navigationYn: 'Y' | 'N';
  icon: string | null;
  color: string | null;
};

export type SessionState = {
  worker: TWorker | null;
  menus: TUserMenu[];
  /** environment marker value from GET /api/common/env */
  appEnv: string;
};

let state: SessionState = { worker: null, menus: [], appEnv: 'production' };
const listeners = new Set<() => void>();

export const session = {
  get: () => state,
  set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  },
  reset() {
    session.set({ worker: null, menus: [] });
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useSession = (): SessionState => useSyncExternalStore(session.subscribe, session.get, session.get);

/** SHA-256 hex of a text (vendor login sends userPwdSHA); WebCrypto, no library */
export async function sha256Hex(text: string): Promise<string> {
  const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
