import axios, { type AxiosRequestConfig } from 'axios';
import { ENTRANT_API, HTTP_TIMEOUT_MS, type TEduExam, type TEntrantLogin, type TEntrantState, type TVisitPass, type TVisitPassCheck, type TVisitRegister } from '@jikim/shared';
import type { TLessonApi, TVideoState } from '@/components/lesson/lesson-api';

/**
 * The public entrant pages talk to the server with their own client: the entrant session's token lives in this tab's
 * sessionStorage (never in the app's token store, so the shell never sees an entrant as logged in), and a 401 just
 * drops it (back to the login form) instead of the shell's refresh-and-relogin.
 */
const STORE_KEY = 'jikim.entrant';
type Stored = { accessToken: string; refreshToken: string; courseTypeCd: string };

export const entrantTokens = {
  get(courseTypeCd: string): Stored | null {
    try {
      const v = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Stored | null;
      return v && v.courseTypeCd === courseTypeCd ? v : null;
    } catch {
      return null;
    }
  },
  set(v: Stored | null) {
    if (v) sessionStorage.setItem(STORE_KEY, JSON.stringify(v));
    else sessionStorage.removeItem(STORE_KEY);
  },
};

const client = axios.create({ timeout: HTTP_TIMEOUT_MS, headers: { 'Cache-Control': 'no-cache' } });
let current: Stored | null = null;
let onExpired: (() => void) | null = null;
client.interceptors.request.use((c) => {
  if (current) c.headers.set('X-Authorization', current.accessToken);
  return c;
});
client.interceptors.response.use(undefined, async (e: { response?: { status: number; data?: { returnCode?: string } }; config?: object & { _retried?: boolean } }) => {
  const status = e.response?.status;
  // an access token expires after 30 minutes: rotate once with the vendor-user refresh, then give up
  if (status === 401 && e.response?.data?.returnCode === 'ACCESS_EXPIRED' && current && e.config && !e.config._retried) {
    try {
      const pair = (await axios.get<{ accessToken: string; refreshToken: string }>(ENTRANT_API.refresh, { headers: { 'X-Authorization': current.refreshToken } })).data;
      current = { ...current, ...pair };
      entrantTokens.set(current);
      return client.request({ ...e.config, _retried: true } as AxiosRequestConfig);
    } catch {
      /* falls through to the session end */
    }
  }
  if (status === 401) {
    current = null;
    entrantTokens.set(null);
    onExpired?.();
  }
  throw e;
});

export function bindEntrantSession(stored: Stored | null, expired: () => void) {
  current = stored;
  onExpired = expired;
}

const get = <T>(url: string) => client.get<T>(url).then((r) => r.data);
const post = <T>(url: string, body?: unknown) => client.post<T>(url, body).then((r) => r.data);

export const entrantApi = {
  plants: (plantType: string) => axios.get<{ list: { plantCd: string; plantNm: string }[] }>(ENTRANT_API.plants, { params: { plantType } }).then((r) => r.data.list),
  login: (body: TEntrantLogin) => axios.post<{ userId: string; accessToken: string; refreshToken: string }>(ENTRANT_API.login, body, { timeout: HTTP_TIMEOUT_MS }).then((r) => r.data),
  state: () => get<TEntrantState>(ENTRANT_API.base),
  complete: (signature: string) => post<TEntrantState>(`${ENTRANT_API.base}/complete`, { signature }),
  logout: () => post<{ success: boolean }>(`${ENTRANT_API.base}/logout`),
  /** a walk-in visitor registers (public) and gets the visitor course's session */
  registerVisit: (body: TVisitRegister) => axios.post<{ userId: string; accessToken: string; refreshToken: string }>(ENTRANT_API.visitRegister, body, { timeout: HTTP_TIMEOUT_MS }).then((r) => r.data),
  visitPass: () => get<TVisitPass>(ENTRANT_API.visitPass),
  /** the guard's check of a pass (public) */
  checkVisitPass: (token: string) => axios.get<TVisitPassCheck>(`${ENTRANT_API.visitPassCheck}/${encodeURIComponent(token)}`, { timeout: HTTP_TIMEOUT_MS }).then((r) => r.data),
};

/** the education module's video and exam views, on the entrant routes */
export const entrantLessonApi = (courseNo: number): TLessonApi => ({
  key: ['entrant', 'lesson', courseNo],
  video: () => get<TVideoState>(`${ENTRANT_API.base}/video`),
  saveVideo: (maxSec, durationSec) => post<TVideoState>(`${ENTRANT_API.base}/video`, { maxSec, durationSec }),
  videoUrl: () => get<{ url: string | null }>(`${ENTRANT_API.base}/video/url`),
  startExam: () => post<TEduExam>(`${ENTRANT_API.base}/exams`),
  submitExam: (examNo, answers) => post<{ score: number; passYn: 'Y' | 'N' }>(`${ENTRANT_API.base}/exams/${examNo}/submit`, { answers }),
});
