import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Space } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PRINT_NS } from '@/components/print';
import { useT } from '@/lib/i18n';
import { FullPageLoading } from './full-page-loading';
import { useRequiredSession } from './guard';

// a print tab lives outside the app frame (and its query client)
const printQueries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * The session of a print tab (`/print/...`, outside the app frame): its own token check (the login page and back when
 * there is none) and query client; the page gets the name printed as "printed by".
 */
export function PrintSession({ children }: { children: (printedBy: string) => ReactNode }) {
  const loc = useLocation();
  const { gate, worker } = useRequiredSession(loc.pathname + loc.search);
  if (gate || !worker) return gate;
  return <QueryClientProvider client={printQueries}>{children(worker.workerNm || worker.userId)}</QueryClientProvider>;
}

/**
 * The grey desk of a print tab: the toolbar (인쇄, 닫기, the page's own `tools`, the hint), the failure when there is one,
 * then the document once `ready` (a spinner before).
 */
export function PrintDesk({ ready, error, tools, children }: { ready: boolean; error?: string | null; tools?: ReactNode; children: () => ReactNode }) {
  const { t } = useT(PRINT_NS);
  return (
    <div className="pd-desk">
      <div className="pd-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => window.print()} disabled={!ready} data-testid="print-button">{t('toolbar.print')}</Button>
          <Button onClick={() => window.close()}>{t('toolbar.close')}</Button>
          {tools}
        </Space>
        <span className="pd-toolbar-hint">{t('toolbar.hint')}</span>
      </div>
      {error ? <Alert type="error" showIcon title={error} style={{ maxWidth: '210mm', margin: '0 auto' }} data-testid="print-error" /> : null}
      {ready ? children() : !error ? <FullPageLoading /> : null}
    </div>
  );
}
