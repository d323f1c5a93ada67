import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import './approvals.i18n';

// the approval screens' query cache (the shell has no global provider)
export const apprQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } } });

export function withApprQuery<P extends object>(Page: ComponentType<P>) {
  return function ApprPage(props: P) {
    return (
      <QueryClientProvider client={apprQueryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}

/** after any decision: every inbox list, badge and request view is stale */
export const invalidateAppr = () => apprQueryClient.invalidateQueries({ queryKey: ['appr'] });
