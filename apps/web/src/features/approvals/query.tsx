import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import './approvals.i18n';

// the app's one query cache: a decision here also refreshes the shell's pending-approvals badge (lib/query-client)
export const apprQueryClient = queryClient;

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
