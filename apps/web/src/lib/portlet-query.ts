import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A dashboard card's query: a failure is thrown to the card's frame (its own error state and retry, PortletFrame)
 * instead of leaving the card empty; one retry, no global error dialog (the caller passes `{ silent: true,
 * skipErrorHandler: true }` to http).
 */
export function usePortletQuery<T>(options: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'throwOnError'>) {
  return useQuery<T, Error, T, QueryKey>({ retry: 1, ...options, throwOnError: true });
}

/** the http options of a portlet's request: its frame shows the error */
export const PORTLET_HTTP = { silent: true, skipErrorHandler: true } as const;
