import axios, { type AxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS } from '@jikim/shared';

/**
 * The one HTTP client of the app (spec §7). Features call http.get/post/put/patch/delete and get the
 * response body. Token headers, refresh-and-retry, the §8 error catalogue and the loading indicator
 * are handled by interceptors installed by the application shell (lib/http-interceptors.ts).
 */
export const client = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
});

/** longer timeouts for uploads and exports (spec §7: 5000 ms is the default only) */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;
export const EXPORT_TIMEOUT_MS = 2 * 60_000;

export type RequestOptions = AxiosRequestConfig & {
  /** do not show the global loading indicator */
  silent?: boolean;
  /** handle errors in the caller instead of the global error catalogue */
  skipErrorHandler?: boolean;
  /** on success, show the body's `message` in an alert titled 안내 (spec §8 success with a message) */
  notifySuccess?: boolean;
};

declare module 'axios' {
  interface AxiosRequestConfig {
    silent?: boolean;
    skipErrorHandler?: boolean;
    notifySuccess?: boolean;
  }
}

export const http = {
  get: <T>(url: string, params?: object, opts?: RequestOptions) => client.get<T>(url, { ...opts, params }).then((r) => r.data),
  post: <T>(url: string, body?: unknown, opts?: RequestOptions) => client.post<T>(url, body, opts).then((r) => r.data),
  put: <T>(url: string, body?: unknown, opts?: RequestOptions) => client.put<T>(url, body, opts).then((r) => r.data),
  patch: <T>(url: string, body?: unknown, opts?: RequestOptions) => client.patch<T>(url, body, opts).then((r) => r.data),
  delete: <T>(url: string, opts?: RequestOptions) => client.delete<T>(url, opts).then((r) => r.data),
};
